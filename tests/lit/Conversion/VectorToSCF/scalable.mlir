// RUN: oxir-opt %s --convert-vector-to-scf --split-input-file | FileCheck %s
// RUN: oxir-opt %s --convert-vector-to-scf=full-unroll --split-input-file | FileCheck %s --check-prefix=UNROLL

// Scalable transfers through convert-vector-to-scf, as mlir-opt 22 lowers them (the CHECK lines
// are its output): a 1-D transfer along an outer dimension becomes a loop over its elements whose
// bound is the static size times vector.vscale; an n-D transfer unrolls its fixed leading
// dimension into 1-D scalable transfers; a leading scalable dimension is left as it is. The print
// of a 1-D scalable vector loops to vscale times its size.

func.func @read_outer_dim(%m: memref<?x?xf32>, %i: index, %pad: f32) -> vector<[4]xf32> {
  %0 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<[4]xf32>
  return %0 : vector<[4]xf32>
}

// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @read_outer_dim(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<[4]xf32> {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %vscale = vector.vscale
// CHECK-NEXT:   %c4_vscale = arith.muli %vscale, %c4 : index
// CHECK-NEXT:   %0 = vector.broadcast %arg2 : f32 to vector<[4]xf32>
// CHECK-NEXT:   %1 = scf.for %arg3 = %c0 to %c4_vscale step %c1 iter_args(%arg4 = %0) -> (vector<[4]xf32>) {
// CHECK-NEXT:     %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:     %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT:     %5 = scf.if %4 -> (vector<[4]xf32>) {
// CHECK-NEXT:       %6 = memref.load %arg0[%2, %arg1] : memref<?x?xf32>
// CHECK-NEXT:       %7 = vector.insert %6, %arg4 [%arg3] : f32 into vector<[4]xf32>
// CHECK-NEXT:       scf.yield %7 : vector<[4]xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg4 : vector<[4]xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %5 : vector<[4]xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : vector<[4]xf32>
// CHECK-NEXT: }

// UNROLL-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// UNROLL-LABEL: func.func @read_outer_dim(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<[4]xf32> {
// UNROLL-NEXT:   %c1 = arith.constant 1 : index
// UNROLL-NEXT:   %c0 = arith.constant 0 : index
// UNROLL-NEXT:   %c4 = arith.constant 4 : index
// UNROLL-NEXT:   %vscale = vector.vscale
// UNROLL-NEXT:   %c4_vscale = arith.muli %vscale, %c4 : index
// UNROLL-NEXT:   %0 = vector.broadcast %arg2 : f32 to vector<[4]xf32>
// UNROLL-NEXT:   %1 = scf.for %arg3 = %c0 to %c4_vscale step %c1 iter_args(%arg4 = %0) -> (vector<[4]xf32>) {
// UNROLL-NEXT:     %2 = affine.apply #map(%arg3)[%arg1]
// UNROLL-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT:     %3 = affine.apply #map(%arg3)[%arg1]
// UNROLL-NEXT:     %4 = arith.cmpi sgt, %dim, %3 : index
// UNROLL-NEXT:     %5 = scf.if %4 -> (vector<[4]xf32>) {
// UNROLL-NEXT:       %6 = memref.load %arg0[%2, %arg1] : memref<?x?xf32>
// UNROLL-NEXT:       %7 = vector.insert %6, %arg4 [%arg3] : f32 into vector<[4]xf32>
// UNROLL-NEXT:       scf.yield %7 : vector<[4]xf32>
// UNROLL-NEXT:     } else {
// UNROLL-NEXT:       scf.yield %arg4 : vector<[4]xf32>
// UNROLL-NEXT:     }
// UNROLL-NEXT:     scf.yield %5 : vector<[4]xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return %1 : vector<[4]xf32>
// UNROLL-NEXT: }

// -----

func.func @write_outer_dim(%m: memref<?x?xi32>, %i: index, %v: vector<[8]xi32>) {
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<[8]xi32>, memref<?x?xi32>
  return
}

// CHECK-LABEL: func.func @write_outer_dim(%arg0: memref<?x?xi32>, %arg1: index, %arg2: vector<[8]xi32>) {
// CHECK-NEXT:   %0 = vector.broadcast %arg2 : vector<[8]xi32> to vector<1x[8]xi32>
// CHECK-NEXT:   %1 = vector.transpose %0, [1, 0] : vector<1x[8]xi32> to vector<[8]x1xi32>
// CHECK-NEXT:   vector.transfer_write %1, %arg0[%arg1, %arg1] {in_bounds = [true, true]} : vector<[8]x1xi32>, memref<?x?xi32>
// CHECK-NEXT:   return
// CHECK-NEXT: }

// UNROLL-LABEL: func.func @write_outer_dim(%arg0: memref<?x?xi32>, %arg1: index, %arg2: vector<[8]xi32>) {
// UNROLL-NEXT:   %0 = vector.broadcast %arg2 : vector<[8]xi32> to vector<1x[8]xi32>
// UNROLL-NEXT:   %1 = vector.transpose %0, [1, 0] : vector<1x[8]xi32> to vector<[8]x1xi32>
// UNROLL-NEXT:   vector.transfer_write %1, %arg0[%arg1, %arg1] {in_bounds = [true, true]} : vector<[8]x1xi32>, memref<?x?xi32>
// UNROLL-NEXT:   return
// UNROLL-NEXT: }

// -----

func.func @read_2d(%m: memref<?x?xf32>, %i: index, %pad: f32) -> vector<3x[4]xf32> {
  %0 = vector.transfer_read %m[%i, %i], %pad : memref<?x?xf32>, vector<3x[4]xf32>
  return %0 : vector<3x[4]xf32>
}

// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @read_2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<3x[4]xf32> {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %alloca = memref.alloca() : memref<vector<3x[4]xf32>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<3x[4]xf32>> to memref<3xvector<[4]xf32>>
// CHECK-NEXT:   scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:     %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       %4 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %5 = vector.transfer_read %arg0[%4, %arg1], %arg2 : memref<?x?xf32>, vector<[4]xf32>
// CHECK-NEXT:       memref.store %5, %0[%arg3] : memref<3xvector<[4]xf32>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %4 = vector.broadcast %arg2 : f32 to vector<[4]xf32>
// CHECK-NEXT:       memref.store %4, %0[%arg3] : memref<3xvector<[4]xf32>>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = memref.load %alloca[] : memref<vector<3x[4]xf32>>
// CHECK-NEXT:   return %1 : vector<3x[4]xf32>
// CHECK-NEXT: }

// UNROLL-DAG: #map = affine_map<()[s0] -> (s0 + 1)>
// UNROLL-DAG: #map1 = affine_map<()[s0] -> (s0 + 2)>
// UNROLL-LABEL: func.func @read_2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<3x[4]xf32> {
// UNROLL-NEXT:   %c0 = arith.constant 0 : index
// UNROLL-NEXT:   %0 = vector.broadcast %arg2 : f32 to vector<3x[4]xf32>
// UNROLL-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT:   %1 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT:   %2 = scf.if %1 -> (vector<3x[4]xf32>) {
// UNROLL-NEXT:     %9 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<[4]xf32>
// UNROLL-NEXT:     %10 = vector.insert %9, %0 [0] : vector<[4]xf32> into vector<3x[4]xf32>
// UNROLL-NEXT:     scf.yield %10 : vector<3x[4]xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %0 : vector<3x[4]xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_0 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT:   %3 = affine.apply #map()[%arg1]
// UNROLL-NEXT:   %4 = arith.cmpi sgt, %dim_0, %3 : index
// UNROLL-NEXT:   %5 = scf.if %4 -> (vector<3x[4]xf32>) {
// UNROLL-NEXT:     %9 = affine.apply #map()[%arg1]
// UNROLL-NEXT:     %10 = vector.transfer_read %arg0[%9, %arg1], %arg2 : memref<?x?xf32>, vector<[4]xf32>
// UNROLL-NEXT:     %11 = vector.insert %10, %2 [1] : vector<[4]xf32> into vector<3x[4]xf32>
// UNROLL-NEXT:     scf.yield %11 : vector<3x[4]xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %2 : vector<3x[4]xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT:   %6 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:   %7 = arith.cmpi sgt, %dim_1, %6 : index
// UNROLL-NEXT:   %8 = scf.if %7 -> (vector<3x[4]xf32>) {
// UNROLL-NEXT:     %9 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:     %10 = vector.transfer_read %arg0[%9, %arg1], %arg2 : memref<?x?xf32>, vector<[4]xf32>
// UNROLL-NEXT:     %11 = vector.insert %10, %5 [2] : vector<[4]xf32> into vector<3x[4]xf32>
// UNROLL-NEXT:     scf.yield %11 : vector<3x[4]xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:     scf.yield %5 : vector<3x[4]xf32>
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return %8 : vector<3x[4]xf32>
// UNROLL-NEXT: }

// -----

func.func @write_2d(%m: memref<?x?xf32>, %i: index, %v: vector<3x[4]xf32>) {
  vector.transfer_write %v, %m[%i, %i] : vector<3x[4]xf32>, memref<?x?xf32>
  return
}

// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @write_2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<3x[4]xf32>) {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %alloca = memref.alloca() : memref<vector<3x[4]xf32>>
// CHECK-NEXT:   memref.store %arg2, %alloca[] : memref<vector<3x[4]xf32>>
// CHECK-NEXT:   %0 = vector.type_cast %alloca : memref<vector<3x[4]xf32>> to memref<3xvector<[4]xf32>>
// CHECK-NEXT:   scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %1 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:     %2 = arith.cmpi sgt, %dim, %1 : index
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:       %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:       %4 = memref.load %0[%arg3] : memref<3xvector<[4]xf32>>
// CHECK-NEXT:       vector.transfer_write %4, %arg0[%3, %arg1] : vector<[4]xf32>, memref<?x?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }

// UNROLL-DAG: #map = affine_map<()[s0] -> (s0 + 1)>
// UNROLL-DAG: #map1 = affine_map<()[s0] -> (s0 + 2)>
// UNROLL-LABEL: func.func @write_2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<3x[4]xf32>) {
// UNROLL-NEXT:   %c0 = arith.constant 0 : index
// UNROLL-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT:   %0 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT:   scf.if %0 {
// UNROLL-NEXT:     %5 = vector.extract %arg2[0] : vector<[4]xf32> from vector<3x[4]xf32>
// UNROLL-NEXT:     vector.transfer_write %5, %arg0[%arg1, %arg1] : vector<[4]xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_0 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT:   %1 = affine.apply #map()[%arg1]
// UNROLL-NEXT:   %2 = arith.cmpi sgt, %dim_0, %1 : index
// UNROLL-NEXT:   scf.if %2 {
// UNROLL-NEXT:     %5 = affine.apply #map()[%arg1]
// UNROLL-NEXT:     %6 = vector.extract %arg2[1] : vector<[4]xf32> from vector<3x[4]xf32>
// UNROLL-NEXT:     vector.transfer_write %6, %arg0[%5, %arg1] : vector<[4]xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT:   %3 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:   %4 = arith.cmpi sgt, %dim_1, %3 : index
// UNROLL-NEXT:   scf.if %4 {
// UNROLL-NEXT:     %5 = affine.apply #map1()[%arg1]
// UNROLL-NEXT:     %6 = vector.extract %arg2[2] : vector<[4]xf32> from vector<3x[4]xf32>
// UNROLL-NEXT:     vector.transfer_write %6, %arg0[%5, %arg1] : vector<[4]xf32>, memref<?x?xf32>
// UNROLL-NEXT:   } else {
// UNROLL-NEXT:   }
// UNROLL-NEXT:   return
// UNROLL-NEXT: }

// -----

func.func @leading_scalable(%m: memref<?x?xf32>, %i: index, %pad: f32) -> vector<[4]x4xf32> {
  %0 = vector.transfer_read %m[%i, %i], %pad : memref<?x?xf32>, vector<[4]x4xf32>
  return %0 : vector<[4]x4xf32>
}

// CHECK-LABEL: func.func @leading_scalable(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<[4]x4xf32> {
// CHECK-NEXT:   %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<[4]x4xf32>
// CHECK-NEXT:   return %0 : vector<[4]x4xf32>
// CHECK-NEXT: }

// UNROLL-LABEL: func.func @leading_scalable(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<[4]x4xf32> {
// UNROLL-NEXT:   %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<[4]x4xf32>
// UNROLL-NEXT:   return %0 : vector<[4]x4xf32>
// UNROLL-NEXT: }

// -----

func.func @print_scalable(%v: vector<[4]xi32>, %w: vector<[2]xi3>) {
  vector.print %v : vector<[4]xi32>
  vector.print %w : vector<[2]xi3> punctuation <comma>
  return
}

// CHECK-LABEL: func.func @print_scalable(%arg0: vector<[4]xi32>, %arg1: vector<[2]xi3>) {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %vscale = vector.vscale
// CHECK-NEXT:   %c4_vscale = arith.muli %vscale, %c4 : index
// CHECK-NEXT:   %0 = arith.subi %c4_vscale, %c1 : index
// CHECK-NEXT:   vector.print punctuation <open>
// CHECK-NEXT:   scf.for %arg2 = %c0 to %c4_vscale step %c1 {
// CHECK-NEXT:     %3 = vector.extract %arg0[%arg2] : i32 from vector<[4]xi32>
// CHECK-NEXT:     vector.print %3 : i32 punctuation <no_punctuation>
// CHECK-NEXT:     %4 = arith.cmpi ult, %arg2, %0 : index
// CHECK-NEXT:     scf.if %4 {
// CHECK-NEXT:       vector.print punctuation <comma>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   vector.print punctuation <close>
// CHECK-NEXT:   vector.print
// CHECK-NEXT:   %1 = arith.extsi %arg1 : vector<[2]xi3> to vector<[2]xi8>
// CHECK-NEXT:   %vscale_0 = vector.vscale
// CHECK-NEXT:   %c2_vscale = arith.muli %vscale_0, %c2 : index
// CHECK-NEXT:   %2 = arith.subi %c2_vscale, %c1 : index
// CHECK-NEXT:   vector.print punctuation <open>
// CHECK-NEXT:   scf.for %arg2 = %c0 to %c2_vscale step %c1 {
// CHECK-NEXT:     %3 = vector.extract %1[%arg2] : i8 from vector<[2]xi8>
// CHECK-NEXT:     vector.print %3 : i8 punctuation <no_punctuation>
// CHECK-NEXT:     %4 = arith.cmpi ult, %arg2, %2 : index
// CHECK-NEXT:     scf.if %4 {
// CHECK-NEXT:       vector.print punctuation <comma>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   vector.print punctuation <close>
// CHECK-NEXT:   vector.print punctuation <comma>
// CHECK-NEXT:   return
// CHECK-NEXT: }

// UNROLL-LABEL: func.func @print_scalable(%arg0: vector<[4]xi32>, %arg1: vector<[2]xi3>) {
// UNROLL-NEXT:   %c2 = arith.constant 2 : index
// UNROLL-NEXT:   %c0 = arith.constant 0 : index
// UNROLL-NEXT:   %c4 = arith.constant 4 : index
// UNROLL-NEXT:   %c1 = arith.constant 1 : index
// UNROLL-NEXT:   %vscale = vector.vscale
// UNROLL-NEXT:   %c4_vscale = arith.muli %vscale, %c4 : index
// UNROLL-NEXT:   %0 = arith.subi %c4_vscale, %c1 : index
// UNROLL-NEXT:   vector.print punctuation <open>
// UNROLL-NEXT:   scf.for %arg2 = %c0 to %c4_vscale step %c1 {
// UNROLL-NEXT:     %3 = vector.extract %arg0[%arg2] : i32 from vector<[4]xi32>
// UNROLL-NEXT:     vector.print %3 : i32 punctuation <no_punctuation>
// UNROLL-NEXT:     %4 = arith.cmpi ult, %arg2, %0 : index
// UNROLL-NEXT:     scf.if %4 {
// UNROLL-NEXT:       vector.print punctuation <comma>
// UNROLL-NEXT:     }
// UNROLL-NEXT:   }
// UNROLL-NEXT:   vector.print punctuation <close>
// UNROLL-NEXT:   vector.print
// UNROLL-NEXT:   %1 = arith.extsi %arg1 : vector<[2]xi3> to vector<[2]xi8>
// UNROLL-NEXT:   %vscale_0 = vector.vscale
// UNROLL-NEXT:   %c2_vscale = arith.muli %vscale_0, %c2 : index
// UNROLL-NEXT:   %2 = arith.subi %c2_vscale, %c1 : index
// UNROLL-NEXT:   vector.print punctuation <open>
// UNROLL-NEXT:   scf.for %arg2 = %c0 to %c2_vscale step %c1 {
// UNROLL-NEXT:     %3 = vector.extract %1[%arg2] : i8 from vector<[2]xi8>
// UNROLL-NEXT:     vector.print %3 : i8 punctuation <no_punctuation>
// UNROLL-NEXT:     %4 = arith.cmpi ult, %arg2, %2 : index
// UNROLL-NEXT:     scf.if %4 {
// UNROLL-NEXT:       vector.print punctuation <comma>
// UNROLL-NEXT:     }
// UNROLL-NEXT:   }
// UNROLL-NEXT:   vector.print punctuation <close>
// UNROLL-NEXT:   vector.print punctuation <comma>
// UNROLL-NEXT:   return
// UNROLL-NEXT: }
