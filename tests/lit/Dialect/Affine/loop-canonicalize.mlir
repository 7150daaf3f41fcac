// RUN: oxir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// affine.for and affine.if canonicalization: constant and composed bounds, loops without
// iterations or with only a yield, dead else regions, always-true/false conditions, composed
// conditions; mlir-opt 22's output.

// CHECK: module {
// CHECK-LABEL: func.func @empty_no_results() {
// CHECK:     return
// CHECK:   }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @zero_trip(%arg0: f32) -> f32 {
// CHECK:     return %arg0 : f32
// CHECK:   }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @empty_iter(%arg0: f32, %arg1: index) -> f32 {
// CHECK:     return %arg0 : f32
// CHECK:   }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @empty_outside(%arg0: f32, %arg1: f32) -> f32 {
// CHECK:     return %arg1 : f32
// CHECK:   }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @single_trip(%arg0: memref<10xf32>) {
// CHECK:     affine.for %arg1 = 0 to 1 {
// CHECK:       %0 = affine.load %arg0[%arg1] : memref<10xf32>
// CHECK:       affine.store %0, %arg0[%arg1 + 1] : memref<10xf32>
// CHECK:     }
// CHECK:     return
// CHECK:   }
// CHECK: }
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: module {
// CHECK-LABEL: func.func @const_bounds(%arg0: memref<10xf32>) {
// CHECK:     affine.for %arg1 = 2 to 8 {
// CHECK:       affine.for %arg2 = #map(%arg1) to 9 {
// CHECK:         %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK:         "test.use"(%0) : (f32) -> ()
// CHECK:       }
// CHECK:     }
// CHECK:     return
// CHECK:   }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @if_true(%arg0: memref<10xf32>, %arg1: f32) {
// CHECK:     affine.store %arg1, %arg0[0] : memref<10xf32>
// CHECK:     return
// CHECK:   }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @if_false(%arg0: memref<10xf32>, %arg1: f32) -> f32 {
// CHECK:     %0 = arith.addf %arg1, %arg1 : f32
// CHECK:     return %0 : f32
// CHECK:   }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @if_false_no_else(%arg0: memref<10xf32>, %arg1: f32) {
// CHECK:     return
// CHECK:   }
// CHECK: }
// CHECK: #set = affine_set<(d0) : (d0 - 5 >= 0)>
// CHECK: module {
// CHECK-LABEL: func.func @dead_else(%arg0: memref<10xf32>, %arg1: f32, %arg2: index) {
// CHECK:     affine.for %arg3 = 0 to 10 {
// CHECK:       affine.if #set(%arg3) {
// CHECK:         affine.store %arg1, %arg0[%arg3] : memref<10xf32>
// CHECK:       }
// CHECK:     }
// CHECK:     return
// CHECK:   }
// CHECK: }
// CHECK: #set = affine_set<(d0)[s0] : (d0 * 2 - s0 >= 0, 2 >= 0)>
// CHECK: module {
// CHECK-LABEL: func.func @if_compose(%arg0: memref<10xf32>, %arg1: f32, %arg2: index) {
// CHECK:     affine.for %arg3 = 0 to 10 {
// CHECK:       affine.if #set(%arg3)[%arg2] {
// CHECK:         affine.store %arg1, %arg0[%arg3] : memref<10xf32>
// CHECK:       }
// CHECK:     }
// CHECK:     return
// CHECK:   }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @if_unused_result(%arg0: f32, %arg1: index) {
// CHECK:     return
// CHECK:   }
// CHECK: }

func.func @empty_no_results() {
  affine.for %i = 0 to 10 {
  }
  return
}

// -----

func.func @zero_trip(%x: f32) -> f32 {
  %r = affine.for %i = 10 to 5 iter_args(%a = %x) -> f32 {
    %y = arith.addf %a, %a : f32
    affine.yield %y : f32
  }
  return %r : f32
}

// -----

func.func @empty_iter(%x: f32, %n: index) -> f32 {
  %r = affine.for %i = 0 to %n iter_args(%a = %x) -> f32 {
    affine.yield %a : f32
  }
  return %r : f32
}

// -----

func.func @empty_outside(%x: f32, %y: f32) -> f32 {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> f32 {
    affine.yield %y : f32
  }
  return %r : f32
}

// -----

func.func @single_trip(%m: memref<10xf32>) {
  affine.for %i = 0 to 1 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %m[%i + 1] : memref<10xf32>
  }
  return
}

// -----

func.func @const_bounds(%m: memref<10xf32>) {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  affine.for %i = %c2 to %c8 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.for %j = affine_map<(d0) -> (d0)>(%a) to 9 {
      %v = affine.load %m[%j] : memref<10xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return
}

// -----

func.func @if_true(%m: memref<10xf32>, %v: f32) {
  affine.if affine_set<() : (0 == 0)>() {
    affine.store %v, %m[0] : memref<10xf32>
  }
  return
}

// -----

func.func @if_false(%m: memref<10xf32>, %v: f32) -> f32 {
  %r = affine.if affine_set<() : (1 == 0)>() -> f32 {
    affine.yield %v : f32
  } else {
    %w = arith.addf %v, %v : f32
    affine.yield %w : f32
  }
  return %r : f32
}

// -----

func.func @if_false_no_else(%m: memref<10xf32>, %v: f32) {
  affine.if affine_set<() : (1 == 0)>() {
    affine.store %v, %m[0] : memref<10xf32>
  }
  return
}

// -----

func.func @dead_else(%m: memref<10xf32>, %v: f32, %i: index) {
  affine.for %j = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%j) {
      affine.store %v, %m[%j] : memref<10xf32>
    } else {
    }
  }
  return
}

// -----

func.func @if_compose(%m: memref<10xf32>, %v: f32, %n: index) {
  affine.for %j = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%j)
    %c3 = arith.constant 3 : index
    affine.if affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 - 1 >= 0)>(%a, %c3)[%n] {
      affine.store %v, %m[%j] : memref<10xf32>
    }
  }
  return
}

// -----

func.func @if_unused_result(%v: f32, %n: index) {
  %r = affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%n) -> f32 {
    affine.yield %v : f32
  } else {
    affine.yield %v : f32
  }
  return
}

// -----

// An empty loop yielding its induction variable is kept (MLIR 22), whatever its trip count.
// CHECK-LABEL: func.func @empty_loop_yields_iv(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:    %0:2 = affine.for %arg2 = 0 to 10 iter_args(%arg3 = %arg0, %arg4 = %arg0) -> (index, index) {
// CHECK-NEXT:      affine.yield %arg2, %arg4 : index, index
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = affine.for %arg2 = 0 to 1 iter_args(%arg3 = %arg0) -> (index) {
// CHECK-NEXT:      affine.yield %arg2 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = affine.for %arg2 = 0 to %arg1 iter_args(%arg3 = %arg0) -> (index) {
// CHECK-NEXT:      affine.yield %arg2 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0, %1, %2 : index, index, index
func.func @empty_loop_yields_iv(%init: index, %n: index) -> (index, index, index) {
  %res:2 = affine.for %i = 0 to 10 step 1 iter_args(%arg0 = %init, %arg1 = %init) -> (index, index) {
    affine.yield %i, %arg1 : index, index
  }
  %one = affine.for %i = 0 to 1 iter_args(%arg0 = %init) -> (index) {
    affine.yield %i : index
  }
  %unknown = affine.for %i = 0 to %n iter_args(%arg0 = %init) -> (index) {
    affine.yield %i : index
  }
  return %res#0, %one, %unknown : index, index, index
}
