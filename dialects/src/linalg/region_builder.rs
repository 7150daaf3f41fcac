//! The implicit regions of the named structured ops (MLIR's `RegionBuilderHelper` in
//! `LinalgOps.cpp`): the payload of `linalg.matmul`, `linalg.exp`, ... built from the element
//! types of the operands, with OpDSL's unary, binary and type functions (`cast_signed` and
//! `cast_unsigned` through `convertScalarToDtype`).

use super::syntax::append_op;
use super::{element_or_self, TypeFn};
use crate::{arith, complex, math};
use oxir::builtin::attributes::FloatAttr;
use oxir::builtin::locations::UnknownLoc;
use oxir::builtin::types::{ComplexType, FloatType, IndexType, IntegerType};
use oxir::ods::Op;
use oxir::{Attribute, BlockRef, Context, NamedAttribute, RegionRef, Type, Value};

/// OpDSL's unary functions (MLIR's `UnaryFn`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UnaryFn {
    /// `math.exp`.
    Exp,
    /// `math.log`.
    Log,
    /// `math.absf`.
    Abs,
    /// `math.ceil`.
    Ceil,
    /// `math.floor`.
    Floor,
    /// `arith.negf`.
    NegF,
    /// `1 / x` with `arith.divf`.
    Reciprocal,
    /// `math.round`.
    Round,
    /// `math.sqrt`.
    Sqrt,
    /// `math.rsqrt`.
    Rsqrt,
    /// `x * x` with `arith.mulf`.
    Square,
    /// `math.tanh`.
    Tanh,
    /// `math.erf`.
    Erf,
}

/// OpDSL's binary functions (MLIR's `BinaryFn`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinaryFn {
    /// Addition (`or` on booleans).
    Add,
    /// Subtraction.
    Sub,
    /// Multiplication (`and` on booleans).
    Mul,
    /// Signed or float division.
    Div,
    /// Unsigned integer division.
    DivUnsigned,
    /// Signed or float maximum.
    MaxSigned,
    /// Signed or float minimum.
    MinSigned,
    /// Unsigned or float maximum.
    MaxUnsigned,
    /// Unsigned or float minimum.
    MinUnsigned,
    /// `math.powf`.
    Powf,
}

/// Builds the ops of a named op's payload at the end of one block; errors are MLIR's messages.
pub struct BodyBuilder<'a> {
    ctx: &'a mut Context,
    block: BlockRef,
    loc: Attribute,
}

fn is_float(ctx: &Context, t: Type) -> bool {
    t.isa::<FloatType>(ctx)
}

fn is_integer(ctx: &Context, t: Type) -> bool {
    t.isa::<IntegerType>(ctx)
}

fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    t.dyn_cast::<IntegerType>(ctx).map(|i| i.width)
}

impl<'a> BodyBuilder<'a> {
    /// A detached region with one block whose arguments are the element types of `operands`
    /// (MLIR's `fillStructuredOpRegion`), and a builder at its end. MLIR builds these bodies
    /// at an unknown location.
    pub fn new(ctx: &'a mut Context, operand_types: &[Type]) -> (RegionRef, Self) {
        let loc = UnknownLoc::get(ctx);
        let region = ctx.create_region();
        let block = ctx.create_block();
        for &t in operand_types {
            let e = element_or_self(ctx, t);
            ctx.add_block_argument(block, e, loc);
        }
        ctx.append_block(region, block);
        (region, BodyBuilder { ctx, block, loc })
    }

    /// The block being built.
    pub fn block(&self) -> BlockRef {
        self.block
    }

    /// The block's arguments.
    pub fn args(&self) -> Vec<Value> {
        self.ctx.block_arguments(self.block).collect()
    }

    /// The type of `v`.
    pub fn value_type(&self, v: Value) -> Type {
        self.ctx.value_type(v)
    }

    fn op(&mut self, name: &str, operands: &[Value], result: Type) -> Value {
        let op = append_op(self.ctx, self.block, name, operands, &[result], Vec::new(), self.loc);
        self.ctx.result(op, 0)
    }

    /// Ends the block with `linalg.yield values`.
    pub fn yield_values(&mut self, values: &[Value]) {
        append_op(self.ctx, self.block, <super::YieldOp as oxir::ods::Op>::NAME, values, &[], Vec::new(), self.loc);
    }

    /// OpDSL's type function `f` converting `v` to `to` (MLIR's `buildTypeFn`, through
    /// `convertScalarToDtype`).
    pub fn type_fn(&mut self, f: TypeFn, to: Type, v: Value) -> Value {
        let unsigned = f == TypeFn::CastUnsigned;
        let from = self.value_type(v);
        if from == to {
            return v;
        }
        let ctx = &*self.ctx;
        let name = if let Some(tw) = int_width(ctx, to) {
            if is_float(ctx, from) {
                Some(if unsigned { arith::FPToUIOp::NAME } else { arith::FPToSIOp::NAME })
            } else if from.isa::<IndexType>(ctx) {
                Some(arith::IndexCastOp::NAME)
            } else if let Some(fw) = int_width(ctx, from) {
                match tw.cmp(&fw) {
                    std::cmp::Ordering::Greater => {
                        Some(if unsigned { arith::ExtUIOp::NAME } else { arith::ExtSIOp::NAME })
                    }
                    std::cmp::Ordering::Less => Some(arith::TruncIOp::NAME),
                    std::cmp::Ordering::Equal => None,
                }
            } else {
                None
            }
        } else if let Some(tf) = to.dyn_cast::<FloatType>(ctx) {
            if is_integer(ctx, from) {
                Some(if unsigned { arith::UIToFPOp::NAME } else { arith::SIToFPOp::NAME })
            } else if let Some(ff) = from.dyn_cast::<FloatType>(ctx) {
                match tf.width().cmp(&ff.width()) {
                    std::cmp::Ordering::Greater => Some(arith::ExtFOp::NAME),
                    std::cmp::Ordering::Less => Some(arith::TruncFOp::NAME),
                    std::cmp::Ordering::Equal => None,
                }
            } else {
                None
            }
        } else {
            None
        };
        match name {
            Some(n) => self.op(n, &[v], to),
            None => v,
        }
    }

    /// OpDSL's unary function `f` of `v` (MLIR's `buildUnaryFn`).
    pub fn unary(&mut self, f: UnaryFn, v: Value) -> Result<Value, String> {
        let t = self.value_type(v);
        if !is_float(self.ctx, t) {
            return Err("unsupported non numeric type".to_string());
        }
        let name = match f {
            UnaryFn::Exp => math::ExpOp::NAME,
            UnaryFn::Log => math::LogOp::NAME,
            UnaryFn::Abs => math::AbsFOp::NAME,
            UnaryFn::Ceil => math::CeilOp::NAME,
            UnaryFn::Floor => math::FloorOp::NAME,
            UnaryFn::NegF => arith::NegFOp::NAME,
            UnaryFn::Round => math::RoundOp::NAME,
            UnaryFn::Sqrt => math::SqrtOp::NAME,
            UnaryFn::Rsqrt => math::RsqrtOp::NAME,
            UnaryFn::Tanh => math::TanhOp::NAME,
            UnaryFn::Erf => math::ErfOp::NAME,
            UnaryFn::Square => return Ok(self.op(arith::MulFOp::NAME, &[v, v], t)),
            UnaryFn::Reciprocal => {
                let sem = t.dyn_cast::<FloatType>(self.ctx).map(|f| f.semantics());
                let Some(sem) = sem else { return Err("unsupported non numeric type".to_string()) };
                let one = FloatAttr::get(self.ctx, t, oxir::numeric::APFloat::from_f64(sem, 1.0));
                let c = self.constant(one, t);
                return Ok(self.op(arith::DivFOp::NAME, &[c, v], t));
            }
        };
        Ok(self.op(name, &[v], t))
    }

    fn constant(&mut self, value: Attribute, t: Type) -> Value {
        let name = self.ctx.ident("value");
        let attrs = vec![NamedAttribute { name, value }];
        let op = append_op(self.ctx, self.block, arith::ConstantOp::NAME, &[], &[t], attrs, self.loc);
        self.ctx.result(op, 0)
    }

    /// OpDSL's binary function `f` of `a` and `b` (MLIR's `buildBinaryFn`).
    pub fn binary(&mut self, f: BinaryFn, a: Value, b: Value) -> Result<Value, String> {
        let (ta, tb) = (self.value_type(a), self.value_type(b));
        let ctx = &*self.ctx;
        let complex = ta.isa::<ComplexType>(ctx) && tb.isa::<ComplexType>(ctx);
        let float = is_float(ctx, ta) && is_float(ctx, tb);
        let int = is_integer(ctx, ta) && is_integer(ctx, tb);
        let boolean = int && int_width(ctx, ta) == Some(1) && int_width(ctx, tb) == Some(1);
        if !complex && !float && !int {
            return Err(format!(
                "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got '{}' and '{}'",
                ta.to_text(ctx),
                tb.to_text(ctx)
            ));
        }
        let pick = |c: &'static str, fl: &'static str, i: &'static str| {
            if complex {
                c
            } else if float {
                fl
            } else {
                i
            }
        };
        let name = match f {
            BinaryFn::Add => pick(
                complex::AddOp::NAME,
                arith::AddFOp::NAME,
                if boolean { arith::OrIOp::NAME } else { arith::AddIOp::NAME },
            ),
            BinaryFn::Sub if boolean => return Err("unsupported operation: sub with bools".to_string()),
            BinaryFn::Sub => pick(complex::SubOp::NAME, arith::SubFOp::NAME, arith::SubIOp::NAME),
            BinaryFn::Mul => pick(
                complex::MulOp::NAME,
                arith::MulFOp::NAME,
                if boolean { arith::AndIOp::NAME } else { arith::MulIOp::NAME },
            ),
            BinaryFn::Div if boolean => return Err("unsupported operation: div with bools".to_string()),
            BinaryFn::Div => pick(complex::DivOp::NAME, arith::DivFOp::NAME, arith::DivSIOp::NAME),
            BinaryFn::DivUnsigned if !int || boolean => {
                return Err("unsupported operation: unsigned div not on uint".to_string())
            }
            BinaryFn::DivUnsigned => arith::DivUIOp::NAME,
            _ if complex => return Err("unsupported operation on complex types".to_string()),
            BinaryFn::MaxSigned => pick("", arith::MaximumFOp::NAME, arith::MaxSIOp::NAME),
            BinaryFn::MinSigned => pick("", arith::MinimumFOp::NAME, arith::MinSIOp::NAME),
            BinaryFn::MaxUnsigned => pick("", arith::MaximumFOp::NAME, arith::MaxUIOp::NAME),
            BinaryFn::MinUnsigned => pick("", arith::MinimumFOp::NAME, arith::MinUIOp::NAME),
            BinaryFn::Powf if !float => return Err("unsupported operation: powf not on floats".to_string()),
            BinaryFn::Powf => math::PowFOp::NAME,
        };
        Ok(self.op(name, &[a, b], ta))
    }

    /// OpDSL's ternary `select(c, a, b)`.
    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let t = self.value_type(a);
        self.op(arith::SelectOp::NAME, &[c, a, b], t)
    }
}

/// The `cast` of an op's attributes (`cast_signed` when absent).
pub fn cast_of(ctx: &Context, attrs: &[NamedAttribute]) -> TypeFn {
    attrs
        .iter()
        .find(|a| ctx.ident_str(a.name) == "cast")
        .and_then(|a| a.value.dyn_cast::<TypeFn>(ctx).copied())
        .unwrap_or(TypeFn::CastSigned)
}
