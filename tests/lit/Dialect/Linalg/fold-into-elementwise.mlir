// RUN: oxir-opt %s --split-input-file --linalg-fold-into-elementwise | FileCheck %s

// linalg-fold-into-elementwise as in MLIR 22: an input of linalg.elementwise read through an
// identity map from a linalg.transpose is read from the transpose's input through the
// transpose's input map; inputs with other maps and broadcasts stay. mlir-opt 22's output.

func.func @transposed_input(%a: tensor<4x2x3xf32>, %o: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %e = tensor.empty() : tensor<2x3x4xf32>
  %t = linalg.transpose ins(%a : tensor<4x2x3xf32>) outs(%e : tensor<2x3x4xf32>) permutation = [1, 2, 0]
  %r = linalg.elementwise kind=#linalg.elementwise_kind<ceil> ins(%t : tensor<2x3x4xf32>) outs(%o : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

// -----

func.func @both_inputs_transposed(%a: tensor<5x6xi32>, %b: tensor<5x6xi32>, %o: tensor<6x5xi32>) -> tensor<6x5xi32> {
  %e = tensor.empty() : tensor<6x5xi32>
  %ta = linalg.transpose ins(%a : tensor<5x6xi32>) outs(%e : tensor<6x5xi32>) permutation = [1, 0]
  %tb = linalg.transpose ins(%b : tensor<5x6xi32>) outs(%e : tensor<6x5xi32>) permutation = [1, 0]
  %r = linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%ta, %tb : tensor<6x5xi32>, tensor<6x5xi32>) outs(%o : tensor<6x5xi32>) -> tensor<6x5xi32>
  return %r : tensor<6x5xi32>
}

// -----

func.func @transpose_used_elsewhere(%a: tensor<3x8xf32>, %o: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<8x3xf32>) {
  %e = tensor.empty() : tensor<8x3xf32>
  %t = linalg.transpose ins(%a : tensor<3x8xf32>) outs(%e : tensor<8x3xf32>) permutation = [1, 0]
  %r = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%t, %o : tensor<8x3xf32>, tensor<8x3xf32>) outs(%o : tensor<8x3xf32>) -> tensor<8x3xf32>
  return %r, %t : tensor<8x3xf32>, tensor<8x3xf32>
}

// -----

func.func @not_an_identity_map(%a: tensor<3x8xf32>, %o: tensor<8x3xf32>) -> tensor<8x3xf32> {
  %e = tensor.empty() : tensor<8x3xf32>
  %t = linalg.transpose ins(%a : tensor<3x8xf32>) outs(%e : tensor<8x3xf32>) permutation = [1, 0]
  %r = linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>] ins(%t : tensor<8x3xf32>) outs(%o : tensor<8x3xf32>) -> tensor<8x3xf32>
  return %r : tensor<8x3xf32>
}

// -----

func.func @broadcast_stays(%a: tensor<3xf32>, %o: tensor<3x8xf32>) -> tensor<3x8xf32> {
  %e = tensor.empty() : tensor<3x8xf32>
  %b = linalg.broadcast ins(%a : tensor<3xf32>) outs(%e : tensor<3x8xf32>) dimensions = [1]
  %r = linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%b : tensor<3x8xf32>) outs(%o : tensor<3x8xf32>) -> tensor<3x8xf32>
  return %r : tensor<3x8xf32>
}

// -----

func.func @on_buffers(%a: memref<3x8xf32>, %t: memref<8x3xf32>, %o: memref<8x3xf32>) {
  linalg.transpose ins(%a : memref<3x8xf32>) outs(%t : memref<8x3xf32>) permutation = [1, 0]
  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%t : memref<8x3xf32>) outs(%o : memref<8x3xf32>)
  return
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK: module {
// CHECK-LABEL: func.func @transposed_input(%arg0: tensor<4x2x3xf32>, %arg1: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<ceil> indexing_maps = [#map, #map1] ins(%arg0 : tensor<4x2x3xf32>) outs(%arg1 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK: return %0 : tensor<2x3x4xf32>
// CHECK: }
// CHECK: }
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: module {
// CHECK-LABEL: func.func @both_inputs_transposed(%arg0: tensor<5x6xi32>, %arg1: tensor<5x6xi32>, %arg2: tensor<6x5xi32>) -> tensor<6x5xi32> {
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> indexing_maps = [#map, #map, #map1] ins(%arg0, %arg1 : tensor<5x6xi32>, tensor<5x6xi32>) outs(%arg2 : tensor<6x5xi32>) -> tensor<6x5xi32>
// CHECK: return %0 : tensor<6x5xi32>
// CHECK: }
// CHECK: }
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: module {
// CHECK-LABEL: func.func @transpose_used_elsewhere(%arg0: tensor<3x8xf32>, %arg1: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<8x3xf32>) {
// CHECK: %0 = tensor.empty() : tensor<8x3xf32>
// CHECK: %transposed = linalg.transpose ins(%arg0 : tensor<3x8xf32>) outs(%0 : tensor<8x3xf32>) permutation = [1, 0]
// CHECK: %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [#map, #map1, #map1] ins(%arg0, %arg1 : tensor<3x8xf32>, tensor<8x3xf32>) outs(%arg1 : tensor<8x3xf32>) -> tensor<8x3xf32>
// CHECK: return %1, %transposed : tensor<8x3xf32>, tensor<8x3xf32>
// CHECK: }
// CHECK: }
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: module {
// CHECK-LABEL: func.func @not_an_identity_map(%arg0: tensor<3x8xf32>, %arg1: tensor<8x3xf32>) -> tensor<8x3xf32> {
// CHECK: %0 = tensor.empty() : tensor<8x3xf32>
// CHECK: %transposed = linalg.transpose ins(%arg0 : tensor<3x8xf32>) outs(%0 : tensor<8x3xf32>) permutation = [1, 0]
// CHECK: %1 = linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [#map, #map] ins(%transposed : tensor<8x3xf32>) outs(%arg1 : tensor<8x3xf32>) -> tensor<8x3xf32>
// CHECK: return %1 : tensor<8x3xf32>
// CHECK: }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @broadcast_stays(%arg0: tensor<3xf32>, %arg1: tensor<3x8xf32>) -> tensor<3x8xf32> {
// CHECK: %0 = tensor.empty() : tensor<3x8xf32>
// CHECK: %broadcasted = linalg.broadcast ins(%arg0 : tensor<3xf32>) outs(%0 : tensor<3x8xf32>) dimensions = [1]
// CHECK: %1 = linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%broadcasted : tensor<3x8xf32>) outs(%arg1 : tensor<3x8xf32>) -> tensor<3x8xf32>
// CHECK: return %1 : tensor<3x8xf32>
// CHECK: }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @on_buffers(%arg0: memref<3x8xf32>, %arg1: memref<8x3xf32>, %arg2: memref<8x3xf32>) {
// CHECK: linalg.transpose ins(%arg0 : memref<3x8xf32>) outs(%arg1 : memref<8x3xf32>) permutation = [1, 0]
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg1 : memref<8x3xf32>) outs(%arg2 : memref<8x3xf32>)
// CHECK: return
// CHECK: }
// CHECK: }
