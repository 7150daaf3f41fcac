// RUN: not oxir-opt %s 2>&1 | FileCheck %s
//
// A diagnostic at a call-site location goes to the callee's position; each caller becomes a
// `called from` note. A callee with no position leaves the first caller as both.

// CHECK: callee.mlir:7:8: error: 'func.return' op has 0 operands, but enclosing function (@g) returns 1
// CHECK-NEXT: caller.mlir:1:2: note: called from
// CHECK-NEXT: outer.mlir:5:6: note: called from
// CHECK-NEXT: callee.mlir:7:8: note: see current operation: "func.return"() : () -> ()
func.func @g() -> i32 {
  return loc(callsite("callee.mlir":7:8 at callsite("caller.mlir":1:2 at "outer.mlir":5:6)))
}
