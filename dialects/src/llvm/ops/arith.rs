//! The value ops of the llvm dialect: integer and float arithmetic with their flags,
//! comparisons, casts, aggregates and vectors, `select`, `freeze` and the `llvm.mlir.*`
//! constants.

use crate::llvm::attrs::*;
use crate::llvm::constraints::*;
use crate::llvm::syntax::arith::*;
use crate::llvm::syntax::{self, parse_overflow_flags, print_overflow_flags};
use crate::llvm::types::*;
use oxir::builtin::attributes::{IntegerAttr, SymbolRefAttr, UnitAttr};
use oxir::builtin::types::{IntegerType, VectorType};
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{DenseI64Array, Op};
use oxir::traits::*;
use oxir::{Attribute, Context, Diagnostic, OpRef, Type, Value};
use oxir_macros::op;

// ----- integer arithmetic -----

macro_rules! int_binary {
    ($(#[$doc:meta])* $name:ident, $mn:literal, [$($tr:ident),*]) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, $($tr,)* SameOperandsAndResultType),
            format = "$lhs `,` $rhs attr-dict `:` type($res)"
        )]
        pub struct $name {
            #[operand(INT_OR_VECTOR)]
            lhs: Value,
            #[operand(INT_OR_VECTOR)]
            rhs: Value,
            #[result(INT_OR_VECTOR)]
            res: Value,
        }
    };
}

macro_rules! int_binary_overflow {
    ($(#[$doc:meta])* $name:ident, $mn:literal, [$($tr:ident),*] $(, $key:ident = $val:path)*) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, $($tr,)* SameOperandsAndResultType),
            format = "$lhs `,` $rhs `` custom<OverflowFlags>($overflowFlags) attr-dict `:` type($res)"
            $(, $key = $val)*
        )]
        pub struct $name {
            #[operand(INT_OR_VECTOR)]
            lhs: Value,
            #[operand(INT_OR_VECTOR)]
            rhs: Value,
            #[attribute(OVERFLOW_FLAGS_ATTR, name = "overflowFlags", default = i32_attr(ctx, 0), native = "i32")]
            overflow_flags: IntegerAttr,
            #[result(INT_OR_VECTOR)]
            res: Value,
        }
    };
}

macro_rules! int_binary_exact {
    ($(#[$doc:meta])* $name:ident, $mn:literal) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, SameOperandsAndResultType),
            format = "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)"
        )]
        pub struct $name {
            #[operand(INT_OR_VECTOR)]
            lhs: Value,
            #[operand(INT_OR_VECTOR)]
            rhs: Value,
            #[attribute(UNIT_ATTR, name = "isExact")]
            is_exact: Option<UnitAttr>,
            #[result(INT_OR_VECTOR)]
            res: Value,
        }
    };
}

int_binary_overflow!(
    /// Integer addition.
    AddOp, "llvm.add", [Commutative]
);
int_binary_overflow!(
    /// Integer subtraction.
    SubOp, "llvm.sub", []
);
int_binary_overflow!(
    /// Integer multiplication.
    MulOp, "llvm.mul", [Commutative]
);
int_binary_overflow!(
    /// Shift left (folds constants when the shift is less than the width).
    ShlOp, "llvm.shl", [], folder = crate::llvm::fold::shl
);
int_binary_exact!(
    /// Unsigned integer division.
    UDivOp, "llvm.udiv"
);
int_binary_exact!(
    /// Signed integer division.
    SDivOp, "llvm.sdiv"
);
int_binary_exact!(
    /// Logical shift right.
    LShrOp, "llvm.lshr"
);
int_binary_exact!(
    /// Arithmetic shift right.
    AShrOp, "llvm.ashr"
);
int_binary!(
    /// Unsigned integer remainder.
    URemOp, "llvm.urem", []
);
int_binary!(
    /// Signed integer remainder.
    SRemOp, "llvm.srem", []
);
int_binary!(
    /// Bitwise and.
    AndOp, "llvm.and", []
);
int_binary!(
    /// Bitwise exclusive or.
    XOrOp, "llvm.xor", []
);

/// Bitwise or (optionally `disjoint`: no bit is set in both operands). Folds constants.
#[op(
    name = "llvm.or",
    traits(Pure, SameOperandsAndResultType),
    format = "(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)",
    folder = crate::llvm::fold::or
)]
pub struct OrOp {
    #[operand(INT_OR_VECTOR)]
    lhs: Value,
    #[operand(INT_OR_VECTOR)]
    rhs: Value,
    #[attribute(UNIT_ATTR, name = "isDisjoint")]
    is_disjoint: Option<UnitAttr>,
    #[result(INT_OR_VECTOR)]
    res: Value,
}

// ----- float arithmetic -----

macro_rules! float_binary {
    ($(#[$doc:meta])* $name:ident, $mn:literal) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, SameOperandsAndResultType),
            format = "$lhs `,` $rhs attr-dict `:` type($res)"
        )]
        pub struct $name {
            #[operand(FLOAT_OR_VECTOR)]
            lhs: Value,
            #[operand(FLOAT_OR_VECTOR)]
            rhs: Value,
            #[attribute(name = "fastmathFlags", default = fastmath_none(ctx))]
            fastmath_flags: FastmathFlags,
            #[result(FLOAT_OR_VECTOR)]
            res: Value,
        }
    };
}

float_binary!(
    /// Float addition.
    FAddOp, "llvm.fadd"
);
float_binary!(
    /// Float subtraction.
    FSubOp, "llvm.fsub"
);
float_binary!(
    /// Float multiplication.
    FMulOp, "llvm.fmul"
);
float_binary!(
    /// Float division.
    FDivOp, "llvm.fdiv"
);
float_binary!(
    /// Float remainder.
    FRemOp, "llvm.frem"
);

/// Float negation.
#[op(name = "llvm.fneg", traits(Pure, SameOperandsAndResultType), format = "$operand attr-dict `:` type($res)")]
pub struct FNegOp {
    #[operand(FLOAT_OR_VECTOR)]
    operand: Value,
    #[attribute(name = "fastmathFlags", default = fastmath_none(ctx))]
    fastmath_flags: FastmathFlags,
    #[result(FLOAT_OR_VECTOR)]
    res: Value,
}

// ----- comparisons -----

/// Integer (or pointer) comparison: `llvm.icmp "slt" %a, %b : i32`.
///
/// `eq`/`ne` of a value with itself folds to `true`/`false`, and of an `llvm.alloca` with an
/// `llvm.mlir.zero` (in either order) to `false`/`true`.
#[op(
    name = "llvm.icmp",
    traits(
        Pure,
        SameTypeOperands,
        TypesMatchWith<lhs, res, i1_same_shape, "result type has i1 element type and same shape as operands">
    ),
    parser = syntax::parse_icmp,
    printer = syntax::print_cmp,
    folder = crate::llvm::fold::icmp,
    canonicalizer = crate::llvm::canonicalize::icmp_patterns
)]
pub struct ICmpOp {
    #[attribute(enum)]
    predicate: ICmpPredicate,
    #[operand(INT_OR_PTR_OR_VECTOR)]
    lhs: Value,
    #[operand(INT_OR_PTR_OR_VECTOR)]
    rhs: Value,
    #[result(BOOL_OR_VECTOR)]
    res: Value,
}

/// Float comparison: `llvm.fcmp "olt" %a, %b : f32`.
#[op(
    name = "llvm.fcmp",
    traits(
        Pure,
        SameTypeOperands,
        TypesMatchWith<lhs, res, i1_same_shape, "result type has i1 element type and same shape as operands">
    ),
    parser = syntax::parse_fcmp,
    printer = syntax::print_cmp
)]
pub struct FCmpOp {
    #[attribute(enum)]
    predicate: FCmpPredicate,
    #[operand(FLOAT_OR_VECTOR)]
    lhs: Value,
    #[operand(FLOAT_OR_VECTOR)]
    rhs: Value,
    #[attribute(name = "fastmathFlags", default = fastmath_none(ctx))]
    fastmath_flags: FastmathFlags,
    #[result(BOOL_OR_VECTOR)]
    res: Value,
}

/// `i1` with the shape of `t` (MLIR's `getI1SameShape`).
pub fn i1_same_shape(ctx: &Context, t: Type) -> Type {
    let i1 = IntegerType::get(ctx, 1);
    match t.dyn_cast::<VectorType>(ctx) {
        Some(v) => ctx.intern_type(VectorType { shape: v.shape.clone(), scalable: v.scalable.clone(), element: i1 }),
        None => i1,
    }
}

// ----- casts -----

macro_rules! cast_op {
    ($(#[$doc:meta])* $name:ident, $mn:literal, $in:expr, $out:expr, $verify:expr $(, $key:ident = $val:path)*) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure),
            format = "$arg attr-dict `:` type($arg) `to` type($res)",
            verifier = $verify
            $(, $key = $val)*
        )]
        pub struct $name {
            #[operand($in)]
            arg: Value,
            #[result($out)]
            res: Value,
        }
    };
}

macro_rules! cast_op_nneg {
    ($(#[$doc:meta])* $name:ident, $mn:literal, $in:expr, $out:expr, $verify:expr $(, $key:ident = $val:path)*) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure),
            format = "(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)",
            verifier = $verify
            $(, $key = $val)*
        )]
        pub struct $name {
            #[operand($in)]
            arg: Value,
            #[attribute(UNIT_ATTR, name = "nonNeg")]
            non_neg: Option<UnitAttr>,
            #[result($out)]
            res: Value,
        }
    };
}

fn no_verify(_: &Context, _: OpRef) -> Result<(), Diagnostic> {
    Ok(())
}

/// Integer truncation.
#[op(
    name = "llvm.trunc",
    traits(Pure),
    format = "$arg `` custom<OverflowFlags>($overflowFlags) attr-dict `:` type($arg) `to` type($res)"
)]
pub struct TruncOp {
    #[operand(INT_OR_VECTOR)]
    arg: Value,
    #[attribute(OVERFLOW_FLAGS_ATTR, name = "overflowFlags", default = i32_attr(ctx, 0), native = "i32")]
    overflow_flags: IntegerAttr,
    #[result(INT_OR_VECTOR)]
    res: Value,
}

cast_op_nneg!(
    /// Integer zero extension (folds an integer constant).
    ZExtOp, "llvm.zext", INT_OR_VECTOR, INT_OR_VECTOR, verify_ext, folder = crate::llvm::fold::zext
);
cast_op!(
    /// Integer sign extension.
    SExtOp, "llvm.sext", INT_OR_VECTOR, INT_OR_VECTOR, verify_ext
);
cast_op!(
    /// Float truncation.
    FPTruncOp, "llvm.fptrunc", FLOAT_OR_VECTOR, FLOAT_OR_VECTOR, no_verify
);
cast_op!(
    /// Float extension.
    FPExtOp, "llvm.fpext", FLOAT_OR_VECTOR, FLOAT_OR_VECTOR, no_verify
);
cast_op!(
    /// Float to signed integer.
    FPToSIOp, "llvm.fptosi", FLOAT_OR_VECTOR, INT_OR_VECTOR, no_verify
);
cast_op!(
    /// Float to unsigned integer.
    FPToUIOp, "llvm.fptoui", FLOAT_OR_VECTOR, INT_OR_VECTOR, no_verify
);
cast_op!(
    /// Signed integer to float.
    SIToFPOp, "llvm.sitofp", INT_OR_VECTOR, FLOAT_OR_VECTOR, no_verify
);
cast_op_nneg!(
    /// Unsigned integer to float.
    UIToFPOp, "llvm.uitofp", INT_OR_VECTOR, FLOAT_OR_VECTOR, no_verify
);
cast_op!(
    /// Reinterprets the bits of a value as another type of the same size. A bitcast to its
    /// operand's type folds to the operand, a bitcast of a bitcast casts the first one's operand.
    BitcastOp, "llvm.bitcast", LLVM_NON_AGGREGATE, LLVM_NON_AGGREGATE, verify_bitcast,
    folder = crate::llvm::fold::bitcast, canonicalizer = crate::llvm::canonicalize::bitcast_patterns
);
cast_op!(
    /// Pointer to integer.
    PtrToIntOp, "llvm.ptrtoint", PTR_OR_VECTOR, INT_OR_VECTOR, no_verify
);
/// Integer to pointer.
///
/// `llvm.inttoptr %i dereferenceable<bytes = 8> : i64 to !llvm.ptr`: the optional
/// `dereferenceable` attribute (MLIR 22's `!dereferenceable` metadata of the result) is an
/// inherent attribute, so the op has properties in bytecode as in MLIR.
#[op(
    name = "llvm.inttoptr",
    traits(Pure),
    format = "$arg (`dereferenceable` `` $dereferenceable^)? attr-dict `:` type($arg) `to` type($res)"
)]
pub struct IntToPtrOp {
    #[operand(INT_OR_VECTOR)]
    arg: Value,
    #[attribute]
    dereferenceable: Option<DereferenceableAttr>,
    #[result(PTR_OR_VECTOR)]
    res: Value,
}
cast_op!(
    /// Pointer cast between address spaces. Folds as `llvm.bitcast` does: a cast to the
    /// operand's type is the operand, a cast of a cast casts the first one's operand.
    AddrSpaceCastOp, "llvm.addrspacecast", PTR_OR_VECTOR, PTR_OR_VECTOR, no_verify,
    folder = crate::llvm::fold::addrspacecast, canonicalizer = crate::llvm::canonicalize::addrspacecast_patterns
);

/// MLIR's `verifyExtOp` of `zext`/`sext`.
fn verify_ext(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let (Some(a), Some(out)) = (ctx.operands(op).next(), ctx.result_types(op).next()) else { return Ok(()) };
    let inp = ctx.value_type(a);
    let (iv, ov) = (inp.dyn_cast::<VectorType>(ctx), out.dyn_cast::<VectorType>(ctx));
    match (iv, ov) {
        (Some(i), Some(o)) if i.shape != o.shape || i.scalable != o.scalable => {
            return Err(op_error(ctx, op, "input and output vectors are of incompatible shape"))
        }
        (None, Some(_)) => return Err(op_error(ctx, op, "input type is an integer but output type is a vector")),
        (Some(_), None) => return Err(op_error(ctx, op, "input type is a vector but output type is an integer")),
        _ => {}
    }
    let width = |t: Type| scalar_or_element(ctx, t).dyn_cast::<IntegerType>(ctx).map_or(0, |i| i.width);
    if width(out) <= width(inp) {
        return Err(op_error(
            ctx,
            op,
            "integer width of the output type is smaller or equal to the integer width of the input type",
        ));
    }
    Ok(())
}

/// MLIR's `BitcastOp::verify`: pointers only to and from pointers of the same address space.
fn verify_bitcast(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let (Some(a), Some(out)) = (ctx.operands(op).next(), ctx.result_types(op).next()) else { return Ok(()) };
    let inp = ctx.value_type(a);
    let ptr_of = |t: Type| -> Option<(bool, u32)> {
        if let Some(p) = t.dyn_cast::<LLVMPointerType>(ctx) {
            return Some((false, p.address_space));
        }
        let v = t.dyn_cast::<VectorType>(ctx)?;
        v.element.dyn_cast::<LLVMPointerType>(ctx).map(|p| (true, p.address_space))
    };
    match (ptr_of(inp), ptr_of(out)) {
        (None, None) => Ok(()),
        (Some(_), None) | (None, Some(_)) => Err(op_error(ctx, op, "can only cast pointers from and to pointers")),
        (Some((iv, ia)), Some((ov, oa))) => {
            if iv && !ov {
                return Err(op_error(ctx, op, "cannot cast vector of pointers to pointer"));
            }
            if !iv && ov {
                return Err(op_error(ctx, op, "cannot cast pointer to vector of pointers"));
            }
            if ia != oa {
                return Err(op_error(
                    ctx,
                    op,
                    "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead",
                ));
            }
            Ok(())
        }
    }
}

// ----- select and freeze -----

/// Chooses one of two values by a condition (elementwise for vector conditions).
#[op(
    name = "llvm.select",
    traits(Pure, AllTypesMatch<[trueValue, falseValue, res]>),
    format = "operands attr-dict `:` type($condition) `,` type($res)"
)]
pub struct SelectOp {
    #[operand(BOOL_OR_VECTOR)]
    condition: Value,
    #[operand(LLVM_TYPE, name = "trueValue")]
    true_value: Value,
    #[operand(LLVM_TYPE, name = "falseValue")]
    false_value: Value,
    #[attribute(name = "fastmathFlags", default = fastmath_none(ctx))]
    fastmath_flags: FastmathFlags,
    #[result(LLVM_TYPE)]
    res: Value,
}

/// Stops the propagation of `undef` and `poison`.
#[op(name = "llvm.freeze", traits(Pure, SameOperandsAndResultType), format = "$val attr-dict `:` type($val)")]
pub struct FreezeOp {
    #[operand(LLVM_TYPE)]
    val: Value,
    #[result(LLVM_TYPE)]
    res: Value,
}

// ----- vectors -----

/// The element type of a vector (the `TypesMatchWith` transformer).
pub fn vector_element_type(ctx: &Context, t: Type) -> Type {
    scalar_or_element(ctx, t)
}

/// Extracts an element of a vector: `llvm.extractelement %v[%i : i32] : vector<4xf32>`.
#[op(
    name = "llvm.extractelement",
    traits(Pure, TypesMatchWith<vector, res, vector_element_type, "result type matches vector element type">),
    format = "$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"
)]
pub struct ExtractElementOp {
    #[operand(LLVM_VECTOR)]
    vector: Value,
    #[operand(SIGNLESS_INTEGER)]
    position: Value,
    #[result(LLVM_TYPE)]
    res: Value,
}

/// MLIR's `AnySignlessInteger`.
const SIGNLESS_INTEGER: TypeConstraint =
    TypeConstraint::Pred { summary: "signless integer", check: is_signless_integer };

/// Inserts an element into a vector: `llvm.insertelement %x, %v[%i : i32] : vector<4xf32>`.
#[op(
    name = "llvm.insertelement",
    traits(
        Pure,
        TypesMatchWith<vector, value, vector_element_type, "argument type matches vector element type">,
        AllTypesMatch<[res, vector]>
    ),
    format = "$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"
)]
pub struct InsertElementOp {
    #[operand(LLVM_VECTOR)]
    vector: Value,
    #[operand(LLVM_TYPE)]
    value: Value,
    #[operand(SIGNLESS_INTEGER)]
    position: Value,
    #[result(LLVM_VECTOR)]
    res: Value,
}

// ----- aggregates -----

/// Extracts a value from a struct or array: `llvm.extractvalue %s[0, 1] : !llvm.struct<...>`.
///
/// Folds as MLIR's: an extract of an extract reads the first container at the joined
/// position; an extract of a dense constant of its element type is that element; an extract
/// walks back through the `llvm.insertvalue`s of its container, to the value inserted at its
/// position (into an inserted value when an insert's position is a prefix of its own), reading
/// past inserts at unrelated positions.
#[op(
    name = "llvm.extractvalue",
    traits(Pure),
    format = "$container `` $position attr-dict `:` type($container) \
              custom<InsertExtractValueElementType>(type($res), ref(type($container)), ref($position))",
    verifier = ExtractValueOp::verify,
    folder = crate::llvm::fold::extractvalue,
    canonicalizer = crate::llvm::canonicalize::extractvalue_patterns
)]
pub struct ExtractValueOp {
    #[operand(LLVM_TYPE)]
    container: Value,
    #[attribute]
    position: DenseI64Array,
    #[result(LLVM_TYPE)]
    res: Value,
}

impl ExtractValueOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let (Some(c), Some(r)) = (ctx.operands(op).next(), ctx.result_types(op).next()) else { return Ok(()) };
        let pos = ExtractValueOp::from_op_unchecked(op).position(ctx).unwrap_or_default();
        let ct = ctx.value_type(c);
        let t = inserted_or_extracted_type(ctx, ct, &pos).map_err(|m| op_error(ctx, op, m))?;
        if t != r {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "Type mismatch: extracting from '{}' should produce '{}' but this op returns '{}'",
                    ct.to_text(ctx),
                    t.to_text(ctx),
                    r.to_text(ctx)
                ),
            ));
        }
        Ok(())
    }
}

/// Inserts a value into a struct or array: `llvm.insertvalue %x, %s[0] : !llvm.struct<...>`.
#[op(
    name = "llvm.insertvalue",
    traits(Pure, AllTypesMatch<[container, res]>),
    format = "$value `,` $container `` $position attr-dict `:` type($container) \
              custom<InsertExtractValueElementType>(type($value), ref(type($container)), ref($position))",
    verifier = InsertValueOp::verify
)]
pub struct InsertValueOp {
    #[operand(LLVM_TYPE)]
    container: Value,
    #[operand(LLVM_TYPE)]
    value: Value,
    #[attribute]
    position: DenseI64Array,
    #[result(LLVM_TYPE)]
    res: Value,
}

impl InsertValueOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let ops: Vec<Value> = ctx.operands(op).collect();
        if ops.len() != 2 {
            return Ok(());
        }
        let pos = InsertValueOp::from_op_unchecked(op).position(ctx).unwrap_or_default();
        let ct = ctx.value_type(ops[0]);
        let t = inserted_or_extracted_type(ctx, ct, &pos).map_err(|m| op_error(ctx, op, m))?;
        let vt = ctx.value_type(ops[1]);
        if t != vt {
            return Err(op_error(
                ctx,
                op,
                format!("Type mismatch: cannot insert '{}' into '{}'", vt.to_text(ctx), ct.to_text(ctx)),
            ));
        }
        Ok(())
    }
}

/// MLIR's `getInsertExtractValueElementType`: the type at `position` inside `container`, or
/// MLIR's message.
pub fn inserted_or_extracted_type(ctx: &Context, container: Type, position: &[i64]) -> Result<Type, String> {
    let mut t = container;
    for &idx in position {
        if let Some(a) = t.dyn_cast::<LLVMArrayType>(ctx) {
            if idx < 0 || idx as u64 >= a.num_elements {
                return Err(format!("position out of bounds: {idx}"));
            }
            t = a.element;
        } else if let Some(s) = t.dyn_cast::<LLVMStructType>(ctx) {
            if idx < 0 || idx as usize >= s.elements().len() {
                return Err(format!("position out of bounds: {idx}"));
            }
            t = s.elements()[idx as usize];
        } else {
            return Err(format!("expected LLVM IR structure/array type, got: '{}'", t.to_text(ctx)));
        }
    }
    Ok(t)
}

// ----- constants -----

/// An LLVM constant: `llvm.mlir.constant(42 : i32) : i32`. Folds to its value.
#[op(
    name = "llvm.mlir.constant",
    traits(Pure, ConstantLike),
    format = "`(` $value `)` attr-dict `:` type($res)",
    verifier = crate::llvm::verify::verify_constant,
    folder = crate::llvm::fold::constant
)]
pub struct ConstantOp {
    #[attribute(ANY_ATTR)]
    value: Attribute,
    #[result(LLVM_TYPE)]
    res: Value,
}

/// An undefined value of the given type (folds to `#llvm.undef`).
#[op(name = "llvm.mlir.undef", traits(Pure, ConstantLike), format = "attr-dict `:` type($res)", folder = crate::llvm::fold::undef)]
pub struct UndefOp {
    #[result(LLVM_TYPE)]
    res: Value,
}

/// A poison value of the given type (folds to `#llvm.poison`).
#[op(name = "llvm.mlir.poison", traits(Pure, ConstantLike), format = "attr-dict `:` type($res)", folder = crate::llvm::fold::poison)]
pub struct PoisonOp {
    #[result(LLVM_TYPE)]
    res: Value,
}

/// The zero (null) value of the given type. Folds to the builtin zero of integer and float
/// types and their vectors, else to `#llvm.zero`.
#[op(
    name = "llvm.mlir.zero",
    traits(Pure, ConstantLike),
    format = "attr-dict `:` type($res)",
    verifier = ZeroOp::verify,
    folder = crate::llvm::fold::zero
)]
pub struct ZeroOp {
    #[result(LLVM_TYPE)]
    res: Value,
}

impl ZeroOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(t) = ctx.result_types(op).next() else { return Ok(()) };
        if t.dyn_cast::<LLVMTargetExtType>(ctx).is_some_and(|te| !target_supports_zero_init(te)) {
            return Err(op_error(ctx, op, "target extension type does not support zero-initializer"));
        }
        Ok(())
    }
}

/// Whether a target extension type has a zero value (MLIR's `HasZeroInit` property).
pub fn target_supports_zero_init(t: &LLVMTargetExtType) -> bool {
    t.name.starts_with("spirv.") || t.name.starts_with("aarch64.svcount") || t.name.starts_with("riscv.vector.")
}

/// The address of a global or function: `llvm.mlir.addressof @g : !llvm.ptr`. A constant: it
/// folds to the symbol, which the dialect materializes as an `llvm.mlir.addressof`.
#[op(
    name = "llvm.mlir.addressof",
    traits(Pure, ConstantLike),
    folder = crate::llvm::fold::addressof,
    format = "$global_name attr-dict `:` qualified(type($res))",
    symbol_uses_verifier = super::func::verify_addressof
)]
pub struct AddressOfOp {
    #[attribute(FLAT_SYMBOL_REF_ATTR)]
    global_name: SymbolRefAttr,
    #[result(LLVM_POINTER)]
    res: Value,
}
