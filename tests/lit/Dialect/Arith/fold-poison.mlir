// RUN: oxir-opt %s --split-input-file --canonicalize | FileCheck %s
// A poison operand makes the constant folders of arith and math return poison (MLIR's
// constFoldBinaryOp/UnaryOp/CastOp), materialized as `ub.poison` of the result type; the shift
// folders, the comparisons and index ops keep theirs, select picks the other value, and a
// scalar bitcast of poison is poison.

func.func @binary(%a: i32, %f: f32, %v: vector<4xi32>) -> (i32, i32, i32, i32, i32, vector<4xi32>, f32, f32) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %pv = ub.poison : vector<4xi32>
  %0 = arith.addi %a, %p : i32
  %1 = arith.divsi %p, %a : i32
  %2 = arith.remui %a, %p : i32
  %3 = arith.maxsi %p, %a : i32
  %4 = arith.andi %a, %p : i32
  %5 = arith.subi %pv, %v : vector<4xi32>
  %6 = arith.maximumf %f, %pf : f32
  %7 = arith.divf %pf, %f : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, vector<4xi32>, f32, f32
}

// CHECK-LABEL: func.func @binary(%arg0: i32, %arg1: f32, %arg2: vector<4xi32>) -> (i32, i32, i32, i32, i32, vector<4xi32>, f32, f32) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : vector<4xi32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: return %0, %0, %0, %0, %0, %1, %2, %2 : i32, i32, i32, i32, i32, vector<4xi32>, f32, f32
// CHECK-NEXT: }

// -----

func.func @unary_and_casts() -> (f32, i64, f32, i32, f64, f16, index, f32, f32) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %0 = arith.negf %pf : f32
  %1 = arith.extsi %p : i32 to i64
  %2 = arith.uitofp %p : i32 to f32
  %3 = arith.fptoui %pf : f32 to i32
  %4 = arith.extf %pf : f32 to f64
  %5 = arith.truncf %pf : f32 to f16
  %6 = arith.index_cast %p : i32 to index
  %7 = math.sqrt %pf : f32
  %8 = arith.bitcast %p : i32 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, i64, f32, i32, f64, f16, index, f32, f32
}

// CHECK-LABEL: func.func @unary_and_casts() -> (f32, i64, f32, i32, f64, f16, index, f32, f32) {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = ub.poison : i64
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: %3 = ub.poison : f64
// CHECK-NEXT: %4 = ub.poison : f16
// CHECK-NEXT: %5 = ub.poison : index
// CHECK-NEXT: return %0, %1, %0, %2, %3, %4, %5, %0, %0 : f32, i64, f32, i32, f64, f16, index, f32, f32
// CHECK-NEXT: }

// -----

func.func @kept(%a: i32, %c: i1, %v: vector<2xi32>) -> (i32, i32, i1, index, i32, i32, vector<2xf32>) {
  %p = ub.poison : i32
  %pi = ub.poison : index
  %pv = ub.poison : vector<2xi32>
  %0 = arith.shrsi %a, %p : i32
  %1 = arith.shli %p, %a : i32
  %2 = arith.cmpi ult, %a, %p : i32
  %3 = index.add %pi, %pi
  %4 = arith.select %c, %p, %a : i32
  %5 = arith.select %c, %a, %p : i32
  %6 = arith.bitcast %pv : vector<2xi32> to vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i1, index, i32, i32, vector<2xf32>
}

// CHECK-LABEL: func.func @kept(%arg0: i32, %arg1: i1, %arg2: vector<2xi32>) -> (i32, i32, i1, index, i32, i32, vector<2xf32>) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : index
// CHECK-NEXT: %2 = ub.poison : vector<2xi32>
// CHECK-NEXT: %3 = arith.shrsi %arg0, %0 : i32
// CHECK-NEXT: %4 = arith.shli %0, %arg0 : i32
// CHECK-NEXT: %5 = arith.cmpi ult, %arg0, %0 : i32
// CHECK-NEXT: %6 = index.add %1, %1
// CHECK-NEXT: %7 = arith.bitcast %2 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT: return %3, %4, %5, %6, %arg0, %arg0, %7 : i32, i32, i1, index, i32, i32, vector<2xf32>
// CHECK-NEXT: }
