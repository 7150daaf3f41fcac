// RUN: oxir-opt %s -allow-unregistered-dialect -canonicalize -split-input-file | FileCheck %s

// A branch to a block with a single predecessor merges the blocks.
// CHECK-LABEL: func.func @br_merge(
// CHECK-NEXT:    "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:    return
func.func @br_merge(%a : i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x : i32):
  "foo.use"(%x) : (i32) -> ()
  return
}

// -----

// Pass-through branches are collapsed, the identical successors merged with a select, and
// the blocks merged.
// CHECK-LABEL: func.func @cond_br_passthrough(
// CHECK-NEXT:    %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    "foo.use"(%0) : (i32) -> ()
func.func @cond_br_passthrough(%c : i1, %a : i32, %b : i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x : i32):
  "foo.use"(%x) : (i32) -> ()
  return
}

// -----

// Identical successors with identical operands become an unconditional branch.
// CHECK-LABEL: func.func @cond_br_same_dest(
// CHECK-NEXT:    "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
func.func @cond_br_same_dest(%c : i1, %a : i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x : i32):
  "foo.use"(%x) : (i32) -> ()
  return
}

// -----

// A switch with only a default destination is a branch; cases equal to the default go.
// CHECK-LABEL: func.func @switch_only_default(
// CHECK-NEXT:    "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
func.func @switch_only_default(%flag : i32, %a : i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32)
  ]
^bb1(%x : i32):
  "foo.use"(%x) : (i32) -> ()
  return
}
