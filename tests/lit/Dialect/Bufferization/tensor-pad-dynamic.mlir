// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// tensor.pad with a dynamic result: the sizes are source dim + low + high, as affine.apply ops (first
// those of the generate-like body, then the reified shape that sizes the allocation, folded), as
// mlir-opt 22 prints them (the CHECK lines are its output for this file).
// CHECK-DAG: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-DAG: #map1 = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// CHECK-DAG: #map2 = affine_map<()[s0] -> (s0 + 4)>
// CHECK-DAG: #map3 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @pad(%arg0: memref<?x4xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index) -> memref<?x6xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %arg1, %arg2]
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0_0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = affine.apply #map()[%dim_1, %arg1, %arg2]
// CHECK-NEXT: %alloc = memref.alloc(%1) {alignment = 64 : i64} : memref<?x6xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?x6xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c0_2 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[%arg1, 1] [%dim_3, 4] [1, 1] : memref<?x6xf32> to memref<?x4xf32, strided<[6, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[6, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x6xf32> to memref<?x6xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?x6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad_a(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> memref<?x?xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %c2, %arg1]
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %1 = affine.apply #map()[%dim_0, %c1_1, %c3]
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c0_2 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = affine.apply #map1()[%dim_3, %arg1]
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %dim_5 = memref.dim %arg0, %c1_4 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %3 = affine.apply #map2()[%dim_5]
// CHECK-NEXT: %alloc = memref.alloc(%2, %3) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?x?xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %4 = linalg.index 0 : index
// CHECK-NEXT: %5 = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %dim_7 = memref.dim %arg0, %c0_6 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c1_8 = arith.constant 1 : index
// CHECK-NEXT: %dim_9 = memref.dim %arg0, %c1_8 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[2, 1] [%dim_7, %dim_9] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad_b(%arg0: memref<2x?xi32, strided<[?, ?], offset: ?>>, %arg1: index) -> memref<4x?xi32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<2x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %arg1, %c0]
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c1_0 : memref<2x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = affine.apply #map3()[%dim_1, %arg1]
// CHECK-NEXT: %alloc = memref.alloc(%1) {alignment = 64 : i64} : memref<4x?xi32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<4x?xi32>)
// CHECK-NEXT: (%init: i32) {
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = linalg.index 1 : index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: linalg.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1_2 : memref<2x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[1, %arg1] [2, %dim_3] [1, 1] : memref<4x?xi32> to memref<2x?xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<2x?xi32, strided<[?, ?], offset: ?>> to memref<2x?xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x?xi32> to memref<4x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<4x?xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad_c(%arg0: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %c0_0, %c0_1]
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c0_2 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim_3) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %1 = linalg.index 0 : index
// CHECK-NEXT: linalg.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %dim_5 = memref.dim %arg0, %c0_4 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim_5] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @pad(%t: tensor<?x4xf32>, %l: index, %h: index) -> tensor<?x6xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%l, 1] high[%h, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  return %p : tensor<?x6xf32>
}
func.func @pad_a(%t: tensor<?x?xf32>, %h: index) -> tensor<?x?xf32> {
  %cst = arith.constant 1.0 : f32
  %p = tensor.pad %t low[2, 1] high[%h, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @pad_b(%t: tensor<2x?xi32>, %l: index) -> tensor<4x?xi32> {
  %p = tensor.pad %t low[1, %l] high[1, 0] {
  ^bb0(%i: index, %j: index):
    %v = arith.index_cast %j : index to i32
    tensor.yield %v : i32
  } : tensor<2x?xi32> to tensor<4x?xi32>
  return %p : tensor<4x?xi32>
}
func.func @pad_c(%t: tensor<?xf32>) -> tensor<?xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %t low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

