//! The `expand-realloc` pass (MLIR's `ExpandReallocPass`): a `memref.realloc` becomes what it
//! means, so that the deallocation passes and the LLVM lowering see only allocations, copies and
//! deallocations:
//!
//! ```mlir
//! %c0 = arith.constant 0 : index
//! %dim = memref.dim %src, %c0 : memref<?xf32>
//! %grow = arith.cmpi ult, %dim, %n : index
//! %r = scf.if %grow -> (memref<?xf32>) {
//!   %new = memref.alloc(%n) : memref<?xf32>
//!   %view = memref.subview %new[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
//!   memref.copy %src, %view : memref<?xf32> to memref<?xf32, strided<[1]>>
//!   memref.dealloc %src : memref<?xf32>
//!   scf.yield %new : memref<?xf32>
//! } else {
//!   %same = memref.reinterpret_cast %src to offset: [0], sizes: [%n], strides: [1]
//!       : memref<?xf32> to memref<?xf32>
//!   scf.yield %same : memref<?xf32>
//! }
//! ```
//!
//! Static sizes are constants instead of `memref.dim` and the size operand; the new allocation
//! keeps the realloc's `alignment`. With `emit-deallocs=false` the old buffer is not deallocated
//! (for code whose deallocations another pass inserts). As in MLIR, the pass is a partial
//! dialect conversion (arith, scf and memref legal, `memref.realloc` illegal), so the other ops
//! it meets are folded on the way, as MLIR's driver folds them.

use crate::arith::{CmpIOp, CmpIPredicate, ConstantOp};
use crate::memref::{infer_subview_type, AllocOp, CopyOp, DeallocOp, DimOp, ReallocOp, ReinterpretCastOp, SubViewOp};
use crate::scf::IfOp;
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::{IndexType, MemRefType, DYNAMIC};
use oxir::conversion::{ConversionPattern, ConversionRewriter, ConversionTarget, TypeConverter};
use oxir::ods::{Dialect as _, Op};
use oxir::pass::Pass;
use oxir::{Builder, Context, Diagnostic, OpRef, Value};
use std::sync::Arc;

/// The `expand-realloc` pass.
#[derive(Clone)]
pub struct ExpandRealloc {
    /// MLIR's `emit-deallocs`: deallocate the old buffer after copying it (the default).
    pub emit_deallocs: bool,
}

impl Default for ExpandRealloc {
    fn default() -> Self {
        ExpandRealloc { emit_deallocs: true }
    }
}

impl Pass for ExpandRealloc {
    fn name(&self) -> &'static str {
        "ExpandReallocPass"
    }
    fn argument(&self) -> &'static str {
        "expand-realloc"
    }
    fn description(&self) -> &'static str {
        "Expand memref.realloc operations into its components"
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "emit-deallocs" => {
                self.emit_deallocs = oxir::pass::options::parse_bool(key, value)?;
                Ok(())
            }
            _ => Err(format!("no such option {key}")),
        }
    }
    fn options(&self) -> Vec<(&'static str, oxir::pass::options::OptionValue)> {
        vec![("emit-deallocs", oxir::pass::options::OptionValue::Bool(self.emit_deallocs))]
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut target = ConversionTarget::new();
        target.add_legal_dialect(crate::arith::ArithDialect::NAMESPACE);
        target.add_legal_dialect(crate::scf::SCFDialect::NAMESPACE);
        target.add_legal_dialect(crate::memref::MemRefDialect::NAMESPACE);
        target.add_illegal_op(ReallocOp::NAME);
        let patterns: [Arc<dyn ConversionPattern>; 1] = [Arc::new(ExpandPattern { emit_deallocs: self.emit_deallocs })];
        oxir::conversion::apply_partial_conversion(ctx, op, &target, &patterns, &TypeConverter::new())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// MLIR's `ExpandReallocOpPattern`.
struct ExpandPattern {
    emit_deallocs: bool,
}

impl ConversionPattern for ExpandPattern {
    fn root(&self) -> Option<&'static str> {
        Some(ReallocOp::NAME)
    }
    fn uses_type_converter(&self) -> bool {
        false
    }
    fn match_and_rewrite(&self, op: OpRef, _operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let Some(r) = rw.ctx().cast_op::<ReallocOp>(op) else { return false };
        expand(rw, r, self.emit_deallocs).is_some()
    }
}

/// The rank-1 memref type of `v`, when its layout is the identity (what MLIR's pattern asserts;
/// other reallocs stay).
fn identity_rank1(ctx: &Context, v: Value) -> Option<MemRefType> {
    let m = ctx.value_type(v).dyn_cast::<MemRefType>(ctx)?.clone();
    (m.shape.len() == 1 && crate::memref::layout::is_identity_layout(ctx, m.layout)).then_some(m)
}

fn expand(rw: &mut ConversionRewriter<'_, '_>, r: ReallocOp, emit_deallocs: bool) -> Option<()> {
    let op = r.op();
    let ctx = rw.ctx();
    let (source, result) = (r.source(ctx), r.result(ctx));
    let (src_ty, res_ty) = (identity_rank1(ctx, source)?, identity_rank1(ctx, result)?);
    let loc = ctx.op_loc(op);
    let dynamic_size = r.dynamic_result_size(ctx);
    let alignment = r.alignment(ctx).cloned();
    let result_type = ctx.value_type(result);
    let index = IndexType::get(ctx);
    let view_type = infer_subview_type(ctx, &res_ty, &[0], &[src_ty.shape[0]], &[1])?;
    rw.set_insertion_point(op);
    let constant = |b: &mut ConversionRewriter<'_, '_>, v: i64| {
        let attr = IntegerAttr::from_i64(b.ctx(), index, v);
        ConstantOp::build(b, loc, index, attr).result(b.ctx())
    };
    // The old size (a `memref.dim` when dynamic), then the new one (the operand when dynamic).
    let old_static = src_ty.shape[0];
    let old_dim = (old_static == DYNAMIC).then(|| {
        let zero = constant(rw, 0);
        DimOp::build(rw, loc, source, zero).result(rw.ctx())
    });
    let new_static = res_ty.shape[0];
    let lhs = match old_dim {
        Some(d) => d,
        None => constant(rw, old_static),
    };
    let new_dynamic = dynamic_size.filter(|_| new_static == DYNAMIC);
    let rhs = match new_dynamic {
        Some(n) => n,
        None => constant(rw, new_static),
    };
    let grow = CmpIOp::build(rw, loc, lhs, rhs, CmpIPredicate::Ult).result(rw.ctx());
    let new_sizes: Vec<Value> = new_dynamic.into_iter().collect();
    let old_sizes: Vec<Value> = old_dim.into_iter().collect();
    let if_op = IfOp::build_then_else(
        rw,
        loc,
        grow,
        &[result_type],
        |b| {
            let l = b.loc();
            let alloc = AllocOp::build(b, l, &new_sizes, &[], result_type);
            if let Some(a) = alignment {
                alloc.set_alignment(b.ctx_mut(), a);
            }
            let new = alloc.memref(b.ctx());
            let view = SubViewOp::build(b, l, new, &[], &old_sizes, &[], view_type, &[0], &[old_static], &[1]);
            CopyOp::build(b, l, source, view);
            if emit_deallocs {
                DeallocOp::build(b, l, source);
            }
            vec![new]
        },
        |b| {
            let l = b.loc();
            let same =
                ReinterpretCastOp::build(b, l, source, &[], &new_sizes, &[], result_type, &[0], &[new_static], &[1]);
            vec![same.result(b.ctx())]
        },
    );
    let new = rw.ctx().result(if_op.into(), 0);
    rw.replace_op(op, &[new]).ok()
}
