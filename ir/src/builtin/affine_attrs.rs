//! The affine attributes: `affine_map<...>` (also used as memref layouts) and
//! `affine_set<...>`.

use crate::affine::{AffineMap, IntegerSet};
use crate::attributes::{AttrDef, Attribute};
use crate::context::Context;
use crate::printer::AsmPrinter;

/// `affine_map<(d0)[s0] -> (d0 + s0)>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMapAttr {
    /// The map.
    pub map: AffineMap,
}

impl AttrDef for AffineMapAttr {
    const DIALECT: &'static str = "builtin";
    const NAME: &'static str = "affine_map";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write("affine_map<");
        p.write_display(&self.map);
        p.write(">");
    }
}

/// `affine_set<(d0)[s0] : (d0 - s0 >= 0)>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerSetAttr {
    /// The set.
    pub set: IntegerSet,
}

impl AttrDef for IntegerSetAttr {
    const DIALECT: &'static str = "builtin";
    const NAME: &'static str = "integer_set";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write("affine_set<");
        p.write_display(&self.set);
        p.write(">");
    }
}

/// Whether `layout` is an identity affine map (the default memref layout, which MLIR drops).
pub fn is_identity_layout(ctx: &Context, layout: Attribute) -> bool {
    layout.dyn_cast::<AffineMapAttr>(ctx).is_some_and(|m| m.map.is_identity())
}
