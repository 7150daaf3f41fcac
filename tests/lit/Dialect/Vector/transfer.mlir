// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s | oxir-opt | FileCheck %s

// vector.transfer_read and vector.transfer_write as mlir-opt 22 prints them: a minor identity
// permutation map and all-false in_bounds flags are elided (and filled in by the parser, as the
// generic form shows), the mask type is inferred from the vector type and the permutation map,
// and a write into a tensor yields the updated tensor.

func.func @f(%m: memref<?x?xf32>, %i: index, %pad: f32, %mask: vector<4xi1>, %t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = vector.transfer_read %m[%i, %i], %pad : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %i], %pad, %mask {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x5xf32>
  %4 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  vector.transfer_write %0, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %0, %m[%i, %i], %mask {in_bounds = [false]} : vector<4xf32>, memref<?x?xf32>
  %5 = vector.transfer_write %0, %t[%i, %i] : vector<4xf32>, tensor<?x?xf32>
  return %5 : tensor<?x?xf32>
}
// CHECK-DAG: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #map2 = affine_map<(d0, d1) -> (0)>
// CHECK-LABEL: func.func @f(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>, %arg4: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:   %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:   %1 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:   %2 = vector.transfer_read %arg0[%arg1, %arg1], %arg2, %arg3 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:   %3 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {permutation_map = #map1} : memref<?x?xf32>, vector<4x5xf32>
// CHECK-NEXT:   %4 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {permutation_map = #map2} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT:   vector.transfer_write %0, %arg0[%arg1, %arg1] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:   vector.transfer_write %0, %arg0[%arg1, %arg1], %arg3 : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:   %5 = vector.transfer_write %0, %arg4[%arg1, %arg1] : vector<4xf32>, tensor<?x?xf32>
// CHECK-NEXT:   return %5 : tensor<?x?xf32>
// CHECK-NEXT: }
// GENERIC-DAG: #map = affine_map<(d0, d1) -> (d1)>
// GENERIC-DAG: #map1 = affine_map<(d0, d1) -> (d0)>
// GENERIC-DAG: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-DAG: #map3 = affine_map<(d0, d1) -> (0)>
// GENERIC: %0 = "vector.transfer_read"(%arg0, %arg1, %arg1, %arg2) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// GENERIC: %1 = "vector.transfer_read"(%arg0, %arg1, %arg1, %arg2) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map1}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// GENERIC: %2 = "vector.transfer_read"(%arg0, %arg1, %arg1, %arg2, %arg3) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32, vector<4xi1>) -> vector<4xf32>
// GENERIC: %3 = "vector.transfer_read"(%arg0, %arg1, %arg1, %arg2) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map2}> : (memref<?x?xf32>, index, index, f32) -> vector<4x5xf32>
// GENERIC: %4 = "vector.transfer_read"(%arg0, %arg1, %arg1, %arg2) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map3}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// GENERIC: "vector.transfer_write"(%0, %arg0, %arg1, %arg1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// GENERIC: "vector.transfer_write"(%0, %arg0, %arg1, %arg1, %arg3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index, vector<4xi1>) -> ()
// GENERIC: %5 = "vector.transfer_write"(%0, %arg4, %arg1, %arg1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
