//! The llvm dialect's module-level attributes: `#llvm.mlir.module_flag<...>` (the entries of
//! `llvm.module_flags`) with its merge behaviours, and the comdat selection kinds of
//! `llvm.comdat_selector`.

use oxir::builtin::attributes::{ArrayAttr, StringAttr};
use oxir::{Attribute, Context};
use oxir_macros::{AttrDef, EnumAttr};

/// Module flag behaviours (`#llvm.mlir.module_flag<error, ...>`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", name = "ModFlagBehavior")]
pub enum ModFlagBehavior {
    /// Conflicting values are an error.
    #[case(value = 1)]
    Error,
    /// Conflicting values warn.
    Warning,
    /// Requires another flag.
    Require,
    /// Overrides.
    Override,
    /// Appends.
    Append,
    /// Appends unique values.
    #[case(name = "appendunique")]
    AppendUnique,
    /// Keeps the maximum.
    Max,
    /// Keeps the minimum.
    Min,
}

/// LLVM module flag metadata
///
/// `#llvm.mlir.module_flag<behavior, "key", value>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "llvm",
    name = "mlir.module_flag",
    format = "`<` $behavior `,` $key `,` $value `>`",
    verifier = verify_module_flag
)]
pub struct ModuleFlagAttr {
    /// The merge behaviour.
    pub behavior: ModFlagBehavior,
    /// The key.
    pub key: String,
    /// The value.
    pub value: Attribute,
}

/// MLIR's checks of a module flag's value by key: `CG Profile` takes an array of
/// `#llvm.cgprofile_entry`, `ProfileSummary` a `#llvm.profile_summary` (neither attribute exists
/// in oxir yet, so those keys are refused as MLIR refuses any other value), other keys an
/// integer or a string.
fn verify_module_flag(ctx: &Context, f: &ModuleFlagAttr) -> Result<(), String> {
    match f.key.as_str() {
        // Only an empty array passes: oxir has no `#llvm.cgprofile_entry` attribute yet.
        "CG Profile" if f.value.dyn_cast::<ArrayAttr>(ctx).is_some_and(|a| a.elements.is_empty()) => Ok(()),
        "CG Profile" => Err("'CG Profile' key expects an array of '#llvm.cgprofile_entry'".into()),
        "ProfileSummary" => Err("'ProfileSummary' key expects a '#llvm.profile_summary' attribute".into()),
        _ if f.value.isa::<oxir::builtin::attributes::IntegerAttr>(ctx) || f.value.isa::<StringAttr>(ctx) => Ok(()),
        key => {
            let mut quoted = String::from("\"");
            oxir::printer::escape_into(key.as_bytes(), &mut quoted);
            quoted.push('"');
            Err(format!("only integer and string values are currently supported for unknown key '{quoted}'"))
        }
    }
}

/// Comdat selection kinds (`llvm.comdat_selector`'s `comdat`, an `i64` property).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", name = "Comdat")]
pub enum ComdatKind {
    /// Any definition may be chosen.
    #[case(value = 0)]
    Any,
    /// All definitions must match exactly.
    #[case(name = "exactmatch")]
    ExactMatch,
    /// The largest definition is chosen.
    Largest,
    /// No deduplication.
    #[case(name = "nodeduplicate")]
    NoDeduplicate,
    /// All definitions must have the same size.
    #[case(name = "samesize")]
    SameSize,
}
