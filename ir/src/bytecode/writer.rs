//! Writing bytecode: the IR under an op is encoded in MLIR's format (version 6 by default, down
//! to version 0 on request). Builtin attributes and types use the builtin dialect's compact
//! encodings as `mlir-opt` writes them ([`super::builtin_encode`]), the others the textual
//! fallback (their text, which `mlir-opt` parses); ops' inherent attributes are encoded in the properties section as ODS
//! encodes them ([`super::properties`]); the regions of isolated-from-above ops are nested
//! sections, as MLIR writes them for lazy loading; `dense_resource` blobs go to the resource
//! section. A value whose uses are not in the order reading builds by itself gets a use-list
//! order, as MLIR writes them.

use super::builtin_encode::{encode_attr, encode_type, Refs};
use super::dialect::encode_dialect_attr;
use super::encoding::{op_mask, section, Emitter, CURRENT_VERSION};
use super::encoding::{
    VERSION_DIALECT_VERSIONING, VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION, VERSION_LAZY_LOADING,
    VERSION_NATIVE_PROPERTIES, VERSION_USE_LIST_ORDERING,
};
use super::properties::{write_sparse_array, PropertiesLayout};
use crate::attributes::Attribute;
use crate::builtin::locations::UnknownLoc;
use crate::context::Context;
use crate::registry::NativeProperty;
use crate::traits::IsolatedFromAbove;
use crate::types::Type;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};
use rustc_hash::FxHashMap;

/// How to write: the format version and the producer string.
#[derive(Clone, Debug)]
pub struct WriterConfig {
    /// The bytecode version (`--emit-bytecode-version`), at most [`CURRENT_VERSION`].
    pub version: u64,
    /// The producer string recorded in the header (MLIR writes `MLIR` and its version).
    pub producer: String,
}

impl Default for WriterConfig {
    fn default() -> Self {
        WriterConfig { version: CURRENT_VERSION, producer: concat!("oxir", env!("CARGO_PKG_VERSION")).to_string() }
    }
}

#[derive(Default)]
struct Interner {
    index: FxHashMap<String, usize>,
    list: Vec<String>,
}

impl Interner {
    fn get(&mut self, s: &str) -> usize {
        if let Some(&i) = self.index.get(s) {
            return i;
        }
        self.list.push(s.to_string());
        self.index.insert(s.to_string(), self.list.len() - 1);
        self.list.len() - 1
    }
}

/// What an attribute or type entry holds: its builtin compact encoding (encoded once the
/// indices it refers to are final) or its text.
enum Encoding {
    Attr(Attribute),
    /// A non-builtin attribute in its dialect's compact encoding.
    DialectAttr(Attribute, super::dialect::DialectBytecode),
    Type(Type),
    Text(String),
}

/// An attribute or type entry: its dialect and encoding, and its final index once grouped.
struct Entry {
    dialect: usize,
    encoding: Encoding,
    index: usize,
}

struct Writer<'c> {
    ctx: &'c Context,
    config: &'c WriterConfig,
    strings: Interner,
    dialects: Interner,
    op_names: FxHashMap<String, (usize, usize, bool, usize)>,
    attrs: Vec<Entry>,
    attr_index: FxHashMap<Attribute, usize>,
    types: Vec<Entry>,
    type_index: FxHashMap<Type, usize>,
    properties: Vec<Vec<u8>>,
    property_index: FxHashMap<Vec<u8>, usize>,
    values: FxHashMap<Value, u64>,
    /// Each written op's position in a pre-order walk, which orders uses as MLIR's `getUseID`.
    op_ids: FxHashMap<OpRef, u64>,
}

/// Encodes `op` (the top-level op, usually a module) as a bytecode file.
pub fn write(ctx: &Context, op: OpRef, config: &WriterConfig) -> Result<Vec<u8>, String> {
    if config.version > CURRENT_VERSION {
        return Err(format!(
            "unsupported version requested {}, must be in range [0, {CURRENT_VERSION}]",
            config.version
        ));
    }
    let mut w = Writer {
        ctx,
        config,
        strings: Interner::default(),
        dialects: Interner::default(),
        op_names: FxHashMap::default(),
        attrs: Vec::new(),
        attr_index: FxHashMap::default(),
        types: Vec::new(),
        type_index: FxHashMap::default(),
        properties: Vec::new(),
        property_index: FxHashMap::default(),
        values: FxHashMap::default(),
        op_ids: FxHashMap::default(),
    };
    ctx.walk_ops_pre_order(op, &mut |o| {
        let id = w.op_ids.len() as u64;
        w.op_ids.insert(o, id);
        crate::WalkResult::Advance
    });
    w.dialects.get("builtin");
    w.collect_op(op)?;
    w.number();
    let mut ir = Emitter::default();
    ir.varint_with_flag(1, false);
    if ctx.num_results(op) > 0 {
        return Err(format!("the top-level '{}' op cannot have results in bytecode", ctx.op_name_text(op)));
    }
    w.write_op(&mut ir, op, 0)?;
    Ok(w.finish(&ir.bytes))
}

/// The dialect an attribute or type's text belongs to (`#arith.fastmath<...>` is arith's; the
/// builtin ones have no prefix).
fn dialect_of_text(text: &str, sigil: char) -> &str {
    let Some(rest) = text.strip_prefix(sigil) else { return "builtin" };
    let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
    match rest.as_bytes().get(end) {
        Some(b'.') | Some(b'<') if end > 0 => &rest[..end],
        _ => "builtin",
    }
}

impl Writer<'_> {
    /// Registers `a` and, for a builtin compact encoding, what it refers to.
    fn attr(&mut self, a: Attribute) {
        if self.attr_index.contains_key(&a) {
            return;
        }
        let ctx = self.ctx;
        let dialect = ctx.attr_storage(a).dialect();
        let hooks = if dialect == "builtin" { None } else { super::dialect::dialect_bytecode(ctx, dialect) };
        let entry = if encode_attr(ctx, a, self).is_some() {
            Entry { dialect: 0, encoding: Encoding::Attr(a), index: 0 }
        } else if let Some(hooks) = hooks.filter(|h| encode_dialect_attr(ctx, h, a, self).is_some()) {
            let dialect = self.dialects.get(dialect);
            Entry { dialect, encoding: Encoding::DialectAttr(a, hooks), index: 0 }
        } else {
            let mut text = a.to_text(ctx);
            if a.is_location(ctx) && !text.starts_with("loc(") {
                text = format!("loc({text})");
            }
            let dialect = self.dialects.get(dialect_of_text(&text, '#'));
            Entry { dialect, encoding: Encoding::Text(text), index: 0 }
        };
        self.attr_index.insert(a, self.attrs.len());
        self.attrs.push(entry);
    }

    /// Registers `t` and, for a builtin compact encoding, what it refers to.
    fn ty(&mut self, t: Type) {
        if self.type_index.contains_key(&t) {
            return;
        }
        let ctx = self.ctx;
        let entry = if encode_type(ctx, t, self).is_some() {
            Entry { dialect: 0, encoding: Encoding::Type(t), index: 0 }
        } else {
            let text = t.to_text(ctx);
            let dialect = self.dialects.get(dialect_of_text(&text, '!'));
            Entry { dialect, encoding: Encoding::Text(text), index: 0 }
        };
        self.type_index.insert(t, self.types.len());
        self.types.push(entry);
    }

    fn layout(&self, op: OpRef) -> Option<PropertiesLayout> {
        let info = self.ctx.op_registered_info_ref(op)?;
        PropertiesLayout::of(info, self.config.version)
    }

    fn native_properties(&self) -> bool {
        self.config.version >= VERSION_NATIVE_PROPERTIES
    }

    /// The discardable attributes an op is written with: before version 5 its inherent
    /// attributes join them.
    fn attr_dict(&self, op: OpRef) -> Attribute {
        if self.native_properties() {
            return self.ctx.op_attr_dict(op);
        }
        let mut entries: Vec<crate::NamedAttribute> = self.ctx.op_attrs(op).to_vec();
        if let Some(props) = self.ctx.op_properties(op) {
            if let Some(dict) = props.dyn_cast::<crate::builtin::attributes::DictionaryAttr>(self.ctx) {
                entries.extend(dict.entries.iter().copied());
            }
        }
        crate::builtin::attributes::DictionaryAttr::get(self.ctx, entries)
    }

    fn collect_op(&mut self, op: OpRef) -> Result<(), String> {
        let ctx = self.ctx;
        let name = ctx.op_name_text(op).to_string();
        if !self.op_names.contains_key(&name) {
            let (dialect, short) = name.split_once('.').unwrap_or((name.as_str(), ""));
            let d = self.dialects.get(dialect);
            let s = self.strings.get(short);
            let registered = ctx.op_registered_info_ref(op).is_some();
            self.op_names.insert(name.clone(), (d, s, registered, 0));
        }
        self.attr(ctx.op_loc(op));
        let dict = self.attr_dict(op);
        if !self.attr_dict_is_empty(dict) {
            self.attr(dict);
        }
        if self.native_properties() {
            if let Some(props) = ctx.op_properties(op) {
                if let Some(layout) = self.layout(op) {
                    if let Some(d) = props.dyn_cast::<crate::builtin::attributes::DictionaryAttr>(ctx) {
                        for e in d.entries.iter() {
                            let name = ctx.ident_str(e.name);
                            if !layout.natives.iter().any(|&(n, _)| n == name) {
                                self.attr(e.value);
                            }
                        }
                    }
                } else if ctx.op_registered_info_ref(op).is_none() {
                    self.attr(props);
                }
            }
        }
        for t in ctx.result_types(op).collect::<Vec<_>>() {
            self.ty(t);
        }
        for &r in ctx.op_regions(op) {
            for b in ctx.region_blocks(r).collect::<Vec<_>>() {
                for (i, v) in ctx.block_arguments(b).enumerate() {
                    self.ty(ctx.value_type(v));
                    let loc = ctx.block_argument_loc(b, i);
                    self.attr(loc);
                }
                for nested in ctx.block_ops(b).collect::<Vec<_>>() {
                    self.collect_op(nested)?;
                }
            }
        }
        Ok(())
    }

    fn attr_dict_is_empty(&self, dict: Attribute) -> bool {
        dict.dyn_cast::<crate::builtin::attributes::DictionaryAttr>(self.ctx).is_none_or(|d| d.entries.is_empty())
    }

    /// Assigns the final indices: op names, attributes and types grouped by dialect.
    fn number(&mut self) {
        let mut names: Vec<(usize, String)> = self.op_names.iter().map(|(n, v)| (v.0, n.clone())).collect();
        names.sort();
        for (i, (_, n)) in names.iter().enumerate() {
            if let Some(v) = self.op_names.get_mut(n) {
                v.3 = i;
            }
        }
        for entries in [&mut self.attrs, &mut self.types] {
            let mut order: Vec<usize> = (0..entries.len()).collect();
            order.sort_by_key(|&i| (entries[i].dialect, i));
            for (pos, &i) in order.iter().enumerate() {
                entries[i].index = pos;
            }
        }
    }

    fn attr_ref(&self, a: Attribute) -> u64 {
        self.attr_index.get(&a).and_then(|&i| self.attrs.get(i)).map_or(0, |e| e.index as u64)
    }

    fn type_ref(&self, t: Type) -> u64 {
        self.type_index.get(&t).and_then(|&i| self.types.get(i)).map_or(0, |e| e.index as u64)
    }

    fn properties_entry(&mut self, op: OpRef) -> Result<Option<usize>, String> {
        let ctx = self.ctx;
        let props = ctx.op_properties(op);
        let mut e = Emitter::default();
        if let Some(layout) = self.layout(op) {
            let dict = props.and_then(|p| p.dyn_cast::<crate::builtin::attributes::DictionaryAttr>(ctx));
            let find = |name: &str| dict.and_then(|d| d.entries.iter().find(|e| ctx.ident_str(e.name) == name));
            for &(name, required) in &layout.attrs {
                match (find(name), required) {
                    (Some(entry), true) => e.varint(self.attr_ref(entry.value)),
                    (Some(entry), false) => e.varint_with_flag(self.attr_ref(entry.value), true),
                    (None, false) => e.varint(0),
                    (None, true) => {
                        return Err(format!(
                            "'{}' op requires attribute '{name}' to be written as bytecode",
                            ctx.op_name_text(op)
                        ))
                    }
                }
            }
            for &(name, kind) in &layout.natives {
                let value = find(name).map(|entry| entry.value);
                match kind {
                    NativeProperty::Int(width) => {
                        let int = value.and_then(|v| v.dyn_cast::<crate::builtin::attributes::IntegerAttr>(ctx));
                        let bits = int.map_or(0, |i| i.value.low_u64());
                        let mask = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
                        e.varint(bits & mask);
                    }
                    NativeProperty::Unit => {
                        let set = value.is_some_and(|v| {
                            v.isa::<crate::builtin::attributes::UnitAttr>(ctx)
                                || v.dyn_cast::<crate::builtin::attributes::IntegerAttr>(ctx)
                                    .is_some_and(|i| !i.value.is_zero())
                        });
                        e.byte(u8::from(set));
                    }
                }
            }
            for &(name, len) in &layout.segments {
                let mut sizes: Vec<i64> = find(name)
                    .and_then(|entry| {
                        entry
                            .value
                            .dyn_cast::<crate::builtin::attributes::DenseArrayAttr>(ctx)
                            .map(|a| a.values.iter().map(|v| v.low_u64() as u32 as i64).collect())
                    })
                    .unwrap_or_default();
                sizes.resize(len.max(sizes.len()), 0);
                write_sparse_array(&mut e, &sizes);
            }
        } else if ctx.op_registered_info_ref(op).is_none() {
            let Some(p) = props else { return Ok(None) };
            e.varint(self.attr_ref(p));
        } else {
            return Ok(None);
        }
        if let Some(&i) = self.property_index.get(&e.bytes) {
            return Ok(Some(i));
        }
        self.properties.push(e.bytes.clone());
        self.property_index.insert(e.bytes, self.properties.len() - 1);
        Ok(Some(self.properties.len() - 1))
    }

    /// Writes `op`, whose results are numbered already; its non-isolated regions number their
    /// values from `nested_base` (after every value of the enclosing regions of its scope).
    fn write_op(&mut self, out: &mut Emitter, op: OpRef, nested_base: u64) -> Result<(), String> {
        let ctx = self.ctx;
        let name = ctx.op_name_text(op);
        let name_index = self.op_names[name].3;
        out.varint(name_index as u64);
        let mask_at = out.bytes.len();
        out.byte(0);
        let mut mask = 0u8;
        out.varint(self.attr_ref(ctx.op_loc(op)));
        let dict = self.attr_dict(op);
        if !self.attr_dict_is_empty(dict) {
            mask |= op_mask::HAS_ATTRS;
            out.varint(self.attr_ref(dict));
        }
        if self.native_properties() {
            if let Some(i) = self.properties_entry(op)? {
                mask |= op_mask::HAS_PROPERTIES;
                out.varint(i as u64);
            }
        }
        let n_results = ctx.num_results(op);
        if n_results > 0 {
            mask |= op_mask::HAS_RESULTS;
            out.varint(n_results as u64);
            for t in ctx.result_types(op) {
                out.varint(self.type_ref(t));
            }
        }
        if ctx.num_operands(op) > 0 {
            mask |= op_mask::HAS_OPERANDS;
            out.varint(ctx.num_operands(op) as u64);
            for v in ctx.operands(op) {
                let Some(&id) = self.values.get(&v) else {
                    return Err(format!("'{name}' op uses a value defined outside the written IR"));
                };
                out.varint(id);
            }
        }
        let successors = ctx.successors(op);
        if !successors.is_empty() {
            mask |= op_mask::HAS_SUCCESSORS;
            out.varint(successors.len() as u64);
            let parent = ctx.op_parent_block(op).and_then(|b| ctx.block_parent_region(b));
            for &s in successors {
                let index = parent.and_then(|r| ctx.region_blocks(r).position(|b| b == s));
                let Some(index) = index else { return Err(format!("'{name}' op branches out of its region")) };
                out.varint(index as u64);
            }
        }
        if self.config.version >= VERSION_USE_LIST_ORDERING {
            let results: Vec<Value> = ctx.results(op).collect();
            if self.write_use_list_orders(out, &results) {
                mask |= op_mask::HAS_USE_LIST_ORDERS;
            }
        }
        let regions = ctx.op_regions(op).to_vec();
        if !regions.is_empty() {
            mask |= op_mask::HAS_INLINE_REGIONS;
            let isolated = ctx.op_has_trait::<IsolatedFromAbove>(op);
            out.varint_with_flag(regions.len() as u64, isolated);
            if isolated {
                let mut nested = Emitter::default();
                for &r in &regions {
                    self.write_region(&mut nested, r, 0)?;
                }
                if self.config.version >= VERSION_LAZY_LOADING {
                    out.section(section::IR, &nested.bytes, 1);
                } else {
                    out.raw(&nested.bytes);
                }
            } else {
                for &r in &regions {
                    self.write_region(out, r, nested_base)?;
                }
            }
        }
        out.bytes[mask_at] = mask;
        Ok(())
    }

    /// Writes a region whose values are numbered from `base`: all of them first (a value may be
    /// used before the block defining it), then its blocks.
    fn write_region(&mut self, out: &mut Emitter, r: RegionRef, base: u64) -> Result<(), String> {
        let ctx = self.ctx;
        let blocks: Vec<BlockRef> = ctx.region_blocks(r).collect();
        out.varint(blocks.len() as u64);
        if blocks.is_empty() {
            return Ok(());
        }
        let mut next = base;
        for &b in &blocks {
            for v in ctx.block_arguments(b) {
                self.values.insert(v, next);
                next += 1;
            }
            for op in ctx.block_ops(b) {
                for v in ctx.results(op) {
                    self.values.insert(v, next);
                    next += 1;
                }
            }
        }
        out.varint(next - base);
        for &b in &blocks {
            let ops: Vec<OpRef> = ctx.block_ops(b).collect();
            let n_args = ctx.num_block_arguments(b);
            out.varint_with_flag(ops.len() as u64, n_args > 0);
            if n_args > 0 {
                out.varint(n_args as u64);
                for (i, v) in ctx.block_arguments(b).enumerate() {
                    let loc = ctx.block_argument_loc(b, i);
                    let ty = self.type_ref(ctx.value_type(v));
                    if self.config.version >= VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
                        let known = !loc.isa::<UnknownLoc>(ctx);
                        out.varint_with_flag(ty, known);
                        if known {
                            out.varint(self.attr_ref(loc));
                        }
                    } else {
                        out.varint(ty);
                        out.varint(self.attr_ref(loc));
                    }
                }
                if self.config.version >= VERSION_USE_LIST_ORDERING {
                    let args: Vec<Value> = ctx.block_arguments(b).collect();
                    let mask_at = out.bytes.len();
                    out.byte(0);
                    if self.write_use_list_orders(out, &args) {
                        out.bytes[mask_at] = op_mask::HAS_USE_LIST_ORDERS;
                    }
                }
            }
            for op in ops {
                self.write_op(out, op, next)?;
            }
        }
        Ok(())
    }

    /// The order of `v`'s uses MLIR records (the use-list indices sorted by descending use ID),
    /// when it is not the order reading the bytecode builds (descending use IDs) by itself.
    fn use_list_order(&self, v: Value) -> Option<Vec<u64>> {
        let ids: Option<Vec<u64>> = self
            .ctx
            .uses(v)
            .map(|u| self.op_ids.get(&u.owner).map(|&owner| (owner << 32) | u64::from(u.index)))
            .collect();
        let ids = ids?;
        if ids.len() < 2 || ids.windows(2).all(|w| w[0] > w[1]) {
            return None;
        }
        let mut order: Vec<u64> = (0..ids.len() as u64).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(ids[i as usize]));
        Some(order)
    }

    /// Writes the use-list orders of `range` (an op's results or a block's arguments) as MLIR's
    /// `writeUseListOrders` does; whether there were any.
    fn write_use_list_orders(&self, out: &mut Emitter, range: &[Value]) -> bool {
        let orders: Vec<(usize, Vec<u64>)> =
            range.iter().enumerate().filter_map(|(i, &v)| self.use_list_order(v).map(|o| (i, o))).collect();
        if orders.is_empty() {
            return false;
        }
        if range.len() != 1 {
            out.varint(orders.len() as u64);
        }
        for (index, order) in orders {
            let shuffled: Vec<(u64, u64)> =
                order.iter().enumerate().filter(|&(i, &o)| i as u64 != o).map(|(i, &o)| (o, i as u64)).collect();
            if range.len() != 1 {
                out.varint(index as u64);
            }
            if shuffled.len() < order.len() / 2 {
                out.varint_with_flag(shuffled.len() as u64 * 2, true);
                for (value, index) in shuffled {
                    out.varint(value);
                    out.varint(index);
                }
            } else {
                out.varint_with_flag(order.len() as u64, false);
                for o in order {
                    out.varint(o);
                }
            }
        }
        true
    }

    fn finish(&self, ir: &[u8]) -> Vec<u8> {
        let version = self.config.version;
        let mut file = Emitter::default();
        file.raw(super::MAGIC);
        file.varint(version);
        file.null_terminated(&self.config.producer);

        let mut strings = self.strings_with_dialects();
        let mut dialect = Emitter::default();
        dialect.varint(self.dialects.list.len() as u64);
        for d in &self.dialects.list {
            let s = strings.get(d) as u64;
            if version >= VERSION_DIALECT_VERSIONING {
                dialect.varint_with_flag(s, false);
            } else {
                dialect.varint(s);
            }
        }
        let mut names: Vec<(usize, usize, bool, usize)> = self.op_names.values().copied().collect();
        names.sort_by_key(|n| n.3);
        if version >= VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
            dialect.varint(names.len() as u64);
        }
        let mut i = 0;
        while i < names.len() {
            let d = names[i].0;
            let group: Vec<_> = names[i..].iter().take_while(|n| n.0 == d).copied().collect();
            dialect.varint(d as u64);
            dialect.varint(group.len() as u64);
            for (_, s, registered, _) in &group {
                if version >= VERSION_NATIVE_PROPERTIES {
                    dialect.varint_with_flag(*s as u64, *registered);
                } else {
                    dialect.varint(*s as u64);
                }
            }
            i += group.len();
        }
        file.section(section::DIALECT, &dialect.bytes, 1);

        let mut data = Emitter::default();
        let mut offsets = Emitter::default();
        offsets.varint(self.attrs.len() as u64);
        offsets.varint(self.types.len() as u64);
        for entries in [&self.attrs, &self.types] {
            let mut order: Vec<&Entry> = entries.iter().collect();
            order.sort_by_key(|e| e.index);
            let mut i = 0;
            while i < order.len() {
                let d = order[i].dialect;
                let group: Vec<&Entry> = order[i..].iter().take_while(|e| e.dialect == d).copied().collect();
                offsets.varint(d as u64);
                offsets.varint(group.len() as u64);
                for e in &group {
                    let start = data.bytes.len();
                    let custom = match &e.encoding {
                        Encoding::Text(text) => {
                            data.null_terminated(text);
                            false
                        }
                        Encoding::Attr(a) => {
                            let bytes = encode_attr(self.ctx, *a, &mut FinalRefs { w: self, strings: &mut strings });
                            data.raw(&bytes.unwrap_or_default());
                            true
                        }
                        Encoding::DialectAttr(a, hooks) => {
                            let mut refs = FinalRefs { w: self, strings: &mut strings };
                            let bytes = encode_dialect_attr(self.ctx, hooks, *a, &mut refs);
                            data.raw(&bytes.unwrap_or_default());
                            true
                        }
                        Encoding::Type(t) => {
                            let bytes = encode_type(self.ctx, *t, &mut FinalRefs { w: self, strings: &mut strings });
                            data.raw(&bytes.unwrap_or_default());
                            true
                        }
                    };
                    offsets.varint_with_flag((data.bytes.len() - start) as u64, custom);
                }
                i += group.len();
            }
        }
        file.section(section::ATTR_TYPE_OFFSET, &offsets.bytes, 1);
        file.section(section::ATTR_TYPE, &data.bytes, 1);
        file.section(section::IR, ir, 1);
        self.write_resources(&mut file, &mut strings);
        if version >= VERSION_NATIVE_PROPERTIES {
            let mut props = Emitter::default();
            props.varint(self.properties.len() as u64);
            for p in &self.properties {
                props.varint(p.len() as u64);
                props.raw(p);
            }
            file.section(section::PROPERTIES, &props.bytes, 1);
        }
        let mut st = Emitter::default();
        st.varint(strings.list.len() as u64);
        for s in strings.list.iter().rev() {
            st.varint(s.len() as u64 + 1);
        }
        for s in &strings.list {
            st.null_terminated(s);
        }
        file.section(section::STRING, &st.bytes, 1);
        file.bytes
    }

    fn strings_with_dialects(&self) -> Interner {
        let mut strings = Interner { index: self.strings.index.clone(), list: self.strings.list.clone() };
        for d in &self.dialects.list {
            strings.get(d);
        }
        strings
    }

    /// Writes the dialect resources (the blobs `dense_resource` attributes refer to) and the
    /// external resources of the context.
    fn write_resources(&self, file: &mut Emitter, strings: &mut Interner) {
        let store = &self.ctx.resources;
        let dialect_groups = store.dialect.lock().clone();
        let external_groups = store.external.lock().clone();
        let known: Vec<_> = dialect_groups.iter().filter(|(d, _)| self.dialects.index.contains_key(d)).collect();
        if known.is_empty() && external_groups.is_empty() {
            return;
        }
        let mut data = Emitter::default();
        let mut offsets = Emitter::default();
        let mut max_align = 1usize;
        offsets.varint(external_groups.len() as u64);
        for (owner, entries) in &external_groups {
            offsets.varint(strings.get(owner) as u64);
            offsets.varint(entries.len() as u64);
            for e in entries {
                write_resource_entry(e, &mut data, &mut offsets, strings, &mut max_align);
            }
        }
        for (d, entries) in known {
            offsets.varint(self.dialects.index[d] as u64);
            offsets.varint(entries.len() as u64);
            for e in entries {
                write_resource_entry(e, &mut data, &mut offsets, strings, &mut max_align);
            }
        }
        file.section(section::RESOURCE, &data.bytes, max_align);
        file.section(section::RESOURCE_OFFSET, &offsets.bytes, 1);
    }
}

impl Refs for Writer<'_> {
    fn attr(&mut self, a: Attribute) -> u64 {
        Writer::attr(self, a);
        0
    }

    fn ty(&mut self, t: Type) -> u64 {
        Writer::ty(self, t);
        0
    }

    fn string(&mut self, s: &str) -> u64 {
        self.strings.get(s) as u64
    }

    fn resource(&mut self, dialect: &str, key: &str) -> Option<u64> {
        // While collecting, only whether it exists: the handles are final once every dialect
        // the file names is known.
        let groups = self.ctx.resources.dialect.lock();
        let found = groups.iter().any(|(d, entries)| d == dialect && entries.iter().any(|e| e.key == key));
        found.then_some(0)
    }
}

/// The final indices, for encoding the entries once they are numbered.
struct FinalRefs<'a, 'c> {
    w: &'a Writer<'c>,
    strings: &'a mut Interner,
}

impl Refs for FinalRefs<'_, '_> {
    fn attr(&mut self, a: Attribute) -> u64 {
        self.w.attr_ref(a)
    }

    fn ty(&mut self, t: Type) -> u64 {
        self.w.type_ref(t)
    }

    fn string(&mut self, s: &str) -> u64 {
        self.strings.get(s) as u64
    }

    fn resource(&mut self, dialect: &str, key: &str) -> Option<u64> {
        // The resource section lists the resources of the file's dialects, group by group, in
        // the context's order ([`Writer::write_resources`]); a handle counts them.
        let groups = self.w.ctx.resources.dialect.lock();
        let mut index = 0u64;
        for (d, entries) in groups.iter().filter(|(d, _)| self.w.dialects.index.contains_key(d)) {
            for e in entries {
                if d == dialect && e.key == key {
                    return Some(index);
                }
                index += 1;
            }
        }
        None
    }
}

/// Writes one resource value to `data` and its key, size and kind to `offsets`.
fn write_resource_entry(
    e: &crate::resources::ResourceEntry,
    data: &mut Emitter,
    offsets: &mut Emitter,
    strings: &mut Interner,
    max_align: &mut usize,
) {
    let start = data.bytes.len();
    let kind = if e.value == "true" || e.value == "false" {
        data.byte(u8::from(e.value == "true"));
        1
    } else if let Some((align, bytes)) = decode_blob(&e.value) {
        let align = (align as usize).max(1);
        *max_align = (*max_align).max(align);
        data.varint(align as u64);
        data.varint(bytes.len() as u64);
        data.align_to(0, align);
        data.raw(&bytes);
        0
    } else {
        let s = e.value.trim_matches('"');
        data.varint(strings.get(s) as u64);
        2
    };
    offsets.varint(strings.get(&e.key) as u64);
    offsets.varint((data.bytes.len() - start) as u64);
    offsets.byte(kind);
}

/// A blob resource's text `"0x<alignment: 4 bytes LE><data>"`: its alignment and bytes.
fn decode_blob(text: &str) -> Option<(u32, Vec<u8>)> {
    let hex = text.strip_prefix("\"0x")?.strip_suffix('"')?;
    if hex.len() < 8 || hex.len() % 2 != 0 {
        return None;
    }
    let bytes: Option<Vec<u8>> =
        (0..hex.len()).step_by(2).map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok()).collect();
    let bytes = bytes?;
    let align = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    Some((align, bytes[4..].to_vec()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dialects_come_from_the_text_of_attributes_and_types() {
        assert_eq!(dialect_of_text("#arith.fastmath<none>", '#'), "arith");
        assert_eq!(dialect_of_text("#llvm<\"x\">", '#'), "llvm");
        assert_eq!(dialect_of_text("!llvm.ptr", '!'), "llvm");
        assert_eq!(dialect_of_text("#map", '#'), "builtin");
        assert_eq!(dialect_of_text("i32", '!'), "builtin");
        assert_eq!(dialect_of_text("loc(unknown)", '#'), "builtin");
    }
}
