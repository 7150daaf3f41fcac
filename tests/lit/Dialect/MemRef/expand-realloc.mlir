// RUN: oxir-opt %s --expand-realloc | FileCheck %s
// RUN: oxir-opt %s --expand-realloc=emit-deallocs=false | FileCheck %s --check-prefix=NODEALLOC
// RUN: oxir-opt %s --buffer-deallocation-pipeline | FileCheck %s --check-prefix=PIPE
// `memref.realloc` expanded as MLIR's ExpandReallocPass: grow (a new allocation, the old
// contents copied into its leading part, the old buffer deallocated) when the old size is smaller,
// else a reinterpret_cast of the old buffer; static sizes as constants.

// NODEALLOC-NOT: memref.dealloc
// The deallocation pipeline starts with `expand-realloc{emit-deallocs=false}`, as MLIR's.
// PIPE-NOT: memref.realloc
// PIPE-LABEL: func.func @dyn(
// PIPE: %[[GROW:.*]] = arith.cmpi ult, %dim, %arg1 : index
// PIPE: scf.if %[[GROW]]
// CHECK-LABEL: func.func @dyn(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
func.func @dyn(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// CHECK-LABEL: func.func @st(%arg0: memref<2xf32>) -> memref<4xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c2, %c4 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 8 : i64} : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
func.func @st(%m: memref<2xf32>) -> memref<4xf32> {
  %r = memref.realloc %m {alignment = 8} : memref<2xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

// CHECK-LABEL: func.func @mixed(%arg0: memref<?xf32>) -> memref<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %c4 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<4xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @mixed(%m: memref<?xf32>) -> memref<4xf32> {
  %r = memref.realloc %m : memref<?xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

