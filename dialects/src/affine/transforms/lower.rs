//! The `lower-affine` pass (MLIR's `AffineToStandard.cpp`): `affine.for`/`if`/`yield` become
//! `scf` ops (see `lower_loops.rs`), and `affine.apply`, `affine.min` and `affine.max` `arith`
//! ops: their maps expanded into `arith` ops as MLIR's `expandAffineExpr` does, the
//! same ops in the same order (a new `arith.constant` for every constant of the expression,
//! `overflow<nsw>` on products, MLIR's branch-free sequences for `mod`, `floordiv` and
//! `ceildiv`), and min/max as chains of `arith.minsi`/`arith.maxsi`.

use crate::affine::fold::{fold_apply_map, fold_min_max_map, Folded};
use crate::affine::op_map;
use crate::affine::{
    ApplyOp, DelinearizeIndexOp, DmaStartOp, DmaWaitOp, ForOp, IfOp, LinearizeIndexOp, LoadOp, MaxOp, MinOp,
    ParallelOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp, YieldOp,
};
use crate::arith::{self, CmpIPredicate, IntegerOverflowFlags, SelectOp};
use crate::scf;
use oxir::affine::{AffineExpr, AffineMap};
use oxir::builder::{Builder, OpBuilder};
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::{IndexType, IntegerType};
use oxir::matchers::constant_of;
use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::{Attribute, Context, Diagnostic, OpRef, Value};
use std::collections::HashMap;

/// Which reduction [`Expander::min_max`] builds: MLIR's `buildMinMaxReductionSeq` with
/// `arith.minsi` (upper bounds, `affine.min`) or `arith.maxsi` (lower bounds, `affine.max`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Reduction {
    /// `arith.minsi`.
    Min,
    /// `arith.maxsi`.
    Max,
}

/// Builds the `arith` ops of an expansion with their generated builders, remembering them so
/// that a failed expansion can be undone (as the dialect conversion MLIR runs the patterns in
/// rolls back a failed pattern).
pub(super) struct Expander<'b> {
    pub(super) b: &'b mut dyn Builder,
    pub(super) loc: Attribute,
    pub(super) created: Vec<OpRef>,
}

impl Expander<'_> {
    /// Records the op `v` comes from and returns `v`.
    fn record(&mut self, op: impl Into<OpRef>) -> Value {
        let op = op.into();
        self.created.push(op);
        self.b.ctx().result(op, 0)
    }

    /// `arith.constant true/false : i1`.
    pub(super) fn bool_constant(&mut self, v: bool) -> Value {
        let ctx = self.b.ctx();
        let (a, i1) = (IntegerAttr::bool(ctx, v), IntegerType::get(ctx, 1));
        let op = arith::ConstantOp::build(self.b, self.loc, i1, a);
        self.record(op)
    }

    /// `arith.andi` of two `i1` values.
    pub(super) fn andi(&mut self, l: Value, r: Value) -> Value {
        let op = arith::AndIOp::build(self.b, self.loc, l, r);
        self.record(op)
    }

    /// The results of `map` on `operands`, reduced left to right with `arith.minsi` or
    /// `arith.maxsi`, as MLIR's `buildMinMaxReductionSeq`.
    pub(super) fn min_max(&mut self, map: &AffineMap, operands: &[Value], kind: Reduction) -> Option<Value> {
        let nd = (map.num_dims as usize).min(operands.len());
        let (dims, syms) = operands.split_at(nd);
        let mut values = Vec::with_capacity(map.results.len());
        for e in &map.results {
            values.push(self.expand(e, dims, syms)?);
        }
        self.reduce(values, kind)
    }

    /// `values` reduced left to right with `arith.minsi` or `arith.maxsi`.
    fn reduce(&mut self, values: Vec<Value>, kind: Reduction) -> Option<Value> {
        let mut it = values.into_iter();
        let first = it.next()?;
        Some(it.fold(first, |acc, v| {
            let op: OpRef = match kind {
                Reduction::Min => arith::MinSIOp::build(self.b, self.loc, acc, v).into(),
                Reduction::Max => arith::MaxSIOp::build(self.b, self.loc, acc, v).into(),
            };
            self.record(op)
        }))
    }

    /// `arith.constant v : index`.
    pub(super) fn constant(&mut self, v: i64) -> Value {
        let ctx = self.b.ctx();
        let index = IndexType::get(ctx);
        let a = IntegerAttr::from_i64(ctx, index, v);
        let op = arith::ConstantOp::build(self.b, self.loc, index, a);
        self.record(op)
    }

    fn addi(&mut self, l: Value, r: Value) -> Value {
        let op = arith::AddIOp::build(self.b, self.loc, l, r);
        self.record(op)
    }

    fn subi(&mut self, l: Value, r: Value) -> Value {
        let op = arith::SubIOp::build(self.b, self.loc, l, r);
        self.record(op)
    }

    /// `arith.cmpi pred, l, r`.
    pub(super) fn cmpi(&mut self, pred: CmpIPredicate, l: Value, r: Value) -> Value {
        let op = arith::CmpIOp::build(self.b, self.loc, l, r, pred);
        self.record(op)
    }

    fn select(&mut self, c: Value, t: Value, f: Value) -> Value {
        let op = SelectOp::build(self.b, self.loc, c, t, f);
        self.record(op)
    }

    fn error(&mut self, msg: &str) -> Option<Value> {
        let d = Diagnostic::error(self.loc, msg);
        self.b.ctx_mut().emit(d);
        None
    }

    /// MLIR's `AffineApplyExpander::visit`.
    pub(super) fn expand(&mut self, e: &AffineExpr, dims: &[Value], syms: &[Value]) -> Option<Value> {
        let positive_rhs = |r: &AffineExpr| r.as_constant().is_none_or(|c| c > 0);
        match e {
            AffineExpr::Constant(c) => Some(self.constant(*c)),
            AffineExpr::Dim(p) => dims.get(*p as usize).copied(),
            AffineExpr::Symbol(p) => syms.get(*p as usize).copied(),
            AffineExpr::Add(l, r) => {
                let (l, r) = (self.expand(l, dims, syms)?, self.expand(r, dims, syms)?);
                Some(self.addi(l, r))
            }
            AffineExpr::Mul(l, r) => {
                let (l, r) = (self.expand(l, dims, syms)?, self.expand(r, dims, syms)?);
                let op = arith::MulIOp::build(self.b, self.loc, l, r);
                op.set_overflow_flags(self.b.ctx_mut(), IntegerOverflowFlags::from_bits(1));
                Some(self.record(op))
            }
            AffineExpr::Mod(l, r) => {
                if !positive_rhs(r) {
                    return self.error("modulo by non-positive value is not supported");
                }
                let (l, r) = (self.expand(l, dims, syms)?, self.expand(r, dims, syms)?);
                let rem = {
                    let op = arith::RemSIOp::build(self.b, self.loc, l, r);
                    self.record(op)
                };
                let zero = self.constant(0);
                let negative = self.cmpi(CmpIPredicate::Slt, rem, zero);
                let corrected = self.addi(rem, r);
                Some(self.select(negative, corrected, rem))
            }
            AffineExpr::FloorDiv(l, r) => {
                if !positive_rhs(r) {
                    return self.error("division by non-positive value is not supported");
                }
                let (l, r) = (self.expand(l, dims, syms)?, self.expand(r, dims, syms)?);
                let zero = self.constant(0);
                let none = self.constant(-1);
                let negative = self.cmpi(CmpIPredicate::Slt, l, zero);
                let neg_dec = self.subi(none, l);
                let dividend = self.select(negative, neg_dec, l);
                let quotient = {
                    let op = arith::DivSIOp::build(self.b, self.loc, dividend, r);
                    self.record(op)
                };
                let corrected = self.subi(none, quotient);
                Some(self.select(negative, corrected, quotient))
            }
            AffineExpr::CeilDiv(l, r) => {
                if !positive_rhs(r) {
                    return self.error("division by non-positive value is not supported");
                }
                let (l, r) = (self.expand(l, dims, syms)?, self.expand(r, dims, syms)?);
                let zero = self.constant(0);
                let one = self.constant(1);
                let non_positive = self.cmpi(CmpIPredicate::Sle, l, zero);
                let negated = self.subi(zero, l);
                let decremented = self.subi(l, one);
                let dividend = self.select(non_positive, negated, decremented);
                let quotient = {
                    let op = arith::DivSIOp::build(self.b, self.loc, dividend, r);
                    self.record(op)
                };
                let neg_q = self.subi(zero, quotient);
                let inc_q = self.addi(quotient, one);
                Some(self.select(non_positive, neg_q, inc_q))
            }
        }
    }

    /// Erases the ops built so far (in reverse order).
    pub(super) fn undo(&mut self) {
        let ctx = self.b.ctx_mut();
        for &op in self.created.iter().rev() {
            let _ = ctx.erase_op(op);
        }
        self.created.clear();
    }
}

/// MLIR's `expandAffineExpr`: builds the `arith` ops computing `expr` of `dims` and `syms` at the
/// builder's insertion point; `None` (after reporting the error, with nothing built) for a
/// `mod`, `floordiv` or `ceildiv` by a non-positive constant.
pub fn expand_affine_expr(
    b: &mut dyn Builder,
    loc: Attribute,
    expr: &AffineExpr,
    dims: &[Value],
    syms: &[Value],
) -> Option<Value> {
    let mut x = Expander { b, loc, created: Vec::new() };
    let v = x.expand(expr, dims, syms);
    if v.is_none() {
        x.undo();
    }
    v
}

/// MLIR's `expandAffineMap`: the values of every result of `map` applied to `operands`.
pub fn expand_affine_map(
    b: &mut dyn Builder,
    loc: Attribute,
    map: &AffineMap,
    operands: &[Value],
) -> Option<Vec<Value>> {
    expand_affine_maps(b, loc, &[(map, operands)])?.into_iter().next()
}

/// [`expand_affine_map`] of several maps in a row, as a pattern expanding each of them does:
/// when one fails, nothing built for the others is left (the conversion undoes the pattern).
pub(super) fn expand_affine_maps(
    b: &mut dyn Builder,
    loc: Attribute,
    maps: &[(&AffineMap, &[Value])],
) -> Option<Vec<Vec<Value>>> {
    let mut x = Expander { b, loc, created: Vec::new() };
    let mut all = Vec::with_capacity(maps.len());
    for &(map, operands) in maps {
        let nd = (map.num_dims as usize).min(operands.len());
        let (dims, syms) = operands.split_at(nd);
        let mut out = Vec::with_capacity(map.results.len());
        for e in &map.results {
            match x.expand(e, dims, syms) {
                Some(v) => out.push(v),
                None => {
                    x.undo();
                    return None;
                }
            }
        }
        all.push(out);
    }
    Some(all)
}

/// Lowers one `affine.apply`/`min`/`max`; returns whether it did.
fn lower_op(ctx: &mut Context, op: OpRef, constants: &[Option<Attribute>]) -> bool {
    let Some(mut map) = op_map(ctx, op) else { return false };
    let operands: Vec<Value> = ctx.operands(op).collect();
    if map.num_inputs() as usize != operands.len() {
        return false;
    }
    let loc = ctx.op_loc(op);
    let (is_apply, is_min) = (ctx.isa_op::<ApplyOp>(op), ctx.isa_op::<MinOp>(op));
    // The conversion driver folds an op before lowering it (MLIR's `legalizeWithFold`), with
    // the constants of its operands in the IR before the conversion.
    let folded = if is_apply {
        fold_apply_map(ctx, &map, &operands, constants)
    } else {
        let (new_map, folded) = fold_min_max_map(ctx, &map, &operands, constants, is_min);
        if let Some(m) = new_map {
            map = m;
        }
        folded
    };
    if let Some(f) = folded {
        let value = match f {
            Folded::Value(v) => v,
            Folded::Constant(c) => {
                let a = IntegerAttr::from_i64(ctx, IndexType::get(ctx), c);
                let Some(c) = materialize_before(ctx, op, a) else { return false };
                c
            }
            Folded::Poison => {
                let a = crate::ub::poison_attr(ctx);
                let Some(c) = materialize_before(ctx, op, a) else { return false };
                c
            }
        };
        let old = ctx.result(op, 0);
        ctx.replace_all_uses_with(old, value);
        return ctx.erase_op(op).is_ok();
    }
    let result = {
        let mut b = OpBuilder::before(ctx, op);
        let Some(values) = expand_affine_map(&mut b, loc, &map, &operands) else { return false };
        if is_apply {
            values.first().copied()
        } else {
            let kind = if is_min { Reduction::Min } else { Reduction::Max };
            Expander { b: &mut b, loc, created: Vec::new() }.reduce(values, kind)
        }
    };
    let Some(result) = result else { return false };
    let old = ctx.result(op, 0);
    ctx.replace_all_uses_with(old, result);
    ctx.erase_op(op).is_ok()
}

/// Replaces each folded op by what it folded to (following chains: a value an op folded to may
/// itself be the result of a folded op), then erases them.
fn commit_folds(ctx: &mut Context, folded: Vec<(OpRef, Vec<Value>)>) {
    let mut map: HashMap<Value, Value> = HashMap::new();
    for (o, values) in &folded {
        for (i, &v) in values.iter().enumerate() {
            map.insert(ctx.result(*o, i), v);
        }
    }
    let resolve = |mut v: Value| {
        while let Some(&n) = map.get(&v) {
            v = n;
        }
        v
    };
    for (o, values) in &folded {
        for i in 0..values.len() {
            let r = ctx.result(*o, i);
            ctx.replace_all_uses_with(r, resolve(r));
        }
    }
    for (o, _) in folded.into_iter().rev() {
        if !ctx.is_erased(o) {
            let _ = ctx.erase_op(o);
        }
    }
}

/// Materializes the index constant `value` before `op` (the affine dialect's materializer).
fn materialize_before(ctx: &mut Context, op: OpRef, value: Attribute) -> Option<Value> {
    let ty = IndexType::get(ctx);
    let loc = ctx.op_loc(op);
    let c = crate::utils::constants::materialize_arith_or_poison(ctx, value, ty, loc)?;
    let block = ctx.op_parent_block(op)?;
    ctx.insert_op_before(block, Some(op), c);
    Some(ctx.result(c, 0))
}

/// MLIR's `-lower-affine`: `affine.apply`, `affine.min` and `affine.max` become `arith` ops,
/// `affine.for`, `affine.if` and `affine.yield` become `scf.for`, `scf.if` and `scf.yield`, in
/// pre-order as MLIR's partial conversion visits them.
#[derive(Clone, Default)]
pub struct LowerAffine;

impl Pass for LowerAffine {
    fn name(&self) -> &'static str {
        "LowerAffinePass"
    }
    fn argument(&self) -> &'static str {
        "lower-affine"
    }
    fn description(&self) -> &'static str {
        "Lower Affine operations to a combination of Arith and SCF operations"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        // In-place folds of the loops and conditionals first: they only read the IR before the
        // conversion (MLIR's conversion driver replaces values lazily) and create no ops.
        let mut erased = Vec::new();
        for o in oxir::conversion::conversion_order(ctx, op) {
            let name = ctx.op_name_text(o);
            if !matches!(name, ForOp::NAME | IfOp::NAME | ParallelOp::NAME) {
                continue;
            }
            if ctx.is_erased(o) || erased.iter().any(|&e| ctx.is_ancestor_or_self(e, o)) {
                continue;
            }
            if name == ParallelOp::NAME {
                crate::affine::fold::parallel::fold_parallel(ctx, o);
            } else if name == IfOp::NAME {
                crate::affine::fold::loops::fold_if(ctx, o);
            } else if let crate::affine::fold::loops::ForFold::Erased = crate::affine::fold::loops::fold_for(ctx, o) {
                erased.push(o);
            }
        }
        // The conversion target: arith, memref, scf and vector are legal; every other op (of a
        // dialect the target does not know) is folded when the driver reaches it, in the
        // driver's order (unreachable blocks are not converted).
        let legal = |ctx: &Context, o: OpRef| {
            matches!(ctx.op_name_dialect(ctx.op_name_of(o)), "arith" | "memref" | "scf" | "vector")
        };
        let all = oxir::conversion::conversion_order(ctx, op);
        let original = oxir::conversion::original_constants(ctx, &all);
        let ops: Vec<(OpRef, Vec<Option<Attribute>>)> = all
            .iter()
            .filter(|&&o| !legal(ctx, o))
            .map(|&o| (o, ctx.operands(o).map(|v| constant_of(ctx, v)).collect()))
            .collect();
        // Folded ops are replaced at the end, as MLIR's driver does: until then later folds see
        // them as the definitions of their results.
        let mut folded: Vec<(OpRef, Vec<Value>)> = Vec::new();
        for (o, constants) in ops {
            if ctx.is_erased(o) || folded.iter().any(|&(f, _)| ctx.is_ancestor_or_self(f, o)) {
                continue;
            }
            match ctx.op_name_text(o) {
                ForOp::NAME => {
                    super::lower_loops::lower_for(ctx, o);
                }
                IfOp::NAME => {
                    super::lower_loops::lower_if(ctx, o);
                }
                ParallelOp::NAME => {
                    super::lower_loops::lower_parallel(ctx, o);
                }
                YieldOp::NAME => {
                    let parent = ctx.op_parent_op(o).map(|p| ctx.op_name_text(p).to_string());
                    if matches!(parent.as_deref(), Some(scf::ForOp::NAME | scf::IfOp::NAME | ForOp::NAME | IfOp::NAME))
                    {
                        super::lower_loops::lower_yield(ctx, o);
                    }
                }
                ApplyOp::NAME | MinOp::NAME | MaxOp::NAME => {
                    lower_op(ctx, o, &constants);
                }
                LoadOp::NAME | StoreOp::NAME | VectorLoadOp::NAME | VectorStoreOp::NAME | PrefetchOp::NAME => {
                    super::lower_memory::lower_memory_op(ctx, o);
                }
                DmaStartOp::NAME | DmaWaitOp::NAME => {
                    super::lower_memory::lower_dma_op(ctx, o);
                }
                // The driver tries an op's fold before its pattern: constant indices and unit or
                // constant bases fold (constant basis operands become static in place).
                DelinearizeIndexOp::NAME | LinearizeIndexOp::NAME => {
                    if let Some((values, _)) = oxir::conversion::fold_op_lazily(ctx, o, &original, &|c, n| legal(c, n))
                    {
                        folded.push((o, values));
                    } else if ctx.op_name_text(o) == DelinearizeIndexOp::NAME {
                        super::lower_index::lower_delinearize(ctx, o);
                    } else {
                        super::lower_index::lower_linearize(ctx, o);
                    }
                }
                _ => {
                    if let Some((values, _)) = oxir::conversion::fold_op_lazily(ctx, o, &original, &|c, n| legal(c, n))
                    {
                        folded.push((o, values));
                    }
                }
            }
        }
        commit_folds(ctx, folded);
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
