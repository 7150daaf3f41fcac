// RUN: oxir-opt %s --canonicalize --split-input-file | FileCheck %s

// MLIR 22's `FoldTransposeBroadcast` (vector sources), `InsertStridedSliceConstantFolder` and
// `SwapExtractSliceOfTransferWrite`. The CHECK lines are mlir-opt 22's output.

func.func @transpose_of_vector_broadcast(%a: vector<1xf32>, %b: vector<4x1xf32>, %c: vector<3x1x5xi8>, %d: vector<1x1xf32>) -> (vector<1x8xf32>, vector<2x1x4xf32>, vector<3x5x1x2xi8>, vector<4x1x1xf32>) {
  %0 = vector.broadcast %a : vector<1xf32> to vector<8x1xf32>
  %1 = vector.transpose %0, [1, 0] : vector<8x1xf32> to vector<1x8xf32>
  %2 = vector.broadcast %b : vector<4x1xf32> to vector<2x4x1xf32>
  %3 = vector.transpose %2, [0, 2, 1] : vector<2x4x1xf32> to vector<2x1x4xf32>
  %4 = vector.broadcast %c : vector<3x1x5xi8> to vector<3x2x5xi8>
  %5 = vector.shape_cast %4 : vector<3x2x5xi8> to vector<3x2x5x1xi8>
  %6 = vector.transpose %5, [0, 2, 3, 1] : vector<3x2x5x1xi8> to vector<3x5x1x2xi8>
  %7 = vector.broadcast %d : vector<1x1xf32> to vector<1x4x1xf32>
  %8 = vector.transpose %7, [1, 0, 2] : vector<1x4x1xf32> to vector<4x1x1xf32>
  return %1, %3, %6, %8 : vector<1x8xf32>, vector<2x1x4xf32>, vector<3x5x1x2xi8>, vector<4x1x1xf32>
}
// CHECK-LABEL: func.func @transpose_of_vector_broadcast(%arg0: vector<1xf32>, %arg1: vector<4x1xf32>, %arg2: vector<3x1x5xi8>, %arg3: vector<1x1xf32>) -> (vector<1x8xf32>, vector<2x1x4xf32>, vector<3x5x1x2xi8>, vector<4x1x1xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<1xf32> to vector<1x8xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<4x1xf32> to vector<2x4x1xf32>
// CHECK-NEXT: %2 = vector.transpose %1, [0, 2, 1] : vector<2x4x1xf32> to vector<2x1x4xf32>
// CHECK-NEXT: %3 = vector.broadcast %arg2 : vector<3x1x5xi8> to vector<3x2x5xi8>
// CHECK-NEXT: %4 = vector.shape_cast %3 : vector<3x2x5xi8> to vector<3x2x5x1xi8>
// CHECK-NEXT: %5 = vector.transpose %4, [0, 2, 3, 1] : vector<3x2x5x1xi8> to vector<3x5x1x2xi8>
// CHECK-NEXT: %6 = vector.broadcast %arg3 : vector<1x1xf32> to vector<4x1x1xf32>
// CHECK-NEXT: return %0, %2, %5, %6 : vector<1x8xf32>, vector<2x1x4xf32>, vector<3x5x1x2xi8>, vector<4x1x1xf32>
// CHECK-NEXT: }

// -----

func.func @transpose_of_vector_broadcast_kept(%a: vector<4xf32>, %b: vector<2x1xf32>, %c: vector<[4]x1xf32>) -> (vector<4x3xf32>, vector<3x2xf32>, vector<2x[4]xf32>) {
  %0 = vector.broadcast %a : vector<4xf32> to vector<3x4xf32>
  %1 = vector.transpose %0, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  %2 = vector.broadcast %b : vector<2x1xf32> to vector<2x3xf32>
  %3 = vector.transpose %2, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %4 = vector.broadcast %c : vector<[4]x1xf32> to vector<[4]x2xf32>
  %5 = vector.transpose %4, [1, 0] : vector<[4]x2xf32> to vector<2x[4]xf32>
  return %1, %3, %5 : vector<4x3xf32>, vector<3x2xf32>, vector<2x[4]xf32>
}
// CHECK-LABEL: func.func @transpose_of_vector_broadcast_kept(%arg0: vector<4xf32>, %arg1: vector<2x1xf32>, %arg2: vector<[4]x1xf32>) -> (vector<4x3xf32>, vector<3x2xf32>, vector<2x[4]xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg1 : vector<2x1xf32> to vector<2x3xf32>
// CHECK-NEXT: %3 = vector.transpose %2, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT: %4 = vector.broadcast %arg2 : vector<[4]x1xf32> to vector<[4]x2xf32>
// CHECK-NEXT: %5 = vector.transpose %4, [1, 0] : vector<[4]x2xf32> to vector<2x[4]xf32>
// CHECK-NEXT: return %1, %3, %5 : vector<4x3xf32>, vector<3x2xf32>, vector<2x[4]xf32>
// CHECK-NEXT: }

// -----

func.func @insert_strided_constants() -> (vector<4xi32>, vector<2x3xf32>, vector<2x2x2xi8>, vector<4xi32>) {
  %dest = arith.constant dense<[10, 11, 12, 13]> : vector<4xi32>
  %s = arith.constant dense<[1, 2]> : vector<2xi32>
  %0 = vector.insert_strided_slice %s, %dest {offsets = [1], strides = [1]} : vector<2xi32> into vector<4xi32>
  %fd = arith.constant dense<0.5> : vector<2x3xf32>
  %fs = arith.constant dense<[[1.0, 2.0]]> : vector<1x2xf32>
  %1 = vector.insert_strided_slice %fs, %fd {offsets = [1, 1], strides = [1, 1]} : vector<1x2xf32> into vector<2x3xf32>
  %id = arith.constant dense<7> : vector<2x2x2xi8>
  %is = arith.constant dense<[[-1, -2], [-3, -4]]> : vector<2x2xi8>
  %2 = vector.insert_strided_slice %is, %id {offsets = [1, 0, 0], strides = [1, 1]} : vector<2x2xi8> into vector<2x2x2xi8>
  %3 = vector.insert_strided_slice %s, %dest {offsets = [2], strides = [1]} : vector<2xi32> into vector<4xi32>
  return %0, %1, %2, %3 : vector<4xi32>, vector<2x3xf32>, vector<2x2x2xi8>, vector<4xi32>
}
// CHECK-LABEL: func.func @insert_strided_constants() -> (vector<4xi32>, vector<2x3xf32>, vector<2x2x2xi8>, vector<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[10, 1, 2, 13]> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}5.000000e-01, 5.000000e-01, 5.000000e-01], [5.000000e-01, 1.000000e+00, 2.000000e+00]]> : vector<2x3xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<{{\[\[}}[7, 7], [7, 7]], {{\[\[}}-1, -2], [-3, -4]]]> : vector<2x2x2xi8>
// CHECK-NEXT: %cst_2 = arith.constant dense<[10, 11, 1, 2]> : vector<4xi32>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2 : vector<4xi32>, vector<2x3xf32>, vector<2x2x2xi8>, vector<4xi32>
// CHECK-NEXT: }

// -----

func.func @insert_strided_constants_kept(%v: vector<2xi32>) -> (vector<4xi32>, vector<300xi32>, vector<300xi32>, vector<[4]xi32>) {
  %dest = arith.constant dense<[10, 11, 12, 13]> : vector<4xi32>
  %0 = vector.insert_strided_slice %v, %dest {offsets = [1], strides = [1]} : vector<2xi32> into vector<4xi32>
  %big = arith.constant dense<3> : vector<300xi32>
  %s = arith.constant dense<[1, 2]> : vector<2xi32>
  %1 = vector.insert_strided_slice %s, %big {offsets = [5], strides = [1]} : vector<2xi32> into vector<300xi32>
  %2 = vector.insert_strided_slice %s, %big {offsets = [7], strides = [1]} : vector<2xi32> into vector<300xi32>
  %sc = arith.constant dense<0> : vector<[4]xi32>
  %ss = arith.constant dense<1> : vector<[4]xi32>
  %3 = vector.insert_strided_slice %ss, %sc {offsets = [0], strides = [1]} : vector<[4]xi32> into vector<[4]xi32>
  return %0, %1, %2, %3 : vector<4xi32>, vector<300xi32>, vector<300xi32>, vector<[4]xi32>
}
// CHECK-LABEL: func.func @insert_strided_constants_kept(%arg0: vector<2xi32>) -> (vector<4xi32>, vector<300xi32>, vector<300xi32>, vector<[4]xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<[4]xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<3> : vector<300xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[10, 11, 12, 13]> : vector<4xi32>
// CHECK-NEXT: %0 = vector.insert_strided_slice %arg0, %cst_2 {offsets = [1], strides = [1]} : vector<2xi32> into vector<4xi32>
// CHECK-NEXT: %1 = vector.insert_strided_slice %cst_0, %cst_1 {offsets = [5], strides = [1]} : vector<2xi32> into vector<300xi32>
// CHECK-NEXT: %2 = vector.insert_strided_slice %cst_0, %cst_1 {offsets = [7], strides = [1]} : vector<2xi32> into vector<300xi32>
// CHECK-NEXT: return %0, %1, %2, %cst : vector<4xi32>, vector<300xi32>, vector<300xi32>, vector<[4]xi32>
// CHECK-NEXT: }

// -----

func.func @insert_strided_constant_single_use() -> vector<300xi32> {
  %big = arith.constant dense<3> : vector<300xi32>
  %s = arith.constant dense<[1, 2]> : vector<2xi32>
  %0 = vector.insert_strided_slice %s, %big {offsets = [298], strides = [1]} : vector<2xi32> into vector<300xi32>
  %1 = vector.extract_strided_slice %0 {offsets = [296], sizes = [4], strides = [1]} : vector<300xi32> to vector<4xi32>
  %2 = vector.broadcast %1 : vector<4xi32> to vector<75x4xi32>
  %3 = vector.shape_cast %2 : vector<75x4xi32> to vector<300xi32>
  return %3 : vector<300xi32>
}
// CHECK-LABEL: func.func @insert_strided_constant_single_use() -> vector<300xi32> {
// CHECK-NEXT: %cst = arith.constant dense<[3, 3, 1, 2]> : vector<4xi32>
// CHECK-NEXT: %0 = vector.broadcast %cst : vector<4xi32> to vector<75x4xi32>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<75x4xi32> to vector<300xi32>
// CHECK-NEXT: return %1 : vector<300xi32>
// CHECK-NEXT: }

// -----

func.func @swap_extract_slice_of_write(%v: vector<4x8xf32>, %t: tensor<4x8xf32>, %d: tensor<16x16xf32>, %i: index, %j: index) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  %1 = tensor.extract_slice %0[0, 0] [4, 6] [1, 1] : tensor<4x8xf32> to tensor<4x6xf32>
  %2 = tensor.insert_slice %1 into %d[%i, %j] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<16x16xf32>
  return %2 : tensor<16x16xf32>
}
// CHECK-LABEL: func.func @swap_extract_slice_of_write(%arg0: vector<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<16x16xf32>, %arg3: index, %arg4: index) -> tensor<16x16xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg2[%arg3, %arg4] [4, 6] [1, 1] : tensor<16x16xf32> to tensor<4x6xf32>
// CHECK-NEXT: %0 = vector.transfer_write %arg0, %extracted_slice[%c0, %c0] {in_bounds = [true, false]} : vector<4x8xf32>, tensor<4x6xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg2[%arg3, %arg4] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<16x16xf32>
// CHECK-NEXT: return %inserted_slice : tensor<16x16xf32>
// CHECK-NEXT: }

// -----

func.func @swap_extract_slice_of_write_dynamic(%v: vector<8x4xf32>, %t: tensor<4x8xf32>, %d: tensor<?x?xf32>, %i: index, %sz: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %v, %t[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<8x4xf32>, tensor<4x8xf32>
  %1 = tensor.extract_slice %0[0, 0] [%sz, 8] [1, 1] : tensor<4x8xf32> to tensor<?x8xf32>
  %2 = tensor.insert_slice %1 into %d[%i, 3] [%sz, 8] [1, 1] : tensor<?x8xf32> into tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @swap_extract_slice_of_write_dynamic(%arg0: vector<8x4xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<?x?xf32>, %arg3: index, %arg4: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg2[%arg3, 3] [%arg4, 8] [1, 1] : tensor<?x?xf32> to tensor<?x8xf32>
// CHECK-NEXT: %0 = vector.transfer_write %arg0, %extracted_slice[%c0, %c0] {in_bounds = [true, false], permutation_map = #map} : vector<8x4xf32>, tensor<?x8xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg2[%arg3, 3] [%arg4, 8] [1, 1] : tensor<?x8xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %inserted_slice : tensor<?x?xf32>
// CHECK-NEXT: }

// -----

func.func @swap_extract_slice_of_write_kept(%v: vector<4x8xf32>, %t: tensor<4x8xf32>, %d: tensor<16x16xf32>, %m: vector<4x8xi1>, %i: index) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  %1 = tensor.extract_slice %0[0, 2] [4, 6] [1, 1] : tensor<4x8xf32> to tensor<4x6xf32>
  %2 = tensor.insert_slice %1 into %d[%i, 0] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<16x16xf32>
  %3 = vector.transfer_write %v, %t[%c0, %c0], %m {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  %4 = tensor.extract_slice %3[0, 0] [4, 6] [1, 1] : tensor<4x8xf32> to tensor<4x6xf32>
  %5 = tensor.insert_slice %4 into %d[%i, 0] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<16x16xf32>
  %6 = vector.transfer_write %v, %t[%c1, %c0] : vector<4x8xf32>, tensor<4x8xf32>
  %7 = tensor.extract_slice %6[0, 0] [4, 6] [1, 1] : tensor<4x8xf32> to tensor<4x6xf32>
  %8 = tensor.insert_slice %7 into %d[%i, 0] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<16x16xf32>
  %9 = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  %10 = tensor.extract_slice %9[0, 0] [4, 6] [1, 1] : tensor<4x8xf32> to tensor<4x6xf32>
  %11 = tensor.insert_slice %10 into %d[%i, 0] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<16x16xf32>
  return %2, %5, %8, %11, %9 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<4x8xf32>
}
// CHECK-LABEL: func.func @swap_extract_slice_of_write_kept(%arg0: vector<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<16x16xf32>, %arg3: vector<4x8xi1>, %arg4: index) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<4x8xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = vector.transfer_write %arg0, %arg1[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %0[0, 2] [4, 6] [1, 1] : tensor<4x8xf32> to tensor<4x6xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg2[%arg4, 0] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<16x16xf32>
// CHECK-NEXT: %1 = vector.transfer_write %arg0, %arg1[%c0, %c0], %arg3 {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %1[0, 0] [4, 6] [1, 1] : tensor<4x8xf32> to tensor<4x6xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %extracted_slice_0 into %arg2[%arg4, 0] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<16x16xf32>
// CHECK-NEXT: %2 = vector.transfer_write %arg0, %arg1[%c1, %c0] {in_bounds = [false, true]} : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %2[0, 0] [4, 6] [1, 1] : tensor<4x8xf32> to tensor<4x6xf32>
// CHECK-NEXT: %inserted_slice_3 = tensor.insert_slice %extracted_slice_2 into %arg2[%arg4, 0] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<16x16xf32>
// CHECK-NEXT: %3 = vector.transfer_write %arg0, %arg1[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: %extracted_slice_4 = tensor.extract_slice %3[0, 0] [4, 6] [1, 1] : tensor<4x8xf32> to tensor<4x6xf32>
// CHECK-NEXT: %inserted_slice_5 = tensor.insert_slice %extracted_slice_4 into %arg2[%arg4, 0] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<16x16xf32>
// CHECK-NEXT: return %inserted_slice, %inserted_slice_1, %inserted_slice_3, %inserted_slice_5, %3 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<4x8xf32>
// CHECK-NEXT: }
