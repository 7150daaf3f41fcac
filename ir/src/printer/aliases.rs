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
                _ => None,
            }
        }
        Symbol::Type(t) => {
            let tuple = t.dyn_cast::<crate::builtin::types::TupleType>(ctx)?;
            (tuple.types.len() > 16).then_some("tuple")
        }
    }
}

struct Candidate {
    symbol: Symbol,
    base: &'static str,
    depth: u32,
    deferrable: bool,
}

/// Records, during a dry run of the printer, which attributes and types get aliases.
#[derive(Default)]
pub struct AliasCollector {
    /// For each visited symbol: its candidate index if aliased, and the alias depth it adds.
    visited: FxHashMap<Symbol, (Option<usize>, u32)>,
    candidates: Vec<Candidate>,
    /// Symbols being printed: (symbol, candidate index, max depth of nested aliases).
    stack: Vec<(Symbol, Option<usize>, u32)>,
}

impl AliasCollector {
    fn enter(&mut self, ctx: &Context, sym: Symbol, deferrable: bool) -> bool {
        if let Some(&(cand, depth)) = self.visited.get(&sym) {
            if let Some(c) = cand {
                if !deferrable {
                    self.mark_not_deferrable(c);
                }
            }
            if let Some(top) = self.stack.last_mut() {
                top.2 = top.2.max(depth);
            }
            return false;
        }
        let cand = alias_base(ctx, sym).map(|base| {
            self.candidates.push(Candidate { symbol: sym, base, depth: 0, deferrable });
            self.candidates.len() - 1
        });
        self.visited.insert(sym, (cand, 0));
        self.stack.push((sym, cand, 0));
        true
    }

    fn mark_not_deferrable(&mut self, c: usize) {
        self.candidates[c].deferrable = false;
    }

    /// Called by the printer before printing an attribute; returns whether to print its body.
    pub fn enter_attr(&mut self, ctx: &Context, attr: Attribute, deferrable: bool) -> bool {
        self.enter(ctx, Symbol::Attr(attr), deferrable)
    }

    /// Called by the printer before printing a type; returns whether to print its body.
    pub fn enter_type(&mut self, ctx: &Context, ty: Type, deferrable: bool) -> bool {
        self.enter(ctx, Symbol::Type(ty), deferrable)
    }

    /// Called by the printer after printing a body it was allowed to print.
    pub fn exit(&mut self) {
        let Some((sym, cand, nested)) = self.stack.pop() else { return };
        let depth = match cand {
            Some(c) => {
                self.candidates[c].depth = nested + 1;
                // Nested aliases of a non-deferrable alias are not deferrable either.
                nested + 1
            }
            None => nested,
        };
        self.visited.insert(sym, (cand, depth));
        if let Some(top) = self.stack.last_mut() {
            top.2 = top.2.max(depth);
        }
    }

    /// Orders and names the aliases.
    pub fn finish(self, _ctx: &Context) -> AliasTable {
        let mut order: Vec<usize> = (0..self.candidates.len()).collect();
        let c = &self.candidates;
        order.sort_by(|&a, &b| {
            let (x, y) = (&c[a], &c[b]);
            x.depth
                .cmp(&y.depth)
                .then_with(|| matches!(y.symbol, Symbol::Type(_)).cmp(&matches!(x.symbol, Symbol::Type(_))))
                .then_with(|| x.base.cmp(y.base))
        });
        let mut counts: FxHashMap<&'static str, u32> = FxHashMap::default();
        let mut table = AliasTable::default();
        for i in order {
            let cand = &c[i];
            let n = counts.entry(cand.base).or_insert(0);
            let prefix = if matches!(cand.symbol, Symbol::Type(_)) { '!' } else { '#' };
            let mut name = format!("{prefix}{}", cand.base);
            if *n > 0 {
                if cand.base.ends_with(|ch: char| ch.is_ascii_digit()) {
                    name.push('_');
                }
                name.push_str(&n.to_string());
            }
            *n += 1;
            match cand.symbol {
                Symbol::Attr(a) => table.attrs.insert(a, table.defs.len()),
                Symbol::Type(t) => table.types.insert(t, table.defs.len()),
            };
            table.defs.push(AliasDef { name, symbol: cand.symbol, deferred: cand.deferrable });
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
