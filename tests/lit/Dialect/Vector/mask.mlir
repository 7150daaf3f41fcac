// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.mask and vector.yield as mlir-opt 22 prints them (the CHECK lines are its output): the
// masked op inline between braces, its vector.yield implicit (an empty mask shows its yield), the
// pass-through value after the mask, the result types after an arrow without parentheses (which
// mlir-opt 22 cannot read back; oxir reads it, the second RUN line).

func.func @masks(%m: vector<8xi1>, %v: vector<8xf32>, %a: memref<?xf32>, %i: index, %f: f32,
                 %m2: vector<4x8xi1>, %l: vector<4xf32>, %acc: vector<4x8xf32>, %t: tensor<?xf32>,
                 %iv: vector<8xindex>) -> vector<8xf32> {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %1 = vector.mask %m, %v { vector.transfer_read %a[%i], %f : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %m { vector.transfer_write %v, %a[%i] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  %2 = vector.mask %m { vector.transfer_write %v, %t[%i] : vector<8xf32>, tensor<?xf32> } : vector<8xi1> -> tensor<?xf32>
  %3 = vector.mask %m { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %m { } : vector<8xi1>
  vector.mask %m { vector.yield } : vector<8xi1>
  %4 = vector.mask %m2 { vector.outerproduct %l, %v, %acc {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  %5 = vector.mask %m { vector.transfer_read %a[%i], %f {attr} : memref<?xf32>, vector<8xf32> } {foo = 1} : vector<8xi1> -> vector<8xf32>
  %6 = vector.mask %m { vector.gather %a[%i][%iv], %m, %v : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %7 = vector.mask %m2 { vector.multi_reduction <add>, %acc, %l [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
  %8:2 = vector.mask %m { vector.yield %v, %v : vector<8xf32>, vector<8xf32> } : vector<8xi1> -> (vector<8xf32>, vector<8xf32>)
  %9 = vector.mask %m {
    %r = vector.transfer_read %a[%i], %f : memref<?xf32>, vector<8xf32>
    vector.yield %r : vector<8xf32>
  } : vector<8xi1> -> vector<8xf32>
  return %3 : vector<8xf32>
}

#matmat = {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
           iterator_types = ["parallel", "parallel", "reduction"]}
func.func @contraction_masked_scalable(%A: vector<3x4xf32>, %B: vector<4x[8]xf32>, %C: vector<3x[8]xf32>,
                                       %M: vector<3x[8]x4xi1>) -> vector<3x[8]xf32> {
  %0 = vector.mask %M { vector.contract #matmat %A, %B, %C : vector<3x4xf32>, vector<4x[8]xf32> into vector<3x[8]xf32> }
    : vector<3x[8]x4xi1> -> vector<3x[8]xf32>
  return %0 : vector<3x[8]xf32>
}

// A transfer reading along a permutation is masked in the order of the source dimensions, a
// broadcast dimension is not masked.
func.func @transfer_masks(%a: memref<?x?xf32>, %i: index, %f: f32, %m: vector<8x4xi1>, %m1: vector<8xi1>) {
  %0 = vector.mask %m { vector.transfer_read %a[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32> } : vector<8x4xi1> -> vector<4x8xf32>
  %1 = vector.mask %m1 { vector.transfer_read %a[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<4x8xf32> } : vector<8xi1> -> vector<4x8xf32>
  return
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK: #map3 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map4 = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @masks(%arg0: vector<8xi1>, %arg1: vector<8xf32>, %arg2: memref<?xf32>, %arg3: index, %arg4: f32, %arg5: vector<4x8xi1>, %arg6: vector<4xf32>, %arg7: vector<4x8xf32>, %arg8: tensor<?xf32>, %arg9: vector<8xindex>) -> vector<8xf32> {
// CHECK: %0 = vector.mask %arg0 { vector.reduction <add>, %arg1 : vector<8xf32> into f32 } : vector<8xi1> -> f32
// CHECK: %1 = vector.mask %arg0, %arg1 { vector.transfer_read %arg2[%arg3], %arg4 : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK: vector.mask %arg0 { vector.transfer_write %arg1, %arg2[%arg3] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
// CHECK: %2 = vector.mask %arg0 { vector.transfer_write %arg1, %arg8[%arg3] : vector<8xf32>, tensor<?xf32> } : vector<8xi1> -> tensor<?xf32>
// CHECK: %3 = vector.mask %arg0 { vector.yield %arg1 : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK: vector.mask %arg0 { vector.yield } : vector<8xi1>
// CHECK: vector.mask %arg0 { vector.yield } : vector<8xi1>
// CHECK: %4 = vector.mask %arg5 { vector.outerproduct %arg6, %arg1, %arg7 {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK: %5 = vector.mask %arg0 { vector.transfer_read %arg2[%arg3], %arg4 {attr} : memref<?xf32>, vector<8xf32> } {foo = 1 : i64} : vector<8xi1> -> vector<8xf32>
// CHECK: %6 = vector.mask %arg0 { vector.gather %arg2[%arg3] [%arg9], %arg0, %arg1 : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK: %7 = vector.mask %arg5 { vector.multi_reduction <add>, %arg7, %arg6 [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
// CHECK: %8:2 = vector.mask %arg0 { vector.yield %arg1, %arg1 : vector<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>, vector<8xf32>
// CHECK: %9 = vector.mask %arg0 { vector.transfer_read %arg2[%arg3], %arg4 : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK: return %3 : vector<8xf32>
// CHECK-LABEL: func.func @contraction_masked_scalable(%arg0: vector<3x4xf32>, %arg1: vector<4x[8]xf32>, %arg2: vector<3x[8]xf32>, %arg3: vector<3x[8]x4xi1>) -> vector<3x[8]xf32> {
// CHECK: %0 = vector.mask %arg3 { vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<3x4xf32>, vector<4x[8]xf32> into vector<3x[8]xf32> } : vector<3x[8]x4xi1> -> vector<3x[8]xf32>
// CHECK: return %0 : vector<3x[8]xf32>
// CHECK-LABEL: func.func @transfer_masks(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32, %arg3: vector<8x4xi1>, %arg4: vector<8xi1>) {
// CHECK: %0 = vector.mask %arg3 { vector.transfer_read %arg0[%arg1, %arg1], %arg2 {permutation_map = #map3} : memref<?x?xf32>, vector<4x8xf32> } : vector<8x4xi1> -> vector<4x8xf32>
// CHECK: %1 = vector.mask %arg4 { vector.transfer_read %arg0[%arg1, %arg1], %arg2 {permutation_map = #map4} : memref<?x?xf32>, vector<4x8xf32> } : vector<8xi1> -> vector<4x8xf32>
// CHECK: return

// GENERIC: %6 = "vector.mask"(%arg9) ({
// GENERIC: "vector.yield"(%23) : (f32) -> ()
// GENERIC: %7 = "vector.mask"(%arg9, %arg10) ({
// GENERIC: "vector.yield"(%22) : (vector<8xf32>) -> ()
// GENERIC: "vector.mask"(%arg9) ({
// GENERIC: "vector.yield"() : () -> ()
// GENERIC: %8 = "vector.mask"(%arg9) ({
// GENERIC: "vector.yield"(%21) : (tensor<?xf32>) -> ()
// GENERIC: %9 = "vector.mask"(%arg9) ({
// GENERIC: "vector.yield"(%arg10) : (vector<8xf32>) -> ()
// GENERIC: "vector.mask"(%arg9) ({
// GENERIC: "vector.yield"() : () -> ()
// GENERIC: "vector.mask"(%arg9) ({
// GENERIC: "vector.yield"() : () -> ()
// GENERIC: %10 = "vector.mask"(%arg14) ({
// GENERIC: "vector.yield"(%20) : (vector<4x8xf32>) -> ()
// GENERIC: %11 = "vector.mask"(%arg9) ({
// GENERIC: "vector.yield"(%19) : (vector<8xf32>) -> ()
// GENERIC: %12 = "vector.mask"(%arg9) ({
// GENERIC: "vector.yield"(%18) : (vector<8xf32>) -> ()
// GENERIC: %13 = "vector.mask"(%arg14) ({
// GENERIC: "vector.yield"(%17) : (vector<4xf32>) -> ()
// GENERIC: %14:2 = "vector.mask"(%arg9) ({
// GENERIC: "vector.yield"(%arg10, %arg10) : (vector<8xf32>, vector<8xf32>) -> ()
// GENERIC: %15 = "vector.mask"(%arg9) ({
// GENERIC: "vector.yield"(%16) : (vector<8xf32>) -> ()
// GENERIC: %4 = "vector.mask"(%arg8) ({
// GENERIC: "vector.yield"(%5) : (vector<3x[8]xf32>) -> ()
// GENERIC: %0 = "vector.mask"(%arg3) ({
// GENERIC: "vector.yield"(%3) : (vector<4x8xf32>) -> ()
// GENERIC: %1 = "vector.mask"(%arg4) ({
// GENERIC: "vector.yield"(%2) : (vector<4x8xf32>) -> ()
