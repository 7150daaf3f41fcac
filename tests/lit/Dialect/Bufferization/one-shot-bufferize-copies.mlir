// RUN: oxir-opt --one-shot-bufferize --split-input-file %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

// An unused tensor.empty or alloc_tensor is erased, not allocated.
func.func @unused_empty(%n: index) -> index {
  %0 = tensor.empty(%n) : tensor<?xf32>
  %1 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %c = arith.constant 0 : index
  %2 = tensor.empty() : tensor<4xf32>
  %3 = tensor.dim %2, %c : tensor<4xf32>
  return %3 : index
}

// CHECK-LABEL: func.func @unused_empty(%arg0: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %dim = memref.dim %alloc, %c0 : memref<4xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }

// -----

// A view whose result is copied: every user but tensor.dim uses the copy, views included.
func.func @copied_view(%i: index) -> (f32, index, index, f32) {
  %s = arith.constant dense<[-2.500000e+00, 1.000000e+00]> : tensor<2xf32>
  %e = tensor.expand_shape %s [[0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
  %d = tensor.dim %e, %i : tensor<1x2xf32>
  %rk = tensor.rank %e : tensor<1x2xf32>
  %x = tensor.extract %e[%i, %i] : tensor<1x2xf32>
  %f = arith.constant 4.200000e+01 : f32
  %sl = tensor.extract_slice %e[0, 1] [1, 1] [1, 1] : tensor<1x2xf32> to tensor<1x1xf32>
  %k0 = arith.constant 0 : index
  %ins = tensor.insert %f into %sl[%k0, %k0] : tensor<1x1xf32>
  %r = tensor.extract %ins[%k0, %k0] : tensor<1x1xf32>
  return %r, %d, %rk, %x : f32, index, index, f32
}

// CHECK: memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense<[-2.500000e+00, 1.000000e+00]> {alignment = 64 : i64}
// CHECK-LABEL: func.func @copied_view(%arg0: index) -> (f32, index, index, f32) {
// CHECK-NEXT: %0 = memref.get_global @__constant_2xf32 : memref<2xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %0 {{\[\[}}0, 1]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x2xf32>
// CHECK-NEXT: memref.copy %expand_shape, %alloc : memref<1x2xf32> to memref<1x2xf32>
// CHECK-NEXT: %dim = memref.dim %expand_shape, %arg0 : memref<1x2xf32>
// CHECK-NEXT: %1 = memref.rank %alloc : memref<1x2xf32>
// CHECK-NEXT: %2 = memref.load %alloc[%arg0, %arg0] : memref<1x2xf32>
// CHECK-NEXT: %cst = arith.constant 4.200000e+01 : f32
// CHECK-NEXT: %subview = memref.subview %alloc[0, 1] [1, 1] [1, 1] : memref<1x2xf32> to memref<1x1xf32, strided<[2, 1], offset: 1>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %cst, %subview[%c0, %c0] : memref<1x1xf32, strided<[2, 1], offset: 1>>
// CHECK-NEXT: %3 = memref.load %subview[%c0, %c0] : memref<1x1xf32, strided<[2, 1], offset: 1>>
// CHECK-NEXT: return %3, %dim, %1, %2 : f32, index, index, f32
// CHECK-NEXT: }

// -----

// Inserting a slice back where it was extracted from writes the data that is there: a later
// read of the slice does not conflict with it.
func.func @reinsert_slice(%i: index) -> i64 {
  %c8 = arith.constant 8 : index
  %t = tensor.empty(%c8) : tensor<?xi64>
  %s = tensor.extract_slice %t[0] [1] [1] : tensor<?xi64> to tensor<1xi64>
  %u = tensor.insert_slice %s into %t[0] [1] [1] : tensor<1xi64> into tensor<?xi64>
  %x = tensor.extract %s[%i] : tensor<1xi64>
  return %x : i64
}

// CHECK-LABEL: func.func @reinsert_slice(%arg0: index) -> i64 {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %alloc = memref.alloc(%c8) {alignment = 64 : i64} : memref<?xi64>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [1] [1] : memref<?xi64> to memref<1xi64, strided<[1]>>
// CHECK-NEXT: %subview_0 = memref.subview %alloc[0] [1] [1] : memref<?xi64> to memref<1xi64, strided<[1]>>
// CHECK-NEXT: memref.copy %subview, %subview_0 : memref<1xi64, strided<[1]>> to memref<1xi64, strided<[1]>>
// CHECK-NEXT: %0 = memref.load %subview[%arg0] : memref<1xi64, strided<[1]>>
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
