// RUN: oxir-opt %s --buffer-deallocation-simplification --allow-unregistered-dialect | FileCheck %s

// Expected output is mlir-opt 22's.

// CHECK: module {
// CHECK-NEXT:   func.func @drop_retained(%arg0: memref<2xf32>, %arg1: i1) -> (i1, i1) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     return %false, %false : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @contained_in_retained(%arg0: i1, %arg1: i1) -> (memref<2xf32>, i1) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     return %alloc, %arg0 : memref<2xf32>, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @split(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     "test.use"(%alloc, %alloc_0, %alloc_1) : (memref<2xf32>, memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:     bufferization.dealloc (%alloc_0 : memref<4xf32>) if (%arg1)
// CHECK-NEXT:     %0 = arith.ori %arg0, %arg1 : i1
// CHECK-NEXT:     bufferization.dealloc (%alloc : memref<2xf32>) if (%0)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// buffer-deallocation-simplification: retained values that cannot alias the freed memrefs
// are dropped (their result is false), a memref that is surely retained is not freed, memrefs
// that alias no other are split into their own deallocs, and the dealloc canonicalizations
// (duplicates, false conditions, empty deallocs) apply.
func.func @drop_retained(%arg0: memref<2xf32>, %c: i1) -> (i1, i1) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  %r:2 = bufferization.dealloc (%0 : memref<2xf32>) if (%c) retain (%1, %arg0 : memref<2xf32>, memref<2xf32>)
  return %r#0, %r#1 : i1, i1
}
func.func @contained_in_retained(%c: i1, %d: i1) -> (memref<2xf32>, i1) {
  %0 = memref.alloc() : memref<2xf32>
  %r = bufferization.dealloc (%0 : memref<2xf32>) if (%c) retain (%0 : memref<2xf32>)
  return %0, %r : memref<2xf32>, i1
}
func.func @split(%c: i1, %d: i1) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloc() : memref<4xf32>
  %false = arith.constant false
  %2 = memref.alloc() : memref<4xf32>
  "test.use"(%0, %1, %2) : (memref<2xf32>, memref<4xf32>, memref<4xf32>) -> ()
  bufferization.dealloc (%0, %1, %0, %2 : memref<2xf32>, memref<4xf32>, memref<2xf32>, memref<4xf32>) if (%c, %d, %d, %false)
  return
}
