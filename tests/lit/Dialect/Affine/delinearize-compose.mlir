// RUN: oxir-opt %s --canonicalize --split-input-file | FileCheck %s
// RUN: oxir-opt %s --canonicalize=top-down=0 --split-input-file | FileCheck %s

// Composing an affine map with its operands (MLIR's composeAffineMapAndOperands, which every
// affine.apply, min, max, load and store canonicalization runs) replaces a sum that recombines
// all the results of an affine.delinearize_index with a static basis, each times its stride, by
// the delinearized index: whatever the order of the terms, as dimensions or symbols, with other
// terms kept beside it; not when a result is missing, a stride is wrong or the basis is dynamic.
// The CHECK lines are mlir-opt 22's output.

func.func @sym_exact(%n: index) -> (index, index) {
  %d:3 = affine.delinearize_index %n into (6, 7) : index, index, index
  %0 = affine.apply affine_map<()[s0, s1, s2] -> (s2 + s1 * 7 + s0 * 42)>()[%d#0, %d#1, %d#2]
  %1 = affine.apply affine_map<()[s0, s1, s2] -> (s0 * 42 + s2 + s1 * 7)>()[%d#0, %d#1, %d#2]
  return %0, %1 : index, index
}
// -----
func.func @bounded_exact(%n: index) -> index {
  %d:2 = affine.delinearize_index %n into (3, 16) : index, index
  %0 = affine.apply affine_map<()[s0, s1] -> (s0 * 16 + s1)>()[%d#0, %d#1]
  return %0 : index
}
// -----
func.func @dim_in_loop(%m: memref<?xindex>) {
  affine.for %i = 0 to 96 {
    %d:2 = affine.delinearize_index %i into (8, 12) : index, index
    %0 = affine.apply affine_map<(d0, d1) -> (d1 + d0 * 12)>(%d#0, %d#1)
    memref.store %0, %m[%0] : memref<?xindex>
  }
  return
}
// -----
func.func @extra_terms(%n: index, %k: index) -> (index, index) {
  %d:2 = affine.delinearize_index %n into (10) : index, index
  %0 = affine.apply affine_map<()[s0, s1, s2] -> (s2 * 3 + s0 * 10 + 7 + s1)>()[%d#0, %d#1, %k]
  %1 = affine.apply affine_map<()[s0, s1] -> ((s0 * 10 + s1) floordiv 3 + s1 * 2)>()[%d#0, %d#1]
  return %0, %1 : index, index
}
// -----
func.func @missing_result(%n: index) -> index {
  %d:3 = affine.delinearize_index %n into (2, 5, 9) : index, index, index
  %0 = affine.apply affine_map<()[s0, s1] -> (s0 * 9 + s1)>()[%d#1, %d#2]
  return %0 : index
}
// -----
func.func @wrong_stride(%n: index) -> index {
  %d:2 = affine.delinearize_index %n into (4, 6) : index, index
  %0 = affine.apply affine_map<()[s0, s1] -> (s0 * 4 + s1)>()[%d#0, %d#1]
  return %0 : index
}
// -----
func.func @dynamic_basis(%n: index, %b: index) -> index {
  %d:2 = affine.delinearize_index %n into (%b, 6) : index, index
  %0 = affine.apply affine_map<()[s0, s1] -> (s0 * 6 + s1)>()[%d#0, %d#1]
  return %0 : index
}
// -----
func.func @twice(%n: index) -> index {
  %d:2 = affine.delinearize_index %n into (5) : index, index
  %0 = affine.apply affine_map<()[s0, s1] -> (s0 * 5 + s1 + s1)>()[%d#0, %d#1]
  return %0 : index
}
// -----
func.func @into_load(%n: index, %m: memref<?xf32>) -> f32 {
  %d:2 = affine.delinearize_index %n into (4, 8) : index, index
  %0 = "affine.load"(%m, %d#0, %d#1) <{map = affine_map<(d0, d1) -> (d0 * 8 + d1)>}> : (memref<?xf32>, index, index) -> f32
  return %0 : f32
}
// -----
func.func @into_min(%n: index, %k: index) -> index {
  %d:2 = affine.delinearize_index %n into (16) : index, index
  %0 = affine.min affine_map<()[s0, s1, s2] -> (s0 * 16 + s1, s2)>()[%d#0, %d#1, %k]
  return %0 : index
}
// -----
func.func @through_apply(%n: index) -> index {
  %d:2 = affine.delinearize_index %n into (32) : index, index
  %a = affine.apply affine_map<()[s0] -> (s0 * 32)>()[%d#0]
  %0 = affine.apply affine_map<()[s0, s1] -> (s0 + s1 + 1)>()[%a, %d#1]
  return %0 : index
}

// CHECK: module {
// CHECK-LABEL: func.func @sym_exact(%arg0: index) -> (index, index) {
// CHECK-NEXT:     return %arg0, %arg0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @bounded_exact(%arg0: index) -> index {
// CHECK-NEXT:     return %arg0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @dim_in_loop(%arg0: memref<?xindex>) {
// CHECK-NEXT:     affine.for %arg1 = 0 to 96 {
// CHECK-NEXT:       memref.store %arg1, %arg0[%arg1] : memref<?xindex>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 3 + s1 + 7)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0 * 2 + s1 floordiv 3)>
// CHECK: module {
// CHECK-LABEL: func.func @extra_terms(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg0 into (10) : index, index
// CHECK-NEXT:     %1 = affine.apply #map()[%arg1, %arg0]
// CHECK-NEXT:     %2 = affine.apply #map1()[%0#1, %arg0]
// CHECK-NEXT:     return %1, %2 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 9 + s1)>
// CHECK: module {
// CHECK-LABEL: func.func @missing_result(%arg0: index) -> index {
// CHECK-NEXT:     %0:3 = affine.delinearize_index %arg0 into (2, 5, 9) : index, index, index
// CHECK-NEXT:     %1 = affine.apply #map()[%0#1, %0#2]
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 4 + s1)>
// CHECK: module {
// CHECK-LABEL: func.func @wrong_stride(%arg0: index) -> index {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg0 into (4, 6) : index, index
// CHECK-NEXT:     %1 = affine.apply #map()[%0#0, %0#1]
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 6 + s1)>
// CHECK: module {
// CHECK-LABEL: func.func @dynamic_basis(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg0 into (%arg1, 6) : index, index
// CHECK-NEXT:     %1 = affine.apply #map()[%0#0, %0#1]
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK: module {
// CHECK-LABEL: func.func @twice(%arg0: index) -> index {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg0 into (5) : index, index
// CHECK-NEXT:     %1 = affine.apply #map()[%0#1, %arg0]
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @into_load(%arg0: index, %arg1: memref<?xf32>) -> f32 {
// CHECK-NEXT:     %0 = affine.load %arg1[symbol(%arg0)] : memref<?xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK: module {
// CHECK-LABEL: func.func @into_min(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.min #map()[%arg1, %arg0]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK: module {
// CHECK-LABEL: func.func @through_apply(%arg0: index) -> index {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
