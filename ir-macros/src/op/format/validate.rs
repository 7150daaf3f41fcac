//! Verification of a parsed format and type resolution (MLIR's `OpFormatParser::verify`).

use super::ast::Elem;
use super::bind::Seen;
use crate::format::FormatError;
use crate::op::model::{Arity, AttrKind, AttrPresence, OpModel};
use std::collections::HashMap;

/// Where the type of an operand or result comes from when parsing.
#[derive(Clone, Debug)]
pub enum TypeSource {
    /// From the format (`type($x)`, `functional-type`, `type(operands)`...).
    Parsed,
    /// From the parsed types of another operand (`operand: true`) or result.
    Var { operand: bool, idx: usize, transformer: Option<String> },
    /// From the type of an attribute (a typed attribute).
    Attr { idx: usize, transformer: Option<String> },
    /// A buildable type, by its spelling (`i32`, `index`).
    Buildable(&'static str),
    /// Inferred by the op (`InferTypeOpInterface`), results only.
    Inferred,
}

/// A verified format: elements plus everything code generation needs.
pub struct Format {
    pub elems: Vec<Elem>,
    pub seen: Seen,
    pub operand_types: Vec<TypeSource>,
    pub result_types: Vec<TypeSource>,
    pub infers_results: bool,
    /// Attribute names the format fills itself (VariadicOfVariadic segment sizes).
    pub inferred_attrs: Vec<String>,
    /// Attributes of a definition the macro cannot see (a dialect's own) followed by a `:`
    /// literal: whether their format syntax reads a `: type` is checked when the code compiles
    /// (`FormatAttr::READS_TYPE`), an error at the format.
    pub colon_checks: Vec<usize>,
}

#[derive(Clone, Debug)]
enum Resolver {
    Operand(usize),
    Result(usize),
    Attr(usize),
}

fn with_note(msg: String, note: String) -> FormatError {
    FormatError::new(msg).with_note(note)
}

/// Verifies the parsed elements and computes type resolution.
pub fn verify(model: &OpModel, elems: Vec<Elem>, seen: Seen) -> Result<Format, FormatError> {
    if !seen.has_attr_dict {
        return Err(FormatError::new("'attr-dict' directive not found in custom assembly format")
            .with_note("add `attr-dict` to the format: it prints the attributes the format does not"));
    }
    let find_seen_arg = |name: &str| -> Option<Resolver> {
        if let Some(i) = model.operands.iter().position(|o| o.name == name) {
            return seen.operand_types[i].then_some(Resolver::Operand(i));
        }
        if let Some(i) = model.results.iter().position(|o| o.name == name) {
            return seen.result_types[i].then_some(Resolver::Result(i));
        }
        if let Some(i) = model.attributes.iter().position(|a| a.name == name) {
            return seen.attrs.contains(&i).then_some(Resolver::Attr(i));
        }
        None
    };
    let mut resolvers: HashMap<String, (Resolver, Option<String>)> = HashMap::new();
    let mut can_infer = false;
    for t in &model.traits {
        match t.name.as_str() {
            "AllTypesMatch" => {
                let values = &t.args;
                for i in 0..values.len() {
                    let Some(arg) = find_seen_arg(&values[i]) else { continue };
                    for (j, v) in values.iter().enumerate() {
                        if j != i {
                            resolvers.insert(v.clone(), (arg.clone(), None));
                        }
                    }
                }
            }
            "SameTypeOperands" | "SameOperandsAndResultType" => {
                let include_results = t.name == "SameOperandsAndResultType";
                let first_op = (0..model.operands.len()).find(|&i| seen.operand_types[i]);
                let resolver = match first_op {
                    Some(i) => Resolver::Operand(i),
                    None => match (0..model.results.len()).find(|&i| seen.result_types[i]) {
                        Some(i) if include_results => Resolver::Result(i),
                        _ => continue,
                    },
                };
                for (i, o) in model.operands.iter().enumerate() {
                    if !seen.operand_types[i] {
                        resolvers.insert(o.name.clone(), (resolver.clone(), None));
                    }
                }
                if include_results {
                    for (i, r) in model.results.iter().enumerate() {
                        if !seen.result_types[i] {
                            resolvers.insert(r.name.clone(), (resolver.clone(), None));
                        }
                    }
                }
            }
            "TypesMatchWith" => {
                // `TypesMatchWith["lhs", "rhs"]`, `["lhs", "rhs", "transformer"]` or MLIR's order with
                // a summary first: `["summary", "lhs", "rhs", "transformer"]`.
                let a = &t.args;
                // The identity when none is given: as MLIR's parsers do, the type a
                // `TypesMatchWith` reads is checked against its constraint first.
                let identity = "|_: &::oxir::Context, t: ::oxir::Type| t".to_string();
                let (lhs, rhs, tf) = match a.len() {
                    2 => (&a[0], &a[1], Some(identity)),
                    3 => (&a[0], &a[1], Some(a[2].clone())),
                    4 => (&a[1], &a[2], Some(a[3].clone())),
                    _ => continue,
                };
                if let Some(arg) = find_seen_arg(lhs) {
                    resolvers.insert(rhs.clone(), (arg, tf));
                }
            }
            "InferTypeOpInterface" | "InferTypeOpAdaptor" => can_infer = true,
            _ => {}
        }
    }

    let colon_checks = verify_attribute_colon_type(model, &elems)?;
    verify_attr_dict_region(model, &elems)?;
    let mut inferred_attrs = Vec::new();
    for (i, o) in model.operands.iter().enumerate() {
        if seen.operands[i] && o.arity == Arity::VariadicOfVariadic {
            if let Some(a) = &o.segment_attr {
                inferred_attrs.push(a.clone());
            }
        }
    }

    let to_source = |r: &(Resolver, Option<String>)| match r.0 {
        Resolver::Operand(i) => TypeSource::Var { operand: true, idx: i, transformer: r.1.clone() },
        Resolver::Result(i) => TypeSource::Var { operand: false, idx: i, transformer: r.1.clone() },
        Resolver::Attr(i) => TypeSource::Attr { idx: i, transformer: r.1.clone() },
    };

    // Results.
    let mut result_types = vec![TypeSource::Parsed; model.results.len()];
    let mut infers_results = false;
    if !seen.all_result_types {
        if !model.results.is_empty() && !seen.result_types.iter().any(|&b| b) && can_infer {
            infers_results = true;
            result_types = vec![TypeSource::Inferred; model.results.len()];
        } else {
            for (i, r) in model.results.iter().enumerate() {
                if seen.result_types[i] {
                    continue;
                }
                if let Some(res) = resolvers.get(&r.name) {
                    result_types[i] = to_source(res);
                    continue;
                }
                match r.buildable_type() {
                    Some(b) if !r.arity.is_variable() => result_types[i] = TypeSource::Buildable(b),
                    _ => {
                        return Err(with_note(
                            format!(
                                "type of result #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                                r.name
                            ),
                            format!(
                                "suggest adding a type constraint to the operation or adding a 'type(${})' directive to the custom assembly format",
                                r.name
                            ),
                        ))
                    }
                }
            }
        }
    }

    // Operands.
    let mut operand_types = vec![TypeSource::Parsed; model.operands.len()];
    for (i, o) in model.operands.iter().enumerate() {
        if !seen.all_operands && !seen.operands[i] {
            return Err(with_note(
                format!("operand #{i}, named '{}', not found", o.name),
                format!("suggest adding a '${}' directive to the custom assembly format", o.name),
            ));
        }
        if seen.all_operand_types || seen.operand_types[i] {
            continue;
        }
        if let Some(res) = resolvers.get(&o.name) {
            operand_types[i] = to_source(res);
            continue;
        }
        match o.buildable_type() {
            Some(b) if !(seen.all_operands && o.arity.is_variable()) => operand_types[i] = TypeSource::Buildable(b),
            _ => {
                return Err(with_note(
                    format!(
                        "type of operand #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                        o.name
                    ),
                    format!(
                        "suggest adding a type constraint to the operation or adding a 'type(${})' directive to the custom assembly format",
                        o.name
                    ),
                ))
            }
        }
    }

    // Regions and successors.
    if !seen.all_regions {
        for (i, r) in model.regions.iter().enumerate() {
            if !seen.regions[i] {
                return Err(with_note(
                    format!("region #{i}, named '{}', not found", r.name),
                    format!("suggest adding a '${}' directive to the custom assembly format", r.name),
                ));
            }
        }
    }
    if !seen.all_successors {
        for (i, s) in model.successors.iter().enumerate() {
            if !seen.successors[i] {
                return Err(with_note(
                    format!("successor #{i}, named '{}', not found", s.name),
                    format!("suggest adding a '${}' directive to the custom assembly format", s.name),
                ));
            }
        }
    }
    verify_oilist(&elems)?;
    // Attributes: MLIR leaves unbound attributes to `attr-dict`; nothing to check here.
    Ok(Format { elems, seen, operand_types, result_types, infers_results, inferred_attrs, colon_checks })
}

fn verify_oilist(elems: &[Elem]) -> Result<(), FormatError> {
    let mut prohibited: Vec<&str> = Vec::new();
    for e in elems {
        match e {
            Elem::OIList(clauses) => {
                for c in clauses {
                    if prohibited.contains(&c.keyword.as_str()) {
                        return Err(FormatError::new(format!(
                            "format ambiguity because {} is used in two adjacent oilist elements.",
                            c.keyword
                        ))
                        .at(c.at.clone()));
                    }
                }
                prohibited.extend(clauses.iter().map(|c| c.keyword.as_str()));
            }
            Elem::Literal(l, at) => {
                if prohibited.contains(&l.as_str()) {
                    return Err(FormatError::new(format!(
                        "format ambiguity because {l} is used both in oilist element and the adjacent literal."
                    ))
                    .at(at.clone()));
                }
                prohibited.clear();
            }
            _ => prohibited.clear(),
        }
    }
    Ok(())
}

/// MLIR's `isOptionallyParsed`.
fn is_optionally_parsed(model: &OpModel, e: &Elem) -> bool {
    match e {
        Elem::Attr { idx, .. } => model.attributes[*idx].presence != AttrPresence::Required,
        Elem::Operand(i) => model.operands[*i].arity.is_variable(),
        Elem::Successor(i) => model.successors[*i].arity.is_variable(),
        Elem::Region(i, _) => model.regions[*i].arity.is_variable(),
        Elem::Space | Elem::NoSpace | Elem::Newline | Elem::AttrDict { .. } => true,
        _ => false,
    }
}

type Invalid<'a> = dyn Fn(&Elem, &Elem) -> Option<FormatError> + 'a;

/// MLIR's `checkRangeForElement`: `None` when the end was reached.
fn check_range(
    model: &OpModel,
    base: &Elem,
    invalid: &Invalid<'_>,
    range: &[Elem],
    guard: Option<&Elem>,
) -> Option<Result<(), FormatError>> {
    for e in range {
        if let Some(msg) = invalid(base, e) {
            return Some(Err(msg));
        }
        if let Elem::Optional(g) = e {
            if let Some(Err(m)) = check_range(model, base, invalid, &g.then, g.then.first()) {
                return Some(Err(m));
            }
            if let Some(Err(m)) = check_range(model, base, invalid, &g.els, None) {
                return Some(Err(m));
            }
            continue;
        }
        let is_guard = guard.is_some_and(|g| std::ptr::eq(g, e));
        if !is_guard && is_optionally_parsed(model, e) {
            continue;
        }
        return Some(Ok(()));
    }
    None
}

/// MLIR's `verifyAdjacentElements`.
fn verify_adjacent<'e>(
    model: &OpModel,
    is_base: &dyn Fn(&Elem) -> bool,
    invalid: &Invalid<'_>,
    elems: &'e [Elem],
) -> Result<Option<&'e Elem>, FormatError> {
    for (i, e) in elems.iter().enumerate() {
        let base = if is_base(e) {
            e
        } else if let Elem::Optional(g) = e {
            let t = verify_adjacent(model, is_base, invalid, &g.then)?;
            let f = verify_adjacent(model, is_base, invalid, &g.els)?;
            match t.or(f) {
                Some(b) => b,
                None => continue,
            }
        } else {
            continue;
        };
        match check_range(model, base, invalid, &elems[i + 1..], None) {
            Some(Err(m)) => return Err(m),
            Some(Ok(())) => {}
            None => return Ok(Some(base)),
        }
    }
    Ok(None)
}

/// MLIR's `verifyAttributeColonType`: an attribute whose parser would read a `:` literal after
/// it as the start of the attribute's own type (`42 : i32`). MLIR checks the attributes parsed
/// with the generic parser and no buildable type (`Attribute` fields, `qualified`); oxir's
/// number and string attributes are parsed by it too.
fn verify_attribute_colon_type(model: &OpModel, elems: &[Elem]) -> Result<Vec<usize>, FormatError> {
    let is_base = |e: &Elem| match e {
        Elem::Attr { idx, qualified } => {
            let a = &model.attributes[*idx];
            let generic = a.buildable_type().is_none() && (*qualified || matches!(a.kind, AttrKind::Any));
            let typed_literal = a.buildable_type().is_none() && !a.is_symbol_name() && reads_type(&a.type_name());
            generic || typed_literal
        }
        _ => false,
    };
    let invalid = |base: &Elem, e: &Elem| match (e, base) {
        (Elem::Literal(l, at), Elem::Attr { idx, .. }) if l == ":" => {
            let name = &model.attributes[*idx].name;
            Some(
                FormatError::new(format!(
                    "format ambiguity caused by `:` literal found after attribute `{name}` which does not have a \
                     buildable type"
                ))
                .at(at.clone())
                .with_note(format!(
                    "the parser of `${name}` would read `: type` as the attribute's own type; give it a constraint \
                     with a buildable type (e.g. `I64_ATTR`) or put another literal between it and the `:`"
                )),
            )
        }
        _ => None,
    };
    verify_adjacent(model, &is_base, &invalid, elems)?;
    // The attributes of other definitions followed by a `:`, checked when the code compiles.
    let is_other = |e: &Elem| match e {
        Elem::Attr { idx, qualified: false } => {
            let a = &model.attributes[*idx];
            matches!(a.kind, AttrKind::Def(_)) && a.buildable_type().is_none() && !is_builtin_attr(&a.type_name())
        }
        _ => false,
    };
    let found = std::cell::RefCell::new(Vec::new());
    let collect = |base: &Elem, e: &Elem| {
        if let (Elem::Literal(l, _), Elem::Attr { idx, .. }) = (e, base) {
            if l == ":" && !found.borrow().contains(idx) {
                found.borrow_mut().push(*idx);
            }
        }
        None
    };
    verify_adjacent(model, &is_other, &collect, elems)?;
    Ok(found.into_inner())
}

/// The builtin attribute kinds whose syntax carries a `: type` the generic parser reads.
fn reads_type(name: &str) -> bool {
    matches!(
        name,
        "IntegerAttr"
            | "FloatAttr"
            | "StringAttr"
            | "DenseIntOrFPElementsAttr"
            | "DenseStringElementsAttr"
            | "DenseResourceElementsAttr"
            | "SparseElementsAttr"
    )
}

/// The builtin attribute kinds (whose format syntax the macro knows).
fn is_builtin_attr(name: &str) -> bool {
    reads_type(name)
        || matches!(
            name,
            "UnitAttr"
                | "UnitProp"
                | "ArrayAttr"
                | "DictionaryAttr"
                | "TypeAttr"
                | "SymbolRefAttr"
                | "DenseArrayAttr"
                | "StridedLayoutAttr"
                | "AffineMapAttr"
                | "IntegerSetAttr"
        )
}

fn verify_attr_dict_region(model: &OpModel, elems: &[Elem]) -> Result<(), FormatError> {
    let is_base = |e: &Elem| matches!(e, Elem::AttrDict { keyword: false });
    let invalid = |_: &Elem, e: &Elem| match e {
        Elem::Region(i, at) => Some(
            with_note(
                format!(
                    "format ambiguity caused by `attr-dict` directive followed by region `{}`",
                    model.regions[*i].name
                ),
                "try using `attr-dict-with-keyword` instead".into(),
            )
            .at(at.clone()),
        ),
        _ => None,
    };
    verify_adjacent(model, &is_base, &invalid, elems).map(|_| ())
}
