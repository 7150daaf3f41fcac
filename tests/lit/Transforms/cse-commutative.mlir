// RUN: oxir-opt %s --split-input-file --cse | FileCheck %s
// The operands of a commutative op compare as a set (MLIR's OperationEquivalence), in nested
// regions too; a non-commutative op keeps its operand order.

func.func @commutative(%a: i32, %b: i32, %c: i1) -> (i32, i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  %4 = scf.if %c -> i32 {
    %5 = arith.muli %a, %b : i32
    %6 = arith.muli %b, %a : i32
    %7 = arith.addi %5, %6 : i32
    scf.yield %7 : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @commutative(%arg0: i32, %arg1: i32, %arg2: i1) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: %3 = scf.if %arg2 -> (i32) {
// CHECK-NEXT: %4 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.addi %4, %4 : i32
// CHECK-NEXT: scf.yield %5 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0, %1, %2, %3 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
