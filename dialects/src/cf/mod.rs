//! The `cf` dialect: unstructured control flow (MLIR's `ControlFlow` dialect): `cf.br`,
//! `cf.cond_br`, `cf.switch` and `cf.assert`, with MLIR's verifiers and canonicalizations.

mod canonicalize;
/// Pattern helpers shared with `scf`.
pub(crate) mod canonicalize_support {
    pub(crate) use super::canonicalize::const_int;
}
mod syntax;

use oxir::builtin::attributes::{DenseArrayAttr, StringAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{Block, DenseI32Array, Op};
use oxir::registry::BranchOpInterface;
use oxir::traits::*;
use oxir::{Context, Diagnostic, OpRef, Value};
use oxir_macros::{dialect, op};
use syntax::{parse_switch_op_cases, print_switch_op_cases};

/// An integer elements attribute (MLIR's `AnyIntElementsAttr`).
pub const ANY_INT_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    summary: "integer elements attribute",
    check: |c, a| {
        a.dyn_cast::<DenseIntOrFPElementsAttr>(c).is_some_and(|d| {
            let e = d.element_type(c);
            e.isa::<oxir::builtin::types::IntegerType>(c) || e.isa::<oxir::builtin::types::IndexType>(c)
        })
    },
};

/// MLIR's `verifyBranchSuccessorOperands`: the operands forwarded to successor `succ` match its
/// block arguments in number and type (errors without the op-name prefix, as `emitError`).
pub(crate) fn verify_successor_operands(
    ctx: &Context,
    op: OpRef,
    succ: usize,
    operands: &[Value],
) -> Result<(), Diagnostic> {
    let Some(&dest) = ctx.successors(op).get(succ) else { return Ok(()) };
    let n = ctx.num_block_arguments(dest);
    if operands.len() != n {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            format!("branch has {} operands for successor #{succ}, but target block has {n}", operands.len()),
        ));
    }
    for (i, (v, a)) in operands.iter().zip(ctx.block_arguments(dest)).enumerate() {
        if ctx.value_type(*v) != ctx.value_type(a) {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                format!("type mismatch for bb argument #{i} of successor #{succ}"),
            ));
        }
    }
    Ok(())
}

/// The `BranchOpInterface` of `cf.br`, `cf.cond_br` and `cf.switch`: their operands are one
/// leading operand (none for `cf.br`) followed by each successor's forwarded operands in
/// successor order, grouped by `operandSegmentSizes` (and `case_operand_segments`).
pub const CF_BRANCH: BranchOpInterface =
    BranchOpInterface { successor_operands: cf_successor_operands, set_successor_operands: cf_set_successor_operands };

/// The i32 array property `name` of `op` (empty if unset).
fn i32_property(ctx: &Context, op: OpRef, name: &str) -> Vec<usize> {
    ctx.op_property(op, name)
        .and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
        .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0).max(0) as usize).collect())
        .unwrap_or_default()
}

/// The number of leading operands and the forwarded-operand count of each successor.
fn cf_successor_layout(ctx: &Context, op: OpRef) -> (usize, Vec<usize>) {
    let n_succ = ctx.successors(op).len();
    match ctx.op_name_text(op) {
        BranchOp::NAME => (0, vec![ctx.num_operands(op)]),
        CondBranchOp::NAME => {
            let seg = i32_property(ctx, op, "operandSegmentSizes");
            (1, (1..=n_succ).map(|i| seg.get(i).copied().unwrap_or(0)).collect())
        }
        _ => {
            let seg = i32_property(ctx, op, "operandSegmentSizes");
            let cases = i32_property(ctx, op, "case_operand_segments");
            let mut sizes = vec![seg.get(1).copied().unwrap_or(0)];
            sizes.extend((0..n_succ.saturating_sub(1)).map(|i| cases.get(i).copied().unwrap_or(0)));
            (1, sizes)
        }
    }
}

fn cf_successor_operands(ctx: &Context, op: OpRef, succ: usize) -> std::ops::Range<usize> {
    let (lead, sizes) = cf_successor_layout(ctx, op);
    let start = lead + sizes[..succ].iter().sum::<usize>();
    start..start + sizes[succ]
}

fn cf_set_successor_operands(ctx: &mut Context, op: OpRef, succ: usize, values: &[Value]) {
    let (lead, sizes) = cf_successor_layout(ctx, op);
    let all: Vec<Value> = ctx.operands(op).collect();
    let mut operands: Vec<Value> = all[..lead].to_vec();
    let mut new_sizes = Vec::with_capacity(sizes.len());
    let mut start = lead;
    for (i, &n) in sizes.iter().enumerate() {
        if i == succ {
            operands.extend_from_slice(values);
            new_sizes.push(values.len());
        } else {
            operands.extend_from_slice(&all[start..start + n]);
            new_sizes.push(n);
        }
        start += n;
    }
    ctx.set_operands(op, &operands);
    let mut updates: Vec<(&str, Vec<i32>)> = Vec::new();
    match ctx.op_name_text(op) {
        BranchOp::NAME => {}
        CondBranchOp::NAME => {
            updates.push(("operandSegmentSizes", vec![1, new_sizes[0] as i32, new_sizes[1] as i32]));
        }
        _ => {
            let cases: Vec<i32> = new_sizes[1..].iter().map(|&n| n as i32).collect();
            let total = cases.iter().sum();
            updates.push(("operandSegmentSizes", vec![1, new_sizes[0] as i32, total]));
            updates.push(("case_operand_segments", cases));
        }
    }
    if updates.is_empty() {
        return;
    }
    let mut props: Vec<oxir::NamedAttribute> = ctx
        .op_properties(op)
        .map(|p| oxir::builtin::attributes::DictionaryAttr::entries(ctx, p).to_vec())
        .unwrap_or_default();
    for (name, vals) in updates {
        let value = oxir::ods::op::i32_array(ctx, vals);
        let id = ctx.ident(name);
        match props.iter_mut().find(|e| e.name == id) {
            Some(e) => e.value = value,
            None => props.push(oxir::NamedAttribute { name: id, value }),
        }
    }
    let dict = oxir::builtin::attributes::DictionaryAttr::get(ctx, props);
    ctx.set_op_properties(op, Some(dict));
}

/// Assert operation with message attribute.
///
/// Assert operation at runtime with single boolean operand and an error message attribute. If
/// the argument is `true` this operation has no effect. Otherwise, the program execution will
/// abort. The provided error message may be used by a runtime to propagate the error to the
/// user.
#[op(
    name = "cf.assert",
    traits(MemWrite),
    format = "$arg `,` $msg attr-dict",
    canonicalizer = canonicalize::assert_patterns
)]
pub struct AssertOp {
    #[operand(I1)]
    arg: Value,
    #[attribute(STR_ATTR)]
    msg: StringAttr,
}

/// Branch operation.
///
/// The `cf.br` operation represents a direct branch operation to a given block. The operands of
/// this operation are forwarded to the successor block, and the number and type of the operands
/// must match the arguments of the target block.
#[op(
    name = "cf.br",
    traits(Pure, IsTerminator),
    format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
    verifier = BranchOp::verify,
    canonicalizer = canonicalize::br_patterns,
    branch = CF_BRANCH
)]
pub struct BranchOp {
    #[operand(name = "destOperands")]
    dest_operands: Vec<Value>,
    #[successor]
    dest: Block,
}

impl BranchOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let operands: Vec<Value> = ctx.operands(op).collect();
        verify_successor_operands(ctx, op, 0, &operands)
    }
}

/// Conditional branch operation.
///
/// The `cf.cond_br` terminator operation represents a conditional branch on a boolean (1-bit
/// integer) value. If the bit is set, then the first destination is jumped to; if it is false,
/// the second destination is chosen. The count and types of operands must align with the
/// arguments in the corresponding target blocks.
#[op(
    name = "cf.cond_br",
    traits(AttrSizedOperandSegments, Pure, IsTerminator),
    format = "$condition (`weights` `(` $branch_weights^ `)`)? `,` \
              $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` \
              $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    verifier = CondBranchOp::verify,
    canonicalizer = canonicalize::cond_br_patterns,
    branch = CF_BRANCH
)]
pub struct CondBranchOp {
    #[operand(I1)]
    condition: Value,
    #[operand(name = "trueDestOperands")]
    true_dest_operands: Vec<Value>,
    #[operand(name = "falseDestOperands")]
    false_dest_operands: Vec<Value>,
    #[attribute]
    branch_weights: Option<DenseI32Array>,
    #[successor(name = "trueDest")]
    true_dest: Block,
    #[successor(name = "falseDest")]
    false_dest: Block,
}

/// MLIR's `verifyWeights` (`WeightedBranchOpInterface`).
pub(crate) fn verify_weights(ctx: &Context, op: OpRef, weights: Option<Vec<i32>>) -> Result<(), Diagnostic> {
    let Some(w) = weights else { return Ok(()) };
    if w.is_empty() {
        return Ok(());
    }
    let n = ctx.successors(op).len();
    if w.len() != n {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            format!("expects number of branch weights to match number of successors: {} vs {n}", w.len()),
        ));
    }
    if w.iter().all(|&v| v == 0) {
        return Err(Diagnostic::error(ctx.op_loc(op), "branch weights cannot all be zero"));
    }
    Ok(())
}

impl CondBranchOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = CondBranchOp::from_op_unchecked(op);
        verify_successor_operands(ctx, op, 0, &c.true_dest_operands(ctx))?;
        verify_successor_operands(ctx, op, 1, &c.false_dest_operands(ctx))?;
        verify_weights(ctx, op, c.branch_weights(ctx))
    }
}

/// Switch operation.
///
/// The `cf.switch` terminator operation represents a switch on a signless integer value. If the
/// flag matches one of the specified cases, then the corresponding destination is jumped to. If
/// the flag does not match any of the cases, the default destination is jumped to. The count
/// and types of operands must align with the arguments in the corresponding target blocks.
#[op(
    name = "cf.switch",
    traits(AttrSizedOperandSegments, Pure, IsTerminator),
    format = "$flag `:` type($flag) `,` `[` `\\n` \
              custom<SwitchOpCases>(ref(type($flag)), $defaultDestination, $defaultOperands, type($defaultOperands), \
              $case_values, $caseDestinations, $caseOperands, type($caseOperands)) `]` attr-dict",
    verifier = SwitchOp::verify,
    canonicalizer = canonicalize::switch_patterns,
    branch = CF_BRANCH
)]
pub struct SwitchOp {
    #[operand(ANY_INTEGER)]
    flag: Value,
    #[operand(name = "defaultOperands")]
    default_operands: Vec<Value>,
    #[operand(name = "caseOperands", segments = "case_operand_segments")]
    case_operands: Vec<Vec<Value>>,
    #[attribute(ANY_INT_ELEMENTS_ATTR)]
    case_values: Option<DenseIntOrFPElementsAttr>,
    #[attribute]
    case_operand_segments: DenseI32Array,
    #[successor(name = "defaultDestination")]
    default_destination: Block,
    #[successor(name = "caseDestinations")]
    case_destinations: Vec<Block>,
}

impl SwitchOp {
    /// The case values, as unsigned 64-bit limited values and as signed values of the flag's
    /// width (MLIR's `getValues<APInt>()`).
    pub fn case_value_ints(self, ctx: &Context) -> Vec<oxir::numeric::APInt> {
        match self.case_values(ctx) {
            Some(d) => {
                let n = d.num_elements() as usize;
                let vals: Vec<_> = d.int_values().collect();
                if d.is_splat() && vals.len() == 1 {
                    vec![vals[0].clone(); n]
                } else {
                    vals
                }
            }
            None => Vec::new(),
        }
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let s = SwitchOp::from_op_unchecked(op);
        let dests = s.case_destinations(ctx);
        let values = s.case_values(ctx);
        if values.is_none() && dests.is_empty() {
            // Successor operands still have to match.
        } else if let Some(d) = values {
            let flag_ty = ctx.value_type(s.flag(ctx));
            let el = d.element_type(ctx);
            if el != flag_ty {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "'flag' type ('{}') should match case value type ('{}')",
                        flag_ty.to_text(ctx),
                        el.to_text(ctx)
                    ),
                ));
            }
            if d.num_elements() as usize != dests.len() {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "number of case values ({}) should match number of case destinations ({})",
                        d.num_elements(),
                        dests.len()
                    ),
                ));
            }
        }
        verify_successor_operands(ctx, op, 0, &s.default_operands(ctx))?;
        for (i, ops) in s.case_operands(ctx).iter().enumerate() {
            verify_successor_operands(ctx, op, i + 1, ops)?;
        }
        Ok(())
    }
}

/// The `cf` dialect: low-level, i.e. non-region based, control flow constructs, which represent
/// control flow directly on SSA blocks of a control flow graph.
#[dialect(name = "cf", ops(AssertOp, BranchOp, CondBranchOp, SwitchOp))]
pub struct ControlFlowDialect;
