//! The constants of rules: a literal's value at a type, and the values constant attributes hold.

use super::Lit;
use oxir::builtin::attributes::{FloatAttr, IntegerAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{FloatType, IndexType, IntegerType};
use oxir::numeric::{APFloat, APInt};
use oxir::{Attribute, Context, Type};
use oxir_dialects::arith::element_type_or_self;

/// Integer value of a constant attribute (scalar or splat), as the dialects read it.
pub use oxir_dialects::utils::constants::int_or_splat_value as const_int;

/// Float value of a constant attribute (scalar or splat).
pub fn const_float(ctx: &Context, a: Attribute) -> Option<APFloat> {
    if let Some(f) = a.dyn_cast::<FloatAttr>(ctx) {
        return Some(f.value);
    }
    let d = a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    if !d.is_splat() || !d.element_type(ctx).isa::<FloatType>(ctx) {
        return None;
    }
    d.float_values(ctx).next()
}

fn int_fits(v: i128, width: u32) -> bool {
    if width >= 127 {
        return true;
    }
    let lo = -(1i128 << (width - 1).min(126));
    let hi = (1i128 << width) - 1;
    v >= lo && v <= hi
}

/// Whether constant `a` has the literal's value.
pub fn lit_matches(ctx: &Context, a: Attribute, lit: Lit) -> bool {
    match lit {
        Lit::Int(v) => const_int(ctx, a).is_some_and(|x| int_fits(v, x.width()) && x == APInt::from_i128(x.width(), v)),
        Lit::Float(f) => const_float(ctx, a).is_some_and(|x| {
            if f.is_nan() {
                x.is_nan()
            } else {
                let y = x.to_f64();
                y == f && y.is_sign_negative() == f.is_sign_negative()
            }
        }),
    }
}

/// The constant attribute of type `ty` with the literal's value.
pub fn lit_attr(ctx: &Context, lit: Lit, ty: Type) -> Option<Attribute> {
    let el = element_type_or_self(ctx, ty);
    let scalar = el == ty;
    let width = if el.isa::<IndexType>(ctx) { Some(64) } else { el.dyn_cast::<IntegerType>(ctx).map(|i| i.width) };
    if let Some(w) = width {
        let Lit::Int(v) = lit else { return None };
        if !int_fits(v, w) {
            return None;
        }
        let x = APInt::from_i128(w, v);
        return if scalar {
            Some(IntegerAttr::get(ctx, ty, x))
        } else {
            DenseIntOrFPElementsAttr::from_ints(ctx, ty, &[x])
        };
    }
    let f = el.dyn_cast::<FloatType>(ctx)?;
    let value = match lit {
        Lit::Int(v) => v as f64,
        Lit::Float(f) => f,
    };
    let x = APFloat::from_f64(f.kind.semantics(), value);
    if scalar {
        Some(FloatAttr::get(ctx, ty, x))
    } else {
        DenseIntOrFPElementsAttr::from_floats(ctx, ty, &[x])
    }
}

/// Whether the printed fast-math attribute `text` (`#arith.fastmath<reassoc,nsz>`) holds every
/// flag of `flags` (`fast` holds them all).
pub fn fastmath_has(text: &str, flags: &[String]) -> bool {
    let inner = text.split_once('<').map_or("", |(_, r)| r.trim_end_matches('>'));
    let have: Vec<&str> = inner.split(',').map(str::trim).collect();
    have.contains(&"fast") || flags.iter().all(|f| have.contains(&f.as_str()))
}
