//! The printer of MLIR's textual format.
//!
//! [`print_op`] prints an op (usually the top-level module) as `mlir-opt` does: attribute and type
//! aliases first (`#map = ...`), then the op in the custom form where the op's dialect provides
//! one and in the generic form otherwise (or everywhere with [`PrintFlags::generic`]), then
//! deferred location aliases and the file's resources. SSA names are computed up front
//! (`asm::names`); aliases are found by a dry run of the same printer that records which
//! attributes and types it would print (`asm::aliases`). The [`AsmPrinter`] struct, its state and
//! its writing primitives are declared in `crate::asm`; this module implements the printing of
//! types, attributes, locations, operations and regions on it.

mod metadata;
mod op_asm;

pub use crate::asm::{AsmPrinter, PrintFlags};

use crate::asm::aliases::{AliasCollector, AliasTable};
use crate::asm::names::NameState;
use crate::asm::printer::TypeElision;
use crate::asm::{aliases, names};
use crate::attributes::{Attribute, NamedAttribute};
use crate::builtin::types::FunctionType;
use crate::context::Context;
use crate::intern::Identifier;
use crate::types::Type;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};
use std::fmt::Write;

/// Prints `op` as `mlir-opt` prints its top-level op, with aliases and resources.
pub fn print_op(ctx: &Context, op: OpRef, flags: PrintFlags) -> String {
    let mut out = String::new();
    print_op_into(ctx, op, flags, &mut out, None);
    out
}

/// [`print_op`] writing to `sink` as it prints, a few kilobytes at a time, instead of returning
/// the text: the whole output of a large module is never held in memory. Returns the sink's
/// first error (the printing stops writing at it).
pub fn print_op_to(ctx: &Context, op: OpRef, flags: PrintFlags, sink: &mut dyn std::io::Write) -> std::io::Result<()> {
    let mut out = String::new();
    match print_op_into(ctx, op, flags, &mut out, Some(sink)) {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// The printing of [`print_op`] and [`print_op_to`]: into `out`, handed to `sink` between ops
/// when there is one. Returns the sink's first error.
fn print_op_into(
    ctx: &Context,
    op: OpRef,
    flags: PrintFlags,
    out: &mut String,
    sink: Option<&mut dyn std::io::Write>,
) -> Option<std::io::Error> {
    // MLIR prints unique SSA ids in the generic form.
    let names = NameState::with_mode(ctx, op, flags.generic);
    if flags.local_scope {
        // MLIR's `Operation::print` with a local scope prints the op alone: no aliases (not even
        // `#loc` ones), no deferred aliases and no file metadata.
        let mut p = AsmPrinter::new(ctx, out, flags);
        p.sink = sink.map(|s| -> &mut dyn std::io::Write { s });
        p.names = Some(&names);
        p.print_top_level_op(op);
        p.write("\n");
        p.spill(true);
        return p.sink_error.take();
    }
    let mut scratch = String::new();
    let mut collector = AliasCollector::default();
    // `distinct` attributes are renumbered in order of appearance: print in order when any
    // appears.
    let has_distinct = {
        let mut p = AsmPrinter::new(ctx, &mut scratch, flags);
        p.names = Some(&names);
        p.collector = Some(&mut collector);
        p.parallel = ctx.multithreading();
        p.print_top_level_op(op);
        !p.distinct_ids.is_empty()
    };
    let table = collector.finish(ctx);
    if sink.is_none() {
        out.reserve(scratch.len() + 64);
    }
    drop(scratch);
    let mut p = AsmPrinter::new(ctx, out, flags);
    p.sink = sink.map(|s| -> &mut dyn std::io::Write { s });
    if p.sink.is_some() && metadata::has_builtin_blobs(ctx) {
        p.blob_refs = Some(Vec::new());
    }
    p.names = Some(&names);
    p.aliases = Some(&table);
    p.parallel = !has_distinct && ctx.multithreading();
    p.print_alias_definitions(&table, false);
    p.print_top_level_op(op);
    p.write("\n");
    p.print_alias_definitions(&table, true);
    // Everything before the metadata goes to the sink first, so its blob references are known.
    p.spill(true);
    let keys = p.blob_refs.take();
    let mut tail = String::new();
    match &keys {
        Some(keys) => metadata::print_file_metadata(ctx, Err(keys), &mut tail),
        None => metadata::print_file_metadata(ctx, Ok(p.out.as_str()), &mut tail),
    }
    tail.push('\n');
    p.write_through(&tail);
    p.spill(true);
    p.sink_error.take()
}

impl<'a> AsmPrinter<'a> {
    /// The type elision in force for the attribute being printed.
    pub(crate) fn type_elision(&self) -> TypeElision {
        self.elision
    }

    /// Prints ` : type` after a typed attribute's value, unless elision forbids it.
    pub fn print_attr_type_suffix(&mut self, ty: Type) {
        if self.elision != TypeElision::Must {
            self.write(" : ");
            self.print_type(ty);
        }
    }

    /// Prints a type, through its alias if it has one.
    pub fn print_type(&mut self, ty: Type) {
        crate::stack::with_stack(|| self.print_type_inner(ty))
    }

    fn print_type_inner(&mut self, ty: Type) {
        if let Some(c) = self.collector.as_deref_mut() {
            if !c.enter_type(self.ctx, ty, self.in_trailing_loc) {
                return;
            }
            self.ctx.type_storage(ty).print(self);
            if let Some(c) = self.collector.as_deref_mut() {
                c.exit();
            }
            return;
        }
        if let Some(name) = self.aliases.and_then(|a| a.type_alias(ty)) {
            self.out.push_str(name);
            return;
        }
        self.ctx.type_storage(ty).print(self);
    }

    /// Prints a type without looking up its alias (for alias definitions).
    fn print_type_body(&mut self, ty: Type) {
        self.ctx.type_storage(ty).print(self);
    }

    /// Prints a comma-separated list of types (a slice of them or any iterator).
    pub fn print_type_list<T: std::borrow::Borrow<Type>>(&mut self, types: impl IntoIterator<Item = T>) {
        for (i, t) in types.into_iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_type(*t.borrow());
        }
    }

    /// Prints the result part of a function type: a lone non-function type bare, else in parens.
    pub fn print_function_results(&mut self, results: &[Type]) {
        if results.len() == 1 && !results[0].isa::<FunctionType>(self.ctx) {
            self.print_type(results[0]);
        } else {
            self.write("(");
            self.print_type_list(results);
            self.write(")");
        }
    }

    /// Prints an attribute with its type (MLIR's default for attribute values).
    pub fn print_attribute(&mut self, attr: Attribute) {
        self.print_attribute_with(attr, TypeElision::Never);
    }

    /// Prints an attribute leaving out types its syntax implies.
    pub(crate) fn print_attribute_elided(&mut self, attr: Attribute) {
        self.print_attribute_with(attr, TypeElision::May);
    }

    /// Prints an attribute without its type.
    pub fn print_attribute_without_type(&mut self, attr: Attribute) {
        self.print_attribute_with(attr, TypeElision::Must);
    }

    /// Prints an attribute with the given type elision.
    pub(crate) fn print_attribute_with(&mut self, attr: Attribute, elision: TypeElision) {
        crate::stack::with_stack(|| self.print_attribute_with_inner(attr, elision))
    }

    fn print_attribute_with_inner(&mut self, attr: Attribute, elision: TypeElision) {
        let saved = std::mem::replace(&mut self.elision, elision);
        if let Some(c) = self.collector.as_deref_mut() {
            if c.enter_attr(self.ctx, attr, self.in_trailing_loc) {
                self.ctx.attr_storage(attr).print(self);
                if let Some(c) = self.collector.as_deref_mut() {
                    c.exit();
                }
            }
        } else if let Some(name) = self.aliases.and_then(|a| a.attr_alias(attr)) {
            self.out.push_str(name);
        } else {
            self.ctx.attr_storage(attr).print(self);
        }
        self.elision = saved;
    }

    /// Prints an attribute as `body` writes it (its syntax without the `#dialect.mnemonic`
    /// prefix, MLIR's `printStrippedAttrOrType`), or its alias when it has one.
    pub fn print_stripped_attribute(&mut self, attr: Attribute, body: impl FnOnce(&mut Self)) {
        if let Some(c) = self.collector.as_deref_mut() {
            if c.enter_attr(self.ctx, attr, self.in_trailing_loc) {
                body(self);
                if let Some(c) = self.collector.as_deref_mut() {
                    c.exit();
                }
            }
        } else if let Some(name) = self.aliases.and_then(|a| a.attr_alias(attr)) {
            self.out.push_str(name);
        } else {
            body(self);
        }
    }

    /// Prints a location as `loc(...)`; location attributes call this to wrap their body.
    pub(crate) fn print_location_wrapped(&mut self, body: impl FnOnce(&mut Self)) {
        if self.in_location || self.flags.pretty_debuginfo {
            body(self);
        } else {
            self.write("loc(");
            self.in_location = true;
            body(self);
            self.in_location = false;
            self.write(")");
        }
    }

    /// Prints a location nested in another location (without its own `loc(...)`; aliases
    /// still apply).
    pub(crate) fn print_location_body(&mut self, loc: Attribute) {
        let was = std::mem::replace(&mut self.in_location, true);
        self.print_attribute(loc);
        self.in_location = was;
    }

    /// Prints an op's trailing location ` loc(...)` when locations are printed.
    pub(crate) fn print_trailing_location(&mut self, loc: Attribute, allow_alias: bool) {
        if !self.flags.debuginfo {
            return;
        }
        self.write(" ");
        self.in_trailing_loc = true;
        self.print_trailing_location_inner(loc, allow_alias);
        self.in_trailing_loc = false;
    }

    fn print_trailing_location_inner(&mut self, loc: Attribute, allow_alias: bool) {
        if self.flags.pretty_debuginfo && allow_alias && !self.flags.local_scope && self.collector.is_none() {
            // MLIR prints a top-level location in the pretty form itself, never as an alias;
            // the locations nested in it may still be.
            let was = std::mem::replace(&mut self.in_location, true);
            self.ctx.attr_storage(loc).print(self);
            self.in_location = was;
            return;
        }
        if !allow_alias || self.flags.local_scope {
            let aliases = self.aliases.take();
            self.print_attribute(loc);
            self.aliases = aliases;
            return;
        }
        if self.collector.is_none() && self.aliases.and_then(|a| a.attr_alias(loc)).is_some() {
            self.write("loc(");
            self.print_attribute(loc);
            self.write(")");
        } else {
            self.print_attribute(loc);
        }
    }

    /// Prints a region argument's trailing location (with `--mlir-print-debuginfo`): inline, never
    /// through an alias, but counted as a non-deferrable use when aliases are chosen, as in MLIR.
    pub fn print_argument_location(&mut self, loc: Attribute) {
        if self.collector.is_some() {
            if self.flags.debuginfo {
                self.print_attribute(loc);
            }
        } else {
            self.print_trailing_location(loc, false);
        }
    }

    /// Whether locations print in MLIR's pretty form (`--mlir-pretty-debuginfo`).
    pub(crate) fn pretty_locations(&self) -> bool {
        self.flags.pretty_debuginfo
    }

    /// Prints `s` as a quoted string literal with MLIR's escapes.
    pub fn print_escaped_string(&mut self, s: &[u8]) {
        if self.collector.is_some() {
            return;
        }
        self.out.push('"');
        escape_into(s, self.out);
        self.out.push('"');
    }

    /// Prints `@name`, quoting the name when it is not a bare identifier.
    pub fn print_symbol_name(&mut self, name: Identifier) {
        let s = self.ctx.ident_str(name);
        self.out.push('@');
        if s.is_empty() {
            // What MLIR prints for an empty name (which it cannot parse back either).
            self.out.push_str("<<INVALID EMPTY SYMBOL>>");
        } else if is_bare_identifier(s) {
            self.out.push_str(s);
        } else {
            self.out.push('"');
            escape_into(s.as_bytes(), self.out);
            self.out.push('"');
        }
    }

    /// Prints a keyword-or-string: bare when it is a valid identifier, quoted otherwise.
    pub fn print_keyword_or_string(&mut self, s: &str) {
        if is_bare_identifier(s) {
            self.out.push_str(s);
        } else {
            self.print_escaped_string(s.as_bytes());
        }
    }

    /// Prints `dialect.body` in pretty form when simple enough, else `dialect<body>`.
    pub(crate) fn print_dialect_symbol(&mut self, dialect: Identifier, body: &str) {
        let ns = self.ctx.ident_str(dialect);
        self.out.push_str(ns);
        if is_simple_dialect_symbol(body) {
            self.out.push('.');
            self.out.push_str(body);
        } else {
            self.out.push('<');
            self.out.push_str(body);
            self.out.push('>');
        }
    }

    /// Prints dictionary entries `a = 1 : i32, b` (unit values print as the bare name).
    pub(crate) fn print_named_attributes(&mut self, entries: &[NamedAttribute]) {
        let unit = crate::builtin::attributes::UnitAttr::get(self.ctx);
        for (i, e) in entries.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            let name = self.ctx.ident_str(e.name);
            self.print_keyword_or_string(name);
            if e.value != unit {
                self.write(" = ");
                self.print_attribute(e.value);
            }
        }
    }

    /// Prints ` {a = 1, b}` unless `entries` (minus `elided`) is empty.
    pub fn print_optional_attr_dict(&mut self, entries: &[NamedAttribute], elided: &[&str]) {
        if elided.is_empty() {
            if !entries.is_empty() {
                self.write(" {");
                self.print_named_attributes(entries);
                self.write("}");
            }
            return;
        }
        let ctx = self.ctx;
        let is_kept = |e: &NamedAttribute| !elided.contains(&ctx.ident_str(e.name));
        // The common cases copy nothing: every entry elided, or the kept ones all at the end.
        let Some(first) = entries.iter().position(is_kept) else { return };
        self.write(" {");
        if entries[first + 1..].iter().all(is_kept) {
            self.print_named_attributes(&entries[first..]);
        } else {
            let kept: smallvec::SmallVec<[NamedAttribute; 8]> =
                entries[first..].iter().filter(|&e| is_kept(e)).copied().collect();
            self.print_named_attributes(&kept);
        }
        self.write("}");
    }

    /// The printed number of a distinct attribute, assigned in order of appearance.
    pub(crate) fn distinct_number(&mut self, id: u64) -> u64 {
        let n = self.distinct_ids.len() as u64;
        *self.distinct_ids.entry(id).or_insert(n)
    }

    /// Prints an SSA value's name.
    pub fn print_value(&mut self, v: Value) {
        if self.collector.is_some() {
            return;
        }
        match self.names {
            Some(n) => n.write_value(self.ctx, v, self.out),
            None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// Prints the results of `map` with its dimensions and symbols replaced by `operands`
    /// (dimensions first), a symbol as `symbol(%v)`: MLIR's `printAffineMapOfSSAIds`.
    pub fn print_affine_map_of_ssa_ids(&mut self, map: &crate::affine::AffineMap, operands: &[Value]) {
        if self.collector.is_some() {
            return;
        }
        let names: Vec<String> = operands
            .iter()
            .map(|&v| {
                let mut name = String::new();
                match self.names {
                    Some(n) => n.write_value(self.ctx, v, &mut name),
                    None => name.push_str("<<UNKNOWN SSA VALUE>>"),
                }
                name
            })
            .collect();
        let num_dims = map.num_dims as usize;
        let id = |f: &mut std::fmt::Formatter<'_>, is_symbol: bool, pos: u32| {
            let index = if is_symbol { num_dims + pos as usize } else { pos as usize };
            let name = names.get(index).map_or("<<INVALID OPERAND>>", String::as_str);
            if is_symbol {
                write!(f, "symbol({name})")
            } else {
                f.write_str(name)
            }
        };
        for (i, e) in map.results.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.write_display(crate::affine::display_expr_with_ids(e, &id));
        }
    }

    /// Prints a comma-separated list of values.
    pub fn print_value_list(&mut self, values: impl IntoIterator<Item = Value>) {
        for (i, v) in values.into_iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_value(v);
        }
    }

    /// Prints a block's name `^bbN`.
    pub fn print_block_name(&mut self, block: BlockRef) {
        match self.names.and_then(|n| n.block_number(block)) {
            Some(n) => {
                self.out.push_str("^bb");
                names::push_u32(self.out, n);
            }
            None => self.out.push_str("<<UNKNOWN BLOCK>>"),
        }
    }

    /// Indents what follows by two more spaces (MLIR's `increaseIndent`).
    pub fn increase_indent(&mut self) {
        self.indent += 2;
    }

    /// Undoes [`AsmPrinter::increase_indent`] (MLIR's `decreaseIndent`).
    pub fn decrease_indent(&mut self) {
        self.indent = self.indent.saturating_sub(2);
    }

    /// Writes a newline and the current indentation.
    pub fn newline(&mut self) {
        self.out.push('\n');
        self.write_indent();
    }

    fn write_indent(&mut self) {
        for _ in 0..self.indent {
            self.out.push(' ');
        }
    }

    fn print_alias_definitions(&mut self, table: &AliasTable, deferred: bool) {
        for def in table.definitions(deferred) {
            self.out.push_str(&def.name);
            self.out.push_str(" = ");
            match def.symbol {
                aliases::Symbol::Attr(a) => {
                    let saved = std::mem::replace(&mut self.elision, TypeElision::Never);
                    let was = std::mem::replace(&mut self.in_location, false);
                    self.ctx.attr_storage(a).print(self);
                    self.in_location = was;
                    self.elision = saved;
                }
                aliases::Symbol::Type(t) => self.print_type_body(t),
            }
            self.out.push('\n');
        }
    }

    fn print_top_level_op(&mut self, op: OpRef) {
        self.print_op_with_loc(op);
    }

    /// Whether this pass only collects aliases (its text is thrown away): printers may skip
    /// output that holds no types or attributes, such as the elements of a dense attribute.
    pub(crate) fn is_collecting_aliases(&self) -> bool {
        self.collector.is_some()
    }

    /// Prints an op followed by its trailing location (when locations are printed).
    pub(crate) fn print_op_with_loc(&mut self, op: OpRef) {
        let loc = self.ctx.op_loc(op);
        if self.collector.is_some() {
            // MLIR's alias initializer visits an op's location before its body.
            self.print_trailing_location(loc, true);
            self.print_operation(op);
            return;
        }
        self.print_operation(op);
        self.print_trailing_location(loc, true);
    }

    /// Prints an op (results, `=`, then the custom or generic form), without its location.
    pub fn print_operation(&mut self, op: OpRef) {
        let n = self.ctx.num_results(op);
        if n > 0 {
            if self.collector.is_none() {
                match self.names {
                    Some(names) => names.write_result_groups(self.ctx, op, self.out),
                    None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
                }
            }
            self.write(" = ");
        }
        self.print_custom_or_generic_op(op);
    }

    /// Prints `op` without its results, in its custom form when it has one and the flags allow
    /// it, else in the generic form (MLIR's `OpAsmPrinter::printCustomOrGenericOp`): what an op
    /// whose custom form holds another op inline (`vector.mask`) prints.
    pub fn print_custom_or_generic_op(&mut self, op: OpRef) {
        if !self.flags.generic {
            if let Some(info) = self.ctx.op_registered_info_ref(op) {
                if let Some(print) = info.print {
                    self.print_op_name(op);
                    print(self, op);
                    return;
                }
            }
        }
        self.print_generic_op(op);
    }

    /// Prints an op's name for the custom form: without the default dialect's prefix when
    /// that is unambiguous (`module` for `builtin.module` at the top level), as MLIR does.
    pub(crate) fn print_op_name(&mut self, op: OpRef) {
        if self.collector.is_some() {
            return;
        }
        let name = self.ctx.op_name_text(op);
        let dd = self.default_dialect();
        let short =
            name.strip_prefix(dd).and_then(|r| r.strip_prefix('.')).filter(|r| !dd.is_empty() && !r.contains('.'));
        self.out.push_str(short.unwrap_or(name));
    }

    /// Prints an op in the generic form `"name"(operands)[succs] <{props}> (regions) {attrs} :
    /// type`.
    pub fn print_generic_op(&mut self, op: OpRef) {
        let ctx = self.ctx;
        if self.collector.is_some() {
            self.collect_generic_op(op);
            return;
        }
        let name = ctx.op_name_text(op);
        self.out.push('"');
        escape_into(name.as_bytes(), self.out);
        self.out.push('"');
        self.write("(");
        self.print_value_list(ctx.operands(op));
        self.write(")");
        let succs = ctx.successors(op);
        if !succs.is_empty() {
            self.write("[");
            for (i, &b) in succs.iter().enumerate() {
                if i > 0 {
                    self.write(", ");
                }
                self.print_block_name(b);
            }
            self.write("]");
        }
        if let Some(props) = ctx.op_properties(op) {
            self.write(" <");
            self.print_attribute(props);
            self.write(">");
        }
        let regions = ctx.op_regions(op);
        if !regions.is_empty() {
            self.write(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.write(", ");
                }
                self.print_region(r, true, true, true);
            }
            self.write(")");
        }
        self.print_optional_attr_dict(ctx.op_attrs(op), &[]);
        self.write(" : ");
        self.print_op_functional_type(op);
    }

    /// Visits what the generic form of `op` would print, in the order of MLIR's alias
    /// initializer: regions, operand types, result types, then attributes.
    fn collect_generic_op(&mut self, op: OpRef) {
        let ctx = self.ctx;
        for &r in ctx.op_regions(op) {
            self.print_region(r, true, true, true);
        }
        for v in ctx.operands(op) {
            self.print_type(ctx.value_type(v));
        }
        for t in ctx.result_types(op) {
            self.print_type(t);
        }
        let registered = ctx.op_registered_info_ref(op).is_some();
        let mut attrs: Vec<NamedAttribute> = ctx.op_attrs(op).to_vec();
        if registered {
            if let Some(p) = ctx.op_properties(op) {
                attrs.extend_from_slice(crate::builtin::attributes::DictionaryAttr::entries(ctx, p));
                attrs.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
            }
        }
        for a in attrs {
            self.print_attribute(a.value);
        }
    }

    /// Prints `(operand types) -> result types` for an op.
    pub fn print_op_functional_type(&mut self, op: OpRef) {
        let ctx = self.ctx;
        self.write("(");
        for (i, v) in ctx.operands(op).enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_type(ctx.value_type(v));
        }
        self.write(") -> ");
        let n = ctx.num_results(op);
        let single = if n == 1 { ctx.result_types(op).next() } else { None };
        match single {
            Some(t) if !t.isa::<FunctionType>(ctx) => self.print_type(t),
            _ => {
                self.write("(");
                for (i, t) in ctx.result_types(op).enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_type(t);
                }
                self.write(")");
            }
        }
    }

    /// Prints a region `{ ... }` with MLIR's rules for the entry block header.
    pub fn print_region(
        &mut self,
        region: RegionRef,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        crate::stack::with_stack(|| {
            self.print_region_inner(region, print_entry_args, print_terminators, print_empty_block)
        })
    }

    fn print_region_inner(
        &mut self,
        region: RegionRef,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        let ctx = self.ctx;
        self.write("{\n");
        if let Some(entry) = ctx.region_entry_block(region) {
            let dd = ctx
                .region_parent_op(region)
                .and_then(|p| ctx.op_registered_info_ref(p))
                .and_then(|i| i.default_dialect)
                .unwrap_or("");
            self.default_dialect.push(dd);
            self.compute_predecessors(region);
            let header = (print_empty_block && ctx.block_is_empty(entry))
                || (print_entry_args && ctx.num_block_arguments(entry) != 0);
            self.print_block(entry, header, print_terminators);
            let mut b = ctx.block_next(entry);
            while let Some(block) = b {
                self.print_block(block, true, true);
                b = ctx.block_next(block);
            }
            self.default_dialect.pop();
        }
        self.write_indent();
        self.write("}");
    }

    /// The default dialect of the innermost region being printed (for custom printers that may
    /// drop the dialect prefix).
    pub(crate) fn default_dialect(&self) -> &'static str {
        self.default_dialect.last().copied().unwrap_or("")
    }

    fn compute_predecessors(&mut self, region: RegionRef) {
        let ctx = self.ctx;
        for b in ctx.region_blocks(region) {
            if let Some(term) = ctx.block_last_op(b) {
                for &s in ctx.successors(term) {
                    self.preds.entry(s).or_default().push(b);
                }
            }
            self.preds.entry(b).or_default();
        }
    }

    fn print_block(&mut self, block: BlockRef, print_header: bool, print_terminator: bool) {
        let ctx = self.ctx;
        if print_header {
            self.write_indent();
            self.print_block_name(block);
            let n = ctx.num_block_arguments(block);
            if n > 0 {
                self.write("(");
                for i in 0..n {
                    if i > 0 {
                        self.write(", ");
                    }
                    let v = Value::Argument { block, index: i as u32 };
                    self.print_value(v);
                    self.write(": ");
                    self.print_type(ctx.value_type(v));
                    let loc = ctx.block_argument_loc(block, i);
                    self.print_argument_location(loc);
                }
                self.write(")");
            }
            self.write(":");
            let preds = self.preds.get(&block).cloned().unwrap_or_default();
            if preds.is_empty() {
                if !ctx.is_entry_block(block) {
                    self.write("  // no predecessors");
                }
            } else if preds.len() == 1 {
                self.write("  // pred: ");
                self.print_block_name(preds[0]);
            } else {
                let mut sorted = preds.clone();
                if let Some(names) = self.names {
                    sorted.sort_by_key(|b| names.block_number(*b));
                }
                let _ = write!(self.out, "  // {} preds: ", sorted.len());
                for (i, p) in sorted.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_block_name(*p);
                }
            }
            self.write("\n");
        }
        self.indent += 2;
        let last = ctx.block_last_op(block);
        let skip_last = !print_terminator && last.is_some_and(|l| self.is_terminator(l));
        if self.parallel && self.collector.is_none() && self.print_block_in_parallel(block, skip_last) {
            self.indent -= 2;
            return;
        }
        if self.parallel
            && self.collector.as_deref().is_some_and(AliasCollector::is_idle)
            && self.collect_block_in_parallel(block, skip_last)
        {
            self.indent -= 2;
            return;
        }
        for op in ctx.block_ops(block) {
            if skip_last && Some(op) == last {
                break;
            }
            self.write_indent();
            self.print_op_with_loc(op);
            self.write("\n");
            self.spill(false);
        }
        self.indent -= 2;
    }

    fn is_terminator(&self, op: OpRef) -> bool {
        self.ctx.op_has_trait::<crate::traits::IsTerminator>(op)
    }

    /// Prints the ops of `block` on several threads when it holds several isolated-from-above
    /// ops with regions (functions); returns whether it did. Only the first such block is
    /// split: the ops inside are printed by one thread each.
    fn print_block_in_parallel(&mut self, block: BlockRef, skip_last: bool) -> bool {
        use rayon::prelude::*;
        let ctx = self.ctx;
        let mut ops: Vec<OpRef> = ctx.block_ops(block).collect();
        if skip_last {
            ops.pop();
        }
        let isolated = ops
            .iter()
            .filter(|&&op| !ctx.op_regions(op).is_empty() && ctx.op_has_trait::<crate::traits::IsolatedFromAbove>(op))
            .count();
        if isolated < 2 {
            return false;
        }
        self.parallel = false;
        let (flags, indent, names, aliases) = (self.flags, self.indent, self.names, self.aliases);
        let default_dialect = self.default_dialect.clone();
        // A few ops per thread at a time, so the text is not held twice in memory.
        for chunk in ops.chunks(8 * rayon::current_num_threads()) {
            let pieces: Vec<String> = chunk
                .par_iter()
                .map(|&op| {
                    let mut s = String::new();
                    let mut p = AsmPrinter::new(ctx, &mut s, flags);
                    p.indent = indent;
                    p.names = names;
                    p.aliases = aliases;
                    p.default_dialect = default_dialect.clone();
                    p.write_indent();
                    p.print_op_with_loc(op);
                    p.write("\n");
                    s
                })
                .collect();
            for s in pieces {
                self.write_through(&s);
            }
        }
        true
    }
}

impl AsmPrinter<'_> {
    /// The dry run of [`AsmPrinter::print_block_in_parallel`], which chooses the aliases: when
    /// `block` holds several isolated-from-above ops with regions (functions), each op is
    /// visited on a thread of the pool by a printer with a collector of its own, and the
    /// collectors are merged into this printer's in the ops' order ([`AliasCollector::merge`]),
    /// which gives the aliases one walk in order would. Returns whether it did.
    fn collect_block_in_parallel(&mut self, block: BlockRef, skip_last: bool) -> bool {
        use rayon::prelude::*;
        let ctx = self.ctx;
        let mut ops: Vec<OpRef> = ctx.block_ops(block).collect();
        if skip_last {
            ops.pop();
        }
        let isolated = ops
            .iter()
            .filter(|&&op| !ctx.op_regions(op).is_empty() && ctx.op_has_trait::<crate::traits::IsolatedFromAbove>(op))
            .count();
        if isolated < 2 {
            return false;
        }
        self.parallel = false;
        let (flags, indent, names) = (self.flags, self.indent, self.names);
        let default_dialect = self.default_dialect.clone();
        let visits: Vec<(AliasCollector, Vec<u64>)> = ops
            .par_iter()
            .map(|&op| {
                let mut collector = AliasCollector::default();
                let mut scratch = String::new();
                let mut p = AsmPrinter::new(ctx, &mut scratch, flags);
                p.indent = indent;
                p.names = names;
                p.default_dialect = default_dialect.clone();
                p.collector = Some(&mut collector);
                p.write_indent();
                p.print_op_with_loc(op);
                let mut distinct: Vec<(u64, u64)> = p.distinct_ids.into_iter().collect();
                distinct.sort_unstable_by_key(|&(_, n)| n);
                (collector, distinct.into_iter().map(|(id, _)| id).collect())
            })
            .collect();
        for (collector, distinct) in visits {
            if let Some(c) = self.collector.as_deref_mut() {
                c.merge(collector);
            }
            for id in distinct {
                let n = self.distinct_ids.len() as u64;
                self.distinct_ids.entry(id).or_insert(n);
            }
        }
        true
    }
}

/// Appends `s` with MLIR's string escapes: `\\` for a backslash, `\XX` for `"` and every
/// non-printable byte.
pub fn escape_into(s: &[u8], out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &c in s {
        match c {
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e if c != b'"' => out.push(c as char),
            _ => {
                out.push('\\');
                out.push(HEX[(c >> 4) as usize] as char);
                out.push(HEX[(c & 15) as usize] as char);
            }
        }
    }
}

/// Whether `s` is a bare identifier `[a-zA-Z_][a-zA-Z0-9_$.]*`.
pub(crate) fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b[1..].iter().all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

fn is_simple_dialect_symbol(s: &str) -> bool {
    let b = s.as_bytes();
    if b.is_empty() || !b[0].is_ascii_alphabetic() {
        return false;
    }
    let rest = s.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}
