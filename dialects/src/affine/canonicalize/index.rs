//! The folds of `affine.delinearize_index` and `affine.linearize_index` (MLIR's
//! `AffineDelinearizeIndexOp::fold` and `AffineLinearizeIndexOp::fold`): the part that replaces
//! constant dynamic basis operands by static entries is in place, so it is a pattern here.

use crate::affine::ops::index::static_basis;
use crate::affine::{DelinearizeIndexOp, LinearizeIndexOp};
use crate::utils::constants::int_attr_value;
use crate::utils::constants::{const_index, index_constant};
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::attributes::{DictionaryAttr, UnitAttr};
use oxir::builtin::types::IndexType;
use oxir::builtin::types::DYNAMIC;
use oxir::matchers::constant_of;
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, NamedAttribute, OpRef, OperationState, Value};

/// The integer held by a folded operand (MLIR's `getConstantIntValue` on an attribute).
fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    a.and_then(|a| int_attr_value(ctx, a))
}

/// MLIR's `foldCstValueToCstAttrBasis`: the dynamic basis operands that are integer constants
/// become static entries. Returns the kept dynamic operands and the new static basis, or `None`
/// when no operand is constant.
fn fold_constant_basis(ctx: &Context, op: OpRef, dynamic: &[Value]) -> Option<(Vec<Value>, Vec<i64>)> {
    let constants: Vec<Option<i64>> = dynamic.iter().map(|&v| int_of(ctx, constant_of(ctx, v))).collect();
    if constants.iter().all(Option::is_none) {
        return None;
    }
    let kept = dynamic.iter().zip(&constants).filter(|(_, c)| c.is_none()).map(|(&v, _)| v).collect();
    let mut next = constants.iter();
    let basis = static_basis(ctx, op)
        .into_iter()
        .map(|b| if b == DYNAMIC { next.next().copied().flatten().unwrap_or(DYNAMIC) } else { b })
        .collect();
    Some((kept, basis))
}

/// Whether any dynamic basis operand of `op` (those from `first`) is an integer constant.
fn has_constant_basis(ctx: &Context, op: OpRef, first: usize) -> bool {
    ctx.operands(op).skip(first).any(|v| int_of(ctx, constant_of(ctx, v)).is_some())
}

/// The static entry of `value` in the index type of `op`'s result.
fn index_attr(ctx: &Context, op: OpRef, value: i64) -> Option<FoldResult> {
    let ty = ctx.result_types(op).next()?;
    Some(FoldResult::Attribute(IntegerAttr::from_i64(ctx, ty, value)))
}

/// MLIR's `AffineDelinearizeIndexOp::fold` (but for its in-place part, [`ConstantBasis`]): one
/// result is the linear index itself; a constant index over a static basis folds to constants.
pub(crate) fn fold_delinearize(ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    if has_constant_basis(ctx, op, 1) {
        return None;
    }
    if ctx.num_results(op) == 1 {
        return Some(vec![FoldResult::Value(ctx.operand(op, 0))]);
    }
    let mut high = int_of(ctx, *operands.first()?)?;
    if ctx.num_operands(op) != 1 {
        return None;
    }
    let mut basis = static_basis(ctx, op);
    if ctx.num_results(op) == basis.len() && !basis.is_empty() {
        basis.remove(0);
    }
    let mut out = Vec::with_capacity(basis.len() + 1);
    for &m in basis.iter().rev() {
        if m <= 0 {
            return None;
        }
        out.push(index_attr(ctx, op, high.rem_euclid(m))?);
        high = high.div_euclid(m);
    }
    out.push(index_attr(ctx, op, high)?);
    out.reverse();
    Some(out)
}

/// MLIR's `AffineLinearizeIndexOp::fold` (but for its in-place part, [`ConstantBasis`]): no
/// index is 0, one index is itself, constant indices over a static basis fold to a constant.
pub(crate) fn fold_linearize(ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let l = LinearizeIndexOp::from_op_unchecked(op);
    let indices = l.multi_index(ctx);
    if has_constant_basis(ctx, op, indices.len()) {
        return None;
    }
    if indices.is_empty() {
        return Some(vec![index_attr(ctx, op, 0)?]);
    }
    if indices.len() == 1 {
        return Some(vec![FoldResult::Value(indices[0])]);
    }
    let values: Vec<i64> = operands[..indices.len()].iter().map(|&a| int_of(ctx, a)).collect::<Option<_>>()?;
    if !l.dynamic_basis(ctx).is_empty() {
        return None;
    }
    let basis = static_basis(ctx, op);
    let (mut result, mut stride) = (0i64, 1i64);
    for (&len, &v) in basis.iter().rev().zip(values.iter().rev()) {
        result = result.wrapping_add(v.wrapping_mul(stride));
        stride = stride.wrapping_mul(len);
    }
    if values.len() == basis.len() + 1 {
        result = result.wrapping_add(values[0].wrapping_mul(stride));
    }
    Some(vec![index_attr(ctx, op, result)?])
}

/// The in-place part of both ops' folds: constant dynamic basis operands become static entries.
struct ConstantBasis {
    root: &'static str,
}

impl RewritePattern for ConstantBasis {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        100
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn name(&self) -> &'static str {
        "FoldCstValueToCstAttrBasis"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let operands: Vec<Value> = ctx.operands(op).collect();
        if self.root == DelinearizeIndexOp::NAME {
            let Some((kept, basis)) = fold_constant_basis(ctx, op, &operands[1..]) else { return false };
            let new_operands: Vec<Value> = std::iter::once(operands[0]).chain(kept).collect();
            rw.modify_op_in_place(op, |ctx| {
                ctx.set_operands(op, &new_operands);
                DelinearizeIndexOp::from_op_unchecked(op).set_static_basis(ctx, basis.as_slice());
            });
        } else {
            let n = LinearizeIndexOp::from_op_unchecked(op).multi_index(ctx).len();
            let Some((kept, basis)) = fold_constant_basis(ctx, op, &operands[n..]) else { return false };
            let segments = oxir::ods::op::i32_array(ctx, [n as i32, kept.len() as i32]);
            let new_operands: Vec<Value> = operands[..n].iter().copied().chain(kept).collect();
            rw.modify_op_in_place(op, |ctx| {
                ctx.set_operands(op, &new_operands);
                oxir::ods::build::set_property(ctx, op, "operandSegmentSizes", segments);
                LinearizeIndexOp::from_op_unchecked(op).set_static_basis(ctx, basis.as_slice());
            });
        }
        true
    }
}

/// A basis element: MLIR's `OpFoldResult` (a static size or an SSA value).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Size {
    Static(i64),
    Dynamic(Value),
}

impl Size {
    /// MLIR's `getConstantIntValue`.
    fn constant(self, ctx: &Context) -> Option<i64> {
        match self {
            Size::Static(v) => Some(v),
            Size::Dynamic(v) => const_index(ctx, v),
        }
    }
}

/// MLIR's `getMixedBasis`: the static basis with the dynamic operands in its `DYNAMIC` slots.
fn mixed_basis(ctx: &Context, op: OpRef, dynamic: &[Value]) -> Vec<Size> {
    let mut next = dynamic.iter();
    static_basis(ctx, op)
        .into_iter()
        .map(|b| {
            if b == DYNAMIC {
                next.next().map_or(Size::Static(DYNAMIC), |&v| Size::Dynamic(v))
            } else {
                Size::Static(b)
            }
        })
        .collect()
}

/// MLIR's `dispatchIndexOpFoldResults`: the dynamic operands and static entries of a basis.
fn split_basis(basis: &[Size]) -> (Vec<Value>, Vec<i64>) {
    let dynamic = basis.iter().filter_map(|s| if let Size::Dynamic(v) = s { Some(*v) } else { None }).collect();
    let stat = basis.iter().map(|s| if let Size::Static(v) = s { *v } else { DYNAMIC }).collect();
    (dynamic, stat)
}

/// Creates `affine.delinearize_index %index into (basis)` with `num_results` results.
fn create_delinearize(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    index: Value,
    basis: &[Size],
    num_results: usize,
) -> OpRef {
    let (dynamic, stat) = split_basis(basis);
    let results = vec![IndexType::get(rw.ctx()); num_results];
    DelinearizeIndexOp::build(rw, loc, index, &dynamic, &results, &stat).into()
}

/// The state of `affine.linearize_index [indices] by (basis)`.
fn linearize_state(ctx: &Context, loc: Attribute, indices: &[Value], basis: &[Size], disjoint: bool) -> OperationState {
    let (dynamic, stat) = split_basis(basis);
    let mut st = OperationState::new(ctx.op_name(LinearizeIndexOp::NAME), loc);
    let segments = oxir::ods::op::i32_array(ctx, [indices.len() as i32, dynamic.len() as i32]);
    st.operands = indices.iter().copied().chain(dynamic).collect();
    st.result_types.push(IndexType::get(ctx));
    let mut props = vec![
        NamedAttribute { name: ctx.ident("static_basis"), value: oxir::ods::op::i64_array(ctx, stat) },
        NamedAttribute { name: ctx.ident("operandSegmentSizes"), value: segments },
    ];
    if disjoint {
        props.push(NamedAttribute { name: ctx.ident("disjoint"), value: UnitAttr::get(ctx) });
    }
    st.properties = Some(DictionaryAttr::get(ctx, props));
    st
}

/// MLIR's `DropUnitExtentBasis`: the results of unit basis elements are 0, the others come
/// from a delinearization over the remaining basis.
struct DropUnitExtentBasis;

impl RewritePattern for DropUnitExtentBasis {
    fn root(&self) -> Option<&'static str> {
        Some(DelinearizeIndexOp::NAME)
    }
    fn name(&self) -> &'static str {
        "DropUnitExtentBasis"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let operands: Vec<Value> = ctx.operands(op).collect();
        let n = ctx.num_results(op);
        let mut padded: Vec<Option<Size>> = mixed_basis(ctx, op, &operands[1..]).into_iter().map(Some).collect();
        if padded.len() != n {
            padded.insert(0, None);
        }
        let unit: Vec<bool> = padded.iter().map(|b| b.and_then(|b| b.constant(ctx)) == Some(1)).collect();
        if !unit.contains(&true) {
            return false;
        }
        let loc = ctx.op_loc(op);
        let zero = index_constant(rw, loc, 0);
        let kept: Vec<Option<Size>> = padded.iter().zip(&unit).filter(|(_, &u)| !u).map(|(b, _)| *b).collect();
        let mut rest = Vec::new();
        if !kept.is_empty() {
            let num = kept.len();
            let basis: Vec<Size> = kept.into_iter().flatten().collect();
            let new = create_delinearize(rw, loc, operands[0], &basis, num);
            rest = rw.ctx().results(new).collect();
        }
        let mut rest = rest.into_iter();
        let values: Vec<Value> = unit.iter().map(|&u| if u { zero } else { rest.next().unwrap_or(zero) }).collect();
        rw.replace_op(op, &values).is_ok()
    }
}

/// MLIR's `DropLinearizeUnitComponentsIfDisjointOrZero`: an index over a unit basis element is
/// dropped when the op is `disjoint` or the index is a constant 0.
struct DropLinearizeUnitComponents;

impl RewritePattern for DropLinearizeUnitComponents {
    fn root(&self) -> Option<&'static str> {
        Some(LinearizeIndexOp::NAME)
    }
    fn name(&self) -> &'static str {
        "DropLinearizeUnitComponentsIfDisjointOrZero"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let l = LinearizeIndexOp::from_op_unchecked(op);
        let indices = l.multi_index(ctx);
        let basis = mixed_basis(ctx, op, &l.dynamic_basis(ctx));
        let disjoint = crate::affine::ops::index::is_disjoint(ctx, op);
        let mut new_indices = Vec::with_capacity(indices.len());
        let mut new_basis = Vec::with_capacity(indices.len());
        let mut rest = &indices[..];
        if indices.len() != basis.len() {
            let Some((&first, tail)) = indices.split_first() else { return false };
            new_indices.push(first);
            rest = tail;
        }
        for (&index, &b) in rest.iter().zip(&basis) {
            let droppable = b.constant(ctx) == Some(1) && (disjoint || const_index(ctx, index) == Some(0));
            if !droppable {
                new_indices.push(index);
                new_basis.push(b);
            }
        }
        if new_indices.len() == indices.len() {
            return false;
        }
        let loc = ctx.op_loc(op);
        if new_indices.is_empty() {
            let index = IndexType::get(ctx);
            let st =
                crate::utils::constants::arith_constant_state(ctx, loc, IntegerAttr::from_i64(ctx, index, 0), index);
            return rw.replace_op_with_new(op, st).is_ok();
        }
        // MLIR's builder drops nothing here: the basis keeps its outer bound when it had one.
        let st = linearize_state(ctx, loc, &new_indices, &new_basis, disjoint);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// MLIR's `DropLinearizeLeadingZero`: a leading constant-0 index is dropped with its outer
/// bound; a single one is the result.
struct DropLinearizeLeadingZero;

impl RewritePattern for DropLinearizeLeadingZero {
    fn root(&self) -> Option<&'static str> {
        Some(LinearizeIndexOp::NAME)
    }
    fn name(&self) -> &'static str {
        "DropLinearizeLeadingZero"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let l = LinearizeIndexOp::from_op_unchecked(op);
        let indices = l.multi_index(ctx);
        let Some(&first) = indices.first() else { return false };
        if const_index(ctx, first) != Some(0) {
            return false;
        }
        if indices.len() == 1 {
            return rw.replace_op(op, &[first]).is_ok();
        }
        let mut basis = mixed_basis(ctx, op, &l.dynamic_basis(ctx));
        if basis.len() == indices.len() {
            basis.remove(0);
        }
        let disjoint = crate::affine::ops::index::is_disjoint(ctx, op);
        let st = linearize_state(ctx, ctx.op_loc(op), &indices[1..], &basis, disjoint);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// The mixed basis of a linearize op, its indices, and whether it is `disjoint`.
fn linearize_parts(ctx: &Context, op: OpRef) -> (Vec<Size>, Vec<Value>, bool) {
    let l = LinearizeIndexOp::from_op_unchecked(op);
    (mixed_basis(ctx, op, &l.dynamic_basis(ctx)), l.multi_index(ctx), crate::affine::ops::index::is_disjoint(ctx, op))
}

/// The mixed basis of a delinearize op.
fn delinearize_basis(ctx: &Context, op: OpRef) -> Vec<Size> {
    mixed_basis(ctx, op, &DelinearizeIndexOp::from_op_unchecked(op).dynamic_basis(ctx))
}

/// MLIR's `getPaddedBasis`: the mixed basis with a leading `None` when the op has no outer bound
/// (one more index, or result, than basis elements).
fn padded(basis: Vec<Size>, count: usize) -> Vec<Option<Size>> {
    let mut out: Vec<Option<Size>> = basis.into_iter().map(Some).collect();
    if out.len() != count {
        out.insert(0, None);
    }
    out
}

/// MLIR's delinearize builder over an `OpFoldResult` basis: a leading `None` means no outer
/// bound (one more result than basis elements).
fn create_delinearize_padded(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    index: Value,
    basis: &[Option<Size>],
) -> OpRef {
    let (outer, rest) = match basis.split_first() {
        Some((None, rest)) => (false, rest),
        _ => (true, basis),
    };
    let basis: Vec<Size> = rest.iter().flatten().copied().collect();
    let n = basis.len() + usize::from(!outer);
    create_delinearize(rw, loc, index, &basis, n)
}

/// MLIR's linearize builder over an `OpFoldResult` basis: a leading `None` is dropped.
fn create_linearize_padded(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    indices: &[Value],
    basis: &[Option<Size>],
    disjoint: bool,
) -> OpRef {
    let basis: Vec<Size> = match basis.split_first() {
        Some((None, rest)) => rest.iter().flatten().copied().collect(),
        _ => basis.iter().flatten().copied().collect(),
    };
    let st = linearize_state(rw.ctx(), loc, indices, &basis, disjoint);
    rw.create(st)
}

/// MLIR's `CancelDelinearizeOfLinearizeDisjointExactTail`: the basis elements a `disjoint`
/// linearization and the delinearization of its result end with cancel out; the indices they
/// cover are the results.
struct CancelDelinearizeOfLinearizeTail;

impl RewritePattern for CancelDelinearizeOfLinearizeTail {
    fn root(&self) -> Option<&'static str> {
        Some(DelinearizeIndexOp::NAME)
    }
    fn name(&self) -> &'static str {
        "CancelDelinearizeOfLinearizeDisjointExactTail"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(lin) = ctx.defining_op_as::<LinearizeIndexOp>(ctx.operand(op, 0)) else { return false };
        let lin = lin.op();
        let (lin_basis, ins, disjoint) = linearize_parts(ctx, lin);
        if !disjoint {
            return false;
        }
        let delin_basis = delinearize_basis(ctx, op);
        let matches = lin_basis.iter().rev().zip(delin_basis.iter().rev()).take_while(|(a, b)| a == b).count();
        if matches == 0 {
            return false;
        }
        let num_results = ctx.num_results(op);
        if matches == lin_basis.len() && matches == delin_basis.len() && ins.len() == num_results {
            return rw.replace_op(op, &ins).is_ok();
        }
        let outer = num_results == delin_basis.len();
        let (lin_loc, loc) = (ctx.op_loc(lin), ctx.op_loc(op));
        let kept_basis: Vec<Option<Size>> = lin_basis[..lin_basis.len() - matches].iter().copied().map(Some).collect();
        let new_lin = create_linearize_padded(rw, lin_loc, &ins[..ins.len() - matches], &kept_basis, disjoint);
        let new_index = rw.ctx().result(new_lin, 0);
        let kept = &delin_basis[..delin_basis.len() - matches];
        let new_delin = create_delinearize(rw, loc, new_index, kept, kept.len() + usize::from(!outer));
        let mut results: Vec<Value> = rw.ctx().results(new_delin).collect();
        results.extend_from_slice(&ins[ins.len() - matches..]);
        rw.replace_op(op, &results).is_ok()
    }
}

/// MLIR's `SplitDelinearizeSpanningLastLinearizeArg`: when the last basis elements of a
/// delinearization multiply to the last basis element of the `disjoint` linearization it
/// undoes, the last index is delinearized on its own.
struct SplitDelinearizeSpanningLastLinearizeArg;

impl RewritePattern for SplitDelinearizeSpanningLastLinearizeArg {
    fn root(&self) -> Option<&'static str> {
        Some(DelinearizeIndexOp::NAME)
    }
    fn name(&self) -> &'static str {
        "SplitDelinearizeSpanningLastLinearizeArg"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(lin) = ctx.defining_op_as::<LinearizeIndexOp>(ctx.operand(op, 0)) else { return false };
        let lin = lin.op();
        let (lin_basis, ins, disjoint) = linearize_parts(ctx, lin);
        let Some(&Size::Static(target)) = lin_basis.last() else { return false };
        if !disjoint || target == DYNAMIC {
            return false;
        }
        let basis = static_basis(ctx, op);
        let (mut size, mut elems) = (1i64, 0usize);
        for &b in basis.iter().rev() {
            if b == DYNAMIC {
                return false;
            }
            size = size.saturating_mul(b);
            elems += 1;
            if size > target {
                return false;
            }
            if size == target {
                break;
            }
        }
        // MLIR 22 splits even when that takes the whole basis of a delinearization with an
        // outer bound (later versions leave that case alone).
        let outer = ctx.num_results(op) == basis.len();
        if size < target || elems < 2 {
            return false;
        }
        let Some((&last, front)) = ins.split_last() else { return false };
        let (lin_loc, loc) = (ctx.op_loc(lin), ctx.op_loc(op));
        let delin_basis = delinearize_basis(ctx, op);
        let lin_front: Vec<Option<Size>> = lin_basis[..lin_basis.len() - 1].iter().copied().map(Some).collect();
        let new_lin = create_linearize_padded(rw, lin_loc, front, &lin_front, disjoint);
        let new_index = rw.ctx().result(new_lin, 0);
        let kept = &delin_basis[..delin_basis.len() - elems];
        let head = create_delinearize(rw, loc, new_index, kept, kept.len() + usize::from(!outer));
        let tail = create_delinearize(rw, loc, last, &delin_basis[delin_basis.len() - elems..], elems);
        let results: Vec<Value> = rw.ctx().results(head).chain(rw.ctx().results(tail)).collect();
        rw.replace_op(op, &results).is_ok()
    }
}

/// MLIR's `computeProduct`: the product of `terms` as a constant, or an `affine.apply` of the
/// dynamic ones; `None` when a term is (an unknown outer bound).
fn compute_product(rw: &mut PatternRewriter<'_>, loc: Attribute, terms: &[Option<Size>]) -> Option<Size> {
    use oxir::affine::{AffineBinaryOp, AffineExpr, AffineMap};
    let ctx = rw.ctx();
    let mut expr = AffineExpr::constant(1);
    let mut dynamic = Vec::new();
    for term in terms {
        let term = (*term)?;
        let factor = match term.constant(ctx) {
            Some(c) => AffineExpr::constant(c),
            None => {
                let Size::Dynamic(v) = term else { return Some(term) };
                dynamic.push(v);
                AffineExpr::symbol(dynamic.len() as u32 - 1)
            }
        };
        expr = AffineExpr::binary(AffineBinaryOp::Mul, &expr, &factor);
    }
    if let Some(c) = expr.as_constant() {
        return Some(Size::Static(c));
    }
    let map = AffineMap::new(0, dynamic.len() as u32, vec![expr]);
    let st = crate::affine::utils::affine_op_state(ctx, crate::affine::ApplyOp::NAME, loc, map, dynamic);
    let apply = rw.create(st);
    Some(Size::Dynamic(rw.ctx().result(apply, 0)))
}

/// One run of a linearization's indices that are consecutive results of a delinearization over
/// the same basis elements (MLIR's `CancelLinearizeOfDelinearizePortion::Match`).
struct Run {
    delinearize: OpRef,
    lin_start: usize,
    delin_start: usize,
    length: usize,
}

/// MLIR's `CancelLinearizeOfDelinearizePortion`: consecutive results of a delinearization,
/// linearized again over the same basis elements, become one index over their product.
struct CancelLinearizeOfDelinearizePortion;

impl CancelLinearizeOfDelinearizePortion {
    /// The runs of `op`'s indices to merge, at most one per delinearization.
    fn runs(ctx: &Context, indices: &[Value], lin_basis: &[Option<Size>], disjoint: bool) -> Vec<Run> {
        let mut runs: Vec<Run> = Vec::new();
        let mut i = 0;
        while i < indices.len() {
            let Value::Result { op: delin, index } = indices[i] else {
                i += 1;
                continue;
            };
            let delin_start = index as usize;
            if !ctx.isa_op::<DelinearizeIndexOp>(delin) {
                i += 1;
                continue;
            }
            let delin_basis = padded(delinearize_basis(ctx, delin), ctx.num_results(delin));
            let (first_delin, first_lin) = (delin_basis[delin_start], lin_basis[i]);
            let bounds_match = first_delin == first_lin;
            let both_at_front = i == 0 && delin_start == 0;
            let known_by_disjoint = disjoint && delin_start == 0 && first_delin.is_none();
            if !bounds_match && !both_at_front && !known_by_disjoint {
                i += 1;
                continue;
            }
            let num_outs = ctx.num_results(delin);
            let mut j = 1;
            while j + i < indices.len() && j + delin_start < num_outs {
                if indices[i + j] != ctx.result(delin, delin_start + j)
                    || lin_basis[i + j] != delin_basis[delin_start + j]
                {
                    break;
                }
                j += 1;
            }
            if j <= 1 || runs.iter().any(|r| r.delinearize == delin) {
                i += 1;
                continue;
            }
            runs.push(Run { delinearize: delin, lin_start: i, delin_start, length: j });
            i += j;
        }
        runs
    }
}

impl RewritePattern for CancelLinearizeOfDelinearizePortion {
    fn root(&self) -> Option<&'static str> {
        Some(LinearizeIndexOp::NAME)
    }
    fn name(&self) -> &'static str {
        "CancelLinearizeOfDelinearizePortion"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let (basis, indices, disjoint) = linearize_parts(ctx, op);
        let lin_basis = padded(basis, indices.len());
        let runs = Self::runs(ctx, &indices, &lin_basis, disjoint);
        if runs.is_empty() {
            return false;
        }
        let lin_loc = ctx.op_loc(op);
        let mut replacements: Vec<Vec<Value>> = Vec::with_capacity(runs.len());
        let mut new_index = Vec::with_capacity(indices.len());
        let mut new_basis: Vec<Option<Size>> = Vec::with_capacity(indices.len());
        let mut prev_end = 0;
        let saved = rw.insertion_point();
        for m in &runs {
            new_index.extend_from_slice(&indices[prev_end..m.lin_start]);
            new_basis.extend_from_slice(&lin_basis[prev_end..m.lin_start]);
            prev_end = m.lin_start + m.length;
            rw.set_insertion_point(m.delinearize);
            let to_merge = &lin_basis[m.lin_start..prev_end];
            let new_size = compute_product(rw, lin_loc, to_merge);
            let ctx = rw.ctx();
            let delin_index = ctx.operand(m.delinearize, 0);
            if m.length == ctx.num_results(m.delinearize) {
                new_index.push(delin_index);
                new_basis.push(new_size);
                replacements.push(Vec::new());
                continue;
            }
            let delin_loc = ctx.op_loc(m.delinearize);
            let mut delin_basis = padded(delinearize_basis(ctx, m.delinearize), ctx.num_results(m.delinearize));
            delin_basis.splice(m.delin_start..m.delin_start + m.length, [new_size]);
            let merged = create_delinearize_padded(rw, delin_loc, delin_index, &delin_basis);
            let combined = rw.ctx().result(merged, m.delin_start);
            let residual = create_delinearize_padded(rw, delin_loc, combined, to_merge);
            let ctx = rw.ctx();
            let merged_results: Vec<Value> = ctx.results(merged).collect();
            let mut results: Vec<Value> = merged_results[..m.delin_start].to_vec();
            results.extend(ctx.results(residual));
            results.extend_from_slice(&merged_results[m.delin_start + 1..]);
            replacements.push(results);
            new_index.push(combined);
            new_basis.push(new_size);
        }
        rw.restore_insertion_point(saved);
        new_index.extend_from_slice(&indices[prev_end..]);
        new_basis.extend_from_slice(&lin_basis[prev_end..]);
        let new_lin = create_linearize_padded(rw, lin_loc, &new_index, &new_basis, disjoint);
        let result = rw.ctx().result(new_lin, 0);
        if rw.replace_op(op, &[result]).is_err() {
            return false;
        }
        for (m, results) in runs.iter().zip(replacements) {
            if !results.is_empty() && rw.replace_op(m.delinearize, &results).is_err() {
                return false;
            }
        }
        true
    }
}

/// `affine.delinearize_index`'s patterns, in MLIR's order.
pub(crate) fn delinearize_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(ConstantBasis { root: DelinearizeIndexOp::NAME }),
        Box::new(CancelDelinearizeOfLinearizeTail),
        Box::new(DropUnitExtentBasis),
        Box::new(SplitDelinearizeSpanningLastLinearizeArg),
    ]
}

/// `affine.linearize_index`'s patterns, in MLIR's order.
pub(crate) fn linearize_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(ConstantBasis { root: LinearizeIndexOp::NAME }),
        Box::new(CancelLinearizeOfDelinearizePortion),
        Box::new(DropLinearizeLeadingZero),
        Box::new(DropLinearizeUnitComponents),
    ]
}
