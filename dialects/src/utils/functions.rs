//! The checks MLIR's `function_interface_impl` makes of function-like ops (`func.func`,
//! `llvm.func`): the argument and result attribute arrays, and the entry block's arguments
//! against the signature.

use oxir::builtin::attributes::ArrayAttr;
use oxir::ods::verify::op_error;
use oxir::{Context, Diagnostic, OpRef, RegionRef, Type};

/// The `arg_attrs` (`what` = "argument") or `res_attrs` ("result") array, if present, has one
/// dictionary for each of the `n` arguments or results.
pub fn verify_attr_array_size(
    ctx: &Context,
    op: OpRef,
    what: &str,
    attrs: Option<&ArrayAttr>,
    n: usize,
) -> Result<(), Diagnostic> {
    match attrs {
        Some(attrs) if attrs.elements.len() != n => Err(op_error(
            ctx,
            op,
            format!(
                "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {n}",
                attrs.elements.len()
            ),
        )),
        _ => Ok(()),
    }
}

/// The entry block of `body` (if any) takes the signature's `inputs`, in number and type;
/// `check` may reject each argument further (after its type is found to match).
pub fn verify_entry_block_args(
    ctx: &Context,
    op: OpRef,
    body: RegionRef,
    inputs: &[Type],
    check: impl Fn(usize, Type) -> Result<(), Diagnostic>,
) -> Result<(), Diagnostic> {
    let Some(entry) = ctx.region_entry_block(body) else { return Ok(()) };
    let args: Vec<Type> = ctx.block_arguments(entry).map(|v| ctx.value_type(v)).collect();
    if args.len() != inputs.len() {
        return Err(op_error(
            ctx,
            op,
            format!("entry block must have {} arguments to match function signature", inputs.len()),
        ));
    }
    for (i, (&a, s)) in args.iter().zip(inputs).enumerate() {
        if a != *s {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                    a.to_text(ctx),
                    s.to_text(ctx)
                ),
            ));
        }
        check(i, a)?;
    }
    Ok(())
}
