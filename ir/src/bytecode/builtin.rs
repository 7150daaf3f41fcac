//! The builtin dialect's compact bytecode encodings (MLIR's `BuiltinDialectBytecode.td`),
//! decoded into the textual syntax: each entry starts with a varint code naming the attribute or
//! type kind, followed by that kind's fields.

use super::attr_types::{AttrKind, AttrText, AttrTypes, TypeKind, TypeText};
use super::encoding::{Cursor, Result};
use crate::printer::{escape_into, is_bare_identifier};
use std::fmt::Write;

/// The dynamic size of a shaped type's dimension (`ShapedType::kDynamic`).
const DYNAMIC: i64 = i64::MIN;

fn quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    escape_into(s.as_bytes(), &mut out);
    out.push('"');
    out
}

fn symbol(s: &str) -> String {
    if is_bare_identifier(s) {
        format!("@{s}")
    } else {
        format!("@{}", quoted(s))
    }
}

fn keyword_or_string(s: &str) -> String {
    if is_bare_identifier(s) {
        s.to_string()
    } else {
        quoted(s)
    }
}

fn other(text: String) -> AttrText {
    AttrText { text, kind: AttrKind::Other }
}

fn loc(text: String) -> AttrText {
    AttrText { text, kind: AttrKind::Loc }
}

/// The raw value of a string attribute reference.
fn read_string_attr(t: &mut AttrTypes, c: &mut Cursor) -> Result<String> {
    let a = t.read_attr(c)?;
    match &a.kind {
        AttrKind::Str(s) => Ok(s.clone()),
        _ => c.error(format!("expected a string attribute, but got: {}", a.text)),
    }
}

fn read_location(t: &mut AttrTypes, c: &mut Cursor) -> Result<String> {
    let a = t.read_attr(c)?;
    match a.kind {
        AttrKind::Loc => Ok(a.text.clone()),
        _ => c.error(format!("expected a location, but got: {}", a.text)),
    }
}

fn read_list<T>(c: &mut Cursor, mut item: impl FnMut(&mut Cursor) -> Result<T>) -> Result<Vec<T>> {
    let n = c.varint()?;
    if n > c.remaining() as u64 {
        return c.error(format!("list of {n} elements exceeds the entry"));
    }
    (0..n).map(|_| item(c)).collect()
}

/// A two's complement integer of `width` bits given by its 64-bit words, in decimal.
fn words_to_decimal(mut words: Vec<u64>, width: u32, signed: bool) -> String {
    let total = (width as usize).div_ceil(64).max(1);
    words.resize(total, 0);
    let top_bits = width as usize - (total - 1) * 64;
    if top_bits < 64 {
        words[total - 1] &= (1u64 << top_bits) - 1;
    }
    let negative = signed && width > 0 && (words[total - 1] >> (top_bits - 1)) & 1 == 1;
    if negative {
        // Negate: invert within the width and add one.
        let mut carry = 1u128;
        for (i, w) in words.iter_mut().enumerate() {
            let mask = if i == total - 1 && top_bits < 64 { (1u64 << top_bits) - 1 } else { u64::MAX };
            let v = u128::from(!*w & mask) + carry;
            *w = v as u64 & mask;
            carry = v >> 64;
        }
    }
    let mut digits = Vec::new();
    while words.iter().any(|&w| w != 0) {
        let mut rem = 0u128;
        for w in words.iter_mut().rev() {
            let cur = (rem << 64) | u128::from(*w);
            *w = (cur / 10_000_000_000_000_000_000) as u64;
            rem = cur % 10_000_000_000_000_000_000;
        }
        digits.push(rem as u64);
    }
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    match digits.split_last() {
        None => out.push('0'),
        Some((last, rest)) => {
            let _ = write!(out, "{last}");
            for d in rest.iter().rev() {
                let _ = write!(out, "{d:019}");
            }
        }
    }
    out
}

/// An APInt of a known width: a byte up to 8 bits, a signed varint up to 64, else its words.
fn read_apint_words(c: &mut Cursor, width: u32) -> Result<Vec<u64>> {
    if width <= 8 {
        return Ok(vec![u64::from(c.byte()?)]);
    }
    if width <= 64 {
        return Ok(vec![c.signed_varint()? as u64]);
    }
    let n = c.varint()?;
    if n > u64::from(width).div_ceil(64) {
        return c.error(format!("{n} words exceed an integer of {width} bits"));
    }
    (0..n).map(|_| c.signed_varint().map(|v| v as u64)).collect()
}

fn hex_words(words: &[u64], width: u32) -> String {
    let nibbles = (width as usize).div_ceil(4).max(1);
    let mut s = String::new();
    for i in (0..nibbles).rev() {
        let w = words.get(i / 16).copied().unwrap_or(0);
        let _ = write!(s, "{:X}", (w >> ((i % 16) * 4)) & 0xF);
    }
    format!("0x{s}")
}

fn dims(shape: &[i64]) -> String {
    let mut s = String::new();
    for &d in shape {
        if d == DYNAMIC || d < 0 {
            s.push('?');
        } else {
            let _ = write!(s, "{d}");
        }
        s.push('x');
    }
    s
}

fn type_list(types: &[std::rc::Rc<TypeText>]) -> String {
    types.iter().map(|t| t.text.as_str()).collect::<Vec<_>>().join(", ")
}

/// Decodes a builtin attribute in its compact encoding.
pub fn read_attr(t: &mut AttrTypes, c: &mut Cursor) -> Result<AttrText> {
    let code = c.varint()?;
    Ok(match code {
        0 => {
            let elems = read_list(c, |c| t.read_attr(c))?;
            other(format!("[{}]", elems.iter().map(|a| a.as_attribute()).collect::<Vec<_>>().join(", ")))
        }
        1 => {
            let entries = read_list(c, |c| {
                let name = read_string_attr(t, c)?;
                let value = t.read_attr(c)?;
                Ok(format!("{} = {}", keyword_or_string(&name), value.as_attribute()))
            })?;
            other(format!("{{{}}}", entries.join(", ")))
        }
        2 => {
            let s = t.file.read_string(c)?;
            AttrText { text: quoted(s), kind: AttrKind::Str(s.to_string()) }
        }
        3 => {
            let s = t.file.read_string(c)?;
            let ty = t.read_type(c)?;
            other(format!("{} : {}", quoted(s), ty.text))
        }
        4 => other(symbol(&read_string_attr(t, c)?)),
        5 => {
            let root = read_string_attr(t, c)?;
            let nested = read_list(c, |c| t.read_attr(c))?;
            let mut s = symbol(&root);
            for n in nested {
                s.push_str("::");
                s.push_str(&n.text);
            }
            other(s)
        }
        6 => other(t.read_type(c)?.text.clone()),
        7 => other("unit".into()),
        8 => {
            let ty = t.read_type(c)?;
            let (width, signed, is_i1) = match ty.kind {
                TypeKind::Int { width, signedness } => (width, signedness != 2, width == 1 && signedness == 0),
                TypeKind::Index => (64, true, false),
                _ => return c.error(format!("expected an integer type for an IntegerAttr, but got: {}", ty.text)),
            };
            let words = read_apint_words(c, width)?;
            if is_i1 {
                other(if words.first().copied().unwrap_or(0) & 1 == 1 { "true" } else { "false" }.into())
            } else {
                let value = words_to_decimal(words, width, signed);
                if ty.text == "i64" {
                    other(value)
                } else {
                    other(format!("{value} : {}", ty.text))
                }
            }
        }
        9 => {
            let ty = t.read_type(c)?;
            let TypeKind::Float(bits) = ty.kind else {
                return c.error(format!("expected a float type for a FloatAttr, but got: {}", ty.text));
            };
            let words = read_apint_words(c, bits)?;
            other(format!("{} : {}", hex_words(&words, bits), ty.text))
        }
        10 => {
            let callee = read_location(t, c)?;
            let caller = read_location(t, c)?;
            loc(format!("callsite({callee} at {caller})"))
        }
        11 => {
            let file = read_string_attr(t, c)?;
            let line = c.varint()?;
            let col = c.varint()?;
            loc(format!("{}:{line}:{col}", quoted(&file)))
        }
        12 | 13 => {
            let locs = read_list(c, |c| read_location(t, c))?;
            let metadata = if code == 13 { format!("<{}>", t.read_attr(c)?.as_attribute()) } else { String::new() };
            loc(format!("fused{metadata}[{}]", locs.join(", ")))
        }
        14 => {
            let name = read_string_attr(t, c)?;
            let child = read_location(t, c)?;
            if child == "unknown" {
                loc(quoted(&name))
            } else {
                loc(format!("{}({child})", quoted(&name)))
            }
        }
        15 => loc("unknown".into()),
        16 => {
            let ty = t.read_type(c)?;
            let i = c.varint()?;
            let Some(&(_, key)) = usize::try_from(i).ok().and_then(|i| t.file.resource_handles.get(i)) else {
                return c.error(format!("invalid resource handle index: {i}"));
            };
            other(format!("dense_resource<{}> : {}", keyword_or_string(key), ty.text))
        }
        17 => {
            let elem = t.read_type(c)?;
            let size = c.varint()?;
            let len = c.varint()?;
            let data = c.bytes(len)?.rest();
            other(dense_array(c, &elem, size, data)?)
        }
        18 => {
            let ty = t.read_type(c)?;
            let len = c.varint()?;
            let data = c.bytes(len)?.rest();
            let shape = match &ty.kind {
                TypeKind::Shaped(shape) => shape.clone(),
                _ => Vec::new(),
            };
            let mut hex = String::with_capacity(data.len() * 2 + 4);
            if !data.is_empty() {
                hex.push_str("\"0x");
                for b in data {
                    let _ = write!(hex, "{b:02X}");
                }
                hex.push('"');
            }
            let text = format!("dense<{hex}> : {}", ty.text);
            AttrText { text, kind: AttrKind::Dense { raw: data.to_vec(), shape, hex } }
        }
        19 => {
            let ty = t.read_type(c)?;
            let splat = c.varint()? != 0;
            let TypeKind::Shaped(shape) = &ty.kind else {
                return c.error(format!("expected a shaped type, but got: {}", ty.text));
            };
            let count = shape.iter().fold(1u64, |n, &d| n.saturating_mul(d.max(0) as u64));
            let body = if splat {
                quoted(t.file.read_string(c)?)
            } else {
                if count > c.remaining() as u64 {
                    return c.error("string elements exceed the entry");
                }
                let strings: Vec<String> =
                    (0..count).map(|_| t.file.read_string(c).map(quoted)).collect::<Result<_>>()?;
                nest(shape, &strings)
            };
            AttrText { text: format!("dense<{body}> : {}", ty.text), kind: AttrKind::DenseStrings(body) }
        }
        20 => {
            let ty = t.read_type(c)?;
            let indices = t.read_attr(c)?;
            let values = t.read_attr(c)?;
            other(sparse(c, &ty, &indices, &values)?)
        }
        21 => {
            let referenced = t.read_attr(c)?;
            let id = t.distinct_count;
            t.distinct_count += 1;
            other(format!("distinct[{id}]<{}>", referenced.as_attribute()))
        }
        22 => {
            let file = read_string_attr(t, c)?;
            let nums = read_list(c, |c| c.varint())?;
            let f = quoted(&file);
            loc(match nums.as_slice() {
                [] => format!("{f}:0:0"),
                [l] => format!("{f}:{l}:0"),
                [l, col] => format!("{f}:{l}:{col}"),
                [l, col, end_col] => format!("{f}:{l}:{col} to :{end_col}"),
                [l, col, end_line, end_col] => format!("{f}:{l}:{col} to {end_line}:{end_col}"),
                _ => return c.error("malformed file range location"),
            })
        }
        _ => return c.error(format!("unknown builtin attribute code: {code}")),
    })
}

/// `sparse<indices, values> : type`: the indices (64-bit integers) as a nested literal, which is
/// how the syntax takes them, the values as their hex data (or their strings).
fn sparse(c: &Cursor, ty: &TypeText, indices: &AttrText, values: &AttrText) -> Result<String> {
    let (AttrKind::Dense { raw, shape, .. }, AttrKind::Dense { hex: body, .. } | AttrKind::DenseStrings(body)) =
        (&indices.kind, &values.kind)
    else {
        return c.error("expected dense integer indices and dense values in a sparse elements attribute");
    };
    let count = shape.iter().fold(1u64, |n, &d| n.saturating_mul(d.max(0) as u64));
    if count == 0 {
        return Ok(format!("sparse<> : {}", ty.text));
    }
    if count > raw.len() as u64 && raw.len() != 8 || count > 1 << 24 {
        return c.error("sparse indices do not match their shape");
    }
    let elems: Vec<String> = raw
        .chunks(8)
        .map(|ch| {
            let mut le = [0u8; 8];
            le[..ch.len()].copy_from_slice(ch);
            i64::from_le_bytes(le).to_string()
        })
        .collect();
    let elems = match elems.len() as u64 {
        1 => vec![elems[0].clone(); count as usize],
        n if n == count && raw.len() as u64 == count * 8 => elems,
        _ => return c.error("sparse indices do not match their shape"),
    };
    Ok(format!("sparse<{}, {body}> : {}", nest(shape, &elems), ty.text))
}

/// Nests `elems` by `shape` as a dense literal (`[[a, b], [c, d]]`).
fn nest(shape: &[i64], elems: &[String]) -> String {
    match shape.split_first() {
        None => elems.first().cloned().unwrap_or_default(),
        Some((&d, rest)) => {
            let d = d.max(0) as usize;
            let chunk = elems.len().checked_div(d).unwrap_or(0);
            let parts: Vec<String> = (0..d).map(|i| nest(rest, &elems[i * chunk..(i + 1) * chunk])).collect();
            format!("[{}]", parts.join(", "))
        }
    }
}

/// Shortest decimal that reads back as the same float, in MLIR's float literal syntax (with a
/// `.`); non-finite values as their bit pattern.
fn float_literal(v: f64, bits: u64, width: u32) -> String {
    if !v.is_finite() {
        return hex_words(&[bits], width);
    }
    let s = if width == 32 { format!("{:e}", v as f32) } else { format!("{v:e}") };
    match s.split_once('e') {
        Some((m, e)) if !m.contains('.') => format!("{m}.0e{e}"),
        _ => s,
    }
}

fn dense_array(c: &Cursor, elem: &TypeText, size: u64, data: &[u8]) -> Result<String> {
    let width = match elem.kind {
        TypeKind::Int { width: 1, .. } => 8,
        TypeKind::Int { width, .. } | TypeKind::Float(width) => width,
        _ => return c.error(format!("unsupported dense array element type: {}", elem.text)),
    };
    let bytes = (width as usize).div_ceil(8);
    if ![1, 2, 4, 8].contains(&bytes) || (data.len() as u64) != size.saturating_mul(bytes as u64) {
        return c.error("dense array data does not match its size");
    }
    let items: Vec<String> = data
        .chunks(bytes)
        .map(|ch| {
            let mut le = [0u8; 8];
            le[..bytes].copy_from_slice(ch);
            let raw = u64::from_le_bytes(le);
            match elem.kind {
                TypeKind::Int { width: 1, .. } => (if raw != 0 { "true" } else { "false" }).to_string(),
                TypeKind::Float(32) => float_literal(f64::from(f32::from_bits(raw as u32)), raw, 32),
                TypeKind::Float(64) => float_literal(f64::from_bits(raw), raw, 64),
                TypeKind::Float(w) => hex_words(&[raw], w),
                _ => {
                    let shift = 64 - width;
                    (((raw << shift) as i64) >> shift).to_string()
                }
            }
        })
        .collect();
    Ok(if items.is_empty() {
        format!("array<{}>", elem.text)
    } else {
        format!("array<{}: {}>", elem.text, items.join(", "))
    })
}

fn read_shape(c: &mut Cursor) -> Result<Vec<i64>> {
    read_list(c, |c| c.signed_varint())
}

fn shaped(text: String, shape: Vec<i64>) -> TypeText {
    TypeText { text, kind: TypeKind::Shaped(shape) }
}

/// Whether `layout` is the identity map of `rank` dimensions (the layout a memref written
/// without one has).
fn is_identity_layout(layout: &str, rank: usize) -> bool {
    let ds: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    layout == format!("affine_map<({}) -> ({})>", ds.join(", "), ds.join(", "))
}

fn memref(shape: Vec<i64>, elem: &TypeText, layout: &AttrText, space: Option<&AttrText>) -> TypeText {
    let mut s = format!("memref<{}{}", dims(&shape), elem.text);
    if !is_identity_layout(&layout.text, shape.len()) {
        s.push_str(", ");
        s.push_str(&layout.as_attribute());
    }
    if let Some(space) = space {
        s.push_str(", ");
        s.push_str(&space.as_attribute());
    }
    s.push('>');
    shaped(s, shape)
}

/// Decodes a builtin type in its compact encoding.
pub fn read_type(t: &mut AttrTypes, c: &mut Cursor) -> Result<TypeText> {
    let code = c.varint()?;
    let simple = |text: &str, kind: TypeKind| Ok(TypeText { text: text.to_string(), kind });
    match code {
        0 => {
            let v = c.varint()?;
            let width = u32::try_from(v >> 2).unwrap_or(u32::MAX);
            let signedness = (v & 3) as u8;
            let prefix = match signedness {
                0 => "i",
                1 => "si",
                2 => "ui",
                _ => return c.error("invalid integer signedness"),
            };
            Ok(TypeText { text: format!("{prefix}{width}"), kind: TypeKind::Int { width, signedness } })
        }
        1 => simple("index", TypeKind::Index),
        2 => {
            let inputs = read_list(c, |c| t.read_type(c))?;
            let results = read_list(c, |c| t.read_type(c))?;
            simple(&format!("({}) -> ({})", type_list(&inputs), type_list(&results)), TypeKind::Other)
        }
        3 => simple("bf16", TypeKind::Float(16)),
        4 => simple("f16", TypeKind::Float(16)),
        5 => simple("f32", TypeKind::Float(32)),
        6 => simple("f64", TypeKind::Float(64)),
        7 => simple("f80", TypeKind::Float(80)),
        8 => simple("f128", TypeKind::Float(128)),
        9 => {
            let e = t.read_type(c)?;
            simple(&format!("complex<{}>", e.text), TypeKind::Other)
        }
        10 => {
            let shape = read_shape(c)?;
            let elem = t.read_type(c)?;
            let layout = t.read_attr(c)?;
            Ok(memref(shape, &elem, &layout, None))
        }
        11 => {
            let space = t.read_attr(c)?;
            let shape = read_shape(c)?;
            let elem = t.read_type(c)?;
            let layout = t.read_attr(c)?;
            Ok(memref(shape, &elem, &layout, Some(&space)))
        }
        12 => simple("none", TypeKind::Other),
        13 => {
            let shape = read_shape(c)?;
            let elem = t.read_type(c)?;
            Ok(shaped(format!("tensor<{}{}>", dims(&shape), elem.text), shape))
        }
        14 => {
            let encoding = t.read_attr(c)?;
            let shape = read_shape(c)?;
            let elem = t.read_type(c)?;
            Ok(shaped(format!("tensor<{}{}, {}>", dims(&shape), elem.text, encoding.as_attribute()), shape))
        }
        15 => {
            let types = read_list(c, |c| t.read_type(c))?;
            simple(&format!("tuple<{}>", type_list(&types)), TypeKind::Other)
        }
        16 => {
            let elem = t.read_type(c)?;
            simple(&format!("memref<*x{}>", elem.text), TypeKind::Other)
        }
        17 => {
            let space = t.read_attr(c)?;
            let elem = t.read_type(c)?;
            simple(&format!("memref<*x{}, {}>", elem.text, space.as_attribute()), TypeKind::Other)
        }
        18 => {
            let elem = t.read_type(c)?;
            simple(&format!("tensor<*x{}>", elem.text), TypeKind::Other)
        }
        19 => {
            let shape = read_shape(c)?;
            let elem = t.read_type(c)?;
            Ok(shaped(format!("vector<{}{}>", dims(&shape), elem.text), shape))
        }
        20 => {
            let scalable = read_list(c, |c| c.byte().map(|b| b != 0))?;
            let shape = read_shape(c)?;
            let elem = t.read_type(c)?;
            let mut s = String::from("vector<");
            for (i, d) in shape.iter().enumerate() {
                if scalable.get(i).copied().unwrap_or(false) {
                    let _ = write!(s, "[{d}]x");
                } else {
                    let _ = write!(s, "{d}x");
                }
            }
            s.push_str(&elem.text);
            s.push('>');
            Ok(shaped(s, shape))
        }
        _ => c.error(format!("unknown builtin type code: {code}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_integers_print_in_decimal() {
        assert_eq!(words_to_decimal(vec![u64::MAX], 8, true), "-1");
        assert_eq!(words_to_decimal(vec![800], 64, false), "800");
        let v: u128 = 90000000000000000300000000000000000001;
        assert_eq!(words_to_decimal(vec![v as u64, (v >> 64) as u64], 128, true), v.to_string());
        assert_eq!(words_to_decimal(vec![u64::MAX, u64::MAX], 128, true), "-1");
    }

    #[test]
    fn float_literals_keep_a_dot() {
        assert_eq!(float_literal(1.0, 0, 64), "1.0e0");
        assert_eq!(float_literal(0.1, 0, 64), "1.0e-1");
        assert_eq!(float_literal(1.5, 0, 64), "1.5e0");
    }
}
