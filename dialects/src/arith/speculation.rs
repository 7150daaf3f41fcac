//! The `ConditionallySpeculatable` models of the integer divisions (MLIR's
//! `getSpeculatability` of `arith.divui`, `divsi`, `ceildivui`, `ceildivsi`): division by zero is
//! undefined behaviour, and so is the signed division of the minimum by -1; the divisor must be
//! a constant shown to avoid both. The remainders and `floordivsi` are `Pure`, as in MLIR.

use crate::utils::constants::const_int;
use oxir::interfaces::{ConditionallySpeculatable, Speculatability};
use oxir::{Context, OpRef};

/// Unsigned division: speculatable when the divisor is a non-zero constant.
#[derive(Copy, Clone, Debug, Default)]
pub struct UnsignedDivSpeculation;

impl ConditionallySpeculatable for UnsignedDivSpeculation {
    fn speculatability(&self, ctx: &Context, op: OpRef) -> Speculatability {
        match (ctx.num_operands(op) == 2).then(|| const_int(ctx, ctx.operand(op, 1))).flatten() {
            Some(c) if !c.is_zero() => Speculatability::Speculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}

/// Signed division: speculatable when the divisor is a constant neither zero nor -1.
#[derive(Copy, Clone, Debug, Default)]
pub struct SignedDivSpeculation;

impl ConditionallySpeculatable for SignedDivSpeculation {
    fn speculatability(&self, ctx: &Context, op: OpRef) -> Speculatability {
        match (ctx.num_operands(op) == 2).then(|| const_int(ctx, ctx.operand(op, 1))).flatten() {
            Some(c) if !c.is_zero() && !c.is_all_ones() => Speculatability::Speculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}
