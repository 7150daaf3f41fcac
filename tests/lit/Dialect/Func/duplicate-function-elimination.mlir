// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --duplicate-function-elimination | FileCheck %s
// Functions equal but for their name merge into the first; attributes (discardable, visibility,
// argument attributes) must match, bodies must match block by block and op by op (locations aside),
// and every reference to an erased function names the kept one.

// CHECK-LABEL: func.func @a(%arg0: i32) -> i32 attributes {t.tag}
// CHECK-NOT: func.func @b
// CHECK: func.func @c(%arg0: i32) -> i32 attributes {t.tag = 2 : i64}
// CHECK: func.func private @d(%arg0: i32) -> i32 attributes {t.tag}
// CHECK: func.func @e(%arg0: i32 {t.arg}) -> i32 attributes {t.tag}
// CHECK: func.func @br1(
// CHECK-NOT: func.func @br2
// CHECK: func.func @br3(
// CHECK: func.func @loc1(
// CHECK-NOT: func.func @loc2
// CHECK-LABEL: func.func @user
// CHECK-NEXT: call @a(%arg1)
// CHECK-NEXT: call @a(%arg1)
// CHECK-NEXT: call @c(%arg1)
// CHECK-NEXT: call @d(%arg1)
// CHECK-NEXT: call @e(%arg1)
// CHECK-NEXT: call @br1(
// CHECK-NEXT: call @br1(
// CHECK-NEXT: call @br3(
// CHECK-NEXT: call @loc1(%arg1)
// CHECK-NEXT: "t.use"() {refs = [@a, @br1]}
func.func @a(%x: i32) -> i32 attributes {t.tag} {
  return %x : i32
}
func.func @b(%x: i32) -> i32 attributes {t.tag} {
  return %x : i32
}
func.func @c(%x: i32) -> i32 attributes {t.tag = 2} {
  return %x : i32
}
func.func private @d(%x: i32) -> i32 attributes {t.tag} {
  return %x : i32
}
func.func @e(%x: i32 {t.arg}) -> i32 attributes {t.tag} {
  return %x : i32
}
func.func @br1(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%v: i32):
  return %v : i32
^bb2:
  cf.br ^bb1(%y : i32)
}
func.func @br2(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%v: i32):
  return %v : i32
^bb2:
  cf.br ^bb1(%y : i32)
}
func.func @br3(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb2, ^bb1(%x : i32)
^bb1(%v: i32):
  return %v : i32
^bb2:
  cf.br ^bb1(%y : i32)
}
func.func @loc1(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32 loc("a.mlir":1:1)
  return %0 : i32
}
func.func @loc2(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32 loc("b.mlir":2:2)
  return %0 : i32
}
func.func @user(%c: i1, %x: i32) {
  %0 = call @a(%x) : (i32) -> i32
  %1 = call @b(%x) : (i32) -> i32
  %2 = call @c(%x) : (i32) -> i32
  %3 = call @d(%x) : (i32) -> i32
  %4 = call @e(%x) : (i32) -> i32
  %5 = call @br1(%c, %x, %x) : (i1, i32, i32) -> i32
  %6 = call @br2(%c, %x, %x) : (i1, i32, i32) -> i32
  %7 = call @br3(%c, %x, %x) : (i1, i32, i32) -> i32
  %8 = call @loc2(%x) : (i32) -> i32
  "t.use"() {refs = [@b, @br2]} : () -> ()
  return
}

// -----

// A duplicate in a nested module is merged too; references are rewritten from its own symbol table
// out (`@b` inside, `@inner::@b` outside), a flat `@b` outside it is left alone.
// CHECK-LABEL: func.func @a
// CHECK: module @inner {
// CHECK-NOT: func.func @b
// CHECK: "t.use"() {r = @a}
// CHECK: "t.use"() {r = [@b, @inner::@a]}
func.func @a(%x: i32) -> i32 {
  return %x : i32
}
module @inner {
  func.func @b(%x: i32) -> i32 {
    return %x : i32
  }
  func.func @g() {
    "t.use"() {r = @b} : () -> ()
    return
  }
}
"t.use"() {r = [@b, @inner::@b]} : () -> ()
