//! The DLTI attributes (MLIR's `DLTIAttrs.td`): an entry `#dlti.dl_entry<key, value>` and the
//! four lists of entries, `#dlti.map`, `#dlti.dl_spec`, `#dlti.target_device_spec` and
//! `#dlti.target_system_spec`, all printed `<key = value, ...>`. Their syntax is MLIR's
//! hand-written one (`syntax.rs`); their verifiers are MLIR's.

use super::syntax;
use oxir::builtin::attributes::StringAttr;
use oxir::{Attribute, Context, Type};
use oxir_macros::AttrDef;

/// The key of a DLTI entry: a type or a string (MLIR's `DataLayoutEntryKey`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DlKey {
    /// A type: the entry describes values of the type (`index = 32`, `i32 = dense<...>`).
    Type(Type),
    /// A string (`StringAttr`): a named property (`"dlti.endianness" = "big"`).
    Name(Attribute),
}

impl DlKey {
    /// The key's string, if it is one.
    pub fn name<'c>(&self, ctx: &'c Context) -> Option<&'c str> {
        match *self {
            DlKey::Name(a) => StringAttr::value_of(ctx, a),
            DlKey::Type(_) => None,
        }
    }

    /// The key as MLIR's `keyToStr` writes it: the type, or the quoted string.
    pub fn to_text(self, ctx: &Context) -> String {
        match self {
            DlKey::Type(t) => t.to_text(ctx),
            DlKey::Name(a) => a.to_text(ctx),
        }
    }
}

/// An attribute to represent an entry of a data layout specification.
///
/// `#dlti.dl_entry<key, value>`: the key is a type or a quoted string, the value any attribute.
/// Inside the lists of the dialect the same entry is written `key = value`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "dlti",
    name = "dl_entry",
    printer = syntax::print_entry,
    parser = syntax::parse_entry,
    ods_name = "DataLayoutEntryAttr"
)]
pub struct DataLayoutEntryAttr {
    /// The key.
    #[param(cpp_type = "DataLayoutEntryKey")]
    pub key: DlKey,
    /// The value.
    pub value: Attribute,
}

/// A mapping of DLTI-information by way of key-value pairs
///
/// `#dlti.map<"CPU" = #dlti.map<"cache" = 32>, i32 = 4>`: a general-purpose, queryable map
/// from types or strings to attributes; keys are unique, and maps nest.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "dlti",
    name = "map",
    printer = syntax::print_map,
    parser = syntax::parse_map,
    verifier = MapAttr::verify,
    ods_name = "MapAttr"
)]
pub struct MapAttr {
    /// The entries: `#dlti.dl_entry` attributes, in order.
    #[param(cpp_type = "::llvm::ArrayRef<DataLayoutEntryInterface>")]
    pub entries: Vec<Attribute>,
}

/// An attribute to represent a data layout specification
///
/// `#dlti.dl_spec<index = 32, i64 = dense<64> : vector<1xi64>, "dlti.endianness" = "little">`:
/// the data layout an op (a module, as `dlti.dl_spec`) gives the values in it. Type keys set
/// the size or alignments of the type (`index`: its bitwidth; integer and float types: their
/// ABI and preferred alignments in bits), string keys the properties named by the `dlti`
/// dialect (endianness, memory spaces, stack alignment, mangling mode).
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "dlti",
    name = "dl_spec",
    printer = syntax::print_spec,
    parser = syntax::parse_spec,
    verifier = DataLayoutSpecAttr::verify,
    ods_name = "DataLayoutSpecAttr"
)]
pub struct DataLayoutSpecAttr {
    /// The entries: `#dlti.dl_entry` attributes, in order.
    #[param(cpp_type = "::llvm::ArrayRef<DataLayoutEntryInterface>")]
    pub entries: Vec<Attribute>,
}

/// An attribute to represent target device specification.
///
/// `#dlti.target_device_spec<"max_vector_op_width" = 128 : ui32>`: properties of one device,
/// keyed by strings only; at least one entry.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "dlti",
    name = "target_device_spec",
    printer = syntax::print_device_spec,
    parser = syntax::parse_device_spec,
    verifier = TargetDeviceSpecAttr::verify,
    ods_name = "TargetDeviceSpecAttr"
)]
pub struct TargetDeviceSpecAttr {
    /// The entries: `#dlti.dl_entry` attributes with string keys, in order.
    #[param(cpp_type = "::llvm::ArrayRef<DataLayoutEntryInterface>")]
    pub entries: Vec<Attribute>,
}

/// An attribute to represent target system specification.
///
/// `#dlti.target_system_spec<"CPU" = #dlti.target_device_spec<...>, "GPU" = ...>`: the devices
/// of a system by their IDs (strings), each described by a `#dlti.target_device_spec`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "dlti",
    name = "target_system_spec",
    printer = syntax::print_system_spec,
    parser = syntax::parse_system_spec,
    verifier = TargetSystemSpecAttr::verify,
    ods_name = "TargetSystemSpecAttr"
)]
pub struct TargetSystemSpecAttr {
    /// The entries: `#dlti.dl_entry` attributes from device IDs to device specs, in order.
    #[param(cpp_type = "::llvm::ArrayRef<DataLayoutEntryInterface>")]
    pub entries: Vec<Attribute>,
}

/// Describes the alignment of function pointers
///
/// `#dlti.function_pointer_alignment<4, function_dependent = true>`: the alignment in bytes of
/// function pointers (0: unspecified), and whether a function's own alignment decides it (the
/// value of a data layout's function pointer entry).
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "dlti",
    name = "function_pointer_alignment",
    format = "`<` $alignment `,` `function_dependent` `=` $function_dependent `>`",
    ods_name = "FunctionPointerAlignmentAttr"
)]
pub struct FunctionPointerAlignmentAttr {
    /// The alignment in bytes.
    pub alignment: u64,
    /// Whether the alignment depends on the function's own.
    pub function_dependent: bool,
}

/// The key and value of `entry`, a `#dlti.dl_entry`; `None` for another attribute.
pub fn entry_parts(ctx: &Context, entry: Attribute) -> Option<(DlKey, Attribute)> {
    entry.dyn_cast::<DataLayoutEntryAttr>(ctx).map(|e| (e.key, e.value))
}

/// MLIR's `verifyEntries`: keys unique and non-empty strings (or types, where allowed).
fn verify_entries(ctx: &Context, entries: &[Attribute], allow_types: bool) -> Result<(), String> {
    let mut seen: Vec<DlKey> = Vec::with_capacity(entries.len());
    for &e in entries {
        let Some((key, _)) = entry_parts(ctx, e) else { return Err("contained invalid DLTI entry".into()) };
        if !allow_types && matches!(key, DlKey::Type(_)) {
            return Err("type as DLTI key is not allowed".into());
        }
        if key.name(ctx) == Some("") {
            return Err("empty string as DLTI key is not allowed".into());
        }
        if seen.contains(&key) {
            return Err(format!("repeated DLTI key: {}", key.to_text(ctx)));
        }
        seen.push(key);
    }
    Ok(())
}

impl MapAttr {
    /// MLIR's `MapAttr::verify`.
    fn verify(ctx: &Context, a: &Self) -> Result<(), String> {
        verify_entries(ctx, &a.entries, true)
    }
}

impl DataLayoutSpecAttr {
    /// MLIR's `DataLayoutSpecAttr::verify`.
    fn verify(ctx: &Context, a: &Self) -> Result<(), String> {
        verify_entries(ctx, &a.entries, true)
    }

    /// The entries as keys and values.
    pub fn pairs<'a>(&'a self, ctx: &'a Context) -> impl Iterator<Item = (DlKey, Attribute)> + 'a {
        self.entries.iter().filter_map(move |&e| entry_parts(ctx, e))
    }
}

impl TargetDeviceSpecAttr {
    /// MLIR's `TargetDeviceSpecAttr::verify`: string keys only.
    fn verify(ctx: &Context, a: &Self) -> Result<(), String> {
        verify_entries(ctx, &a.entries, false)
    }
}

impl TargetSystemSpecAttr {
    /// MLIR's `TargetSystemSpecAttr::verify`: string device IDs, each mapped to a valid device
    /// spec, each once.
    fn verify(ctx: &Context, a: &Self) -> Result<(), String> {
        let mut seen: Vec<DlKey> = Vec::with_capacity(a.entries.len());
        for &e in &a.entries {
            let Some((key, value)) = entry_parts(ctx, e) else { return Err("contained invalid DLTI entry".into()) };
            if !matches!(key, DlKey::Name(_)) {
                return Err("non-string key of DLTI system spec".into());
            }
            let Some(device) = value.dyn_cast::<TargetDeviceSpecAttr>(ctx) else {
                return Err(format!("value associated with key {} is not a DLTI device spec", key.to_text(ctx)));
            };
            TargetDeviceSpecAttr::verify(ctx, device)?;
            if seen.contains(&key) {
                return Err(format!("repeated device ID in dlti.target_system_spec: {}", key.to_text(ctx)));
            }
            seen.push(key);
        }
        Ok(())
    }
}
