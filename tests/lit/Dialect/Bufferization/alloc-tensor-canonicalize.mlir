// RUN: oxir-opt %s --split-input-file --allow-unregistered-dialect --canonicalize | FileCheck %s
// `bufferization.alloc_tensor`'s canonicalizations: constant non-negative sizes become static
// dimensions behind a `tensor.cast` (the new op has no size_hint nor memory_space, as MLIR's
// builder makes it), and `tensor.dim` of a dynamic dimension is the size or a dim of the copy.

func.func @static_dims(%n: index, %h: index) -> (tensor<?x?x?xf32>, tensor<?xi8>, tensor<?xi8>) {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %m = arith.constant -2 : index
  %0 = bufferization.alloc_tensor(%c4, %n, %c0) : tensor<?x?x?xf32>
  %1 = bufferization.alloc_tensor(%c4) size_hint=%h {memory_space = 3 : i64} : tensor<?xi8>
  %2 = bufferization.alloc_tensor(%m) : tensor<?xi8>
  return %0, %1, %2 : tensor<?x?x?xf32>, tensor<?xi8>, tensor<?xi8>
}

// CHECK-LABEL: func.func @static_dims(%arg0: index, %arg1: index) -> (tensor<?x?x?xf32>, tensor<?xi8>, tensor<?xi8>) {
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg0) : tensor<4x?x0xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4x?x0xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor() : tensor<4xi8>
// CHECK-NEXT: %cast_0 = tensor.cast %1 : tensor<4xi8> to tensor<?xi8>
// CHECK-NEXT: %2 = bufferization.alloc_tensor(%c-2) : tensor<?xi8>
// CHECK-NEXT: return %cast, %cast_0, %2 : tensor<?x?x?xf32>, tensor<?xi8>, tensor<?xi8>
// CHECK-NEXT: }

// -----

func.func @dim_of_alloc_tensor(%n: index, %t: tensor<?x8xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %0 = bufferization.alloc_tensor(%n, %n) : tensor<?x3x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x3x?xf32>
  %i = "foo.index"() : () -> index
  %d2 = tensor.dim %0, %i : tensor<?x3x?xf32>
  %d5 = tensor.dim %0, %c5 : tensor<?x3x?xf32>
  %1 = bufferization.alloc_tensor() copy(%t) : tensor<?x8xf32>
  %e0 = tensor.dim %1, %c0 : tensor<?x8xf32>
  "foo.use"(%0, %1) : (tensor<?x3x?xf32>, tensor<?x8xf32>) -> ()
  return %d0, %d2, %d5, %e0 : index, index, index, index
}

// CHECK-LABEL: func.func @dim_of_alloc_tensor(%arg0: index, %arg1: tensor<?x8xf32>) -> (index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg0, %arg0) : tensor<?x3x?xf32>
// CHECK-NEXT: %1 = "foo.index"() : () -> index
// CHECK-NEXT: %dim = tensor.dim %0, %1 : tensor<?x3x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %0, %c5 : tensor<?x3x?xf32>
// CHECK-NEXT: %2 = bufferization.alloc_tensor() copy(%arg1) : tensor<?x8xf32>
// CHECK-NEXT: %dim_1 = tensor.dim %arg1, %c0 : tensor<?x8xf32>
// CHECK-NEXT: "foo.use"(%0, %2) : (tensor<?x3x?xf32>, tensor<?x8xf32>) -> ()
// CHECK-NEXT: return %arg0, %dim, %dim_0, %dim_1 : index, index, index, index
// CHECK-NEXT: }
