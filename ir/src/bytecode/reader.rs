//! Reading bytecode: the IR section is decoded into a tree of ops, blocks and regions (values
//! numbered per isolated scope as the writer numbered them, forward references resolved), which
//! is then rendered in MLIR's generic textual form with every location inline, for oxir's parser
//! to build the IR from. The use-list orders, which the text cannot carry, are returned beside it
//! ([`Decoded`]) for [`UseListOrders::apply`] to put the parsed IR's use-lists in order.

use super::attr_types::{AttrTypes, TypeText};
use super::encoding::{op_mask, section, Cursor, Result};
use super::encoding::{VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION, VERSION_LAZY_LOADING, VERSION_USE_LIST_ORDERING};
use super::properties::PropertiesLayout;
use super::sections::{File, ResourceValue};
use super::use_lists::{Order, UseListOrders, ValueKey};
use crate::context::Context;
use std::fmt::Write;
use std::rc::Rc;

/// Deepest region nesting read.
const MAX_REGION_DEPTH: usize = 200;

struct ValueInfo {
    text: String,
    ty: Option<Rc<TypeText>>,
}

struct Op {
    name: String,
    loc: String,
    attrs: Option<String>,
    props: Option<String>,
    results: Option<usize>,
    result_types: Vec<Rc<TypeText>>,
    operands: Vec<usize>,
    successors: Vec<usize>,
    regions: Vec<Vec<Block>>,
}

struct Block {
    args: Vec<(usize, String)>,
    ops: Vec<Op>,
}

/// The values visible in one isolated scope: a stack of slots, each region reserving its own.
#[derive(Default)]
struct Scope {
    slots: Vec<Option<usize>>,
    next: Vec<usize>,
}

struct Reader<'a, 'f, 'c> {
    ctx: &'c Context,
    file: &'f File<'a>,
    table: AttrTypes<'a, 'f>,
    properties: Vec<Cursor<'a>>,
    values: Vec<ValueInfo>,
    scopes: Vec<Scope>,
    op_count: usize,
    block_count: usize,
    arg_count: usize,
    depth: usize,
    use_lists: UseListOrders,
}

/// A decoded bytecode file: the IR in MLIR's generic textual form, and the use-list orders the
/// file records, to apply once the text is parsed.
#[derive(Clone, Debug, Default)]
pub struct Decoded {
    /// The IR (and its resources) as generic text.
    pub text: String,
    /// The use-list orders, for [`UseListOrders::apply`] on the op parsed from `text`.
    pub use_lists: UseListOrders,
}

/// Decodes a bytecode file into MLIR's generic textual form. `ctx` supplies the registered ops,
/// whose definitions say how their properties are encoded. The use-list orders are dropped:
/// [`decode`] keeps them.
pub fn read_to_text(ctx: &Context, bytes: &[u8]) -> Result<String> {
    decode(ctx, bytes).map(|d| d.text)
}

/// Decodes a bytecode file into MLIR's generic textual form and the use-list orders it records.
/// `ctx` supplies the registered ops, whose definitions say how their properties are encoded.
pub fn decode(ctx: &Context, bytes: &[u8]) -> Result<Decoded> {
    let file = File::parse(bytes)?;
    let table = AttrTypes::new(&file)?.with_dialects(ctx);
    let properties = read_properties_section(&file)?;
    let mut r = Reader {
        ctx,
        file: &file,
        table,
        properties,
        values: Vec::new(),
        scopes: Vec::new(),
        op_count: 0,
        block_count: 0,
        arg_count: 0,
        depth: 0,
        use_lists: UseListOrders::default(),
    };
    let mut c = file.section(section::IR);
    let (num_ops, has_args) = c.varint_with_flag()?;
    if has_args {
        return c.error("the top-level block cannot have arguments");
    }
    r.scopes.push(Scope { slots: Vec::new(), next: vec![0] });
    let mut ops = Vec::new();
    for _ in 0..num_ops {
        ops.push(r.read_op(&mut c)?);
    }
    if !c.is_empty() {
        return c.error("unexpected trailing data in the IR section");
    }
    if r.values.iter().any(|v| v.ty.is_none()) {
        return c.error("not all forward unresolved forward operand references");
    }
    let mut out = String::new();
    for op in &ops {
        r.render_op(op, 0, &mut out);
    }
    render_resources(&file, &mut out);
    r.use_lists.num_ops = r.op_count;
    Ok(Decoded { text: out, use_lists: r.use_lists })
}

fn read_properties_section<'a>(file: &File<'a>) -> Result<Vec<Cursor<'a>>> {
    let Some(mut c) = file.sections[usize::from(section::PROPERTIES)] else { return Ok(Vec::new()) };
    if c.is_empty() {
        return Ok(Vec::new());
    }
    let count = c.varint()?;
    let mut entries = Vec::new();
    for _ in 0..count {
        let len = c.varint()?;
        entries.push(c.bytes(len)?);
    }
    if !c.is_empty() {
        return c.error("Broken properties section: didn't exhaust the offsets table");
    }
    Ok(entries)
}

impl<'a> Reader<'a, '_, '_> {
    fn scope(&mut self) -> &mut Scope {
        self.scopes.last_mut().expect("a scope is pushed before any value is read")
    }

    fn read_operand(&mut self, c: &mut Cursor) -> Result<usize> {
        let i = c.index()?;
        let Some(slot) = self.scope().slots.get(i).copied() else {
            return c.error(format!("invalid value index: {i}"));
        };
        if let Some(v) = slot {
            return Ok(v);
        }
        let v = self.values.len();
        self.values.push(ValueInfo { text: String::new(), ty: None });
        self.scope().slots[i] = Some(v);
        Ok(v)
    }

    /// Defines the next value of the current region: `text`, of type `ty`.
    fn define(&mut self, c: &Cursor, text: String, ty: Rc<TypeText>) -> Result<usize> {
        let scope = self.scopes.last_mut().expect("a scope is pushed before any value is defined");
        let Some(next) = scope.next.last_mut() else { return c.error("value defined outside a region") };
        let id = *next;
        let Some(slot) = scope.slots.get_mut(id) else {
            return c
                .error(format!("value index range was outside of the expected range for the parent region, got {id}"));
        };
        *next += 1;
        match *slot {
            Some(v) if self.values[v].ty.is_none() => {
                self.values[v] = ValueInfo { text, ty: Some(ty) };
                Ok(v)
            }
            Some(_) => c.error("value index was already defined"),
            None => {
                let v = self.values.len();
                self.values.push(ValueInfo { text, ty: Some(ty) });
                *slot = Some(v);
                Ok(v)
            }
        }
    }

    /// Reads the use-list orders of a range of `range` values (an op's results or a block's
    /// arguments); `key` names the value at an index. As MLIR, the first order given for a value
    /// counts.
    fn read_use_list_orders(&mut self, c: &mut Cursor, range: u64, key: impl Fn(usize) -> ValueKey) -> Result<()> {
        let n = if range > 1 { c.varint()? } else { 1 };
        for _ in 0..n {
            let mut index = 0;
            if range > 1 {
                index = c.varint()?;
                if index >= range {
                    return c.error(format!("use-list order for value {index} of a range of {range}"));
                }
            }
            let (count, pairs) = c.varint_with_flag()?;
            if count > c.remaining() as u64 {
                return c.error("use-list order exceeds the section");
            }
            let mut indices = Vec::with_capacity(count as usize);
            for _ in 0..count {
                indices.push(c.varint()?);
            }
            self.use_lists.orders.entry(key(index as usize)).or_insert(Order { pairs, indices });
        }
        Ok(())
    }

    fn read_op(&mut self, c: &mut Cursor<'a>) -> Result<Op> {
        let name_index = c.index()?;
        let Some(op_name) = self.file.op_names.get(name_index).cloned() else {
            return c.error(format!("invalid operation name index: {name_index}"));
        };
        let dialect = self.file.dialect(c, op_name.dialect as u64)?;
        let name = if op_name.name.is_empty() { dialect.to_string() } else { format!("{dialect}.{}", op_name.name) };
        let mask = c.byte()?;
        let loc_attr = self.table.read_attr(c)?;
        if loc_attr.kind != super::attr_types::AttrKind::Loc {
            return c.error(format!("expected a location for op '{name}', but got: {}", loc_attr.text));
        }
        let mut op = Op {
            name,
            loc: loc_attr.text.clone(),
            attrs: None,
            props: None,
            results: None,
            result_types: Vec::new(),
            operands: Vec::new(),
            successors: Vec::new(),
            regions: Vec::new(),
        };
        if mask & op_mask::HAS_ATTRS != 0 {
            let dict = self.table.read_attr(c)?;
            if !dict.text.starts_with('{') {
                return c.error(format!("expected a dictionary of attributes, but got: {}", dict.text));
            }
            op.attrs = Some(dict.text.clone());
        }
        if mask & op_mask::HAS_PROPERTIES != 0 {
            op.props = Some(self.read_properties(c, &op.name, op_name.registered)?);
        }
        if mask & op_mask::HAS_RESULTS != 0 {
            let n = c.varint()?;
            if n > c.remaining() as u64 {
                return c.error("result count exceeds the section");
            }
            for _ in 0..n {
                op.result_types.push(self.table.read_type(c)?);
            }
        }
        if mask & op_mask::HAS_OPERANDS != 0 {
            let n = c.varint()?;
            if n > c.remaining() as u64 {
                return c.error("operand count exceeds the section");
            }
            for _ in 0..n {
                op.operands.push(self.read_operand(c)?);
            }
        }
        if mask & op_mask::HAS_SUCCESSORS != 0 {
            let n = c.varint()?;
            if n > c.remaining() as u64 {
                return c.error("successor count exceeds the section");
            }
            for _ in 0..n {
                op.successors.push(c.index()?);
            }
        }
        if self.file.version >= VERSION_USE_LIST_ORDERING && mask & op_mask::HAS_USE_LIST_ORDERS != 0 {
            let op_index = self.op_count;
            self.read_use_list_orders(c, op.result_types.len() as u64, |index| ValueKey::Result {
                op: op_index,
                index,
            })?;
        }
        let (num_regions, isolated) =
            if mask & op_mask::HAS_INLINE_REGIONS != 0 { c.varint_with_flag()? } else { (0, false) };
        let k = self.op_count;
        self.op_count += 1;
        let n = op.result_types.len();
        for (i, ty) in op.result_types.clone().into_iter().enumerate() {
            let text = if n == 1 { format!("%{k}") } else { format!("%{k}#{i}") };
            let v = self.define(c, text, ty)?;
            op.results.get_or_insert(v);
        }
        if num_regions > 0 {
            if num_regions > c.remaining() as u64 {
                return c.error("region count exceeds the section");
            }
            if self.depth >= MAX_REGION_DEPTH {
                return c.error("regions are nested too deeply");
            }
            self.depth += 1;
            if isolated {
                self.scopes.push(Scope::default());
            }
            let result = if isolated && self.file.version >= VERSION_LAZY_LOADING {
                let (id, mut sub) = c.section()?;
                if id != section::IR {
                    return c.error("expected IR section for region");
                }
                let r = self.read_regions(&mut sub, num_regions);
                if r.is_ok() && !sub.is_empty() {
                    return sub.error("unexpected trailing data after the regions");
                }
                r
            } else {
                self.read_regions(c, num_regions)
            };
            if isolated {
                self.scopes.pop();
            }
            self.depth -= 1;
            op.regions = result?;
        }
        Ok(op)
    }

    fn read_properties(&mut self, c: &mut Cursor, name: &str, registered: Option<bool>) -> Result<String> {
        let index = c.index()?;
        let Some(mut entry) = self.properties.get(index).copied() else {
            return c.error(format!("Properties idx out-of-bound for {name}"));
        };
        let Some(registered) = registered else {
            return c.error("Unexpected missing `wasRegistered` opname flag with properties");
        };
        let text = if registered {
            let info = self.ctx.op_info(self.ctx.op_name(name));
            let Some(info) = info else {
                return c.error(format!("cannot decode the properties of '{name}': the op is not registered"));
            };
            let Some(layout) = PropertiesLayout::of(&info, self.file.version) else {
                return c.error(format!("has properties but missing BytecodeOpInterface for {name}"));
            };
            let entries = layout.decode(&mut self.table, &mut entry)?;
            let items: Vec<String> = entries.iter().map(|(n, v)| format!("{n} = {v}")).collect();
            format!("{{{}}}", items.join(", "))
        } else {
            let dict = self.table.read_attr(&mut entry)?;
            dict.text.clone()
        };
        if !entry.is_empty() {
            return entry.error(format!("unexpected trailing bytes in the properties of '{name}'"));
        }
        Ok(text)
    }

    fn read_regions(&mut self, c: &mut Cursor<'a>, n: u64) -> Result<Vec<Vec<Block>>> {
        let mut regions = Vec::new();
        for _ in 0..n {
            regions.push(self.read_region(c)?);
        }
        Ok(regions)
    }

    fn read_region(&mut self, c: &mut Cursor<'a>) -> Result<Vec<Block>> {
        let num_blocks = c.varint()?;
        if num_blocks == 0 {
            return Ok(Vec::new());
        }
        if num_blocks > c.remaining() as u64 {
            return c.error("block count exceeds the section");
        }
        let num_values = c.varint()?;
        if num_values > (c.remaining() as u64).saturating_mul(64) {
            return c.error("value count exceeds the section");
        }
        let scope = self.scope();
        let base = scope.slots.len();
        scope.next.push(base);
        scope.slots.resize(base + num_values as usize, None);
        let mut blocks = Vec::new();
        let result = (|| {
            for _ in 0..num_blocks {
                let block = self.read_block(c, num_blocks)?;
                blocks.push(block);
            }
            Ok(())
        })();
        let scope = self.scope();
        scope.slots.truncate(base);
        scope.next.pop();
        result.map(|()| blocks)
    }

    fn read_block(&mut self, c: &mut Cursor<'a>, num_blocks: u64) -> Result<Block> {
        let (num_ops, has_args) = c.varint_with_flag()?;
        let block_index = self.block_count;
        self.block_count += 1;
        let mut block = Block { args: Vec::new(), ops: Vec::new() };
        if has_args {
            let n = c.varint()?;
            if n > c.remaining() as u64 {
                return c.error("argument count exceeds the section");
            }
            for _ in 0..n {
                let (ty, loc) = if self.file.version >= VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
                    let (index, has_loc) = c.varint_with_flag()?;
                    let ty = self.table.ty(c, index)?;
                    let loc = if has_loc { self.table.read_attr(c)?.text.clone() } else { "unknown".to_string() };
                    (ty, loc)
                } else {
                    let ty = self.table.read_type(c)?;
                    (ty, self.table.read_attr(c)?.text.clone())
                };
                let text = format!("%arg{}", self.arg_count);
                self.arg_count += 1;
                let v = self.define(c, text, ty)?;
                block.args.push((v, loc));
            }
            if self.file.version >= VERSION_USE_LIST_ORDERING && c.byte()? != 0 {
                self.read_use_list_orders(c, n, |index| ValueKey::Argument { block: block_index, index })?;
            }
        }
        if num_ops > c.remaining() as u64 {
            return c.error("op count exceeds the section");
        }
        for _ in 0..num_ops {
            let op = self.read_op(c)?;
            if let Some(&s) = op.successors.iter().find(|&&s| s as u64 >= num_blocks) {
                return c.error(format!("invalid successor index: {s}"));
            }
            block.ops.push(op);
        }
        Ok(block)
    }

    fn value(&self, v: usize) -> (&str, &str) {
        let info = &self.values[v];
        (&info.text, info.ty.as_ref().map_or("none", |t| t.text.as_str()))
    }

    fn render_op(&self, op: &Op, indent: usize, out: &mut String) {
        let pad = "  ".repeat(indent);
        out.push_str(&pad);
        if let Some(first) = op.results {
            let text = &self.values[first].text;
            let base = text.split('#').next().unwrap_or(text);
            if op.result_types.len() == 1 {
                let _ = write!(out, "{base} = ");
            } else {
                let _ = write!(out, "{base}:{} = ", op.result_types.len());
            }
        }
        out.push('"');
        crate::printer::escape_into(op.name.as_bytes(), out);
        out.push_str("\"(");
        let operands: Vec<&str> = op.operands.iter().map(|&v| self.value(v).0).collect();
        out.push_str(&operands.join(", "));
        out.push(')');
        if !op.successors.is_empty() {
            let s: Vec<String> = op.successors.iter().map(|b| format!("^bb{b}")).collect();
            let _ = write!(out, "[{}]", s.join(", "));
        }
        if let Some(props) = &op.props {
            let _ = write!(out, " <{props}>");
        }
        if !op.regions.is_empty() {
            out.push_str(" (");
            for (i, region) in op.regions.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str("{\n");
                for (b, block) in region.iter().enumerate() {
                    let _ = write!(out, "{pad}^bb{b}");
                    if !block.args.is_empty() {
                        let args: Vec<String> = block
                            .args
                            .iter()
                            .map(|(v, loc)| {
                                let (name, ty) = self.value(*v);
                                format!("{name}: {ty} loc({loc})")
                            })
                            .collect();
                        let _ = write!(out, "({})", args.join(", "));
                    }
                    out.push_str(":\n");
                    for nested in &block.ops {
                        self.render_op(nested, indent + 1, out);
                    }
                }
                out.push_str(&pad);
                out.push('}');
            }
            out.push(')');
        }
        if let Some(attrs) = op.attrs.as_deref().filter(|a| *a != "{}") {
            let _ = write!(out, " {attrs}");
        }
        let types: Vec<&str> = op.operands.iter().map(|&v| self.value(v).1).collect();
        let results: Vec<&str> = op.result_types.iter().map(|t| t.text.as_str()).collect();
        let _ = writeln!(out, " : ({}) -> ({}) loc({})", types.join(", "), results.join(", "), op.loc);
    }
}

/// Appends the file's resources as `{-# dialect_resources: ..., external_resources: ... #-}`.
fn render_resources(file: &File, out: &mut String) {
    let mut dialect = Vec::new();
    let mut external = Vec::new();
    for group in &file.resources {
        let entries: Vec<String> = group
            .entries
            .iter()
            .filter_map(|(key, value)| {
                let text = match value {
                    ResourceValue::Blob(data, align) => {
                        let mut s = String::from("\"0x");
                        for b in (*align as u32).to_le_bytes().iter().chain(data.iter()) {
                            let _ = write!(s, "{b:02X}");
                        }
                        s.push('"');
                        s
                    }
                    ResourceValue::Bool(b) => b.to_string(),
                    ResourceValue::String(s) => {
                        let mut q = String::from("\"");
                        crate::printer::escape_into(s.as_bytes(), &mut q);
                        q.push('"');
                        q
                    }
                    ResourceValue::Empty => return None,
                };
                let mut k = String::new();
                if crate::printer::is_bare_identifier(key) {
                    k.push_str(key);
                } else {
                    k.push('"');
                    crate::printer::escape_into(key.as_bytes(), &mut k);
                    k.push('"');
                }
                Some(format!("      {k}: {text}"))
            })
            .collect();
        if entries.is_empty() {
            continue;
        }
        let text = format!("    {}: {{\n{}\n    }}", group.owner, entries.join(",\n"));
        if group.is_dialect {
            dialect.push(text);
        } else {
            external.push(text);
        }
    }
    let mut sections = Vec::new();
    if !dialect.is_empty() {
        sections.push(format!("  dialect_resources: {{\n{}\n  }}", dialect.join(",\n")));
    }
    if !external.is_empty() {
        sections.push(format!("  external_resources: {{\n{}\n  }}", external.join(",\n")));
    }
    if !sections.is_empty() {
        let _ = writeln!(out, "{{-#\n{}\n#-}}", sections.join(",\n"));
    }
}
