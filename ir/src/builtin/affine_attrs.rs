//! The affine attributes: `affine_map<...>` (also used as memref layouts) and
//! `affine_set<...>`.

use crate::affine::{AffineMap, IntegerSet};
use crate::asm::AsmPrinter;
use crate::attributes::Attribute;
use crate::context::Context;
use oxir_macros::AttrDef;

/// `affine_map<(d0)[s0] -> (d0 + s0)>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "affine_map",
    prefix = "",
    printer = AffineMapAttr::print_syntax,
    parser = AffineMapAttr::parse_syntax,
    skip_default_builders
)]
pub struct AffineMapAttr {
    /// The map.
    pub map: AffineMap,
}

impl AffineMapAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("affine_map<");
        p.write_display(&self.map);
        p.write(">");
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

/// `affine_set<(d0)[s0] : (d0 - s0 >= 0)>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "integer_set",
    prefix = "",
    printer = IntegerSetAttr::print_syntax,
    parser = IntegerSetAttr::parse_syntax,
    skip_default_builders
)]
pub struct IntegerSetAttr {
    /// The set.
    pub set: IntegerSet,
}

impl IntegerSetAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("affine_set<");
        p.write_display(&self.set);
        p.write(">");
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

/// Whether `layout` is an identity affine map (the default memref layout, which MLIR drops).
pub fn is_identity_layout(ctx: &Context, layout: Attribute) -> bool {
    layout.dyn_cast::<AffineMapAttr>(ctx).is_some_and(|m| m.map.is_identity())
}
