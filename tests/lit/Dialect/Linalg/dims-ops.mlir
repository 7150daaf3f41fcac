// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s --linalg-generalize-named-ops | FileCheck %s --check-prefix=GEN
// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops | FileCheck %s --check-prefix=LOOPS

// linalg.transpose, linalg.broadcast and linalg.reduce (region and short form, whose payload
// takes the accumulator first) as mlir-opt 22 prints them (with the trailing space after the
// dimension list), generic, generalized (with map and fill), bufferized and lowered to loops.

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<8xf32>, %arg3: tensor<4xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>, tensor<4xf32>) {
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x4xf32>) permutation = [1, 0]{{ }}
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg2 : tensor<8xf32>) outs(%arg0 : tensor<4x8xf32>) dimensions = [0]{{ }}
// CHECK-NEXT: %reduced = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%arg3 : tensor<4xf32>) dimensions = [1]{{ }}
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %reduced_0 = linalg.reduce { arith.addf } ins(%arg0 : tensor<4x8xf32>) outs(%arg3 : tensor<4xf32>) dimensions = [1]{{ }}
// CHECK-NEXT: return %transposed, %broadcasted, %reduced : tensor<8x4xf32>, tensor<4x8xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: f32) {
// CHECK-NEXT: linalg.map { arith.addf } ins(%arg0, %arg0 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%arg1 : memref<4x8xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x4xf32>, tensor<8xf32>, tensor<4xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>, tensor<4xf32>), sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg8: tensor<4x8xf32>, %arg9: tensor<8x4xf32>, %arg10: tensor<8xf32>, %arg11: tensor<4xf32>):
// GENERIC-NEXT: %1 = "linalg.transpose"(%arg8, %arg9) <{permutation = array<i64: 1, 0>}> ({
// GENERIC-NEXT: ^bb0(%arg18: f32, %arg19: f32):
// GENERIC-NEXT: "linalg.yield"(%arg18) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
// GENERIC-NEXT: %2 = "linalg.broadcast"(%arg10, %arg8) <{dimensions = array<i64: 0>}> ({
// GENERIC-NEXT: ^bb0(%arg16: f32, %arg17: f32):
// GENERIC-NEXT: "linalg.yield"(%arg16) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %3 = "linalg.reduce"(%arg8, %arg11) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%arg14: f32, %arg15: f32):
// GENERIC-NEXT: %6 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%6) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %4 = "linalg.reduce"(%arg8, %arg11) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%arg12: f32, %arg13: f32):
// GENERIC-NEXT: %5 = "arith.addf"(%arg13, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%5) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: "func.return"(%1, %2, %3) : (tensor<8x4xf32>, tensor<4x8xf32>, tensor<4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>, f32) -> (), sym_name = "g"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: f32):
// GENERIC-NEXT: "linalg.map"(%arg0, %arg0, %arg1) ({
// GENERIC-NEXT: ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
// GENERIC-NEXT: %0 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%0) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
// GENERIC-NEXT: "linalg.fill"(%arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// GENERIC-NEXT: "linalg.yield"(%arg3) : (f32) -> ()
// GENERIC-NEXT: }) : (f32, memref<4x8xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// GEN: #map = affine_map<(d0, d1) -> (d1, d0)>
// GEN-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// GEN-NEXT: #map2 = affine_map<(d0, d1) -> (d1)>
// GEN-NEXT: #map3 = affine_map<(d0, d1) -> (d0)>
// GEN-NEXT: #map4 = affine_map<(d0, d1) -> ()>
// GEN-NEXT: module {
// GEN-NEXT: func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<8xf32>, %arg3: tensor<4xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>, tensor<4xf32>) {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x4xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: linalg.yield %in : f32
// GEN-NEXT: } -> tensor<8x4xf32>
// GEN-NEXT: %1 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<8xf32>) outs(%arg0 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: linalg.yield %in : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %2 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg3 : tensor<4xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %3 = arith.addf %in, %out : f32
// GEN-NEXT: linalg.yield %3 : f32
// GEN-NEXT: } -> tensor<4xf32>
// GEN-NEXT: return %0, %1, %2 : tensor<8x4xf32>, tensor<4x8xf32>, tensor<4xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @g(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: f32) {
// GEN-NEXT: linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg0 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.addf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %0 : f32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : f32) outs(%arg1 : memref<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: linalg.yield %in : f32
// GEN-NEXT: }
// GEN-NEXT: return
// GEN-NEXT: }
// GEN-NEXT: }

// LOOPS: module {
// LOOPS-NEXT: func.func @f(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x4xf32, strided<[?, ?], offset: ?>>, %arg2: memref<8xf32, strided<[?], offset: ?>>, %arg3: memref<4xf32, strided<[?], offset: ?>>) -> (memref<8x4xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32>, memref<4xf32>) {
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %c8 = arith.constant 8 : index
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: %c4 = arith.constant 4 : index
// LOOPS-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// LOOPS-NEXT: scf.for %arg5 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: %0 = memref.load %arg0[%arg5, %arg4] : memref<4x8xf32, strided<[?, ?], offset: ?>>
// LOOPS-NEXT: memref.store %0, %arg1[%arg4, %arg5] : memref<8x4xf32, strided<[?, ?], offset: ?>>
// LOOPS-NEXT: }
// LOOPS-NEXT: }
// LOOPS-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// LOOPS-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: scf.for %arg5 = %c0 to %c8 step %c1 {
// LOOPS-NEXT: %0 = memref.load %arg2[%arg5] : memref<8xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: memref.store %0, %alloc[%arg4, %arg5] : memref<4x8xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: }
// LOOPS-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LOOPS-NEXT: memref.copy %arg3, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// LOOPS-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: scf.for %arg5 = %c0 to %c8 step %c1 {
// LOOPS-NEXT: %0 = memref.load %arg0[%arg4, %arg5] : memref<4x8xf32, strided<[?, ?], offset: ?>>
// LOOPS-NEXT: %1 = memref.load %alloc_0[%arg4] : memref<4xf32>
// LOOPS-NEXT: %2 = arith.addf %0, %1 : f32
// LOOPS-NEXT: memref.store %2, %alloc_0[%arg4] : memref<4xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: }
// LOOPS-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: scf.for %arg5 = %c0 to %c8 step %c1 {
// LOOPS-NEXT: %0 = memref.load %arg0[%arg4, %arg5] : memref<4x8xf32, strided<[?, ?], offset: ?>>
// LOOPS-NEXT: %1 = memref.load %arg3[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: %2 = arith.addf %1, %0 : f32
// LOOPS-NEXT: memref.store %2, %arg3[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// LOOPS-NEXT: }
// LOOPS-NEXT: }
// LOOPS-NEXT: return %arg1, %alloc, %alloc_0 : memref<8x4xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32>, memref<4xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: func.func @g(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: f32) {
// LOOPS-NEXT: %c0 = arith.constant 0 : index
// LOOPS-NEXT: %c4 = arith.constant 4 : index
// LOOPS-NEXT: %c1 = arith.constant 1 : index
// LOOPS-NEXT: %c8 = arith.constant 8 : index
// LOOPS-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// LOOPS-NEXT: %0 = memref.load %arg0[%arg3, %arg4] : memref<4x8xf32>
// LOOPS-NEXT: %1 = memref.load %arg0[%arg3, %arg4] : memref<4x8xf32>
// LOOPS-NEXT: %2 = arith.addf %0, %1 : f32
// LOOPS-NEXT: memref.store %2, %arg1[%arg3, %arg4] : memref<4x8xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: }
// LOOPS-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// LOOPS-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// LOOPS-NEXT: memref.store %arg2, %arg1[%arg3, %arg4] : memref<4x8xf32>
// LOOPS-NEXT: }
// LOOPS-NEXT: }
// LOOPS-NEXT: return
// LOOPS-NEXT: }
// LOOPS-NEXT: }

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %v: tensor<8xf32>, %c: tensor<4xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>, tensor<4xf32>) {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0]
  %1 = linalg.broadcast ins(%v : tensor<8xf32>) outs(%a : tensor<4x8xf32>) dimensions = [0]
  %2 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %3 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [1]
  return %0, %1, %2 : tensor<8x4xf32>, tensor<4x8xf32>, tensor<4xf32>
}
func.func @g(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %s: f32) {
  linalg.map { arith.addf } ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.fill ins(%s : f32) outs(%b : memref<4x8xf32>)
  return
}
