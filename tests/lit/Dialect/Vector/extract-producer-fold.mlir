// RUN: oxir-opt %s --canonicalize --split-input-file | FileCheck %s

// MLIR 22's folds and canonicalizations of `vector.extract` through the op producing its
// source: broadcasts and shape casts that only add leading unit dimensions (dynamic positions
// too), shuffles, shape casts, strided slices and insert_strided_slice chains, from_elements and
// create_mask. The CHECK lines are mlir-opt 22's output.

func.func @extract_of_broadcast(%s: f32, %v: vector<4xf32>, %w: vector<1x4xf32>, %i: index, %z: vector<f32>) -> (f32, vector<4xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, f32) {
  %0 = vector.broadcast %s : f32 to vector<2x3xf32>
  %1 = vector.extract %0[%i, 1] : f32 from vector<2x3xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %3 = vector.extract %2[%i] : vector<4xf32> from vector<3x4xf32>
  %4 = vector.extract %2[1, %i] : f32 from vector<3x4xf32>
  %5 = vector.broadcast %w : vector<1x4xf32> to vector<5x3x4xf32>
  %6 = vector.extract %5[2, 1] : vector<4xf32> from vector<5x3x4xf32>
  %7 = vector.shape_cast %z : vector<f32> to vector<1xf32>
  %8 = vector.extract %7[%i] : f32 from vector<1xf32>
  %9 = vector.extract %5[4] : vector<3x4xf32> from vector<5x3x4xf32>
  %10 = vector.extract %9[1] : vector<4xf32> from vector<3x4xf32>
  %11 = vector.broadcast %v : vector<4xf32> to vector<2x2x4xf32>
  %12 = vector.extract %11[1] : vector<2x4xf32> from vector<2x2x4xf32>
  %13 = vector.shape_cast %v : vector<4xf32> to vector<1x1x4xf32>
  %14 = vector.extract %13[0, 0, 3] : f32 from vector<1x1x4xf32>
  return %1, %3, %4, %10, %8, %12, %14 : f32, vector<4xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, f32
}
// CHECK-LABEL: func.func @extract_of_broadcast(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<1x4xf32>, %arg3: index, %arg4: vector<f32>) -> (f32, vector<4xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, f32) {
// CHECK-NEXT: %0 = vector.extract %arg1[%arg3] : f32 from vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %arg4[] : f32 from vector<f32>
// CHECK-NEXT: %2 = vector.extract %arg2[0] : vector<4xf32> from vector<1x4xf32>
// CHECK-NEXT: %3 = vector.broadcast %arg1 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: %4 = vector.extract %arg1[3] : f32 from vector<4xf32>
// CHECK-NEXT: return %arg0, %arg1, %0, %2, %1, %3, %4 : f32, vector<4xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, f32
// CHECK-NEXT: }

// -----

func.func @extract_of_broadcast_kept(%v: vector<1xf32>, %w: vector<4xf32>, %i: index) -> (f32, vector<4xf32>) {
  %0 = vector.broadcast %v : vector<1xf32> to vector<4xf32>
  %1 = vector.extract %0[%i] : f32 from vector<4xf32>
  %2 = vector.shape_cast %w : vector<4xf32> to vector<2x2xf32>
  %3 = vector.shape_cast %2 : vector<2x2xf32> to vector<1x4xf32>
  %4 = vector.extract %3[0] : vector<4xf32> from vector<1x4xf32>
  return %1, %4 : f32, vector<4xf32>
}
// CHECK-LABEL: func.func @extract_of_broadcast_kept(%arg0: vector<1xf32>, %arg1: vector<4xf32>, %arg2: index) -> (f32, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: return %0, %arg1 : f32, vector<4xf32>
// CHECK-NEXT: }

// -----

func.func @extract_of_shuffle(%a: vector<4xf32>, %b: vector<4xf32>) -> (f32, f32) {
  %0 = vector.shuffle %a, %b [0, 5, 7, 2] : vector<4xf32>, vector<4xf32>
  %1 = vector.extract %0[1] : f32 from vector<4xf32>
  %2 = vector.extract %0[3] : f32 from vector<4xf32>
  return %1, %2 : f32, f32
}
// CHECK-LABEL: func.func @extract_of_shuffle(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> (f32, f32) {
// CHECK-NEXT: %0 = vector.extract %arg1[1] : f32 from vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[2] : f32 from vector<4xf32>
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }

// -----

func.func @extract_of_shape_cast(%a: vector<2x3x4xf32>, %b: vector<24xf32>, %c: vector<6x4xf32>) -> (f32, vector<4xf32>, vector<4xf32>, vector<3x4xf32>) {
  %0 = vector.shape_cast %a : vector<2x3x4xf32> to vector<24xf32>
  %1 = vector.extract %0[17] : f32 from vector<24xf32>
  %2 = vector.shape_cast %a : vector<2x3x4xf32> to vector<6x4xf32>
  %3 = vector.extract %2[4] : vector<4xf32> from vector<6x4xf32>
  %4 = vector.shape_cast %c : vector<6x4xf32> to vector<2x3x4xf32>
  %5 = vector.extract %4[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %6 = vector.shape_cast %b : vector<24xf32> to vector<2x3x4xf32>
  %7 = vector.extract %6[1] : vector<3x4xf32> from vector<2x3x4xf32>
  return %1, %3, %5, %7 : f32, vector<4xf32>, vector<4xf32>, vector<3x4xf32>
}
// CHECK-LABEL: func.func @extract_of_shape_cast(%arg0: vector<2x3x4xf32>, %arg1: vector<24xf32>, %arg2: vector<6x4xf32>) -> (f32, vector<4xf32>, vector<4xf32>, vector<3x4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 1, 1] : f32 from vector<2x3x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[1, 1] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %2 = vector.extract %arg2[5] : vector<4xf32> from vector<6x4xf32>
// CHECK-NEXT: %3 = vector.shape_cast %arg1 : vector<24xf32> to vector<2x3x4xf32>
// CHECK-NEXT: %4 = vector.extract %3[1] : vector<3x4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: return %0, %1, %2, %4 : f32, vector<4xf32>, vector<4xf32>, vector<3x4xf32>
// CHECK-NEXT: }

// -----

func.func @extract_of_strided(%a: vector<4x8xf32>, %b: vector<8xf32>, %c: vector<2x4xf32>, %d: vector<4x8xf32>) -> (f32, vector<8xf32>, f32, vector<4xf32>, f32) {
  %0 = vector.extract_strided_slice %a {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %1 = vector.extract %0[1, 3] : f32 from vector<2x4xf32>
  %2 = vector.extract_strided_slice %a {offsets = [2, 0], sizes = [2, 8], strides = [1, 1]} : vector<4x8xf32> to vector<2x8xf32>
  %3 = vector.extract %2[1] : vector<8xf32> from vector<2x8xf32>
  %4 = vector.insert_strided_slice %b, %d {offsets = [1, 0], strides = [1]} : vector<8xf32> into vector<4x8xf32>
  %5 = vector.insert_strided_slice %c, %4 {offsets = [2, 4], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %6 = vector.extract %5[1, 6] : f32 from vector<4x8xf32>
  %7 = vector.extract %5[3] : vector<8xf32> from vector<4x8xf32>
  %8 = vector.extract %5[3, 5] : f32 from vector<4x8xf32>
  %9 = vector.extract_strided_slice %7 {offsets = [4], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
  return %6, %7, %8, %9, %1 : f32, vector<8xf32>, f32, vector<4xf32>, f32
}
// CHECK-LABEL: func.func @extract_of_strided(%arg0: vector<4x8xf32>, %arg1: vector<8xf32>, %arg2: vector<2x4xf32>, %arg3: vector<4x8xf32>) -> (f32, vector<8xf32>, f32, vector<4xf32>, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[2, 5] : f32 from vector<4x8xf32>
// CHECK-NEXT: %1 = vector.insert_strided_slice %arg1, %arg3 {offsets = [1, 0], strides = [1]} : vector<8xf32> into vector<4x8xf32>
// CHECK-NEXT: %2 = vector.insert_strided_slice %arg2, %1 {offsets = [2, 4], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
// CHECK-NEXT: %3 = vector.extract %arg1[6] : f32 from vector<8xf32>
// CHECK-NEXT: %4 = vector.extract %2[3] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %5 = vector.extract %arg2[1, 1] : f32 from vector<2x4xf32>
// CHECK-NEXT: %6 = vector.extract_strided_slice %4 {offsets = [4], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
// CHECK-NEXT: return %3, %4, %5, %6, %0 : f32, vector<8xf32>, f32, vector<4xf32>, f32
// CHECK-NEXT: }

// -----

func.func @extract_of_from_elements(%a: f32, %b: f32, %c: f32, %d: f32, %e: f32, %f: f32) -> (f32, vector<3xf32>, vector<1x3xf32>) {
  %0 = vector.from_elements %a, %b, %c, %d, %e, %f : vector<2x3xf32>
  %1 = vector.extract %0[1, 1] : f32 from vector<2x3xf32>
  %2 = vector.extract %0[1] : vector<3xf32> from vector<2x3xf32>
  %3 = vector.from_elements %a, %b, %c, %d, %e, %f : vector<2x1x3xf32>
  %4 = vector.extract %3[0] : vector<1x3xf32> from vector<2x1x3xf32>
  return %1, %2, %4 : f32, vector<3xf32>, vector<1x3xf32>
}
// CHECK-LABEL: func.func @extract_of_from_elements(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32, %arg4: f32, %arg5: f32) -> (f32, vector<3xf32>, vector<1x3xf32>) {
// CHECK-NEXT: %0 = vector.from_elements %arg3, %arg4, %arg5 : vector<3xf32>
// CHECK-NEXT: %1 = vector.from_elements %arg0, %arg1, %arg2 : vector<1x3xf32>
// CHECK-NEXT: return %arg4, %0, %1 : f32, vector<3xf32>, vector<1x3xf32>
// CHECK-NEXT: }

// -----

func.func @extract_of_create_mask(%n: index, %i: index) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = vector.create_mask %c2, %n : vector<3x4xi1>
  %1 = vector.extract %0[1] : vector<4xi1> from vector<3x4xi1>
  %2 = vector.extract %0[2] : vector<4xi1> from vector<3x4xi1>
  %3 = vector.extract %0[%i] : vector<4xi1> from vector<3x4xi1>
  %4 = vector.create_mask %c3, %n : vector<3x4xi1>
  %5 = vector.extract %4[%i] : vector<4xi1> from vector<3x4xi1>
  %6 = vector.create_mask %n, %c2 : vector<3x4xi1>
  %7 = vector.extract %6[0] : vector<4xi1> from vector<3x4xi1>
  return %1, %2, %3, %5, %7 : vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>
}
// CHECK-LABEL: func.func @extract_of_create_mask(%arg0: index, %arg1: index) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = vector.create_mask %c2, %arg0 : vector<3x4xi1>
// CHECK-NEXT: %1 = vector.create_mask %arg0 : vector<4xi1>
// CHECK-NEXT: %2 = vector.extract %0[%arg1] : vector<4xi1> from vector<3x4xi1>
// CHECK-NEXT: %3 = vector.create_mask %arg0 : vector<4xi1>
// CHECK-NEXT: %4 = vector.create_mask %arg0, %c2 : vector<3x4xi1>
// CHECK-NEXT: %5 = vector.extract %4[0] : vector<4xi1> from vector<3x4xi1>
// CHECK-NEXT: return %1, %cst, %2, %3, %5 : vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>
// CHECK-NEXT: }
