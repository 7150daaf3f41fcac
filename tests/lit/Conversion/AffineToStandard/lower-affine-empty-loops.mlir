// RUN: oxir-opt %s --lower-affine --allow-unregistered-dialect | FileCheck %s

// lower-affine folds each affine.for before lowering it, as MLIR's conversion driver does with
// AffineForOp::fold: a loop whose body only yields is replaced by what it yields when that does
// not depend on the trip count (AffineForEmptyLoopFolder). The driver reaches a loop after the
// loops around it are scf.for, so the bounds of a nested loop are simplified without the ranges
// of the enclosing induction variables. The CHECK lines are mlir-opt 22's output.

func.func @pass_through(%a: f32, %n: index) -> f32 {
  %r = affine.for %i = 0 to %n iter_args(%x = %a) -> f32 {
    affine.yield %x : f32
  }
  return %r : f32
}
func.func @swap_once(%a: index, %b: index) -> (index, index) {
  %r:2 = affine.for %i = 3 to 4 iter_args(%x = %a, %y = %b) -> (index, index) {
    affine.yield %y, %x : index, index
  }
  return %r#0, %r#1 : index, index
}
func.func @swap_twice(%a: index, %b: index) -> (index, index) {
  %r:2 = affine.for %i = 0 to 2 iter_args(%x = %a, %y = %b) -> (index, index) {
    affine.yield %y, %x : index, index
  }
  return %r#0, %r#1 : index, index
}
func.func @outside(%a: index, %b: index, %n: index) -> (index, index) {
  %r:2 = affine.for %i = 0 to 5 iter_args(%x = %a, %y = %a) -> (index, index) {
    affine.yield %b, %y : index, index
  }
  %s = affine.for %i = 0 to %n iter_args(%x = %a) -> index {
    affine.yield %b : index
  }
  return %r#0, %s : index, index
}
func.func @yields_iv(%a: index) -> index {
  %r = affine.for %i = 0 to 7 iter_args(%x = %a) -> index {
    affine.yield %i : index
  }
  return %r : index
}
func.func @nested(%a: i32, %n: index) -> i32 {
  %r = affine.for %i = 0 to %n iter_args(%x = %a) -> i32 {
    %s = affine.for %j = 0 to 8 iter_args(%y = %x) -> i32 {
      affine.yield %y : i32
    }
    affine.yield %s : i32
  }
  return %r : i32
}
func.func @nested_min_bound(%n: index) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to min affine_map<(d0) -> (d0 * 8 + 8, 40)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @pass_through(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @swap_once(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     return %arg1, %arg0 : index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @swap_twice(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (index, index) {
// CHECK-NEXT:       scf.yield %arg4, %arg3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @outside(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (index) {
// CHECK-NEXT:       scf.yield %arg1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1, %0 : index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @yields_iv(%arg0: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg1 = %c0 to %c7 step %c1 iter_args(%arg2 = %arg0) -> (index) {
// CHECK-NEXT:       scf.yield %arg1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @nested(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (i32) {
// CHECK-NEXT:       scf.yield %arg3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @nested_min_bound(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %c0_0 = arith.constant 0 : index
// CHECK-NEXT:       %c8 = arith.constant 8 : index
// CHECK-NEXT:       %0 = arith.muli %arg1, %c8 overflow<nsw> : index
// CHECK-NEXT:       %c8_1 = arith.constant 8 : index
// CHECK-NEXT:       %1 = arith.addi %0, %c8_1 : index
// CHECK-NEXT:       %c40 = arith.constant 40 : index
// CHECK-NEXT:       %2 = arith.minsi %1, %c40 : index
// CHECK-NEXT:       %c1_2 = arith.constant 1 : index
// CHECK-NEXT:       scf.for %arg2 = %c0_0 to %2 step %c1_2 {
// CHECK-NEXT:         "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
