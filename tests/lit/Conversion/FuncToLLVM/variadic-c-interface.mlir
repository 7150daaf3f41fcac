// RUN: oxir-opt %s --convert-func-to-llvm -verify-diagnostics | FileCheck %s
// A variadic function asking for a C interface is reported (MLIR 22's message) and left as it is.

// expected-error@+2 {{C interface for variadic functions is not supported yet.}}
// CHECK: func.func @variadic_func(%arg0: i32) attributes {func.varargs = true, llvm.emit_c_interface}
func.func @variadic_func(%arg0: i32) attributes { "func.varargs" = true, "llvm.emit_c_interface" } {
  return
}
