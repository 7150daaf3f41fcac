//! `vector.mask` and what it asks of the op it masks: MLIR's `MaskableOpInterface` (the ops that
//! can be masked, the mask type each expects, whether it takes a pass-through value) and
//! `MaskingOpInterface` (the mask op around a maskable op), `vector.mask`'s verifier with
//! MLIR's messages, its fold and its canonicalizations.

use super::transfer::{infer_mask_type, permutation_map};
use super::{vector_type, ConstantMaskOp, CreateMaskOp, MaskOp, YieldOp};
use crate::utils::constants::const_index;
use crate::utils::patterns::pattern;
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{IntegerType, VectorType};
use oxir::ods::verify::op_error;
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, Diagnostic, OpRef, Type, Value};

/// An op that `vector.mask` can mask (MLIR's `MaskableOpInterface`).
pub trait MaskableOpInterface: Send + Sync {
    /// The mask type the op expects (MLIR's `getExpectedMaskType`), `None` when its types are
    /// malformed.
    fn expected_mask_type(&self, ctx: &Context, op: OpRef) -> Option<Type>;
    /// Whether a `vector.mask` around the op may take a pass-through value (MLIR's
    /// `supportsPassthru`).
    fn supports_passthru(&self) -> bool {
        false
    }
}

fn vector_of(ctx: &Context, v: Value) -> Option<VectorType> {
    ctx.value_type(v).dyn_cast::<VectorType>(ctx).cloned()
}

/// A vector of `i1` of the shape (and scalable dimensions) of `v`.
fn mask_like(ctx: &Context, v: &VectorType) -> Type {
    vector_type(ctx, v.shape.clone(), v.scalable.clone(), IntegerType::get(ctx, 1))
}

/// The mask of ops masked element by element over operand `0`'s vector (`vector.reduction`,
/// `vector.multi_reduction`).
pub struct SourceShapedMask;

impl MaskableOpInterface for SourceShapedMask {
    fn expected_mask_type(&self, ctx: &Context, op: OpRef) -> Option<Type> {
        Some(mask_like(ctx, &vector_of(ctx, ctx.operand(op, 0))?))
    }
}

/// The mask of `vector.outerproduct`: the shape of its result.
pub struct ResultShapedMask;

impl MaskableOpInterface for ResultShapedMask {
    fn expected_mask_type(&self, ctx: &Context, op: OpRef) -> Option<Type> {
        Some(mask_like(ctx, &vector_of(ctx, ctx.result(op, 0))?))
    }
}

/// The mask of `vector.gather`: the shape of its index vector (operand after the offsets).
pub struct GatherMask;

impl MaskableOpInterface for GatherMask {
    fn expected_mask_type(&self, ctx: &Context, op: OpRef) -> Option<Type> {
        let g = super::GatherOp::from_op_unchecked(op);
        Some(mask_like(ctx, &vector_of(ctx, g.indices(ctx))?))
    }
}

/// The mask of `vector.contract`: the iteration space, each dimension sized by the operand
/// dimension it indexes (MLIR's `ContractionOp::getExpectedMaskType`).
pub struct ContractMask;

impl MaskableOpInterface for ContractMask {
    fn expected_mask_type(&self, ctx: &Context, op: OpRef) -> Option<Type> {
        let maps = super::contract::indexing_maps(ctx, op).ok()?;
        let n = maps.first()?.num_dims as usize;
        let mut shape = vec![None; n];
        let mut scalable = vec![false; n];
        for (map, operand) in maps.iter().zip(0..2) {
            let v = vector_of(ctx, ctx.operand(op, operand))?;
            for (i, (&size, &s)) in v.shape.iter().zip(&v.scalable).enumerate() {
                let d = super::contract::dim_position(map, i)?;
                *shape.get_mut(d)? = Some(size);
                scalable[d] = s;
            }
        }
        let shape = shape.into_iter().collect::<Option<Vec<i64>>>()?;
        Some(vector_type(ctx, shape, scalable, IntegerType::get(ctx, 1)))
    }
}

/// The mask of a transfer: its vector's dimensions in source order, broadcast dimensions
/// dropped (MLIR's `inferTransferOpMaskType`); a read takes a pass-through value.
pub struct TransferMask {
    /// Whether the op is a read (which supports a pass-through value).
    pub read: bool,
}

impl MaskableOpInterface for TransferMask {
    fn expected_mask_type(&self, ctx: &Context, op: OpRef) -> Option<Type> {
        let vector = if self.read { ctx.result(op, 0) } else { ctx.operand(op, 0) };
        infer_mask_type(ctx, &vector_of(ctx, vector)?, &permutation_map(ctx, op)?)
    }
    fn supports_passthru(&self) -> bool {
        self.read
    }
}

// ----- MaskingOpInterface -----

/// The `vector.mask` `op` is masked by, if any (MLIR's `MaskableOpInterface::getMaskingOp`).
pub fn masking_op(ctx: &Context, op: OpRef) -> Option<OpRef> {
    ctx.op_parent_op(op).filter(|&p| ctx.isa_op::<MaskOp>(p))
}

/// The single block of a `vector.mask`.
fn mask_block(ctx: &Context, mask: OpRef) -> Option<oxir::BlockRef> {
    ctx.op_regions(mask).first().and_then(|&r| ctx.region_entry_block(r))
}

/// The op a `vector.mask` masks: the first op of its block when that is not the terminator
/// (MLIR's `MaskOp::getMaskableOp`).
pub fn maskable_op(ctx: &Context, mask: OpRef) -> Option<OpRef> {
    let first = ctx.block_first_op(mask_block(ctx, mask)?)?;
    (!ctx.isa_op::<YieldOp>(first)).then_some(first)
}

/// The mask of a masked op: the mask operand of the `vector.mask` around it.
pub fn mask_of(ctx: &Context, op: OpRef) -> Option<Value> {
    masking_op(ctx, op).map(|m| MaskOp::from_op_unchecked(m).mask(ctx))
}

/// Whether a `vector.mask`'s block holds only its terminator (MLIR's `MaskOp::isEmpty`).
fn is_empty(ctx: &Context, mask: OpRef) -> bool {
    mask_block(ctx, mask).is_some_and(|b| ctx.block_ops(b).count() == 1)
}

// ----- verifier -----

/// MLIR's `MaskOp::verify`, its checks and messages in MLIR's order.
pub(super) fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_error(ctx, op, m));
    let Some(block) = mask_block(ctx, op) else { return Ok(()) };
    let n_ops = ctx.block_ops(block).count();
    if n_ops == 0 {
        return err("expects a terminator within the mask region".into());
    }
    if n_ops > 2 {
        return err("expects only one operation to mask".into());
    }
    let Some(terminator) = ctx.block_last_op(block).filter(|&t| ctx.isa_op::<YieldOp>(t)) else {
        return err("expects a terminator within the mask region".into());
    };
    let results: Vec<Value> = ctx.results(op).collect();
    if ctx.num_operands(terminator) != results.len() {
        return err("expects number of results to match mask region yielded values".into());
    }
    if n_ops == 1 {
        return Ok(());
    }
    let Some(inner) = ctx.block_first_op(block) else { return Ok(()) };
    let Some(maskable) = ctx.op_interface::<dyn MaskableOpInterface>(inner) else {
        return err("expects a MaskableOpInterface within the mask region".into());
    };
    if ctx.num_results(inner) != results.len() {
        return err("expects number of results to match maskable operation number of results".into());
    }
    if !ctx.results(inner).eq(ctx.operands(terminator)) {
        return err(
            "expects all the results from the MaskableOpInterface to match all the values returned by the terminator"
                .into(),
        );
    }
    if !ctx.result_types(inner).eq(ctx.result_types(op)) {
        return err("expects result type to match maskable operation result type".into());
    }
    if ctx.result_types(inner).filter(|t| t.isa::<VectorType>(ctx)).count() > 1 {
        return err("multiple vector results not supported".into());
    }
    let m = MaskOp::from_op_unchecked(op);
    if let Some(expected) = maskable.expected_mask_type(ctx, inner) {
        if ctx.value_type(m.mask(ctx)) != expected {
            return err(format!("expects a '{}' mask for the maskable operation", expected.to_text(ctx)));
        }
    }
    if let Some(passthru) = m.passthru(ctx) {
        if !maskable.supports_passthru() {
            return err("doesn't expect a passthru argument for this maskable operation".into());
        }
        if ctx.num_results(inner) != 1 {
            return err("expects result when passthru argument is provided".into());
        }
        if ctx.result_types(inner).next() != Some(ctx.value_type(passthru)) {
            return err("expects passthru type to match result type".into());
        }
    }
    Ok(())
}

// ----- fold and canonicalization -----

/// MLIR's `foldEmptyMaskOp` (the part of `MaskOp::fold` a folder can do): an empty
/// `vector.mask` without pass-through folds to the values its terminator yields.
pub(super) fn fold(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    if !is_empty(ctx, op) || MaskOp::from_op_unchecked(op).passthru(ctx).is_some() || ctx.num_results(op) == 0 {
        return None;
    }
    let terminator = ctx.block_last_op(mask_block(ctx, op)?)?;
    Some(ctx.operands(terminator).map(FoldResult::Value).collect())
}

/// The canonicalization patterns of `vector.mask`: MLIR's `ElideEmptyMaskOp`, and the part of
/// `MaskOp::fold` that changes the IR (an all-true mask: the masked op moves out).
pub(super) fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(FoldAllTrueMask), crate::utils::patterns::pattern::<MaskOp>("ElideEmptyMaskOp", elide_empty)]
}

/// `MaskOp::fold` with an all-true mask: the masked op moves before the `vector.mask`, which
/// its results replace.
struct FoldAllTrueMask;

impl RewritePattern for FoldAllTrueMask {
    fn root(&self) -> Option<&'static str> {
        Some(MaskOp::NAME)
    }
    fn name(&self) -> &'static str {
        "MaskOp::fold"
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let mask = MaskOp::from_op_unchecked(op).mask(ctx);
        if mask_format(ctx, mask) != MaskFormat::AllTrue {
            return false;
        }
        let Some(inner) = maskable_op(ctx, op) else { return false };
        let results: Vec<Value> = ctx.results(inner).collect();
        if results.len() != ctx.num_results(op) {
            return false;
        }
        rw.ctx_mut().detach_op(inner);
        rw.set_insertion_point(op);
        rw.insert(inner);
        rw.replace_op(op, &results).is_ok()
    }
}

/// MLIR's `ElideEmptyMaskOp`: an empty `vector.mask` is replaced by what its terminator
/// yields, or erased.
fn elide_empty(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    if !is_empty(ctx, op) {
        return false;
    }
    let Some(terminator) = mask_block(ctx, op).and_then(|b| ctx.block_last_op(b)) else { return false };
    let values: Vec<Value> = ctx.operands(terminator).collect();
    if values.is_empty() {
        rw.erase_op(op).is_ok()
    } else {
        rw.replace_op(op, &values).is_ok()
    }
}

// ----- masks known at compile time -----

/// What is known of a mask (MLIR's `MaskFormat`).
#[derive(PartialEq, Eq)]
pub(crate) enum MaskFormat {
    /// Every element is set.
    AllTrue,
    /// No element is set.
    AllFalse,
    /// Not known, or mixed.
    Unknown,
}

/// MLIR's `getMaskFormat`: from an `arith.constant` of booleans, a `constant_mask`, or a
/// `create_mask` with a constant size of at most 0.
pub(crate) fn mask_format(ctx: &Context, mask: Value) -> MaskFormat {
    let Some(def) = ctx.defining_op(mask) else { return MaskFormat::Unknown };
    let name = ctx.op_name_text(def);
    if name == crate::arith::ConstantOp::NAME {
        let Some(value) = oxir::operation::op_attr_or_prop(ctx, def, "value") else { return MaskFormat::Unknown };
        let Some(dense) = value.dyn_cast::<DenseIntOrFPElementsAttr>(ctx) else { return MaskFormat::Unknown };
        let mut count = 0i64;
        for v in dense.int_values() {
            let set = !v.is_zero();
            if set && count >= 0 {
                count += 1;
            } else if !set && count <= 0 {
                count -= 1;
            } else {
                return MaskFormat::Unknown;
            }
        }
        return match count {
            c if c > 0 => MaskFormat::AllTrue,
            c if c < 0 => MaskFormat::AllFalse,
            _ => MaskFormat::Unknown,
        };
    }
    if name == ConstantMaskOp::NAME {
        let m = ConstantMaskOp::from_op_unchecked(def);
        let sizes = m.mask_dim_sizes(ctx).unwrap_or_default();
        let Some(v) = ctx.value_type(mask).dyn_cast::<VectorType>(ctx).cloned() else { return MaskFormat::Unknown };
        let all_true = sizes.iter().zip(&v.shape).all(|(&s, &d)| s >= d);
        let all_false = sizes.iter().all(|&s| s <= 0);
        return if all_true {
            MaskFormat::AllTrue
        } else if all_false {
            MaskFormat::AllFalse
        } else {
            MaskFormat::Unknown
        };
    }
    if name == CreateMaskOp::NAME && ctx.operands(def).any(|o| const_index(ctx, o).is_some_and(|s| s <= 0)) {
        return MaskFormat::AllFalse;
    }
    MaskFormat::Unknown
}

/// MLIR's `CreateMaskFolder` (fixed-length dimensions).
pub(crate) fn fold_create_mask(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(ty) = ctx.result_types(op).next() else { return false };
    let Some(v) = ty.dyn_cast::<VectorType>(ctx).cloned() else { return false };
    let (shape, scalable) = if v.shape.is_empty() { (vec![1], vec![false]) } else { (v.shape, v.scalable) };
    let mut sizes = Vec::new();
    for (i, o) in ctx.operands(op).enumerate() {
        let Some(size) = const_index(ctx, o) else { return false };
        if scalable.get(i).copied().unwrap_or(false) && size >= 0 {
            return false;
        }
        sizes.push(size.clamp(0, shape.get(i).copied().unwrap_or(0)));
    }
    if sizes.contains(&0) {
        sizes.iter_mut().for_each(|s| *s = 0);
    }
    let loc = ctx.op_loc(op);
    let new = ConstantMaskOp::build(rw, loc, ty, &sizes);
    rw.replace_op(op, &[new.into()]).is_ok()
}

/// The canonicalization of `vector.create_mask` (MLIR's `CreateMaskFolder`).
pub fn create_mask_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern::<CreateMaskOp>("CreateMaskFolder", fold_create_mask)]
}
