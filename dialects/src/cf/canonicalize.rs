//! MLIR's canonicalization patterns of the `cf` ops (`ControlFlowOps.cpp`).

use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::VectorType;
use oxir::matchers::constant_of;
use oxir::numeric::APInt;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, BlockRef, Context, NamedAttribute, OpRef, OperationState, Type, Value};

use super::{BranchOp, CondBranchOp, SwitchOp};
use crate::arith::{ConstantOp, SelectOp};
use crate::cf::AssertOp;
use crate::utils::constants::{arith_constant_state, const_int};
use crate::utils::patterns::pattern;
use oxir::ods::Op;

/// The predecessor edges of `block` (one entry per successor use, as MLIR's `getPredecessors`).
pub(crate) fn predecessors(ctx: &Context, block: BlockRef) -> Vec<BlockRef> {
    let mut out = Vec::new();
    let Some(region) = ctx.block_parent_region(block) else { return out };
    for b in ctx.region_blocks(region) {
        if let Some(t) = ctx.block_last_op(b) {
            for &s in ctx.successors(t) {
                if s == block {
                    out.push(b);
                }
            }
        }
    }
    out
}

/// MLIR's `Block::getSinglePredecessor`: the predecessor when there is exactly one edge.
pub(crate) fn single_predecessor(ctx: &Context, block: BlockRef) -> Option<BlockRef> {
    let p = predecessors(ctx, block);
    (p.len() == 1).then(|| p[0])
}

/// MLIR's `Block::getUniquePredecessor`: the predecessor when all edges come from one block.
pub(crate) fn unique_predecessor(ctx: &Context, block: BlockRef) -> Option<BlockRef> {
    let p = predecessors(ctx, block);
    let first = *p.first()?;
    p.iter().all(|&b| b == first).then_some(first)
}

fn state(ctx: &Context, name: &str, loc: Attribute) -> OperationState {
    OperationState::new(ctx.op_name(name), loc)
}

/// A `cf.br` to `dest` with `operands`.
pub(crate) fn br_state(ctx: &Context, loc: Attribute, dest: BlockRef, operands: &[Value]) -> OperationState {
    let mut s = state(ctx, BranchOp::NAME, loc);
    s.operands.extend(operands.iter().copied());
    s.successors.push(dest);
    s
}

/// A `cf.cond_br`.
pub(crate) fn cond_br_state(
    ctx: &Context,
    loc: Attribute,
    cond: Value,
    t: BlockRef,
    t_ops: &[Value],
    f: BlockRef,
    f_ops: &[Value],
) -> OperationState {
    let mut s = state(ctx, CondBranchOp::NAME, loc);
    s.operands.push(cond);
    s.operands.extend(t_ops.iter().copied());
    s.operands.extend(f_ops.iter().copied());
    s.successors.push(t);
    s.successors.push(f);
    let seg = oxir::ods::op::i32_array(ctx, [1, t_ops.len() as i32, f_ops.len() as i32]);
    s.properties = Some(oxir::builtin::attributes::DictionaryAttr::get(
        ctx,
        vec![NamedAttribute { name: ctx.ident("operandSegmentSizes"), value: seg }],
    ));
    s
}

/// A `cf.switch`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn switch_state(
    ctx: &Context,
    loc: Attribute,
    flag: Value,
    default: BlockRef,
    default_ops: &[Value],
    values: &[APInt],
    dests: &[BlockRef],
    case_ops: &[Vec<Value>],
) -> OperationState {
    let mut s = state(ctx, SwitchOp::NAME, loc);
    s.operands.push(flag);
    s.operands.extend(default_ops.iter().copied());
    for c in case_ops {
        s.operands.extend(c.iter().copied());
    }
    s.successors.push(default);
    s.successors.extend(dests.iter().copied());
    let sizes: Vec<i32> = case_ops.iter().map(|c| c.len() as i32).collect();
    let total: i32 = sizes.iter().sum();
    let mut props = vec![
        NamedAttribute { name: ctx.ident("case_operand_segments"), value: oxir::ods::op::i32_array(ctx, sizes) },
        NamedAttribute {
            name: ctx.ident("operandSegmentSizes"),
            value: oxir::ods::op::i32_array(ctx, [1, default_ops.len() as i32, total]),
        },
    ];
    if !values.is_empty() {
        let flag_ty: Type = ctx.value_type(flag);
        let vty =
            ctx.intern_type(VectorType { shape: vec![values.len() as i64], scalable: vec![false], element: flag_ty });
        if let Some(a) = DenseIntOrFPElementsAttr::from_ints(ctx, vty, values) {
            props.push(NamedAttribute { name: ctx.ident("case_values"), value: a });
        }
    }
    s.properties = Some(oxir::builtin::attributes::DictionaryAttr::get(ctx, props));
    s
}

/// MLIR's `collapseBranch`: if `successor` only holds an unconditional branch whose operands
/// only use its arguments there, branch to that branch's destination directly.
fn collapse_branch(ctx: &Context, successor: &mut BlockRef, operands: &mut Vec<Value>) -> bool {
    let Some(first) = ctx.block_first_op(*successor) else { return false };
    if ctx.op_next(first).is_some() {
        return false;
    }
    let Some(br) = ctx.cast_op::<BranchOp>(first) else { return false };
    for arg in ctx.block_arguments(*successor) {
        if ctx.users(arg).any(|u| u != first) {
            return false;
        }
    }
    let dest = br.dest(ctx);
    if dest == *successor {
        return false;
    }
    // Nor to branches that take part in a cycle of unconditional branches.
    let mut visited = std::collections::HashSet::from([*successor, dest]);
    let mut next = ctx.block_last_op(dest).and_then(|t| ctx.cast_op::<BranchOp>(t));
    while let Some(b) = next {
        let d = b.dest(ctx);
        if !visited.insert(d) {
            return false;
        }
        next = ctx.block_last_op(d).and_then(|t| ctx.cast_op::<BranchOp>(t));
    }
    let br_operands: Vec<Value> = ctx.operands(first).collect();
    let new_operands = br_operands
        .iter()
        .map(|&v| match v {
            Value::Argument { block, index } if block == *successor => {
                operands.get(index as usize).copied().unwrap_or(v)
            }
            _ => v,
        })
        .collect();
    *successor = dest;
    *operands = new_operands;
    true
}

// ----- cf.assert -----

fn erase_true_assert(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let arg = rw.ctx().operand(op, 0);
    if const_int(rw.ctx(), arg).is_some_and(|v| v.is_one()) {
        return rw.erase_op(op).is_ok();
    }
    false
}

/// `cf.assert`'s canonicalization: erase it when its argument is constant true.
pub fn assert_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern::<AssertOp>("AssertOp::canonicalize", erase_true_assert)]
}

// ----- cf.br -----

fn br_canonicalize(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let br = BranchOp::from_op_unchecked(op);
    let dest = br.dest(ctx);
    let Some(parent) = ctx.op_parent_block(op) else { return false };
    // simplifyBrToBlockWithSinglePred
    if dest != parent && predecessors(ctx, dest).len() == 1 {
        let operands: Vec<Value> = ctx.operands(op).collect();
        if rw.merge_blocks(dest, parent, &operands).is_ok() {
            let _ = rw.erase_op(op);
            return true;
        }
        return false;
    }
    // simplifyPassThroughBr
    let mut d = dest;
    let mut operands: Vec<Value> = ctx.operands(op).collect();
    if dest == parent || !collapse_branch(ctx, &mut d, &mut operands) {
        return false;
    }
    let st = br_state(ctx, ctx.op_loc(op), d, &operands);
    rw.replace_op_with_new(op, st).is_ok()
}

/// `cf.br`'s canonicalization (MLIR's `BranchOp::canonicalize`).
pub fn br_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern::<BranchOp>("BranchOp::canonicalize", br_canonicalize)]
}

// ----- cf.cond_br -----

fn const_cond_branch(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let c = CondBranchOp::from_op_unchecked(op);
    let Some(v) = const_int(ctx, c.condition(ctx)) else { return false };
    let st = if !v.is_zero() {
        br_state(ctx, ctx.op_loc(op), c.true_dest(ctx), &c.true_dest_operands(ctx))
    } else {
        br_state(ctx, ctx.op_loc(op), c.false_dest(ctx), &c.false_dest_operands(ctx))
    };
    rw.replace_op_with_new(op, st).is_ok()
}

fn pass_through_cond_branch(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let c = CondBranchOp::from_op_unchecked(op);
    let (mut t, mut f) = (c.true_dest(ctx), c.false_dest(ctx));
    let (mut t_ops, mut f_ops) = (c.true_dest_operands(ctx), c.false_dest_operands(ctx));
    let ct = collapse_branch(ctx, &mut t, &mut t_ops);
    let cf = collapse_branch(ctx, &mut f, &mut f_ops);
    if !ct && !cf {
        return false;
    }
    let mut st = cond_br_state(ctx, ctx.op_loc(op), c.condition(ctx), t, &t_ops, f, &f_ops);
    // The branch weights stay (the successors only moved past pass-through blocks).
    if let (Some(w), Some(props)) = (ctx.op_property(op, "branch_weights"), st.properties) {
        let mut entries = oxir::builtin::attributes::DictionaryAttr::entries(ctx, props).to_vec();
        entries.push(NamedAttribute { name: ctx.ident("branch_weights"), value: w });
        st.properties = Some(oxir::builtin::attributes::DictionaryAttr::get(ctx, entries));
    }
    rw.replace_op_with_new(op, st).is_ok()
}

fn identical_successors(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let c = CondBranchOp::from_op_unchecked(op);
    let t = c.true_dest(ctx);
    if t != c.false_dest(ctx) {
        return false;
    }
    let (t_ops, f_ops) = (c.true_dest_operands(ctx), c.false_dest_operands(ctx));
    let loc = ctx.op_loc(op);
    if t_ops == f_ops {
        let st = br_state(ctx, loc, t, &t_ops);
        return rw.replace_op_with_new(op, st).is_ok();
    }
    if unique_predecessor(ctx, t) != ctx.op_parent_block(op) {
        return false;
    }
    if ctx.op_info(ctx.op_name(SelectOp::NAME)).is_none() {
        return false;
    }
    let cond = c.condition(ctx);
    rw.set_insertion_point(op);
    let mut merged = Vec::with_capacity(t_ops.len());
    for (&a, &b) in t_ops.iter().zip(&f_ops) {
        if a == b {
            merged.push(a);
            continue;
        }
        let ctx = rw.ctx();
        let mut s = state(ctx, SelectOp::NAME, loc);
        s.operands.extend([cond, a, b]);
        s.result_types.push(ctx.value_type(a));
        let sel = rw.create(s);
        merged.push(rw.ctx().result(sel, 0));
    }
    let st = br_state(rw.ctx(), loc, t, &merged);
    rw.replace_op_with_new(op, st).is_ok()
}

fn cond_branch_from_cond_branch(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let c = CondBranchOp::from_op_unchecked(op);
    let Some(current) = ctx.op_parent_block(op) else { return false };
    let Some(pred) = single_predecessor(ctx, current) else { return false };
    let Some(pred_br) = ctx.block_last_op(pred).and_then(|t| ctx.cast_op::<CondBranchOp>(t)) else { return false };
    if c.condition(ctx) != pred_br.condition(ctx) {
        return false;
    }
    let st = if current == pred_br.true_dest(ctx) {
        br_state(ctx, ctx.op_loc(op), c.true_dest(ctx), &c.true_dest_operands(ctx))
    } else {
        br_state(ctx, ctx.op_loc(op), c.false_dest(ctx), &c.false_dest_operands(ctx))
    };
    rw.replace_op_with_new(op, st).is_ok()
}

fn bool_constant(rw: &mut PatternRewriter<'_>, loc: Attribute, value: bool) -> Value {
    let ctx = rw.ctx();
    let i1 = oxir::builtin::types::IntegerType::get(ctx, 1);
    let attr = IntegerAttr::get(ctx, i1, APInt::from_u64(1, value as u64));
    let c = rw.create(arith_constant_state(ctx, loc, attr, i1));
    rw.ctx().result(c, 0)
}

fn truth_propagation(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    if ctx.op_info(ctx.op_name(ConstantOp::NAME)).is_none() {
        return false;
    }
    let c = CondBranchOp::from_op_unchecked(op);
    let cond = c.condition(ctx);
    let loc = ctx.op_loc(op);
    let mut replaced = false;
    for (dest, value) in [(c.true_dest(ctx), true), (c.false_dest(ctx), false)] {
        if single_predecessor(rw.ctx(), dest).is_none() {
            continue;
        }
        let uses: Vec<_> = rw.ctx().uses(cond).collect();
        let mut constant = None;
        for u in uses {
            if rw.ctx().op_parent_block(u.owner) != Some(dest) {
                continue;
            }
            replaced = true;
            let k = match constant {
                Some(k) => k,
                None => {
                    rw.set_insertion_point(op);
                    let k = bool_constant(rw, loc, value);
                    constant = Some(k);
                    k
                }
            };
            rw.modify_op_in_place(u.owner, |ctx| ctx.set_operand(u.owner, u.index as usize, k));
        }
    }
    replaced
}

/// `cf.cond_br`'s canonicalization patterns, in MLIR's order.
pub fn cond_br_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<CondBranchOp>("SimplifyConstCondBranchPred", const_cond_branch),
        pattern::<CondBranchOp>("SimplifyPassThroughCondBranch", pass_through_cond_branch),
        pattern::<CondBranchOp>("SimplifyCondBranchIdenticalSuccessors", identical_successors),
        pattern::<CondBranchOp>("SimplifyCondBranchFromCondBranchOnSameCondition", cond_branch_from_cond_branch),
        pattern::<CondBranchOp>("CondBranchTruthPropagation", truth_propagation),
    ]
}

// ----- cf.switch -----

struct SwitchParts {
    flag: Value,
    default: BlockRef,
    default_ops: Vec<Value>,
    values: Vec<APInt>,
    dests: Vec<BlockRef>,
    case_ops: Vec<Vec<Value>>,
}

fn switch_parts(ctx: &Context, op: OpRef) -> SwitchParts {
    let s = SwitchOp::from_op_unchecked(op);
    SwitchParts {
        flag: s.flag(ctx),
        default: s.default_destination(ctx),
        default_ops: s.default_operands(ctx),
        values: s.case_value_ints(ctx),
        dests: s.case_destinations(ctx),
        case_ops: s.case_operands(ctx),
    }
}

fn only_default(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let p = switch_parts(ctx, op);
    if !p.dests.is_empty() {
        return false;
    }
    let st = br_state(ctx, ctx.op_loc(op), p.default, &p.default_ops);
    rw.replace_op_with_new(op, st).is_ok()
}

fn drop_cases_matching_default(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let p = switch_parts(ctx, op);
    let mut keep = (Vec::new(), Vec::new(), Vec::new());
    let mut change = false;
    for (i, v) in p.values.iter().enumerate() {
        let (Some(&d), Some(o)) = (p.dests.get(i), p.case_ops.get(i)) else { return false };
        if d == p.default && *o == p.default_ops {
            change = true;
            continue;
        }
        keep.0.push(v.clone());
        keep.1.push(d);
        keep.2.push(o.clone());
    }
    if !change {
        return false;
    }
    let st = switch_state(ctx, ctx.op_loc(op), p.flag, p.default, &p.default_ops, &keep.0, &keep.1, &keep.2);
    rw.replace_op_with_new(op, st).is_ok()
}

/// MLIR's `foldSwitch`: the branch a switch takes for `value`.
fn fold_switch(ctx: &Context, op: OpRef, p: &SwitchParts, value: &APInt) -> OperationState {
    let loc = ctx.op_loc(op);
    for (i, v) in p.values.iter().enumerate() {
        if v == value {
            return br_state(ctx, loc, p.dests[i], &p.case_ops[i]);
        }
    }
    br_state(ctx, loc, p.default, &p.default_ops)
}

fn const_switch_value(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let p = switch_parts(ctx, op);
    let Some(v) = constant_of(ctx, p.flag).and_then(|a| a.dyn_cast::<IntegerAttr>(ctx).map(|i| i.value.clone())) else {
        return false;
    };
    let st = fold_switch(ctx, op, &p, &v);
    rw.replace_op_with_new(op, st).is_ok()
}

fn pass_through_switch(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let mut p = switch_parts(ctx, op);
    let mut change = false;
    for i in 0..p.dests.len().min(p.case_ops.len()) {
        change |= collapse_branch(ctx, &mut p.dests[i], &mut p.case_ops[i]);
    }
    change |= collapse_branch(ctx, &mut p.default, &mut p.default_ops);
    if !change {
        return false;
    }
    let st = switch_state(ctx, ctx.op_loc(op), p.flag, p.default, &p.default_ops, &p.values, &p.dests, &p.case_ops);
    rw.replace_op_with_new(op, st).is_ok()
}

/// The parts of switch `op`, of the switch on the same flag ending its block's single
/// predecessor, and `op`'s block.
fn switch_after_switch(ctx: &Context, op: OpRef) -> Option<(SwitchParts, SwitchParts, BlockRef)> {
    let current = ctx.op_parent_block(op)?;
    let pred = single_predecessor(ctx, current)?;
    let pred_op = ctx.block_last_op(pred).filter(|&t| ctx.isa_op::<SwitchOp>(t))?;
    let (p, pp) = (switch_parts(ctx, op), switch_parts(ctx, pred_op));
    (p.flag == pp.flag).then_some((p, pp, current))
}

fn switch_from_switch_on_same_condition(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some((p, pp, current)) = switch_after_switch(ctx, op) else { return false };
    if pp.default == current {
        return false;
    }
    let st = match pp.dests.iter().position(|&d| d == current) {
        Some(i) => fold_switch(ctx, op, &p, &pp.values[i]),
        None => br_state(ctx, ctx.op_loc(op), p.default, &p.default_ops),
    };
    rw.replace_op_with_new(op, st).is_ok()
}

fn switch_from_default_switch_on_same_condition(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some((p, pp, current)) = switch_after_switch(ctx, op) else { return false };
    if pp.default != current {
        return false;
    }
    // Cases of the predecessor can never reach this switch: drop them.
    let mut keep = (Vec::new(), Vec::new(), Vec::new());
    let mut change = false;
    for (i, v) in p.values.iter().enumerate() {
        if pp.values.contains(v) {
            change = true;
            continue;
        }
        keep.0.push(v.clone());
        keep.1.push(p.dests[i]);
        keep.2.push(p.case_ops[i].clone());
    }
    if !change {
        return false;
    }
    let st = switch_state(ctx, ctx.op_loc(op), p.flag, p.default, &p.default_ops, &keep.0, &keep.1, &keep.2);
    rw.replace_op_with_new(op, st).is_ok()
}

/// `cf.switch`'s canonicalization patterns, in MLIR's order.
pub fn switch_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<SwitchOp>("simplifySwitchWithOnlyDefault", only_default),
        pattern::<SwitchOp>("dropSwitchCasesThatMatchDefault", drop_cases_matching_default),
        pattern::<SwitchOp>("simplifyConstSwitchValue", const_switch_value),
        pattern::<SwitchOp>("simplifyPassThroughSwitch", pass_through_switch),
        pattern::<SwitchOp>("simplifySwitchFromSwitchOnSameCondition", switch_from_switch_on_same_condition),
        pattern::<SwitchOp>(
            "simplifySwitchFromDefaultSwitchOnSameCondition",
            switch_from_default_switch_on_same_condition,
        ),
    ]
}
