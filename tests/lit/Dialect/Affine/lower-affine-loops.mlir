// RUN: oxir-opt %s --allow-unregistered-dialect --lower-affine --split-input-file | FileCheck %s
// lower-affine on affine.for, affine.if and affine.yield (MLIR's AffineForLowering, AffineIfLowering
// and AffineYieldOpLowering, after the in-place folds the conversion driver applies first). The
// expected output is what mlir-opt 22 prints.

// Loops: max/min multi-result bounds with dims and symbols, step, iter_args, nested loops
// whose constant-operand bounds fold first.
func.func @for_bounds(%n: index, %m: index, %a: f32) -> f32 {
  %c4 = arith.constant 4 : index
  %r = affine.for %i = max affine_map<(d0)[s0] -> (d0, s0 + 2)>(%n)[%m] to min affine_map<()[s0] -> (s0, 100)>()[%m] step 3 iter_args(%x = %a) -> (f32) {
    affine.for %j = 0 to %c4 {
      "t.use"(%i, %j) : (index, index) -> ()
    }
    %y = arith.addf %x, %x : f32
    affine.yield %y : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @for_bounds(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.addi %arg1, %c2 : index
// CHECK-NEXT:     %1 = arith.maxsi %arg0, %0 : index
// CHECK-NEXT:     %c100 = arith.constant 100 : index
// CHECK-NEXT:     %2 = arith.minsi %arg1, %c100 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %3 = scf.for %arg3 = %1 to %2 step %c3 iter_args(%arg4 = %arg2) -> (f32) {
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %c4_0 = arith.constant 4 : index
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       scf.for %arg5 = %c0 to %c4_0 step %c1 {
// CHECK-NEXT:         "t.use"(%arg3, %arg5) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT:       scf.yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %3 : f32
// CHECK-NEXT:   }

// -----

// Bound operands produced by affine.apply are composed into the bounds; constant results that
// cannot win the max/min are dropped (a mod is at least 0); only adjacent duplicates go.
func.func @for_compose(%n: index, %m: index) {
  %c7 = arith.constant 7 : index
  %x = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  affine.for %j = %x to min affine_map<(d0)[s0] -> (d0, s0, 10)>(%c7)[%m] {
    affine.for %k = max affine_map<(d0)[s0] -> (d0 mod 5, -3, s0, s0 * 2, s0)>(%j)[%n] to affine_map<(d0, d1) -> (d0 + d1)>(%j, %j) {
      "t.use"(%j, %k) : (index, index) -> ()
    }
  }
  return
}

// CHECK-LABEL: func.func @for_compose(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT:     %c1_0 = arith.constant 1 : index
// CHECK-NEXT:     %1 = arith.addi %arg0, %c1_0 : index
// CHECK-NEXT:     %c7_1 = arith.constant 7 : index
// CHECK-NEXT:     %2 = arith.minsi %c7_1, %arg1 : index
// CHECK-NEXT:     %c1_2 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg2 = %1 to %2 step %c1_2 {
// CHECK-NEXT:       %c5 = arith.constant 5 : index
// CHECK-NEXT:       %3 = arith.remsi %arg2, %c5 : index
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %4 = arith.cmpi slt, %3, %c0 : index
// CHECK-NEXT:       %5 = arith.addi %3, %c5 : index
// CHECK-NEXT:       %6 = arith.select %4, %5, %3 : index
// CHECK-NEXT:       %c2 = arith.constant 2 : index
// CHECK-NEXT:       %7 = arith.muli %arg0, %c2 overflow<nsw> : index
// CHECK-NEXT:       %8 = arith.maxsi %6, %arg0 : index
// CHECK-NEXT:       %9 = arith.maxsi %8, %7 : index
// CHECK-NEXT:       %10 = arith.maxsi %9, %arg0 : index
// CHECK-NEXT:       %c2_3 = arith.constant 2 : index
// CHECK-NEXT:       %11 = arith.muli %arg2, %c2_3 overflow<nsw> : index
// CHECK-NEXT:       %c1_4 = arith.constant 1 : index
// CHECK-NEXT:       scf.for %arg3 = %10 to %11 step %c1_4 {
// CHECK-NEXT:         "t.use"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }

// -----

// A loop with results and no iterations folds to its inits; one without results is kept.
func.func @for_empty(%a: f32) -> f32 {
  affine.for %k = 0 to 0 {
  }
  %z = affine.for %k = 5 to 2 iter_args(%q = %a) -> f32 {
    %w = arith.addf %q, %q : f32
    affine.yield %w : f32
  }
  return %z : f32
}

// CHECK-LABEL: func.func @for_empty(%arg0: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c0_0 step %c1 {
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }

// -----

// Conditionals: constraints compared with one zero constant and combined with andi; an empty
// constraint list is true; results and else regions carried.
func.func @if_ops(%n: index, %m: index, %a: f32, %b: f32) -> f32 {
  %s = affine.if affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 == 0, d0 mod 2 == 0)>(%n)[%m] -> f32 {
    affine.yield %a : f32
  } else {
    affine.yield %b : f32
  }
  affine.if affine_set<() : (0 == 0)>() {
    "t.x"() : () -> ()
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    "t.y"() : () -> ()
  } else {
    "t.z"() : () -> ()
  }
  return %s : f32
}

// CHECK-LABEL: func.func @if_ops(%arg0: index, %arg1: index, %arg2: f32, %arg3: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %c-1 : index
// CHECK-NEXT:     %1 = arith.cmpi sge, %0, %c0 : index
// CHECK-NEXT:     %c-1_0 = arith.constant -1 : index
// CHECK-NEXT:     %2 = arith.muli %arg0, %c-1_0 overflow<nsw> : index
// CHECK-NEXT:     %3 = arith.addi %2, %arg1 : index
// CHECK-NEXT:     %4 = arith.cmpi eq, %3, %c0 : index
// CHECK-NEXT:     %5 = arith.andi %1, %4 : i1
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %6 = arith.remsi %arg0, %c2 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %7 = arith.cmpi slt, %6, %c0_1 : index
// CHECK-NEXT:     %8 = arith.addi %6, %c2 : index
// CHECK-NEXT:     %9 = arith.select %7, %8, %6 : index
// CHECK-NEXT:     %10 = arith.cmpi eq, %9, %c0 : index
// CHECK-NEXT:     %11 = arith.andi %5, %10 : i1
// CHECK-NEXT:     %12 = scf.if %11 -> (f32) {
// CHECK-NEXT:       scf.yield %arg2 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %13 = arith.cmpi eq, %c0_3, %c0_2 : index
// CHECK-NEXT:     scf.if %13 {
// CHECK-NEXT:       "t.x"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     %14 = arith.cmpi sge, %arg0, %c0_4 : index
// CHECK-NEXT:     scf.if %14 {
// CHECK-NEXT:       "t.y"() : () -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       "t.z"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %12 : f32
// CHECK-NEXT:   }

// -----

// Conditional operands from affine.apply are composed into the set, duplicates merged.
func.func @if_compose(%n: index) {
  %x = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d1 - 3 >= 0)>(%x, %n) {
    "t.x"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @if_compose(%arg0: index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %c2 overflow<nsw> : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %1 = arith.cmpi sge, %arg0, %c0 : index
// CHECK-NEXT:     %c-3 = arith.constant -3 : index
// CHECK-NEXT:     %2 = arith.addi %arg0, %c-3 : index
// CHECK-NEXT:     %3 = arith.cmpi sge, %2, %c0 : index
// CHECK-NEXT:     %4 = arith.andi %1, %3 : i1
// CHECK-NEXT:     scf.if %4 {
// CHECK-NEXT:       "t.x"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
