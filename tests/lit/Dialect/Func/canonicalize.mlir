// RUN: oxir-opt %s --canonicalize --split-input-file | FileCheck %s
// RUN: oxir-opt %s --inline --split-input-file | FileCheck %s --check-prefix=INLINE

// func.call_indirect of a func.constant becomes a direct func.call (MLIR's
// SimplifyIndirectCallWithKnownCallee); the inliner's simplification then lets the call be
// inlined and the private callee go. CHECK lines: mlir-opt 22's output.

// CHECK-LABEL: func.func @known_callee
// CHECK-NEXT:    %0 = call @t(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %0 : i32
func.func private @t(i32) -> i32
func.func @known_callee(%x: i32) -> i32 {
  %c = func.constant @t : (i32) -> i32
  %r = func.call_indirect %c(%x) : (i32) -> i32
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @unknown_callee
// CHECK-NEXT:    %0 = call_indirect %arg0(%arg1) : (i32) -> i32
func.func @unknown_callee(%f: (i32) -> i32, %x: i32) -> i32 {
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}

// -----

// INLINE-NOT: func.func private @double
// INLINE-LABEL: func.func @inline_after_simplify
// INLINE-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// INLINE-NEXT:    return %0 : i32
func.func private @double(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func @inline_after_simplify(%x: i32) -> i32 {
  %c = func.constant @double : (i32) -> i32
  %r = func.call_indirect %c(%x) : (i32) -> i32
  return %r : i32
}
