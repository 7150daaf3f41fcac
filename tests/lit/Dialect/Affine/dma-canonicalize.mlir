// RUN: oxir-opt %s --canonicalize --split-input-file | FileCheck %s
// RUN: oxir-opt %s --canonicalize=top-down=0 --split-input-file | FileCheck %s

// Canonicalization of affine.dma_start and affine.dma_wait: only their fold, which reads the
// memrefs through the memref.casts defining them (MLIR's foldMemRefCast); the maps are not
// composed with affine.apply producers (MLIR has no such pattern for them), and a DMA writing
// memory is never erased. Expected output: mlir-opt 22's.

func.func @fold_casts(%src: memref<40xf32>, %dst: memref<40xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %u: memref<*xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %s = memref.cast %src : memref<40xf32> to memref<?xf32>
  %d = memref.cast %dst : memref<40xf32, 1> to memref<?xf32, 1>
  %t = memref.cast %tag : memref<1xi32, 2> to memref<?xi32, 2>
  %x = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  affine.dma_start %s[%x], %d[%c0 + 2], %t[%c0], %c64 : memref<?xf32>, memref<?xf32, 1>, memref<?xi32, 2>
  affine.dma_wait %t[%c0], %c64 : memref<?xi32, 2>
  return
}

// -----

func.func @unused(%src: memref<40xf32>, %dst: memref<40xf32, 1>, %tag: memref<1xi32, 2>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() : memref<40xf32>
  affine.dma_start %src[%c0], %a[%c0], %tag[%c0], %c64 : memref<40xf32>, memref<40xf32>, memref<1xi32, 2>
  affine.dma_wait %tag[%c0], %c64 : memref<1xi32, 2>
  affine.dma_start %a[%c0], %dst[%c0], %tag[%c0], %c64, %c64, %c0 : memref<40xf32>, memref<40xf32, 1>, memref<1xi32, 2>
  return
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @fold_casts(%arg0: memref<40xf32>, %arg1: memref<40xf32, 1>, %arg2: memref<1xi32, 2>, %arg3: index, %arg4: memref<*xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg3]
// CHECK-NEXT:     affine.dma_start %arg0[%0], %arg1[%c0 + 2], %arg2[%c0], %c64 : memref<40xf32>, memref<40xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT:     affine.dma_wait %arg2[%c0], %c64 : memref<1xi32, 2>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @unused(%arg0: memref<40xf32>, %arg1: memref<40xf32, 1>, %arg2: memref<1xi32, 2>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<40xf32>
// CHECK-NEXT:     affine.dma_start %arg0[%c0], %alloc[%c0], %arg2[%c0], %c64 : memref<40xf32>, memref<40xf32>, memref<1xi32, 2>
// CHECK-NEXT:     affine.dma_wait %arg2[%c0], %c64 : memref<1xi32, 2>
// CHECK-NEXT:     affine.dma_start %alloc[%c0], %arg1[%c0], %arg2[%c0], %c64, %c64, %c0 : memref<40xf32>, memref<40xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
