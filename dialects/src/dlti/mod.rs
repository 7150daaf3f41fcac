//! The `dlti` dialect (MLIR's Data Layout and Target Information dialect): attributes that
//! describe the data layout of the code in an op (`dlti.dl_spec` on a module: the bitwidth of
//! `index`, the alignments of types, endianness, memory spaces) and the devices of the target
//! (`dlti.target_system_spec`), with [`DataLayout`], the queries the conversions to the llvm
//! dialect ask (MLIR's `DataLayout`).

mod attrs;
mod layout;
mod syntax;
mod verify;

pub use attrs::*;
pub use layout::{module_spec, DataLayout};

use oxir_macros::dialect;

/// The name of the attribute holding an op's data layout (MLIR's `kDataLayoutAttrName`).
pub const DATA_LAYOUT_ATTR: &str = "dlti.dl_spec";
/// The name of the attribute holding a module's target system (MLIR's
/// `kTargetSystemDescAttrName`).
pub const TARGET_SYSTEM_SPEC_ATTR: &str = "dlti.target_system_spec";
/// The name of the attribute holding a general DLTI map (MLIR's `kMapAttrName`).
pub const MAP_ATTR: &str = "dlti.map";
/// The data layout entry naming the endianness, `"big"` or `"little"`.
pub const ENDIANNESS_KEY: &str = "dlti.endianness";

/// The `dlti` dialect.
///
/// The Data Layout and Target Information (DLTI) dialect is intended to hold attributes and
/// other components pertaining to descriptions of in-memory data layout and compilation
/// targets. A module carries its data layout in its `dlti.dl_spec` attribute:
///
/// ```mlir
/// module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {}
/// ```
///
/// The conversions to the llvm dialect that take the index bitwidth from the data layout
/// (`convert-func-to-llvm`, `finalize-memref-to-llvm`, `convert-to-llvm{dynamic=true}`) then
/// lower `index` to `i32`. The verifier checks the attributes named `dlti.*` on any op: their
/// kinds, the entries of a module's layout, and that nested modules' layouts combine.
#[dialect(
    name = "dlti",
    attrs(
        DataLayoutEntryAttr,
        MapAttr,
        DataLayoutSpecAttr,
        TargetDeviceSpecAttr,
        TargetSystemSpecAttr,
        FunctionPointerAlignmentAttr
    ),
    op_attr_verifier = verify::verify_op_attr
)]
pub struct DLTIDialect;
