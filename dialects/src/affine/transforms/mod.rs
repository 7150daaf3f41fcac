//! The affine dialect's passes (MLIR's `Conversion/AffineToStandard`): `lower-affine`, which
//! lowers affine ops to arith, memref, scf and vector. A module of its own, like the other
//! dialects' `transforms/`, because it builds the ops of dialects (scf) that depend on affine.

pub mod lower;
mod lower_index;
mod lower_loops;
mod lower_memory;
