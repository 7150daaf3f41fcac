//! Operations: the generic op storage and its queries and mutations.
//!
//! An op is an [`OpRef`] into the context's arena. Its operands are use slots (see
//! [`crate::value`]), allocated contiguously; its results, regions and successors hang off it;
//! its discardable attributes are an interned dictionary and its inherent attributes
//! (properties) an optional interned attribute, as MLIR's generic form shows them (`<{...}>` and
//! `{...}`).

use crate::attributes::{Attribute, NamedAttribute};
use crate::builder::OperationState;
use crate::builtin::attributes::DictionaryAttr;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::registry::{OpInfo, OpTrait, OperationName};
use crate::types::Type;
use crate::value::{PackedValue, ResultData, UseData, Value, NO_USE};
use crate::{BlockRef, OpRef, RegionRef};
use std::sync::Arc;

pub(crate) const NONE: u32 = u32::MAX;

/// Storage of one operation: 52 bytes of `u32` handles, with no heap allocation of its own.
/// The few ops with regions or successors keep them in the context's side table
/// ([`OpNested`]); the props are an attribute handle or [`NONE`].
#[derive(Clone, Debug)]
pub(crate) struct OperationData {
    pub name: OperationName,
    pub loc: Attribute,
    pub parent: u32,
    pub prev: u32,
    pub next: u32,
    pub operands_start: u32,
    pub num_operands: u32,
    pub results_start: u32,
    pub num_results: u32,
    pub attrs: Attribute,
    /// The property dictionary's handle, or [`NONE`].
    pub props: u32,
    /// The index of the op's entry in `Context::op_nested`, or [`NONE`] when it has neither
    /// regions nor successors.
    pub nested: u32,
    pub erased: bool,
}

/// The regions and successors of an op that has any: kept beside the op arena so that the
/// common op (an arithmetic op in a block) stores two empty lists in four bytes.
#[derive(Clone, Debug, Default)]
pub(crate) struct OpNested {
    pub successors: Box<[BlockRef]>,
    pub regions: Box<[RegionRef]>,
}

#[inline]
pub(crate) fn packed<K: crate::entity::EntityRef>(raw: u32) -> Option<K> {
    (raw != NONE).then(|| K::new(raw as usize))
}

impl Context {
    /// [`Context::create_op`] after giving the op the default value of every default-valued
    /// property `state` leaves out, as MLIR's property storage always holds one (so the generic
    /// form of a built op is the one MLIR prints). Builders and rewriters create ops this way.
    pub fn create_op_with_defaults(&mut self, mut state: OperationState) -> OpRef {
        let defaults = self.op_property_defaults(state.name);
        if !defaults.is_empty() {
            let given =
                state.properties.map_or(&[][..], |p| crate::builtin::attributes::DictionaryAttr::entries(self, p));
            let missing = |d: &crate::NamedAttribute| {
                !given.iter().any(|p| p.name == d.name) && !state.attributes.iter().any(|a| a.name == d.name)
            };
            if defaults.iter().any(missing) {
                let mut props = given.to_vec();
                props.extend(defaults.iter().filter(|d| missing(d)));
                state.properties = Some(crate::builtin::attributes::DictionaryAttr::get(self, props));
            }
        }
        self.create_op(state)
    }

    /// Creates a detached op from `state` (not yet in any block).
    pub fn create_op(&mut self, state: OperationState) -> OpRef {
        let OperationState { name, loc, operands, result_types, attributes, properties, successors, regions } = state;
        let op = self.ops.next_key();
        let operands_start = self.uses.len() as u32;
        self.uses.extend(operands.iter().map(|&v| UseData::new(v, op)));
        let results_start = self.results.len() as u32;
        self.results.extend(result_types.iter().map(|&ty| ResultData { ty, first_use: NO_USE }));
        let attrs = DictionaryAttr::get(self, attributes);
        let nested = if successors.is_empty() && regions.is_empty() {
            NONE
        } else {
            self.op_nested.push(OpNested {
                successors: successors.into_vec().into_boxed_slice(),
                regions: regions.into_vec().into_boxed_slice(),
            });
            self.op_nested.len() as u32 - 1
        };
        let created = self.ops.push(OperationData {
            name,
            loc,
            parent: NONE,
            prev: NONE,
            next: NONE,
            operands_start,
            num_operands: operands.len() as u32,
            results_start,
            num_results: result_types.len() as u32,
            attrs,
            props: properties.map_or(NONE, |p| p.0),
            nested,
            erased: false,
        });
        debug_assert_eq!(created, op);
        for i in 0..operands.len() as u32 {
            self.link_use(operands_start + i);
        }
        if nested != NONE {
            for i in 0..self.op_nested[nested as usize].regions.len() {
                let r = self.op_nested[nested as usize].regions[i];
                self.regions[r].parent = op.as_u32();
            }
        }
        op
    }

    /// The op's name.
    #[inline]
    pub fn op_name_of(&self, op: OpRef) -> OperationName {
        self.ops[op].name
    }

    /// The op's name as text, e.g. `arith.addi`.
    pub fn op_name_text(&self, op: OpRef) -> &str {
        self.op_name_str(self.ops[op].name)
    }

    /// The registered info of the op, if its name is registered.
    pub fn op_registered_info(&self, op: OpRef) -> Option<Arc<OpInfo>> {
        self.op_info(self.ops[op].name)
    }

    /// Whether the op is registered and has trait `T`.
    pub fn op_has_trait<T: OpTrait>(&self, op: OpRef) -> bool {
        self.op_info_ref(self.ops[op].name).is_some_and(|i| i.has_trait::<T>())
    }

    /// [`Context::op_registered_info`] by reference: no reference count taken, for hot paths.
    #[inline]
    pub fn op_registered_info_ref(&self, op: OpRef) -> Option<&Arc<OpInfo>> {
        self.op_info_ref(self.ops[op].name)
    }

    /// The op's location.
    #[inline]
    pub fn op_loc(&self, op: OpRef) -> Attribute {
        self.ops[op].loc
    }

    /// Sets the op's location.
    pub fn set_op_loc(&mut self, op: OpRef, loc: Attribute) {
        self.ops[op].loc = loc;
    }

    /// The number of operands.
    #[inline]
    pub fn num_operands(&self, op: OpRef) -> usize {
        self.ops[op].num_operands as usize
    }

    /// Operand `i` of the op.
    #[inline]
    pub fn operand(&self, op: OpRef, i: usize) -> Value {
        let d = &self.ops[op];
        debug_assert!(i < d.num_operands as usize);
        self.uses[d.operands_start as usize + i].value()
    }

    /// The operands of the op.
    pub fn operands(&self, op: OpRef) -> impl ExactSizeIterator<Item = Value> + '_ {
        let d = &self.ops[op];
        self.uses[d.operands_start as usize..(d.operands_start + d.num_operands) as usize].iter().map(UseData::value)
    }

    /// Makes operand `i` of the op use `v`.
    pub fn set_operand(&mut self, op: OpRef, i: usize, v: Value) {
        let u = self.ops[op].operands_start + i as u32;
        self.unlink_use(u);
        self.uses[u as usize].value = PackedValue::new(v);
        self.link_use(u);
    }

    /// Replaces all operands of the op.
    pub fn set_operands(&mut self, op: OpRef, values: &[Value]) {
        let d = &self.ops[op];
        let (start, n) = (d.operands_start, d.num_operands);
        for u in start..start + n {
            self.unlink_use(u);
        }
        let start = if values.len() as u32 <= n { start } else { self.uses.len() as u32 };
        for (i, &v) in values.iter().enumerate() {
            let u = start + i as u32;
            let data = UseData::new(v, op);
            if (u as usize) < self.uses.len() {
                self.uses[u as usize] = data;
            } else {
                self.uses.push(data);
            }
            self.link_use(u);
        }
        let d = &mut self.ops[op];
        d.operands_start = start;
        d.num_operands = values.len() as u32;
    }

    /// The number of results.
    #[inline]
    pub fn num_results(&self, op: OpRef) -> usize {
        self.ops[op].num_results as usize
    }

    /// Result `i` of the op.
    #[inline]
    pub fn result(&self, op: OpRef, i: usize) -> Value {
        debug_assert!(i < self.num_results(op));
        Value::Result { op, index: i as u32 }
    }

    /// The results of the op.
    pub fn results(&self, op: OpRef) -> impl ExactSizeIterator<Item = Value> {
        (0..self.ops[op].num_results).map(move |index| Value::Result { op, index })
    }

    /// The result types of the op.
    pub fn result_types(&self, op: OpRef) -> impl ExactSizeIterator<Item = Type> + '_ {
        let d = &self.ops[op];
        self.results[d.results_start as usize..(d.results_start + d.num_results) as usize].iter().map(|r| r.ty)
    }

    /// The op's regions.
    #[inline]
    pub fn op_regions(&self, op: OpRef) -> &[RegionRef] {
        match self.ops[op].nested {
            NONE => &[],
            n => &self.op_nested[n as usize].regions,
        }
    }

    /// The op's successor blocks.
    #[inline]
    pub fn successors(&self, op: OpRef) -> &[BlockRef] {
        match self.ops[op].nested {
            NONE => &[],
            n => &self.op_nested[n as usize].successors,
        }
    }

    /// Replaces successor `i`.
    pub fn set_successor(&mut self, op: OpRef, i: usize, block: BlockRef) {
        let n = self.ops[op].nested;
        assert!(n != NONE, "set_successor: the op has no successors");
        self.op_nested[n as usize].successors[i] = block;
    }

    /// The discardable attributes as an interned dictionary.
    #[inline]
    pub fn op_attr_dict(&self, op: OpRef) -> Attribute {
        self.ops[op].attrs
    }

    /// The discardable attributes, sorted by name.
    pub fn op_attrs(&self, op: OpRef) -> &[NamedAttribute] {
        DictionaryAttr::entries(self, self.ops[op].attrs)
    }

    /// The discardable attribute `name`, if set.
    pub fn op_attr(&self, op: OpRef, name: &str) -> Option<Attribute> {
        DictionaryAttr::lookup(self, self.ops[op].attrs, name)
    }

    /// Sets (or replaces) the discardable attribute `name`.
    pub fn set_op_attr(&mut self, op: OpRef, name: &str, value: Attribute) {
        let id = self.ident(name);
        let mut entries = self.op_attrs(op).to_vec();
        match entries.iter_mut().find(|e| e.name == id) {
            Some(e) => e.value = value,
            None => entries.push(NamedAttribute { name: id, value }),
        }
        self.ops[op].attrs = DictionaryAttr::get(self, entries);
    }

    /// Removes the discardable attribute `name`; returns whether it was set.
    pub fn remove_op_attr(&mut self, op: OpRef, name: &str) -> bool {
        let mut entries = self.op_attrs(op).to_vec();
        let before = entries.len();
        entries.retain(|e| self.ident_str(e.name) != name);
        let removed = entries.len() != before;
        self.ops[op].attrs = DictionaryAttr::get(self, entries);
        removed
    }

    /// The inherent attributes (properties), if any.
    #[inline]
    pub fn op_properties(&self, op: OpRef) -> Option<Attribute> {
        match self.ops[op].props {
            NONE => None,
            p => Some(Attribute(p)),
        }
    }

    /// Sets the inherent attributes (properties).
    pub fn set_op_properties(&mut self, op: OpRef, props: Option<Attribute>) {
        self.ops[op].props = props.map_or(NONE, |p| p.0);
    }

    /// The inherent attribute `name`, looked up in the op's property dictionary.
    pub fn op_property(&self, op: OpRef, name: &str) -> Option<Attribute> {
        let props = self.op_properties(op)?;
        DictionaryAttr::lookup(self, props, name)
    }

    /// The block that contains the op.
    #[inline]
    pub fn op_parent_block(&self, op: OpRef) -> Option<BlockRef> {
        crate::operation::packed(self.ops[op].parent)
    }

    /// The op whose region contains this op.
    pub fn op_parent_op(&self, op: OpRef) -> Option<OpRef> {
        let b = self.op_parent_block(op)?;
        let r = self.block_parent_region(b)?;
        self.region_parent_op(r)
    }

    /// The next op in the same block.
    #[inline]
    pub fn op_next(&self, op: OpRef) -> Option<OpRef> {
        packed(self.ops[op].next)
    }

    /// The previous op in the same block.
    #[inline]
    pub fn op_prev(&self, op: OpRef) -> Option<OpRef> {
        packed(self.ops[op].prev)
    }

    /// Whether the op was erased.
    pub fn is_erased(&self, op: OpRef) -> bool {
        self.ops[op].erased
    }

    /// Unlinks the op from its block, leaving it detached but alive.
    pub fn detach_op(&mut self, op: OpRef) {
        let d = &self.ops[op];
        let (parent, prev, next) = (d.parent, d.prev, d.next);
        if parent == NONE {
            return;
        }
        let block = BlockRef::new_raw(parent);
        match packed::<OpRef>(prev) {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first_op = next,
        }
        match packed::<OpRef>(next) {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[block].last_op = prev,
        }
        let d = &mut self.ops[op];
        d.parent = NONE;
        d.prev = NONE;
        d.next = NONE;
    }

    /// Erases the op and everything nested in it. Refuses (with a diagnostic) if any of its
    /// results still has a use outside the op itself, so that no use is left dangling.
    pub fn erase_op(&mut self, op: OpRef) -> Result<(), Diagnostic> {
        // An op without regions (most of them) nests nothing to collect.
        let mut nested: smallvec::SmallVec<[OpRef; 1]> = smallvec::SmallVec::new();
        if self.op_regions(op).is_empty() {
            nested.push(op);
        } else {
            self.walk_ops_post_order(op, &mut |o| nested.push(o));
        }
        for &o in &nested {
            for r in self.results(o) {
                if let Some(user) = self.users(r).find(|u| !self.is_ancestor_or_self(op, *u)) {
                    let _ = user;
                    return Err(Diagnostic::error(
                        self.op_loc(op),
                        format!("cannot erase '{}': result still has uses", self.op_name_text(op)),
                    ));
                }
            }
        }
        self.detach_op(op);
        for o in nested {
            let (start, n) = (self.ops[o].operands_start, self.ops[o].num_operands);
            for u in start..start + n {
                self.unlink_use(u);
            }
            self.ops[o].num_operands = 0;
            self.ops[o].erased = true;
        }
        Ok(())
    }

    /// Whether `ancestor` is `op` or contains it (through regions).
    pub fn is_ancestor_or_self(&self, ancestor: OpRef, mut op: OpRef) -> bool {
        loop {
            if op == ancestor {
                return true;
            }
            match self.op_parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }
}

impl BlockRef {
    #[inline]
    pub(crate) fn new_raw(raw: u32) -> BlockRef {
        <BlockRef as crate::entity::EntityRef>::new(raw as usize)
    }
}

/// The attribute `name` of `op` as MLIR's `Operation::getAttr` finds it: the inherent attribute
/// (property) first, then the discardable attribute.
pub fn op_attr_or_prop(ctx: &Context, op: OpRef, name: &str) -> Option<Attribute> {
    ctx.op_property(op, name).or_else(|| ctx.op_attr(op, name))
}
