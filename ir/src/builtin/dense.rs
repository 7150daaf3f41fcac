//! The builtin elements attributes: `dense<...>` of integers, floats and complex numbers
//! ([`DenseIntOrFPElementsAttr`]), `dense<...>` of strings ([`DenseStringElementsAttr`]),
//! `dense_resource<...>` ([`DenseResourceElementsAttr`]) and `sparse<...>`
//! ([`SparseElementsAttr`]).
//!
//! A dense attribute keeps its elements as one byte buffer, each element in little-endian order at
//! its storage width (the bit width rounded up to whole bytes; `i1` takes one byte per element,
//! `0` or `1`; a complex element is its real part followed by its imaginary part). A splat keeps a
//! single element, so `dense<0> : tensor<100000000000xi8>` costs a few bytes. Attributes are
//! canonical, as in MLIR: an attribute whose elements are all equal is always stored as a splat,
//! so equality of the handles is equality of the values. The printer follows MLIR's
//! `printDenseElementsAttr`, including its hex form for more than 100 elements.

use crate::asm::AsmPrinter;
use crate::attributes::Attribute;
use crate::builtin::types::{shaped_info, ComplexType, FloatKind, FloatType, IndexType, IntegerType, Signedness};
use crate::context::Context;
use crate::numeric::{APFloat, APInt};
use crate::types::Type;
use oxir_macros::AttrDef;
use std::fmt;

/// MLIR prints non-splat elements attributes with more elements than this as a hex string
/// (`OpPrintingFlags`' default `elementsAttrHexElementLimit`).
pub const HEX_ELEMENT_LIMIT: u64 = 100;

/// The scalar type of dense elements (of each part, for complex elements).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ScalarKind {
    /// An integer type of the given width and signedness.
    Int {
        /// Bit width.
        width: u32,
        /// Signedness semantics.
        signedness: Signedness,
    },
    /// `index`, stored as 64 bits.
    Index,
    /// A float type.
    Float(FloatKind),
}

impl ScalarKind {
    /// The width of the values in bits (64 for `index`).
    pub fn bit_width(self) -> u32 {
        match self {
            ScalarKind::Int { width, .. } => width,
            ScalarKind::Index => 64,
            ScalarKind::Float(k) => k.width(),
        }
    }

    /// The bytes one value takes in the buffer.
    pub fn byte_width(self) -> usize {
        (self.bit_width() as usize).div_ceil(8)
    }

    /// Whether this is `i1` (of any signedness), which prints as `true`/`false`.
    pub fn is_bool(self) -> bool {
        matches!(self, ScalarKind::Int { width: 1, .. })
    }

    fn of(ctx: &Context, ty: Type) -> Option<ScalarKind> {
        if let Some(t) = ty.dyn_cast::<IntegerType>(ctx) {
            return Some(ScalarKind::Int { width: t.width, signedness: t.signedness });
        }
        if ty.isa::<IndexType>(ctx) {
            return Some(ScalarKind::Index);
        }
        ty.dyn_cast::<FloatType>(ctx).map(|f| ScalarKind::Float(f.kind))
    }
}

/// How the elements of a dense attribute are laid out: their scalar kind and whether each is a
/// complex number (two scalars).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ElementLayout {
    /// The scalar kind of an element (of each part if complex).
    pub scalar: ScalarKind,
    /// Whether elements are complex numbers.
    pub complex: bool,
}

impl ElementLayout {
    /// The layout of elements of type `element`, if it is an integer, index, float or complex
    /// type (the element types [`DenseIntOrFPElementsAttr`] holds).
    pub fn of(ctx: &Context, element: Type) -> Option<ElementLayout> {
        if let Some(c) = element.dyn_cast::<ComplexType>(ctx) {
            return ScalarKind::of(ctx, c.element).map(|scalar| ElementLayout { scalar, complex: true });
        }
        ScalarKind::of(ctx, element).map(|scalar| ElementLayout { scalar, complex: false })
    }

    /// The number of scalars per element (2 for complex).
    pub fn parts(self) -> usize {
        if self.complex {
            2
        } else {
            1
        }
    }

    /// The bytes one element takes in the buffer.
    pub fn byte_width(self) -> usize {
        self.scalar.byte_width() * self.parts()
    }
}

/// Writes the low `n` bytes of `v` little-endian.
pub(crate) fn push_apint_bytes(out: &mut Vec<u8>, v: &APInt, n: usize) {
    let mut left = n;
    for w in v.words() {
        let bytes = w.to_le_bytes();
        let take = left.min(8);
        out.extend_from_slice(&bytes[..take]);
        left -= take;
        if left == 0 {
            return;
        }
    }
    out.extend(std::iter::repeat_n(0, left));
}

/// Reads a `width`-bit integer from little-endian bytes.
fn apint_from_bytes(width: u32, bytes: &[u8]) -> APInt {
    if bytes.len() <= 8 {
        // One word (every scalar of up to 64 bits): no buffer.
        let v = bytes.iter().rev().fold(0u64, |v, &b| (v << 8) | u64::from(b));
        return APInt::from_words(width, &[v]);
    }
    let mut words = vec![0u64; bytes.len().div_ceil(8).max(1)];
    for (i, &b) in bytes.iter().enumerate() {
        words[i / 8] |= (b as u64) << (8 * (i % 8));
    }
    APInt::from_words(width, &words)
}

/// The number of elements of a static shape, saturating at `u64::MAX` (MLIR accepts splats of
/// shapes whose element count overflows; nothing else can match such a count).
pub(crate) fn saturating_num_elements(shape: &[i64]) -> u64 {
    shape.iter().try_fold(1u64, |acc, &d| acc.checked_mul(d.max(0) as u64)).unwrap_or(u64::MAX)
}

/// Prints the elements of a shaped literal as MLIR's `printDenseElementsAttrImpl` does: a splat as
/// its single element, otherwise nested `[...]` lists following `shape`.
fn print_nested(p: &mut AsmPrinter<'_>, splat: bool, shape: &[i64], mut elt: impl FnMut(&mut AsmPrinter<'_>, usize)) {
    if splat {
        elt(p, 0);
        return;
    }
    let n = saturating_num_elements(shape);
    if n == 0 {
        return;
    }
    let rank = shape.len();
    let mut counter = vec![0i64; rank];
    let mut open = 0usize;
    let mut idx = 0usize;
    while (idx as u64) < n {
        if idx != 0 {
            p.write(", ");
        }
        while open < rank {
            p.write("[");
            open += 1;
        }
        elt(p, idx);
        // Bump the mixed-radix counter, closing a bracket for every digit that rolls over.
        if rank > 0 {
            counter[rank - 1] += 1;
            for i in (1..rank).rev() {
                if counter[i] >= shape[i] {
                    counter[i] = 0;
                    counter[i - 1] += 1;
                    open -= 1;
                    p.write("]");
                }
            }
        }
        idx += 1;
    }
    for _ in 0..open {
        p.write("]");
    }
}

fn hex_string(bytes: &[u8]) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut s = String::with_capacity(bytes.len() * 2 + 4);
    s.push_str("\"0x");
    for &b in bytes {
        s.push(HEX[(b >> 4) as usize] as char);
        s.push(HEX[(b & 15) as usize] as char);
    }
    s.push('"');
    s
}

/// `dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>`: a constant tensor or vector of integers, indices,
/// floats or complex numbers, stored as raw little-endian bytes (MLIR's
/// `DenseIntOrFPElementsAttr`).
#[derive(Clone, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "dense_int_or_fp_elements",
    prefix = "",
    printer = DenseIntOrFPElementsAttr::print_syntax,
    parser = DenseIntOrFPElementsAttr::parse_syntax,
    type_of = DenseIntOrFPElementsAttr::type_of,
    skip_default_builders
)]
pub struct DenseIntOrFPElementsAttr {
    /// The type: a statically shaped tensor, vector or memref.
    pub ty: Type,
    layout: ElementLayout,
    num_elements: u64,
    shape: Box<[i64]>,
    splat: bool,
    data: Box<[u8]>,
}

impl fmt::Debug for DenseIntOrFPElementsAttr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DenseIntOrFPElementsAttr")
            .field("ty", &self.ty)
            .field("layout", &self.layout)
            .field("splat", &self.splat)
            .field("bytes", &self.data.len())
            .finish()
    }
}

impl DenseIntOrFPElementsAttr {
    /// Builds the attribute from the bytes of `count` elements laid out as `layout` requires,
    /// canonicalizing as MLIR does: one element, or all elements equal, makes a splat. `count`
    /// must be 1 or the type's element count (more elements are cut off). `None` if `ty` is not
    /// a statically shaped type of such elements or the data does not fit.
    pub fn from_raw_elements(ctx: &Context, ty: Type, mut data: Vec<u8>, count: u64) -> Option<Attribute> {
        let info = shaped_info(ctx, ty)?;
        if !info.has_static_shape() {
            return None;
        }
        let layout = ElementLayout::of(ctx, info.element)?;
        let shape: Box<[i64]> = info.shape.unwrap_or_default().into();
        let num_elements = saturating_num_elements(&shape);
        let ew = layout.byte_width();
        if data.len() as u64 != (ew as u64).checked_mul(count)? || (count != 1 && count < num_elements) {
            return None;
        }
        let splat;
        if ew == 0 {
            // Zero-width elements (`i0`) have no data; MLIR never treats them as a splat.
            data.clear();
            splat = false;
        } else if count == 1 {
            splat = true;
        } else {
            data.truncate(ew * num_elements as usize);
            splat = !data.is_empty() && data.chunks_exact(ew).all(|c| c == &data[..ew]);
            if splat {
                data.truncate(ew);
            }
        }
        if layout.scalar.is_bool() && splat {
            for b in data.iter_mut() {
                *b = (*b != 0) as u8;
            }
        }
        Some(ctx.intern_attr(DenseIntOrFPElementsAttr {
            ty,
            layout,
            num_elements,
            shape,
            splat,
            data: data.into_boxed_slice(),
        }))
    }

    /// A dense attribute of integer (or `index`) elements; `values` holds one value (a splat) or
    /// one per element, each as wide as the element type (64 bits for `index`). For complex
    /// integer elements, `values` holds the real and imaginary parts in turn.
    pub fn from_ints(ctx: &Context, ty: Type, values: &[APInt]) -> Option<Attribute> {
        let layout = ElementLayout::of(ctx, shaped_info(ctx, ty)?.element)?;
        if matches!(layout.scalar, ScalarKind::Float(_)) || !values.len().is_multiple_of(layout.parts()) {
            return None;
        }
        let n = layout.scalar.byte_width();
        let mut data = Vec::with_capacity(values.len() * n);
        for v in values {
            if layout.scalar.is_bool() {
                data.push(!v.is_zero() as u8);
            } else {
                push_apint_bytes(&mut data, v, n);
            }
        }
        Self::from_raw_elements(ctx, ty, data, (values.len() / layout.parts()) as u64)
    }

    /// A dense attribute of float elements; `values` holds one value (a splat) or one per
    /// element, in the element type's semantics (real and imaginary parts in turn for complex).
    pub fn from_floats(ctx: &Context, ty: Type, values: &[APFloat]) -> Option<Attribute> {
        let layout = ElementLayout::of(ctx, shaped_info(ctx, ty)?.element)?;
        if !matches!(layout.scalar, ScalarKind::Float(_)) || !values.len().is_multiple_of(layout.parts()) {
            return None;
        }
        let n = layout.scalar.byte_width();
        let mut data = Vec::with_capacity(values.len() * n);
        for v in values {
            push_apint_bytes(&mut data, &v.to_bits(), n);
        }
        Self::from_raw_elements(ctx, ty, data, (values.len() / layout.parts()) as u64)
    }

    /// The number of elements of the type (saturating at `u64::MAX`).
    pub fn num_elements(&self) -> u64 {
        self.num_elements
    }

    /// The shape of the type.
    pub fn shape(&self) -> &[i64] {
        &self.shape
    }

    /// Whether all elements are one stored value.
    pub fn is_splat(&self) -> bool {
        self.splat
    }

    /// The element type.
    pub fn element_type(&self, ctx: &Context) -> Type {
        shaped_info(ctx, self.ty).map_or(self.ty, |i| i.element)
    }

    /// How the elements are laid out.
    pub fn layout(&self) -> ElementLayout {
        self.layout
    }

    /// The stored bytes: one element for a splat, else every element in row-major order.
    pub fn raw_data(&self) -> &[u8] {
        &self.data
    }

    /// The data as MLIR stores it (its `getRawData`, which hex literals spell): like
    /// [`raw_data`](Self::raw_data) except that `i1` elements are packed eight to a byte, and an
    /// `i1` splat is `0x00` or `0xFF`.
    pub fn mlir_raw_data(&self) -> Vec<u8> {
        if !self.layout.scalar.is_bool() || self.layout.complex {
            return self.data.to_vec();
        }
        if self.splat {
            return vec![if self.data.first().is_some_and(|&b| b != 0) { 0xFF } else { 0 }];
        }
        let mut out = vec![0u8; self.data.len().div_ceil(8)];
        for (i, &b) in self.data.iter().enumerate() {
            if b != 0 {
                out[i / 8] |= 1 << (i % 8);
            }
        }
        out
    }

    /// The bytes of stored element `i` (a splat has only element 0).
    fn element_bytes(&self, i: usize) -> &[u8] {
        let ew = self.layout.byte_width();
        let i = if self.splat { 0 } else { i };
        self.data.get(i * ew..(i + 1) * ew).unwrap_or(&[])
    }

    /// Scalar `part` (0 real, 1 imaginary) of element `i` as an integer of the scalar's width.
    fn scalar_bits(&self, i: usize, part: usize) -> APInt {
        let sw = self.layout.scalar.byte_width();
        let bytes = self.element_bytes(i);
        let bytes = bytes.get(part * sw..(part + 1) * sw).unwrap_or(&[]);
        let width = self.layout.scalar.bit_width();
        if self.layout.scalar.is_bool() {
            return APInt::from_u64(1, bytes.first().is_some_and(|&b| b != 0) as u64);
        }
        apint_from_bytes(width, bytes)
    }

    /// Every scalar as an integer, splats expanded: one per element, or the real and imaginary
    /// parts in turn for complex elements. Float elements give their bit patterns.
    pub fn int_values(&self) -> impl Iterator<Item = APInt> + '_ {
        let parts = self.layout.parts();
        let total = self.num_elements.saturating_mul(parts as u64);
        (0..total).map(move |k| self.scalar_bits((k / parts as u64) as usize, (k % parts as u64) as usize))
    }

    /// Every scalar as a float (real and imaginary parts in turn for complex elements), splats
    /// expanded; empty if the elements are not floats.
    pub fn float_values(&self, ctx: &Context) -> impl Iterator<Item = APFloat> + '_ {
        let element = self.element_type(ctx);
        let element = element.dyn_cast::<ComplexType>(ctx).map_or(element, |c| c.element);
        let sem = element.dyn_cast::<FloatType>(ctx).map(|f| f.kind.semantics());
        let n = if sem.is_some() { self.num_elements.saturating_mul(self.layout.parts() as u64) } else { 0 };
        let parts = self.layout.parts() as u64;
        (0..n).filter_map(move |k| {
            let bits = self.scalar_bits((k / parts) as usize, (k % parts) as usize);
            sem.map(|s| APFloat::from_bits(s, &bits))
        })
    }

    /// Every scalar converted to `T` (see [`DenseValue`]), splats expanded; `None` if the
    /// element type does not convert to `T`.
    pub fn values<T: DenseValue>(&self) -> Option<impl Iterator<Item = T> + '_> {
        if !T::accepts(self.layout.scalar) {
            return None;
        }
        let parts = self.layout.parts() as u64;
        let scalar = self.layout.scalar;
        Some(
            (0..self.num_elements.saturating_mul(parts))
                .map(move |k| T::from_bits(scalar, &self.scalar_bits((k / parts) as usize, (k % parts) as usize))),
        )
    }

    fn print_scalar(&self, p: &mut AsmPrinter<'_>, bits: &APInt) {
        match self.layout.scalar {
            ScalarKind::Int { width: 1, .. } => p.write(if bits.is_zero() { "false" } else { "true" }),
            ScalarKind::Int { signedness, .. } => {
                p.write(&bits.to_string_radix(10, signedness != Signedness::Unsigned))
            }
            ScalarKind::Index => p.write(&bits.to_string_radix(10, true)),
            ScalarKind::Float(k) => p.write(&APFloat::from_bits(k.semantics(), bits).to_mlir_string_with_kind().0),
        }
    }

    /// Prints the elements without `dense<`, `>` and the type (MLIR's
    /// `printDenseIntOrFPElementsAttr`); as a hex string when `allow_hex` and there are more than
    /// [`HEX_ELEMENT_LIMIT`] elements.
    pub fn print_elements(&self, p: &mut AsmPrinter<'_>, allow_hex: bool) {
        if p.is_collecting_aliases() {
            return;
        }
        if !self.splat && allow_hex && self.num_elements > HEX_ELEMENT_LIMIT {
            p.write(&hex_string(&self.mlir_raw_data()));
            return;
        }
        print_nested(p, self.splat, &self.shape, |p, i| {
            if self.layout.complex {
                p.write("(");
                self.print_scalar(p, &self.scalar_bits(i, 0));
                p.write(",");
                self.print_scalar(p, &self.scalar_bits(i, 1));
                p.write(")");
            } else {
                self.print_scalar(p, &self.scalar_bits(i, 0));
            }
        });
    }
}

impl DenseIntOrFPElementsAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("dense<");
        self.print_elements(p, true);
        p.write(">");
        p.print_attr_type_suffix(self.ty);
    }

    /// The type the attribute carries (MLIR's `TypedAttr`).
    fn type_of(&self) -> Option<Type> {
        Some(self.ty)
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

/// A Rust type that the scalars of a [`DenseIntOrFPElementsAttr`] convert to with
/// [`DenseIntOrFPElementsAttr::values`]: `i64`/`u64` (integers and indices, sign- or
/// zero-extended, truncated past 64 bits), `bool` (integers, non-zero is `true`), `f32`/`f64`
/// (floats, rounded to nearest).
pub trait DenseValue: Sized {
    /// Whether scalars of `kind` convert to this type.
    fn accepts(kind: ScalarKind) -> bool;
    /// Converts the bits of one scalar of `kind`.
    fn from_bits(kind: ScalarKind, bits: &APInt) -> Self;
}

fn is_int_kind(kind: ScalarKind) -> bool {
    matches!(kind, ScalarKind::Int { .. } | ScalarKind::Index)
}

impl DenseValue for i64 {
    fn accepts(kind: ScalarKind) -> bool {
        is_int_kind(kind)
    }
    fn from_bits(_: ScalarKind, bits: &APInt) -> Self {
        bits.sext_or_trunc(64).low_u64() as i64
    }
}

impl DenseValue for u64 {
    fn accepts(kind: ScalarKind) -> bool {
        is_int_kind(kind)
    }
    fn from_bits(_: ScalarKind, bits: &APInt) -> Self {
        bits.low_u64()
    }
}

impl DenseValue for bool {
    fn accepts(kind: ScalarKind) -> bool {
        is_int_kind(kind)
    }
    fn from_bits(_: ScalarKind, bits: &APInt) -> Self {
        !bits.is_zero()
    }
}

impl DenseValue for f64 {
    fn accepts(kind: ScalarKind) -> bool {
        matches!(kind, ScalarKind::Float(_))
    }
    fn from_bits(kind: ScalarKind, bits: &APInt) -> Self {
        match kind {
            ScalarKind::Float(k) => APFloat::from_bits(k.semantics(), bits).to_f64(),
            _ => 0.0,
        }
    }
}

impl DenseValue for f32 {
    fn accepts(kind: ScalarKind) -> bool {
        matches!(kind, ScalarKind::Float(_))
    }
    fn from_bits(kind: ScalarKind, bits: &APInt) -> Self {
        match kind {
            ScalarKind::Float(k) => APFloat::from_bits(k.semantics(), bits).to_f32(),
            _ => 0.0,
        }
    }
}

/// `dense<["a", "b"]> : tensor<2x!foo.string>`: a constant tensor of strings, for element types
/// other than integers, floats and complex numbers (MLIR's `DenseStringElementsAttr`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "dense_string_elements",
    prefix = "",
    printer = DenseStringElementsAttr::print_syntax,
    parser = DenseStringElementsAttr::parse_syntax,
    type_of = DenseStringElementsAttr::type_of,
    skip_default_builders
)]
pub struct DenseStringElementsAttr {
    /// The type: a statically shaped tensor, vector or memref.
    pub ty: Type,
    /// The strings: one for a splat, else one per element in row-major order.
    pub values: Vec<Box<[u8]>>,
    shape: Box<[i64]>,
}

impl DenseStringElementsAttr {
    /// Builds the attribute from one string (a splat) or one per element, making a splat of
    /// equal strings as MLIR does; `None` if `ty` is not statically shaped or the count is wrong.
    pub fn get(ctx: &Context, ty: Type, mut values: Vec<Box<[u8]>>) -> Option<Attribute> {
        let info = shaped_info(ctx, ty)?;
        if !info.has_static_shape() {
            return None;
        }
        let shape: Box<[i64]> = info.shape.unwrap_or_default().into();
        let n = saturating_num_elements(&shape);
        if values.len() != 1 && (values.len() as u64) < n {
            return None;
        }
        if values.len() > 1 {
            values.truncate(n as usize);
            if values.len() > 1 && values.iter().all(|v| *v == values[0]) {
                values.truncate(1);
            }
        }
        Some(ctx.intern_attr(DenseStringElementsAttr { ty, values, shape }))
    }

    /// Whether all elements are one stored string.
    pub fn is_splat(&self) -> bool {
        self.values.len() == 1
    }

    /// The number of elements of the type (saturating at `u64::MAX`).
    pub fn num_elements(&self) -> u64 {
        saturating_num_elements(&self.shape)
    }

    /// Prints the elements without `dense<`, `>` and the type.
    pub fn print_elements(&self, p: &mut AsmPrinter<'_>) {
        if p.is_collecting_aliases() {
            return;
        }
        let splat = self.values.len() == 1;
        print_nested(p, splat, &self.shape, |p, i| {
            if let Some(v) = self.values.get(i) {
                p.print_escaped_string(v);
            }
        });
    }
}

impl DenseStringElementsAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("dense<");
        self.print_elements(p);
        p.write(">");
        p.print_attr_type_suffix(self.ty);
    }

    /// The type the attribute carries (MLIR's `TypedAttr`).
    fn type_of(&self) -> Option<Type> {
        Some(self.ty)
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

/// `dense_resource<blob1> : tensor<3xi64>`: elements whose data is the blob `key` of the file's
/// `{-# dialect_resources: { builtin: {...} } #-}` section (MLIR's `DenseResourceElementsAttr`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "dense_resource_elements",
    prefix = "",
    printer = DenseResourceElementsAttr::print_syntax,
    parser = DenseResourceElementsAttr::parse_syntax,
    type_of = DenseResourceElementsAttr::type_of,
    skip_default_builders
)]
pub struct DenseResourceElementsAttr {
    /// The type: a shaped type.
    pub ty: Type,
    /// The name of the blob among the builtin dialect's resources.
    pub key: String,
}

impl DenseResourceElementsAttr {
    /// The blob's data (without its leading 4-byte alignment), if the context has a valid blob
    /// under this key.
    pub fn blob(&self, ctx: &Context) -> Option<Vec<u8>> {
        let text = ctx.resources.blob(&self.key)?;
        let data = decode_hex_literal(text.as_bytes())?;
        data.get(4..).map(<[u8]>::to_vec)
    }
}

impl DenseResourceElementsAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("dense_resource<");
        p.print_keyword_or_string(&self.key);
        p.write(">");
        p.print_attr_type_suffix(self.ty);
    }

    /// The type the attribute carries (MLIR's `TypedAttr`).
    fn type_of(&self) -> Option<Type> {
        Some(self.ty)
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

/// Decodes the bytes of a hex string token `"0x0102..."` (with its quotes): MLIR's
/// `Token::getHexStringValue`, which wants `0x` and an even number of hex digits.
pub fn decode_hex_literal(token: &[u8]) -> Option<Vec<u8>> {
    let inner = token.strip_prefix(b"\"")?.strip_suffix(b"\"")?;
    let digits = inner.strip_prefix(b"0x")?;
    if digits.len() % 2 != 0 {
        return None;
    }
    let nibble = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    digits.chunks_exact(2).map(|pair| Some(nibble(pair[0])? << 4 | nibble(pair[1])?)).collect()
}

/// `sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>`: a tensor that is zero except at the
/// listed indices (MLIR's `SparseElementsAttr`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "sparse_elements",
    prefix = "",
    printer = SparseElementsAttr::print_syntax,
    parser = SparseElementsAttr::parse_syntax,
    type_of = SparseElementsAttr::type_of,
    skip_default_builders
)]
pub struct SparseElementsAttr {
    /// The type: a statically shaped tensor or vector.
    pub ty: Type,
    /// The indices: a [`DenseIntOrFPElementsAttr`] of `i64` of shape `N x rank` (or `N` for
    /// rank 1).
    pub indices: Attribute,
    /// The values at the indices: a one-dimensional [`DenseIntOrFPElementsAttr`] or
    /// [`DenseStringElementsAttr`] of `N` elements.
    pub values: Attribute,
}

impl SparseElementsAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("sparse<");
        let ctx = p.ctx();
        if let Some(indices) = self.indices.dyn_cast::<DenseIntOrFPElementsAttr>(ctx) {
            if indices.num_elements() != 0 {
                indices.print_elements(p, false);
                p.write(", ");
                if let Some(v) = self.values.dyn_cast::<DenseIntOrFPElementsAttr>(ctx) {
                    v.print_elements(p, true);
                } else if let Some(v) = self.values.dyn_cast::<DenseStringElementsAttr>(ctx) {
                    v.print_elements(p);
                }
            }
        }
        p.write(">");
        p.print_attr_type_suffix(self.ty);
    }

    /// The type the attribute carries (MLIR's `TypedAttr`).
    fn type_of(&self) -> Option<Type> {
        Some(self.ty)
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_attribute_str;

    fn dense(ctx: &mut Context, src: &str) -> DenseIntOrFPElementsAttr {
        let a = parse_attribute_str(ctx, src).unwrap_or_else(|e| panic!("{src}: {}", e.message));
        a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx).expect("a dense attribute").clone()
    }

    #[test]
    fn dense_element_access() {
        let mut ctx = Context::new();
        let d = dense(&mut ctx, "dense<[[1, -2], [3, 4]]> : tensor<2x2xi32>");
        assert_eq!(d.num_elements(), 4);
        assert!(!d.is_splat());
        assert_eq!(d.element_type(&ctx).to_text(&ctx), "i32");
        assert_eq!(d.values::<i64>().unwrap().collect::<Vec<_>>(), vec![1, -2, 3, 4]);
        assert_eq!(d.values::<u64>().unwrap().nth(1), Some(0xFFFF_FFFE));
        assert!(d.values::<f32>().is_none());
        let ints: Vec<String> = d.int_values().map(|v| v.to_string_radix(10, true)).collect();
        assert_eq!(ints, ["1", "-2", "3", "4"]);

        let d = dense(&mut ctx, "dense<2.5> : tensor<3xf32>");
        assert!(d.is_splat());
        assert_eq!(d.raw_data(), 2.5f32.to_le_bytes());
        assert_eq!(d.values::<f64>().unwrap().collect::<Vec<_>>(), vec![2.5; 3]);
        assert_eq!(d.float_values(&ctx).map(|f| f.to_f32()).collect::<Vec<_>>(), vec![2.5; 3]);

        let d = dense(&mut ctx, "dense<[true, false]> : tensor<2xi1>");
        assert_eq!(d.values::<bool>().unwrap().collect::<Vec<_>>(), vec![true, false]);
        assert_eq!(d.mlir_raw_data(), vec![0b01]);

        let d = dense(&mut ctx, "dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i8>>");
        assert_eq!(d.values::<i64>().unwrap().collect::<Vec<_>>(), vec![1, 2, 3, 4]);
        assert_eq!(d.raw_data(), [1, 2, 3, 4]);

        let d = dense(&mut ctx, "dense<[1.5, 2.5]> : tensor<2xbf16>");
        assert_eq!(d.values::<f32>().unwrap().collect::<Vec<_>>(), vec![1.5, 2.5]);
    }

    #[test]
    fn dense_huge_splat_is_small() {
        let mut ctx = Context::new();
        let d = dense(&mut ctx, "dense<7> : tensor<100000000000xi8>");
        assert!(d.is_splat());
        assert_eq!(d.num_elements(), 100_000_000_000);
        assert_eq!(d.raw_data(), [7]);
        assert_eq!(d.values::<i64>().unwrap().take(3).collect::<Vec<_>>(), vec![7, 7, 7]);
    }

    #[test]
    fn dense_built_from_values() {
        let ctx = Context::new();
        let i16t = IntegerType::get(&ctx, 16);
        let ty =
            ctx.intern_type(crate::builtin::types::RankedTensorType { shape: vec![2], element: i16t, encoding: None });
        let a = DenseIntOrFPElementsAttr::from_ints(&ctx, ty, &[APInt::from_i64(16, -1), APInt::from_i64(16, 5)]);
        assert_eq!(a.unwrap().to_text(&ctx), "dense<[-1, 5]> : tensor<2xi16>");
        let a = DenseIntOrFPElementsAttr::from_ints(&ctx, ty, &vec![APInt::from_i64(16, 3); 2]).unwrap();
        assert_eq!(a.to_text(&ctx), "dense<3> : tensor<2xi16>");
        assert!(DenseIntOrFPElementsAttr::from_ints(&ctx, ty, &vec![APInt::from_i64(16, 3); 3]).is_some());
        assert!(DenseIntOrFPElementsAttr::from_ints(&ctx, i16t, &[APInt::from_i64(16, 3)]).is_none());
        let f32t = FloatType::get(&ctx, FloatKind::F32);
        let ty =
            ctx.intern_type(crate::builtin::types::RankedTensorType { shape: vec![2], element: f32t, encoding: None });
        let sem = FloatKind::F32.semantics();
        let a = DenseIntOrFPElementsAttr::from_floats(
            &ctx,
            ty,
            &[APFloat::from_f64(sem, 0.5), APFloat::from_f64(sem, 1.0)],
        );
        assert_eq!(a.unwrap().to_text(&ctx), "dense<[5.000000e-01, 1.000000e+00]> : tensor<2xf32>");
    }
}
