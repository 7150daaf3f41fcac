// RUN: oxir-opt %s --expand-strided-metadata | FileCheck %s
// expand-strided-metadata: subview, expand_shape and collapse_shape become extract_strided_metadata,
// affine.apply and reinterpret_cast; extract_strided_metadata of views, allocations, globals and casts
// is resolved. The CHECK lines are mlir-opt 22's output for this file.
// CHECK-DAG: #map = affine_map<()[s0, s1] -> (s0 * s1 + 2)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-DAG: #map2 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-DAG: #map3 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-DAG: #map4 = affine_map<()[s0] -> (s0 * 12)>
// CHECK-DAG: #map5 = affine_map<()[s0] -> (s0 * 5)>
// CHECK-DAG: #map6 = affine_map<()[s0] -> (s0 * 16 + 4)>
// CHECK-DAG: #map7 = affine_map<()[s0, s1] -> (s0 + s1 + 32)>
// CHECK-DAG: #map8 = affine_map<()[s0] -> (s0 * 384 + 98)>
// CHECK-DAG: #map9 = affine_map<()[s0] -> (s0 + 4)>
// CHECK-DAG: #map10 = affine_map<()[s0, s1] -> (s0 * 16 + s1)>
// CHECK-DAG: #map11 = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-DAG: #map12 = affine_map<()[s0, s1, s2, s3, s4, s5, s6] -> (s0 + s1 * s2 + s3 * s4 + s5 * s6)>
// CHECK-DAG: #map13 = affine_map<()[s0] -> (s0 floordiv 6)>
// CHECK-DAG: #map14 = affine_map<()[s0, s1] -> ((s0 floordiv 2) * s1)>
// CHECK-DAG: #map15 = affine_map<()[s0] -> (s0 * 3)>
// CHECK-LABEL: func.func @sub_dyn(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [%arg2, 4], strides: [%strides#0, %arg3] : memref<f32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = memref.load %reinterpret_cast[%c0, %c0] : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand(%arg0: memref<4x?xf32>) -> memref<2x2x?xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map1()[%strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [2, 2, %sizes#1], strides: [%0, %strides#0, 1] : memref<f32> to memref<2x2x?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<2x2x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_dyn(%arg0: memref<?x8xf32, strided<[?, 1], offset: ?>>, %arg1: index) -> memref<?x4x2x4xf32, strided<[?, ?, 4, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map2()[%sizes#0]
// CHECK-NEXT: %1 = affine.apply #map3()[%strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, 4, 2, 4], strides: [%1, %strides#0, 4, 1] : memref<f32> to memref<?x4x2x4xf32, strided<[?, ?, 4, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x4x2x4xf32, strided<[?, ?, 4, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse(%arg0: memref<4x?x3xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<4x?x3xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map4()[%sizes#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0], strides: [1] : memref<f32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse2(%arg0: memref<2x3x?x5xf32>) -> memref<6x?xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %arg0 : memref<2x3x?x5xf32> -> memref<f32>, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map5()[%sizes#2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [6, %0], strides: [%strides#1, 1] : memref<f32> to memref<6x?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<6x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @meta_alloc(%arg0: index, %arg1: index) -> (memref<f32>, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1) : memref<?x4x?xf32>
// CHECK-NEXT: %0 = affine.apply #map3()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [], strides: [] : memref<?x4x?xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c0, %arg0, %c4, %arg1, %0, %arg1, %c1 : memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: memref.global "private" constant @g : memref<3x4xf32> = dense<0.000000e+00>
// CHECK-LABEL: func.func @meta_global() -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.get_global @g : memref<3x4xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<3x4xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c0, %c3, %c4, %c4, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @meta_cast(%arg0: memref<?x?xf32>) -> (index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %c0, %c4, %strides#0 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @meta_rc(%arg0: memref<?x?xf32>, %arg1: index) -> (memref<f32>, index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %arg1, %c4, %arg1 : memref<f32>, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain(%arg0: memref<8x16xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map6()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map7()[%0, %arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [2, 1, 2], strides: [32, 2, 1] : memref<f32> to memref<2x1x2xf32, strided<[32, 2, 1], offset: ?>>
// CHECK-NEXT: %2 = memref.load %reinterpret_cast[%c0, %c0, %c0] : memref<2x1x2xf32, strided<[32, 2, 1], offset: ?>>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank_reduce(%arg0: memref<8x16x24xf32>, %arg1: index) -> memref<6x3xf32, strided<[24, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<8x16x24xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map8()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [6, 3], strides: [24, 1] : memref<f32> to memref<6x3xf32, strided<[24, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<6x3xf32, strided<[24, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @aligned(%arg0: memref<8x16xf32>) -> index {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x16xf32> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_d(%arg0: memref<f32>) -> memref<1x1xf32> {
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f32> -> memref<f32>, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [1, 1], strides: [1, 1] : memref<f32> to memref<1x1xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<1x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ones(%arg0: memref<1x1xf32, strided<[?, ?], offset: ?>>) -> memref<1xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<1x1xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [1], strides: [%strides#0] : memref<f32> to memref<1xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<1xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_meta(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> (index, index) {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map9()[%strides#0]
// CHECK-NEXT: return %0, %strides#0 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @space(%arg0: memref<4x4xf32, 1>) -> (memref<f32>, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x4xf32, 1> -> memref<f32, 1>, index, index, index, index, index
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %base_buffer : memref<f32, 1> to memref<f32>
// CHECK-NEXT: return %memspacecast, %c0 : memref<f32>, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloca_sub(%arg0: index, %arg1: index) -> f32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<16x16xf32>
// CHECK-NEXT: %0 = affine.apply #map10()[%arg0, %arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloca to offset: [%0], sizes: [4, 4], strides: [32, 3] : memref<16x16xf32> to memref<4x4xf32, strided<[32, 3], offset: ?>>
// CHECK-NEXT: %1 = memref.load %reinterpret_cast[%c1, %c1] : memref<4x4xf32, strided<[32, 3], offset: ?>>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn_all(%arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map11()[%arg7, %strides#0]
// CHECK-NEXT: %1 = affine.apply #map11()[%arg8, %strides#1]
// CHECK-NEXT: %2 = affine.apply #map11()[%arg9, %strides#2]
// CHECK-NEXT: %3 = affine.apply #map12()[%offset, %arg1, %strides#0, %arg2, %strides#1, %arg3, %strides#2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%3], sizes: [%arg4, %arg5, %arg6], strides: [%0, %1, %2] : memref<f32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_mid(%arg0: memref<?x?xf32>, %arg1: index) -> memref<2x?x3x?xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map13()[%sizes#0]
// CHECK-NEXT: %1 = affine.apply #map14()[%sizes#0, %strides#0]
// CHECK-NEXT: %2 = affine.apply #map15()[%strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [2, %0, 3, %sizes#1], strides: [%1, %2, %strides#0, 1] : memref<f32> to memref<2x?x3x?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<2x?x3x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @meta_expand(%arg0: memref<?x?xf32>, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map13()[%sizes#0]
// CHECK-NEXT: %1 = affine.apply #map14()[%sizes#0, %strides#0]
// CHECK-NEXT: %2 = affine.apply #map15()[%strides#0]
// CHECK-NEXT: return %0, %1, %2, %strides#0 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @meta_collapse(%arg0: memref<?x4x?xf32>) -> (index, index) {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map3()[%sizes#0]
// CHECK-NEXT: return %0, %strides#1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cst) -> (f32) {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%arg2], sizes: [2], strides: [1] : memref<f32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %1 = memref.load %reinterpret_cast[%c1] : memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %2 = arith.addf %arg3, %1 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @sub_dyn(%m: memref<?x?xf32>, %a: index, %b: index, %c: index) -> f32 {
  %s = memref.subview %m[%a, 2][%b, 4][1, %c] : memref<?x?xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  %c0 = arith.constant 0 : index
  %v = memref.load %s[%c0, %c0] : memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %v : f32
}
func.func @expand(%m: memref<4x?xf32>) -> memref<2x2x?xf32> {
  %c = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, 5] : memref<4x?xf32> into memref<2x2x?xf32>
  return %c : memref<2x2x?xf32>
}
func.func @expand_dyn(%m: memref<?x8xf32, strided<[?, 1], offset: ?>>, %n: index) -> memref<?x4x2x4xf32, strided<[?, ?, 4, 1], offset: ?>> {
  %c = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, 4, 2, 4] : memref<?x8xf32, strided<[?, 1], offset: ?>> into memref<?x4x2x4xf32, strided<[?, ?, 4, 1], offset: ?>>
  return %c : memref<?x4x2x4xf32, strided<[?, ?, 4, 1], offset: ?>>
}
func.func @collapse(%m: memref<4x?x3xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<4x?x3xf32, strided<[?, ?, 1], offset: ?>> into memref<?xf32, strided<[1], offset: ?>>
  return %c : memref<?xf32, strided<[1], offset: ?>>
}
func.func @collapse2(%m: memref<2x3x?x5xf32>) -> memref<6x?xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<2x3x?x5xf32> into memref<6x?xf32>
  return %c : memref<6x?xf32>
}
func.func @meta_alloc(%n: index, %k: index) -> (memref<f32>, index, index, index, index, index, index, index) {
  %a = memref.alloc(%n, %k) : memref<?x4x?xf32>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %a : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %s#2, %t#0, %t#1, %t#2 : memref<f32>, index, index, index, index, index, index, index
}
memref.global "private" constant @g : memref<3x4xf32> = dense<0.0>
func.func @meta_global() -> (memref<f32>, index, index, index, index, index) {
  %a = memref.get_global @g : memref<3x4xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<3x4xf32> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}
func.func @meta_cast(%m: memref<?x?xf32>) -> (index, index, index) {
  %c = memref.cast %m : memref<?x?xf32> to memref<4x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  return %o, %s#0, %t#0 : index, index, index
}
func.func @meta_rc(%m: memref<?x?xf32>, %x: index) -> (memref<f32>, index, index, index) {
  %c = memref.reinterpret_cast %m to offset: [%x], sizes: [4, %x], strides: [%x, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %t#0 : memref<f32>, index, index, index
}
func.func @chain(%m: memref<8x16xf32>, %i: index) -> f32 {
  %s = memref.subview %m[%i, 4][4, 8][2, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[32, 1], offset: ?>>
  %s2 = memref.subview %s[1, %i][2, 2][1, 1] : memref<4x8xf32, strided<[32, 1], offset: ?>> to memref<2x2xf32, strided<[32, 1], offset: ?>>
  %e = memref.expand_shape %s2 [[0], [1, 2]] output_shape [2, 1, 2] : memref<2x2xf32, strided<[32, 1], offset: ?>> into memref<2x1x2xf32, strided<[32, 2, 1], offset: ?>>
  %c0 = arith.constant 0 : index
  %v = memref.load %e[%c0, %c0, %c0] : memref<2x1x2xf32, strided<[32, 2, 1], offset: ?>>
  return %v : f32
}
func.func @rank_reduce(%m: memref<8x16x24xf32>, %i: index) -> memref<6x3xf32, strided<[24, 1], offset: ?>> {
  %s = memref.subview %m[%i, 4, 2][1, 6, 3][1, 1, 1] : memref<8x16x24xf32> to memref<6x3xf32, strided<[24, 1], offset: ?>>
  return %s : memref<6x3xf32, strided<[24, 1], offset: ?>>
}
func.func @aligned(%m: memref<8x16xf32>) -> index {
  %s = memref.subview %m[1, 4][4, 8][1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1], offset: 20>>
  %p = memref.extract_aligned_pointer_as_index %s : memref<4x8xf32, strided<[16, 1], offset: 20>> -> index
  return %p : index
}
func.func @zero_d(%m: memref<f32>) -> memref<1x1xf32> {
  %e = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return %e : memref<1x1xf32>
}
func.func @ones(%m: memref<1x1xf32, strided<[?, ?], offset: ?>>) -> memref<1xf32, strided<[?], offset: ?>> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<1x1xf32, strided<[?, ?], offset: ?>> into memref<1xf32, strided<[?], offset: ?>>
  return %c : memref<1xf32, strided<[?], offset: ?>>
}
func.func @cast_meta(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> (index, index) {
  %c = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x?xf32, strided<[?, 1], offset: 3>>
  %s = memref.subview %c[1, 1][2, 2][1, 1] : memref<4x?xf32, strided<[?, 1], offset: 3>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %s : memref<2x2xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %o, %st#0 : index, index
}
func.func @space(%m: memref<4x4xf32, 1>) -> (memref<f32>, index) {
  %c = memref.memory_space_cast %m : memref<4x4xf32, 1> to memref<4x4xf32>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %c : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  return %b, %o : memref<f32>, index
}
func.func @alloca_sub(%i: index, %j: index) -> f32 {
  %a = memref.alloca() : memref<16x16xf32>
  %s = memref.subview %a[%i, %j][4, 4][2, 3] : memref<16x16xf32> to memref<4x4xf32, strided<[32, 3], offset: ?>>
  %c1 = arith.constant 1 : index
  %v = memref.load %s[%c1, %c1] : memref<4x4xf32, strided<[32, 3], offset: ?>>
  return %v : f32
}
func.func @dyn_all(%m: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %o0: index, %o1: index, %o2: index, %s0: index, %s1: index, %s2: index, %t0: index, %t1: index, %t2: index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> {
  %s = memref.subview %m[%o0, %o1, %o2][%s0, %s1, %s2][%t0, %t1, %t2] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  return %s : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
}
func.func @expand_mid(%m: memref<?x?xf32>, %n: index) -> memref<2x?x3x?xf32> {
  %c = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [2, %n, 3, %n] : memref<?x?xf32> into memref<2x?x3x?xf32>
  return %c : memref<2x?x3x?xf32>
}
func.func @meta_expand(%m: memref<?x?xf32>, %n: index) -> (index, index, index, index) {
  %c = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [2, %n, 3, %n] : memref<?x?xf32> into memref<2x?x3x?xf32>
  %b, %o, %sz:4, %st:4 = memref.extract_strided_metadata %c : memref<2x?x3x?xf32> -> memref<f32>, index, index, index, index, index, index, index, index, index
  return %sz#1, %st#0, %st#1, %st#2 : index, index, index, index
}
func.func @meta_collapse(%m: memref<?x4x?xf32>) -> (index, index) {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %sz#0, %st#0 : index, index
}
func.func @loop(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %s = memref.subview %m[%i][2][1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
    %v = memref.load %s[%c1] : memref<2xf32, strided<[1], offset: ?>>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  return %r : f32
}

