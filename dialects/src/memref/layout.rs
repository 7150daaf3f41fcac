//! Strided-layout arithmetic shared by the memref ops: MLIR's `getStridesAndOffset` (for identity,
//! `strided<...>` and single-result affine-map layouts), saturated products, the rank-reduction
//! mask of `computeRankReductionMask`, and the types `subview`, `expand_shape` and
//! `collapse_shape` infer.

use oxir::affine::{AffineExpr, AffineMap};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::StridedLayoutAttr;
use oxir::builtin::types::{MemRefType, DYNAMIC};
use oxir::{Attribute, Context, Type};

/// `a * b` with MLIR's `SaturatedInteger`: zero if either is zero, else dynamic if either is
/// dynamic (or on overflow).
pub fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        return 0;
    }
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.checked_mul(b).unwrap_or(DYNAMIC)
}

/// `a + b`, saturating to dynamic.
pub fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.checked_add(b).unwrap_or(DYNAMIC)
}

/// Whether the layout is the identity (absent, or an identity affine map).
pub fn is_identity_layout(ctx: &Context, layout: Option<Attribute>) -> bool {
    match layout {
        None => true,
        Some(l) => {
            // A strided layout is the identity when its affine map is: `strided<[1]>` only.
            if let Some(s) = l.dyn_cast::<StridedLayoutAttr>(ctx) {
                return s.offset == 0 && s.strides == [1];
            }
            l.dyn_cast::<AffineMapAttr>(ctx).is_some_and(|m| m.map.is_identity())
        }
    }
}

/// The affine map of a layout, if it is an affine-map layout.
pub fn layout_map(ctx: &Context, layout: Option<Attribute>) -> Option<AffineMap> {
    layout.and_then(|l| l.dyn_cast::<AffineMapAttr>(ctx)).map(|m| m.map.clone())
}

/// The row-major strides of a shape (dynamic once a dynamic size is crossed).
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    let mut running = 1i64;
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        running = sat_mul(running, shape[i]);
    }
    strides
}

fn extract_strides(e: &AffineExpr, factor: &AffineExpr, strides: &mut [AffineExpr], offset: &mut AffineExpr) -> bool {
    match e {
        AffineExpr::Dim(d) => {
            let i = *d as usize;
            if i < strides.len() {
                strides[i] = strides[i].clone() + factor.clone();
            }
            true
        }
        AffineExpr::Mul(l, r) => {
            if let AffineExpr::Dim(d) = &**l {
                let i = *d as usize;
                if i < strides.len() {
                    strides[i] = strides[i].clone() + (**r).clone() * factor.clone();
                }
                return true;
            }
            if l.is_symbolic_or_constant() {
                return extract_strides(r, &(factor.clone() * (**l).clone()), strides, offset);
            }
            extract_strides(l, &(factor.clone() * (**r).clone()), strides, offset)
        }
        AffineExpr::Add(l, r) => {
            let a = extract_strides(l, factor, strides, offset);
            let b = extract_strides(r, factor, strides, offset);
            a && b
        }
        AffineExpr::Mod(..) | AffineExpr::FloorDiv(..) | AffineExpr::CeilDiv(..) => false,
        other => {
            *offset = offset.clone() + other.clone() * factor.clone();
            true
        }
    }
}

/// MLIR's `MemRefType::getStridesAndOffset`: `None` when the layout is not strided.
pub fn strides_and_offset(ctx: &Context, t: &MemRefType) -> Option<(Vec<i64>, i64)> {
    match t.layout {
        None => Some((canonical_strides(&t.shape), 0)),
        Some(l) => {
            if let Some(s) = l.dyn_cast::<StridedLayoutAttr>(ctx) {
                return Some((s.strides.clone(), s.offset));
            }
            let m = l.dyn_cast::<AffineMapAttr>(ctx)?;
            if m.map.is_identity() {
                return Some((canonical_strides(&t.shape), 0));
            }
            if m.map.results.len() != 1 {
                return None;
            }
            let rank = t.shape.len();
            let mut strides = vec![AffineExpr::constant(0); rank];
            let mut offset = AffineExpr::constant(0);
            if !extract_strides(&m.map.results[0], &AffineExpr::constant(1), &mut strides, &mut offset) {
                return None;
            }
            let to_int = |e: &AffineExpr| e.as_constant().unwrap_or(DYNAMIC);
            Some((strides.iter().map(to_int).collect(), to_int(&offset)))
        }
    }
}

/// Whether the memref type has a strided layout.
pub fn is_strided(ctx: &Context, t: &MemRefType) -> bool {
    strides_and_offset(ctx, t).is_some()
}

/// A `strided<...>` layout attribute.
pub fn strided(ctx: &Context, offset: i64, strides: Vec<i64>) -> Attribute {
    ctx.intern_attr(StridedLayoutAttr { offset, strides })
}

/// A memref type.
pub fn memref(
    ctx: &Context,
    shape: Vec<i64>,
    element: Type,
    layout: Option<Attribute>,
    space: Option<Attribute>,
) -> Type {
    ctx.intern_type(MemRefType { shape, element, layout, memory_space: space })
}
