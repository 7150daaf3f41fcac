// RUN: oxir-opt --allow-unregistered-dialect --one-shot-bufferize=allow-unknown-ops %s | FileCheck %s

// Ops without a bufferization model (unregistered ops, arith on tensors, and func.return and
// func.call without function boundaries) in MLIR's One-Shot Analysis: it decides their operands
// in place or not as any other (they read and write them, and may return any of them as any
// tensor result, whose buffer may not be written), but never copies for them. A returned view of
// a function argument therefore makes the view out of place: the view's result is copied (the
// view reads nothing), not the return's operand. An op with tensor results (arith.muli) keeps its
// operands out of place, so that it writes nothing.
// The CHECK lines are mlir-opt 22's output.
func.func @collapse_arg(%t: tensor<?x3xf32>) -> tensor<?xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<?x3xf32> into tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @collapse_op(%t: tensor<4x3xf32>, %i: index) -> tensor<?xf32> {
  %s = tensor.extract_slice %t[0, 0] [%i, 3] [1, 1] : tensor<4x3xf32> to tensor<?x3xf32>
  %f = arith.constant 1.0 : f32
  %0 = tensor.collapse_shape %s [[0, 1]] : tensor<?x3xf32> into tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @reshape_arg(%t: tensor<2x3xf32>, %s: tensor<1xindex>) -> tensor<6xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
func.func @direct(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
func.func @slice(%t: tensor<4xf32>) -> tensor<2xf32> {
  %s = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}
func.func @unknown(%t: tensor<4xf32>) -> tensor<2xf32> {
  %s = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  "test.foo"(%s) : (tensor<2xf32>) -> ()
  %c = arith.constant dense<1.0> : tensor<2xf32>
  "test.foo"(%c) : (tensor<2xf32>) -> ()
  return %c : tensor<2xf32>
}
func.func @f1(%arg0: tensor<2xi64>) {
  %t = tensor.empty() : tensor<2xi64>
  %v = arith.muli %arg0, %t : tensor<2xi64>
  return
}
func.func @f2(%arg0: tensor<2xi64>) {
  %v = arith.muli %arg0, %arg0 : tensor<2xi64>
  "test.use"(%v) : (tensor<2xi64>) -> ()
  return
}
func.func @f3(%arg0: tensor<2xi64>) {
  "test.foo"(%arg0) : (tensor<2xi64>) -> ()
  return
}
func.func @g(%arg0: tensor<4xi64>) -> tensor<2xi64> {
  %s = tensor.extract_slice %arg0[0] [2] [1] : tensor<4xi64> to tensor<2xi64>
  %v = arith.muli %s, %s : tensor<2xi64>
  return %s : tensor<2xi64>
}
func.func @h(%arg0: tensor<4xi64>) -> tensor<2xi64> {
  %s = tensor.extract_slice %arg0[0] [2] [1] : tensor<4xi64> to tensor<2xi64>
  %r = call @k(%s) : (tensor<2xi64>) -> tensor<2xi64>
  %u = "test.bar"(%s) : (tensor<2xi64>) -> tensor<2xi64>
  return %s : tensor<2xi64>
}
func.func private @k(tensor<2xi64>) -> tensor<2xi64>

// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT: func.func @collapse_arg(%arg0: tensor<?x3xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %0, %c0 : memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x3xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<?x3xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1]] : memref<?x3xf32> into memref<?xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = memref.dim %collapse_shape, %c0_0 : memref<?xf32>
// CHECK-NEXT: %alloc_2 = memref.alloc(%dim_1) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %collapse_shape, %alloc_2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc_2 : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %2 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @collapse_op(%arg0: tensor<4x3xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4x3xf32> to memref<4x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %0[0, 0] [%arg1, 3] [1, 1] : memref<4x3xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %subview, %c0 : memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x3xf32>
// CHECK-NEXT: memref.copy %subview, %alloc : memref<?x3xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1]] : memref<?x3xf32> into memref<?xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %collapse_shape : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %1 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reshape_arg(%arg0: tensor<2x3xf32>, %arg1: tensor<1xindex>) -> tensor<6xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<1xindex> to memref<1xindex, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32>
// CHECK-NEXT: %reshape = memref.reshape %alloc(%1) : (memref<2x3xf32>, memref<1xindex, strided<[?], offset: ?>>) -> memref<6xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CHECK-NEXT: memref.copy %reshape, %alloc_0 : memref<6xf32> to memref<6xf32>
// CHECK-NEXT: %3 = bufferization.to_tensor %alloc_0 : memref<6xf32> to tensor<6xf32>
// CHECK-NEXT: return %3 : tensor<6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @direct(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @slice(%arg0: tensor<4xf32>) -> tensor<2xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %0[0] [2] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT: memref.copy %subview, %alloc : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<2xf32> to tensor<2xf32>
// CHECK-NEXT: return %1 : tensor<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unknown(%arg0: tensor<4xf32>) -> tensor<2xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %0[0] [2] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT: memref.copy %subview, %alloc : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<2xf32> to tensor<2xf32>
// CHECK-NEXT: "test.foo"(%1) : (tensor<2xf32>) -> ()
// CHECK-NEXT: %2 = memref.get_global @__constant_2xf32 : memref<2xf32>
// CHECK-NEXT: %3 = bufferization.to_tensor %2 : memref<2xf32> to tensor<2xf32>
// CHECK-NEXT: "test.foo"(%3) : (tensor<2xf32>) -> ()
// CHECK-NEXT: return %3 : tensor<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f1(%arg0: tensor<2xi64>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xi64>
// CHECK-NEXT: %0 = bufferization.to_tensor %alloc : memref<2xi64> to tensor<2xi64>
// CHECK-NEXT: %1 = arith.muli %arg0, %0 : tensor<2xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f2(%arg0: tensor<2xi64>) {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : tensor<2xi64>
// CHECK-NEXT: "test.use"(%0) : (tensor<2xi64>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f3(%arg0: tensor<2xi64>) {
// CHECK-NEXT: "test.foo"(%arg0) : (tensor<2xi64>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: tensor<4xi64>) -> tensor<2xi64> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xi64> to memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %0[0] [2] [1] : memref<4xi64, strided<[?], offset: ?>> to memref<2xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xi64>
// CHECK-NEXT: memref.copy %subview, %alloc : memref<2xi64, strided<[?], offset: ?>> to memref<2xi64>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<2xi64> to tensor<2xi64>
// CHECK-NEXT: %2 = arith.muli %1, %1 : tensor<2xi64>
// CHECK-NEXT: return %1 : tensor<2xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h(%arg0: tensor<4xi64>) -> tensor<2xi64> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xi64> to memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %0[0] [2] [1] : memref<4xi64, strided<[?], offset: ?>> to memref<2xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xi64>
// CHECK-NEXT: memref.copy %subview, %alloc : memref<2xi64, strided<[?], offset: ?>> to memref<2xi64>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<2xi64> to tensor<2xi64>
// CHECK-NEXT: %2 = call @k(%1) : (tensor<2xi64>) -> tensor<2xi64>
// CHECK-NEXT: %3 = "test.bar"(%1) : (tensor<2xi64>) -> tensor<2xi64>
// CHECK-NEXT: return %1 : tensor<2xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @k(tensor<2xi64>) -> tensor<2xi64>
// CHECK-NEXT: }
