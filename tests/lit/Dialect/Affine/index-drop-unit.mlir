// RUN: oxir-opt %s --canonicalize | FileCheck %s
// RUN: oxir-opt %s --canonicalize=top-down=0 | FileCheck %s

// MLIR 22's DropUnitExtentBasis (affine.delinearize_index), DropLinearizeLeadingZero and
// DropLinearizeUnitComponentsIfDisjointOrZero (affine.linearize_index): unit basis elements give
// 0 results or drop their (disjoint or zero) indices, a leading zero index drops the outer bound.
// Expected output from mlir-opt 22.

func.func @delin_unit(%x: index, %n: index) -> (index, index, index, index) {
  %0:4 = affine.delinearize_index %x into (1, %n, 1, 4) : index, index, index, index
  return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
}
func.func @delin_unit_no_outer(%x: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (1, 8) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delin_all_unit(%x: index) -> (index, index) {
  %0:2 = affine.delinearize_index %x into (1, 1) : index, index
  return %0#0, %0#1 : index, index
}
func.func @delin_all_unit_no_outer(%x: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (1, 1) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @lin_unit_disjoint(%a: index, %b: index, %c: index, %n: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (3, 1, %n) : index
  %1 = affine.linearize_index disjoint [%a, %b, %c] by (1, %n) : index
  return %0, %1 : index, index
}
func.func @lin_unit_not_disjoint(%a: index, %b: index, %c: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%a, %b, %c] by (3, 1, 5) : index
  %1 = affine.linearize_index [%a, %c0, %c] by (3, 1, 5) : index
  return %0, %1 : index, index
}
func.func @lin_all_unit_zero(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %c0] by (1, 1) : index
  return %0 : index
}
func.func @lin_leading_zero(%a: index, %b: index, %n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %a, %b] by (%n, 3, 5) : index
  %1 = affine.linearize_index disjoint [%c0, %a, %b] by (3, 5) : index
  %2 = affine.linearize_index [%c0] by (%n) : index
  return %0, %1, %2 : index, index, index
}

// CHECK: module {
// CHECK-LABEL: func.func @delin_unit(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg0 into (%arg1, 4) : index, index
// CHECK-NEXT:     return %c0, %0#0, %c0, %0#1 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @delin_unit_no_outer(%arg0: index) -> (index, index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg0 into (8) : index, index
// CHECK-NEXT:     return %0#0, %c0, %0#1 : index, index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @delin_all_unit(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     return %c0, %c0 : index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @delin_all_unit_no_outer(%arg0: index) -> (index, index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     return %arg0, %c0, %c0 : index, index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @lin_unit_disjoint(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
// CHECK-NEXT:     %0 = affine.linearize_index disjoint [%arg0, %arg2] by (3, %arg3) : index
// CHECK-NEXT:     %1 = affine.linearize_index disjoint [%arg0, %arg2] by (%arg3) : index
// CHECK-NEXT:     return %0, %1 : index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @lin_unit_not_disjoint(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT:     %0 = affine.linearize_index [%arg0, %arg1, %arg2] by (3, 1, 5) : index
// CHECK-NEXT:     %1 = affine.linearize_index [%arg0, %arg2] by (3, 5) : index
// CHECK-NEXT:     return %0, %1 : index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @lin_all_unit_zero(%arg0: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     return %c0 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @lin_leading_zero(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = affine.linearize_index [%arg0, %arg1] by (3, 5) : index
// CHECK-NEXT:     %1 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 5) : index
// CHECK-NEXT:     return %0, %1, %c0 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
