// RUN: oxir-opt %s --split-input-file --remove-dead-values | FileCheck %s

// The ub.poison ops the cleanup leaves are erased with the ops that used them.
// A private function nothing calls is dead code. Its loop bounds become ub.poison when their
// constants go; the canonicalization then erases the loops, and the poison with them (the
// greedy driver revisits what the ops nested in an erased op used).
func.func private @never_called(%arg0: i16, %arg1: memref<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %arg1[%c0] : memref<4xi64>
  %a = memref.alloca() : memref<4xi64>
  %true = arith.constant true
  %r = scf.if %true -> (i1) {
    %c1 = arith.constant 1 : index
    %init = arith.constant 7 : i32
    %s = scf.for %i = %c0 to %c0 step %c1 iter_args(%acc = %init) -> (i32) {
      %x = memref.load %arg1[%i] : memref<4xi64>
      scf.yield %acc : i32
    }
    scf.yield %true : i1
  } else {
    %false = arith.constant false
    scf.yield %false : i1
  }
  return %v : i64
}

// CHECK-LABEL: func.func private @never_called() {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Removing the unused result of an scf.if replaces the op, so the select deciding it is
// revisited and folds to false; the scf.if on a constant false then goes, with the dead call
// in its region.
func.func @f0(%arg0: tensor<4xf32>, %arg1: f16) {
  %true = arith.constant true
  %false = arith.constant false
  %c = arith.select %false, %true, %false : i1
  %k3 = arith.constant 3 : index
  %cst = arith.constant 2.5 : f32
  %t = tensor.insert %cst into %arg0[%k3] : tensor<4xf32>
  %r = scf.if %c -> (tensor<?xi32>) {
    func.call @f0(%t, %arg1) : (tensor<4xf32>, f16) -> ()
    %k4 = arith.constant 4 : index
    %e = tensor.empty(%k4) : tensor<?xi32>
    scf.yield %e : tensor<?xi32>
  } else {
    %k8 = arith.constant 8 : index
    %g = tensor.empty(%k8) : tensor<?xi32>
    scf.yield %g : tensor<?xi32>
  }
  return
}

// CHECK-LABEL: func.func @f0(%arg0: tensor<4xf32>, %arg1: f16) {
// CHECK-NEXT: return
// CHECK-NEXT: }
