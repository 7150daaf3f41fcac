// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops \
// RUN: | FileCheck %s --check-prefix=LOOPS

// tensor.generate, tensor.splat and tensor.pad (static result shapes) bufferize to
// memref.alloc + linalg.map outs(%alloc) (the body with linalg.index for the index arguments),
// the pad then copies its source into a subview; then convert-linalg-to-loops. Expected output
// is mlir-opt 22's.

// CHECK: module {
// CHECK-NEXT: func.func @gen(%arg0: index) -> memref<?x3xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x3xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?x3xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %0 = linalg.index 0 : index
// CHECK-NEXT: %1 = linalg.index 1 : index
// CHECK-NEXT: %2 = arith.addi %0, %1 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.sitofp %3 : i32 to f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @gen0() -> memref<i64> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<i64>
// CHECK-NEXT: linalg.map outs(%alloc : memref<i64>)
// CHECK-NEXT: (%init: i64) {
// CHECK-NEXT: %c42_i64 = arith.constant 42 : i64
// CHECK-NEXT: linalg.yield %c42_i64 : i64
// CHECK-NEXT: }
// CHECK-NEXT: %cast = memref.cast %alloc : memref<i64> to memref<i64, strided<[], offset: ?>>
// CHECK-NEXT: return %alloc : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @splat(%arg0: f32) -> memref<2x3xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<2x3xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: linalg.yield %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @splatd(%arg0: i32, %arg1: index, %arg2: index) -> memref<?x4x?xi32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg1, %arg2) {alignment = 64 : i64} : memref<?x4x?xi32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?x4x?xi32>)
// CHECK-NEXT: (%init: i32) {
// CHECK-NEXT: linalg.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x4x?xi32> to memref<?x4x?xi32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?x4x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pad(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>, %arg1: f32) -> memref<4x7xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x7xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<4x7xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %0 = linalg.index 0 : index
// CHECK-NEXT: %1 = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %subview = memref.subview %alloc[1, 2] [2, 3] [1, 1] : memref<4x7xf32> to memref<2x3xf32, strided<[7, 1], offset: 9>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[7, 1], offset: 9>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x7xf32> to memref<4x7xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<4x7xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pad_index(%arg0: index) -> memref<5xindex> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xindex>
// CHECK-NEXT: linalg.map outs(%alloc : memref<3xindex>)
// CHECK-NEXT: (%init: index) {
// CHECK-NEXT: %0 = linalg.index 0 : index
// CHECK-NEXT: linalg.yield %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<5xindex>
// CHECK-NEXT: linalg.map outs(%alloc_0 : memref<5xindex>)
// CHECK-NEXT: (%init: index) {
// CHECK-NEXT: %0 = linalg.index 0 : index
// CHECK-NEXT: %1 = arith.muli %0, %arg0 : index
// CHECK-NEXT: linalg.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: %subview = memref.subview %alloc_0[2] [3] [1] : memref<5xindex> to memref<3xindex, strided<[1], offset: 2>>
// CHECK-NEXT: memref.copy %alloc, %subview : memref<3xindex> to memref<3xindex, strided<[1], offset: 2>>
// CHECK-NEXT: %cast = memref.cast %alloc_0 : memref<5xindex> to memref<5xindex, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc_0 : memref<5xindex>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pad_extract(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<5xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %1 = linalg.index 0 : index
// CHECK-NEXT: linalg.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<5xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: %0 = memref.load %alloc[%arg2] : memref<5xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// LOOPS: module {
// LOOPS-NEXT: func.func @gen(%arg0: index) -> memref<?x3xf32> {
// LOOPS-NEXT: %c3 = arith.constant 3 : index
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x3xf32>
// LOOPS-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// LOOPS-NEXT: scf.for %arg2 = %c0 to %c3 step %c1 {
// LOOPS-NEXT: %0 = arith.addi %arg1, %arg2 : index
// LOOPS-NEXT: %1 = arith.index_cast %0 : index to i32
// LOOPS-NEXT: %2 = arith.sitofp %1 : i32 to f32
// LOOPS-NEXT: memref.store %2, %alloc[%arg1, %arg2] : memref<?x3xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: }
// LOOPS-NEXT: return %alloc : memref<?x3xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: func.func @gen0() -> memref<i64> {
// LOOPS-NEXT: %c42_i64 = arith.constant 42 : i64
// LOOPS-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<i64>
// LOOPS-NEXT: memref.store %c42_i64, %alloc[] : memref<i64>
// LOOPS-NEXT: return %alloc : memref<i64>
// LOOPS-NEXT: }
// LOOPS-NEXT: func.func @splat(%arg0: f32) -> memref<2x3xf32> {
// LOOPS-NEXT: %c3 = arith.constant 3 : index
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: %c2 = arith.constant 2 : index
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// LOOPS-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// LOOPS-NEXT: scf.for %arg2 = %c0 to %c3 step %c1 {
// LOOPS-NEXT: memref.store %arg0, %alloc[%arg1, %arg2] : memref<2x3xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: }
// LOOPS-NEXT: return %alloc : memref<2x3xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: func.func @splatd(%arg0: i32, %arg1: index, %arg2: index) -> memref<?x4x?xi32> {
// LOOPS-NEXT: %c4 = arith.constant 4 : index
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %alloc = memref.alloc(%arg1, %arg2) {alignment = 64 : i64} : memref<?x4x?xi32>
// LOOPS-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// LOOPS-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: scf.for %arg5 = %c0 to %arg2 step %c1 {
// LOOPS-NEXT: memref.store %arg0, %alloc[%arg3, %arg4, %arg5] : memref<?x4x?xi32>
// LOOPS-NEXT: }
// LOOPS-NEXT: }
// LOOPS-NEXT: }
// LOOPS-NEXT: return %alloc : memref<?x4x?xi32>
// LOOPS-NEXT: }
// LOOPS-NEXT: func.func @pad(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>, %arg1: f32) -> memref<4x7xf32> {
// LOOPS-NEXT: %c7 = arith.constant 7 : index
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: %c4 = arith.constant 4 : index
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x7xf32>
// LOOPS-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: scf.for %arg3 = %c0 to %c7 step %c1 {
// LOOPS-NEXT: memref.store %arg1, %alloc[%arg2, %arg3] : memref<4x7xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: }
// LOOPS-NEXT: %subview = memref.subview %alloc[1, 2] [2, 3] [1, 1] : memref<4x7xf32> to memref<2x3xf32, strided<[7, 1], offset: 9>>
// LOOPS-NEXT: memref.copy %arg0, %subview : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[7, 1], offset: 9>>
// LOOPS-NEXT: return %alloc : memref<4x7xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: func.func @pad_index(%arg0: index) -> memref<5xindex> {
// LOOPS-NEXT: %c5 = arith.constant 5 : index
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: %c3 = arith.constant 3 : index
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xindex>
// LOOPS-NEXT: scf.for %arg1 = %c0 to %c3 step %c1 {
// LOOPS-NEXT: memref.store %arg1, %alloc[%arg1] : memref<3xindex>
// LOOPS-NEXT: }
// LOOPS-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<5xindex>
// LOOPS-NEXT: scf.for %arg1 = %c0 to %c5 step %c1 {
// LOOPS-NEXT: %0 = arith.muli %arg1, %arg0 : index
// LOOPS-NEXT: memref.store %0, %alloc_0[%arg1] : memref<5xindex>
// LOOPS-NEXT: }
// LOOPS-NEXT: %subview = memref.subview %alloc_0[2] [3] [1] : memref<5xindex> to memref<3xindex, strided<[1], offset: 2>>
// LOOPS-NEXT: memref.copy %alloc, %subview : memref<3xindex> to memref<3xindex, strided<[1], offset: 2>>
// LOOPS-NEXT: return %alloc_0 : memref<5xindex>
// LOOPS-NEXT: }
// LOOPS-NEXT: func.func @pad_extract(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> f32 {
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: %c5 = arith.constant 5 : index
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// LOOPS-NEXT: scf.for %arg3 = %c0 to %c5 step %c1 {
// LOOPS-NEXT: memref.store %arg1, %alloc[%arg3] : memref<5xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<5xf32> to memref<2xf32, strided<[1]>>
// LOOPS-NEXT: memref.copy %arg0, %subview : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1]>>
// LOOPS-NEXT: %0 = memref.load %alloc[%arg2] : memref<5xf32>
// LOOPS-NEXT: return %0 : f32
// LOOPS-NEXT: }
// LOOPS-NEXT: }

func.func @gen(%n: index) -> tensor<?x3xf32> {
  %r = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %x = arith.index_cast %s : index to i32
    %f = arith.sitofp %x : i32 to f32
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}
func.func @gen0() -> tensor<i64> {
  %r = tensor.generate {
    %c = arith.constant 42 : i64
    tensor.yield %c : i64
  } : tensor<i64>
  return %r : tensor<i64>
}
func.func @splat(%v: f32) -> tensor<2x3xf32> {
  %r = tensor.splat %v : tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @splatd(%v: i32, %n: index, %m: index) -> tensor<?x4x?xi32> {
  %r = tensor.splat %v[%n, %m] : tensor<?x4x?xi32>
  return %r : tensor<?x4x?xi32>
}
func.func @pad(%t: tensor<2x3xf32>, %v: f32) -> tensor<4x7xf32> {
  %r = tensor.pad %t low[1, 2] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<4x7xf32>
  return %r : tensor<4x7xf32>
}
func.func @pad_index(%n: index) -> tensor<5xindex> {
  %g = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<3xindex>
  %r = tensor.pad %g low[2] high[0] {
  ^bb0(%i: index):
    %m = arith.muli %i, %n : index
    tensor.yield %m : index
  } : tensor<3xindex> to tensor<5xindex>
  return %r : tensor<5xindex>
}
func.func @pad_extract(%t: tensor<2xf32>, %v: f32, %i: index) -> f32 {
  %r = tensor.pad %t low[0] high[3] {
  ^bb0(%k: index):
    tensor.yield %v : f32
  } : tensor<2xf32> to tensor<5xf32>
  %e = tensor.extract %r[%i] : tensor<5xf32>
  return %e : f32
}
