// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops | FileCheck %s

// Named ops on tensors bufferize in destination style, and named ops on buffers lower to
// scf.for nests through their indexing maps: transposed and dynamic matmul (memref.dim bounds),
// window maps of strided and dilated convolutions through affine.apply, pooling, dot.
// Expected output is mlir-opt 22's.

// CHECK: #map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 * 2 + d1 * 2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @matmul(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg2: memref<4x16xf32, strided<[?, ?], offset: ?>>) -> memref<4x16xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c16 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg5] : memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = memref.load %arg1[%arg5, %arg4] : memref<8x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<4x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg2[%arg3, %arg4] : memref<4x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c16 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg3, %arg4] : memref<4x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = math.exp %0 : f32
// CHECK-NEXT: memref.store %1, %arg2[%arg3, %arg4] : memref<4x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %arg2 : memref<4x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @matmul_dynamic_transposed(%arg0: memref<?x?xi8>, %arg1: memref<?x?xi8>, %arg2: memref<?x?xi32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xi8>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xi8>
// CHECK-NEXT: %dim_1 = memref.dim %arg1, %c1 : memref<?x?xi8>
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %dim_1 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5, %arg3] : memref<?x?xi8>
// CHECK-NEXT: %1 = memref.load %arg1[%arg5, %arg4] : memref<?x?xi8>
// CHECK-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xi32>
// CHECK-NEXT: %3 = arith.extsi %0 : i8 to i32
// CHECK-NEXT: %4 = arith.extsi %1 : i8 to i32
// CHECK-NEXT: %5 = arith.muli %3, %4 : i32
// CHECK-NEXT: %6 = arith.addi %2, %5 : i32
// CHECK-NEXT: memref.store %6, %arg2[%arg3, %arg4] : memref<?x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @conv_strided(%arg0: memref<1x7x7x2xf32>, %arg1: memref<3x3x2x4xf32>, %arg2: memref<1x3x2x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c1 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c2 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg7 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg8 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg4, %arg7)
// CHECK-NEXT: %1 = affine.apply #map1(%arg5, %arg8)
// CHECK-NEXT: %2 = memref.load %arg0[%arg3, %0, %1, %arg9] : memref<1x7x7x2xf32>
// CHECK-NEXT: %3 = memref.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<3x3x2x4xf32>
// CHECK-NEXT: %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x3x2x4xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: memref.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x3x2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pool_and_dot(%arg0: memref<1x4x4x1xf32>, %arg1: memref<2x2xf32>, %arg2: memref<1x3x3x1xf32>, %arg3: memref<8xf32>, %arg4: memref<f32>) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.for %arg5 = %c0 to %c1 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg7 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg8 = %c0 to %c1 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c2 step %c1 {
// CHECK-NEXT: scf.for %arg10 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map2(%arg6, %arg9)
// CHECK-NEXT: %1 = affine.apply #map2(%arg7, %arg10)
// CHECK-NEXT: %2 = memref.load %arg0[%arg5, %0, %1, %arg8] : memref<1x4x4x1xf32>
// CHECK-NEXT: %3 = memref.load %arg2[%arg5, %arg6, %arg7, %arg8] : memref<1x3x3x1xf32>
// CHECK-NEXT: %4 = arith.maximumf %3, %2 : f32
// CHECK-NEXT: memref.store %4, %arg2[%arg5, %arg6, %arg7, %arg8] : memref<1x3x3x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg3[%arg5] : memref<8xf32>
// CHECK-NEXT: %1 = memref.load %arg3[%arg5] : memref<8xf32>
// CHECK-NEXT: %2 = memref.load %arg4[] : memref<f32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg4[] : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.exp ins(%0 : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %1 : tensor<4x16xf32>
}
func.func @matmul_dynamic_transposed(%a: memref<?x?xi8>, %b: memref<?x?xi8>, %c: memref<?x?xi32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<?x?xi8>, memref<?x?xi8>) outs(%c : memref<?x?xi32>)
  return
}
func.func @conv_strided(%i: memref<1x7x7x2xf32>, %k: memref<3x3x2x4xf32>, %o: memref<1x3x2x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %k : memref<1x7x7x2xf32>, memref<3x3x2x4xf32>) outs(%o : memref<1x3x2x4xf32>)
  return
}
func.func @pool_and_dot(%i: memref<1x4x4x1xf32>, %w: memref<2x2xf32>, %o: memref<1x3x3x1xf32>, %v: memref<8xf32>, %s: memref<f32>) {
  linalg.pooling_nhwc_max ins(%i, %w : memref<1x4x4x1xf32>, memref<2x2xf32>) outs(%o : memref<1x3x3x1xf32>)
  linalg.dot ins(%v, %v : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  return
}
