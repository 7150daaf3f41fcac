//! Parsing of elements attributes: `dense<...>`, `dense_resource<...>` and `sparse<...>`.

use super::{ParseResult, Parser};
use crate::attributes::Attribute;
use crate::types::Type;

impl Parser<'_, '_> {
    pub(crate) fn parse_dense_elements_attr(&mut self, _ty: Option<Type>) -> ParseResult<Attribute> {
        Err(self.error_here("dense elements attributes are not supported yet"))
    }

    pub(crate) fn parse_dense_resource_attr(&mut self, _ty: Option<Type>) -> ParseResult<Attribute> {
        Err(self.error_here("dense_resource attributes are not supported yet"))
    }

    pub(crate) fn parse_sparse_elements_attr(&mut self, _ty: Option<Type>) -> ParseResult<Attribute> {
        Err(self.error_here("sparse elements attributes are not supported yet"))
    }
}
