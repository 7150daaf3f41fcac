//! How an op's inherent attributes are encoded in the properties section, as ODS generates it
//! for ops without a custom encoding: the attributes sorted by name, each a reference (the
//! required ones) or an optional reference (optional and defaulted ones), then the native
//! properties (MLIR's `EnumProp` as a varint, `UnitProp` as a byte), then, from version 6,
//! the operand and result segment sizes as native sparse arrays.

use super::attr_types::AttrTypes;
use super::encoding::{Cursor, Emitter, Result, VERSION_NATIVE_SEGMENT_SIZES};
use crate::registry::{NativeProperty, OpInfo};

/// The name of the operand segment sizes property.
pub const OPERAND_SEGMENTS: &str = "operandSegmentSizes";
/// The name of the result segment sizes property.
pub const RESULT_SEGMENTS: &str = "resultSegmentSizes";

/// The encoding of one op's properties.
#[derive(Clone, Debug)]
pub struct PropertiesLayout {
    /// The attributes in encoding order (by name) and whether each is required. Before version
    /// 6 the segment sizes are among them (required).
    pub attrs: Vec<(&'static str, bool)>,
    /// The native properties, in declaration order, and how each is encoded.
    pub natives: Vec<(&'static str, NativeProperty)>,
    /// The segment-size properties written natively at the end (version 6 on): name and length.
    pub segments: Vec<(&'static str, usize)>,
}

impl PropertiesLayout {
    /// The layout of `info`'s properties at format `version`, `None` when the op has none.
    pub fn of(info: &OpInfo, version: u64) -> Option<Self> {
        if info.inherent_attrs.is_empty() {
            return None;
        }
        let native = version >= VERSION_NATIVE_SEGMENT_SIZES;
        let mut attrs = Vec::new();
        let mut segments = Vec::new();
        let natives = info.native_properties.clone();
        for &name in &info.inherent_attrs {
            if natives.iter().any(|&(n, _)| n == name) {
                continue;
            }
            let groups = match name {
                OPERAND_SEGMENTS => Some(info.num_operand_groups),
                RESULT_SEGMENTS => Some(info.num_result_groups),
                _ => None,
            };
            match groups {
                Some(n) if native => segments.push((name, n)),
                Some(_) => attrs.push((name, true)),
                None => attrs.push((name, info.required_attrs.contains(&name))),
            }
        }
        attrs.sort_by(|a, b| a.0.cmp(b.0));
        segments.sort_by_key(|(name, _)| *name != OPERAND_SEGMENTS);
        Some(PropertiesLayout { attrs, natives, segments })
    }

    /// Decodes one op's properties into `name = value` entries (values as text).
    pub fn decode(&self, t: &mut AttrTypes, c: &mut Cursor) -> Result<Vec<(String, String)>> {
        let mut out = Vec::new();
        for &(name, required) in &self.attrs {
            let value = if required { Some(t.read_attr(c)?) } else { t.read_optional_attr(c)? };
            if let Some(v) = value {
                out.push((name.to_string(), v.as_attribute()));
            }
        }
        for &(name, kind) in &self.natives {
            match kind {
                NativeProperty::Int(width) => {
                    let v = c.varint()?;
                    let shift = 64 - width.clamp(1, 64);
                    let value = ((v << shift) as i64) >> shift;
                    out.push((name.to_string(), format!("{value} : i{width}")));
                }
                NativeProperty::Unit => {
                    if c.byte()? != 0 {
                        out.push((name.to_string(), "unit".to_string()));
                    }
                }
            }
        }
        for &(name, len) in &self.segments {
            let sizes = read_sparse_array(c, len)?;
            let items: Vec<String> = sizes.iter().map(|s| s.to_string()).collect();
            let text =
                if items.is_empty() { "array<i32>".to_string() } else { format!("array<i32: {}>", items.join(", ")) };
            out.push((name.to_string(), text));
        }
        Ok(out)
    }
}

/// Reads MLIR's sparse array into `len` slots: `(count << 1) | sparse`, then either `count`
/// values, or a bit width and `count` values packed as `(value << width) | index`.
pub fn read_sparse_array(c: &mut Cursor, len: usize) -> Result<Vec<i64>> {
    let (count, sparse) = c.varint_with_flag()?;
    if !sparse {
        if count > c.remaining() as u64 {
            return c.error("segment sizes exceed the properties entry");
        }
        return (0..count).map(|_| c.varint().map(|v| v as i64)).collect();
    }
    let mut out = vec![0i64; len];
    if count == 0 {
        return Ok(out);
    }
    let bits = c.varint()?;
    if bits > 32 {
        return c.error("invalid index width in a sparse array");
    }
    for _ in 0..count {
        let v = c.varint()?;
        let index = (v & ((1u64 << bits) - 1)) as usize;
        let Some(slot) = out.get_mut(index) else {
            return c.error(format!("sparse array index {index} is out of range for {len} elements"));
        };
        *slot = (v >> bits) as i64;
    }
    Ok(out)
}

/// Writes `array` as MLIR's `writeSparseArray` does: densely unless at least half of it is zero
/// and its last non-zero index fits in 256.
pub fn write_sparse_array(e: &mut Emitter, array: &[i64]) {
    let non_zero = array.iter().filter(|&&v| v != 0).count();
    let last = array.iter().rposition(|&v| v != 0).unwrap_or(0);
    if last > 256 || non_zero > array.len() / 2 {
        e.varint_with_flag(array.len() as u64, false);
        for &v in array {
            e.varint(v as u64);
        }
        return;
    }
    e.varint_with_flag(non_zero as u64, true);
    if non_zero == 0 {
        return;
    }
    // ceil(log2(last + 1)): the bits of the largest index.
    let bits = 64 - (last as u64).leading_zeros() as u64;
    e.varint(bits);
    for (i, &v) in array.iter().enumerate() {
        if v != 0 {
            e.varint(((v as u64) << bits) | i as u64);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sparse_arrays_round_trip() {
        for array in [vec![], vec![0, 0, 0], vec![1, 0, 0, 0], vec![0, 0, 3, 0], vec![1, 2, 3], vec![0, 1]] {
            let mut e = Emitter::default();
            write_sparse_array(&mut e, &array);
            let mut c = Cursor::new(&e.bytes, 0);
            assert_eq!(read_sparse_array(&mut c, array.len()).unwrap(), array);
            assert!(c.is_empty());
        }
    }
}
