// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: not oxir-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s
//
// Where diagnostics point, as mlir-opt reports them. Chunks of a split file keep the lines
// they have in the whole file.

// CHECK: diagnostics-positions.mlir:[[# @LINE + 2]]:25: error: undefined symbol alias id 'undefined'
// expected-error@+1 {{undefined symbol alias id 'undefined'}}
"t.op"() {a = #undefined} : () -> ()

// -----

// CHECK: diagnostics-positions.mlir:[[# @LINE + 2]]:25: error: expected '<' in integer set
// expected-error@+1 {{expected '<' in integer set}}
"t.op"() {a = affine_set} : () -> ()

// -----

// CHECK: diagnostics-positions.mlir:[[# @LINE + 2]]:38: error: expected '>' in affine map
// expected-error@+1 {{expected '>' in affine map}}
"t.op"() {a = affine_map<(d0) -> (d0)} : () -> ()

// -----

// An unknown op of a known dialect is the verifier's to reject.
func.func @f() {
  // CHECK: diagnostics-positions.mlir:[[# @LINE + 2]]:3: error: unregistered operation 'func.nope' found in dialect ('func') that does not allow unknown operations
  // expected-error@+1 {{unregistered operation 'func.nope' found in dialect ('func') that does not allow unknown operations}}
  "func.nope"() : () -> ()
  return
}
