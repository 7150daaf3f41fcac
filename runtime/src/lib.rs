//! The runtime functions of MLIR's runner utilities, with a C ABI.
