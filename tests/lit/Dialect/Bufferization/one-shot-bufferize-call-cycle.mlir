// RUN: oxir-opt --one-shot-bufferize=bufferize-function-boundaries %s | FileCheck %s
// RUN: oxir-opt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s | FileCheck %s --check-prefix=IDENT
// The CHECK lines are mlir-opt 22's output.

// A call to a function not bufferized yet (a cycle of the call graph) passes and receives
// buffers of the function boundary's types.
func.func @a(%t: tensor<4xf32>, %n: i32) -> (i32, tensor<2xindex>) {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %r:2 = func.call @b(%c, %n) : (tensor<4xf32>, i32) -> (i32, tensor<2xindex>)
  return %r#0, %r#1 : i32, tensor<2xindex>
}
func.func @b(%t: tensor<4xf32>, %n: i32) -> (i32, tensor<2xindex>) {
  %r:2 = func.call @a(%t, %n) : (tensor<4xf32>, i32) -> (i32, tensor<2xindex>)
  return %r#0, %r#1 : i32, tensor<2xindex>
}

// CHECK: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-LABEL: func.func @a(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i32) -> (i32, memref<2xindex, strided<[?], offset: ?>>) {
// CHECK-NEXT: %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1:2 = call @b(%cast, %arg1) : (memref<4xf32, strided<[?], offset: ?>>, i32) -> (i32, memref<2xindex, strided<[?], offset: ?>>)
// CHECK-NEXT: return %1#0, %1#1 : i32, memref<2xindex, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i32) -> (i32, memref<2xindex, strided<[?], offset: ?>>) {
// CHECK-NEXT: %0:2 = call @a(%arg0, %arg1) : (memref<4xf32, strided<[?], offset: ?>>, i32) -> (i32, memref<2xindex, strided<[?], offset: ?>>)
// CHECK-NEXT: return %0#0, %0#1 : i32, memref<2xindex, strided<[?], offset: ?>>
// CHECK-NEXT: }

// IDENT: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// IDENT-LABEL: func.func @a(%arg0: memref<4xf32>, %arg1: i32) -> (i32, memref<2xindex>) {
// IDENT-NEXT: %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// IDENT-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT: memref.copy %0, %alloc : memref<4xf32> to memref<4xf32>
// IDENT-NEXT: %1:2 = call @b(%alloc, %arg1) : (memref<4xf32>, i32) -> (i32, memref<2xindex>)
// IDENT-NEXT: return %1#0, %1#1 : i32, memref<2xindex>
// IDENT-NEXT: }
// IDENT-LABEL: func.func @b(%arg0: memref<4xf32>, %arg1: i32) -> (i32, memref<2xindex>) {
// IDENT-NEXT: %0:2 = call @a(%arg0, %arg1) : (memref<4xf32>, i32) -> (i32, memref<2xindex>)
// IDENT-NEXT: return %0#0, %0#1 : i32, memref<2xindex>
// IDENT-NEXT: }
