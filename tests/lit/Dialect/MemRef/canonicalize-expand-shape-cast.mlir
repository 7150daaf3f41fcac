// RUN: oxir-opt --canonicalize %s | FileCheck %s

// MLIR 22's ExpandShapeOpMemRefCastFolder: a memref.expand_shape of a memref.cast that only
// loses static information expands the cast's source instead (output sizes that are constants
// become static), with a cast back to the old result type when the new one is more static.
// It does not apply when a reassociation group would change between static and dynamic
// (@dynamic_group), nor to a cast that adds static information (@more_static).
// The CHECK lines are mlir-opt 22's output.
func.func @layout(%m: memref<2xf32>) -> memref<1x2xf32, strided<[?, ?], offset: ?>> {
  %c = memref.cast %m : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
  %e = memref.expand_shape %c [[0, 1]] output_shape [1, 2] : memref<2xf32, strided<[?], offset: ?>> into memref<1x2xf32, strided<[?, ?], offset: ?>>
  return %e : memref<1x2xf32, strided<[?, ?], offset: ?>>
}
func.func @constant_size(%m: memref<2xf32>) -> memref<1x?xf32> {
  %c2 = arith.constant 2 : index
  %c = memref.cast %m : memref<2xf32> to memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [1, %c2] : memref<?xf32> into memref<1x?xf32>
  return %e : memref<1x?xf32>
}
func.func @dynamic_size(%m: memref<?xf32>, %n: index) -> memref<1x?xf32, strided<[?, ?], offset: ?>> {
  %c = memref.cast %m : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %e = memref.expand_shape %c [[0, 1]] output_shape [1, %n] : memref<?xf32, strided<[?], offset: ?>> into memref<1x?xf32, strided<[?, ?], offset: ?>>
  return %e : memref<1x?xf32, strided<[?, ?], offset: ?>>
}
func.func @strided(%m: memref<4xf32, strided<[2], offset: 3>>) -> memref<2x2xf32, strided<[?, ?], offset: ?>> {
  %c = memref.cast %m : memref<4xf32, strided<[2], offset: 3>> to memref<4xf32, strided<[?], offset: ?>>
  %e = memref.expand_shape %c [[0, 1]] output_shape [2, 2] : memref<4xf32, strided<[?], offset: ?>> into memref<2x2xf32, strided<[?, ?], offset: ?>>
  return %e : memref<2x2xf32, strided<[?, ?], offset: ?>>
}
func.func @same_type(%m: memref<4xf32>) -> memref<2x2xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[1]>>
  %e = memref.expand_shape %c [[0, 1]] output_shape [2, 2] : memref<4xf32, strided<[1]>> into memref<2x2xf32>
  return %e : memref<2x2xf32>
}
func.func @dynamic_group(%m: memref<2xf32>, %n: index) -> memref<1x?xf32> {
  %c = memref.cast %m : memref<2xf32> to memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [1, %n] : memref<?xf32> into memref<1x?xf32>
  return %e : memref<1x?xf32>
}
func.func @more_static(%m: memref<?xf32>) -> memref<1x2xf32> {
  %c = memref.cast %m : memref<?xf32> to memref<2xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>
  return %e : memref<1x2xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @layout(%arg0: memref<2xf32>) -> memref<1x2xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>
// CHECK-NEXT: %cast = memref.cast %expand_shape : memref<1x2xf32> to memref<1x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<1x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @constant_size(%arg0: memref<2xf32>) -> memref<1x?xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>
// CHECK-NEXT: %cast = memref.cast %expand_shape : memref<1x2xf32> to memref<1x?xf32>
// CHECK-NEXT: return %cast : memref<1x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dynamic_size(%arg0: memref<?xf32>, %arg1: index) -> memref<1x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [1, %arg1] : memref<?xf32> into memref<1x?xf32>
// CHECK-NEXT: %cast = memref.cast %expand_shape : memref<1x?xf32> to memref<1x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<1x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @strided(%arg0: memref<4xf32, strided<[2], offset: 3>>) -> memref<2x2xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 2] : memref<4xf32, strided<[2], offset: 3>> into memref<2x2xf32, strided<[4, 2], offset: 3>>
// CHECK-NEXT: %cast = memref.cast %expand_shape : memref<2x2xf32, strided<[4, 2], offset: 3>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<2x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @same_type(%arg0: memref<4xf32>) -> memref<2x2xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
// CHECK-NEXT: return %expand_shape : memref<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dynamic_group(%arg0: memref<2xf32>, %arg1: index) -> memref<1x?xf32> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<2xf32> to memref<?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1]] output_shape [1, %arg1] : memref<?xf32> into memref<1x?xf32>
// CHECK-NEXT: return %expand_shape : memref<1x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @more_static(%arg0: memref<?xf32>) -> memref<1x2xf32> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32> to memref<2xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>
// CHECK-NEXT: return %expand_shape : memref<1x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
