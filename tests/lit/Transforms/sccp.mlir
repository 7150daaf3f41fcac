// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --sccp | FileCheck %s

// Constants fold through arithmetic and only the branch a known condition takes is followed.

func.func @fold_chain(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.muli %a, %a : i32
  %z = arith.constant 0 : i32
  %m = arith.muli %x, %z : i32
  %n = arith.addi %x, %b : i32
  return %b, %n : i32, i32
}

// CHECK-LABEL: func.func @fold_chain(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c9_i32 : i32
// CHECK-NEXT: return %c9_i32, %0 : i32, i32
// CHECK-NEXT: }

// -----

func.func @known_branch(%x: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2(%b: i32):
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  %s = arith.addi %r, %c2 : i32
  return %s : i32
}

// CHECK-LABEL: func.func @known_branch(%arg0: i32) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: cf.cond_br %true, ^bb1(%c1_i32 : i32), ^bb2(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %c3_i32 : i32
// CHECK-NEXT: }

// -----

func.func @unknown_branch(%cond: i1, %x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%c1, %c1 : i32, i32)
^bb2:
  cf.br ^bb3(%c1, %c2 : i32, i32)
^bb3(%same: i32, %diff: i32):
  return %same, %diff : i32, i32
}

// CHECK-LABEL: func.func @unknown_branch(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%c1_i32, %c1_i32 : i32, i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%c1_i32, %c2_i32 : i32, i32)
// CHECK-NEXT: ^bb3(%0: i32, %1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %c1_i32, %1 : i32, i32
// CHECK-NEXT: }

// -----

func.func @loop_carried(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c0, %c1 : i32, i32)
^loop(%i: i32, %k: i32):
  %cmp = arith.cmpi slt, %i, %n : i32
  %next = arith.addi %i, %c1 : i32
  %kk = arith.muli %k, %c1 : i32
  cf.cond_br %cmp, ^loop(%next, %kk : i32, i32), ^exit
^exit:
  return %k : i32
}

// CHECK-LABEL: func.func @loop_carried(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb1(%c0_i32, %c1_i32 : i32, i32)
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT: %3 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: cf.cond_br %2, ^bb1(%3, %c1_i32 : i32, i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }

// -----

func.func @nested_region(%cond: i1) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = scf.if %cond -> i32 {
    %d = arith.addi %c3, %c3 : i32
    scf.yield %d : i32
  } else {
    scf.yield %c3 : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @nested_region(%arg0: i1) -> i32 {
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %c6_i32 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c3_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func.func @region_branch(%cond: i1) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = scf.if %cond -> i32 {
    scf.yield %c3 : i32
  } else {
    scf.yield %c3 : i32
  }
  %t = arith.constant true
  %r2 = scf.if %t -> i32 {
    scf.yield %c3 : i32
  } else {
    %u = "test.x"() : () -> i32
    scf.yield %u : i32
  }
  %s = arith.addi %r, %r2 : i32
  return %s : i32
}

// CHECK-LABEL: func.func @region_branch(%arg0: i1) -> i32 {
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = scf.if %true -> (i32) {
// CHECK-NEXT: scf.yield %c3_i32 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.x"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c6_i32 : i32
// CHECK-NEXT: }

// -----

func.func @unreachable_block() -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
^bb1:
  %c1 = arith.constant 1 : i32
  %x = arith.addi %c1, %c1 : i32
  return %x : i32
}

// CHECK-LABEL: func.func @unreachable_block() -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

// Calls: a private callee takes the constants its calls pass; call results take what returns give.

func.func @pub_callee(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  return %c1 : i32
}
func.func private @priv(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}
func.func private @unused(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.addi %c1, %c1 : i32
  return %c2 : i32
}
func.func @caller() -> (i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %r = func.call @pub_callee(%c5) : (i32) -> i32
  %s = func.call @priv(%c5) : (i32) -> i32
  %t = func.call @priv(%c5) : (i32) -> i32
  return %r, %s, %t : i32, i32, i32
}

// CHECK-LABEL: func.func @pub_callee(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @priv(%arg0: i32) -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c6_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @unused(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller() -> (i32, i32, i32) {
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = call @pub_callee(%c5_i32) : (i32) -> i32
// CHECK-NEXT: %1 = call @priv(%c5_i32) : (i32) -> i32
// CHECK-NEXT: %2 = call @priv(%c5_i32) : (i32) -> i32
// CHECK-NEXT: return %c1_i32, %c6_i32, %c6_i32 : i32, i32, i32
// CHECK-NEXT: }

// -----

// Loop-carried values of scf.for join the initial value and what the body yields.

func.func @loop(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c5) -> i32 {
    %b = arith.muli %a, %c5 : i32
    %d = arith.divsi %b, %c5 : i32
    scf.yield %d : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @loop(%arg0: index) -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c5_i32 : i32
// CHECK-NEXT: }
