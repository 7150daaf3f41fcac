// RUN: oxir-opt %s --inline | FileCheck %s
// RUN: oxir-opt %s --pass-pipeline='builtin.module(inline{default-pipeline=})' | FileCheck %s --check-prefix=NOCANON

// A private callee called once is inlined and erased; the default pipeline (canonicalize)
// then folds the constants.
// CHECK-LABEL: func.func @caller(
// CHECK-SAME:    %[[X:.*]]: i32) -> i32
// CHECK-NEXT:    %[[C:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[X]], %[[C]] : i32
// CHECK-NEXT:    return %[[S]] : i32
// CHECK-NOT:   func.func private @add_three
func.func private @add_three(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %r = arith.addi %a, %s : i32
  return %r : i32
}

func.func @caller(%x: i32) -> i32 {
  %0 = call @add_three(%x) : (i32) -> i32
  return %0 : i32
}

// Public callees stay after inlining; calls through several levels are all inlined.
// CHECK-LABEL: func.func @public_callee(
// CHECK-LABEL: func.func @nested(
// CHECK-NOT:     call
// CHECK:         arith.muli
// CHECK-NOT:     call
// CHECK:         return
func.func @public_callee(%a: i32) -> i32 {
  %r = arith.muli %a, %a : i32
  return %r : i32
}

func.func private @middle(%a: i32) -> i32 {
  %r = call @public_callee(%a) : (i32) -> i32
  return %r : i32
}

func.func @nested(%x: i32) -> i32 {
  %r = call @middle(%x) : (i32) -> i32
  return %r : i32
}

// Recursive functions are not inlined into each other.
// CHECK-LABEL: func.func @rec(
// CHECK:         call @rec(
func.func @rec(%a: i32) -> i32 {
  %r = call @rec(%a) : (i32) -> i32
  return %r : i32
}

// Declarations can't be inlined.
// CHECK-LABEL: func.func @calls_decl(
// CHECK:         call @decl(
func.func private @decl(i32) -> i32
func.func @calls_decl(%x: i32) -> i32 {
  %r = call @decl(%x) : (i32) -> i32
  return %r : i32
}

// Without the default pipeline, inlined code is left as it is.
// NOCANON-LABEL: func.func @caller(
// NOCANON-NEXT:    arith.constant 1 : i32
// NOCANON-NEXT:    arith.constant 2 : i32
// NOCANON-NEXT:    arith.addi
// NOCANON-NEXT:    arith.addi
// NOCANON-NEXT:    return
