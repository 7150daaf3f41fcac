// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops \
// RUN: | FileCheck %s --check-prefix=LOOPS

// linalg.map / generic / fill on tensors bufferize in destination style: each init is written
// in place (a new buffer when that would conflict, without copy when the body does not read it),
// then lower to loops. Expected output is mlir-opt 22's.

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @m(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.map { arith.addf } ins(%arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%arg0 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: memref<4x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<4x3xf32, strided<[?, ?], offset: ?>>) outs(%arg1 : memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<4xf32>, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc, %arg0 : memref<4xf32>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @chain(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: linalg.map { arith.addf } ins(%arg0, %arg1 : memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) outs(%alloc : memref<?xf32>)
// CHECK-NEXT: linalg.map { arith.mulf } ins(%alloc, %arg0 : memref<?xf32>, memref<?xf32, strided<[?], offset: ?>>) outs(%arg1 : memref<?xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: return %arg1 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @conflict(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<4xf32>, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc, %0 : memref<4xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @acc(%arg0: memref<4x3xf32, strided<[?, ?], offset: ?>>) -> memref<4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<4x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @gen_map(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %0 = linalg.index 0 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: %2 = arith.sitofp %1 : i32 to f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xindex>
// CHECK-NEXT: linalg.map outs(%alloc_0 : memref<4xindex>)
// CHECK-NEXT: (%init: index) {
// CHECK-NEXT: linalg.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: linalg.map { arith.negf } ins(%alloc : memref<?xf32>) outs(%alloc : memref<?xf32>)
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// LOOPS: module {
// LOOPS-NEXT: func.func @m(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32> {
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: %c4 = arith.constant 4 : index
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LOOPS-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: %1 = memref.load %arg1[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: %2 = arith.addf %0, %1 : f32
// LOOPS-NEXT: memref.store %2, %alloc[%arg2] : memref<4xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: return %alloc : memref<4xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: func.func @f(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %c4 = arith.constant 4 : index
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: memref.store %arg1, %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: }
// LOOPS-NEXT: return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: }
// LOOPS-NEXT: func.func @g(%arg0: memref<4x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %c4 = arith.constant 4 : index
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: %c3 = arith.constant 3 : index
// LOOPS-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// LOOPS-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<4x3xf32, strided<[?, ?], offset: ?>>
// LOOPS-NEXT: %1 = memref.load %arg1[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: %2 = arith.addf %0, %1 : f32
// LOOPS-NEXT: memref.store %2, %arg1[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: }
// LOOPS-NEXT: }
// LOOPS-NEXT: return %arg1 : memref<4xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: }
// LOOPS-NEXT: func.func @h(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<4xf32>, memref<4xf32, strided<[?], offset: ?>>) {
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: %c4 = arith.constant 4 : index
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LOOPS-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: return %alloc, %arg0 : memref<4xf32>, memref<4xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: }
// LOOPS-NEXT: func.func @chain(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// LOOPS-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: scf.for %arg2 = %c0 to %dim_0 step %c1 {
// LOOPS-NEXT: %0 = memref.load %arg0[%arg2] : memref<?xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: %1 = memref.load %arg1[%arg2] : memref<?xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: %2 = arith.addf %0, %1 : f32
// LOOPS-NEXT: memref.store %2, %alloc[%arg2] : memref<?xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: scf.for %arg2 = %c0 to %dim step %c1 {
// LOOPS-NEXT: %0 = memref.load %alloc[%arg2] : memref<?xf32>
// LOOPS-NEXT: %1 = memref.load %arg0[%arg2] : memref<?xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: %2 = arith.mulf %0, %1 : f32
// LOOPS-NEXT: memref.store %2, %arg1[%arg2] : memref<?xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: }
// LOOPS-NEXT: return %arg1 : memref<?xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: }
// LOOPS-NEXT: func.func @conflict(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<4xf32>, f32) {
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: %c4 = arith.constant 4 : index
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LOOPS-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: %0 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: return %alloc, %0 : memref<4xf32>, f32
// LOOPS-NEXT: }
// LOOPS-NEXT: func.func @acc(%arg0: memref<4x3xf32, strided<[?, ?], offset: ?>>) -> memref<4xf32> {
// LOOPS-NEXT: %c3 = arith.constant 3 : index
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: %c4 = arith.constant 4 : index
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %cst = arith.constant 0.000000e+00 : f32
// LOOPS-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LOOPS-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: memref.store %cst, %alloc[%arg1] : memref<4xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: scf.for %arg2 = %c0 to %c3 step %c1 {
// LOOPS-NEXT: %0 = memref.load %arg0[%arg1, %arg2] : memref<4x3xf32, strided<[?, ?], offset: ?>>
// LOOPS-NEXT: %1 = memref.load %alloc[%arg1] : memref<4xf32>
// LOOPS-NEXT: %2 = arith.addf %0, %1 : f32
// LOOPS-NEXT: memref.store %2, %alloc[%arg1] : memref<4xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: }
// LOOPS-NEXT: return %alloc : memref<4xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: func.func @gen_map(%arg0: index) -> memref<?xf32> {
// LOOPS-NEXT: %c4 = arith.constant 4 : index
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// LOOPS-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// LOOPS-NEXT: %0 = arith.index_cast %arg1 : index to i32
// LOOPS-NEXT: %1 = arith.sitofp %0 : i32 to f32
// LOOPS-NEXT: memref.store %1, %alloc[%arg1] : memref<?xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xindex>
// LOOPS-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: memref.store %arg0, %alloc_0[%arg1] : memref<4xindex>
// LOOPS-NEXT: }
// LOOPS-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// LOOPS-NEXT: %0 = memref.load %alloc[%arg1] : memref<?xf32>
// LOOPS-NEXT: %1 = arith.negf %0 : f32
// LOOPS-NEXT: memref.store %1, %alloc[%arg1] : memref<?xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: return %alloc : memref<?xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: }

func.func @m(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.map { arith.addf } ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>)
  return %r : tensor<4xf32>
}
func.func @f(%a: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %r = linalg.fill ins(%v : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @g(%a: tensor<4x3xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x3xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @h(%a: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %r = linalg.fill ins(%v : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %r, %a : tensor<4xf32>, tensor<4xf32>
}
func.func @chain(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.map { arith.addf } ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%a : tensor<?xf32>)
  %s = linalg.map { arith.mulf } ins(%r, %a : tensor<?xf32>, tensor<?xf32>) outs(%b : tensor<?xf32>)
  return %s : tensor<?xf32>
}
func.func @conflict(%a: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = linalg.fill ins(%v : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
func.func @acc(%a: tensor<4x3xf32>) -> tensor<4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x3xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @gen_map(%n: index) -> tensor<?xf32> {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  %s = tensor.splat %n : tensor<4xindex>
  %m = linalg.map { arith.negf } ins(%g : tensor<?xf32>) outs(%g : tensor<?xf32>)
  return %m : tensor<?xf32>
}
