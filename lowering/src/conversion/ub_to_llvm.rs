//! `convert-ub-to-llvm`: MLIR's `UBToLLVM` conversion. `ub.poison` (of the default `#ub.poison`
//! value) becomes `llvm.mlir.poison` of the converted type, and `ub.unreachable` becomes
//! `llvm.unreachable`. The vector lowerings create `ub.poison` (a transpose fills one element
//! by element), so programs using them need this pass before translation, as in MLIR.

use super::pattern::IndexBitwidthConversion;
use super::type_converter::LlvmTypeConverter;
use oxir::conversion::{ConversionPattern, ConversionRewriter};
use oxir::ods::Op;
use oxir::ub::{poison_attr, PoisonOp, UnreachableOp};
use oxir::{OpRef, Value};
use oxir_dialects::llvm;
use std::sync::Arc;

struct PoisonLowering {
    conv: LlvmTypeConverter,
}

impl ConversionPattern for PoisonLowering {
    fn root(&self) -> Option<&'static str> {
        Some(PoisonOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, _: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let value = oxir::operation::op_attr_or_prop(ctx, op, "value");
        if value.is_some_and(|v| v != poison_attr(ctx)) {
            return false;
        }
        let Some(ty) = ctx.result_types(op).next().and_then(|t| self.conv.convert(ctx, t)) else { return false };
        let loc = ctx.op_loc(op);
        let poison: Value = llvm::PoisonOp::build(rw, loc, ty).into();
        rw.replace_op(op, &[poison]).is_ok()
    }
}

struct UnreachableLowering;

impl ConversionPattern for UnreachableLowering {
    fn root(&self) -> Option<&'static str> {
        Some(UnreachableOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, _: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let loc = rw.ctx().op_loc(op);
        llvm::UnreachableOp::build(rw, loc);
        rw.erase_op(op).is_ok()
    }
}

/// The patterns of `convert-ub-to-llvm` (MLIR's `populateUBToLLVMConversionPatterns`).
pub fn patterns(conv: LlvmTypeConverter) -> Vec<Arc<dyn ConversionPattern>> {
    vec![Arc::new(PoisonLowering { conv }), Arc::new(UnreachableLowering)]
}

/// MLIR's `UBToLLVMConversionPass` (`convert-ub-to-llvm`, with its `index-bitwidth` option).
pub fn convert_ub_to_llvm() -> IndexBitwidthConversion {
    IndexBitwidthConversion::new(
        "UBToLLVMConversionPass",
        "convert-ub-to-llvm",
        "Convert UB dialect to LLVM dialect",
        patterns,
    )
}
