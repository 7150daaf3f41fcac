// Found by the `passes` fuzz target: convert-func-to-llvm copied a non-linkage `llvm.linkage`
// attribute into llvm.func, which then failed to verify. MLIR reports it and leaves the function.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "badllvmlinkage", sym_visibility = "private"}> ({
  }) {llvm.linkage = 3 : i64} : () -> ()
}) : () -> ()

