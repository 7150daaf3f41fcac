//! The remaining llvm ops: exception handling (`llvm.invoke`, `llvm.landingpad`,
//! `llvm.resume`), atomics (`llvm.atomicrmw`, `llvm.cmpxchg`, `llvm.fence`), vector shuffles
//! and subvector intrinsics, module-level ops (`llvm.mlir.global_ctors`/`dtors`,
//! `llvm.module_flags`, `llvm.mlir.alias`, comdats), inline assembly, `va_arg`, `sincos` and
//! the invariant markers.

use super::func::{verify_var_callee_type, LLVMFuncOp};
use crate::llvm::attrs::*;
use crate::llvm::constraints::*;
use crate::llvm::types::*;
use oxir::builtin::attributes::{
    ArrayAttr, DenseArrayAttr, DictionaryAttr, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr,
};
use oxir::builtin::types::{IntegerType, VectorType};
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{Block, DenseI32Array, Op, Region};
use oxir::registry::BranchOpInterface;
use oxir::traits::*;
use oxir::{Attribute, Context, Diagnostic, NamedAttribute, OpRef, Type, Value};
use oxir_macros::op;

// ----- invoke / landingpad / resume -----

/// The `BranchOpInterface` of `llvm.invoke`: operands after the callee operands go to the
/// normal and unwind destinations.
pub const INVOKE_BRANCH: BranchOpInterface = BranchOpInterface {
    successor_operands: invoke_successor_operands,
    set_successor_operands: invoke_set_successor_operands,
    successor_for_operands: None,
};

fn segments(ctx: &Context, op: OpRef) -> Vec<usize> {
    ctx.op_property(op, "operandSegmentSizes")
        .and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
        .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0).max(0) as usize).collect())
        .unwrap_or_default()
}

fn invoke_successor_operands(ctx: &Context, op: OpRef, succ: usize) -> std::ops::Range<usize> {
    let seg = segments(ctx, op);
    let get = |i: usize| seg.get(i).copied().unwrap_or(0);
    let start = get(0) + if succ == 0 { 0 } else { get(1) };
    start..start + get(1 + succ.min(1))
}

fn invoke_set_successor_operands(ctx: &mut Context, op: OpRef, succ: usize, values: &[Value]) {
    let seg = segments(ctx, op);
    let get = |i: usize| seg.get(i).copied().unwrap_or(0);
    let all: Vec<Value> = ctx.operands(op).collect();
    let (a, n, u) = (get(0), get(1), get(2));
    let mut operands: Vec<Value> = all[..a.min(all.len())].to_vec();
    let slice = |r: std::ops::Range<usize>| all.get(r).map(<[Value]>::to_vec).unwrap_or_default();
    let normal: Vec<Value> = if succ == 0 { values.to_vec() } else { slice(a..a + n) };
    let unwind: Vec<Value> = if succ == 1 { values.to_vec() } else { slice(a + n..a + n + u) };
    let (nn, nu) = (normal.len(), unwind.len());
    operands.extend(normal);
    operands.extend(unwind);
    operands.extend_from_slice(all.get((a + n + u).min(all.len())..).unwrap_or(&[]));
    ctx.set_operands(op, &operands);
    let mut props: Vec<NamedAttribute> =
        ctx.op_properties(op).map(|p| DictionaryAttr::entries(ctx, p).to_vec()).unwrap_or_default();
    let value = oxir::ods::op::i32_array(ctx, vec![a as i32, nn as i32, nu as i32, get(3) as i32]);
    let id = ctx.ident("operandSegmentSizes");
    match props.iter_mut().find(|e| e.name == id) {
        Some(e) => e.value = value,
        None => props.push(NamedAttribute { name: id, value }),
    }
    let dict = DictionaryAttr::get(ctx, props);
    ctx.set_op_properties(op, Some(dict));
}

/// Calls a function with a normal and an unwind (exception) destination.
#[op(
    name = "llvm.invoke",
    traits(AttrSizedOperandSegments, IsTerminator),
    parser = parse_invoke,
    printer = print_invoke,
    verifier = InvokeOp::verify,
    branch = INVOKE_BRANCH
)]
pub struct InvokeOp {
    #[attribute(TYPE_ATTR)]
    var_callee_type: Option<TypeAttr>,
    #[attribute(FLAT_SYMBOL_REF_ATTR)]
    callee: Option<SymbolRefAttr>,
    #[attribute(name = "CConv", default = cconv_c(ctx))]
    cconv: CConv,
    #[attribute]
    branch_weights: Option<DenseI32Array>,
    #[attribute(ARRAY_ATTR)]
    op_bundle_tags: Option<ArrayAttr>,
    #[attribute(ARRAY_ATTR)]
    arg_attrs: Option<ArrayAttr>,
    #[attribute(ARRAY_ATTR)]
    res_attrs: Option<ArrayAttr>,
    #[operand(LLVM_TYPE, name = "callee_operands")]
    callee_operands: Vec<Value>,
    #[operand(LLVM_TYPE, name = "normalDestOperands")]
    normal_dest_operands: Vec<Value>,
    #[operand(LLVM_TYPE, name = "unwindDestOperands")]
    unwind_dest_operands: Vec<Value>,
    #[operand(LLVM_TYPE, name = "op_bundle_operands", segments = "op_bundle_sizes")]
    op_bundle_operands: Vec<Vec<Value>>,
    #[result(LLVM_TYPE)]
    result: Option<Value>,
    #[successor(name = "normalDest")]
    normal_dest: Block,
    #[successor(name = "unwindDest")]
    unwind_dest: Block,
}

impl InvokeOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let i = InvokeOp::from_op_unchecked(op);
        if let Some(vt) = i.var_callee_type(ctx).and_then(|t| t.ty.dyn_cast::<LLVMFunctionType>(ctx)).cloned() {
            let ops = i.callee_operands(ctx);
            let args =
                if i.callee(ctx).is_some() { ops } else { ops.get(1..).map(<[Value]>::to_vec).unwrap_or_default() };
            verify_var_callee_type(ctx, op, &vt, &args)?;
        }
        if let Some(&unwind) = ctx.successors(op).get(1) {
            match ctx.block_first_op(unwind) {
                None => {
                    return Err(Diagnostic::error(
                        ctx.op_loc(op),
                        "must have at least one operation in unwind destination",
                    ))
                }
                Some(f) if ctx.op_name_text(f) != LandingpadOp::NAME => {
                    return Err(Diagnostic::error(
                        ctx.op_loc(op),
                        "first operation in unwind destination should be a llvm.landingpad operation",
                    ))
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// The landing pad of an `llvm.invoke`'s unwind destination.
#[op(name = "llvm.landingpad", parser = parse_landingpad, printer = print_landingpad, verifier = LandingpadOp::verify)]
pub struct LandingpadOp {
    #[attribute(UNIT_ATTR)]
    cleanup: Option<UnitAttr>,
    #[operand(LLVM_TYPE)]
    clauses: Vec<Value>,
    #[result(LLVM_TYPE)]
    res: Value,
}

impl LandingpadOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut cur = ctx.op_parent_op(op);
        while let Some(p) = cur {
            if let Some(f) = ctx.cast_op::<LLVMFuncOp>(p) {
                if f.personality(ctx).is_none() {
                    return Err(Diagnostic::error(
                        ctx.op_loc(op),
                        "llvm.landingpad needs to be in a function with a personality",
                    ));
                }
                break;
            }
            cur = ctx.op_parent_op(p);
        }
        if ctx.op_property(op, "cleanup").is_none() && ctx.num_operands(op) == 0 {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                "landingpad instruction expects at least one clause or cleanup attribute",
            ));
        }
        for (idx, v) in ctx.operands(op).enumerate() {
            if ctx.value_type(v).isa::<LLVMArrayType>(ctx) {
                continue;
            }
            let def = match v {
                Value::Result { op, .. } => Some(op),
                _ => None,
            };
            let name = def.map(|d| ctx.op_name_text(d));
            match name {
                Some(super::arith::BitcastOp::NAME) => {
                    let Some(d) = def else { continue };
                    let arg_def = match ctx.operands(d).next() {
                        Some(Value::Result { op, .. }) => Some(ctx.op_name_text(op)),
                        _ => None,
                    };
                    if arg_def == Some(AddressOfOp::NAME) {
                        continue;
                    }
                    return Err(Diagnostic::error(ctx.op_loc(op), "constant clauses expected").with_note(
                        ctx.op_loc(d),
                        "global addresses expected as operand to bitcast used in clauses for landingpad",
                    ));
                }
                Some(ZeroOp::NAME) | Some(AddressOfOp::NAME) => continue,
                _ => {
                    return Err(Diagnostic::error(
                        ctx.op_loc(op),
                        format!("clause #{idx} is not a known constant - null, addressof, bitcast"),
                    ))
                }
            }
        }
        Ok(())
    }
}

use super::arith::AddressOfOp;
use crate::llvm::syntax::misc::*;
use crate::llvm::ZeroOp;

/// Resumes propagation of an in-flight exception.
#[op(name = "llvm.resume", traits(IsTerminator), format = "$value attr-dict `:` type($value)")]
pub struct ResumeOp {
    #[operand(LLVM_TYPE)]
    value: Value,
}

// ----- atomics -----

const ATOMIC_RMW_SUMMARY: &str =
    "floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type";

/// What `llvm.atomicrmw` accepts as its value.
pub const ATOMIC_RMW_TYPE: TypeConstraint = TypeConstraint::Pred {
    summary: ATOMIC_RMW_SUMMARY,
    check: |c, t| {
        is_compatible_float(c, t)
            || t.isa::<LLVMPointerType>(c)
            || is_signless_integer(c, t)
            || (is_compatible_vector_type(c, t) && !is_scalable_vector(c, t))
    },
};

/// Atomic read-modify-write: `llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i32`.
#[op(
    name = "llvm.atomicrmw",
    traits(MemRead, MemWrite, TypesMatchWith<val, res, "result #0 and operand #1 have the same type">),
    format = "(`volatile` $volatile_^)? $bin_op $ptr `,` $val (`syncscope` `(` $syncscope^ `)`)? $ordering \
              attr-dict `:` qualified(type($ptr)) `,` type($val)",
    verifier = AtomicRMWOp::verify
)]
pub struct AtomicRMWOp {
    #[attribute(enum)]
    bin_op: AtomicBinOp,
    #[operand(LLVM_POINTER)]
    ptr: Value,
    #[operand(ATOMIC_RMW_TYPE)]
    val: Value,
    #[attribute(enum)]
    ordering: AtomicOrdering,
    #[attribute(STR_ATTR)]
    syncscope: Option<StringAttr>,
    #[attribute(I64_ATTR)]
    alignment: Option<oxir::builtin::attributes::IntegerAttr>,
    #[attribute(UNIT_ATTR, name = "volatile_")]
    volatile: Option<UnitAttr>,
    #[attribute(ACCESS_GROUP_ARRAY_ATTR)]
    access_groups: Option<Attribute>,
    #[attribute(ALIAS_SCOPE_ARRAY_ATTR)]
    alias_scopes: Option<Attribute>,
    #[attribute(ALIAS_SCOPE_ARRAY_ATTR)]
    noalias_scopes: Option<Attribute>,
    #[attribute]
    tbaa: Option<Attribute>,
    #[result(ATOMIC_RMW_TYPE)]
    res: Value,
}

fn atomic_compatible(ctx: &Context, t: Type) -> bool {
    use oxir::builtin::types::{FloatKind, FloatType};
    if t.isa::<LLVMPointerType>(ctx) {
        return true;
    }
    if let Some(i) = t.dyn_cast::<IntegerType>(ctx) {
        return i.width >= 8 && i.width.is_power_of_two();
    }
    if let Some(f) = t.dyn_cast::<FloatType>(ctx) {
        return matches!(f.kind, FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64);
    }
    false
}

impl AtomicRMWOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let ops: Vec<Value> = ctx.operands(op).collect();
        if ops.len() != 2 {
            return Ok(());
        }
        let t = ctx.value_type(ops[1]);
        let bin = AtomicRMWOp::from_op_unchecked(op).bin_op(ctx);
        use AtomicBinOp::*;
        match bin {
            Some(Fadd | Fsub | Fmax | Fmin | Fmaximum | Fminimum) => {
                if is_compatible_vector_type(ctx, t) {
                    if is_scalable_vector(ctx, t) {
                        return Err(op_error(ctx, op, "expected LLVM IR fixed vector type"));
                    }
                    if !is_compatible_float(ctx, scalar_or_element(ctx, t)) {
                        return Err(op_error(ctx, op, "expected LLVM IR floating point type for vector element"));
                    }
                } else if !is_compatible_float(ctx, t) {
                    return Err(op_error(ctx, op, "expected LLVM IR floating point type"));
                }
            }
            Some(Xchg) => {
                if !atomic_compatible(ctx, t) {
                    return Err(op_error(ctx, op, "unexpected LLVM IR type for 'xchg' bin_op"));
                }
            }
            _ => {
                let w = t.dyn_cast::<IntegerType>(ctx).map_or(0, |i| i.width);
                if ![8, 16, 32, 64].contains(&w) {
                    return Err(op_error(ctx, op, "expected LLVM IR integer type"));
                }
            }
        }
        if int_value(ctx, ctx.op_property(op, "ordering")).unwrap_or(0) < AtomicOrdering::Monotonic.value() {
            return Err(op_error(ctx, op, "expected at least 'monotonic' ordering"));
        }
        Ok(())
    }
}

/// Atomic compare-and-exchange: `llvm.cmpxchg %p, %cmp, %new acq_rel monotonic : !llvm.ptr, i32`.
#[op(
    name = "llvm.cmpxchg",
    traits(
        MemRead,
        MemWrite,
        TypesMatchWith<val, cmp, "operand #1 and operand #2 have the same type">,
        TypesMatchWith<val, res, cmpxchg_result_type, "result #0 has an LLVM struct type consisting of the type of operand #2 and a bool">
    ),
    format = "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val \
              (`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering \
              attr-dict `:` qualified(type($ptr)) `,` type($val)",
    verifier = AtomicCmpXchgOp::verify
)]
pub struct AtomicCmpXchgOp {
    #[operand(LLVM_POINTER)]
    ptr: Value,
    #[operand(SIGNLESS_INT_OR_PTR)]
    cmp: Value,
    #[operand(SIGNLESS_INT_OR_PTR)]
    val: Value,
    #[attribute(enum)]
    success_ordering: AtomicOrdering,
    #[attribute(enum)]
    failure_ordering: AtomicOrdering,
    #[attribute(STR_ATTR)]
    syncscope: Option<StringAttr>,
    #[attribute(I64_ATTR)]
    alignment: Option<oxir::builtin::attributes::IntegerAttr>,
    #[attribute(UNIT_ATTR)]
    weak: Option<UnitAttr>,
    #[attribute(UNIT_ATTR, name = "volatile_")]
    volatile: Option<UnitAttr>,
    #[attribute(ACCESS_GROUP_ARRAY_ATTR)]
    access_groups: Option<Attribute>,
    #[attribute(ALIAS_SCOPE_ARRAY_ATTR)]
    alias_scopes: Option<Attribute>,
    #[attribute(ALIAS_SCOPE_ARRAY_ATTR)]
    noalias_scopes: Option<Attribute>,
    #[attribute]
    tbaa: Option<Attribute>,
    #[result(LLVM_TYPE)]
    res: Value,
}

/// `{t, i1}`: the result type of `llvm.cmpxchg` on values of type `t`.
pub fn cmpxchg_result_type(ctx: &Context, t: Type) -> Type {
    LLVMStructType::literal(ctx, vec![t, IntegerType::get(ctx, 1)], false)
}

impl AtomicCmpXchgOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let ops: Vec<Value> = ctx.operands(op).collect();
        if ops.len() != 3 {
            return Ok(());
        }
        let vt = ctx.value_type(ops[2]);
        if !atomic_compatible(ctx, vt) {
            return Err(op_error(ctx, op, "unexpected LLVM IR type"));
        }
        let s = int_value(ctx, ctx.op_property(op, "success_ordering")).unwrap_or(0);
        let f = int_value(ctx, ctx.op_property(op, "failure_ordering")).unwrap_or(0);
        let mono = AtomicOrdering::Monotonic.value();
        if s < mono || f < mono {
            return Err(op_error(ctx, op, "ordering must be at least 'monotonic'"));
        }
        if f == AtomicOrdering::Release.value() || f == AtomicOrdering::AcqRel.value() {
            return Err(op_error(ctx, op, "failure ordering cannot be 'release' or 'acq_rel'"));
        }
        Ok(())
    }
}

/// A memory fence: `llvm.fence syncscope("agent") release`.
#[op(
    name = "llvm.fence",
    format = "(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict",
    verifier = FenceOp::verify
)]
pub struct FenceOp {
    #[attribute(enum)]
    ordering: AtomicOrdering,
    #[attribute(STR_ATTR)]
    syncscope: Option<StringAttr>,
}

impl FenceOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let o = int_value(ctx, ctx.op_property(op, "ordering")).unwrap_or(0);
        if o == AtomicOrdering::NotAtomic.value()
            || o == AtomicOrdering::Unordered.value()
            || o == AtomicOrdering::Monotonic.value()
        {
            return Err(op_error(ctx, op, "can be given only acquire, release, acq_rel, and seq_cst orderings"));
        }
        Ok(())
    }
}

// ----- vector shuffles and subvectors -----

/// Shuffles two vectors by a constant mask: `llvm.shufflevector %a, %b [0, 1, -1] : vector<4xf32>`.
#[op(
    name = "llvm.shufflevector",
    traits(Pure, AllTypesMatch<[v1, v2]>),
    format = "$v1 `,` $v2 $mask attr-dict `:` type($v1) custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))",
    verifier = ShuffleVectorOp::verify
)]
pub struct ShuffleVectorOp {
    #[operand(LLVM_VECTOR)]
    v1: Value,
    #[operand(LLVM_VECTOR)]
    v2: Value,
    #[attribute]
    mask: DenseI32Array,
    #[result(LLVM_VECTOR)]
    res: Value,
}

impl ShuffleVectorOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(v1) = ctx.operands(op).next() else { return Ok(()) };
        let mask = ShuffleVectorOp::from_op_unchecked(op).mask(ctx).unwrap_or_default();
        if is_scalable_vector(ctx, ctx.value_type(v1)) && mask.iter().any(|&m| m != 0) {
            return Err(op_error(ctx, op, "expected a splat operation for scalable vectors"));
        }
        Ok(())
    }
}

/// The size in bits of a vector (its minimum size when scalable).
fn vector_bits(ctx: &Context, t: Type) -> u64 {
    let Some(v) = t.dyn_cast::<VectorType>(ctx) else { return 0 };
    let n: i64 = v.shape.iter().product();
    let w = v
        .element
        .dyn_cast::<IntegerType>(ctx)
        .map(|i| i.width as u64)
        .or_else(|| v.element.dyn_cast::<oxir::builtin::types::FloatType>(ctx).map(|f| f.kind.width() as u64))
        .unwrap_or(64);
    n.max(0) as u64 * w
}

fn verify_subvector(ctx: &Context, op: OpRef, what: &str) -> Result<(), Diagnostic> {
    let types: Vec<Type> = ctx.operands(op).map(|v| ctx.value_type(v)).chain(ctx.result_types(op)).collect();
    if types.iter().any(|&t| vector_bits(ctx, t) > 1 << 17) {
        return Err(op_error(ctx, op, "failed to verify that vectors are not bigger than 2^17 bits."));
    }
    let (small, big) = if what == "inserting" {
        (ctx.operands(op).nth(1).map(|v| ctx.value_type(v)), ctx.result_types(op).next())
    } else {
        (ctx.result_types(op).next(), ctx.operands(op).next().map(|v| ctx.value_type(v)))
    };
    if let (Some(s), Some(b)) = (small, big) {
        if is_scalable_vector(ctx, s) && !is_scalable_vector(ctx, b) {
            let text = if what == "inserting" {
                "failed to verify that it is not inserting scalable into fixed-length vectors."
            } else {
                "failed to verify that it is not extracting scalable from fixed-length vectors."
            };
            return Err(op_error(ctx, op, text));
        }
    }
    Ok(())
}

/// `llvm.vector.insert`: `llvm.intr.vector.insert %sub, %vec[0] : vector<4xf32> into vector<[4]xf32>`.
#[op(
    name = "llvm.intr.vector.insert",
    traits(Pure, AllTypesMatch<[dstvec, res]>),
    format = "$srcvec `,` $dstvec `[` $pos `]` attr-dict `:` type($srcvec) `into` type($res)",
    verifier = VectorInsertOp::verify
)]
pub struct VectorInsertOp {
    #[operand(LLVM_VECTOR)]
    dstvec: Value,
    #[operand(LLVM_VECTOR)]
    srcvec: Value,
    #[attribute(I64_ATTR)]
    pos: oxir::builtin::attributes::IntegerAttr,
    #[result(LLVM_VECTOR)]
    res: Value,
}

impl VectorInsertOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        verify_subvector(ctx, op, "inserting")
    }
}

/// `llvm.vector.extract`: `llvm.intr.vector.extract %vec[0] : vector<4xf32> from vector<8xf32>`.
#[op(
    name = "llvm.intr.vector.extract",
    traits(Pure),
    format = "$srcvec `[` $pos `]` attr-dict `:` type($res) `from` type($srcvec)",
    verifier = VectorExtractOp::verify
)]
pub struct VectorExtractOp {
    #[operand(LLVM_VECTOR)]
    srcvec: Value,
    #[attribute(I64_ATTR)]
    pos: oxir::builtin::attributes::IntegerAttr,
    #[result(LLVM_VECTOR)]
    res: Value,
}

impl VectorExtractOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        verify_subvector(ctx, op, "extracting")
    }
}

/// `llvm.vector.interleave2` (generic form only, as in MLIR).
#[op(name = "llvm.intr.vector.interleave2", traits(Pure), verifier = verify_interleave2)]
pub struct VectorInterleave2Op {
    #[operand(LLVM_VECTOR)]
    vec1: Value,
    #[operand(LLVM_VECTOR)]
    vec2: Value,
    #[result(LLVM_VECTOR)]
    res: Value,
}

/// `llvm.vector.deinterleave2`: the even and odd lanes of a vector, as a two-member struct
/// (generic form only, as in MLIR).
#[op(name = "llvm.intr.vector.deinterleave2", traits(Pure))]
pub struct VectorDeinterleave2Op {
    #[operand(LLVM_VECTOR)]
    vec: Value,
    #[result(LLVM_TYPE)]
    res: Value,
}

/// `llvm.masked.expandload`: consecutive elements from memory into the lanes whose mask bit is
/// set, the others from the pass-through (generic form only, as in MLIR).
#[op(name = "llvm.intr.masked.expandload", traits(MemRead))]
pub struct MaskedExpandLoadOp {
    #[operand(LLVM_POINTER)]
    ptr: Value,
    #[operand(LLVM_VECTOR)]
    mask: Value,
    #[operand(LLVM_VECTOR)]
    passthru: Value,
    /// The parameter attributes of the call (`llvm.align` on the pointer).
    #[attribute(ARRAY_ATTR)]
    arg_attrs: Option<ArrayAttr>,
    /// The result's attributes.
    #[attribute(ARRAY_ATTR)]
    res_attrs: Option<ArrayAttr>,
    #[result(LLVM_VECTOR)]
    res: Value,
}

/// `llvm.masked.compressstore`: the lanes whose mask bit is set, to consecutive memory
/// (generic form only, as in MLIR).
#[op(name = "llvm.intr.masked.compressstore", traits(MemWrite))]
pub struct MaskedCompressStoreOp {
    #[operand(LLVM_VECTOR)]
    value: Value,
    #[operand(LLVM_POINTER)]
    ptr: Value,
    #[operand(LLVM_VECTOR)]
    mask: Value,
    /// The parameter attributes of the call (`llvm.align` on the pointer).
    #[attribute(ARRAY_ATTR)]
    arg_attrs: Option<ArrayAttr>,
    /// The result's attributes.
    #[attribute(ARRAY_ATTR)]
    res_attrs: Option<ArrayAttr>,
}

fn verify_interleave2(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let ops: Vec<Type> = ctx.operands(op).map(|v| ctx.value_type(v)).collect();
    let Some(r) = ctx.result_types(op).next() else { return Ok(()) };
    if ops.len() != 2 {
        return Ok(());
    }
    if ops[0] != ops[1] {
        return Err(op_error(ctx, op, "failed to verify that all of {vec1, vec2} have same type"));
    }
    let (Some(a), Some(b)) = (ops[0].dyn_cast::<VectorType>(ctx), r.dyn_cast::<VectorType>(ctx)) else { return Ok(()) };
    let n = |v: &VectorType| v.shape.iter().product::<i64>();
    if n(b) != 2 * n(a) || a.scalable != b.scalable || a.element != b.element {
        return Err(op_error(ctx, op, "failed to verify that result has twice as many elements as 'vec1'"));
    }
    Ok(())
}

// ----- module-level ops -----

fn verify_ctor_symbols(ctx: &Context, op: OpRef, list: &str) -> Result<(), Diagnostic> {
    let Some(arr) = ctx.op_property(op, list).and_then(|a| a.dyn_cast::<ArrayAttr>(ctx)) else { return Ok(()) };
    for &a in &arr.elements {
        let Some(sym) = a.dyn_cast::<SymbolRefAttr>(ctx) else { continue };
        let name = ctx.ident_str(sym.root).to_string();
        let f = oxir::symbol_table::lookup_nearest_symbol_from(ctx, op, sym).and_then(|t| ctx.cast_op::<LLVMFuncOp>(t));
        let Some(f) = f else {
            return Err(op_error(ctx, op, format!("'{name}' does not reference a valid LLVM function")));
        };
        if f.is_declaration(ctx) {
            return Err(op_error(ctx, op, format!("'{name}' does not have a definition")));
        }
    }
    Ok(())
}

fn verify_ctor_lists(ctx: &Context, op: OpRef, list: &str, what: &str) -> Result<(), Diagnostic> {
    let len =
        |n: &str| ctx.op_property(op, n).and_then(|a| a.dyn_cast::<ArrayAttr>(ctx)).map_or(0, |a| a.elements.len());
    if len(list) != len("priorities") || len(list) != len("data") {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            format!("{what}, priorities, and data must have the same number of elements"),
        ));
    }
    if let Some(d) = ctx.op_property(op, "data").and_then(|a| a.dyn_cast::<ArrayAttr>(ctx)) {
        for &e in &d.elements {
            if !(e.isa::<SymbolRefAttr>(ctx) || e.isa::<ZeroAttr>(ctx)) {
                return Err(op_error(ctx, op, "data element must be symbol or #llvm.zero"));
            }
        }
    }
    Ok(())
}

/// The global constructors: `llvm.mlir.global_ctors ctors = [@f], priorities = [0 : i32], data = [#llvm.zero]`.
#[op(
    name = "llvm.mlir.global_ctors",
    format = "`ctors` `=` $ctors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict",
    verifier = GlobalCtorsOp::verify,
    symbol_uses_verifier = GlobalCtorsOp::verify_symbol_uses
)]
pub struct GlobalCtorsOp {
    #[attribute(ARRAY_ATTR)]
    ctors: ArrayAttr,
    #[attribute(ARRAY_ATTR)]
    priorities: ArrayAttr,
    #[attribute(ARRAY_ATTR)]
    data: ArrayAttr,
}

impl GlobalCtorsOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        verify_ctor_lists(ctx, op, "ctors", "ctors")
    }
    fn verify_symbol_uses(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        verify_ctor_symbols(ctx, op, "ctors")
    }
}

/// The global destructors: `llvm.mlir.global_dtors dtors = [@f], priorities = [0 : i32], data = [#llvm.zero]`.
#[op(
    name = "llvm.mlir.global_dtors",
    format = "`dtors` `=` $dtors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict",
    verifier = GlobalDtorsOp::verify,
    symbol_uses_verifier = GlobalDtorsOp::verify_symbol_uses
)]
pub struct GlobalDtorsOp {
    #[attribute(ARRAY_ATTR)]
    dtors: ArrayAttr,
    #[attribute(ARRAY_ATTR)]
    priorities: ArrayAttr,
    #[attribute(ARRAY_ATTR)]
    data: ArrayAttr,
}

impl GlobalDtorsOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        verify_ctor_lists(ctx, op, "dtors", "dtors")
    }
    fn verify_symbol_uses(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        verify_ctor_symbols(ctx, op, "dtors")
    }
}

/// Module flags: `llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i64>]`.
#[op(name = "llvm.module_flags", format = "$flags attr-dict")]
pub struct ModuleFlagsOp {
    #[attribute(ARRAY_ATTR)]
    flags: ArrayAttr,
}

/// Linker options: `llvm.linker_options ["/DEFAULTLIB:", "libcmt"]`.
#[op(name = "llvm.linker_options", format = "$options attr-dict")]
pub struct LinkerOptionsOp {
    #[attribute(ARRAY_ATTR)]
    options: ArrayAttr,
}

/// A global alias: `llvm.mlir.alias external @a : !llvm.func<void ()> { ... llvm.return %p }`.
#[op(
    name = "llvm.mlir.alias",
    traits(IsolatedFromAbove, Symbol),
    parser = parse_alias,
    printer = print_alias,
    verifier = AliasOp::verify,
    region_verifier = AliasOp::verify_regions
)]
pub struct AliasOp {
    #[attribute(TYPE_ATTR)]
    alias_type: TypeAttr,
    #[attribute(SYMBOL_NAME_ATTR)]
    sym_name: StringAttr,
    /// Required, as in MLIR (`Linkage:$linkage`, so bytecode writes it as a plain reference);
    /// the custom syntax defaults it to `external`.
    #[attribute]
    linkage: Linkage,
    #[attribute(UNIT_ATTR)]
    dso_local: Option<UnitAttr>,
    #[attribute(UNIT_ATTR, name = "thread_local_")]
    thread_local: Option<UnitAttr>,
    #[attribute(I64_ATTR)]
    unnamed_addr: Option<oxir::builtin::attributes::IntegerAttr>,
    #[attribute(I64_ATTR, name = "visibility_", default = i64_attr(ctx, 0))]
    visibility: oxir::builtin::attributes::IntegerAttr,
    #[region]
    initializer: Region,
}

impl AliasOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(t) = ctx.op_property(op, "alias_type").and_then(|a| a.dyn_cast::<TypeAttr>(ctx)).map(|t| t.ty) else {
            return Ok(());
        };
        let valid = is_compatible_outer_type(ctx, t)
            && !(t.isa::<LLVMVoidType>(ctx)
                || t.isa::<LLVMTokenType>(ctx)
                || t.isa::<LLVMMetadataType>(ctx)
                || t.isa::<LLVMLabelType>(ctx));
        if !valid {
            return Err(op_error(ctx, op, "expects type to be a valid element type for an LLVM global alias"));
        }
        let l = ctx
            .op_property(op, "linkage")
            .and_then(|a| a.dyn_cast::<Linkage>(ctx).copied())
            .unwrap_or(Linkage::External);
        use Linkage::*;
        if !matches!(l, Private | Internal | AvailableExternally | Linkonce | Weak | LinkonceODR | WeakODR | External) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "'{}' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally",
                    l.as_str()
                ),
            ));
        }
        Ok(())
    }

    fn verify_regions(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(&r) = ctx.op_regions(op).first() else { return Ok(()) };
        let Some(b) = ctx.region_entry_block(r) else { return Ok(()) };
        if let Some(term) = ctx.block_last_op(b) {
            let ret_ptr = ctx.operands(term).next().is_some_and(|v| ctx.value_type(v).isa::<LLVMPointerType>(ctx));
            if ctx.isa_op::<super::control::ReturnOp>(term) && !ret_ptr {
                return Err(op_error(ctx, op, "initializer region must always return a pointer"));
            }
        }
        for inner in ctx.block_ops(b) {
            let pure = ctx.op_has_trait::<Pure>(inner) || ctx.op_has_trait::<NoMemoryEffect>(inner);
            if !pure && !ctx.op_has_trait::<IsTerminator>(inner) {
                return Err(Diagnostic::error(
                    ctx.op_loc(inner),
                    "ops with side effects are not allowed in alias initializers",
                ));
            }
        }
        Ok(())
    }
}

// ----- more ops: dso_local_equivalent, va_arg, inline_asm, sincos, invariants -----

/// The dso-local equivalent of a function: `llvm.dso_local_equivalent @f : !llvm.ptr`.
#[op(
    name = "llvm.dso_local_equivalent",
    traits(Pure),
    format = "$function_name attr-dict `:` qualified(type($res))",
    symbol_uses_verifier = verify_dso_local_equivalent
)]
pub struct DSOLocalEquivalentOp {
    #[attribute(FLAT_SYMBOL_REF_ATTR)]
    function_name: SymbolRefAttr,
    #[result(LLVM_POINTER)]
    res: Value,
}

/// The symbol-use verifier of `llvm.dso_local_equivalent`: the symbol names an `llvm.func` or an
/// `llvm.mlir.alias` of a function, neither with `extern_weak` linkage.
pub fn verify_dso_local_equivalent(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let Some(sym) = ctx.op_property(op, "function_name").and_then(|a| a.dyn_cast::<SymbolRefAttr>(ctx)) else {
        return Ok(());
    };
    let target = oxir::symbol_table::lookup_nearest_symbol_from(ctx, op, sym);
    let what = match target.map(|t| ctx.op_name_text(t)) {
        Some(LLVMFuncOp::NAME) => "function",
        Some(AliasOp::NAME) => "alias",
        _ => return Err(op_error(ctx, op, "must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'")),
    };
    let extern_weak = target
        .and_then(|t| ctx.op_property(t, "linkage"))
        .and_then(|a| a.dyn_cast::<Linkage>(ctx).copied())
        .is_some_and(|l| l == Linkage::ExternWeak);
    if extern_weak {
        return Err(op_error(ctx, op, format!("target {what} with 'extern_weak' linkage not allowed")));
    }
    // An alias must alias a function: its initializer takes no global variable's address.
    if let Some(alias) = target.filter(|_| what == "alias") {
        for &region in ctx.op_regions(alias) {
            for block in ctx.region_blocks(region) {
                for inner in ctx.block_ops(block) {
                    let Some(s) = ctx.op_property(inner, "global_name").and_then(|a| a.dyn_cast::<SymbolRefAttr>(ctx))
                    else {
                        continue;
                    };
                    let referenced = oxir::symbol_table::lookup_nearest_symbol_from(ctx, inner, s);
                    if ctx.isa_op::<AddressOfOp>(inner)
                        && referenced.is_some_and(|r| ctx.isa_op::<super::func::GlobalOp>(r))
                    {
                        return Err(op_error(ctx, op, "must reference an alias to a function"));
                    }
                }
            }
        }
    }
    Ok(())
}

/// Reads the next variadic argument: `llvm.va_arg %list : (!llvm.ptr) -> i32`.
#[op(name = "llvm.va_arg", traits(MemRead, MemWrite), format = "$arg attr-dict `:` functional-type($arg, $res)")]
pub struct VaArgOp {
    #[operand(LLVM_POINTER)]
    arg: Value,
    #[result(LLVM_TYPE)]
    res: Value,
}

/// `llvm.sincos`: `llvm.intr.sincos(%x) : (f32) -> !llvm.struct<(f32, f32)>`.
#[op(
    name = "llvm.intr.sincos",
    traits(Pure),
    format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
    verifier = verify_sincos
)]
pub struct SincosOp {
    #[operand(FLOAT_OR_VECTOR)]
    val: Value,
    #[attribute(name = "fastmathFlags", default = fastmath_none(ctx))]
    fastmath_flags: FastmathFlags,
    #[result(LLVM_TYPE)]
    res: Value,
}

fn verify_sincos(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let (Some(v), Some(r)) = (ctx.operands(op).next(), ctx.result_types(op).next()) else { return Ok(()) };
    let t = ctx.value_type(v);
    let ok = r.dyn_cast::<LLVMStructType>(ctx).is_some_and(|s| s.elements() == [t, t]);
    if !ok {
        return Err(op_error(
            ctx,
            op,
            "expected result type to be an homogeneous struct with two elements matching the operand type",
        ));
    }
    Ok(())
}

/// `llvm.invariant.start`: `llvm.intr.invariant.start 1, %p : !llvm.ptr`.
#[op(
    name = "llvm.intr.invariant.start",
    traits(
        MemRead,
        MemWrite,
        TypesMatchWith<ptr, res, default_pointer, "result is an LLVM pointer in address space 0">
    ),
    format = "$size `,` $ptr attr-dict `:` qualified(type($ptr))"
)]
pub struct InvariantStartOp {
    #[attribute(I64_ATTR)]
    size: oxir::builtin::attributes::IntegerAttr,
    #[operand(LLVM_POINTER)]
    ptr: Value,
    #[result(LLVM_DEFAULT_POINTER)]
    res: Value,
}

/// `!llvm.ptr` whatever the type given: MLIR's buildable `LLVM_DefaultPointer`, as a
/// `TypesMatchWith` transformer so the format infers the invariant ops' unprinted pointer (the
/// type constraint, checked first, makes the relation itself always hold).
pub fn default_pointer(ctx: &Context, _: Type) -> Type {
    LLVMPointerType::get(ctx, 0)
}

/// `llvm.invariant.end`: `llvm.intr.invariant.end %s, 1, %p : !llvm.ptr`.
#[op(
    name = "llvm.intr.invariant.end",
    traits(
        MemRead,
        MemWrite,
        TypesMatchWith<ptr, start, default_pointer, "start is an LLVM pointer in address space 0">
    ),
    format = "$start `,` $size `,` $ptr attr-dict `:` qualified(type($ptr))"
)]
pub struct InvariantEndOp {
    #[operand(LLVM_DEFAULT_POINTER)]
    start: Value,
    #[attribute(I64_ATTR)]
    size: oxir::builtin::attributes::IntegerAttr,
    #[operand(LLVM_POINTER)]
    ptr: Value,
}

/// `llvm.eh.typeid.for`: `llvm.intr.eh.typeid.for %p : (!llvm.ptr) -> i32`.
#[op(
    name = "llvm.intr.eh.typeid.for",
    traits(Pure),
    format = "$type_info attr-dict `:` functional-type(operands, results)"
)]
pub struct EhTypeidForOp {
    #[operand(LLVM_POINTER)]
    type_info: Value,
    #[result(I32)]
    res: Value,
}

/// `llvm.experimental.vector.interleave2` (generic form only).
#[op(name = "llvm.intr.experimental.vector.interleave2", traits(Pure), verifier = verify_interleave2)]
pub struct ExperimentalVectorInterleave2Op {
    #[operand(LLVM_VECTOR)]
    vec1: Value,
    #[operand(LLVM_VECTOR)]
    vec2: Value,
    #[result(LLVM_VECTOR)]
    res: Value,
}

/// Inline assembly: `llvm.inline_asm has_side_effects "asm", "=r,r" %x : (i32) -> i8`.
#[op(
    name = "llvm.inline_asm",
    traits(MemRead, MemWrite),
    format = "(`has_side_effects` $has_side_effects^)? (`is_align_stack` $is_align_stack^)? \
              (`tail_call_kind` `=` $tail_call_kind^)? (`asm_dialect` `=` $asm_dialect^)? \
              (`operand_attrs` `=` $operand_attrs^)? attr-dict $asm_string `,` $constraints \
              operands `:` functional-type(operands, results)",
    verifier = verify_inline_asm
)]
pub struct InlineAsmOp {
    #[operand(LLVM_TYPE)]
    operands: Vec<Value>,
    #[attribute(STR_ATTR)]
    asm_string: StringAttr,
    #[attribute(STR_ATTR)]
    constraints: StringAttr,
    #[attribute(UNIT_ATTR)]
    has_side_effects: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    is_align_stack: Option<UnitAttr>,
    #[attribute(enum, default = TailCallKind::None)]
    tail_call_kind: TailCallKind,
    #[attribute(enum)]
    asm_dialect: Option<AsmDialect>,
    #[attribute(ARRAY_ATTR)]
    operand_attrs: Option<ArrayAttr>,
    #[result(LLVM_TYPE)]
    res: Option<Value>,
}

fn verify_inline_asm(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    if InlineAsmOp::from_op_unchecked(op).tail_call_kind(ctx) == Some(TailCallKind::Musttail) {
        return Err(op_error(ctx, op, "tail call kind 'musttail' is not supported"));
    }
    Ok(())
}

// ----- comdats -----

/// A comdat region: `llvm.comdat @c { llvm.comdat_selector @f any }`.
#[op(
    name = "llvm.comdat",
    traits(SymbolTable, Symbol, NoTerminator, SingleBlock),
    format = "$sym_name $body attr-dict",
    region_verifier = verify_comdat_region
)]
pub struct ComdatOp {
    #[attribute(SYMBOL_NAME_ATTR)]
    sym_name: StringAttr,
    #[region]
    body: Region,
}

fn verify_comdat_region(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    for &r in ctx.op_regions(op) {
        for b in ctx.region_blocks(r) {
            for inner in ctx.block_ops(b) {
                if ctx.op_name_text(inner) != ComdatSelectorOp::NAME {
                    return Err(Diagnostic::error(
                        ctx.op_loc(inner),
                        "only comdat selector symbols can appear in a comdat region",
                    ));
                }
            }
        }
    }
    Ok(())
}

/// A comdat selector: `llvm.comdat_selector @f any`.
#[op(name = "llvm.comdat_selector", traits(Symbol), format = "$sym_name $comdat attr-dict")]
pub struct ComdatSelectorOp {
    #[attribute(SYMBOL_NAME_ATTR)]
    sym_name: StringAttr,
    #[attribute(enum)]
    comdat: ComdatKind,
}

/// MLIR's `verifyComdat`: a `comdat` attribute must name an `llvm.comdat_selector`.
pub fn verify_comdat_ref(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let Some(sym) = ctx.op_property(op, "comdat").and_then(|a| a.dyn_cast::<SymbolRefAttr>(ctx)) else {
        return Ok(());
    };
    let target = oxir::symbol_table::lookup_nearest_symbol_from(ctx, op, sym);
    if target.is_none_or(|t| ctx.op_name_text(t) != ComdatSelectorOp::NAME) {
        return Err(Diagnostic::error(ctx.op_loc(op), "expected comdat symbol"));
    }
    Ok(())
}
