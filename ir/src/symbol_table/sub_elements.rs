//! Sub-elements of the builtin attributes and types (MLIR's `walkImmediateSubElements` /
//! `replaceImmediateSubElements`, `AttrTypeWalker` and `AttrTypeReplacer`), as far as the symbol
//! machinery needs them: a pre-order walk that visits each distinct element once, and a
//! bottom-up replacement that re-interns every container whose contents changed.
//!
//! Which elements have sub-elements follows what `mlir-opt` actually looks into when it searches
//! for symbol references (checked with `--test-symbol-uses` and `--test-symbol-rauw`):
//! - attributes: `ArrayAttr` (elements), `DictionaryAttr` (values), `DistinctAttr` (the
//!   referenced attribute), `TypeAttr` (the type), and the locations `NameLoc` (child),
//!   `CallSiteLoc` (callee, caller) and `FusedLoc` (locations, then metadata);
//! - types: `complex`, `function` (inputs, then results), ranked tensors (element, encoding),
//!   unranked tensors, memrefs (element, layout, memory space), unranked memrefs (element,
//!   memory space), `tuple` and `vector`.
//!
//! The types of typed attributes (`"s" : tensor<2xi8, @x>`, `dense<...> : ...`) are *not*
//! sub-elements: MLIR neither reports nor replaces symbol references inside them. Attributes and
//! types of other dialects are opaque here (oxir has no sub-element interface for them yet).
//!
//! Everything is iterative: nesting depth is bounded only by memory.

use crate::attributes::Attribute;
use crate::builtin::attributes::{ArrayAttr, DictionaryAttr, DistinctAttr, TypeAttr};
use crate::builtin::locations::{CallSiteLoc, FusedLoc, NameLoc};
use crate::builtin::types::{
    ComplexType, FunctionType, MemRefType, RankedTensorType, TupleType, UnrankedMemRefType, UnrankedTensorType,
    VectorType,
};
use crate::context::Context;
use crate::types::Type;
use crate::walk::WalkResult;
use crate::NamedAttribute;
use rustc_hash::{FxHashMap, FxHashSet};

/// An attribute or a type: an element of the attribute/type graph.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrOrType {
    /// An attribute.
    Attr(Attribute),
    /// A type.
    Type(Type),
}

impl From<Attribute> for AttrOrType {
    fn from(a: Attribute) -> Self {
        AttrOrType::Attr(a)
    }
}

impl From<Type> for AttrOrType {
    fn from(t: Type) -> Self {
        AttrOrType::Type(t)
    }
}

fn push_opt(out: &mut Vec<AttrOrType>, a: Option<Attribute>) {
    if let Some(a) = a {
        out.push(AttrOrType::Attr(a));
    }
}

/// The attributes and types directly inside `elem`, in MLIR's order (empty for leaves and for
/// elements this module does not know).
pub fn immediate_sub_elements(ctx: &Context, elem: AttrOrType) -> Vec<AttrOrType> {
    let mut out = Vec::new();
    match elem {
        AttrOrType::Attr(a) => {
            if let Some(arr) = a.dyn_cast::<ArrayAttr>(ctx) {
                out.extend(arr.elements.iter().map(|&e| AttrOrType::Attr(e)));
            } else if let Some(d) = a.dyn_cast::<DictionaryAttr>(ctx) {
                out.extend(d.entries.iter().map(|e| AttrOrType::Attr(e.value)));
            } else if let Some(d) = a.dyn_cast::<DistinctAttr>(ctx) {
                out.push(AttrOrType::Attr(d.referenced));
            } else if let Some(t) = a.dyn_cast::<TypeAttr>(ctx) {
                out.push(AttrOrType::Type(t.ty));
            } else if let Some(l) = a.dyn_cast::<NameLoc>(ctx) {
                out.push(AttrOrType::Attr(l.child));
            } else if let Some(l) = a.dyn_cast::<crate::builtin::locations::OpaqueLoc>(ctx) {
                out.push(AttrOrType::Attr(l.fallback));
            } else if let Some(l) = a.dyn_cast::<CallSiteLoc>(ctx) {
                out.push(AttrOrType::Attr(l.callee));
                out.push(AttrOrType::Attr(l.caller));
            } else if let Some(l) = a.dyn_cast::<FusedLoc>(ctx) {
                out.extend(l.locations.iter().map(|&e| AttrOrType::Attr(e)));
                push_opt(&mut out, l.metadata);
            }
        }
        AttrOrType::Type(t) => {
            if let Some(c) = t.dyn_cast::<ComplexType>(ctx) {
                out.push(AttrOrType::Type(c.element));
            } else if let Some(f) = t.dyn_cast::<FunctionType>(ctx) {
                out.extend(f.inputs.iter().chain(&f.results).map(|&e| AttrOrType::Type(e)));
            } else if let Some(r) = t.dyn_cast::<RankedTensorType>(ctx) {
                out.push(AttrOrType::Type(r.element));
                push_opt(&mut out, r.encoding);
            } else if let Some(u) = t.dyn_cast::<UnrankedTensorType>(ctx) {
                out.push(AttrOrType::Type(u.element));
            } else if let Some(m) = t.dyn_cast::<MemRefType>(ctx) {
                out.push(AttrOrType::Type(m.element));
                push_opt(&mut out, m.layout);
                push_opt(&mut out, m.memory_space);
            } else if let Some(m) = t.dyn_cast::<UnrankedMemRefType>(ctx) {
                out.push(AttrOrType::Type(m.element));
                push_opt(&mut out, m.memory_space);
            } else if let Some(tu) = t.dyn_cast::<TupleType>(ctx) {
                out.extend(tu.types.iter().map(|&e| AttrOrType::Type(e)));
            } else if let Some(v) = t.dyn_cast::<VectorType>(ctx) {
                out.push(AttrOrType::Type(v.element));
            }
        }
    }
    out
}

/// Takes the next sub-element from `it`, which must be of the kind the element kind promised.
struct Subs<'a>(std::slice::Iter<'a, AttrOrType>);

impl Subs<'_> {
    fn attr(&mut self) -> Option<Attribute> {
        match self.0.next()? {
            AttrOrType::Attr(a) => Some(*a),
            AttrOrType::Type(_) => None,
        }
    }
    fn ty(&mut self) -> Option<Type> {
        match self.0.next()? {
            AttrOrType::Type(t) => Some(*t),
            AttrOrType::Attr(_) => None,
        }
    }
    fn opt_attr(&mut self, present: bool) -> Option<Option<Attribute>> {
        if present {
            self.attr().map(Some)
        } else {
            Some(None)
        }
    }
    fn attrs(&mut self, n: usize) -> Option<Vec<Attribute>> {
        (0..n).map(|_| self.attr()).collect()
    }
    fn types(&mut self, n: usize) -> Option<Vec<Type>> {
        (0..n).map(|_| self.ty()).collect()
    }
}

/// Rebuilds `elem` with its immediate sub-elements replaced by `subs` (in the order
/// [`immediate_sub_elements`] gives). Returns `None` if `subs` does not fit `elem` (wrong
/// count or kind); returns `elem` itself for elements without sub-elements.
pub fn replace_immediate_sub_elements(ctx: &Context, elem: AttrOrType, subs: &[AttrOrType]) -> Option<AttrOrType> {
    let mut s = Subs(subs.iter());
    let out = match elem {
        AttrOrType::Attr(a) => AttrOrType::Attr(if let Some(arr) = a.dyn_cast::<ArrayAttr>(ctx) {
            ArrayAttr::get(ctx, s.attrs(arr.elements.len())?)
        } else if let Some(d) = a.dyn_cast::<DictionaryAttr>(ctx) {
            let entries = d
                .entries
                .iter()
                .map(|e| Some(NamedAttribute { name: e.name, value: s.attr()? }))
                .collect::<Option<Vec<_>>>()?;
            DictionaryAttr::get(ctx, entries)
        } else if a.isa::<DistinctAttr>(ctx) {
            // A distinct attribute is never uniqued: a new contents makes a new distinct attribute.
            let referenced = s.attr()?;
            ctx.create_distinct_attr(DistinctAttr { id: ctx.next_distinct_id(), referenced })
        } else if a.isa::<TypeAttr>(ctx) {
            TypeAttr::get(ctx, s.ty()?)
        } else if let Some(l) = a.dyn_cast::<NameLoc>(ctx) {
            ctx.intern_attr(NameLoc { name: l.name, child: s.attr()? })
        } else if let Some(&l) = a.dyn_cast::<crate::builtin::locations::OpaqueLoc>(ctx) {
            ctx.intern_attr(crate::builtin::locations::OpaqueLoc { fallback: s.attr()?, ..l })
        } else if a.isa::<CallSiteLoc>(ctx) {
            let callee = s.attr()?;
            ctx.intern_attr(CallSiteLoc { callee, caller: s.attr()? })
        } else if let Some(l) = a.dyn_cast::<FusedLoc>(ctx) {
            let locations = s.attrs(l.locations.len())?;
            let metadata = s.opt_attr(l.metadata.is_some())?;
            ctx.intern_attr(FusedLoc { locations, metadata })
        } else {
            a
        }),
        AttrOrType::Type(t) => AttrOrType::Type(if t.isa::<ComplexType>(ctx) {
            ctx.intern_type(ComplexType { element: s.ty()? })
        } else if let Some(f) = t.dyn_cast::<FunctionType>(ctx) {
            let inputs = s.types(f.inputs.len())?;
            let results = s.types(f.results.len())?;
            FunctionType::get(ctx, inputs, results)
        } else if let Some(r) = t.dyn_cast::<RankedTensorType>(ctx) {
            let element = s.ty()?;
            let encoding = s.opt_attr(r.encoding.is_some())?;
            ctx.intern_type(RankedTensorType { shape: r.shape.clone(), element, encoding })
        } else if t.isa::<UnrankedTensorType>(ctx) {
            ctx.intern_type(UnrankedTensorType { element: s.ty()? })
        } else if let Some(m) = t.dyn_cast::<MemRefType>(ctx) {
            let element = s.ty()?;
            let layout = s.opt_attr(m.layout.is_some())?;
            let memory_space = s.opt_attr(m.memory_space.is_some())?;
            ctx.intern_type(MemRefType { shape: m.shape.clone(), element, layout, memory_space })
        } else if let Some(m) = t.dyn_cast::<UnrankedMemRefType>(ctx) {
            let element = s.ty()?;
            let memory_space = s.opt_attr(m.memory_space.is_some())?;
            ctx.intern_type(UnrankedMemRefType { element, memory_space })
        } else if let Some(tu) = t.dyn_cast::<TupleType>(ctx) {
            ctx.intern_type(TupleType { types: s.types(tu.types.len())? })
        } else if let Some(v) = t.dyn_cast::<VectorType>(ctx) {
            ctx.intern_type(VectorType { shape: v.shape.clone(), scalable: v.scalable.clone(), element: s.ty()? })
        } else {
            t
        }),
    };
    // Every sub-element must have been used.
    s.0.next().is_none().then_some(out)
}

/// Walks `root` and everything nested in it, parents first (MLIR's `AttrTypeWalker` in
/// pre-order). Elements already in `visited` are not visited again (nor what is inside them), as
/// MLIR's walker memoizes; share `visited` between calls to treat several roots as one walk.
/// `f` may return [`WalkResult::Skip`] to not look inside an element, or
/// [`WalkResult::Interrupt`] to stop (the walk then returns `Interrupt`).
pub fn walk_pre_order(
    ctx: &Context,
    root: AttrOrType,
    visited: &mut FxHashSet<AttrOrType>,
    f: &mut dyn FnMut(AttrOrType) -> WalkResult,
) -> WalkResult {
    let mut stack = vec![root];
    while let Some(elem) = stack.pop() {
        if !visited.insert(elem) {
            continue;
        }
        match f(elem) {
            WalkResult::Interrupt => return WalkResult::Interrupt,
            WalkResult::Skip => continue,
            WalkResult::Advance => {}
        }
        let start = stack.len();
        stack.extend(immediate_sub_elements(ctx, elem));
        stack[start..].reverse();
    }
    WalkResult::Advance
}

/// Replaces elements inside `root` bottom-up (MLIR's `AttrTypeReplacer`): `f` is asked first for
/// each element; `Some(new)` replaces it as a whole (without looking inside), `None` recurses
/// into its sub-elements and rebuilds it if any of them changed. `memo` caches the result of
/// every element seen; keep it across calls that use the same `f`.
pub fn replace_bottom_up(
    ctx: &Context,
    root: AttrOrType,
    memo: &mut FxHashMap<AttrOrType, AttrOrType>,
    f: &mut dyn FnMut(AttrOrType) -> Option<AttrOrType>,
) -> AttrOrType {
    let mut stack = vec![(root, false)];
    while let Some((elem, expanded)) = stack.pop() {
        if memo.contains_key(&elem) {
            continue;
        }
        if !expanded {
            if let Some(new) = f(elem) {
                memo.insert(elem, new);
                continue;
            }
            let subs = immediate_sub_elements(ctx, elem);
            if subs.is_empty() {
                memo.insert(elem, elem);
                continue;
            }
            stack.push((elem, true));
            stack.extend(subs.into_iter().rev().filter(|s| !memo.contains_key(s)).map(|s| (s, false)));
            continue;
        }
        let subs = immediate_sub_elements(ctx, elem);
        let new_subs: Vec<AttrOrType> = subs.iter().map(|s| memo.get(s).copied().unwrap_or(*s)).collect();
        let new =
            if new_subs == subs { elem } else { replace_immediate_sub_elements(ctx, elem, &new_subs).unwrap_or(elem) };
        memo.insert(elem, new);
    }
    memo.get(&root).copied().unwrap_or(root)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin::attributes::{StringAttr, SymbolRefAttr};
    use crate::builtin::types::{FloatKind, FloatType};

    #[test]
    fn walks_and_replaces_nested_containers() {
        let ctx = Context::new();
        let foo = SymbolRefAttr::flat(&ctx, "foo");
        let bar = SymbolRefAttr::flat(&ctx, "bar");
        let f32 = ctx.intern_type(FloatType { kind: FloatKind::F32 });
        let tensor = ctx.intern_type(RankedTensorType { shape: vec![4], element: f32, encoding: Some(foo) });
        let dict = DictionaryAttr::get(&ctx, vec![NamedAttribute { name: ctx.ident("k"), value: foo }]);
        let root = ArrayAttr::get(&ctx, vec![foo, dict, TypeAttr::get(&ctx, tensor), StringAttr::get(&ctx, "s")]);
        let mut seen = Vec::new();
        let mut visited = FxHashSet::default();
        walk_pre_order(&ctx, root.into(), &mut visited, &mut |e| {
            seen.push(e);
            WalkResult::Advance
        });
        // `foo` is visited once although it occurs three times.
        assert_eq!(seen.iter().filter(|&&e| e == AttrOrType::Attr(foo)).count(), 1);
        let mut memo = FxHashMap::default();
        let out = replace_bottom_up(&ctx, root.into(), &mut memo, &mut |e| (e == foo.into()).then_some(bar.into()));
        let AttrOrType::Attr(out) = out else { panic!("an attribute stays an attribute") };
        assert_eq!(out.to_text(&ctx), "[@bar, {k = @bar}, tensor<4xf32, @bar>, \"s\"]");
    }
}
