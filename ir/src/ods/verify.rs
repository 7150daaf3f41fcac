//! The invariant checks that generated verifiers call, each producing MLIR's message
//! (`'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'`).

use super::constraints::{AttrConstraint, TypeConstraint};
use crate::attributes::Attribute;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::operation::op_attr_or_prop;
use crate::types::Type;
use crate::OpRef;

/// The result of a check.
pub type VerifyResult = Result<(), Diagnostic>;

/// An error at `op`'s location, prefixed with `'name' op ` as MLIR's `emitOpError` does.
pub fn op_error(ctx: &Context, op: OpRef, message: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op), format!("'{}' op {message}", ctx.op_name_text(op)))
}

/// `operand #i must be <summary>, but got '<type>'` (or `result #i ...`). Inlined into the
/// generated verifiers, which check several values an op: the test is one call, the message is
/// made out of line.
#[inline]
pub fn value_type(
    ctx: &Context,
    op: OpRef,
    kind: &str,
    index: usize,
    ty: Type,
    constraint: &TypeConstraint,
) -> VerifyResult {
    if constraint.matches(ctx, ty) {
        return Ok(());
    }
    check_value_type(ctx, op, kind, index, ty, constraint, "")
}

/// [`value_type`] for a value of a variadic group (`Variadic<T>`, `VariadicOfVariadic<T>`),
/// whose constraint MLIR summarizes as `variadic of <summary>`.
pub fn variadic_value_type(
    ctx: &Context,
    op: OpRef,
    kind: &str,
    index: usize,
    ty: Type,
    constraint: &TypeConstraint,
) -> VerifyResult {
    check_value_type(ctx, op, kind, index, ty, constraint, "variadic of ")
}

/// The check of [`value_type`] and [`variadic_value_type`], with the summary's prefix.
#[inline(never)]
fn check_value_type(
    ctx: &Context,
    op: OpRef,
    kind: &str,
    index: usize,
    ty: Type,
    constraint: &TypeConstraint,
    prefix: &str,
) -> VerifyResult {
    if constraint.matches(ctx, ty) {
        return Ok(());
    }
    let (summary, got) = (constraint.summary(), ty.to_text(ctx));
    Err(op_error(ctx, op, format!("{kind} #{index} must be {prefix}{summary}, but got '{got}'")))
}

/// Checks a required attribute is present: `requires attribute 'name'`.
pub fn required_attr(ctx: &Context, op: OpRef, name: &str, value: Option<Attribute>) -> Result<Attribute, Diagnostic> {
    value.ok_or_else(|| op_error(ctx, op, format!("requires attribute '{name}'")))
}

/// `attribute 'name' failed to satisfy constraint: <summary>`.
pub fn attr(ctx: &Context, op: OpRef, name: &str, value: Attribute, constraint: &AttrConstraint) -> VerifyResult {
    if constraint.matches(ctx, value) {
        return Ok(());
    }
    Err(op_error(ctx, op, format!("attribute '{name}' failed to satisfy constraint: {}", constraint.summary)))
}

/// The operand count for a fixed number of operands (MLIR's `NOperands` family).
pub fn num_operands(ctx: &Context, op: OpRef, expected: usize) -> VerifyResult {
    let n = ctx.num_operands(op);
    if n == expected {
        return Ok(());
    }
    Err(op_error(
        ctx,
        op,
        match expected {
            0 => "requires zero operands".to_string(),
            1 => "requires a single operand".to_string(),
            _ => format!("expected {expected} operands, but found {n}"),
        },
    ))
}

/// At least `min` operands (`AtLeastNOperands`).
pub fn num_operands_at_least(ctx: &Context, op: OpRef, min: usize) -> VerifyResult {
    let n = ctx.num_operands(op);
    if n >= min {
        return Ok(());
    }
    Err(op_error(ctx, op, format!("expected {min} or more operands, but found {n}")))
}

/// The result count for a fixed number of results (`NResults` family).
pub fn num_results(ctx: &Context, op: OpRef, expected: usize) -> VerifyResult {
    let n = ctx.num_results(op);
    if n == expected {
        return Ok(());
    }
    Err(op_error(
        ctx,
        op,
        match expected {
            0 => "requires zero results".to_string(),
            1 => "requires one result".to_string(),
            _ => format!("expected {expected} results, but found {n}"),
        },
    ))
}

/// At least `min` results (`AtLeastNResults`).
pub fn num_results_at_least(ctx: &Context, op: OpRef, min: usize) -> VerifyResult {
    let n = ctx.num_results(op);
    if n >= min {
        return Ok(());
    }
    Err(op_error(ctx, op, format!("expected {min} or more results, but found {n}")))
}

/// The region count (`NRegions` family).
pub fn num_regions(ctx: &Context, op: OpRef, expected: usize, variadic: bool) -> VerifyResult {
    let n = ctx.op_regions(op).len();
    if variadic {
        if n >= expected {
            return Ok(());
        }
        return Err(op_error(ctx, op, format!("expected {expected} or more regions")));
    }
    if n == expected {
        return Ok(());
    }
    Err(op_error(
        ctx,
        op,
        match expected {
            0 => "requires zero regions".to_string(),
            1 => "requires one region".to_string(),
            _ => format!("expected {expected} regions"),
        },
    ))
}

/// The successor count (`NSuccessors` family).
pub fn num_successors(ctx: &Context, op: OpRef, expected: usize, variadic: bool) -> VerifyResult {
    let n = ctx.successors(op).len();
    if variadic {
        if n >= expected {
            return Ok(());
        }
        return Err(op_error(ctx, op, format!("requires at least {expected} successors but found {n}")));
    }
    if n == expected {
        return Ok(());
    }
    Err(op_error(
        ctx,
        op,
        format!("requires {expected} successor{} but found {n}", if expected == 1 { "" } else { "s" }),
    ))
}

/// A region declared with one block (`SizedRegion<1>`): `region #i ('name') failed to verify
/// constraint: region with 1 blocks`.
pub fn single_block_region(ctx: &Context, op: OpRef, index: usize, name: &str) -> VerifyResult {
    let r = ctx.op_regions(op)[index];
    if ctx.region_blocks(r).count() == 1 {
        return Ok(());
    }
    Err(op_error(ctx, op, format!("region #{index} ('{name}') failed to verify constraint: region with 1 blocks")))
}

/// The segment sizes of variadic groups, read from a `operandSegmentSizes`/`resultSegmentSizes`
/// property (an `array<i32: ...>`), checked against the number of groups and the total.
pub fn segment_sizes(
    ctx: &Context,
    op: OpRef,
    attr_name: &str,
    kind: &str,
    groups: usize,
    total: usize,
) -> Result<Vec<usize>, Diagnostic> {
    let attr = op_attr_or_prop(ctx, op, attr_name);
    let Some(a) = attr.and_then(|a| a.dyn_cast::<crate::builtin::attributes::DenseArrayAttr>(ctx)) else {
        return Err(op_error(ctx, op, format!("requires dense i32 array attribute '{attr_name}'")));
    };
    if a.values.len() != groups {
        return Err(op_error(
            ctx,
            op,
            format!(
                "'{attr_name}' attribute for specifying {kind} segments must have {groups} elements, but got {}",
                a.values.len()
            ),
        ));
    }
    let sizes: Vec<usize> = a.values.iter().map(|v| v.try_to_i64().unwrap_or(-1).max(0) as usize).collect();
    let sum: usize = sizes.iter().sum();
    if sum != total {
        return Err(op_error(
            ctx,
            op,
            format!("{kind} count ({total}) does not match with the total size ({sum}) specified in attribute '{attr_name}'"),
        ));
    }
    Ok(sizes)
}

/// The types of the named values of an `AllTypesMatch<[...]>` are all equal (each entry is the
/// types of one operand, result or attribute group): `failed to verify that all of {names} have
/// same type`.
pub fn all_types_match(ctx: &Context, op: OpRef, names: &str, groups: &[Vec<Type>]) -> VerifyResult {
    let Some(first) = groups.first() else { return Ok(()) };
    if groups.iter().all(|g| g == first) {
        return Ok(());
    }
    Err(op_error(ctx, op, format!("failed to verify that all of {{{names}}} have same type")))
}

/// `TypesMatchWith`: the types of `to` are those of `from` mapped by `transform`; a single
/// `from` type is compared with every type of a variadic `to` group (the format infers such a
/// group that way), and a transformer producing a list (`Vec<Type>`) gives the whole `to` group:
/// `failed to verify that <summary>`.
pub fn types_match_with<R: crate::ods::format::TransformedTypes>(
    ctx: &Context,
    op: OpRef,
    from: &[Type],
    to: &[Type],
    to_is_variadic: bool,
    transform: impl Fn(&Context, Type) -> R,
    summary: &str,
) -> VerifyResult {
    let mapped: Vec<Type> = from.iter().flat_map(|&t| transform(ctx, t).into_types()).collect();
    let ok = match mapped.as_slice() {
        [one] if to_is_variadic && !R::LIST => to.iter().all(|t| t == one),
        _ => mapped == to,
    };
    if ok {
        return Ok(());
    }
    Err(op_error(ctx, op, format!("failed to verify that {summary}")))
}

/// The type of a typed attribute as a group of types (empty when absent or untyped), for the
/// type relations that name an attribute.
pub fn attr_types(ctx: &Context, attr: Option<Attribute>) -> Vec<Type> {
    attr.and_then(|a| a.typed(ctx)).into_iter().collect()
}
