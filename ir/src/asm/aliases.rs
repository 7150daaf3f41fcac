//! Attribute and type aliases in printed output (`#map = affine_map<...>`, `#loc = loc(...)`).
//!
//! As in MLIR, only dialects decide which attributes and types get aliases (the builtin dialect
//! aliases affine maps as `map`, integer sets as `set`, locations as `loc`, distinct attributes
//! as `distinct` and tuples of more than 16 types as `tuple`); names a user wrote in the input are
//! not kept. Aliases are ordered by nesting depth, types before attributes, then by name; equal
//! names are numbered in order of first use (`#map`, `#map1`, ...). Aliases used only by
//! locations are deferred to the end of the output.

use crate::attributes::Attribute;
use crate::context::Context;
use crate::types::Type;
use rustc_hash::FxHashMap;

/// An aliased attribute or type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    /// An attribute.
    Attr(Attribute),
    /// A type.
    Type(Type),
}

/// The alias base name the owning dialect gives `sym`, if any.
fn alias_base(ctx: &Context, sym: Symbol) -> Option<&'static str> {
    use crate::builtin::attributes::DistinctAttr;
    match sym {
        Symbol::Attr(a) => {
            let s = ctx.attr_storage(a);
            if s.is_location() {
                return Some("loc");
            }
            if let Some(d) = a.dyn_cast::<DistinctAttr>(ctx) {
                let unit = crate::builtin::attributes::UnitAttr::get(ctx);
                return (d.referenced != unit).then_some("distinct");
            }
            match (s.dialect(), s.name()) {
                ("builtin", "affine_map") => Some("map"),
                ("builtin", "integer_set") => Some("set"),
                ("builtin", _) => None,
                (ns, _) => ctx.dialect(ns).and_then(|d| d.attr_alias).and_then(|f| f(ctx, a)),
            }
        }
        Symbol::Type(t) => {
            let tuple = t.dyn_cast::<crate::builtin::types::TupleType>(ctx)?;
            (tuple.types.len() > 16).then_some("tuple")
        }
    }
}

struct Entry {
    symbol: Symbol,
    alias: Option<&'static str>,
    depth: u32,
    deferrable: bool,
    children: Vec<usize>,
}

/// Records, during a dry run of the printer, which attributes and types get aliases, mirroring
/// MLIR's `AliasInitializer`: every visited value is an entry (in visitation order) with an
/// alias depth (1 for an aliased leaf, one more than its deepest child otherwise), and a value is
/// deferrable only if every use of it (and of its parents) comes from an op location.
#[derive(Default)]
pub struct AliasCollector {
    entries: Vec<Entry>,
    index: FxHashMap<Symbol, usize>,
    /// Values being printed: (entry, max child depth).
    stack: Vec<(usize, u32)>,
}

impl AliasCollector {
    fn enter(&mut self, ctx: &Context, sym: Symbol, op_level_deferrable: bool) -> bool {
        let deferrable = match self.stack.last() {
            Some(&(parent, _)) => self.entries[parent].deferrable,
            None => op_level_deferrable,
        };
        if let Some(&i) = self.index.get(&sym) {
            if !deferrable {
                self.mark_non_deferrable(i);
            }
            let depth = self.entries[i].depth;
            self.record_child(i, depth);
            return false;
        }
        let alias = alias_base(ctx, sym);
        let i = self.entries.len();
        self.entries.push(Entry {
            symbol: sym,
            alias,
            depth: alias.map_or(0, |_| 1),
            deferrable,
            children: Vec::new(),
        });
        self.index.insert(sym, i);
        self.stack.push((i, 0));
        true
    }

    fn record_child(&mut self, child: usize, depth: u32) {
        if let Some(&mut (parent, ref mut max)) = self.stack.last_mut() {
            *max = (*max).max(depth);
            self.entries[parent].children.push(child);
        }
    }

    fn mark_non_deferrable(&mut self, i: usize) {
        // Most symbols met again are non-deferrable already: nothing to walk.
        if !self.entries[i].deferrable {
            return;
        }
        let mut work = vec![i];
        while let Some(i) = work.pop() {
            if !self.entries[i].deferrable {
                continue;
            }
            self.entries[i].deferrable = false;
            work.extend(self.entries[i].children.iter().copied());
        }
    }

    /// Called by the printer before printing an attribute; returns whether to print its body.
    pub fn enter_attr(&mut self, ctx: &Context, attr: Attribute, op_level_deferrable: bool) -> bool {
        self.enter(ctx, Symbol::Attr(attr), op_level_deferrable)
    }

    /// Called by the printer before printing a type; returns whether to print its body.
    pub fn enter_type(&mut self, ctx: &Context, ty: Type, op_level_deferrable: bool) -> bool {
        self.enter(ctx, Symbol::Type(ty), op_level_deferrable)
    }

    /// Called by the printer after printing a body it was allowed to print.
    pub fn exit(&mut self) {
        let Some((i, max)) = self.stack.pop() else { return };
        if max > 0 {
            self.entries[i].depth = max + 1;
        }
        let depth = self.entries[i].depth;
        self.record_child(i, depth);
    }

    /// Whether no attribute or type is being visited: the printer is between ops.
    pub(crate) fn is_idle(&self) -> bool {
        self.stack.is_empty()
    }

    /// Adds what `other` collected, idle, as if its visits had come after this collector's (so
    /// the ops of a block can be visited on several threads, one collector each, and merged in
    /// order): its new values become entries after this collector's, in its order, with its
    /// depths, children and deferrability, and a value both know stops being deferrable if it
    /// is not in `other` (which MLIR's walk would have noted when meeting it again).
    pub(crate) fn merge(&mut self, other: AliasCollector) {
        let known = self.entries.len();
        let map: Vec<usize> = other
            .entries
            .iter()
            .map(|e| {
                *self.index.entry(e.symbol).or_insert_with(|| {
                    self.entries.push(Entry {
                        symbol: e.symbol,
                        alias: e.alias,
                        depth: e.depth,
                        deferrable: e.deferrable,
                        children: Vec::new(),
                    });
                    self.entries.len() - 1
                })
            })
            .collect();
        for (e, &i) in other.entries.into_iter().zip(&map) {
            if i >= known {
                self.entries[i].children = e.children.iter().map(|&c| map[c]).collect();
            } else if !e.deferrable {
                self.mark_non_deferrable(i);
            }
        }
    }

    /// Orders and names the aliases.
    pub fn finish(self, _ctx: &Context) -> AliasTable {
        let mut order: Vec<usize> = (0..self.entries.len()).filter(|&i| self.entries[i].alias.is_some()).collect();
        let e = &self.entries;
        order.sort_by(|&a, &b| {
            let (x, y) = (&e[a], &e[b]);
            x.depth
                .cmp(&y.depth)
                .then_with(|| matches!(y.symbol, Symbol::Type(_)).cmp(&matches!(x.symbol, Symbol::Type(_))))
                .then_with(|| x.alias.cmp(&y.alias))
        });
        let mut counts: FxHashMap<&'static str, u32> = FxHashMap::default();
        let mut table = AliasTable::default();
        for i in order {
            let entry = &e[i];
            let Some(base) = entry.alias else { continue };
            let n = counts.entry(base).or_insert(0);
            let prefix = if matches!(entry.symbol, Symbol::Type(_)) { '!' } else { '#' };
            let mut name = format!("{prefix}{base}");
            if *n > 0 {
                if base.ends_with(|ch: char| ch.is_ascii_digit()) {
                    name.push('_');
                }
                name.push_str(&n.to_string());
            }
            *n += 1;
            match entry.symbol {
                Symbol::Attr(a) => table.attrs.insert(a, table.defs.len()),
                Symbol::Type(t) => table.types.insert(t, table.defs.len()),
            };
            table.defs.push(AliasDef { name, symbol: entry.symbol, deferred: entry.deferrable });
        }
        table
    }
}

/// One alias definition.
pub struct AliasDef {
    /// The alias with its sigil, e.g. `#map1`.
    pub name: String,
    /// What it stands for.
    pub symbol: Symbol,
    /// Whether it is printed after the top-level op (used only by locations).
    pub deferred: bool,
}

/// The aliases chosen for one printing run.
#[derive(Default)]
pub struct AliasTable {
    defs: Vec<AliasDef>,
    attrs: FxHashMap<Attribute, usize>,
    types: FxHashMap<Type, usize>,
}

impl AliasTable {
    /// The alias of an attribute.
    pub fn attr_alias(&self, a: Attribute) -> Option<&str> {
        self.attrs.get(&a).map(|&i| self.defs[i].name.as_str())
    }

    /// The alias of a type.
    pub fn type_alias(&self, t: Type) -> Option<&str> {
        self.types.get(&t).map(|&i| self.defs[i].name.as_str())
    }

    /// The definitions printed before (`deferred == false`) or after the top-level op.
    pub fn definitions(&self, deferred: bool) -> impl Iterator<Item = &AliasDef> {
        self.defs.iter().filter(move |d| d.deferred == deferred)
    }
}
