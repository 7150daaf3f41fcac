// RUN: oxir-opt %s --lower-affine | FileCheck %s

// lower-affine for affine.parallel, as mlir-opt 22 lowers it: scf.parallel over the maxima of the
// lower-bound groups and the minima of the upper-bound groups (the bounds composed and folded
// first), initialized with the identities of the reductions; affine.yield becomes scf.reduce
// with one region per reduction.

func.func @bounds(%A : memref<100x100xf32>, %N : index) -> (f32, f32) {
  %0:2 = affine.parallel (%i, %j) = (max(0, %N - 5), 1) to (min(%N, 90), 100 floordiv 2) step (2, 3) reduce ("minimumf", "addf") -> (f32, f32) {
    %2 = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.yield %2, %2 : f32, f32
  }
  return %0#0, %0#1 : f32, f32
}

func.func @composed(%A : memref<100xi32>, %N : index) -> (i32, i32, i32) {
  %x = affine.apply affine_map<(d0) -> (d0 + 3)>(%N)
  %c = arith.constant 7 : index
  %0:3 = affine.parallel (%i) = (%c) to (%x) reduce ("andi", "ori", "muli") -> (i32, i32, i32) {
    %v = affine.load %A[%i] : memref<100xi32>
    affine.yield %v, %v, %v : i32, i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

func.func @nested(%A : memref<64x64xf64>) {
  affine.parallel (%i) = (0) to (64) step (16) {
    %m = affine.parallel (%ii) = (%i) to (%i + 16) reduce ("maximumf") -> (f64) {
      %v = affine.load %A[%ii, %i] : memref<64x64xf64>
      affine.yield %v : f64
    }
    affine.store %m, %A[%i, 0] : memref<64x64xf64>
  }
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @bounds(%arg0: memref<100x100xf32>, %arg1: index) -> (f32, f32) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c-5 = arith.constant -5 : index
// CHECK: %0 = arith.addi %arg1, %c-5 : index
// CHECK: %1 = arith.maxsi %c0, %0 : index
// CHECK: %c90 = arith.constant 90 : index
// CHECK: %2 = arith.minsi %arg1, %c90 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c50 = arith.constant 50 : index
// CHECK: %c2 = arith.constant 2 : index
// CHECK: %c3 = arith.constant 3 : index
// CHECK: %cst = arith.constant 0x7F800000 : f32
// CHECK: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK: %3:2 = scf.parallel (%arg2, %arg3) = (%1, %c1) to (%2, %c50) step (%c2, %c3) init (%cst, %cst_0) -> (f32, f32) {
// CHECK: %4 = memref.load %arg0[%arg2, %arg3] : memref<100x100xf32>
// CHECK: scf.reduce(%4, %4 : f32, f32) {
// CHECK: ^bb0(%arg4: f32, %arg5: f32):
// CHECK: %5 = arith.minimumf %arg4, %arg5 : f32
// CHECK: scf.reduce.return %5 : f32
// CHECK: }, {
// CHECK: ^bb0(%arg4: f32, %arg5: f32):
// CHECK: %5 = arith.addf %arg4, %arg5 : f32
// CHECK: scf.reduce.return %5 : f32
// CHECK: }
// CHECK: }
// CHECK: return %3#0, %3#1 : f32, f32
// CHECK: }
// CHECK-LABEL: func.func @composed(%arg0: memref<100xi32>, %arg1: index) -> (i32, i32, i32) {
// CHECK: %c3 = arith.constant 3 : index
// CHECK: %0 = arith.addi %arg1, %c3 : index
// CHECK: %c7 = arith.constant 7 : index
// CHECK: %c7_0 = arith.constant 7 : index
// CHECK: %c3_1 = arith.constant 3 : index
// CHECK: %1 = arith.addi %arg1, %c3_1 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %c-1_i32 = arith.constant -1 : i32
// CHECK: %c0_i32 = arith.constant 0 : i32
// CHECK: %c1_i32 = arith.constant 1 : i32
// CHECK: %2:3 = scf.parallel (%arg2) = (%c7_0) to (%1) step (%c1) init (%c-1_i32, %c0_i32, %c1_i32) -> (i32, i32, i32) {
// CHECK: %3 = memref.load %arg0[%arg2] : memref<100xi32>
// CHECK: scf.reduce(%3, %3, %3 : i32, i32, i32) {
// CHECK: ^bb0(%arg3: i32, %arg4: i32):
// CHECK: %4 = arith.andi %arg3, %arg4 : i32
// CHECK: scf.reduce.return %4 : i32
// CHECK: }, {
// CHECK: ^bb0(%arg3: i32, %arg4: i32):
// CHECK: %4 = arith.ori %arg3, %arg4 : i32
// CHECK: scf.reduce.return %4 : i32
// CHECK: }, {
// CHECK: ^bb0(%arg3: i32, %arg4: i32):
// CHECK: %4 = arith.muli %arg3, %arg4 : i32
// CHECK: scf.reduce.return %4 : i32
// CHECK: }
// CHECK: }
// CHECK: return %2#0, %2#1, %2#2 : i32, i32, i32
// CHECK: }
// CHECK-LABEL: func.func @nested(%arg0: memref<64x64xf64>) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %c64 = arith.constant 64 : index
// CHECK: %c16 = arith.constant 16 : index
// CHECK: scf.parallel (%arg1) = (%c0) to (%c64) step (%c16) {
// CHECK: %c16_0 = arith.constant 16 : index
// CHECK: %0 = arith.addi %arg1, %c16_0 : index
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %cst = arith.constant 0xFFF0000000000000 : f64
// CHECK: %1 = scf.parallel (%arg2) = (%arg1) to (%0) step (%c1) init (%cst) -> f64 {
// CHECK: %2 = memref.load %arg0[%arg2, %arg1] : memref<64x64xf64>
// CHECK: scf.reduce(%2 : f64) {
// CHECK: ^bb0(%arg3: f64, %arg4: f64):
// CHECK: %3 = arith.maximumf %arg3, %arg4 : f64
// CHECK: scf.reduce.return %3 : f64
// CHECK: }
// CHECK: }
// CHECK: %c0_1 = arith.constant 0 : index
// CHECK: memref.store %1, %arg0[%arg1, %c0_1] : memref<64x64xf64>
// CHECK: scf.reduce
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
