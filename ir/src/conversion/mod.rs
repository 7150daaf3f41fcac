//! Dialect conversion (MLIR's `DialectConversion`): rewrite ops that a [`ConversionTarget`] says
//! are illegal with [`ConversionPattern`]s, converting types with a [`TypeConverter`].
//!
//! When a pattern replaces an op by values of converted types, the remaining uses of the old
//! results get a *source materialization*: a `builtin.unrealized_conversion_cast` from the new
//! type back to the old one. Patterns see their operands through those casts (the converted
//! values), and operands of unconverted types are handed to them through *target
//! materializations* (casts to the converted type). Casts nobody uses are erased at the end;
//! the rest stay for `reconcile-unrealized-casts`, as in MLIR.
//!
//! A conversion runs in place under a checkpoint of the context ([`Context::checkpoint`], the
//! rollback log MLIR's `ConversionPatternRewriter` keeps): if it fails, every change is undone,
//! so a failing conversion leaves no half-converted IR behind, and when it succeeds nothing was
//! copied.

mod driver;
mod fold;
mod order;
mod pattern;
mod rewriter;
mod state;
mod target;
mod type_converter;

pub use fold::{fold_op_lazily, original_constants};
pub use order::conversion_order;
pub use pattern::{ConversionPattern, OpConversionPattern};
pub use rewriter::ConversionRewriter;
pub use target::ConversionTarget;
pub use type_converter::TypeConverter;

pub use crate::operation::op_attr_or_prop;

use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::OpRef;
use driver::convert_in_place;
use state::ConversionState;
use std::sync::Arc;

/// The name of the cast that materializes conversions.
pub const CAST_OP: &str = <crate::builtin::ops::UnrealizedConversionCastOp as crate::ods::Op>::NAME;

/// Whether the conversion must convert everything illegal-or-unknown (full) or only what is
/// explicitly illegal (partial).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConversionMode {
    /// Ops the target does not know may stay.
    Partial,
    /// Every op must end up legal.
    Full,
}

/// Options of a conversion (MLIR's `ConversionConfig`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ConversionConfig {
    /// MLIR's `allowPatternRollback`. Without rollback, MLIR's driver materializes an
    /// operand's conversion anew for every use instead of reusing the first cast; oxir mirrors
    /// that output (and still rolls back a failed conversion as a whole).
    pub allow_pattern_rollback: bool,
}

impl Default for ConversionConfig {
    fn default() -> Self {
        ConversionConfig { allow_pattern_rollback: true }
    }
}

/// Converts what is nested in `root` so that no explicitly illegal op remains (MLIR's
/// `applyPartialConversion`). On failure the IR is left as it was.
pub fn apply_partial_conversion(
    ctx: &mut Context,
    root: OpRef,
    target: &ConversionTarget,
    patterns: &[Arc<dyn ConversionPattern>],
    converter: &TypeConverter,
) -> Result<(), Diagnostic> {
    apply_partial_conversion_with(ctx, root, target, patterns, converter, ConversionConfig::default())
}

/// [`apply_partial_conversion`] with options.
pub fn apply_partial_conversion_with(
    ctx: &mut Context,
    root: OpRef,
    target: &ConversionTarget,
    patterns: &[Arc<dyn ConversionPattern>],
    converter: &TypeConverter,
    config: ConversionConfig,
) -> Result<(), Diagnostic> {
    convert_in_place(ctx, root, target, patterns, converter, ConversionMode::Partial, config)
}

/// Converts what is nested in `root` so that every op is legal (MLIR's `applyFullConversion`).
/// On failure the IR is left as it was.
pub fn apply_full_conversion(
    ctx: &mut Context,
    root: OpRef,
    target: &ConversionTarget,
    patterns: &[Arc<dyn ConversionPattern>],
    converter: &TypeConverter,
) -> Result<(), Diagnostic> {
    convert_in_place(ctx, root, target, patterns, converter, ConversionMode::Full, ConversionConfig::default())
}
