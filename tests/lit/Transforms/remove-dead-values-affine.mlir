// RUN: oxir-opt %s --remove-dead-values | FileCheck %s
// RUN: oxir-opt %s --remove-dead-values=canonicalize=0 | FileCheck %s --check-prefix=NOCANON

// remove-dead-values on affine.for and affine.if, which are region-branch ops as in MLIR 22
// (AffineForOp/AffineIfOp::getSuccessorRegions): dead loop-carried values and results become
// ub.poison, and the pass's final canonicalization of the region ops folds affine.if's condition
// (the affine.apply producers composed into the integer set, as --canonicalize does) and
// affine.for's bounds. Expected output: mlir-opt 22's.

func.func @if_compose(%m: memref<10xf32>, %v: f32) {
  affine.for %i = 0 to 10 {
    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.if affine_set<(d0, d1) : (d1 - d0 >= 0)>(%i, %j) {
      affine.store %v, %m[%i] : memref<10xf32>
    }
  }
  return
}

func.func @for_iter_unused(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = affine.for %i = 0 to %n iter_args(%a = %c0, %b = %c1) -> (index, index) {
    %x = arith.addi %a, %i : index
    %y = arith.muli %b, %i : index
    affine.yield %x, %y : index, index
  }
  return %r#0 : index
}

func.func @for_const_iter(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to %n iter_args(%a = %c0) -> (index) {
    affine.yield %a : index
  }
  return %r : index
}

func.func @if_results(%i: index, %x: f32, %y: f32) -> f32 {
  %r, %s = affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) -> (f32, f32) {
    affine.yield %x, %y : f32, f32
  } else {
    affine.yield %y, %x : f32, f32
  }
  return %r : f32
}

func.func @if_same(%i: index, %x: f32) -> f32 {
  %r = affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %x : f32
  }
  return %r : f32
}

func.func @for_trip_one() -> index {
  %c3 = arith.constant 3 : index
  %r = affine.for %i = 0 to 1 iter_args(%a = %c3) -> (index) {
    %c4 = arith.constant 4 : index
    %b = arith.addi %a, %c4 : index
    affine.yield %b : index
  }
  return %r : index
}

func.func @for_loop_const(%n: index) -> index {
  %c3 = arith.constant 3 : index
  %r = affine.for %i = 0 to 10 iter_args(%a = %c3) -> (index) {
    %c0 = arith.constant 0 : index
    %b = arith.addi %a, %c0 : index
    affine.yield %b : index
  }
  return %r : index
}

func.func @nested(%m: memref<10x10xf32>, %n: index) -> f32 {
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %cst) -> (f32) {
    %s = affine.for %j = 0 to %n iter_args(%acc2 = %acc) -> (f32) {
      %v = affine.load %m[%i, %j] : memref<10x10xf32>
      %t = arith.addf %acc2, %v : f32
      %k = affine.apply affine_map<(d0) -> (d0 * 2)>(%j)
      %w = affine.if affine_set<(d0, d1) : (d1 - d0 * 2 == 0)>(%j, %k) -> f32 {
        affine.yield %t : f32
      } else {
        affine.yield %acc2 : f32
      }
      affine.yield %w : f32
    }
    affine.yield %s : f32
  }
  return %r : f32
}

func.func private @private_fn(%m: memref<10xf32>, %x: f32, %dead: index) -> (f32, index) {
  %c = arith.constant 1 : index
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    %l = affine.load %m[%i] : memref<10xf32>
    %s = arith.addf %a, %l : f32
    affine.yield %s : f32
  }
  return %r, %c : f32, index
}

func.func @caller(%m: memref<10xf32>, %x: f32, %n: index) -> f32 {
  %r:2 = func.call @private_fn(%m, %x, %n) : (memref<10xf32>, f32, index) -> (f32, index)
  return %r#0 : f32
}

func.func @if_dead_result(%i: index, %m: memref<10xf32>, %x: f32) {
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> f32 {
    affine.store %x, %m[%i] : memref<10xf32>
    affine.yield %x : f32
  } else {
    %y = arith.addf %x, %x : f32
    affine.yield %y : f32
  }
  return
}

func.func @for_unused_result_effects(%m: memref<10xf32>, %x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    affine.store %a, %m[%i] : memref<10xf32>
    %b = arith.addf %a, %a : f32
    affine.yield %b : f32
  }
  return
}

func.func @for_pure_unused(%x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    %b = arith.addf %a, %a : f32
    affine.yield %b : f32
  }
  return
}

func.func @sccp_iter_changes(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %r:2 = affine.for %i = 0 to %n iter_args(%a = %c0, %b = %c5) -> (index, index) {
    %c1 = arith.constant 1 : index
    %x = arith.addi %a, %c1 : index
    %y = arith.muli %b, %c1 : index
    affine.yield %x, %y : index, index
  }
  return %r#0, %r#1 : index, index
}

func.func @sccp_if(%i: index) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r:2 = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> (i32, i32) {
    affine.yield %c1, %c2 : i32, i32
  } else {
    affine.yield %c1, %c1 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @sccp_if_const_cond() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : index
  %r = affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%c5) -> i32 {
    affine.yield %c1 : i32
  } else {
    affine.yield %c2 : i32
  }
  return %r : i32
}

func.func @nested_scf(%n: index, %m: memref<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %s = affine.for %i = 0 to 4 iter_args(%a = %acc) -> (index) {
      %t = affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%i)[%n] -> index {
        %u = arith.addi %a, %i : index
        affine.yield %u : index
      } else {
        affine.yield %a : index
      }
      affine.yield %t : index
    }
    scf.yield %s : index
  }
  affine.store %r, %m[0] : memref<?xindex>
  return %r : index
}

func.func private @priv(%a: index, %b: index, %m: memref<10xindex>) -> index {
  affine.for %i = 0 to %a {
    affine.store %i, %m[%i] : memref<10xindex>
  }
  %r = affine.for %i = 0 to 10 iter_args(%x = %b) -> (index) {
    affine.yield %x : index
  }
  return %r : index
}

func.func @call_priv(%a: index, %b: index, %m: memref<10xindex>) {
  %r = func.call @priv(%a, %b, %m) : (index, index, memref<10xindex>) -> index
  return
}

func.func @if_then_only(%i: index, %m: memref<10xindex>) {
  %c7 = arith.constant 7 : index
  affine.if affine_set<(d0) : (d0 == 0)>(%i) {
    %u = arith.addi %c7, %i : index
    affine.store %u, %m[%i] : memref<10xindex>
  }
  return
}

func.func @for_step(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to 10 step 3 iter_args(%a = %c0) -> (index) {
    %x = arith.addi %a, %i : index
    affine.yield %x : index
  }
  return %r : index
}

func.func @for_max_min(%n: index, %k: index) -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = max affine_map<(d0) -> (d0, 0)>(%k) to min affine_map<(d0) -> (d0, 100)>(%n) iter_args(%a = %c0) -> (index) {
    %x = arith.addi %a, %i : index
    affine.yield %x : index
  }
  return %r : index
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0, 0)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0, 100)>
// CHECK-NEXT: #set = affine_set<() : (1 >= 0)>
// CHECK-NEXT: #set1 = affine_set<()[s0] : (s0 - 10 >= 0)>
// CHECK-NEXT: #set2 = affine_set<()[s0] : (s0 >= 0)>
// CHECK-NEXT: #set3 = affine_set<() : (-5 >= 0)>
// CHECK-NEXT: #set4 = affine_set<(d0)[s0] : (-d0 + s0 - 1 >= 0)>
// CHECK-NEXT: #set5 = affine_set<()[s0] : (s0 == 0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @if_compose(%arg0: memref<10xf32>, %arg1: f32) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:       %0 = affine.apply #map(%arg2)
// CHECK-NEXT:       affine.if #set() {
// CHECK-NEXT:         affine.store %arg1, %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @for_iter_unused(%arg0: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = ub.poison : index
// CHECK-NEXT:     %1:2 = affine.for %arg1 = 0 to %arg0 iter_args(%arg2 = %c0, %arg3 = %0) -> (index, index) {
// CHECK-NEXT:       %2 = arith.addi %arg2, %arg1 : index
// CHECK-NEXT:       %3 = ub.poison : index
// CHECK-NEXT:       affine.yield %2, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1#0 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @for_const_iter(%arg0: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     return %c0 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @if_results(%arg0: index, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0:2 = affine.if #set1()[%arg0] -> (f32, f32) {
// CHECK-NEXT:       %1 = ub.poison : f32
// CHECK-NEXT:       affine.yield %arg1, %1 : f32, f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = ub.poison : f32
// CHECK-NEXT:       affine.yield %arg2, %1 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @if_same(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = affine.if #set1()[%arg0] -> f32 {
// CHECK-NEXT:       affine.yield %arg1 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       affine.yield %arg1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @for_trip_one() -> index {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = affine.for %arg0 = 0 to 1 iter_args(%arg1 = %c3) -> (index) {
// CHECK-NEXT:       %c4 = arith.constant 4 : index
// CHECK-NEXT:       %1 = arith.addi %arg1, %c4 : index
// CHECK-NEXT:       affine.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @for_loop_const(%arg0: index) -> index {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %c3) -> (index) {
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %1 = arith.addi %arg2, %c0 : index
// CHECK-NEXT:       affine.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @nested(%arg0: memref<10x10xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = affine.for %arg2 = 0 to 10 iter_args(%arg3 = %cst) -> (f32) {
// CHECK-NEXT:       %1 = affine.for %arg4 = 0 to %arg1 iter_args(%arg5 = %arg3) -> (f32) {
// CHECK-NEXT:         %2 = affine.load %arg0[%arg2, %arg4] : memref<10x10xf32>
// CHECK-NEXT:         %3 = arith.addf %arg5, %2 : f32
// CHECK-NEXT:         %4 = affine.apply #map1(%arg4)
// CHECK-NEXT:         affine.yield %3 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func private @private_fn(%arg0: memref<10xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = affine.for %arg2 = 0 to 10 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:       %1 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT:       %2 = arith.addf %arg3, %1 : f32
// CHECK-NEXT:       affine.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @caller(%arg0: memref<10xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:     %0 = call @private_fn(%arg0, %arg1) : (memref<10xf32>, f32) -> f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @if_dead_result(%arg0: index, %arg1: memref<10xf32>, %arg2: f32) {
// CHECK-NEXT:     %0 = affine.if #set2()[%arg0] -> f32 {
// CHECK-NEXT:       affine.store %arg2, %arg1[%arg0] : memref<10xf32>
// CHECK-NEXT:       %1 = ub.poison : f32
// CHECK-NEXT:       affine.yield %1 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = ub.poison : f32
// CHECK-NEXT:       affine.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @for_unused_result_effects(%arg0: memref<10xf32>, %arg1: f32) {
// CHECK-NEXT:     %0 = affine.for %arg2 = 0 to 10 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:       affine.store %arg3, %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT:       %1 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:       affine.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @for_pure_unused(%arg0: f32) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @sccp_iter_changes(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %0:2 = affine.for %arg1 = 0 to %arg0 iter_args(%arg2 = %c0, %arg3 = %c5) -> (index, index) {
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:       %2 = arith.muli %arg3, %c1 : index
// CHECK-NEXT:       affine.yield %1, %2 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @sccp_if(%arg0: index) -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0:2 = affine.if #set2()[%arg0] -> (i32, i32) {
// CHECK-NEXT:       affine.yield %c1_i32, %c2_i32 : i32, i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       affine.yield %c1_i32, %c1_i32 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : i32, i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @sccp_if_const_cond() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %0 = affine.if #set3() -> i32 {
// CHECK-NEXT:       affine.yield %c1_i32 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       affine.yield %c2_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @nested_scf(%arg0: index, %arg1: memref<?xindex>) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %c0) -> (index) {
// CHECK-NEXT:       %1 = affine.for %arg4 = 0 to 4 iter_args(%arg5 = %arg3) -> (index) {
// CHECK-NEXT:         %2 = affine.if #set4(%arg4)[%arg0] -> index {
// CHECK-NEXT:           %3 = arith.addi %arg5, %arg4 : index
// CHECK-NEXT:           affine.yield %3 : index
// CHECK-NEXT:         } else {
// CHECK-NEXT:           affine.yield %arg5 : index
// CHECK-NEXT:         }
// CHECK-NEXT:         affine.yield %2 : index
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.store %0, %arg1[0] : memref<?xindex>
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func private @priv(%arg0: index, %arg1: memref<10xindex>) {
// CHECK-NEXT:     affine.for %arg2 = 0 to %arg0 {
// CHECK-NEXT:       affine.store %arg2, %arg1[%arg2] : memref<10xindex>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @call_priv(%arg0: index, %arg1: index, %arg2: memref<10xindex>) {
// CHECK-NEXT:     call @priv(%arg0, %arg2) : (index, memref<10xindex>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @if_then_only(%arg0: index, %arg1: memref<10xindex>) {
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     affine.if #set5()[%arg0] {
// CHECK-NEXT:       %0 = arith.addi %c7, %arg0 : index
// CHECK-NEXT:       affine.store %0, %arg1[%arg0] : memref<10xindex>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @for_step(%arg0: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = affine.for %arg1 = 0 to 10 step 3 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT:       %1 = arith.addi %arg2, %arg1 : index
// CHECK-NEXT:       affine.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @for_max_min(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = affine.for %arg2 = max #map2()[%arg1] to min #map3()[%arg0] iter_args(%arg3 = %c0) -> (index) {
// CHECK-NEXT:       %1 = arith.addi %arg3, %arg2 : index
// CHECK-NEXT:       affine.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// NOCANON: #map = affine_map<(d0) -> (d0 + 1)>
// NOCANON-NEXT: #map1 = affine_map<(d0) -> (d0 * 2)>
// NOCANON-NEXT: #map2 = affine_map<(d0) -> (d0, 0)>
// NOCANON-NEXT: #map3 = affine_map<(d0) -> (d0, 100)>
// NOCANON-NEXT: #set = affine_set<(d0, d1) : (d1 - d0 >= 0)>
// NOCANON-NEXT: #set1 = affine_set<(d0) : (d0 - 10 >= 0)>
// NOCANON-NEXT: #set2 = affine_set<(d0, d1) : (d1 - d0 * 2 == 0)>
// NOCANON-NEXT: #set3 = affine_set<(d0) : (d0 >= 0)>
// NOCANON-NEXT: #set4 = affine_set<(d0)[s0] : (-d0 + s0 - 1 >= 0)>
// NOCANON-NEXT: #set5 = affine_set<(d0) : (d0 == 0)>
// NOCANON-NEXT: module {
// NOCANON-LABEL: func.func @if_compose(%arg0: memref<10xf32>, %arg1: f32) {
// NOCANON-NEXT:     affine.for %arg2 = 0 to 10 {
// NOCANON-NEXT:       %0 = affine.apply #map(%arg2)
// NOCANON-NEXT:       affine.if #set(%arg2, %0) {
// NOCANON-NEXT:         affine.store %arg1, %arg0[%arg2] : memref<10xf32>
// NOCANON-NEXT:       }
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @for_iter_unused(%arg0: index) -> index {
// NOCANON-NEXT:     %c0 = arith.constant 0 : index
// NOCANON-NEXT:     %0 = ub.poison : index
// NOCANON-NEXT:     %1:2 = affine.for %arg1 = 0 to %arg0 iter_args(%arg2 = %c0, %arg3 = %0) -> (index, index) {
// NOCANON-NEXT:       %2 = arith.addi %arg2, %arg1 : index
// NOCANON-NEXT:       %3 = ub.poison : index
// NOCANON-NEXT:       affine.yield %2, %3 : index, index
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return %1#0 : index
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @for_const_iter(%arg0: index) -> index {
// NOCANON-NEXT:     %c0 = arith.constant 0 : index
// NOCANON-NEXT:     %0 = affine.for %arg1 = 0 to %arg0 iter_args(%arg2 = %c0) -> (index) {
// NOCANON-NEXT:       affine.yield %arg2 : index
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return %0 : index
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @if_results(%arg0: index, %arg1: f32, %arg2: f32) -> f32 {
// NOCANON-NEXT:     %0:2 = affine.if #set1(%arg0) -> (f32, f32) {
// NOCANON-NEXT:       %1 = ub.poison : f32
// NOCANON-NEXT:       affine.yield %arg1, %1 : f32, f32
// NOCANON-NEXT:     } else {
// NOCANON-NEXT:       %1 = ub.poison : f32
// NOCANON-NEXT:       affine.yield %arg2, %1 : f32, f32
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return %0#0 : f32
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @if_same(%arg0: index, %arg1: f32) -> f32 {
// NOCANON-NEXT:     %0 = affine.if #set1(%arg0) -> f32 {
// NOCANON-NEXT:       affine.yield %arg1 : f32
// NOCANON-NEXT:     } else {
// NOCANON-NEXT:       affine.yield %arg1 : f32
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return %0 : f32
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @for_trip_one() -> index {
// NOCANON-NEXT:     %c3 = arith.constant 3 : index
// NOCANON-NEXT:     %0 = affine.for %arg0 = 0 to 1 iter_args(%arg1 = %c3) -> (index) {
// NOCANON-NEXT:       %c4 = arith.constant 4 : index
// NOCANON-NEXT:       %1 = arith.addi %arg1, %c4 : index
// NOCANON-NEXT:       affine.yield %1 : index
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return %0 : index
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @for_loop_const(%arg0: index) -> index {
// NOCANON-NEXT:     %c3 = arith.constant 3 : index
// NOCANON-NEXT:     %0 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %c3) -> (index) {
// NOCANON-NEXT:       %c0 = arith.constant 0 : index
// NOCANON-NEXT:       %1 = arith.addi %arg2, %c0 : index
// NOCANON-NEXT:       affine.yield %1 : index
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return %0 : index
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @nested(%arg0: memref<10x10xf32>, %arg1: index) -> f32 {
// NOCANON-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// NOCANON-NEXT:     %0 = affine.for %arg2 = 0 to 10 iter_args(%arg3 = %cst) -> (f32) {
// NOCANON-NEXT:       %1 = affine.for %arg4 = 0 to %arg1 iter_args(%arg5 = %arg3) -> (f32) {
// NOCANON-NEXT:         %2 = affine.load %arg0[%arg2, %arg4] : memref<10x10xf32>
// NOCANON-NEXT:         %3 = arith.addf %arg5, %2 : f32
// NOCANON-NEXT:         %4 = affine.apply #map1(%arg4)
// NOCANON-NEXT:         %5 = affine.if #set2(%arg4, %4) -> f32 {
// NOCANON-NEXT:           affine.yield %3 : f32
// NOCANON-NEXT:         } else {
// NOCANON-NEXT:           affine.yield %arg5 : f32
// NOCANON-NEXT:         }
// NOCANON-NEXT:         affine.yield %5 : f32
// NOCANON-NEXT:       }
// NOCANON-NEXT:       affine.yield %1 : f32
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return %0 : f32
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func private @private_fn(%arg0: memref<10xf32>, %arg1: f32) -> f32 {
// NOCANON-NEXT:     %0 = affine.for %arg2 = 0 to 10 iter_args(%arg3 = %arg1) -> (f32) {
// NOCANON-NEXT:       %1 = affine.load %arg0[%arg2] : memref<10xf32>
// NOCANON-NEXT:       %2 = arith.addf %arg3, %1 : f32
// NOCANON-NEXT:       affine.yield %2 : f32
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return %0 : f32
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @caller(%arg0: memref<10xf32>, %arg1: f32, %arg2: index) -> f32 {
// NOCANON-NEXT:     %0 = call @private_fn(%arg0, %arg1) : (memref<10xf32>, f32) -> f32
// NOCANON-NEXT:     return %0 : f32
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @if_dead_result(%arg0: index, %arg1: memref<10xf32>, %arg2: f32) {
// NOCANON-NEXT:     %0 = affine.if #set3(%arg0) -> f32 {
// NOCANON-NEXT:       affine.store %arg2, %arg1[%arg0] : memref<10xf32>
// NOCANON-NEXT:       %1 = ub.poison : f32
// NOCANON-NEXT:       affine.yield %1 : f32
// NOCANON-NEXT:     } else {
// NOCANON-NEXT:       %1 = ub.poison : f32
// NOCANON-NEXT:       affine.yield %1 : f32
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @for_unused_result_effects(%arg0: memref<10xf32>, %arg1: f32) {
// NOCANON-NEXT:     %0 = affine.for %arg2 = 0 to 10 iter_args(%arg3 = %arg1) -> (f32) {
// NOCANON-NEXT:       affine.store %arg3, %arg0[%arg2] : memref<10xf32>
// NOCANON-NEXT:       %1 = arith.addf %arg3, %arg3 : f32
// NOCANON-NEXT:       affine.yield %1 : f32
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @for_pure_unused(%arg0: f32) {
// NOCANON-NEXT:     return
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @sccp_iter_changes(%arg0: index) -> (index, index) {
// NOCANON-NEXT:     %c0 = arith.constant 0 : index
// NOCANON-NEXT:     %c5 = arith.constant 5 : index
// NOCANON-NEXT:     %0:2 = affine.for %arg1 = 0 to %arg0 iter_args(%arg2 = %c0, %arg3 = %c5) -> (index, index) {
// NOCANON-NEXT:       %c1 = arith.constant 1 : index
// NOCANON-NEXT:       %1 = arith.addi %arg2, %c1 : index
// NOCANON-NEXT:       %2 = arith.muli %arg3, %c1 : index
// NOCANON-NEXT:       affine.yield %1, %2 : index, index
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return %0#0, %0#1 : index, index
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @sccp_if(%arg0: index) -> (i32, i32) {
// NOCANON-NEXT:     %c1_i32 = arith.constant 1 : i32
// NOCANON-NEXT:     %c2_i32 = arith.constant 2 : i32
// NOCANON-NEXT:     %0:2 = affine.if #set3(%arg0) -> (i32, i32) {
// NOCANON-NEXT:       affine.yield %c1_i32, %c2_i32 : i32, i32
// NOCANON-NEXT:     } else {
// NOCANON-NEXT:       affine.yield %c1_i32, %c1_i32 : i32, i32
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return %0#0, %0#1 : i32, i32
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @sccp_if_const_cond() -> i32 {
// NOCANON-NEXT:     %c1_i32 = arith.constant 1 : i32
// NOCANON-NEXT:     %c2_i32 = arith.constant 2 : i32
// NOCANON-NEXT:     %c5 = arith.constant 5 : index
// NOCANON-NEXT:     %0 = affine.if #set1(%c5) -> i32 {
// NOCANON-NEXT:       affine.yield %c1_i32 : i32
// NOCANON-NEXT:     } else {
// NOCANON-NEXT:       affine.yield %c2_i32 : i32
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return %0 : i32
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @nested_scf(%arg0: index, %arg1: memref<?xindex>) -> index {
// NOCANON-NEXT:     %c0 = arith.constant 0 : index
// NOCANON-NEXT:     %c1 = arith.constant 1 : index
// NOCANON-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %c0) -> (index) {
// NOCANON-NEXT:       %1 = affine.for %arg4 = 0 to 4 iter_args(%arg5 = %arg3) -> (index) {
// NOCANON-NEXT:         %2 = affine.if #set4(%arg4)[%arg0] -> index {
// NOCANON-NEXT:           %3 = arith.addi %arg5, %arg4 : index
// NOCANON-NEXT:           affine.yield %3 : index
// NOCANON-NEXT:         } else {
// NOCANON-NEXT:           affine.yield %arg5 : index
// NOCANON-NEXT:         }
// NOCANON-NEXT:         affine.yield %2 : index
// NOCANON-NEXT:       }
// NOCANON-NEXT:       scf.yield %1 : index
// NOCANON-NEXT:     }
// NOCANON-NEXT:     affine.store %0, %arg1[0] : memref<?xindex>
// NOCANON-NEXT:     return %0 : index
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func private @priv(%arg0: index, %arg1: memref<10xindex>) {
// NOCANON-NEXT:     affine.for %arg2 = 0 to %arg0 {
// NOCANON-NEXT:       affine.store %arg2, %arg1[%arg2] : memref<10xindex>
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @call_priv(%arg0: index, %arg1: index, %arg2: memref<10xindex>) {
// NOCANON-NEXT:     call @priv(%arg0, %arg2) : (index, memref<10xindex>) -> ()
// NOCANON-NEXT:     return
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @if_then_only(%arg0: index, %arg1: memref<10xindex>) {
// NOCANON-NEXT:     %c7 = arith.constant 7 : index
// NOCANON-NEXT:     affine.if #set5(%arg0) {
// NOCANON-NEXT:       %0 = arith.addi %c7, %arg0 : index
// NOCANON-NEXT:       affine.store %0, %arg1[%arg0] : memref<10xindex>
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @for_step(%arg0: index) -> index {
// NOCANON-NEXT:     %c0 = arith.constant 0 : index
// NOCANON-NEXT:     %0 = affine.for %arg1 = 0 to 10 step 3 iter_args(%arg2 = %c0) -> (index) {
// NOCANON-NEXT:       %1 = arith.addi %arg2, %arg1 : index
// NOCANON-NEXT:       affine.yield %1 : index
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return %0 : index
// NOCANON-NEXT:   }
// NOCANON-LABEL: func.func @for_max_min(%arg0: index, %arg1: index) -> index {
// NOCANON-NEXT:     %c0 = arith.constant 0 : index
// NOCANON-NEXT:     %0 = affine.for %arg2 = max #map2(%arg1) to min #map3(%arg0) iter_args(%arg3 = %c0) -> (index) {
// NOCANON-NEXT:       %1 = arith.addi %arg3, %arg2 : index
// NOCANON-NEXT:       affine.yield %1 : index
// NOCANON-NEXT:     }
// NOCANON-NEXT:     return %0 : index
// NOCANON-NEXT:   }
// NOCANON-NEXT: }
