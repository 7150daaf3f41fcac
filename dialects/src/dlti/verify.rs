//! The `dlti` attributes on ops (MLIR's `DLTIDialect::verifyOperationAttribute`): `dlti.dl_spec`,
//! `dlti.target_system_spec` and `dlti.map` must hold their attribute kinds, and a module's
//! data layout must be valid (MLIR's `verifyDataLayoutSpec`) and combine with the layouts of
//! the modules around it (`verifyDataLayoutOp`).

use super::attrs::{DataLayoutEntryAttr, DataLayoutSpecAttr, DlKey, MapAttr, TargetSystemSpecAttr};
use super::layout::{combined_spec, module_spec, parent_layout_ops, same_group};
use super::{DATA_LAYOUT_ATTR, MAP_ATTR, TARGET_SYSTEM_SPEC_ATTR};
use oxir::builtin::attributes::{IntegerAttr, StringAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::ops::ModuleOp;
use oxir::builtin::types::{FloatType, IndexType, IntegerType, Signedness};
use oxir::registry::OpAttrError;
use oxir::{Attribute, Context, Diagnostic, NamedAttribute, OpRef, Type};

/// The `dlti` identifier keys a data layout may hold (MLIR's `DLTIDialect::kDataLayout*Key`),
/// besides `dlti.endianness`.
const LAYOUT_KEYS: [&str; 6] = [
    "dlti.default_memory_space",
    "dlti.alloca_memory_space",
    "dlti.program_memory_space",
    "dlti.global_memory_space",
    "dlti.stack_alignment",
    "dlti.mangling_mode",
];

/// MLIR's `DLTIDialect::verifyOperationAttribute`.
pub(super) fn verify_op_attr(ctx: &Context, op: OpRef, attr: NamedAttribute) -> Result<(), OpAttrError> {
    let name = ctx.ident_str(attr.name);
    let on_op = |m: String| OpAttrError::OnOp(Diagnostic::error(ctx.op_loc(op), m));
    match name {
        DATA_LAYOUT_ATTR => {
            if !attr.value.isa::<DataLayoutSpecAttr>(ctx) {
                return Err(on_op(format!("'{DATA_LAYOUT_ATTR}' is expected to be a #dlti.dl_spec attribute")));
            }
            if ctx.isa_op::<ModuleOp>(op) {
                return verify_data_layout_op(ctx, op);
            }
            Ok(())
        }
        TARGET_SYSTEM_SPEC_ATTR => {
            if !attr.value.isa::<TargetSystemSpecAttr>(ctx) {
                return Err(on_op(format!(
                    "'{TARGET_SYSTEM_SPEC_ATTR}' is expected to be a #dlti.target_system_spec attribute"
                )));
            }
            Ok(())
        }
        MAP_ATTR => {
            if !attr.value.isa::<MapAttr>(ctx) {
                return Err(on_op(format!("'{MAP_ATTR}' is expected to be a #dlti.map attribute")));
            }
            Ok(())
        }
        _ => Err(on_op(format!("attribute '{name}' not supported by dialect"))),
    }
}

/// MLIR's `verifyDataLayoutOp` for a module: its spec is valid and combines with those of the
/// modules around it.
fn verify_data_layout_op(ctx: &Context, op: OpRef) -> Result<(), OpAttrError> {
    let Some(spec) = module_spec(ctx, op) else { return Ok(()) };
    let loc = ctx.op_loc(op);
    verify_spec(ctx, spec).map_err(|m| OpAttrError::AtLoc(Diagnostic::error(loc, m)))?;
    if combined_spec(ctx, op).is_none() {
        let mut d = Diagnostic::error(loc, "data layout does not combine with layouts of enclosing ops");
        for parent in parent_layout_ops(ctx, op) {
            d = d.with_note(ctx.op_loc(parent), "enclosing op with data layout");
        }
        return Err(OpAttrError::OnOp(d));
    }
    Ok(())
}

/// MLIR's `verifyDataLayoutSpec`: the entries of each type group, then each identifier, are
/// checked by what they describe.
fn verify_spec(ctx: &Context, spec: &DataLayoutSpecAttr) -> Result<(), String> {
    // Type entries by group (MLIR buckets them by `TypeID`), in order of first appearance.
    let mut groups: Vec<(Type, Vec<Attribute>)> = Vec::new();
    let mut names: Vec<(Attribute, Attribute)> = Vec::new();
    for &e in &spec.entries {
        let Some(entry) = e.dyn_cast::<DataLayoutEntryAttr>(ctx) else { continue };
        match entry.key {
            DlKey::Type(t) => match groups.iter_mut().find(|(k, _)| same_group(ctx, *k, t)) {
                Some((_, list)) => list.push(e),
                None => groups.push((t, vec![e])),
            },
            DlKey::Name(n) => match names.iter_mut().find(|(k, _)| *k == n) {
                Some(slot) => slot.1 = e,
                None => names.push((n, e)),
            },
        }
    }
    for (_, list) in &groups {
        verify_type_entries(ctx, list)?;
    }
    for &(name, entry) in &names {
        verify_name_entry(ctx, name, entry)?;
    }
    Ok(())
}

/// The checks of the entries of one builtin type group.
fn verify_type_entries(ctx: &Context, list: &[Attribute]) -> Result<(), String> {
    let Some(first) = list.first().and_then(|e| e.dyn_cast::<DataLayoutEntryAttr>(ctx)) else { return Ok(()) };
    let DlKey::Type(sample) = first.key else { return Ok(()) };
    if sample.isa::<IndexType>(ctx) {
        if !first.value.isa::<IntegerAttr>(ctx) {
            return Err(format!("expected integer attribute in the data layout entry for '{}'", sample.to_text(ctx)));
        }
        return Ok(());
    }
    if sample.isa::<IntegerType>(ctx) || sample.isa::<FloatType>(ctx) {
        for &e in list {
            let Some(entry) = e.dyn_cast::<DataLayoutEntryAttr>(ctx) else { continue };
            let text = || e.to_text(ctx);
            let dense = entry.value.dyn_cast::<DenseIntOrFPElementsAttr>(ctx).filter(|d| {
                d.element_type(ctx)
                    .dyn_cast::<IntegerType>(ctx)
                    .is_some_and(|i| i.width == 64 && i.signedness == Signedness::Signless)
            });
            let Some(dense) = dense else {
                return Err(format!("expected a dense i64 elements attribute in the data layout entry {}", text()));
            };
            let values: Vec<u64> = dense.int_values().map(|v| v.low_u64()).collect();
            if values.is_empty() || values.len() > 2 {
                return Err(format!("expected 1 or 2 elements in the data layout entry {}", text()));
            }
            let abi = values[0];
            let preferred = values.get(1).copied().unwrap_or(abi);
            if preferred < abi {
                return Err(format!(
                    "preferred alignment is expected to be greater than or equal to the abi alignment in data \
                     layout entry {}",
                    text()
                ));
            }
        }
        return Ok(());
    }
    if sample.dialect(ctx) == "builtin" {
        return Err("unexpected data layout for a built-in type".into());
    }
    // Types of other dialects describe their own layouts (MLIR's `DataLayoutTypeInterface`);
    // oxir does not check their entries.
    Ok(())
}

/// The checks of an identifier entry by the dialect its name starts with: `dlti.` names are
/// the dialect's own; the builtin dialect takes none; others are not checked (MLIR checks
/// those of loaded dialects that describe layouts, none of oxir's).
fn verify_name_entry(ctx: &Context, name: Attribute, entry: Attribute) -> Result<(), String> {
    let Some(text) = StringAttr::value_of(ctx, name) else { return Ok(()) };
    let Some((dialect, _)) = text.split_once('.') else { return Ok(()) };
    match dialect {
        "dlti" => {
            let value = entry.dyn_cast::<DataLayoutEntryAttr>(ctx).map(|e| e.value);
            if text == super::ENDIANNESS_KEY {
                let v = value.and_then(|v| StringAttr::value_of(ctx, v));
                if matches!(v, Some("big" | "little")) {
                    return Ok(());
                }
                return Err(format!(
                    "'{}' data layout entry is expected to be either 'big' or 'little'",
                    super::ENDIANNESS_KEY
                ));
            }
            if LAYOUT_KEYS.contains(&text) {
                return Ok(());
            }
            Err(format!("unknown data layout entry name: {text}"))
        }
        "builtin" => Err("the 'builtin' dialect does not support identifier data layout entries".into()),
        _ => Ok(()),
    }
}
