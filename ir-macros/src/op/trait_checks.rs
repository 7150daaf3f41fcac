//! What the traits an op declares require of its struct, checked when the op is defined rather
//! than when the first op fails to verify: a trait about results on an op without any, a region
//! trait on an op without regions, the segment traits MLIR's ODS rejects, traits that contradict
//! each other. One table each ([`REQUIREMENTS`], [`CONFLICTS`]); a new rule is a new row.

use super::model::{Arity, OpModel, TraitRef};
use crate::meta::error_at;

/// What a trait needs of the op's declaration.
#[derive(Clone, Copy, Debug)]
enum Need {
    /// At least one operand field (MLIR's verifier requires one operand).
    Operand,
    /// At least one result field (MLIR's verifier requires one result).
    Result,
    /// At least one region field: the trait is about the op's regions.
    Region,
    /// Exactly one region, not variadic.
    OneRegion,
    /// An attribute of this name.
    Attribute(&'static str),
    /// At least two variable-length operand groups (ODS's rule for `AttrSizedOperandSegments`).
    TwoVariableOperandGroups,
    /// At least two variable-length result groups (ODS's rule for `AttrSizedResultSegments`).
    TwoVariableResultGroups,
}

use Need::*;

/// The traits whose needs the macro checks, by name, with what each needs.
const REQUIREMENTS: &[(&str, &[Need])] = &[
    ("SameOperandsAndResultType", &[Operand, Result]),
    ("SameOperandsAndResultShape", &[Operand, Result]),
    ("SameOperandsAndResultElementType", &[Operand, Result]),
    ("SameOperandsShape", &[Operand]),
    ("SameOperandsElementType", &[Operand]),
    ("SingleBlock", &[Region]),
    ("SingleBlockImplicitTerminator", &[Region]),
    ("NoTerminator", &[Region]),
    ("NoRegionArguments", &[Region]),
    ("IsolatedFromAbove", &[Region]),
    ("AutomaticAllocationScope", &[Region]),
    ("SymbolTable", &[OneRegion]),
    ("Symbol", &[Attribute("sym_name")]),
    ("AttrSizedOperandSegments", &[TwoVariableOperandGroups]),
    ("AttrSizedResultSegments", &[TwoVariableResultGroups]),
];

/// Pairs of traits an op cannot declare together, with why.
const CONFLICTS: &[(&str, &str, &str)] = &[
    (
        "AttrSizedOperandSegments",
        "SameVariadicOperandSize",
        "op cannot have both 'AttrSizedOperandSegments' and 'SameVariadicOperandSize' traits",
    ),
    (
        "AttrSizedResultSegments",
        "SameVariadicResultSize",
        "op cannot have both 'AttrSizedResultSegments' and 'SameVariadicResultSize' traits",
    ),
    (
        "NoTerminator",
        "SingleBlockImplicitTerminator",
        "`NoTerminator` and `SingleBlockImplicitTerminator` contradict each other: the op's blocks either end with \
         the implicit terminator or have none",
    ),
];

/// Checks the declared traits against the struct; every violation is reported at its trait.
pub fn check(model: &OpModel) -> darling::Result<()> {
    let mut errors = darling::Error::accumulator();
    for t in &model.traits {
        let Some((_, needs)) = REQUIREMENTS.iter().find(|(name, _)| *name == t.name) else { continue };
        for need in *needs {
            if let Some(msg) = unmet(model, t, *need) {
                errors.push(error_at(t.span, msg));
            }
        }
    }
    for (a, b, why) in CONFLICTS {
        if let (Some(_), Some(second)) = (find(model, a), find(model, b)) {
            errors.push(error_at(second.span, why));
        }
    }
    errors.finish()
}

fn find<'m>(model: &'m OpModel, name: &str) -> Option<&'m TraitRef> {
    model.traits.iter().find(|t| t.name == name)
}

/// Why the op does not meet `need` of trait `t`, if it does not.
fn unmet(model: &OpModel, t: &TraitRef, need: Need) -> Option<String> {
    let (name, op) = (&t.name, &model.ident);
    match need {
        Operand if model.operands.is_empty() => Some(format!(
            "`{name}` needs at least one operand (its verifier fails on an op without), but `{op}` declares none: \
             add an `#[operand]` field or remove the trait"
        )),
        Result if model.results.is_empty() => Some(format!(
            "`{name}` needs at least one result (its verifier fails on an op without), but `{op}` declares none: \
             add a `#[result]` field or remove the trait"
        )),
        Region if model.regions.is_empty() => Some(format!(
            "`{name}` is about the op's regions, but `{op}` declares none: add a `#[region]` field or remove the trait"
        )),
        OneRegion => match model.regions.as_slice() {
            [r] if r.arity == Arity::Single => None,
            regions => Some(format!(
                "`{name}` needs exactly one region (the symbol table's body), but `{op}` declares {}",
                match regions {
                    [] => "none".to_string(),
                    [_] => "a variadic one".to_string(),
                    _ => format!("{}", regions.len()),
                }
            )),
        },
        Attribute(attr) if !model.attributes.iter().any(|a| a.name == attr) => Some(format!(
            "`{name}` needs the attribute `{attr}` (its verifier requires it), but `{op}` declares none: add \
             `#[attribute] {attr}: StringAttr`"
        )),
        TwoVariableOperandGroups => {
            let n = model.operands.iter().filter(|o| o.arity.is_variable()).count();
            (n < 2).then(|| {
                format!(
                    "op must have at least two variadic operands to use 'AttrSizedOperandSegments' trait; `{op}` has \
                     {n} variable-length operand group{}, whose size follows from the number of operands: remove the \
                     trait",
                    if n == 1 { "" } else { "s" }
                )
            })
        }
        TwoVariableResultGroups => {
            let n = model.results.iter().filter(|o| o.arity.is_variable()).count();
            (n < 2).then(|| {
                format!(
                    "op must have at least two variadic results to use 'AttrSizedResultSegments' trait; `{op}` has \
                     {n} variable-length result group{}, whose size follows from the number of results: remove the \
                     trait",
                    if n == 1 { "" } else { "s" }
                )
            })
        }
        _ => None,
    }
}
