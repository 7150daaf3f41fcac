//! MLIR's `ReshapeOpsUtils` for the dialects with `expand_shape` and `collapse_shape` ops
//! (tensor and memref): reassociation groups (reading, writing, composing, inferring), the
//! fold of a reshape undoing its source's reshape (`foldReshapeOp`), and the reshape-composition
//! canonicalization patterns, generic over the dialect as MLIR's templates are
//! (`ComposeReassociativeReshapeOps`, `ComposeCollapseOfExpandOp`, `ComposeExpandOfCollapseOp`).

use std::marker::PhantomData;

use super::static_values::{split, Ofr};
use oxir::builtin::attributes::{ArrayAttr, DictionaryAttr, IntegerAttr};
use oxir::builtin::types::{IntegerType, DYNAMIC};
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, NamedAttribute, OpRef, OperationState, Type, Value};

/// The reassociation groups of a reshape op (its `reassociation` property), each index read
/// with `index` (the dialects' verifiers accept different integer types, see their
/// `INDEX_LIST_ARRAY_ATTR`s; an index `index` rejects is left out).
pub fn reassociation(ctx: &Context, op: OpRef, index: fn(&Context, Attribute) -> Option<i64>) -> Vec<Vec<i64>> {
    let Some(arr) = ctx.op_property(op, "reassociation").and_then(|a| a.dyn_cast::<ArrayAttr>(ctx)) else {
        return Vec::new();
    };
    arr.elements
        .iter()
        .map(|&g| {
            g.dyn_cast::<ArrayAttr>(ctx)
                .map(|g| g.elements.iter().filter_map(|&i| index(ctx, i)).collect())
                .unwrap_or_default()
        })
        .collect()
}

/// A reassociation attribute `[[0, 1], [2]]`.
pub fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attribute {
    let i64t = IntegerType::get(ctx, 64);
    let elems = groups
        .iter()
        .map(|g| ArrayAttr::get(ctx, g.iter().map(|&i| IntegerAttr::from_i64(ctx, i64t, i)).collect()))
        .collect();
    ArrayAttr::get(ctx, elems)
}

/// MLIR's `composeReassociationIndices`: the groups of two reshapes of the same kind in a row.
pub fn compose_reassociation(producer: &[Vec<i64>], consumer: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    let (mut producer, mut consumer) = (producer, consumer);
    if producer.len() == consumer.len() {
        return None;
    }
    if producer.len() < consumer.len() {
        std::mem::swap(&mut producer, &mut consumer);
    }
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    let dims: usize = consumer.iter().map(Vec::len).sum();
    if producer.len() != dims {
        return None;
    }
    consumer
        .iter()
        .map(|g| {
            let mut out = Vec::new();
            for &i in g {
                out.extend(producer.get(usize::try_from(i).ok()?)?.iter().copied());
            }
            Some(out)
        })
        .collect()
}

/// MLIR's `getReassociationIndicesForCollapse`: how `source` collapses into `target` (a rank-0
/// target takes no groups, when every source size is 1 or dynamic).
pub fn reassociation_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if source.len() <= target.len() {
        return None;
    }
    let mut sd = 0usize;
    let mut map: Vec<Vec<i64>> = Vec::with_capacity(target.len());
    let mut cur: Vec<i64> = Vec::new();
    let mut prod = 1i64;
    while sd < source.len() && map.len() < target.len() {
        let t = target[map.len()];
        while sd < source.len() - 1 && source[sd] != DYNAMIC && prod.saturating_mul(source[sd]) < t {
            prod = prod.saturating_mul(source[sd]);
            cur.push(sd as i64);
            sd += 1;
        }
        let s = source[sd];
        let fits = if s == DYNAMIC { t == DYNAMIC && prod == 1 } else { t != DYNAMIC && prod.saturating_mul(s) == t };
        if !fits {
            return None;
        }
        cur.push(sd as i64);
        sd += 1;
        map.push(std::mem::take(&mut cur));
        prod = 1;
    }
    if map.len() != target.len() {
        return None;
    }
    for (d, &s) in source.iter().enumerate().skip(sd) {
        if s != DYNAMIC && s != 1 {
            return None;
        }
        if let Some(last) = map.last_mut() {
            last.push(d as i64);
        }
    }
    Some(map)
}

/// How `ComposeExpandOfCollapseOp` treats a pair of groups that both have several dynamic
/// sizes. The two dialects differed here before this module existed; each keeps its own.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DynamicGroups {
    /// Give up on any such pair (MLIR's `findCollapsingReassociation`; memref).
    Reject,
    /// Give up only when the two groups have the same size (tensor).
    RejectEqualRank,
}

/// `ComposeExpandOfCollapseOp::findCollapsingReassociation`: how `src_shape` collapses into
/// `res_shape`, group by group of the two reassociations.
pub fn find_collapsing_reassociation(
    src_re: &[Vec<i64>],
    res_re: &[Vec<i64>],
    src_shape: &[i64],
    res_shape: &[i64],
    dynamic_groups: DynamicGroups,
) -> Option<Vec<Vec<i64>>> {
    if src_re.is_empty() {
        return reassociation_for_collapse(src_shape, res_shape);
    }
    let dynamic = |v: &[i64]| v.iter().filter(|&&d| d == DYNAMIC).count();
    let mut out = Vec::new();
    for (s, r) in src_re.iter().zip(res_re) {
        let (s0, r0) = (*s.first()? as usize, *r.first()? as usize);
        let ssub = src_shape.get(s0..s0 + s.len())?;
        let rsub = res_shape.get(r0..r0 + r.len())?;
        if dynamic_groups == DynamicGroups::Reject && dynamic(ssub) >= 2 && dynamic(rsub) >= 2 {
            return None;
        }
        if ssub.len() == rsub.len() {
            if ssub != rsub || dynamic(ssub) >= 2 {
                return None;
            }
            out.extend((0..ssub.len()).map(|i| vec![(s0 + i) as i64]));
            continue;
        }
        for g in reassociation_for_collapse(ssub, rsub)? {
            out.push(g.iter().map(|&i| s0 as i64 + i).collect());
        }
    }
    Some(out)
}

/// The groups of `ComposeCollapseOfExpandOp`: each group of the lower-rank reassociation
/// `lower` takes the groups of `higher` up to its last index; `None` when they do not line up.
fn compose_collapse_of_expand(higher: &[Vec<i64>], lower: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    let mut next = 0usize;
    let mut composed = Vec::new();
    for l in lower {
        let &l_last = l.last()?;
        let mut group = Vec::new();
        while next < higher.len() {
            let &right = higher[next].last()?;
            if right > l_last {
                return None;
            }
            group.push(next as i64);
            next += 1;
            if right == l_last {
                break;
            }
        }
        composed.push(group);
    }
    Some(composed)
}

/// MLIR's `foldReshapeOp` past the identity and constant cases: the source of the reshape named
/// `inverse` that defines `op`'s source, when `op` undoes it (the types match and at most one
/// size of each group is dynamic, or `op` expands back what was collapsed).
pub fn fold_inverse_reshape(
    ctx: &Context,
    op: OpRef,
    inverse: &str,
    shape_of: fn(&Context, Type) -> Option<Vec<i64>>,
    reassociation: fn(&Context, OpRef) -> Vec<Vec<i64>>,
) -> Option<Value> {
    let src = ctx.operand(op, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    let producer = ctx.defining_op(src).filter(|&d| ctx.op_name_text(d) == inverse)?;
    let inner = ctx.operand(producer, 0);
    if ctx.value_type(inner) != rt {
        return None;
    }
    let shape = shape_of(ctx, rt)?;
    if shape.iter().filter(|&&d| d == DYNAMIC).count() < 2 {
        return Some(inner);
    }
    // Perfect inverses: same reassociation, and either expand-then-collapse or at most one
    // dynamic size per group.
    let groups = reassociation(ctx, op);
    if groups != reassociation(ctx, producer) {
        return None;
    }
    let producer_rank = shape_of(ctx, ctx.value_type(src))?.len();
    if shape.len() < producer_rank {
        return Some(inner);
    }
    let at_most_one = groups.iter().all(|g| {
        let start = g.first().map_or(0, |&s| s as usize);
        shape.iter().skip(start).take(g.len()).filter(|&&d| d == DYNAMIC).count() < 2
    });
    at_most_one.then_some(inner)
}

/// A one-result op state with `properties`.
fn reshape_state(
    ctx: &Context,
    name: &str,
    loc: Attribute,
    operands: Vec<Value>,
    ty: Type,
    properties: Vec<(&str, Attribute)>,
) -> OperationState {
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands = operands.into_iter().collect();
    st.result_types.push(ty);
    st.properties = Some(DictionaryAttr::get(
        ctx,
        properties.into_iter().map(|(n, value)| NamedAttribute { name: ctx.ident(n), value }).collect(),
    ));
    st
}

/// A collapse (the op named `name`) of `src` into `ty` with `groups`.
pub fn collapse_state(
    ctx: &Context,
    name: &str,
    loc: Attribute,
    src: Value,
    ty: Type,
    groups: &[Vec<i64>],
) -> OperationState {
    reshape_state(ctx, name, loc, vec![src], ty, vec![("reassociation", reassociation_attr(ctx, groups))])
}

/// An expand (the op named `name`) of `src` into `ty` with `groups` and a mixed output shape.
pub fn expand_state(
    ctx: &Context,
    name: &str,
    loc: Attribute,
    src: Value,
    ty: Type,
    groups: &[Vec<i64>],
    output_shape: &[Ofr],
) -> OperationState {
    let (statics, values) = split(output_shape);
    let mut operands = vec![src];
    operands.extend(values);
    let properties = vec![
        ("reassociation", reassociation_attr(ctx, groups)),
        ("static_output_shape", oxir::ods::op::i64_array(ctx, statics.iter().copied())),
    ];
    reshape_state(ctx, name, loc, operands, ty, properties)
}

/// What the reshape-composition patterns need to know of a dialect (the template parameters of
/// MLIR's patterns).
pub trait ReshapeDialect: Send + Sync + 'static {
    /// The expand op's name.
    const EXPAND: &'static str;
    /// The collapse op's name.
    const COLLAPSE: &'static str;
    /// The cast op's name.
    const CAST: &'static str;
    /// How `ComposeExpandOfCollapseOp` treats groups with several dynamic sizes.
    const DYNAMIC_GROUPS: DynamicGroups;
    /// The shape of a ranked type of the dialect.
    fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>>;
    /// Whether the patterns may compose reshapes through values of these types (memref's only
    /// through identity layouts).
    fn composable(ctx: &Context, types: &[Type]) -> bool;
    /// The reassociation groups of a reshape op.
    fn reassociation(ctx: &Context, op: OpRef) -> Vec<Vec<i64>>;
    /// The output shape of an expand op.
    fn expand_output_shape(ctx: &Context, op: OpRef) -> Vec<Ofr>;
    /// The output shape of the expand of `src` into `shape` that `ComposeCollapseOfExpandOp`
    /// builds in place of `op` (creating any ops it needs before `op`), if it can.
    fn infer_expand_output_shape(
        rw: &mut PatternRewriter<'_>,
        op: OpRef,
        src: Value,
        shape: &[i64],
        groups: &[Vec<i64>],
    ) -> Option<Vec<Ofr>>;
    /// Whether `ComposeCollapseOfExpandOp` may cast between equal-rank shapes `src` and `res`.
    fn can_cast(src: &[i64], res: &[i64]) -> bool;
}

fn defined_by(ctx: &Context, v: Value, name: &str) -> Option<OpRef> {
    ctx.defining_op(v).filter(|&d| ctx.op_name_text(d) == name)
}

/// MLIR's `ComposeReassociativeReshapeOps`: `expand(expand(x))` or `collapse(collapse(x))` is
/// one reshape.
pub struct ComposeReassociativeReshapeOps<D> {
    root: &'static str,
    dialect: PhantomData<D>,
}

impl<D: ReshapeDialect> ComposeReassociativeReshapeOps<D> {
    /// The pattern for the dialect's expands (`expand` true) or collapses.
    pub fn new(expand: bool) -> Self {
        ComposeReassociativeReshapeOps { root: if expand { D::EXPAND } else { D::COLLAPSE }, dialect: PhantomData }
    }
}

impl<D: ReshapeDialect> RewritePattern for ComposeReassociativeReshapeOps<D> {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(inner) = defined_by(ctx, ctx.operand(op, 0), self.root) else { return false };
        let (src, ty, loc) = (ctx.operand(inner, 0), ctx.value_type(ctx.result(op, 0)), ctx.op_loc(op));
        if !D::composable(ctx, &[ctx.value_type(src), ctx.value_type(ctx.operand(op, 0)), ty]) {
            return false;
        }
        let Some(groups) = compose_reassociation(&D::reassociation(ctx, inner), &D::reassociation(ctx, op)) else {
            return false;
        };
        let st = if self.root == D::EXPAND {
            expand_state(ctx, D::EXPAND, loc, src, ty, &groups, &D::expand_output_shape(ctx, op))
        } else {
            collapse_state(ctx, D::COLLAPSE, loc, src, ty, &groups)
        };
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// A reshape whose source is another reshape, as the composition patterns see it.
struct ReshapePair {
    /// The reshape defining the source.
    producer: OpRef,
    /// The producer's source.
    src: Value,
    /// The shape of `src`.
    ss: Vec<i64>,
    /// The shape of the result.
    rs: Vec<i64>,
}

/// `op` and the reshape named `producer` defining its source, when the dialect lets the
/// patterns compose them and both ends are ranked.
fn reshape_pair<D: ReshapeDialect>(ctx: &Context, op: OpRef, producer: &str) -> Option<ReshapePair> {
    let producer = defined_by(ctx, ctx.operand(op, 0), producer)?;
    let src = ctx.operand(producer, 0);
    let (st, rt) = (ctx.value_type(src), ctx.value_type(ctx.result(op, 0)));
    if !D::composable(ctx, &[ctx.value_type(ctx.operand(op, 0)), st]) {
        return None;
    }
    Some(ReshapePair { producer, src, ss: D::shape(ctx, st)?, rs: D::shape(ctx, rt)? })
}

/// MLIR's `ComposeCollapseOfExpandOp`: `collapse(expand(x))` is one reshape, or a cast when the
/// ranks match, when the groups line up.
pub struct ComposeCollapseOfExpandOp<D>(PhantomData<D>);

impl<D> Default for ComposeCollapseOfExpandOp<D> {
    fn default() -> Self {
        ComposeCollapseOfExpandOp(PhantomData)
    }
}

impl<D: ReshapeDialect> RewritePattern for ComposeCollapseOfExpandOp<D> {
    fn root(&self) -> Option<&'static str> {
        Some(D::COLLAPSE)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(ReshapePair { producer: expand, src, ss, rs }) = reshape_pair::<D>(ctx, op, D::EXPAND) else {
            return false;
        };
        if ctx.value_type(src) == ctx.value_type(ctx.result(op, 0)) {
            return false;
        }
        let rt = ctx.value_type(ctx.result(op, 0));
        let (higher, lower) = if ss.len() > rs.len() {
            (D::reassociation(ctx, expand), D::reassociation(ctx, op))
        } else {
            (D::reassociation(ctx, op), D::reassociation(ctx, expand))
        };
        let Some(composed) = compose_collapse_of_expand(&higher, &lower) else { return false };
        let loc = ctx.op_loc(op);
        let state = match ss.len().cmp(&rs.len()) {
            std::cmp::Ordering::Greater => collapse_state(ctx, D::COLLAPSE, loc, src, rt, &composed),
            std::cmp::Ordering::Less => {
                let Some(shape) = D::infer_expand_output_shape(rw, op, src, &rs, &composed) else { return false };
                expand_state(rw.ctx(), D::EXPAND, loc, src, rt, &composed, &shape)
            }
            std::cmp::Ordering::Equal => {
                if !D::can_cast(&ss, &rs) {
                    return false;
                }
                let mut st = OperationState::new(ctx.op_name(D::CAST), loc);
                st.operands.push(src);
                st.result_types.push(rt);
                st
            }
        };
        rw.replace_op_with_new(op, state).is_ok()
    }
}

/// MLIR's `ComposeExpandOfCollapseOp`: `expand(collapse(x))` is one reshape when the groups
/// line up.
pub struct ComposeExpandOfCollapseOp<D>(PhantomData<D>);

impl<D> Default for ComposeExpandOfCollapseOp<D> {
    fn default() -> Self {
        ComposeExpandOfCollapseOp(PhantomData)
    }
}

impl<D: ReshapeDialect> RewritePattern for ComposeExpandOfCollapseOp<D> {
    fn root(&self) -> Option<&'static str> {
        Some(D::EXPAND)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(ReshapePair { producer: collapse, src, ss, rs }) = reshape_pair::<D>(ctx, op, D::COLLAPSE) else {
            return false;
        };
        let rt = ctx.value_type(ctx.result(op, 0));
        if ss.len() == rs.len() {
            return false;
        }
        let (src_re, res_re) = (D::reassociation(ctx, collapse), D::reassociation(ctx, op));
        let loc = ctx.op_loc(op);
        let state = if ss.len() > rs.len() {
            let Some(g) = find_collapsing_reassociation(&src_re, &res_re, &ss, &rs, D::DYNAMIC_GROUPS) else {
                return false;
            };
            collapse_state(ctx, D::COLLAPSE, loc, src, rt, &g)
        } else {
            let Some(g) = find_collapsing_reassociation(&res_re, &src_re, &rs, &ss, D::DYNAMIC_GROUPS) else {
                return false;
            };
            expand_state(ctx, D::EXPAND, loc, src, rt, &g, &D::expand_output_shape(ctx, op))
        };
        rw.replace_op_with_new(op, state).is_ok()
    }
}
