// RUN: oxir-opt %s --canonicalize | FileCheck %s
// RUN: oxir-opt %s --canonicalize=top-down=0 | FileCheck %s

// The folds of affine.delinearize_index and affine.linearize_index (MLIR 22's
// AffineDelinearizeIndexOp::fold and AffineLinearizeIndexOp::fold): constant dynamic basis
// entries become static, one result (one index) is the input itself, no index is 0, and
// constant inputs over a static basis fold to constants (negative ones with floor semantics).
// Expected output from mlir-opt 22.

func.func @delin_const() -> (index, index, index) {
  %c22 = arith.constant 22 : index
  %0:3 = affine.delinearize_index %c22 into (2, 3, 5) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delin_neg_no_outer() -> (index, index, index) {
  %c = arith.constant -22 : index
  %0:3 = affine.delinearize_index %c into (3, 5) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delin_single(%x: index, %n: index) -> (index, index) {
  %0 = affine.delinearize_index %x into (%n) : index
  %1 = affine.delinearize_index %x into () : index
  return %0, %1 : index, index
}
func.func @delin_dyn_const(%x: index, %n: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %0:3 = affine.delinearize_index %x into (%n, %c4, %n) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delin_const_dyn(%n: index) -> (index, index) {
  %c7 = arith.constant 7 : index
  %0:2 = affine.delinearize_index %c7 into (%n) : index, index
  return %0#0, %0#1 : index, index
}
func.func @lin_const() -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = affine.linearize_index [%c1, %c2, %c3] by (2, 3, 5) : index
  %1 = affine.linearize_index [%c3, %c2, %c1] by (3, 5) : index
  return %0, %1 : index, index
}
func.func @lin_empty_single(%x: index) -> (index, index, index) {
  %0 = affine.linearize_index [] by () : index
  %1 = affine.linearize_index [%x] by () : index
  %2 = affine.linearize_index disjoint [%x] by (8) : index
  return %0, %1, %2 : index, index, index
}
func.func @lin_dyn_const(%x: index, %y: index, %z: index, %n: index) -> index {
  %c4 = arith.constant 4 : index
  %0 = affine.linearize_index disjoint [%x, %y, %z] by (%n, %c4, %n) : index
  return %0 : index
}

// CHECK: module {
// CHECK-LABEL: func.func @delin_const() -> (index, index, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     return %c1, %c1, %c2 : index, index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @delin_neg_no_outer() -> (index, index, index) {
// CHECK-NEXT:     %c-2 = arith.constant -2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     return %c-2, %c1, %c3 : index, index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @delin_single(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     return %arg0, %arg0 : index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @delin_dyn_const(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %0:3 = affine.delinearize_index %arg0 into (%arg1, 4, %arg1) : index, index, index
// CHECK-NEXT:     return %0#0, %0#1, %0#2 : index, index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @delin_const_dyn(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %0:2 = affine.delinearize_index %c7 into (%arg0) : index, index
// CHECK-NEXT:     return %0#0, %0#1 : index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @lin_const() -> (index, index) {
// CHECK-NEXT:     %c28 = arith.constant 28 : index
// CHECK-NEXT:     %c56 = arith.constant 56 : index
// CHECK-NEXT:     return %c28, %c56 : index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @lin_empty_single(%arg0: index) -> (index, index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     return %c0, %arg0, %arg0 : index, index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @lin_dyn_const(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> index {
// CHECK-NEXT:     %0 = affine.linearize_index disjoint [%arg0, %arg1, %arg2] by (%arg3, 4, %arg3) : index
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
