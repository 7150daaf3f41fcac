// RUN: oxir-opt %s --convert-vector-to-scf | FileCheck %s

// convert-vector-to-scf unpacks n-D transfers as mlir-opt 22 does: a temporary memref<vector<...>>
// buffer in the nearest automatic allocation scope, vector.type_cast to a memref of rows, an scf.for
// of (n-1)-D transfers with memref.dim > index guards on out-of-bounds dimensions (the padding
// stored otherwise); masks go through their own buffer. The CHECK lines are mlir-opt 22's output.

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

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-LABEL: func.func @read2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<3x4xf32> {
// CHECK-NEXT:   %cst = arith.constant dense<7.000000e+00> : vector<4xf32>
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %cst_0 = arith.constant 7.000000e+00 : f32
// CHECK-NEXT:   %alloca = memref.alloca() : memref<vector<3x4xf32>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK-NEXT:   scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:     %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       %4 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %5 = vector.transfer_read %arg0[%4, %arg2], %cst_0 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:       memref.store %5, %0[%arg3] : memref<3xvector<4xf32>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       memref.store %cst, %0[%arg3] : memref<3xvector<4xf32>>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = memref.load %alloca[] : memref<vector<3x4xf32>>
// CHECK-NEXT:   return %1 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write2d(%arg0: memref<?x?xf32>, %arg1: vector<3x4xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %alloca = memref.alloca() : memref<vector<3x4xf32>>
// CHECK-NEXT:   memref.store %arg1, %alloca[] : memref<vector<3x4xf32>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK-NEXT:   scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %1 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT:     %2 = arith.cmpi sgt, %dim, %1 : index
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:       %3 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT:       %4 = memref.load %0[%arg4] : memref<3xvector<4xf32>>
// CHECK-NEXT:       vector.transfer_write %4, %arg0[%3, %arg3] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<vector<2x3xf32>>
// CHECK-NEXT:     %alloca_0 = memref.alloca() : memref<vector<2x3xf32>>
// CHECK-NEXT:     %0 = vector.type_cast %alloca : memref<vector<2x3xf32>> to memref<2xvector<3xf32>>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %3 = affine.apply #map1(%arg2, %arg3)
// CHECK-NEXT:       %4 = vector.transfer_read %arg0[%3, %c0], %cst : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT:       memref.store %4, %0[%arg3] : memref<2xvector<3xf32>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %alloca[] : memref<vector<2x3xf32>>
// CHECK-NEXT:     memref.store %1, %alloca_0[] : memref<vector<2x3xf32>>
// CHECK-NEXT:     %2 = vector.type_cast %alloca_0 : memref<vector<2x3xf32>> to memref<2xvector<3xf32>>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:       %3 = arith.cmpi sgt, %dim, %arg3 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         %4 = memref.load %2[%arg3] : memref<2xvector<3xf32>>
// CHECK-NEXT:         vector.transfer_write %4, %arg0[%arg3, %arg2] {in_bounds = [true]} : vector<3xf32>, memref<?x?xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked2d(%arg0: memref<?x?xf32>, %arg1: vector<2x3xi1>, %arg2: index) -> vector<2x3xf32> {
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %alloca = memref.alloca() : memref<vector<2x3xf32>>
// CHECK-NEXT:   %alloca_1 = memref.alloca() : memref<vector<2x3xi1>>
// CHECK-NEXT:   %alloca_2 = memref.alloca() : memref<vector<2x3xf32>>
// CHECK-NEXT:   %alloca_3 = memref.alloca() : memref<vector<2x3xi1>>
// CHECK-NEXT:   memref.store %arg1, %alloca_1[] : memref<vector<2x3xi1>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<2x3xf32>> to memref<2xvector<3xf32>>
// CHECK-NEXT:   %1 = vector.type_cast %alloca_1 : memref<vector<2x3xi1>> to memref<2xvector<3xi1>>
// CHECK-NEXT:   scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %5 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:     %6 = arith.cmpi sgt, %dim, %5 : index
// CHECK-NEXT:     scf.if %6 {
// CHECK-NEXT:       %7 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:       %8 = memref.load %1[%arg3] : memref<2xvector<3xi1>>
// CHECK-NEXT:       %9 = vector.transfer_read %arg0[%7, %arg2], %cst_0, %8 : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT:       memref.store %9, %0[%arg3] : memref<2xvector<3xf32>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       memref.store %cst, %0[%arg3] : memref<2xvector<3xf32>>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %2 = memref.load %alloca[] : memref<vector<2x3xf32>>
// CHECK-NEXT:   memref.store %arg1, %alloca_3[] : memref<vector<2x3xi1>>
// CHECK-NEXT:   memref.store %2, %alloca_2[] : memref<vector<2x3xf32>>
// CHECK-NEXT:   %3 = vector.type_cast %alloca_2 : memref<vector<2x3xf32>> to memref<2xvector<3xf32>>
// CHECK-NEXT:   %4 = vector.type_cast %alloca_3 : memref<vector<2x3xi1>> to memref<2xvector<3xi1>>
// CHECK-NEXT:   scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:     %5 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:     %6 = memref.load %3[%arg3] : memref<2xvector<3xf32>>
// CHECK-NEXT:     %7 = memref.load %4[%arg3] : memref<2xvector<3xi1>>
// CHECK-NEXT:     vector.transfer_write %6, %arg0[%5, %arg2], %7 : vector<3xf32>, memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %2 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @three(%arg0: memref<4x5x6xf32>, %arg1: index) -> vector<2x3x4xf32> {
// CHECK-NEXT:   %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT:   %c5 = arith.constant 5 : index
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %alloca = memref.alloca() : memref<vector<2x3x4xf32>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<2x3x4xf32>> to memref<2xvector<3x4xf32>>
// CHECK-NEXT:   scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT:     %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT:     %3 = vector.type_cast %0 : memref<2xvector<3x4xf32>> to memref<2x3xvector<4xf32>>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       %4 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %5 = arith.cmpi slt, %4, %c5 : index
// CHECK-NEXT:       scf.if %5 {
// CHECK-NEXT:         %6 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:         %7 = vector.transfer_read %arg0[%2, %6, %arg1], %cst_0 : memref<4x5x6xf32>, vector<4xf32>
// CHECK-NEXT:         memref.store %7, %3[%arg2, %arg3] : memref<2x3xvector<4xf32>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         memref.store %cst, %3[%arg2, %arg3] : memref<2x3xvector<4xf32>>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = memref.load %alloca[] : memref<vector<2x3x4xf32>>
// CHECK-NEXT:   return %1 : vector<2x3x4xf32>
// CHECK-NEXT: }
