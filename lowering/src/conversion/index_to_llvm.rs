//! `convert-index-to-llvm`: MLIR's `IndexToLLVM` conversion. `index` becomes the integer of
//! `index-bitwidth` bits; each arithmetic op becomes its llvm counterpart, the rounding
//! divisions expand into integer arithmetic and selects, the casts become truncations or
//! extensions (nothing when the widths agree), `index.cmp` an `llvm.icmp` with the same
//! predicate, and `sizeof` and the constants `llvm.mlir.constant`s of that width.

use super::arith_to_llvm::{one_to_one, Attrs};
use super::build;
use super::pattern::{create1, operands_convert, IndexBitwidthConversion};
use super::type_converter::LlvmTypeConverter;
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::IntegerType;
use oxir::conversion::{ConversionPattern, ConversionRewriter};
use oxir::numeric::APInt;
use oxir::ods::Op;
use oxir::{Attribute, Builder, OpRef, Type, Value};
use oxir_dialects::{index, llvm};
use std::sync::Arc;

#[derive(Clone, Copy)]
enum Kind {
    CeilDivS,
    CeilDivU,
    FloorDivS,
    Cast { signed: bool },
    Cmp,
    SizeOf,
    Constant,
    BoolConstant,
}

struct IndexPattern {
    root: &'static str,
    kind: Kind,
    conv: LlvmTypeConverter,
}

/// Creates the llvm op `name` of `operands` with result type `ty` and returns its result.
fn llvm_op(rw: &mut ConversionRewriter<'_, '_>, name: &str, loc: Attribute, operands: &[Value], ty: Type) -> Value {
    let st = build::simple(rw.ctx(), name, loc, operands, ty);
    create1(rw, st)
}

/// `llvm.icmp` of `pred` (LLVM's numbering, which the index predicates share).
fn icmp(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, pred: i64, lhs: Value, rhs: Value) -> Value {
    let ctx = rw.ctx();
    let mut st = build::simple(ctx, llvm::ICmpOp::NAME, loc, &[lhs, rhs], IntegerType::get(ctx, 1));
    st.properties = Some(build::props(ctx, &[("predicate", llvm::i64_attr(ctx, pred))]));
    create1(rw, st)
}

fn constant(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, ty: Type, v: i64) -> Value {
    let a = build::int_attr(rw.ctx(), ty, v);
    llvm::ConstantOp::build(rw, loc, ty, a).into()
}

fn pred_of(p: index::IndexCmpPredicate) -> i64 {
    p.value()
}

impl IndexPattern {
    fn rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        use index::IndexCmpPredicate::{Eq, Ne, Sgt, Slt};
        if !operands_convert(rw, &self.conv, op) {
            return None;
        }
        rw.set_insertion_point(op);
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let ity = self.conv.index_type(ctx);
        let v = match self.kind {
            Kind::CeilDivS => {
                let (n, m) = (operands[0], operands[1]);
                let ty = ctx.value_type(n);
                let zero = constant(rw, loc, ty, 0);
                let pos_one = constant(rw, loc, ty, 1);
                let neg_one = constant(rw, loc, ty, -1);
                let m_pos = icmp(rw, loc, pred_of(Sgt), m, zero);
                let x = llvm_op(rw, llvm::SelectOp::NAME, loc, &[m_pos, neg_one, pos_one], ty);
                let n_plus_x = llvm_op(rw, llvm::AddOp::NAME, loc, &[n, x], ty);
                let n_plus_x_div_m = llvm_op(rw, llvm::SDivOp::NAME, loc, &[n_plus_x, m], ty);
                let pos_res = llvm_op(rw, llvm::AddOp::NAME, loc, &[n_plus_x_div_m, pos_one], ty);
                let neg_n = llvm_op(rw, llvm::SubOp::NAME, loc, &[zero, n], ty);
                let neg_n_div_m = llvm_op(rw, llvm::SDivOp::NAME, loc, &[neg_n, m], ty);
                let neg_res = llvm_op(rw, llvm::SubOp::NAME, loc, &[zero, neg_n_div_m], ty);
                let n_pos = icmp(rw, loc, pred_of(Sgt), n, zero);
                let same_sign = icmp(rw, loc, pred_of(Eq), n_pos, m_pos);
                let n_non_zero = icmp(rw, loc, pred_of(Ne), n, zero);
                let i1 = rw.ctx().value_type(same_sign);
                let cmp = llvm_op(rw, llvm::AndOp::NAME, loc, &[same_sign, n_non_zero], i1);
                llvm_op(rw, llvm::SelectOp::NAME, loc, &[cmp, pos_res, neg_res], ty)
            }
            Kind::CeilDivU => {
                let (n, m) = (operands[0], operands[1]);
                let ty = ctx.value_type(n);
                let zero = constant(rw, loc, ty, 0);
                let one = constant(rw, loc, ty, 1);
                let minus_one = llvm_op(rw, llvm::SubOp::NAME, loc, &[n, one], ty);
                let quotient = llvm_op(rw, llvm::UDivOp::NAME, loc, &[minus_one, m], ty);
                let plus_one = llvm_op(rw, llvm::AddOp::NAME, loc, &[quotient, one], ty);
                let cmp = icmp(rw, loc, pred_of(Eq), n, zero);
                llvm_op(rw, llvm::SelectOp::NAME, loc, &[cmp, zero, plus_one], ty)
            }
            Kind::FloorDivS => {
                let (n, m) = (operands[0], operands[1]);
                let ty = ctx.value_type(n);
                let zero = constant(rw, loc, ty, 0);
                let pos_one = constant(rw, loc, ty, 1);
                let neg_one = constant(rw, loc, ty, -1);
                let m_neg = icmp(rw, loc, pred_of(Slt), m, zero);
                let x = llvm_op(rw, llvm::SelectOp::NAME, loc, &[m_neg, pos_one, neg_one], ty);
                let x_minus_n = llvm_op(rw, llvm::SubOp::NAME, loc, &[x, n], ty);
                let x_minus_n_div_m = llvm_op(rw, llvm::SDivOp::NAME, loc, &[x_minus_n, m], ty);
                let neg_res = llvm_op(rw, llvm::SubOp::NAME, loc, &[neg_one, x_minus_n_div_m], ty);
                let pos_res = llvm_op(rw, llvm::SDivOp::NAME, loc, &[n, m], ty);
                let n_neg = icmp(rw, loc, pred_of(Slt), n, zero);
                let diff_sign = icmp(rw, loc, pred_of(Ne), n_neg, m_neg);
                let n_non_zero = icmp(rw, loc, pred_of(Ne), n, zero);
                let i1 = rw.ctx().value_type(diff_sign);
                let cmp = llvm_op(rw, llvm::AndOp::NAME, loc, &[diff_sign, n_non_zero], i1);
                llvm_op(rw, llvm::SelectOp::NAME, loc, &[cmp, neg_res, pos_res], ty)
            }
            Kind::Cast { signed } => {
                let input = operands[0];
                let in_ty = ctx.value_type(input);
                let out = self.conv.convert(ctx, ctx.value_type(ctx.result(op, 0)))?;
                let width = |t: Type| t.dyn_cast::<IntegerType>(ctx).map(|i| i.width);
                let (wi, wo) = (width(in_ty)?, width(out)?);
                if in_ty == out {
                    input
                } else if wi > wo {
                    llvm::TruncOp::build(rw, loc, input, out).into()
                } else if signed {
                    llvm::SExtOp::build(rw, loc, input, out).into()
                } else {
                    llvm::ZExtOp::build(rw, loc, input, out).into()
                }
            }
            Kind::Cmp => {
                let pred = index::CmpOp::from_op_unchecked(op).pred(ctx)?;
                icmp(rw, loc, pred_of(pred), operands[0], operands[1])
            }
            Kind::SizeOf => constant(rw, loc, ity, self.conv.index_bitwidth as i64),
            Kind::Constant => {
                let value = index::ConstantOp::from_op_unchecked(op).value(ctx)?;
                let a = IntegerAttr::get(ctx, ity, value.value.trunc(self.conv.index_bitwidth));
                llvm::ConstantOp::build(rw, loc, ity, a).into()
            }
            Kind::BoolConstant => {
                let value = index::BoolConstantOp::from_op_unchecked(op).value(ctx)?;
                let i1 = IntegerType::get(ctx, 1);
                let a = IntegerAttr::get(ctx, i1, APInt::from_u64(1, !value.value.is_zero() as u64));
                llvm::ConstantOp::build(rw, loc, i1, a).into()
            }
        };
        rw.replace_op(op, &[v]).ok()
    }
}

impl ConversionPattern for IndexPattern {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        self.rewrite(op, operands, rw).is_some()
    }
}

/// The patterns of `convert-index-to-llvm` (MLIR's `populateIndexToLLVMConversionPatterns`).
pub fn patterns(conv: LlvmTypeConverter) -> Vec<Arc<dyn ConversionPattern>> {
    fn one<Src: Op, Dst: Op>(conv: LlvmTypeConverter) -> Arc<dyn ConversionPattern> {
        one_to_one(Src::NAME, Dst::NAME, Attrs::PassThrough, false, conv)
    }
    let special =
        |root: &'static str, kind: Kind| -> Arc<dyn ConversionPattern> { Arc::new(IndexPattern { root, kind, conv }) };
    vec![
        one::<index::AddOp, llvm::AddOp>(conv),
        one::<index::SubOp, llvm::SubOp>(conv),
        one::<index::MulOp, llvm::MulOp>(conv),
        one::<index::DivSOp, llvm::SDivOp>(conv),
        one::<index::DivUOp, llvm::UDivOp>(conv),
        one::<index::RemSOp, llvm::SRemOp>(conv),
        one::<index::RemUOp, llvm::URemOp>(conv),
        one::<index::MaxSOp, llvm::SMaxOp>(conv),
        one::<index::MaxUOp, llvm::UMaxOp>(conv),
        one::<index::MinSOp, llvm::SMinOp>(conv),
        one::<index::MinUOp, llvm::UMinOp>(conv),
        one::<index::ShlOp, llvm::ShlOp>(conv),
        one::<index::ShrSOp, llvm::AShrOp>(conv),
        one::<index::ShrUOp, llvm::LShrOp>(conv),
        one::<index::AndOp, llvm::AndOp>(conv),
        one::<index::OrOp, llvm::OrOp>(conv),
        one::<index::XOrOp, llvm::XOrOp>(conv),
        special(index::CeilDivSOp::NAME, Kind::CeilDivS),
        special(index::CeilDivUOp::NAME, Kind::CeilDivU),
        special(index::FloorDivSOp::NAME, Kind::FloorDivS),
        special(index::CastSOp::NAME, Kind::Cast { signed: true }),
        special(index::CastUOp::NAME, Kind::Cast { signed: false }),
        special(index::CmpOp::NAME, Kind::Cmp),
        special(index::SizeOfOp::NAME, Kind::SizeOf),
        special(index::ConstantOp::NAME, Kind::Constant),
        special(index::BoolConstantOp::NAME, Kind::BoolConstant),
    ]
}

/// MLIR's `ConvertIndexToLLVMPass` (`convert-index-to-llvm`).
pub fn convert_index_to_llvm() -> IndexBitwidthConversion {
    IndexBitwidthConversion::new(
        "ConvertIndexToLLVMPass",
        "convert-index-to-llvm",
        "Lower the `index` dialect to the `llvm` dialect.",
        patterns,
    )
}
