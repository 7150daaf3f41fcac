//! The terminators of the llvm dialect: `llvm.br`, `llvm.cond_br`, `llvm.switch`,
//! `llvm.return` and `llvm.unreachable`.

use super::constraints::*;
use super::func::LLVMFuncOp;
use super::types::*;
use crate::utils::branches::{
    i32_property, set_i32_array_properties, verify_successor_operands, verify_weights, SuccessorLayout,
    ANY_INT_ELEMENTS_ATTR,
};
use crate::utils::syntax::{
    parse_cond_br_successors, parse_optional_branch_weights, parse_successor_and_uses, parse_switch_tail,
    print_conditional_branch, print_successor_and_uses, WeightError,
};
use oxir::builtin::attributes::DenseArrayAttr;
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::numeric::APInt;
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{Block, Op};
use oxir::parser::lexer::TokenKind;
use oxir::parser::{OpAsmParser, ParseResult};
use oxir::printer::AsmPrinter;
use oxir::registry::BranchOpInterface;
use oxir::traits::*;
use oxir::{Attribute, Context, Diagnostic, NamedAttribute, OpRef, OperationState, Value};
use oxir_macros::op;

// ----- the branch interface -----

/// The `BranchOpInterface` of `llvm.br`, `llvm.cond_br` and `llvm.switch`.
pub const LLVM_BRANCH: BranchOpInterface = BranchOpInterface { successor_operands, set_successor_operands };

/// The number of leading operands and the forwarded-operand count of each successor.
fn layout(ctx: &Context, op: OpRef) -> SuccessorLayout {
    let n_succ = ctx.successors(op).len();
    let (lead, sizes) = match ctx.op_name_text(op) {
        "llvm.br" => (0, vec![ctx.num_operands(op)]),
        "llvm.cond_br" => {
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
    };
    SuccessorLayout { lead, sizes }
}

fn successor_operands(ctx: &Context, op: OpRef, succ: usize) -> std::ops::Range<usize> {
    layout(ctx, op).operands(succ)
}

fn set_successor_operands(ctx: &mut Context, op: OpRef, succ: usize, values: &[Value]) {
    let new_sizes = layout(ctx, op).set_operands(ctx, op, succ, values);
    let size = |i: usize| new_sizes.get(i).copied().unwrap_or(0) as i32;
    let updates = match ctx.op_name_text(op) {
        "llvm.br" => vec![],
        "llvm.cond_br" => vec![("operandSegmentSizes", vec![1, size(0), size(1)])],
        _ => {
            let cases: Vec<i32> = new_sizes.iter().skip(1).map(|&n| n as i32).collect();
            let total = cases.iter().sum();
            vec![("operandSegmentSizes", vec![1, size(0), total]), ("case_operand_segments", cases)]
        }
    };
    set_i32_array_properties(ctx, op, updates);
}

// ----- ops -----

/// Unconditional branch: `llvm.br ^bb1(%x : i32)`.
#[op(
    name = "llvm.br",
    traits(Pure, IsTerminator),
    format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
    verifier = BrOp::verify,
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

impl BrOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let operands: Vec<Value> = ctx.operands(op).collect();
        verify_successor_operands(ctx, op, 0, &operands)
    }
}

/// Conditional branch: `llvm.cond_br %c, ^bb1, ^bb2(%x : i32)`.
#[op(
    name = "llvm.cond_br",
    traits(AttrSizedOperandSegments, Pure, IsTerminator),
    parser = parse_cond_br,
    printer = print_cond_br,
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
    #[attribute(DENSE_I32_ARRAY_ATTR)]
    branch_weights: Option<DenseArrayAttr>,
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
        verify_successor_operands(ctx, op, 0, &c.true_dest_operands(ctx))?;
        verify_successor_operands(ctx, op, 1, &c.false_dest_operands(ctx))?;
        verify_weights(ctx, op, c.branch_weights(ctx))
    }
}

/// Multi-way branch on an integer: `llvm.switch %x : i32, ^default [ 1: ^bb1, 2: ^bb2 ]`.
#[op(
    name = "llvm.switch",
    traits(AttrSizedOperandSegments, Pure, IsTerminator),
    parser = parse_switch,
    printer = print_switch,
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
    #[attribute(DENSE_I32_ARRAY_ATTR)]
    case_operand_segments: DenseArrayAttr,
    #[attribute(DENSE_I32_ARRAY_ATTR)]
    branch_weights: Option<DenseArrayAttr>,
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
            if w.values.len() != n {
                return Err(Diagnostic::error(
                    ctx.op_loc(op),
                    format!(
                        "expects number of branch weights to match number of successors: {} vs {n}",
                        w.values.len()
                    ),
                ));
            }
        }
        if let Some(d) = s.case_values(ctx) {
            if d.element_type(ctx) != ctx.value_type(s.value(ctx)) {
                return Err(Diagnostic::error(ctx.op_loc(op), "expects case value type to match condition value type"));
            }
        }
        verify_successor_operands(ctx, op, 0, &s.default_operands(ctx))?;
        for (i, ops) in s.case_operands(ctx).iter().enumerate() {
            verify_successor_operands(ctx, op, i + 1, ops)?;
        }
        Ok(())
    }
}

fn sext_i64(v: &APInt) -> i64 {
    v.try_to_i64().unwrap_or_else(|| v.low_u64() as i64)
}

/// Parses `llvm.switch` after its name.
pub fn parse_switch(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let flag = p.parse_operand()?;
    p.fmt_parse_literal(":")?;
    let flag_ty = p.parse_type()?;
    p.fmt_parse_literal(",")?;
    let default = parse_successor_and_uses(p)?;
    p.fmt_parse_literal("[")?;
    let width = flag_ty.dyn_cast::<oxir::builtin::types::IntegerType>(p.ctx()).map_or(64, |i| i.width).max(1);
    let mut values = Vec::new();
    let mut cases = Vec::new();
    if !p.eat(TokenKind::RSquare) {
        loop {
            let neg = p.eat(TokenKind::Minus);
            let Some(v) = p.parse_optional_integer()? else {
                return Err(p.error_here("custom op 'llvm.switch' expected integer value"));
            };
            let v = if neg { -v } else { v };
            values.push(APInt::from_i128(width, v));
            p.fmt_parse_literal(":")?;
            cases.push(parse_successor_and_uses(p)?);
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.fmt_parse_literal("]")?;
    }
    let inherent = ["case_values", "case_operand_segments", "operandSegmentSizes", "branch_weights"];
    parse_switch_tail(p, state, (flag, flag_ty), default, &values, cases, &inherent)
}

/// Prints `llvm.switch` after its name.
pub fn print_switch(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let s = SwitchOp::from_op_unchecked(op);
    let flag = s.value(ctx);
    p.write(" ");
    p.print_value(flag);
    p.write(" : ");
    p.print_type(ctx.value_type(flag));
    p.write(", ");
    print_successor_and_uses(p, s.default_destination(ctx), &s.default_operands(ctx));
    p.write(" [");
    p.newline();
    if s.case_values(ctx).is_some() {
        let dests = s.case_destinations(ctx);
        let operands = s.case_operands(ctx);
        for (i, v) in s.case_value_ints(ctx).iter().enumerate() {
            if i > 0 {
                p.write(",");
                p.newline();
            }
            p.write("  ");
            p.write_display(v);
            p.write(": ");
            if let Some(&d) = dests.get(i) {
                print_successor_and_uses(p, d, operands.get(i).map(Vec::as_slice).unwrap_or(&[]));
            }
        }
        p.newline();
    }
    p.write("]");
    p.fmt_print_attr_dict(op, &["case_values", "case_operand_segments", "operandSegmentSizes"], false);
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

/// Parses `llvm.cond_br %c [weights([1, 2])], ^t(...), ^f(...) attr-dict`.
pub fn parse_cond_br(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let cond = p.parse_operand()?;
    let props: Vec<NamedAttribute> = parse_optional_branch_weights(p, WeightError::WrongToken)?.into_iter().collect();
    parse_cond_br_successors(p, state, cond, props, &["branch_weights", "operandSegmentSizes", "loop_annotation"])
}

/// Prints `llvm.cond_br` after its name.
pub fn print_cond_br(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let c = CondBrOp::from_op_unchecked(op);
    print_conditional_branch(
        p,
        op,
        c.condition(ctx),
        c.branch_weights(ctx),
        (c.true_dest(ctx), &c.true_dest_operands(ctx)),
        (c.false_dest(ctx), &c.false_dest_operands(ctx)),
    );
}
