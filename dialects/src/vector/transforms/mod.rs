//! The vector dialect's transforms (MLIR's `Dialect/Vector/Transforms`): the vector-to-vector
//! lowering patterns `convert-vector-to-llvm` applies before it converts.

mod contract_lowering;
mod lowering;
mod mask_folding;
mod shape_cast_lowering;
mod transfer_lowering;
mod transfer_permutation;
mod transpose_lowering;
mod unroll;

pub use contract_lowering::{contract_lowering_patterns, ContractLowering};
pub use lowering::{lower_broadcast_1d, lower_nd_fma, lower_step, lowering_patterns};
pub use mask_folding::{constant_mask_lowering_patterns, mask_folding_patterns};
pub use shape_cast_lowering::{shape_cast_lowering_patterns, strided_slice_lowering_patterns};
pub use transfer_lowering::transfer_lowering_patterns;
pub use transfer_permutation::{permutation_of_minor_identity_with_broadcasting, transfer_permutation_patterns};
pub use transpose_lowering::{lower_transpose, transpose_2d_slice, transpose_lowering_patterns, TransposeLowering};
pub use unroll::unroll_patterns;
