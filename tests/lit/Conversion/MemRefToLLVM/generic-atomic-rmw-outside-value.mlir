// RUN: oxir-opt %s -finalize-memref-to-llvm -split-input-file -verify-diagnostics | FileCheck %s
// The value `memref.atomic_yield` yields must come from the region (the current value or an op of
// the body): MLIR's lowering finds it among the clones of the body, and reports a value from
// outside as an error, leaving the op as it is.

// CHECK-LABEL: func.func @yield_from_outside
// CHECK: memref.generic_atomic_rmw
// CHECK: memref.atomic_yield %arg1 : f32
func.func @yield_from_outside(%mem : memref<f32>, %val : f32) {
  // expected-error@+1 {{result not defined in region}}
  %x = memref.generic_atomic_rmw %mem[] : memref<f32> {
  ^bb0(%current_val: f32):
    memref.atomic_yield %val : f32
  }
  return
}

// -----

// The current value itself, or a value computed in the body, lowers to the cmpxchg loop
// (integers and pointers only: MLIR 22's `llvm.cmpxchg` takes no floats, see below).
// CHECK-LABEL: func.func @yield_current
// CHECK: llvm.cmpxchg
// CHECK-LABEL: func.func @yield_computed
// CHECK: llvm.add
// CHECK: llvm.cmpxchg
func.func @yield_current(%mem : memref<i32>) {
  %x = memref.generic_atomic_rmw %mem[] : memref<i32> {
  ^bb0(%current_val: i32):
    memref.atomic_yield %current_val : i32
  }
  return
}
func.func @yield_computed(%mem : memref<i32>, %val : i32) {
  %x = memref.generic_atomic_rmw %mem[] : memref<i32> {
  ^bb0(%current_val: i32):
    %s = llvm.add %current_val, %val : i32
    memref.atomic_yield %s : i32
  }
  return
}

// -----

// A float element makes an `llvm.cmpxchg` of floats, which MLIR 22's verifier rejects.
func.func @float_element(%mem : memref<f32>, %val : f32) {
  // expected-error@+1 {{'llvm.cmpxchg' op operand #1 must be signless integer or LLVM pointer type, but got 'f32'}}
  %x = memref.generic_atomic_rmw %mem[] : memref<f32> {
  ^bb0(%current_val: f32):
    %s = llvm.fadd %current_val, %val : f32
    memref.atomic_yield %s : f32
  }
  return
}
