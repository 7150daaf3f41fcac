//! Temporary stand-in until the affine module lands.
#![allow(missing_docs)]
use std::fmt;
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    pub num_dims: u32,
    pub num_symbols: u32,
}
impl AffineMap {
    pub fn is_identity(&self) -> bool {
        false
    }
}
impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "?")
    }
}
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerSet;
impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "?")
    }
}
pub enum MapOrSet {
    Map(AffineMap),
    Set(IntegerSet),
}
pub struct AffineParseError {
    pub offset: usize,
    pub message: String,
}
pub fn parse_affine_map_or_set(_src: &str, offset: usize) -> Result<(MapOrSet, usize), AffineParseError> {
    Err(AffineParseError { offset, message: "affine maps are not supported yet".into() })
}
