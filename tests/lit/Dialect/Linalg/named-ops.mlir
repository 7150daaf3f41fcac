// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s --linalg-generalize-named-ops | FileCheck %s --check-prefix=GEN

// The named structured ops (matmul with user maps and cast, batch_matmul, matvec, vecmat, dot,
// the elementwise ops, copy, convolutions and poolings) round-trip in MLIR's custom form; the
// generic form shows their implicit regions (built from the element types: casts, OpDSL's
// functions), indexing_maps of matmul and the maps MLIR memoizes; linalg-generalize-named-ops
// turns them into linalg.generic (unused ops on tensors are dead, the reciprocal's constant
// hoisted). Expected output is mlir-opt 22's.

// CHECK: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @matmul(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: return %0 : tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @matmul_cast(%arg0: memref<4x8xi8>, %arg1: memref<8x16xi8>, %arg2: memref<4x16xi32>, %arg3: memref<4x16xf32>) {
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg2 : memref<4x16xi32>)
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg2 : memref<4x16xi32>)
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg3 : memref<4x16xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @matmul_transpose_broadcast(%arg0: memref<8x4xf32>, %arg1: memref<8x16xf32>, %arg2: memref<8xf32>, %arg3: memref<4x16xf32>, %arg4: memref<16x16xf32>) {
// CHECK-NEXT: linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : memref<8x4xf32>, memref<8x16xf32>) outs(%arg3 : memref<4x16xf32>)
// CHECK-NEXT: linalg.matmul indexing_maps = [#map3, #map1, #map2] ins(%arg2, %arg1 : memref<8xf32>, memref<8x16xf32>) outs(%arg3 : memref<4x16xf32>)
// CHECK-NEXT: linalg.matmul ins(%arg3, %arg4 : memref<4x16xf32>, memref<16x16xf32>) outs(%arg3 : memref<4x16xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @contractions(%arg0: memref<2x4x8xf32>, %arg1: memref<2x8x16xf32>, %arg2: memref<2x4x16xf32>, %arg3: memref<4x8xf32>, %arg4: memref<8xf32>, %arg5: memref<4xf32>, %arg6: memref<f32>, %arg7: memref<4x8xi16>, %arg8: memref<8xi16>) {
// CHECK-NEXT: linalg.batch_matmul ins(%arg0, %arg1 : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%arg2 : memref<2x4x16xf32>)
// CHECK-NEXT: linalg.matvec ins(%arg3, %arg4 : memref<4x8xf32>, memref<8xf32>) outs(%arg5 : memref<4xf32>)
// CHECK-NEXT: linalg.matvec {cast = #linalg.type_fn<cast_unsigned>} ins(%arg7, %arg8 : memref<4x8xi16>, memref<8xi16>) outs(%arg5 : memref<4xf32>)
// CHECK-NEXT: linalg.vecmat ins(%arg5, %arg3 : memref<4xf32>, memref<4x8xf32>) outs(%arg4 : memref<8xf32>)
// CHECK-NEXT: linalg.dot ins(%arg4, %arg4 : memref<8xf32>, memref<8xf32>) outs(%arg6 : memref<f32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @elementwise(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf64>, %arg3: tensor<4x8xi1>, %arg4: tensor<4x8xi32>) -> (tensor<4x8xf32>, tensor<4x8xf64>, tensor<4x8xi32>) {
// CHECK-NEXT: %0 = linalg.exp ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.log ins(%0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %2 = linalg.abs ins(%1 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %3 = linalg.ceil ins(%2 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %4 = linalg.floor ins(%3 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %5 = linalg.negf ins(%4 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %6 = linalg.reciprocal ins(%5 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %7 = linalg.round ins(%6 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %8 = linalg.sqrt ins(%7 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %9 = linalg.rsqrt ins(%8 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %10 = linalg.square ins(%9 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %11 = linalg.tanh ins(%10 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %12 = linalg.erf ins(%11 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %13 = linalg.add ins(%12, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %14 = linalg.sub ins(%13, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %15 = linalg.mul ins(%14, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %16 = linalg.div ins(%15, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %17 = linalg.max ins(%16, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %18 = linalg.min ins(%17, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %19 = linalg.powf ins(%18, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %20 = linalg.select ins(%arg3, %19, %arg0 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %21 = linalg.copy ins(%20 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf64>) -> tensor<4x8xf64>
// CHECK-NEXT: %22 = linalg.div_unsigned ins(%arg4, %arg4 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg4 : tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT: %23 = linalg.add ins(%arg3, %arg3 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%arg3 : tensor<4x8xi1>) -> tensor<4x8xi1>
// CHECK-NEXT: %24 = linalg.max ins(%22, %arg4 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg4 : tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT: return %20, %21, %24 : tensor<4x8xf32>, tensor<4x8xf64>, tensor<4x8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @windows(%arg0: memref<1x6x6x2xf32>, %arg1: memref<3x3x2x4xf32>, %arg2: memref<1x4x4x4xf32>, %arg3: memref<1x2x6x6xf32>, %arg4: memref<4x2x3x3xf32>, %arg5: memref<6xf32>, %arg6: memref<3xf32>, %arg7: memref<4xf32>, %arg8: memref<3x3x2xf32>, %arg9: memref<1x4x4x2xf32>, %arg10: memref<3x3xf32>, %arg11: memref<1x2x2x4xf32>) {
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x6x6x2xf32>, memref<3x3x2x4xf32>) outs(%arg11 : memref<1x2x2x4xf32>)
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : memref<1x6x6x2xf32>, memref<3x3x2x4xf32>) outs(%arg2 : memref<1x4x4x4xf32>)
// CHECK-NEXT: linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>} ins(%arg3, %arg4 : memref<1x2x6x6xf32>, memref<4x2x3x3xf32>) outs(%arg2 : memref<1x4x4x4xf32>)
// CHECK-NEXT: linalg.conv_1d ins(%arg5, %arg6 : memref<6xf32>, memref<3xf32>) outs(%arg7 : memref<4xf32>)
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwc ins(%arg0, %arg8 : memref<1x6x6x2xf32>, memref<3x3x2xf32>) outs(%arg9 : memref<1x4x4x2xf32>)
// CHECK-NEXT: linalg.pooling_nhwc_sum ins(%arg0, %arg10 : memref<1x6x6x2xf32>, memref<3x3xf32>) outs(%arg9 : memref<1x4x4x2xf32>)
// CHECK-NEXT: linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>} ins(%arg0, %arg10 : memref<1x6x6x2xf32>, memref<3x3xf32>) outs(%arg9 : memref<1x4x4x2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @windows_int(%arg0: tensor<1x6x6x2xi8>, %arg1: tensor<3x3x2x4xi8>, %arg2: tensor<1x4x4x4xi32>, %arg3: tensor<3x3xi8>, %arg4: tensor<1x4x4x2xi32>) -> (tensor<1x4x4x4xi32>, tensor<1x4x4x2xi32>) {
// CHECK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : tensor<1x6x6x2xi8>, tensor<3x3x2x4xi8>) outs(%arg2 : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
// CHECK-NEXT: %1 = linalg.pooling_nhwc_max ins(%arg0, %arg3 : tensor<1x6x6x2xi8>, tensor<3x3xi8>) outs(%arg4 : tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32>
// CHECK-NEXT: return %0, %1 : tensor<1x4x4x4xi32>, tensor<1x4x4x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d2)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GENERIC-NEXT: #map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GENERIC-NEXT: #map8 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map9 = affine_map<(d0, d1) -> (d1)>
// GENERIC-NEXT: #map10 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT: #map11 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT: #map12 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map13 = affine_map<(d0) -> ()>
// GENERIC-NEXT: #map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
// GENERIC-NEXT: #map15 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// GENERIC-NEXT: #map16 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map17 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
// GENERIC-NEXT: #map18 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
// GENERIC-NEXT: #map19 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// GENERIC-NEXT: #map20 = affine_map<(d0, d1) -> (d0 + d1)>
// GENERIC-NEXT: #map21 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
// GENERIC-NEXT: #map22 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// GENERIC-NEXT: #map23 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map24 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, sym_name = "matmul"}> ({
// GENERIC-NEXT: ^bb0(%arg162: tensor<4x8xf32>, %arg163: tensor<8x16xf32>, %arg164: tensor<4x16xf32>):
// GENERIC-NEXT: %101 = "linalg.matmul"(%arg162, %arg163, %arg164) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg165: f32, %arg166: f32, %arg167: f32):
// GENERIC-NEXT: %102 = "arith.mulf"(%arg165, %arg166) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %103 = "arith.addf"(%arg167, %102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%103) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// GENERIC-NEXT: "func.return"(%101) : (tensor<4x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xi32>, memref<4x16xf32>) -> (), sym_name = "matmul_cast"}> ({
// GENERIC-NEXT: ^bb0(%arg149: memref<4x8xi8>, %arg150: memref<8x16xi8>, %arg151: memref<4x16xi32>, %arg152: memref<4x16xf32>):
// GENERIC-NEXT: "linalg.matmul"(%arg149, %arg150, %arg151) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg159: i8, %arg160: i8, %arg161: i32):
// GENERIC-NEXT: %97 = "arith.extsi"(%arg159) : (i8) -> i32
// GENERIC-NEXT: %98 = "arith.extsi"(%arg160) : (i8) -> i32
// GENERIC-NEXT: %99 = "arith.muli"(%97, %98) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %100 = "arith.addi"(%arg161, %99) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%100) : (i32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xi32>) -> ()
// GENERIC-NEXT: "linalg.matmul"(%arg149, %arg150, %arg151) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg156: i8, %arg157: i8, %arg158: i32):
// GENERIC-NEXT: %93 = "arith.extui"(%arg156) : (i8) -> i32
// GENERIC-NEXT: %94 = "arith.extui"(%arg157) : (i8) -> i32
// GENERIC-NEXT: %95 = "arith.muli"(%93, %94) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %96 = "arith.addi"(%arg158, %95) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%96) : (i32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xi32>) -> ()
// GENERIC-NEXT: "linalg.matmul"(%arg149, %arg150, %arg152) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg153: i8, %arg154: i8, %arg155: f32):
// GENERIC-NEXT: %89 = "arith.uitofp"(%arg153) : (i8) -> f32
// GENERIC-NEXT: %90 = "arith.uitofp"(%arg154) : (i8) -> f32
// GENERIC-NEXT: %91 = "arith.mulf"(%89, %90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %92 = "arith.addf"(%arg155, %91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%92) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<8x4xf32>, memref<8x16xf32>, memref<8xf32>, memref<4x16xf32>, memref<16x16xf32>) -> (), sym_name = "matmul_transpose_broadcast"}> ({
// GENERIC-NEXT: ^bb0(%arg135: memref<8x4xf32>, %arg136: memref<8x16xf32>, %arg137: memref<8xf32>, %arg138: memref<4x16xf32>, %arg139: memref<16x16xf32>):
// GENERIC-NEXT: "linalg.matmul"(%arg135, %arg136, %arg138) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg146: f32, %arg147: f32, %arg148: f32):
// GENERIC-NEXT: %87 = "arith.mulf"(%arg146, %arg147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %88 = "arith.addf"(%arg148, %87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%88) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<8x4xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
// GENERIC-NEXT: "linalg.matmul"(%arg137, %arg136, %arg138) <{indexing_maps = [#map4, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg143: f32, %arg144: f32, %arg145: f32):
// GENERIC-NEXT: %85 = "arith.mulf"(%arg143, %arg144) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %86 = "arith.addf"(%arg145, %85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%86) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
// GENERIC-NEXT: "linalg.matmul"(%arg138, %arg139, %arg138) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg140: f32, %arg141: f32, %arg142: f32):
// GENERIC-NEXT: %83 = "arith.mulf"(%arg140, %arg141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %84 = "arith.addf"(%arg142, %83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%84) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4x16xf32>, memref<16x16xf32>, memref<4x16xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x4x8xf32>, memref<2x8x16xf32>, memref<2x4x16xf32>, memref<4x8xf32>, memref<8xf32>, memref<4xf32>, memref<f32>, memref<4x8xi16>, memref<8xi16>) -> (), sym_name = "contractions"}> ({
// GENERIC-NEXT: ^bb0(%arg111: memref<2x4x8xf32>, %arg112: memref<2x8x16xf32>, %arg113: memref<2x4x16xf32>, %arg114: memref<4x8xf32>, %arg115: memref<8xf32>, %arg116: memref<4xf32>, %arg117: memref<f32>, %arg118: memref<4x8xi16>, %arg119: memref<8xi16>):
// GENERIC-NEXT: "linalg.batch_matmul"(%arg111, %arg112, %arg113) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg132: f32, %arg133: f32, %arg134: f32):
// GENERIC-NEXT: %81 = "arith.mulf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %82 = "arith.addf"(%arg134, %81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%82) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x4x8xf32>, memref<2x8x16xf32>, memref<2x4x16xf32>) -> ()
// GENERIC-NEXT: "linalg.matvec"(%arg114, %arg115, %arg116) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg129: f32, %arg130: f32, %arg131: f32):
// GENERIC-NEXT: %79 = "arith.mulf"(%arg129, %arg130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %80 = "arith.addf"(%arg131, %79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%80) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (memref<4x8xf32>, memref<8xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "linalg.matvec"(%arg118, %arg119, %arg116) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg126: i16, %arg127: i16, %arg128: f32):
// GENERIC-NEXT: %75 = "arith.sitofp"(%arg126) : (i16) -> f32
// GENERIC-NEXT: %76 = "arith.sitofp"(%arg127) : (i16) -> f32
// GENERIC-NEXT: %77 = "arith.mulf"(%75, %76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %78 = "arith.addf"(%arg128, %77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%78) : (f32) -> ()
// GENERIC-NEXT: }) {cast = #linalg.type_fn<cast_unsigned>, linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (memref<4x8xi16>, memref<8xi16>, memref<4xf32>) -> ()
// GENERIC-NEXT: "linalg.vecmat"(%arg116, %arg114, %arg115) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg123: f32, %arg124: f32, %arg125: f32):
// GENERIC-NEXT: %73 = "arith.mulf"(%arg123, %arg124) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %74 = "arith.addf"(%arg125, %73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%74) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map9, #map11, #map10]} : (memref<4xf32>, memref<4x8xf32>, memref<8xf32>) -> ()
// GENERIC-NEXT: "linalg.dot"(%arg115, %arg115, %arg117) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg120: f32, %arg121: f32, %arg122: f32):
// GENERIC-NEXT: %71 = "arith.mulf"(%arg120, %arg121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %72 = "arith.addf"(%arg122, %71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%72) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map12, #map12, #map13]} : (memref<8xf32>, memref<8xf32>, memref<f32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf64>, tensor<4x8xi1>, tensor<4x8xi32>) -> (tensor<4x8xf32>, tensor<4x8xf64>, tensor<4x8xi32>), sym_name = "elementwise"}> ({
// GENERIC-NEXT: ^bb0(%arg44: tensor<4x8xf32>, %arg45: tensor<4x8xf32>, %arg46: tensor<4x8xf64>, %arg47: tensor<4x8xi1>, %arg48: tensor<4x8xi32>):
// GENERIC-NEXT: %20 = "linalg.exp"(%arg44, %arg45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg109: f32, %arg110: f32):
// GENERIC-NEXT: %70 = "math.exp"(%arg109) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%70) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %21 = "linalg.log"(%20, %arg45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg107: f32, %arg108: f32):
// GENERIC-NEXT: %69 = "math.log"(%arg107) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%69) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %22 = "linalg.abs"(%21, %arg45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg105: f32, %arg106: f32):
// GENERIC-NEXT: %68 = "math.absf"(%arg105) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%68) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %23 = "linalg.ceil"(%22, %arg45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg103: f32, %arg104: f32):
// GENERIC-NEXT: %67 = "math.ceil"(%arg103) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%67) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %24 = "linalg.floor"(%23, %arg45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg101: f32, %arg102: f32):
// GENERIC-NEXT: %66 = "math.floor"(%arg101) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%66) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %25 = "linalg.negf"(%24, %arg45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg99: f32, %arg100: f32):
// GENERIC-NEXT: %65 = "arith.negf"(%arg99) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%65) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %26 = "linalg.reciprocal"(%25, %arg45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg97: f32, %arg98: f32):
// GENERIC-NEXT: %63 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: %64 = "arith.divf"(%63, %arg97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%64) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %27 = "linalg.round"(%26, %arg45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg95: f32, %arg96: f32):
// GENERIC-NEXT: %62 = "math.round"(%arg95) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%62) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %28 = "linalg.sqrt"(%27, %arg45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg93: f32, %arg94: f32):
// GENERIC-NEXT: %61 = "math.sqrt"(%arg93) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%61) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %29 = "linalg.rsqrt"(%28, %arg45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg91: f32, %arg92: f32):
// GENERIC-NEXT: %60 = "math.rsqrt"(%arg91) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%60) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %30 = "linalg.square"(%29, %arg45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg89: f32, %arg90: f32):
// GENERIC-NEXT: %59 = "arith.mulf"(%arg89, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%59) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %31 = "linalg.tanh"(%30, %arg45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg87: f32, %arg88: f32):
// GENERIC-NEXT: %58 = "math.tanh"(%arg87) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%58) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %32 = "linalg.erf"(%31, %arg45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg85: f32, %arg86: f32):
// GENERIC-NEXT: %57 = "math.erf"(%arg85) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%57) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %33 = "linalg.add"(%32, %arg44, %arg45) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg82: f32, %arg83: f32, %arg84: f32):
// GENERIC-NEXT: %56 = "arith.addf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%56) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %34 = "linalg.sub"(%33, %arg44, %arg45) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg79: f32, %arg80: f32, %arg81: f32):
// GENERIC-NEXT: %55 = "arith.subf"(%arg79, %arg80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%55) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %35 = "linalg.mul"(%34, %arg44, %arg45) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg76: f32, %arg77: f32, %arg78: f32):
// GENERIC-NEXT: %54 = "arith.mulf"(%arg76, %arg77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%54) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %36 = "linalg.div"(%35, %arg44, %arg45) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg73: f32, %arg74: f32, %arg75: f32):
// GENERIC-NEXT: %53 = "arith.divf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%53) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %37 = "linalg.max"(%36, %arg44, %arg45) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg70: f32, %arg71: f32, %arg72: f32):
// GENERIC-NEXT: %52 = "arith.maximumf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%52) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %38 = "linalg.min"(%37, %arg44, %arg45) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg67: f32, %arg68: f32, %arg69: f32):
// GENERIC-NEXT: %51 = "arith.minimumf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%51) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %39 = "linalg.powf"(%38, %arg44, %arg45) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg64: f32, %arg65: f32, %arg66: f32):
// GENERIC-NEXT: %50 = "math.powf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%50) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %40 = "linalg.select"(%arg47, %39, %arg44, %arg45) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg60: i1, %arg61: f32, %arg62: f32, %arg63: f32):
// GENERIC-NEXT: %49 = "arith.select"(%arg60, %arg61, %arg62) : (i1, f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%49) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %41 = "linalg.copy"(%40, %arg46) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg58: f32, %arg59: f64):
// GENERIC-NEXT: %48 = "arith.extf"(%arg58) : (f32) -> f64
// GENERIC-NEXT: "linalg.yield"(%48) : (f64) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf64>) -> tensor<4x8xf64>
// GENERIC-NEXT: %42 = "linalg.div_unsigned"(%arg48, %arg48, %arg48) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg55: i32, %arg56: i32, %arg57: i32):
// GENERIC-NEXT: %47 = "arith.divui"(%arg55, %arg56) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%47) : (i32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
// GENERIC-NEXT: %43 = "linalg.add"(%arg47, %arg47, %arg47) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg52: i1, %arg53: i1, %arg54: i1):
// GENERIC-NEXT: %46 = "arith.ori"(%arg52, %arg53) : (i1, i1) -> i1
// GENERIC-NEXT: "linalg.yield"(%46) : (i1) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xi1>, tensor<4x8xi1>, tensor<4x8xi1>) -> tensor<4x8xi1>
// GENERIC-NEXT: %44 = "linalg.max"(%42, %arg48, %arg48) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg49: i32, %arg50: i32, %arg51: i32):
// GENERIC-NEXT: %45 = "arith.maxsi"(%arg49, %arg50) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%45) : (i32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
// GENERIC-NEXT: "func.return"(%40, %41, %44) : (tensor<4x8xf32>, tensor<4x8xf64>, tensor<4x8xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<1x6x6x2xf32>, memref<3x3x2x4xf32>, memref<1x4x4x4xf32>, memref<1x2x6x6xf32>, memref<4x2x3x3xf32>, memref<6xf32>, memref<3xf32>, memref<4xf32>, memref<3x3x2xf32>, memref<1x4x4x2xf32>, memref<3x3xf32>, memref<1x2x2x4xf32>) -> (), sym_name = "windows"}> ({
// GENERIC-NEXT: ^bb0(%arg11: memref<1x6x6x2xf32>, %arg12: memref<3x3x2x4xf32>, %arg13: memref<1x4x4x4xf32>, %arg14: memref<1x2x6x6xf32>, %arg15: memref<4x2x3x3xf32>, %arg16: memref<6xf32>, %arg17: memref<3xf32>, %arg18: memref<4xf32>, %arg19: memref<3x3x2xf32>, %arg20: memref<1x4x4x2xf32>, %arg21: memref<3x3xf32>, %arg22: memref<1x2x2x4xf32>):
// GENERIC-NEXT: "linalg.conv_2d_nhwc_hwcf"(%arg11, %arg12, %arg22) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%arg41: f32, %arg42: f32, %arg43: f32):
// GENERIC-NEXT: %18 = "arith.mulf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %19 = "arith.addf"(%arg43, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%19) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map14, #map15, #map16]} : (memref<1x6x6x2xf32>, memref<3x3x2x4xf32>, memref<1x2x2x4xf32>) -> ()
// GENERIC-NEXT: "linalg.conv_2d_nhwc_hwcf"(%arg11, %arg12, %arg13) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg38: f32, %arg39: f32, %arg40: f32):
// GENERIC-NEXT: %16 = "arith.mulf"(%arg38, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %17 = "arith.addf"(%arg40, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%17) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map17, #map15, #map16]} : (memref<1x6x6x2xf32>, memref<3x3x2x4xf32>, memref<1x4x4x4xf32>) -> ()
// GENERIC-NEXT: "linalg.conv_2d_nchw_fchw"(%arg14, %arg15, %arg13) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
// GENERIC-NEXT: %14 = "arith.mulf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %15 = "arith.addf"(%arg37, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%15) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map18, #map19, #map16]} : (memref<1x2x6x6xf32>, memref<4x2x3x3xf32>, memref<1x4x4x4xf32>) -> ()
// GENERIC-NEXT: "linalg.conv_1d"(%arg16, %arg17, %arg18) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg32: f32, %arg33: f32, %arg34: f32):
// GENERIC-NEXT: %12 = "arith.mulf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %13 = "arith.addf"(%arg34, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%13) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map20, #map9, #map10]} : (memref<6xf32>, memref<3xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "linalg.depthwise_conv_2d_nhwc_hwc"(%arg11, %arg19, %arg20) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
// GENERIC-NEXT: %10 = "arith.mulf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %11 = "arith.addf"(%arg31, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%11) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map21, #map22, #map23]} : (memref<1x6x6x2xf32>, memref<3x3x2xf32>, memref<1x4x4x2xf32>) -> ()
// GENERIC-NEXT: "linalg.pooling_nhwc_sum"(%arg11, %arg21, %arg20) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
// GENERIC-NEXT: %9 = "arith.addf"(%arg28, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%9) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map21, #map24, #map23]} : (memref<1x6x6x2xf32>, memref<3x3xf32>, memref<1x4x4x2xf32>) -> ()
// GENERIC-NEXT: "linalg.pooling_nhwc_max"(%arg11, %arg21, %arg20) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
// GENERIC-NEXT: %8 = "arith.maximumf"(%arg25, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%8) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map21, #map24, #map23]} : (memref<1x6x6x2xf32>, memref<3x3xf32>, memref<1x4x4x2xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<1x6x6x2xi8>, tensor<3x3x2x4xi8>, tensor<1x4x4x4xi32>, tensor<3x3xi8>, tensor<1x4x4x2xi32>) -> (tensor<1x4x4x4xi32>, tensor<1x4x4x2xi32>), sym_name = "windows_int"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<1x6x6x2xi8>, %arg1: tensor<3x3x2x4xi8>, %arg2: tensor<1x4x4x4xi32>, %arg3: tensor<3x3xi8>, %arg4: tensor<1x4x4x2xi32>):
// GENERIC-NEXT: %0 = "linalg.conv_2d_nhwc_hwcf"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg8: i8, %arg9: i8, %arg10: i32):
// GENERIC-NEXT: %4 = "arith.extsi"(%arg8) : (i8) -> i32
// GENERIC-NEXT: %5 = "arith.extsi"(%arg9) : (i8) -> i32
// GENERIC-NEXT: %6 = "arith.muli"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %7 = "arith.addi"(%arg10, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%7) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map17, #map15, #map16]} : (tensor<1x6x6x2xi8>, tensor<3x3x2x4xi8>, tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
// GENERIC-NEXT: %1 = "linalg.pooling_nhwc_max"(%arg0, %arg3, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg5: i8, %arg6: i8, %arg7: i32):
// GENERIC-NEXT: %2 = "arith.extsi"(%arg5) : (i8) -> i32
// GENERIC-NEXT: %3 = "arith.maxsi"(%arg7, %2) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%3) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map21, #map24, #map23]} : (tensor<1x6x6x2xi8>, tensor<3x3xi8>, tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32>
// GENERIC-NEXT: "func.return"(%0, %1) : (tensor<1x4x4x4xi32>, tensor<1x4x4x2xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// GEN: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GEN-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GEN-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GEN-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
// GEN-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d2)>
// GEN-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GEN-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GEN-NEXT: #map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GEN-NEXT: #map8 = affine_map<(d0, d1) -> (d0, d1)>
// GEN-NEXT: #map9 = affine_map<(d0, d1) -> (d1)>
// GEN-NEXT: #map10 = affine_map<(d0, d1) -> (d0)>
// GEN-NEXT: #map11 = affine_map<(d0, d1) -> (d1, d0)>
// GEN-NEXT: #map12 = affine_map<(d0) -> (d0)>
// GEN-NEXT: #map13 = affine_map<(d0) -> ()>
// GEN-NEXT: #map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
// GEN-NEXT: #map15 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// GEN-NEXT: #map16 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GEN-NEXT: #map17 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
// GEN-NEXT: #map18 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
// GEN-NEXT: #map19 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// GEN-NEXT: #map20 = affine_map<(d0, d1) -> (d0 + d1)>
// GEN-NEXT: #map21 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
// GEN-NEXT: #map22 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// GEN-NEXT: #map23 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GEN-NEXT: #map24 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GEN-NEXT: module {
// GEN-NEXT: func.func @matmul(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %1 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %2 = arith.addf %out, %1 : f32
// GEN-NEXT: linalg.yield %2 : f32
// GEN-NEXT: } -> tensor<4x16xf32>
// GEN-NEXT: return %0 : tensor<4x16xf32>
// GEN-NEXT: }
// GEN-NEXT: func.func @matmul_cast(%arg0: memref<4x8xi8>, %arg1: memref<8x16xi8>, %arg2: memref<4x16xi32>, %arg3: memref<4x16xf32>) {
// GEN-NEXT: linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg2 : memref<4x16xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// GEN-NEXT: %0 = arith.extsi %in : i8 to i32
// GEN-NEXT: %1 = arith.extsi %in_0 : i8 to i32
// GEN-NEXT: %2 = arith.muli %0, %1 : i32
// GEN-NEXT: %3 = arith.addi %out, %2 : i32
// GEN-NEXT: linalg.yield %3 : i32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg2 : memref<4x16xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// GEN-NEXT: %0 = arith.extui %in : i8 to i32
// GEN-NEXT: %1 = arith.extui %in_0 : i8 to i32
// GEN-NEXT: %2 = arith.muli %0, %1 : i32
// GEN-NEXT: %3 = arith.addi %out, %2 : i32
// GEN-NEXT: linalg.yield %3 : i32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg3 : memref<4x16xf32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %out: f32):
// GEN-NEXT: %0 = arith.uitofp %in : i8 to f32
// GEN-NEXT: %1 = arith.uitofp %in_0 : i8 to f32
// GEN-NEXT: %2 = arith.mulf %0, %1 : f32
// GEN-NEXT: %3 = arith.addf %out, %2 : f32
// GEN-NEXT: linalg.yield %3 : f32
// GEN-NEXT: }
// GEN-NEXT: return
// GEN-NEXT: }
// GEN-NEXT: func.func @matmul_transpose_broadcast(%arg0: memref<8x4xf32>, %arg1: memref<8x16xf32>, %arg2: memref<8xf32>, %arg3: memref<4x16xf32>, %arg4: memref<16x16xf32>) {
// GEN-NEXT: linalg.generic {indexing_maps = [#map3, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<8x4xf32>, memref<8x16xf32>) outs(%arg3 : memref<4x16xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map4, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg2, %arg1 : memref<8xf32>, memref<8x16xf32>) outs(%arg3 : memref<4x16xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg3, %arg4 : memref<4x16xf32>, memref<16x16xf32>) outs(%arg3 : memref<4x16xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: return
// GEN-NEXT: }
// GEN-NEXT: func.func @contractions(%arg0: memref<2x4x8xf32>, %arg1: memref<2x8x16xf32>, %arg2: memref<2x4x16xf32>, %arg3: memref<4x8xf32>, %arg4: memref<8xf32>, %arg5: memref<4xf32>, %arg6: memref<f32>, %arg7: memref<4x8xi16>, %arg8: memref<8xi16>) {
// GEN-NEXT: linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%arg2 : memref<2x4x16xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "reduction"]} ins(%arg3, %arg4 : memref<4x8xf32>, memref<8xf32>) outs(%arg5 : memref<4xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "reduction"]} ins(%arg7, %arg8 : memref<4x8xi16>, memref<8xi16>) outs(%arg5 : memref<4xf32>) {
// GEN-NEXT: ^bb0(%in: i16, %in_0: i16, %out: f32):
// GEN-NEXT: %0 = arith.sitofp %in : i16 to f32
// GEN-NEXT: %1 = arith.sitofp %in_0 : i16 to f32
// GEN-NEXT: %2 = arith.mulf %0, %1 : f32
// GEN-NEXT: %3 = arith.addf %out, %2 : f32
// GEN-NEXT: linalg.yield %3 : f32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map9, #map11, #map10], iterator_types = ["parallel", "reduction"]} ins(%arg5, %arg3 : memref<4xf32>, memref<4x8xf32>) outs(%arg4 : memref<8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map12, #map12, #map13], iterator_types = ["reduction"]} ins(%arg4, %arg4 : memref<8xf32>, memref<8xf32>) outs(%arg6 : memref<f32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: return
// GEN-NEXT: }
// GEN-NEXT: func.func @elementwise(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf64>, %arg3: tensor<4x8xi1>, %arg4: tensor<4x8xi32>) -> (tensor<4x8xf32>, tensor<4x8xf64>, tensor<4x8xi32>) {
// GEN-NEXT: %cst = arith.constant 1.000000e+00 : f32
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %24 = math.exp %in : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %1 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %24 = math.log %in : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %2 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %24 = math.absf %in : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %3 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %24 = math.ceil %in : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %4 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %24 = math.floor %in : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %5 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %24 = arith.negf %in : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %6 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %24 = arith.divf %cst, %in : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %7 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %24 = math.round %in : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %8 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %24 = math.sqrt %in : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %9 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %24 = math.rsqrt %in : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %10 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %24 = arith.mulf %in, %in : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %11 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %24 = math.tanh %in : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %12 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %24 = math.erf %in : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %13 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%12, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %24 = arith.addf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %14 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%13, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %24 = arith.subf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %15 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%14, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %24 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %16 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%15, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %24 = arith.divf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %17 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%16, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %24 = arith.maximumf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %18 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%17, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %24 = arith.minimumf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %19 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%18, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %24 = math.powf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %20 = linalg.generic {indexing_maps = [#map8, #map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%arg3, %19, %arg0 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
// GEN-NEXT: %24 = arith.select %in, %in_0, %in_1 : f32
// GEN-NEXT: linalg.yield %24 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %21 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf64>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f64):
// GEN-NEXT: %24 = arith.extf %in : f32 to f64
// GEN-NEXT: linalg.yield %24 : f64
// GEN-NEXT: } -> tensor<4x8xf64>
// GEN-NEXT: %22 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%arg4, %arg4 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg4 : tensor<4x8xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT: %24 = arith.divui %in, %in_0 : i32
// GEN-NEXT: linalg.yield %24 : i32
// GEN-NEXT: } -> tensor<4x8xi32>
// GEN-NEXT: %23 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%22, %arg4 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg4 : tensor<4x8xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT: %24 = arith.maxsi %in, %in_0 : i32
// GEN-NEXT: linalg.yield %24 : i32
// GEN-NEXT: } -> tensor<4x8xi32>
// GEN-NEXT: return %20, %21, %23 : tensor<4x8xf32>, tensor<4x8xf64>, tensor<4x8xi32>
// GEN-NEXT: }
// GEN-NEXT: func.func @windows(%arg0: memref<1x6x6x2xf32>, %arg1: memref<3x3x2x4xf32>, %arg2: memref<1x4x4x4xf32>, %arg3: memref<1x2x6x6xf32>, %arg4: memref<4x2x3x3xf32>, %arg5: memref<6xf32>, %arg6: memref<3xf32>, %arg7: memref<4xf32>, %arg8: memref<3x3x2xf32>, %arg9: memref<1x4x4x2xf32>, %arg10: memref<3x3xf32>, %arg11: memref<1x2x2x4xf32>) {
// GEN-NEXT: linalg.generic {indexing_maps = [#map14, #map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x6x6x2xf32>, memref<3x3x2x4xf32>) outs(%arg11 : memref<1x2x2x4xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map17, #map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x6x6x2xf32>, memref<3x3x2x4xf32>) outs(%arg2 : memref<1x4x4x4xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map18, #map19, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg3, %arg4 : memref<1x2x6x6xf32>, memref<4x2x3x3xf32>) outs(%arg2 : memref<1x4x4x4xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map20, #map9, #map10], iterator_types = ["parallel", "reduction"]} ins(%arg5, %arg6 : memref<6xf32>, memref<3xf32>) outs(%arg7 : memref<4xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map21, #map22, #map23], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg8 : memref<1x6x6x2xf32>, memref<3x3x2xf32>) outs(%arg9 : memref<1x4x4x2xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %1 = arith.addf %out, %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map21, #map24, #map23], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg10 : memref<1x6x6x2xf32>, memref<3x3xf32>) outs(%arg9 : memref<1x4x4x2xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.addf %out, %in : f32
// GEN-NEXT: linalg.yield %0 : f32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map21, #map24, #map23], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg10 : memref<1x6x6x2xf32>, memref<3x3xf32>) outs(%arg9 : memref<1x4x4x2xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %0 = arith.maximumf %out, %in : f32
// GEN-NEXT: linalg.yield %0 : f32
// GEN-NEXT: }
// GEN-NEXT: return
// GEN-NEXT: }
// GEN-NEXT: func.func @windows_int(%arg0: tensor<1x6x6x2xi8>, %arg1: tensor<3x3x2x4xi8>, %arg2: tensor<1x4x4x4xi32>, %arg3: tensor<3x3xi8>, %arg4: tensor<1x4x4x2xi32>) -> (tensor<1x4x4x4xi32>, tensor<1x4x4x2xi32>) {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map17, #map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x6x6x2xi8>, tensor<3x3x2x4xi8>) outs(%arg2 : tensor<1x4x4x4xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// GEN-NEXT: %2 = arith.extsi %in : i8 to i32
// GEN-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// GEN-NEXT: %4 = arith.muli %2, %3 : i32
// GEN-NEXT: %5 = arith.addi %out, %4 : i32
// GEN-NEXT: linalg.yield %5 : i32
// GEN-NEXT: } -> tensor<1x4x4x4xi32>
// GEN-NEXT: %1 = linalg.generic {indexing_maps = [#map21, #map24, #map23], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg3 : tensor<1x6x6x2xi8>, tensor<3x3xi8>) outs(%arg4 : tensor<1x4x4x2xi32>) {
// GEN-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// GEN-NEXT: %2 = arith.extsi %in : i8 to i32
// GEN-NEXT: %3 = arith.maxsi %out, %2 : i32
// GEN-NEXT: linalg.yield %3 : i32
// GEN-NEXT: } -> tensor<1x4x4x2xi32>
// GEN-NEXT: return %0, %1 : tensor<1x4x4x4xi32>, tensor<1x4x4x2xi32>
// GEN-NEXT: }
// GEN-NEXT: }

func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
func.func @matmul_cast(%a: memref<4x8xi8>, %b: memref<8x16xi8>, %c: memref<4x16xi32>, %d: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xi8>, memref<8x16xi8>) outs(%c : memref<4x16xi32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<4x8xi8>, memref<8x16xi8>) outs(%c : memref<4x16xi32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<4x8xi8>, memref<8x16xi8>) outs(%d : memref<4x16xf32>)
  return
}
func.func @matmul_transpose_broadcast(%at: memref<8x4xf32>, %b: memref<8x16xf32>, %v: memref<8xf32>, %c: memref<4x16xf32>, %sq: memref<16x16xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%at, %b : memref<8x4xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v, %b : memref<8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%c, %sq : memref<4x16xf32>, memref<16x16xf32>) outs(%c : memref<4x16xf32>)
  return
}
func.func @contractions(%a: memref<2x4x8xf32>, %b: memref<2x8x16xf32>, %c: memref<2x4x16xf32>, %m: memref<4x8xf32>, %v: memref<8xf32>, %w: memref<4xf32>, %s: memref<f32>, %mi: memref<4x8xi16>, %vi: memref<8xi16>) {
  linalg.batch_matmul ins(%a, %b : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%c : memref<2x4x16xf32>)
  linalg.matvec ins(%m, %v : memref<4x8xf32>, memref<8xf32>) outs(%w : memref<4xf32>)
  linalg.matvec {cast = #linalg.type_fn<cast_unsigned>} ins(%mi, %vi : memref<4x8xi16>, memref<8xi16>) outs(%w : memref<4xf32>)
  linalg.vecmat ins(%w, %m : memref<4xf32>, memref<4x8xf32>) outs(%v : memref<8xf32>)
  linalg.dot ins(%v, %v : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  return
}
func.func @elementwise(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>, %z: tensor<4x8xf64>, %p: tensor<4x8xi1>, %i: tensor<4x8xi32>) -> (tensor<4x8xf32>, tensor<4x8xf64>, tensor<4x8xi32>) {
  %0 = linalg.exp ins(%x : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.log ins(%0 : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.abs ins(%1 : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = linalg.ceil ins(%2 : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.floor ins(%3 : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.negf ins(%4 : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = linalg.reciprocal ins(%5 : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %7 = linalg.round ins(%6 : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %8 = linalg.sqrt ins(%7 : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %9 = linalg.rsqrt ins(%8 : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %10 = linalg.square ins(%9 : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %11 = linalg.tanh ins(%10 : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %12 = linalg.erf ins(%11 : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %13 = linalg.add ins(%12, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %14 = linalg.sub ins(%13, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %15 = linalg.mul ins(%14, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %16 = linalg.div ins(%15, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %17 = linalg.max ins(%16, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %18 = linalg.min ins(%17, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %19 = linalg.powf ins(%18, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %20 = linalg.select ins(%p, %19, %x : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) -> tensor<4x8xf32>
  %21 = linalg.copy ins(%20 : tensor<4x8xf32>) outs(%z : tensor<4x8xf64>) -> tensor<4x8xf64>
  %22 = linalg.div_unsigned ins(%i, %i : tensor<4x8xi32>, tensor<4x8xi32>) outs(%i : tensor<4x8xi32>) -> tensor<4x8xi32>
  %23 = linalg.add ins(%p, %p : tensor<4x8xi1>, tensor<4x8xi1>) outs(%p : tensor<4x8xi1>) -> tensor<4x8xi1>
  %24 = linalg.max ins(%22, %i : tensor<4x8xi32>, tensor<4x8xi32>) outs(%i : tensor<4x8xi32>) -> tensor<4x8xi32>
  return %20, %21, %24 : tensor<4x8xf32>, tensor<4x8xf64>, tensor<4x8xi32>
}
func.func @windows(%i: memref<1x6x6x2xf32>, %k: memref<3x3x2x4xf32>, %o: memref<1x4x4x4xf32>, %i2: memref<1x2x6x6xf32>, %k2: memref<4x2x3x3xf32>, %a: memref<6xf32>, %b: memref<3xf32>, %c: memref<4xf32>, %dk: memref<3x3x2xf32>, %do: memref<1x4x4x2xf32>, %pk: memref<3x3xf32>, %so: memref<1x2x2x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %k : memref<1x6x6x2xf32>, memref<3x3x2x4xf32>) outs(%so : memref<1x2x2x4xf32>)
  linalg.conv_2d_nhwc_hwcf ins(%i, %k : memref<1x6x6x2xf32>, memref<3x3x2x4xf32>) outs(%o : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : vector<2xi64>} ins(%i2, %k2 : memref<1x2x6x6xf32>, memref<4x2x3x3xf32>) outs(%o : memref<1x4x4x4xf32>)
  linalg.conv_1d ins(%a, %b : memref<6xf32>, memref<3xf32>) outs(%c : memref<4xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc ins(%i, %dk : memref<1x6x6x2xf32>, memref<3x3x2xf32>) outs(%do : memref<1x4x4x2xf32>)
  linalg.pooling_nhwc_sum ins(%i, %pk : memref<1x6x6x2xf32>, memref<3x3xf32>) outs(%do : memref<1x4x4x2xf32>)
  linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>} ins(%i, %pk : memref<1x6x6x2xf32>, memref<3x3xf32>) outs(%do : memref<1x4x4x2xf32>)
  return
}
func.func @windows_int(%i: tensor<1x6x6x2xi8>, %k: tensor<3x3x2x4xi8>, %o: tensor<1x4x4x4xi32>, %pk: tensor<3x3xi8>, %po: tensor<1x4x4x2xi32>) -> (tensor<1x4x4x4xi32>, tensor<1x4x4x2xi32>) {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%i, %k : tensor<1x6x6x2xi8>, tensor<3x3x2x4xi8>) outs(%o : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
  %1 = linalg.pooling_nhwc_max ins(%i, %pk : tensor<1x6x6x2xi8>, tensor<3x3xi8>) outs(%po : tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32>
  return %0, %1 : tensor<1x4x4x4xi32>, tensor<1x4x4x2xi32>
}
