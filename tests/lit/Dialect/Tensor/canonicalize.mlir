// RUN: oxir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @folds(
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[F2:.*]] = arith.constant 2.000000e+00 : f32
// CHECK:         %[[CAST:.*]] = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:    %[[DIM:.*]] = tensor.dim %arg0, %[[C1]] : tensor<4x?xf32>
// CHECK-NEXT:    %[[SL:.*]] = tensor.extract_slice %arg0[0, 0] [4, %arg3] [1, 1]
// CHECK-NEXT:    return %[[C4]], %[[C2]], %arg2, %arg1, %[[F2]], %arg0, %[[CAST]], %[[DIM]], %[[SL]]
func.func @folds(%t: tensor<4x?xf32>, %s: f32, %i: index, %j: index, %u: tensor<*xf32>) -> (index, index, index, f32, f32, tensor<4x?xf32>, tensor<?x?xf32>, index, tensor<4x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // dim of a static dimension; rank of a ranked tensor; dim of tensor.empty.
  %d0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %r = tensor.rank %t : tensor<4x?xf32>
  %e = tensor.empty(%i) : tensor<2x?xf32>
  %d1 = tensor.dim %e, %c1 : tensor<2x?xf32>
  // extract of from_elements and of a constant.
  %fe = tensor.from_elements %s, %s, %s, %s : tensor<2x2xf32>
  %x = tensor.extract %fe[%c1, %c0] : tensor<2x2xf32>
  %cst = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %y = tensor.extract %cst[%c1] : tensor<3xf32>
  // Cast chains: back to the source type folds; through an unranked type keeps one cast.
  %c1a = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %c2 = tensor.cast %c1a : tensor<?x?xf32> to tensor<4x?xf32>
  %c3 = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %c4 = tensor.cast %c3 : tensor<*xf32> to tensor<?x?xf32>
  // dim of a cast reads the cast's source.
  %ds = tensor.dim %c1a, %c1 : tensor<?x?xf32>
  // Not an identity slice (the size is dynamic).
  %sl = tensor.extract_slice %t[0, 0] [4, %j] [1, 1] : tensor<4x?xf32> to tensor<4x?xf32>
  return %d0, %r, %d1, %x, %y, %c2, %c4, %ds, %sl : index, index, index, f32, f32, tensor<4x?xf32>, tensor<?x?xf32>, index, tensor<4x?xf32>
}

// CHECK-LABEL: func.func @slices(
// CHECK-NEXT:    %[[CST:.*]] = arith.constant dense<2.000000e+00> : tensor<2x2xf32>
// CHECK-NEXT:    return %arg0, %arg1, %arg0, %[[CST]], %arg0
func.func @slices(%t: tensor<8x16xf32>, %u: tensor<4x4xf32>) -> (tensor<8x16xf32>, tensor<4x4xf32>, tensor<8x16xf32>, tensor<2x2xf32>, tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [8, 16] [1, 1] : tensor<8x16xf32> to tensor<8x16xf32>
  %1 = tensor.insert_slice %u into %t[2, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  %2 = tensor.extract_slice %1[2, 2] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %3 = tensor.extract_slice %t[1, 1] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %4 = tensor.insert_slice %3 into %t[1, 1] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  %cst = arith.constant dense<2.0> : tensor<8x16xf32>
  %5 = tensor.extract_slice %cst[0, 0] [2, 2] [1, 1] : tensor<8x16xf32> to tensor<2x2xf32>
  %6 = tensor.collapse_shape %t [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
  %7 = tensor.expand_shape %6 [[0, 1]] output_shape [8, 16] : tensor<128xf32> into tensor<8x16xf32>
  return %0, %2, %4, %5, %7 : tensor<8x16xf32>, tensor<4x4xf32>, tensor<8x16xf32>, tensor<2x2xf32>, tensor<8x16xf32>
}

// CHECK-LABEL: func.func @consts(
// CHECK-DAG:     %[[FE:.*]] = arith.constant dense<[3, 4]> : tensor<2xi32>
// CHECK-DAG:     %[[SP:.*]] = arith.constant dense<1.500000e+00> : tensor<4xf32>
// CHECK:         return %[[FE]], %[[SP]], %arg0
func.func @consts(%t: tensor<4xf32>) -> (tensor<2xi32>, tensor<4xf32>, tensor<4xf32>) {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %fe = tensor.from_elements %a, %b : tensor<2xi32>
  %f = arith.constant 1.5 : f32
  %sp = tensor.splat %f : tensor<4xf32>
  %p = tensor.pad %t low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<4xf32>
  return %fe, %sp, %p : tensor<2xi32>, tensor<4xf32>, tensor<4xf32>
}
