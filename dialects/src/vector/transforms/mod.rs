//! The vector dialect's transforms (MLIR's `Dialect/Vector/Transforms`): the vector-to-vector
//! lowering patterns `convert-vector-to-llvm` applies before it converts.

mod lowering;
mod transfer_lowering;

pub use lowering::{lower_nd_fma, lower_step, lowering_patterns};
pub use transfer_lowering::transfer_lowering_patterns;
