//! The builtin dialect: the types, attributes, locations and ops that every context knows.

pub mod affine_attrs;
pub mod attributes;
pub mod dense;
pub mod locations;
pub mod ops;
pub mod types;

use crate::context::Context;
use crate::registry::DialectInfo;

/// Registers the builtin dialect in `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect(DialectInfo { namespace: "builtin", ..Default::default() });
    ops::register(ctx);
}
