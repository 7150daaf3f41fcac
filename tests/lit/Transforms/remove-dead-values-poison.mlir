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
