//! The translation state ([`ModuleTranslation`]) and the module-level driver: globals, function
//! declarations, function bodies in topological block order, PHI wiring, data layout and triple.

use super::interface::translation_for;
use super::llvm_c::{Bb, Ir, Ty, Val};
use oxir::builtin::attributes::{ArrayAttr, DictionaryAttr, IntegerAttr, StringAttr, SymbolRefAttr, TypeAttr};
use oxir::builtin::ops::ModuleOp;
use oxir::entity::EntityRef;
use oxir::ods::Op;
use oxir::operation::op_attr_or_prop;
use oxir::registry::OperationName;
use oxir::{Attribute, BlockRef, Context, Diagnostic, Identifier, OpRef, RegionRef, Type, Value};
use oxir_dialects::llvm;
use rustc_hash::FxHashMap;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use std::sync::Arc;

/// Options of the translation.
#[derive(Debug, Clone, Default)]
pub struct TranslateOptions {
    /// The module's name (`; ModuleID = '...'`); `LLVMDialectModule` by default, as MLIR.
    pub module_name: Option<String>,
}

/// The state of one module's translation, which a [`super::TranslationInterface`] uses to look up
/// what is already translated: values, blocks, globals and functions, and types.
pub struct ModuleTranslation<'a, 'll> {
    /// The oxir context holding the IR being translated.
    pub ctx: &'a Context,
    /// The LLVM module and builder being filled.
    pub ir: Ir<'ll>,
    /// The translation of each op's first result, by the op's index: most values are the one
    /// result of an op, so mapping and looking them up is an index rather than a hash.
    first_results: Vec<Option<Val>>,
    /// The translation of every other value (block arguments, second and later results).
    values: FxHashMap<Value, Val>,
    blocks: FxHashMap<BlockRef, Bb>,
    /// The translation interface of each op name met so far (`None`: its dialect has none), so
    /// that the registry is looked up once a name rather than once an op (an `Rc` so that
    /// taking it for a call costs no atomic count).
    interfaces: FxHashMap<OperationName, Option<Rc<Arc<dyn super::TranslationInterface>>>>,
    /// What the llvm dialect's translation does for each op name met so far (its opcode or
    /// case), so that it reads the op's name once a name rather than once an op.
    pub(super) llvm_kinds: FxHashMap<OperationName, super::llvm_ops::OpKind>,
    /// The LLVM type of each type translated so far (LLVM's types are uniqued, so a type
    /// translates to the same LLVM type every time).
    pub(super) types: FxHashMap<Type, Ty>,
    /// The interned names of the properties read for most ops.
    pub(super) names: PropertyNames,
    /// What [`Self::int_attr_by_ident`] read from a property dictionary, by (dictionary, name):
    /// `Some(value)` when the dictionary holds the name. Dictionaries are interned and ops share
    /// them (every `llvm.add` with the same flags has the same one), so a property is decoded
    /// once a dictionary rather than once an op.
    prop_ints: std::cell::RefCell<FxHashMap<(Attribute, Identifier), PropertyInt>>,
    /// The fast-math bits of the `fastmathFlags` of a property dictionary, as `prop_ints`.
    pub(super) prop_fastmath: std::cell::RefCell<FxHashMap<Attribute, Option<u32>>>,
    /// The LLVM constant of each (integer or float attribute, type) an `llvm.mlir.constant`
    /// had so far (LLVM's constants are uniqued, so the same value translates to the same one).
    pub(super) scalar_constants: FxHashMap<(Attribute, Type), Val>,
    /// The instructions of the op being translated, kept from op to op ([`Self::convert_op`]).
    insts: Vec<Val>,
    /// Blocks inserted for the second and later edges of a terminator to the same successor with
    /// arguments (MLIR's `ensureDistinctSuccessors`): (terminator, successor index) to the block
    /// and its PHIs.
    dummies: HashMap<(OpRef, usize), (Bb, Vec<Val>)>,
    globals: HashMap<String, Val>,
    pub(super) structs: HashMap<String, Ty>,
    /// The LLVM function whose body is being translated.
    pub current_function: Option<Val>,
    /// The oxir block being translated (whose LLVM block the builder is in).
    pub current_block: Option<BlockRef>,
}

/// What a property dictionary holds under a name, for [`ModuleTranslation::int_attr_by_ident`]:
/// `None` when it holds nothing, else the integer value of the attribute it holds (`None` when
/// not an integer).
type PropertyInt = Option<Option<i64>>;

/// The interned names of the properties the llvm dialect's translation reads for most ops, so
/// that finding one compares handles rather than text.
pub(super) struct PropertyNames {
    /// `overflowFlags` (`llvm.add`, `llvm.sub`, `llvm.mul`, `llvm.shl`, `llvm.trunc`).
    pub overflow_flags: Identifier,
    /// `fastmathFlags` (the float ops, `llvm.select`, calls).
    pub fastmath_flags: Identifier,
    /// `predicate` (`llvm.icmp`, `llvm.fcmp`).
    pub predicate: Identifier,
    /// `value` (`llvm.mlir.constant`).
    pub value: Identifier,
}

impl PropertyNames {
    fn new(ctx: &Context) -> Self {
        PropertyNames {
            overflow_flags: ctx.ident("overflowFlags"),
            fastmath_flags: ctx.ident("fastmathFlags"),
            predicate: ctx.ident("predicate"),
            value: ctx.ident("value"),
        }
    }
}

impl<'a> ModuleTranslation<'a, '_> {
    /// The LLVM value an oxir value was translated to.
    pub fn lookup_value(&self, v: Value) -> Option<Val> {
        match v {
            Value::Result { op, index: 0 } => self.first_results.get(op.index()).copied().flatten(),
            _ => self.values.get(&v).copied(),
        }
    }

    /// The LLVM values of `op`'s operands (an error at `op` if one is not translated yet).
    pub fn operands(&self, op: OpRef) -> Result<Vec<Val>, Diagnostic> {
        self.ctx.operands(op).map(|v| self.value(op, v)).collect()
    }

    /// The LLVM value of `op`'s `i`-th operand (an error at `op` if it is not translated yet);
    /// `i` must be below the op's number of operands.
    pub fn operand(&self, op: OpRef, i: usize) -> Result<Val, Diagnostic> {
        self.value(op, self.ctx.operand(op, i))
    }

    /// The LLVM value of `v`, used by `op` (an error at `op` when not translated yet).
    pub fn value(&self, op: OpRef, v: Value) -> Result<Val, Diagnostic> {
        self.lookup_value(v).ok_or_else(|| self.error(op, "operand was not translated (use before definition?)"))
    }

    /// Records that `v` translates to `llvm`.
    pub fn map_value(&mut self, v: Value, llvm: Val) {
        match v {
            Value::Result { op, index: 0 } => {
                let i = op.index();
                if i >= self.first_results.len() {
                    self.first_results.resize(i + 1, None);
                }
                self.first_results[i] = Some(llvm);
            }
            _ => {
                self.values.insert(v, llvm);
            }
        }
    }

    /// The LLVM block the `idx`-th successor edge of `term` leads to (the block of the successor,
    /// or the block inserted to make repeated successors with arguments distinct).
    pub fn successor_block(&self, term: OpRef, idx: usize) -> Option<Bb> {
        if let Some((bb, _)) = self.dummies.get(&(term, idx)) {
            return Some(*bb);
        }
        let succ = *self.ctx.successors(term).get(idx)?;
        self.lookup_block(succ)
    }

    /// The LLVM block of an oxir block of the current function.
    pub fn lookup_block(&self, b: BlockRef) -> Option<Bb> {
        self.blocks.get(&b).copied()
    }

    /// The global variable or function named by a symbol.
    pub fn lookup_global(&self, name: &str) -> Option<Val> {
        self.globals.get(name).copied()
    }

    /// An error diagnostic at `op`.
    pub fn error(&self, op: OpRef, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.ctx.op_loc(op), msg)
    }

    /// The attribute `name` of `op` (its property or its discardable attribute).
    pub fn attr(&self, op: OpRef, name: &str) -> Option<Attribute> {
        op_attr_or_prop(self.ctx, op, name)
    }

    /// The attribute of `op` named by the interned `name` (its property or its discardable
    /// attribute), as [`Self::attr`] but comparing handles instead of text.
    pub(super) fn attr_by_ident(&self, op: OpRef, name: Identifier) -> Option<Attribute> {
        let ctx = self.ctx;
        let find = |entries: &[oxir::NamedAttribute]| entries.iter().find(|e| e.name == name).map(|e| e.value);
        ctx.op_properties(op).and_then(|p| find(DictionaryAttr::entries(ctx, p))).or_else(|| find(ctx.op_attrs(op)))
    }

    /// The integer value of the attribute of `op` named by the interned `name`.
    pub(super) fn int_attr_by_ident(&self, op: OpRef, name: Identifier) -> Option<i64> {
        let ctx = self.ctx;
        if let Some(props) = ctx.op_properties(op) {
            let found = *self.prop_ints.borrow_mut().entry((props, name)).or_insert_with(|| {
                let entry = DictionaryAttr::entries(ctx, props).iter().find(|e| e.name == name);
                entry.map(|e| int_value(ctx, e.value))
            });
            if let Some(value) = found {
                return value;
            }
        }
        int_value(ctx, self.attr_by_ident(op, name)?)
    }

    /// The integer value of the attribute `name`.
    pub fn int_attr(&self, op: OpRef, name: &str) -> Option<i64> {
        let a = self.attr(op, name)?;
        int_value(self.ctx, a)
    }

    /// Whether the unit (or `true`) attribute `name` is present.
    pub fn flag(&self, op: OpRef, name: &str) -> bool {
        match self.attr(op, name) {
            None => false,
            Some(a) => a.dyn_cast::<IntegerAttr>(self.ctx).is_none_or(|i| !i.value.is_zero()),
        }
    }

    /// The string of the attribute `name`.
    pub fn str_attr(&self, op: OpRef, name: &str) -> Option<String> {
        let a = self.attr(op, name)?;
        StringAttr::value_of(self.ctx, a).map(str::to_string)
    }

    /// The type of the type attribute `name`.
    pub fn type_attr(&self, op: OpRef, name: &str) -> Option<Type> {
        self.attr(op, name)?.dyn_cast::<TypeAttr>(self.ctx).map(|t| t.ty)
    }

    /// The (root) symbol name of the symbol-reference attribute `name`.
    pub fn symbol_attr(&self, op: OpRef, name: &str) -> Option<String> {
        let a = self.attr(op, name)?;
        let s = a.dyn_cast::<SymbolRefAttr>(self.ctx)?;
        Some(self.ctx.ident_str(s.root).to_string())
    }

    /// The enum keyword(s) of an enum attribute printed `#dialect.name<kw, kw>` or `kw`.
    /// The LLVM type of `t`, or an error at `op`.
    pub fn type_at(&mut self, op: OpRef, t: Type) -> Result<Ty, Diagnostic> {
        self.convert_type(t).map_err(|m| self.error(op, m))
    }

    /// The LLVM type of `op`'s `i`-th result.
    pub fn result_type(&mut self, op: OpRef, i: usize) -> Result<Ty, Diagnostic> {
        let t = self.ctx.value_type(self.ctx.result(op, i));
        self.type_at(op, t)
    }
}

/// The integer value of an integer attribute.
pub(super) fn int_value(ctx: &Context, a: Attribute) -> Option<i64> {
    let i = a.dyn_cast::<IntegerAttr>(ctx)?;
    i.value.try_to_i64().or_else(|| i.value.try_to_u64().map(|u| u as i64))
}

/// The blocks of a region in a topological order of the CFG (reverse post-order from the entry;
/// unreachable blocks follow in region order), as MLIR's `getBlocksSortedByDominance`.
pub(super) fn topological_blocks(ctx: &Context, region: RegionRef) -> Vec<BlockRef> {
    let all: Vec<BlockRef> = ctx.region_blocks(region).collect();
    let Some(&entry) = all.first() else { return all };
    let mut visited = HashSet::new();
    let mut post = Vec::new();
    // Iterative DFS: (block, next successor index).
    let mut stack = vec![(entry, 0usize)];
    visited.insert(entry);
    while let Some(&mut (b, ref mut i)) = stack.last_mut() {
        let succs: Vec<BlockRef> = ctx.block_last_op(b).map(|t| ctx.successors(t).to_vec()).unwrap_or_default();
        if *i < succs.len() {
            let s = succs[*i];
            *i += 1;
            if visited.insert(s) {
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    post.reverse();
    for b in all {
        if visited.insert(b) {
            post.push(b);
        }
    }
    post
}

/// Runs the translation of module `top` (see the module docs of [`super`]) and has LLVM verify
/// the result.
pub(super) fn translate<'ll>(
    ctx: &Context,
    top: OpRef,
    llctx: &'ll inkwell::context::Context,
    options: &TranslateOptions,
) -> Result<inkwell::module::Module<'ll>, Vec<Diagnostic>> {
    let module = build(ctx, top, llctx, options)?;
    if let Err(e) = module.verify() {
        return Err(vec![verify_failure(ctx, top, &e)]);
    }
    Ok(module)
}

/// The error reported when LLVM's verifier rejects the translation of module `top`, `message`
/// being the verifier's report.
pub(super) fn verify_failure(ctx: &Context, top: OpRef, message: &std::ffi::CStr) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(top), format!("LLVM IR fails to verify:\n{message:?}"))
}

/// [`translate`] without LLVM's verifier: the LLVM module, for the caller to verify before
/// using it.
pub(super) fn build<'ll>(
    ctx: &Context,
    top: OpRef,
    llctx: &'ll inkwell::context::Context,
    options: &TranslateOptions,
) -> Result<inkwell::module::Module<'ll>, Vec<Diagnostic>> {
    let name = options.module_name.clone().unwrap_or_else(|| "LLVMDialectModule".to_string());
    let module = llctx.create_module(&name);
    let builder = llctx.create_builder();
    set_layout_and_triple(ctx, top, &module).map_err(|d| vec![d])?;
    {
        let ir = Ir::new(llctx, &module, &builder);
        let mut t = ModuleTranslation {
            ctx,
            ir,
            // About one value an op: most ops have one result.
            first_results: vec![None; ctx.num_ops_allocated()],
            values: FxHashMap::default(),
            blocks: FxHashMap::default(),
            interfaces: FxHashMap::default(),
            llvm_kinds: FxHashMap::default(),
            types: FxHashMap::default(),
            names: PropertyNames::new(ctx),
            prop_ints: Default::default(),
            prop_fastmath: Default::default(),
            scalar_constants: FxHashMap::default(),
            insts: Vec::new(),
            dummies: HashMap::new(),
            globals: HashMap::new(),
            structs: HashMap::new(),
            current_function: None,
            current_block: None,
        };
        t.translate_module(top).map_err(|d| vec![d])?;
    }
    {
        // The module's flags, then the debug info version (unless given) and CodeView for MSVC
        // targets, as MLIR records them.
        let ir = Ir::new(llctx, &module, &builder);
        let i32t = ir.int(32);
        let flags = module_flags(ctx, top, &ir);
        for (behavior, key, value) in &flags {
            ir.add_module_flag(*behavior, key, *value);
        }
        if !flags.iter().any(|(_, k, _)| k == "Debug Info Version") {
            ir.add_module_flag(2, "Debug Info Version", ir.md_value(ir.const_u64(i32t, 3)));
        }
        let triple = module.get_triple();
        let triple = triple.as_str().to_string_lossy();
        if triple.contains("windows-msvc") || triple.ends_with("-msvc") {
            ir.add_module_flag(2, "CodeView", ir.md_value(ir.const_u64(i32t, 1)));
        }
    }
    Ok(module)
}

fn set_layout_and_triple(ctx: &Context, top: OpRef, module: &inkwell::module::Module<'_>) -> Result<(), Diagnostic> {
    let get = |n: &str| ctx.op_attr(top, n).and_then(|a| StringAttr::value_of(ctx, a).map(str::to_string));
    if let Some(triple) = get("llvm.target_triple") {
        module.set_triple(&inkwell::targets::TargetTriple::create(&triple));
    }
    if let Some(dl) = get("llvm.data_layout") {
        let target_data = inkwell::targets::TargetData::create(&dl);
        module.set_data_layout(&target_data.get_data_layout());
    }
    Ok(())
}

impl<'a> ModuleTranslation<'a, '_> {
    fn module_body(&self, top: OpRef) -> Vec<OpRef> {
        let ctx = self.ctx;
        let Some(&region) = ctx.op_regions(top).first() else { return Vec::new() };
        let Some(block) = ctx.region_entry_block(region) else { return Vec::new() };
        ctx.block_ops(block).collect()
    }

    fn translate_module(&mut self, top: OpRef) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        if !ctx.isa_op::<ModuleOp>(top) {
            return Err(self.error(top, "cannot be converted to LLVM IR: expected a builtin.module"));
        }
        let body = self.module_body(top);
        self.check_comdat_selectors(&body)?;
        // 1. Declare globals (without initializers) and functions, so that anything may refer to them.
        for &op in &body {
            match ctx.op_name_text(op) {
                llvm::GlobalOp::NAME => self.declare_global(op)?,
                llvm::LLVMFuncOp::NAME => self.declare_function(op)?,
                _ => {}
            }
        }
        for &op in &body {
            if ctx.isa_op::<llvm::AliasOp>(op) {
                self.declare_alias(op)?;
            }
        }
        // 2. Global initializers and other module-level ops.
        for &op in &body {
            match ctx.op_name_text(op) {
                llvm::GlobalOp::NAME => self.define_global(op)?,
                llvm::LLVMFuncOp::NAME => {}
                llvm::GlobalCtorsOp::NAME => self.global_structors(op, "llvm.global_ctors", "ctors")?,
                llvm::GlobalDtorsOp::NAME => self.global_structors(op, "llvm.global_dtors", "dtors")?,
                llvm::ModuleFlagsOp::NAME | llvm::ComdatOp::NAME | llvm::AliasOp::NAME => {}
                _ => {
                    // Other module-level ops go through their dialect's translation.
                    self.convert_op(op)?;
                }
            }
        }
        // Alias bodies come after every global's, as MLIR translates them.
        for &op in &body {
            if ctx.isa_op::<llvm::AliasOp>(op) {
                self.define_alias(op)?;
            }
        }
        // 3. Function bodies.
        for &op in &body {
            if ctx.isa_op::<llvm::LLVMFuncOp>(op) {
                self.define_function(op)?;
            }
        }
        Ok(())
    }

    /// Translates one op through its dialect's interface, then lets the dialects of its
    /// discardable attributes amend the result.
    pub fn convert_op(&mut self, op: OpRef) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let op_name = ctx.op_name_of(op);
        let iface = self
            .interfaces
            .entry(op_name)
            .or_insert_with(|| {
                let name = ctx.op_name_str(op_name);
                translation_for(name.split('.').next().unwrap_or("")).map(Rc::new)
            })
            .clone();
        let Some(iface) = iface else {
            return Err(self.error(
                op,
                format!(
                    "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {}",
                    ctx.op_name_text(op)
                ),
            ));
        };
        // The instructions go into a vector kept for the next op (a nested translation takes
        // an empty one).
        let mut insts = std::mem::take(&mut self.insts);
        insts.clear();
        iface.convert_operation_into(op, self, &mut insts)?;
        for attr in ctx.op_attrs(op) {
            let Some((ns, _)) = ctx.ident_str(attr.name).split_once('.') else { continue };
            if let Some(amender) = translation_for(ns) {
                amender.amend_operation(op, attr, &insts, self)?;
            }
        }
        self.insts = insts;
        Ok(())
    }

    fn linkage_of(&self, op: OpRef) -> Option<super::llvm_c::Linkage> {
        use super::llvm_c::Linkage::*;
        use llvm::Linkage::*;
        let linkage = self.attr(op, "linkage").and_then(|a| a.dyn_cast::<llvm::Linkage>(self.ctx).copied())?;
        Some(match linkage {
            Private => LLVMPrivateLinkage,
            Internal => LLVMInternalLinkage,
            AvailableExternally => LLVMAvailableExternallyLinkage,
            Linkonce => LLVMLinkOnceAnyLinkage,
            Weak => LLVMWeakAnyLinkage,
            Common => LLVMCommonLinkage,
            Appending => LLVMAppendingLinkage,
            ExternWeak => LLVMExternalWeakLinkage,
            LinkonceODR => LLVMLinkOnceODRLinkage,
            WeakODR => LLVMWeakODRLinkage,
            External => LLVMExternalLinkage,
        })
    }

    /// MLIR checks before translating that no symbol is selected by two comdat selectors, even
    /// in different `llvm.comdat` regions (LLVM keeps one comdat per name).
    fn check_comdat_selectors(&self, body: &[OpRef]) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let mut seen = HashSet::new();
        for &op in body {
            if !ctx.isa_op::<llvm::ComdatOp>(op) {
                continue;
            }
            for &region in ctx.op_regions(op) {
                for block in ctx.region_blocks(region) {
                    for sel in ctx.block_ops(block) {
                        let Some(name) = self.str_attr(sel, "sym_name") else { continue };
                        if !seen.insert(name) {
                            return Err(self.error(
                                sel,
                                "comdat selection symbols must be unique even in different comdat regions",
                            ));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Creates the LLVM alias of an `llvm.mlir.alias` (its aliasee comes with [`Self::define_alias`]):
    /// linkage, `unnamed_addr` and visibility as MLIR sets them; the address space is that of the
    /// pointer its initializer returns.
    fn declare_alias(&mut self, op: OpRef) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let name = self.str_attr(op, "sym_name").ok_or_else(|| self.error(op, "alias without a name"))?;
        let ty = self.type_attr(op, "alias_type").ok_or_else(|| self.error(op, "alias without a type"))?;
        let llty = self.type_at(op, ty)?;
        let returned = ctx
            .op_regions(op)
            .first()
            .and_then(|&r| ctx.region_entry_block(r))
            .and_then(|b| ctx.block_last_op(b))
            .and_then(|term| ctx.operands(term).next())
            .ok_or_else(|| self.error(op, "alias without an initializer"))?;
        let ret_ty = self.type_at(op, ctx.value_type(returned))?;
        let space = self.ir.pointer_address_space(ret_ty);
        if self.flag(op, "thread_local_") {
            return Err(self.error(op, "cannot be converted to LLVM IR: thread-local aliases are not supported"));
        }
        let a = self.ir.add_alias(llty, space, &name);
        self.apply_linkage_and_visibility(op, a);
        self.globals.insert(name, a);
        Ok(())
    }

    /// Translates an alias's initializer region and makes its result the aliasee.
    fn define_alias(&mut self, op: OpRef) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let Some(name) = self.str_attr(op, "sym_name") else { return Ok(()) };
        let Some(a) = self.globals.get(&name).copied() else { return Ok(()) };
        let Some(&region) = ctx.op_regions(op).first() else { return Ok(()) };
        let value = self.translate_initializer_region(op, region)?;
        if self.ir.type_of(value) != self.ir.type_of(a) {
            return Err(self.error(op, "the aliasee's pointer type does not match the alias's"));
        }
        self.ir.set_aliasee(a, value);
        Ok(())
    }

    /// `unnamed_addr` in LLVM-C's numbering (1 `unnamed_addr`, 2 `local_unnamed_addr`), from
    /// MLIR's enum value (an `i64` property).
    fn unnamed_addr_of(&self, op: OpRef) -> Option<u32> {
        match self.attr(op, "unnamed_addr").and_then(|a| llvm::UnnamedAddr::from_int_attr(self.ctx, a))? {
            llvm::UnnamedAddr::None => None,
            llvm::UnnamedAddr::Local => Some(2),
            llvm::UnnamedAddr::Global => Some(1),
        }
    }

    /// The visibility (an `i64` property), in MLIR's and LLVM's numbering: 0 default, 1 hidden,
    /// 2 protected.
    fn visibility_of(&self, op: OpRef) -> u32 {
        self.attr(op, "visibility_")
            .and_then(|a| llvm::Visibility::from_int_attr(self.ctx, a))
            .map_or(0, |v| v.value() as u32)
    }

    /// The linkage, `unnamed_addr` and visibility of a global value (a global, a function or an
    /// alias).
    fn apply_linkage_and_visibility(&self, op: OpRef, g: Val) {
        if let Some(l) = self.linkage_of(op) {
            self.ir.set_linkage(g, l);
        }
        if let Some(u) = self.unnamed_addr_of(op) {
            self.ir.set_unnamed_addr(g, u);
        }
        let visibility = self.visibility_of(op);
        if visibility != 0 {
            self.ir.set_visibility(g, visibility);
        }
    }

    fn apply_global_value_attrs(&self, op: OpRef, g: Val) {
        self.apply_linkage_and_visibility(op, g);
        if self.flag(op, "dso_local") {
            self.ir.set_dso_local(g);
        }
        if let Some(s) = self.str_attr(op, "section") {
            self.ir.set_section(g, &s);
        }
        if let Some(a) = self.int_attr(op, "alignment") {
            if a > 0 {
                self.ir.set_alignment(g, a as u32);
            }
        }
    }

    fn declare_global(&mut self, op: OpRef) -> Result<(), Diagnostic> {
        let name = self.str_attr(op, "sym_name").ok_or_else(|| self.error(op, "global without a name"))?;
        let ty = self.type_attr(op, "global_type").ok_or_else(|| self.error(op, "global without a type"))?;
        let llty = self.type_at(op, ty)?;
        let addr_space = self.int_attr(op, "addr_space").unwrap_or(0) as u32;
        let g = self.ir.add_global(llty, &name, addr_space);
        self.ir.set_global_constant(g, self.flag(op, "constant"));
        self.ir.set_thread_local(g, self.flag(op, "thread_local_"));
        if self.flag(op, "externally_initialized") {
            self.ir.set_externally_initialized(g, true);
        }
        self.apply_global_value_attrs(op, g);
        self.globals.insert(name, g);
        Ok(())
    }

    fn define_global(&mut self, op: OpRef) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let Some(name) = self.str_attr(op, "sym_name") else { return Ok(()) };
        let Some(g) = self.globals.get(&name).copied() else { return Ok(()) };
        let ty = self.type_attr(op, "global_type").ok_or_else(|| self.error(op, "global without a type"))?;
        let llty = self.type_at(op, ty)?;
        let region = ctx.op_regions(op).first().copied();
        let has_init_region = region.is_some_and(|r| !ctx.region_is_empty(r));
        if has_init_region {
            let region = region.unwrap_or_else(|| unreachable!());
            let value = self.translate_initializer_region(op, region)?;
            self.ir.set_initializer(g, value);
        } else if let Some(v) = self.attr(op, "value") {
            let c = super::llvm_ops::constant_from_attr(self, op, v, ty, llty)?;
            self.ir.set_initializer(g, c);
        } else {
            let external = matches!(
                self.linkage_of(op),
                None | Some(super::llvm_c::Linkage::LLVMExternalLinkage)
                    | Some(super::llvm_c::Linkage::LLVMExternalWeakLinkage)
            );
            if !external {
                // Non-external globals need an initializer; MLIR gives them `undef`... no: LLVM
                // rejects them, so keep the declaration (the verifier reports it).
                let u = self.ir.undef(llty);
                self.ir.set_initializer(g, u);
            }
        }
        Ok(())
    }

    /// Translates the single-block initializer region of a global: its ops must fold to constants
    /// (LLVM's builder folds instructions on constants), and the `llvm.return` operand is the value.
    fn translate_initializer_region(&mut self, op: OpRef, region: RegionRef) -> Result<Val, Diagnostic> {
        let ctx = self.ctx;
        let Some(block) = ctx.region_entry_block(region) else { return Err(self.error(op, "empty initializer")) };
        for inner in ctx.block_ops(block).collect::<Vec<_>>() {
            if ctx.isa_op::<llvm::ReturnOp>(inner) {
                let v = ctx.operands(inner).next().ok_or_else(|| self.error(inner, "initializer returns nothing"))?;
                let val = self.value(inner, v)?;
                if !self.ir.is_constant(val) {
                    return Err(self.error(inner, "unsupported constant value"));
                }
                return Ok(val);
            }
            self.convert_op(inner)?;
            for r in ctx.results(inner) {
                if let Some(v) = self.lookup_value(r) {
                    if !self.ir.is_constant(v) {
                        return Err(self.error(inner, "unsupported constant value"));
                    }
                }
            }
        }
        Err(self.error(op, "initializer region without llvm.return"))
    }

    fn global_structors(&mut self, op: OpRef, name: &str, list: &str) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let fns: Vec<String> = self
            .attr(op, list)
            .and_then(|a| a.dyn_cast::<ArrayAttr>(ctx).map(|a| a.elements.clone()))
            .unwrap_or_default()
            .into_iter()
            .filter_map(|a| a.dyn_cast::<SymbolRefAttr>(ctx).map(|s| ctx.ident_str(s.root).to_string()))
            .collect();
        let prios: Vec<i64> = self
            .attr(op, "priorities")
            .and_then(|a| a.dyn_cast::<ArrayAttr>(ctx).map(|a| a.elements.clone()))
            .unwrap_or_default()
            .into_iter()
            .filter_map(|a| int_value(ctx, a))
            .collect();
        let datas: Vec<Attribute> = self
            .attr(op, "data")
            .and_then(|a| a.dyn_cast::<ArrayAttr>(ctx).map(|a| a.elements.clone()))
            .unwrap_or_default();
        let i32t = self.ir.int(32);
        let ptr = self.ir.ptr(0);
        let st = self.ir.struct_literal(&[i32t, ptr, ptr], false);
        let mut entries = Vec::new();
        for (i, f) in fns.iter().enumerate() {
            let fv = self.lookup_global(f).ok_or_else(|| self.error(op, format!("unknown function '{f}'")))?;
            let prio = self.ir.const_u64(i32t, prios.get(i).copied().unwrap_or(65535) as u64);
            let data = match datas.get(i).and_then(|a| a.dyn_cast::<SymbolRefAttr>(ctx)) {
                Some(s) => {
                    let n = ctx.ident_str(s.root).to_string();
                    self.lookup_global(&n).unwrap_or_else(|| self.ir.const_null(ptr))
                }
                None => self.ir.const_null(ptr),
            };
            entries.push(self.ir.const_struct(st, &[prio, fv, data]));
        }
        let arr_ty = self.ir.array(st, entries.len() as u64);
        let g = self.ir.add_global(arr_ty, name, 0);
        self.ir.set_linkage(g, super::llvm_c::Linkage::LLVMAppendingLinkage);
        let init = if entries.is_empty() { self.ir.const_null(arr_ty) } else { self.ir.const_array(st, &entries) };
        self.ir.set_initializer(g, init);
        Ok(())
    }

    fn declare_function(&mut self, op: OpRef) -> Result<(), Diagnostic> {
        let name = self.str_attr(op, "sym_name").ok_or_else(|| self.error(op, "function without a name"))?;
        let fty = self.type_attr(op, "function_type").ok_or_else(|| self.error(op, "function without a type"))?;
        let llty = self.type_at(op, fty)?;
        let f = self.ir.add_function(&name, llty);
        self.apply_global_value_attrs(op, f);
        super::llvm_ops::apply_function_attrs(self, op, f)?;
        self.globals.insert(name, f);
        Ok(())
    }

    fn define_function(&mut self, op: OpRef) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let Some(name) = self.str_attr(op, "sym_name") else { return Ok(()) };
        let Some(f) = self.globals.get(&name).copied() else { return Ok(()) };
        let Some(&region) = ctx.op_regions(op).first() else { return Ok(()) };
        if ctx.region_is_empty(region) {
            return Ok(());
        }
        if let Some(p) = self.symbol_attr(op, "personality") {
            let pf = self.lookup_global(&p).ok_or_else(|| self.error(op, format!("unknown personality '{p}'")))?;
            self.ir.set_personality(f, pf);
        }
        self.current_function = Some(f);
        self.blocks.clear();
        // LLVM blocks in region order; the entry block's arguments are the parameters.
        let blocks: Vec<BlockRef> = ctx.region_blocks(region).collect();
        for &b in &blocks {
            let bb = self.ir.append_block(f);
            self.blocks.insert(b, bb);
        }
        let entry = blocks[0];
        let nparams = self.ir.count_params(f) as usize;
        let args: Vec<Value> = ctx.block_arguments(entry).collect();
        if args.len() != nparams {
            return Err(self.error(op, "the number of entry block arguments does not match the function signature"));
        }
        for (i, a) in args.into_iter().enumerate() {
            let p = self.ir.param(f, i as u32);
            self.map_value(a, p);
        }
        // PHI nodes for the other blocks' arguments, created first in each block.
        let mut phis: Vec<(BlockRef, Vec<Val>)> = Vec::new();
        for &b in &blocks[1..] {
            let bb = self.blocks[&b];
            self.ir.position_at_end(bb);
            let mut list = Vec::new();
            for a in ctx.block_arguments(b).collect::<Vec<_>>() {
                let t = ctx.value_type(a);
                let ty = self.type_at(op, t)?;
                let phi = self.ir.phi(ty);
                self.map_value(a, phi);
                list.push(phi);
            }
            phis.push((b, list));
        }
        // Repeated successors with arguments get a block of their own after all others, which
        // takes the arguments through PHIs and branches on (MLIR's `ensureDistinctSuccessors`).
        self.dummies.clear();
        let mut dummy_order: Vec<(OpRef, usize)> = Vec::new();
        for &blk in &blocks {
            let Some(term) = ctx.block_last_op(blk) else { continue };
            let succs = ctx.successors(term).to_vec();
            for (i, &s) in succs.iter().enumerate() {
                if ctx.num_block_arguments(s) == 0 || !succs[..i].contains(&s) {
                    continue;
                }
                let bb = self.ir.append_block(f);
                self.ir.position_at_end(bb);
                let mut list = Vec::new();
                for a in ctx.block_arguments(s).collect::<Vec<_>>() {
                    let ty = self.type_at(op, ctx.value_type(a))?;
                    list.push(self.ir.phi(ty));
                }
                self.dummies.insert((term, i), (bb, list));
                dummy_order.push((term, i));
            }
        }
        // Ops, block by block in topological order.
        for b in topological_blocks(ctx, region) {
            let bb = self.blocks[&b];
            self.ir.position_at_end(bb);
            self.current_block = Some(b);
            for inner in ctx.block_ops(b).collect::<Vec<_>>() {
                self.convert_op(inner)?;
            }
        }
        // The inserted blocks' branches come after the ops (as MLIR translates those blocks last).
        for &(term, i) in &dummy_order {
            let succ = ctx.successors(term)[i];
            self.ir.position_at_end(self.dummies[&(term, i)].0);
            self.ir.br(self.blocks[&succ]);
        }
        // Wire the PHIs to the values their predecessors pass, one incoming entry per edge, in
        // the order MLIR walks a block's uses (the most recently created edge first: the inserted
        // blocks' branches, then the original edges in reverse textual order).
        for (b, list) in phis {
            if list.is_empty() {
                continue;
            }
            for &(term, i) in dummy_order.iter().rev() {
                if ctx.successors(term).get(i) == Some(&b) {
                    let (dbb, dphis) = self.dummies[&(term, i)].clone();
                    for (phi, dphi) in list.iter().zip(dphis) {
                        self.ir.add_incoming(*phi, dphi, dbb);
                    }
                }
            }
            for (pred, edge) in self.predecessor_edges(region, b) {
                if self.dummies.contains_key(&(pred, edge)) {
                    continue;
                }
                self.wire_edge(pred, edge, &list)?;
            }
        }
        for &(term, i) in &dummy_order {
            let (_, dphis) = self.dummies[&(term, i)].clone();
            self.wire_edge(term, i, &dphis)?;
        }
        self.dummies.clear();
        self.current_function = None;
        self.current_block = None;
        Ok(())
    }

    /// Adds the values the `edge`-th successor edge of `pred` passes to `phis`.
    fn wire_edge(&mut self, pred: OpRef, edge: usize, phis: &[Val]) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let values = super::llvm_ops::successor_operands(self, pred, edge);
        let Some(pred_block) = ctx.op_parent_block(pred) else { return Ok(()) };
        let pred_bb = self.blocks[&pred_block];
        for (i, &phi) in phis.iter().enumerate() {
            let v = values.get(i).copied().ok_or_else(|| self.error(pred, "missing successor operand"))?;
            let v = self.value(pred, v)?;
            self.ir.add_incoming(phi, v, pred_bb);
        }
        Ok(())
    }

    /// The edges into `b` as (terminator, successor index), in MLIR's use-list order: the reverse
    /// of the order the edges were created in, which for parsed IR is the reverse textual order.
    fn predecessor_edges(&self, region: RegionRef, b: BlockRef) -> Vec<(OpRef, usize)> {
        let ctx = self.ctx;
        let mut out = Vec::new();
        for blk in ctx.region_blocks(region) {
            if let Some(t) = ctx.block_last_op(blk) {
                for (i, &s) in ctx.successors(t).iter().enumerate() {
                    if s == b {
                        out.push((t, i));
                    }
                }
            }
        }
        out.reverse();
        out
    }
}

/// The flags of the module's `llvm.module_flags` ops: (behavior, key, value) for the integer and
/// string values (`#llvm.mlir.module_flag<max, "PIE Level", 2 : i32>`).
fn module_flags(ctx: &Context, top: OpRef, ir: &Ir<'_>) -> Vec<(u32, String, super::llvm_c::Md)> {
    let mut out = Vec::new();
    let Some(&region) = ctx.op_regions(top).first() else { return out };
    let Some(block) = ctx.region_entry_block(region) else { return out };
    for op in ctx.block_ops(block) {
        if !ctx.isa_op::<llvm::ModuleFlagsOp>(op) {
            continue;
        }
        let Some(list) = op_attr_or_prop(ctx, op, "flags") else { continue };
        let Some(list) = list.dyn_cast::<ArrayAttr>(ctx) else { continue };
        for flag in &list.elements {
            let Some(flag) = flag.dyn_cast::<llvm::ModuleFlagAttr>(ctx) else { continue };
            // MLIR's behaviours have LLVM's `Module::ModFlagBehavior` values.
            let behavior = flag.behavior.value() as u32;
            let key = flag.key.clone();
            let md = if let Some(i) = flag.value.dyn_cast::<IntegerAttr>(ctx).and_then(|i| i.value.try_to_i64()) {
                ir.md_value(ir.const_u64(ir.int(32), i as u64))
            } else if let Some(s) = StringAttr::value_of(ctx, flag.value) {
                ir.md_string(s)
            } else {
                continue;
            };
            out.push((behavior, key, md));
        }
    }
    out
}

/// The entries of a dictionary attribute as (name, value) pairs.
pub(super) fn dict_entries(ctx: &Context, a: Attribute) -> Vec<(String, Attribute)> {
    a.dyn_cast::<DictionaryAttr>(ctx)
        .map(|d| d.entries.iter().map(|e| (ctx.ident_str(e.name).to_string(), e.value)).collect())
        .unwrap_or_default()
}
