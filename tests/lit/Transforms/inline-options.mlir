// RUN: oxir-opt %s --split-input-file --pass-pipeline='builtin.module(inline{inlining-threshold=50})' | FileCheck %s --check-prefix=THRESHOLD
// RUN: oxir-opt %s --split-input-file --pass-pipeline='builtin.module(inline{inlining-threshold=100})' | FileCheck %s --check-prefix=ALL
// RUN: oxir-opt %s --split-input-file --pass-pipeline='builtin.module(inline{default-pipeline= op-pipelines=func.func(canonicalize)})' | FileCheck %s --check-prefix=OPPIPE
// RUN: oxir-opt %s --split-input-file --pass-pipeline='builtin.module(inline{default-pipeline= op-pipelines={builtin.module(canonicalize)}})' | FileCheck %s --check-prefix=NOPIPE
//
// The inliner's `inlining-threshold` (a callee is inlined when its op count is at most that
// percentage of its caller's) and `op-pipelines` (run on callables of their anchor op instead of
// `default-pipeline`). CHECK lines from mlir-opt 22.

// THRESHOLD-LABEL: func.func private @big
// THRESHOLD-LABEL: func.func @caller
// THRESHOLD:         %[[X:.*]] = arith.addi %arg0, %c1_i32 : i32
// THRESHOLD-NEXT:    %[[S:.*]] = arith.addi %[[X]], %[[X]] : i32
// THRESHOLD-NEXT:    %[[B:.*]] = call @big(%[[X]]) : (i32) -> i32
// THRESHOLD-NEXT:    %[[R:.*]] = arith.addi %[[S]], %c2_i32 : i32
// THRESHOLD-NEXT:    return %[[R]], %[[B]] : i32, i32

// ALL-NOT: call @
// ALL-LABEL: func.func @caller
// ALL-NOT: call @
func.func private @small(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func private @big(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.muli %2, %a : i32
  return %3 : i32
}
func.func @caller(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %a, %c1 : i32
  %0 = call @small(%x) : (i32) -> i32
  %1 = call @big(%x) : (i32) -> i32
  %2 = arith.addi %0, %c2 : i32
  return %2, %1 : i32, i32
}

// -----

// OPPIPE-LABEL: func.func @caller2
// OPPIPE-NEXT:    %[[M:.*]] = arith.muli %arg0, %arg0 : i32
// OPPIPE-NEXT:    return %[[M]] : i32

// NOPIPE-LABEL: func.func @caller2
// NOPIPE-NEXT:    %c0_i32 = arith.constant 0 : i32
// NOPIPE-NEXT:    %[[A:.*]] = arith.addi %arg0, %c0_i32 : i32
// NOPIPE-NEXT:    %[[M:.*]] = arith.muli %[[A]], %[[A]] : i32
// NOPIPE-NEXT:    return %[[M]] : i32
func.func private @callee(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}
func.func @caller2(%a: i32) -> i32 {
  %0 = call @callee(%a) : (i32) -> i32
  return %0 : i32
}
