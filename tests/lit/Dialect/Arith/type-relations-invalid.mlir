// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// The arith ops' `AllTypesMatch` relations, with mlir-opt 22's messages.

func.func @select(%c: i1, %a: i32, %b: i64) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @addui_extended(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %b) : (i32, i64) -> (i32, i1)
  return
}

// -----

func.func @mulsi_extended(%a: i32) {
  // expected-error@+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @mului_extended(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.mului_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mului_extended"(%a, %b) : (i32, i64) -> (i32, i32)
  return
}
