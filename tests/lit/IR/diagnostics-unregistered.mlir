// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// RUN: not oxir-opt %s --split-input-file 2>&1 | FileCheck %s
//
// Ops of dialects nobody registered, without --allow-unregistered-dialect.

// The error points at the token after the op name, as in mlir-opt.
// CHECK: diagnostics-unregistered.mlir:[[# @LINE + 2]]:8: error: operation being parsed with an unregistered dialect
// expected-error@+1 {{operation being parsed with an unregistered dialect}}
"t.op" () : () -> ()

// -----

// Chunks keep their file lines.
func.func @f() {
  // CHECK: diagnostics-unregistered.mlir:[[# @LINE + 2]]:13: error: operation being parsed with an unregistered dialect
  // expected-error@+1 {{operation being parsed with an unregistered dialect}}
  %0 = "t.x"() : () -> i32
  return
}
