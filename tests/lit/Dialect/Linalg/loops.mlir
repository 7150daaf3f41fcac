// RUN: oxir-opt %s --convert-linalg-to-loops | FileCheck %s

// convert-linalg-to-loops: linalg.map / generic / fill on buffers become scf.for nests with
// loads, the inlined body (linalg.index -> induction variable) and stores; constants uniqued
// and hoisted, unused loads removed; ops on tensors stay. Expected output is mlir-opt 22's.

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @m_1(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg3] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg2[%arg3] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg3] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: %3 = arith.mulf %2, %1 : f32
// CHECK-NEXT: memref.store %3, %arg2[%arg3] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg3] : memref<4xf32>
// CHECK-NEXT: %2 = arith.mulf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg2[%arg3] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT: %1 = arith.negf %0 : f32
// CHECK-NEXT: memref.store %1, %arg2[%arg3] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg3] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 fastmath<fast> : f32
// CHECK-NEXT: memref.store %2, %arg2[%arg3] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: memref.store %cst, %arg2[%arg3] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @t_1(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %mapped = linalg.map { arith.negf } ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>)
// CHECK-NEXT: %0 = linalg.fill ins(%cst : f32) outs(%mapped : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @m_2(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %arg2[%arg3] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg2[%arg3] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg2[%arg3] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg3] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addf %1, %0 : f32
// CHECK-NEXT: memref.store %2, %arg2[%arg3] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: memref.store %cst, %arg2[%arg3] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g_3(%arg0: tensor<4x3xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = linalg.generic {doc = "sum", indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"], library_call = "foo"} ins(%arg0 : tensor<4x3xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g2_3(%arg0: memref<4x3xf32>, %arg1: memref<4x3xf32>, %arg2: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %c0] : memref<4x3xf32>
// CHECK-NEXT: %1 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT: %2 = arith.index_cast %1 : index to i32
// CHECK-NEXT: %3 = arith.sitofp %2 : i32 to f32
// CHECK-NEXT: %4 = arith.addf %0, %3 : f32
// CHECK-NEXT: %5 = arith.mulf %4, %arg2 : f32
// CHECK-NEXT: memref.store %5, %arg1[%arg3, %arg4] : memref<4x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @m0_3(%arg0: memref<f32>, %arg1: memref<f32>) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = memref.load %arg0[] : memref<f32>
// CHECK-NEXT: %1 = arith.negf %0 : f32
// CHECK-NEXT: memref.store %1, %arg1[] : memref<f32>
// CHECK-NEXT: memref.store %cst, %arg1[] : memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @md_3(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: scf.for %arg2 = %c0 to %dim step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: %1 = arith.negf %0 : f32
// CHECK-NEXT: memref.store %1, %arg1[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mt_3(%arg0: tensor<?xi32>, %arg1: tensor<?xi32>, %arg2: tensor<?xi32>) -> tensor<?xi32> {
// CHECK-NEXT: %mapped = linalg.map { arith.addi {overflowFlags = #arith.overflow<nsw>} } ins(%arg0, %arg1 : tensor<?xi32>, tensor<?xi32>) outs(%arg2 : tensor<?xi32>)
// CHECK-NEXT: %mapped_0 = linalg.map ins(%mapped : tensor<?xi32>) outs(%arg2 : tensor<?xi32>)
// CHECK-NEXT: (%in: i32, %init: i32) {
// CHECK-NEXT: %0 = linalg.index 0 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: %2 = arith.addi %in, %1 : i32
// CHECK-NEXT: linalg.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %mapped_0 : tensor<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g_4(%arg0: memref<4x3xf32>, %arg1: memref<3x4xf32>, %arg2: memref<4x3xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg4] : memref<4x3xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg4, %arg3] : memref<3x4xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg2[%arg3, %arg4] : memref<4x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @m_1(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) {
  linalg.map ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%c : memref<4xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  linalg.map ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%c : memref<4xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %s = arith.addf %x, %y : f32
      %t = arith.mulf %s, %y : f32
      linalg.yield %t : f32
    }
  linalg.map { arith.mulf } ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%c : memref<4xf32>) {foo = 1}
  linalg.map { arith.negf } ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
  linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%c : memref<4xf32>)
  %cst = arith.constant 1.0 : f32
  linalg.fill ins(%cst : f32) outs(%c : memref<4xf32>)
  return
}
func.func @t_1(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.map { arith.negf } ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>)
  %cst = arith.constant 1.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}

func.func @m_2(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) {
  linalg.map ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%c : memref<4xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %x : f32
    }
  linalg.map ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
    (%x: f32, %z: f32) {
      %s = arith.addf %x, %z : f32
      linalg.yield %s : f32
    }
  linalg.map ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%c : memref<4xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %s = arith.addf %y, %x : f32
      linalg.yield %s : f32
    }
  linalg.map outs(%c : memref<4xf32>)
    (%z: f32) {
      %s = arith.constant 1.0 : f32
      linalg.yield %s : f32
    }
  return
}

#id3 = affine_map<(d0, d1) -> (d0, d1)>
#red3 = affine_map<(d0, d1) -> (d0)>
#c3 = affine_map<(d0, d1) -> (d0, 0)>
func.func @g_3(%a: tensor<4x3xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id3, #red3], iterator_types = ["parallel", "reduction"], doc = "sum", library_call = "foo"} ins(%a : tensor<4x3xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @g2_3(%a: memref<4x3xf32>, %b: memref<4x3xf32>, %s: f32) {
  linalg.generic {indexing_maps = [#c3, affine_map<(d0, d1) -> ()>, #id3], iterator_types = ["parallel", "parallel"]} ins(%a, %s : memref<4x3xf32>, f32) outs(%b : memref<4x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %s1 = arith.addf %x, %kf : f32
    %s2 = arith.mulf %s1, %y : f32
    linalg.yield %s2 : f32
  }
  return
}
func.func @m0_3(%a: memref<f32>, %b: memref<f32>) {
  linalg.map { arith.negf } ins(%a : memref<f32>) outs(%b : memref<f32>)
  %cst = arith.constant 2.0 : f32
  linalg.fill {hello} ins(%cst : f32) outs(%b : memref<f32>)
  return
}
func.func @md_3(%a: memref<?x?xf32>, %b: memref<?x?xf32>) {
  linalg.map { arith.negf } ins(%a : memref<?x?xf32>) outs(%b : memref<?x?xf32>)
  return
}
func.func @mt_3(%a: tensor<?xi32>, %b: tensor<?xi32>, %c: tensor<?xi32>) -> tensor<?xi32> {
  %r = linalg.map { arith.addi {overflowFlags = #arith.overflow<nsw>} } ins(%a, %b : tensor<?xi32>, tensor<?xi32>) outs(%c : tensor<?xi32>)
  %r2 = linalg.map ins(%r : tensor<?xi32>) outs(%c : tensor<?xi32>)
    (%x: i32, %y: i32) {
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i32
      %z = arith.addi %x, %ii : i32
      linalg.yield %z : i32
    }
  return %r2 : tensor<?xi32>
}

#id4 = affine_map<(d0, d1) -> (d0, d1)>
#tr4 = affine_map<(d0, d1) -> (d1, d0)>
func.func @g_4(%a: memref<4x3xf32>, %b: memref<3x4xf32>, %c: memref<4x3xf32>) {
  linalg.generic {indexing_maps = [#id4, #tr4, #id4], iterator_types = ["parallel", "parallel"]} ins(%a, %b : memref<4x3xf32>, memref<3x4xf32>) outs(%c : memref<4x3xf32>) attrs = {foo} {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %i = linalg.index 1 : index
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}
