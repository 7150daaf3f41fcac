// RUN: oxir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// RUN: oxir-opt %s --canonicalize=top-down=0 --allow-unregistered-dialect | FileCheck %s

// The fold of affine.parallel as mlir-opt 22 applies it: affine.apply producers composed into the
// bound maps, constants folded and valid symbols promoted; bands without effects whose results
// are unused are erased.

func.func @compose(%N : index, %A : memref<100xf32>) {
  %c = arith.constant 7 : index
  %x = affine.apply affine_map<(d0) -> (d0 + 3)>(%N)
  affine.parallel (%i, %j) = (%x, %c) to (%x + 10, symbol(%N) * 2) {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%j] : memref<100xf32>
  }
  return
}

func.func @dead(%A : memref<100xf32>, %f : f32) -> f32 {
  affine.parallel (%i) = (10) to (5) {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i] : memref<100xf32>
  }
  affine.parallel (%i) = (0) to (10) {
  }
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> (f32) {
    affine.yield %f : f32
  }
  %s:2 = affine.parallel (%i) = (0) to (10) reduce ("addf", "mulf") -> (f32, f32) {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.yield %v, %v : f32, f32
  }
  return %s#1 : f32
}

func.func @min_max_groups(%a : index, %b : index) {
  %c = arith.constant 4 : index
  %d = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%b]
  affine.parallel (%i, %j) = (max(%a, %c), 0) to (min(%d, 64), %a) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @compose(%arg0: index, %arg1: memref<100xf32>) {
// CHECK: affine.parallel (%arg2, %arg3) = (symbol(%arg0) + 3, 7) to (symbol(%arg0) + 13, symbol(%arg0) * 2) {
// CHECK: %0 = affine.load %arg1[%arg2] : memref<100xf32>
// CHECK: affine.store %0, %arg1[%arg3] : memref<100xf32>
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK-LABEL: func.func @dead(%arg0: memref<100xf32>, %arg1: f32) -> f32 {
// CHECK: affine.parallel (%arg2) = (10) to (5) {
// CHECK: %1 = affine.load %arg0[%arg2] : memref<100xf32>
// CHECK: affine.store %1, %arg0[%arg2] : memref<100xf32>
// CHECK: }
// CHECK: %0:2 = affine.parallel (%arg2) = (0) to (10) reduce ("addf", "mulf") -> (f32, f32) {
// CHECK: %1 = affine.load %arg0[%arg2] : memref<100xf32>
// CHECK: affine.yield %1, %1 : f32, f32
// CHECK: }
// CHECK: return %0#1 : f32
// CHECK: }
// CHECK-LABEL: func.func @min_max_groups(%arg0: index, %arg1: index) {
// CHECK: affine.parallel (%arg2, %arg3) = (max(symbol(%arg0), 4), 0) to (min(symbol(%arg1) * 2, 64), symbol(%arg0)) {
// CHECK: "test.use"(%arg2, %arg3) : (index, index) -> ()
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: }
