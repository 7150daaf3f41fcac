// RUN: oxir-opt %s --convert-vector-to-llvm | FileCheck %s

// vector.extract_strided_slice and vector.insert_strided_slice lowered as mlir-opt 22 does
// (populateVectorInsertExtractStridedSliceTransforms): single offsets and 1-D inserts as shuffles,
// the rest row by row. The CHECK lines are mlir-opt 22's output.

func.func @a(%v: vector<8xf32>) -> vector<3xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [3], strides = [1]} : vector<8xf32> to vector<3xf32>
  return %0 : vector<3xf32>
}
func.func @b(%v: vector<4x8xf32>) -> vector<2x3xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<4x8xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @c(%v: vector<4x8xf32>) -> vector<2x8xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return %0 : vector<2x8xf32>
}
func.func @d(%s: vector<3xf32>, %v: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.insert_strided_slice %s, %v {offsets = [4], strides = [1]} : vector<3xf32> into vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @e(%s: vector<2x3xf32>, %v: vector<4x8xf32>) -> vector<4x8xf32> {
  %0 = vector.insert_strided_slice %s, %v {offsets = [1, 2], strides = [1, 1]} : vector<2x3xf32> into vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
func.func @f(%s: vector<3xf32>, %v: vector<2x4x8xf32>) -> vector<2x4x8xf32> {
  %0 = vector.insert_strided_slice %s, %v {offsets = [1, 2, 5], strides = [1]} : vector<3xf32> into vector<2x4x8xf32>
  return %0 : vector<2x4x8xf32>
}

// CHECK-LABEL: func.func @a(%arg0: vector<8xf32>) -> vector<3xf32> {
// CHECK-NEXT:   %0 = llvm.shufflevector %arg0, %arg0 [2, 3, 4] : vector<8xf32>
// CHECK-NEXT:   return %0 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b(%arg0: vector<4x8xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x8xf32> to !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %3 = llvm.shufflevector %2, %2 [2, 3, 4] : vector<8xf32>
// CHECK-NEXT:   %4 = llvm.insertvalue %3, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %5 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %6 = llvm.shufflevector %5, %5 [2, 3, 4] : vector<8xf32>
// CHECK-NEXT:   %7 = llvm.insertvalue %6, %4[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:   return %8 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c(%arg0: vector<4x8xf32>) -> vector<2x8xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x8xf32> to !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %1 = llvm.mlir.poison : !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %3 = llvm.insertvalue %2, %1[0] : !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT:   %4 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %5 = llvm.insertvalue %4, %3[1] : !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT:   %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<2 x vector<8xf32>> to vector<2x8xf32>
// CHECK-NEXT:   return %6 : vector<2x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @d(%arg0: vector<3xf32>, %arg1: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT:   %0 = llvm.shufflevector %arg0, %arg0 [0, 1, 2, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %1 = llvm.shufflevector %0, %arg1 [8, 9, 10, 11, 0, 1, 2, 15] : vector<8xf32>
// CHECK-NEXT:   return %1 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @e(%arg0: vector<2x3xf32>, %arg1: vector<4x8xf32>) -> vector<4x8xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : vector<4x8xf32> to !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %3 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %4 = llvm.shufflevector %2, %2 [0, 1, 2, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %5 = llvm.shufflevector %4, %3 [8, 9, 0, 1, 2, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT:   %6 = llvm.insertvalue %5, %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %8 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %9 = llvm.shufflevector %7, %7 [0, 1, 2, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %10 = llvm.shufflevector %9, %8 [8, 9, 0, 1, 2, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT:   %11 = llvm.insertvalue %10, %6[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT:   %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<4 x vector<8xf32>> to vector<4x8xf32>
// CHECK-NEXT:   return %12 : vector<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f(%arg0: vector<3xf32>, %arg1: vector<2x4x8xf32>) -> vector<2x4x8xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x4x8xf32> to !llvm.array<2 x array<4 x vector<8xf32>>>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<4 x vector<8xf32>>>
// CHECK-NEXT:   %2 = llvm.shufflevector %arg0, %arg0 [0, 1, 2, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %3 = llvm.shufflevector %2, %1 [8, 9, 10, 11, 12, 0, 1, 2] : vector<8xf32>
// CHECK-NEXT:   %4 = llvm.insertvalue %3, %0[1, 2] : !llvm.array<2 x array<4 x vector<8xf32>>>
// CHECK-NEXT:   %5 = builtin.unrealized_conversion_cast %4 : !llvm.array<2 x array<4 x vector<8xf32>>> to vector<2x4x8xf32>
// CHECK-NEXT:   return %5 : vector<2x4x8xf32>
// CHECK-NEXT: }
