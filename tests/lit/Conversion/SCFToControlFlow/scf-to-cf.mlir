// RUN: oxir-opt %s --convert-scf-to-cf | FileCheck %s
// Structured control flow becomes blocks and branches with MLIR's block layout: forall goes
// through scf.parallel to loop nests, reductions are inlined, a forwarding while is a do-while.

func.func @forall(%n: index, %m: memref<?xf32>) {
  %cst = arith.constant 1.0 : f32
  scf.forall (%i, %j) in (%n, 4) {
    memref.store %cst, %m[%i] : memref<?xf32>
  }
  return
}
func.func @exec(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  ^b:
    %y = arith.constant 2 : i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @wh(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %y : i32
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    scf.yield %s, %q : i32, i32
  }
  return %r#0 : i32
}
func.func @red(%lb: index, %ub: index, %st: index, %init: f32) -> (f32, i32) {
  %i0 = arith.constant 0 : i32
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%init, %i0) -> (f32, i32) {
    %one = arith.constant 1.0 : f32
    %c1 = arith.constant 1 : i32
    scf.reduce(%one, %c1 : f32, i32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: i32, %r: i32):
      %s = arith.muli %l, %r : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
func.func @sw(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 { %a = arith.constant 10 : i32
    scf.yield %a : i32 }
  case 5 { %b = arith.constant 20 : i32
    scf.yield %b : i32 }
  default { %c = arith.constant 30 : i32
    scf.yield %c : i32 }
  return %r : i32
}
func.func @sw0(%i: index) {
  scf.index_switch %i
  default { scf.yield }
  return
}

// CHECK-LABEL: func.func @forall(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%c0_0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c4 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: memref.store %cst, %arg1[%0] : memref<?xf32>
// CHECK-NEXT: %4 = arith.addi %2, %c1_1 : index
// CHECK-NEXT: cf.br ^bb3(%4 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %5 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%5 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec(%arg0: i1) -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb4(%c1_i32 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: cf.br ^bb4(%c2_i32 : i32)
// CHECK-NEXT: ^bb4(%0: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @wh(%arg0: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg0 : i32, i32)
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %1 : i32
// CHECK-NEXT: cf.cond_br %2, ^bb2(%0, %1 : i32, i32), ^bb3
// CHECK-NEXT: ^bb2(%3: i32, %4: i32):  // pred: ^bb1
// CHECK-NEXT: %5 = arith.addi %3, %4 : i32
// CHECK-NEXT: cf.br ^bb1(%5, %4 : i32, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @red(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> (f32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3, %c0_i32 : index, f32, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0, %1, %2 : index, f32, i32)
// CHECK-NEXT: ^bb3(%4: index, %5: f32, %6: i32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %7 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT: cf.cond_br %7, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %8 = arith.addf %5, %cst : f32
// CHECK-NEXT: %9 = arith.muli %6, %c1_i32 : i32
// CHECK-NEXT: %10 = arith.addi %4, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%10, %8, %9 : index, f32, i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %11 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%11, %5, %6 : index, f32, i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return %1, %2 : f32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw(%arg0: index) -> i32 {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 2: ^bb1,
// CHECK-NEXT: 5: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: cf.br ^bb4(%c10_i32 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT: cf.br ^bb4(%c20_i32 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT: cf.br ^bb4(%c30_i32 : i32)
// CHECK-NEXT: ^bb4(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw0(%arg0: index) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb1]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
