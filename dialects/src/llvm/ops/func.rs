//! Functions, calls and globals of the llvm dialect: `llvm.func`, `llvm.call` and
//! `llvm.mlir.global`, with MLIR's custom syntax and verifiers.

use crate::llvm::attrs::*;
use crate::llvm::constraints::*;
use crate::llvm::syntax::func::*;
use crate::llvm::types::*;
use crate::utils::functions::{verify_attr_array_size, verify_entry_block_args};
use oxir::builtin::attributes::{ArrayAttr, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr};
use oxir::builtin::types::IntegerType;
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{Op, Region};
use oxir::traits::*;
use oxir::{Attribute, Context, Diagnostic, OpRef, Type, Value};
use oxir_macros::op;

// ----- llvm.func -----

/// An LLVM function: `llvm.func internal fastcc @f(%a: i32, ...) -> i32 attributes {...} {...}`.
///
/// A function without a body is a declaration. Its type is an `!llvm.func`; a function that
/// returns nothing has the `!llvm.void` result.
#[op(
    name = "llvm.func",
    traits(IsolatedFromAbove, Symbol, AutomaticAllocationScope),
    parser = parse_func,
    printer = print_func,
    verifier = LLVMFuncOp::verify,
    region_verifier = LLVMFuncOp::verify_regions
)]
pub struct LLVMFuncOp {
    #[attribute(SYMBOL_NAME_ATTR)]
    sym_name: StringAttr,
    #[attribute(STR_ATTR)]
    sym_visibility: Option<StringAttr>,
    #[attribute(TYPE_ATTR)]
    function_type: TypeAttr,
    #[attribute(default = linkage_external(ctx))]
    linkage: Linkage,
    #[attribute(UNIT_ATTR)]
    dso_local: Option<UnitAttr>,
    #[attribute(name = "CConv", default = cconv_c(ctx))]
    cconv: CConv,
    #[attribute(FLAT_SYMBOL_REF_ATTR)]
    personality: Option<SymbolRefAttr>,
    #[attribute(STR_ATTR, name = "garbageCollector")]
    garbage_collector: Option<StringAttr>,
    #[attribute(ARRAY_ATTR)]
    passthrough: Option<ArrayAttr>,
    #[attribute(ARRAY_ATTR)]
    arg_attrs: Option<ArrayAttr>,
    #[attribute(ARRAY_ATTR)]
    res_attrs: Option<ArrayAttr>,
    #[attribute(I64_ATTR, name = "visibility_", default = i64_attr(ctx, 0))]
    visibility: oxir::builtin::attributes::IntegerAttr,
    #[attribute(I64_ATTR)]
    unnamed_addr: Option<oxir::builtin::attributes::IntegerAttr>,
    #[attribute(I64_ATTR)]
    alignment: Option<oxir::builtin::attributes::IntegerAttr>,
    #[attribute(STR_ATTR)]
    section: Option<StringAttr>,
    #[attribute(UNIT_ATTR)]
    no_inline: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    always_inline: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    optimize_none: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    no_unwind: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    will_return: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    convergent: Option<UnitAttr>,
    #[attribute(I64_ATTR)]
    function_entry_count: Option<oxir::builtin::attributes::IntegerAttr>,
    #[attribute(STR_ATTR)]
    target_cpu: Option<StringAttr>,
    #[attribute(STR_ATTR)]
    tune_cpu: Option<StringAttr>,
    #[attribute(ANY_ATTR)]
    target_features: Option<Attribute>,
    #[attribute(ANY_ATTR)]
    frame_pointer: Option<Attribute>,
    #[attribute(ANY_ATTR)]
    memory_effects: Option<Attribute>,
    #[attribute(ANY_ATTR)]
    vscale_range: Option<Attribute>,
    #[attribute(ANY_ATTR)]
    comdat: Option<Attribute>,
    #[attribute(UNIT_ATTR)]
    arm_streaming: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    arm_locally_streaming: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    arm_streaming_compatible: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    arm_new_za: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    arm_in_za: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    arm_out_za: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    arm_inout_za: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    arm_preserves_za: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    inline_hint: Option<UnitAttr>,
    #[attribute(ANY_ATTR)]
    work_group_size_hint: Option<Attribute>,
    #[attribute(ANY_ATTR)]
    reqd_work_group_size: Option<Attribute>,
    #[attribute(ANY_ATTR)]
    intel_reqd_sub_group_size: Option<Attribute>,
    #[attribute(ANY_ATTR)]
    vec_type_hint: Option<Attribute>,
    #[attribute(ANY_ATTR)]
    uwtable_kind: Option<Attribute>,
    #[attribute(ANY_ATTR)]
    instrument_function_entry: Option<Attribute>,
    #[attribute(ANY_ATTR)]
    instrument_function_exit: Option<Attribute>,
    #[attribute(ANY_ATTR)]
    no_infs_fp_math: Option<Attribute>,
    #[attribute(ANY_ATTR)]
    no_nans_fp_math: Option<Attribute>,
    #[attribute(STR_ATTR)]
    prefer_vector_width: Option<StringAttr>,
    #[attribute(STR_ATTR)]
    reciprocal_estimates: Option<StringAttr>,
    #[attribute(ANY_ATTR)]
    no_signed_zeros_fp_math: Option<Attribute>,
    #[attribute(ANY_ATTR)]
    denormal_fp_math: Option<Attribute>,
    #[attribute(ANY_ATTR)]
    denormal_fp_math_f32: Option<Attribute>,
    #[attribute(ANY_ATTR)]
    fp_contract: Option<Attribute>,
    #[region]
    body: Region,
}

impl LLVMFuncOp {
    /// The function's `!llvm.func` type.
    pub fn llvm_function_type(self, ctx: &Context) -> Option<&LLVMFunctionType> {
        self.function_type(ctx)?.ty.dyn_cast::<LLVMFunctionType>(ctx)
    }

    /// Whether the function has no body.
    pub fn is_declaration(self, ctx: &Context) -> bool {
        ctx.region_is_empty(self.body(ctx))
    }

    /// The linkage (external when unset).
    pub fn linkage_kind(self, ctx: &Context) -> Linkage {
        ctx.op_property(self.op(), "linkage")
            .and_then(|a| a.dyn_cast::<Linkage>(ctx).copied())
            .unwrap_or(Linkage::External)
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let f = LLVMFuncOp::from_op_unchecked(op);
        if !f.function_type(ctx).is_some_and(|t| t.ty.isa::<LLVMFunctionType>(ctx)) {
            return Err(op_error(
                ctx,
                op,
                "attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type",
            ));
        }
        let linkage = f.linkage_kind(ctx);
        if linkage == Linkage::Common {
            return Err(op_error(ctx, op, "functions cannot have 'common' linkage"));
        }
        super::misc::verify_comdat_ref(ctx, op)?;
        if f.is_declaration(ctx) {
            if linkage != Linkage::External && linkage != Linkage::ExternWeak {
                return Err(op_error(ctx, op, "external functions must have 'external' or 'extern_weak' linkage"));
            }
            return Ok(());
        }
        let has = |n: &str| ctx.op_property(op, n).is_some();
        if has("no_inline") && has("always_inline") {
            return Err(Diagnostic::error(ctx.op_loc(op), "no_inline and always_inline attributes are incompatible"));
        }
        if has("optimize_none") && !has("no_inline") {
            return Err(op_error(ctx, op, "with optimize_none must also be no_inline"));
        }
        verify_landingpad_types(ctx, op)
    }
}

/// MLIR's check that every `llvm.landingpad` of a function has one result type, which every
/// `llvm.resume` takes.
fn verify_landingpad_types(ctx: &Context, func: OpRef) -> Result<(), Diagnostic> {
    let mut ty: Option<Type> = None;
    let mut stack: Vec<OpRef> = Vec::new();
    for &r in ctx.op_regions(func) {
        for b in ctx.region_blocks(r) {
            stack.extend(ctx.block_ops(b));
        }
    }
    let mut all = Vec::new();
    while let Some(o) = stack.pop() {
        all.push(o);
        for &r in ctx.op_regions(o) {
            for b in ctx.region_blocks(r) {
                stack.extend(ctx.block_ops(b));
            }
        }
    }
    all.sort();
    for o in all {
        match ctx.op_name_text(o) {
            super::misc::LandingpadOp::NAME => {
                let Some(t) = ctx.result_types(o).next() else { continue };
                match ty {
                    None => ty = Some(t),
                    Some(prev) if prev != t => {
                        return Err(Diagnostic::error(
                            ctx.op_loc(func),
                            "'llvm.landingpad' should have a consistent result type inside a function",
                        ))
                    }
                    _ => {}
                }
            }
            super::misc::ResumeOp::NAME => {
                let Some(v) = ctx.operands(o).next() else { continue };
                let t = ctx.value_type(v);
                match ty {
                    None => ty = Some(t),
                    Some(prev) if prev != t => {
                        return Err(Diagnostic::error(
                            ctx.op_loc(func),
                            "'llvm.resume' should have a consistent input type inside a function",
                        ))
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }
    Ok(())
}

impl LLVMFuncOp {
    fn verify_regions(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let f = LLVMFuncOp::from_op_unchecked(op);
        let Some(fty) = f.llvm_function_type(ctx).cloned() else { return Ok(()) };
        for (what, attrs, n) in [("argument", f.arg_attrs(ctx), fty.params.len()), ("result", f.res_attrs(ctx), 1)] {
            verify_attr_array_size(ctx, op, what, attrs, n)?;
        }
        verify_entry_block_args(ctx, op, f.body(ctx), &fty.params, |i, a| {
            if is_compatible_type(ctx, a) {
                Ok(())
            } else {
                Err(op_error(ctx, op, format!("entry block argument #{i} is not of LLVM type")))
            }
        })
    }
}

// ----- llvm.call -----

/// Calls a function directly (`llvm.call @f(%a) : (i32) -> i32`) or through a pointer
/// (`llvm.call %fp(%a) : !llvm.ptr, (i32) -> i32`); variadic calls give the callee's type
/// (`vararg(!llvm.func<i32 (i32, ...)>)`).
#[op(
    name = "llvm.call",
    traits(AttrSizedOperandSegments, MemRead, MemWrite),
    parser = parse_call,
    printer = print_call,
    verifier = CallOp::verify,
    symbol_uses_verifier = CallOp::verify_symbol_uses
)]
pub struct CallOp {
    #[attribute(TYPE_ATTR)]
    var_callee_type: Option<TypeAttr>,
    #[attribute(FLAT_SYMBOL_REF_ATTR)]
    callee: Option<SymbolRefAttr>,
    #[attribute(name = "fastmathFlags", default = fastmath_none(ctx))]
    fastmath_flags: FastmathFlags,
    #[attribute(name = "CConv", default = cconv_c(ctx))]
    cconv: CConv,
    #[attribute(name = "TailCallKind", default = tailcall_none(ctx))]
    tail_call_kind: TailCallKind,
    #[attribute(ARRAY_ATTR)]
    arg_attrs: Option<ArrayAttr>,
    #[attribute(ARRAY_ATTR)]
    res_attrs: Option<ArrayAttr>,
    #[attribute(ARRAY_ATTR)]
    op_bundle_tags: Option<ArrayAttr>,
    #[attribute(UNIT_ATTR)]
    no_inline: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    always_inline: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    convergent: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    no_unwind: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    will_return: Option<UnitAttr>,
    #[attribute(ANY_ATTR)]
    memory_effects: Option<Attribute>,
    #[attribute(UNIT_ATTR)]
    inline_hint: Option<UnitAttr>,
    #[attribute(ACCESS_GROUP_ARRAY_ATTR)]
    access_groups: Option<ArrayAttr>,
    #[attribute(ALIAS_SCOPE_ARRAY_ATTR)]
    alias_scopes: Option<ArrayAttr>,
    #[attribute(ALIAS_SCOPE_ARRAY_ATTR)]
    noalias_scopes: Option<ArrayAttr>,
    #[attribute(ARRAY_ATTR)]
    tbaa: Option<ArrayAttr>,
    #[operand(LLVM_TYPE, name = "callee_operands")]
    callee_operands: Vec<Value>,
    #[operand(LLVM_TYPE, name = "op_bundle_operands", segments = "op_bundle_sizes")]
    op_bundle_operands: Vec<Vec<Value>>,
    #[result(LLVM_TYPE)]
    result: Option<Value>,
}

impl CallOp {
    /// The arguments passed to the callee (without the function pointer of an indirect call).
    pub fn arg_operands(self, ctx: &Context) -> Vec<Value> {
        let ops = self.callee_operands(ctx);
        if self.callee(ctx).is_some() {
            ops
        } else {
            ops.get(1..).map(<[Value]>::to_vec).unwrap_or_default()
        }
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = CallOp::from_op_unchecked(op);
        let Some(vt) = c.var_callee_type(ctx).and_then(|t| t.ty.dyn_cast::<LLVMFunctionType>(ctx)).cloned() else {
            return Ok(());
        };
        let args = c.arg_operands(ctx);
        verify_var_callee_type(ctx, op, &vt, &args)
    }

    fn verify_symbol_uses(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = CallOp::from_op_unchecked(op);
        if ctx.num_results(op) > 1 {
            return Err(op_error(ctx, op, "must have 0 or 1 result"));
        }
        let operands = c.callee_operands(ctx);
        let fty = match c.callee(ctx) {
            None => {
                let Some(&f) = operands.first() else {
                    return Err(op_error(ctx, op, "must have either a `callee` attribute or at least an operand"));
                };
                if !ctx.value_type(f).isa::<LLVMPointerType>(ctx) {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("indirect call expects a pointer as callee: '{}'", ctx.value_type(f).to_text(ctx)),
                    ));
                }
                match c.var_callee_type(ctx).and_then(|t| t.ty.dyn_cast::<LLVMFunctionType>(ctx)) {
                    Some(t) => t.clone(),
                    None => return Ok(()),
                }
            }
            Some(sym) => {
                let name = ctx.ident_str(sym.root).to_string();
                let Some(target) = oxir::symbol_table::lookup_nearest_symbol_from(ctx, op, sym) else {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("'{name}' does not reference a symbol in the current scope"),
                    ));
                };
                let Some(f) = ctx.cast_op::<LLVMFuncOp>(target) else {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("'{name}' does not reference a valid LLVM function or IFunc"),
                    ));
                };
                let Some(t) = f.llvm_function_type(ctx) else { return Ok(()) };
                t.clone()
            }
        };
        let indirect = usize::from(c.callee(ctx).is_none());
        let nargs = operands.len() - indirect;
        if fty.var_arg && c.var_callee_type(ctx).is_none() {
            return Err(op_error(ctx, op, "missing var_callee_type attribute for vararg call"));
        }
        if !fty.var_arg && fty.params.len() != nargs {
            return Err(op_error(
                ctx,
                op,
                format!("incorrect number of operands ({nargs}) for callee (expecting: {})", fty.params.len()),
            ));
        }
        if fty.params.len() > nargs {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "incorrect number of operands ({nargs}) for varargs callee (expecting at least: {})",
                    fty.params.len()
                ),
            ));
        }
        for (i, &pt) in fty.params.iter().enumerate() {
            let at = ctx.value_type(operands[i + indirect]);
            if at != pt {
                return Err(op_error(
                    ctx,
                    op,
                    format!("operand type mismatch for operand {i}: '{}' != '{}'", at.to_text(ctx), pt.to_text(ctx)),
                ));
            }
        }
        let void = fty.result.isa::<LLVMVoidType>(ctx);
        let nres = ctx.num_results(op);
        if nres == 0 && !void {
            return Err(op_error(ctx, op, "expected function call to produce a value"));
        }
        if nres != 0 && void {
            return Err(op_error(ctx, op, "calling function with void result must not produce values"));
        }
        if let Some(r) = ctx.result_types(op).next() {
            if r != fty.result {
                return Err(op_error(
                    ctx,
                    op,
                    format!("result type mismatch: '{}' != '{}'", r.to_text(ctx), fty.result.to_text(ctx)),
                ));
            }
        }
        Ok(())
    }
}

/// MLIR's `verifyCallOpVarCalleeType`.
pub fn verify_var_callee_type(
    ctx: &Context,
    op: OpRef,
    vt: &LLVMFunctionType,
    args: &[Value],
) -> Result<(), Diagnostic> {
    if !vt.var_arg {
        return Err(op_error(ctx, op, "expected var_callee_type to be a variadic function type"));
    }
    if vt.params.len() > args.len() {
        return Err(op_error(ctx, op, format!("expected var_callee_type to have at most {} parameters", args.len())));
    }
    for (&pt, a) in vt.params.iter().zip(args) {
        let at = ctx.value_type(*a);
        if pt != at {
            return Err(op_error(
                ctx,
                op,
                format!("var_callee_type parameter type mismatch: '{}' != '{}'", pt.to_text(ctx), at.to_text(ctx)),
            ));
        }
    }
    match ctx.result_types(op).next() {
        None => {
            if !vt.result.isa::<LLVMVoidType>(ctx) {
                return Err(op_error(ctx, op, "expected var_callee_type to return void"));
            }
        }
        Some(r) => {
            if r != vt.result {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "var_callee_type return type mismatch: '{}' != '{}'",
                        vt.result.to_text(ctx),
                        r.to_text(ctx)
                    ),
                ));
            }
        }
    }
    Ok(())
}

// ----- llvm.mlir.global -----

/// A global variable: `llvm.mlir.global internal constant @g(42 : i32) : i32`, or with an
/// initializer region returning its value.
#[op(
    name = "llvm.mlir.global",
    traits(IsolatedFromAbove, Symbol),
    parser = parse_global,
    printer = print_global,
    verifier = GlobalOp::verify,
    region_verifier = GlobalOp::verify_regions
)]
pub struct GlobalOp {
    #[attribute(TYPE_ATTR)]
    global_type: TypeAttr,
    #[attribute(UNIT_ATTR)]
    constant: Option<UnitAttr>,
    #[attribute(SYMBOL_NAME_ATTR)]
    sym_name: StringAttr,
    #[attribute]
    linkage: Linkage,
    #[attribute(UNIT_ATTR)]
    dso_local: Option<UnitAttr>,
    #[attribute(UNIT_ATTR, name = "thread_local_")]
    thread_local: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    externally_initialized: Option<UnitAttr>,
    #[attribute(ANY_ATTR)]
    value: Option<Attribute>,
    #[attribute(I64_ATTR)]
    alignment: Option<oxir::builtin::attributes::IntegerAttr>,
    #[attribute(I32_ATTR, default = i32_attr(ctx, 0))]
    addr_space: oxir::builtin::attributes::IntegerAttr,
    #[attribute(I64_ATTR)]
    unnamed_addr: Option<oxir::builtin::attributes::IntegerAttr>,
    #[attribute(STR_ATTR)]
    section: Option<StringAttr>,
    #[attribute(ANY_ATTR)]
    comdat: Option<Attribute>,
    #[attribute(I64_ATTR, name = "visibility_", default = i64_attr(ctx, 0))]
    visibility: oxir::builtin::attributes::IntegerAttr,
    #[attribute(ARRAY_ATTR)]
    dbg_exprs: Option<ArrayAttr>,
    #[attribute(ARRAY_ATTR)]
    target_specific_attrs: Option<ArrayAttr>,
    #[region]
    initializer: Region,
}

/// Whether `a` is a zero value (MLIR's `isZeroAttribute`).
fn is_zero_attr(ctx: &Context, a: Attribute) -> bool {
    use oxir::builtin::attributes::{FloatAttr, IntegerAttr};
    if let Some(i) = a.dyn_cast::<IntegerAttr>(ctx) {
        return i.value.is_zero();
    }
    if let Some(f) = a.dyn_cast::<FloatAttr>(ctx) {
        return f.value.is_zero() && !f.value.is_negative();
    }
    if let Some(arr) = a.dyn_cast::<ArrayAttr>(ctx) {
        return arr.elements.iter().all(|&e| is_zero_attr(ctx, e));
    }
    if let Some(d) = a.dyn_cast::<oxir::builtin::dense::DenseIntOrFPElementsAttr>(ctx) {
        return d.raw_data().iter().all(|&b| b == 0);
    }
    false
}

impl GlobalOp {
    /// The linkage (external when unset).
    pub fn linkage_kind(self, ctx: &Context) -> Linkage {
        ctx.op_property(self.op(), "linkage")
            .and_then(|a| a.dyn_cast::<Linkage>(ctx).copied())
            .unwrap_or(Linkage::External)
    }

    /// The global's type.
    pub fn ty(self, ctx: &Context) -> Option<Type> {
        self.global_type(ctx).map(|t| t.ty)
    }

    /// The address space of the global.
    pub fn address_space(self, ctx: &Context) -> u32 {
        int_value(ctx, ctx.op_property(self.op(), "addr_space")).unwrap_or(0) as u32
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let g = GlobalOp::from_op_unchecked(op);
        let Some(t) = g.ty(ctx) else { return Ok(()) };
        let valid = is_compatible_outer_type(ctx, t)
            && !(t.isa::<LLVMVoidType>(ctx)
                || t.isa::<LLVMTokenType>(ctx)
                || t.isa::<LLVMMetadataType>(ctx)
                || t.isa::<LLVMLabelType>(ctx));
        if !valid {
            return Err(op_error(ctx, op, "expects type to be a valid element type for an LLVM global"));
        }
        let value = ctx.op_property(op, "value");
        if let Some(s) = value.and_then(|v| StringAttr::value_of(ctx, v)) {
            let ok = t.dyn_cast::<LLVMArrayType>(ctx).is_some_and(|a| {
                a.element.dyn_cast::<IntegerType>(ctx).is_some_and(|i| i.width == 8) && a.num_elements == s.len() as u64
            });
            if !ok {
                return Err(op_error(
                    ctx,
                    op,
                    "requires an i8 array type of the length equal to that of the string attribute",
                ));
            }
        }
        let linkage = g.linkage_kind(ctx);
        if linkage == Linkage::Common && value.is_some_and(|v| !is_zero_attr(ctx, v)) {
            return Err(op_error(ctx, op, "expected zero value for 'common' linkage"));
        }
        if linkage == Linkage::Appending && !t.isa::<LLVMArrayType>(ctx) {
            return Err(op_error(ctx, op, "expected array type for 'appending' linkage"));
        }
        super::misc::verify_comdat_ref(ctx, op)?;
        if let Some(a) = int_value(ctx, ctx.op_property(op, "alignment")) {
            if a <= 0 || (a as u64).count_ones() != 1 {
                return Err(Diagnostic::error(ctx.op_loc(op), "alignment attribute is not a power of 2"));
            }
        }
        Ok(())
    }

    fn verify_regions(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let g = GlobalOp::from_op_unchecked(op);
        let Some(b) = ctx.region_entry_block(g.initializer(ctx)) else { return Ok(()) };
        let Some(t) = g.ty(ctx) else { return Ok(()) };
        if let Some(term) = ctx.block_last_op(b) {
            if ctx.isa_op::<super::control::ReturnOp>(term) {
                match ctx.operands(term).next() {
                    None => return Err(op_error(ctx, op, "initializer region cannot return void")),
                    Some(v) if ctx.value_type(v) != t => {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                                "initializer region type {} does not match global type {}",
                                quoted_type(ctx, ctx.value_type(v)),
                                quoted_type(ctx, t)
                            ),
                        ))
                    }
                    _ => {}
                }
            }
        }
        for inner in ctx.block_ops(b) {
            let pure = ctx.op_has_trait::<Pure>(inner) || ctx.op_has_trait::<NoMemoryEffect>(inner);
            if !pure && !ctx.op_has_trait::<IsTerminator>(inner) {
                return Err(Diagnostic::error(
                    ctx.op_loc(inner),
                    "ops with side effects not allowed in global initializers",
                ));
            }
        }
        if ctx.op_property(op, "value").is_some() {
            return Err(op_error(ctx, op, "cannot have both initializer value and region"));
        }
        Ok(())
    }
}

fn quoted_type(ctx: &Context, t: Type) -> String {
    format!("'{}'", t.to_text(ctx))
}

/// The symbol-use verifier of `llvm.mlir.addressof`.
pub fn verify_addressof(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let Some(sym) = ctx.op_property(op, "global_name").and_then(|a| a.dyn_cast::<SymbolRefAttr>(ctx)) else {
        return Ok(());
    };
    let target = oxir::symbol_table::lookup_nearest_symbol_from(ctx, op, sym);
    let global = target.and_then(|t| ctx.cast_op::<GlobalOp>(t));
    let func = target.and_then(|t| ctx.cast_op::<LLVMFuncOp>(t));
    let other =
        target.is_some_and(|t| ctx.isa_op::<super::misc::AliasOp>(t) || ctx.op_name_text(t) == "llvm.mlir.ifunc");
    if global.is_none() && func.is_none() && !other {
        return Err(op_error(
            ctx,
            op,
            "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'",
        ));
    }
    let space = ctx.result_types(op).next().and_then(|t| t.dyn_cast::<LLVMPointerType>(ctx)).map(|p| p.address_space);
    if let (Some(g), Some(s)) = (global, space) {
        if g.address_space(ctx) != s {
            return Err(op_error(ctx, op, "pointer address space must match address space of the referenced global"));
        }
    }
    Ok(())
}

// ----- llvm.call_intrinsic -----

/// Calls an LLVM intrinsic by name: `llvm.call_intrinsic "llvm.x"(%a) : (i32) -> i32`.
#[op(
    name = "llvm.call_intrinsic",
    traits(AttrSizedOperandSegments, MemRead, MemWrite),
    parser = parse_call_intrinsic,
    printer = print_call_intrinsic,
    verifier = CallIntrinsicOp::verify
)]
pub struct CallIntrinsicOp {
    #[attribute(STR_ATTR)]
    intrin: StringAttr,
    #[attribute(name = "fastmathFlags", default = fastmath_none(ctx))]
    fastmath_flags: FastmathFlags,
    #[attribute(ARRAY_ATTR)]
    op_bundle_tags: Option<ArrayAttr>,
    #[attribute(ARRAY_ATTR)]
    arg_attrs: Option<ArrayAttr>,
    #[attribute(ARRAY_ATTR)]
    res_attrs: Option<ArrayAttr>,
    #[operand(LLVM_TYPE)]
    args: Vec<Value>,
    #[operand(LLVM_TYPE, name = "op_bundle_operands", segments = "op_bundle_sizes")]
    op_bundle_operands: Vec<Vec<Value>>,
    #[result(LLVM_TYPE)]
    results: Option<Value>,
}

impl CallIntrinsicOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let name = CallIntrinsicOp::from_op_unchecked(op).intrin(ctx);
        if !name.is_some_and(|n| n.value.starts_with(b"llvm.")) {
            return Err(op_error(ctx, op, "intrinsic name must start with 'llvm.'"));
        }
        Ok(())
    }
}
