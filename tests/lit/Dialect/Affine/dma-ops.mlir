// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s

// affine.dma_start and affine.dma_wait: each memref with its map of SSA ids, the optional
// stride pair, no attribute dictionary in the custom form (extra attributes are dropped, as
// mlir-opt 22 drops them); in the generic form the maps are discardable attributes. Expected
// output: mlir-opt 22's.

func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %n: index) {
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

func.func @dma_symbols(%src: memref<?xf32>, %dst: memref<?xf32, 1>, %tag: memref<2xi32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  affine.dma_start %src[symbol(%n) + symbol(%m)], %dst[0], %tag[1], %n : memref<?xf32>, memref<?xf32, 1>, memref<2xi32>
  affine.dma_wait %tag[symbol(%n) - 1], %n : memref<2xi32>
  "affine.dma_start"(%src, %c0, %dst, %tag, %n) {foo = 1 : i64, src_map = affine_map<(d0) -> (d0 + 1)>, dst_map = affine_map<() -> (2)>, tag_map = affine_map<() -> (0)>} : (memref<?xf32>, index, memref<?xf32, 1>, memref<2xi32>, index) -> ()
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @dma(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: memref<1xi32, 2>, %arg3: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     affine.for %arg4 = 0 to 10 {
// CHECK-NEXT:       affine.for %arg5 = 0 to 10 {
// CHECK-NEXT:         affine.dma_start %arg0[%arg4 + 3, %arg5], %arg1[%arg4 + 7, symbol(%arg3)], %arg2[%c0], %c64 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT:         affine.dma_start %arg0[(%arg4 + %arg5) floordiv 4, %arg5 mod 8], %arg1[%arg4, %arg5 * 2], %arg2[%c0], %c64, %c4, %c4 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT:         affine.dma_wait %arg2[%c0], %c64 : memref<1xi32, 2>
// CHECK-NEXT:         affine.dma_wait %arg2[0], %c64 : memref<1xi32, 2>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @dma_symbols(%arg0: memref<?xf32>, %arg1: memref<?xf32, 1>, %arg2: memref<2xi32>, %arg3: index, %arg4: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     affine.dma_start %arg0[symbol(%arg3) + symbol(%arg4)], %arg1[0], %arg2[1], %arg3 : memref<?xf32>, memref<?xf32, 1>, memref<2xi32>
// CHECK-NEXT:     affine.dma_wait %arg2[symbol(%arg3) - 1], %arg3 : memref<2xi32>
// CHECK-NEXT:     affine.dma_start %arg0[%c0 + 1], %arg1[2], %arg2[0], %arg3 : memref<?xf32>, memref<?xf32, 1>, memref<2xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0)[s0] -> (d0 + 7, s0)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d0 + 3, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1) -> (d0, d1 * 2)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1) -> ((d0 + d1) floordiv 4, d1 mod 8)>
// GENERIC-NEXT: #map5 = affine_map<(d0) -> (0)>
// GENERIC-NEXT: #map6 = affine_map<() -> (0)>
// GENERIC-NEXT: #map7 = affine_map<() -> (10)>
// GENERIC-NEXT: #map8 = affine_map<()[s0, s1] -> (s0 + s1)>
// GENERIC-NEXT: #map9 = affine_map<() -> (1)>
// GENERIC-NEXT: #map10 = affine_map<()[s0] -> (s0 - 1)>
// GENERIC-NEXT: #map11 = affine_map<() -> (2)>
// GENERIC-NEXT: #map12 = affine_map<(d0) -> (d0 + 1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>, index) -> (), sym_name = "dma"}> ({
// GENERIC-NEXT:   ^bb0(%arg5: memref<40x128xf32>, %arg6: memref<2x1024xf32, 1>, %arg7: memref<1xi32, 2>, %arg8: index):
// GENERIC-NEXT:     %1 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %2 = "arith.constant"() <{value = 64 : index}> : () -> index
// GENERIC-NEXT:     %3 = "arith.constant"() <{value = 4 : index}> : () -> index
// GENERIC-NEXT:     "affine.for"() <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
// GENERIC-NEXT:     ^bb0(%arg9: index):
// GENERIC-NEXT:       "affine.for"() <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
// GENERIC-NEXT:       ^bb0(%arg10: index):
// GENERIC-NEXT:         "affine.dma_start"(%arg5, %arg9, %arg10, %arg6, %arg9, %arg8, %arg7, %1, %2) {dst_map = #map, src_map = #map1, tag_map = #map2} : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, memref<1xi32, 2>, index, index) -> ()
// GENERIC-NEXT:         "affine.dma_start"(%arg5, %arg9, %arg10, %arg6, %arg9, %arg10, %arg7, %1, %2, %3, %3) {dst_map = #map3, src_map = #map4, tag_map = #map2} : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, memref<1xi32, 2>, index, index, index, index) -> ()
// GENERIC-NEXT:         "affine.dma_wait"(%arg7, %1, %2) {tag_map = #map2} : (memref<1xi32, 2>, index, index) -> ()
// GENERIC-NEXT:         "affine.dma_wait"(%arg7, %arg9, %2) {tag_map = #map5} : (memref<1xi32, 2>, index, index) -> ()
// GENERIC-NEXT:         "affine.yield"() : () -> ()
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<?xf32>, memref<?xf32, 1>, memref<2xi32>, index, index) -> (), sym_name = "dma_symbols"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<?xf32>, %arg1: memref<?xf32, 1>, %arg2: memref<2xi32>, %arg3: index, %arg4: index):
// GENERIC-NEXT:     %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     "affine.dma_start"(%arg0, %arg3, %arg4, %arg1, %arg2, %arg3) {dst_map = #map6, src_map = #map8, tag_map = #map9} : (memref<?xf32>, index, index, memref<?xf32, 1>, memref<2xi32>, index) -> ()
// GENERIC-NEXT:     "affine.dma_wait"(%arg2, %arg3, %arg3) {tag_map = #map10} : (memref<2xi32>, index, index) -> ()
// GENERIC-NEXT:     "affine.dma_start"(%arg0, %0, %arg1, %arg2, %arg3) {dst_map = #map11, foo = 1 : i64, src_map = #map12, tag_map = #map6} : (memref<?xf32>, index, memref<?xf32, 1>, memref<2xi32>, index) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
