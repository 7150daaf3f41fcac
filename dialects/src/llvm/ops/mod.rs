//! The llvm dialect's ops, a file per topic as MLIR's `LLVMOps.td` groups them: arithmetic,
//! comparisons, casts, aggregates and vectors (`arith`), control flow (`control`), functions,
//! calls and globals (`func`), the `llvm.intr.*` intrinsics (`intr`), memory (`memory`), and
//! exception handling, atomics, vector shuffles and module-level ops (`misc`).

pub mod arith;
pub mod control;
pub mod func;
pub mod intr;
pub mod memory;
pub mod misc;

pub use arith::*;
pub use control::*;
pub use func::*;
pub use intr::*;
pub use memory::*;
pub use misc::*;
