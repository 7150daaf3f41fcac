// RUN: oxir-opt %s --canonicalize=test-convergence --split-input-file --allow-unregistered-dialect | FileCheck %s

// The inputs of MLIR's test/Dialect/MemRef/canonicalize.mlir (without the cases needing the affine
// and index dialects); the expected output is what mlir-opt 22 prints.

// CHECK-LABEL: func.func @collapse_shape_identity_fold(%arg0: memref<5xi8>) -> memref<5xi8> {
// CHECK-NEXT:   return %arg0 : memref<5xi8>
// CHECK-NEXT: }
func.func @collapse_shape_identity_fold(%arg0 : memref<5xi8>) -> memref<5xi8> {
  %0 = memref.collapse_shape %arg0 [[0]] : memref<5xi8> into memref<5xi8>
  return %0 : memref<5xi8>
}

// -----

// CHECK-LABEL: func.func @expand_shape_identity_fold(%arg0: memref<5x4xi8>) -> memref<5x4xi8> {
// CHECK-NEXT:   return %arg0 : memref<5x4xi8>
// CHECK-NEXT: }
func.func @expand_shape_identity_fold(%arg0 : memref<5x4xi8>) -> memref<5x4xi8> {
  %0 = memref.expand_shape %arg0 [[0], [1]] output_shape [5, 4] : memref<5x4xi8> into memref<5x4xi8>
  return %0 : memref<5x4xi8>
}

// -----

// CHECK-LABEL: func.func @collapse_expand_rank0_cancel(%arg0: memref<1x1xi8>) -> memref<1x1xi8> {
// CHECK-NEXT:   return %arg0 : memref<1x1xi8>
// CHECK-NEXT: }
func.func @collapse_expand_rank0_cancel(%arg0 : memref<1x1xi8>) -> memref<1x1xi8> {
  %0 = memref.collapse_shape %arg0 [] : memref<1x1xi8> into memref<i8>
  %1 = memref.expand_shape %0 [] output_shape [1, 1] : memref<i8> into memref<1x1xi8>
  return %1 : memref<1x1xi8>
}

// -----

// CHECK-LABEL: func.func @subview_of_size_memcast(%arg0: memref<4x6x16x32xi8>) -> memref<16x32xi8, strided<[32, 1], offset: 512>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<4x6x16x32xi8> to memref<16x32xi8, strided<[32, 1], offset: 512>>
// CHECK-NEXT:   return %subview : memref<16x32xi8, strided<[32, 1], offset: 512>>
// CHECK-NEXT: }
func.func @subview_of_size_memcast(%arg : memref<4x6x16x32xi8>) ->
  memref<16x32xi8, strided<[32, 1], offset: 512>>{
  %0 = memref.cast %arg : memref<4x6x16x32xi8> to memref<?x?x16x32xi8>
  %1 = memref.subview %0[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] :
    memref<?x?x16x32xi8> to
    memref<16x32xi8, strided<[32, 1], offset: 512>>
  return %1 : memref<16x32xi8, strided<[32, 1], offset: 512>>
}

// -----

// CHECK-LABEL: func.func @subview_of_strides_memcast(%arg0: memref<1x1x?xf32, strided<[35, 7, 1], offset: ?>>) -> memref<1x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x?xf32, strided<[35, 7, 1], offset: ?>> to memref<1x4xf32, strided<[7, 1], offset: ?>>
// CHECK-NEXT:   %cast = memref.cast %subview : memref<1x4xf32, strided<[7, 1], offset: ?>> to memref<1x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<1x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @subview_of_strides_memcast(%arg : memref<1x1x?xf32, strided<[35, 7, 1], offset: ?>>) -> memref<1x4xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.cast %arg : memref<1x1x?xf32, strided<[35, 7, 1], offset: ?>> to memref<1x1x?xf32, strided<[?, ?, ?], offset: ?>>
  %1 = memref.subview %0[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x?xf32, strided<[?, ?, ?], offset: ?>> to memref<1x4xf32, strided<[?, ?], offset: ?>>
  return %1 : memref<1x4xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @subview_of_static_full_size(%arg0: memref<4x6x16x32xi8>) -> memref<4x6x16x32xi8> {
// CHECK-NEXT:   return %arg0 : memref<4x6x16x32xi8>
// CHECK-NEXT: }
func.func @subview_of_static_full_size(%arg0 : memref<4x6x16x32xi8>) -> memref<4x6x16x32xi8> {
  %0 = memref.subview %arg0[0, 0, 0, 0] [4, 6, 16, 32] [1, 1, 1, 1] : memref<4x6x16x32xi8> to memref<4x6x16x32xi8>
  return %0 : memref<4x6x16x32xi8>
}

// -----

// CHECK-LABEL: func.func @negative_subview_of_static_full_size(%arg0: memref<16x4xf32, strided<[4, 1], offset: ?>>, %arg1: index) -> memref<16x4xf32, strided<[4, 1], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[%arg1, 0] [16, 4] [1, 1] : memref<16x4xf32, strided<[4, 1], offset: ?>> to memref<16x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:   return %subview : memref<16x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: }
func.func @negative_subview_of_static_full_size(%arg0:  memref<16x4xf32,  strided<[4, 1], offset: ?>>, %idx: index) -> memref<16x4xf32,  strided<[4, 1], offset: ?>> {
  %0 = memref.subview %arg0[%idx, 0][16, 4][1, 1] : memref<16x4xf32,  strided<[4, 1], offset: ?>> to memref<16x4xf32,  strided<[4, 1], offset: ?>>
  return %0 : memref<16x4xf32,  strided<[4, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @subview_canonicalize(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[0, %arg1, 1] [4, 1, %arg2] [1, 1, 1] : memref<?x?x?xf32> to memref<4x1x?xf32, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT:   %cast = memref.cast %subview : memref<4x1x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @subview_canonicalize(%arg0 : memref<?x?x?xf32>, %arg1 : index,
    %arg2 : index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %arg0[%c0, %arg1, %c1] [%c4, %c1, %arg2] [%c1, %c1, %c1] : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  return %0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @rank_reducing_subview_canonicalize(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[0, %arg1, 1] [4, 1, %arg2] [1, 1, 1] : memref<?x?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   %cast = memref.cast %subview : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @rank_reducing_subview_canonicalize(%arg0 : memref<?x?x?xf32>, %arg1 : index,
  %arg2 : index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %arg0[%c0, %arg1, %c1] [%c4, 1, %arg2] [%c1, %c1, %c1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @multiple_reducing_dims(%arg0: memref<1x384x384xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[0, %arg1, %arg2] [1, 1, %arg3] [1, 1, 1] : memref<1x384x384xf32> to memref<1x?xf32, strided<[384, 1], offset: ?>>
// CHECK-NEXT:   %subview_0 = memref.subview %subview[0, 0] [1, %arg3] [1, 1] : memref<1x?xf32, strided<[384, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   return %subview_0 : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
func.func @multiple_reducing_dims(%arg0 : memref<1x384x384xf32>,
    %arg1 : index, %arg2 : index, %arg3 : index) -> memref<?xf32, strided<[1], offset: ?>>
{
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[0, %arg1, %arg2] [1, %c1, %arg3] [1, 1, 1] : memref<1x384x384xf32> to memref<?x?xf32, strided<[384, 1], offset: ?>>
  %1 = memref.subview %0[0, 0] [1, %arg3] [1, 1] : memref<?x?xf32, strided<[384, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return %1 : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @multiple_reducing_dims_dynamic(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[0, %arg1, %arg2] [1, 1, %arg3] [1, 1, 1] : memref<?x?x?xf32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   %subview_0 = memref.subview %subview[0, 0] [1, %arg3] [1, 1] : memref<1x?xf32, strided<[?, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   return %subview_0 : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
func.func @multiple_reducing_dims_dynamic(%arg0 : memref<?x?x?xf32>,
    %arg1 : index, %arg2 : index, %arg3 : index) -> memref<?xf32, strided<[1], offset: ?>>
{
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[0, %arg1, %arg2] [1, %c1, %arg3] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[0, 0] [1, %arg3] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return %1 : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @multiple_reducing_dims_all_dynamic(%arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[0, %arg1, %arg2] [1, 1, %arg3] [1, 1, 1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> to memref<1x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   %subview_0 = memref.subview %subview[0, 0] [1, %arg3] [1, 1] : memref<1x?xf32, strided<[?, ?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   return %subview_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
func.func @multiple_reducing_dims_all_dynamic(%arg0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>,
    %arg1 : index, %arg2 : index, %arg3 : index) -> memref<?xf32, strided<[?], offset: ?>>
{
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[0, %arg1, %arg2] [1, %c1, %arg3] [1, 1, 1]
      : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %1 = memref.subview %0[0, 0] [1, %arg3] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return %1 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @subview_negative_stride1(%arg0: memref<?xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c-1 = arith.constant -1 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:   %0 = arith.addi %dim, %c-1 : index
// CHECK-NEXT:   %subview = memref.subview %arg0[%0] [%dim] [-1] : memref<?xf32> to memref<?xf32, strided<[-1], offset: ?>>
// CHECK-NEXT:   %cast = memref.cast %subview : memref<?xf32, strided<[-1], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
func.func @subview_negative_stride1(%arg0 : memref<?xf32>) -> memref<?xf32, strided<[?], offset: ?>>
{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant -1 : index
  %1 = memref.dim %arg0, %c0 : memref<?xf32>
  %2 = arith.addi %1, %c1 : index
  %3 = memref.subview %arg0[%2] [%1] [%c1] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %3 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @subview_negative_stride2(%arg0: memref<7xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[6] [7] [-1] : memref<7xf32> to memref<7xf32, strided<[-1], offset: 6>>
// CHECK-NEXT:   %cast = memref.cast %subview : memref<7xf32, strided<[-1], offset: 6>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
func.func @subview_negative_stride2(%arg0 : memref<7xf32>) -> memref<?xf32, strided<[?], offset: ?>>
{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant -1 : index
  %1 = memref.dim %arg0, %c0 : memref<7xf32>
  %2 = arith.addi %1, %c1 : index
  %3 = memref.subview %arg0[%2] [%1] [%c1] : memref<7xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %3 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @dim_of_sized_view(%arg0: memref<?xi8>, %arg1: index) -> index {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xi8> to memref<?xi8>
// CHECK-NEXT:   %dim = memref.dim %reinterpret_cast, %c0 : memref<?xi8>
// CHECK-NEXT:   return %dim : index
// CHECK-NEXT: }
func.func @dim_of_sized_view(%arg : memref<?xi8>, %size: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.reinterpret_cast %arg to offset: [0], sizes: [%size], strides: [1] : memref<?xi8> to memref<?xi8>
  %1 = memref.dim %0, %c0 : memref<?xi8>
  return %1 : index
}

// -----

// CHECK-LABEL: func.func @no_fold_subview_negative_size(%arg0: memref<4x1024xf32>) -> memref<?x256xf32, strided<[1024, 1], offset: 2304>> {
// CHECK-NEXT:   %c-13 = arith.constant -13 : index
// CHECK-NEXT:   %subview = memref.subview %arg0[2, 256] [%c-13, 256] [1, 1] : memref<4x1024xf32> to memref<?x256xf32, strided<[1024, 1], offset: 2304>>
// CHECK-NEXT:   return %subview : memref<?x256xf32, strided<[1024, 1], offset: 2304>>
// CHECK-NEXT: }
func.func @no_fold_subview_negative_size(%input: memref<4x1024xf32>) -> memref<?x256xf32, strided<[1024, 1], offset: 2304>> {
  %cst = arith.constant -13 : index
  %0 = memref.subview %input[2, 256] [%cst, 256] [1, 1] : memref<4x1024xf32> to memref<?x256xf32, strided<[1024, 1], offset: 2304>>
  return %0 : memref<?x256xf32, strided<[1024, 1], offset: 2304>>
}

// -----

// CHECK-LABEL: func.func @no_fold_subview_zero_stride(%arg0: memref<10xf32>) -> memref<1xf32, strided<[?], offset: 1>> {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %subview = memref.subview %arg0[1] [1] [%c0] : memref<10xf32> to memref<1xf32, strided<[?], offset: 1>>
// CHECK-NEXT:   return %subview : memref<1xf32, strided<[?], offset: 1>>
// CHECK-NEXT: }
func.func @no_fold_subview_zero_stride(%arg0 : memref<10xf32>) -> memref<1xf32, strided<[?], offset: 1>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %1 = memref.subview %arg0[1] [1] [%c0] : memref<10xf32> to memref<1xf32, strided<[?], offset: 1>>
  return %1 : memref<1xf32, strided<[?], offset: 1>>
}

// -----

// CHECK-LABEL: func.func @no_fold_of_store(%arg0: memref<32xi8>, %arg1: memref<memref<?xi8>>) {
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<32xi8> to memref<?xi8>
// CHECK-NEXT:   memref.store %cast, %arg1[] : memref<memref<?xi8>>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @no_fold_of_store(%arg : memref<32xi8>, %holder: memref<memref<?xi8>>) {
  %0 = memref.cast %arg : memref<32xi8> to memref<?xi8>
  memref.store %0, %holder[] : memref<memref<?xi8>>
  return
}

// -----

// CHECK-LABEL: func.func @dim_of_alloca(%arg0: index) -> index {
// CHECK-NEXT:   return %arg0 : index
// CHECK-NEXT: }
func.func @dim_of_alloca(%size: index) -> index {
  %0 = memref.alloca(%size) : memref<?xindex>
  %c0 = arith.constant 0 : index
  %1 = memref.dim %0, %c0 : memref<?xindex>
  return %1 : index
}

// -----

// CHECK-LABEL: func.func @dim_of_alloca_with_dynamic_size(%arg0: memref<*xf32>) -> index {
// CHECK-NEXT:   %0 = memref.rank %arg0 : memref<*xf32>
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
func.func @dim_of_alloca_with_dynamic_size(%arg0: memref<*xf32>) -> index {
  %0 = memref.rank %arg0 : memref<*xf32>
  %1 = memref.alloca(%0) : memref<?xindex>
  %c0 = arith.constant 0 : index
  %2 = memref.dim %1, %c0 : memref<?xindex>
  return %2 : index
}

// -----

// CHECK-LABEL: func.func @dim_of_memref_reshape(%arg0: memref<*xf32>, %arg1: memref<?xindex>) -> index {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %0 = memref.load %arg1[%c3] : memref<?xindex>
// CHECK-NEXT:   memref.store %c3, %arg1[%c3] : memref<?xindex>
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
func.func @dim_of_memref_reshape(%arg0: memref<*xf32>, %arg1: memref<?xindex>)
    -> index {
  %c3 = arith.constant 3 : index
  %0 = memref.reshape %arg0(%arg1)
      : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  memref.store %c3, %arg1[%c3] : memref<?xindex>
  %1 = memref.dim %0, %c3 : memref<*xf32>
  return %1 : index
}

// -----

// CHECK-LABEL: func.func @dim_of_memref_reshape_i32(%arg0: memref<*xf32>, %arg1: memref<?xi32>) -> index {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %0 = memref.load %arg1[%c3] : memref<?xi32>
// CHECK-NEXT:   %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT:   return %1 : index
// CHECK-NEXT: }
func.func @dim_of_memref_reshape_i32(%arg0: memref<*xf32>, %arg1: memref<?xi32>)
    -> index {
  %c3 = arith.constant 3 : index
  %0 = memref.reshape %arg0(%arg1)
      : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %1 = memref.dim %0, %c3 : memref<*xf32>
  return %1 : index
}

// -----

// CHECK-LABEL: func.func @dim_of_memref_reshape_block_arg_index(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
// CHECK-NEXT:   %0 = memref.load %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
func.func @dim_of_memref_reshape_block_arg_index(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
  %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %dim = memref.dim %reshape, %arg2 : memref<*xf32>
  return %dim : index
}

// -----

// CHECK-LABEL: func.func @dim_of_memref_reshape_for(%arg0: memref<*xf32>, %arg1: memref<?xindex>) -> index {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT:   %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %c1) -> (index) {
// CHECK-NEXT:     %dim = memref.dim %reshape, %arg2 : memref<*xf32>
// CHECK-NEXT:     %1 = arith.muli %arg3, %dim : index
// CHECK-NEXT:     scf.yield %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
func.func @dim_of_memref_reshape_for( %arg0: memref<*xf32>, %arg1: memref<?xindex>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index

    %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>

    %1 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %c1) -> (index) {
      %2 = memref.dim %0, %arg2 : memref<*xf32>
      %3 = arith.muli %arg3, %2 : index
      scf.yield %3 : index
    }
    return %1 : index
}

// -----

// CHECK-LABEL: func.func @dim_of_memref_reshape_undominated(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT:   %0 = arith.muli %arg2, %c4 : index
// CHECK-NEXT:   %dim = memref.dim %reshape, %0 : memref<*xf32>
// CHECK-NEXT:   return %dim : index
// CHECK-NEXT: }
func.func @dim_of_memref_reshape_undominated(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
    %c4 = arith.constant 4 : index
    %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
    %0 = arith.muli %arg2, %c4 : index
    %dim = memref.dim %reshape, %0 : memref<*xf32>
    return %dim : index
  }

// -----

// CHECK-LABEL: func.func @alloc_const_fold() -> memref<?xf32> {
// CHECK-NEXT:   %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:   %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:   return %cast : memref<?xf32>
// CHECK-NEXT: }
func.func @alloc_const_fold() -> memref<?xf32> {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4) : memref<?xf32>
  return %a : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @alloc_alignment_const_fold() -> memref<?xf32> {
// CHECK-NEXT:   %alloc = memref.alloc() {alignment = 4096 : i64} : memref<4xf32>
// CHECK-NEXT:   %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:   return %cast : memref<?xf32>
// CHECK-NEXT: }
func.func @alloc_alignment_const_fold() -> memref<?xf32> {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4) {alignment = 4096 : i64} : memref<?xf32>
  return %a : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @alloc_const_fold_with_symbols1(%arg0: index) -> memref<?xi32, strided<[?], offset: ?>> {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %alloc = memref.alloc(%arg0)[%c1, %c1] : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT:   return %alloc : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: }
func.func @alloc_const_fold_with_symbols1(%arg0 : index) -> memref<?xi32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.alloc(%arg0)[%c1, %c1] : memref<?xi32, strided<[?], offset: ?>>
  return %0 : memref<?xi32, strided<[?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @alloc_const_fold_with_symbols2() -> memref<?xi32, strided<[?], offset: ?>> {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %alloc = memref.alloc()[%c1, %c1] : memref<1xi32, strided<[?], offset: ?>>
// CHECK-NEXT:   %cast = memref.cast %alloc : memref<1xi32, strided<[?], offset: ?>> to memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: }
func.func @alloc_const_fold_with_symbols2() -> memref<?xi32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.alloc(%c1)[%c1, %c1] : memref<?xi32, strided<[?], offset: ?>>
  return %0 : memref<?xi32, strided<[?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @allocator(%arg0: memref<memref<?xi32>>, %arg1: index) {
// CHECK-NEXT:   %alloc = memref.alloc(%arg1) : memref<?xi32>
// CHECK-NEXT:   memref.store %alloc, %arg0[] : memref<memref<?xi32>>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @allocator(%arg0 : memref<memref<?xi32>>, %arg1 : index)  {
  %0 = memref.alloc(%arg1) : memref<?xi32>
  memref.store %0, %arg0[] : memref<memref<?xi32>>
  return
}

// -----

// CHECK-LABEL: func.func @compose_collapse_of_collapse_zero_dim(%arg0: memref<1x1x1xf32>) -> memref<f32> {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 [] : memref<1x1x1xf32> into memref<f32>
// CHECK-NEXT:   return %collapse_shape : memref<f32>
// CHECK-NEXT: }
func.func @compose_collapse_of_collapse_zero_dim(%arg0 : memref<1x1x1xf32>)
    -> memref<f32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]]
      : memref<1x1x1xf32> into memref<1xf32>
  %1 = memref.collapse_shape %0 [] : memref<1xf32> into memref<f32>
  return %1 : memref<f32>
}

// -----

// CHECK-LABEL: func.func @compose_collapse_of_collapse(%arg0: memref<?x?x?x?x?xf32>) -> memref<?x?xf32> {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2], [3, 4]{{]}} : memref<?x?x?x?x?xf32> into memref<?x?xf32>
// CHECK-NEXT:   return %collapse_shape : memref<?x?xf32>
// CHECK-NEXT: }
func.func @compose_collapse_of_collapse(%arg0 : memref<?x?x?x?x?xf32>)
    -> memref<?x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2], [3, 4]]
      : memref<?x?x?x?x?xf32> into memref<?x?x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]]
      : memref<?x?x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @do_not_compose_collapse_of_expand_non_identity_layout(%arg0: memref<?x?xf32, strided<[?, 1]>>, %arg1: index, %arg2: index) -> memref<?xf32, strided<[?]>> {
// CHECK-NEXT:   %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]{{]}} output_shape [%arg1, 4, %arg2] : memref<?x?xf32, strided<[?, 1]>> into memref<?x4x?xf32, strided<[?, ?, 1]>>
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1, 2]{{]}} : memref<?x4x?xf32, strided<[?, ?, 1]>> into memref<?xf32, strided<[?]>>
// CHECK-NEXT:   return %collapse_shape : memref<?xf32, strided<[?]>>
// CHECK-NEXT: }
func.func @do_not_compose_collapse_of_expand_non_identity_layout(
    %arg0: memref<?x?xf32, strided<[?, 1], offset: 0>>, %sz0: index, %sz1: index)
    -> memref<?xf32, strided<[?], offset: 0>> {
  %1 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%sz0, 4, %sz1] :
    memref<?x?xf32, strided<[?, 1], offset: 0>> into
    memref<?x4x?xf32, strided<[?, ?, 1], offset: 0>>
  %2 = memref.collapse_shape %1 [[0, 1, 2]] :
    memref<?x4x?xf32, strided<[?, ?, 1], offset: 0>> into
    memref<?xf32, strided<[?], offset: 0>>
  return %2 : memref<?xf32, strided<[?], offset: 0>>
}

// -----

// CHECK-LABEL: func.func @compose_expand_of_expand(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> memref<?x6x4x5x?xf32> {
// CHECK-NEXT:   %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2], [3, 4]{{]}} output_shape [%arg3, 6, 4, 5, %arg4] : memref<?x?xf32> into memref<?x6x4x5x?xf32>
// CHECK-NEXT:   return %expand_shape : memref<?x6x4x5x?xf32>
// CHECK-NEXT: }
func.func @compose_expand_of_expand(%arg0 : memref<?x?xf32>, %sz0: index, %sz1: index, %sz2: index, %sz3: index)
    -> memref<?x6x4x5x?xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%sz0, 4, %sz1]
      : memref<?x?xf32> into memref<?x4x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2], [3, 4]] output_shape [%sz2, 6, 4, 5, %sz3] : memref<?x4x?xf32> into memref<?x6x4x5x?xf32>
  return %1 : memref<?x6x4x5x?xf32>
}

// -----

// CHECK-LABEL: func.func @compose_expand_of_expand_of_zero_dim(%arg0: memref<f32>) -> memref<1x1x1xf32> {
// CHECK-NEXT:   %expand_shape = memref.expand_shape %arg0 [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
// CHECK-NEXT:   return %expand_shape : memref<1x1x1xf32>
// CHECK-NEXT: }
func.func @compose_expand_of_expand_of_zero_dim(%arg0 : memref<f32>)
    -> memref<1x1x1xf32> {
  %0 = memref.expand_shape %arg0 [] output_shape [1] : memref<f32> into memref<1xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [1, 1, 1]
      : memref<1xf32> into memref<1x1x1xf32>
  return %1 : memref<1x1x1xf32>
}

// -----

// CHECK-LABEL: func.func @fold_collapse_of_expand(%arg0: memref<12x4xf32>) -> memref<12x4xf32> {
// CHECK-NEXT:   return %arg0 : memref<12x4xf32>
// CHECK-NEXT: }
func.func @fold_collapse_of_expand(%arg0 : memref<12x4xf32>) -> memref<12x4xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [3, 4, 4]
      : memref<12x4xf32> into memref<3x4x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]]
      : memref<3x4x4xf32> into memref<12x4xf32>
  return %1 : memref<12x4xf32>
}

// -----

// CHECK-LABEL: func.func @fold_collapse_collapse_of_expand(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT:   return %arg0 : memref<?x?xf32>
// CHECK-NEXT: }
func.func @fold_collapse_collapse_of_expand(%arg0 : memref<?x?xf32>, %sz0: index, %sz1: index)
    -> memref<?x?xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%sz0, 4, %sz1]
      : memref<?x?xf32> into memref<?x4x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]]
      : memref<?x4x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @fold_memref_expand_cast(%arg0: memref<?x?xf32>) -> memref<2x4x4xf32> {
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<?x?xf32> to memref<8x4xf32>
// CHECK-NEXT:   %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1], [2]{{]}} output_shape [2, 4, 4] : memref<8x4xf32> into memref<2x4x4xf32>
// CHECK-NEXT:   return %expand_shape : memref<2x4x4xf32>
// CHECK-NEXT: }
func.func @fold_memref_expand_cast(%arg0 : memref<?x?xf32>) -> memref<2x4x4xf32> {
  %0 = memref.cast %arg0 : memref<?x?xf32> to memref<8x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 4, 4]
      : memref<8x4xf32> into memref<2x4x4xf32>
  return %1 : memref<2x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_after_memref_cast_type_change(%arg0: memref<?x512x1x1xf32>) -> memref<?x?xf32> {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]{{]}} : memref<?x512x1x1xf32> into memref<?x512xf32>
// CHECK-NEXT:   %cast = memref.cast %collapse_shape : memref<?x512xf32> to memref<?x?xf32>
// CHECK-NEXT:   return %cast : memref<?x?xf32>
// CHECK-NEXT: }
func.func @collapse_after_memref_cast_type_change(%arg0 : memref<?x512x1x1xf32>) -> memref<?x?xf32> {
  %dynamic = memref.cast %arg0: memref<?x512x1x1xf32> to memref<?x?x?x?xf32>
  %collapsed = memref.collapse_shape %dynamic [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  return %collapsed : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_after_memref_cast(%arg0: memref<?x512x1x?xf32>) -> memref<?x?xf32> {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]{{]}} : memref<?x512x1x?xf32> into memref<?x?xf32>
// CHECK-NEXT:   return %collapse_shape : memref<?x?xf32>
// CHECK-NEXT: }
func.func @collapse_after_memref_cast(%arg0 : memref<?x512x1x?xf32>) -> memref<?x?xf32> {
  %dynamic = memref.cast %arg0: memref<?x512x1x?xf32> to memref<?x?x?x?xf32>
  %collapsed = memref.collapse_shape %dynamic [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  return %collapsed : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_after_memref_cast_type_change_dynamic(%arg0: memref<1x1x1x?xi64>) -> memref<?x?xi64> {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2], [3]{{]}} : memref<1x1x1x?xi64> into memref<1x?xi64>
// CHECK-NEXT:   %cast = memref.cast %collapse_shape : memref<1x?xi64> to memref<?x?xi64>
// CHECK-NEXT:   return %cast : memref<?x?xi64>
// CHECK-NEXT: }
func.func @collapse_after_memref_cast_type_change_dynamic(%arg0: memref<1x1x1x?xi64>) -> memref<?x?xi64> {
  %casted = memref.cast %arg0 : memref<1x1x1x?xi64> to memref<1x1x?x?xi64>
  %collapsed = memref.collapse_shape %casted [[0, 1, 2], [3]] : memref<1x1x?x?xi64> into memref<?x?xi64>
  return %collapsed : memref<?x?xi64>
}

// -----

// CHECK-LABEL: func.func @reduced_memref(%arg0: memref<2x5x7x1xf32>, %arg1: index) -> memref<1x4x1xf32, strided<[35, 7, 1], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[%arg1, %arg1, %arg1, 0] [1, 4, 1, 1] [1, 1, 1, 1] : memref<2x5x7x1xf32> to memref<1x4x1xf32, strided<[35, 7, 1], offset: ?>>
// CHECK-NEXT:   return %subview : memref<1x4x1xf32, strided<[35, 7, 1], offset: ?>>
// CHECK-NEXT: }
func.func @reduced_memref(%arg0: memref<2x5x7x1xf32>, %arg1 :index)
    -> memref<1x4x1xf32, strided<[35, 7, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[%arg1, %arg1, %arg1, 0] [%c1, %c4, %c1, 1] [1, 1, 1, 1]
      : memref<2x5x7x1xf32> to memref<?x?x?xf32, strided<[35, 7, 1], offset: ?>>
  %1 = memref.cast %0
      : memref<?x?x?xf32, strided<[35, 7, 1], offset: ?>> to
        memref<1x4x1xf32, strided<[35, 7, 1], offset: ?>>
  return %1 : memref<1x4x1xf32, strided<[35, 7, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @fold_rank_memref(%arg0: memref<?x?xf32>) -> index {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   return %c2 : index
// CHECK-NEXT: }
func.func @fold_rank_memref(%arg0 : memref<?x?xf32>) -> (index) {
  %rank_0 = memref.rank %arg0 : memref<?x?xf32>
  return %rank_0 : index
}

// -----

// CHECK-LABEL: func.func @fold_no_op_subview(%arg0: memref<20x42xf32>) -> memref<20x42xf32, strided<[42, 1]>> {
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<20x42xf32> to memref<20x42xf32, strided<[42, 1]>>
// CHECK-NEXT:   return %cast : memref<20x42xf32, strided<[42, 1]>>
// CHECK-NEXT: }
func.func @fold_no_op_subview(%arg0 : memref<20x42xf32>) -> memref<20x42xf32, strided<[42, 1]>> {
  %0 = memref.subview %arg0[0, 0] [20, 42] [1, 1] : memref<20x42xf32> to memref<20x42xf32, strided<[42, 1]>>
  return %0 : memref<20x42xf32, strided<[42, 1]>>
}

// -----

// CHECK-LABEL: func.func @no_fold_subview_with_non_zero_offset(%arg0: memref<20x42xf32>) -> memref<20x41xf32, strided<[42, 1], offset: 1>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[0, 1] [20, 41] [1, 1] : memref<20x42xf32> to memref<20x41xf32, strided<[42, 1], offset: 1>>
// CHECK-NEXT:   return %subview : memref<20x41xf32, strided<[42, 1], offset: 1>>
// CHECK-NEXT: }
func.func @no_fold_subview_with_non_zero_offset(%arg0 : memref<20x42xf32>) -> memref<20x41xf32, strided<[42, 1], offset: 1>> {
  %0 = memref.subview %arg0[0, 1] [20, 41] [1, 1] : memref<20x42xf32> to memref<20x41xf32, strided<[42, 1], offset: 1>>
  return %0 : memref<20x41xf32, strided<[42, 1], offset: 1>>
}

// -----

// CHECK-LABEL: func.func @no_fold_subview_with_non_unit_stride(%arg0: memref<20x42xf32>) -> memref<20x5xf32, strided<[42, 2]>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[0, 0] [20, 5] [1, 2] : memref<20x42xf32> to memref<20x5xf32, strided<[42, 2]>>
// CHECK-NEXT:   return %subview : memref<20x5xf32, strided<[42, 2]>>
// CHECK-NEXT: }
func.func @no_fold_subview_with_non_unit_stride(%arg0 : memref<20x42xf32>) -> memref<20x5xf32, strided<[42, 2]>> {
  %0 = memref.subview %arg0[0, 0] [20, 5] [1, 2] : memref<20x42xf32> to memref<20x5xf32, strided<[42, 2]>>
  return %0 : memref<20x5xf32, strided<[42, 2]>>
}

// -----

// CHECK-LABEL: func.func @no_fold_invalid_dynamic_slice(%arg0: memref<10xf32>) -> memref<?xf32, strided<[1], offset: 2>> {
// CHECK-NEXT:   %c11 = arith.constant 11 : index
// CHECK-NEXT:   %subview = memref.subview %arg0[2] [%c11] [1] : memref<10xf32> to memref<?xf32, strided<[1], offset: 2>>
// CHECK-NEXT:   return %subview : memref<?xf32, strided<[1], offset: 2>>
// CHECK-NEXT: }
func.func @no_fold_invalid_dynamic_slice(%arg0: memref<10xf32>) -> memref<?xf32, strided<[1], offset: 2>> {
  %c11 = arith.constant 11 : index
  %0 = memref.subview %arg0 [2][%c11][1] : memref<10xf32> to memref<?xf32, strided<[1], offset: 2>>
  func.return %0 : memref<?xf32, strided<[1], offset: 2>>
}

// -----

// CHECK-LABEL: func.func @no_fold_dynamic_no_op_subview(%arg0: memref<?x?xf32>) -> memref<?x?xf32, strided<[?, 1]>> {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:   %subview = memref.subview %arg0[0, 0] [%dim, %dim_0] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT:   return %subview : memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: }
func.func @no_fold_dynamic_no_op_subview(%arg0 : memref<?x?xf32>) -> memref<?x?xf32, strided<[?, 1]>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.dim %arg0, %c0 : memref<?x?xf32>
  %1 = memref.dim %arg0, %c1 : memref<?x?xf32>
  %2 = memref.subview %arg0[0, 0] [%0, %1] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return %2 : memref<?x?xf32, strided<[?, 1]>>
}

// -----

// CHECK-LABEL: func.func @atomicrmw_cast_fold(%arg0: f32, %arg1: memref<4xf32>, %arg2: index) {
// CHECK-NEXT:   %0 = memref.atomic_rmw addf %arg0, %arg1[%arg2] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @atomicrmw_cast_fold(%arg0 : f32, %arg1 : memref<4xf32>, %c : index) {
  %v = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
  %a = memref.atomic_rmw addf %arg0, %v[%c] : (f32, memref<?xf32>) -> f32
  return
}

// -----

// CHECK-LABEL: func.func @copy_of_cast(%arg0: memref<?xf32>, %arg1: memref<*xf32>) {
// CHECK-NEXT:   %cast = memref.cast %arg1 : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   memref.copy %arg0, %cast : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @copy_of_cast(%m1: memref<?xf32>, %m2: memref<*xf32>) {
  %casted1 = memref.cast %m1 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %casted2 = memref.cast %m2 : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
  memref.copy %casted1, %casted2 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return
}

// -----

// CHECK-LABEL: func.func @self_copy(%arg0: memref<?xf32>) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @self_copy(%m1: memref<?xf32>) {
  memref.copy %m1, %m1 : memref<?xf32> to memref<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @empty_copy(%arg0: memref<0x10xf32>, %arg1: memref<?x10xf32>) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @empty_copy(%m1: memref<0x10xf32>, %m2: memref<?x10xf32>) {
  memref.copy %m1, %m2 : memref<0x10xf32> to memref<?x10xf32>
  memref.copy %m2, %m1 : memref<?x10xf32> to memref<0x10xf32>
  return
}

// -----

// CHECK-LABEL: func.func @reinterpret_noop(%arg0: memref<2x3x4xf32>) -> memref<2x3x4xf32> {
// CHECK-NEXT:   return %arg0 : memref<2x3x4xf32>
// CHECK-NEXT: }
func.func @reinterpret_noop(%arg : memref<2x3x4xf32>) -> memref<2x3x4xf32> {
  %0 = memref.reinterpret_cast %arg to offset: [0], sizes: [2, 3, 4], strides: [12, 4, 1] : memref<2x3x4xf32> to memref<2x3x4xf32>
  return %0 : memref<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @reinterpret_of_reinterpret(%arg0: memref<?xi8>, %arg1: index, %arg2: index) -> memref<?xi8> {
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg2], strides: [1] : memref<?xi8> to memref<?xi8>
// CHECK-NEXT:   return %reinterpret_cast : memref<?xi8>
// CHECK-NEXT: }
func.func @reinterpret_of_reinterpret(%arg : memref<?xi8>, %size1: index, %size2: index) -> memref<?xi8> {
  %0 = memref.reinterpret_cast %arg to offset: [0], sizes: [%size1], strides: [1] : memref<?xi8> to memref<?xi8>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%size2], strides: [1] : memref<?xi8> to memref<?xi8>
  return %1 : memref<?xi8>
}

// -----

// CHECK-LABEL: func.func @reinterpret_of_cast(%arg0: memref<?xi8>, %arg1: index) -> memref<?xi8> {
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xi8> to memref<?xi8>
// CHECK-NEXT:   return %reinterpret_cast : memref<?xi8>
// CHECK-NEXT: }
func.func @reinterpret_of_cast(%arg : memref<?xi8>, %size: index) -> memref<?xi8> {
  %0 = memref.cast %arg : memref<?xi8> to memref<5xi8>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%size], strides: [1] : memref<5xi8> to memref<?xi8>
  return %1 : memref<?xi8>
}

// -----

// CHECK-LABEL: func.func @reinterpret_of_subview(%arg0: memref<?xi8>, %arg1: index, %arg2: index) -> memref<?xi8> {
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg2], strides: [1] : memref<?xi8> to memref<?xi8>
// CHECK-NEXT:   return %reinterpret_cast : memref<?xi8>
// CHECK-NEXT: }
func.func @reinterpret_of_subview(%arg : memref<?xi8>, %size1: index, %size2: index) -> memref<?xi8> {
  %0 = memref.subview %arg[0] [%size1] [1] : memref<?xi8> to memref<?xi8>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%size2], strides: [1] : memref<?xi8> to memref<?xi8>
  return %1 : memref<?xi8>
}

// -----

// CHECK-LABEL: func.func @reinterpret_of_extract_strided_metadata_w_type_mistach(%arg0: memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<8x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @reinterpret_of_extract_strided_metadata_w_type_mistach(%arg0 : memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %m2 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @reinterpret_of_extract_strided_metadata_w_constants(%arg0: memref<8x2xf32>) -> memref<?x2xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<8x2xf32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @reinterpret_of_extract_strided_metadata_w_constants(%arg0 : memref<8x2xf32>) -> memref<?x2xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %c8 = arith.constant 8: index
  %m2 = memref.reinterpret_cast %base to offset: [0], sizes: [%c8, 2], strides: [2, %strides#1] : memref<f32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
  return %m2 : memref<?x2xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @reinterpret_of_extract_strided_metadata_same_type(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   return %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @reinterpret_of_extract_strided_metadata_same_type(%arg0 : memref<?x?xf32, strided<[?,?], offset: ?>>) -> memref<?x?xf32, strided<[?,?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?,?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?,?], offset:?>>
  return %m2 : memref<?x?xf32, strided<[?,?], offset:?>>
}

// -----

// CHECK-LABEL: func.func @reinterpret_of_extract_strided_metadata_w_different_stride(%arg0: memref<8x2xf32>) -> memref<4x2x2xf32, strided<[?, ?, ?], offset: ?>> {
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 2, 2], strides: [1, 1, 1] : memref<8x2xf32> to memref<4x2x2xf32, strided<[1, 1, 1]>>
// CHECK-NEXT:   %cast = memref.cast %reinterpret_cast : memref<4x2x2xf32, strided<[1, 1, 1]>> to memref<4x2x2xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<4x2x2xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @reinterpret_of_extract_strided_metadata_w_different_stride(%arg0 : memref<8x2xf32>) -> memref<4x2x2xf32, strided<[?, ?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [4, 2, 2], strides: [1, 1, %strides#1] : memref<f32> to memref<4x2x2xf32, strided<[?, ?, ?], offset: ?>>
  return %m2 : memref<4x2x2xf32, strided<[?, ?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @reinterpret_of_extract_strided_metadata_w_different_offset(%arg0: memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [1], sizes: [8, 2], strides: [2, 1] : memref<8x2xf32> to memref<8x2xf32, strided<[2, 1], offset: 1>>
// CHECK-NEXT:   %cast = memref.cast %reinterpret_cast : memref<8x2xf32, strided<[2, 1], offset: 1>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @reinterpret_of_extract_strided_metadata_w_different_offset(%arg0 : memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [1], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %m2 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @canonicalize_rank_reduced_subview(%arg0: memref<8x?xf32>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[0, 0] [1, %arg1] [1, 1] : memref<8x?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:   %cast = memref.cast %subview : memref<?xf32, strided<[1]>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
func.func @canonicalize_rank_reduced_subview(%arg0 : memref<8x?xf32>,
    %arg1 : index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[%c0, %c0] [1, %arg1] [%c1, %c1] : memref<8x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 :  memref<?xf32, strided<[?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @memref_realloc_dead(%arg0: memref<2xf32>, %arg1: f32) -> memref<2xf32> {
// CHECK-NEXT:   return %arg0 : memref<2xf32>
// CHECK-NEXT: }
func.func @memref_realloc_dead(%src : memref<2xf32>, %v : f32) -> memref<2xf32>{
  %0 = memref.realloc %src : memref<2xf32> to memref<4xf32>
  %i2 = arith.constant 2 : index
  memref.store %v, %0[%i2] : memref<4xf32>
  return %src : memref<2xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_expand_fold_to_cast(%arg0: memref<?xf32, strided<[1]>, 3>, %arg1: index) -> memref<?xf32, 3> {
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<?xf32, strided<[1]>, 3> to memref<?xf32, 3>
// CHECK-NEXT:   return %cast : memref<?xf32, 3>
// CHECK-NEXT: }
func.func @collapse_expand_fold_to_cast(%m: memref<?xf32, strided<[1]>, 3>, %sz0: index)
    -> (memref<?xf32, 3>)
{
  %0 = memref.expand_shape %m [[0, 1]] output_shape [1, %sz0]
      : memref<?xf32, strided<[1]>, 3> into memref<1x?xf32, 3>
  %1 = memref.collapse_shape %0 [[0, 1]]
      : memref<1x?xf32, 3> into memref<?xf32, 3>
  return %1 : memref<?xf32, 3>
}

// -----

// CHECK-LABEL: func.func @fold_trivial_subviews(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[5] [%arg1] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   return %subview : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
func.func @fold_trivial_subviews(%m: memref<?xf32, strided<[?], offset: ?>>,
                                 %sz: index)
    -> memref<?xf32, strided<[?], offset: ?>>
{
  %0 = memref.subview %m[5] [%sz] [1]
      : memref<?xf32, strided<[?], offset: ?>>
        to memref<?xf32, strided<[?], offset: ?>>
  %1 = memref.subview %0[0] [%sz] [1]
      : memref<?xf32, strided<[?], offset: ?>>
        to memref<?xf32, strided<[?], offset: ?>>
  return %1 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @load_store_nontemporal(%arg0: memref<32xf32>, %arg1: memref<32xf32>) {
// CHECK-NEXT:   %c7 = arith.constant 7 : index
// CHECK-NEXT:   %0 = memref.load %arg0[%c7] {nontemporal = true} : memref<32xf32>
// CHECK-NEXT:   memref.store %0, %arg1[%c7] {nontemporal = true} : memref<32xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @load_store_nontemporal(%input : memref<32xf32, affine_map<(d0) -> (d0)>>, %output : memref<32xf32, affine_map<(d0) -> (d0)>>) {
  %1 = arith.constant 7 : index
  %2 = memref.load %input[%1] {nontemporal = true} : memref<32xf32, affine_map<(d0) -> (d0)>>
  memref.store %2, %output[%1] {nontemporal = true} : memref<32xf32, affine_map<(d0) -> (d0)>>
  func.return
}

// -----

// CHECK-LABEL: func.func @fold_trivial_memory_space_cast(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT:   return %arg0 : memref<?xf32>
// CHECK-NEXT: }
func.func @fold_trivial_memory_space_cast(%arg : memref<?xf32>) -> memref<?xf32> {
  %0 = memref.memory_space_cast %arg : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @fold_multiple_memory_space_cast(%arg0: memref<?xf32>) -> memref<?xf32, 2> {
// CHECK-NEXT:   %memspacecast = memref.memory_space_cast %arg0 : memref<?xf32> to memref<?xf32, 2>
// CHECK-NEXT:   return %memspacecast : memref<?xf32, 2>
// CHECK-NEXT: }
func.func @fold_multiple_memory_space_cast(%arg : memref<?xf32>) -> memref<?xf32, 2> {
  %0 = memref.memory_space_cast %arg : memref<?xf32> to memref<?xf32, 1>
  %1 = memref.memory_space_cast %0 : memref<?xf32, 1> to memref<?xf32, 2>
  return %1 : memref<?xf32, 2>
}

// -----

// CHECK-LABEL: func.func @subview_rank_reduction(%arg0: memref<1x384x384xf32>, %arg1: index) -> memref<?x?xf32, strided<[384, 1], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[0, %arg1, %arg1] [1, 1, %arg1] [1, 1, 1] : memref<1x384x384xf32> to memref<1x?xf32, strided<[384, 1], offset: ?>>
// CHECK-NEXT:   %cast = memref.cast %subview : memref<1x?xf32, strided<[384, 1], offset: ?>> to memref<?x?xf32, strided<[384, 1], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?x?xf32, strided<[384, 1], offset: ?>>
// CHECK-NEXT: }
func.func @subview_rank_reduction(%arg0: memref<1x384x384xf32>, %idx: index)
    -> memref<?x?xf32, strided<[384, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[0, %idx, %idx] [1, %c1, %idx] [1, 1, 1]
      : memref<1x384x384xf32> to memref<?x?xf32, strided<[384, 1], offset: ?>>
  return %0 : memref<?x?xf32, strided<[384, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @fold_double_transpose(%arg0: memref<1x2x3x4x5xf32>) -> memref<5x3x2x4x1xf32, strided<[1, 20, 60, 5, 120]>> {
// CHECK-NEXT:   %transpose = memref.transpose %arg0 (d0, d1, d2, d3, d4) -> (d4, d2, d1, d3, d0) : memref<1x2x3x4x5xf32> to memref<5x3x2x4x1xf32, strided<[1, 20, 60, 5, 120]>>
// CHECK-NEXT:   return %transpose : memref<5x3x2x4x1xf32, strided<[1, 20, 60, 5, 120]>>
// CHECK-NEXT: }
func.func @fold_double_transpose(%arg0: memref<1x2x3x4x5xf32>) -> memref<5x3x2x4x1xf32, strided<[1, 20, 60, 5, 120]>> {
  %0 = memref.transpose %arg0 (d0, d1, d2, d3, d4) -> (d1, d0, d4, d3, d2) : memref<1x2x3x4x5xf32> to memref<2x1x5x4x3xf32, strided<[60, 120, 1, 5, 20]>>
  %1 = memref.transpose %0 (d1, d0, d4, d3, d2) -> (d4, d2, d1, d3, d0) : memref<2x1x5x4x3xf32, strided<[60, 120, 1, 5, 20]>> to memref<5x3x2x4x1xf32, strided<[1, 20, 60, 5, 120]>>
  return %1 : memref<5x3x2x4x1xf32, strided<[1, 20, 60, 5, 120]>>
}

// -----

// CHECK-LABEL: func.func @fold_double_transpose2(%arg0: memref<1x2x3x4x5xf32>) -> memref<5x3x2x4x1xf32, strided<[1, 20, 60, 5, 120]>> {
// CHECK-NEXT:   %transpose = memref.transpose %arg0 (d0, d1, d2, d3, d4) -> (d4, d2, d1, d3, d0) : memref<1x2x3x4x5xf32> to memref<5x3x2x4x1xf32, strided<[1, 20, 60, 5, 120]>>
// CHECK-NEXT:   return %transpose : memref<5x3x2x4x1xf32, strided<[1, 20, 60, 5, 120]>>
// CHECK-NEXT: }
func.func @fold_double_transpose2(%arg0: memref<1x2x3x4x5xf32>) -> memref<5x3x2x4x1xf32, strided<[1, 20, 60, 5, 120]>> {
  %0 = memref.transpose %arg0 (d0, d1, d2, d3, d4) -> (d0, d1, d4, d3, d2) : memref<1x2x3x4x5xf32> to memref<1x2x5x4x3xf32, strided<[120, 60, 1, 5, 20]>>
  %1 = memref.transpose %0 (d0, d1, d4, d3, d2) -> (d4, d2, d1, d3, d0) : memref<1x2x5x4x3xf32, strided<[120, 60, 1, 5, 20]>> to memref<5x3x2x4x1xf32, strided<[1, 20, 60, 5, 120]>>
  return %1 : memref<5x3x2x4x1xf32, strided<[1, 20, 60, 5, 120]>>
}

// -----

// CHECK-LABEL: func.func @fold_identity_transpose(%arg0: memref<1x2x3x4x5xf32>) -> memref<1x2x3x4x5xf32> {
// CHECK-NEXT:   return %arg0 : memref<1x2x3x4x5xf32>
// CHECK-NEXT: }
func.func @fold_identity_transpose(%arg0: memref<1x2x3x4x5xf32>) -> memref<1x2x3x4x5xf32> {
  %0 = memref.transpose %arg0 (d0, d1, d2, d3, d4) -> (d1, d0, d4, d3, d2) : memref<1x2x3x4x5xf32> to memref<2x1x5x4x3xf32, strided<[60, 120, 1, 5, 20]>>
  %1 = memref.transpose %0 (d1, d0, d4, d3, d2) -> (d0, d1, d2, d3, d4) : memref<2x1x5x4x3xf32, strided<[60, 120, 1, 5, 20]>> to memref<1x2x3x4x5xf32>
  return %1 : memref<1x2x3x4x5xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @cannot_fold_transpose_cast(%arg0: memref<?x4xf32>) -> memref<?x?xf32, #map> {
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<?x4xf32> to memref<?x?xf32>
// CHECK-NEXT:   %transpose = memref.transpose %cast (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #map>
// CHECK-NEXT:   return %transpose : memref<?x?xf32, #map>
// CHECK-NEXT: }
// CHECK-NEXT: }
#transpose_map = affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>
func.func @cannot_fold_transpose_cast(%arg0: memref<?x4xf32>) -> memref<?x?xf32, #transpose_map> {
    %cast = memref.cast %arg0 : memref<?x4xf32> to memref<?x?xf32>
    %transpose = memref.transpose %cast (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #transpose_map>
    return %transpose : memref<?x?xf32, #transpose_map>
}
