// RUN: oxir-opt %s --split-input-file --canonicalize --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// Locations after canonicalization, as MLIR 22 gives them: an op a declarative pattern creates
// fuses the root's location with the first op its matcher records; a constant that absorbs an
// equal one, or is hoisted out of a nested block, loses its location (`loc(unknown)`).

func.func @fused(%a: i32 loc("a"), %b: i32 loc("b")) -> (i32, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %m = arith.constant -1 : i32 loc("m")
  %x = arith.addi %a, %c1 : i32 loc("x")
  %y = arith.subi %c2, %x : i32 loc("y")
  %p = arith.muli %a, %m : i32 loc("p")
  %z = arith.addi %b, %p : i32 loc("z")
  return %y, %z : i32, i32 loc("ret")
} loc("f")

// CHECK-LABEL: func.func @fused(%arg0: i32 loc("a"), %arg1: i32 loc("b")) -> (i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32 loc(fused["y", "c2"])
// CHECK-NEXT: %0 = arith.subi %c1_i32, %arg0 : i32 loc(fused["y", "c2"])
// CHECK-NEXT: %1 = arith.subi %arg1, %arg0 : i32 loc(fused["z", "m"])
// CHECK-NEXT: return %0, %1 : i32, i32 loc("ret")
// CHECK-NEXT: } loc("f")
// CHECK-NEXT: } loc({{.*}})

// -----

func.func @merged(%a: i32 loc("a")) -> (i32, i32, i32) {
  %c7 = arith.constant 7 : i32 loc("c7")
  %x = arith.addi %a, %c7 : i32 loc("x")
  %c7b = arith.constant 7 : i32 loc("c7b")
  %y = arith.muli %a, %c7b : i32 loc("y")
  %c3 = arith.constant 3 : i32 loc("c3")
  %c4 = arith.constant 4 : i32 loc("c4")
  %s = arith.addi %c3, %c4 : i32 loc("s")
  %z = arith.divsi %a, %s : i32 loc("z")
  %k = arith.constant 9 : i32 loc("k")
  return %x, %y, %z : i32, i32, i32 loc("ret")
} loc("f")

// CHECK-LABEL: func.func @merged(%arg0: i32 loc("a")) -> (i32, i32, i32) {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32 loc(unknown)
// CHECK-NEXT: %0 = arith.addi %arg0, %c7_i32 : i32 loc("x")
// CHECK-NEXT: %1 = arith.muli %arg0, %c7_i32 : i32 loc("y")
// CHECK-NEXT: %2 = arith.divsi %arg0, %c7_i32 : i32 loc("z")
// CHECK-NEXT: return %0, %1, %2 : i32, i32, i32 loc("ret")
// CHECK-NEXT: } loc("f")
// CHECK-NEXT: } loc({{.*}})

// -----

func.func @hoisted(%a: i32 loc("a"), %c: i1 loc("c")) -> i32 {
  %r = scf.if %c -> i32 {
    %k = arith.constant 42 : i32 loc("k")
    %s = arith.addi %a, %k : i32 loc("s")
    scf.yield %s : i32 loc("y1")
  } else {
    scf.yield %a : i32 loc("y2")
  } loc("if")
  %k2 = arith.constant 5 : i32 loc("k2")
  %t = arith.addi %r, %k2 : i32 loc("t")
  return %t : i32 loc("ret")
} loc("f")

// CHECK-LABEL: func.func @hoisted(%arg0: i32 loc("a"), %arg1: i1 loc("c")) -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32 loc("k2")
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32 loc(unknown)
// CHECK-NEXT: %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg0, %c42_i32 : i32 loc("s")
// CHECK-NEXT: scf.yield %2 : i32 loc("y1")
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i32 loc("y2")
// CHECK-NEXT: } loc("if")
// CHECK-NEXT: %1 = arith.addi %0, %c5_i32 : i32 loc("t")
// CHECK-NEXT: return %1 : i32 loc("ret")
// CHECK-NEXT: } loc("f")
// CHECK-NEXT: } loc({{.*}})
