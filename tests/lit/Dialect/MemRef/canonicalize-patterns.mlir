// RUN: oxir-opt %s --canonicalize=test-convergence --split-input-file --allow-unregistered-dialect | FileCheck %s

// More memref folds and canonicalization patterns (casts absorbed by consumers, dead loads and
// allocations, alloca_scope inlining and hoisting, views, metadata, reshapes); the expected
// output is what mlir-opt 22 prints.

// CHECK-LABEL: func.func @casts_into_consumers(%arg0: memref<?xf32>, %arg1: memref<4xf32>, %arg2: index, %arg3: f32) -> (f32, index) {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %0 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:   memref.store %arg3, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT:   memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT:   memref.prefetch %arg0[%arg2], read, locality<3>, data : memref<?xf32>
// CHECK-NEXT:   return %0, %c4 : f32, index
// CHECK-NEXT: }
func.func @casts_into_consumers(%a: memref<?xf32>, %b: memref<4xf32>, %i: index, %v: f32) -> (f32, index) {
  %0 = memref.cast %a : memref<?xf32> to memref<4xf32>
  %1 = memref.load %0[%i] : memref<4xf32>
  %2 = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.store %v, %2[%i] : memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %2, %c0 : memref<?xf32>
  %u = memref.load %a[%i] : memref<?xf32>
  %3 = memref.cast %a : memref<?xf32> to memref<*xf32>
  %4 = memref.cast %3 : memref<*xf32> to memref<?xf32>
  memref.dealloc %4 : memref<?xf32>
  %5 = memref.alloc() : memref<4xf32>
  memref.store %v, %5[%i] : memref<4xf32>
  memref.dealloc %5 : memref<4xf32>
  %6 = memref.cast %a : memref<?xf32> to memref<4xf32>
  %7 = memref.cast %6 : memref<4xf32> to memref<?xf32>
  memref.prefetch %7[%i], read, locality<3>, data : memref<?xf32>
  return %1, %d : f32, index
}

// -----

// CHECK-LABEL: func.func @scope_merge() {
// CHECK-NEXT:   %0 = "t.count"() : () -> index
// CHECK-NEXT:   %alloca = memref.alloca(%0) : memref<?xi64>
// CHECK-NEXT:   "t.use"(%alloca) : (memref<?xi64>) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scope_merge2() {
// CHECK-NEXT:   "t.region"() ({
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       %0 = "t.count"() : () -> index
// CHECK-NEXT:       %alloca = memref.alloca(%0) : memref<?xi64>
// CHECK-NEXT:       "t.use"(%alloca) : (memref<?xi64>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     "t.terminator"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scope_merge3() {
// CHECK-NEXT:   %0 = "t.count"() : () -> index
// CHECK-NEXT:   %alloca = memref.alloca(%0) : memref<?xi64>
// CHECK-NEXT:   "t.region"() ({
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       "t.use"(%alloca) : (memref<?xi64>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     "t.terminator"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scope_merge4() {
// CHECK-NEXT:   %0 = "t.count"() : () -> index
// CHECK-NEXT:   "t.region"() ({
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       %alloca = memref.alloca(%0) : memref<?xi64>
// CHECK-NEXT:       "t.use"(%alloca) : (memref<?xi64>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     "t.op"() : () -> ()
// CHECK-NEXT:     "t.terminator"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scope_inline(%arg0: memref<index>) {
// CHECK-NEXT:   %0 = "t.count"() : () -> index
// CHECK-NEXT:   "t.region"() ({
// CHECK-NEXT:     memref.store %0, %arg0[] : memref<index>
// CHECK-NEXT:     "t.terminator"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scope_results(%arg0: memref<index>) -> index {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   return %c3 : index
// CHECK-NEXT: }
func.func @scope_merge() {
  memref.alloca_scope {
    %cnt = "t.count"() : () -> index
    %a = memref.alloca(%cnt) : memref<?xi64>
    "t.use"(%a) : (memref<?xi64>) -> ()
  }
  return
}
func.func @scope_merge2() {
  "t.region"() ({
    memref.alloca_scope {
      %cnt = "t.count"() : () -> index
      %a = memref.alloca(%cnt) : memref<?xi64>
      "t.use"(%a) : (memref<?xi64>) -> ()
    }
    "t.terminator"() : () -> ()
  }) : () -> ()
  return
}
func.func @scope_merge3() {
  %cnt = "t.count"() : () -> index
  "t.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%cnt) : memref<?xi64>
      "t.use"(%a) : (memref<?xi64>) -> ()
    }
    "t.terminator"() : () -> ()
  }) : () -> ()
  return
}
func.func @scope_merge4() {
  %cnt = "t.count"() : () -> index
  "t.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%cnt) : memref<?xi64>
      "t.use"(%a) : (memref<?xi64>) -> ()
    }
    "t.op"() : () -> ()
    "t.terminator"() : () -> ()
  }) : () -> ()
  return
}
func.func @scope_inline(%arg : memref<index>) {
  %cnt = "t.count"() : () -> index
  "t.region"() ({
    memref.alloca_scope {
      memref.store %cnt, %arg[] : memref<index>
    }
    "t.terminator"() : () -> ()
  }) : () -> ()
  return
}
func.func @scope_results(%arg : memref<index>) -> index {
  %r = memref.alloca_scope -> (index) {
    %c = arith.constant 3 : index
    memref.alloca_scope.return %c : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @views(%arg0: memref<2048xi8>, %arg1: index, %arg2: index) -> (memref<?x?xf32>, index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %alloc = memref.alloc() : memref<2048xi8>
// CHECK-NEXT:   %view = memref.view %alloc[%c0][%arg1, %arg2] : memref<2048xi8> to memref<?x?xf32>
// CHECK-NEXT:   return %view, %arg2 : memref<?x?xf32>, index
// CHECK-NEXT: }
func.func @views(%buf: memref<2048xi8>, %i: index, %j: index) -> (memref<?x?xf32>, index) {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c16 = arith.constant 16 : index
  %0 = memref.view %buf[%c0][%c7, %i] : memref<2048xi8> to memref<?x?xf32>
  %d = memref.dim %0, %c16 : memref<?x?xf32>
  %a = memref.alloc() : memref<2048xi8>
  %ac = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %1 = memref.view %ac[%c0][%i, %j] : memref<?xi8> to memref<?x?xf32>
  %c1 = arith.constant 1 : index
  %d1 = memref.dim %1, %c1 : memref<?x?xf32>
  return %1, %d1 : memref<?x?xf32>, index
}

// -----

// CHECK-LABEL: func.func @dead_ops(%arg0: memref<?xf32>, %arg1: index, %arg2: !llvm.ptr) {
// CHECK-NEXT:   %0 = llvm.load volatile %arg2 : !llvm.ptr -> i32
// CHECK-NEXT:   %1 = llvm.load %arg2 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @dead_ops(%m: memref<?xf32>, %i: index, %p: !llvm.ptr) {
  %0 = memref.load %m[%i] : memref<?xf32>
  %1 = memref.alloca(%i) : memref<?xf32>
  %2 = memref.alloc(%i) : memref<?xf32>
  %3 = memref.realloc %m(%i) : memref<?xf32> to memref<?xf32>
  %4 = llvm.load %p : !llvm.ptr -> i32
  %5 = llvm.load volatile %p : !llvm.ptr -> i32
  %6 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %7 = memref.rank %m : memref<?xf32>
  %c0 = arith.constant 0 : index
  %8 = memref.dim %m, %c0 : memref<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @metadata(%arg0: memref<8x?xf32, strided<[?, 1], offset: 4>>) -> (index, index, index, index, index) {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x?xf32, strided<[?, 1], offset: 4>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   return %c4, %c8, %sizes#1, %strides#0, %c1 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_of_cast(%arg0: memref<8x4xf32>) -> (memref<f32>, index) {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   return %base_buffer, %c4 : memref<f32>, index
// CHECK-NEXT: }
func.func @metadata(%m: memref<8x?xf32, strided<[?, 1], offset: 4>>) -> (index, index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x?xf32, strided<[?, 1], offset: 4>> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : index, index, index, index, index
}
func.func @metadata_of_cast(%m: memref<8x4xf32>) -> (memref<f32>, index) {
  %c = memref.cast %m : memref<8x4xf32> to memref<?x?xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %base, %sizes#1 : memref<f32>, index
}

// -----

// CHECK-LABEL: func.func @dim_of_subview(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT:   return %arg1, %arg2 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_alloc(%arg0: index) -> index {
// CHECK-NEXT:   %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT:   "t.use"(%alloc) : (memref<4x?xf32>) -> ()
// CHECK-NEXT:   return %arg0 : index
// CHECK-NEXT: }
func.func @dim_of_subview(%m: memref<?x?x?xf32>, %a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[0, 0, 0] [%a, 1, %b] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d0 = memref.dim %0, %c0 : memref<?x?xf32, strided<[?, 1]>>
  %d1 = memref.dim %0, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %d0, %d1 : index, index
}
func.func @dim_of_alloc(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d = memref.dim %a, %c1 : memref<4x?xf32>
  "t.use"(%a) : (memref<4x?xf32>) -> ()
  return %d : index
}

// -----

// CHECK-LABEL: func.func @reinterpret_constants(%arg0: memref<?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT:   %cast = memref.cast %reinterpret_cast : memref<4x4xf32, strided<[4, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @reinterpret_constants(%m: memref<?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %0 = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4, %c4], strides: [%c4, %c1] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @alloca_const(%arg0: index) -> memref<?x?xf32> {
// CHECK-NEXT:   %alloca = memref.alloca(%arg0) {alignment = 64 : i64} : memref<3x?xf32>
// CHECK-NEXT:   %cast = memref.cast %alloca : memref<3x?xf32> to memref<?x?xf32>
// CHECK-NEXT:   return %cast : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @assume(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:   %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT:   return %assume_align : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_casts(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:   memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @alloca_const(%n: index) -> memref<?x?xf32> {
  %c3 = arith.constant 3 : index
  %a = memref.alloca(%c3, %n) {alignment = 64 : i64} : memref<?x?xf32>
  return %a : memref<?x?xf32>
}
func.func @assume(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.assume_alignment %m, 16 : memref<4xf32>
  %1 = memref.assume_alignment %0, 16 : memref<4xf32>
  return %1 : memref<4xf32>
}
func.func @copy_casts(%a: memref<4xf32>, %b: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %0, %1 : memref<?xf32> to memref<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func private @ub_negative_alloc_size() -> memref<?x?x?xi1> {
// CHECK-NEXT:   %c-2 = arith.constant -2 : index
// CHECK-NEXT:   %alloc = memref.alloc(%c-2) : memref<15x?x1xi1>
// CHECK-NEXT:   %cast = memref.cast %alloc : memref<15x?x1xi1> to memref<?x?x?xi1>
// CHECK-NEXT:   return %cast : memref<?x?x?xi1>
// CHECK-NEXT: }
func.func private @ub_negative_alloc_size() -> memref<?x?x?xi1> {
  %idx1 = arith.constant 1 : index
  %c-2 = arith.constant -2 : index
  %c15 = arith.constant 15 : index
  %alloc = memref.alloc(%c15, %c-2, %idx1) : memref<?x?x?xi1>
  return %alloc : memref<?x?x?xi1>
}

// -----

// CHECK-LABEL: func.func @subview_consts(%arg0: memref<?x?xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[2, %arg1] [3, %arg1] [2, 3] : memref<?x?xf32> to memref<3x?xf32, strided<[?, 3], offset: ?>>
// CHECK-NEXT:   %cast = memref.cast %subview : memref<3x?xf32, strided<[?, 3], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_of_cast_reduce(%arg0: memref<8x1x16xf32>, %arg1: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[%arg1, 0, 0] [1, 1, %arg1] [1, 1, 1] : memref<8x1x16xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   return %subview : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dma(%arg0: memref<16xf32>, %arg1: memref<16xf32, 1>, %arg2: memref<1xi32>, %arg3: index) {
// CHECK-NEXT:   memref.dma_start %arg0[%arg3], %arg1[%arg3], %arg3, %arg2[%arg3] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32>
// CHECK-NEXT:   memref.dma_wait %arg2[%arg3], %arg3 : memref<1xi32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_collapse(%arg0: memref<4x8xf32>) -> memref<4x2x4xf32> {
// CHECK-NEXT:   %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]{{]}} output_shape [4, 2, 4] : memref<4x8xf32> into memref<4x2x4xf32>
// CHECK-NEXT:   return %expand_shape : memref<4x2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_expand_up(%arg0: memref<32xf32>) -> memref<4x8xf32> {
// CHECK-NEXT:   %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]{{]}} output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
// CHECK-NEXT:   return %expand_shape : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop_loads(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @space_casts(%arg0: memref<4xf32, 1>) -> memref<?xf32> {
// CHECK-NEXT:   %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32>
// CHECK-NEXT:   %cast = memref.cast %memspacecast : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:   return %cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reinterpret_unranked(%arg0: memref<*xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32>
// CHECK-NEXT:   %cast = memref.cast %reinterpret_cast : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:   return %cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_self_cast(%arg0: memref<4xf32>) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @global_load() -> f32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = memref.get_global @g : memref<2xf32>
// CHECK-NEXT:   %1 = memref.load %0[%c0] : memref<2xf32>
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
// CHECK: memref.global "private" constant @g : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
func.func @subview_consts(%m: memref<?x?xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = memref.subview %m[%c2, %i] [%c3, %i] [%c2, %c3] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @subview_of_cast_reduce(%m: memref<8x1x16xf32>, %i: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<8x1x16xf32> to memref<?x?x?xf32>
  %0 = memref.subview %c[%i, 0, 0] [1, 1, %i] [1, 1, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}
func.func @dma(%a: memref<16xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index) {
  %ca = memref.cast %a : memref<16xf32> to memref<?xf32>
  %ct = memref.cast %t : memref<1xi32> to memref<?xi32>
  memref.dma_start %ca[%i], %b[%i], %i, %ct[%i] : memref<?xf32>, memref<16xf32, 1>, memref<?xi32>
  memref.dma_wait %ct[%i], %i : memref<?xi32>
  return
}
func.func @expand_of_collapse(%m: memref<4x8xf32>) -> memref<4x2x4xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [4, 2, 4] : memref<32xf32> into memref<4x2x4xf32>
  return %1 : memref<4x2x4xf32>
}
func.func @collapse_of_expand_up(%m: memref<32xf32>) -> memref<4x8xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [4, 2, 4] : memref<32xf32> into memref<4x2x4xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<4x2x4xf32> into memref<4x8xf32>
  return %1 : memref<4x8xf32>
}
func.func @loop_loads(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf32>
  }
  return
}
func.func @space_casts(%m: memref<4xf32, 1>) -> memref<?xf32> {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.cast %0 : memref<4xf32> to memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @reinterpret_unranked(%m: memref<*xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<*xf32> to memref<?xf32>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>
  %2 = memref.cast %1 : memref<4xf32> to memref<?xf32>
  return %2 : memref<?xf32>
}
func.func @copy_self_cast(%a: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %0, %a : memref<?xf32> to memref<4xf32>
  return
}
func.func @global_load() -> f32 {
  %0 = memref.get_global @g : memref<2xf32>
  %c0 = arith.constant 0 : index
  %1 = memref.load %0[%c0] : memref<2xf32>
  return %1 : f32
}
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>

// -----

// CHECK-LABEL: func.func @chain(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index) -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, index) {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %subview = memref.subview %arg0[%arg1, %arg2] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:   %cast = memref.cast %subview : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %cast, %c4 : memref<?x?xf32, strided<[?, ?], offset: ?>>, index
// CHECK-NEXT: }
func.func @chain(%m: memref<16x16xf32>, %i: index, %j: index) -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, index) {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %c[%i, %j] [%c4, %c4] [%c1, %c1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %d = memref.dim %0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0, %d : memref<?x?xf32, strided<[?, ?], offset: ?>>, index
}

// -----

// CHECK-LABEL: func.func @collapse_strided(%arg0: memref<4x8xf32, strided<[16, 1]>>) -> memref<4x8xf32, strided<[16, 1]>> {
// CHECK-NEXT:   return %arg0 : memref<4x8xf32, strided<[16, 1]>>
// CHECK-NEXT: }
func.func @collapse_strided(%m: memref<4x8xf32, strided<[16, 1]>>) -> memref<4x8xf32, strided<[16, 1]>> {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [4, 2, 4] : memref<4x8xf32, strided<[16, 1]>> into memref<4x2x4xf32, strided<[16, 4, 1]>>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<4x2x4xf32, strided<[16, 4, 1]>> into memref<4x8xf32, strided<[16, 1]>>
  return %1 : memref<4x8xf32, strided<[16, 1]>>
}

// -----

// CHECK-LABEL: func.func @alloc_in_loop(%arg0: index, %arg1: f32) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:     %alloca = memref.alloca(%arg2) : memref<?xf32>
// CHECK-NEXT:     %0 = memref.load %alloca[%c0] : memref<?xf32>
// CHECK-NEXT:     "t.use"(%0) : (f32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @alloc_in_loop(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc(%c8) : memref<?xf32>
    memref.store %v, %a[%i] : memref<?xf32>
    %b = memref.alloca(%i) : memref<?xf32>
    %l = memref.load %b[%c0] : memref<?xf32>
    "t.use"(%l) : (f32) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @reinterpret_dyn(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [%arg2, 2], strides: [%arg2, 1] : memref<?x?xf32> to memref<?x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   %cast = memref.cast %reinterpret_cast : memref<?x2xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_cast(%arg0: memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>> {
// CHECK-NEXT:   %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
// CHECK-NEXT:   return %transpose : memref<3x2xf32, strided<[1, 3]>>
// CHECK-NEXT: }
func.func @reinterpret_dyn(%m: memref<?x?xf32>, %o: index, %s: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [%s, %c2], strides: [%s, %c1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @transpose_cast(%m: memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>> {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<3x2xf32, strided<[1, 3]>> to memref<2x3xf32>
  %2 = memref.transpose %1 (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return %2 : memref<3x2xf32, strided<[1, 3]>>
}

// -----

// CHECK-LABEL: func.func @subview_zero_size(%arg0: memref<8xf32>, %arg1: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[%arg1] [0] [1] : memref<8xf32> to memref<0xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   %cast = memref.cast %subview : memref<0xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_offset_oob(%arg0: memref<8xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:   %c9 = arith.constant 9 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %subview = memref.subview %arg0[%c9] [%c1] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   return %subview : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scope_in_loop(%arg0: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:     %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:     "t.use"(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scope_with_call(%arg0: memref<f32>) {
// CHECK-NEXT:   "t.region"() ({
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     memref.store %cst, %arg0[] : memref<f32>
// CHECK-NEXT:     "t.terminator"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @subview_zero_size(%m: memref<8xf32>, %i: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %0 = memref.subview %m[%i] [%c0] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}
func.func @subview_offset_oob(%m: memref<8xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c9 = arith.constant 9 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[%c9] [%c1] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}
func.func @scope_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      "t.use"(%a) : (memref<?xf32>) -> ()
    }
  }
  return
}
func.func @scope_with_call(%m: memref<f32>) {
  "t.region"() ({
    memref.alloca_scope {
      %c = arith.constant 1.0 : f32
      memref.store %c, %m[] : memref<f32>
      %l = memref.load %m[] : memref<f32>
      memref.copy %m, %m : memref<f32> to memref<f32>
    }
    "t.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @meta_of_subview(%arg0: memref<8x8xf32>, %arg1: index) -> (memref<f32>, index, index, index) {
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %subview = memref.subview %arg0[%arg1, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview : memref<4x4xf32, strided<[8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %cast = memref.cast %subview : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   "t.use"(%cast) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT:   return %base_buffer, %offset, %c4, %c8 : memref<f32>, index, index, index
// CHECK-NEXT: }
func.func @meta_of_subview(%m: memref<8x8xf32>, %i: index) -> (memref<f32>, index, index, index) {
  %0 = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0 : memref<4x4xf32, strided<[8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  "t.use"(%r) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  return %base, %offset, %sizes#0, %strides#0 : memref<f32>, index, index, index
}
