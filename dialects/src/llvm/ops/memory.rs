//! The memory ops of the llvm dialect: `llvm.alloca`, `llvm.load`, `llvm.store` and
//! `llvm.getelementptr`, with MLIR's verifiers.

use crate::llvm::attrs::*;
use crate::llvm::constraints::*;
use crate::llvm::syntax;
use crate::llvm::syntax::memory::*;
use crate::llvm::types::*;
use oxir::builtin::attributes::{IntegerAttr, StringAttr, TypeAttr, UnitAttr};
use oxir::builtin::types::{FloatKind, FloatType, IntegerType, VectorType};
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{DenseI32Array, Op};
use oxir::traits::*;
use oxir::{Attribute, Context, Diagnostic, OpRef, Type, Value};
use oxir_macros::{op, EnumAttr};

/// Allocates stack memory for `arraySize` elements of `elem_type`.
#[op(
    name = "llvm.alloca",
    traits(MemAllocAutomaticScope),
    parser = syntax::parse_alloca,
    printer = syntax::print_alloca,
    verifier = AllocaOp::verify
)]
pub struct AllocaOp {
    #[operand(ANY_INTEGER, name = "arraySize")]
    array_size: Value,
    #[attribute(I64_ATTR)]
    alignment: Option<IntegerAttr>,
    #[attribute(TYPE_ATTR)]
    elem_type: TypeAttr,
    #[attribute(UNIT_ATTR)]
    inalloca: Option<UnitAttr>,
    #[result(LLVM_POINTER)]
    res: Value,
}

impl AllocaOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let a = AllocaOp::from_op_unchecked(op);
        if let Some(t) = a.elem_type(ctx) {
            if t.ty.dyn_cast::<LLVMTargetExtType>(ctx).is_some_and(|te| te.name == "no_alloca") {
                return Err(op_error(ctx, op, "this target extension type cannot be used in alloca"));
            }
        }
        verify_alignment(ctx, op)
    }
}

/// MLIR's check that `alignment` is a power of two.
fn verify_alignment(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    if let Some(a) = int_value(ctx, ctx.op_property(op, "alignment")) {
        if a != 0 && (a < 0 || (a as u64).count_ones() != 1) {
            return Err(op_error(ctx, op, "alignment attribute is not a power of 2"));
        }
    }
    Ok(())
}

/// MLIR's `isTypeCompatibleWithAtomicOp`.
fn atomic_compatible(ctx: &Context, t: Type) -> bool {
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

/// MLIR's `verifyAtomicMemOp` shared by load and store.
fn verify_mem_access(
    ctx: &Context,
    op: OpRef,
    value_type: Type,
    unsupported: &[AtomicOrdering],
) -> Result<(), Diagnostic> {
    let ord = int_value(ctx, ctx.op_property(op, "ordering")).and_then(AtomicOrdering::from_value);
    match ord {
        Some(o) if o != AtomicOrdering::NotAtomic => {
            if !atomic_compatible(ctx, value_type) {
                return Err(op_error(
                    ctx,
                    op,
                    format!("unsupported type {} for atomic access", quoted(ctx, value_type)),
                ));
            }
            if unsupported.contains(&o) {
                return Err(op_error(ctx, op, format!("unsupported ordering '{}'", o.as_str())));
            }
            if ctx.op_property(op, "alignment").is_none() {
                return Err(op_error(ctx, op, "expected alignment for atomic access"));
            }
            Ok(())
        }
        _ => {
            if ctx.op_property(op, "syncscope").is_some() {
                return Err(op_error(ctx, op, "expected syncscope to be null for non-atomic access"));
            }
            verify_alignment(ctx, op)
        }
    }
}

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", t.to_text(ctx))
}

/// The effects of `llvm.load` (MLIR's `LoadOp::getEffects`): it reads its address; a volatile
/// load, or an atomic one ordered more strictly than `unordered`, may also read and write other
/// memory, so it is never erased as dead.
fn load_effects(ctx: &Context, op: OpRef) -> Vec<oxir::interfaces::EffectInstance> {
    use oxir::interfaces::{EffectInstance, MemoryEffect};
    let mut effects = vec![EffectInstance::on(MemoryEffect::Read, ctx.operand(op, 0))];
    let volatile = ctx.op_property(op, "volatile_").is_some();
    let ordering = ctx
        .op_property(op, "ordering")
        .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
        .and_then(|i| i.value.try_to_i64())
        .unwrap_or(0);
    if volatile || ordering > 1 {
        effects.push(EffectInstance::new(MemoryEffect::Write));
        effects.push(EffectInstance::new(MemoryEffect::Read));
    }
    effects
}

/// Reads memory: `llvm.load %p : !llvm.ptr -> i32`.
#[op(
    name = "llvm.load",
    traits(MemRead),
    interfaces = [oxir::interfaces::MemoryEffectOpInterface(oxir::interfaces::EffectsModel(load_effects))],
    format = "(`volatile` $volatile_^)? $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? \
              (`invariant` $invariant^)? (`invariant_group` $invariantGroup^)? \
              (`dereferenceable` `` $dereferenceable^)? attr-dict `:` qualified(type($addr)) `->` type($res)",
    verifier = LoadOp::verify
)]
pub struct LoadOp {
    #[operand(LLVM_POINTER)]
    addr: Value,
    #[attribute(I64_ATTR)]
    alignment: Option<IntegerAttr>,
    #[attribute(UNIT_ATTR, name = "volatile_")]
    volatile: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    nontemporal: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    invariant: Option<UnitAttr>,
    #[attribute(UNIT_ATTR, name = "invariantGroup")]
    invariant_group: Option<UnitAttr>,
    #[attribute(enum, default = AtomicOrdering::NotAtomic)]
    ordering: AtomicOrdering,
    #[attribute(STR_ATTR)]
    syncscope: Option<StringAttr>,
    #[attribute]
    dereferenceable: Option<DereferenceableAttr>,
    #[attribute(ACCESS_GROUP_ARRAY_ATTR)]
    access_groups: Option<Attribute>,
    #[attribute(ALIAS_SCOPE_ARRAY_ATTR)]
    alias_scopes: Option<Attribute>,
    #[attribute(ALIAS_SCOPE_ARRAY_ATTR)]
    noalias_scopes: Option<Attribute>,
    #[attribute]
    tbaa: Option<Attribute>,
    #[result(LLVM_LOADABLE)]
    res: Value,
}

impl LoadOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(t) = ctx.result_types(op).next() else { return Ok(()) };
        verify_mem_access(ctx, op, t, &[AtomicOrdering::Release, AtomicOrdering::AcqRel])
    }
}

/// Writes memory: `llvm.store %v, %p : i32, !llvm.ptr`.
#[op(
    name = "llvm.store",
    traits(MemWrite),
    format = "(`volatile` $volatile_^)? $value `,` $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? \
              (`invariant_group` $invariantGroup^)? attr-dict `:` type($value) `,` qualified(type($addr))",
    verifier = StoreOp::verify
)]
pub struct StoreOp {
    #[operand(LLVM_LOADABLE)]
    value: Value,
    #[operand(LLVM_POINTER)]
    addr: Value,
    #[attribute(I64_ATTR)]
    alignment: Option<IntegerAttr>,
    #[attribute(UNIT_ATTR, name = "volatile_")]
    volatile: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    nontemporal: Option<UnitAttr>,
    #[attribute(UNIT_ATTR, name = "invariantGroup")]
    invariant_group: Option<UnitAttr>,
    #[attribute(enum, default = AtomicOrdering::NotAtomic)]
    ordering: AtomicOrdering,
    #[attribute(STR_ATTR)]
    syncscope: Option<StringAttr>,
    #[attribute(ACCESS_GROUP_ARRAY_ATTR)]
    access_groups: Option<Attribute>,
    #[attribute(ALIAS_SCOPE_ARRAY_ATTR)]
    alias_scopes: Option<Attribute>,
    #[attribute(ALIAS_SCOPE_ARRAY_ATTR)]
    noalias_scopes: Option<Attribute>,
    #[attribute]
    tbaa: Option<Attribute>,
}

impl StoreOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(v) = ctx.operands(op).next() else { return Ok(()) };
        verify_mem_access(ctx, op, ctx.value_type(v), &[AtomicOrdering::Acquire, AtomicOrdering::AcqRel])
    }
}

/// A GEP's no-wrap flags (MLIR's `GEPNoWrapFlags`, an `i32` property printed `inbounds|nuw`):
/// `inbounds` is `inbounds_flag` with `nusw`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", name = "GEPNoWrapFlags", width = 32, bits, set = "GEPNoWrapFlags")]
pub enum GEPNoWrapFlag {
    /// No flag.
    #[case(value = 0)]
    None,
    /// The raw `inbounds` bit, never written alone.
    #[case(value = 1, name = "inbounds_flag")]
    InboundsFlag,
    /// No unsigned-signed wrap.
    #[case(value = 2)]
    Nusw,
    /// No unsigned wrap.
    #[case(value = 4)]
    Nuw,
    /// `inbounds_flag | nusw`.
    #[case(value = 3)]
    Inbounds,
}

/// The marker of a dynamic index in `rawConstantIndices` (`INT32_MIN`).
pub const GEP_DYNAMIC_INDEX: i32 = i32::MIN;

/// One index of a GEP: a constant or an SSA value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GEPIndex {
    /// A constant index.
    Constant(i32),
    /// A dynamic index.
    Dynamic(Value),
}

/// Pointer arithmetic: `llvm.getelementptr inbounds %p[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr,
/// !llvm.struct<(i32, f32)>`.
///
/// A GEP with the single index zero (constant or a constant operand) to the base's own type
/// folds to its base; dynamic indices that are constants fitting in 32 bits become constant
/// indices.
#[op(
    name = "llvm.getelementptr",
    traits(Pure),
    format = "($noWrapFlags^)? $base `[` custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]` attr-dict \
              `:` functional-type(operands, results) `,` $elem_type",
    verifier = GEPOp::verify,
    folder = crate::llvm::fold::gep,
    canonicalizer = crate::llvm::canonicalize::gep_patterns
)]
pub struct GEPOp {
    #[operand(PTR_OR_VECTOR)]
    base: Value,
    #[operand(INT_OR_VECTOR, name = "dynamicIndices")]
    dynamic_indices: Vec<Value>,
    #[attribute(name = "rawConstantIndices")]
    raw_constant_indices: DenseI32Array,
    #[attribute(TYPE_ATTR)]
    elem_type: TypeAttr,
    #[attribute(enum, name = "noWrapFlags", default = GEPNoWrapFlags::empty(), native = "i32")]
    no_wrap_flags: GEPNoWrapFlags,
    #[result(PTR_OR_VECTOR)]
    res: Value,
}

impl GEPOp {
    /// The indices, constant and dynamic, in order.
    pub fn indices(self, ctx: &Context) -> Vec<GEPIndex> {
        let mut dynamic = ctx.operands(self.op()).skip(1);
        self.raw_constant_indices(ctx)
            .unwrap_or_default()
            .into_iter()
            .filter_map(|r| {
                if r == GEP_DYNAMIC_INDEX {
                    dynamic.next().map(GEPIndex::Dynamic)
                } else {
                    Some(GEPIndex::Constant(r))
                }
            })
            .collect()
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let raw = GEPOp::from_op_unchecked(op).raw_constant_indices(ctx).unwrap_or_default();
        let ndyn = raw.iter().filter(|&&r| r == GEP_DYNAMIC_INDEX).count();
        if ndyn != ctx.num_operands(op).saturating_sub(1) {
            return Err(op_error(ctx, op, "expected as many dynamic indices as specified in 'rawConstantIndices'"));
        }
        let flags = GEPOp::from_op_unchecked(op).no_wrap_flags(ctx).map_or(0, GEPNoWrapFlags::bits);
        if flags & 1 != 0 && flags & 2 == 0 {
            return Err(op_error(ctx, op, "'inbounds_flag' cannot be used directly."));
        }
        let Some(elem) = GEPOp::from_op_unchecked(op).elem_type(ctx).map(|t| t.ty) else {
            return Ok(());
        };
        // MLIR's `verifyStructIndices`: the first index steps over the pointer, the rest index
        // into the element type.
        let dyn_ops: Vec<Value> = ctx.operands(op).skip(1).collect();
        let mut dyn_iter = dyn_ops.iter();
        let mut t = elem;
        for (i, &r) in raw.iter().enumerate() {
            let dynamic = if r == GEP_DYNAMIC_INDEX { dyn_iter.next().copied() } else { None };
            if i == 0 {
                continue;
            }
            if let Some(s) = t.dyn_cast::<LLVMStructType>(ctx) {
                let idx = match dynamic {
                    Some(v) => match constant_int_of(ctx, v) {
                        Some(c) => c,
                        None => {
                            return Err(op_error(
                                ctx,
                                op,
                                format!("expected index {i} indexing a struct to be constant"),
                            ))
                        }
                    },
                    None => r as i64,
                };
                if idx < 0 || idx as usize >= s.elements().len() {
                    return Err(op_error(ctx, op, format!("index {i} indexing a struct is out of bounds")));
                }
                t = s.elements()[idx as usize];
            } else if let Some(a) = t.dyn_cast::<LLVMArrayType>(ctx) {
                t = a.element;
            } else if let Some(v) = t.dyn_cast::<VectorType>(ctx) {
                t = v.element;
            } else {
                return Err(op_error(ctx, op, format!("type '{}' cannot be indexed (index #{i})", t.to_text(ctx))));
            }
        }
        Ok(())
    }
}

/// The integer value of `v` when it is the result of an `llvm.mlir.constant` or an
/// `arith.constant` of an integer.
fn constant_int_of(ctx: &Context, v: Value) -> Option<i64> {
    let Value::Result { op, .. } = v else { return None };
    if !ctx.isa_op::<crate::llvm::ConstantOp>(op) && !ctx.isa_op::<crate::arith::ConstantOp>(op) {
        return None;
    }
    int_value(ctx, ctx.op_property(op, "value"))
}
