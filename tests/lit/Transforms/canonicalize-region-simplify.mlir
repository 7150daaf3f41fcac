// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --canonicalize=region-simplify=disabled | FileCheck %s --check-prefixes=CHECK,DIS
// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s --check-prefixes=CHECK,NORM,SIMP
// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --canonicalize=region-simplify=normal | FileCheck %s --check-prefixes=CHECK,NORM,SIMP
// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --canonicalize=region-simplify=aggressive | FileCheck %s --check-prefixes=CHECK,AGG,SIMP

// Region simplification after each greedy iteration: `normal` (canonicalize's default) erases
// dead ops, dead block arguments and the successor operands feeding them; `aggressive` also
// merges identical blocks and drops arguments that always receive the same value.

// Unreachable blocks go at every level (before the patterns run), even when their IR is only
// valid because it is unreachable.
// CHECK-LABEL: func.func @unreachable
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @unreachable(%x: i32) -> i32 {
  return %x : i32
^bb1:
  %0 = arith.addi %0, %0 : i32
  cf.br ^bb1
}

// -----

// A block argument without uses goes with the operands branches pass for it.
// CHECK-LABEL: func.func @dead_arg
// DIS:           cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, i64), ^bb2(%arg2 : i64)
// DIS:         ^bb1(%0: i32, %1: i64):
// DIS:         ^bb2(%2: i64):
// NORM:          cf.cond_br %arg0, ^bb1(%arg2 : i64), ^bb2
// NORM-NEXT:   ^bb1(%0: i64):
// NORM-NEXT:     "t.use"(%0) : (i64) -> ()
// NORM:        ^bb2:
// AGG:           cf.cond_br %arg0, ^bb1, ^bb2
// AGG-NEXT:    ^bb1:
// AGG-NEXT:      "t.use"(%arg2) : (i64) -> ()
// AGG:         ^bb2:
func.func @dead_arg(%c: i1, %x: i32, %y: i64) {
  cf.cond_br %c, ^bb1(%x, %y : i32, i64), ^bb2(%y : i64)
^bb1(%a: i32, %b: i64):
  "t.use"(%b) : (i64) -> ()
  return
^bb2(%d: i64):
  "t.other"() : () -> ()
  return
}

// -----

// A value only feeding itself around a loop is dead: the liveness is a fixpoint that starts
// from everything dead.
// CHECK-LABEL: func.func @dead_cycle
// DIS:           cf.br ^bb1(%c0_i32 : i32)
// DIS:           arith.addi
// SIMP-NEXT:     cf.br ^bb1
// SIMP-NEXT:   ^bb1:
// SIMP-NEXT:     "t.body"() : () -> ()
// SIMP-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
func.func @dead_cycle(%c: i1, %x: i32) {
  %z = arith.constant 0 : i32
  cf.br ^loop(%z : i32)
^loop(%i: i32):
  %n = arith.addi %i, %x : i32
  "t.body"() : () -> ()
  cf.cond_br %c, ^loop(%n : i32), ^exit
^exit:
  return
}

// -----

// `cf.switch` keeps its operand segments right when operands of some successors go.
// CHECK-LABEL: func.func @switch_args
// DIS:             default: ^bb1(%arg1 : i32),
// DIS-NEXT:        4: ^bb2(%arg2, %arg1 : i64, i32),
// DIS-NEXT:        5: ^bb3(%arg1 : i32)
// NORM:            default: ^bb1,
// NORM-NEXT:       4: ^bb2(%arg1 : i32),
// NORM-NEXT:       5: ^bb3(%arg1 : i32)
// NORM:          ^bb2(%0: i32):
// NORM-NEXT:       "t.b"(%0) : (i32) -> ()
// AGG:             default: ^bb1,
// AGG-NEXT:        4: ^bb2,
// AGG-NEXT:        5: ^bb3
// AGG:           ^bb2:
// AGG-NEXT:        "t.b"(%arg1) : (i32) -> ()
func.func @switch_args(%f: i32, %x: i32, %y: i64) {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32),
    4: ^bb2(%y, %x : i64, i32),
    5: ^bb3(%x : i32)
  ]
^bb1(%a: i32):
  "t.a"() : () -> ()
  return
^bb2(%b: i64, %b2: i32):
  "t.b"(%b2) : (i32) -> ()
  return
^bb3(%d: i32):
  "t.c"(%d) : (i32) -> ()
  return
}

// -----

// Blocks identical but for values defined outside them merge (aggressive only); the values
// become a new argument, and here `cf.cond_br` to one block with two values becomes a select.
// CHECK-LABEL: func.func @merge
// DIS:           cf.cond_br %arg0, ^bb1, ^bb2
// NORM:          cf.cond_br %arg0, ^bb1, ^bb2
// AGG-NEXT:      %0 = arith.select %arg0, %arg1, %arg2 : i32
// AGG-NEXT:      "t.use"(%0) : (i32) -> ()
// AGG-NEXT:      return
func.func @merge(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "t.use"(%x) : (i32) -> ()
  return
^bb2:
  "t.use"(%y) : (i32) -> ()
  return
}

// -----

// An argument that receives the same value from every predecessor is replaced by it
// (aggressive only).
// CHECK-LABEL: func.func @redundant
// DIS:           cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i64, i64), ^bb2(%arg1, %arg3 : i64, i64)
// NORM:          cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i64, i64), ^bb2(%arg1, %arg3 : i64, i64)
// AGG:           cf.cond_br %arg0, ^bb1, ^bb2
// AGG-NEXT:    ^bb1:
// AGG-NEXT:      "t.first"(%arg1, %arg2) : (i64, i64) -> ()
// AGG:         ^bb2:
// AGG-NEXT:      "t.second"(%arg1, %arg3) : (i64, i64) -> ()
func.func @redundant(%c: i1, %x: i64, %y: i64, %z: i64) {
  cf.cond_br %c, ^bb1(%x, %y : i64, i64), ^bb2(%x, %z : i64, i64)
^bb1(%a0: i64, %a1: i64):
  "t.first"(%a0, %a1) : (i64, i64) -> ()
  return
^bb2(%b0: i64, %b1: i64):
  "t.second"(%b0, %b1) : (i64, i64) -> ()
  return
}

// -----

// Two branches of a diamond doing the same thing merge, passing their differing operands.
// CHECK-LABEL: func.func @merge_with_args
// NORM:          cf.cond_br %arg0, ^bb1(%arg1, %arg1 : i32, i32), ^bb2(%arg2, %arg1 : i32, i32)
// AGG:           %0 = arith.select %arg0, %arg1, %arg2 : i32
// AGG-NEXT:      %1 = arith.addi %0, %arg1 : i32
// AGG-NEXT:      "t.use"(%1) : (i32) -> ()
// AGG-NEXT:      return
func.func @merge_with_args(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1(%x, %x : i32, i32), ^bb2(%y, %x : i32, i32)
^bb1(%a: i32, %b: i32):
  %s = arith.addi %a, %b : i32
  "t.use"(%s) : (i32) -> ()
  cf.br ^bb3
^bb2(%d: i32, %e: i32):
  %t = arith.addi %d, %e : i32
  "t.use"(%t) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}
