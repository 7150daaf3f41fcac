// RUN: oxir-opt %s --canonicalize | FileCheck %s
// RUN: oxir-opt %s --sccp | FileCheck %s --check-prefix=SCCP
// RUN: oxir-opt %s --lower-affine | FileCheck %s --check-prefix=LOWER

// affine.load's fold (MLIR's AffineLoadOp::fold): a load from a memref.get_global of a constant
// global folds to its element at the map's constant results, or to a splat's value whatever the
// indices; not from a mutable or uninitialized global. lower-affine folds before lowering, as
// MLIR's conversion driver does. Expected output: mlir-opt 22's.

module {
  memref.global "private" constant @ci : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
  memref.global "private" @nc : memref<2xf32> = dense<[1.0, 2.0]>
  memref.global "private" constant @un : memref<2xf32> = uninitialized
  memref.global "private" constant @ib : memref<4xi1> = dense<[true, false, true, true]>
  memref.global "private" constant @ix : memref<3xindex> = dense<[7, 8, 9]>
  memref.global "private" constant @sp : memref<4x4xf16> = dense<1.5>
  func.func @f(%i: index) -> (i32, f32, f32, i1, index, f16, i32, index) {
    %a = memref.get_global @ci : memref<2x3xi32>
    %b = memref.get_global @nc : memref<2xf32>
    %c = memref.get_global @un : memref<2xf32>
    %d = memref.get_global @ib : memref<4xi1>
    %e = memref.get_global @ix : memref<3xindex>
    %f = memref.get_global @sp : memref<4x4xf16>
    %0 = affine.load %a[1, 2] : memref<2x3xi32>
    %1 = affine.load %b[1] : memref<2xf32>
    %2 = affine.load %c[1] : memref<2xf32>
    %3 = affine.load %d[2] : memref<4xi1>
    %4 = affine.load %e[%i] : memref<3xindex>
    %5 = affine.load %f[%i, 3] : memref<4x4xf16>
    %6 = affine.load %a[%i - %i + 1, 0] : memref<2x3xi32>
    %c2 = arith.constant 2 : index
    %7 = affine.load %e[%c2] : memref<3xindex>
    return %0, %1, %2, %3, %4, %5, %6, %7 : i32, f32, f32, i1, index, f16, i32, index
  }
}

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @ci : memref<2x3xi32> = dense<{{\[\[}}1, 2, 3], [4, 5, 6]]>
// CHECK-NEXT:   memref.global "private" @nc : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-NEXT:   memref.global "private" constant @un : memref<2xf32> = uninitialized
// CHECK-NEXT:   memref.global "private" constant @ib : memref<4xi1> = dense<[true, false, true, true]>
// CHECK-NEXT:   memref.global "private" constant @ix : memref<3xindex> = dense<[7, 8, 9]>
// CHECK-NEXT:   memref.global "private" constant @sp : memref<4x4xf16> = dense<1.500000e+00>
// CHECK-LABEL: func.func @f(%arg0: index) -> (i32, f32, f32, i1, index, f16, i32, index) {
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     %0 = memref.get_global @nc : memref<2xf32>
// CHECK-NEXT:     %1 = memref.get_global @un : memref<2xf32>
// CHECK-NEXT:     %2 = memref.get_global @ix : memref<3xindex>
// CHECK-NEXT:     %3 = affine.load %0[1] : memref<2xf32>
// CHECK-NEXT:     %4 = affine.load %1[1] : memref<2xf32>
// CHECK-NEXT:     %5 = affine.load %2[symbol(%arg0)] : memref<3xindex>
// CHECK-NEXT:     return %c6_i32, %3, %4, %true, %5, %cst, %c4_i32, %c9 : i32, f32, f32, i1, index, f16, i32, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// SCCP: module {
// SCCP-NEXT:   memref.global "private" constant @ci : memref<2x3xi32> = dense<{{\[\[}}1, 2, 3], [4, 5, 6]]>
// SCCP-NEXT:   memref.global "private" @nc : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// SCCP-NEXT:   memref.global "private" constant @un : memref<2xf32> = uninitialized
// SCCP-NEXT:   memref.global "private" constant @ib : memref<4xi1> = dense<[true, false, true, true]>
// SCCP-NEXT:   memref.global "private" constant @ix : memref<3xindex> = dense<[7, 8, 9]>
// SCCP-NEXT:   memref.global "private" constant @sp : memref<4x4xf16> = dense<1.500000e+00>
// SCCP-LABEL: func.func @f(%arg0: index) -> (i32, f32, f32, i1, index, f16, i32, index) {
// SCCP-NEXT:     %c2 = arith.constant 2 : index
// SCCP-NEXT:     %c4_i32 = arith.constant 4 : i32
// SCCP-NEXT:     %cst = arith.constant 1.500000e+00 : f16
// SCCP-NEXT:     %true = arith.constant true
// SCCP-NEXT:     %c6_i32 = arith.constant 6 : i32
// SCCP-NEXT:     %0 = memref.get_global @ci : memref<2x3xi32>
// SCCP-NEXT:     %1 = memref.get_global @nc : memref<2xf32>
// SCCP-NEXT:     %2 = memref.get_global @un : memref<2xf32>
// SCCP-NEXT:     %3 = memref.get_global @ib : memref<4xi1>
// SCCP-NEXT:     %4 = memref.get_global @ix : memref<3xindex>
// SCCP-NEXT:     %5 = memref.get_global @sp : memref<4x4xf16>
// SCCP-NEXT:     %6 = affine.load %1[1] : memref<2xf32>
// SCCP-NEXT:     %7 = affine.load %2[1] : memref<2xf32>
// SCCP-NEXT:     %8 = affine.load %4[%arg0] : memref<3xindex>
// SCCP-NEXT:     %9 = affine.load %4[%c2] : memref<3xindex>
// SCCP-NEXT:     return %c6_i32, %6, %7, %true, %8, %cst, %c4_i32, %9 : i32, f32, f32, i1, index, f16, i32, index
// SCCP-NEXT:   }
// SCCP-NEXT: }

// LOWER: module {
// LOWER-NEXT:   memref.global "private" constant @ci : memref<2x3xi32> = dense<{{\[\[}}1, 2, 3], [4, 5, 6]]>
// LOWER-NEXT:   memref.global "private" @nc : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// LOWER-NEXT:   memref.global "private" constant @un : memref<2xf32> = uninitialized
// LOWER-NEXT:   memref.global "private" constant @ib : memref<4xi1> = dense<[true, false, true, true]>
// LOWER-NEXT:   memref.global "private" constant @ix : memref<3xindex> = dense<[7, 8, 9]>
// LOWER-NEXT:   memref.global "private" constant @sp : memref<4x4xf16> = dense<1.500000e+00>
// LOWER-LABEL: func.func @f(%arg0: index) -> (i32, f32, f32, i1, index, f16, i32, index) {
// LOWER-NEXT:     %0 = memref.get_global @ci : memref<2x3xi32>
// LOWER-NEXT:     %1 = memref.get_global @nc : memref<2xf32>
// LOWER-NEXT:     %2 = memref.get_global @un : memref<2xf32>
// LOWER-NEXT:     %3 = memref.get_global @ib : memref<4xi1>
// LOWER-NEXT:     %4 = memref.get_global @ix : memref<3xindex>
// LOWER-NEXT:     %5 = memref.get_global @sp : memref<4x4xf16>
// LOWER-NEXT:     %c6_i32 = arith.constant 6 : i32
// LOWER-NEXT:     %c1 = arith.constant 1 : index
// LOWER-NEXT:     %6 = memref.load %1[%c1] : memref<2xf32>
// LOWER-NEXT:     %c1_0 = arith.constant 1 : index
// LOWER-NEXT:     %7 = memref.load %2[%c1_0] : memref<2xf32>
// LOWER-NEXT:     %true = arith.constant true
// LOWER-NEXT:     %8 = memref.load %4[%arg0] : memref<3xindex>
// LOWER-NEXT:     %cst = arith.constant 1.500000e+00 : f16
// LOWER-NEXT:     %c4_i32 = arith.constant 4 : i32
// LOWER-NEXT:     %c2 = arith.constant 2 : index
// LOWER-NEXT:     %9 = memref.load %4[%c2] : memref<3xindex>
// LOWER-NEXT:     return %c6_i32, %6, %7, %true, %8, %cst, %c4_i32, %9 : i32, f32, f32, i1, index, f16, i32, index
// LOWER-NEXT:   }
// LOWER-NEXT: }
