//! The llvm dialect's [`TranslationInterface`]: each `llvm.*` op to its LLVM instruction(s), with
//! the flags its attributes carry (overflow, exactness, fast-math, alignment, volatility), and the
//! attributes of functions and the constants of attributes.

use super::interface::TranslationInterface;
use super::llvm_c::{Bundle, IntPred, Opcode, Ordering, RealPred, RmwOp, Ty, Val};
use super::module::{dict_entries, int_value, ModuleTranslation};
use oxir::builtin::attributes::{
    ArrayAttr, DenseArrayAttr, DictionaryAttr, FloatAttr, IntegerAttr, StringAttr, TypeAttr, UnitAttr,
};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{FloatType, IntegerType, VectorType};
use oxir::ods::Op;
use oxir::{Attribute, Diagnostic, OpRef, Type, Value};
use oxir_dialects::llvm;
use oxir_dialects::llvm::types::{LLVMArrayType, LLVMFunctionType, LLVMStructType};
use oxir_dialects::llvm::VecTypeHintAttr;

/// The translation of the llvm dialect's ops.
pub struct LlvmTranslation;

impl TranslationInterface for LlvmTranslation {
    fn convert_operation(&self, op: OpRef, t: &mut ModuleTranslation<'_, '_>) -> Result<Vec<Val>, Diagnostic> {
        convert(op, t)
    }

    fn convert_operation_into(
        &self,
        op: OpRef,
        t: &mut ModuleTranslation<'_, '_>,
        insts: &mut Vec<Val>,
    ) -> Result<(), Diagnostic> {
        // The common ops need no vector of their own.
        match convert_common(op, t)? {
            Some(v) => insts.push(v),
            None => insts.extend(convert(op, t)?),
        }
        Ok(())
    }
}

/// The LLVM opcode of a binary llvm op, by its name.
fn binop_code(name: &str) -> Option<Opcode> {
    use Opcode::*;
    Some(match name {
        llvm::AddOp::NAME => LLVMAdd,
        llvm::SubOp::NAME => LLVMSub,
        llvm::MulOp::NAME => LLVMMul,
        llvm::UDivOp::NAME => LLVMUDiv,
        llvm::SDivOp::NAME => LLVMSDiv,
        llvm::URemOp::NAME => LLVMURem,
        llvm::SRemOp::NAME => LLVMSRem,
        llvm::AndOp::NAME => LLVMAnd,
        llvm::OrOp::NAME => LLVMOr,
        llvm::XOrOp::NAME => LLVMXor,
        llvm::ShlOp::NAME => LLVMShl,
        llvm::LShrOp::NAME => LLVMLShr,
        llvm::AShrOp::NAME => LLVMAShr,
        llvm::FAddOp::NAME => LLVMFAdd,
        llvm::FSubOp::NAME => LLVMFSub,
        llvm::FMulOp::NAME => LLVMFMul,
        llvm::FDivOp::NAME => LLVMFDiv,
        llvm::FRemOp::NAME => LLVMFRem,
        _ => return None,
    })
}

/// The LLVM opcode of a cast llvm op, by its name.
fn cast_code(name: &str) -> Option<Opcode> {
    use Opcode::*;
    Some(match name {
        llvm::TruncOp::NAME => LLVMTrunc,
        llvm::ZExtOp::NAME => LLVMZExt,
        llvm::SExtOp::NAME => LLVMSExt,
        llvm::FPTruncOp::NAME => LLVMFPTrunc,
        llvm::FPExtOp::NAME => LLVMFPExt,
        llvm::FPToUIOp::NAME => LLVMFPToUI,
        llvm::FPToSIOp::NAME => LLVMFPToSI,
        llvm::UIToFPOp::NAME => LLVMUIToFP,
        llvm::SIToFPOp::NAME => LLVMSIToFP,
        llvm::PtrToIntOp::NAME => LLVMPtrToInt,
        llvm::IntToPtrOp::NAME => LLVMIntToPtr,
        llvm::BitcastOp::NAME => LLVMBitCast,
        llvm::AddrSpaceCastOp::NAME => LLVMAddrSpaceCast,
        _ => return None,
    })
}

fn icmp_pred(i: i64) -> Option<IntPred> {
    use IntPred::*;
    Some(match i {
        0 => LLVMIntEQ,
        1 => LLVMIntNE,
        2 => LLVMIntSLT,
        3 => LLVMIntSLE,
        4 => LLVMIntSGT,
        5 => LLVMIntSGE,
        6 => LLVMIntULT,
        7 => LLVMIntULE,
        8 => LLVMIntUGT,
        9 => LLVMIntUGE,
        _ => return None,
    })
}

fn fcmp_pred(i: i64) -> Option<RealPred> {
    use RealPred::*;
    // MLIR's numbering: false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true.
    Some(match i {
        0 => LLVMRealPredicateFalse,
        1 => LLVMRealOEQ,
        2 => LLVMRealOGT,
        3 => LLVMRealOGE,
        4 => LLVMRealOLT,
        5 => LLVMRealOLE,
        6 => LLVMRealONE,
        7 => LLVMRealORD,
        8 => LLVMRealUEQ,
        9 => LLVMRealUGT,
        10 => LLVMRealUGE,
        11 => LLVMRealULT,
        12 => LLVMRealULE,
        13 => LLVMRealUNE,
        14 => LLVMRealUNO,
        15 => LLVMRealPredicateTrue,
        _ => return None,
    })
}

fn ordering(i: i64) -> Ordering {
    use Ordering::*;
    match i {
        1 => LLVMAtomicOrderingUnordered,
        2 => LLVMAtomicOrderingMonotonic,
        4 => LLVMAtomicOrderingAcquire,
        5 => LLVMAtomicOrderingRelease,
        6 => LLVMAtomicOrderingAcquireRelease,
        7 => LLVMAtomicOrderingSequentiallyConsistent,
        _ => LLVMAtomicOrderingNotAtomic,
    }
}

fn ordering_attr(t: &ModuleTranslation<'_, '_>, op: OpRef, name: &str) -> Ordering {
    ordering(t.int_attr(op, name).unwrap_or(0))
}

/// LLVM-C's fast-math bits from the op's `fastmathFlags` (`#llvm.fastmath<...>`).
fn fastmath_bits(t: &ModuleTranslation<'_, '_>, op: OpRef) -> u32 {
    let name = t.names.fastmath_flags;
    if let Some(props) = t.ctx.op_properties(op) {
        let found = *t.prop_fastmath.borrow_mut().entry(props).or_insert_with(|| {
            let entry = DictionaryAttr::entries(t.ctx, props).iter().find(|e| e.name == name);
            entry.map(|e| fastmath_attr_bits(t, e.value))
        });
        if let Some(bits) = found {
            return bits;
        }
    }
    t.attr_by_ident(op, name).map_or(0, |a| fastmath_attr_bits(t, a))
}

/// The LLVM fast-math bits of a `fastmathFlags` attribute (0 if it is not one).
fn fastmath_attr_bits(t: &ModuleTranslation<'_, '_>, a: Attribute) -> u32 {
    use llvm::Fastmath::*;
    let Some(flags) = a.dyn_cast::<llvm::FastmathFlags>(t.ctx).copied() else {
        return 0;
    };
    [(Reassoc, 1), (Nnan, 2), (Ninf, 4), (Nsz, 8), (Arcp, 16), (Contract, 32), (Afn, 64)]
        .into_iter()
        .filter(|&(f, _)| flags.contains(f))
        .fold(0, |bits, (_, b)| bits | b)
}

/// The `nsw`/`nuw` bits of `overflowFlags` (1 nsw, 2 nuw), an `i32` property.
fn overflow_bits(t: &ModuleTranslation<'_, '_>, op: OpRef) -> i64 {
    t.int_attr_by_ident(op, t.names.overflow_flags).unwrap_or(0)
}

/// The integer values of a dense array attribute.
fn dense_i64s(t: &ModuleTranslation<'_, '_>, op: OpRef, name: &str) -> Option<Vec<i64>> {
    let a = t.attr(op, name)?;
    let d = a.dyn_cast::<DenseArrayAttr>(t.ctx)?;
    Some(d.values.iter().map(|v| v.try_to_i64().unwrap_or(0)).collect())
}

/// The operand segment sizes of an op with variadic operand groups.
fn segments(t: &ModuleTranslation<'_, '_>, op: OpRef) -> Option<Vec<usize>> {
    dense_i64s(t, op, "operandSegmentSizes").map(|v| v.into_iter().map(|x| x.max(0) as usize).collect())
}

/// The operand bundles of a call-like op (`["tag"(%a : i32)]`): the tags of `op_bundle_tags` with
/// their operands, which are the last operands of the op, grouped by `op_bundle_sizes`. The
/// bundles and how many trailing operands they take.
fn op_bundles(t: &ModuleTranslation<'_, '_>, op: OpRef, all: &[Val]) -> Result<(Vec<Bundle>, usize), Diagnostic> {
    let ctx = t.ctx;
    let sizes: Vec<usize> =
        dense_i64s(t, op, "op_bundle_sizes").unwrap_or_default().into_iter().map(|x| x.max(0) as usize).collect();
    let tags: Vec<String> = t
        .attr(op, "op_bundle_tags")
        .and_then(|a| a.dyn_cast::<ArrayAttr>(ctx).map(|a| a.elements.clone()))
        .unwrap_or_default()
        .into_iter()
        .map(|a| StringAttr::value_of(ctx, a).unwrap_or_default().to_string())
        .collect();
    let total: usize = sizes.iter().sum();
    if tags.len() != sizes.len() || total > all.len() {
        return Err(t.error(op, "malformed operand bundles"));
    }
    let mut next = all.len() - total;
    let mut out = Vec::new();
    for (tag, n) in tags.into_iter().zip(sizes) {
        out.push((tag, all[next..next + n].to_vec()));
        next += n;
    }
    Ok((out, total))
}

/// The operands a terminator passes to its `idx`-th successor.
pub(super) fn successor_operands(t: &ModuleTranslation<'_, '_>, term: OpRef, idx: usize) -> Vec<Value> {
    let ctx = t.ctx;
    let ops: Vec<Value> = ctx.operands(term).collect();
    let name = ctx.op_name_text(term);
    let seg = segments(t, term);
    let range = |from: usize, len: usize| ops.get(from..from + len).map(<[Value]>::to_vec).unwrap_or_default();
    match name {
        llvm::BrOp::NAME => ops,
        llvm::CondBrOp::NAME => {
            let s = seg.unwrap_or_else(|| vec![1, 0, 0]);
            let (a, b) = (s.get(1).copied().unwrap_or(0), s.get(2).copied().unwrap_or(0));
            if idx == 0 {
                range(1, a)
            } else {
                range(1 + a, b)
            }
        }
        llvm::SwitchOp::NAME => {
            let s = seg.unwrap_or_else(|| vec![1, 0, 0]);
            let default_n = s.get(1).copied().unwrap_or(0);
            if idx == 0 {
                return range(1, default_n);
            }
            let case_segs = dense_i64s(t, term, "case_operand_segments").unwrap_or_default();
            let mut start = 1 + default_n;
            for (i, &n) in case_segs.iter().enumerate() {
                let n = n.max(0) as usize;
                if i + 1 == idx {
                    return range(start, n);
                }
                start += n;
            }
            Vec::new()
        }
        llvm::InvokeOp::NAME => {
            let s = seg.unwrap_or_default();
            let (callee_n, normal_n, unwind_n) =
                (s.first().copied().unwrap_or(0), s.get(1).copied().unwrap_or(0), s.get(2).copied().unwrap_or(0));
            if idx == 0 {
                range(callee_n, normal_n)
            } else {
                range(callee_n + normal_n, unwind_n)
            }
        }
        _ => Vec::new(),
    }
}

fn single(t: &mut ModuleTranslation<'_, '_>, op: OpRef, v: Val) -> Vec<Val> {
    vec![map_first_result(t, op, v)]
}

/// Maps `op`'s first result (if it has one) to `v`; returns `v`.
fn map_first_result(t: &mut ModuleTranslation<'_, '_>, op: OpRef, v: Val) -> Val {
    if t.ctx.num_results(op) > 0 {
        let r = t.ctx.result(op, 0);
        t.map_value(r, v);
    }
    v
}

/// What [`convert`] does for an op name: the generic binary and cast ops by their LLVM opcode,
/// the most common other ops by their case, everything else by its name.
#[derive(Clone, Copy, Debug)]
pub(super) enum OpKind {
    /// A binary op (`llvm.add`, `llvm.fmul`, ...) and its opcode.
    Binary(Opcode),
    /// A cast op (`llvm.trunc`, `llvm.sext`, ...) and its opcode.
    Cast(Opcode),
    /// `llvm.mlir.constant`.
    Constant,
    /// `llvm.icmp`.
    ICmp,
    /// `llvm.select`.
    Select,
    /// Any other op, dispatched on its name.
    Other,
}

impl OpKind {
    /// The kind of the op named `name`.
    fn of(name: &str) -> OpKind {
        if let Some(code) = binop_code(name) {
            return OpKind::Binary(code);
        }
        if let Some(code) = cast_code(name) {
            return OpKind::Cast(code);
        }
        match name {
            llvm::ConstantOp::NAME => OpKind::Constant,
            llvm::ICmpOp::NAME => OpKind::ICmp,
            llvm::SelectOp::NAME => OpKind::Select,
            _ => OpKind::Other,
        }
    }
}

/// The kind of `op`, read from its name once a name.
fn kind(t: &mut ModuleTranslation<'_, '_>, op: OpRef) -> OpKind {
    let name = t.ctx.op_name_of(op);
    if let Some(&k) = t.llvm_kinds.get(&name) {
        return k;
    }
    let k = OpKind::of(t.ctx.op_name_str(name));
    t.llvm_kinds.insert(name, k);
    k
}

/// The `nsw`/`nuw` bits of `overflowFlags` (1 nsw, 2 nuw) on a new instruction `v`. A new instruction has none, so nothing is set when the op has none.
fn set_overflow_flags(t: &ModuleTranslation<'_, '_>, op: OpRef, v: Val) {
    let f = overflow_bits(t, op);
    if f & 3 == 0 {
        return;
    }
    t.ir.set_nsw(v, f & 1 != 0);
    t.ir.set_nuw(v, f & 2 != 0);
}

/// The fast-math flags of `op` on a new instruction `v`; LLVM adds flags to those an instruction
/// has, and a new one has none, so nothing is set when the op has none.
fn set_fast_math(t: &ModuleTranslation<'_, '_>, op: OpRef, v: Val) {
    let bits = fastmath_bits(t, op);
    if bits != 0 {
        t.ir.set_fast_math(v, bits);
    }
}

/// Translates `op` when it is of one of the common kinds (binary, cast, constant, icmp, select):
/// the instruction or constant, its result mapped; `None` for the other ops.
fn convert_common(op: OpRef, t: &mut ModuleTranslation<'_, '_>) -> Result<Option<Val>, Diagnostic> {
    use Opcode::*;
    let ctx = t.ctx;
    match kind(t, op) {
        OpKind::Binary(code) => {
            if ctx.num_operands(op) != 2 {
                return Err(t.error(op, "expected two operands"));
            }
            let (a, b) = (t.operand(op, 0)?, t.operand(op, 1)?);
            let v = t.ir.binop(code, a, b);
            if t.ir.is_instruction(v) {
                match code {
                    LLVMAdd | LLVMSub | LLVMMul | LLVMShl => set_overflow_flags(t, op, v),
                    LLVMUDiv | LLVMSDiv | LLVMLShr | LLVMAShr => t.ir.set_exact(v, t.flag(op, "isExact")),
                    LLVMOr => t.ir.set_disjoint(v, t.flag(op, "isDisjoint")),
                    LLVMFAdd | LLVMFSub | LLVMFMul | LLVMFDiv | LLVMFRem => set_fast_math(t, op, v),
                    _ => {}
                }
            }
            Ok(Some(map_first_result(t, op, v)))
        }
        OpKind::Cast(code) => {
            if ctx.num_operands(op) == 0 {
                return Err(t.error(op, "expected an operand"));
            }
            let arg = t.operand(op, 0)?;
            let to = t.result_type(op, 0)?;
            let v = match t.ir.constant_offset_from_null(arg) {
                // With a data layout, LLVM folds `ptrtoint` of an offset from null to the offset.
                Some(off) if matches!(code, LLVMPtrToInt) => t.ir.const_u64(to, off as u64),
                _ => t.ir.cast(code, arg, to),
            };
            if t.ir.is_instruction(v) {
                match code {
                    LLVMZExt | LLVMUIToFP => t.ir.set_nneg(v, t.flag(op, "nonNeg")),
                    LLVMTrunc => set_overflow_flags(t, op, v),
                    _ => {}
                }
            }
            Ok(Some(map_first_result(t, op, v)))
        }
        OpKind::Constant => {
            let rt = ctx.value_type(ctx.result(op, 0));
            let llty = t.result_type(op, 0)?;
            let a = t.attr_by_ident(op, t.names.value).ok_or_else(|| t.error(op, "constant without a value"))?;
            let v = match t.scalar_constants.get(&(a, rt)) {
                Some(&v) => v,
                None => {
                    let v = constant_from_attr(t, op, a, rt, llty)?;
                    if a.isa::<IntegerAttr>(ctx) || a.isa::<FloatAttr>(ctx) {
                        t.scalar_constants.insert((a, rt), v);
                    }
                    v
                }
            };
            Ok(Some(map_first_result(t, op, v)))
        }
        OpKind::ICmp => {
            if ctx.num_operands(op) != 2 {
                return Err(t.error(op, "expected two operands"));
            }
            let (a, b) = (t.operand(op, 0)?, t.operand(op, 1)?);
            let p = t
                .int_attr_by_ident(op, t.names.predicate)
                .and_then(icmp_pred)
                .ok_or_else(|| t.error(op, "bad predicate"))?;
            let v = t.ir.icmp(p, a, b);
            Ok(Some(map_first_result(t, op, v)))
        }
        OpKind::Select => {
            if ctx.num_operands(op) != 3 {
                return Err(t.error(op, "expected three operands"));
            }
            let (c, a, b) = (t.operand(op, 0)?, t.operand(op, 1)?, t.operand(op, 2)?);
            let v = t.ir.select(c, a, b);
            if t.ir.is_instruction(v) {
                set_fast_math(t, op, v);
            }
            Ok(Some(map_first_result(t, op, v)))
        }
        OpKind::Other => Ok(None),
    }
}

fn convert(op: OpRef, t: &mut ModuleTranslation<'_, '_>) -> Result<Vec<Val>, Diagnostic> {
    if let Some(v) = convert_common(op, t)? {
        return Ok(vec![v]);
    }
    let ctx = t.ctx;
    let name = ctx.op_name_text(op);
    // An intrinsic op is named after its LLVM intrinsic (`llvm.intr.fabs` is `llvm.fabs`).
    if let Some(intr) = name.strip_prefix("llvm.intr.") {
        return intrinsic(op, t, intr);
    }
    match name {
        llvm::FNegOp::NAME => {
            let o = t.operands(op)?;
            let v = t.ir.fneg(o[0]);
            if t.ir.is_instruction(v) {
                t.ir.set_fast_math(v, fastmath_bits(t, op));
            }
            Ok(single(t, op, v))
        }
        llvm::FCmpOp::NAME => {
            let o = t.operands(op)?;
            let p = t.int_attr(op, "predicate").and_then(fcmp_pred).ok_or_else(|| t.error(op, "bad predicate"))?;
            let v = t.ir.fcmp(p, o[0], o[1]);
            if t.ir.is_instruction(v) {
                t.ir.set_fast_math(v, fastmath_bits(t, op));
            }
            Ok(single(t, op, v))
        }
        llvm::FreezeOp::NAME => {
            let o = t.operands(op)?;
            let v = t.ir.freeze(o[0]);
            Ok(single(t, op, v))
        }
        llvm::ExtractElementOp::NAME => {
            let o = t.operands(op)?;
            let v = t.ir.extract_element(o[0], o[1]);
            Ok(single(t, op, v))
        }
        llvm::InsertElementOp::NAME => {
            let o = t.operands(op)?;
            let v = t.ir.insert_element(o[0], o[1], o[2]);
            Ok(single(t, op, v))
        }
        llvm::ShuffleVectorOp::NAME => {
            let o = t.operands(op)?;
            let mask = dense_i64s(t, op, "mask").unwrap_or_default();
            let i32t = t.ir.int(32);
            let elems: Vec<Val> =
                mask.iter().map(|&m| if m < 0 { t.ir.poison(i32t) } else { t.ir.const_u64(i32t, m as u64) }).collect();
            let maskv = t.ir.const_vector(&elems);
            let v = t.ir.shuffle(o[0], o[1], maskv);
            Ok(single(t, op, v))
        }
        llvm::ExtractValueOp::NAME | llvm::InsertValueOp::NAME => {
            let o = t.operands(op)?;
            let pos = dense_i64s(t, op, "position").unwrap_or_default();
            if pos.iter().any(|&p| p < 0 || p > u32::MAX as i64) {
                return Err(t.error(op, "position out of bounds"));
            }
            let path: Vec<u32> = pos.iter().map(|&p| p as u32).collect();
            let v = if path.is_empty() {
                // No index: the aggregate itself, or the value that replaces it.
                *o.last().ok_or_else(|| t.error(op, "expected an aggregate operand"))?
            } else if ctx.isa_op::<llvm::ExtractValueOp>(op) {
                t.ir.extract_value_path(o[0], &path)
            } else {
                t.ir.insert_value_path(o[0], o[1], &path)
            };
            Ok(single(t, op, v))
        }
        llvm::UndefOp::NAME => {
            let ty = t.result_type(op, 0)?;
            let v = t.ir.undef(ty);
            Ok(single(t, op, v))
        }
        llvm::PoisonOp::NAME => {
            let ty = t.result_type(op, 0)?;
            let v = t.ir.poison(ty);
            Ok(single(t, op, v))
        }
        llvm::ZeroOp::NAME => {
            let ty = t.result_type(op, 0)?;
            let v = t.ir.const_null(ty);
            Ok(single(t, op, v))
        }
        llvm::AddressOfOp::NAME => {
            let sym = t.symbol_attr(op, "global_name").ok_or_else(|| t.error(op, "expected a symbol"))?;
            let g = t.lookup_global(&sym).ok_or_else(|| t.error(op, format!("unknown symbol '{sym}'")))?;
            Ok(single(t, op, g))
        }
        llvm::DSOLocalEquivalentOp::NAME => {
            let sym = t.symbol_attr(op, "function_name").ok_or_else(|| t.error(op, "expected a symbol"))?;
            let g = t.lookup_global(&sym).ok_or_else(|| t.error(op, format!("unknown symbol '{sym}'")))?;
            let v =
                t.ir.dso_local_equivalent(g)
                    .ok_or_else(|| t.error(op, format!("cannot build the dso_local_equivalent of '{sym}'")))?;
            Ok(single(t, op, v))
        }
        llvm::AllocaOp::NAME => {
            let o = t.operands(op)?;
            let elem = t.type_attr(op, "elem_type").ok_or_else(|| t.error(op, "alloca without elem_type"))?;
            let ety = t.type_at(op, elem)?;
            let ptr_ty = t.result_type(op, 0)?;
            let space = t.ir.pointer_address_space(ptr_ty);
            let count = *o.first().ok_or_else(|| t.error(op, "alloca without a count"))?;
            let v = t.ir.alloca_in(ety, count, space, t.flag(op, "inalloca")).ok_or_else(|| {
                t.error(op, "cannot be converted to LLVM IR: inalloca of a named struct type is not supported")
            })?;
            if let Some(a) = t.int_attr(op, "alignment").filter(|&a| a > 0) {
                t.ir.set_alignment(v, a as u32);
            }
            Ok(single(t, op, v))
        }
        llvm::LoadOp::NAME => {
            let o = t.operands(op)?;
            let ty = t.result_type(op, 0)?;
            let v = t.ir.load(ty, o[0]);
            memory_flags(t, op, v);
            Ok(single(t, op, v))
        }
        llvm::StoreOp::NAME => {
            let o = t.operands(op)?;
            let v = t.ir.store(o[0], o[1]);
            memory_flags(t, op, v);
            Ok(vec![v])
        }
        llvm::GEPOp::NAME => gep(op, t),
        llvm::BrOp::NAME => {
            let bb = t.successor_block(op, 0).ok_or_else(|| t.error(op, "unknown successor"))?;
            Ok(vec![t.ir.br(bb)])
        }
        llvm::CondBrOp::NAME => {
            let o = t.operands(op)?;
            let (Some(a), Some(b)) = (t.successor_block(op, 0), t.successor_block(op, 1)) else {
                return Err(t.error(op, "cond_br needs two successors"));
            };
            let v = t.ir.cond_br(o[0], a, b);
            branch_weights(t, op, v);
            Ok(vec![v])
        }
        llvm::SwitchOp::NAME => {
            let o = t.operands(op)?;
            let s = ctx.successors(op).to_vec();
            let blocks: Vec<_> = (0..s.len()).filter_map(|i| t.successor_block(op, i)).collect();
            if blocks.len() != s.len() || blocks.is_empty() {
                return Err(t.error(op, "unknown successor"));
            }
            let vty = t.ir.type_of(o[0]);
            let mut cases = Vec::new();
            if let Some(cv) = t.attr(op, "case_values") {
                let d = cv.dyn_cast::<DenseIntOrFPElementsAttr>(ctx).ok_or_else(|| t.error(op, "bad case values"))?;
                for (i, v) in d.int_values().enumerate() {
                    let c = t.ir.const_int(vty, v.words());
                    let bb = *blocks.get(i + 1).ok_or_else(|| t.error(op, "case without destination"))?;
                    cases.push((c, bb));
                }
            }
            let v = t.ir.switch(o[0], blocks[0], &cases);
            branch_weights(t, op, v);
            Ok(vec![v])
        }
        llvm::ReturnOp::NAME => {
            let o = t.operands(op)?;
            Ok(vec![t.ir.ret(o.first().copied())])
        }
        llvm::UnreachableOp::NAME => Ok(vec![t.ir.unreachable()]),
        llvm::CallOp::NAME | llvm::InvokeOp::NAME => call(op, t, ctx.isa_op::<llvm::InvokeOp>(op)),
        llvm::LandingpadOp::NAME => {
            let o = t.operands(op)?;
            let ty = t.result_type(op, 0)?;
            let v = t.ir.landingpad(ty, t.flag(op, "cleanup"), &o);
            Ok(single(t, op, v))
        }
        llvm::VaArgOp::NAME => {
            let o = t.operands(op)?;
            let ty = t.result_type(op, 0)?;
            let v = t.ir.va_arg(o[0], ty);
            Ok(single(t, op, v))
        }
        llvm::FenceOp::NAME => {
            let o = ordering_attr(t, op, "ordering");
            let v = t.ir.fence(o, false);
            syncscope(t, op, v);
            Ok(vec![v])
        }
        llvm::AtomicRMWOp::NAME => {
            let o = t.operands(op)?;
            let bin = rmw_op(t, op).ok_or_else(|| t.error(op, "unsupported atomicrmw operation"))?;
            let v = t.ir.atomic_rmw(bin, o[0], o[1], ordering_attr(t, op, "ordering"));
            syncscope(t, op, v);
            if t.flag(op, "volatile_") {
                t.ir.set_volatile(v, true);
            }
            if let Some(a) = t.int_attr(op, "alignment").filter(|&a| a > 0) {
                t.ir.set_alignment(v, a as u32);
            }
            Ok(single(t, op, v))
        }
        llvm::AtomicCmpXchgOp::NAME => {
            let o = t.operands(op)?;
            let v = t.ir.cmpxchg(
                o[0],
                o[1],
                o[2],
                ordering_attr(t, op, "success_ordering"),
                ordering_attr(t, op, "failure_ordering"),
            );
            syncscope(t, op, v);
            if t.flag(op, "weak") {
                t.ir.set_weak(v, true);
            }
            if t.flag(op, "volatile_") {
                t.ir.set_volatile(v, true);
            }
            if let Some(a) = t.int_attr(op, "alignment").filter(|&a| a > 0) {
                t.ir.set_alignment(v, a as u32);
            }
            Ok(single(t, op, v))
        }
        llvm::InlineAsmOp::NAME => {
            let o = t.operands(op)?;
            let params: Vec<Ty> = o.iter().map(|&a| t.ir.type_of(a)).collect();
            let result = if ctx.num_results(op) > 0 { t.result_type(op, 0)? } else { t.ir.void() };
            let fn_ty = t.ir.function(result, &params, false);
            let asm = t.str_attr(op, "asm_string").unwrap_or_default();
            let constraints = t.str_attr(op, "constraints").unwrap_or_default();
            let intel = t.attr(op, "asm_dialect").and_then(|a| llvm::AsmDialect::from_int_attr(ctx, a))
                == Some(llvm::AsmDialect::Intel);
            let callee = t.ir.inline_asm(
                fn_ty,
                &asm,
                &constraints,
                t.flag(op, "has_side_effects"),
                t.flag(op, "is_align_stack"),
                intel,
            );
            let v = t.ir.call(fn_ty, callee, &o);
            Ok(single(t, op, v))
        }
        llvm::CallIntrinsicOp::NAME => {
            let n = t.str_attr(op, "intrin").ok_or_else(|| t.error(op, "expected an intrinsic name"))?;
            let n = n.strip_prefix("llvm.").unwrap_or(&n).to_string();
            intrinsic_named(op, t, &n, None)
        }
        _ => Err(t.error(op, format!("cannot be converted to LLVM IR: unsupported op '{name}'"))),
    }
}

fn rmw_op(t: &ModuleTranslation<'_, '_>, op: OpRef) -> Option<RmwOp> {
    use llvm::AtomicBinOp::*;
    use RmwOp::*;
    let bin_op = t.attr(op, "bin_op").and_then(|a| llvm::AtomicBinOp::from_int_attr(t.ctx, a))?;
    Some(match bin_op {
        Xchg => LLVMAtomicRMWBinOpXchg,
        Add => LLVMAtomicRMWBinOpAdd,
        Sub => LLVMAtomicRMWBinOpSub,
        And => LLVMAtomicRMWBinOpAnd,
        Nand => LLVMAtomicRMWBinOpNand,
        Or => LLVMAtomicRMWBinOpOr,
        Xor => LLVMAtomicRMWBinOpXor,
        Max => LLVMAtomicRMWBinOpMax,
        Min => LLVMAtomicRMWBinOpMin,
        Umax => LLVMAtomicRMWBinOpUMax,
        Umin => LLVMAtomicRMWBinOpUMin,
        Fadd => LLVMAtomicRMWBinOpFAdd,
        Fsub => LLVMAtomicRMWBinOpFSub,
        Fmax => LLVMAtomicRMWBinOpFMax,
        Fmin => LLVMAtomicRMWBinOpFMin,
        UincWrap => LLVMAtomicRMWBinOpUIncWrap,
        UdecWrap => LLVMAtomicRMWBinOpUDecWrap,
        UsubCond => LLVMAtomicRMWBinOpUSubCond,
        UsubSat => LLVMAtomicRMWBinOpUSubSat,
        Fmaximum => LLVMAtomicRMWBinOpFMaximum,
        Fminimum => LLVMAtomicRMWBinOpFMinimum,
    })
}

/// `!prof !{!"branch_weights", i32 ...}` from the op's `branch_weights`.
fn branch_weights(t: &ModuleTranslation<'_, '_>, op: OpRef, v: Val) {
    let Some(w) = dense_i64s(t, op, "branch_weights") else { return };
    if w.is_empty() {
        return;
    }
    let i32t = t.ir.int(32);
    let mut elements = vec![t.ir.md_string("branch_weights")];
    elements.extend(w.iter().map(|&x| t.ir.md_value(t.ir.const_u64(i32t, x as u32 as u64))));
    t.ir.set_metadata(v, "prof", t.ir.md_node(&elements));
}

/// `syncscope("name")` from the op's `syncscope`.
fn syncscope(t: &ModuleTranslation<'_, '_>, op: OpRef, v: Val) {
    if let Some(s) = t.str_attr(op, "syncscope") {
        t.ir.set_syncscope(v, &s);
    }
}

fn memory_flags(t: &ModuleTranslation<'_, '_>, op: OpRef, v: Val) {
    if t.flag(op, "nontemporal") {
        let i32t = t.ir.int(32);
        let one = t.ir.md_value(t.ir.const_u64(i32t, 1));
        t.ir.set_metadata(v, "nontemporal", t.ir.md_node(&[one]));
    }
    if t.flag(op, "invariant") {
        t.ir.set_metadata(v, "invariant.load", t.ir.md_node(&[]));
    }
    if t.flag(op, "invariantGroup") {
        t.ir.set_metadata(v, "invariant.group", t.ir.md_node(&[]));
    }
    syncscope(t, op, v);
    if let Some(a) = t.int_attr(op, "alignment").filter(|&a| a > 0) {
        t.ir.set_alignment(v, a as u32);
    }
    if t.flag(op, "volatile_") {
        t.ir.set_volatile(v, true);
    }
    let o = ordering_attr(t, op, "ordering");
    if o != Ordering::LLVMAtomicOrderingNotAtomic {
        t.ir.set_ordering(v, o);
    }
}

fn gep(op: OpRef, t: &mut ModuleTranslation<'_, '_>) -> Result<Vec<Val>, Diagnostic> {
    let o = t.operands(op)?;
    let elem = t.type_attr(op, "elem_type").ok_or_else(|| t.error(op, "getelementptr without elem_type"))?;
    let ety = t.type_at(op, elem)?;
    let raw = dense_i64s(t, op, "rawConstantIndices").unwrap_or_default();
    let mut dynamic = o[1..].iter();
    let i32t = t.ir.int(32);
    let mut indices = Vec::new();
    for &r in &raw {
        if r == i32::MIN as i64 {
            indices.push(*dynamic.next().ok_or_else(|| t.error(op, "missing dynamic index"))?);
        } else {
            indices.push(t.ir.const_u64(i32t, r as u64));
        }
    }
    // Flags: MLIR's GEPNoWrapFlags (inbounds_flag = 1, nusw = 2, nuw = 4; inbounds = 3) as LLVM-C's
    // (InBounds = 1, NUSW = 2, NUW = 4).
    let mut flags = t.int_attr(op, "noWrapFlags").unwrap_or(0) as u32;
    if t.flag(op, "inbounds") {
        flags |= 3;
    }
    let v = match t.ir.fold_constant_gep(ety, o[0], &indices, flags & 7) {
        Some(folded) => folded,
        None => t.ir.gep(ety, o[0], &indices, flags & 7),
    };
    Ok(single(t, op, v))
}

fn call(op: OpRef, t: &mut ModuleTranslation<'_, '_>, invoke: bool) -> Result<Vec<Val>, Diagnostic> {
    let ctx = t.ctx;
    let all = t.operands(op)?;
    let seg = segments(t, op);
    let n_args = match &seg {
        Some(s) => s.first().copied().unwrap_or(all.len()),
        None => all.len(),
    };
    let args_all = &all[..n_args.min(all.len())];
    let (callee, args) = match t.symbol_attr(op, "callee") {
        Some(sym) => {
            let f = t.lookup_global(&sym).ok_or_else(|| t.error(op, format!("unknown function '{sym}'")))?;
            (f, args_all.to_vec())
        }
        None => {
            let (first, rest) = args_all.split_first().ok_or_else(|| t.error(op, "indirect call without callee"))?;
            (*first, rest.to_vec())
        }
    };
    // The callee type: `var_callee_type` for variadic callees, else from the operands and results.
    let fn_ty = match t.type_attr(op, "var_callee_type").filter(|ty| ty.isa::<LLVMFunctionType>(ctx)) {
        Some(ft) => t.type_at(op, ft)?,
        None => {
            let params: Vec<Ty> = args.iter().map(|&a| t.ir.type_of(a)).collect();
            let result = if ctx.num_results(op) > 0 { t.result_type(op, 0)? } else { t.ir.void() };
            t.ir.function(result, &params, false)
        }
    };
    let (bundles, _) = op_bundles(t, op, &all)?;
    let v = if invoke {
        let (Some(normal), Some(unwind)) = (t.successor_block(op, 0), t.successor_block(op, 1)) else {
            return Err(t.error(op, "invoke needs two successors"));
        };
        t.ir.invoke_with_bundles(fn_ty, callee, &args, normal, unwind, &bundles)
    } else {
        t.ir.call_with_bundles(fn_ty, callee, &args, &bundles)
    };
    t.ir.set_fast_math(v, fastmath_bits(t, op));
    if let Some(cc) = cconv(t, op) {
        t.ir.set_instruction_call_conv(v, cc);
    }
    if invoke {
        branch_weights(t, op, v);
    }
    const FN_INDEX: u32 = u32::MAX;
    for (attr, llvm) in [
        ("convergent", "convergent"),
        ("no_unwind", "nounwind"),
        ("will_return", "willreturn"),
        ("no_inline", "noinline"),
        ("always_inline", "alwaysinline"),
        ("inline_hint", "inlinehint"),
    ] {
        if t.flag(op, attr) {
            t.ir.add_call_attribute(v, FN_INDEX, llvm, None);
        }
    }
    call_site_attrs(t, op, v)?;
    // MLIR's tail call kinds have LLVM's values.
    match t.attr(op, "TailCallKind").and_then(|a| a.dyn_cast::<llvm::TailCallKind>(ctx).copied()) {
        None | Some(llvm::TailCallKind::None) => {}
        Some(kind) => t.ir.set_tail_call_kind(v, kind.value() as u32),
    }
    if ctx.num_results(op) > 0 {
        let r = ctx.result(op, 0);
        t.map_value(r, v);
    }
    Ok(vec![v])
}

/// The argument and result attributes of a call-like op (`arg_attrs`, `res_attrs`: dictionaries of
/// `llvm.<attr>`) on its call site; as MLIR, only attributes LLVM knows by kind are kept.
fn call_site_attrs(t: &mut ModuleTranslation<'_, '_>, op: OpRef, call: Val) -> Result<(), Diagnostic> {
    let ctx = t.ctx;
    let list = |name: &str| {
        t.attr(op, name).and_then(|a| a.dyn_cast::<ArrayAttr>(ctx).map(|a| a.elements.clone())).unwrap_or_default()
    };
    let mut dicts: Vec<(u32, Attribute)> =
        list("arg_attrs").into_iter().enumerate().map(|(i, d)| (i as u32 + 1, d)).collect();
    if let Some(&d) = list("res_attrs").first() {
        dicts.push((0, d));
    }
    for (index, dict) in dicts {
        for (name, value) in dict_entries(ctx, dict) {
            let Some(kind) = name.strip_prefix("llvm.") else { continue };
            if !t.ir.is_enum_attribute(kind) {
                continue;
            }
            if let Some(range) = constant_range(ctx, value) {
                if let Some((bits, lo, hi)) = range {
                    t.ir.add_call_site_range_attribute(call, index, kind, bits, lo, hi);
                }
                continue;
            }
            let r = if value.isa::<UnitAttr>(ctx) {
                t.ir.add_call_site_attribute(call, index, kind, None, None)
            } else if let Some(ty) = value.dyn_cast::<TypeAttr>(ctx) {
                let llty = t.type_at(op, ty.ty)?;
                t.ir.add_call_site_attribute(call, index, kind, None, Some(llty))
            } else if let Some(i) = int_value(ctx, value) {
                t.ir.add_call_site_attribute(call, index, kind, Some(&i.to_string()), None)
            } else {
                Ok(())
            };
            r.map_err(|m| t.error(op, format!("LLVM attribute '{kind}' {m}")))?;
        }
    }
    Ok(())
}

/// A `#llvm.constant_range<iN, lo, hi>` attribute: `None` for other attributes, `Some(None)` for
/// ranges wider than 64 bits, else the width and the bounds truncated to it.
#[allow(clippy::option_option)]
fn constant_range(ctx: &oxir::Context, value: Attribute) -> Option<Option<(u32, u64, u64)>> {
    let range = value.dyn_cast::<llvm::ConstantRangeAttr>(ctx)?;
    let bits = range.ty.dyn_cast::<IntegerType>(ctx).map_or(0, |i| i.width);
    if bits == 0 || bits > 64 {
        return Some(None);
    }
    let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
    Some(Some((bits, range.lower as u64 & mask, range.upper as u64 & mask)))
}

/// The op's calling convention when it is not C's: MLIR's cases have LLVM's values.
fn cconv(t: &ModuleTranslation<'_, '_>, op: OpRef) -> Option<u32> {
    match t.attr(op, "CConv").and_then(|a| a.dyn_cast::<llvm::CConv>(t.ctx).copied())? {
        llvm::CConv::C => None,
        c => Some(c.value() as u32),
    }
}

/// Which types an intrinsic is overloaded on: the result (`R`) or operand `i` (`O(i)`).
enum Ov {
    R,
    O(usize),
}

/// The overloaded types of the intrinsics whose overloads are not just their result type; `None`
/// for the others (overloaded on the result only, which is checked before use).
fn overloads(name: &str, n_operands: usize) -> Option<Vec<Ov>> {
    use Ov::*;
    Some(match name {
        "memcpy" | "memmove" | "memcpy.inline" => vec![O(0), O(1), O(2)],
        "memset" | "memset.inline" => vec![O(0), O(2)],
        "powi" => vec![R, O(1)],
        "ptrmask" => vec![R, O(1)],
        "masked.load" | "masked.gather" => vec![R, O(0)],
        "masked.expandload" => vec![R],
        "masked.compressstore" => vec![O(0)],
        "vector.deinterleave2" => vec![O(0)],
        "masked.store" | "masked.scatter" => vec![O(0), O(1)],
        "get.active.lane.mask" => vec![R, O(0)],
        "matrix.column.major.store" => vec![O(0), O(2)],
        "matrix.column.major.load" => vec![R, O(1)],
        "matrix.multiply" => vec![R, O(0), O(1)],
        "matrix.transpose" => vec![R],
        "fptosi.sat" | "fptoui.sat" | "lrint" | "llrint" | "lround" | "llround" => vec![R, O(0)],
        "is.fpclass" | "sincos" | "prefetch" | "va_start" | "va_end" | "va_copy" | "stackrestore" => vec![O(0)],
        "invariant.start" => vec![O(1)],
        "lifetime.start" | "lifetime.end" => vec![O(n_operands.saturating_sub(1))],
        "stacksave" | "threadlocal.address" | "abs" | "ctlz" | "cttz" => vec![R],
        n if n.starts_with("vector.reduce.") => vec![O(n_operands.saturating_sub(1))],
        n if n.starts_with("vp.reduce.") => vec![O(1)],
        n if n.ends_with(".with.overflow") => vec![O(0)],
        _ => return None,
    })
}

fn intrinsic(op: OpRef, t: &mut ModuleTranslation<'_, '_>, mlir_name: &str) -> Result<Vec<Val>, Diagnostic> {
    let name = match mlir_name {
        "vastart" => "va_start",
        "vaend" => "va_end",
        "vacopy" => "va_copy",
        n => n,
    }
    .to_string();
    intrinsic_named(op, t, &name, Some(()))
}

fn intrinsic_named(
    op: OpRef,
    t: &mut ModuleTranslation<'_, '_>,
    name: &str,
    _from_op: Option<()>,
) -> Result<Vec<Val>, Diagnostic> {
    let ctx = t.ctx;
    let full = format!("llvm.{name}");
    let mut args = t.operands(op)?;
    let (bundles, n_bundle_operands) = op_bundles(t, op, &args)?;
    args.truncate(args.len() - n_bundle_operands);
    // Immediate arguments carried as attributes (`isVolatile`, `is_int_min_poison`, `is_zero_poison`,
    // prefetch's `rw`, `hint` and `cache`, in LLVM's order).
    for imm in [
        "isVolatile",
        "is_int_min_poison",
        "is_zero_poison",
        "failureKind",
        "bit",
        "rows",
        "columns",
        "lhs_rows",
        "lhs_columns",
        "rhs_columns",
        "rw",
        "hint",
        "cache",
    ] {
        if let Some(a) = t.attr(op, imm) {
            let Some(i) = a.dyn_cast::<IntegerAttr>(ctx) else { continue };
            let width = i.ty.dyn_cast::<IntegerType>(ctx).map_or(1, |t| t.width);
            let ty = t.ir.int(width);
            args.push(t.ir.const_int(ty, i.value.words()));
        }
    }
    let result = if ctx.num_results(op) > 0 { Some(t.result_type(op, 0)?) } else { None };
    let overloaded =
        t.ir.intrinsic_is_overloaded(&full).ok_or_else(|| t.error(op, format!("unknown intrinsic '{full}'")))?;
    let mut tys = Vec::new();
    if overloaded {
        // Asking LLVM for a declaration with fewer overload types than the intrinsic has reads
        // past the list, so intrinsics outside the table must be uniform: every operand of the
        // result's type, the one overload.
        let spec = match overloads(name, args.len()) {
            Some(spec) => spec,
            None => {
                let r = result.ok_or_else(|| t.error(op, format!("unsupported intrinsic '{full}'")))?;
                if args.iter().any(|&a| t.ir.type_of(a) != r) {
                    return Err(t.error(op, format!("unsupported intrinsic '{full}'")));
                }
                vec![Ov::R]
            }
        };
        for o in spec {
            match o {
                Ov::R => tys.push(result.ok_or_else(|| t.error(op, "intrinsic overloaded on a missing result"))?),
                Ov::O(i) => {
                    let a = args.get(i).ok_or_else(|| t.error(op, "intrinsic overloaded on a missing operand"))?;
                    tys.push(t.ir.type_of(*a));
                }
            }
        }
    }
    let f = t.ir.intrinsic(&full, &tys).ok_or_else(|| t.error(op, format!("unknown intrinsic '{full}'")))?;
    let fn_ty = t.ir.function_type(f);
    let expected_params: Vec<Ty> = args.iter().map(|&a| t.ir.type_of(a)).collect();
    let want = t.ir.function(result.unwrap_or_else(|| t.ir.void()), &expected_params, false);
    if want != fn_ty && !full.starts_with("llvm.va_") {
        return Err(t.error(op, format!("cannot translate intrinsic '{full}' with these types")));
    }
    let v = t.ir.call_with_bundles(fn_ty, f, &args, &bundles);
    t.ir.set_fast_math(v, fastmath_bits(t, op));
    if ctx.isa_op::<llvm::CallIntrinsicOp>(op) {
        call_site_attrs(t, op, v)?;
    }
    // The matrix intrinsics' pointer is aligned as their element type (LLVM's `MatrixBuilder`).
    let matrix = match name {
        "matrix.column.major.store" => args.first().map(|&m| (2, t.ir.type_of(m))),
        "matrix.column.major.load" => result.map(|r| (1, r)),
        _ => None,
    };
    if let Some((index, vector)) = matrix {
        let align = t.ir.abi_alignment(t.ir.element_type(vector));
        t.ir.add_call_site_attribute(v, index, "align", Some(&align.to_string()), None)
            .map_err(|m| t.error(op, format!("LLVM attribute 'align' {m}")))?;
    }
    Ok(single(t, op, v))
}

/// Applies the attributes of an `llvm.func` to its LLVM function: `passthrough`, argument and
/// result attributes, alignment, calling convention, section, garbage collector and the unit
/// attributes with an LLVM counterpart.
pub(super) fn apply_function_attrs(t: &mut ModuleTranslation<'_, '_>, op: OpRef, f: Val) -> Result<(), Diagnostic> {
    let ctx = t.ctx;
    const FN_INDEX: u32 = u32::MAX;
    if let Some(cc) = cconv(t, op) {
        t.ir.set_call_conv(f, cc);
    }
    if let Some(gc) = t.str_attr(op, "garbageCollector") {
        t.ir.set_gc(f, &gc);
    }
    for (attr, llvm) in [
        ("no_inline", "noinline"),
        ("always_inline", "alwaysinline"),
        ("inline_hint", "inlinehint"),
        ("no_unwind", "nounwind"),
        ("will_return", "willreturn"),
        ("optimize_none", "optnone"),
        ("convergent", "convergent"),
        ("cold", "cold"),
        ("hot", "hot"),
        ("returns_twice", "returns_twice"),
        ("noduplicate", "noduplicate"),
        ("no_caller_saved_registers", "no_caller_saved_registers"),
        ("nocallback", "nocallback"),
    ] {
        if t.flag(op, attr) {
            let _ = t.ir.add_attribute(f, FN_INDEX, llvm, None, None);
        }
    }
    for (attr, llvm) in [
        ("arm_streaming", "aarch64_pstate_sm_enabled"),
        ("arm_locally_streaming", "aarch64_pstate_sm_body"),
        ("arm_streaming_compatible", "aarch64_pstate_sm_compatible"),
        ("arm_new_za", "aarch64_new_za"),
        ("arm_in_za", "aarch64_in_za"),
        ("arm_out_za", "aarch64_out_za"),
        ("arm_inout_za", "aarch64_inout_za"),
        ("arm_preserves_za", "aarch64_preserves_za"),
    ] {
        if t.flag(op, attr) {
            let _ = t.ir.add_attribute(f, FN_INDEX, llvm, Some(""), None);
        }
    }
    if let Some(kind) =
        t.attr(op, "frame_pointer").and_then(|a| a.dyn_cast::<llvm::FramePointerKindAttr>(ctx).map(|f| f.kind))
    {
        let _ = t.ir.add_attribute(f, FN_INDEX, "frame-pointer", Some(kind.as_str()), None);
    }
    let features: Vec<String> = t
        .attr(op, "target_features")
        .and_then(|a| a.dyn_cast::<llvm::TargetFeaturesAttr>(ctx).map(|f| f.features.clone()))
        .unwrap_or_default()
        .into_iter()
        .filter(|w| !w.is_empty())
        .collect();
    if !features.is_empty() {
        let _ = t.ir.add_attribute(f, FN_INDEX, "target-features", Some(&features.join(",")), None);
    }
    if let Some(hint) = t.attr(op, "vec_type_hint").and_then(|a| a.dyn_cast::<VecTypeHintAttr>(ctx).cloned()) {
        let llty = t.type_at(op, hint.hint)?;
        let i32t = t.ir.int(32);
        let node = t
            .ir
            .md_node(&[t.ir.md_value(t.ir.undef(llty)), t.ir.md_value(t.ir.const_u64(i32t, hint.is_signed as u64))]);
        t.ir.set_global_metadata(f, "vec_type_hint", node);
    }
    if let Some(n) = t.int_attr(op, "function_entry_count") {
        let i64t = t.ir.int(64);
        let node =
            t.ir.md_node(&[t.ir.md_string("function_entry_count"), t.ir.md_value(t.ir.const_u64(i64t, n as u64))]);
        t.ir.set_global_metadata(f, "prof", node);
    }
    for kind in ["work_group_size_hint", "reqd_work_group_size"] {
        if let Some(v) = dense_i64s(t, op, kind) {
            let i32t = t.ir.int(32);
            let elements: Vec<_> = v.iter().map(|&x| t.ir.md_value(t.ir.const_u64(i32t, x as u32 as u64))).collect();
            t.ir.set_global_metadata(f, kind, t.ir.md_node(&elements));
        }
    }
    if let Some(n) = t.int_attr(op, "intel_reqd_sub_group_size") {
        let i32t = t.ir.int(32);
        let node = t.ir.md_node(&[t.ir.md_value(t.ir.const_u64(i32t, n as u32 as u64))]);
        t.ir.set_global_metadata(f, "intel_reqd_sub_group_size", node);
    }
    for (attr, llvm) in [
        ("target_cpu", "target-cpu"),
        ("tune_cpu", "tune-cpu"),
        ("reciprocal_estimates", "reciprocal-estimates"),
        ("prefer_vector_width", "prefer-vector-width"),
        ("instrument_function_entry", "instrument-function-entry"),
        ("instrument_function_exit", "instrument-function-exit"),
    ] {
        if let Some(s) = t.str_attr(op, attr) {
            let _ = t.ir.add_attribute(f, FN_INDEX, llvm, Some(&s), None);
        }
    }
    if let Some(p) = t.attr(op, "passthrough") {
        let elements = p.dyn_cast::<ArrayAttr>(ctx).map(|a| a.elements.clone()).unwrap_or_default();
        for e in elements {
            if let Some(s) = StringAttr::value_of(ctx, e) {
                t.ir.add_attribute(f, FN_INDEX, s, None, None)
                    .map_err(|m| t.error(op, format!("LLVM attribute '{s}' {m}")))?;
            } else if let Some(pair) = e.dyn_cast::<ArrayAttr>(ctx) {
                let strings: Vec<&str> = pair.elements.iter().filter_map(|&a| StringAttr::value_of(ctx, a)).collect();
                let [k, v] = strings[..] else {
                    return Err(t.error(op, "expected arrays within 'passthrough' to contain two strings"));
                };
                if pair.elements.len() != 2 {
                    return Err(t.error(op, "expected arrays within 'passthrough' to contain two strings"));
                }
                t.ir.add_attribute(f, FN_INDEX, k, Some(v), None)
                    .map_err(|m| t.error(op, format!("LLVM attribute '{k}' {m}")))?;
            } else {
                return Err(t.error(op, "expected 'passthrough' to contain string or array attributes"));
            }
        }
    }
    let mut lists: Vec<(u32, Attribute)> = Vec::new();
    if let Some(args) = t.attr(op, "arg_attrs").and_then(|a| a.dyn_cast::<ArrayAttr>(ctx).map(|a| a.elements.clone())) {
        for (i, d) in args.into_iter().enumerate() {
            lists.push((i as u32 + 1, d));
        }
    }
    if let Some(res) = t.attr(op, "res_attrs").and_then(|a| a.dyn_cast::<ArrayAttr>(ctx).map(|a| a.elements.clone())) {
        if let Some(&d) = res.first() {
            lists.push((0, d));
        }
    }
    for (index, dict) in lists {
        for (name, value) in dict_entries(ctx, dict) {
            let Some(kind) = name.strip_prefix("llvm.") else { continue };
            if let Some(range) = constant_range(ctx, value) {
                if let Some((bits, lo, hi)) = range {
                    t.ir.add_range_attribute(f, index, kind, bits, lo, hi);
                }
                continue;
            }
            let r = if value.isa::<UnitAttr>(ctx) {
                t.ir.add_attribute(f, index, kind, None, None)
            } else if let Some(ty) = value.dyn_cast::<TypeAttr>(ctx) {
                let ty = ty.ty;
                let llty = t.type_at(op, ty)?;
                t.ir.add_attribute(f, index, kind, None, Some(llty))
            } else if let Some(i) = int_value(ctx, value) {
                t.ir.add_attribute(f, index, kind, Some(&i.to_string()), None)
            } else if let Some(s) = StringAttr::value_of(ctx, value) {
                t.ir.add_attribute(f, index, kind, Some(s), None)
            } else {
                Ok(())
            };
            r.map_err(|m| t.error(op, format!("LLVM attribute '{kind}' {m}")))?;
        }
    }
    Ok(())
}

/// The LLVM constant of type `llty` (the translation of `ty`) that attribute `a` denotes.
pub(super) fn constant_from_attr(
    t: &mut ModuleTranslation<'_, '_>,
    op: OpRef,
    a: Attribute,
    ty: Type,
    llty: Ty,
) -> Result<Val, Diagnostic> {
    let ctx = t.ctx;
    if let Some(i) = a.dyn_cast::<IntegerAttr>(ctx) {
        if ty.isa::<FloatType>(ctx) {
            return Err(t.error(op, "unsupported constant value"));
        }
        let elem = scalar_type(t, ty);
        let c = t.ir.const_int(elem.1, i.value.words());
        return splat_if_vector(t, op, ty, c);
    }
    if let Some(fa) = a.dyn_cast::<FloatAttr>(ctx) {
        let bits = fa.value.to_bits();
        let (scalar, elem) = scalar_type(t, ty);
        let width = scalar.dyn_cast::<FloatType>(ctx).map(|f| f.kind.width()).unwrap_or(bits.width());
        let c = t.ir.const_float_bits(elem, width, bits.words());
        return splat_if_vector(t, op, ty, c);
    }
    if let Some(s) = a.dyn_cast::<StringAttr>(ctx) {
        let bytes = s.value.to_vec();
        return Ok(t.ir.const_bytes(&bytes));
    }
    if let Some(d) = a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx) {
        // A splat is read once (it may stand for billions of elements); zero is zeroinitializer.
        let words: Vec<Vec<u64>> = if d.is_splat() {
            d.int_values().take(d.layout().parts()).map(|v| v.words().to_vec()).collect()
        } else {
            d.int_values().map(|v| v.words().to_vec()).collect()
        };
        if words.is_empty() || (d.is_splat() && words.iter().flatten().all(|&w| w == 0)) {
            return Ok(t.ir.const_null(llty));
        }
        if let Some(v) = ty.dyn_cast::<VectorType>(ctx).filter(|v| v.scalable.iter().any(|&s| s)) {
            // A scalable splat of a float: `splat (float 1.0)`.
            let element = v.element;
            if let (true, Some(f)) = (d.is_splat(), element.dyn_cast::<FloatType>(ctx)) {
                let bits = oxir::numeric::APInt::from_words(f.kind.width(), &words[0]);
                let value = oxir::numeric::APFloat::from_bits(f.kind.semantics(), &bits).to_f64();
                return Ok(t.ir.const_real(llty, value));
            }
            return Err(t.error(op, "unsupported constant value"));
        }
        const MAX_EXPANDED: u64 = 1 << 24;
        if d.is_splat() && d.num_elements() > MAX_EXPANDED {
            return Err(t.error(op, "unsupported constant value"));
        }
        let mut i = 0usize;
        return build_aggregate(t, op, ty, &words, &mut i);
    }
    if let Some(sp) = a.dyn_cast::<oxir::builtin::dense::SparseElementsAttr>(ctx) {
        // Zero everywhere but at the listed indices (row-major positions).
        let shape = oxir::builtin::types::shaped_info(ctx, sp.ty).and_then(|s| s.shape).unwrap_or_default();
        let total: u64 = shape.iter().map(|&d| d.max(0) as u64).product();
        const MAX_EXPANDED: u64 = 1 << 24;
        if total > MAX_EXPANDED || shape.iter().any(|&d| d < 0) {
            return Err(t.error(op, "unsupported constant value"));
        }
        let (Some(idx), Some(vals)) =
            (sp.indices.dyn_cast::<DenseIntOrFPElementsAttr>(ctx), sp.values.dyn_cast::<DenseIntOrFPElementsAttr>(ctx))
        else {
            return Err(t.error(op, "unsupported constant value"));
        };
        let values: Vec<Vec<u64>> = vals.int_values().map(|v| v.words().to_vec()).collect();
        let coords: Vec<i64> = idx.int_values().map(|v| v.try_to_i64().unwrap_or(-1)).collect();
        let rank = shape.len().max(1);
        let mut words = vec![vec![0u64]; total as usize];
        for (k, point) in coords.chunks(rank).enumerate() {
            let mut linear = 0i64;
            for (d, &c) in point.iter().enumerate() {
                let extent = shape.get(d).copied().unwrap_or(1);
                if c < 0 || c >= extent {
                    return Err(t.error(op, "unsupported constant value"));
                }
                linear = linear * extent + c;
            }
            let v = values.get(k).or_else(|| values.first()).cloned().unwrap_or_else(|| vec![0]);
            if let Some(slot) = words.get_mut(linear as usize) {
                *slot = v;
            }
        }
        if words.is_empty() {
            return Ok(t.ir.const_null(llty));
        }
        let mut i = 0usize;
        return build_aggregate(t, op, ty, &words, &mut i);
    }
    if let Some(arr) = a.dyn_cast::<ArrayAttr>(ctx) {
        let elements = arr.elements.clone();
        if let Some(s) = ty.dyn_cast::<LLVMStructType>(ctx) {
            let etys = s.elements().to_vec();
            if etys.len() != elements.len() {
                return Err(t.error(op, "unsupported constant value"));
            }
            let mut vals = Vec::new();
            for (e, et) in elements.into_iter().zip(etys) {
                let ll = t.type_at(op, et)?;
                vals.push(constant_from_attr(t, op, e, et, ll)?);
            }
            return Ok(t.ir.const_struct(llty, &vals));
        }
        if let Some(arr_ty) = ty.dyn_cast::<LLVMArrayType>(ctx) {
            let et = arr_ty.element;
            let ll = t.type_at(op, et)?;
            let mut vals = Vec::new();
            for e in elements {
                vals.push(constant_from_attr(t, op, e, et, ll)?);
            }
            return Ok(t.ir.const_array(ll, &vals));
        }
        return Err(t.error(op, "unsupported constant value"));
    }
    if a.isa::<llvm::ZeroAttr>(ctx) {
        return Ok(t.ir.const_null(llty));
    }
    if a.isa::<llvm::UndefAttr>(ctx) {
        return Ok(t.ir.undef(llty));
    }
    if a.isa::<llvm::PoisonAttr>(ctx) {
        return Ok(t.ir.poison(llty));
    }
    Err(t.error(op, "unsupported constant value"))
}

/// The scalar (element) type of `ty` and its LLVM type.
fn scalar_type(t: &mut ModuleTranslation<'_, '_>, ty: Type) -> (Type, Ty) {
    let ctx = t.ctx;
    let scalar = ty.dyn_cast::<VectorType>(ctx).map_or(ty, |v| v.element);
    let ll = t.convert_type(scalar).unwrap_or_else(|_| t.ir.int(64));
    (scalar, ll)
}

fn splat_if_vector(t: &mut ModuleTranslation<'_, '_>, op: OpRef, ty: Type, c: Val) -> Result<Val, Diagnostic> {
    match ty.dyn_cast::<VectorType>(t.ctx) {
        Some(v) if v.shape.len() == 1 && !v.scalable.iter().any(|&s| s) => {
            let n = v.shape[0].max(0) as usize;
            Ok(t.ir.const_vector(&vec![c; n]))
        }
        // LLVM's C API cannot build scalable splats.
        Some(_) => Err(t.error(op, "unsupported constant value")),
        None => Ok(c),
    }
}

/// Builds a constant of type `ty` from row-major element bits (cycling for splats).
fn build_aggregate(
    t: &mut ModuleTranslation<'_, '_>,
    op: OpRef,
    ty: Type,
    words: &[Vec<u64>],
    i: &mut usize,
) -> Result<Val, Diagnostic> {
    let ctx = t.ctx;
    if let Some(arr) = ty.dyn_cast::<LLVMArrayType>(ctx) {
        let (et, n) = (arr.element, arr.num_elements);
        let ll = t.type_at(op, et)?;
        let mut vals = Vec::new();
        for _ in 0..n {
            vals.push(build_aggregate(t, op, et, words, i)?);
        }
        return Ok(t.ir.const_array(ll, &vals));
    }
    if let Some(v) = ty.dyn_cast::<VectorType>(ctx) {
        if v.scalable.iter().any(|&s| s) {
            // LLVM's C API cannot build non-zero scalable splats.
            return Err(t.error(op, "unsupported constant value"));
        }
        let (et, n) = (v.element, v.shape.first().copied().unwrap_or(0).max(0));
        let mut vals = Vec::new();
        for _ in 0..n {
            vals.push(build_aggregate(t, op, et, words, i)?);
        }
        return Ok(t.ir.const_vector(&vals));
    }
    if let Some(st) = ty.dyn_cast::<LLVMStructType>(ctx) {
        // Complex elements fill two-field structs, part by part.
        let fields = st.elements().to_vec();
        let ll = t.type_at(op, ty)?;
        let mut vals = Vec::new();
        for f in fields {
            vals.push(build_aggregate(t, op, f, words, i)?);
        }
        return Ok(t.ir.const_struct(ll, &vals));
    }
    let w = &words[*i % words.len()];
    *i += 1;
    let ll = t.type_at(op, ty)?;
    if let Some(f) = ty.dyn_cast::<FloatType>(ctx) {
        return Ok(t.ir.const_float_bits(ll, f.kind.width(), w));
    }
    if ty.isa::<IntegerType>(ctx) {
        return Ok(t.ir.const_int(ll, w));
    }
    Err(t.error(op, "unsupported constant value"))
}
