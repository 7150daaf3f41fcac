//! Symbols and symbol tables (MLIR's `SymbolTable`): ops with the [`crate::traits::Symbol`]
//! trait define a name (`sym_name`) inside the nearest op with the
//! [`crate::traits::SymbolTable`] trait, and [`crate::builtin::attributes::SymbolRefAttr`]s refer
//! to them, possibly through nested tables (`@a::@b`).
//!
//! This follows `mlir/lib/IR/SymbolTable.cpp` rule for rule:
//! - A symbol's name is the string attribute `sym_name`, read from the op's properties first and
//!   then from its discardable attributes (MLIR's `Operation::getAttr`). As in MLIR, *any* op in a
//!   table's block with a string `sym_name` takes part in lookups and in the uniqueness check,
//!   registered or not; the [`crate::traits::Symbol`] trait decides which ops are verified as
//!   symbols ([`verify_symbol`]) and which count as symbols for visibility ([`is_symbol`]).
//! - Visibility is `sym_visibility`: `"public"` (the default, normally absent), `"private"` or
//!   `"nested"` ([`Visibility`]).
//! - Uses are the [`SymbolRefAttr`]s nested anywhere in an op's attributes (through arrays,
//!   dictionaries, distinct attributes, locations, type attributes and the builtin types: see
//!   [`sub_elements`]), each distinct reference once per op. A registered op's properties count
//!   as attributes; an unregistered op's properties are opaque, as in MLIR. Use queries never look
//!   inside nested symbol tables (an op with the `SymbolTable` trait is a new scope), and give up
//!   (return `None`) when they meet an op of an unregistered dialect with one region, which might
//!   be a symbol table nobody told us about.
//!
//! Nothing here recurses on the IR or on attributes: all walks use explicit stacks.

pub mod sub_elements;

use crate::attributes::Attribute;
use crate::builtin::attributes::{DictionaryAttr, StringAttr, SymbolRefAttr};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::intern::Identifier;
use crate::operation::op_attr_or_prop;
use crate::traits;
use crate::walk::WalkResult;
use crate::{NamedAttribute, OpRef, RegionRef};
use rustc_hash::{FxHashMap, FxHashSet};
use std::fmt;
use sub_elements::{replace_bottom_up, walk_pre_order, AttrOrType};

/// The name of the attribute that holds a symbol's name.
pub const SYMBOL_ATTR_NAME: &str = "sym_name";
/// The name of the attribute that holds a symbol's visibility.
pub const VISIBILITY_ATTR_NAME: &str = "sym_visibility";

// ---------------------------------------------------------------------------------------------
// Names and visibility
// ---------------------------------------------------------------------------------------------

/// Who may refer to a symbol (MLIR's `SymbolTable::Visibility`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Visibility {
    /// Visible from outside the IR (the default).
    #[default]
    Public,
    /// Visible only within the symbol table that defines it.
    Private,
    /// Visible to the surrounding IR (parent symbol tables) but not outside the IR.
    Nested,
}

impl Visibility {
    /// The attribute value spelling: `public`, `private` or `nested`.
    pub fn as_str(self) -> &'static str {
        match self {
            Visibility::Public => "public",
            Visibility::Private => "private",
            Visibility::Nested => "nested",
        }
    }

    /// Parses an attribute value spelling.
    pub fn from_name(s: &str) -> Option<Visibility> {
        match s {
            "public" => Some(Visibility::Public),
            "private" => Some(Visibility::Private),
            "nested" => Some(Visibility::Nested),
            _ => None,
        }
    }
}

impl fmt::Display for Visibility {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Sets (`Some`) or removes (`None`) the attribute `name` of `op` where MLIR's
/// `Operation::setAttr` would: where it already is; otherwise in the properties when it is an
/// inherent attribute of a registered op; otherwise among the discardable attributes.
fn set_symbol_attr(ctx: &mut Context, op: OpRef, name: &str, value: Option<Attribute>) {
    let props = ctx.op_properties(op);
    let props_dict = props.filter(|p| p.isa::<DictionaryAttr>(ctx));
    let in_props = ctx.op_property(op, name).is_some();
    let in_attrs = ctx.op_attr(op, name).is_some();
    let inherent = ctx.op_registered_info(op).is_some_and(|i| i.inherent_attrs.contains(&name));
    let Some(value) = value else {
        if let (true, Some(dict)) = (in_props, props_dict) {
            let id = ctx.ident(name);
            let entries: Vec<NamedAttribute> =
                DictionaryAttr::entries(ctx, dict).iter().filter(|e| e.name != id).copied().collect();
            let dict = DictionaryAttr::get(ctx, entries);
            ctx.set_op_properties(op, Some(dict));
        }
        if in_attrs {
            ctx.remove_op_attr(op, name);
        }
        return;
    };
    let use_props = in_props || (!in_attrs && inherent && (props.is_none() || props_dict.is_some()));
    if use_props {
        let id = ctx.ident(name);
        let mut entries = props_dict.map(|d| DictionaryAttr::entries(ctx, d).to_vec()).unwrap_or_default();
        match entries.iter_mut().find(|e| e.name == id) {
            Some(e) => e.value = value,
            None => entries.push(NamedAttribute { name: id, value }),
        }
        let dict = DictionaryAttr::get(ctx, entries);
        ctx.set_op_properties(op, Some(dict));
    } else {
        ctx.set_op_attr(op, name, value);
    }
}

/// The name of the symbol `op` defines: its string `sym_name`, if it has one (and it is UTF-8).
pub fn symbol_name(ctx: &Context, op: OpRef) -> Option<&str> {
    op_attr_or_prop(ctx, op, SYMBOL_ATTR_NAME).and_then(|a| StringAttr::value_of(ctx, a))
}

/// Sets the name of the symbol `op` defines (its `sym_name`). Does not update uses: see
/// [`rename_symbol`].
pub fn set_symbol_name(ctx: &mut Context, op: OpRef, name: &str) {
    let value = StringAttr::get(ctx, name);
    set_symbol_attr(ctx, op, SYMBOL_ATTR_NAME, Some(value));
}

/// The visibility of the symbol `op`: public unless its `sym_visibility` says `private` or
/// `nested` (an attribute that is no string or no known visibility also reads as public).
pub fn visibility(ctx: &Context, op: OpRef) -> Visibility {
    op_attr_or_prop(ctx, op, VISIBILITY_ATTR_NAME)
        .and_then(|a| StringAttr::value_of(ctx, a))
        .and_then(Visibility::from_name)
        .unwrap_or_default()
}

/// Sets the visibility of the symbol `op`. Public, the default, removes `sym_visibility`.
pub fn set_visibility(ctx: &mut Context, op: OpRef, vis: Visibility) {
    let value = match vis {
        Visibility::Public => None,
        Visibility::Private | Visibility::Nested => Some(StringAttr::get(ctx, vis.as_str())),
    };
    set_symbol_attr(ctx, op, VISIBILITY_ATTR_NAME, value);
}

/// Whether `op` is a symbol as MLIR's `isa<SymbolOpInterface>` sees it: it has the `Symbol`
/// trait and a `sym_name` (an unnamed `builtin.module` is not a symbol).
pub fn is_symbol(ctx: &Context, op: OpRef) -> bool {
    ctx.op_has_trait::<traits::Symbol>(op) && op_attr_or_prop(ctx, op, SYMBOL_ATTR_NAME).is_some()
}

/// Whether `op` has the `SymbolTable` trait.
pub fn is_symbol_table(ctx: &Context, op: OpRef) -> bool {
    ctx.op_has_trait::<traits::SymbolTable>(op)
}

/// Whether `op` is of an unregistered dialect and has one region, so that it might define a
/// symbol table nobody registered (MLIR's `isPotentiallyUnknownSymbolTable`).
pub fn is_potentially_unknown_symbol_table(ctx: &Context, op: OpRef) -> bool {
    ctx.op_regions(op).len() == 1
        && ctx.op_registered_info(op).is_none()
        && !ctx.is_dialect_registered(ctx.op_name_dialect(ctx.op_name_of(op)))
}

/// Ops that define a symbol only when they have a `sym_name` (MLIR's `isOptionalSymbol`; of the
/// core ops, `builtin.module`).
fn is_optional_symbol(ctx: &Context, op: OpRef) -> bool {
    ctx.isa_op::<crate::builtin::ops::ModuleOp>(op)
}

// ---------------------------------------------------------------------------------------------
// Lookups
// ---------------------------------------------------------------------------------------------

/// The ops directly in the (single) block of `table_op`'s first region.
fn table_body_ops(ctx: &Context, table_op: OpRef) -> impl Iterator<Item = OpRef> + '_ {
    let block = ctx.op_regions(table_op).first().and_then(|&r| ctx.region_entry_block(r));
    block.into_iter().flat_map(move |b| ctx.block_ops(b))
}

/// The nearest op, from `op` itself up through its ancestors, with the `SymbolTable` trait.
/// `None` when there is none, or when an op of an unregistered dialect with one region comes
/// first (it might be a symbol table).
pub fn nearest_symbol_table(ctx: &Context, op: OpRef) -> Option<OpRef> {
    let mut from = op;
    if is_potentially_unknown_symbol_table(ctx, from) {
        return None;
    }
    while !is_symbol_table(ctx, from) {
        from = ctx.op_parent_op(from)?;
        if is_potentially_unknown_symbol_table(ctx, from) {
            return None;
        }
    }
    Some(from)
}

/// The op named `name` directly in the symbol table `table_op` (a linear scan; build a
/// [`SymbolTable`] or a [`SymbolTableCollection`] for repeated lookups). `None` if `table_op`
/// is not a symbol table.
pub fn lookup_symbol_in(ctx: &Context, table_op: OpRef, name: &str) -> Option<OpRef> {
    if !is_symbol_table(ctx, table_op) {
        return None;
    }
    table_body_ops(ctx, table_op).find(|&op| symbol_name(ctx, op) == Some(name))
}

/// Resolves a (possibly nested) reference with `lookup` for each step: every op on the path,
/// outermost first, or `None` if some step fails or an intermediate op is no symbol table.
fn lookup_path_with(
    ctx: &Context,
    table_op: OpRef,
    symbol: &SymbolRefAttr,
    lookup: &mut dyn FnMut(OpRef, &str) -> Option<OpRef>,
) -> Option<Vec<OpRef>> {
    if !is_symbol_table(ctx, table_op) {
        return None;
    }
    let mut table = lookup(table_op, ctx.ident_str(symbol.root))?;
    let mut path = vec![table];
    let Some((&leaf, inner)) = symbol.nested.split_last() else {
        return Some(path);
    };
    if !is_symbol_table(ctx, table) {
        return None;
    }
    for &name in inner {
        table = lookup(table, ctx.ident_str(name))?;
        if !is_symbol_table(ctx, table) {
            return None;
        }
        path.push(table);
    }
    path.push(lookup(table, ctx.ident_str(leaf))?);
    Some(path)
}

/// Every op a reference such as `@a::@b::@c` goes through, resolved from the symbol table
/// `table_op`: `[a, b, c]`. `None` if any part is missing or an intermediate op is no symbol
/// table.
pub fn lookup_symbol_path_in(ctx: &Context, table_op: OpRef, symbol: &SymbolRefAttr) -> Option<Vec<OpRef>> {
    lookup_path_with(ctx, table_op, symbol, &mut |t, n| lookup_symbol_in(ctx, t, n))
}

/// The op a (possibly nested) reference designates, resolved from the symbol table `table_op`.
pub fn lookup_symbol_ref_in(ctx: &Context, table_op: OpRef, symbol: &SymbolRefAttr) -> Option<OpRef> {
    lookup_symbol_path_in(ctx, table_op, symbol)?.last().copied()
}

/// The op a (possibly nested) reference designates, resolved from the nearest symbol table
/// around (or at) `from`.
pub fn lookup_nearest_symbol_from(ctx: &Context, from: OpRef, symbol: &SymbolRefAttr) -> Option<OpRef> {
    lookup_symbol_ref_in(ctx, nearest_symbol_table(ctx, from)?, symbol)
}

/// The op named `name` in the nearest symbol table around (or at) `from`.
pub fn lookup_nearest_symbol_named(ctx: &Context, from: OpRef, name: &str) -> Option<OpRef> {
    lookup_symbol_in(ctx, nearest_symbol_table(ctx, from)?, name)
}

/// The [`SymbolRefAttr`] behind `attr`, if it is one.
pub fn as_symbol_ref(ctx: &Context, attr: Attribute) -> Option<&SymbolRefAttr> {
    attr.dyn_cast::<SymbolRefAttr>(ctx)
}

// ---------------------------------------------------------------------------------------------
// SymbolTable
// ---------------------------------------------------------------------------------------------

/// Why a symbol operation could not be carried out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SymbolError {
    /// The op has no string `sym_name`.
    NotASymbol(OpRef),
    /// The op is not directly inside the symbol table (or the symbol's parent is no symbol
    /// table).
    NotInTable(OpRef),
    /// The symbol table op has no body block to insert into.
    NoBody(OpRef),
    /// Another symbol of the table already has this name.
    NameTaken(String),
    /// The op could not be erased (its results are still used).
    Erase(Diagnostic),
}

impl fmt::Display for SymbolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SymbolError::NotASymbol(op) => write!(f, "op {op:?} has no string 'sym_name'"),
            SymbolError::NotInTable(op) => write!(f, "op {op:?} is not directly inside the symbol table"),
            SymbolError::NoBody(op) => write!(f, "symbol table op {op:?} has no body block"),
            SymbolError::NameTaken(name) => write!(f, "a symbol named '{name}' already exists"),
            SymbolError::Erase(d) => write!(f, "{}", d.message),
        }
    }
}

impl std::error::Error for SymbolError {}

/// The symbols of one symbol-table op, by name (MLIR's `SymbolTable`). Build it once and keep it
/// up to date through [`SymbolTable::insert`], [`SymbolTable::erase`] and
/// [`SymbolTable::rename`]; changes made behind its back are not seen.
#[derive(Clone, Debug)]
pub struct SymbolTable {
    op: OpRef,
    symbols: FxHashMap<String, OpRef>,
    uniquing_counter: u32,
}

impl SymbolTable {
    /// The symbols directly in `op`'s body (its first region's block). The first of several
    /// equally named symbols wins (the verifier rejects such IR). An op without a body gives an
    /// empty table.
    pub fn new(ctx: &Context, op: OpRef) -> Self {
        let mut symbols = FxHashMap::default();
        for child in table_body_ops(ctx, op) {
            if let Some(name) = symbol_name(ctx, child) {
                symbols.entry(name.to_owned()).or_insert(child);
            }
        }
        SymbolTable { op, symbols, uniquing_counter: 0 }
    }

    /// The symbol-table op.
    pub fn op(&self) -> OpRef {
        self.op
    }

    /// The symbol named `name` (without `@`).
    pub fn lookup(&self, name: &str) -> Option<OpRef> {
        self.symbols.get(name).copied()
    }

    /// How many symbols the table holds.
    pub fn len(&self) -> usize {
        self.symbols.len()
    }

    /// Whether the table holds no symbol.
    pub fn is_empty(&self) -> bool {
        self.symbols.is_empty()
    }

    /// The name of `op` (see [`symbol_name`]).
    pub fn symbol_name(ctx: &Context, op: OpRef) -> Option<&str> {
        symbol_name(ctx, op)
    }

    /// Sets the name of `op` (see [`set_symbol_name`]).
    pub fn set_symbol_name(ctx: &mut Context, op: OpRef, name: &str) {
        set_symbol_name(ctx, op, name)
    }

    /// The visibility of `op` (see [`visibility`]).
    pub fn visibility(ctx: &Context, op: OpRef) -> Visibility {
        visibility(ctx, op)
    }

    /// Sets the visibility of `op` (see [`set_visibility`]).
    pub fn set_visibility(ctx: &mut Context, op: OpRef, vis: Visibility) {
        set_visibility(ctx, op, vis)
    }

    /// Adds `symbol` to the table and returns its name. A detached op is first inserted into
    /// the table's body before `insert_point` (or at the end, but before a terminator). If the
    /// name is taken by another symbol, the new one is renamed `name_N` with the table's
    /// counter (0, 1, ...) until the name is free, as MLIR does.
    pub fn insert(
        &mut self,
        ctx: &mut Context,
        symbol: OpRef,
        insert_point: Option<OpRef>,
    ) -> Result<String, SymbolError> {
        let name = symbol_name(ctx, symbol).ok_or(SymbolError::NotASymbol(symbol))?.to_owned();
        if ctx.op_parent_block(symbol).is_none() {
            let body = ctx
                .op_regions(self.op)
                .first()
                .and_then(|&r| ctx.region_entry_block(r))
                .ok_or(SymbolError::NoBody(self.op))?;
            let before = match insert_point {
                Some(p) if ctx.op_parent_block(p) == Some(body) => Some(p),
                Some(_) => return Err(SymbolError::NotInTable(symbol)),
                None => ctx.block_last_op(body).filter(|&last| ctx.op_has_trait::<traits::IsTerminator>(last)),
            };
            ctx.insert_op_before(body, before, symbol);
        } else if ctx.op_parent_op(symbol) != Some(self.op) {
            return Err(SymbolError::NotInTable(symbol));
        }
        match self.symbols.get(&name) {
            None => {
                self.symbols.insert(name.clone(), symbol);
                return Ok(name);
            }
            Some(&existing) if existing == symbol => return Ok(name),
            Some(_) => {}
        }
        let unique = loop {
            let candidate = format!("{name}_{}", self.uniquing_counter);
            self.uniquing_counter += 1;
            if !self.symbols.contains_key(&candidate) {
                break candidate;
            }
        };
        set_symbol_name(ctx, symbol, &unique);
        self.symbols.insert(unique.clone(), symbol);
        Ok(unique)
    }

    /// Removes `op` from the table (not from the IR).
    pub fn remove(&mut self, ctx: &Context, op: OpRef) {
        if let Some(name) = symbol_name(ctx, op) {
            if self.symbols.get(name) == Some(&op) {
                self.symbols.remove(name);
            }
        }
    }

    /// Removes `op` from the table and erases it from the IR.
    pub fn erase(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), SymbolError> {
        self.remove(ctx, op);
        ctx.erase_op(op).map_err(SymbolError::Erase)
    }

    /// Renames the symbol `op` of this table to `to`, and every use of it within the table op
    /// (MLIR's `SymbolTable::rename`; uses outside the table, such as `@table::@op` from a parent
    /// table, are left alone: see [`rename_symbol`] for those).
    pub fn rename(&mut self, ctx: &mut Context, op: OpRef, to: &str) -> Result<(), SymbolError> {
        let from = symbol_name(ctx, op).ok_or(SymbolError::NotASymbol(op))?.to_owned();
        if ctx.op_parent_op(op) != Some(self.op) || self.lookup(&from) != Some(op) {
            return Err(SymbolError::NotInTable(op));
        }
        if from == to {
            return Ok(());
        }
        if self.lookup(to).is_some() {
            return Err(SymbolError::NameTaken(to.to_owned()));
        }
        replace_all_symbol_uses(ctx, op, to, self.op)?;
        self.remove(ctx, op);
        set_symbol_name(ctx, op, to);
        self.insert(ctx, op, None)?;
        Ok(())
    }

    /// Renames `op` to `name_N`, with the smallest `N` (from 0) such that no table among this
    /// one and `others` has that name; returns the new name (MLIR's `renameToUnique`).
    pub fn rename_to_unique(
        &mut self,
        ctx: &mut Context,
        op: OpRef,
        others: &[&SymbolTable],
    ) -> Result<String, SymbolError> {
        let from = symbol_name(ctx, op).ok_or(SymbolError::NotASymbol(op))?.to_owned();
        let mut id = 0u64;
        let new = loop {
            let candidate = format!("{from}_{id}");
            id += 1;
            if self.lookup(&candidate).is_none() && others.iter().all(|t| t.lookup(&candidate).is_none()) {
                break candidate;
            }
        };
        self.rename(ctx, op, &new)?;
        Ok(new)
    }
}

/// Caches a [`SymbolTable`] per symbol-table op for repeated lookups (MLIR's
/// `SymbolTableCollection`). Call [`SymbolTableCollection::invalidate`] after changing a table
/// behind its back.
#[derive(Clone, Debug, Default)]
pub struct SymbolTableCollection {
    tables: FxHashMap<OpRef, SymbolTable>,
}

impl SymbolTableCollection {
    /// An empty collection.
    pub fn new() -> Self {
        Self::default()
    }

    /// The table of `op`, built on first use.
    pub fn symbol_table(&mut self, ctx: &Context, op: OpRef) -> &mut SymbolTable {
        self.tables.entry(op).or_insert_with(|| SymbolTable::new(ctx, op))
    }

    /// Forgets the cached table of `op`.
    pub fn invalidate(&mut self, op: OpRef) {
        self.tables.remove(&op);
    }

    /// The symbol named `name` in the table `table_op`.
    pub fn lookup_symbol_in(&mut self, ctx: &Context, table_op: OpRef, name: &str) -> Option<OpRef> {
        self.symbol_table(ctx, table_op).lookup(name)
    }

    /// Every op a (possibly nested) reference goes through from `table_op`, outermost first.
    pub fn lookup_symbol_path_in(
        &mut self,
        ctx: &Context,
        table_op: OpRef,
        symbol: &SymbolRefAttr,
    ) -> Option<Vec<OpRef>> {
        lookup_path_with(ctx, table_op, symbol, &mut |t, n| self.symbol_table(ctx, t).lookup(n))
    }

    /// The op a (possibly nested) reference designates from `table_op`.
    pub fn lookup_symbol_ref_in(&mut self, ctx: &Context, table_op: OpRef, symbol: &SymbolRefAttr) -> Option<OpRef> {
        self.lookup_symbol_path_in(ctx, table_op, symbol)?.last().copied()
    }

    /// The op a (possibly nested) reference designates from the nearest symbol table around
    /// (or at) `from`.
    pub fn lookup_nearest_symbol_from(&mut self, ctx: &Context, from: OpRef, symbol: &SymbolRefAttr) -> Option<OpRef> {
        let table = nearest_symbol_table(ctx, from)?;
        self.lookup_symbol_ref_in(ctx, table, symbol)
    }
}

/// Visits every symbol-table op nested in (and including) `op`, inner tables before outer ones,
/// with whether all uses of the symbols in that table are visible in the IR (MLIR's
/// `walkSymbolTables`): true when the table is no symbol or is private, or is nested in an op
/// that is no symbol table, or when `all_sym_uses_visible` says so for `op`.
pub fn walk_symbol_tables(ctx: &Context, op: OpRef, all_sym_uses_visible: bool, f: &mut dyn FnMut(OpRef, bool)) {
    // (op, visibility inherited from the parent, expanded)
    let mut stack = vec![(op, all_sym_uses_visible, false)];
    while let Some((op, inherited, expanded)) = stack.pop() {
        let is_table = is_symbol_table(ctx, op);
        if expanded {
            f(op, inherited);
            continue;
        }
        let visible = if is_table {
            inherited || !is_symbol(ctx, op) || visibility(ctx, op) == Visibility::Private
        } else {
            true
        };
        if is_table {
            stack.push((op, visible, true));
        }
        let start = stack.len();
        for &r in ctx.op_regions(op) {
            for b in ctx.region_blocks(r) {
                stack.extend(ctx.block_ops(b).map(|o| (o, visible, false)));
            }
        }
        stack[start..].reverse();
    }
}

// ---------------------------------------------------------------------------------------------
// Uses
// ---------------------------------------------------------------------------------------------

/// One use of a symbol: the op whose attributes hold the reference, and the reference (a
/// [`SymbolRefAttr`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SymbolUse {
    /// The op that holds the reference.
    pub user: OpRef,
    /// The reference, an interned [`SymbolRefAttr`].
    pub symbol_ref: Attribute,
}

impl SymbolUse {
    /// The reference as a [`SymbolRefAttr`].
    pub fn symbol_ref_attr<'c>(&self, ctx: &'c Context) -> Option<&'c SymbolRefAttr> {
        as_symbol_ref(ctx, self.symbol_ref)
    }
}

/// Where a use query looks: inside an op (its own attributes too) or inside one region.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ScopeLimit {
    /// An op and what is nested in it.
    Op(OpRef),
    /// A region and what is nested in it.
    Region(RegionRef),
}

impl From<OpRef> for ScopeLimit {
    fn from(op: OpRef) -> Self {
        ScopeLimit::Op(op)
    }
}

impl From<RegionRef> for ScopeLimit {
    fn from(r: RegionRef) -> Self {
        ScopeLimit::Region(r)
    }
}

/// The symbol a use query is about: a symbol op (references to it are computed from where it
/// is, including nested ones like `@outer::@it`) or a bare name (only `@name` and references
/// starting with it).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SymbolTarget<'a> {
    /// The symbol defined by this op.
    Op(OpRef),
    /// The symbol of this name.
    Name(&'a str),
}

impl From<OpRef> for SymbolTarget<'_> {
    fn from(op: OpRef) -> Self {
        SymbolTarget::Op(op)
    }
}

impl<'a> From<&'a str> for SymbolTarget<'a> {
    fn from(name: &'a str) -> Self {
        SymbolTarget::Name(name)
    }
}

/// The attributes of `op` that may hold symbol references, as MLIR's `getAttrDictionary` sees
/// them: the discardable ones, plus a registered op's properties (merged by name when they are a
/// dictionary, as MLIR's inherent attributes are). An unregistered op's properties are opaque.
fn attr_roots(ctx: &Context, op: OpRef) -> Vec<Attribute> {
    let discardable = ctx.op_attrs(op);
    let props = ctx.op_properties(op).filter(|_| ctx.op_registered_info(op).is_some());
    match props {
        None => discardable.iter().map(|e| e.value).collect(),
        Some(p) => match p.dyn_cast::<DictionaryAttr>(ctx) {
            Some(d) => {
                let mut all: Vec<NamedAttribute> = d.entries.iter().chain(discardable).copied().collect();
                all.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
                all.into_iter().map(|e| e.value).collect()
            }
            None => discardable.iter().map(|e| e.value).chain(std::iter::once(p)).collect(),
        },
    }
}

/// Calls `f` for each distinct symbol reference in `op`'s attributes (not nested ops).
fn walk_symbol_refs(ctx: &Context, op: OpRef, f: &mut dyn FnMut(SymbolUse) -> WalkResult) -> WalkResult {
    let mut visited = FxHashSet::default();
    for root in attr_roots(ctx, op) {
        let r = walk_pre_order(ctx, root.into(), &mut visited, &mut |e| match e {
            AttrOrType::Attr(a) if a.isa::<SymbolRefAttr>(ctx) => {
                if f(SymbolUse { user: op, symbol_ref: a }) == WalkResult::Interrupt {
                    WalkResult::Interrupt
                } else {
                    // A nested reference's parts are not uses of their own.
                    WalkResult::Skip
                }
            }
            _ => WalkResult::Advance,
        });
        if r == WalkResult::Interrupt {
            return WalkResult::Interrupt;
        }
    }
    WalkResult::Advance
}

/// Visits the ops in `regions` and what is nested in them, but not inside nested symbol tables
/// (MLIR's `walkSymbolTable`, in its order: a region's ops, then the regions found there, last
/// found first). Stops when `f` returns anything but `Some(Advance)` and returns that.
fn walk_symbol_table_regions(
    ctx: &Context,
    regions: &[RegionRef],
    f: &mut dyn FnMut(OpRef) -> Option<WalkResult>,
) -> Option<WalkResult> {
    let mut worklist = regions.to_vec();
    while let Some(r) = worklist.pop() {
        for b in ctx.region_blocks(r) {
            for op in ctx.block_ops(b) {
                let res = f(op);
                if res != Some(WalkResult::Advance) {
                    return res;
                }
                if !is_symbol_table(ctx, op) {
                    worklist.extend_from_slice(ctx.op_regions(op));
                }
            }
        }
    }
    Some(WalkResult::Advance)
}

/// [`walk_symbol_table_regions`] over `op` itself and then its regions (unless `op` is a
/// symbol table).
fn walk_symbol_table_op(
    ctx: &Context,
    op: OpRef,
    f: &mut dyn FnMut(OpRef) -> Option<WalkResult>,
) -> Option<WalkResult> {
    let res = f(op);
    if res != Some(WalkResult::Advance) || is_symbol_table(ctx, op) {
        return res;
    }
    walk_symbol_table_regions(ctx, ctx.op_regions(op), f)
}

fn walk_symbol_table_limit(
    ctx: &Context,
    limit: ScopeLimit,
    f: &mut dyn FnMut(OpRef) -> Option<WalkResult>,
) -> Option<WalkResult> {
    match limit {
        ScopeLimit::Op(op) => walk_symbol_table_op(ctx, op, f),
        ScopeLimit::Region(r) => walk_symbol_table_regions(ctx, &[r], f),
    }
}

/// Walks the uses in `regions` (MLIR's `walkSymbolUses`); `None` on a potentially unknown
/// symbol table.
fn walk_symbol_uses_regions(
    ctx: &Context,
    regions: &[RegionRef],
    f: &mut dyn FnMut(SymbolUse) -> WalkResult,
) -> Option<WalkResult> {
    walk_symbol_table_regions(ctx, regions, &mut |op| {
        if is_potentially_unknown_symbol_table(ctx, op) {
            return None;
        }
        Some(walk_symbol_refs(ctx, op, f))
    })
}

/// Walks the uses on `from` and nested in it (not inside it if it is a symbol table).
fn walk_symbol_uses_op(ctx: &Context, from: OpRef, f: &mut dyn FnMut(SymbolUse) -> WalkResult) -> Option<WalkResult> {
    if is_potentially_unknown_symbol_table(ctx, from) {
        return None;
    }
    if walk_symbol_refs(ctx, from, f) == WalkResult::Interrupt {
        return Some(WalkResult::Interrupt);
    }
    if !is_symbol_table(ctx, from) {
        return walk_symbol_uses_regions(ctx, ctx.op_regions(from), f);
    }
    Some(WalkResult::Advance)
}

fn walk_symbol_uses_limit(
    ctx: &Context,
    limit: ScopeLimit,
    f: &mut dyn FnMut(SymbolUse) -> WalkResult,
) -> Option<WalkResult> {
    match limit {
        ScopeLimit::Op(op) => walk_symbol_uses_op(ctx, op, f),
        ScopeLimit::Region(r) => walk_symbol_uses_regions(ctx, &[r], f),
    }
}

/// Every use of any symbol in `from` (an op: its own attributes unless it is a symbol table,
/// and the ops nested in it; or a region), not looking inside nested symbol tables (MLIR's
/// `SymbolTable::getSymbolUses(from)`). `None` if an op of an unregistered dialect with one
/// region is met, since it might be a symbol table.
pub fn symbol_uses(ctx: &Context, from: impl Into<ScopeLimit>) -> Option<Vec<SymbolUse>> {
    let mut uses = Vec::new();
    walk_symbol_uses_limit(ctx, from.into(), &mut |u| {
        uses.push(u);
        WalkResult::Advance
    })?;
    Some(uses)
}

/// A symbol reference as it is written in one scope, and the scope.
#[derive(Copy, Clone, Debug)]
struct SymbolScope {
    symbol: Attribute,
    limit: ScopeLimit,
}

fn nested_ref(ctx: &Context, root: Identifier, nested: Vec<Identifier>) -> Attribute {
    ctx.intern_attr(SymbolRefAttr { root, nested })
}

/// The references to `symbol` (named `name`) valid in each symbol table from its parent up to
/// `within`, innermost first (`@s`, `@t::@s`, `@u::@t::@s`, ...), and whether all of them could
/// be made (each table on the way must be a named symbol table).
fn collect_valid_references_for(
    ctx: &Context,
    symbol: OpRef,
    name: Identifier,
    within: OpRef,
) -> (Vec<Attribute>, bool) {
    let leaf = nested_ref(ctx, name, Vec::new());
    let mut results = vec![leaf];
    let Some(mut table) = ctx.op_parent_op(symbol) else {
        return (results, false);
    };
    if table == within {
        return (results, true);
    }
    let mut nested = vec![name];
    loop {
        if !is_symbol_table(ctx, table) {
            return (results, false);
        }
        let Some(table_name) = symbol_name(ctx, table) else {
            return (results, false);
        };
        let table_name = ctx.ident(table_name);
        results.push(nested_ref(ctx, table_name, nested.clone()));
        match ctx.op_parent_op(table) {
            Some(p) if p == within => return (results, true),
            Some(p) => table = p,
            None => return (results, false),
        }
        nested.insert(0, table_name);
    }
}

/// MLIR's `collectSymbolScopes(Operation *symbol, Operation *limit)`.
fn collect_scopes_op_op(ctx: &Context, symbol: OpRef, limit: OpRef) -> Vec<SymbolScope> {
    let Some(name) = symbol_name(ctx, symbol) else {
        return Vec::new();
    };
    let name = ctx.ident(name);
    let mut limit_ancestors = FxHashSet::default();
    let mut ancestor = Some(limit);
    while let Some(a) = ancestor {
        if a == symbol {
            // `limit` is inside `symbol`: references to it from there only work when the nearest
            // table above `limit` is `symbol`'s own table (references cannot go up).
            let above = ctx.op_parent_op(limit).and_then(|p| nearest_symbol_table(ctx, p));
            if above.is_some() && above == ctx.op_parent_op(symbol) {
                let symbol = nested_ref(ctx, name, Vec::new());
                return vec![SymbolScope { symbol, limit: ScopeLimit::Op(limit) }];
            }
            return Vec::new();
        }
        limit_ancestors.insert(a);
        ancestor = ctx.op_parent_op(a);
    }
    let mut common = ctx.op_parent_op(symbol);
    while let Some(c) = common {
        if limit_ancestors.contains(&c) {
            break;
        }
        common = ctx.op_parent_op(c);
    }
    let Some(common) = common else {
        return Vec::new();
    };
    let (references, collected_all) = collect_valid_references_for(ctx, symbol, name, common);
    if common == limit {
        let mut scopes = Vec::new();
        let mut table = ctx.op_parent_op(symbol);
        for symbol in references {
            let Some(t) = table else { break };
            let Some(&region) = ctx.op_regions(t).first() else { break };
            scopes.push(SymbolScope { symbol, limit: ScopeLimit::Region(region) });
            table = ctx.op_parent_op(t);
        }
        return scopes;
    }
    match references.last() {
        Some(&symbol) if collected_all => vec![SymbolScope { symbol, limit: ScopeLimit::Op(limit) }],
        _ => Vec::new(),
    }
}

fn collect_symbol_scopes(ctx: &Context, symbol: SymbolTarget<'_>, limit: ScopeLimit) -> Vec<SymbolScope> {
    match (symbol, limit) {
        (SymbolTarget::Op(s), ScopeLimit::Op(l)) => collect_scopes_op_op(ctx, s, l),
        (SymbolTarget::Op(s), ScopeLimit::Region(r)) => {
            let Some(parent) = ctx.region_parent_op(r) else {
                return Vec::new();
            };
            let mut scopes = collect_scopes_op_op(ctx, s, parent);
            if let Some(last) = scopes.last_mut() {
                last.limit = ScopeLimit::Region(r);
            }
            scopes
        }
        (SymbolTarget::Name(n), ScopeLimit::Region(r)) => {
            vec![SymbolScope { symbol: SymbolRefAttr::flat(ctx, n), limit: ScopeLimit::Region(r) }]
        }
        (SymbolTarget::Name(n), ScopeLimit::Op(o)) => {
            let symbol = SymbolRefAttr::flat(ctx, n);
            ctx.op_regions(o).iter().map(|&r| SymbolScope { symbol, limit: ScopeLimit::Region(r) }).collect()
        }
    }
}

/// Whether `sub` is `full` or a prefix of it (`@a` of `@a::@b`, `@a::@b` of `@a::@b::@c`).
fn is_reference_prefix_of(ctx: &Context, sub: Attribute, full: Attribute) -> bool {
    if sub == full {
        return true;
    }
    let (Some(s), Some(f)) = (as_symbol_ref(ctx, sub), as_symbol_ref(ctx, full)) else {
        return false;
    };
    !f.nested.is_empty()
        && f.root == s.root
        && s.nested.len() < f.nested.len()
        && f.nested[..s.nested.len()] == s.nested[..]
}

/// Every use of `symbol` in `from`, as [`symbol_uses`] finds uses, keeping those that refer to
/// `symbol` (or to something nested in it). For a symbol op, references are matched in each
/// scope between it and `from` in the form valid there (`@s` in its own table, `@t::@s` in
/// the table around `t`, ...). `None` if a potentially unknown symbol table is met.
pub fn symbol_uses_of<'a>(
    ctx: &Context,
    symbol: impl Into<SymbolTarget<'a>>,
    from: impl Into<ScopeLimit>,
) -> Option<Vec<SymbolUse>> {
    let mut uses = Vec::new();
    for scope in collect_symbol_scopes(ctx, symbol.into(), from.into()) {
        walk_symbol_uses_limit(ctx, scope.limit, &mut |u| {
            if is_reference_prefix_of(ctx, scope.symbol, u.symbol_ref) {
                uses.push(u);
            }
            WalkResult::Advance
        })?;
    }
    Some(uses)
}

/// Whether `symbol` is known to have no use in `from` (MLIR's `symbolKnownUseEmpty`): false if
/// there is one, or if a potentially unknown symbol table makes it impossible to tell.
pub fn symbol_known_use_empty<'a>(
    ctx: &Context,
    symbol: impl Into<SymbolTarget<'a>>,
    from: impl Into<ScopeLimit>,
) -> bool {
    collect_symbol_scopes(ctx, symbol.into(), from.into()).into_iter().all(|scope| {
        let r = walk_symbol_uses_limit(ctx, scope.limit, &mut |u| {
            if is_reference_prefix_of(ctx, scope.symbol, u.symbol_ref) {
                WalkResult::Interrupt
            } else {
                WalkResult::Advance
            }
        });
        r == Some(WalkResult::Advance)
    })
}

/// Replaces, in `op`'s attributes (and a registered op's properties), every element `f`
/// replaces; attributes are rebuilt bottom-up and set back only when they changed.
fn replace_elements_in(
    ctx: &mut Context,
    op: OpRef,
    memo: &mut FxHashMap<AttrOrType, AttrOrType>,
    f: &mut dyn FnMut(&Context, Attribute) -> Option<Attribute>,
) {
    let mut replace = |ctx: &Context, root: Attribute| -> Attribute {
        let out = replace_bottom_up(ctx, root.into(), memo, &mut |e| match e {
            AttrOrType::Attr(a) => f(ctx, a).map(AttrOrType::Attr),
            AttrOrType::Type(_) => None,
        });
        match out {
            AttrOrType::Attr(a) => a,
            AttrOrType::Type(_) => root,
        }
    };
    let dict = ctx.op_attr_dict(op);
    let new_dict = replace(ctx, dict);
    if new_dict != dict {
        ctx.ops[op].attrs = new_dict;
    }
    if ctx.op_registered_info(op).is_some() {
        if let Some(props) = ctx.op_properties(op) {
            let new_props = replace(ctx, props);
            if new_props != props {
                ctx.set_op_properties(op, Some(new_props));
            }
        }
    }
}

/// Replaces every use of `symbol` in `from` by a reference to `new_name` (MLIR's
/// `replaceAllSymbolUses`): `@old` becomes `@new`, and in outer scopes `@t::@old` becomes
/// `@t::@new`; references to symbols nested in the renamed one keep their tail
/// (`@old::@x` becomes `@new::@x`). Nested symbol tables are not entered. The symbol's own
/// name is not changed (see [`rename_symbol`]).
pub fn replace_all_symbol_uses<'a>(
    ctx: &mut Context,
    symbol: impl Into<SymbolTarget<'a>>,
    new_name: &str,
    from: impl Into<ScopeLimit>,
) -> Result<(), SymbolError> {
    let symbol = symbol.into();
    if let SymbolTarget::Op(op) = symbol {
        if symbol_name(ctx, op).is_none() {
            return Err(SymbolError::NotASymbol(op));
        }
    }
    let new_leaf = ctx.ident(new_name);
    for scope in collect_symbol_scopes(ctx, symbol, from.into()) {
        let Some(old) = as_symbol_ref(ctx, scope.symbol).cloned() else { continue };
        let new_attr = match old.nested.split_last() {
            None => nested_ref(ctx, new_leaf, Vec::new()),
            Some((_, inner)) => {
                let mut nested = inner.to_vec();
                nested.push(new_leaf);
                nested_ref(ctx, old.root, nested)
            }
        };
        let old_attr = scope.symbol;
        let mut replace_ref = |ctx: &Context, attr: Attribute| -> Option<Attribute> {
            let r = as_symbol_ref(ctx, attr)?;
            if attr == old_attr {
                return Some(new_attr);
            }
            if !is_reference_prefix_of(ctx, old_attr, attr) {
                return Some(attr);
            }
            if old.nested.is_empty() {
                return Some(nested_ref(ctx, new_leaf, r.nested.clone()));
            }
            let mut nested = r.nested.clone();
            nested[old.nested.len() - 1] = new_leaf;
            Some(nested_ref(ctx, r.root, nested))
        };
        let mut ops = Vec::new();
        walk_symbol_table_limit(ctx, scope.limit, &mut |op| {
            ops.push(op);
            Some(WalkResult::Advance)
        });
        let mut memo = FxHashMap::default();
        for op in ops {
            replace_elements_in(ctx, op, &mut memo, &mut replace_ref);
        }
    }
    Ok(())
}

/// Renames the symbol `symbol` to `new_name` and updates every reference to it in the whole IR
/// it belongs to (from its outermost ancestor down, with the reference forms valid in each
/// scope, e.g. `@outer::@old` in the table around `outer`). Fails if `symbol` has no name, is
/// not directly inside a symbol table, or the name is taken there.
pub fn rename_symbol(ctx: &mut Context, symbol: OpRef, new_name: &str) -> Result<(), SymbolError> {
    let old = symbol_name(ctx, symbol).ok_or(SymbolError::NotASymbol(symbol))?;
    if old == new_name {
        return Ok(());
    }
    let table = ctx.op_parent_op(symbol).filter(|&t| is_symbol_table(ctx, t)).ok_or(SymbolError::NotInTable(symbol))?;
    if lookup_symbol_in(ctx, table, new_name).is_some() {
        return Err(SymbolError::NameTaken(new_name.to_owned()));
    }
    let mut root = table;
    while let Some(p) = ctx.op_parent_op(root) {
        root = p;
    }
    replace_all_symbol_uses(ctx, symbol, new_name, root)?;
    set_symbol_name(ctx, symbol, new_name);
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Verification
// ---------------------------------------------------------------------------------------------

/// Verifies an op with the `SymbolTable` trait (MLIR's `detail::verifySymbolTable`): one region
/// with one block, and symbol names unique among the ops of that block.
pub fn verify_symbol_table(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let op_error = |msg: &str| Diagnostic::error(ctx.op_loc(op), format!("'{}' op {msg}", ctx.op_name_text(op)));
    let regions = ctx.op_regions(op);
    let [region] = regions else {
        return Err(op_error("Operations with a 'SymbolTable' must have exactly one region"));
    };
    let mut blocks = ctx.region_blocks(*region);
    let (Some(block), None) = (blocks.next(), blocks.next()) else {
        return Err(op_error("Operations with a 'SymbolTable' must have exactly one block"));
    };
    let mut first_loc: FxHashMap<Attribute, Attribute> = FxHashMap::default();
    for child in ctx.block_ops(block) {
        let Some(name) = op_attr_or_prop(ctx, child, SYMBOL_ATTR_NAME) else { continue };
        let Some(s) = name.dyn_cast::<StringAttr>(ctx) else { continue };
        match first_loc.entry(name) {
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(ctx.op_loc(child));
            }
            std::collections::hash_map::Entry::Occupied(e) => {
                let text = String::from_utf8_lossy(&s.value);
                return Err(Diagnostic::error(ctx.op_loc(child), format!("redefinition of symbol named '{text}'"))
                    .with_note(*e.get(), "see existing symbol definition here"));
            }
        }
    }
    Ok(())
}

/// Verifies an op with the `Symbol` trait (MLIR's `SymbolOpInterface` verifier and
/// `detail::verifySymbol`): a string `sym_name` (optional for `builtin.module`), a
/// `sym_visibility` that is one of the three visibilities, and a parent that is a symbol table
/// (when the parent is registered).
pub fn verify_symbol(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let op_error = |msg: String| Diagnostic::error(ctx.op_loc(op), format!("'{}' op {msg}", ctx.op_name_text(op)));
    let name = op_attr_or_prop(ctx, op, SYMBOL_ATTR_NAME);
    if name.is_none() && is_optional_symbol(ctx, op) {
        return Ok(());
    }
    if !name.is_some_and(|n| n.isa::<StringAttr>(ctx)) {
        return Err(op_error(format!("requires string attribute '{SYMBOL_ATTR_NAME}'")));
    }
    if let Some(vis) = op_attr_or_prop(ctx, op, VISIBILITY_ATTR_NAME) {
        let Some(s) = vis.dyn_cast::<StringAttr>(ctx) else {
            return Err(op_error(format!(
                "requires visibility attribute '{VISIBILITY_ATTR_NAME}' to be a string attribute, but got {}",
                vis.to_text(ctx)
            )));
        };
        if !matches!(&*s.value, b"public" | b"private" | b"nested") {
            return Err(op_error(format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                vis.to_text(ctx)
            )));
        }
    }
    if let Some(parent) = ctx.op_parent_op(op) {
        if ctx.op_registered_info(parent).is_some() && !is_symbol_table(ctx, parent) {
            return Err(op_error("symbol's parent must have the SymbolTable trait".to_owned()));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::{parse_source, ParseOptions};
    use crate::walk::WalkResult;

    fn parse(src: &str) -> (Context, OpRef) {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let m = parse_source(&mut ctx, src, &ParseOptions::default()).expect("test input parses");
        (ctx, m)
    }

    /// The first op (pre-order) named `name` or with `sym_name` `name`.
    fn find(ctx: &Context, root: OpRef, name: &str) -> OpRef {
        let mut found = None;
        ctx.walk_ops_pre_order(root, &mut |op| {
            if ctx.op_name_text(op) == name || symbol_name(ctx, op) == Some(name) {
                found = Some(op);
                return WalkResult::Interrupt;
            }
            WalkResult::Advance
        });
        found.unwrap_or_else(|| panic!("no op {name}"))
    }

    fn sym_ref(ctx: &Context, root: &str, nested: &[&str]) -> SymbolRefAttr {
        SymbolRefAttr { root: ctx.ident(root), nested: nested.iter().map(|n| ctx.ident(n)).collect() }
    }

    fn text(ctx: &Context, op: OpRef) -> String {
        let mut out = ctx.op_attr_dict(op).to_text(ctx);
        if let Some(p) = ctx.op_properties(op) {
            out = format!("<{}> {out}", p.to_text(ctx));
        }
        out
    }

    const NESTED: &str = r#"
module @top {
  "t.def"() {sym_name = "f"} : () -> ()
  module @a {
    "t.def"() {sym_name = "f"} : () -> ()
    module @b {
      "t.def"() {sym_name = "g"} : () -> ()
      "t.inner_use"() {r = @g} : () -> ()
    }
    "t.mid_use"() {r = @b::@g, s = @f} : () -> ()
  }
  "t.use"() {r = [@a::@b::@g, {k = @f}], s = @a, t = @a::@f} : () -> ()
  "t.wrap"() ({
    "t.nested_use"() {r = @f} : () -> ()
  }, {
    "t.nested_use2"() {r = @a::@f} : () -> ()
  }) {sym_name = "w"} : () -> ()
}
"#;

    #[test]
    fn flat_and_nested_lookup() {
        let (ctx, m) = parse(NESTED);
        let top = find(&ctx, m, "top");
        let a = find(&ctx, m, "a");
        let b = find(&ctx, m, "b");
        let f_top = lookup_symbol_in(&ctx, top, "f").unwrap();
        assert_eq!(ctx.op_parent_op(f_top), Some(top));
        let f_a = lookup_symbol_in(&ctx, a, "f").unwrap();
        assert_ne!(f_a, f_top);
        assert_eq!(lookup_symbol_in(&ctx, top, "g"), None);
        let g = lookup_symbol_ref_in(&ctx, top, &sym_ref(&ctx, "a", &["b", "g"])).unwrap();
        assert_eq!(ctx.op_parent_op(g), Some(b));
        assert_eq!(lookup_symbol_path_in(&ctx, top, &sym_ref(&ctx, "a", &["b", "g"])), Some(vec![a, b, g]));
        // Through a symbol that is no table, or a missing leaf.
        assert_eq!(lookup_symbol_ref_in(&ctx, top, &sym_ref(&ctx, "f", &["x"])), None);
        assert_eq!(lookup_symbol_ref_in(&ctx, top, &sym_ref(&ctx, "a", &["b", "nope"])), None);
        // From a use: the nearest table around it.
        let mid = find(&ctx, m, "t.mid_use");
        assert_eq!(nearest_symbol_table(&ctx, mid), Some(a));
        assert_eq!(lookup_nearest_symbol_from(&ctx, mid, &sym_ref(&ctx, "b", &["g"])), Some(g));
        assert_eq!(lookup_nearest_symbol_from(&ctx, mid, &sym_ref(&ctx, "f", &[])), Some(f_a));
        assert_eq!(lookup_nearest_symbol_named(&ctx, a, "f"), Some(f_a));
        // An unregistered op with two regions is no potential table: looked through.
        let nested_use = find(&ctx, m, "t.nested_use");
        assert_eq!(nearest_symbol_table(&ctx, nested_use), Some(top));
        // The outermost (implicit or explicit) module.
        assert_eq!(nearest_symbol_table(&ctx, top), Some(top));

        let table = SymbolTable::new(&ctx, top);
        assert_eq!(table.lookup("f"), Some(f_top));
        assert_eq!(table.lookup("a"), Some(a));
        assert_eq!(table.lookup("w"), Some(find(&ctx, m, "w")));
        assert_eq!(table.len(), 3);

        let mut coll = SymbolTableCollection::new();
        assert_eq!(coll.lookup_symbol_in(&ctx, a, "f"), Some(f_a));
        assert_eq!(coll.lookup_symbol_ref_in(&ctx, top, &sym_ref(&ctx, "a", &["b", "g"])), Some(g));
        assert_eq!(coll.lookup_nearest_symbol_from(&ctx, mid, &sym_ref(&ctx, "b", &["g"])), Some(g));
        assert_eq!(coll.symbol_table(&ctx, b).lookup("g"), Some(g));
    }

    #[test]
    fn uses_in_containers_and_nested_ops() {
        let (ctx, m) = parse(NESTED);
        let top = find(&ctx, m, "top");
        let use_op = find(&ctx, m, "t.use");
        // All uses directly in top's region: nested tables (@a) are not entered; `t.wrap` has
        // two regions (no potential table), so it is walked, its regions after top's ops.
        let body = ctx.op_regions(top)[0];
        let uses = symbol_uses(&ctx, body).unwrap();
        let shown: Vec<String> =
            uses.iter().map(|u| format!("{}:{}", ctx.op_name_text(u.user), u.symbol_ref.to_text(&ctx))).collect();
        assert_eq!(
            shown,
            ["t.use:@a::@b::@g", "t.use:@f", "t.use:@a", "t.use:@a::@f", "t.nested_use2:@a::@f", "t.nested_use:@f",]
        );
        // The symbol table op itself: its own attributes are not walked, nor its body.
        assert_eq!(symbol_uses(&ctx, top).unwrap().len(), 0);
        // Uses of a symbol op: `@f` of top (only in top's scope).
        let f_top = lookup_symbol_in(&ctx, top, "f").unwrap();
        let f_uses = symbol_uses_of(&ctx, f_top, body).unwrap();
        let users: Vec<&str> = f_uses.iter().map(|u| ctx.op_name_text(u.user)).collect();
        assert_eq!(users, ["t.use", "t.nested_use"]);
        // `@g` inside @a::@b seen from top: `@g` in b, `@b::@g` in a, `@a::@b::@g` in top.
        let g = find(&ctx, m, "g");
        let g_uses = symbol_uses_of(&ctx, g, body).unwrap();
        let users: Vec<&str> = g_uses.iter().map(|u| ctx.op_name_text(u.user)).collect();
        assert_eq!(users, ["t.inner_use", "t.mid_use", "t.use"]);
        // `@a` is used as `@a`, as a prefix (`@a::@f`, `@a::@b::@g`).
        let a = find(&ctx, m, "a");
        assert_eq!(symbol_uses_of(&ctx, a, body).unwrap().len(), 4);
        // By name, within an op's regions.
        assert_eq!(symbol_uses_of(&ctx, "f", top).unwrap().len(), 2);
        assert!(!symbol_known_use_empty(&ctx, f_top, body));
        let w = find(&ctx, m, "w");
        assert!(symbol_known_use_empty(&ctx, w, body));
        assert!(symbol_known_use_empty(&ctx, "nothing", top));
        // Each distinct reference once per op.
        assert_eq!(symbol_uses(&ctx, use_op).unwrap().len(), 4);
    }

    #[test]
    fn unknown_symbol_tables_stop_use_queries() {
        let (ctx, m) = parse(
            r#"
"t.def"() {sym_name = "f"} : () -> ()
"t.region"() ({
  "t.use"() {r = @f} : () -> ()
}) : () -> ()
"#,
        );
        let f = find(&ctx, m, "f");
        assert_eq!(symbol_uses(&ctx, m), Some(vec![]));
        let body = ctx.op_regions(m)[0];
        assert_eq!(symbol_uses(&ctx, body), None);
        assert_eq!(symbol_uses_of(&ctx, f, body), None);
        assert!(!symbol_known_use_empty(&ctx, f, body));
        // An unregistered op with one region might be a table: no answer through it.
        let use_op = find(&ctx, m, "t.use");
        assert_eq!(nearest_symbol_table(&ctx, use_op), None);
        assert_eq!(lookup_nearest_symbol_named(&ctx, use_op, "f"), None);
    }

    #[test]
    fn uses_through_types_distinct_and_locations() {
        let (ctx, m) = parse(
            r#"
"t.def"() {sym_name = "f"} : () -> ()
"t.a"() {d = distinct[0]<@f>, t = tensor<4xf32, @g>, l = loc(fused<@h>["a.mlir":1:2]), s = "s" : tensor<2xi8, @k>} : () -> ()
"t.p"() <{p = @f}> : () -> ()
"#,
        );
        let a = find(&ctx, m, "t.a");
        let refs: Vec<String> = symbol_uses(&ctx, a).unwrap().iter().map(|u| u.symbol_ref.to_text(&ctx)).collect();
        // Typed attributes' types are not looked into (as in MLIR).
        assert_eq!(refs, ["@f", "@h", "@g"]);
        // An unregistered op's properties are opaque (as in MLIR).
        let p = find(&ctx, m, "t.p");
        assert_eq!(symbol_uses(&ctx, p), Some(vec![]));
    }

    #[test]
    fn registered_op_properties_hold_uses() {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        ctx.register_op(crate::OpInfo { name: "t.call", inherent_attrs: vec!["callee"], ..Default::default() });
        let src = r#"
"t.def"() {sym_name = "f"} : () -> ()
"t.call"() <{callee = @f}> {other = [@f]} : () -> ()
"#;
        let m = parse_source(&mut ctx, src, &ParseOptions::default()).expect("test input parses");
        let call = find(&ctx, m, "t.call");
        let f = find(&ctx, m, "f");
        let uses = symbol_uses(&ctx, call).unwrap();
        // Properties and attributes are one dictionary for a registered op: `@f` counts once.
        assert_eq!(uses.len(), 1);
        assert_eq!(symbol_uses_of(&ctx, f, m).unwrap().len(), 1);
        rename_symbol(&mut ctx, f, "g").unwrap();
        assert_eq!(text(&ctx, call), "<{callee = @g}> {other = [@g]}");
    }

    #[test]
    fn replace_and_rename() {
        let (mut ctx, m) = parse(NESTED);
        let top = find(&ctx, m, "top");
        let f_top = lookup_symbol_in(&ctx, top, "f").unwrap();
        let body = ctx.op_regions(top)[0];
        replace_all_symbol_uses(&mut ctx, f_top, "f2", body).unwrap();
        let use_op = find(&ctx, m, "t.use");
        assert_eq!(text(&ctx, use_op), "{r = [@a::@b::@g, {k = @f2}], s = @a, t = @a::@f}");
        assert_eq!(text(&ctx, find(&ctx, m, "t.nested_use")), "{r = @f2}");
        // `@f` in @a is another symbol.
        assert_eq!(text(&ctx, find(&ctx, m, "t.mid_use")), "{r = @b::@g, s = @f}");
        // The definition keeps its name: replacing uses is not renaming.
        assert_eq!(symbol_name(&ctx, f_top), Some("f"));

        // Renaming a nested symbol updates the uses in every scope with the valid form.
        let b = find(&ctx, m, "b");
        rename_symbol(&mut ctx, b, "bb").unwrap();
        assert_eq!(symbol_name(&ctx, b), Some("bb"));
        assert_eq!(text(&ctx, use_op), "{r = [@a::@bb::@g, {k = @f2}], s = @a, t = @a::@f}");
        assert_eq!(text(&ctx, find(&ctx, m, "t.mid_use")), "{r = @bb::@g, s = @f}");
        // The module's name is a property.
        assert_eq!(text(&ctx, b), "<{sym_name = \"bb\"}> {}");

        // Renaming the root of references rewrites their heads.
        let a = find(&ctx, m, "a");
        rename_symbol(&mut ctx, a, "z").unwrap();
        assert_eq!(text(&ctx, use_op), "{r = [@z::@bb::@g, {k = @f2}], s = @z, t = @z::@f}");
        assert_eq!(text(&ctx, find(&ctx, m, "t.nested_use2")), "{r = @z::@f}");

        // Names in use are refused.
        assert_eq!(rename_symbol(&mut ctx, a, "f"), Err(SymbolError::NameTaken("f".into())));
    }

    #[test]
    fn symbol_table_insert_erase_rename() {
        let (mut ctx, m) = parse(
            r#"
module @top {
  "t.def"() {sym_name = "f"} : () -> ()
  "t.use"() {r = @f} : () -> ()
}
"#,
        );
        let top = find(&ctx, m, "top");
        let mut table = SymbolTable::new(&ctx, top);
        let loc = ctx.op_loc(top);
        let mk = |ctx: &mut Context, name: &str| {
            let mut st = crate::OperationState::new(ctx.op_name("t.def"), loc);
            let v = StringAttr::get(ctx, name);
            st.add_attribute(ctx, "sym_name", v);
            ctx.create_op(st)
        };
        let f1 = mk(&mut ctx, "f");
        assert_eq!(table.insert(&mut ctx, f1, None).unwrap(), "f_0");
        assert_eq!(symbol_name(&ctx, f1), Some("f_0"));
        assert_eq!(ctx.op_parent_op(f1), Some(top));
        let f2 = mk(&mut ctx, "f");
        assert_eq!(table.insert(&mut ctx, f2, None).unwrap(), "f_1");
        let f3 = mk(&mut ctx, "f_1");
        // The counter goes on: `f_1_0`... no: `f_1` is taken, so `f_1_2`.
        assert_eq!(table.insert(&mut ctx, f3, None).unwrap(), "f_1_2");
        // Inserting again is a no-op.
        assert_eq!(table.insert(&mut ctx, f1, None).unwrap(), "f_0");
        assert_eq!(table.lookup("f_0"), Some(f1));

        let f = table.lookup("f").unwrap();
        table.rename(&mut ctx, f, "g").unwrap();
        assert_eq!(table.lookup("f"), None);
        assert_eq!(table.lookup("g"), Some(f));
        assert_eq!(text(&ctx, find(&ctx, m, "t.use")), "{r = @g}");
        assert_eq!(table.rename(&mut ctx, f, "f_0"), Err(SymbolError::NameTaken("f_0".into())));

        let new = table.rename_to_unique(&mut ctx, f, &[]).unwrap();
        assert_eq!(new, "g_0");
        assert_eq!(text(&ctx, find(&ctx, m, "t.use")), "{r = @g_0}");

        table.erase(&mut ctx, f2).unwrap();
        assert_eq!(table.lookup("f_1"), None);
        assert!(ctx.is_erased(f2));
        assert_eq!(lookup_symbol_in(&ctx, top, "f_1"), None);
    }

    #[test]
    fn visibility_roundtrip() {
        let (mut ctx, m) = parse(
            r#"
module @a attributes {sym_visibility = "nested"} {}
"t.def"() {sym_name = "x", sym_visibility = "private"} : () -> ()
"t.def"() {sym_name = "y"} : () -> ()
"#,
        );
        let a = find(&ctx, m, "a");
        let x = find(&ctx, m, "x");
        let y = find(&ctx, m, "y");
        assert_eq!(visibility(&ctx, a), Visibility::Nested);
        assert_eq!(visibility(&ctx, x), Visibility::Private);
        assert_eq!(SymbolTable::visibility(&ctx, y), Visibility::Public);
        set_visibility(&mut ctx, y, Visibility::Private);
        assert_eq!(text(&ctx, y), "{sym_name = \"y\", sym_visibility = \"private\"}");
        set_visibility(&mut ctx, y, Visibility::Public);
        assert_eq!(text(&ctx, y), "{sym_name = \"y\"}");
        set_visibility(&mut ctx, a, Visibility::Private);
        assert_eq!(visibility(&ctx, a), Visibility::Private);
        // An inherent attribute of a registered op goes to the properties when new.
        let top = m;
        SymbolTable::set_visibility(&mut ctx, top, Visibility::Nested);
        assert_eq!(ctx.op_property(top, VISIBILITY_ATTR_NAME).map(|a| a.to_text(&ctx)).as_deref(), Some("\"nested\""));
        assert_eq!(Visibility::from_name("nested"), Some(Visibility::Nested));
        assert_eq!(Visibility::Private.to_string(), "private");
        assert!(is_symbol(&ctx, a));
        assert!(!is_symbol(&ctx, x), "unregistered ops are no symbols");
        assert!(!is_symbol(&ctx, top), "an unnamed module is no symbol");

        let mut seen = Vec::new();
        walk_symbol_tables(&ctx, top, false, &mut |op, visible| seen.push((op, visible)));
        // `a` (private now) before the top module (unnamed: no symbol, so all uses visible).
        assert_eq!(seen, [(a, true), (top, true)]);
    }

    fn verify_all(ctx: &Context, root: OpRef) -> Result<(), Diagnostic> {
        let mut result = Ok(());
        ctx.walk_ops_pre_order(root, &mut |op| {
            let mut r = Ok(());
            if ctx.op_has_trait::<traits::Symbol>(op) {
                r = verify_symbol(ctx, op);
            }
            if r.is_ok() && is_symbol_table(ctx, op) {
                r = verify_symbol_table(ctx, op);
            }
            match r {
                Ok(()) => WalkResult::Advance,
                Err(d) => {
                    result = Err(d);
                    WalkResult::Interrupt
                }
            }
        });
        result
    }

    fn messages(d: &Diagnostic) -> Vec<String> {
        std::iter::once(d.message.clone()).chain(d.notes.iter().map(|n| n.message.clone())).collect()
    }

    #[test]
    fn verification_messages() {
        let (ctx, m) = parse(
            r#"
module {
  "t.def"() {sym_name = "a"} : () -> ()
  "t.def"() <{sym_name = "a"}> : () -> ()
}
"#,
        );
        let d = verify_all(&ctx, m).unwrap_err();
        assert_eq!(messages(&d), ["redefinition of symbol named 'a'", "see existing symbol definition here"]);
        let defs: Vec<OpRef> = ctx.block_ops(crate::builtin::ops::module_body(&ctx, m)).collect();
        assert_eq!(d.loc, ctx.op_loc(defs[1]));
        assert_eq!(d.notes[0].loc, ctx.op_loc(defs[0]));

        // Non-string names never clash; nested tables are separate scopes.
        let (ctx, m) = parse(
            r#"
"t.def"() {sym_name = 1 : i32} : () -> ()
"t.def"() {sym_name = 1 : i32} : () -> ()
module @a { module @a { "t.def"() {sym_name = "a"} : () -> () } }
"#,
        );
        assert_eq!(verify_all(&ctx, m), Ok(()));

        let (ctx, m) = parse(r#"module @v attributes {sym_visibility = "exported"} {}"#);
        let d = verify_all(&ctx, m).unwrap_err();
        assert_eq!(
            d.message,
            "'builtin.module' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"exported\""
        );
        // The parser rejects ill-typed inherent attributes (as MLIR does); IR built by hand can
        // still carry them, and the verifier reports them.
        let with_props = |entries: &[(&str, &str)]| {
            let (mut ctx, m) = parse("module {}");
            let named = entries
                .iter()
                .map(|(k, v)| crate::NamedAttribute {
                    name: ctx.ident(k),
                    value: crate::parser::parse_attribute_str(&mut ctx, v).expect("attribute parses"),
                })
                .collect();
            let dict = crate::builtin::attributes::DictionaryAttr::get(&ctx, named);
            ctx.set_op_properties(m, Some(dict));
            (ctx, m)
        };
        let (ctx, m) = with_props(&[("sym_name", "\"v\""), ("sym_visibility", "1 : i32")]);
        assert_eq!(
            verify_all(&ctx, m).unwrap_err().message,
            "'builtin.module' op requires visibility attribute 'sym_visibility' to be a string attribute, but got 1 : i32"
        );
        let (ctx, m) = with_props(&[("sym_name", "3 : i32")]);
        assert_eq!(
            verify_all(&ctx, m).unwrap_err().message,
            "'builtin.module' op requires string attribute 'sym_name'"
        );
        // Unnamed modules are optional symbols: nothing to check.
        let (ctx, m) = parse(r#"module attributes {sym_visibility = "exported"} {}"#);
        assert_eq!(verify_all(&ctx, m), Ok(()));

        // Structural checks (a module built by hand with two blocks / no region).
        let (mut ctx, m) = parse("module @x {}");
        let x = find(&ctx, m, "x");
        let r = ctx.op_regions(x)[0];
        let b = ctx.create_block();
        ctx.append_block(r, b);
        assert_eq!(
            verify_symbol_table(&ctx, x).unwrap_err().message,
            "'builtin.module' op Operations with a 'SymbolTable' must have exactly one block"
        );
        let loc = ctx.op_loc(x);
        let st = crate::OperationState::new(ctx.op_name("builtin.module"), loc);
        let bare = ctx.create_op(st);
        assert_eq!(
            verify_symbol_table(&ctx, bare).unwrap_err().message,
            "'builtin.module' op Operations with a 'SymbolTable' must have exactly one region"
        );

        // A symbol whose registered parent is no symbol table.
        let (mut ctx, m) = parse("module @inner {}");
        let inner = find(&ctx, m, "inner");
        let loc = ctx.op_loc(inner);
        let region = ctx.create_region();
        let block = ctx.create_block();
        ctx.append_block(region, block);
        let name = ctx.op_name("t.holder");
        ctx.register_op(crate::OpInfo { name: "t.holder", ..Default::default() });
        let mut st = crate::OperationState::new(name, loc);
        st.regions.push(region);
        let holder = ctx.create_op(st);
        ctx.detach_op(inner);
        ctx.append_op(block, inner);
        assert_eq!(ctx.op_parent_op(inner), Some(holder));
        assert_eq!(
            verify_symbol(&ctx, inner).unwrap_err().message,
            "'builtin.module' op symbol's parent must have the SymbolTable trait"
        );
    }

    #[test]
    fn deep_nesting_does_not_overflow() {
        let depth = 9_000;
        let mut src = String::new();
        for _ in 0..depth {
            src.push_str("\"t.n\"() ({\n");
        }
        src.push_str("\"t.use\"() {r = @f} : () -> ()\n");
        for _ in 0..depth {
            src.push_str("}) {sym_name = \"n\"} : () -> ()\n");
        }
        let (ctx, m) = parse(&src);
        let body = ctx.op_regions(m)[0];
        // The outermost `t.n` is a potentially unknown table.
        assert_eq!(symbol_uses(&ctx, body), None);
        let mut count = 0;
        walk_symbol_tables(&ctx, m, false, &mut |_, _| count += 1);
        assert_eq!(count, 1);
        // Deeply nested attributes.
        let mut attr = SymbolRefAttr::flat(&ctx, "f");
        for _ in 0..depth {
            attr = crate::builtin::attributes::ArrayAttr::get(&ctx, vec![attr]);
        }
        let mut visited = FxHashSet::default();
        let mut n = 0;
        walk_pre_order(&ctx, attr.into(), &mut visited, &mut |_| {
            n += 1;
            WalkResult::Advance
        });
        assert_eq!(n, depth + 1);
    }
}
