// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// linalg.map (short form, region form with %in/%init names), linalg.generic (leading dictionary,
// attrs =, results on tensors), linalg.fill, linalg.index and linalg.yield round-trip as
// mlir-opt 22 prints them, custom and generic.

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> ()>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @m_1(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT: linalg.map { arith.addf } ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)
// CHECK-NEXT: linalg.map ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)
// CHECK-NEXT: (%in: f32, %in_0: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.mulf %0, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.map { arith.mulf } ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>) {foo = 1 : i64}
// CHECK-NEXT: linalg.map { arith.negf } ins(%arg0 : memref<4xf32>) outs(%arg2 : memref<4xf32>)
// CHECK-NEXT: linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%arg2 : memref<4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @t_1(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %mapped = linalg.map { arith.negf } ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>)
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = linalg.fill ins(%cst : f32) outs(%mapped : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @m_2(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT: linalg.map ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)
// CHECK-NEXT: (%in: f32, %in_0: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.map ins(%arg0 : memref<4xf32>) outs(%arg2 : memref<4xf32>)
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.map ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)
// CHECK-NEXT: (%in: f32, %in_0: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in_0, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.map outs(%arg2 : memref<4xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: linalg.yield %cst : f32
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
// CHECK-NEXT: linalg.generic {indexing_maps = [#map2, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg2 : memref<4x3xf32>, f32) outs(%arg1 : memref<4x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = linalg.index 0 : index
// CHECK-NEXT: %1 = linalg.index 1 : index
// CHECK-NEXT: %2 = arith.addi %0, %1 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.sitofp %3 : i32 to f32
// CHECK-NEXT: %5 = arith.addf %in, %4 : f32
// CHECK-NEXT: %6 = arith.mulf %5, %in_0 : f32
// CHECK-NEXT: linalg.yield %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @m0_3(%arg0: memref<f32>, %arg1: memref<f32>) {
// CHECK-NEXT: linalg.map { arith.negf } ins(%arg0 : memref<f32>) outs(%arg1 : memref<f32>)
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: linalg.fill {hello} ins(%cst : f32) outs(%arg1 : memref<f32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @md_3(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: linalg.map { arith.negf } ins(%arg0 : memref<?x?xf32>) outs(%arg1 : memref<?x?xf32>)
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
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x3xf32>, memref<3x4xf32>) outs(%arg2 : memref<4x3xf32>) attrs =  {foo} {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = linalg.index 1 : index
// CHECK-NEXT: %1 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1) -> (d0, 0)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1) -> ()>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> (), sym_name = "m_1"}> ({
// GENERIC-NEXT: ^bb0(%arg52: memref<4xf32>, %arg53: memref<4xf32>, %arg54: memref<4xf32>):
// GENERIC-NEXT: "linalg.map"(%arg52, %arg53, %arg54) ({
// GENERIC-NEXT: ^bb0(%arg68: f32, %arg69: f32, %arg70: f32):
// GENERIC-NEXT: %34 = "arith.addf"(%arg68, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%34) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "linalg.map"(%arg52, %arg53, %arg54) ({
// GENERIC-NEXT: ^bb0(%arg65: f32, %arg66: f32, %arg67: f32):
// GENERIC-NEXT: %32 = "arith.addf"(%arg65, %arg66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %33 = "arith.mulf"(%32, %arg66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%33) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "linalg.map"(%arg52, %arg53, %arg54) ({
// GENERIC-NEXT: ^bb0(%arg62: f32, %arg63: f32, %arg64: f32):
// GENERIC-NEXT: %31 = "arith.mulf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%31) : (f32) -> ()
// GENERIC-NEXT: }) {foo = 1 : i64} : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "linalg.map"(%arg52, %arg54) ({
// GENERIC-NEXT: ^bb0(%arg60: f32, %arg61: f32):
// GENERIC-NEXT: %30 = "arith.negf"(%arg60) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%30) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "linalg.map"(%arg52, %arg53, %arg54) ({
// GENERIC-NEXT: ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
// GENERIC-NEXT: %29 = "arith.addf"(%arg57, %arg58) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%29) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: %28 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: "linalg.fill"(%28, %arg54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg55: f32, %arg56: f32):
// GENERIC-NEXT: "linalg.yield"(%arg55) : (f32) -> ()
// GENERIC-NEXT: }) : (f32, memref<4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "t_1"}> ({
// GENERIC-NEXT: ^bb0(%arg46: tensor<4xf32>, %arg47: tensor<4xf32>):
// GENERIC-NEXT: %24 = "linalg.map"(%arg46, %arg47) ({
// GENERIC-NEXT: ^bb0(%arg50: f32, %arg51: f32):
// GENERIC-NEXT: %27 = "arith.negf"(%arg50) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%27) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %25 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: %26 = "linalg.fill"(%25, %24) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg48: f32, %arg49: f32):
// GENERIC-NEXT: "linalg.yield"(%arg48) : (f32) -> ()
// GENERIC-NEXT: }) : (f32, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: "func.return"(%26) : (tensor<4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> (), sym_name = "m_2"}> ({
// GENERIC-NEXT: ^bb0(%arg34: memref<4xf32>, %arg35: memref<4xf32>, %arg36: memref<4xf32>):
// GENERIC-NEXT: "linalg.map"(%arg34, %arg35, %arg36) ({
// GENERIC-NEXT: ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
// GENERIC-NEXT: %23 = "arith.addf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%arg43) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "linalg.map"(%arg34, %arg36) ({
// GENERIC-NEXT: ^bb0(%arg41: f32, %arg42: f32):
// GENERIC-NEXT: %22 = "arith.addf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%22) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "linalg.map"(%arg34, %arg35, %arg36) ({
// GENERIC-NEXT: ^bb0(%arg38: f32, %arg39: f32, %arg40: f32):
// GENERIC-NEXT: %21 = "arith.addf"(%arg39, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%21) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "linalg.map"(%arg36) ({
// GENERIC-NEXT: ^bb0(%arg37: f32):
// GENERIC-NEXT: %20 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: "linalg.yield"(%20) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x3xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "g_3"}> ({
// GENERIC-NEXT: ^bb0(%arg30: tensor<4x3xf32>, %arg31: tensor<4xf32>):
// GENERIC-NEXT: %18 = "linalg.generic"(%arg30, %arg31) <{doc = "sum", indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], library_call = "foo", operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg32: f32, %arg33: f32):
// GENERIC-NEXT: %19 = "arith.addf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%19) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x3xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: "func.return"(%18) : (tensor<4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4x3xf32>, memref<4x3xf32>, f32) -> (), sym_name = "g2_3"}> ({
// GENERIC-NEXT: ^bb0(%arg24: memref<4x3xf32>, %arg25: memref<4x3xf32>, %arg26: f32):
// GENERIC-NEXT: "linalg.generic"(%arg24, %arg26, %arg25) <{indexing_maps = [#map2, #map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
// GENERIC-NEXT: %11 = "linalg.index"() <{dim = 0 : i64}> : () -> index
// GENERIC-NEXT: %12 = "linalg.index"() <{dim = 1 : i64}> : () -> index
// GENERIC-NEXT: %13 = "arith.addi"(%11, %12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT: %14 = "arith.index_cast"(%13) : (index) -> i32
// GENERIC-NEXT: %15 = "arith.sitofp"(%14) : (i32) -> f32
// GENERIC-NEXT: %16 = "arith.addf"(%arg27, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %17 = "arith.mulf"(%16, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%17) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4x3xf32>, f32, memref<4x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<f32>, memref<f32>) -> (), sym_name = "m0_3"}> ({
// GENERIC-NEXT: ^bb0(%arg18: memref<f32>, %arg19: memref<f32>):
// GENERIC-NEXT: "linalg.map"(%arg18, %arg19) ({
// GENERIC-NEXT: ^bb0(%arg22: f32, %arg23: f32):
// GENERIC-NEXT: %10 = "arith.negf"(%arg22) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%10) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<f32>, memref<f32>) -> ()
// GENERIC-NEXT: %9 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: "linalg.fill"(%9, %arg19) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg20: f32, %arg21: f32):
// GENERIC-NEXT: "linalg.yield"(%arg20) : (f32) -> ()
// GENERIC-NEXT: }) {hello} : (f32, memref<f32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "md_3"}> ({
// GENERIC-NEXT: ^bb0(%arg14: memref<?x?xf32>, %arg15: memref<?x?xf32>):
// GENERIC-NEXT: "linalg.map"(%arg14, %arg15) ({
// GENERIC-NEXT: ^bb0(%arg16: f32, %arg17: f32):
// GENERIC-NEXT: %8 = "arith.negf"(%arg16) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%8) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?xi32>, tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>, sym_name = "mt_3"}> ({
// GENERIC-NEXT: ^bb0(%arg6: tensor<?xi32>, %arg7: tensor<?xi32>, %arg8: tensor<?xi32>):
// GENERIC-NEXT: %2 = "linalg.map"(%arg6, %arg7, %arg8) ({
// GENERIC-NEXT: ^bb0(%arg11: i32, %arg12: i32, %arg13: i32):
// GENERIC-NEXT: %7 = "arith.addi"(%arg11, %arg12) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%7) : (i32) -> ()
// GENERIC-NEXT: }) : (tensor<?xi32>, tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
// GENERIC-NEXT: %3 = "linalg.map"(%2, %arg8) ({
// GENERIC-NEXT: ^bb0(%arg9: i32, %arg10: i32):
// GENERIC-NEXT: %4 = "linalg.index"() <{dim = 0 : i64}> : () -> index
// GENERIC-NEXT: %5 = "arith.index_cast"(%4) : (index) -> i32
// GENERIC-NEXT: %6 = "arith.addi"(%arg9, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%6) : (i32) -> ()
// GENERIC-NEXT: }) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
// GENERIC-NEXT: "func.return"(%3) : (tensor<?xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4x3xf32>, memref<3x4xf32>, memref<4x3xf32>) -> (), sym_name = "g_4"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<4x3xf32>, %arg1: memref<3x4xf32>, %arg2: memref<4x3xf32>):
// GENERIC-NEXT: "linalg.generic"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map4, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
// GENERIC-NEXT: %0 = "linalg.index"() <{dim = 1 : i64}> : () -> index
// GENERIC-NEXT: %1 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%1) : (f32) -> ()
// GENERIC-NEXT: }) {foo} : (memref<4x3xf32>, memref<3x4xf32>, memref<4x3xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

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
