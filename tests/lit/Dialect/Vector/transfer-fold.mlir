// RUN: oxir-opt %s --canonicalize --split-input-file | FileCheck %s

// The folds and canonicalizations of vector.transfer_read and vector.transfer_write, as
// mlir-opt 22 applies them (the CHECK lines are its output).

// Dimensions proven in bounds by a constant index and a static size get in_bounds = true;
// broadcast dimensions too once the others are; a dynamic size proves nothing.
func.func @in_bounds(%m: memref<8x4xf32>, %t: tensor<8x?xf32>, %pad: f32) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<2x4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %0 = vector.transfer_read %m[%c0, %c0], %pad : memref<8x4xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%c4, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<8x4xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%c6, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<8x4xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%c0, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<8x4xf32>, vector<2x4xf32>
  %4 = vector.transfer_read %t[%c0, %c0], %pad : tensor<8x?xf32>, vector<4xf32>
  return %0, %1, %2, %3, %4 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<2x4xf32>, vector<4xf32>
}

// CHECK-DAG: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @in_bounds(%arg0: memref<8x4xf32>, %arg1: tensor<8x?xf32>, %arg2: f32) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<2x4xf32>, vector<4xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c6 = arith.constant 6 : index
// CHECK-NEXT:   %0 = vector.transfer_read %arg0[%c0, %c0], %arg2 {in_bounds = [true]} : memref<8x4xf32>, vector<4xf32>
// CHECK-NEXT:   %1 = vector.transfer_read %arg0[%c4, %c0], %arg2 {in_bounds = [true], permutation_map = #map} : memref<8x4xf32>, vector<4xf32>
// CHECK-NEXT:   %2 = vector.transfer_read %arg0[%c6, %c0], %arg2 {permutation_map = #map} : memref<8x4xf32>, vector<4xf32>
// CHECK-NEXT:   %3 = vector.transfer_read %arg0[%c0, %c0], %arg2 {in_bounds = [true, true], permutation_map = #map1} : memref<8x4xf32>, vector<2x4xf32>
// CHECK-NEXT:   %4 = vector.transfer_read %arg1[%c0, %c0], %arg2 : tensor<8x?xf32>, vector<4xf32>
// CHECK-NEXT:   return %0, %1, %2, %3, %4 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<2x4xf32>, vector<4xf32>

// -----

// An all-true mask is dropped.
func.func @all_true_mask(%m: memref<?x?xf32>, %pad: f32, %v: vector<4xf32>, %i: index) -> vector<4xf32> {
  %c4 = arith.constant 4 : index
  %mask = vector.constant_mask [4] : vector<4xi1>
  %mask2 = vector.create_mask %c4 : vector<4xi1>
  %cst = arith.constant dense<true> : vector<4xi1>
  %0 = vector.transfer_read %m[%i, %i], %pad, %mask : memref<?x?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i, %i], %mask2 : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i], %cst : vector<4xf32>, memref<?x?xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @all_true_mask(%arg0: memref<?x?xf32>, %arg1: f32, %arg2: vector<4xf32>, %arg3: index) -> vector<4xf32> {
// CHECK-NEXT:   %0 = vector.transfer_read %arg0[%arg3, %arg3], %arg1 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:   vector.transfer_write %arg2, %arg0[%arg3, %arg3] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:   vector.transfer_write %arg2, %arg0[%arg3, %arg3] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:   return %0 : vector<4xf32>

// -----

// Casts that only lose static information are looked through; a write into a tensor.cast
// writes into its source and casts its result.
func.func @casts(%m: memref<8x4xf32>, %t: tensor<8x4xf32>, %pad: f32, %v: vector<4xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>, tensor<?x?xf32>) {
  %mc = memref.cast %m : memref<8x4xf32> to memref<?x?xf32>
  %tc = tensor.cast %t : tensor<8x4xf32> to tensor<?x?xf32>
  %0 = vector.transfer_read %mc[%i, %i], %pad : memref<?x?xf32>, vector<4xf32>
  vector.transfer_write %v, %mc[%i, %i] : vector<4xf32>, memref<?x?xf32>
  %1 = vector.transfer_write %v, %tc[%i, %i] : vector<4xf32>, tensor<?x?xf32>
  %2 = vector.transfer_read %tc[%i, %i], %pad : tensor<?x?xf32>, vector<4xf32>
  return %0, %2, %1 : vector<4xf32>, vector<4xf32>, tensor<?x?xf32>
}

// CHECK-LABEL: func.func @casts(%arg0: memref<8x4xf32>, %arg1: tensor<8x4xf32>, %arg2: f32, %arg3: vector<4xf32>, %arg4: index) -> (vector<4xf32>, vector<4xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:   %0 = vector.transfer_read %arg0[%arg4, %arg4], %arg2 : memref<8x4xf32>, vector<4xf32>
// CHECK-NEXT:   vector.transfer_write %arg3, %arg0[%arg4, %arg4] : vector<4xf32>, memref<8x4xf32>
// CHECK-NEXT:   %1 = vector.transfer_write %arg3, %arg1[%arg4, %arg4] : vector<4xf32>, tensor<8x4xf32>
// CHECK-NEXT:   %cast = tensor.cast %1 : tensor<8x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:   %2 = vector.transfer_read %arg1[%arg4, %arg4], %arg2 : tensor<8x4xf32>, vector<4xf32>
// CHECK-NEXT:   return %0, %2, %cast : vector<4xf32>, vector<4xf32>, tensor<?x?xf32>

// -----

// A read of what an in-bounds write wrote at the same place is the written vector, through
// writes to disjoint places; not through a write that may overlap, nor a masked one.
func.func @read_after_write(%t: tensor<8x4xf32>, %v: vector<4xf32>, %v2: vector<4xf32>, %pad: f32, %i: index, %m: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = vector.transfer_write %v, %t[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x4xf32>
  %1 = vector.transfer_write %v2, %0[%c4, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x4xf32>
  %2 = vector.transfer_read %1[%c1, %c0], %pad : tensor<8x4xf32>, vector<4xf32>
  %3 = vector.transfer_write %v2, %0[%i, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x4xf32>
  %4 = vector.transfer_read %3[%c1, %c0], %pad : tensor<8x4xf32>, vector<4xf32>
  %5 = vector.transfer_write %v, %t[%c1, %c0], %m {in_bounds = [true]} : vector<4xf32>, tensor<8x4xf32>
  %6 = vector.transfer_read %5[%c1, %c0], %pad : tensor<8x4xf32>, vector<4xf32>
  return %2, %4, %6 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @read_after_write(%arg0: tensor<8x4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: f32, %arg4: index, %arg5: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = vector.transfer_write %arg1, %arg0[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x4xf32>
// CHECK-NEXT:   %1 = vector.transfer_write %arg2, %0[%arg4, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x4xf32>
// CHECK-NEXT:   %2 = vector.transfer_read %1[%c1, %c0], %arg3 {in_bounds = [true]} : tensor<8x4xf32>, vector<4xf32>
// CHECK-NEXT:   %3 = vector.transfer_write %arg1, %arg0[%c1, %c0], %arg5 {in_bounds = [true]} : vector<4xf32>, tensor<8x4xf32>
// CHECK-NEXT:   %4 = vector.transfer_read %3[%c1, %c0], %arg3 {in_bounds = [true]} : tensor<8x4xf32>, vector<4xf32>
// CHECK-NEXT:   return %arg1, %2, %4 : vector<4xf32>, vector<4xf32>, vector<4xf32>

// -----

// Writing back what was read from the same place, or writing a whole tensor with all of another
// of the same type, gives that tensor.
func.func @write_after_read(%t: tensor<4x4xf32>, %t2: tensor<4x4xf32>, %pad: f32, %i: index) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_read %t[%c0, %c0], %pad {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
  %1 = vector.transfer_write %0, %t2[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
  %2 = vector.transfer_read %t[%i, %c0], %pad : tensor<4x4xf32>, vector<4xf32>
  %3 = vector.transfer_write %2, %t[%i, %c0] : vector<4xf32>, tensor<4x4xf32>
  return %1, %3 : tensor<4x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @write_after_read(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: f32, %arg3: index) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
// CHECK-NEXT:   return %arg0, %arg0 : tensor<4x4xf32>, tensor<4x4xf32>

// -----

// A write of the same place as an earlier one (through single-use writes to disjoint places)
// makes the earlier one dead.
func.func @write_after_write(%t: tensor<8x4xf32>, %v: vector<4xf32>, %v2: vector<4xf32>, %v3: vector<4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = vector.transfer_write %v, %t[%c0, %c0] : vector<4xf32>, tensor<8x4xf32>
  %1 = vector.transfer_write %v2, %0[%c4, %c0] : vector<4xf32>, tensor<8x4xf32>
  %2 = vector.transfer_write %v3, %1[%c0, %c0] : vector<4xf32>, tensor<8x4xf32>
  %3 = vector.transfer_write %v, %t[%c4, %c0] : vector<4xf32>, tensor<8x4xf32>
  %4 = vector.transfer_write %v2, %3[%c4, %c0] : vector<4xf32>, tensor<8x4xf32>
  return %2, %4 : tensor<8x4xf32>, tensor<8x4xf32>
}

// CHECK-LABEL: func.func @write_after_write(%arg0: tensor<8x4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: vector<4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %0 = vector.transfer_write %arg2, %arg0[%c4, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x4xf32>
// CHECK-NEXT:   %1 = vector.transfer_write %arg3, %0[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x4xf32>
// CHECK-NEXT:   %2 = vector.transfer_write %arg2, %arg0[%c4, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x4xf32>
// CHECK-NEXT:   return %1, %2 : tensor<8x4xf32>, tensor<8x4xf32>

// -----

// A read at the indices of a write is the written vector broadcast and transposed to the read's
// map.
func.func @read_after_write_broadcast(%t: tensor<4x4xf32>, %v: vector<4xf32>, %pad: f32, %i: index) -> (vector<4x4xf32>, vector<4x4xf32>) {
  %0 = vector.transfer_write %v, %t[%i, %i] {in_bounds = [true]} : vector<4xf32>, tensor<4x4xf32>
  %1 = vector.transfer_read %0[%i, %i], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, 0)>} : tensor<4x4xf32>, vector<4x4xf32>
  %2 = vector.transfer_read %0[%i, %i], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : tensor<4x4xf32>, vector<4x4xf32>
  return %1, %2 : vector<4x4xf32>, vector<4x4xf32>
}

// CHECK-LABEL: func.func @read_after_write_broadcast(%arg0: tensor<4x4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: index) -> (vector<4x4xf32>, vector<4x4xf32>) {
// CHECK-NEXT:   %0 = vector.broadcast %arg1 : vector<4xf32> to vector<4x4xf32>
// CHECK-NEXT:   %1 = vector.transpose %0, [1, 0] : vector<4x4xf32> to vector<4x4xf32>
// CHECK-NEXT:   %2 = vector.broadcast %arg1 : vector<4xf32> to vector<4x4xf32>
// CHECK-NEXT:   return %1, %2 : vector<4x4xf32>, vector<4x4xf32>
