//! MLIR's `StaticValueUtils` for the dialects whose ops mix static and dynamic indices (offsets,
//! sizes and strides of tensor slices, memref subviews and reinterpret casts): an index that is
//! either a static integer or an SSA value, and the conversions between the two forms.

use super::constants::const_index;
use oxir::builtin::attributes::{DenseArrayAttr, DictionaryAttr};
use oxir::builtin::types::DYNAMIC;
use oxir::{Attribute, Context, NamedAttribute, OpRef, OperationState, Type, Value};

/// An index that is either a static integer or an SSA value: MLIR's `OpFoldResult`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ofr {
    /// A static integer.
    Static(i64),
    /// A dynamic value.
    Dyn(Value),
}

impl Ofr {
    /// MLIR's `getConstantIntValue`: the static integer, or the constant the value holds.
    pub fn constant(self, ctx: &Context) -> Option<i64> {
        match self {
            Ofr::Static(s) => Some(s),
            Ofr::Dyn(v) => const_index(ctx, v),
        }
    }
}

/// The reader of an `OffsetSizeAndStrideOpInterface` op's lists, for its
/// [`OffsetSizeAndStrideModel`](oxir::interfaces::OffsetSizeAndStrideModel): a function reading
/// them through the typed accessors ODS's names give (`offsets`, `static_offsets`, ... as MLIR's
/// interface reads `getOffsets`, `getStaticOffsets`, ...).
macro_rules! offsets_sizes_strides_of {
    ($op:ty) => {
        |ctx: &oxir::Context, op: oxir::OpRef| {
            let o = <$op as oxir::ods::Op>::from_op_unchecked(op);
            oxir::interfaces::OffsetsSizesStrides {
                static_offsets: o.static_offsets(ctx).unwrap_or_default(),
                static_sizes: o.static_sizes(ctx).unwrap_or_default(),
                static_strides: o.static_strides(ctx).unwrap_or_default(),
                offsets: o.offsets(ctx),
                sizes: o.sizes(ctx),
                strides: o.strides(ctx),
            }
        }
    };
}
pub(crate) use offsets_sizes_strides_of;

/// MLIR's `getMixedOffsets`, `getMixedSizes` and `getMixedStrides` of an
/// `OffsetSizeAndStrideOpInterface` op (empty lists for an op without the interface).
pub fn mixed_offsets_sizes_strides(ctx: &Context, op: OpRef) -> [Vec<Ofr>; 3] {
    let l = oxir::interfaces::offsets_sizes_strides(ctx, op).unwrap_or_default();
    [mixed(&l.static_offsets, &l.offsets), mixed(&l.static_sizes, &l.sizes), mixed(&l.static_strides, &l.strides)]
}

/// MLIR's `getMixedValues`: the static list with its `DYNAMIC` entries replaced by `values`.
pub(crate) fn mixed(statics: &[i64], values: &[Value]) -> Vec<Ofr> {
    let mut it = values.iter();
    statics
        .iter()
        .map(|&s| if s == DYNAMIC { it.next().map_or(Ofr::Static(s), |&v| Ofr::Dyn(v)) } else { Ofr::Static(s) })
        .collect()
}

/// MLIR's `dispatchIndexOpFoldResults`: the static list and the dynamic values.
pub(crate) fn split(list: &[Ofr]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut values = Vec::new();
    for o in list {
        match *o {
            Ofr::Static(s) => statics.push(s),
            Ofr::Dyn(v) => {
                statics.push(DYNAMIC);
                values.push(v);
            }
        }
    }
    (statics, values)
}

/// MLIR's `verifyInBoundsSlice`: the message for the first static offset at or past its static
/// dimension, or static slice running past it (`offset + (size - 1) * stride`), if any. Shared by
/// the tensor slice ops and `memref.subview`, their verifiers and the patterns making operands
/// static (which must not produce an op the verifier rejects).
pub(crate) fn slice_bounds_error(shape: &[i64], offsets: &[i64], sizes: &[i64], strides: &[i64]) -> Option<String> {
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&off), Some(&size), Some(&stride)) = (offsets.get(i), sizes.get(i), strides.get(i)) else {
            return None;
        };
        if dim == DYNAMIC || off == DYNAMIC {
            continue;
        }
        if off >= dim {
            return Some(format!("offset {i} is out-of-bounds: {off} >= {dim}"));
        }
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = off.saturating_add(size.saturating_sub(1).saturating_mul(stride));
        if last >= dim {
            return Some(format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}"));
        }
    }
    None
}

/// An `array<i64: ...>` attribute (a `DenseI64ArrayAttr`, as the static lists are stored).
pub fn i64_array_attr(ctx: &Context, values: &[i64]) -> Attribute {
    oxir::ods::op::i64_array(ctx, values.iter().copied())
}

/// The values of an `array<i64: ...>` attribute (empty if `attr` is not one).
pub fn i64_array_values(ctx: &Context, attr: Option<Attribute>) -> Vec<i64> {
    attr.and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
        .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0)).collect())
        .unwrap_or_default()
}

/// The state of an op with mixed offsets, sizes and strides (MLIR's
/// `OffsetSizeAndStrideOpInterface` builders: `tensor.extract_slice`, `tensor.insert_slice`,
/// `memref.subview`, `memref.reinterpret_cast`): the `leading` operands (source, destination),
/// then the dynamic offsets, sizes and strides; the static lists and the operand segment sizes
/// as properties.
pub fn offset_size_stride_state(
    ctx: &Context,
    name: &str,
    loc: Attribute,
    leading: Vec<Value>,
    result: Option<Type>,
    [offsets, sizes, strides]: [&[Ofr]; 3],
) -> OperationState {
    let (so, vo) = split(offsets);
    let (ss, vs) = split(sizes);
    let (st_, vt) = split(strides);
    let mut segments = vec![1; leading.len()];
    segments.extend([vo.len(), vs.len(), vt.len()]);
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands = leading.into_iter().chain(vo).chain(vs).chain(vt).collect();
    st.result_types.extend(result);
    let entries = [
        ("operandSegmentSizes", oxir::ods::op::i32_array(ctx, segments.iter().map(|&s| s as i32))),
        ("static_offsets", i64_array_attr(ctx, &so)),
        ("static_sizes", i64_array_attr(ctx, &ss)),
        ("static_strides", i64_array_attr(ctx, &st_)),
    ];
    st.properties = Some(DictionaryAttr::get(
        ctx,
        entries.into_iter().map(|(n, value)| NamedAttribute { name: ctx.ident(n), value }).collect(),
    ));
    st
}
