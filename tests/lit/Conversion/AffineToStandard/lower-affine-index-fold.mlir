// RUN: oxir-opt %s --lower-affine | FileCheck %s

// lower-affine tries the folds of affine.delinearize_index and affine.linearize_index before
// expanding them, as MLIR's conversion driver does: constant indices over a static basis become
// constants, a single result or index is forwarded, and constant dynamic basis operands become
// static entries in place before the expansion. The CHECK lines are mlir-opt 22's output.

func.func @delin_constant() -> (index, index) {
  %c = arith.constant 47 : index
  %0:2 = affine.delinearize_index %c into (6, 8) : index, index
  return %0#0, %0#1 : index, index
}
func.func @delin_constant_basis(%n: index) -> (index, index) {
  %c6 = arith.constant 6 : index
  %0:2 = affine.delinearize_index %n into (%c6, 8) : index, index
  return %0#0, %0#1 : index, index
}
func.func @delin_single(%n: index) -> index {
  %0 = affine.delinearize_index %n into () : index
  return %0 : index
}
func.func @lin_constant() -> index {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = affine.linearize_index [%c1, %c3] by (4, 5) : index
  return %0 : index
}
func.func @lin_one_index(%n: index) -> index {
  %0 = affine.linearize_index disjoint [%n] by (9) : index
  return %0 : index
}
func.func @lin_constant_basis(%a: index, %b: index) -> index {
  %c7 = arith.constant 7 : index
  %0 = affine.linearize_index [%a, %b] by (%c7) : index
  return %0 : index
}
func.func @lin_dynamic(%a: index, %b: index, %s: index) -> index {
  %0 = affine.linearize_index [%a, %b] by (%s) : index
  return %0 : index
}

// CHECK: module {
// CHECK-LABEL: func.func @delin_constant() -> (index, index) {
// CHECK-NEXT:     %c47 = arith.constant 47 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     return %c5, %c7 : index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @delin_constant_basis(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.floordivsi %arg0, %c8 : index
// CHECK-NEXT:     %1 = arith.remsi %arg0, %c8 : index
// CHECK-NEXT:     %2 = arith.cmpi slt, %1, %c0 : index
// CHECK-NEXT:     %3 = arith.addi %1, %c8 overflow<nsw> : index
// CHECK-NEXT:     %4 = arith.select %2, %3, %1 : index
// CHECK-NEXT:     return %0, %4 : index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @delin_single(%arg0: index) -> index {
// CHECK-NEXT:     return %arg0 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @lin_constant() -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     return %c8 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @lin_one_index(%arg0: index) -> index {
// CHECK-NEXT:     return %arg0 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @lin_constant_basis(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %c7_0 = arith.constant 7 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %c7_0 overflow<nsw> : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 overflow<nsw> : index
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @lin_dynamic(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg2 overflow<nsw> : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 overflow<nsw> : index
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
