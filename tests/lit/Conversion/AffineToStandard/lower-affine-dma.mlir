// RUN: oxir-opt %s --lower-affine --split-input-file | FileCheck %s

// lower-affine on affine.dma_start and affine.dma_wait: each map expanded into arith ops in
// turn (source, destination, tag), then memref.dma_start/dma_wait. As MLIR's conversion driver,
// the fold of an op comes first: affine.dma_*, affine.load, affine.store and affine.prefetch
// read their memrefs through memref.casts (not affine.vector_load/store, which have no folder).
// Expected output: mlir-opt 22's.

func.func @lower(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %n: index) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.dma_start %src[%i + 3, %j], %dst[%i + 7, symbol(%n)], %tag[%c0], %c64 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
      affine.dma_start %src[(%i + %j) floordiv 4, %j mod 8], %dst[%i, %j * 2], %tag[%c0], %c64, %c4, %c4 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
      affine.dma_wait %tag[%c0], %c64 : memref<1xi32, 2>
      affine.dma_wait %tag[%i mod 1], %c64 : memref<1xi32, 2>
    }
  }
  return
}

// -----

func.func @lower_casts(%src: memref<40xf32>, %dst: memref<40xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %s = memref.cast %src : memref<40xf32> to memref<?xf32>
  %t = memref.cast %tag : memref<1xi32, 2> to memref<?xi32, 2>
  affine.dma_start %s[%i + 1], %dst[%c0], %t[%c0], %c64 : memref<?xf32>, memref<40xf32, 1>, memref<?xi32, 2>
  affine.dma_wait %t[symbol(%i) - 1], %c64 : memref<?xi32, 2>
  %v = affine.load %s[%i] : memref<?xf32>
  affine.store %v, %s[%i + 2] : memref<?xf32>
  affine.prefetch %s[%i], read, locality<3>, data : memref<?xf32>
  %w = affine.vector_load %s[%i] : memref<?xf32>, vector<4xf32>
  affine.vector_store %w, %s[%i] : memref<?xf32>, vector<4xf32>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @lower(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: memref<1xi32, 2>, %arg3: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg4 = %c0_0 to %c10 step %c1 {
// CHECK-NEXT:       %c0_1 = arith.constant 0 : index
// CHECK-NEXT:       %c10_2 = arith.constant 10 : index
// CHECK-NEXT:       %c1_3 = arith.constant 1 : index
// CHECK-NEXT:       scf.for %arg5 = %c0_1 to %c10_2 step %c1_3 {
// CHECK-NEXT:         %c3 = arith.constant 3 : index
// CHECK-NEXT:         %0 = arith.addi %arg4, %c3 : index
// CHECK-NEXT:         %c7 = arith.constant 7 : index
// CHECK-NEXT:         %1 = arith.addi %arg4, %c7 : index
// CHECK-NEXT:         memref.dma_start %arg0[%0, %arg5], %arg1[%1, %arg3], %c64, %arg2[%c0] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT:         %2 = arith.addi %arg4, %arg5 : index
// CHECK-NEXT:         %c4_4 = arith.constant 4 : index
// CHECK-NEXT:         %c0_5 = arith.constant 0 : index
// CHECK-NEXT:         %c-1 = arith.constant -1 : index
// CHECK-NEXT:         %3 = arith.cmpi slt, %2, %c0_5 : index
// CHECK-NEXT:         %4 = arith.subi %c-1, %2 : index
// CHECK-NEXT:         %5 = arith.select %3, %4, %2 : index
// CHECK-NEXT:         %6 = arith.divsi %5, %c4_4 : index
// CHECK-NEXT:         %7 = arith.subi %c-1, %6 : index
// CHECK-NEXT:         %8 = arith.select %3, %7, %6 : index
// CHECK-NEXT:         %c8 = arith.constant 8 : index
// CHECK-NEXT:         %9 = arith.remsi %arg5, %c8 : index
// CHECK-NEXT:         %c0_6 = arith.constant 0 : index
// CHECK-NEXT:         %10 = arith.cmpi slt, %9, %c0_6 : index
// CHECK-NEXT:         %11 = arith.addi %9, %c8 : index
// CHECK-NEXT:         %12 = arith.select %10, %11, %9 : index
// CHECK-NEXT:         %c2 = arith.constant 2 : index
// CHECK-NEXT:         %13 = arith.muli %arg5, %c2 overflow<nsw> : index
// CHECK-NEXT:         memref.dma_start %arg0[%8, %12], %arg1[%arg4, %13], %c64, %arg2[%c0], %c4, %c4 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT:         memref.dma_wait %arg2[%c0], %c64 : memref<1xi32, 2>
// CHECK-NEXT:         %c0_7 = arith.constant 0 : index
// CHECK-NEXT:         memref.dma_wait %arg2[%c0_7], %c64 : memref<1xi32, 2>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @lower_casts(%arg0: memref<40xf32>, %arg1: memref<40xf32, 1>, %arg2: memref<1xi32, 2>, %arg3: index, %arg4: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<40xf32> to memref<?xf32>
// CHECK-NEXT:     %cast_0 = memref.cast %arg2 : memref<1xi32, 2> to memref<?xi32, 2>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.addi %arg3, %c1 : index
// CHECK-NEXT:     memref.dma_start %arg0[%0], %arg1[%c0], %c64, %arg2[%c0] : memref<40xf32>, memref<40xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %1 = arith.addi %arg3, %c-1 : index
// CHECK-NEXT:     memref.dma_wait %arg2[%1], %c64 : memref<1xi32, 2>
// CHECK-NEXT:     %2 = memref.load %arg0[%arg3] : memref<40xf32>
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %3 = arith.addi %arg3, %c2 : index
// CHECK-NEXT:     memref.store %2, %arg0[%3] : memref<40xf32>
// CHECK-NEXT:     memref.prefetch %arg0[%arg3], read, locality<3>, data : memref<40xf32>
// CHECK-NEXT:     %4 = vector.load %cast[%arg3] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:     vector.store %4, %cast[%arg3] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
