// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s

// Every memref op in its custom form, printed back exactly as mlir-opt 22 prints it (result
// names, elided identity layouts, `custom<DynamicIndexList>`, globals, regions), and its generic
// form with the properties (`operandSegmentSizes`, `static_offsets`, `kind`, ...).

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: memref.global "private" constant @g0 : memref<2xf32> = dense<[0.000000e+00, 1.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global @g1 : memref<3xi32>
// CHECK-NEXT: memref.global @g2 : memref<2x2xf16> = uninitialized
// CHECK-NEXT: memref.global "nested" @g3 : memref<f32> = dense<1.000000e+00>
// CHECK-NEXT: func.func @ops(%arg0: index, %arg1: index, %arg2: memref<8x16x4xf32>, %arg3: memref<*xf32>, %arg4: f32, %arg5: memref<2048xi8>) -> index {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 16 : i64} : memref<?x4xf32>
// CHECK-NEXT: %alloca = memref.alloca(%arg0)[%arg1] : memref<?x4xf32, #map>
// CHECK-NEXT: %0 = memref.load %alloc[%arg0, %arg1] {nontemporal = true} : memref<?x4xf32>
// CHECK-NEXT: memref.store %0, %alloc[%arg0, %arg1] {alignment = 4 : i64} : memref<?x4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x4xf32> to memref<*xf32>
// CHECK-NEXT: %dim = memref.dim %arg2, %arg0 : memref<8x16x4xf32>
// CHECK-NEXT: %1 = memref.rank %arg3 : memref<*xf32>
// CHECK-NEXT: %subview = memref.subview %arg2[%arg0, 2, 0] [4, %arg1, 4] [1, 2, 1] : memref<8x16x4xf32> to memref<4x?x4xf32, strided<[64, 8, 1], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg2[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg3 to offset: [%arg0], sizes: [10, %arg1], strides: [%arg1, 1] : memref<*xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg2, %arg2 : memref<8x16x4xf32> to memref<8x16x4xf32>
// CHECK-NEXT: %2 = memref.get_global @g0 : memref<2xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg2 {{\[\[}}0, 1], [2]] : memref<8x16x4xf32> into memref<128x4xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %alloc {{\[\[}}0, 1], [2]] output_shape [%arg0, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
// CHECK-NEXT: %view = memref.view %arg5[%arg0][%arg1] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg2 : memref<8x16x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %3 = memref.atomic_rmw addf %arg4, %arg2[%arg0, %arg0, %arg0] : (f32, memref<8x16x4xf32>) -> f32
// CHECK-NEXT: %4 = memref.generic_atomic_rmw %arg2[%arg0, %arg0, %arg0] : memref<8x16x4xf32> {
// CHECK-NEXT: ^bb0(%arg6: f32):
// CHECK-NEXT: memref.atomic_yield %arg6 : f32
// CHECK-NEXT: } {x = 1 : index}
// CHECK-NEXT: memref.prefetch %arg2[%arg0, %arg0, %arg0], read, locality<3>, instr : memref<8x16x4xf32>
// CHECK-NEXT: %transpose = memref.transpose %arg2 (d0, d1, d2) -> (d2, d1, d0) : memref<8x16x4xf32> to memref<4x16x8xf32, strided<[1, 4, 64]>>
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg2, 16 : memref<8x16x4xf32>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg2 : memref<8x16x4xf32> to memref<8x16x4xf32, 1>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<8x16x4xf32> -> index
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %5 = memref.realloc %alloc_1(%arg0) : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?x4xf32>
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %6 = memref.alloca_scope  -> (index) {
// CHECK-NEXT: memref.alloca_scope.return %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: memref.dma_wait %arg2[%arg0, %arg0, %arg0], %arg1 : memref<8x16x4xf32>
// CHECK-NEXT: %7:2 = memref.distinct_objects %arg2, %alloc : memref<8x16x4xf32>, memref<?x4xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[0.000000e+00, 1.000000e+00]> : tensor<2xf32>, sym_name = "g0", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
// GENERIC: "memref.global"() <{sym_name = "g1", type = memref<3xi32>}> : () -> ()
// GENERIC: "memref.global"() <{initial_value, sym_name = "g2", type = memref<2x2xf16>}> : () -> ()
// GENERIC: "memref.global"() <{initial_value = dense<1.000000e+00> : tensor<f32>, sym_name = "g3", sym_visibility = "nested", type = memref<f32>}> : () -> ()
// GENERIC: %0 = "memref.alloc"(%arg0) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xf32>
// GENERIC: %1 = "memref.alloca"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xf32, #map>
// GENERIC: %2 = "memref.load"(%0, %arg0, %arg1) <{nontemporal = true}> : (memref<?x4xf32>, index, index) -> f32
// GENERIC: "memref.store"(%2, %0, %arg0, %arg1) <{alignment = 4 : i64}> : (f32, memref<?x4xf32>, index, index) -> ()
// GENERIC: %3 = "memref.cast"(%0) : (memref<?x4xf32>) -> memref<*xf32>
// GENERIC: %4 = "memref.dim"(%arg2, %arg0) : (memref<8x16x4xf32>, index) -> index
// GENERIC: %5 = "memref.rank"(%arg3) : (memref<*xf32>) -> index
// GENERIC: %6 = "memref.subview"(%arg2, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 2, 0>, static_sizes = array<i64: 4, -9223372036854775808, 4>, static_strides = array<i64: 1, 2, 1>}> : (memref<8x16x4xf32>, index, index) -> memref<4x?x4xf32, strided<[64, 8, 1], offset: ?>>
// GENERIC: %7 = "memref.subview"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 16, 4>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>) -> memref<16x4xf32, strided<[4, 1]>>
// GENERIC: %8 = "memref.reinterpret_cast"(%arg3, %arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 10, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<*xf32>, index, index, index) -> memref<10x?xf32, strided<[?, 1], offset: ?>>
// GENERIC: "memref.copy"(%arg2, %arg2) : (memref<8x16x4xf32>, memref<8x16x4xf32>) -> ()
// GENERIC: %9 = "memref.get_global"() <{name = @g0}> : () -> memref<2xf32>
// GENERIC: %10 = "memref.collapse_shape"(%arg2) <{reassociation = {{\[\[}}0, 1], [2]]}> : (memref<8x16x4xf32>) -> memref<128x4xf32>
// GENERIC: %11 = "memref.expand_shape"(%0, %arg0) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, 4>}> : (memref<?x4xf32>, index) -> memref<?x2x4xf32>
// GENERIC: %12 = "memref.view"(%arg5, %arg0, %arg1) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
// GENERIC: %13:8 = "memref.extract_strided_metadata"(%arg2) : (memref<8x16x4xf32>) -> (memref<f32>, index, index, index, index, index, index, index)
// GENERIC: %14 = "memref.atomic_rmw"(%arg4, %arg2, %arg0, %arg0, %arg0) <{kind = 0 : i64}> : (f32, memref<8x16x4xf32>, index, index, index) -> f32
// GENERIC: %15 = "memref.generic_atomic_rmw"(%arg2, %arg0, %arg0, %arg0) ({
// GENERIC: "memref.atomic_yield"(%arg6) : (f32) -> ()
// GENERIC: "memref.prefetch"(%arg2, %arg0, %arg0, %arg0) <{isDataCache = false, isWrite = false, localityHint = 3 : i32}> : (memref<8x16x4xf32>, index, index, index) -> ()
// GENERIC: %16 = "memref.transpose"(%arg2) <{permutation = #map1}> : (memref<8x16x4xf32>) -> memref<4x16x8xf32, strided<[1, 4, 64]>>
// GENERIC: %17 = "memref.assume_alignment"(%arg2) <{alignment = 16 : i32}> : (memref<8x16x4xf32>) -> memref<8x16x4xf32>
// GENERIC: %18 = "memref.memory_space_cast"(%arg2) : (memref<8x16x4xf32>) -> memref<8x16x4xf32, 1>
// GENERIC: %19 = "memref.extract_aligned_pointer_as_index"(%arg2) : (memref<8x16x4xf32>) -> index
// GENERIC: %20 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
// GENERIC: %21 = "memref.realloc"(%20, %arg0) : (memref<?xf32>, index) -> memref<?xf32>
// GENERIC: "memref.dealloc"(%0) : (memref<?x4xf32>) -> ()
// GENERIC: "memref.alloca_scope"() ({
// GENERIC: %24 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// GENERIC: "memref.alloca_scope.return"() : () -> ()
// GENERIC: %22 = "memref.alloca_scope"() ({
// GENERIC: "memref.alloca_scope.return"(%arg0) : (index) -> ()
// GENERIC: "memref.dma_wait"(%arg2, %arg0, %arg0, %arg0, %arg1) : (memref<8x16x4xf32>, index, index, index, index) -> ()
// GENERIC: %23:2 = "memref.distinct_objects"(%arg2, %0) : (memref<8x16x4xf32>, memref<?x4xf32>) -> (memref<8x16x4xf32>, memref<?x4xf32>)

memref.global "private" constant @g0 : memref<2xf32> = dense<[0.0, 1.0]> {alignment = 64}
memref.global @g1 : memref<3xi32>
memref.global @g2 : memref<2x2xf16> = uninitialized
memref.global "nested" @g3 : memref<f32> = dense<1.0>

func.func @ops(%arg0: index, %arg1: index, %m: memref<8x16x4xf32>, %u: memref<*xf32>, %v: f32, %i8: memref<2048xi8>) -> index {
  %0 = memref.alloc(%arg0) {alignment = 16} : memref<?x4xf32>
  %1 = memref.alloca(%arg0)[%arg1] : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  %2 = memref.load %0[%arg0, %arg1] {nontemporal = true} : memref<?x4xf32>
  memref.store %2, %0[%arg0, %arg1] {alignment = 4 : i64} : memref<?x4xf32>
  %3 = memref.cast %0 : memref<?x4xf32> to memref<*xf32>
  %4 = memref.dim %m, %arg0 : memref<8x16x4xf32>
  %5 = memref.rank %u : memref<*xf32>
  %6 = memref.subview %m[%arg0, 2, 0][4, %arg1, 4][1, 2, 1] : memref<8x16x4xf32> to memref<4x?x4xf32, strided<[64, 8, 1], offset: ?>>
  %7 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[4, 1]>>
  %8 = memref.reinterpret_cast %u to offset: [%arg0], sizes: [10, %arg1], strides: [%arg1, 1] : memref<*xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
  memref.copy %m, %m : memref<8x16x4xf32> to memref<8x16x4xf32>
  %9 = memref.get_global @g0 : memref<2xf32>
  %10 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<128x4xf32>
  %11 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%arg0, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
  %12 = memref.view %i8[%arg0][%arg1] : memref<2048xi8> to memref<?x4xf32>
  %base, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %m : memref<8x16x4xf32> -> memref<f32>, index, index, index, index, index, index, index
  %13 = memref.atomic_rmw addf %v, %m[%arg0, %arg0, %arg0] : (f32, memref<8x16x4xf32>) -> f32
  %14 = memref.generic_atomic_rmw %m[%arg0, %arg0, %arg0] : memref<8x16x4xf32> {
  ^bb0(%old: f32):
    memref.atomic_yield %old : f32
  } {x = 1 : index}
  memref.prefetch %m[%arg0, %arg0, %arg0], read, locality<3>, instr : memref<8x16x4xf32>
  %15 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<8x16x4xf32> to memref<4x16x8xf32, strided<[1, 4, 64]>>
  %16 = memref.assume_alignment %m, 16 : memref<8x16x4xf32>
  %17 = memref.memory_space_cast %m : memref<8x16x4xf32> to memref<8x16x4xf32, 1>
  %18 = memref.extract_aligned_pointer_as_index %m : memref<8x16x4xf32> -> index
  %r0 = memref.alloc(%arg0) : memref<?xf32>
  %19 = memref.realloc %r0(%arg0) : memref<?xf32> to memref<?xf32>
  memref.dealloc %0 : memref<?x4xf32>
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %20 = memref.alloca_scope -> (index) {
    memref.alloca_scope.return %arg0 : index
  }
  memref.dma_wait %m[%arg0, %arg0, %arg0], %arg1 : memref<8x16x4xf32>
  %21:2 = memref.distinct_objects %m, %0 : memref<8x16x4xf32>, memref<?x4xf32>
  return %4 : index
}
