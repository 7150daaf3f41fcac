//! `affine.delinearize_index` and `affine.linearize_index` (MLIR 22's definitions): the
//! conversion between a linear index and a multi-index over a basis of static and dynamic sizes.

use crate::utils::static_values::i64_array_values;
use crate::utils::syntax::{parse_dynamic_index_list_with, print_dynamic_index_list_with};
use oxir::builtin::attributes::{IntegerAttr, UnitAttr};
use oxir::builtin::types::DYNAMIC;
use oxir::conversion::op_attr_or_prop;
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{DenseI64Array, Op};
use oxir::traits::*;
use oxir::{Context, Diagnostic, OpRef, Value};
use oxir_macros::op;

/// MLIR's `UnitProp`: a unit attribute when set (printed as its name), `false` when not (its
/// default, printed `name = false` in the generic form).
pub type UnitProp = UnitAttr;

/// The values of a [`UnitProp`].
const UNIT_PROP: AttrConstraint = AttrConstraint {
    summary: "unit property",
    check: |c, a| a.isa::<UnitAttr>(c) || a.dyn_cast::<IntegerAttr>(c).is_some_and(|i| i.value.width() == 1),
};

/// The static basis of an index op.
pub(crate) fn static_basis(ctx: &Context, op: OpRef) -> Vec<i64> {
    i64_array_values(ctx, op_attr_or_prop(ctx, op, "static_basis"))
}

/// The check both index ops share: one dynamic basis operand per `DYNAMIC` entry.
fn verify_dynamic_basis(ctx: &Context, op: OpRef, basis: &[i64], num_dynamic: usize) -> Result<(), Diagnostic> {
    if basis.iter().filter(|&&b| b == DYNAMIC).count() != num_dynamic {
        return Err(op_error(
            ctx,
            op,
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) \
             -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(())
}

/// Delinearize an index.
///
/// Splits a linear index into a multi-index over a basis, each result in `[0, basis[i])` but the
/// first, which is unbounded when the basis has one element fewer than the results:
/// `%i:3 = affine.delinearize_index %n into (2, %m, 4) : index, index, index`.
#[op(
    name = "affine.delinearize_index",
    traits(Pure),
    format = "$linear_index `into` custom<DynamicIndexList>($dynamic_basis, $static_basis, \"{}\", \"::mlir::AsmParser::Delimiter::Paren\") \
              attr-dict `:` type($multi_index)",
    verifier = DelinearizeIndexOp::verify,
    folder = crate::affine::canonicalize::index::fold_delinearize,
    canonicalizer = crate::affine::canonicalize::index::delinearize_patterns
)]
pub struct DelinearizeIndexOp {
    #[operand(INDEX)]
    linear_index: Value,
    #[operand(INDEX)]
    dynamic_basis: Vec<Value>,
    #[attribute]
    static_basis: DenseI64Array,
    #[result(INDEX)]
    multi_index: Vec<Value>,
}

impl DelinearizeIndexOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let basis = static_basis(ctx, op);
        let n = ctx.num_results(op);
        if n != basis.len() && n != basis.len() + 1 {
            return Err(op_error(ctx, op, "should return an index for each basis element and up to one extra index"));
        }
        verify_dynamic_basis(ctx, op, &basis, ctx.num_operands(op).saturating_sub(1))?;
        if basis.iter().any(|&b| b != DYNAMIC && b <= 0) {
            return Err(op_error(ctx, op, "no basis element may be statically non-positive"));
        }
        Ok(())
    }
}

/// Linearize an index.
///
/// Computes the linear index of a multi-index over a basis (the first basis element, the outer
/// bound, may be left out); `disjoint` asserts each index is in `[0, basis[i])`:
/// `%n = affine.linearize_index disjoint [%i, %j, %k] by (2, %m, 4) : index`.
#[op(
    name = "affine.linearize_index",
    traits(Pure, AttrSizedOperandSegments),
    format = "(`disjoint` $disjoint^)? ` ` `[` $multi_index `]` `by` \
              custom<DynamicIndexList>($dynamic_basis, $static_basis, \"{}\", \"::mlir::AsmParser::Delimiter::Paren\") \
              attr-dict `:` type($linear_index)",
    verifier = LinearizeIndexOp::verify,
    folder = crate::affine::canonicalize::index::fold_linearize,
    canonicalizer = crate::affine::canonicalize::index::linearize_patterns
)]
pub struct LinearizeIndexOp {
    #[operand(INDEX)]
    multi_index: Vec<Value>,
    #[operand(INDEX)]
    dynamic_basis: Vec<Value>,
    #[attribute]
    static_basis: DenseI64Array,
    #[attribute(UNIT_PROP, default = IntegerAttr::bool(ctx, false), native = "unit")]
    disjoint: UnitProp,
    #[result(INDEX)]
    linear_index: Value,
}

impl LinearizeIndexOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let l = LinearizeIndexOp::from_op_unchecked(op);
        let basis = static_basis(ctx, op);
        let n = l.multi_index(ctx).len();
        if n != basis.len() && n != basis.len() + 1 {
            return Err(op_error(ctx, op, "should be passed a basis element for each index except possibly the first"));
        }
        verify_dynamic_basis(ctx, op, &basis, l.dynamic_basis(ctx).len())
    }
}

/// Whether a `linearize_index` asserts its indices are within their bounds.
pub(crate) fn is_disjoint(ctx: &Context, op: OpRef) -> bool {
    op_attr_or_prop(ctx, op, "disjoint").is_some_and(|a| a.isa::<UnitAttr>(ctx))
}
