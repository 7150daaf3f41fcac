//! The conversion driver (MLIR's `OperationConverter`): legalizes ops in MLIR's order, folding
//! first, then trying patterns by benefit, and commits the replacements and materializations
//! when everything is converted.

use super::fold::{fold_lazily, original_constants, FoldView};
use super::pattern::PatternIndex;
use super::rewriter::insert_after_definition;
use super::{
    ConversionConfig, ConversionMode, ConversionPattern, ConversionRewriter, ConversionState, ConversionTarget,
    TypeConverter, CAST_OP,
};
use crate::builder::OperationState;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::rewrite::{Change, InPlaceFolds};
use crate::types::Type;
use crate::value::Value;
use crate::{BlockRef, OpRef};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::sync::Arc;

/// How often the driver legalizes one op before it reports that a pattern keeps recreating it.
const MAX_ATTEMPTS_PER_OP: u32 = 64;

/// A target materialization the driver made for the pattern it is trying, with what is needed
/// to undo it when the pattern fails.
struct TargetMaterialization {
    cast: OpRef,
    key: (Value, Type),
    moved: Option<MovedArgumentCast>,
}

/// An argument's materialization that a target materialization made read the converted value
/// instead of the new arguments, and where it was before.
struct MovedArgumentCast {
    op: OpRef,
    operands: Vec<Value>,
    block: Option<BlockRef>,
    next: Option<OpRef>,
}

/// One conversion of the ops nested in a root: the inputs, the shared state, and what only the
/// driver itself keeps.
struct Driver<'a, 'p> {
    ctx: &'a mut Context,
    target: &'a ConversionTarget,
    index: PatternIndex<'p>,
    converter: &'a TypeConverter,
    mode: ConversionMode,
    config: ConversionConfig,
    state: ConversionState,
    /// The ops left to legalize, the next one last.
    worklist: Vec<OpRef>,
    /// Casts of several block arguments to the converted type of the argument they replace.
    target_casts: Vec<OpRef>,
    /// How often each op was legalized, to stop a pattern that keeps recreating its root.
    attempts: FxHashMap<OpRef, u32>,
    /// Target materializations already made, reused for every later use of the same value.
    materialized: FxHashMap<(Value, Type), OpRef>,
    /// The in-place folds of each op name, built once for the whole conversion.
    in_place_folds: InPlaceFolds,
}

/// Converts the ops nested in `root` in place. The legalization runs under a checkpoint of the
/// context ([`Context::checkpoint`], MLIR's rewrite log): if an op cannot be legalized, every
/// change is rolled back, so a failing conversion leaves the IR as it was; once every op is
/// legal the changes are kept and the conversion commits its replacements, which cannot fail.
pub(super) fn convert_in_place(
    ctx: &mut Context,
    root: OpRef,
    target: &ConversionTarget,
    patterns: &[Arc<dyn ConversionPattern>],
    converter: &TypeConverter,
    mode: ConversionMode,
    config: ConversionConfig,
) -> Result<(), Diagnostic> {
    // Ops in pre-order, the blocks of each region depth-first from the entry block:
    // as in MLIR, blocks unreachable from the entry are not converted.
    let mut worklist = super::conversion_order(ctx, root);
    worklist.reverse();
    let checkpoint = ctx.checkpoint();
    // The values of the original constant ops (kept for their replacements, see
    // `ConversionState::constants`).
    let state = ConversionState { constants: original_constants(ctx, &worklist), ..ConversionState::default() };
    let mut driver = Driver {
        ctx,
        target,
        index: PatternIndex::new(patterns),
        converter,
        mode,
        config,
        state,
        worklist,
        target_casts: Vec::new(),
        attempts: FxHashMap::default(),
        materialized: FxHashMap::default(),
        in_place_folds: InPlaceFolds::new(),
    };
    while let Some(op) = driver.worklist.pop() {
        if let Err(e) = driver.legalize(op) {
            driver.ctx.roll_back(checkpoint);
            return Err(e);
        }
    }
    driver.ctx.keep_changes(checkpoint);
    driver.commit();
    Ok(())
}

impl Driver<'_, '_> {
    /// Legalizes `op` if it is not legal: by folding, else by the first pattern that applies.
    /// An op that must be converted and is not is the conversion's error.
    fn legalize(&mut self, op: OpRef) -> Result<(), Diagnostic> {
        if self.ctx.is_erased(op) || self.state.casts.contains(&op) || self.state.lazily.contains(op) {
            return Ok(());
        }
        let legality = self.target.legality(self.ctx, op);
        if legality == Some(true) {
            return Ok(());
        }
        let must = legality == Some(false) || self.mode == ConversionMode::Full;
        if self.try_fold(op)? {
            return Ok(());
        }
        let n = self.attempts.entry(op).or_insert(0);
        *n += 1;
        if *n > MAX_ATTEMPTS_PER_OP {
            return Err(Diagnostic::error(
                self.ctx.op_loc(op),
                format!("failed to legalize operation '{}': a pattern keeps recreating it", self.ctx.op_name_text(op)),
            ));
        }
        if !self.try_patterns(op) && must {
            let what = if legality == Some(false) { " that was explicitly marked illegal" } else { "" };
            let name = self.ctx.op_name_text(op).to_string();
            // MLIR's `op->emitError`: the note shows the op as the conversion left it so far.
            return Err(crate::verifier::emit_error_on_op(
                self.ctx,
                op,
                format!("failed to legalize operation '{name}'{what}"),
            ));
        }
        Ok(())
    }

    /// As MLIR 22 (`DialectConversionFoldingMode::BeforePatterns`), an op that is not legal is
    /// first folded; constants the fold creates are legalized in turn. Returns whether `op`
    /// folded to other values.
    fn try_fold(&mut self, op: OpRef) -> Result<bool, Diagnostic> {
        let Driver { ctx, target, index, converter, state, in_place_folds, worklist, .. } = self;
        let (target, index, converter) = (*target, &*index, *converter);
        // A pattern that converts types cannot legalize a constant whose type has no
        // conversion (MLIR's legalization of the new constant fails and the fold is undone).
        let can_legalize = |ctx: &Context, c: OpRef| {
            target.legality(ctx, c) == Some(true)
                || index.candidates_of(ctx, c).iter().any(|p| {
                    !p.uses_type_converter()
                        || ctx.result_types(c).all(|t| converter.try_convert_type(ctx, t).is_some())
                })
        };
        let view = FoldView { constants: &state.constants };
        let Some((values, created)) = fold_lazily(ctx, op, &view, in_place_folds, &can_legalize) else {
            return Ok(false);
        };
        if ctx.is_erased(op) {
            return Ok(true);
        }
        // The fold's replacement is lazy like a pattern's (MLIR's `legalizeWithFold` calls
        // `replaceOp`): later folds still see `op` as the definition of its results (no
        // constant, and the same value wherever it is used), patterns get its replacement.
        // An op with regions goes at once, as `ConversionRewriter::replace_op` does.
        if ctx.op_regions(op).is_empty() {
            state.lazily.record(ctx, op, &values);
        } else {
            for (i, v) in values.into_iter().enumerate() {
                let r = ctx.result(op, i);
                ctx.replace_all_uses_with(r, v);
            }
            ctx.erase_op(op)?;
        }
        worklist.extend(created.into_iter().rev());
        Ok(true)
    }

    /// Tries the patterns rooted at `op`'s name (and at any op) by decreasing benefit; returns
    /// whether one converted it.
    fn try_patterns(&mut self, op: OpRef) -> bool {
        let remapped_operands: SmallVec<[Value; 4]> =
            self.ctx.operands(op).map(|v| self.state.remapped(self.ctx, v)).collect();
        // The operands in converted types, `None` inside when one has no conversion (then no
        // pattern that uses the type converter applies, as MLIR's `remapValues` fails).
        let mut converted_operands: Option<Option<SmallVec<[Value; 4]>>> = None;
        let candidates = self.index.candidates_of(self.ctx, op);
        // The target materializations made for the pattern being tried, undone when it fails.
        let mut made: Vec<TargetMaterialization> = Vec::new();
        for p in candidates.iter() {
            let operands = if p.uses_type_converter() {
                let values = converted_operands
                    .get_or_insert_with(|| self.materialize_operands(op, &remapped_operands, &mut made));
                match values {
                    Some(values) => values.clone(),
                    None => continue,
                }
            } else {
                remapped_operands.clone()
            };
            let mut rw = ConversionRewriter::new(self.ctx, self.converter, &mut self.state);
            rw.rewriter.set_insertion_point(op);
            let matched = p.match_and_rewrite(op, &operands, &mut rw);
            let changes = rw.rewriter.take_changes();
            if !matched {
                self.erase_created(&changes);
                if !made.is_empty() {
                    // As MLIR's driver resets its state after a pattern that failed, the target
                    // materializations made for it go (a later pattern or op makes its own).
                    for m in made.drain(..).rev() {
                        self.undo(m);
                    }
                    converted_operands = None;
                }
                continue;
            }
            // New ops are legalized next, in the order they were created (ops the pattern moved
            // into them are already on the worklist).
            let created: SmallVec<[OpRef; 4]> = changes
                .into_iter()
                .filter_map(|c| match c {
                    Change::Created(o) => Some(o),
                    _ => None,
                })
                .filter(|&o| !self.ctx.is_erased(o))
                .collect();
            // Constants a pattern creates are constants to later folds, as MLIR's folders see
            // any constant op in the IR.
            self.state.constants.extend(original_constants(self.ctx, &created));
            for o in created.into_iter().rev() {
                if !self.state.casts.contains(&o) {
                    self.worklist.push(o);
                }
            }
            return true;
        }
        false
    }

    /// The operands of `op` in converted types, through target materializations (casts to the
    /// converted type, made right after each value's definition and recorded in `made`);
    /// `None` when an operand's type has no conversion.
    fn materialize_operands(
        &mut self,
        op: OpRef,
        operands: &[Value],
        made: &mut Vec<TargetMaterialization>,
    ) -> Option<SmallVec<[Value; 4]>> {
        let ctx = &mut *self.ctx;
        let targets: SmallVec<[Type; 4]> =
            operands.iter().map(|&v| self.converter.try_convert_type(ctx, ctx.value_type(v))).collect::<Option<_>>()?;
        let mut values = SmallVec::with_capacity(operands.len());
        for (&v, &to) in operands.iter().zip(&targets) {
            if to == ctx.value_type(v) {
                values.push(v);
                continue;
            }
            if let Some(&cast) = self.materialized.get(&(v, to)).filter(|_| self.config.allow_pattern_rollback) {
                // Placed right after the definition of `v`, it dominates every use.
                if !ctx.is_erased(cast) {
                    values.push(ctx.result(cast, 0));
                    continue;
                }
            }
            // An argument replaced by several values is cast from them (MLIR maps the argument
            // to the values, and materializes from those).
            let source = ctx
                .defining_op(v)
                .filter(|d| ctx.num_operands(*d) > 1 && ctx.num_results(*d) == 1 && self.state.arg_casts.contains(d));
            let inputs: Vec<Value> = match source {
                Some(d) => ctx.operands(d).collect(),
                None => vec![v],
            };
            let loc = ctx.op_loc(op);
            let name = ctx.op_name(CAST_OP);
            let mut st = OperationState::new(name, loc);
            st.operands.extend(inputs.iter().copied());
            st.result_types.push(to);
            let cast = ctx.create_op(st);
            let last = inputs.last().copied().unwrap_or(v);
            if !insert_after_definition(ctx, last, cast) {
                if let Some(block) = ctx.op_parent_block(op) {
                    ctx.insert_op_before(block, Some(op), cast);
                }
            }
            self.state.casts.insert(cast);
            self.materialized.insert((v, to), cast);
            let cv = ctx.result(cast, 0);
            let mut moved = None;
            if let Some(d) = source {
                // The argument's own materialization now reads the converted value, right after
                // it.
                moved = Some(MovedArgumentCast {
                    op: d,
                    operands: inputs.clone(),
                    block: ctx.op_parent_block(d),
                    next: ctx.op_next(d),
                });
                ctx.set_operands(d, &[cv]);
                ctx.detach_op(d);
                insert_after_definition(ctx, cv, d);
                self.target_casts.push(cast);
            }
            made.push(TargetMaterialization { cast, key: (v, to), moved });
            values.push(cv);
        }
        Some(values)
    }

    /// Erases the ops a pattern created before it failed, newest first, as MLIR's driver resets
    /// the rewriter to its state before the pattern: a pattern may build part of its replacement
    /// and then find it cannot finish (a runtime function of the wrong type, an unsupported
    /// layout). Ops still used by an op the pattern did not create stay, and so do the casts it
    /// marked as materializations (the conversion's state refers to them).
    fn erase_created(&mut self, changes: &[Change]) {
        for c in changes.iter().rev() {
            if let Change::Created(o) = *c {
                if !self.ctx.is_erased(o) && !self.state.casts.contains(&o) {
                    let _ = self.ctx.erase_op(o);
                }
            }
        }
    }

    /// Erases a target materialization's cast (unless something else uses it) and puts back
    /// the argument's materialization it moved.
    fn undo(&mut self, m: TargetMaterialization) {
        let ctx = &mut *self.ctx;
        let r = ctx.result(m.cast, 0);
        let only_moved = ctx.uses(r).all(|u| m.moved.as_ref().is_some_and(|moved| moved.op == u.owner));
        if !only_moved {
            return;
        }
        if let Some(moved) = m.moved {
            ctx.set_operands(moved.op, &moved.operands);
            if let Some(block) = moved.block {
                ctx.detach_op(moved.op);
                ctx.insert_op_before(block, moved.next, moved.op);
            }
            self.target_casts.retain(|&c| c != m.cast);
        }
        if self.materialized.get(&m.key) == Some(&m.cast) {
            self.materialized.remove(&m.key);
        }
        self.state.casts.remove(&m.cast);
        let _ = ctx.erase_op(m.cast);
    }

    /// What MLIR's driver does when the conversion commits: replaced ops go, unused casts go,
    /// block-argument materializations still used move to the start of their block, and casts
    /// of several values become the type converter's materializations.
    fn commit(mut self) {
        self.apply_replacements();
        self.erase_unused_casts();
        self.place_argument_casts();
        self.materialize_multi_value_casts();
    }

    /// The replaced ops go: their remaining uses take the replacements, through a cast back
    /// where the type differs (made now, right after the replacement's definition, as MLIR's
    /// source materializations when the conversion commits).
    fn apply_replacements(&mut self) {
        let kept = std::mem::take(&mut self.state.lazily.ops);
        for &op in &kept {
            if self.ctx.is_erased(op) {
                continue;
            }
            for i in 0..self.ctx.num_results(op) {
                let old = self.ctx.result(op, i);
                let v = self.state.lazily.resolve(self.ctx, old);
                if v == old || !self.ctx.has_uses(old) {
                    continue;
                }
                let ot = self.ctx.value_type(old);
                let replacement = if self.ctx.value_type(v) == ot {
                    v
                } else {
                    ConversionRewriter::new(self.ctx, self.converter, &mut self.state).materialize(v, ot, op)
                };
                self.ctx.replace_all_uses_with(old, replacement);
            }
        }
        for &op in kept.iter().rev() {
            if !self.ctx.is_erased(op) && self.ctx.results(op).all(|r| !self.ctx.has_uses(r)) {
                let _ = self.ctx.erase_op(op);
            }
        }
    }

    /// Casts nobody uses are dropped; chains A -> B -> A collapse.
    fn erase_unused_casts(&mut self) {
        let mut changed = true;
        while changed {
            changed = false;
            for &c in self.state.casts.iter() {
                if !self.ctx.is_erased(c) && self.ctx.results(c).all(|r| !self.ctx.has_uses(r)) {
                    let _ = self.ctx.erase_op(c);
                    changed = true;
                }
            }
        }
    }

    /// The materializations of block arguments still used are made when MLIR's conversion
    /// commits: at the start of their block, in argument order.
    fn place_argument_casts(&mut self) {
        let ctx = &mut *self.ctx;
        for &c in &self.state.arg_casts {
            if ctx.is_erased(c) {
                continue;
            }
            let Some(block) = ctx.op_parent_block(c) else { continue };
            if !ctx.operands(c).all(|v| ctx.defining_op(v).is_none() && ctx.value_parent_block(v) == Some(block)) {
                continue;
            }
            ctx.detach_op(c);
            let first = ctx.block_first_op(block);
            ctx.insert_op_before(block, first, c);
        }
    }

    /// Casts of several values still used become the type converter's materializations.
    fn materialize_multi_value_casts(&mut self) {
        let multi: Vec<OpRef> = self.state.arg_casts.iter().chain(&self.target_casts).copied().collect();
        for c in multi {
            if self.ctx.is_erased(c) || self.ctx.num_operands(c) < 2 || self.ctx.num_results(c) != 1 {
                continue;
            }
            let inputs: Vec<Value> = self.ctx.operands(c).collect();
            let (ty, loc) = (self.ctx.value_type(self.ctx.result(c, 0)), self.ctx.op_loc(c));
            let mut rw = ConversionRewriter::new(self.ctx, self.converter, &mut self.state);
            rw.rewriter.set_insertion_point(c);
            if let Some(v) = self.converter.materialize(&mut rw, ty, &inputs, loc) {
                let r = self.ctx.result(c, 0);
                self.ctx.replace_all_uses_with(r, v);
                let _ = self.ctx.erase_op(c);
            }
        }
    }
}
