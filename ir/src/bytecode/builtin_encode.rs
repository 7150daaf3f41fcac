//! Writing the builtin dialect's compact bytecode encodings (MLIR's `BuiltinDialectBytecode.td`,
//! the inverse of [`super::builtin`]): the attributes and types `mlir-opt` writes compactly are
//! written the same way (`dense_resource` elements by the handle of their blob in the resource
//! section); the others (affine maps, integer sets, strided layouts, opaque attributes and
//! types, the 8-bit and `tf32` float types) keep the textual fallback, as they do in MLIR.
//!
//! One function per kind serves both passes of the writer: collecting (registering the
//! attributes, types and strings an encoding refers to) and encoding (with their final indices),
//! through [`Refs`].

use super::encoding::Emitter;
use crate::attributes::Attribute;
use crate::builtin::affine_attrs::AffineMapAttr;
use crate::builtin::attributes::{
    ArrayAttr, DenseArrayAttr, DictionaryAttr, DistinctAttr, FloatAttr, IntegerAttr, StringAttr, SymbolRefAttr,
    TypeAttr, UnitAttr,
};
use crate::builtin::dense::{
    DenseIntOrFPElementsAttr, DenseResourceElementsAttr, DenseStringElementsAttr, SparseElementsAttr,
};
use crate::builtin::locations::{CallSiteLoc, FileLineColRange, FusedLoc, NameLoc, UnknownLoc};
use crate::builtin::types::{
    ComplexType, FloatKind, FloatType, FunctionType, IndexType, IntegerType, MemRefType, NoneType, RankedTensorType,
    Signedness, TupleType, UnrankedMemRefType, UnrankedTensorType, VectorType,
};
use crate::context::Context;
use crate::numeric::APInt;
use crate::types::Type;

/// What an encoding refers to: other attributes and types by index, strings by index.
pub trait Refs {
    /// The index of attribute `a`.
    fn attr(&mut self, a: Attribute) -> u64;
    /// The index of type `t`.
    fn ty(&mut self, t: Type) -> u64;
    /// The index of string `s` in the string section.
    fn string(&mut self, s: &str) -> u64;
    /// The handle of `dialect`'s resource `key` (its index among the dialect resources the
    /// resource section lists), `None` when the context has no such resource.
    fn resource(&mut self, dialect: &str, key: &str) -> Option<u64>;
}

/// A string that the string section can hold (MLIR's strings are null-terminated there).
fn plain(bytes: &[u8]) -> Option<&str> {
    std::str::from_utf8(bytes).ok().filter(|s| !s.contains('\0'))
}

fn string_attr(ctx: &Context, s: &str) -> Attribute {
    StringAttr::get(ctx, s)
}

fn attr_list(e: &mut Emitter, refs: &mut dyn Refs, list: &[Attribute]) {
    e.varint(list.len() as u64);
    for &a in list {
        let i = refs.attr(a);
        e.varint(i);
    }
}

fn type_list(e: &mut Emitter, refs: &mut dyn Refs, list: &[Type]) {
    e.varint(list.len() as u64);
    for &t in list {
        let i = refs.ty(t);
        e.varint(i);
    }
}

fn shape(e: &mut Emitter, dims: &[i64]) {
    e.varint(dims.len() as u64);
    for &d in dims {
        e.signed_varint(d);
    }
}

/// An APInt whose width the reader knows: a byte up to 8 bits, a signed varint up to 64, else
/// its active words (MLIR's `writeAPIntWithKnownWidth`).
fn apint(e: &mut Emitter, v: &APInt) {
    let width = v.width();
    if width <= 8 {
        e.byte(v.low_u64() as u8);
    } else if width <= 64 {
        e.signed_varint(v.low_u64() as i64);
    } else {
        let active = v.active_bits().div_ceil(64).max(1) as usize;
        e.varint(active as u64);
        for &w in v.words().iter().take(active) {
            e.signed_varint(w as i64);
        }
    }
}

fn blob(e: &mut Emitter, data: &[u8]) {
    e.varint(data.len() as u64);
    e.raw(data);
}

/// The compact encoding of builtin attribute `a`, `None` for the textual fallback.
pub fn encode_attr(ctx: &Context, a: Attribute, refs: &mut dyn Refs) -> Option<Vec<u8>> {
    let mut e = Emitter::default();
    if let Some(x) = a.dyn_cast::<ArrayAttr>(ctx) {
        e.varint(0);
        attr_list(&mut e, refs, &x.elements);
    } else if let Some(x) = a.dyn_cast::<DictionaryAttr>(ctx) {
        e.varint(1);
        e.varint(x.entries.len() as u64);
        for entry in x.entries.iter() {
            let name = refs.attr(string_attr(ctx, ctx.ident_str(entry.name)));
            e.varint(name);
            let value = refs.attr(entry.value);
            e.varint(value);
        }
    } else if let Some(x) = a.dyn_cast::<StringAttr>(ctx) {
        let s = plain(&x.value)?;
        match x.ty.filter(|t| !t.isa::<NoneType>(ctx)) {
            None => {
                e.varint(2);
                e.varint(refs.string(s));
            }
            Some(t) => {
                e.varint(3);
                e.varint(refs.string(s));
                e.varint(refs.ty(t));
            }
        }
    } else if let Some(x) = a.dyn_cast::<SymbolRefAttr>(ctx) {
        let root = refs.attr(string_attr(ctx, ctx.ident_str(x.root)));
        if x.nested.is_empty() {
            e.varint(4);
            e.varint(root);
        } else {
            e.varint(5);
            e.varint(root);
            let nested: Vec<Attribute> = x.nested.iter().map(|&n| SymbolRefAttr::flat(ctx, ctx.ident_str(n))).collect();
            attr_list(&mut e, refs, &nested);
        }
    } else if let Some(x) = a.dyn_cast::<TypeAttr>(ctx) {
        e.varint(6);
        e.varint(refs.ty(x.ty));
    } else if a.isa::<UnitAttr>(ctx) {
        e.varint(7);
    } else if let Some(x) = a.dyn_cast::<IntegerAttr>(ctx) {
        let width = integer_width(ctx, x.ty)?;
        e.varint(8);
        e.varint(refs.ty(x.ty));
        apint(&mut e, &x.value.zext_or_trunc(width));
    } else if let Some(x) = a.dyn_cast::<FloatAttr>(ctx) {
        e.varint(9);
        e.varint(refs.ty(x.ty));
        apint(&mut e, &x.value.to_bits());
    } else if let Some(x) = a.dyn_cast::<CallSiteLoc>(ctx) {
        e.varint(10);
        e.varint(refs.attr(x.callee));
        e.varint(refs.attr(x.caller));
    } else if let Some(x) = a.dyn_cast::<FileLineColRange>(ctx) {
        let file = refs.attr(string_attr(ctx, ctx.ident_str(x.filename)));
        file_line_col(&mut e, x, file);
    } else if let Some(x) = a.dyn_cast::<FusedLoc>(ctx) {
        e.varint(if x.metadata.is_some() { 13 } else { 12 });
        attr_list(&mut e, refs, &x.locations);
        if let Some(m) = x.metadata {
            e.varint(refs.attr(m));
        }
    } else if let Some(x) = a.dyn_cast::<NameLoc>(ctx) {
        e.varint(14);
        e.varint(refs.attr(string_attr(ctx, ctx.ident_str(x.name))));
        e.varint(refs.attr(x.child));
    } else if a.isa::<UnknownLoc>(ctx) {
        e.varint(15);
    } else if let Some(x) = a.dyn_cast::<DenseArrayAttr>(ctx) {
        let width = dense_array_width(ctx, x.element)?;
        let mut data = Vec::with_capacity(x.values.len() * width);
        for v in &x.values {
            data.extend_from_slice(&v.low_u64().to_le_bytes()[..width]);
        }
        e.varint(17);
        e.varint(refs.ty(x.element));
        e.varint(x.values.len() as u64);
        blob(&mut e, &data);
    } else if let Some(x) = a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx) {
        e.varint(18);
        e.varint(refs.ty(x.ty));
        blob(&mut e, &x.mlir_raw_data());
    } else if let Some(x) = a.dyn_cast::<DenseStringElementsAttr>(ctx) {
        let strings: Vec<&str> = x.values.iter().map(|v| plain(v)).collect::<Option<_>>()?;
        e.varint(19);
        e.varint(refs.ty(x.ty));
        e.varint(u64::from(x.is_splat()));
        for s in strings {
            e.varint(refs.string(s));
        }
    } else if let Some(x) = a.dyn_cast::<SparseElementsAttr>(ctx) {
        e.varint(20);
        e.varint(refs.ty(x.ty));
        e.varint(refs.attr(x.indices));
        e.varint(refs.attr(x.values));
    } else if let Some(x) = a.dyn_cast::<DenseResourceElementsAttr>(ctx) {
        // The blob goes to the resource section; the attribute refers to it by handle (in
        // the textual fallback, MLIR would declare a second resource of the same name).
        let handle = refs.resource("builtin", &x.key)?;
        e.varint(16);
        e.varint(refs.ty(x.ty));
        e.varint(handle);
    } else if let Some(x) = a.dyn_cast::<DistinctAttr>(ctx) {
        e.varint(21);
        e.varint(refs.attr(x.referenced));
    } else {
        return None;
    }
    Some(e.bytes)
}

/// The storage width of an integer attribute's type (an index is 64 bits).
fn integer_width(ctx: &Context, ty: Type) -> Option<u32> {
    if let Some(i) = ty.dyn_cast::<IntegerType>(ctx) {
        Some(i.width)
    } else {
        ty.isa::<IndexType>(ctx).then_some(64)
    }
}

/// The bytes of one element of a dense array of `ty` (`i1` takes a byte).
fn dense_array_width(ctx: &Context, ty: Type) -> Option<usize> {
    let bits = if let Some(i) = ty.dyn_cast::<IntegerType>(ctx) {
        i.width
    } else {
        match ty.dyn_cast::<FloatType>(ctx)?.kind {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            _ => return None,
        }
    };
    let bytes = (bits as usize).div_ceil(8);
    [1, 2, 4, 8].contains(&bytes).then_some(bytes)
}

/// A file location: a point as `FileLineColLoc` (code 11), a range with as few numbers as
/// MLIR's `writeFileLineColRangeLocs` writes (code 22).
fn file_line_col(e: &mut Emitter, x: &FileLineColRange, file: u64) {
    let (sl, sc, el, ec) = (x.start_line, x.start_col, x.end_line, x.end_col);
    if x.is_point() {
        e.varint(11);
        e.varint(file);
        e.varint(u64::from(sl));
        e.varint(u64::from(sc));
        return;
    }
    e.varint(22);
    e.varint(file);
    let nums: Vec<u32> = if sl == 0 && sc == 0 && el == 0 && ec == 0 {
        vec![]
    } else if sc == 0 && sl == el {
        vec![sl]
    } else if sl == el {
        vec![sl, sc, ec]
    } else {
        vec![sl, sc, el, ec]
    };
    e.varint(nums.len() as u64);
    for n in nums {
        e.varint(u64::from(n));
    }
}

/// The compact encoding of builtin type `t`, `None` for the textual fallback.
pub fn encode_type(ctx: &Context, t: Type, refs: &mut dyn Refs) -> Option<Vec<u8>> {
    let mut e = Emitter::default();
    if let Some(x) = t.dyn_cast::<IntegerType>(ctx) {
        let signedness = match x.signedness {
            Signedness::Signless => 0,
            Signedness::Signed => 1,
            Signedness::Unsigned => 2,
        };
        e.varint(0);
        e.varint((u64::from(x.width) << 2) | signedness);
    } else if t.isa::<IndexType>(ctx) {
        e.varint(1);
    } else if let Some(x) = t.dyn_cast::<FunctionType>(ctx) {
        e.varint(2);
        type_list(&mut e, refs, &x.inputs);
        type_list(&mut e, refs, &x.results);
    } else if let Some(x) = t.dyn_cast::<FloatType>(ctx) {
        let code = match x.kind {
            FloatKind::BF16 => 3,
            FloatKind::F16 => 4,
            FloatKind::F32 => 5,
            FloatKind::F64 => 6,
            FloatKind::F80 => 7,
            FloatKind::F128 => 8,
            _ => return None,
        };
        e.varint(code);
    } else if let Some(x) = t.dyn_cast::<ComplexType>(ctx) {
        e.varint(9);
        e.varint(refs.ty(x.element));
    } else if let Some(x) = t.dyn_cast::<MemRefType>(ctx) {
        let rank = u32::try_from(x.shape.len()).ok()?;
        let layout = x.layout.unwrap_or_else(|| {
            Attribute::get(ctx, AffineMapAttr { map: crate::affine::AffineMap::multi_dim_identity(rank) })
        });
        match x.memory_space {
            None => e.varint(10),
            Some(space) => {
                e.varint(11);
                e.varint(refs.attr(space));
            }
        }
        shape(&mut e, &x.shape);
        e.varint(refs.ty(x.element));
        e.varint(refs.attr(layout));
    } else if t.isa::<NoneType>(ctx) {
        e.varint(12);
    } else if let Some(x) = t.dyn_cast::<RankedTensorType>(ctx) {
        match x.encoding {
            None => e.varint(13),
            Some(enc) => {
                e.varint(14);
                e.varint(refs.attr(enc));
            }
        }
        shape(&mut e, &x.shape);
        e.varint(refs.ty(x.element));
    } else if let Some(x) = t.dyn_cast::<TupleType>(ctx) {
        e.varint(15);
        type_list(&mut e, refs, &x.types);
    } else if let Some(x) = t.dyn_cast::<UnrankedMemRefType>(ctx) {
        match x.memory_space {
            None => e.varint(16),
            Some(space) => {
                e.varint(17);
                e.varint(refs.attr(space));
            }
        }
        e.varint(refs.ty(x.element));
    } else if let Some(x) = t.dyn_cast::<UnrankedTensorType>(ctx) {
        e.varint(18);
        e.varint(refs.ty(x.element));
    } else if let Some(x) = t.dyn_cast::<VectorType>(ctx) {
        if x.scalable.iter().any(|&s| s) {
            e.varint(20);
            e.varint(x.shape.len() as u64);
            for i in 0..x.shape.len() {
                e.byte(u8::from(x.scalable.get(i).copied().unwrap_or(false)));
            }
        } else {
            e.varint(19);
        }
        shape(&mut e, &x.shape);
        e.varint(refs.ty(x.element));
    } else {
        return None;
    }
    Some(e.bytes)
}
