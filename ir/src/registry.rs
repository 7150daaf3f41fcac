//! The registry of dialects and operation names.
//!
//! Every op name seen (registered or not) is interned as an [`OperationName`]; a registered one
//! points at its [`OpInfo`]: traits and the hooks (parser, printer, verifier) that dialects fill
//! in — by hand or through the definition macros. Registration takes `&self` so that a shared
//! context can load dialects lazily.

use crate::asm::AsmPrinter;
use crate::asm::{OpAsmParser, ParseResult};
use crate::attributes::Attribute;
use crate::builder::OperationState;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::intern::Identifier;
use crate::types::Type;
use crate::OpRef;
use parking_lot::RwLock;
use rustc_hash::FxHashMap;
use std::any::{Any, TypeId};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// An interned operation name such as `arith.addi`, registered or not.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct OperationName(pub(crate) u32);

/// A marker type for an op trait; `has_trait::<T>()` asks for it by `TypeId`. A trait may
/// verify the ops that declare it (MLIR's trait `verifyTrait`); the definition macros register
/// `verify` of each declared trait, in declaration order.
pub trait OpTrait: 'static {
    /// The trait's bit in an op's set of known traits ([`KnownTraits`]): set by the marker traits
    /// of [`crate::traits`] so that asking for one reads a bit; 0 (the default, and what any
    /// other trait must keep) asks the op's trait list.
    #[doc(hidden)]
    const KNOWN_BIT: u64 = 0;
    /// Checks an op declaring this trait.
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let _ = (ctx, op);
        Ok(())
    }
    /// Checks an op declaring this trait once everything nested in it verified (MLIR's trait
    /// `verifyRegionTrait`, e.g. `SingleBlockImplicitTerminator`).
    fn verify_region(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let _ = (ctx, op);
        Ok(())
    }
}

/// Parses an op's custom assembly form into an [`OperationState`].
pub type ParseFn = fn(&mut OpAsmParser<'_, '_>, &mut OperationState) -> ParseResult<()>;
/// Prints an op's custom assembly form (everything after `%results = name`).
pub type PrintFn = fn(&mut AsmPrinter<'_>, OpRef);
/// Verifies an op; returns the diagnostic of the first problem.
pub type VerifyFn = fn(&Context, OpRef) -> Result<(), Diagnostic>;

/// Checks the inherent attributes found in an attribute dictionary against the op's constraints
/// before the op exists (ODS's `verifyInherentAttrs`); the message lacks the `'op' op ` prefix.
pub type InherentAttrsFn = fn(&Context, &[crate::NamedAttribute]) -> Result<(), String>;

/// Whether an attribute can be stored as the named inherent attribute (the property conversion
/// of `<{...}>` in the generic form: the attribute must be of the storage's kind).
pub type PropertyConvertibleFn = fn(&Context, &str, crate::Attribute) -> bool;
/// The result of folding one op result: a constant attribute or an existing value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FoldResult {
    /// The result is this constant.
    Attribute(Attribute),
    /// The result is this existing value.
    Value(crate::Value),
}

/// Folds an op given the constant values of its operands (`None` where not constant): MLIR's
/// `fold`. Returns one result per op result, or `None` when it cannot fold.
pub type FoldFn = fn(&Context, OpRef, &[Option<Attribute>]) -> Option<Vec<FoldResult>>;
/// A branch's successor given the constant values of its operands (MLIR's
/// `getSuccessorForOperands`).
pub type SuccessorForOperandsFn = fn(&Context, OpRef, &[Option<Attribute>]) -> Option<usize>;

/// Parses a dialect type or attribute from its body text (after `!ns.` / `#ns.`).
pub type DialectTypeParseFn = fn(&mut OpAsmParser<'_, '_>) -> ParseResult<Type>;
/// Parses a dialect attribute.
pub type DialectAttrParseFn = fn(&mut OpAsmParser<'_, '_>, Option<Type>) -> ParseResult<Attribute>;

/// Names an op gives its results: (first result of a group, name) pairs.
pub type AsmResultNamesFn = fn(&Context, OpRef) -> Vec<(u32, String)>;

/// MLIR's `BranchOpInterface`, reduced to what region simplification needs: which operands a
/// terminator forwards to each of its successors' block arguments, and a way to change them.
/// Ops that forward none of their own results (no "produced" operands) are assumed, as for `cf`.
#[derive(Copy, Clone)]
pub struct BranchOpInterface {
    /// The operand indices forwarded to successor `i` (`0 <= i < num successors`), in order.
    pub successor_operands: fn(&Context, OpRef, usize) -> std::ops::Range<usize>,
    /// Makes `values` the operands forwarded to successor `i`, keeping the other operands and
    /// updating whatever the op records their grouping in (e.g. `operandSegmentSizes`).
    pub set_successor_operands: fn(&mut Context, OpRef, usize, &[crate::Value]),
    /// The one successor taken given the constant values of the operands where known (`None`:
    /// not a known constant), or `None` when it cannot be told (MLIR's
    /// `getSuccessorForOperands`); a missing function never tells.
    pub successor_for_operands: Option<SuccessorForOperandsFn>,
}

/// How a native (non-attribute) property is encoded in bytecode.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NativeProperty {
    /// An integer of this width (an enum or integer property): a varint, read back as an
    /// integer attribute of that width.
    Int(u32),
    /// A unit property: a byte, one when the unit attribute is present.
    Unit,
}

/// What is known about a registered operation.
#[derive(Clone, Default)]
pub struct OpInfo {
    /// The full name, e.g. `builtin.module`.
    pub name: &'static str,
    /// The traits the op has, by `TypeId` of their marker types.
    pub traits: Vec<TypeId>,
    /// The marker traits among [`OpInfo::traits`] as a bit set, computed from them the first
    /// time one is asked for (leave it at its default; a clone computes it again).
    pub known_traits: KnownTraits,
    /// Names of inherent attributes: in the generic form they are printed as properties `<{...}>`.
    pub inherent_attrs: Vec<&'static str>,
    /// The inherent attributes the op must have (ODS's required ones: neither optional nor
    /// defaulted). The bytecode encoding of properties writes them without a presence flag.
    pub required_attrs: Vec<&'static str>,
    /// The inherent attributes MLIR declares as native properties rather than attributes
    /// (`EnumProp`, `UnitProp`): they print as attributes, and the bytecode encodes them after
    /// the attributes as their value (`#[attribute(native = "i32")]`).
    pub native_properties: Vec<(&'static str, NativeProperty)>,
    /// How many operand groups (declared operands) the op has: the length of its
    /// `operandSegmentSizes`.
    pub num_operand_groups: usize,
    /// How many result groups (declared results) the op has: the length of its
    /// `resultSegmentSizes`.
    pub num_result_groups: usize,
    /// The parse-time check of inherent attributes written in an attribute dictionary.
    pub verify_inherent_attrs: Option<InherentAttrsFn>,
    /// The property conversion check of `<{...}>` entries.
    pub property_convertible: Option<PropertyConvertibleFn>,
    /// Parser of the custom form.
    pub parse: Option<ParseFn>,
    /// Printer of the custom form.
    pub print: Option<PrintFn>,
    /// The generated invariant checks (counts, attributes, operand and result types), run
    /// after the structural traits and before [`OpInfo::trait_verifiers`] (ODS's `OpInvariants`).
    pub verify_invariants: Option<VerifyFn>,
    /// Verifiers of the op's declared traits, in declaration order, then those of its declared
    /// interfaces ([`OpInterfaceVerifier`](crate::interfaces::OpInterfaceVerifier)).
    pub trait_verifiers: Vec<VerifyFn>,
    /// Region verifiers of the op's declared traits, in declaration order, then those of its
    /// interfaces verified with regions; run after everything nested in the op verified and
    /// before [`OpInfo::verify_region`].
    pub trait_region_verifiers: Vec<VerifyFn>,
    /// The op's own verifier, run after its traits and invariants.
    pub verify: Option<VerifyFn>,
    /// The op's region verifier, run after every op nested in it verified.
    pub verify_region: Option<VerifyFn>,
    /// Checks the symbols the op refers to (MLIR's `SymbolUserOpInterface::verifySymbolUses`): run
    /// by the nearest enclosing symbol table's verification, after everything in it verified, so
    /// an op verified on its own (say a function after a pass) does not look outside.
    pub verify_symbol_uses: Option<VerifyFn>,
    /// The op's folder.
    pub fold: Option<FoldFn>,
    /// Names the op gives its results in the custom form (MLIR's `getAsmResultNames`): pairs of
    /// (first result of a group, name); `%c0`, `%cst`, `%f`.
    pub asm_result_names: Option<AsmResultNamesFn>,
    /// The op's reference documentation in Markdown.
    pub docs: &'static str,
    /// The dialect whose ops may be written without their prefix inside this op's regions.
    pub default_dialect: Option<&'static str>,
    /// The default values of the op's default-valued properties (ODS's `DefaultValuedAttr`):
    /// a generic form that leaves one out gets it, as MLIR's property storage always holds one.
    pub property_defaults: Option<fn(&Context) -> Vec<crate::NamedAttribute>>,
    /// How the op forwards operands to its successors, if it is a branch
    /// ([`BranchOpInterface`]).
    pub branch: Option<BranchOpInterface>,
    /// Equality-saturation rewrite rules declared with the op (`#[op(eqsat_rules = "...")]`), in
    /// the rule syntax of `oxir-eqsat`, which loads them as the rule set `op:<name>`; empty when
    /// the op declares none.
    pub eqsat_rules: &'static str,
    /// The op's extraction cost for equality saturation (`#[op(eqsat_cost = N)]`): `oxir-eqsat`'s
    /// cost model uses it ahead of its trait-based defaults and below a cost file's overrides;
    /// `None` when the op declares none.
    pub eqsat_cost: Option<u32>,
    /// The op interfaces the op implements itself (`#[op(interfaces = [...])]`, MLIR's
    /// `DeclareOpInterfaceMethods`), answered by [`Context::op_interface`].
    pub interfaces: Vec<InterfaceEntry>,
}

/// One op interface implementation: the model of interface `I` (a `dyn Trait` or a struct of
/// function pointers), kept under `I`'s `TypeId` so that a query for `I` finds it without a
/// lock. Models are shared: every op of the name answers with the same one.
#[derive(Clone)]
pub struct InterfaceEntry {
    id: TypeId,
    /// An `Arc<I>`, boxed so that unsized `I` (trait objects) fit.
    model: Arc<dyn Any + Send + Sync>,
}

impl InterfaceEntry {
    /// The entry for `model` as the implementation of interface `I`; with `I = dyn Trait` the
    /// argument is typically `Arc::new(MyModel)`, coerced.
    pub fn new<I: ?Sized + Send + Sync + 'static>(model: Arc<I>) -> Self {
        InterfaceEntry { id: TypeId::of::<I>(), model: Arc::new(model) }
    }

    /// The model, if this entry implements interface `I`.
    #[inline]
    fn get<I: ?Sized + Send + Sync + 'static>(&self) -> Option<&Arc<I>> {
        if self.id != TypeId::of::<I>() {
            return None;
        }
        self.model.downcast_ref::<Arc<I>>()
    }
}

impl std::fmt::Debug for InterfaceEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("InterfaceEntry").field("id", &self.id).finish_non_exhaustive()
    }
}

impl OpInfo {
    /// Whether the op has trait `T`: a bit test for the marker traits of [`crate::traits`]
    /// (`ConstantLike`, `Pure`, `IsTerminator`, the memory effects, ...), which passes ask of
    /// every op they visit, else a scan of [`OpInfo::traits`].
    #[inline]
    pub fn has_trait<T: OpTrait>(&self) -> bool {
        if T::KNOWN_BIT != 0 {
            return self.known_traits.get(&self.traits) & T::KNOWN_BIT != 0;
        }
        self.traits.contains(&TypeId::of::<T>())
    }
}

/// The marker traits of an op as a bit set ([`OpTrait::KNOWN_BIT`]), filled from its trait list
/// on first use: `OpInfo::traits` is a public list that its maker fills, so the set follows it
/// rather than being declared twice.
#[derive(Default, Debug)]
pub struct KnownTraits(std::sync::atomic::AtomicU64);

impl KnownTraits {
    /// Marks a computed set (so that an op with no marker trait is not computed again).
    const COMPUTED: u64 = 1 << 63;

    /// The set of `traits`, computed on the first call.
    #[inline]
    fn get(&self, traits: &[TypeId]) -> u64 {
        let bits = self.0.load(Ordering::Relaxed);
        if bits != 0 {
            return bits;
        }
        self.compute(traits)
    }

    #[cold]
    fn compute(&self, traits: &[TypeId]) -> u64 {
        let bits = traits.iter().fold(Self::COMPUTED, |bits, &id| bits | crate::traits::marker_trait_bit(id));
        self.0.store(bits, Ordering::Relaxed);
        bits
    }
}

/// A clone may have its trait list changed before use: it computes its set again.
impl Clone for KnownTraits {
    fn clone(&self) -> Self {
        KnownTraits::default()
    }
}

/// A registered dialect.
#[derive(Clone, Default)]
pub struct DialectInfo {
    /// The namespace, e.g. `arith`.
    pub namespace: &'static str,
    /// Parser of the dialect's types (pretty or opaque form body).
    pub parse_type: Option<DialectTypeParseFn>,
    /// Parser of the dialect's attributes.
    pub parse_attr: Option<DialectAttrParseFn>,
    /// Builds an op of this dialect producing the constant `value` of type `ty` (MLIR's
    /// `materializeConstant`); folding uses it to turn folded attributes into IR.
    pub materialize_constant: Option<MaterializeConstantFn>,
    /// The alias name the printer gives to an attribute of this dialect, if any (MLIR's
    /// `OpAsmDialectInterface::getAlias`), e.g. `loop_annotation` for `#llvm.loop_annotation`.
    pub attr_alias: Option<AttrAliasFn>,
    /// The mnemonics of the dialect's type definitions (`!ns.<mnemonic>`), for editor
    /// completion.
    pub type_mnemonics: &'static [&'static str],
    /// The mnemonics of the dialect's attribute definitions (`#ns.<mnemonic>`), for editor
    /// completion.
    pub attr_mnemonics: &'static [&'static str],
    /// The generated reference of each type definition, by its name in the dialect
    /// ([`crate::TypeDef::NAME`]), for editor hovers.
    pub type_docs: &'static [DefinitionDocs],
    /// The generated reference of each attribute definition, by its name in the dialect.
    pub attr_docs: &'static [DefinitionDocs],
    /// Verifies a discardable attribute whose name carries the dialect's namespace
    /// (`dlti.dl_spec` on any op; MLIR's `Dialect::verifyOperationAttribute`); the verifier
    /// calls it for every such attribute before the op's own invariants.
    pub verify_op_attr: Option<VerifyOpAttrFn>,
}

/// A dialect's verifier of a discardable attribute named in its namespace, on `op`.
pub type VerifyOpAttrFn = fn(&Context, OpRef, crate::NamedAttribute) -> Result<(), OpAttrError>;

/// Why a dialect rejected an op's attribute, and how MLIR reports it: on the op
/// (`op->emitError()`, shown with the op in a `see current operation` note) or at a location
/// (`emitError(loc)`, no note).
#[derive(Clone, Debug)]
pub enum OpAttrError {
    /// MLIR's `op->emitError()`.
    OnOp(Diagnostic),
    /// MLIR's `emitError(loc)`.
    AtLoc(Diagnostic),
}

/// A type or attribute definition's name in its dialect and its generated reference.
pub type DefinitionDocs = (&'static str, fn() -> &'static str);

/// Names the alias of a dialect attribute (`None`: no alias).
pub type AttrAliasFn = fn(&Context, Attribute) -> Option<&'static str>;

/// Creates a detached constant op for `value` of type `ty` at `loc`, if the dialect can.
pub type MaterializeConstantFn = fn(&mut Context, Attribute, Type, Attribute) -> Option<OpRef>;

struct NameEntry {
    name: Identifier,
    dialect: Identifier,
    /// Set once, when the op is registered (the first registration of a name wins).
    info: std::sync::OnceLock<Arc<OpInfo>>,
    /// The registered op's [`OpInfo::property_defaults`], made once: every parsed or built op
    /// of the name reads them, and making them interns names and attributes each time.
    defaults: std::sync::OnceLock<Box<[crate::NamedAttribute]>>,
    /// Whether any interface model was attached to the name: queries of names without any (most
    /// of them) look at nothing else, so they write no shared memory.
    has_attached: AtomicBool,
    /// Interface models attached from outside ([`Context::attach_op_interface`]), in order; the
    /// last attachment of an interface wins. A lock per name, not one for the registry.
    attached: RwLock<Vec<InterfaceEntry>>,
}

#[derive(Default)]
struct RegistryInner {
    by_name: FxHashMap<Identifier, u32>,
    dialects: FxHashMap<Identifier, Arc<DialectInfo>>,
    /// Dialect interfaces by namespace ([`Context::attach_dialect_interface`]), in order of
    /// attachment.
    dialect_interfaces: FxHashMap<Identifier, Vec<InterfaceEntry>>,
}

/// The dialects and operation names known to a context.
#[derive(Default)]
pub struct Registry {
    inner: RwLock<RegistryInner>,
    /// Every op name by id: append-only, so readers (every op query) take no lock.
    names: boxcar::Vec<NameEntry>,
}

impl Context {
    /// Interns an operation name (registered or not).
    pub fn op_name(&self, name: &str) -> OperationName {
        let id = self.ident(name);
        if let Some(&i) = self.registry.inner.read().by_name.get(&id) {
            return OperationName(i);
        }
        let dialect = self.ident(name.split_once('.').map_or("", |(d, _)| d));
        let mut inner = self.registry.inner.write();
        if let Some(&i) = inner.by_name.get(&id) {
            return OperationName(i);
        }
        let i = self.registry.names.push(NameEntry {
            name: id,
            dialect,
            info: Default::default(),
            defaults: Default::default(),
            has_attached: AtomicBool::new(false),
            attached: Default::default(),
        }) as u32;
        inner.by_name.insert(id, i);
        OperationName(i)
    }

    /// Registers an operation; later ops of this name get its info. A name is registered once:
    /// registering it again keeps the first info.
    pub fn register_op(&self, mut info: OpInfo) -> OperationName {
        // Its trait list may have changed since a query filled the set.
        info.known_traits = KnownTraits::default();
        let n = self.op_name(info.name);
        let _ = self.registry.names[n.0 as usize].info.set(Arc::new(info));
        n
    }

    /// The infos of every registered op, in registration order.
    pub fn registered_op_infos(&self) -> Vec<Arc<OpInfo>> {
        self.registry.names.iter().filter_map(|(_, n)| n.info.get().cloned()).collect()
    }

    /// Registers a dialect.
    pub fn register_dialect(&self, info: DialectInfo) {
        let ns = self.ident(info.namespace);
        self.registry.inner.write().dialects.insert(ns, Arc::new(info));
    }

    /// The registered dialect of namespace `ns`.
    pub fn dialect(&self, ns: &str) -> Option<Arc<DialectInfo>> {
        let id = self.strings.lookup(ns)?;
        self.registry.inner.read().dialects.get(&id).cloned()
    }

    /// The generated reference of `ty`'s definition, if its dialect registered one.
    pub fn type_docs(&self, ty: Type) -> Option<&'static str> {
        let storage = self.type_storage(ty);
        let info = self.dialect(storage.dialect())?;
        info.type_docs.iter().find(|(n, _)| *n == storage.name()).map(|(_, docs)| docs())
    }

    /// The generated reference of `attr`'s definition, if its dialect registered one.
    pub fn attr_docs(&self, attr: Attribute) -> Option<&'static str> {
        let storage = self.attr_storage(attr);
        let info = self.dialect(storage.dialect())?;
        info.attr_docs.iter().find(|(n, _)| *n == storage.name()).map(|(_, docs)| docs())
    }

    /// The namespaces and attribute verifiers of the registered dialects that verify attributes
    /// named in their namespace ([`DialectInfo::verify_op_attr`]).
    pub fn op_attr_verifiers(&self) -> Vec<(&'static str, VerifyOpAttrFn)> {
        let inner = self.registry.inner.read();
        inner.dialects.values().filter_map(|d| d.verify_op_attr.map(|f| (d.namespace, f))).collect()
    }

    /// The namespaces of the registered dialects, sorted (MLIR's `getAvailableDialects`).
    pub fn dialect_namespaces(&self) -> Vec<String> {
        let inner = self.registry.inner.read();
        let mut out: Vec<String> = inner.dialects.values().map(|d| d.namespace.to_string()).collect();
        out.sort();
        out
    }

    /// Whether a dialect of namespace `ns` is registered.
    pub fn is_dialect_registered(&self, ns: &str) -> bool {
        self.dialect(ns).is_some()
    }

    /// The registered info of every op name known so far, indexed by name id: a snapshot for
    /// readers (such as the verifier) that must not lock per op.
    pub fn op_infos_snapshot(&self) -> Vec<Option<Arc<OpInfo>>> {
        let names = &self.registry.names;
        (0..names.count()).map(|i| names.get(i).and_then(|n| n.info.get().cloned())).collect()
    }

    /// The info of a registered op name.
    pub fn op_info(&self, name: OperationName) -> Option<Arc<OpInfo>> {
        self.op_info_ref(name).cloned()
    }

    /// [`Context::op_info`] by reference: no reference count taken, for hot paths.
    #[inline]
    pub fn op_info_ref(&self, name: OperationName) -> Option<&Arc<OpInfo>> {
        self.registry.names.get(name.0 as usize).and_then(|n| n.info.get())
    }

    /// The default values of the default-valued properties of the registered op `name`
    /// ([`OpInfo::property_defaults`]), empty for an unregistered op or one without any. Made
    /// on the first call and kept with the name, which every context forked from this one shares
    /// (as it shares the interned names and attributes the defaults are made of).
    pub fn op_property_defaults(&self, name: OperationName) -> &[crate::NamedAttribute] {
        let Some(entry) = self.registry.names.get(name.0 as usize) else { return &[] };
        let Some(make) = entry.info.get().and_then(|info| info.property_defaults) else { return &[] };
        entry.defaults.get_or_init(|| make(self).into_boxed_slice())
    }

    /// Attaches an implementation `model` of interface `I` to the ops named `op_name` (MLIR's
    /// external interface models): a dialect, or a user's crate, makes ops it does not define
    /// answer an interface (calls and callables for the inliner, shape inference, ...). A later
    /// attachment of the same interface to the same name replaces the earlier one; an interface
    /// the op declares itself (`#[op(interfaces = [...])]`) is kept, as MLIR ignores an external
    /// model of an interface the op already implements. For a trait interface (`dyn Trait`) use
    /// [`Context::attach_op_interface_dyn`].
    pub fn attach_op_interface<I: Send + Sync + 'static>(&self, op_name: &str, model: I) {
        self.attach_op_interface_dyn::<I>(op_name, Arc::new(model));
    }

    /// [`Context::attach_op_interface`] for any interface type, trait objects included:
    /// `ctx.attach_op_interface_dyn::<dyn LoopLikeOpInterface>("t.loop", Arc::new(MyLoop))`.
    pub fn attach_op_interface_dyn<I: ?Sized + Send + Sync + 'static>(&self, op_name: &str, model: Arc<I>) {
        let n = self.op_name(op_name);
        let entry = &self.registry.names[n.0 as usize];
        entry.attached.write().push(InterfaceEntry::new::<I>(model));
        entry.has_attached.store(true, Ordering::Release);
    }

    /// The model of interface `I` that ops named `name` answer, if any: the one the op declares,
    /// else the last one attached. `I` is the interface type: `dyn Trait` for a trait interface
    /// (`ctx.op_name_interface::<dyn LoopLikeOpInterface>(name)`), or a model struct. Takes no lock
    /// unless models were attached to the name.
    pub fn op_name_interface<I: ?Sized + Send + Sync + 'static>(&self, name: OperationName) -> Option<Arc<I>> {
        let entry = self.registry.names.get(name.0 as usize)?;
        if let Some(info) = entry.info.get() {
            if let Some(m) = info.interfaces.iter().find_map(InterfaceEntry::get::<I>) {
                return Some(m.clone());
            }
        }
        if !entry.has_attached.load(Ordering::Acquire) {
            return None;
        }
        entry.attached.read().iter().rev().find_map(InterfaceEntry::get::<I>).cloned()
    }

    /// The model of interface `I` that `op` answers, if any (see [`Context::op_name_interface`]);
    /// `None` when the op implements no `I`, declared or attached.
    pub fn op_interface<I: ?Sized + Send + Sync + 'static>(&self, op: OpRef) -> Option<Arc<I>> {
        self.op_name_interface::<I>(self.op_name_of(op))
    }

    /// Whether `op` answers interface `I`.
    pub fn op_has_interface<I: ?Sized + Send + Sync + 'static>(&self, op: OpRef) -> bool {
        self.op_interface::<I>(op).is_some()
    }

    /// Attaches an implementation `model` of dialect interface `I` to the dialect of namespace
    /// `ns` (MLIR's dialect interfaces, `addInterfaces<...>()`): what a pass asks of every op of
    /// a dialect, such as the inliner's legality rules. A later attachment of the same
    /// interface replaces the earlier one.
    pub fn attach_dialect_interface<I: Send + Sync + 'static>(&self, ns: &str, model: I) {
        let id = self.ident(ns);
        self.registry
            .inner
            .write()
            .dialect_interfaces
            .entry(id)
            .or_default()
            .push(InterfaceEntry::new::<I>(Arc::new(model)));
    }

    /// The model of dialect interface `I` that the dialect of namespace `ns` answers, if any.
    pub fn dialect_interface<I: Send + Sync + 'static>(&self, ns: &str) -> Option<Arc<I>> {
        let id = self.strings.lookup(ns)?;
        let inner = self.registry.inner.read();
        inner.dialect_interfaces.get(&id)?.iter().rev().find_map(InterfaceEntry::get::<I>).cloned()
    }

    /// The text of an op name.
    pub fn op_name_str(&self, name: OperationName) -> &str {
        let id = self.registry.names[name.0 as usize].name;
        self.ident_str(id)
    }

    /// The dialect namespace of an op name (the part before the first `.`).
    pub fn op_name_dialect(&self, name: OperationName) -> &str {
        let id = self.registry.names[name.0 as usize].dialect;
        self.ident_str(id)
    }
}
