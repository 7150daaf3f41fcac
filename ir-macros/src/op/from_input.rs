//! From the macro input to the checked model: each field's declaration becomes an operand,
//! result, attribute, region or successor of the right arity, and everything that can be
//! checked without the assembly format is checked here (names, field types, duplicate names,
//! variadic regions and successors last, the names of type relations, the choice of assembly).
//! Errors accumulate: every mistake in the definition is reported at once, each at its token.

use super::args::{FieldDecl, FieldInput, FieldKind, OpArgs};
use super::model::*;
use crate::meta::error_at;
use darling::FromField;
use proc_macro2::Span;
use quote::ToTokens;
use syn::spanned::Spanned;
use syn::{Fields, GenericArgument, ItemStruct, PathArguments, Type};

/// Builds the model of the op defined by `item` with the arguments `args`.
pub fn build(args: OpArgs, item: &ItemStruct) -> darling::Result<OpModel> {
    let mut errors = darling::Error::accumulator();
    let name = match &args.name {
        None => {
            errors.push(darling::Error::custom("`#[op]` needs `name = \"dialect.op\"`"));
            String::new()
        }
        Some(name) => {
            let n = name.value();
            if !n.contains('.') || n.starts_with('.') || n.ends_with('.') {
                errors.push(
                    darling::Error::custom("an op name is `dialect.mnemonic`, e.g. `arith.addi`").with_span(name),
                );
            }
            n
        }
    };
    let mut model = OpModel::new(item.ident.clone(), name);
    model.vis = item.vis.clone();
    model.doc_attrs = item.attrs.iter().filter(|a| a.path().is_ident("doc")).cloned().collect();
    (model.summary, model.description) = crate::meta::doc_text(&item.attrs);
    model.traits = args.traits.0;
    model.interfaces = args.interfaces.0;
    model.default_dialect = args.default_dialect;
    model.eqsat_rules = args.eqsat_rules.as_ref().map_or_else(String::new, |l| l.value());
    model.eqsat_cost = args.eqsat_cost;
    model.hooks = Hooks {
        verifier: args.verifier,
        region_verifier: args.region_verifier,
        symbol_uses_verifier: args.symbol_uses_verifier,
        folder: args.folder,
        canonicalizer: args.canonicalizer,
        asm_result_names: args.asm_result_names,
        branch: args.branch,
    };
    if let Some(assembly) = errors.handle(assembly(args.format, args.parser, args.printer)) {
        model.assembly = assembly;
    }

    match &item.fields {
        Fields::Named(fields) => {
            model.field_types = fields.named.iter().map(|f| f.ty.clone()).collect();
            let mut seen: Vec<(String, Span)> = Vec::new();
            for field in &fields.named {
                let Some(input) = errors.handle(FieldInput::from_field(field)) else { continue };
                errors.handle(add_field(&mut model, input, &mut seen));
            }
        }
        Fields::Unit => {}
        Fields::Unnamed(_) => errors.push(
            darling::Error::custom("`#[op]` expects a struct with named fields (or no fields: `{}`)").with_span(item),
        ),
    }

    for (list, what) in [
        (model.regions.iter().map(|r| (r.arity, r.span)).collect::<Vec<_>>(), "region"),
        (model.successors.iter().map(|s| (s.arity, s.span)).collect::<Vec<_>>(), "successor"),
    ] {
        if let Some(pos) = list.iter().position(|(a, _)| *a == Arity::Variadic) {
            if pos + 1 != list.len() {
                errors.push(error_at(list[pos].1, format!("only the last {what} may be variadic")));
            }
        }
    }
    for t in &model.traits {
        let Some(rel) = &t.relation else { continue };
        for (n, span) in t.args.iter().zip(&rel.name_spans) {
            let known = model.operands.iter().any(|o| &o.name == n)
                || model.results.iter().any(|r| &r.name == n)
                || model.attributes.iter().any(|a| &a.name == n);
            if !known {
                errors.push(error_at(
                    *span,
                    format!("`{n}` in `{}` is not an operand, result or attribute of `{}`", t.name, model.name),
                ));
            }
        }
    }
    let var_operands = model.operands.iter().filter(|o| o.arity.is_variable()).count();
    let var_results = model.results.iter().filter(|o| o.arity.is_variable()).count();
    // Several variable-length groups are sized by segment sizes unless they share the remaining
    // values equally; a variadic-of-variadic group always needs them beside another group.
    let has_vov = model.operands.iter().any(|o| o.arity == Arity::VariadicOfVariadic);
    model.operand_segments = (var_operands > 1 && (has_vov || !model.has_trait("SameVariadicOperandSize")))
        || model.has_trait("AttrSizedOperandSegments");
    model.result_segments =
        (var_results > 1 && !model.has_trait("SameVariadicResultSize")) || model.has_trait("AttrSizedResultSegments");
    errors.finish_with(model)
}

/// The op's assembly: a declarative `format`, a custom `parser`/`printer` pair, or neither.
fn assembly(
    format: Option<syn::LitStr>,
    parser: Option<syn::Path>,
    printer: Option<syn::Path>,
) -> darling::Result<Assembly> {
    match (format, parser, printer) {
        (Some(_), Some(p), _) | (Some(_), _, Some(p)) => Err(darling::Error::custom(
            "an op has either a declarative `format` or a custom `parser`/`printer`, not both",
        )
        .with_span(&p)),
        (None, Some(parser), Some(printer)) => Ok(Assembly::Custom { parser, printer }),
        (None, Some(p), None) | (None, None, Some(p)) => {
            Err(darling::Error::custom("a custom `parser` needs a custom `printer` and vice versa").with_span(&p))
        }
        (None, None, None) => Ok(Assembly::Generic),
        (Some(f), None, None) => Ok(Assembly::Format(f)),
    }
}

/// Adds the part a field declares to the model.
fn add_field(model: &mut OpModel, field: FieldInput, seen: &mut Vec<(String, Span)>) -> darling::Result<()> {
    let Some(ident) = field.ident else { return Ok(()) };
    let mut decls = field.attrs.iter().filter_map(|a| Some((FieldKind::of(a)?, a)));
    let Some((kind, attr)) = decls.next() else {
        return Err(error_at(
            ident.span(),
            format!(
                "field `{ident}` needs one of #[operand], #[result], #[attribute], #[region] or #[successor] to say \
                 what it declares"
            ),
        ));
    };
    if let Some((_, dup)) = decls.next() {
        return Err(error_at(dup.span(), format!("field `{ident}` declares more than one kind")));
    }
    let decl = FieldDecl::parse(kind, attr)?;
    let ir_name = decl.ir_name().cloned().unwrap_or_else(|| ident.to_string());
    if let Some((_, prev)) = seen.iter().find(|(n, _)| *n == ir_name) {
        let mut e = syn::Error::new(ident.span(), format!("`{ir_name}` is declared twice"));
        e.combine(syn::Error::new(*prev, "first declared here"));
        return Err(crate::meta::from_syn(e));
    }
    seen.push((ir_name.clone(), ident.span()));
    let (arity, inner) = arity_of(&field.ty);
    let inner_name = last_segment_of_type(&inner);
    let span = ident.span();
    let ty_error = |msg: &str| Err(darling::Error::custom(msg).with_span(&field.ty));
    match decl {
        FieldDecl::Operand(o) => {
            if inner_name != "Value" {
                return ty_error(VALUE_FIELD_TYPES);
            }
            let segment_attr =
                match (arity, o.segments) {
                    (Arity::VariadicOfVariadic, Some(s)) => Some(s),
                    (Arity::VariadicOfVariadic, None) => return Err(error_at(
                        span,
                        "a variadic-of-variadic operand needs `segments = \"attr\"` naming the attribute that holds \
                         its group sizes",
                    )),
                    _ => None,
                };
            let constraint = o.constraint.map(|c| c.0);
            model.operands.push(ValueDef { field: ident, name: ir_name, arity, constraint, segment_attr });
        }
        FieldDecl::Result(o) => {
            if inner_name != "Value" {
                return ty_error(VALUE_FIELD_TYPES);
            }
            if arity == Arity::VariadicOfVariadic {
                return ty_error("results cannot be variadic-of-variadic");
            }
            let constraint = o.constraint.map(|c| c.0);
            model.results.push(ValueDef { field: ident, name: ir_name, arity, constraint, segment_attr: None });
        }
        FieldDecl::Attribute(o) => {
            if let Some(n) = &o.native {
                let width_ok =
                    n.strip_prefix('i').and_then(|w| w.parse::<u32>().ok()).is_some_and(|w| (1..=64).contains(&w));
                if n != "unit" && !width_ok {
                    return ty_error("`native` is `\"unit\"` or an integer type of at most 64 bits (`\"i32\"`)");
                }
            }
            let is_enum = o.is_enum.is_present();
            let kind = if is_enum {
                AttrKind::Enum(Box::new(inner.clone()))
            } else if DENSE_ARRAY_FIELDS.contains(&inner_name.as_str()) {
                AttrKind::DenseArray(Box::new(inner.clone()))
            } else if inner_name == "Attribute" || inner_name == "UnitProp" {
                // `UnitProp` (MLIR's): a unit attribute when set, `false` (its default) when not.
                AttrKind::Any
            } else {
                AttrKind::Def(Box::new(inner.clone()))
            };
            let default = o.default.map(|d| d.0);
            // An enum field's default is a case (`default = AtomicOrdering::NotAtomic`); the
            // generated code wants the attribute storing it.
            let default_attr = match (&default, is_enum) {
                (Some(d), true) => Some(quote::quote!(::oxir::ods::EnumField::to_attr(#d, ctx))),
                (Some(d), false) => Some(d.to_token_stream()),
                (None, _) => None,
            };
            let presence =
                match (&default_attr, arity) {
                    (Some(d), _) => AttrPresence::Default(d.to_string()),
                    (None, Arity::Optional) => AttrPresence::Optional,
                    (None, Arity::Single) => AttrPresence::Required,
                    (None, _) => return ty_error(
                        "an attribute field has type `T` or `Option<T>` where `T` is an attribute definition (e.g. \
                         `StringAttr`, `IntegerAttr`)",
                    ),
                };
            model.attributes.push(AttrDef {
                field: ident,
                name: ir_name,
                ty: inner,
                kind,
                presence,
                optional_storage: default.is_some() && arity == Arity::Optional,
                default: default_attr.map(|d| syn::parse_quote!(#d)),
                constraint: o.constraint.map(|c| c.0),
                discardable: o.discardable.is_present(),
                native: o.native.clone(),
            });
        }
        FieldDecl::Region(o) => {
            if !matches!(inner_name.as_str(), "Region" | "RegionRef") || arity == Arity::Optional {
                return ty_error("a region field has type `Region` or `Vec<Region>`");
            }
            let single_block = o.single_block.is_present();
            model.regions.push(RegionDef { field: ident, name: ir_name, arity, single_block, span });
        }
        FieldDecl::Successor(_) => {
            if !matches!(inner_name.as_str(), "Block" | "BlockRef") || arity == Arity::Optional {
                return ty_error("a successor field has type `Block` or `Vec<Block>`");
            }
            model.successors.push(SuccessorDef { field: ident, name: ir_name, arity, span });
        }
    }
    Ok(())
}

const VALUE_FIELD_TYPES: &str =
    "an operand or result field has type `Value`, `Option<Value>`, `Vec<Value>` or `Vec<Vec<Value>>`";

/// `T`, `Option<T>`, `Vec<T>` or `Vec<Vec<T>>`: the arity and the innermost type.
fn arity_of(ty: &Type) -> (Arity, Type) {
    fn generic_arg<'a>(ty: &'a Type, wrapper: &str) -> Option<&'a Type> {
        let Type::Path(p) = ty else { return None };
        let seg = p.path.segments.last()?;
        if seg.ident != wrapper {
            return None;
        }
        let PathArguments::AngleBracketed(a) = &seg.arguments else { return None };
        match a.args.first()? {
            GenericArgument::Type(t) => Some(t),
            _ => None,
        }
    }
    if let Some(inner) = generic_arg(ty, "Option") {
        return (Arity::Optional, inner.clone());
    }
    if let Some(inner) = generic_arg(ty, "Vec") {
        if let Some(inner2) = generic_arg(inner, "Vec") {
            return (Arity::VariadicOfVariadic, inner2.clone());
        }
        return (Arity::Variadic, inner.clone());
    }
    (Arity::Single, ty.clone())
}
