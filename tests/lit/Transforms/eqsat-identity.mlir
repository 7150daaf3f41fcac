// RUN: oxir-opt %s --eqsat='rulesets=none fold=false' | FileCheck %s
// RUN: oxir-opt %s --eqsat='rulesets=none' | FileCheck %s --check-prefix=FOLD

// With no rules the IR comes back as it was: order, effects, regions and constants stay; only
// dead pure ops go, and an identical pure op in the same block is shared.
// CHECK-LABEL: func.func @keep
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[L:.*]] = memref.load %arg0[%arg2] : memref<4xi32>
// CHECK-NEXT:    %[[A:.*]] = arith.addi %[[L]], %[[C]] : i32
// CHECK-NEXT:    memref.store %[[A]], %arg0[%arg2] : memref<4xi32>
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg1, %[[C]] : i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[M]], %[[M]] : i32
// CHECK-NEXT:    scf.if %arg3 {
// CHECK-NEXT:      %[[N:.*]] = arith.subi %[[S]], %arg1 : i32
// CHECK-NEXT:      memref.store %[[N]], %arg0[%arg2] : memref<4xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[S]] : i32
func.func @keep(%m: memref<4xi32>, %x: i32, %i: index, %p: i1) -> i32 {
  %c7 = arith.constant 7 : i32
  %v = memref.load %m[%i] : memref<4xi32>
  %a = arith.addi %v, %c7 : i32
  memref.store %a, %m[%i] : memref<4xi32>
  %dead = arith.divui %x, %c7 : i32
  %0 = arith.muli %x, %c7 : i32
  %1 = arith.muli %x, %c7 : i32
  %2 = arith.addi %0, %1 : i32
  scf.if %p {
    %3 = arith.subi %2, %x : i32
    memref.store %3, %m[%i] : memref<4xi32>
  }
  return %2 : i32
}

// Folding alone (no rules) computes constants through the ops' folders.
// FOLD-LABEL: func.func @fold
// FOLD-NEXT:    %[[C:.*]] = arith.constant 42 : i32
// FOLD-NEXT:    return %[[C]] : i32
func.func @fold() -> i32 {
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.muli %c6, %c7 : i32
  return %0 : i32
}
