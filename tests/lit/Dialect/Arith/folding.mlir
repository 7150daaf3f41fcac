// RUN: oxir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @int_folds
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i8
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i8
// CHECK-DAG: %[[CM127:.*]] = arith.constant -127 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i8
// CHECK-DAG: %[[C127:.*]] = arith.constant 127 : i8
// CHECK: %[[DIV0:.*]] = arith.divsi %[[C1]], %[[C0]] : i8
// CHECK: return %[[C0]], %[[CM127]], %[[C127]], %[[C127]], %[[C2]], %[[DIV0]], %arg0, %arg0
func.func @int_folds(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c127 = arith.constant 127 : i8
  %cm1 = arith.constant -1 : i8
  %cm128 = arith.constant -128 : i8
  // Wrapping: 127 + 1 = -128 wraps back to 0 with another -128.
  %0 = arith.addi %c127, %c1 : i8
  %1 = arith.addi %0, %cm128 : i8
  // Signed and unsigned division read -1 differently; division by zero is not folded.
  %2 = arith.divui %cm1, %c127 : i8
  %3 = arith.divsi %cm1, %c127 : i8
  %4 = arith.maxsi %c127, %cm1 : i8
  %5 = arith.ceildivsi %c127, %cm1 : i8
  %6 = arith.divsi %c1, %c0 : i8
  %7 = arith.addi %x, %c0 : i8
  %8 = arith.muli %c1, %x : i8
  %9 = arith.subi %2, %c0 : i8
  %10 = arith.remui %cm1, %c127 : i8
  return %1, %5, %4, %4, %9, %6, %7, %8 : i8, i8, i8, i8, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @float_folds
// CHECK-DAG: %[[THREE:.*]] = arith.constant 3.000000e+00 : f32
// CHECK-DAG: %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: return %[[THREE]], %[[NAN]], %[[FALSE]], %[[TRUE]], %arg0
func.func @float_folds(%x: f32) -> (f32, f32, i1, i1, f32) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.addf %one, %two : f32
  %1 = arith.maximumf %nan, %one : f32
  %2 = arith.cmpf oeq, %nan, %nan : f32
  %3 = arith.cmpf uno, %nan, %one : f32
  %4 = arith.mulf %x, %one : f32
  return %0, %1, %2, %3, %4 : f32, f32, i1, i1, f32
}

// CHECK-LABEL: func.func @vector_folds
// CHECK: %[[R:.*]] = arith.constant dense<[3, -1]> : vector<2xi32>
// CHECK: return %[[R]]
func.func @vector_folds() -> vector<2xi32> {
  %a = arith.constant dense<[1, 2]> : vector<2xi32>
  %b = arith.constant dense<[2, -3]> : vector<2xi32>
  %0 = arith.addi %a, %b : vector<2xi32>
  return %0 : vector<2xi32>
}
