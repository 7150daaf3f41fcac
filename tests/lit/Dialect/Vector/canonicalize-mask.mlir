// RUN: oxir-opt %s --canonicalize --split-input-file | FileCheck %s

// vector.mask's folds and canonicalizations, and those of the masks it takes, as mlir-opt 22
// applies them (the CHECK lines are its output): an all-true mask lets the masked op out, an
// empty mask is replaced by what it yields (or erased), a constant mask known all set or all
// clear becomes a splat constant, a create_mask of constants a constant_mask; a masked
// multi_reduction over unit dimensions selects between the combination and the source.

func.func @all_true(%v: vector<8xf32>, %a: memref<?xf32>, %i: index, %f: f32) -> (f32, vector<8xf32>, vector<8xf32>) {
  %m = vector.constant_mask [8] : vector<8xi1>
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %z = vector.constant_mask [0] : vector<8xi1>
  %1 = vector.mask %z, %v { vector.transfer_read %a[%i], %f : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %t = arith.constant dense<true> : vector<8xi1>
  %2 = vector.mask %t, %v { vector.transfer_read %a[%i], %f {in_bounds = [true]} : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %t { vector.transfer_write %v, %a[%i] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  %c8 = arith.constant 8 : index
  %cm = vector.create_mask %c8 : vector<8xi1>
  vector.mask %cm { vector.transfer_write %v, %a[%i] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  return %0, %1, %2 : f32, vector<8xf32>, vector<8xf32>
}

// -----

func.func @empty(%v: vector<8xf32>, %m: vector<8xi1>) -> (vector<8xf32>, vector<8xf32>) {
  %0 = vector.mask %m, %v { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %1 = vector.mask %m { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %m { vector.yield } : vector<8xi1>
  return %0, %1 : vector<8xf32>, vector<8xf32>
}

// -----

func.func @unknown_mask_stays(%v: vector<8xf32>, %m: vector<8xi1>, %a: memref<?xf32>, %i: index) {
  vector.mask %m { vector.transfer_write %v, %a[%i] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  return
}

// -----

func.func @masked_unit_reductions(%v: vector<4x1xf32>, %m: vector<4x1xi1>, %acc: vector<4xf32>,
                                  %s: vector<1xf32>, %m1: vector<1xi1>, %acc1: f32) -> (vector<4xf32>, f32) {
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<4x1xf32> to vector<4xf32> } : vector<4x1xi1> -> vector<4xf32>
  %1 = vector.mask %m1 { vector.multi_reduction <maxnumf>, %s, %acc1 [0] : vector<1xf32> to f32 } : vector<1xi1> -> f32
  return %0, %1 : vector<4xf32>, f32
}

// -----

func.func @masks(%n: index) -> (vector<i1>, vector<i1>, vector<[4]xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<4xi1>, vector<[4]xi1>, vector<4x3xi1>, vector<i1>) {
  %0 = vector.constant_mask [1] : vector<i1>
  %1 = vector.constant_mask [0] : vector<i1>
  %2 = vector.constant_mask [0] : vector<[4]xi1>
  %3 = vector.constant_mask [4, 3] : vector<4x3xi1>
  %4 = vector.constant_mask [2, 3] : vector<4x3xi1>
  %5 = vector.constant_mask [0, 0] : vector<4x3xi1>
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %cm1 = arith.constant -1 : index
  %6 = vector.create_mask %c9 : vector<4xi1>
  %7 = vector.create_mask %cm1 : vector<[4]xi1>
  %8 = vector.create_mask %c2, %cm1 : vector<4x3xi1>
  %9 = vector.create_mask %c2 : vector<i1>
  %10 = vector.create_mask %n : vector<4xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : vector<i1>, vector<i1>, vector<[4]xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<4xi1>, vector<[4]xi1>, vector<4x3xi1>, vector<i1>
}

// CHECK-LABEL: func.func @all_true(%arg0: vector<8xf32>, %arg1: memref<?xf32>, %arg2: index, %arg3: f32) -> (f32, vector<8xf32>, vector<8xf32>) {
// CHECK: %cst = arith.constant dense<false> : vector<8xi1>
// CHECK: %0 = vector.reduction <add>, %arg0 : vector<8xf32> into f32
// CHECK: %1 = vector.mask %cst, %arg0 { vector.transfer_read %arg1[%arg2], %arg3 : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK: %2 = vector.transfer_read %arg1[%arg2], %arg3 {in_bounds = [true]} : memref<?xf32>, vector<8xf32>
// CHECK: vector.transfer_write %arg0, %arg1[%arg2] : vector<8xf32>, memref<?xf32>
// CHECK: vector.transfer_write %arg0, %arg1[%arg2] : vector<8xf32>, memref<?xf32>
// CHECK: return %0, %1, %2 : f32, vector<8xf32>, vector<8xf32>
// CHECK-LABEL: func.func @empty(%arg0: vector<8xf32>, %arg1: vector<8xi1>) -> (vector<8xf32>, vector<8xf32>) {
// CHECK: return %arg0, %arg0 : vector<8xf32>, vector<8xf32>
// CHECK-LABEL: func.func @unknown_mask_stays(%arg0: vector<8xf32>, %arg1: vector<8xi1>, %arg2: memref<?xf32>, %arg3: index) {
// CHECK: vector.mask %arg1 { vector.transfer_write %arg0, %arg2[%arg3] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
// CHECK: return
// CHECK-LABEL: func.func @masked_unit_reductions(%arg0: vector<4x1xf32>, %arg1: vector<4x1xi1>, %arg2: vector<4xf32>, %arg3: vector<1xf32>, %arg4: vector<1xi1>, %arg5: f32) -> (vector<4xf32>, f32) {
// CHECK: %0 = vector.shape_cast %arg1 : vector<4x1xi1> to vector<4xi1>
// CHECK: %1 = vector.shape_cast %arg0 : vector<4x1xf32> to vector<4xf32>
// CHECK: %2 = arith.addf %arg2, %1 : vector<4xf32>
// CHECK: %3 = arith.select %0, %2, %1 : vector<4xi1>, vector<4xf32>
// CHECK: %4 = vector.extract %arg4[0] : i1 from vector<1xi1>
// CHECK: %5 = vector.extract %arg3[0] : f32 from vector<1xf32>
// CHECK: %6 = arith.maxnumf %arg5, %5 : f32
// CHECK: %7 = arith.select %4, %6, %5 : f32
// CHECK: return %3, %7 : vector<4xf32>, f32
// CHECK-LABEL: func.func @masks(%arg0: index) -> (vector<i1>, vector<i1>, vector<[4]xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<4xi1>, vector<[4]xi1>, vector<4x3xi1>, vector<i1>) {
// CHECK: %cst = arith.constant dense<true> : vector<4xi1>
// CHECK: %cst_0 = arith.constant dense<false> : vector<4x3xi1>
// CHECK: %cst_1 = arith.constant dense<true> : vector<i1>
// CHECK: %cst_2 = arith.constant dense<false> : vector<i1>
// CHECK: %cst_3 = arith.constant dense<false> : vector<[4]xi1>
// CHECK: %cst_4 = arith.constant dense<true> : vector<4x3xi1>
// CHECK: %0 = vector.constant_mask [2, 3] : vector<4x3xi1>
// CHECK: return %cst_1, %cst_2, %cst_3, %cst_4, %0, %cst_0, %cst, %cst_3, %cst_0, %cst_1 : vector<i1>, vector<i1>, vector<[4]xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<4xi1>, vector<[4]xi1>, vector<4x3xi1>, vector<i1>
