// RUN: oxir-opt --cse %s | FileCheck %s

// CSE erases the ops that are dead when the walk reaches them, nested ones too; an op whose only
// user is erased this way stays (it was used when visited).
func.func @dead(%arg0: index, %arg1: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %arg1, %c1 : i32
  %b = arith.muli %a, %a : i32
  %g = tensor.generate %arg0 {
  ^bb0(%i: index):
    %d = arith.addi %arg1, %arg1 : i32
    tensor.yield %arg1 : i32
  } : tensor<?xi32>
  %t = tensor.generate %arg0 {
  ^bb0(%i: index):
    %d = arith.subi %arg1, %arg1 : i32
    %e = arith.index_cast %i : index to i32
    tensor.yield %e : i32
  } : tensor<?xi32>
  %x = tensor.extract %t[%arg0] : tensor<?xi32>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1i = arith.constant 1 : index
  %l = scf.for %iv = %c0 to %c4 step %c1i iter_args(%acc = %arg1) -> i32 {
    %n = arith.addi %acc, %c1 : i32
    scf.yield %n : i32
  }
  return %x : i32
}

// Ops with regions are equivalent when their regions are.
func.func @regions(%c: i1, %arg0: i32) -> (i32, i32, i32) {
  %0 = scf.if %c -> i32 {
    %1 = arith.addi %arg0, %arg0 : i32
    scf.yield %1 : i32
  } else {
    scf.yield %arg0 : i32
  }
  %2 = scf.if %c -> i32 {
    %3 = arith.addi %arg0, %arg0 : i32
    scf.yield %3 : i32
  } else {
    scf.yield %arg0 : i32
  }
  %4 = scf.if %c -> i32 {
    %5 = arith.muli %arg0, %arg0 : i32
    scf.yield %5 : i32
  } else {
    scf.yield %arg0 : i32
  }
  return %0, %2, %4 : i32, i32, i32
}

// A read is replaced by an earlier equal one in its block when nothing between may write.
func.func @reads(%m: memref<4xi32>, %i: index, %v: i32) -> (i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  %2 = memref.load %m[%i] : memref<4xi32>
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @dead(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: %generated = tensor.generate %arg0 {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: %1 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: tensor.yield %1 : i32
// CHECK-NEXT: } : tensor<?xi32>
// CHECK-NEXT: %extracted = tensor.extract %generated[%arg0] : tensor<?xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: return %extracted : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @regions(%arg0: i1, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0, %1 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reads(%arg0: memref<4xi32>, %arg1: index, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT: return %0, %0, %1 : i32, i32, i32
// CHECK-NEXT: }
