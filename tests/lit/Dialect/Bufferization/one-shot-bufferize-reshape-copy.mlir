// RUN: oxir-opt --one-shot-bufferize %s | FileCheck %s

// A tensor.collapse_shape whose source buffer cannot be collapsed (a fully dynamic layout) and a
// tensor.reshape whose source buffer has a layout copy the source into a new buffer. As MLIR
// does, the rewrite takes the source's buffer first (a `to_buffer` then left unused), then
// copies through a new `alloc_tensor copy(...)` that is bufferized after the other ops of the
// function, so that its own `to_buffer` is made last (the first at the function's start).
// The CHECK lines are mlir-opt 22's output.
func.func @collapse(%t: tensor<?x3xf32>) -> f32 {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<?x3xf32> into tensor<?xf32>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %0[%c0] : tensor<?xf32>
  %e2 = tensor.extract %t[%c0, %c0] : tensor<?x3xf32>
  %s = arith.addf %e, %e2 : f32
  return %s : f32
}
func.func @reshape(%t: tensor<2x3xf32>, %s: tensor<1xindex>) -> f32 {
  %0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<6xf32>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %0[%c0] : tensor<6xf32>
  return %e : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @collapse(%arg0: tensor<?x3xf32>) -> f32 {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %0, %c0 : memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x3xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<?x3xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1]] : memref<?x3xf32> into memref<?xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %3 = memref.load %collapse_shape[%c0_0] : memref<?xf32>
// CHECK-NEXT: %4 = memref.load %1[%c0_0, %c0_0] : memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %5 = arith.addf %3, %4 : f32
// CHECK-NEXT: return %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reshape(%arg0: tensor<2x3xf32>, %arg1: tensor<1xindex>) -> f32 {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<1xindex> to memref<1xindex, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32>
// CHECK-NEXT: %reshape = memref.reshape %alloc(%1) : (memref<2x3xf32>, memref<1xindex, strided<[?], offset: ?>>) -> memref<6xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %3 = memref.load %reshape[%c0] : memref<6xf32>
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
