// RUN: oxir-opt %s --linalg-morph-ops=named-to-category | FileCheck %s --check-prefix=CAT
// RUN: oxir-opt %s --linalg-morph-ops=named-to-category | oxir-opt --linalg-morph-ops=category-to-generic | FileCheck %s --check-prefix=GEN
// RUN: oxir-opt %s --linalg-morph-ops=category-to-generic | FileCheck %s --check-prefix=GEN
// RUN: oxir-opt %s --linalg-morph-ops=named-to-generic | FileCheck %s --check-prefix=GEN
// RUN: oxir-opt %s --linalg-morph-ops | FileCheck %s --check-prefix=NONE

// Named elementwise ops to linalg.elementwise (named-to-category: all unary ops, add, sub, mul,
// div, div_unsigned, powf and select; max and min stay named), and every structured op but
// linalg.generic to linalg.generic (category-to-generic and named-to-generic generalize alike).

func.func @floats(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %c: tensor<2x3xi1>, %v: tensor<3xf32>, %o: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = linalg.sqrt ins(%a : tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = linalg.powf ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = linalg.select ins(%c, %a, %b : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = linalg.min ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = linalg.elementwise kind=#linalg.elementwise_kind<tanh> ins(%a : tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %v : tensor<2x3xf32>, tensor<3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

func.func @integers(%a: tensor<5xi16>, %b: tensor<5xi16>, %o: tensor<5xi16>) -> (tensor<5xi16>, tensor<5xi16>) {
  %0 = linalg.div_unsigned ins(%a, %b : tensor<5xi16>, tensor<5xi16>) outs(%o : tensor<5xi16>) -> tensor<5xi16>
  %1 = linalg.mul ins(%0, %b : tensor<5xi16>, tensor<5xi16>) outs(%o : tensor<5xi16>) -> tensor<5xi16>
  return %0, %1 : tensor<5xi16>, tensor<5xi16>
}

func.func @buffers(%a: memref<4xf64>, %b: memref<4xf64>) {
  linalg.sub ins(%a, %b : memref<4xf64>, memref<4xf64>) outs(%b : memref<4xf64>)
  linalg.negf ins(%a : memref<4xf64>) outs(%b : memref<4xf64>)
  linalg.copy ins(%a : memref<4xf64>) outs(%b : memref<4xf64>)
  return
}

// CAT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CAT: #map1 = affine_map<(d0, d1) -> (d1)>
// CAT: module {
// CAT-LABEL: func.func @floats(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xi1>, %arg3: tensor<3xf32>, %arg4: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
// CAT: %0 = linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%arg0 : tensor<2x3xf32>) outs(%arg4 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CAT: %1 = linalg.elementwise kind=#linalg.elementwise_kind<powf> ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg4 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CAT: %2 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg2, %arg0, %arg1 : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg4 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CAT: %3 = linalg.min ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg4 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CAT: %4 = linalg.elementwise kind=#linalg.elementwise_kind<tanh> ins(%arg0 : tensor<2x3xf32>) outs(%arg4 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CAT: %5 = linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [#map, #map1, #map] ins(%arg0, %arg3 : tensor<2x3xf32>, tensor<3xf32>) outs(%arg4 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CAT: return %0, %1, %2, %3, %4, %5 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
// CAT: }
// CAT-LABEL: func.func @integers(%arg0: tensor<5xi16>, %arg1: tensor<5xi16>, %arg2: tensor<5xi16>) -> (tensor<5xi16>, tensor<5xi16>) {
// CAT: %0 = linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%arg0, %arg1 : tensor<5xi16>, tensor<5xi16>) outs(%arg2 : tensor<5xi16>) -> tensor<5xi16>
// CAT: %1 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%0, %arg1 : tensor<5xi16>, tensor<5xi16>) outs(%arg2 : tensor<5xi16>) -> tensor<5xi16>
// CAT: return %0, %1 : tensor<5xi16>, tensor<5xi16>
// CAT: }
// CAT-LABEL: func.func @buffers(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// CAT: linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%arg0, %arg1 : memref<4xf64>, memref<4xf64>) outs(%arg1 : memref<4xf64>)
// CAT: linalg.elementwise kind=#linalg.elementwise_kind<negf> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
// CAT: linalg.copy ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
// CAT: return
// CAT: }
// CAT: }

// GEN: #map = affine_map<(d0, d1) -> (d0, d1)>
// GEN: #map1 = affine_map<(d0, d1) -> (d1)>
// GEN: #map2 = affine_map<(d0) -> (d0)>
// GEN: module {
// GEN-LABEL: func.func @floats(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xi1>, %arg3: tensor<3xf32>, %arg4: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
// GEN: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg4 : tensor<2x3xf32>) {
// GEN: ^bb0(%in: f32, %out: f32):
// GEN: %6 = math.sqrt %in : f32
// GEN: linalg.yield %6 : f32
// GEN: } -> tensor<2x3xf32>
// GEN: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg4 : tensor<2x3xf32>) {
// GEN: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN: %6 = math.powf %in, %in_0 : f32
// GEN: linalg.yield %6 : f32
// GEN: } -> tensor<2x3xf32>
// GEN: %2 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %arg0, %arg1 : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg4 : tensor<2x3xf32>) {
// GEN: ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
// GEN: %6 = arith.select %in, %in_0, %in_1 : f32
// GEN: linalg.yield %6 : f32
// GEN: } -> tensor<2x3xf32>
// GEN: %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg4 : tensor<2x3xf32>) {
// GEN: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN: %6 = arith.minimumf %in, %in_0 : f32
// GEN: linalg.yield %6 : f32
// GEN: } -> tensor<2x3xf32>
// GEN: %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%arg4 : tensor<2x3xf32>) {
// GEN: ^bb0(%in: f32, %out: f32):
// GEN: %6 = math.tanh %in : f32
// GEN: linalg.yield %6 : f32
// GEN: } -> tensor<2x3xf32>
// GEN: %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg3 : tensor<2x3xf32>, tensor<3xf32>) outs(%arg4 : tensor<2x3xf32>) {
// GEN: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN: %6 = arith.mulf %in, %in_0 : f32
// GEN: linalg.yield %6 : f32
// GEN: } -> tensor<2x3xf32>
// GEN: return %0, %1, %2, %3, %4, %5 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
// GEN: }
// GEN-LABEL: func.func @integers(%arg0: tensor<5xi16>, %arg1: tensor<5xi16>, %arg2: tensor<5xi16>) -> (tensor<5xi16>, tensor<5xi16>) {
// GEN: %0 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<5xi16>, tensor<5xi16>) outs(%arg2 : tensor<5xi16>) {
// GEN: ^bb0(%in: i16, %in_0: i16, %out: i16):
// GEN: %2 = arith.divui %in, %in_0 : i16
// GEN: linalg.yield %2 : i16
// GEN: } -> tensor<5xi16>
// GEN: %1 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%0, %arg1 : tensor<5xi16>, tensor<5xi16>) outs(%arg2 : tensor<5xi16>) {
// GEN: ^bb0(%in: i16, %in_0: i16, %out: i16):
// GEN: %2 = arith.muli %in, %in_0 : i16
// GEN: linalg.yield %2 : i16
// GEN: } -> tensor<5xi16>
// GEN: return %0, %1 : tensor<5xi16>, tensor<5xi16>
// GEN: }
// GEN-LABEL: func.func @buffers(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// GEN: linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xf64>, memref<4xf64>) outs(%arg1 : memref<4xf64>) {
// GEN: ^bb0(%in: f64, %in_0: f64, %out: f64):
// GEN: %0 = arith.subf %in, %in_0 : f64
// GEN: linalg.yield %0 : f64
// GEN: }
// GEN: linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>) {
// GEN: ^bb0(%in: f64, %out: f64):
// GEN: %0 = arith.negf %in : f64
// GEN: linalg.yield %0 : f64
// GEN: }
// GEN: linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>) {
// GEN: ^bb0(%in: f64, %out: f64):
// GEN: linalg.yield %in : f64
// GEN: }
// GEN: return
// GEN: }
// GEN: }

// NONE: #map = affine_map<(d0, d1) -> (d0, d1)>
// NONE: #map1 = affine_map<(d0, d1) -> (d1)>
// NONE: module {
// NONE-LABEL: func.func @floats(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xi1>, %arg3: tensor<3xf32>, %arg4: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
// NONE: %0 = linalg.sqrt ins(%arg0 : tensor<2x3xf32>) outs(%arg4 : tensor<2x3xf32>) -> tensor<2x3xf32>
// NONE: %1 = linalg.powf ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg4 : tensor<2x3xf32>) -> tensor<2x3xf32>
// NONE: %2 = linalg.select ins(%arg2, %arg0, %arg1 : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg4 : tensor<2x3xf32>) -> tensor<2x3xf32>
// NONE: %3 = linalg.min ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg4 : tensor<2x3xf32>) -> tensor<2x3xf32>
// NONE: %4 = linalg.elementwise kind=#linalg.elementwise_kind<tanh> ins(%arg0 : tensor<2x3xf32>) outs(%arg4 : tensor<2x3xf32>) -> tensor<2x3xf32>
// NONE: %5 = linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [#map, #map1, #map] ins(%arg0, %arg3 : tensor<2x3xf32>, tensor<3xf32>) outs(%arg4 : tensor<2x3xf32>) -> tensor<2x3xf32>
// NONE: return %0, %1, %2, %3, %4, %5 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
// NONE: }
// NONE-LABEL: func.func @integers(%arg0: tensor<5xi16>, %arg1: tensor<5xi16>, %arg2: tensor<5xi16>) -> (tensor<5xi16>, tensor<5xi16>) {
// NONE: %0 = linalg.div_unsigned ins(%arg0, %arg1 : tensor<5xi16>, tensor<5xi16>) outs(%arg2 : tensor<5xi16>) -> tensor<5xi16>
// NONE: %1 = linalg.mul ins(%0, %arg1 : tensor<5xi16>, tensor<5xi16>) outs(%arg2 : tensor<5xi16>) -> tensor<5xi16>
// NONE: return %0, %1 : tensor<5xi16>, tensor<5xi16>
// NONE: }
// NONE-LABEL: func.func @buffers(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// NONE: linalg.sub ins(%arg0, %arg1 : memref<4xf64>, memref<4xf64>) outs(%arg1 : memref<4xf64>)
// NONE: linalg.negf ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
// NONE: linalg.copy ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
// NONE: return
// NONE: }
// NONE: }
