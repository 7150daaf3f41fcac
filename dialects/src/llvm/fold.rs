//! The folders of the llvm dialect (MLIR's `fold` methods of `LLVMDialect.cpp`) and its constant
//! materializer. The constants (`llvm.mlir.constant`, `undef`, `poison`, `zero`, `addressof`)
//! fold to their values, so folds of any dialect see them; `icmp`, the chainable casts,
//! `getelementptr`, `extractvalue`, `zext`, `shl` and `or` fold as in MLIR. The parts of MLIR's
//! folders that change an op in place are the patterns of [`super::canonicalize`].

use super::ops::*;
use super::types::{is_compatible_type, LLVMPointerType};
use super::{PoisonAttr, UndefAttr, ZeroAttr};
use crate::utils::constants::{scalar_or_splat, zero_attr};
use oxir::builtin::attributes::{FloatAttr, IntegerAttr, SymbolRefAttr};
use oxir::builtin::dense::SparseElementsAttr;
use oxir::builtin::dense::{DenseIntOrFPElementsAttr, DenseResourceElementsAttr, DenseStringElementsAttr};
use oxir::builtin::types::{FloatType, IntegerType, VectorType};
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::{Attribute, Context, OpBuilder, OpRef, Type, Value};

type Folded = Option<Vec<FoldResult>>;

fn attr(a: Attribute) -> Folded {
    Some(vec![FoldResult::Attribute(a)])
}

fn value(v: Value) -> Folded {
    Some(vec![FoldResult::Value(v)])
}

/// `llvm.mlir.constant` folds to its value.
pub fn constant(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    attr(ConstantOp::from_op_unchecked(op).value(ctx)?)
}

/// `llvm.mlir.undef` folds to `#llvm.undef`.
pub fn undef(ctx: &Context, _: OpRef, _: &[Option<Attribute>]) -> Folded {
    attr(ctx.intern_attr(UndefAttr))
}

/// `llvm.mlir.poison` folds to `#llvm.poison`.
pub fn poison(ctx: &Context, _: OpRef, _: &[Option<Attribute>]) -> Folded {
    attr(ctx.intern_attr(PoisonAttr))
}

/// `llvm.mlir.zero` folds to the builtin zero of its type where there is one (an integer, a
/// float, or a splat vector of them: MLIR's `Builder::getZeroAttr`), else to `#llvm.zero`.
pub fn zero(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    let ty = ctx.result_types(op).next()?;
    attr(builtin_zero(ctx, ty).unwrap_or_else(|| ctx.intern_attr(ZeroAttr)))
}

fn builtin_zero(ctx: &Context, ty: Type) -> Option<Attribute> {
    match ty.dyn_cast::<VectorType>(ctx) {
        Some(v) => scalar_or_splat(ctx, ty, zero_attr(ctx, v.element)?),
        None => zero_attr(ctx, ty),
    }
}

/// `llvm.mlir.addressof` folds to the symbol it names.
pub fn addressof(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    attr(ctx.op_property(op, "global_name")?)
}

/// A boolean of `ty`'s shape: `true`/`false`, or its splat for a vector of `i1`.
fn bool_of(ctx: &Context, ty: Type, v: bool) -> Option<Attribute> {
    scalar_or_splat(ctx, ty, IntegerAttr::bool(ctx, v))
}

/// `icmp eq/ne %x, %x` is true/false; `icmp eq/ne` of an `llvm.alloca` and an `llvm.mlir.zero`
/// is false/true (the other order is swapped in place first).
pub fn icmp(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    let c = ICmpOp::from_op_unchecked(op);
    let eq = match c.predicate(ctx)? {
        super::ICmpPredicate::Eq => true,
        super::ICmpPredicate::Ne => false,
        _ => return None,
    };
    let ty = ctx.value_type(c.res(ctx));
    let (lhs, rhs) = (c.lhs(ctx), c.rhs(ctx));
    if lhs == rhs {
        return attr(bool_of(ctx, ty, eq)?);
    }
    if ctx.defining_op_as::<AllocaOp>(lhs).is_some() && ctx.defining_op_as::<ZeroOp>(rhs).is_some() {
        return attr(bool_of(ctx, ty, !eq)?);
    }
    None
}

/// MLIR's `foldChainableCast` without its in-place part: a cast to its operand's type is that
/// operand, a cast back through a cast of the same kind is the first cast's operand.
fn chainable_cast<T: Op>(ctx: &Context, op: OpRef) -> Folded {
    let arg = ctx.operands(op).next()?;
    let ty = ctx.result_types(op).next()?;
    if ctx.value_type(arg) == ty {
        return value(arg);
    }
    let prev = ctx.defining_op_as::<T>(arg)?;
    let prev_arg = ctx.operands(prev.op()).next()?;
    (ctx.value_type(prev_arg) == ty).then(|| vec![FoldResult::Value(prev_arg)])
}

/// `llvm.bitcast` folds as a chainable cast.
pub fn bitcast(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    chainable_cast::<BitcastOp>(ctx, op)
}

/// `llvm.addrspacecast` folds as a chainable cast.
pub fn addrspacecast(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    chainable_cast::<AddrSpaceCastOp>(ctx, op)
}

/// `getelementptr %p[0]` of the pointer's own type is `%p` (the zero constant or dynamic).
/// Constant dynamic indices become constant ones in place ([`super::canonicalize`]).
pub fn gep(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    let g = GEPOp::from_op_unchecked(op);
    let base = g.base(ctx);
    if ctx.value_type(base) != ctx.value_type(g.res(ctx)) {
        return None;
    }
    let zero = match g.indices(ctx).as_slice() {
        [GEPIndex::Constant(c)] => *c == 0,
        [GEPIndex::Dynamic(_)] => {
            let c = constants.get(1).copied().flatten()?;
            c.dyn_cast::<IntegerAttr>(ctx)?.value.is_zero()
        }
        _ => false,
    };
    zero.then(|| vec![FoldResult::Value(base)])
}

/// `llvm.zext` of an integer constant.
pub fn zext(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    let arg = constants.first().copied().flatten()?.dyn_cast::<IntegerAttr>(ctx)?;
    let ty = ctx.result_types(op).next()?;
    let width = ty.dyn_cast::<IntegerType>(ctx)?.width;
    attr(IntegerAttr::get(ctx, ty, arg.value.zext(width)))
}

/// `llvm.shl` of integer constants, when the shift is less than the width.
pub fn shl(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    let rhs = constants.get(1).copied().flatten()?.dyn_cast::<IntegerAttr>(ctx)?;
    let lhs_ty = ctx.value_type(ctx.operands(op).next()?);
    let width = lhs_ty.dyn_cast::<IntegerType>(ctx)?.width;
    let amount = rhs.value.try_to_u64().filter(|&s| s < u64::from(width))?;
    let lhs = constants.first().copied().flatten()?.dyn_cast::<IntegerAttr>(ctx)?;
    let ty = ctx.result_types(op).next()?;
    attr(IntegerAttr::get(ctx, ty, lhs.value.shl(amount as u32)))
}

/// `llvm.or` of integer constants.
pub fn or(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    let lhs = constants.first().copied().flatten()?.dyn_cast::<IntegerAttr>(ctx)?;
    let rhs = constants.get(1).copied().flatten()?.dyn_cast::<IntegerAttr>(ctx)?;
    let ty = ctx.result_types(op).next()?;
    attr(IntegerAttr::get(ctx, ty, lhs.value.or(&rhs.value)))
}

/// What an `llvm.extractvalue` walking back through `llvm.insertvalue`s finds (MLIR's
/// `ExtractValueOp::fold`).
pub enum ExtractFold {
    /// The extracted value is this one.
    Value(Value),
    /// The extract reads the same element of this earlier container.
    Container(Value),
}

/// The walk of an `llvm.extractvalue` back through the `llvm.insertvalue` chain of its
/// container: an insert at its position gives the inserted value; an insert at a prefix of its
/// position continues into the inserted value; an insert elsewhere (neither a prefix of the
/// other) is skipped, and the extract reads that insert's container, unless it already went
/// into an inserted value; an insert overlapping it stops the walk.
pub fn extract_through_inserts(ctx: &Context, op: OpRef) -> Option<ExtractFold> {
    let e = ExtractValueOp::from_op_unchecked(op);
    let full = e.position(ctx)?;
    let mut pos: &[i64] = &full;
    let mut insert = ctx.defining_op_as::<InsertValueOp>(e.container(ctx));
    let mut container = None;
    let mut switched = false;
    let mut steps = 0usize;
    while let Some(i) = insert {
        // Bounded: a graph region may hold a cycle of inserts.
        steps += 1;
        if steps > 1 << 16 {
            break;
        }
        let ipos = i.position(ctx)?;
        if pos == ipos.as_slice() {
            return Some(ExtractFold::Value(i.value(ctx)));
        }
        if pos.len() > ipos.len() && pos[..ipos.len()] == ipos[..] {
            insert = ctx.defining_op_as::<InsertValueOp>(i.value(ctx));
            pos = &pos[ipos.len()..];
            switched = true;
            continue;
        }
        let min = pos.len().min(ipos.len());
        if pos[..min] == ipos[..min] {
            break;
        }
        if !switched {
            container = Some(i.container(ctx));
        }
        insert = ctx.defining_op_as::<InsertValueOp>(i.container(ctx));
    }
    container.map(ExtractFold::Container)
}

/// `llvm.extractvalue` at a one-index position of a dense constant of its element type (the
/// element there), or of an `llvm.insertvalue` chain that holds the value. The
/// in-place parts (an extract of an extract, a container skipped) are
/// [`super::canonicalize`]'s.
pub fn extractvalue(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    let e = ExtractValueOp::from_op_unchecked(op);
    if ctx.defining_op_as::<ExtractValueOp>(e.container(ctx)).is_some() {
        return None;
    }
    if let Some(d) = constants.first().copied().flatten().and_then(|c| c.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)) {
        let ty = ctx.value_type(e.res(ctx));
        if d.element_type(ctx) == ty {
            // mlir-opt 22 folds one-index positions only (a splat too).
            if let [p] = e.position(ctx)?.as_slice() {
                let index = if d.is_splat() { Some(0) } else { usize::try_from(*p).ok() };
                if let Some(a) = index.and_then(|i| dense_element(ctx, d, ty, i)) {
                    return attr(a);
                }
            }
        }
    }
    match extract_through_inserts(ctx, op)? {
        ExtractFold::Value(v) => value(v),
        ExtractFold::Container(_) => None,
    }
}

/// The element `i` of a dense integer or float attribute, as an attribute of type `ty`.
fn dense_element(ctx: &Context, d: &DenseIntOrFPElementsAttr, ty: Type, i: usize) -> Option<Attribute> {
    if ty.isa::<FloatType>(ctx) {
        return Some(FloatAttr::get(ctx, ty, d.float_values(ctx).nth(i)?));
    }
    ty.isa::<IntegerType>(ctx).then_some(())?;
    Some(IntegerAttr::get(ctx, ty, d.int_values().nth(i)?))
}

/// The llvm dialect's constant materializer (MLIR's `LLVMDialect::materializeConstant`): a
/// symbol of pointer type is an `llvm.mlir.addressof`, `#llvm.undef`, `#llvm.poison` and
/// `#llvm.zero` are `llvm.mlir.undef`, `poison` and `zero`, and an integer, float or elements
/// attribute of an LLVM-compatible type is an `llvm.mlir.constant`.
pub fn materialize_constant(ctx: &mut Context, value: Attribute, ty: Type, loc: Attribute) -> Option<OpRef> {
    let c: &Context = ctx;
    let symbol =
        value.dyn_cast::<SymbolRefAttr>(c).is_some_and(|s| s.nested.is_empty()) && ty.isa::<LLVMPointerType>(c);
    let (undef, poison, zero) = (value.isa::<UndefAttr>(c), value.isa::<PoisonAttr>(c), value.isa::<ZeroAttr>(c));
    let buildable = value.typed(c) == Some(ty)
        && is_compatible_type(c, ty)
        && (value.isa::<IntegerAttr>(c)
            || value.isa::<FloatAttr>(c)
            || value.isa::<DenseIntOrFPElementsAttr>(c)
            || value.isa::<DenseStringElementsAttr>(c)
            || value.isa::<DenseResourceElementsAttr>(c)
            || value.isa::<SparseElementsAttr>(c));
    let b = &mut OpBuilder::new(ctx);
    let op: OpRef = if symbol {
        AddressOfOp::build(b, loc, ty, value).into()
    } else if undef {
        UndefOp::build(b, loc, ty).into()
    } else if poison {
        PoisonOp::build(b, loc, ty).into()
    } else if zero {
        ZeroOp::build(b, loc, ty).into()
    } else if buildable {
        ConstantOp::build(b, loc, ty, value).into()
    } else {
        return None;
    };
    Some(op)
}
