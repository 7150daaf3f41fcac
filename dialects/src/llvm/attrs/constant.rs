//! The llvm dialect's constant attributes: `#llvm.zero`, `#llvm.undef` and `#llvm.poison`, the
//! values `llvm.mlir.global` and `llvm.mlir.constant` may be initialized with.

use oxir_macros::AttrDef;

/// A zero literal
///
/// `#llvm.zero`: a zero initializer.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "zero")]
pub struct ZeroAttr;

/// Undef literal
///
/// `#llvm.undef`: an undefined value.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "undef")]
pub struct UndefAttr;

/// Poison literal
///
/// `#llvm.poison`: a poison value.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "poison")]
pub struct PoisonAttr;
