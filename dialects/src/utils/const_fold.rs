//! Elementwise constant folding (MLIR's `CommonFolders.h`): an op's constant operands are a
//! scalar attribute, a splat or a dense elements attribute; the folder computes each element and
//! the result is built in the same form (a scalar attribute, or a dense attribute of the result
//! type, one value for a splat). A computation returning `None` leaves the op unfolded.

use oxir::builtin::attributes::{FloatAttr, IntegerAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{FloatType, IndexType, IntegerType};
use oxir::numeric::{APFloat, APInt};
use oxir::{Attribute, Context, Type};

/// The elements of a constant operand: a scalar attribute, a splat, or every element of a dense
/// attribute.
#[derive(Clone, Debug, PartialEq)]
pub enum Elements<T> {
    /// A scalar `IntegerAttr` or `FloatAttr`.
    Scalar(T),
    /// A splat elements attribute and its one value.
    Splat(T),
    /// A non-splat elements attribute and its values in order.
    Dense(Vec<T>),
}

impl<T: Clone> Elements<T> {
    /// Applies `f` to every element; `None` if it fails on one.
    pub fn try_map<U>(&self, f: impl Fn(&T) -> Option<U>) -> Option<Elements<U>> {
        Some(match self {
            Elements::Scalar(v) => Elements::Scalar(f(v)?),
            Elements::Splat(v) => Elements::Splat(f(v)?),
            Elements::Dense(vs) => Elements::Dense(vs.iter().map(f).collect::<Option<_>>()?),
        })
    }

    /// Combines two operands element by element (MLIR's `constFoldBinaryOp`): scalars with
    /// scalars, splats with splats, and elements attributes with each other (a splat repeating
    /// its value); `None` when the forms or lengths disagree or `f` fails on an element.
    pub fn try_zip<U>(&self, other: &Elements<T>, f: impl Fn(&T, &T) -> Option<U>) -> Option<Elements<U>> {
        match (self, other) {
            (Elements::Scalar(a), Elements::Scalar(b)) => Some(Elements::Scalar(f(a, b)?)),
            (Elements::Splat(a), Elements::Splat(b)) => Some(Elements::Splat(f(a, b)?)),
            (Elements::Scalar(_), _) | (_, Elements::Scalar(_)) => None,
            (a, b) => {
                let (a, b) = (a.as_slice(), b.as_slice());
                let n = a.len().max(b.len());
                if (a.len() != n && a.len() != 1) || (b.len() != n && b.len() != 1) {
                    return None;
                }
                let at = |s: &[T], i: usize| s[i.min(s.len() - 1)].clone();
                Some(Elements::Dense((0..n).map(|i| f(&at(a, i), &at(b, i))).collect::<Option<_>>()?))
            }
        }
    }

    fn as_slice(&self) -> &[T] {
        match self {
            Elements::Scalar(v) | Elements::Splat(v) => std::slice::from_ref(v),
            Elements::Dense(vs) => vs,
        }
    }
}

/// The integer (or `index`) elements of constant `a`.
pub fn int_elements(ctx: &Context, a: Option<Attribute>) -> Option<Elements<APInt>> {
    let a = a?;
    if let Some(i) = a.dyn_cast::<IntegerAttr>(ctx) {
        return Some(Elements::Scalar(i.value.clone()));
    }
    let d = a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    let el = d.element_type(ctx);
    if !(el.isa::<IntegerType>(ctx) || el.isa::<IndexType>(ctx)) {
        return None;
    }
    if d.is_splat() {
        return d.int_values().next().map(Elements::Splat);
    }
    Some(Elements::Dense(d.int_values().collect()))
}

/// The float elements of constant `a`.
pub fn float_elements(ctx: &Context, a: Option<Attribute>) -> Option<Elements<APFloat>> {
    let a = a?;
    if let Some(f) = a.dyn_cast::<FloatAttr>(ctx) {
        return Some(Elements::Scalar(f.value));
    }
    let d = a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    if !d.element_type(ctx).isa::<FloatType>(ctx) {
        return None;
    }
    if d.is_splat() {
        return d.float_values(ctx).next().map(Elements::Splat);
    }
    Some(Elements::Dense(d.float_values(ctx).collect()))
}

/// The integer constant of type `ty` holding `e` (an `IntegerAttr` for a scalar).
pub fn int_constant(ctx: &Context, ty: Type, e: &Elements<APInt>) -> Option<Attribute> {
    match e {
        Elements::Scalar(v) => Some(IntegerAttr::get(ctx, ty, v.clone())),
        Elements::Splat(v) => DenseIntOrFPElementsAttr::from_ints(ctx, ty, std::slice::from_ref(v)),
        Elements::Dense(vs) => DenseIntOrFPElementsAttr::from_ints(ctx, ty, vs),
    }
}

/// The float constant of type `ty` holding `e` (a `FloatAttr` for a scalar).
pub fn float_constant(ctx: &Context, ty: Type, e: &Elements<APFloat>) -> Option<Attribute> {
    match e {
        Elements::Scalar(v) => Some(FloatAttr::get(ctx, ty, *v)),
        Elements::Splat(v) => DenseIntOrFPElementsAttr::from_floats(ctx, ty, std::slice::from_ref(v)),
        Elements::Dense(vs) => DenseIntOrFPElementsAttr::from_floats(ctx, ty, vs),
    }
}
