//! Folding during a conversion, as MLIR's driver folds an op before trying patterns: against
//! the original constants, lazily replaced, undone when a new constant cannot be legalized.

use super::op_attr_or_prop;
use crate::attributes::Attribute;
use crate::context::Context;
use crate::rewrite::{InPlaceFolds, PatternRewriter};
use crate::value::Value;
use crate::OpRef;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// What a fold during a conversion sees as constant operands: the constant ops in the IR, which
/// keeps the ops a conversion replaced until it ends (the original constants, and the constants
/// patterns created), never the constants replacing an op that is no constant itself.
pub(super) struct FoldView<'a> {
    pub(super) constants: &'a FxHashMap<Value, Attribute>,
}

impl FoldView<'_> {
    /// The constant `v` holds, looking through the casts of the conversion to the constant op
    /// that replaced an original constant (MLIR folds against the original constants, which
    /// are only erased when the conversion commits).
    fn constant(&self, v: Value) -> Option<Attribute> {
        self.constants.get(&v).copied()
    }
}

/// The values of the constant ops among `ops`, by result: what folding during a conversion sees
/// as constants (MLIR's driver replaces values lazily, so folds only see the constants that were
/// in the IR before it started).
pub fn original_constants(ctx: &Context, ops: &[OpRef]) -> FxHashMap<Value, Attribute> {
    let mut constants = FxHashMap::default();
    for &op in ops {
        if ctx.op_has_trait::<crate::traits::ConstantLike>(op) && ctx.num_results(op) == 1 {
            let value = crate::matchers::constant_value(ctx, op).or_else(|| op_attr_or_prop(ctx, op, "value"));
            if let Some(a) = value {
                constants.insert(ctx.result(op, 0), a);
            }
        }
    }
    constants
}

/// Folds `op` as MLIR's conversion driver does before trying patterns (its folder, or else, for
/// a commutative op, constant operands moved to the end in place): the values `op` folds to and
/// the constants created for them (placed before `op`), `op` and its uses left as they are.
/// MLIR's conversion driver replaces ops lazily, so later folds still see `op` as the
/// definition of its results. `None`: `op` does not fold to other values (it may have been
/// changed in place) and patterns must convert it. As MLIR's `legalizeWithFold`, the fold is
/// undone when a constant it creates could not be legalized (`can_legalize`: legal, or some
/// pattern may convert it), e.g. an `arith.constant` where only the llvm dialect is legal.
///
/// A fold that changes `op` in place (a commutative op's constants moved right, or one of the
/// op's patterns that stand for MLIR's in-place folds) is kept, and `op` is folded again, as
/// MLIR legalizes an op again after an in-place fold. Such a fold may also replace `op` itself
/// (MLIR's `MaskOp::fold` moves the masked op out): then `op` is erased and the answer is
/// `Some` with no values.
pub fn fold_op_lazily(
    ctx: &mut Context,
    op: OpRef,
    constants: &FxHashMap<Value, Attribute>,
    can_legalize: &dyn Fn(&Context, OpRef) -> bool,
) -> Option<(Vec<Value>, Vec<OpRef>)> {
    fold_lazily(ctx, op, &FoldView { constants }, &mut InPlaceFolds::new(), can_legalize)
}

/// [`fold_op_lazily`] with the in-place folds of the op names seen so far (built once a name).
pub(super) fn fold_lazily(
    ctx: &mut Context,
    op: OpRef,
    view: &FoldView<'_>,
    in_place: &mut InPlaceFolds,
    can_legalize: &dyn Fn(&Context, OpRef) -> bool,
) -> Option<(Vec<Value>, Vec<OpRef>)> {
    // The op before in-place folds: MLIR's driver rolls them back with the fold that follows
    // them when a constant that fold creates cannot be legalized. Taken before the first
    // in-place change (most ops have none, and then there is nothing to roll back).
    let mut before: Option<OpSnapshot> = None;
    for _ in 0..16 {
        // The operands' constants, shared by the folder and the in-place folds of this round.
        let constants: SmallVec<[Option<Attribute>; 4]> = ctx.operands(op).map(|v| view.constant(v)).collect();
        match fold_values(ctx, op, &constants, can_legalize) {
            FoldValues::Folded(values, created) => return Some((values, created)),
            FoldValues::Illegal => {
                if let Some(before) = &before {
                    before.restore(ctx, op);
                }
                return None;
            }
            FoldValues::Not => {}
        }
        if commutes_constants(ctx, op, &constants) {
            before.get_or_insert_with(|| OpSnapshot::of(ctx, op));
            move_constants_right(ctx, op, &constants);
            continue;
        }
        if !in_place.has_folds(ctx, op) {
            return None;
        }
        before.get_or_insert_with(|| OpSnapshot::of(ctx, op));
        if !in_place.apply(&mut PatternRewriter::new(ctx), op, &constants) {
            return None;
        }
        // A fold that replaces its op (`vector.mask` of an all-true mask moves the masked op
        // out, as MLIR's `MaskOp::fold` does) has already replaced its results: the op is gone.
        if ctx.is_erased(op) {
            return Some((Vec::new(), Vec::new()));
        }
    }
    None
}

/// What an in-place fold may change of an op: its operands, attributes and properties.
struct OpSnapshot {
    /// Inline for up to four operands: a snapshot is taken of every op a conversion folds, so
    /// the common case makes no allocation (attributes are usually none).
    operands: SmallVec<[Value; 4]>,
    attrs: Vec<crate::attributes::NamedAttribute>,
    props: Option<Attribute>,
}

impl OpSnapshot {
    fn of(ctx: &Context, op: OpRef) -> Self {
        OpSnapshot {
            operands: ctx.operands(op).collect(),
            attrs: ctx.op_attrs(op).to_vec(),
            props: ctx.op_properties(op),
        }
    }

    /// Puts `op` back as it was (only what changed is touched).
    fn restore(&self, ctx: &mut Context, op: OpRef) {
        if !ctx.operands(op).eq(self.operands.iter().copied()) {
            ctx.set_operands(op, &self.operands);
        }
        if ctx.op_attrs(op) != self.attrs.as_slice() {
            let names: Vec<String> = ctx.op_attrs(op).iter().map(|a| ctx.ident_str(a.name).to_string()).collect();
            for n in names {
                ctx.remove_op_attr(op, &n);
            }
            for a in &self.attrs {
                let n = ctx.ident_str(a.name).to_string();
                ctx.set_op_attr(op, &n, a.value);
            }
        }
        if ctx.op_properties(op) != self.props {
            ctx.set_op_properties(op, self.props);
        }
    }
}

/// Whether `foldCommutative` changes `op`: it is commutative and a constant operand (by
/// `constants`, one an operand) comes before one that is not.
fn commutes_constants(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> bool {
    if constants.len() < 2 {
        return false;
    }
    let Some(first_constant) = constants.iter().position(Option::is_some) else { return false };
    !constants[first_constant..].iter().all(Option::is_some) && ctx.op_has_trait::<crate::traits::Commutative>(op)
}

/// `foldCommutative`: a commutative op's constant operands move after the others (a stable
/// partition), in place.
fn move_constants_right(ctx: &mut Context, op: OpRef, constants: &[Option<Attribute>]) {
    let operands: SmallVec<[Value; 4]> = ctx.operands(op).collect();
    let with_constants = || operands.iter().zip(constants);
    let mut reordered: SmallVec<[Value; 4]> = with_constants().filter(|(_, c)| c.is_none()).map(|(&v, _)| v).collect();
    reordered.extend(with_constants().filter(|(_, c)| c.is_some()).map(|(&v, _)| v));
    ctx.set_operands(op, &reordered);
}

/// The op's folder: the values it folds to (with the constants created for them).
fn fold_values(
    ctx: &mut Context,
    op: OpRef,
    constants: &[Option<Attribute>],
    can_legalize: &dyn Fn(&Context, OpRef) -> bool,
) -> FoldValues {
    if ctx.op_has_trait::<crate::traits::ConstantLike>(op) {
        return FoldValues::Not;
    }
    let Some(fold) = ctx.op_registered_info_ref(op).map(|info| info.fold) else { return FoldValues::Not };
    let results = fold.and_then(|fold| fold(ctx, op, constants));
    let Some(results) = results.filter(|r| r.len() == ctx.num_results(op) && !r.is_empty()) else {
        return FoldValues::Not;
    };
    if results.iter().enumerate().all(|(i, r)| *r == crate::registry::FoldResult::Value(ctx.result(op, i))) {
        return FoldValues::Not;
    }
    let Some(block) = ctx.op_parent_block(op) else { return FoldValues::Not };
    let dialect = ctx.op_name_dialect(ctx.op_name_of(op)).to_string();
    let mut values = Vec::with_capacity(results.len());
    let mut created = Vec::new();
    for (i, r) in results.into_iter().enumerate() {
        match r {
            crate::registry::FoldResult::Value(v) => values.push(v),
            crate::registry::FoldResult::Attribute(a) => {
                let ty = ctx.value_type(ctx.result(op, i));
                let c = ctx
                    .dialect(&dialect)
                    .and_then(|d| d.materialize_constant)
                    .and_then(|m| m(ctx, a, ty, ctx.op_loc(op)));
                let legal = c.is_some_and(|c| can_legalize(ctx, c));
                let (Some(c), true) = (c, legal) else {
                    // No constant (MLIR's `tryFold` fails), or one the conversion cannot
                    // legalize (MLIR's driver undoes the fold).
                    let outcome = if c.is_some() { FoldValues::Illegal } else { FoldValues::Not };
                    created.extend(c);
                    for c in created {
                        let _ = ctx.erase_op(c);
                    }
                    return outcome;
                };
                ctx.insert_op_before(block, Some(op), c);
                values.push(ctx.result(c, 0));
                created.push(c);
            }
        }
    }
    FoldValues::Folded(values, created)
}

/// What an op's folder gave.
enum FoldValues {
    /// The values it folds to, with the constants created for them.
    Folded(Vec<Value>, Vec<OpRef>),
    /// It folds to a constant the conversion cannot legalize (nothing was created).
    Illegal,
    /// It does not fold.
    Not,
}
