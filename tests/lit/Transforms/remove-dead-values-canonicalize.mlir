// RUN: oxir-opt %s --split-input-file --remove-dead-values | FileCheck %s
// The canonicalization after the cleanup, as MLIR 22's: its patterns in MLIR's order, what the
// ops a pattern erases used is revisited, and the body of a region op that a pattern edits in
// place is not.

// A zero-trip loop is replaced (SimplifyTrivialLoops comes before the iter_args folding), so
// the ub.poison it was given goes with it.
// CHECK-LABEL: func.func @zero_trip
// CHECK-NEXT: return
func.func @zero_trip(%m: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant dense<1> : tensor<8xi32>
  %r = scf.for %i = %c1 to %c0 step %c1 iter_args(%a = %t) -> (tensor<8xi32>) {
    memref.store %c1, %m[%c0] : memref<4xindex>
    scf.yield %a : tensor<8xi32>
  }
  return
}

// -----

// The alloc only stored to goes with its store (SimplifyDeadAlloc), and then the constants
// the store used.
// CHECK-LABEL: func.func private @dead_store
// CHECK-NEXT: return
func.func @main(%a: index) {
  call @dead_store(%a) : (index) -> ()
  return
}
func.func private @dead_store(%arg0: index) {
  %c97 = arith.constant 2.500000e+00 : f32
  %c99 = arith.constant true
  %s100 = scf.if %c99 -> (f32) {
    %m103 = memref.alloc() : memref<1xf32>
    %k0_104 = arith.constant 0 : index
    memref.store %c97, %m103[%k0_104] : memref<1xf32>
    scf.yield %c97 : f32
  } else {
    scf.yield %c97 : f32
  }
  return
}

// -----

// Dropping the unused result of the while loop edits it in place: the ops of its body are not
// revisited, so the dead alloc and the alloca only stored to stay.
// CHECK-LABEL: func.func @while_body
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: scf.while (%[[A:.*]] = %[[C4]]) : (index) -> () {
// CHECK-NEXT: %{{.*}} = memref.alloc() : memref<3xi1>
// CHECK-NEXT: %[[S:.*]] = memref.alloca() : memref<1x4xindex>
// CHECK-NEXT: memref.store %[[C4]], %[[S]][%[[C0]], %[[C0]]] : memref<1x4xindex>
// CHECK-NEXT: %[[B:.*]] = arith.cmpi slt, %[[A]], %[[C0]] : index
// CHECK-NEXT: %{{.*}} = ub.poison : index
// CHECK-NEXT: scf.condition(%[[B]])
// CHECK-NEXT: } do {
// CHECK-NEXT: %[[P:.*]] = ub.poison : index
// CHECK-NEXT: scf.yield %[[P]] : index
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @while_body() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.while (%a = %c4) : (index) -> (index) {
    %alloc_1 = memref.alloc() : memref<3xi1>
    %alloca = memref.alloca() : memref<1x4xindex>
    memref.store %c4, %alloca[%c0, %c0] : memref<1x4xindex>
    %2 = arith.cmpi slt, %a, %c0 : index
    scf.condition(%2) %a : index
  } do {
  ^bb0(%b: index):
    scf.yield %b : index
  }
  return
}

// -----

// A before-block argument that always gets its init value back stands for MLIR's generic
// region-branch patterns, which replace its uses and drop it in place: the rest of the body
// (the comparison of the other argument with itself) is not revisited, so it does not fold.
// CHECK-LABEL: func.func @while_invariant
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i64
// CHECK-NEXT: %[[M1:.*]] = arith.constant -1 : i32
// CHECK-NEXT: scf.while (%[[A:.*]] = %[[C4]]) : (i64) -> () {
// CHECK-NEXT: memref.store %[[M1]], %arg0[%[[C0]]] : memref<4xi32>
// CHECK-NEXT: %[[X:.*]] = arith.cmpi slt, %[[A]], %[[A]] : i64
// CHECK-NEXT: %{{.*}} = ub.poison : i64
// CHECK-NEXT: scf.condition(%[[X]])
// CHECK-NEXT: } do {
// CHECK-NEXT: %[[P:.*]] = ub.poison : i64
// CHECK-NEXT: scf.yield %[[P]] : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %[[M1]] : i32
func.func @while_invariant(%m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : i64
  %c11 = arith.constant -1 : i32
  %r:2 = scf.while (%a = %c4, %b = %c11) : (i64, i32) -> (i64, i32) {
    memref.store %b, %m[%c0] : memref<4xi32>
    %x = arith.cmpi slt, %a, %a : i64
    scf.condition(%x) %a, %b : i64, i32
  } do {
  ^bb0(%p: i64, %q: i32):
    %n = arith.addi %p, %p : i64
    scf.yield %n, %c11 : i64, i32
  }
  return %r#1 : i32
}

// -----

// Dropping the unused result of the outer scf.if rebuilds it around its regions: what the ops
// inside use from outside is not revisited, so the extf in it does not fold.
// CHECK-LABEL: func.func @if_result
// CHECK-NEXT: %[[CST:.*]] = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %[[E:.*]] = arith.extf %[[CST]] : f32 to f64
// CHECK-NEXT: memref.store %[[E]], %arg1[%[[C0]]] : memref<?xf64>
// CHECK-NEXT: %{{.*}} = ub.poison : index
// CHECK-NEXT: } else {
// CHECK-NEXT: %{{.*}} = ub.poison : index
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @if_result(%c: i1, %m: memref<?xf64>) {
  %cst = arith.constant 5.000000e-01 : f32
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (index) {
    %e = arith.extf %cst : f32 to f64
    scf.if %c {
      memref.store %e, %m[%c0] : memref<?xf64>
    }
    scf.yield %c0 : index
  } else {
    scf.yield %c0 : index
  }
  return
}

