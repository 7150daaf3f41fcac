// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s

// affine.parallel, custom and generic form as mlir-opt 22 prints them: bounds as expressions of
// SSA ids or max/min groups (operands deduplicated across the groups), elided unit steps,
// reductions, the region without its terminator unless the band has results.

func.func @parallel(%A : memref<100x100xf32>, %N : index) {
  affine.parallel (%i0, %j0) = (0, 0) to (symbol(%N), 100) step (10, 10) {
    %0:2 = affine.parallel (%i1, %j1) = (%i0, %j0) to (%i0 + 10, %j0 + 10) reduce ("minimumf", "maximumf") -> (f32, f32) {
      %2 = affine.load %A[%i0 + %i0, %j0 + %j1] : memref<100x100xf32>
      affine.yield %2, %2 : f32, f32
    }
  } {tag = "outer"}
  return
}

func.func @min_max(%a: index, %b: index, %c: index, %d: index) {
  affine.parallel (%i, %j, %k) = (max(%a, %b), %b, max(%a floordiv 2, symbol(%c) * 3))
                              to (%c, min(%c, %d - 1, 100), %b + symbol(%d)) step (1, 2, 1) {
    affine.yield
  }
  return
}

func.func @no_ivs() {
  affine.parallel () = () to () {
  }
  return
}

func.func @reductions(%m: memref<64xi32>, %f: memref<64xf64>) -> (i32, i32, f64, f64) {
  %0:2 = affine.parallel (%i) = (0) to (64) reduce ("addi", "andi") -> (i32, i32) {
    %v = affine.load %m[%i] : memref<64xi32>
    affine.yield %v, %v : i32, i32
  }
  %1:2 = affine.parallel (%i) = (0) to (64) reduce ("mulf", "assign") -> (f64, f64) {
    %v = affine.load %f[%i] : memref<64xf64>
    affine.yield %v, %v : f64, f64
  }
  return %0#0, %0#1, %1#0, %1#1 : i32, i32, f64, f64
}

// CHECK: module {
// CHECK-LABEL: func.func @parallel(%arg0: memref<100x100xf32>, %arg1: index) {
// CHECK: affine.parallel (%arg2, %arg3) = (0, 0) to (symbol(%arg1), 100) step (10, 10) {
// CHECK: %0:2 = affine.parallel (%arg4, %arg5) = (%arg2, %arg3) to (%arg2 + 10, %arg3 + 10) reduce ("minimumf", "maximumf") -> (f32, f32) {
// CHECK: %1 = affine.load %arg0[%arg2 * 2, %arg3 + %arg5] : memref<100x100xf32>
// CHECK: affine.yield %1, %1 : f32, f32
// CHECK: }
// CHECK: } {tag = "outer"}
// CHECK: return
// CHECK: }
// CHECK-LABEL: func.func @min_max(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK: affine.parallel (%arg4, %arg5, %arg6) = (max(%arg0, %arg1), %arg1, max(%arg0 floordiv 2, symbol(%arg2) * 3)) to (%arg2, min(%arg2, %arg3 - 1, 100), %arg1 + symbol(%arg3)) step (1, 2, 1) {
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK-LABEL: func.func @no_ivs() {
// CHECK: affine.parallel () = () to () {
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK-LABEL: func.func @reductions(%arg0: memref<64xi32>, %arg1: memref<64xf64>) -> (i32, i32, f64, f64) {
// CHECK: %0:2 = affine.parallel (%arg2) = (0) to (64) reduce ("addi", "andi") -> (i32, i32) {
// CHECK: %2 = affine.load %arg0[%arg2] : memref<64xi32>
// CHECK: affine.yield %2, %2 : i32, i32
// CHECK: }
// CHECK: %1:2 = affine.parallel (%arg2) = (0) to (64) reduce ("mulf", "assign") -> (f64, f64) {
// CHECK: %2 = affine.load %arg1[%arg2] : memref<64xf64>
// CHECK: affine.yield %2, %2 : f64, f64
// CHECK: }
// CHECK: return %0#0, %0#1, %1#0, %1#1 : i32, i32, f64, f64
// CHECK: }
// CHECK: }

// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0 * 2, d1 + d2)>
// GENERIC: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC: #map2 = affine_map<(d0, d1) -> (d0 + 10, d1 + 10)>
// GENERIC: #map3 = affine_map<() -> (0, 0)>
// GENERIC: #map4 = affine_map<()[s0] -> (s0, 100)>
// GENERIC: #map5 = affine_map<(d0, d1)[s0] -> (d0, d1, d1, d0 floordiv 2, s0 * 3)>
// GENERIC: #map6 = affine_map<(d0, d1, d2)[s0] -> (d0, d0, d1 - 1, 100, d2 + s0)>
// GENERIC: #map7 = affine_map<() -> ()>
// GENERIC: #map8 = affine_map<(d0) -> (d0)>
// GENERIC: #map9 = affine_map<() -> (0)>
// GENERIC: #map10 = affine_map<() -> (64)>
// GENERIC: "affine.parallel"(%arg12) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map3, reductions = [], steps = [10, 10], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map4}> ({
// GENERIC: %4:2 = "affine.parallel"(%arg13, %arg14, %arg13, %arg14) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map1, reductions = [8, 4], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map2}> ({
// GENERIC: "affine.parallel"(%arg4, %arg5, %arg6, %arg6, %arg7, %arg5, %arg7) <{lowerBoundsGroups = dense<[2, 1, 2]> : tensor<3xi32>, lowerBoundsMap = #map5, reductions = [], steps = [1, 2, 1], upperBoundsGroups = dense<[1, 3, 1]> : tensor<3xi32>, upperBoundsMap = #map6}> ({
// GENERIC: "affine.parallel"() <{lowerBoundsGroups = dense<> : tensor<0xi32>, lowerBoundsMap = #map7, reductions = [], steps = [], upperBoundsGroups = dense<> : tensor<0xi32>, upperBoundsMap = #map7}> ({
// GENERIC: %0:2 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map9, reductions = [1, 2], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map10}> ({
// GENERIC: %1:2 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map9, reductions = [12, 3], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map10}> ({
