// RUN: oxir-opt %s --inline --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s

// Inlined ops are located at their call sites; calls inlined through several levels stack
// their call sites.
// CHECK-LABEL: func.func @g(
// CHECK-NEXT:    arith.muli %{{.*}}, %{{.*}} : i32 loc(callsite("inner.mlir":1:1 at callsite("middle.mlir":2:2 at "outer.mlir":3:3)))
func.func private @f(%a: i32) -> i32 {
  %r = arith.muli %a, %a : i32 loc("inner.mlir":1:1)
  return %r : i32
}
func.func private @m(%a: i32) -> i32 {
  %r = call @f(%a) : (i32) -> i32 loc("middle.mlir":2:2)
  return %r : i32
}
func.func @g(%x: i32) -> i32 {
  %0 = call @m(%x) : (i32) -> i32 loc("outer.mlir":3:3)
  return %0 : i32
}
