// RUN: oxir-opt %s --canonicalize | FileCheck %s

// Tensor reshape/slice/empty/pad and arith canonicalization patterns (outputs as mlir-opt 22).

// CHECK-LABEL: func.func @expand_of_expand(
// CHECK-NEXT:  %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2], [3, 4]] output_shape [%arg1, 2, 1, 4, 2] : tensor<?x8xf32> into tensor<?x2x1x4x2xf32>
// CHECK-NEXT:  %collapsed = tensor.collapse_shape %expanded {{\[\[}}0], [1], [2, 3], [4]] : tensor<?x2x1x4x2xf32> into tensor<?x2x4x2xf32>
// CHECK-NEXT:  %expanded_0 = tensor.expand_shape %collapsed {{\[\[}}0], [1], [2, 3], [4]] output_shape [%arg1, 2, 2, 2, 2] : tensor<?x2x4x2xf32> into tensor<?x2x2x2x2xf32>
// CHECK-NEXT:  return %expanded_0 : tensor<?x2x2x2x2xf32>
func.func @expand_of_expand(%arg0: tensor<?x8xf32>, %d: index) -> tensor<?x2x2x2x2xf32> {
  %0 = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [%d, 2, 8] : tensor<?x8xf32> into tensor<?x2x8xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2], [3, 4]] output_shape [%d, 2, 1, 4, 2] : tensor<?x2x8xf32> into tensor<?x2x1x4x2xf32>
  %2 = tensor.cast %1 : tensor<?x2x1x4x2xf32> to tensor<?x2x1x4x2xf32>
  %3 = tensor.collapse_shape %2 [[0], [1, 2], [3], [4]] : tensor<?x2x1x4x2xf32> into tensor<?x2x4x2xf32>
  %4 = tensor.expand_shape %3 [[0], [1, 2], [3], [4]] output_shape [%d, 2, 1, 4, 2] : tensor<?x2x4x2xf32> into tensor<?x2x1x4x2xf32>
  %5 = tensor.collapse_shape %4 [[0], [1], [2, 3], [4]] : tensor<?x2x1x4x2xf32> into tensor<?x2x4x2xf32>
  %6 = tensor.expand_shape %5 [[0], [1], [2], [3, 4]] output_shape [%d, 2, 4, 2, 1] : tensor<?x2x4x2xf32> into tensor<?x2x4x2x1xf32>
  %7 = tensor.collapse_shape %6 [[0], [1, 2], [3, 4]] : tensor<?x2x4x2x1xf32> into tensor<?x8x2xf32>
  %8 = tensor.expand_shape %7 [[0], [1, 2], [3, 4]] output_shape [%d, 2, 4, 2, 1] : tensor<?x8x2xf32> into tensor<?x2x4x2x1xf32>
  %9 = tensor.collapse_shape %8 [[0], [1], [2], [3, 4]] : tensor<?x2x4x2x1xf32> into tensor<?x2x4x2xf32>
  %10 = tensor.expand_shape %9 [[0], [1], [2, 3], [4]] output_shape [%d, 2, 2, 2, 2] : tensor<?x2x4x2xf32> into tensor<?x2x2x2x2xf32>
  %11 = tensor.collapse_shape %10 [[0], [1], [2], [3, 4]] : tensor<?x2x2x2x2xf32> into tensor<?x2x2x4xf32>
  %12 = tensor.expand_shape %11 [[0], [1], [2], [3, 4]] output_shape [%d, 2, 2, 2, 2] : tensor<?x2x2x4xf32> into tensor<?x2x2x2x2xf32>
  return %12 : tensor<?x2x2x2x2xf32>
}

// CHECK-LABEL: func.func @slices(
// CHECK-NEXT:  %extracted_slice = tensor.extract_slice %arg0[0, %arg2] [2, %arg2] [1, 1] : tensor<8x?xf32> to tensor<2x?xf32>
// CHECK-NEXT:  %cast = tensor.cast %extracted_slice : tensor<2x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:  %inserted_slice = tensor.insert_slice %extracted_slice into %arg1[%arg2, 2] [2, %arg2] [1, 1] : tensor<2x?xf32> into tensor<16x16xf32>
// CHECK-NEXT:  return %cast, %inserted_slice : tensor<?x?xf32>, tensor<16x16xf32>
func.func @slices(%t: tensor<8x?xf32>, %d: tensor<16x16xf32>, %i: index) -> (tensor<?x?xf32>, tensor<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %cast = tensor.cast %t : tensor<8x?xf32> to tensor<?x?xf32>
  %s = tensor.extract_slice %cast[%c0, %i] [%c2, %i] [%c1, %c1] : tensor<?x?xf32> to tensor<?x?xf32>
  %r = tensor.insert_slice %s into %d[%i, %c2] [%c2, %i] [1, %c1] : tensor<?x?xf32> into tensor<16x16xf32>
  return %s, %r : tensor<?x?xf32>, tensor<16x16xf32>
}

// CHECK-LABEL: func.func @empty_pad(
// CHECK-NEXT:  %0 = tensor.empty(%arg0) : tensor<3x?xf32>
// CHECK-NEXT:  %padded = tensor.pad %0 low[3, 0] high[1, 3] {
// CHECK-NEXT:  ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:  tensor.yield %arg1 : f32
// CHECK-NEXT:  } : tensor<3x?xf32> to tensor<7x?xf32>
// CHECK-NEXT:  %cast = tensor.cast %padded : tensor<7x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:  return %cast : tensor<?x?xf32>
func.func @empty_pad(%n: index, %v: f32) -> tensor<?x?xf32> {
  %c3 = arith.constant 3 : index
  %e = tensor.empty(%c3, %n) : tensor<?x?xf32>
  %p = tensor.pad %e low[%c3, 0] high[1, %c3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @cmpf_int(
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT:  %0 = arith.cmpi sle, %arg0, %c7_i16 : i16
// CHECK-NEXT:  %1 = arith.cmpi ne, %arg1, %arg2 : i8
// CHECK-NEXT:  %2 = arith.ori %arg1, %arg2 : i8
// CHECK-NEXT:  %3 = arith.extsi %2 : i8 to i64
// CHECK-NEXT:  return %0, %true, %false, %1, %3 : i1, i1, i1, i1, i64
func.func @cmpf_int(%a: i16, %b: i8, %c: i8) -> (i1, i1, i1, i1, i64) {
  %cst = arith.constant 7.5 : f32
  %cst2 = arith.constant -1.0e+06 : f32
  %0 = arith.sitofp %a : i16 to f32
  %1 = arith.cmpf olt, %0, %cst : f32
  %2 = arith.cmpf uge, %0, %cst2 : f32
  %3 = arith.uitofp %a : i16 to f32
  %4 = arith.cmpf oeq, %3, %cst : f32
  %e0 = arith.extui %b : i8 to i32
  %e1 = arith.extui %c : i8 to i32
  %5 = arith.cmpi ne, %e0, %e1 : i32
  %x = arith.extsi %b : i8 to i64
  %y = arith.extsi %c : i8 to i64
  %6 = arith.ori %x, %y : i64
  return %1, %2, %4, %5, %6 : i1, i1, i1, i1, i64
}
