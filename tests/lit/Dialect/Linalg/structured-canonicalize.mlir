// RUN: oxir-opt %s --split-input-file --canonicalize | FileCheck %s

// The canonicalizations every structured op has (MLIR's LinalgDialect patterns and the
// foldMemRefCast folder), on linalg.elementwise, the named elementwise ops and others, with
// linalg.generic's EraseIdentityLinalgOp and linalg.copy's EraseSelfCopy: mlir-opt 22's output.

func.func @zero_sized_buffer(%a: memref<3x0xf32>, %o: memref<3x0xf32>, %b: memref<5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<floor> ins(%a : memref<3x0xf32>) outs(%o : memref<3x0xf32>)
  linalg.sqrt ins(%a : memref<3x0xf32>) outs(%o : memref<3x0xf32>)
  linalg.abs ins(%b : memref<5xf32>) outs(%b : memref<5xf32>)
  return
}

// -----

func.func @memref_casts(%a: memref<6x2xf32>, %o: memref<6x2xf32>) {
  %c = memref.cast %a : memref<6x2xf32> to memref<?x?xf32>
  %d = memref.cast %o : memref<6x2xf32> to memref<6x?xf32>
  linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%c, %c : memref<?x?xf32>, memref<?x?xf32>) outs(%d : memref<6x?xf32>)
  linalg.mul ins(%c, %c : memref<?x?xf32>, memref<?x?xf32>) outs(%d : memref<6x?xf32>)
  return
}

// -----

func.func @tensor_casts_into_the_op(%a: tensor<6x2xf32>, %b: tensor<?x2xf32>, %o: tensor<6x2xf32>) -> (tensor<?x?xf32>, tensor<?x2xf32>) {
  %c = tensor.cast %a : tensor<6x2xf32> to tensor<?x?xf32>
  %d = tensor.cast %o : tensor<6x2xf32> to tensor<?x?xf32>
  %e = tensor.cast %o : tensor<6x2xf32> to tensor<?x2xf32>
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%c, %c : tensor<?x?xf32>, tensor<?x?xf32>) outs(%d : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = linalg.div ins(%b, %b : tensor<?x2xf32>, tensor<?x2xf32>) outs(%e : tensor<?x2xf32>) -> tensor<?x2xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x2xf32>
}

// -----

func.func @tensor_cast_of_a_result(%a: tensor<?x?xf32>, %o: tensor<?x?xf32>) -> (tensor<3x?xf32>, tensor<?x?xf32>) {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%a : tensor<?x?xf32>) outs(%o : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<3x?xf32>
  %2 = linalg.round ins(%a : tensor<?x?xf32>) outs(%o : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1, %2 : tensor<3x?xf32>, tensor<?x?xf32>
}

// -----

func.func @static_shapes_inferred(%a: tensor<7x?xf32>, %b: tensor<?x9xf32>, %o: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%a, %b : tensor<7x?xf32>, tensor<?x9xf32>) outs(%o : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%b : tensor<?x9xf32>) outs(%o : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

func.func @unused_on_tensors(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<erf> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.tanh ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @identity_generic(%a: tensor<?x4xf32>, %b: tensor<3x4xf32>, %m: memref<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %e = tensor.empty() : tensor<3x4xf32>
  %0:2 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<?x4xf32>, tensor<3x4xf32>) outs(%e, %e : tensor<3x4xf32>, tensor<3x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %w: f32):
    linalg.yield %x, %y : f32, f32
  } -> (tensor<3x4xf32>, tensor<3x4xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : memref<3x4xf32>) outs(%m : memref<3x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return %0#0, %0#1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

func.func @self_copies(%m: memref<8xi32>, %t: tensor<8xi32>) -> tensor<8xi32> {
  linalg.copy ins(%m : memref<8xi32>) outs(%m : memref<8xi32>)
  %0 = linalg.copy ins(%t : tensor<8xi32>) outs(%t : tensor<8xi32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>
}

// -----

func.func @memref_casts_stay_under_map_transpose_broadcast_reduce(%a: memref<4x4xf32>, %b: memref<4xf32>, %e: memref<4x0xf32>, %f: f32) {
  %c = memref.cast %a : memref<4x4xf32> to memref<?x?xf32>
  %v = memref.cast %b : memref<4xf32> to memref<?xf32>
  %z = memref.cast %e : memref<4x0xf32> to memref<?x?xf32>
  linalg.map { math.exp } ins(%c : memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  linalg.map { math.exp } ins(%z : memref<?x?xf32>) outs(%z : memref<?x?xf32>)
  linalg.transpose ins(%c : memref<?x?xf32>) outs(%c : memref<?x?xf32>) permutation = [1, 0]
  linalg.broadcast ins(%v : memref<?xf32>) outs(%c : memref<?x?xf32>) dimensions = [1]
  linalg.reduce { arith.addf } ins(%c : memref<?x?xf32>) outs(%v : memref<?xf32>) dimensions = [1]
  linalg.fill ins(%f : f32) outs(%c : memref<?x?xf32>)
  linalg.copy ins(%v : memref<?xf32>) outs(%b : memref<4xf32>)
  linalg.map { math.absf } ins(%e : memref<4x0xf32>) outs(%e : memref<4x0xf32>)
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @zero_sized_buffer(%arg0: memref<3x0xf32>, %arg1: memref<3x0xf32>, %arg2: memref<5xf32>) {
// CHECK: linalg.abs ins(%arg2 : memref<5xf32>) outs(%arg2 : memref<5xf32>)
// CHECK: return
// CHECK: }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @memref_casts(%arg0: memref<6x2xf32>, %arg1: memref<6x2xf32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%arg0, %arg0 : memref<6x2xf32>, memref<6x2xf32>) outs(%arg1 : memref<6x2xf32>)
// CHECK: linalg.mul ins(%arg0, %arg0 : memref<6x2xf32>, memref<6x2xf32>) outs(%arg1 : memref<6x2xf32>)
// CHECK: return
// CHECK: }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @tensor_casts_into_the_op(%arg0: tensor<6x2xf32>, %arg1: tensor<?x2xf32>, %arg2: tensor<6x2xf32>) -> (tensor<?x?xf32>, tensor<?x2xf32>) {
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg0 : tensor<6x2xf32>, tensor<6x2xf32>) outs(%arg2 : tensor<6x2xf32>) -> tensor<6x2xf32>
// CHECK: %cast = tensor.cast %0 : tensor<6x2xf32> to tensor<?x?xf32>
// CHECK: %cast_0 = tensor.cast %arg1 : tensor<?x2xf32> to tensor<6x2xf32>
// CHECK: %cast_1 = tensor.cast %arg1 : tensor<?x2xf32> to tensor<6x2xf32>
// CHECK: %1 = linalg.div ins(%cast_0, %cast_1 : tensor<6x2xf32>, tensor<6x2xf32>) outs(%arg2 : tensor<6x2xf32>) -> tensor<6x2xf32>
// CHECK: %cast_2 = tensor.cast %1 : tensor<6x2xf32> to tensor<?x2xf32>
// CHECK: return %cast, %cast_2 : tensor<?x?xf32>, tensor<?x2xf32>
// CHECK: }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @tensor_cast_of_a_result(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> (tensor<3x?xf32>, tensor<?x?xf32>) {
// CHECK: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<3x?xf32>
// CHECK: %cast_0 = tensor.cast %arg0 : tensor<?x?xf32> to tensor<3x?xf32>
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%cast_0 : tensor<3x?xf32>) outs(%cast : tensor<3x?xf32>) -> tensor<3x?xf32>
// CHECK: %1 = linalg.round ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK: return %0, %1 : tensor<3x?xf32>, tensor<?x?xf32>
// CHECK: }
// CHECK: }
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: module {
// CHECK-LABEL: func.func @static_shapes_inferred(%arg0: tensor<7x?xf32>, %arg1: tensor<?x9xf32>, %arg2: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK: %cast = tensor.cast %arg0 : tensor<7x?xf32> to tensor<7x9xf32>
// CHECK: %cast_0 = tensor.cast %arg1 : tensor<?x9xf32> to tensor<7x9xf32>
// CHECK: %cast_1 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<7x9xf32>
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%cast, %cast_0 : tensor<7x9xf32>, tensor<7x9xf32>) outs(%cast_1 : tensor<7x9xf32>) -> tensor<7x9xf32>
// CHECK: %cast_2 = tensor.cast %0 : tensor<7x9xf32> to tensor<?x?xf32>
// CHECK: %cast_3 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<9x?xf32>
// CHECK: %1 = linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [#map, #map1] ins(%arg1 : tensor<?x9xf32>) outs(%cast_3 : tensor<9x?xf32>) -> tensor<9x?xf32>
// CHECK: %cast_4 = tensor.cast %1 : tensor<9x?xf32> to tensor<?x?xf32>
// CHECK: return %cast_2, %cast_4 : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK: }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @unused_on_tensors(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK: return %arg0 : tensor<4xf32>
// CHECK: }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @identity_generic(%arg0: tensor<?x4xf32>, %arg1: tensor<3x4xf32>, %arg2: memref<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
// CHECK: %cast = tensor.cast %arg0 : tensor<?x4xf32> to tensor<3x4xf32>
// CHECK: return %cast, %arg1 : tensor<3x4xf32>, tensor<3x4xf32>
// CHECK: }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @self_copies(%arg0: memref<8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
// CHECK: return %arg1 : tensor<8xi32>
// CHECK: }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @memref_casts_stay_under_map_transpose_broadcast_reduce(%arg0: memref<4x4xf32>, %arg1: memref<4xf32>, %arg2: memref<4x0xf32>, %arg3: f32) {
// CHECK: %cast = memref.cast %arg0 : memref<4x4xf32> to memref<?x?xf32>
// CHECK: %cast_0 = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
// CHECK: %cast_1 = memref.cast %arg2 : memref<4x0xf32> to memref<?x?xf32>
// CHECK: linalg.map { math.exp } ins(%cast : memref<?x?xf32>) outs(%cast : memref<?x?xf32>)
// CHECK: linalg.map { math.exp } ins(%cast_1 : memref<?x?xf32>) outs(%cast_1 : memref<?x?xf32>)
// CHECK: linalg.transpose ins(%cast : memref<?x?xf32>) outs(%cast : memref<?x?xf32>) permutation = [1, 0]
// CHECK: linalg.broadcast ins(%cast_0 : memref<?xf32>) outs(%cast : memref<?x?xf32>) dimensions = [1]
// CHECK: linalg.reduce { arith.addf } ins(%cast : memref<?x?xf32>) outs(%cast_0 : memref<?xf32>) dimensions = [1]
// CHECK: linalg.fill ins(%arg3 : f32) outs(%arg0 : memref<4x4xf32>)
// CHECK: return
// CHECK: }
// CHECK: }
