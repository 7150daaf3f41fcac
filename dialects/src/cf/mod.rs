//! The `cf` dialect: unstructured control flow (MLIR's `ControlFlow` dialect): `cf.br`,
//! `cf.cond_br`, `cf.switch` and `cf.assert`, with MLIR's verifiers and canonicalizations.

mod canonicalize;
mod syntax;

use oxir::builtin::attributes::{IntegerAttr, StringAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{Block, DenseI32Array, Op};
use oxir::registry::BranchOpInterface;
use oxir::traits::*;
use oxir::{Attribute, Context, Diagnostic, OpRef, Value};
use oxir_macros::{dialect, op};
use syntax::{parse_switch_op_cases, print_switch_op_cases};

use crate::utils::branches::ANY_INT_ELEMENTS_ATTR;
use crate::utils::branches::{verify_weights, BranchOpNames};

/// The `BranchOpInterface` of `cf.br`, `cf.cond_br` and `cf.switch`: their operands are one
/// leading operand (none for `cf.br`) followed by each successor's forwarded operands in
/// successor order, grouped by `operandSegmentSizes` (and `case_operand_segments`).
pub const CF_BRANCH: BranchOpInterface = BranchOpInterface {
    successor_operands: cf_successor_operands,
    set_successor_operands: cf_set_successor_operands,
    successor_for_operands: Some(cf_successor_for_operands),
};

/// MLIR's `getSuccessorForOperands` of the cf branches: `cf.br` always takes its destination,
/// `cf.cond_br` on a known condition one side, `cf.switch` on a known flag the matching case
/// (the default when none matches).
fn cf_successor_for_operands(ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Option<usize> {
    let known = || operands.first().copied().flatten().and_then(|a| a.dyn_cast::<IntegerAttr>(ctx));
    match ctx.op_name_text(op) {
        BranchOp::NAME => Some(0),
        CondBranchOp::NAME => Some(if known()?.value.is_one() { 0 } else { 1 }),
        _ => {
            let s = SwitchOp::from_op_unchecked(op);
            if s.case_values(ctx).is_none() {
                return Some(0);
            }
            let flag = &known()?.value;
            Some(s.case_value_ints(ctx).iter().position(|c| c == flag).map_or(0, |i| i + 1))
        }
    }
}

/// The names of `cf`'s branch ops, for the shared successor-operand layout.
const CF_BRANCH_NAMES: BranchOpNames = BranchOpNames { br: BranchOp::NAME, cond_br: CondBranchOp::NAME };

fn cf_successor_operands(ctx: &Context, op: OpRef, succ: usize) -> std::ops::Range<usize> {
    CF_BRANCH_NAMES.successor_operands(ctx, op, succ)
}

fn cf_set_successor_operands(ctx: &mut Context, op: OpRef, succ: usize, values: &[Value]) {
    CF_BRANCH_NAMES.set_successor_operands(ctx, op, succ, values)
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
    canonicalizer = canonicalize::br_patterns,
    branch = CF_BRANCH
)]
pub struct BranchOp {
    #[operand(name = "destOperands")]
    dest_operands: Vec<Value>,
    #[successor]
    dest: Block,
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

impl CondBranchOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = CondBranchOp::from_op_unchecked(op);
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
        if let Some(d) = values {
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
        Ok(())
    }
}

/// The `cf` dialect: low-level, i.e. non-region based, control flow constructs, which represent
/// control flow directly on SSA blocks of a control flow graph.
#[dialect(name = "cf", interfaces = oxir::interfaces::inline_ops_only::<ControlFlowDialect>, ops(AssertOp, BranchOp, CondBranchOp, SwitchOp))]
pub struct ControlFlowDialect;
