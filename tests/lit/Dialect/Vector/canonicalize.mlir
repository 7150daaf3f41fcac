// RUN: oxir-opt %s --canonicalize | FileCheck %s

// The canonicalizations of vector.multi_reduction, as mlir-opt 22 applies them: a 1-D reduction
// of no dimension folds to its source; one over unit dimensions only becomes a shape_cast (or an
// extract, to a scalar) combined with the accumulator by the arith op of its kind.

// CHECK-LABEL: func.func @unit_dims_float(
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<1x8xf32> to vector<8xf32>
// CHECK-NEXT: %1 = arith.addf %arg1, %0 : vector<8xf32>
// CHECK-NEXT: %2 = vector.multi_reduction <add>, %arg2, %arg3 [0] : vector<8xf32> to f32
// CHECK-NEXT: return %arg2, %1, %2 : vector<8xf32>, vector<8xf32>, f32
func.func @unit_dims_float(%v: vector<1x8xf32>, %a: vector<8xf32>, %w: vector<8xf32>, %b: f32) -> (vector<8xf32>, vector<8xf32>, f32) {
  %0 = vector.multi_reduction <add>, %w, %a [] : vector<8xf32> to vector<8xf32>
  %1 = vector.multi_reduction <add>, %v, %a [0] : vector<1x8xf32> to vector<8xf32>
  %2 = vector.multi_reduction <add>, %w, %b [0] : vector<8xf32> to f32
  return %0, %1, %2 : vector<8xf32>, vector<8xf32>, f32
}

// CHECK-LABEL: func.func @unit_dims_int(
// CHECK-NEXT: %0 = vector.extract %arg0[0, 0] : i32 from vector<1x1xi32>
// CHECK-NEXT: %1 = arith.maxsi %arg1, %0 : i32
// CHECK-NEXT: %2 = vector.shape_cast %arg2 : vector<2x1xi32> to vector<2xi32>
// CHECK-NEXT: %3 = arith.xori %arg3, %2 : vector<2xi32>
// CHECK-NEXT: return %1, %3 : i32, vector<2xi32>
func.func @unit_dims_int(%v: vector<1x1xi32>, %a: i32, %w: vector<2x1xi32>, %b: vector<2xi32>) -> (i32, vector<2xi32>) {
  %0 = vector.multi_reduction <maxsi>, %v, %a [0, 1] : vector<1x1xi32> to i32
  %1 = vector.multi_reduction <xor>, %w, %b [1] : vector<2x1xi32> to vector<2xi32>
  return %0, %1 : i32, vector<2xi32>
}
