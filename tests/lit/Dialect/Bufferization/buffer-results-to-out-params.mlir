// RUN: oxir-opt %s --buffer-results-to-out-params="hoist-static-allocs hoist-dynamic-allocs" | FileCheck %s --check-prefix=HOIST
// RUN: oxir-opt %s -p 'builtin.module(buffer-results-to-out-params{add-result-attr modify-public-functions hoist-static-allocs hoist-dynamic-allocs})' | FileCheck %s --check-prefix=ALL

// Memref results of private functions with a body become trailing arguments (they keep the
// result's attributes; `add-result-attr` adds bufferize.result); a returned allocation is hoisted
// to the callers (sized from the call's operands when dynamic), another buffer is copied into
// the argument; a fully dynamic layout gets a cast at the call. Public functions change only with
// modify-public-functions. CHECK lines: mlir-opt 22's output.

// HOIST-LABEL: func.func private @copied(
// HOIST-SAME: %arg0: memref<4xf32>, %arg1: memref<4xf32> {test.attr}) -> i32 {
// HOIST-NEXT: %c1_i32 = arith.constant 1 : i32
// HOIST-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// HOIST-NEXT: return %c1_i32 : i32
// HOIST-NEXT: }
// HOIST-LABEL: func.func private @static_alloc(
// HOIST-SAME: %arg0: memref<4xf32>) {
// HOIST-NEXT: return
// HOIST-NEXT: }
// HOIST-LABEL: func.func private @static_alloca(
// HOIST-SAME: %arg0: memref<2x2xi8>) {
// HOIST-NEXT: return
// HOIST-NEXT: }
// HOIST-LABEL: func.func private @dynamic_alloc(
// HOIST-SAME: %arg0: index, %arg1: memref<?xf32>) {
// HOIST-NEXT: return
// HOIST-NEXT: }
// HOIST-LABEL: func.func private @layout(
// HOIST-SAME: %arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>) {
// HOIST-NEXT: memref.copy %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// HOIST-NEXT: return
// HOIST-NEXT: }
// HOIST-LABEL: func.func private @declared(
// HOIST-SAME: ) -> memref<4xf32>
// HOIST-LABEL: func.func @public(
// HOIST-SAME: ) -> memref<4xf32> {
// HOIST-NEXT: %alloc = memref.alloc() : memref<4xf32>
// HOIST-NEXT: return %alloc : memref<4xf32>
// HOIST-NEXT: }
// HOIST-LABEL: func.func @caller(
// HOIST-SAME: %arg0: index, %arg1: memref<4xf32>) -> (i32, f32) {
// HOIST-NEXT: %c0 = arith.constant 0 : index
// HOIST-NEXT: %alloc = memref.alloc() : memref<4xf32>
// HOIST-NEXT: %0 = call @copied(%arg1, %alloc) : (memref<4xf32>, memref<4xf32>) -> i32
// HOIST-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// HOIST-NEXT: call @static_alloc(%alloc_0) : (memref<4xf32>) -> ()
// HOIST-NEXT: %alloc_1 = memref.alloc() : memref<2x2xi8>
// HOIST-NEXT: call @static_alloca(%alloc_1) : (memref<2x2xi8>) -> ()
// HOIST-NEXT: %alloc_2 = memref.alloc(%arg0) : memref<?xf32>
// HOIST-NEXT: call @dynamic_alloc(%arg0, %alloc_2) : (index, memref<?xf32>) -> ()
// HOIST-NEXT: %cast = memref.cast %arg1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// HOIST-NEXT: %alloc_3 = memref.alloc() : memref<4xf32>
// HOIST-NEXT: %cast_4 = memref.cast %alloc_3 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// HOIST-NEXT: call @layout(%cast, %cast_4) : (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) -> ()
// HOIST-NEXT: %1 = call @declared() : () -> memref<4xf32>
// HOIST-NEXT: %2 = call @public() : () -> memref<4xf32>
// HOIST-NEXT: %3 = memref.load %alloc_2[%c0] : memref<?xf32>
// HOIST-NEXT: %4 = memref.load %cast_4[%c0] : memref<4xf32, strided<[?], offset: ?>>
// HOIST-NEXT: %5 = arith.addf %3, %4 : f32
// HOIST-NEXT: memref.copy %alloc_0, %1 : memref<4xf32> to memref<4xf32>
// HOIST-NEXT: memref.copy %2, %alloc : memref<4xf32> to memref<4xf32>
// HOIST-NEXT: return %0, %5 : i32, f32
// HOIST-NEXT: }

// ALL-LABEL: func.func private @copied(
// ALL-SAME: %arg0: memref<4xf32>, %arg1: memref<4xf32> {bufferize.result, test.attr}) -> i32 {
// ALL-NEXT: %c1_i32 = arith.constant 1 : i32
// ALL-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// ALL-NEXT: return %c1_i32 : i32
// ALL-NEXT: }
// ALL-LABEL: func.func private @static_alloc(
// ALL-SAME: %arg0: memref<4xf32> {bufferize.result}) {
// ALL-NEXT: return
// ALL-NEXT: }
// ALL-LABEL: func.func private @static_alloca(
// ALL-SAME: %arg0: memref<2x2xi8> {bufferize.result}) {
// ALL-NEXT: return
// ALL-NEXT: }
// ALL-LABEL: func.func private @dynamic_alloc(
// ALL-SAME: %arg0: index, %arg1: memref<?xf32> {bufferize.result}) {
// ALL-NEXT: return
// ALL-NEXT: }
// ALL-LABEL: func.func private @layout(
// ALL-SAME: %arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>> {bufferize.result}) {
// ALL-NEXT: memref.copy %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// ALL-NEXT: return
// ALL-NEXT: }
// ALL-LABEL: func.func private @declared(
// ALL-SAME: ) -> memref<4xf32>
// ALL-LABEL: func.func @public(
// ALL-SAME: %arg0: memref<4xf32> {bufferize.result}) {
// ALL-NEXT: return
// ALL-NEXT: }
// ALL-LABEL: func.func @caller(
// ALL-SAME: %arg0: index, %arg1: memref<4xf32>) -> (i32, f32) {
// ALL-NEXT: %c0 = arith.constant 0 : index
// ALL-NEXT: %alloc = memref.alloc() : memref<4xf32>
// ALL-NEXT: %0 = call @copied(%arg1, %alloc) : (memref<4xf32>, memref<4xf32>) -> i32
// ALL-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// ALL-NEXT: call @static_alloc(%alloc_0) : (memref<4xf32>) -> ()
// ALL-NEXT: %alloc_1 = memref.alloc() : memref<2x2xi8>
// ALL-NEXT: call @static_alloca(%alloc_1) : (memref<2x2xi8>) -> ()
// ALL-NEXT: %alloc_2 = memref.alloc(%arg0) : memref<?xf32>
// ALL-NEXT: call @dynamic_alloc(%arg0, %alloc_2) : (index, memref<?xf32>) -> ()
// ALL-NEXT: %cast = memref.cast %arg1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// ALL-NEXT: %alloc_3 = memref.alloc() : memref<4xf32>
// ALL-NEXT: %cast_4 = memref.cast %alloc_3 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// ALL-NEXT: call @layout(%cast, %cast_4) : (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) -> ()
// ALL-NEXT: %1 = call @declared() : () -> memref<4xf32>
// ALL-NEXT: %alloc_5 = memref.alloc() : memref<4xf32>
// ALL-NEXT: call @public(%alloc_5) : (memref<4xf32>) -> ()
// ALL-NEXT: %2 = memref.load %alloc_2[%c0] : memref<?xf32>
// ALL-NEXT: %3 = memref.load %cast_4[%c0] : memref<4xf32, strided<[?], offset: ?>>
// ALL-NEXT: %4 = arith.addf %2, %3 : f32
// ALL-NEXT: memref.copy %alloc_0, %1 : memref<4xf32> to memref<4xf32>
// ALL-NEXT: memref.copy %alloc_5, %alloc : memref<4xf32> to memref<4xf32>
// ALL-NEXT: return %0, %4 : i32, f32
// ALL-NEXT: }

func.func private @copied(%m: memref<4xf32>) -> (i32, memref<4xf32> {test.attr}) {
  %c = arith.constant 1 : i32
  return %c, %m : i32, memref<4xf32>
}
func.func private @static_alloc() -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  return %0 : memref<4xf32>
}
func.func private @static_alloca() -> memref<2x2xi8> {
  %0 = memref.alloca() : memref<2x2xi8>
  return %0 : memref<2x2xi8>
}
func.func private @dynamic_alloc(%n: index) -> memref<?xf32> {
  %0 = memref.alloc(%n) : memref<?xf32>
  return %0 : memref<?xf32>
}
func.func private @layout(%m: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  return %m : memref<4xf32, strided<[?], offset: ?>>
}
func.func private @declared() -> memref<4xf32>
func.func @public() -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  return %0 : memref<4xf32>
}
func.func @caller(%n: index, %m: memref<4xf32>) -> (i32, f32) {
  %c0 = arith.constant 0 : index
  %r:2 = call @copied(%m) : (memref<4xf32>) -> (i32, memref<4xf32>)
  %a = call @static_alloc() : () -> memref<4xf32>
  %b = call @static_alloca() : () -> memref<2x2xi8>
  %d = call @dynamic_alloc(%n) : (index) -> memref<?xf32>
  %cast = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %l = call @layout(%cast) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
  %e = call @declared() : () -> memref<4xf32>
  %p = call @public() : () -> memref<4xf32>
  %x = memref.load %d[%c0] : memref<?xf32>
  %y = memref.load %l[%c0] : memref<4xf32, strided<[?], offset: ?>>
  %z = arith.addf %x, %y : f32
  memref.copy %a, %e : memref<4xf32> to memref<4xf32>
  memref.copy %p, %r#1 : memref<4xf32> to memref<4xf32>
  return %r#0, %z : i32, f32
}
