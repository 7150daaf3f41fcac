//! The `index` dialect (MLIR's `index`): integer arithmetic, comparisons and casts on `index`
//! values whose width is the target's, 32 or 64 bits. Its folders fold only what holds at both
//! widths, and `convert-index-to-llvm` lowers it with the width `index-bitwidth` names.

mod attrs;
mod canonicalize;
pub mod fold;
mod ops;

pub use attrs::*;
pub use ops::*;

use oxir::builtin::attributes::{DictionaryAttr, IntegerAttr};
use oxir::builtin::types::{IndexType, IntegerType};
use oxir::ods::Op;
use oxir::{Attribute, Context, NamedAttribute, OpRef, OperationState, Type};
use oxir_macros::dialect;

/// The `index` dialect.
///
/// The Index dialect contains operations for manipulating values of the builtin `index` type.
/// The index type models target-specific values of pointer width, like `intptr_t`. Index
/// values are typically used as loop bounds, array subscripts, tensor dimensions, etc. The
/// operations in this dialect operate exclusively on scalar index types: they treat the
/// leading bit as the sign where it matters and are otherwise the same as the arith
/// dialect's integer operations. Folders hold for both 32-bit and 64-bit indices.
#[dialect(
    name = "index", interfaces = oxir::interfaces::inline_ops_only::<IndexDialect>,
    ops(
        AddOp,
        SubOp,
        MulOp,
        DivSOp,
        DivUOp,
        CeilDivSOp,
        CeilDivUOp,
        FloorDivSOp,
        RemSOp,
        RemUOp,
        MaxSOp,
        MaxUOp,
        MinSOp,
        MinUOp,
        ShlOp,
        ShrSOp,
        ShrUOp,
        AndOp,
        OrOp,
        XOrOp,
        CastSOp,
        CastUOp,
        CmpOp,
        SizeOfOp,
        ConstantOp,
        BoolConstantOp
    ),
    attrs(IndexCmpPredicate),
    enums(IndexCmpPredicate),
    materializer = materialize_constant
)]
pub struct IndexDialect;

/// MLIR's `IndexDialect::materializeConstant`: a bool as `index.bool.constant` of type `i1`, an
/// index integer as `index.constant`.
pub fn materialize_constant(ctx: &mut Context, value: Attribute, ty: Type, loc: Attribute) -> Option<OpRef> {
    let int = value.dyn_cast::<IntegerAttr>(ctx)?;
    let i1 = IntegerType::get(ctx, 1);
    let name = if int.ty == i1 && ty == i1 {
        BoolConstantOp::NAME
    } else if int.ty.isa::<IndexType>(ctx) && ty.isa::<IndexType>(ctx) {
        ConstantOp::NAME
    } else {
        return None;
    };
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.result_types.push(ty);
    let key = ctx.ident("value");
    st.properties = Some(DictionaryAttr::get(ctx, vec![NamedAttribute { name: key, value }]));
    Some(ctx.create_op(st))
}
