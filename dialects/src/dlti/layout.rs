//! Data layout queries (MLIR's `DataLayout` with the defaults of `DataLayoutInterfaces.cpp`):
//! the layout of an op is the `#dlti.dl_spec` of the closest module at or above it, combined
//! with those of the modules around that one (inner entries win; identifier entries must agree).
//! It answers the index bitwidth, the sizes and alignments of builtin types, and the identifier
//! entries (endianness, memory spaces, stack alignment).

use super::attrs::{DataLayoutSpecAttr, DlKey};
use oxir::builtin::attributes::{IntegerAttr, StringAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::ops::ModuleOp;
use oxir::builtin::types::{ComplexType, FloatType, IndexType, IntegerType, VectorType};
use oxir::{Attribute, Context, OpRef, Type};

/// The layout spec of module `op`: its first discardable attribute holding a `#dlti.dl_spec`
/// (MLIR's `ModuleOp::getDataLayoutSpec`).
pub fn module_spec(ctx: &Context, op: OpRef) -> Option<&DataLayoutSpecAttr> {
    ctx.op_attrs(op).iter().find_map(|a| a.value.dyn_cast::<DataLayoutSpecAttr>(ctx))
}

/// The modules around `op` whose layouts it combines with, innermost first (MLIR's
/// `collectParentLayouts`): every enclosing module but a top-level one without a layout.
pub(super) fn parent_layout_ops(ctx: &Context, op: OpRef) -> Vec<OpRef> {
    let mut out = Vec::new();
    let mut cur = ctx.op_parent_op(op);
    while let Some(p) = cur {
        cur = ctx.op_parent_op(p);
        if ctx.isa_op::<ModuleOp>(p) && (cur.is_some() || module_spec(ctx, p).is_some()) {
            out.push(p);
        }
    }
    out
}

/// Type keys are grouped as MLIR groups them by type class: all integer types together, any
/// other type alone.
pub(super) fn same_group(ctx: &Context, a: Type, b: Type) -> bool {
    a == b || (a.isa::<IntegerType>(ctx) && b.isa::<IntegerType>(ctx))
}

/// The entries of `specs` (outermost first) combined (MLIR's `DataLayoutSpecAttr::combineWith`):
/// identifier entries must be equal where they meet; a group of type entries replaces the
/// entries of the same keys; `None` when they do not combine (equal builtin-type groups on
/// both sides, which MLIR 22 does not support either).
fn combine(ctx: &Context, specs: &[&DataLayoutSpecAttr]) -> Option<Vec<(DlKey, Attribute)>> {
    let mut names: Vec<(DlKey, Attribute)> = Vec::new();
    let mut types: Vec<(DlKey, Attribute)> = Vec::new();
    for spec in specs {
        let pairs: Vec<(DlKey, Attribute)> = spec.pairs(ctx).collect();
        for &(key, value) in pairs.iter().filter(|(k, _)| matches!(k, DlKey::Name(_))) {
            match names.iter().find(|(k, _)| *k == key) {
                Some(&(_, old)) if old != value => return None,
                Some(_) => {}
                None => names.push((key, value)),
            }
        }
        let new_types: Vec<(Type, Attribute)> = pairs
            .iter()
            .filter_map(|&(k, v)| match k {
                DlKey::Type(t) => Some((t, v)),
                DlKey::Name(_) => None,
            })
            .collect();
        let before: Vec<Type> = types
            .iter()
            .filter_map(|(k, _)| match *k {
                DlKey::Type(t) => Some(t),
                DlKey::Name(_) => None,
            })
            .collect();
        for &(t, value) in &new_types {
            if t.dialect(ctx) == "builtin" && before.iter().any(|&o| same_group(ctx, o, t)) {
                return None;
            }
            match types.iter_mut().find(|(k, _)| *k == DlKey::Type(t)) {
                Some(slot) => slot.1 = value,
                None => types.push((DlKey::Type(t), value)),
            }
        }
    }
    names.extend(types);
    Some(names)
}

/// The layout of module `op` combined with those around it (MLIR's `getCombinedDataLayout`);
/// `None` when they do not combine.
pub(super) fn combined_spec(ctx: &Context, op: OpRef) -> Option<Vec<(DlKey, Attribute)>> {
    let mut specs: Vec<&DataLayoutSpecAttr> =
        parent_layout_ops(ctx, op).into_iter().rev().filter_map(|p| module_spec(ctx, p)).collect();
    specs.extend(module_spec(ctx, op));
    combine(ctx, &specs)
}

/// The data layout in effect at an op: its entries and MLIR's defaults for what they leave
/// out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DataLayout {
    entries: Vec<(DlKey, Attribute)>,
}

/// The smallest power of two at least `v` (1 for 0).
fn pow2_ceil(v: u64) -> u64 {
    v.max(1).next_power_of_two()
}

impl DataLayout {
    /// The layout of the closest module at or above `op` (MLIR's `DataLayout::closest`); the
    /// defaults when there is none or its layout does not combine with the ones around it.
    pub fn closest(ctx: &Context, op: OpRef) -> DataLayout {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if ctx.isa_op::<ModuleOp>(o) {
                return DataLayout { entries: combined_spec(ctx, o).unwrap_or_default() };
            }
            cur = ctx.op_parent_op(o);
        }
        DataLayout::default()
    }

    /// The layout of one spec on its own.
    pub fn of_spec(ctx: &Context, spec: &DataLayoutSpecAttr) -> DataLayout {
        DataLayout { entries: spec.pairs(ctx).collect() }
    }

    /// The value of the identifier entry `name` (`dlti.endianness`, `dlti.stack_alignment`,
    /// ...), if the layout has one.
    pub fn entry(&self, ctx: &Context, name: &str) -> Option<Attribute> {
        self.entries.iter().find(|(k, _)| k.name(ctx) == Some(name)).map(|&(_, v)| v)
    }

    /// The entries whose key is in `ty`'s group (all integer types for an integer type).
    fn type_entries(&self, ctx: &Context, ty: Type) -> Vec<(Type, Attribute)> {
        self.entries
            .iter()
            .filter_map(|&(k, v)| match k {
                DlKey::Type(t) if same_group(ctx, t, ty) => Some((t, v)),
                _ => None,
            })
            .collect()
    }

    /// The bitwidth of `index` (MLIR's `getIndexBitwidth`): the `index` entry, 64 without one.
    pub fn index_bitwidth(&self, ctx: &Context) -> u32 {
        let index = IndexType::get(ctx);
        self.type_entries(ctx, index)
            .first()
            .and_then(|&(_, v)| v.dyn_cast::<IntegerAttr>(ctx))
            .and_then(|a| a.value.try_to_u64())
            .and_then(|w| u32::try_from(w).ok())
            .unwrap_or(64)
    }

    /// The size of `ty` in bits (MLIR's `getTypeSizeInBits` with the builtin defaults); `None`
    /// for a type without a default layout (MLIR reports a fatal error there).
    pub fn type_size_in_bits(&self, ctx: &Context, ty: Type) -> Option<u64> {
        if let Some(i) = ty.dyn_cast::<IntegerType>(ctx) {
            return Some(u64::from(i.width));
        }
        if let Some(f) = ty.dyn_cast::<FloatType>(ctx) {
            return Some(u64::from(f.width()));
        }
        if ty.isa::<IndexType>(ctx) {
            return Some(u64::from(self.index_bitwidth(ctx)));
        }
        // MLIR asks about a complex number's parts with the complex type's own (empty) entries:
        // the defaults, whatever the layout says of the element type.
        if let Some(c) = ty.dyn_cast::<ComplexType>(ctx) {
            let parts = DataLayout::default();
            let inner = parts.type_size_in_bits(ctx, c.element)?;
            let align = parts.preferred_alignment(ctx, c.element)? * 8;
            return Some(inner.div_ceil(align) * align + inner);
        }
        if let Some(v) = ty.dyn_cast::<VectorType>(ctx) {
            let last = u64::try_from(*v.shape.last().unwrap_or(&1)).ok()?;
            let count: u64 = v.shape.iter().map(|&d| u64::try_from(d).unwrap_or(0)).product();
            let rows = count.checked_div(last).unwrap_or(0);
            return Some(rows * pow2_ceil(last) * self.type_size(ctx, v.element)? * 8);
        }
        None
    }

    /// The size of `ty` in bytes, rounded up (MLIR's `getTypeSize`).
    pub fn type_size(&self, ctx: &Context, ty: Type) -> Option<u64> {
        Some(self.type_size_in_bits(ctx, ty)?.div_ceil(8))
    }

    /// The integer entry whose width is the smallest at least `width` (the widest if none is),
    /// as MLIR's `findEntryForIntegerType`.
    fn integer_entry(&self, ctx: &Context, ty: Type, width: u32) -> Option<Vec<u64>> {
        let mut entries: Vec<(u32, Attribute)> = self
            .type_entries(ctx, ty)
            .into_iter()
            .filter_map(|(t, v)| t.dyn_cast::<IntegerType>(ctx).map(|i| (i.width, v)))
            .collect();
        entries.sort_by_key(|&(w, _)| w);
        let &(_, v) = entries.iter().find(|&&(w, _)| w >= width).or(entries.last())?;
        Self::alignments(ctx, v)
    }

    /// The one or two alignments (bits) of a type entry's `dense<...> : vector<Nxi64>`.
    fn alignments(ctx: &Context, value: Attribute) -> Option<Vec<u64>> {
        let dense = value.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
        let values: Vec<u64> = dense.int_values().map(|v| v.low_u64()).collect();
        (!values.is_empty()).then_some(values)
    }

    /// The ABI alignment of `ty` in bytes (MLIR's `getTypeABIAlignment` with the builtin
    /// defaults: integers narrower than 64 bits their size rounded up to a power of two, wider
    /// ones 4; floats their size; vectors their size rounded up to a power of two).
    pub fn abi_alignment(&self, ctx: &Context, ty: Type) -> Option<u64> {
        if ty.isa::<VectorType>(ctx) {
            return Some(pow2_ceil(self.type_size(ctx, ty)?));
        }
        if ty.isa::<FloatType>(ctx) {
            return match self.type_entries(ctx, ty).first() {
                Some(&(_, v)) => Some(Self::alignments(ctx, v)?[0] / 8),
                None => Some(pow2_ceil(self.type_size(ctx, ty)?)),
            };
        }
        if ty.isa::<IndexType>(ctx) {
            return self.abi_alignment(ctx, IntegerType::get(ctx, self.index_bitwidth(ctx)));
        }
        if let Some(i) = ty.dyn_cast::<IntegerType>(ctx) {
            if self.type_entries(ctx, ty).is_empty() {
                return Some(if i.width < 64 { pow2_ceil(u64::from(i.width).div_ceil(8)) } else { 4 });
            }
            return Some(self.integer_entry(ctx, ty, i.width)?[0] / 8);
        }
        if let Some(c) = ty.dyn_cast::<ComplexType>(ctx) {
            return DataLayout::default().abi_alignment(ctx, c.element);
        }
        None
    }

    /// The preferred alignment of `ty` in bytes (MLIR's `getTypePreferredAlignment`).
    pub fn preferred_alignment(&self, ctx: &Context, ty: Type) -> Option<u64> {
        if ty.isa::<VectorType>(ctx) {
            return self.abi_alignment(ctx, ty);
        }
        if ty.isa::<FloatType>(ctx) {
            return match self.type_entries(ctx, ty).first() {
                Some(&(_, v)) => Some(*Self::alignments(ctx, v)?.last()? / 8),
                None => self.abi_alignment(ctx, ty),
            };
        }
        if let Some(i) = ty.dyn_cast::<IntegerType>(ctx) {
            if self.type_entries(ctx, ty).is_empty() {
                return Some(pow2_ceil(self.type_size(ctx, ty)?));
            }
            return Some(*self.integer_entry(ctx, ty, i.width)?.last()? / 8);
        }
        if ty.isa::<IndexType>(ctx) {
            return self.preferred_alignment(ctx, IntegerType::get(ctx, self.index_bitwidth(ctx)));
        }
        if let Some(c) = ty.dyn_cast::<ComplexType>(ctx) {
            return DataLayout::default().preferred_alignment(ctx, c.element);
        }
        None
    }

    /// The endianness entry's value (`"big"` or `"little"`), if the layout names one.
    pub fn endianness<'c>(&self, ctx: &'c Context) -> Option<&'c str> {
        StringAttr::value_of(ctx, self.entry(ctx, super::ENDIANNESS_KEY)?)
    }

    /// The stack alignment in bits (`dlti.stack_alignment`; 0, unspecified, without one).
    pub fn stack_alignment(&self, ctx: &Context) -> u64 {
        self.entry(ctx, "dlti.stack_alignment")
            .and_then(|v| v.dyn_cast::<IntegerAttr>(ctx))
            .and_then(|a| a.value.try_to_u64())
            .unwrap_or(0)
    }
}
