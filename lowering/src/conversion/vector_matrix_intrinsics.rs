//! The `llvmintr` strategies of `convert-vector-to-llvm`, patterns that create llvm dialect ops
//! and so live with the conversion rather than with the vector dialect (MLIR's
//! `populateVectorContractToMatrixMultiply` and `populateVectorTransposeToFlatTranspose`):
//!
//! - `ContractionOpToMatmulOpLowering`: an unmasked fixed-length matrix product (iterators
//!   `parallel, parallel, reduction`, lhs `(m, k)` or `(k, m)`, rhs `(k, n)` or `(n, k)`, result
//!   `(m, n)` or `(n, m)`) becomes the operands transposed to row-major order, flattened by
//!   `vector.shape_cast`, multiplied by `llvm.intr.matrix.multiply`, cast back (and transposed
//!   for an `(n, m)` result) and added to the accumulator;
//! - `TransposeOpToMatrixTransposeOpLowering`: a fixed-length 2-D `[1, 0]` transpose becomes
//!   `llvm.intr.matrix.transpose` of the flattened vector, `rows` and `columns` being the
//!   result's dimensions, as MLIR writes them.
//!
//! Both have MLIR's benefit of 100, so they come before the vector dialect's own lowerings.

use oxir::affine::{AffineExpr, AffineMap};
use oxir::builtin::types::{FloatType, IntegerType, VectorType};
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Type, Value};
use oxir_dialects::vector::contract::{indexing_maps, iterator_types};
use oxir_dialects::vector::mask::masking_op;
use oxir_dialects::vector::{ContractionOp, IteratorType, ShapeCastOp, TransposeOp};
use oxir_dialects::{arith, llvm};

/// MLIR's benefit for the two intrinsic lowerings.
const BENEFIT: u16 = 100;

/// The contraction lowering of the `llvmintr` strategy.
pub fn contract_to_matrix_multiply() -> Box<dyn RewritePattern> {
    Box::new(ContractToMatrixMultiply)
}

/// The transpose lowering of the `llvmintr` strategy.
pub fn transpose_to_flat_transpose() -> Box<dyn RewritePattern> {
    Box::new(TransposeToFlatTranspose)
}

fn fixed_vector(rw: &PatternRewriter<'_>, shape: Vec<i64>, element: Type) -> Type {
    let scalable = vec![false; shape.len()];
    rw.ctx().intern_type(VectorType { shape, scalable, element })
}

fn vector_of(rw: &PatternRewriter<'_>, v: Value) -> Option<VectorType> {
    let ctx = rw.ctx();
    ctx.value_type(v).dyn_cast::<VectorType>(ctx).cloned()
}

/// `vector.transpose %v, [1, 0]` of a 2-D vector.
fn transpose_2d(rw: &mut PatternRewriter<'_>, loc: Attribute, v: Value) -> Option<Value> {
    let t = vector_of(rw, v)?;
    let [rows, columns] = t.shape[..] else { return None };
    let ty = fixed_vector(rw, vec![columns, rows], t.element);
    Some(TransposeOp::build(rw, loc, v, ty, &[1i64, 0][..]).into())
}

/// `vector.shape_cast` of `v` to a 1-D vector of all its elements.
fn flatten(rw: &mut PatternRewriter<'_>, loc: Attribute, v: Value) -> Option<Value> {
    let t = vector_of(rw, v)?;
    let ty = fixed_vector(rw, vec![t.shape.iter().product()], t.element);
    Some(ShapeCastOp::build(rw, loc, v, ty).into())
}

struct ContractToMatrixMultiply;

impl RewritePattern for ContractToMatrixMultiply {
    fn root(&self) -> Option<&'static str> {
        Some(ContractionOp::NAME)
    }
    fn benefit(&self) -> u16 {
        BENEFIT
    }
    fn name(&self) -> &'static str {
        "ContractionOpToMatmulOpLowering"
    }
    fn match_and_rewrite(&self, op: oxir::OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        lower_contract(op, rw).is_some()
    }
}

fn lower_contract(op: oxir::OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    use IteratorType::{Parallel as P, Reduction as R};
    let ctx = rw.ctx();
    if masking_op(ctx, op).is_some() || iterator_types(ctx, op).get(..3)? != [P, P, R] {
        return None;
    }
    let c = ContractionOp::from_op_unchecked(op);
    let (lhs, rhs, acc) = (c.lhs(ctx), c.rhs(ctx), c.acc(ctx));
    let res_ty = ctx.value_type(c.result(ctx));
    let res_vector = res_ty.dyn_cast::<VectorType>(ctx).cloned();
    if res_vector.as_ref().is_some_and(|v| v.scalable.iter().any(|&s| s)) {
        return None;
    }
    let element = vector_of(rw, lhs)?.element;
    if !element.isa::<IntegerType>(ctx) && !element.isa::<FloatType>(ctx) {
        return None;
    }
    if res_vector.as_ref().map_or(res_ty, |v| v.element) != element {
        return None;
    }
    let maps = indexing_maps(ctx, op).ok()?;
    let map = |a: u32, b: u32| AffineMap::new(3, 0, vec![AffineExpr::Dim(a), AffineExpr::Dim(b)]);
    let (m, n, k) = (0, 1, 2);
    let transpose_lhs = match &maps[..] {
        [l, ..] if *l == map(k, m) => true,
        [l, ..] if *l == map(m, k) => false,
        _ => return None,
    };
    let transpose_rhs = match maps.get(1)? {
        r if *r == map(n, k) => true,
        r if *r == map(k, n) => false,
        _ => return None,
    };
    let transpose_acc = match maps.get(2)? {
        a if *a == map(n, m) => true,
        a if *a == map(m, n) => false,
        _ => return None,
    };
    let loc = ctx.op_loc(op);
    let is_int = element.isa::<IntegerType>(ctx);
    rw.set_insertion_point(op);
    let lhs = if transpose_lhs { transpose_2d(rw, loc, lhs)? } else { lhs };
    let rhs = if transpose_rhs { transpose_2d(rw, loc, rhs)? } else { rhs };
    let (lhs_ty, rhs_ty) = (vector_of(rw, lhs)?, vector_of(rw, rhs)?);
    let (lhs_rows, lhs_columns) = (*lhs_ty.shape.first()?, *lhs_ty.shape.get(1)?);
    let rhs_columns = *rhs_ty.shape.get(1)?;
    let flat_lhs = flatten(rw, loc, lhs)?;
    let flat_rhs = flatten(rw, loc, rhs)?;
    let product_ty = fixed_vector(rw, vec![lhs_rows * rhs_columns], element);
    let i32_attr = |rw: &PatternRewriter<'_>, v: i64| llvm::i32_attr(rw.ctx(), v);
    let (a, b, c) = (i32_attr(rw, lhs_rows), i32_attr(rw, lhs_columns), i32_attr(rw, rhs_columns));
    let product: Value = llvm::MatrixMultiplyOp::build(rw, loc, flat_lhs, flat_rhs, product_ty, a, b, c).into();
    let acc_element = res_vector.as_ref().map_or(res_ty, |v| v.element);
    let matrix_ty = fixed_vector(rw, vec![lhs_rows, rhs_columns], acc_element);
    let mut mul: Value = ShapeCastOp::build(rw, loc, product, matrix_ty).into();
    if transpose_acc {
        mul = transpose_2d(rw, loc, mul)?;
    }
    let sum: Value = if is_int {
        arith::AddIOp::build(rw, loc, acc, mul).into()
    } else {
        arith::AddFOp::build(rw, loc, acc, mul).into()
    };
    rw.replace_op(op, &[sum]).ok()
}

struct TransposeToFlatTranspose;

impl RewritePattern for TransposeToFlatTranspose {
    fn root(&self) -> Option<&'static str> {
        Some(TransposeOp::NAME)
    }
    fn benefit(&self) -> u16 {
        BENEFIT
    }
    fn name(&self) -> &'static str {
        "TransposeOpToMatrixTransposeOpLowering"
    }
    fn match_and_rewrite(&self, op: oxir::OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        lower_transpose(op, rw).is_some()
    }
}

fn lower_transpose(op: oxir::OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let t = TransposeOp::from_op_unchecked(op);
    let (source, result) = (t.vector(ctx), t.result(ctx));
    let src = vector_of(rw, source)?;
    let res = vector_of(rw, result)?;
    if src.scalable.iter().any(|&s| s) || t.permutation(ctx)? != [1, 0] {
        return None;
    }
    let [rows, columns] = res.shape[..] else { return None };
    let loc = ctx.op_loc(op);
    let res_ty = ctx.value_type(result);
    let flat_ty = fixed_vector(rw, vec![rows * columns], res.element);
    let matrix: Value = ShapeCastOp::build(rw, loc, source, flat_ty).into();
    let (r, c) = (llvm::i32_attr(rw.ctx(), rows), llvm::i32_attr(rw.ctx(), columns));
    let transposed: Value = llvm::MatrixTransposeOp::build(rw, loc, matrix, flat_ty, r, c).into();
    let cast: Value = ShapeCastOp::build(rw, loc, transposed, res_ty).into();
    rw.replace_op(op, &[cast]).ok()
}
