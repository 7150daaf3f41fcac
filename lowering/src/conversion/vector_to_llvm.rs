//! `convert-vector-to-llvm`: MLIR's `VectorToLLVM` conversion for the vector ops that map onto
//! LLVM's one-dimensional vectors (n-D vectors are arrays of 1-D vectors after type
//! conversion): broadcasts of scalars, bitcasts, `fma` (as `llvm.intr.fmuladd`), shuffles,
//! extracts and inserts at static positions, `from_elements`, and `print` of scalars,
//! strings and punctuation as calls into the runner utilities (`printI64`, `printF32`,
//! `printNewline`, ...). As MLIR's pass, it first applies the vector-to-vector lowerings
//! (contractions to dot products or outer products, outer products to `fma`s, transposes to
//! element moves, `vector.step` to a constant, n-D `fma` to 1-D ones) with folding and dead-op
//! erasure greedily, then converts partially with the llvm, arith and memref dialects legal.

use super::build;
use super::descriptor;
use super::memref_to_llvm::{call, lookup_or_create_fn};
use super::pattern::{create1, llvm_target};
use super::print_call::{create_print_str_call, module_of};
use super::type_converter::LlvmTypeConverter;
use super::vector_reduction_to_llvm::{MaskedReductionPattern, ReductionPattern};
use oxir::builtin::types::{FloatKind, FloatType, IndexType, IntegerType, MemRefType, Signedness, VectorType, DYNAMIC};
use oxir::conversion::{ConversionPattern, ConversionRewriter};
use oxir::ods::Dialect as _;
use oxir::ods::Op;
use oxir::pass::options::OptionValue;
use oxir::pass::Pass;
use oxir::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig};
use oxir::{Attribute, Context, Diagnostic, OpRef, Type, Value};
use oxir_dialects::llvm::{self, LLVMArrayType, LLVMVoidType};
use oxir_dialects::{arith, vector};
use std::sync::Arc;

/// A lowering: the op, its converted operands, the rewriter; `None` when it does not apply.
pub(super) type Rewrite = fn(&LlvmTypeConverter, OpRef, &[Value], &mut ConversionRewriter<'_, '_>) -> Option<()>;

struct VectorPattern {
    root: &'static str,
    conv: LlvmTypeConverter,
    rewrite: Rewrite,
}

impl ConversionPattern for VectorPattern {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        (self.rewrite)(&self.conv, op, operands, rw).is_some()
    }
}

fn vector_type(ctx: &Context, t: Type) -> Option<VectorType> {
    t.dyn_cast::<VectorType>(ctx).cloned()
}

fn result_type(ctx: &Context, op: OpRef) -> Option<Type> {
    ctx.result_types(op).next()
}

/// `llvm.mlir.constant(v : ty) : ty`.
fn int_constant(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, ty: Type, v: i64) -> Value {
    let a = build::int_attr(rw.ctx(), ty, v);
    llvm::ConstantOp::build(rw, loc, ty, a).into()
}

/// An `i64` position constant (MLIR's `getAsLLVMValue` of a static position, or the index
/// operand itself for a dynamic one).
fn position_value(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    stat: i64,
    dynamic: &mut impl Iterator<Item = Value>,
) -> Option<Value> {
    if stat == DYNAMIC {
        return dynamic.next();
    }
    let i64t = IntegerType::get(rw.ctx(), 64);
    Some(int_constant(rw, loc, i64t, stat))
}

fn insert_element(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, vec: Value, v: Value, pos: Value) -> Value {
    let ty = rw.ctx().value_type(vec);
    let st = build::simple(rw.ctx(), llvm::InsertElementOp::NAME, loc, &[vec, v, pos], ty);
    create1(rw, st)
}

fn extract_element(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, vec: Value, pos: Value, elem: Type) -> Value {
    let st = build::simple(rw.ctx(), llvm::ExtractElementOp::NAME, loc, &[vec, pos], elem);
    create1(rw, st)
}

fn shuffle(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, v1: Value, v2: Value, mask: &[i64], ty: Type) -> Value {
    let mut st = build::simple(rw.ctx(), llvm::ShuffleVectorOp::NAME, loc, &[v1, v2], ty);
    let m = oxir::ods::op::i32_array(rw.ctx(), mask.iter().map(|&x| x as i32));
    st.properties = Some(build::props(rw.ctx(), &[("mask", m)]));
    create1(rw, st)
}

/// The element type of a converted vector: the 1-D vector of an array, or the element of a
/// vector.
fn converted_element(ctx: &Context, ty: Type) -> Option<Type> {
    if let Some(a) = ty.dyn_cast::<LLVMArrayType>(ctx) {
        return Some(a.element);
    }
    vector_type(ctx, ty).map(|v| v.element)
}

/// An `llvm.mlir.constant(pos : index)` of the converted `index` type (the position operand of
/// MLIR's `extractOne` and `insertOne`).
fn index_position(conv: &LlvmTypeConverter, rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, pos: i64) -> Value {
    let index = IndexType::get(rw.ctx());
    let a = build::int_attr(rw.ctx(), index, pos);
    let ty = conv.index_type(rw.ctx());
    llvm::ConstantOp::build(rw, loc, ty, a).into()
}

/// MLIR's `extractOne`: `extractelement` at an `index` constant in a 1-D vector, `extractvalue`
/// from an array.
fn extract_one(
    conv: &LlvmTypeConverter,
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    val: Value,
    elem: Type,
    rank: usize,
    pos: i64,
) -> Value {
    if rank <= 1 {
        let c = index_position(conv, rw, loc, pos);
        return extract_element(rw, loc, val, c, elem);
    }
    llvm::ExtractValueOp::build(rw, loc, val, elem, &[pos]).into()
}

/// MLIR's `insertOne`.
fn insert_one(
    conv: &LlvmTypeConverter,
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    into: Value,
    v: Value,
    rank: usize,
    pos: i64,
) -> Value {
    if rank == 1 {
        let c = index_position(conv, rw, loc, pos);
        return insert_element(rw, loc, into, v, c);
    }
    llvm::InsertValueOp::build(rw, loc, into, v, &[pos]).into()
}

// ----- print -----

/// How a scalar reaches its runtime printer.
#[derive(Clone, Copy, PartialEq, Eq)]
enum PrintConversion {
    None,
    ZeroExt64,
    SignExt64,
    Bitcast16,
}

/// MLIR's choice of printer for a scalar type (`None` when the runtime has none).
fn scalar_printer(ctx: &Context, ty: Type) -> Option<(&'static str, Type, PrintConversion)> {
    use PrintConversion::*;
    let i64t = IntegerType::get(ctx, 64);
    let i16t = IntegerType::get(ctx, 16);
    if let Some(f) = ty.dyn_cast::<FloatType>(ctx) {
        return match f.kind {
            FloatKind::F32 => Some(("printF32", ty, None)),
            FloatKind::F64 => Some(("printF64", ty, None)),
            FloatKind::F16 => Some(("printF16", i16t, Bitcast16)),
            FloatKind::BF16 => Some(("printBF16", i16t, Bitcast16)),
            _ => Option::None,
        };
    }
    if ty.isa::<IndexType>(ctx) {
        return Some(("printU64", i64t, None));
    }
    let int = ty.dyn_cast::<IntegerType>(ctx)?;
    if int.width > 64 {
        return Option::None;
    }
    let conversion = match (int.signedness, int.width) {
        (_, 64) => None,
        (Signedness::Unsigned, _) | (_, 1) => ZeroExt64,
        _ => SignExt64,
    };
    let name = if int.signedness == Signedness::Unsigned { "printU64" } else { "printI64" };
    Some((name, i64t, conversion))
}

fn print(conv: &LlvmTypeConverter, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let ctx = rw.ctx();
    let p = vector::PrintOp::from_op_unchecked(op);
    let loc = ctx.op_loc(op);
    module_of(ctx, op)?;
    let scalar = match p.source(ctx) {
        Some(source) => {
            let ty = ctx.value_type(source);
            if ty.isa::<VectorType>(ctx) || conv.convert(ctx, ty).is_none() {
                // Vectors are decomposed into scalar prints by `convert-vector-to-scf`.
                return None;
            }
            Some((scalar_printer(ctx, ty)?, *operands.first()?))
        }
        None => None,
    };
    let void = LLVMVoidType::get(ctx);
    if let Some(((name, param, conversion), value)) = scalar {
        let name = lookup_or_create_fn(rw, op, name, vec![param], void)?;
        let i64t = IntegerType::get(rw.ctx(), 64);
        let value = match conversion {
            PrintConversion::None => value,
            PrintConversion::ZeroExt64 => {
                create1(rw, build::simple(rw.ctx(), arith::ExtUIOp::NAME, loc, &[value], i64t))
            }
            PrintConversion::SignExt64 => {
                create1(rw, build::simple(rw.ctx(), arith::ExtSIOp::NAME, loc, &[value], i64t))
            }
            PrintConversion::Bitcast16 => {
                create1(rw, build::simple(rw.ctx(), llvm::BitcastOp::NAME, loc, &[value], param))
            }
        };
        call(rw, loc, &name, &[value], None);
    }
    let ctx = rw.ctx();
    if let Some(text) = p.string_literal(ctx) {
        let text = text.value.to_vec();
        create_print_str_call(rw, op, loc, "vector_print_str", &text, false, "printString")?;
    } else {
        let name = match p.punctuation(ctx).unwrap_or(vector::PrintPunctuation::NewLine) {
            vector::PrintPunctuation::NoPunctuation => None,
            vector::PrintPunctuation::NewLine => Some("printNewline"),
            vector::PrintPunctuation::Comma => Some("printComma"),
            vector::PrintPunctuation::Open => Some("printOpen"),
            vector::PrintPunctuation::Close => Some("printClose"),
        };
        if let Some(name) = name {
            let name = lookup_or_create_fn(rw, op, name, vec![], void)?;
            call(rw, loc, &name, &[], None);
        }
    }
    rw.erase_op(op).ok()
}

// ----- construction -----

fn broadcast(
    conv: &LlvmTypeConverter,
    op: OpRef,
    operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<()> {
    let ctx = rw.ctx();
    let loc = ctx.op_loc(op);
    let source = *operands.first()?;
    if ctx.value_type(ctx.operand(op, 0)).isa::<VectorType>(ctx) {
        return None;
    }
    let result = vector_type(ctx, result_type(ctx, op)?)?;
    let llvm_ty = conv.convert(ctx, result_type(ctx, op)?)?;
    let i32t = IntegerType::get(ctx, 32);
    let width = result.shape.last().copied().unwrap_or(1);
    if result.shape.len() <= 1 {
        let poison = Value::from(llvm::PoisonOp::build(rw, loc, llvm_ty));
        let zero = int_constant(rw, loc, i32t, 0);
        let v = insert_element(rw, loc, poison, source, zero);
        let out =
            if result.shape.is_empty() { v } else { shuffle(rw, loc, v, poison, &vec![0; width as usize], llvm_ty) };
        return rw.replace_op(op, &[out]).ok();
    }
    let vec1d = innermost(ctx, llvm_ty);
    let mut desc = Value::from(llvm::PoisonOp::build(rw, loc, llvm_ty));
    let vdesc = Value::from(llvm::PoisonOp::build(rw, loc, vec1d));
    let zero = int_constant(rw, loc, i32t, 0);
    let v = insert_element(rw, loc, vdesc, source, zero);
    let v = shuffle(rw, loc, v, v, &vec![0; width as usize], vec1d);
    for pos in positions(&result.shape[..result.shape.len() - 1]) {
        desc = llvm::InsertValueOp::build(rw, loc, desc, v, &pos).into();
    }
    rw.replace_op(op, &[desc]).ok()
}

/// The innermost 1-D vector type of a converted n-D vector.
fn innermost(ctx: &Context, mut ty: Type) -> Type {
    while let Some(a) = ty.dyn_cast::<LLVMArrayType>(ctx) {
        ty = a.element;
    }
    ty
}

/// Every position of `shape`, row-major (MLIR's `nDVectorIterate`).
fn positions(shape: &[i64]) -> Vec<Vec<i64>> {
    let mut out = Vec::new();
    if shape.iter().any(|&s| s <= 0) {
        return out;
    }
    let mut pos = vec![0i64; shape.len()];
    loop {
        out.push(pos.clone());
        let mut i = shape.len();
        loop {
            if i == 0 {
                return out;
            }
            i -= 1;
            pos[i] += 1;
            if pos[i] < shape[i] {
                break;
            }
            pos[i] = 0;
        }
    }
}

fn from_elements(
    conv: &LlvmTypeConverter,
    op: OpRef,
    operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<()> {
    let ctx = rw.ctx();
    let loc = ctx.op_loc(op);
    let result = result_type(ctx, op)?;
    if vector_type(ctx, result)?.shape.len() > 1 {
        return None;
    }
    let llvm_ty = conv.convert(ctx, result)?;
    let index = conv.index_type(ctx);
    let mut v = Value::from(llvm::PoisonOp::build(rw, loc, llvm_ty));
    for (i, &e) in operands.iter().enumerate() {
        let c = int_constant(rw, loc, index, i as i64);
        v = insert_element(rw, loc, v, e, c);
    }
    rw.replace_op(op, &[v]).ok()
}

/// MLIR's `VectorToElementsLowering`: each used element of a 0-D or 1-D vector as an
/// `llvm.extractelement` at its constant index (the unused ones get nothing; n-D ones are
/// unrolled first).
fn to_elements(
    conv: &LlvmTypeConverter,
    op: OpRef,
    operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<()> {
    let ctx = rw.ctx();
    let loc = ctx.op_loc(op);
    let source = ctx.value_type(ctx.operand(op, 0));
    if vector_type(ctx, source)?.shape.len() > 1 {
        return None;
    }
    let vector = *operands.first()?;
    let element = conv.convert(ctx, vector_type(ctx, source)?.element)?;
    let index = conv.index_type(ctx);
    let used: Vec<bool> = ctx.results(op).map(|r| ctx.has_uses(r)).collect();
    let mut elements: Vec<Option<Value>> = Vec::with_capacity(used.len());
    for (i, used) in used.into_iter().enumerate() {
        if !used {
            elements.push(None);
            continue;
        }
        let c = int_constant(rw, loc, index, i as i64);
        elements.push(Some(extract_element(rw, loc, vector, c, element)));
    }
    // An unused element stands for nothing: any other element (of the same type) fills its place.
    let Some(any) = elements.iter().flatten().next().copied() else { return rw.erase_op(op).ok() };
    let values: Vec<Value> = elements.into_iter().map(|e| e.unwrap_or(any)).collect();
    rw.replace_op(op, &values).ok()
}

// ----- casts and arithmetic -----

fn bitcast(conv: &LlvmTypeConverter, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let ctx = rw.ctx();
    let result = result_type(ctx, op)?;
    if vector_type(ctx, result)?.shape.len() > 1 {
        return None;
    }
    let ty = conv.convert(ctx, result)?;
    let st = build::simple(ctx, llvm::BitcastOp::NAME, ctx.op_loc(op), &[*operands.first()?], ty);
    let v = create1(rw, st);
    rw.replace_op(op, &[v]).ok()
}

/// MLIR's `computeContiguousStrides`: the strides of a memref whose elements are contiguous
/// (innermost stride 1, each stride the next one times the next size).
fn contiguous_strides(ctx: &Context, m: &MemRefType) -> Option<Vec<i64>> {
    let (strides, _) = super::type_converter::strides_and_offset(ctx, m)?;
    if strides.last().is_some_and(|&s| s != 1) {
        return None;
    }
    if m.layout.is_none() {
        return Some(strides);
    }
    for i in 0..strides.len().saturating_sub(1) {
        let (size, s, next) = (*m.shape.get(i + 1)?, strides[i], strides[i + 1]);
        if size == DYNAMIC || s == DYNAMIC || next == DYNAMIC || Some(s) != next.checked_mul(size) {
            return None;
        }
    }
    Some(strides)
}

/// MLIR's `VectorTypeCastOpConversion`: a descriptor of the result type around the operand's
/// pointers, with offset 0 and the result's static sizes and contiguous strides.
fn type_cast(
    conv: &LlvmTypeConverter,
    op: OpRef,
    operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<()> {
    let ctx = rw.ctx();
    let source = ctx.value_type(ctx.operand(op, 0)).dyn_cast::<MemRefType>(ctx)?.clone();
    let result_ty = result_type(ctx, op)?;
    let target = result_ty.dyn_cast::<MemRefType>(ctx)?.clone();
    if source.shape.contains(&DYNAMIC) || target.shape.contains(&DYNAMIC) {
        return None;
    }
    let desc = *operands.first()?;
    if !ctx.value_type(desc).isa::<llvm::LLVMStructType>(ctx) {
        return None;
    }
    let desc_ty = conv.convert(ctx, result_ty).filter(|t| t.isa::<llvm::LLVMStructType>(ctx))?;
    contiguous_strides(ctx, &source)?;
    let strides = contiguous_strides(ctx, &target)?;
    if strides.contains(&DYNAMIC) {
        return None;
    }
    let loc = ctx.op_loc(op);
    let i64_ty = IntegerType::get(ctx, 64);
    let mut d = descriptor::poison(rw, loc, desc_ty);
    let allocated = descriptor::extract(rw, loc, desc, &[0])?;
    d = descriptor::insert(rw, loc, d, allocated, &[0]);
    let aligned = descriptor::extract(rw, loc, desc, &[1])?;
    d = descriptor::insert(rw, loc, d, aligned, &[1]);
    let index_constant = |rw: &mut ConversionRewriter<'_, '_>, v: i64| -> Value {
        let idx = IndexType::get(rw.ctx());
        let a = build::int_attr(rw.ctx(), idx, v);
        llvm::ConstantOp::build(rw, loc, i64_ty, a).into()
    };
    let zero = index_constant(rw, 0);
    d = descriptor::insert(rw, loc, d, zero, &[2]);
    for (i, (&size, &stride)) in target.shape.iter().zip(&strides).enumerate() {
        let size = index_constant(rw, size);
        d = descriptor::insert(rw, loc, d, size, &[3, i as i64]);
        let stride = index_constant(rw, stride);
        d = descriptor::insert(rw, loc, d, stride, &[4, i as i64]);
    }
    rw.replace_op(op, &[d]).ok()
}

fn fma(conv: &LlvmTypeConverter, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let ctx = rw.ctx();
    let result = result_type(ctx, op)?;
    if vector_type(ctx, result)?.shape.len() > 1 {
        return None;
    }
    let ty = conv.convert(ctx, result)?;
    let st = build::simple(ctx, llvm::FMulAddOp::NAME, ctx.op_loc(op), operands, ty);
    let v = create1(rw, st);
    rw.replace_op(op, &[v]).ok()
}

// ----- element access -----

fn shuffle_op(
    conv: &LlvmTypeConverter,
    op: OpRef,
    operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<()> {
    let ctx = rw.ctx();
    let loc = ctx.op_loc(op);
    let s = vector::ShuffleOp::from_op_unchecked(op);
    let (t1, t2) = (ctx.value_type(s.v1(ctx)), ctx.value_type(s.v2(ctx)));
    let result = vector_type(ctx, result_type(ctx, op)?)?;
    let llvm_ty = conv.convert(ctx, result_type(ctx, op)?)?;
    let mask = s.mask(ctx)?;
    let (v1, v2) = (*operands.first()?, *operands.get(1)?);
    let rank = result.shape.len();
    if rank <= 1 && t1 == t2 {
        let v = shuffle(rw, loc, v1, v2, &mask, llvm_ty);
        return rw.replace_op(op, &[v]).ok();
    }
    let v1_dim = vector_type(ctx, t1)?.shape.first().copied().unwrap_or(1);
    let elem = converted_element(ctx, llvm_ty)?;
    let mut insert = Value::from(llvm::PoisonOp::build(rw, loc, llvm_ty));
    for (ins, &m) in mask.iter().enumerate() {
        let (value, pos) = if m >= v1_dim { (v2, m - v1_dim) } else { (v1, m) };
        let e = extract_one(conv, rw, loc, value, elem, rank, pos);
        insert = insert_one(conv, rw, loc, insert, e, rank, ins as i64);
    }
    rw.replace_op(op, &[insert]).ok()
}

fn extract(conv: &LlvmTypeConverter, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let ctx = rw.ctx();
    let loc = ctx.op_loc(op);
    let e = vector::ExtractOp::from_op_unchecked(op);
    let source = vector_type(ctx, ctx.value_type(e.vector(ctx)))?;
    let result_ty = conv.convert(ctx, result_type(ctx, op)?)?;
    let mut statics = e.static_position(ctx)?;
    let rank = source.shape.len();
    let aggregate = rank >= 2;
    let scalar = statics.len() == rank;
    if rank == 0 {
        statics.push(0);
    }
    let mut extracted = *operands.first()?;
    if aggregate {
        let position = if scalar { &statics[..statics.len() - 1] } else { &statics[..] };
        if position.contains(&DYNAMIC) {
            return None;
        }
        let member = if scalar { converted_member(ctx, ctx.value_type(extracted), position.len())? } else { result_ty };
        extracted = llvm::ExtractValueOp::build(rw, loc, extracted, member, position).into();
    }
    if scalar {
        let last = *statics.last()?;
        let mut rest =
            operands[1..].iter().copied().skip(statics[..statics.len() - 1].iter().filter(|&&s| s == DYNAMIC).count());
        let pos = position_value(rw, loc, last, &mut rest)?;
        extracted = extract_element(rw, loc, extracted, pos, result_ty);
    }
    rw.replace_op(op, &[extracted]).ok()
}

/// The type of the member `depth` levels down a converted n-D vector.
fn converted_member(ctx: &Context, mut ty: Type, depth: usize) -> Option<Type> {
    for _ in 0..depth {
        ty = ty.dyn_cast::<LLVMArrayType>(ctx)?.element;
    }
    Some(ty)
}

fn insert(conv: &LlvmTypeConverter, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let ctx = rw.ctx();
    let loc = ctx.op_loc(op);
    let i = vector::InsertOp::from_op_unchecked(op);
    let dest_ty = vector_type(ctx, ctx.value_type(i.dest(ctx)))?;
    let llvm_ty = conv.convert(ctx, ctx.value_type(i.dest(ctx)))?;
    let statics = i.static_position(ctx)?;
    let (value, dest) = (*operands.first()?, *operands.get(1)?);
    let nested = llvm_ty.isa::<LLVMArrayType>(ctx);
    let innermost_dim = statics.len() == dest_ty.shape.len();
    let outer = if innermost_dim && !statics.is_empty() { &statics[..statics.len() - 1] } else { &statics[..] };
    let mut aggregate = value;
    if innermost_dim {
        let target = if nested {
            if outer.contains(&DYNAMIC) {
                return None;
            }
            let member = converted_member(ctx, llvm_ty, outer.len())?;
            llvm::ExtractValueOp::build(rw, loc, dest, member, outer).into()
        } else {
            dest
        };
        let scalar_pos = statics.last().copied().unwrap_or(0);
        let mut rest = operands[2..].iter().copied().skip(outer.iter().filter(|&&s| s == DYNAMIC).count());
        let pos = position_value(rw, loc, scalar_pos, &mut rest)?;
        aggregate = insert_element(rw, loc, target, value, pos);
    }
    let mut result = aggregate;
    if nested {
        if outer.contains(&DYNAMIC) {
            return None;
        }
        result = llvm::InsertValueOp::build(rw, loc, dest, aggregate, outer).into();
    }
    rw.replace_op(op, &[result]).ok()
}

/// The patterns of `convert-vector-to-llvm` (MLIR's `populateVectorToLLVMConversionPatterns`,
/// for the ops above, the memory ops and `vector.reduction`), without reassociating float
/// reductions or aligning to vector types.
/// `vector.vscale` to `llvm.intr.vscale` of the converted `index` type.
fn vscale(conv: &LlvmTypeConverter, op: OpRef, _operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let ty = conv.convert(rw.ctx(), result_type(rw.ctx(), op)?)?;
    let loc = rw.ctx().op_loc(op);
    let v = llvm::VScaleOp::build(rw, loc, ty);
    rw.replace_op(op, &[v.into()]).ok()
}

/// MLIR's `VectorStepOpConversion`: a scalable `vector.step` (the fixed ones are constants
/// before the conversion) is `llvm.intr.stepvector` of the converted type.
fn step(conv: &LlvmTypeConverter, op: OpRef, _operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let ctx = rw.ctx();
    let result = result_type(ctx, op)?;
    if !vector_type(ctx, result)?.scalable.iter().any(|&s| s) {
        return None;
    }
    let ty = conv.convert(ctx, result)?;
    let loc = ctx.op_loc(op);
    let v = llvm::StepVectorOp::build(rw, loc, ty);
    rw.replace_op(op, &[v.into()]).ok()
}

/// MLIR's `VectorCreateMaskOpConversion`: a 1-D scalable `vector.create_mask` (the fixed ones
/// are lowered before the conversion) is `stepvector < broadcast(bound)`, in `i32` or `i64`
/// lanes.
fn scalable_mask(op: OpRef, rw: &mut ConversionRewriter<'_, '_>, width: u32) -> Option<()> {
    let ctx = rw.ctx();
    let v = vector_type(ctx, result_type(ctx, op)?)?;
    if v.shape.len() != 1 || !v.scalable[0] {
        return None;
    }
    let bound = ctx.operand(op, 0);
    let loc = ctx.op_loc(op);
    let lane = IntegerType::get(ctx, width);
    let indices_ty =
        ctx.intern_type(VectorType { shape: v.shape.clone(), scalable: v.scalable.clone(), element: lane });
    let indices = llvm::StepVectorOp::build(rw, loc, indices_ty);
    let bound = arith::IndexCastOp::build(rw, loc, bound, lane);
    let bounds = vector::BroadcastOp::build(rw, loc, bound, indices_ty);
    let cmp = arith::CmpIOp::build(rw, loc, indices, bounds, arith::CmpIPredicate::Slt);
    rw.replace_op(op, &[cmp.into()]).ok()
}

fn scalable_mask_i32(_: &LlvmTypeConverter, op: OpRef, _: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    scalable_mask(op, rw, 32)
}

fn scalable_mask_i64(_: &LlvmTypeConverter, op: OpRef, _: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    scalable_mask(op, rw, 64)
}

pub fn patterns(conv: LlvmTypeConverter) -> Vec<Arc<dyn ConversionPattern>> {
    patterns_with(conv, false, false, true)
}

/// [`patterns`] with the `reassociate-fp-reductions`, `use-vector-alignment` and
/// `force-32bit-vector-indices` options.
pub fn patterns_with(
    conv: LlvmTypeConverter,
    reassociate: bool,
    use_vector_alignment: bool,
    force_32bit_vector_indices: bool,
) -> Vec<Arc<dyn ConversionPattern>> {
    let p = |root: &'static str, rewrite: Rewrite| -> Arc<dyn ConversionPattern> {
        Arc::new(VectorPattern { root, conv, rewrite })
    };
    let memory = super::vector_memory_to_llvm::memory_rewrites(use_vector_alignment);
    let mut all: Vec<Arc<dyn ConversionPattern>> = memory.into_iter().map(|(root, rewrite)| p(root, rewrite)).collect();
    all.extend(super::vector_lanes_to_llvm::lane_rewrites().into_iter().map(|(root, rewrite)| p(root, rewrite)));
    all.extend([
        p(vector::PrintOp::NAME, print),
        p(vector::BroadcastOp::NAME, broadcast),
        p(vector::FromElementsOp::NAME, from_elements),
        p(vector::ToElementsOp::NAME, to_elements),
        p(vector::BitCastOp::NAME, bitcast),
        p(vector::TypeCastOp::NAME, type_cast),
        p(vector::FMAOp::NAME, fma),
        p(vector::ShuffleOp::NAME, shuffle_op),
        p(vector::ExtractOp::NAME, extract),
        p(vector::InsertOp::NAME, insert),
        p(vector::VectorScaleOp::NAME, vscale),
        p(vector::StepOp::NAME, step),
        p(
            vector::CreateMaskOp::NAME,
            if force_32bit_vector_indices { scalable_mask_i32 as Rewrite } else { scalable_mask_i64 },
        ),
        Arc::new(ReductionPattern { conv, reassociate }),
        Arc::new(MaskedReductionPattern { conv }),
    ]);
    all
}

/// MLIR's `ConvertVectorToLLVMPass` (`convert-vector-to-llvm`).
#[derive(Clone, Debug, Default)]
pub struct ConvertVectorToLlvm {
    /// `reassociate-fp-reductions`: allow LLVM to reassociate floating-point reductions.
    pub reassociate_fp_reductions: bool,
    /// `force-32bit-vector-indices` (MLIR's default: true).
    pub force_32bit_vector_indices: Option<bool>,
    /// `use-vector-alignment`: align loads and stores to the vector type.
    pub use_vector_alignment: bool,
    /// `vector-contract-lowering`: how `vector.contract` is lowered (`dot`, MLIR's default,
    /// `llvmintr`, `outerproduct` or `parallelarith`).
    pub vector_contract_lowering: vector::transforms::ContractLowering,
    /// `vector-transpose-lowering`: how `vector.transpose` is lowered (`eltwise`, MLIR's
    /// default, `llvmintr`, `shuffle1d` or `shuffle16x16`).
    pub vector_transpose_lowering: vector::transforms::TransposeLowering,
}

/// The options of MLIR's pass enabling the lowering of a target's vector dialect (AMX, Arm
/// NEON/SVE, x86): oxir has none of those dialects, so they stay `false`.
const TARGET_EXTENSIONS: [&str; 6] =
    ["enable-amx", "enable-arm-bf16", "enable-arm-i8mm", "enable-arm-neon", "enable-arm-sve", "enable-x86vector"];

impl Pass for ConvertVectorToLlvm {
    fn name(&self) -> &'static str {
        "ConvertVectorToLLVMPass"
    }
    fn argument(&self) -> &'static str {
        "convert-vector-to-llvm"
    }
    fn description(&self) -> &'static str {
        "Lower the operations from the vector dialect into the LLVM dialect"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        // MLIR folds and erases dead ops greedily before converting.
        // MLIR's order: the vector-to-vector canonicalizations, the broadcast and mask lowerings,
        // the transfer lowerings with mask materialization, then step and n-D fma.
        let mut lowering = vector::transforms::mask_folding_patterns();
        lowering.push(oxir_dialects::utils::patterns::pattern::<vector::BroadcastOp>(
            "BroadcastOpLowering",
            vector::transforms::lower_broadcast_1d,
        ));
        lowering.extend(vector::transforms::contract_lowering_patterns(self.vector_contract_lowering));
        if self.vector_contract_lowering == vector::transforms::ContractLowering::LlvmIntr {
            lowering.push(super::vector_matrix_intrinsics::contract_to_matrix_multiply());
        }
        lowering.extend(vector::transforms::constant_mask_lowering_patterns());
        lowering.extend(vector::transforms::shape_cast_lowering_patterns());
        lowering.extend(vector::transforms::transpose_lowering_patterns(self.vector_transpose_lowering));
        if self.vector_transpose_lowering == vector::transforms::TransposeLowering::LlvmIntr {
            lowering.push(super::vector_matrix_intrinsics::transpose_to_flat_transpose());
        }
        lowering
            .extend(vector::transforms::transfer_lowering_patterns(self.force_32bit_vector_indices.unwrap_or(true)));
        lowering.extend(vector::transforms::strided_slice_lowering_patterns());
        lowering.extend(vector::transforms::lowering_patterns());
        lowering.extend(vector::transforms::unroll_patterns());
        // MLIR's folder moves a constant to the right of `arith.cmpi` in place.
        lowering.extend(arith::cmpi_patterns().into_iter().filter(|p| p.is_in_place_fold()));
        // The in-place folds of `vector.extract` (its canonicalization patterns are not part of
        // the pass).
        lowering.extend(vector::canonicalize::extract_patterns().into_iter().filter(|p| p.is_in_place_fold()));
        let lowering = FrozenPatternSet::new(lowering);
        apply_patterns_greedily(ctx, op, &lowering, &GreedyConfig::default())?;
        let conv = LlvmTypeConverter::default();
        let mut target = llvm_target();
        target.add_legal_dialect(oxir_dialects::arith::ArithDialect::NAMESPACE);
        target.add_legal_dialect(oxir_dialects::memref::MemRefDialect::NAMESPACE);
        oxir::conversion::apply_partial_conversion(
            ctx,
            op,
            &target,
            &patterns_with(
                conv,
                self.reassociate_fp_reductions,
                self.use_vector_alignment,
                self.force_32bit_vector_indices.unwrap_or(true),
            ),
            &conv.to_type_converter(),
        )
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        let flag = super::func_to_llvm::parse_bool(value).ok_or_else(|| format!("invalid value '{value}' for {key}"));
        match key {
            "reassociate-fp-reductions" => self.reassociate_fp_reductions = flag?,
            "force-32bit-vector-indices" => self.force_32bit_vector_indices = Some(flag?),
            "use-vector-alignment" => self.use_vector_alignment = flag?,
            "vector-contract-lowering" => {
                self.vector_contract_lowering = vector::transforms::ContractLowering::from_option(value)
                    .ok_or_else(|| format!("invalid value '{value}' for {key}"))?
            }
            "vector-transpose-lowering" => {
                self.vector_transpose_lowering = vector::transforms::TransposeLowering::from_option(value)
                    .ok_or_else(|| format!("invalid value '{value}' for {key}"))?
            }
            _ if TARGET_EXTENSIONS.contains(&key) && !flag.clone()? => {}
            _ if TARGET_EXTENSIONS.contains(&key) => {
                return Err(format!("option '{key}': oxir lowers no target-specific vector dialect"));
            }
            _ => return Err(format!("no such option '{key}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(&'static str, OptionValue)> {
        let mut options: Vec<(&'static str, OptionValue)> =
            TARGET_EXTENSIONS.iter().map(|&name| (name, OptionValue::Bool(false))).collect();
        options.extend([
            ("force-32bit-vector-indices", OptionValue::Bool(self.force_32bit_vector_indices.unwrap_or(true))),
            ("reassociate-fp-reductions", OptionValue::Bool(self.reassociate_fp_reductions)),
            ("use-vector-alignment", OptionValue::Bool(self.use_vector_alignment)),
            (
                "vector-contract-lowering",
                OptionValue::enumerated(
                    self.vector_contract_lowering.as_option(),
                    &vector::transforms::ContractLowering::NAMES,
                ),
            ),
            (
                "vector-transpose-lowering",
                OptionValue::enumerated(
                    self.vector_transpose_lowering.as_option(),
                    &vector::transforms::TransposeLowering::NAMES,
                ),
            ),
        ]);
        options
    }
}
