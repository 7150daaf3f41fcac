//! The syntax of the DLTI attributes, MLIR's hand-written parsers and printers: an entry is
//! `#dlti.dl_entry<key, value>` on its own and `key = value` (or a whole `#dlti.dl_entry`) in a
//! list; the lists are `<entry, ...>`, where `#dlti.map` and `#dlti.dl_spec` take type keys and
//! may be empty. The lists' verifiers report at the mnemonic, as MLIR's `getChecked` there.

use super::attrs::{
    DataLayoutEntryAttr, DataLayoutSpecAttr, DlKey, MapAttr, TargetDeviceSpecAttr, TargetSystemSpecAttr,
};
use oxir::asm::{AsmPrinter, Delimiter, OpAsmParser, ParseResult};
use oxir::builtin::attributes::StringAttr;
use oxir::ods::defs::AttrDefinition;
use oxir::Attribute;

/// Prints a key as MLIR's `keyToStr`: the type, or the quoted string.
fn print_key(p: &mut AsmPrinter<'_>, key: DlKey) {
    match key {
        DlKey::Type(t) => p.print_type(t),
        DlKey::Name(a) => p.print_attribute(a),
    }
}

/// `<key, value>` after `#dlti.dl_entry`.
pub(super) fn print_entry(a: &DataLayoutEntryAttr, p: &mut AsmPrinter<'_>) {
    p.write("<");
    print_key(p, a.key);
    p.write(", ");
    p.print_attribute(a.value);
    p.write(">");
}

/// MLIR's `DataLayoutEntryAttr::parse`: `<` (type | string) `,` attribute `>`.
pub(super) fn parse_entry(p: &mut OpAsmParser<'_, '_>) -> ParseResult<DataLayoutEntryAttr> {
    p.parse_less()?;
    let at = p.get_current_location();
    let key = match p.parse_optional_type()? {
        Some(t) => DlKey::Type(t),
        None => match p.parse_optional_string() {
            Some(s) => DlKey::Name(StringAttr::get(p.ctx(), &s)),
            None => return Err(p.emit_error(at, "expected a type or a quoted string")),
        },
    };
    p.parse_comma()?;
    let value = p.parse_attribute(None)?;
    p.parse_greater()?;
    Ok(DataLayoutEntryAttr { key, value })
}

/// MLIR's `parseKeyValuePair`: `(type | string) = attribute`, or a whole `#dlti.dl_entry`.
fn parse_key_value(p: &mut OpAsmParser<'_, '_>, try_type: bool) -> ParseResult<Attribute> {
    let key = if try_type { p.parse_optional_type()?.map(DlKey::Type) } else { None };
    let key = match key {
        Some(k) => Some(k),
        None => p.parse_optional_string().map(|s| DlKey::Name(StringAttr::get(p.ctx(), &s))),
    };
    if let Some(key) = key {
        p.parse_equal()?;
        let value = p.parse_attribute(None)?;
        return Ok(p.ctx().intern_attr(DataLayoutEntryAttr { key, value }));
    }
    let at = p.get_current_location();
    let attr = p.parse_attribute(None)?;
    if !attr.isa::<DataLayoutEntryAttr>(p.ctx()) {
        return Err(p.emit_error(at, "invalid kind of attribute specified"));
    }
    Ok(attr)
}

/// MLIR's `parseAngleBracketedEntries`: `<` entries `>`, checked as `T` at the mnemonic.
fn parse_entries<T: AttrDefinition>(
    p: &mut OpAsmParser<'_, '_>,
    try_type: bool,
    allow_empty: bool,
    make: fn(Vec<Attribute>) -> T,
) -> ParseResult<T> {
    let mut entries = Vec::new();
    p.parse_comma_separated_list(Delimiter::LessGreater, |p| {
        entries.push(parse_key_value(p, try_type)?);
        Ok(())
    })?;
    let name = p.get_name_loc();
    if entries.is_empty() && !allow_empty {
        return Err(p.emit_error(name, "no DLTI entries provided"));
    }
    let def = make(entries);
    if let Err(m) = def.verify(p.ctx()) {
        return Err(p.emit_error(name, m));
    }
    Ok(def)
}

/// Prints `<key = value, ...>`.
fn print_entries(p: &mut AsmPrinter<'_>, entries: &[Attribute]) {
    p.write("<");
    for (i, &e) in entries.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match e.dyn_cast::<DataLayoutEntryAttr>(p.ctx()).map(|d| (d.key, d.value)) {
            Some((key, value)) => {
                print_key(p, key);
                p.write(" = ");
                p.print_attribute(value);
            }
            None => p.print_attribute(e),
        }
    }
    p.write(">");
}

pub(super) fn print_map(a: &MapAttr, p: &mut AsmPrinter<'_>) {
    print_entries(p, &a.entries);
}

pub(super) fn parse_map(p: &mut OpAsmParser<'_, '_>) -> ParseResult<MapAttr> {
    parse_entries(p, true, true, |entries| MapAttr { entries })
}

pub(super) fn print_spec(a: &DataLayoutSpecAttr, p: &mut AsmPrinter<'_>) {
    print_entries(p, &a.entries);
}

pub(super) fn parse_spec(p: &mut OpAsmParser<'_, '_>) -> ParseResult<DataLayoutSpecAttr> {
    parse_entries(p, true, true, |entries| DataLayoutSpecAttr { entries })
}

pub(super) fn print_device_spec(a: &TargetDeviceSpecAttr, p: &mut AsmPrinter<'_>) {
    print_entries(p, &a.entries);
}

pub(super) fn parse_device_spec(p: &mut OpAsmParser<'_, '_>) -> ParseResult<TargetDeviceSpecAttr> {
    parse_entries(p, false, false, |entries| TargetDeviceSpecAttr { entries })
}

pub(super) fn print_system_spec(a: &TargetSystemSpecAttr, p: &mut AsmPrinter<'_>) {
    print_entries(p, &a.entries);
}

pub(super) fn parse_system_spec(p: &mut OpAsmParser<'_, '_>) -> ParseResult<TargetSystemSpecAttr> {
    parse_entries(p, false, false, |entries| TargetSystemSpecAttr { entries })
}
