// A module flag value its key does not take: refused when parsed, never translated.
module {
  llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", 3 : i64>]
}
