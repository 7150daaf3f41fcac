// RUN: oxir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// Expected output is mlir-opt 22's.

// CHECK: module {
// CHECK-NEXT:   func.func @dealloc(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: i1, %arg3: i1) -> (i1, i1, i1) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = arith.ori %arg2, %arg3 : i1
// CHECK-NEXT:     %1:2 = bufferization.dealloc (%arg0 : memref<2xf32>) if (%0) retain (%arg1, %arg0 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT:     return %1#0, %1#1, %false : i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone(%arg0: memref<2xf32>) -> memref<?xf32> {
// CHECK-NEXT:     %0 = bufferization.clone %arg0 : memref<2xf32> to memref<?xf32>
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT:     return %0 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// Canonicalization of bufferization.dealloc (duplicate memrefs and retained values merged,
// false conditions dropped, the base buffer of an allocation replaced by the allocation, an
// allocation used only by the dealloc erased, an empty dealloc replaced by false) and of
// bufferization.clone (a cast input folded; a clone whose copy is freed in its block replaced by
// its source).
func.func @dealloc(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %c: i1, %d: i1) -> (i1, i1, i1) {
  %false = arith.constant false
  %0 = memref.alloc() : memref<2xf32>
  %base, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
  %1 = memref.alloc() : memref<4xf32>
  %r:3 = bufferization.dealloc (%arg0, %arg0, %arg1, %base, %1 : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<f32>, memref<4xf32>) if (%c, %d, %false, %c, %d) retain (%arg1, %arg1, %arg0 : memref<2xf32>, memref<2xf32>, memref<2xf32>)
  %e = bufferization.dealloc (%arg1 : memref<2xf32>) if (%false) retain (%arg0 : memref<2xf32>)
  return %r#0, %r#2, %e : i1, i1, i1
}
func.func @clone(%arg0: memref<2xf32>) -> memref<?xf32> {
  %0 = memref.cast %arg0 : memref<2xf32> to memref<?xf32>
  %1 = bufferization.clone %0 : memref<?xf32> to memref<?xf32>
  %2 = memref.alloc() : memref<2xf32>
  %3 = bufferization.clone %2 : memref<2xf32> to memref<2xf32>
  "test.use"(%3) : (memref<2xf32>) -> ()
  memref.dealloc %3 : memref<2xf32>
  return %1 : memref<?xf32>
}
