// RUN: oxir-opt %s --canonicalize | FileCheck %s

// arith.select's canonicalization patterns, MLIR 22's (RedundantSelectTrue/False, SelectNotCond,
// SelectI1ToNot, SelectToExtUI). CHECK lines from mlir-opt 22's output for this file.

// CHECK-LABEL: func.func @sel_to_not
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[N:.*]] = arith.xori %arg0, %[[T]] : i1
// CHECK-NEXT:    return %[[N]] : i1
func.func @sel_to_not(%arg0: i1) -> i1 {
  %true = arith.constant true
  %false = arith.constant false
  %res = arith.select %arg0, %false, %true : i1
  return %res : i1
}

// A vector select of splats is left: the pattern takes scalar i1 constants only.
// CHECK-LABEL: func.func @sel_to_not_vector
// CHECK:         arith.select %arg0, %{{.*}}, %{{.*}} : vector<4xi1>, vector<4xi1>
func.func @sel_to_not_vector(%arg0: vector<4xi1>) -> vector<4xi1> {
  %t = arith.constant dense<true> : vector<4xi1>
  %f = arith.constant dense<false> : vector<4xi1>
  %r = arith.select %arg0, %f, %t : vector<4xi1>, vector<4xi1>
  return %r : vector<4xi1>
}

// CHECK-LABEL: func.func @redundant_true
// CHECK-NEXT:    %[[S:.*]] = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @redundant_true(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
  %0 = arith.select %arg0, %arg1, %arg2 : i32
  %res = arith.select %arg0, %0, %arg3 : i32
  return %res : i32
}

// CHECK-LABEL: func.func @redundant_false
// CHECK-NEXT:    %[[S:.*]] = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @redundant_false(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
  %0 = arith.select %arg0, %arg1, %arg2 : i32
  %res = arith.select %arg0, %arg3, %0 : i32
  return %res : i32
}

// Both xori forms: the constant moves to the right first.
// CHECK-LABEL: func.func @not_cond
// CHECK-NEXT:    %[[A:.*]] = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:    %[[B:.*]] = arith.select %arg0, %arg4, %arg3 : i32
// CHECK-NEXT:    return %[[A]], %[[B]] : i32, i32
func.func @not_cond(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32) -> (i32, i32) {
  %one = arith.constant 1 : i1
  %cond1 = arith.xori %arg0, %one : i1
  %cond2 = arith.xori %one, %arg0 : i1
  %res1 = arith.select %cond1, %arg1, %arg2 : i32
  %res2 = arith.select %cond2, %arg3, %arg4 : i32
  return %res1, %res2 : i32, i32
}

// CHECK-LABEL: func.func @to_extui
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[A:.*]] = arith.extui %arg0 : i1 to i32
// CHECK-NEXT:    %[[N:.*]] = arith.xori %arg0, %[[T]] : i1
// CHECK-NEXT:    %[[B:.*]] = arith.extui %[[N]] : i1 to i32
// CHECK-NEXT:    return %[[A]], %[[B]] : i32, i32
func.func @to_extui(%arg0: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %a = arith.select %arg0, %c1, %c0 : i32
  %b = arith.select %arg0, %c0, %c1 : i32
  return %a, %b : i32, i32
}
