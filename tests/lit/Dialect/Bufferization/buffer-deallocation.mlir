// RUN: oxir-opt %s -one-shot-bufferize="bufferize-function-boundaries" --canonicalize -buffer-deallocation-pipeline -split-input-file | FileCheck %s

// buffer-deallocation-pipeline after One-Shot Bufferize; expected output is mlir-opt 22's.

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense<3.500000e+00> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @__constant_3x3xi32 : memref<3x3xi32> = dense<2> {alignment = 64 : i64}
// CHECK-NEXT:   func.func private @printMemrefI32(memref<*xi32>)
// CHECK-NEXT:   func.func private @printMemrefF32(memref<*xf32>)
// CHECK-NEXT:   func.func @entry() {
// CHECK-NEXT:     %0 = memref.get_global @__constant_3x3xi32 : memref<3x3xi32>
// CHECK-NEXT:     %1 = memref.get_global @__constant_2xf32 : memref<2xf32>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x3xi32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<3x3xi32> to memref<3x3xi32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<3x3xi32> to memref<*xi32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:     memref.copy %1, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:     %cast_1 = memref.cast %alloc_0 : memref<2xf32> to memref<*xf32>
// CHECK-NEXT:     call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
// CHECK-NEXT:     call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
// CHECK-NEXT:     memref.dealloc %alloc : memref<3x3xi32>
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Allocations that stay in their block are freed before its terminator, in allocation order.
func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefF32(tensor<*xf32>)
func.func @entry() {
  %i32 = arith.constant dense<2> : tensor<3x3xi32>
  %f32 = arith.constant dense<3.5> : tensor<2xf32>
  %1 = tensor.cast %i32 : tensor<3x3xi32> to tensor<*xi32>
  %2 = tensor.cast %f32 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefI32(%1) : (tensor<*xi32>) -> ()
  call @printMemrefF32(%2) : (tensor<*xf32>) -> ()
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @returned(%arg0: index, %arg1: f32) -> memref<?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c0] : memref<?xf32>
// CHECK-NEXT:     return %alloc : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// A buffer that is returned is not freed here.
func.func @returned(%n: index, %v: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty(%n) : tensor<?xf32>
  %t = tensor.insert %v into %e[%c0] : tensor<?xf32>
  return %t : tensor<?xf32>
}


// -----

// The buffers a call returns are the caller's to free (the callee here returns only a buffer it
// allocated): through their base buffers, in the loop body before the yield and before the return.

// CHECK-LABEL: func.func @calls(
// CHECK:         scf.for
// CHECK-NEXT:      %[[R:.*]] = func.call @fresh(%{{.*}}) : (f32) -> memref<4xf32>
// CHECK-NEXT:      %[[B:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[R]] : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:      memref.dealloc %[[B]] : memref<f32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[L:.*]] = call @fresh(%{{.*}}) : (f32) -> memref<4xf32>
// CHECK-NEXT:    %[[X:.*]] = memref.load %[[L]][%{{.*}}] : memref<4xf32>
// CHECK-NEXT:    %[[LB:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[L]] : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:    memref.dealloc %[[LB]] : memref<f32>
// CHECK-NEXT:    return %[[X]] : f32
func.func @fresh(%v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @calls(%n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = func.call @fresh(%v) : (f32) -> tensor<4xf32>
  }
  %l = call @fresh(%v) : (f32) -> tensor<4xf32>
  %x = tensor.extract %l[%c0] : tensor<4xf32>
  return %x : f32
}
