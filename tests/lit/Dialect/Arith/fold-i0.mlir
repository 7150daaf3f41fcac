// RUN: oxir-opt %s --canonicalize --split-input-file | FileCheck %s
// RUN: oxir-opt %s --canonicalize --split-input-file | oxir-opt --split-input-file

// An `i0` has the one value 0: folds that truncate to it give 0 (found by the `passes` fuzz
// target: `-1 : i0` was printed, which does not parse).

// CHECK-LABEL: func.func @trunc_i0
// CHECK-NEXT:    %[[C:.*]] = arith.constant 0 : i0
// CHECK-NEXT:    return %[[C]] : i0
func.func @trunc_i0() -> i0 {
  %c = arith.constant -1 : i8
  %t = arith.trunci %c : i8 to i0
  return %t : i0
}

// -----

// CHECK-LABEL: func.func @extsi_i0
// CHECK-NEXT:    %[[C:.*]] = arith.constant 0 : i16
// CHECK-NEXT:    return %[[C]] : i16
func.func @extsi_i0() -> i16 {
  %c = arith.constant 0 : i0
  %e = arith.extsi %c : i0 to i16
  return %e : i16
}
