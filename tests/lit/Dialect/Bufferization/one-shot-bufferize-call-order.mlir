// RUN: oxir-opt --one-shot-bufferize=bufferize-function-boundaries %s | FileCheck %s

// The order in which One-Shot Bufferize with function boundaries takes the functions (MLIR's
// getFuncOpsOrderedByCalls): callees first, and the functions on a call cycle (and their
// callers) after all the others, whatever the module's order. The memref.globals of the
// constants show it: each is created at the start of the module, renamed when its name is taken.
// mlir-opt 22 breaks the ties between functions that are ready by the addresses of the ops, so
// that its output changes from run to run; this module has no ties that show (@caller has no
// constant), and its output is always the one of the CHECK lines.
func.func @rec(%t: tensor<2xi32>, %n: i32) -> i32 {
  %c = arith.constant dense<[1, 2]> : tensor<2xi32>
  %i = arith.constant 0 : index
  %e = tensor.extract %c[%i] : tensor<2xi32>
  %r = call @rec(%t, %e) : (tensor<2xi32>, i32) -> i32
  return %r : i32
}
func.func @caller(%t: tensor<2xi32>, %n: i32) -> i32 {
  %r = call @rec(%t, %n) : (tensor<2xi32>, i32) -> i32
  return %r : i32
}
func.func @leaf(%n: i32) -> tensor<2xi32> {
  %c = arith.constant dense<[3, 4]> : tensor<2xi32>
  return %c : tensor<2xi32>
}

// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @__constant_2xi32_0 : memref<2xi32> = dense<[1, 2]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @__constant_2xi32 : memref<2xi32> = dense<[3, 4]> {alignment = 64 : i64}
// CHECK-NEXT: func.func @rec(%arg0: memref<2xi32, strided<[?], offset: ?>>, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = memref.get_global @__constant_2xi32_0 : memref<2xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = memref.load %0[%c0] : memref<2xi32>
// CHECK-NEXT: %2 = call @rec(%arg0, %1) : (memref<2xi32, strided<[?], offset: ?>>, i32) -> i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller(%arg0: memref<2xi32, strided<[?], offset: ?>>, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = call @rec(%arg0, %arg1) : (memref<2xi32, strided<[?], offset: ?>>, i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @leaf(%arg0: i32) -> memref<2xi32> {
// CHECK-NEXT: %0 = memref.get_global @__constant_2xi32 : memref<2xi32>
// CHECK-NEXT: %cast = memref.cast %0 : memref<2xi32> to memref<2xi32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0 : memref<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
