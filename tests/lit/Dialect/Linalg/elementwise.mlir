// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --linalg-generalize-named-ops | FileCheck %s --check-prefix=GEN
// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --check-prefix=BUF
// RUN: oxir-opt %s --convert-linalg-to-loops | FileCheck %s --check-prefix=LOOPS

// linalg.elementwise as mlir-opt 22 prints, generalizes, bufferizes and lowers it: `kind=` an
// #linalg.elementwise_kind, indexing_maps printed only when they are not the identities (the
// property always holds them), the region built from the operand types for the kind.

func.func @unary(%a: tensor<8x16xf32>, %i: tensor<8x16xi32>, %o: tensor<8x16xf32>, %oi: tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x16xf32>) {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<8x16xf32>) outs(%o : tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%i, %i : tensor<8x16xi32>, tensor<8x16xi32>) outs(%oi : tensor<8x16xi32>) -> tensor<8x16xi32>
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%a : tensor<8x16xf32>) outs(%o : tensor<8x16xf32>) {tag} -> tensor<8x16xf32>
  return %0, %1, %2 : tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x16xf32>
}

func.func @binary(%a: tensor<8x16xf32>, %b: tensor<16xf32>, %i: tensor<8x16xi32>, %o: tensor<8x16xf32>, %oi: tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>) {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %b : tensor<8x16xf32>, tensor<16xf32>) outs(%o : tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%i, %i : tensor<8x16xi32>, tensor<8x16xi32>) outs(%oi : tensor<8x16xi32>) -> tensor<8x16xi32>
  return %0, %1 : tensor<8x16xf32>, tensor<8x16xi32>
}

func.func @buffers(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %c: memref<4x4xi1>) {
  linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%c, %a, %b : memref<4x4xi1>, memref<4x4xf32>, memref<4x4xf32>) outs(%b : memref<4x4xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: module {
// CHECK-LABEL: func.func @unary(%arg0: tensor<8x16xf32>, %arg1: tensor<8x16xi32>, %arg2: tensor<8x16xf32>, %arg3: tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x16xf32>) {
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<8x16xf32>) outs(%arg2 : tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK: %1 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%arg1, %arg1 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%arg3 : tensor<8x16xi32>) -> tensor<8x16xi32>
// CHECK: %2 = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> {tag} ins(%arg0 : tensor<8x16xf32>) outs(%arg2 : tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK: return %0, %1, %2 : tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x16xf32>
// CHECK: }
// CHECK-LABEL: func.func @binary(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<8x16xi32>, %arg3: tensor<8x16xf32>, %arg4: tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>) {
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> indexing_maps = [#map, #map1, #map] ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<16xf32>) outs(%arg3 : tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK: %1 = linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%arg2, %arg2 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%arg4 : tensor<8x16xi32>) -> tensor<8x16xi32>
// CHECK: return %0, %1 : tensor<8x16xf32>, tensor<8x16xi32>
// CHECK: }
// CHECK-LABEL: func.func @buffers(%arg0: memref<4x4xf32>, %arg1: memref<4x4xf32>, %arg2: memref<4x4xi1>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg2, %arg0, %arg1 : memref<4x4xi1>, memref<4x4xf32>, memref<4x4xf32>) outs(%arg1 : memref<4x4xf32>)
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [#map2, #map, #map] ins(%arg0, %arg1 : memref<4x4xf32>, memref<4x4xf32>) outs(%arg0 : memref<4x4xf32>)
// CHECK: return
// CHECK: }
// CHECK: }

// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC: #map1 = affine_map<(d0, d1) -> (d1)>
// GENERIC: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC: %6 = "linalg.elementwise"(%arg21, %arg23) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %12 = "math.exp"(%arg30) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%12) : (f32) -> ()
// GENERIC: %7 = "linalg.elementwise"(%arg22, %arg22, %arg24) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<mul>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %11 = "arith.muli"(%arg27, %arg28) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%11) : (i32) -> ()
// GENERIC: %8 = "linalg.elementwise"(%arg21, %arg23) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<reciprocal>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %9 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC: %10 = "arith.divf"(%9, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%10) : (f32) -> ()
// GENERIC: %2 = "linalg.elementwise"(%arg10, %arg11, %arg13) <{indexing_maps = [#map, #map1, #map], kind = #linalg.elementwise_kind<max_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %5 = "arith.maximumf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%5) : (f32) -> ()
// GENERIC: %3 = "linalg.elementwise"(%arg12, %arg12, %arg14) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<min_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %4 = "arith.minui"(%arg15, %arg16) : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%4) : (i32) -> ()
// GENERIC: "linalg.elementwise"(%arg2, %arg0, %arg1, %arg1) <{indexing_maps = [#map, #map, #map, #map], kind = #linalg.elementwise_kind<select>, operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC: %1 = "arith.select"(%arg6, %arg7, %arg8) : (i1, f32, f32) -> f32
// GENERIC: "linalg.yield"(%1) : (f32) -> ()
// GENERIC: "linalg.elementwise"(%arg0, %arg1, %arg0) <{indexing_maps = [#map2, #map, #map], kind = #linalg.elementwise_kind<sub>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %0 = "arith.subf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%0) : (f32) -> ()

// GEN: #map = affine_map<(d0, d1) -> (d0, d1)>
// GEN: #map1 = affine_map<(d0, d1) -> (d1)>
// GEN: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// GEN: module {
// GEN-LABEL: func.func @unary(%arg0: tensor<8x16xf32>, %arg1: tensor<8x16xi32>, %arg2: tensor<8x16xf32>, %arg3: tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x16xf32>) {
// GEN: %cst = arith.constant 1.000000e+00 : f32
// GEN: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x16xf32>) outs(%arg2 : tensor<8x16xf32>) {
// GEN: ^bb0(%in: f32, %out: f32):
// GEN: %3 = math.exp %in : f32
// GEN: linalg.yield %3 : f32
// GEN: } -> tensor<8x16xf32>
// GEN: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %arg1 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%arg3 : tensor<8x16xi32>) {
// GEN: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN: %3 = arith.muli %in, %in_0 : i32
// GEN: linalg.yield %3 : i32
// GEN: } -> tensor<8x16xi32>
// GEN: %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x16xf32>) outs(%arg2 : tensor<8x16xf32>) {
// GEN: ^bb0(%in: f32, %out: f32):
// GEN: %3 = arith.divf %cst, %in : f32
// GEN: linalg.yield %3 : f32
// GEN: } -> tensor<8x16xf32>
// GEN: return %0, %1, %2 : tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x16xf32>
// GEN: }
// GEN-LABEL: func.func @binary(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<8x16xi32>, %arg3: tensor<8x16xf32>, %arg4: tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>) {
// GEN: %0 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<16xf32>) outs(%arg3 : tensor<8x16xf32>) {
// GEN: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN: %2 = arith.maximumf %in, %in_0 : f32
// GEN: linalg.yield %2 : f32
// GEN: } -> tensor<8x16xf32>
// GEN: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %arg2 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%arg4 : tensor<8x16xi32>) {
// GEN: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN: %2 = arith.minui %in, %in_0 : i32
// GEN: linalg.yield %2 : i32
// GEN: } -> tensor<8x16xi32>
// GEN: return %0, %1 : tensor<8x16xf32>, tensor<8x16xi32>
// GEN: }
// GEN-LABEL: func.func @buffers(%arg0: memref<4x4xf32>, %arg1: memref<4x4xf32>, %arg2: memref<4x4xi1>) {
// GEN: linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %arg0, %arg1 : memref<4x4xi1>, memref<4x4xf32>, memref<4x4xf32>) outs(%arg1 : memref<4x4xf32>) {
// GEN: ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
// GEN: %0 = arith.select %in, %in_0, %in_1 : f32
// GEN: linalg.yield %0 : f32
// GEN: }
// GEN: linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x4xf32>, memref<4x4xf32>) outs(%arg0 : memref<4x4xf32>) {
// GEN: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN: %0 = arith.subf %in, %in_0 : f32
// GEN: linalg.yield %0 : f32
// GEN: }
// GEN: return
// GEN: }
// GEN: }

// BUF: #map = affine_map<(d0, d1) -> (d0, d1)>
// BUF: #map1 = affine_map<(d0, d1) -> (d1)>
// BUF: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// BUF: module {
// BUF-LABEL: func.func @unary(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x16xi32, strided<[?, ?], offset: ?>>, %arg2: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg3: memref<8x16xi32, strided<[?, ?], offset: ?>>) -> (memref<8x16xf32>, memref<8x16xi32, strided<[?, ?], offset: ?>>, memref<8x16xf32, strided<[?, ?], offset: ?>>) {
// BUF: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
// BUF: linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : memref<8x16xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<8x16xf32>)
// BUF: linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%arg1, %arg1 : memref<8x16xi32, strided<[?, ?], offset: ?>>, memref<8x16xi32, strided<[?, ?], offset: ?>>) outs(%arg3 : memref<8x16xi32, strided<[?, ?], offset: ?>>)
// BUF: linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> {tag} ins(%arg0 : memref<8x16xf32, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<8x16xf32, strided<[?, ?], offset: ?>>)
// BUF: %cast = memref.cast %alloc : memref<8x16xf32> to memref<8x16xf32, strided<[?, ?], offset: ?>>
// BUF: return %alloc, %arg3, %arg2 : memref<8x16xf32>, memref<8x16xi32, strided<[?, ?], offset: ?>>, memref<8x16xf32, strided<[?, ?], offset: ?>>
// BUF: }
// BUF-LABEL: func.func @binary(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16xf32, strided<[?], offset: ?>>, %arg2: memref<8x16xi32, strided<[?, ?], offset: ?>>, %arg3: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg4: memref<8x16xi32, strided<[?, ?], offset: ?>>) -> (memref<8x16xf32, strided<[?, ?], offset: ?>>, memref<8x16xi32, strided<[?, ?], offset: ?>>) {
// BUF: linalg.elementwise kind=#linalg.elementwise_kind<max_signed> indexing_maps = [#map, #map1, #map] ins(%arg0, %arg1 : memref<8x16xf32, strided<[?, ?], offset: ?>>, memref<16xf32, strided<[?], offset: ?>>) outs(%arg3 : memref<8x16xf32, strided<[?, ?], offset: ?>>)
// BUF: linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%arg2, %arg2 : memref<8x16xi32, strided<[?, ?], offset: ?>>, memref<8x16xi32, strided<[?, ?], offset: ?>>) outs(%arg4 : memref<8x16xi32, strided<[?, ?], offset: ?>>)
// BUF: return %arg3, %arg4 : memref<8x16xf32, strided<[?, ?], offset: ?>>, memref<8x16xi32, strided<[?, ?], offset: ?>>
// BUF: }
// BUF-LABEL: func.func @buffers(%arg0: memref<4x4xf32>, %arg1: memref<4x4xf32>, %arg2: memref<4x4xi1>) {
// BUF: linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg2, %arg0, %arg1 : memref<4x4xi1>, memref<4x4xf32>, memref<4x4xf32>) outs(%arg1 : memref<4x4xf32>)
// BUF: linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [#map2, #map, #map] ins(%arg0, %arg1 : memref<4x4xf32>, memref<4x4xf32>) outs(%arg0 : memref<4x4xf32>)
// BUF: return
// BUF: }
// BUF: }

// LOOPS: #map = affine_map<(d0, d1) -> (d0, d1)>
// LOOPS: #map1 = affine_map<(d0, d1) -> (d1)>
// LOOPS: module {
// LOOPS-LABEL: func.func @unary(%arg0: tensor<8x16xf32>, %arg1: tensor<8x16xi32>, %arg2: tensor<8x16xf32>, %arg3: tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x16xf32>) {
// LOOPS: %cst = arith.constant 1.000000e+00 : f32
// LOOPS: %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<8x16xf32>) outs(%arg2 : tensor<8x16xf32>) -> tensor<8x16xf32>
// LOOPS: %1 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%arg1, %arg1 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%arg3 : tensor<8x16xi32>) -> tensor<8x16xi32>
// LOOPS: %2 = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> {tag} ins(%arg0 : tensor<8x16xf32>) outs(%arg2 : tensor<8x16xf32>) -> tensor<8x16xf32>
// LOOPS: return %0, %1, %2 : tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x16xf32>
// LOOPS: }
// LOOPS-LABEL: func.func @binary(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<8x16xi32>, %arg3: tensor<8x16xf32>, %arg4: tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>) {
// LOOPS: %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> indexing_maps = [#map, #map1, #map] ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<16xf32>) outs(%arg3 : tensor<8x16xf32>) -> tensor<8x16xf32>
// LOOPS: %1 = linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%arg2, %arg2 : tensor<8x16xi32>, tensor<8x16xi32>) outs(%arg4 : tensor<8x16xi32>) -> tensor<8x16xi32>
// LOOPS: return %0, %1 : tensor<8x16xf32>, tensor<8x16xi32>
// LOOPS: }
// LOOPS-LABEL: func.func @buffers(%arg0: memref<4x4xf32>, %arg1: memref<4x4xf32>, %arg2: memref<4x4xi1>) {
// LOOPS: %c0 = arith.constant 0 : index
// LOOPS: %c4 = arith.constant 4 : index
// LOOPS: %c1 = arith.constant 1 : index
// LOOPS: scf.for %arg3 = %c0 to %c4 step %c1 {
// LOOPS: scf.for %arg4 = %c0 to %c4 step %c1 {
// LOOPS: %0 = memref.load %arg2[%arg3, %arg4] : memref<4x4xi1>
// LOOPS: %1 = memref.load %arg0[%arg3, %arg4] : memref<4x4xf32>
// LOOPS: %2 = memref.load %arg1[%arg3, %arg4] : memref<4x4xf32>
// LOOPS: %3 = arith.select %0, %1, %2 : f32
// LOOPS: memref.store %3, %arg1[%arg3, %arg4] : memref<4x4xf32>
// LOOPS: }
// LOOPS: }
// LOOPS: scf.for %arg3 = %c0 to %c4 step %c1 {
// LOOPS: scf.for %arg4 = %c0 to %c4 step %c1 {
// LOOPS: %0 = memref.load %arg0[%arg4, %arg3] : memref<4x4xf32>
// LOOPS: %1 = memref.load %arg1[%arg3, %arg4] : memref<4x4xf32>
// LOOPS: %2 = arith.subf %0, %1 : f32
// LOOPS: memref.store %2, %arg0[%arg3, %arg4] : memref<4x4xf32>
// LOOPS: }
// LOOPS: }
// LOOPS: return
// LOOPS: }
// LOOPS: }
