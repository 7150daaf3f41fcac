//! Translation of the llvm dialect to LLVM IR with inkwell.
