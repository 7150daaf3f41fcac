//! The terminators of the llvm dialect: `llvm.br`, `llvm.cond_br`, `llvm.switch`,
//! `llvm.return` and `llvm.unreachable`.

use super::func::LLVMFuncOp;
use crate::llvm::constraints::*;
use crate::llvm::syntax::control::*;
use crate::llvm::types::*;
use crate::utils::branches::{verify_weights, BranchOpNames, ANY_INT_ELEMENTS_ATTR};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::numeric::APInt;
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{Block, DenseI32Array, Op};
use oxir::registry::BranchOpInterface;
use oxir::traits::*;
use oxir::{Attribute, Context, Diagnostic, OpRef, Value};
use oxir_macros::op;

// ----- the branch interface -----

/// The `BranchOpInterface` of `llvm.br`, `llvm.cond_br` and `llvm.switch`.
pub const LLVM_BRANCH: BranchOpInterface =
    BranchOpInterface { successor_operands, set_successor_operands, successor_for_operands: None };

/// The names of the llvm dialect's branch ops, for the shared successor-operand layout.
const LLVM_BRANCH_NAMES: BranchOpNames = BranchOpNames { br: BrOp::NAME, cond_br: CondBrOp::NAME };

fn successor_operands(ctx: &Context, op: OpRef, succ: usize) -> std::ops::Range<usize> {
    LLVM_BRANCH_NAMES.successor_operands(ctx, op, succ)
}

fn set_successor_operands(ctx: &mut Context, op: OpRef, succ: usize, values: &[Value]) {
    LLVM_BRANCH_NAMES.set_successor_operands(ctx, op, succ, values)
}

// ----- ops -----

/// Unconditional branch: `llvm.br ^bb1(%x : i32)`.
#[op(
    name = "llvm.br",
    traits(Pure, IsTerminator),
    format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
    branch = LLVM_BRANCH
)]
pub struct BrOp {
    #[operand(LLVM_TYPE, name = "destOperands")]
    dest_operands: Vec<Value>,
    #[attribute(ANY_ATTR)]
    loop_annotation: Option<Attribute>,
    #[successor]
    dest: Block,
}

/// Conditional branch: `llvm.cond_br %c, ^bb1, ^bb2(%x : i32)`.
#[op(
    name = "llvm.cond_br",
    traits(AttrSizedOperandSegments, Pure, IsTerminator),
    format = "$condition (`weights` `(` $branch_weights^ `)`)? `,` \
              $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` \
              $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    verifier = CondBrOp::verify,
    branch = LLVM_BRANCH
)]
pub struct CondBrOp {
    #[operand(I1)]
    condition: Value,
    #[operand(LLVM_TYPE, name = "trueDestOperands")]
    true_dest_operands: Vec<Value>,
    #[operand(LLVM_TYPE, name = "falseDestOperands")]
    false_dest_operands: Vec<Value>,
    #[attribute]
    branch_weights: Option<DenseI32Array>,
    #[attribute(ANY_ATTR)]
    loop_annotation: Option<Attribute>,
    #[successor(name = "trueDest")]
    true_dest: Block,
    #[successor(name = "falseDest")]
    false_dest: Block,
}

impl CondBrOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = CondBrOp::from_op_unchecked(op);
        verify_weights(ctx, op, c.branch_weights(ctx))
    }
}

/// Multi-way branch on an integer: `llvm.switch %x : i32, ^default [ 1: ^bb1, 2: ^bb2 ]`.
#[op(
    name = "llvm.switch",
    traits(AttrSizedOperandSegments, Pure, IsTerminator),
    format = "$value `:` type($value) `,` $defaultDestination (`(` $defaultOperands^ `:` type($defaultOperands) `)`)? \
              custom<SwitchOpCases>(ref(type($value)), $case_values, $caseDestinations, $caseOperands, \
              type($caseOperands)) attr-dict",
    verifier = SwitchOp::verify,
    branch = LLVM_BRANCH
)]
pub struct SwitchOp {
    #[operand(ANY_INTEGER)]
    value: Value,
    #[operand(name = "defaultOperands")]
    default_operands: Vec<Value>,
    #[operand(name = "caseOperands", segments = "case_operand_segments")]
    case_operands: Vec<Vec<Value>>,
    #[attribute(ANY_INT_ELEMENTS_ATTR)]
    case_values: Option<DenseIntOrFPElementsAttr>,
    #[attribute]
    case_operand_segments: DenseI32Array,
    #[attribute]
    branch_weights: Option<DenseI32Array>,
    #[successor(name = "defaultDestination")]
    default_destination: Block,
    #[successor(name = "caseDestinations")]
    case_destinations: Vec<Block>,
}

impl SwitchOp {
    /// The case values, sign-extended to `i64`.
    pub fn case_value_ints(self, ctx: &Context) -> Vec<i64> {
        match self.case_values(ctx) {
            Some(d) => {
                let n = d.num_elements() as usize;
                let vals: Vec<i64> = d.int_values().map(|v| sext_i64(&v)).collect();
                if d.is_splat() && vals.len() == 1 {
                    vec![vals[0]; n]
                } else {
                    vals
                }
            }
            None => Vec::new(),
        }
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let s = SwitchOp::from_op_unchecked(op);
        let ndest = s.case_destinations(ctx).len();
        let nvals = s.case_values(ctx).map(|d| d.num_elements() as usize);
        if (nvals.is_none() && ndest != 0) || nvals.is_some_and(|n| n != ndest) {
            return Err(op_error(ctx, op, "expects number of case values to match number of case destinations"));
        }
        if let Some(w) = s.branch_weights(ctx) {
            let n = ctx.successors(op).len();
            if w.len() != n {
                return Err(Diagnostic::error(
                    ctx.op_loc(op),
                    format!("expects number of branch weights to match number of successors: {} vs {n}", w.len()),
                ));
            }
        }
        if let Some(d) = s.case_values(ctx) {
            if d.element_type(ctx) != ctx.value_type(s.value(ctx)) {
                return Err(Diagnostic::error(ctx.op_loc(op), "expects case value type to match condition value type"));
            }
        }
        Ok(())
    }
}

fn sext_i64(v: &APInt) -> i64 {
    v.try_to_i64().unwrap_or_else(|| v.low_u64() as i64)
}

/// Returns from the enclosing `llvm.func`: `llvm.return %x : i32` or `llvm.return`.
#[op(
    name = "llvm.return",
    traits(Pure, ReturnLike, IsTerminator),
    format = "attr-dict ($arg^ `:` type($arg))?",
    verifier = ReturnOp::verify
)]
pub struct ReturnOp {
    #[operand(LLVM_TYPE)]
    arg: Option<Value>,
}

impl ReturnOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut cur = ctx.op_parent_op(op);
        let f = loop {
            let Some(p) = cur else { return Ok(()) };
            if let Some(f) = ctx.cast_op::<LLVMFuncOp>(p) {
                break f;
            }
            cur = ctx.op_parent_op(p);
        };
        let Some(fty) = f.llvm_function_type(ctx) else { return Ok(()) };
        let floc = ctx.op_loc(f.op());
        let note = |d: Diagnostic| d.with_note(floc, "when returning from function");
        let arg = ctx.operands(op).next();
        if fty.result.isa::<LLVMVoidType>(ctx) {
            if arg.is_some() {
                return Err(note(op_error(ctx, op, "expected no operands")));
            }
            return Ok(());
        }
        let Some(arg) = arg else {
            return Err(note(op_error(ctx, op, "expected 1 operand")));
        };
        if ctx.value_type(arg) != fty.result {
            return Err(note(op_error(ctx, op, "mismatching result types")));
        }
        Ok(())
    }
}

/// Marks code that is never reached.
#[op(name = "llvm.unreachable", traits(IsTerminator), format = "attr-dict")]
pub struct UnreachableOp {}
