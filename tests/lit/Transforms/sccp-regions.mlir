// RUN: oxir-opt %s --split-input-file --sccp | FileCheck %s

// Region control flow follows the ops' RegionBranchOpInterface: a while loop whose condition
// always forwards the same constant has that constant as its result, and the loop goes.
func.func @while_result(%arg0: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %r = scf.while (%w = %c5) : (i32) -> i32 {
    %lim = arith.constant -35 : i32
    %cond = arith.cmpi slt, %w, %lim : i32
    %k = arith.constant -56 : i32
    scf.condition(%cond) %k : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %arg0 : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @while_result(%arg0: i32) -> i32 {
// CHECK-NEXT: %c-56_i32 = arith.constant -56 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: return %c-56_i32 : i32
// CHECK-NEXT: }

// -----

// Only the case a known switch argument selects executes: nothing in the others is folded,
// and an execute_region whose result is known goes.
func.func @switch_cases(%m: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : index
  scf.index_switch %c0
  case 1 {
    %a = arith.constant 2 : i32
    %b = arith.addi %a, %a : i32
    memref.store %b, %m[] : memref<i32>
    scf.yield
  }
  default {
    %c = arith.constant 7 : i32
    memref.store %c, %m[] : memref<i32>
    scf.yield
  }
  %s = scf.execute_region -> i32 {
    %d = arith.constant 9 : i32
    scf.yield %d : i32
  }
  return %s : i32
}

// CHECK-LABEL: func.func @switch_cases(%arg0: memref<i32>) -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.index_switch %c0
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = arith.addi %c2_i32, %c2_i32 : i32
// CHECK-NEXT: memref.store %0, %arg0[] : memref<i32>
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: memref.store %c7_i32, %arg0[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return %c9_i32 : i32
// CHECK-NEXT: }

// -----

// A private function takes its arguments from its live calls; a cf.switch on a known flag
// takes one case.
func.func @caller() -> i32 {
  %c4 = arith.constant 4 : i32
  %r = func.call @callee(%c4) : (i32) -> i32
  return %r : i32
}
func.func private @callee(%x: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb1,
    4: ^bb2
  ]
^bb1:
  %a = arith.constant 1 : i32
  return %a : i32
^bb2:
  %b = arith.muli %x, %x : i32
  return %b : i32
}

// CHECK-LABEL: func.func @caller() -> i32 {
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = call @callee(%c4_i32) : (i32) -> i32
// CHECK-NEXT: return %c16_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @callee(%arg0: i32) -> i32 {
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: cf.switch %c4_i32 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 4: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %c16_i32 : i32
// CHECK-NEXT: }

// -----

// Folds that MLIR does in place (trunci of a wider extension) or leaves to patterns
// (tensor.dim of tensor.empty) tell nothing to the analysis.
func.func @not_folded(%n: index) -> (i16, index) {
  %c4 = arith.constant 4 : i32
  %e = arith.extui %c4 : i32 to i64
  %t = arith.trunci %e : i64 to i16
  %c0 = arith.constant 0 : index
  %empty = tensor.empty(%n) : tensor<?x4xf32>
  %d = tensor.dim %empty, %c0 : tensor<?x4xf32>
  return %t, %d : i16, index
}

// CHECK-LABEL: func.func @not_folded(%arg0: index) -> (i16, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.trunci %c4_i64 : i64 to i16
// CHECK-NEXT: %1 = tensor.empty(%arg0) : tensor<?x4xf32>
// CHECK-NEXT: %dim = tensor.dim %1, %c0 : tensor<?x4xf32>
// CHECK-NEXT: return %0, %dim : i16, index
// CHECK-NEXT: }

// -----

// memref.alloca_scope runs its region once (its RegionBranchOpInterface): the constant its
// terminator forwards reaches the scope's result.
// CHECK-LABEL: func.func @alloca_scope_constant(
// CHECK: %c3_i32 = arith.constant 3 : i32
// CHECK: memref.alloca_scope.return %c3_i32, %2 : i32, i32
// CHECK: %1 = arith.addi %c3_i32, %arg0 : i32
// CHECK-NEXT: return %1 : i32
func.func @alloca_scope_constant(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 3 : i32
  %r:2 = memref.alloca_scope -> (i32, i32) {
    %y = arith.muli %a, %b : i32
    memref.alloca_scope.return %c, %y : i32, i32
  }
  %s = arith.addi %r#0, %a : i32
  return %s : i32
}
