// RUN: oxir-opt %s --inline -split-input-file | FileCheck %s

// Which private callees the inliner erases, as MLIR's call-graph use counts decide (the CHECK
// lines are mlir-opt 22's output).

// A private callee with two uses, one in a dead private function: the use in @entry is inlined,
// the dead caller is erased, the callee stays (its count never reached the last use).
// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @callee(%arg0: i32) -> i32 {
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.andi %arg0, %c8_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @entry(%arg0: i32) -> i32 {
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.andi %arg0, %c8_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @callee(%a: i32) -> i32 {
  %c = arith.constant 8 : i32
  %r = arith.andi %a, %c : i32
  return %r : i32
}
func.func @entry(%a: i32) -> i32 {
  %r = func.call @callee(%a) : (i32) -> i32
  return %r : i32
}
func.func private @dead(%a: i32) -> i32 {
  %r = func.call @callee(%a) : (i32) -> i32
  return %r : i32
}

// -----

// Two uses, both inlined: the second is the last use, inlined in place, and the callee goes.
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @both(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @twice(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func @both(%a: i32) -> i32 {
  %x = func.call @twice(%a) : (i32) -> i32
  %y = func.call @twice(%x) : (i32) -> i32
  return %y : i32
}

// -----

// Two callers of one callee: both inline it; the callee is erased with its last use.
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @caller1(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller2(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @leaf(%a: i32) -> i32 {
  %r = arith.muli %a, %a : i32
  return %r : i32
}
func.func @caller1(%a: i32) -> i32 {
  %r = func.call @leaf(%a) : (i32) -> i32
  return %r : i32
}
func.func @caller2(%a: i32) -> i32 {
  %r = func.call @leaf(%a) : (i32) -> i32
  return %r : i32
}
