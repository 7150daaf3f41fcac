// RUN: oxir-opt %s --convert-vector-to-scf=full-unroll | FileCheck %s

// convert-vector-to-scf=full-unroll unrolls n-D transfers as mlir-opt 22 does: one (n-1)-D transfer per
// row under its in-bounds scf.if, inserted into the padding vector (reads) or extracted from the
// written vector (writes); mask rows extracted alongside. The CHECK lines are mlir-opt 22's output.

func.func @read2d(%A: memref<?x?xf32>, %i: index, %j: index) -> vector<3x4xf32> {
  %f = arith.constant 7.0 : f32
  %v = vector.transfer_read %A[%i, %j], %f : memref<?x?xf32>, vector<3x4xf32>
  return %v : vector<3x4xf32>
}
func.func @write2d(%A: memref<?x?xf32>, %v: vector<3x4xf32>, %i: index, %j: index) {
  vector.transfer_write %v, %A[%i, %j] : vector<3x4xf32>, memref<?x?xf32>
  return
}
func.func @loop(%A: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %v = vector.transfer_read %A[%i, %c0], %f {in_bounds = [true, false]} : memref<?x?xf32>, vector<2x3xf32>
    vector.transfer_write %v, %A[%c0, %i] {in_bounds = [false, true]} : vector<2x3xf32>, memref<?x?xf32>
  }
  return
}
func.func @masked(%A: memref<?x?x?xf32>, %m: vector<2x3x4xi1>) -> vector<2x3x4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%c0, %c0, %c0], %f, %m : memref<?x?x?xf32>, vector<2x3x4xf32>
  vector.transfer_write %v, %A[%c0, %c0, %c0], %m : vector<2x3x4xf32>, memref<?x?x?xf32>
  return %v : vector<2x3x4xf32>
}
func.func @masked2d(%A: memref<?x?xf32>, %m: vector<2x3xi1>, %i: index) -> vector<2x3xf32> {
  %f = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i], %f, %m : memref<?x?xf32>, vector<2x3xf32>
  vector.transfer_write %v, %A[%i, %i], %m {in_bounds = [true, false]} : vector<2x3xf32>, memref<?x?xf32>
  return %v : vector<2x3xf32>
}
func.func @three(%A: memref<4x5x6xf32>, %i: index) -> vector<2x3x4xf32> {
  %f = arith.constant 1.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %f {in_bounds = [true, false, false]} : memref<4x5x6xf32>, vector<2x3x4xf32>
  return %v : vector<2x3x4xf32>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK: #map2 = affine_map<(d0) -> (d0 + 1)>
// CHECK-LABEL: func.func @read2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<3x4xf32> {
// CHECK-NEXT:   %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant dense<7.000000e+00> : vector<3x4xf32>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT:   %1 = scf.if %0 -> (vector<3x4xf32>) {
// CHECK-NEXT:     %8 = vector.transfer_read %arg0[%arg1, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:     %9 = vector.insert %8, %cst_0 [0] : vector<4xf32> into vector<3x4xf32>
// CHECK-NEXT:     scf.yield %9 : vector<3x4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %cst_0 : vector<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %2 = affine.apply #map()[%arg1]
// CHECK-NEXT:   %3 = arith.cmpi sgt, %dim_1, %2 : index
// CHECK-NEXT:   %4 = scf.if %3 -> (vector<3x4xf32>) {
// CHECK-NEXT:     %8 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %9 = vector.transfer_read %arg0[%8, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:     %10 = vector.insert %9, %1 [1] : vector<4xf32> into vector<3x4xf32>
// CHECK-NEXT:     scf.yield %10 : vector<3x4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %1 : vector<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_2 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %5 = affine.apply #map1()[%arg1]
// CHECK-NEXT:   %6 = arith.cmpi sgt, %dim_2, %5 : index
// CHECK-NEXT:   %7 = scf.if %6 -> (vector<3x4xf32>) {
// CHECK-NEXT:     %8 = affine.apply #map1()[%arg1]
// CHECK-NEXT:     %9 = vector.transfer_read %arg0[%8, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:     %10 = vector.insert %9, %4 [2] : vector<4xf32> into vector<3x4xf32>
// CHECK-NEXT:     scf.yield %10 : vector<3x4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %4 : vector<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %7 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write2d(%arg0: memref<?x?xf32>, %arg1: vector<3x4xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %0 = arith.cmpi sgt, %dim, %arg2 : index
// CHECK-NEXT:   scf.if %0 {
// CHECK-NEXT:     %5 = vector.extract %arg1[0] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT:     vector.transfer_write %5, %arg0[%arg2, %arg3] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_0 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %1 = affine.apply #map()[%arg2]
// CHECK-NEXT:   %2 = arith.cmpi sgt, %dim_0, %1 : index
// CHECK-NEXT:   scf.if %2 {
// CHECK-NEXT:     %5 = affine.apply #map()[%arg2]
// CHECK-NEXT:     %6 = vector.extract %arg1[1] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT:     vector.transfer_write %6, %arg0[%5, %arg3] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %3 = affine.apply #map1()[%arg2]
// CHECK-NEXT:   %4 = arith.cmpi sgt, %dim_1, %3 : index
// CHECK-NEXT:   scf.if %4 {
// CHECK-NEXT:     %5 = affine.apply #map1()[%arg2]
// CHECK-NEXT:     %6 = vector.extract %arg1[2] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT:     vector.transfer_write %6, %arg0[%5, %arg3] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg2, %c0], %cst : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT:     %1 = affine.apply #map2(%arg2)
// CHECK-NEXT:     %2 = vector.transfer_read %arg0[%1, %c0], %cst : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %3 = arith.cmpi sgt, %dim, %c0 : index
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       vector.transfer_write %0, %arg0[%c0, %arg2] {in_bounds = [true]} : vector<3xf32>, memref<?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %4 = arith.cmpi sgt, %dim_0, %c1 : index
// CHECK-NEXT:     scf.if %4 {
// CHECK-NEXT:       vector.transfer_write %2, %arg0[%c1, %arg2] {in_bounds = [true]} : vector<3xf32>, memref<?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked(%arg0: memref<?x?x?xf32>, %arg1: vector<2x3x4xi1>) -> vector<2x3x4xf32> {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3x4xf32>
// CHECK-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT:   %0 = arith.cmpi sgt, %dim, %c0 : index
// CHECK-NEXT:   %1 = scf.if %0 -> (vector<2x3x4xf32>) {
// CHECK-NEXT:     %dim_4 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:     %6 = arith.cmpi sgt, %dim_4, %c0 : index
// CHECK-NEXT:     %7 = scf.if %6 -> (vector<2x3x4xf32>) {
// CHECK-NEXT:       %12 = vector.extract %arg1[0, 0] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT:       %13 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst, %12 : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT:       %14 = vector.insert %13, %cst_0 [0, 0] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:       scf.yield %14 : vector<2x3x4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %cst_0 : vector<2x3x4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_5 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:     %8 = arith.cmpi sgt, %dim_5, %c1 : index
// CHECK-NEXT:     %9 = scf.if %8 -> (vector<2x3x4xf32>) {
// CHECK-NEXT:       %12 = vector.extract %arg1[0, 1] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT:       %13 = vector.transfer_read %arg0[%c0, %c1, %c0], %cst, %12 : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT:       %14 = vector.insert %13, %7 [0, 1] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:       scf.yield %14 : vector<2x3x4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %7 : vector<2x3x4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_6 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:     %10 = arith.cmpi sgt, %dim_6, %c2 : index
// CHECK-NEXT:     %11 = scf.if %10 -> (vector<2x3x4xf32>) {
// CHECK-NEXT:       %12 = vector.extract %arg1[0, 2] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT:       %13 = vector.transfer_read %arg0[%c0, %c2, %c0], %cst, %12 : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT:       %14 = vector.insert %13, %9 [0, 2] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:       scf.yield %14 : vector<2x3x4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %9 : vector<2x3x4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %11 : vector<2x3x4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %cst_0 : vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_1 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT:   %2 = arith.cmpi sgt, %dim_1, %c1 : index
// CHECK-NEXT:   %3 = scf.if %2 -> (vector<2x3x4xf32>) {
// CHECK-NEXT:     %dim_4 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:     %6 = arith.cmpi sgt, %dim_4, %c0 : index
// CHECK-NEXT:     %7 = scf.if %6 -> (vector<2x3x4xf32>) {
// CHECK-NEXT:       %12 = vector.extract %arg1[1, 0] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT:       %13 = vector.transfer_read %arg0[%c1, %c0, %c0], %cst, %12 : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT:       %14 = vector.insert %13, %1 [1, 0] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:       scf.yield %14 : vector<2x3x4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %1 : vector<2x3x4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_5 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:     %8 = arith.cmpi sgt, %dim_5, %c1 : index
// CHECK-NEXT:     %9 = scf.if %8 -> (vector<2x3x4xf32>) {
// CHECK-NEXT:       %12 = vector.extract %arg1[1, 1] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT:       %13 = vector.transfer_read %arg0[%c1, %c1, %c0], %cst, %12 : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT:       %14 = vector.insert %13, %7 [1, 1] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:       scf.yield %14 : vector<2x3x4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %7 : vector<2x3x4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_6 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:     %10 = arith.cmpi sgt, %dim_6, %c2 : index
// CHECK-NEXT:     %11 = scf.if %10 -> (vector<2x3x4xf32>) {
// CHECK-NEXT:       %12 = vector.extract %arg1[1, 2] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT:       %13 = vector.transfer_read %arg0[%c1, %c2, %c0], %cst, %12 : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT:       %14 = vector.insert %13, %9 [1, 2] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:       scf.yield %14 : vector<2x3x4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %9 : vector<2x3x4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %11 : vector<2x3x4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %1 : vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_2 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT:   %4 = arith.cmpi sgt, %dim_2, %c0 : index
// CHECK-NEXT:   scf.if %4 {
// CHECK-NEXT:     %dim_4 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:     %6 = arith.cmpi sgt, %dim_4, %c0 : index
// CHECK-NEXT:     scf.if %6 {
// CHECK-NEXT:       %9 = vector.extract %3[0, 0] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:       %10 = vector.extract %arg1[0, 0] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT:       vector.transfer_write %9, %arg0[%c0, %c0, %c0], %10 : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_5 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:     %7 = arith.cmpi sgt, %dim_5, %c1 : index
// CHECK-NEXT:     scf.if %7 {
// CHECK-NEXT:       %9 = vector.extract %3[0, 1] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:       %10 = vector.extract %arg1[0, 1] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT:       vector.transfer_write %9, %arg0[%c0, %c1, %c0], %10 : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_6 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:     %8 = arith.cmpi sgt, %dim_6, %c2 : index
// CHECK-NEXT:     scf.if %8 {
// CHECK-NEXT:       %9 = vector.extract %3[0, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:       %10 = vector.extract %arg1[0, 2] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT:       vector.transfer_write %9, %arg0[%c0, %c2, %c0], %10 : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:   } else {
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_3 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT:   %5 = arith.cmpi sgt, %dim_3, %c1 : index
// CHECK-NEXT:   scf.if %5 {
// CHECK-NEXT:     %dim_4 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:     %6 = arith.cmpi sgt, %dim_4, %c0 : index
// CHECK-NEXT:     scf.if %6 {
// CHECK-NEXT:       %9 = vector.extract %3[1, 0] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:       %10 = vector.extract %arg1[1, 0] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT:       vector.transfer_write %9, %arg0[%c1, %c0, %c0], %10 : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_5 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:     %7 = arith.cmpi sgt, %dim_5, %c1 : index
// CHECK-NEXT:     scf.if %7 {
// CHECK-NEXT:       %9 = vector.extract %3[1, 1] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:       %10 = vector.extract %arg1[1, 1] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT:       vector.transfer_write %9, %arg0[%c1, %c1, %c0], %10 : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_6 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:     %8 = arith.cmpi sgt, %dim_6, %c2 : index
// CHECK-NEXT:     scf.if %8 {
// CHECK-NEXT:       %9 = vector.extract %3[1, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT:       %10 = vector.extract %arg1[1, 2] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT:       vector.transfer_write %9, %arg0[%c1, %c2, %c0], %10 : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:   } else {
// CHECK-NEXT:   }
// CHECK-NEXT:   return %3 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked2d(%arg0: memref<?x?xf32>, %arg1: vector<2x3xi1>, %arg2: index) -> vector<2x3xf32> {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %0 = arith.cmpi sgt, %dim, %arg2 : index
// CHECK-NEXT:   %1 = scf.if %0 -> (vector<2x3xf32>) {
// CHECK-NEXT:     %10 = vector.extract %arg1[0] : vector<3xi1> from vector<2x3xi1>
// CHECK-NEXT:     %11 = vector.transfer_read %arg0[%arg2, %arg2], %cst, %10 : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT:     %12 = vector.insert %11, %cst_0 [0] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT:     scf.yield %12 : vector<2x3xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %cst_0 : vector<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %2 = affine.apply #map()[%arg2]
// CHECK-NEXT:   %3 = arith.cmpi sgt, %dim_1, %2 : index
// CHECK-NEXT:   %4 = scf.if %3 -> (vector<2x3xf32>) {
// CHECK-NEXT:     %10 = affine.apply #map()[%arg2]
// CHECK-NEXT:     %11 = vector.extract %arg1[1] : vector<3xi1> from vector<2x3xi1>
// CHECK-NEXT:     %12 = vector.transfer_read %arg0[%10, %arg2], %cst, %11 : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT:     %13 = vector.insert %12, %1 [1] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT:     scf.yield %13 : vector<2x3xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %1 : vector<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %5 = vector.extract %4[0] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT:   %6 = vector.extract %arg1[0] : vector<3xi1> from vector<2x3xi1>
// CHECK-NEXT:   vector.transfer_write %5, %arg0[%arg2, %arg2], %6 : vector<3xf32>, memref<?x?xf32>
// CHECK-NEXT:   %7 = affine.apply #map()[%arg2]
// CHECK-NEXT:   %8 = vector.extract %4[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT:   %9 = vector.extract %arg1[1] : vector<3xi1> from vector<2x3xi1>
// CHECK-NEXT:   vector.transfer_write %8, %arg0[%7, %arg2], %9 : vector<3xf32>, memref<?x?xf32>
// CHECK-NEXT:   return %4 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @three(%arg0: memref<4x5x6xf32>, %arg1: index) -> vector<2x3x4xf32> {
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant dense<1.000000e+00> : vector<2x3x4xf32>
// CHECK-NEXT:   %c5 = arith.constant 5 : index
// CHECK-NEXT:   %0 = arith.cmpi slt, %arg1, %c5 : index
// CHECK-NEXT:   %1 = scf.if %0 -> (vector<2x3x4xf32>) {
// CHECK-NEXT:     %17 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %cst : memref<4x5x6xf32>, vector<4xf32>
// CHECK-NEXT:     %18 = vector.insert %17, %cst_0 [0, 0] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:     scf.yield %18 : vector<2x3x4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %cst_0 : vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %2 = affine.apply #map()[%arg1]
// CHECK-NEXT:   %3 = arith.cmpi slt, %2, %c5 : index
// CHECK-NEXT:   %4 = scf.if %3 -> (vector<2x3x4xf32>) {
// CHECK-NEXT:     %17 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %18 = vector.transfer_read %arg0[%arg1, %17, %arg1], %cst : memref<4x5x6xf32>, vector<4xf32>
// CHECK-NEXT:     %19 = vector.insert %18, %1 [0, 1] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:     scf.yield %19 : vector<2x3x4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %1 : vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %5 = affine.apply #map1()[%arg1]
// CHECK-NEXT:   %6 = arith.cmpi slt, %5, %c5 : index
// CHECK-NEXT:   %7 = scf.if %6 -> (vector<2x3x4xf32>) {
// CHECK-NEXT:     %17 = affine.apply #map1()[%arg1]
// CHECK-NEXT:     %18 = vector.transfer_read %arg0[%arg1, %17, %arg1], %cst : memref<4x5x6xf32>, vector<4xf32>
// CHECK-NEXT:     %19 = vector.insert %18, %4 [0, 2] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:     scf.yield %19 : vector<2x3x4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %4 : vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %8 = affine.apply #map()[%arg1]
// CHECK-NEXT:   %9 = arith.cmpi slt, %arg1, %c5 : index
// CHECK-NEXT:   %10 = scf.if %9 -> (vector<2x3x4xf32>) {
// CHECK-NEXT:     %17 = vector.transfer_read %arg0[%8, %arg1, %arg1], %cst : memref<4x5x6xf32>, vector<4xf32>
// CHECK-NEXT:     %18 = vector.insert %17, %7 [1, 0] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:     scf.yield %18 : vector<2x3x4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %7 : vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %11 = affine.apply #map()[%arg1]
// CHECK-NEXT:   %12 = arith.cmpi slt, %11, %c5 : index
// CHECK-NEXT:   %13 = scf.if %12 -> (vector<2x3x4xf32>) {
// CHECK-NEXT:     %17 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %18 = vector.transfer_read %arg0[%8, %17, %arg1], %cst : memref<4x5x6xf32>, vector<4xf32>
// CHECK-NEXT:     %19 = vector.insert %18, %10 [1, 1] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:     scf.yield %19 : vector<2x3x4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %10 : vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %14 = affine.apply #map1()[%arg1]
// CHECK-NEXT:   %15 = arith.cmpi slt, %14, %c5 : index
// CHECK-NEXT:   %16 = scf.if %15 -> (vector<2x3x4xf32>) {
// CHECK-NEXT:     %17 = affine.apply #map1()[%arg1]
// CHECK-NEXT:     %18 = vector.transfer_read %arg0[%8, %17, %arg1], %cst : memref<4x5x6xf32>, vector<4xf32>
// CHECK-NEXT:     %19 = vector.insert %18, %13 [1, 2] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT:     scf.yield %19 : vector<2x3x4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %13 : vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %16 : vector<2x3x4xf32>
// CHECK-NEXT: }
