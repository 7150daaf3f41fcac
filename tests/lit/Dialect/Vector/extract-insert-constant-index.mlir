// RUN: oxir-opt %s --split-input-file --canonicalize | FileCheck %s

// The constant dynamic indices of vector.extract and vector.insert become static ones when
// they lie within the dimension (MLIR's extractInsertFoldConstantOp, the first in-place fold of
// both ops; CHECK lines from mlir-opt 22): a non-constant or out-of-bounds index stays an
// operand, and the static position then lets the other folds apply (a constant source, an
// extract of what an insert stored).

func.func @extract_constant_indices(%v: vector<4x8xf32>, %s: index) -> (f32, vector<8xf32>, f32, f32) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %0 = vector.extract %v[%c1, %c3] : f32 from vector<4x8xf32>
  %1 = vector.extract %v[%c3] : vector<8xf32> from vector<4x8xf32>
  %2 = vector.extract %v[%s, %c3] : f32 from vector<4x8xf32>
  %3 = vector.extract %v[%c1, %c9] : f32 from vector<4x8xf32>
  return %0, %1, %2, %3 : f32, vector<8xf32>, f32, f32
}

// CHECK-LABEL: func.func @extract_constant_indices(
// CHECK-SAME: %arg0: vector<4x8xf32>, %arg1: index) -> (f32, vector<8xf32>, f32, f32) {
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %0 = vector.extract %arg0[1, 3] : f32 from vector<4x8xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[3] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %2 = vector.extract %arg0[%arg1, 3] : f32 from vector<4x8xf32>
// CHECK-NEXT: %3 = vector.extract %arg0[1, %c9] : f32 from vector<4x8xf32>
// CHECK-NEXT: return %0, %1, %2, %3 : f32, vector<8xf32>, f32, f32
// CHECK-NEXT: }

// -----

func.func @insert_constant_indices(%v: vector<4x8xf32>, %f: f32, %r: vector<8xf32>, %s: index) -> (vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c4 = arith.constant 4 : index
  %0 = vector.insert %f, %v[%c2, %c7] : f32 into vector<4x8xf32>
  %1 = vector.insert %r, %v[%c2] : vector<8xf32> into vector<4x8xf32>
  %2 = vector.insert %f, %v[%c4, %s] : f32 into vector<4x8xf32>
  return %0, %1, %2 : vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>
}

// CHECK-LABEL: func.func @insert_constant_indices(
// CHECK-SAME: %arg0: vector<4x8xf32>, %arg1: f32, %arg2: vector<8xf32>, %arg3: index) -> (vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = vector.insert %arg1, %arg0 [2, 7] : f32 into vector<4x8xf32>
// CHECK-NEXT: %1 = vector.insert %arg2, %arg0 [2] : vector<8xf32> into vector<4x8xf32>
// CHECK-NEXT: %2 = vector.insert %arg1, %arg0 [%c4, %arg3] : f32 into vector<4x8xf32>
// CHECK-NEXT: return %0, %1, %2 : vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: }

// -----

func.func @constant_index_then_fold(%f: f32) -> (vector<3xi32>, f32) {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %i = arith.constant 1 : index
  %0 = vector.extract %c[%i] : vector<3xi32> from vector<2x3xi32>
  %v = arith.constant dense<0.0> : vector<4xf32>
  %j = arith.constant 2 : index
  %w = vector.insert %f, %v[%j] : f32 into vector<4xf32>
  %1 = vector.extract %w[%j] : f32 from vector<4xf32>
  return %0, %1 : vector<3xi32>, f32
}

// CHECK-LABEL: func.func @constant_index_then_fold(
// CHECK-SAME: %arg0: f32) -> (vector<3xi32>, f32) {
// CHECK-NEXT: %cst = arith.constant dense<[4, 5, 6]> : vector<3xi32>
// CHECK-NEXT: return %cst, %arg0 : vector<3xi32>, f32
// CHECK-NEXT: }
