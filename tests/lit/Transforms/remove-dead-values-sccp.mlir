// RUN: oxir-opt %s --split-input-file --remove-dead-values | FileCheck %s

// Liveness runs on what dead code analysis and constant propagation find executable (MLIR's
// RunLivenessAnalysis): conditions computed from constants decide which regions run.
// A condition that constant propagation decides (not a constant op) leaves the other region
// dead: what only it uses is dead, and a private function called only from there loses its
// argument and result.
func.func private @callee(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  return %0 : i32
}

func.func @folded_condition(%m: memref<4xi32>, %x: i32) {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %cond = arith.cmpf ogt, %c1, %c2 : f32
  %c0 = arith.constant 0 : index
  scf.if %cond {
    %r = func.call @callee(%x) : (i32) -> i32
    memref.store %r, %m[%c0] : memref<4xi32>
  } else {
    memref.store %x, %m[%c0] : memref<4xi32>
  }
  return
}

// Bounds that fold to an empty range do not make the body dead: the loop's region successors do
// not depend on its bounds, so the body's store keeps what it uses.
func.func @folded_bound(%m: memref<4xi32>, %x: i32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %lb = arith.addi %c0, %c4 : index
  %r = scf.for %i = %lb to %c4 step %c4 iter_args(%acc = %x) -> (i32) {
    %y = arith.muli %acc, %acc : i32
    memref.store %y, %m[%i] : memref<4xi32>
    scf.yield %y : i32
  }
  return
}

// CHECK-LABEL: func.func private @callee() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @folded_condition(%arg0: memref<4xi32>, %arg1: i32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = arith.cmpf ogt, %cst, %cst_0 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: func.call @callee() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg1, %arg0[%c0] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @folded_bound(%arg0: memref<4xi32>, %arg1: i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.addi %c0, %c4 : index
// CHECK-NEXT: %1 = scf.for %arg2 = %0 to %c4 step %c4 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT: %2 = arith.muli %arg3, %arg3 : i32
// CHECK-NEXT: memref.store %2, %arg0[%arg2] : memref<4xi32>
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// The switch value folds to 0 (an affine.min of constants): only the default case runs, so the
// store in `case 4` is dead code, and so is what only it used.
func.func @folded_switch(%arg0: f32) -> i64 {
  %alloca = memref.alloca() : memref<4x2xf32>
  %collapse = memref.collapse_shape %alloca [[0, 1]] : memref<4x2xf32> into memref<8xf32>
  %c4 = arith.constant 4 : index
  %v = affine.min affine_map<(d0, d1) -> (d0 + -4, d1 + d0, d0 + 4)>(%c4, %c4)
  scf.index_switch %v
  case 1 {
    scf.yield
  }
  case 4 {
    %cst = arith.constant 1.0 : f32
    %c0 = arith.constant 0 : index
    memref.store %cst, %collapse[%c0] : memref<8xf32>
    scf.yield
  }
  default {
    scf.yield
  }
  %r = arith.constant -14 : i64
  return %r : i64
}

// CHECK-LABEL: func.func @folded_switch(%arg0: f32) -> i64 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4x2xf32>
// CHECK-NEXT: %c-14_i64 = arith.constant -14 : i64
// CHECK-NEXT: return %c-14_i64 : i64
// CHECK-NEXT: }
