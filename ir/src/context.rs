//! The [`Context`]: the owner of everything — interned identifiers, types and attributes, the
//! registry of dialects and operations, and the arenas that hold operations, blocks and regions.

use crate::attributes::{AttrDef, Attribute, DynAttr};
use crate::block::BlockData;
use crate::builtin::locations::FileLineColRange;
use crate::entity::EntityVec;
use crate::intern::{DenseUniquer, Identifier, StringInterner, Uniquer};
use crate::journal::LoggedVec;
use crate::operation::OperationData;
use crate::region::RegionData;
use crate::registry::Registry;
use crate::types::{DynType, Type, TypeDef};
use crate::value::{ResultData, UseData};
use crate::{BlockRef, OpRef, RegionRef};
use std::sync::Arc;

/// The bit of an [`Attribute`] handle that marks a file-line-column location, interned in
/// `Context::locs` rather than with the other attributes.
const DENSE_LOC: u32 = 1 << 31;

/// Owns the IR and everything interned.
///
/// Interning (`&self`) is thread-safe; building and mutating IR takes `&mut self`. Read-only walks
/// (printing, verification) only need `&Context`, which is `Sync`, so they can run in parallel.
pub struct Context {
    // What every context forked from this one shares (interned data, the registry, resources):
    // thread-safe and append-only, behind `Arc`s.
    pub(crate) strings: Arc<StringInterner>,
    pub(crate) types: Arc<Uniquer<dyn DynType>>,
    pub(crate) attrs: Arc<Uniquer<dyn DynAttr>>,
    /// The file-line-column locations, interned apart from the other attributes (one a parsed
    /// op): their handles carry [`DENSE_LOC`].
    pub(crate) locs: Arc<DenseUniquer<FileLineColRange>>,
    pub(crate) registry: Arc<Registry>,
    // The IR this context owns.
    pub(crate) ops: EntityVec<OpRef, OperationData>,
    /// The regions and successors of the ops that have any (`OperationData::nested`).
    pub(crate) op_nested: LoggedVec<crate::operation::OpNested>,
    pub(crate) blocks: EntityVec<BlockRef, BlockData>,
    pub(crate) regions: EntityVec<RegionRef, RegionData>,
    pub(crate) results: LoggedVec<ResultData>,
    pub(crate) uses: LoggedVec<UseData>,
    /// How many checkpoints of the IR are open ([`Context::checkpoint`]).
    pub(crate) checkpoints: usize,
    pub(crate) allow_unregistered: bool,
    /// Whether work on this context may use several threads (MLIR's
    /// `MLIRContext::isMultithreadingEnabled`); `--mlir-disable-threading` turns it off.
    pub(crate) multithreading: bool,
    /// Whether the ops that diagnostics show carry their locations (`--mlir-print-debuginfo`).
    pub(crate) diagnostic_debuginfo: bool,
    pub(crate) resources: Arc<crate::resources::ResourceStore>,
    /// The empty attribute dictionary, which every op without attributes carries.
    pub(crate) empty_dict: Attribute,
    pub(crate) next_distinct_id: Arc<std::sync::atomic::AtomicU64>,
    /// Diagnostics emitted without failing (MLIR's `op->emitWarning()`, `emitRemark()`, or an
    /// error a pattern reports while the pass goes on), for the tool to print.
    pub(crate) emitted: Vec<crate::diagnostics::Diagnostic>,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A context with the builtin dialect loaded and nothing else.
    pub fn new() -> Self {
        let mut ctx = Context {
            strings: Arc::default(),
            types: Arc::default(),
            attrs: Arc::default(),
            locs: Arc::default(),
            registry: Arc::default(),
            ops: EntityVec::new(),
            op_nested: LoggedVec::new(),
            blocks: EntityVec::new(),
            regions: EntityVec::new(),
            results: LoggedVec::new(),
            uses: LoggedVec::new(),
            checkpoints: 0,
            allow_unregistered: false,
            multithreading: true,
            diagnostic_debuginfo: false,
            resources: Arc::default(),
            empty_dict: Attribute(0),
            next_distinct_id: Arc::default(),
            emitted: Vec::new(),
        };
        ctx.empty_dict = ctx.intern_attr(crate::builtin::attributes::DictionaryAttr { entries: Vec::new() });
        crate::builtin::register(&ctx);
        ctx
    }

    /// A context that shares this one's interned identifiers, types and attributes, its registry
    /// and its resources, but owns no IR yet. Handles of types and attributes are valid in both.
    /// IR moves between the two with [`Context::copy_op_from`]: this is how independent ops
    /// (functions) are transformed in parallel, each in a fork of its own, without `unsafe`.
    pub fn fork_empty(&self) -> Context {
        Context {
            strings: self.strings.clone(),
            types: self.types.clone(),
            attrs: self.attrs.clone(),
            locs: self.locs.clone(),
            registry: self.registry.clone(),
            ops: EntityVec::new(),
            op_nested: LoggedVec::new(),
            blocks: EntityVec::new(),
            regions: EntityVec::new(),
            results: LoggedVec::new(),
            uses: LoggedVec::new(),
            checkpoints: 0,
            allow_unregistered: self.allow_unregistered,
            multithreading: self.multithreading,
            diagnostic_debuginfo: self.diagnostic_debuginfo,
            resources: self.resources.clone(),
            empty_dict: self.empty_dict,
            next_distinct_id: self.next_distinct_id.clone(),
            emitted: Vec::new(),
        }
    }

    /// Reports `diagnostic` without failing (MLIR's `emitWarning`/`emitRemark`, or `emitError`
    /// from a pattern that then fails to match while its pass carries on). `oxir-opt` prints
    /// these after the pipeline, before its output; `--verify-diagnostics` checks them.
    pub fn emit(&mut self, diagnostic: crate::diagnostics::Diagnostic) {
        self.emitted.push(diagnostic);
    }

    /// Takes the diagnostics [`Context::emit`] collected, in the order they were emitted.
    pub fn take_emitted(&mut self) -> Vec<crate::diagnostics::Diagnostic> {
        std::mem::take(&mut self.emitted)
    }

    /// Whether a type of kind `T` was ever interned in this context (a scan of the kinds
    /// stored): a pass can skip looking for types the IR cannot hold, e.g. memrefs.
    pub fn interns_type<T: std::any::Any>(&self) -> bool {
        self.types.holds_any::<T>()
    }

    /// Whether `other` shares this context's interned data and registry (so handles of types,
    /// attributes and op names are valid in both).
    pub fn shares_interning_with(&self, other: &Context) -> bool {
        Arc::ptr_eq(&self.types, &other.types)
            && Arc::ptr_eq(&self.attrs, &other.attrs)
            && Arc::ptr_eq(&self.registry, &other.registry)
    }

    /// Reserves room for about `ops` more operations (e.g. estimated from an input's size), so
    /// building a large module does not repeatedly grow the arenas.
    pub fn reserve_ops(&mut self, ops: usize) {
        self.ops.reserve(ops);
        self.uses.reserve(ops * 2);
        self.results.reserve(ops);
        self.attrs.reserve(ops / 4);
        self.locs.reserve(ops);
    }

    /// Lets the parser and verifier accept ops, types and attributes of dialects nobody registered.
    pub fn set_allow_unregistered_dialects(&mut self, allow: bool) {
        self.allow_unregistered = allow;
    }

    /// Lets the verifier and the printer use several threads, or keeps them on the calling thread
    /// (MLIR's `MLIRContext::enableMultithreading`; `--mlir-disable-threading` turns it off).
    pub fn set_multithreading(&mut self, enabled: bool) {
        self.multithreading = enabled;
    }

    /// Whether work on this context may be spread over several threads: set and the thread pool
    /// has more than one thread.
    pub fn multithreading(&self) -> bool {
        self.multithreading && rayon::current_num_threads() > 1
    }

    /// Prints the ops shown in diagnostics (the `see current operation` note of an error a pass
    /// reports on an op) with their locations, as MLIR does under `--mlir-print-debuginfo`.
    pub fn set_diagnostic_debuginfo(&mut self, enabled: bool) {
        self.diagnostic_debuginfo = enabled;
    }

    /// Whether the ops shown in diagnostics carry their locations.
    pub fn diagnostic_debuginfo(&self) -> bool {
        self.diagnostic_debuginfo
    }

    /// Whether ops of unregistered dialects are accepted.
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered
    }

    /// Interns a string.
    #[inline]
    pub fn ident(&self, s: &str) -> Identifier {
        self.strings.intern(s)
    }

    /// The text of an identifier.
    #[inline]
    pub fn ident_str(&self, id: Identifier) -> &str {
        self.strings.get(id)
    }

    /// Interns a type definition.
    pub fn intern_type<T: TypeDef>(&self, def: T) -> Type {
        Type(self.types.intern(def, |d| Box::new(d) as Box<dyn DynType>))
    }

    /// Interns an attribute definition.
    #[inline]
    pub fn intern_attr<T: AttrDef>(&self, def: T) -> Attribute {
        // Resolved when `T` is known: file-line-column locations go to their own table.
        if let Some(&loc) = (&def as &dyn std::any::Any).downcast_ref::<FileLineColRange>() {
            return Attribute(DENSE_LOC | self.locs.intern(loc));
        }
        Attribute(self.attrs.intern(def, |d| Box::new(d) as Box<dyn DynAttr>))
    }

    /// Stores an attribute that is never deduplicated (MLIR's `distinct` attributes).
    pub fn create_distinct_attr<T: AttrDef>(&self, def: T) -> Attribute {
        Attribute(self.attrs.insert_distinct(Box::new(def)))
    }

    /// A fresh id for a distinct attribute.
    pub(crate) fn next_distinct_id(&self) -> u64 {
        self.next_distinct_id.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    }

    /// The stored definition of a type.
    #[inline]
    pub fn type_storage(&self, ty: Type) -> &dyn DynType {
        self.types.get(ty.0)
    }

    /// The stored definition of an attribute.
    #[inline]
    pub fn attr_storage(&self, attr: Attribute) -> &dyn DynAttr {
        if attr.0 & DENSE_LOC != 0 {
            return self.locs.get(attr.0 & !DENSE_LOC);
        }
        self.attrs.get(attr.0)
    }

    /// The stored definition of a type if it is a `T`, tested without a call through its vtable.
    #[inline]
    pub(crate) fn type_storage_as<T: TypeDef>(&self, ty: Type) -> Option<&T> {
        self.types.get_as::<T>(ty.0)
    }

    /// The stored definition of an attribute if it is a `T`, tested without a call through its
    /// vtable (locations of the dense table are tested as [`Context::attr_storage`] gives them).
    #[inline]
    pub(crate) fn attr_storage_as<T: AttrDef>(&self, attr: Attribute) -> Option<&T> {
        if attr.0 & DENSE_LOC != 0 {
            let loc: &dyn std::any::Any = self.locs.get(attr.0 & !DENSE_LOC);
            return loc.downcast_ref::<T>();
        }
        self.attrs.get_as::<T>(attr.0)
    }

    /// The registry of dialects and operations.
    pub fn registry(&self) -> &Registry {
        &self.registry
    }

    /// How many operations were ever created (erased ones included).
    pub fn num_ops_allocated(&self) -> usize {
        self.ops.len()
    }
}
