//! The typed entry points of the core parser that the builtin dialect's definitions call: a
//! builtin type or attribute is read by the core grammar (MLIR's `TypeParser` and
//! `AttributeParser`), then checked to be of the kind asked for.

use super::{AsmParser, ParseResult};
use crate::asm::SMLoc;
use crate::Attribute;

impl AsmParser<'_, '_> {
    /// Parses a type and requires it to be a `T`.
    pub(crate) fn parse_builtin_type<T: crate::TypeDef + Clone>(&mut self) -> ParseResult<T> {
        let at = self.get_current_location();
        let ty = self.parse_type()?;
        match ty.dyn_cast::<T>(self.ctx) {
            Some(t) => Ok(t.clone()),
            None => Err(self.emit_error(at, format!("expected {} type", T::NAME))),
        }
    }

    /// Parses an attribute and requires it to be a `T`.
    pub(crate) fn parse_builtin_attr<T: crate::AttrDef + Clone>(&mut self) -> ParseResult<T> {
        let at = self.get_current_location();
        let attr = self.parse_attribute(None)?;
        self.expect_attr_kind(at, attr)
    }

    /// Parses a location, `loc(...)` or its inside, and requires it to be of kind `T`.
    pub(crate) fn parse_builtin_location<T: crate::AttrDef + Clone>(&mut self) -> ParseResult<T> {
        let at = self.get_current_location();
        let attr = if self.at_keyword("loc") { self.parse_location_attr()? } else { self.parse_location_instance()? };
        self.expect_attr_kind(at, attr)
    }

    fn expect_attr_kind<T: crate::AttrDef + Clone>(&self, at: SMLoc, attr: Attribute) -> ParseResult<T> {
        match attr.dyn_cast::<T>(self.ctx) {
            Some(a) => Ok(a.clone()),
            None => Err(self.emit_error(at, format!("expected {} attribute", T::NAME))),
        }
    }
}
