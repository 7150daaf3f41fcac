//! `convert-cf-to-llvm`: MLIR's `ControlFlowToLLVM` conversion. `cf.br`, `cf.cond_br` and
//! `cf.switch` become `llvm.br`, `llvm.cond_br` and `llvm.switch`; the arguments of their
//! successor blocks are converted on the way (uses of the old arguments see casts back), and
//! `cf.assert` becomes a branch to a block that prints the message with `puts` and aborts.

use super::build;
use super::pattern::IndexBitwidthConversion;
use super::print_call::create_print_str_call;
use super::type_converter::LlvmTypeConverter;
use oxir::conversion::{op_attr_or_prop, ConversionPattern, ConversionRewriter, OpConversionPattern, CAST_OP};
use oxir::ods::{Op, OpAdaptor};
use oxir::{BlockRef, Context, OpRef, OperationState, Type, Value};
use oxir_dialects::{cf, llvm};
use std::sync::Arc;

/// MLIR's `getConvertedBlock`: `block` with its arguments converted so that they take
/// `expected`; `None` when the conversion does not give those types.
pub fn converted_block(
    rw: &mut ConversionRewriter<'_, '_>,
    conv: &LlvmTypeConverter,
    block: BlockRef,
    expected: &[Type],
) -> Option<BlockRef> {
    let ctx = rw.ctx();
    let args: Vec<Value> = ctx.block_arguments(block).collect();
    let types: Vec<Type> = args.iter().map(|&a| ctx.value_type(a)).collect();
    if types == expected {
        return Some(block);
    }
    if ctx.is_entry_block(block) {
        return None;
    }
    let new: Option<Vec<Type>> = types.iter().map(|&t| conv.convert(ctx, t)).collect();
    if new.as_deref() != Some(expected) {
        return None;
    }
    convert_block_arguments(rw, block, expected);
    Some(block)
}

/// Gives the arguments of `block` the types `new`; remaining uses of an argument whose type
/// changed see a cast back to its old type, created at the start of the block.
pub fn convert_block_arguments(rw: &mut ConversionRewriter<'_, '_>, block: BlockRef, new: &[Type]) {
    let args: Vec<Value> = rw.ctx().block_arguments(block).collect();
    for (i, (&a, &t)) in args.iter().zip(new).enumerate() {
        let old = rw.ctx().value_type(a);
        if old == t {
            continue;
        }
        rw.ctx_mut().set_value_type(a, t);
        if !rw.ctx().has_uses(a) {
            continue;
        }
        let uses: Vec<oxir::OpOperand> = rw.ctx().uses(a).collect();
        let loc = rw.ctx().block_argument_loc(block, i);
        let mut st = build::state(rw.ctx(), CAST_OP, loc);
        st.operands.push(a);
        st.result_types.push(old);
        let cast = rw.ctx_mut().create_op(st);
        let first = rw.ctx().block_first_op(block);
        rw.ctx_mut().insert_op_before(block, first, cast);
        rw.mark_materialization(cast);
        let cv = rw.ctx().result(cast, 0);
        for u in uses {
            rw.ctx_mut().set_operand(u.owner, u.index as usize, cv);
        }
    }
}

fn types_of(ctx: &Context, vals: &[Value]) -> Vec<Type> {
    vals.iter().map(|&v| ctx.value_type(v)).collect()
}

struct BranchLowering {
    conv: LlvmTypeConverter,
}

impl OpConversionPattern for BranchLowering {
    type Op = cf::BranchOp;
    fn match_and_rewrite(
        &self,
        op: cf::BranchOp,
        adaptor: cf::BranchOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let (op, operands) = (op.op(), OpAdaptor::operands(&adaptor));
        let ctx = rw.ctx();
        let Some(&dest) = ctx.successors(op).first() else { return false };
        let expected = types_of(ctx, operands);
        let attrs = ctx.op_attrs(op).to_vec();
        let Some(dest) = converted_block(rw, &self.conv, dest, &expected) else { return false };
        // A state, as the op's discardable attributes carry over.
        let mut st = OperationState::new(rw.ctx().op_name(llvm::BrOp::NAME), rw.ctx().op_loc(op));
        st.operands.extend_from_slice(operands);
        st.successors.push(dest);
        st.attributes = attrs;
        rw.replace_op_with_new(op, st).is_ok()
    }
}

struct CondBranchLowering {
    conv: LlvmTypeConverter,
}

impl OpConversionPattern for CondBranchLowering {
    type Op = cf::CondBranchOp;
    fn match_and_rewrite(
        &self,
        op: cf::CondBranchOp,
        adaptor: cf::CondBranchOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let (op, operands) = (op.op(), OpAdaptor::operands(&adaptor));
        let ctx = rw.ctx();
        let succs = ctx.successors(op).to_vec();
        if succs.len() != 2 || operands.is_empty() {
            return false;
        }
        let seg = segments(ctx, op, "operandSegmentSizes");
        let nt = seg.get(1).copied().unwrap_or(0);
        let (cond, rest) = (operands[0], &operands[1..]);
        if rest.len() < nt {
            return false;
        }
        let (t_ops, f_ops) = rest.split_at(nt);
        let weights = op_attr_or_prop(ctx, op, "branch_weights");
        let attrs = ctx.op_attrs(op).to_vec();
        let (tt, ft) = (types_of(ctx, t_ops), types_of(ctx, f_ops));
        let Some(t) = converted_block(rw, &self.conv, succs[0], &tt) else { return false };
        let Some(f) = converted_block(rw, &self.conv, succs[1], &ft) else { return false };
        let ctx = rw.ctx();
        // A state, as the op's discardable attributes and branch weights carry over.
        let mut st = OperationState::new(ctx.op_name(llvm::CondBrOp::NAME), ctx.op_loc(op));
        st.operands.push(cond);
        st.operands.extend_from_slice(t_ops);
        st.operands.extend_from_slice(f_ops);
        st.successors.extend([t, f]);
        let seg = oxir::ods::op::i32_array(ctx, [1, t_ops.len() as i32, f_ops.len() as i32]);
        let mut props = vec![("operandSegmentSizes", seg)];
        if let Some(w) = weights {
            props.push(("branch_weights", w));
        }
        st.properties = Some(build::props(ctx, &props));
        st.attributes = attrs;
        rw.replace_op_with_new(op, st).is_ok()
    }
}

fn segments(ctx: &Context, op: OpRef, name: &str) -> Vec<usize> {
    op_attr_or_prop(ctx, op, name)
        .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::DenseArrayAttr>(ctx))
        .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0).max(0) as usize).collect())
        .unwrap_or_default()
}

struct SwitchLowering {
    conv: LlvmTypeConverter,
}

impl OpConversionPattern for SwitchLowering {
    type Op = cf::SwitchOp;
    fn match_and_rewrite(
        &self,
        op: cf::SwitchOp,
        adaptor: cf::SwitchOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let (op, operands) = (op.op(), OpAdaptor::operands(&adaptor));
        let ctx = rw.ctx();
        let succs = ctx.successors(op).to_vec();
        if succs.is_empty() || operands.is_empty() {
            return false;
        }
        let seg = segments(ctx, op, "operandSegmentSizes");
        let cases = segments(ctx, op, "case_operand_segments");
        let nd = seg.get(1).copied().unwrap_or(0);
        let mut at = 1 + nd;
        if operands.len() < at {
            return false;
        }
        let default_ops = operands[1..at].to_vec();
        let mut case_ops = Vec::new();
        for &n in &cases {
            if operands.len() < at + n {
                return false;
            }
            case_ops.push(operands[at..at + n].to_vec());
            at += n;
        }
        let mut props: Vec<oxir::NamedAttribute> = ctx
            .op_properties(op)
            .map(|p| oxir::builtin::attributes::DictionaryAttr::entries(ctx, p).to_vec())
            .unwrap_or_default();
        let attrs = ctx.op_attrs(op).to_vec();
        let loc = ctx.op_loc(op);
        let dt = types_of(ctx, &default_ops);
        let Some(default) = converted_block(rw, &self.conv, succs[0], &dt) else { return false };
        let mut dests = Vec::new();
        for (i, &b) in succs.iter().skip(1).enumerate() {
            let ops = case_ops.get(i).cloned().unwrap_or_default();
            let t = types_of(rw.ctx(), &ops);
            match converted_block(rw, &self.conv, b, &t) {
                Some(b) => dests.push(b),
                None => return false,
            }
        }
        let ctx = rw.ctx();
        // A state, as the op's properties and discardable attributes carry over.
        let mut st = OperationState::new(ctx.op_name(llvm::SwitchOp::NAME), loc);
        st.operands.push(operands[0]);
        st.operands.extend(default_ops.iter().copied());
        for c in &case_ops {
            st.operands.extend(c.iter().copied());
        }
        st.successors.push(default);
        st.successors.extend(dests);
        // The properties carry over (case values, segment sizes, weights).
        props.retain(|e| !ctx.ident_str(e.name).is_empty());
        st.properties = Some(oxir::builtin::attributes::DictionaryAttr::get(ctx, props));
        st.attributes = attrs;
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// MLIR's `AssertOpLowering` (aborting on failure): the block splits at the assert; a new last
/// block prints the message with `puts` and aborts.
struct AssertLowering;

impl OpConversionPattern for AssertLowering {
    type Op = cf::AssertOp;
    fn match_and_rewrite(
        &self,
        op: cf::AssertOp,
        adaptor: cf::AssertOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let (op, operands) = (op.op(), OpAdaptor::operands(&adaptor));
        self.rewrite(op, operands, rw).is_some()
    }
}

impl AssertLowering {
    fn rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        use oxir::builtin::attributes::StringAttr;
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let msg = op_attr_or_prop(ctx, op, "msg")?.dyn_cast::<StringAttr>(ctx)?.value.to_vec();
        let block = ctx.op_parent_block(op)?;
        let region = ctx.block_parent_region(block)?;
        let cont = rw.rewriter.split_block(block, op);
        let failure = rw.ctx_mut().create_block();
        rw.ctx_mut().append_block(region, failure);
        // The failure block: print and abort.
        rw.rewriter.set_insertion_point_to_end(failure);
        create_print_str_call(rw, op, loc, "assert_msg", &msg, false, "puts")?;
        let void = oxir_dialects::llvm::LLVMVoidType::get(rw.ctx());
        let abort = super::memref_to_llvm::lookup_or_create_fn(rw, op, "abort", vec![], void)?;
        super::memref_to_llvm::call(rw, loc, &abort, &[], None);
        llvm::UnreachableOp::build(rw, loc);
        // The test.
        rw.rewriter.set_insertion_point_to_end(block);
        llvm::CondBrOp::build(rw, loc, *operands.first()?, &[], &[], cont, failure);
        rw.erase_op(op).ok()
    }
}

/// The patterns of `convert-cf-to-llvm` (MLIR's `populateControlFlowToLLVMConversionPatterns`).
pub fn patterns(conv: LlvmTypeConverter) -> Vec<Arc<dyn ConversionPattern>> {
    vec![
        Arc::new(BranchLowering { conv }),
        Arc::new(CondBranchLowering { conv }),
        Arc::new(SwitchLowering { conv }),
        Arc::new(AssertLowering),
    ]
}

/// MLIR's `ConvertControlFlowToLLVMPass` (`convert-cf-to-llvm`).
pub fn convert_cf_to_llvm() -> IndexBitwidthConversion {
    IndexBitwidthConversion::new(
        "ConvertControlFlowToLLVMPass",
        "convert-cf-to-llvm",
        "Convert ControlFlow operations to the LLVM dialect",
        patterns,
    )
}
