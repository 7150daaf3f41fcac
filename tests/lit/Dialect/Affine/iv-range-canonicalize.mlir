// RUN: oxir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: oxir-opt %s --canonicalize=top-down=0 --split-input-file --allow-unregistered-dialect | FileCheck %s

// The ranges of affine.for induction variables in the canonicalization of affine maps and loop
// bounds (MLIR's simplifyMapWithOperands and simplifyMinOrMaxExprWithOperands): a loop with
// constant bounds bounds its IV (the last value taking the step into account), and an IV is a
// multiple of what its lower bound and step share; floordiv, ceildiv and mod over such operands
// fold, and min/max bound results that cannot win are dropped. The CHECK lines are mlir-opt 22's
// output.

func.func @div_mod(%m: memref<128xf32>, %n: index) {
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 24 {
    affine.store %c, %m[%i floordiv 24] : memref<128xf32>
    affine.store %c, %m[%i mod 24] : memref<128xf32>
    affine.store %c, %m[(%i + 2) ceildiv 26] : memref<128xf32>
    affine.store %c, %m[%i floordiv 12] : memref<128xf32>
    affine.store %c, %m[(%i mod 8) floordiv 8] : memref<128xf32>
  }
  affine.for %i = 40 to 48 {
    affine.store %c, %m[%i floordiv 8] : memref<128xf32>
    affine.store %c, %m[%i mod 64] : memref<128xf32>
    affine.store %c, %m[(%i mod 16) floordiv 4] : memref<128xf32>
  }
  affine.for %i = -4 to 4 {
    affine.store %c, %m[%i mod 8] : memref<128xf32>
    affine.store %c, %m[(%i + 4) floordiv 8] : memref<128xf32>
  }
  return
}
// -----
func.func @step_and_tile(%m: memref<?x?xf32>, %n: index) {
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to %n step 16 {
    affine.for %j = 0 to 16 {
      affine.store %c, %m[(%i + %j) floordiv 16, (%i + %j) mod 8] : memref<?x?xf32>
      affine.store %c, %m[(%j + %i) floordiv 32, (%i + %j) mod 32] : memref<?x?xf32>
      affine.store %c, %m[%i mod 16, %i floordiv 8] : memref<?x?xf32>
    }
  }
  affine.for %i = 8 to %n step 24 {
    affine.store %c, %m[%i mod 8, %i mod 16] : memref<?x?xf32>
  }
  return
}
// -----
func.func @step_upper(%m: memref<64xf32>) {
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 20 step 8 {
    affine.store %c, %m[%i floordiv 17] : memref<64xf32>
  }
  return
}
// -----
func.func @apply_and_min(%n: index) {
  affine.for %i = 0 to 64 step 8 {
    %0 = affine.apply affine_map<(d0) -> (d0 floordiv 64 + d0 mod 64)>(%i)
    %1 = affine.min affine_map<(d0)[s0] -> (d0 mod 128, s0)>(%i)[%n]
    "test.use"(%0, %1) : (index, index) -> ()
  }
  return
}
// -----
func.func @loop_bounds(%n: index) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to min affine_map<(d0) -> (d0 * 8 + 8, 40)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
    affine.for %j = max affine_map<(d0) -> (d0 - 5, 0)>(%i) to 10 {
      "test.use"(%j) : (index) -> ()
    }
    affine.for %j = max affine_map<(d0) -> (d0, 2)>(%i) to min affine_map<(d0)[s0] -> (d0 + 10, 20, s0)>(%i)[%n] {
      "test.use"(%j) : (index) -> ()
    }
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to min affine_map<(d0) -> (d0 * -16 + 48, 16)>(%i) step 16 {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @div_mod(%arg0: memref<128xf32>, %arg1: index) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     affine.for %arg2 = 0 to 24 {
// CHECK-NEXT:       affine.store %cst, %arg0[0] : memref<128xf32>
// CHECK-NEXT:       affine.store %cst, %arg0[%arg2] : memref<128xf32>
// CHECK-NEXT:       affine.store %cst, %arg0[1] : memref<128xf32>
// CHECK-NEXT:       affine.store %cst, %arg0[%arg2 floordiv 12] : memref<128xf32>
// CHECK-NEXT:       affine.store %cst, %arg0[0] : memref<128xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 40 to 48 {
// CHECK-NEXT:       affine.store %cst, %arg0[5] : memref<128xf32>
// CHECK-NEXT:       affine.store %cst, %arg0[%arg2] : memref<128xf32>
// CHECK-NEXT:       affine.store %cst, %arg0[(%arg2 mod 16) floordiv 4] : memref<128xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = -4 to 4 {
// CHECK-NEXT:       affine.store %cst, %arg0[%arg2 mod 8] : memref<128xf32>
// CHECK-NEXT:       affine.store %cst, %arg0[0] : memref<128xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @step_and_tile(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     affine.for %arg2 = 0 to %arg1 step 16 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 16 {
// CHECK-NEXT:         affine.store %cst, %arg0[%arg2 floordiv 16, %arg3 mod 8] : memref<?x?xf32>
// CHECK-NEXT:         affine.store %cst, %arg0[%arg2 floordiv 32, (%arg3 + %arg2) mod 32] : memref<?x?xf32>
// CHECK-NEXT:         affine.store %cst, %arg0[0, %arg2 floordiv 8] : memref<?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 8 to %arg1 step 24 {
// CHECK-NEXT:       affine.store %cst, %arg0[0, %arg2 mod 16] : memref<?x?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @step_upper(%arg0: memref<64xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     affine.for %arg1 = 0 to 20 step 8 {
// CHECK-NEXT:       affine.store %cst, %arg0[0] : memref<64xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0)[s0] -> (s0, d0)>
// CHECK: module {
// CHECK-LABEL: func.func @apply_and_min(%arg0: index) {
// CHECK-NEXT:     affine.for %arg1 = 0 to 64 step 8 {
// CHECK-NEXT:       %0 = affine.min #map(%arg1)[%arg0]
// CHECK-NEXT:       "test.use"(%arg1, %0) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0) -> (d0 * 8 + 8)>
// CHECK: #map1 = affine_map<(d0) -> (d0, 2)>
// CHECK: #map2 = affine_map<(d0)[s0] -> (d0 + 10, s0)>
// CHECK: module {
// CHECK-LABEL: func.func @loop_bounds(%arg0: index) {
// CHECK-NEXT:     affine.for %arg1 = 0 to 4 {
// CHECK-NEXT:       affine.for %arg2 = 0 to #map(%arg1) {
// CHECK-NEXT:         "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:         "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.for %arg2 = max #map1(%arg1) to min #map2(%arg1)[%arg0] {
// CHECK-NEXT:         "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg1 = 0 to 3 {
// CHECK-NEXT:       affine.for %arg2 = 0 to 16 step 16 {
// CHECK-NEXT:         "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
