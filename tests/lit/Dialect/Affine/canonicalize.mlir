// RUN: oxir-opt %s --canonicalize --split-input-file | FileCheck %s

// Canonicalization of affine.apply, affine.min and affine.max (MLIR's SimplifyAffineOp:
// composition with producing applies, constant operands folded into the map, unused and duplicate
// operands dropped, dimensions that are valid symbols promoted to symbols, map simplification;
// folds to constants, operands and poison; min/max deduplication, merging, ordering and
// single-result rewriting). The expected output is what mlir-opt 22 prints.

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 6 + s1 + 1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @compose(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %arg1]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @constant_fold() -> (index, index, index) {
// CHECK-NEXT:     %c22 = arith.constant 22 : index
// CHECK-NEXT:     %c-3 = arith.constant -3 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     return %c22, %c-3, %c0 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @fold_to_operand(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     return %arg1, %arg1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @division_by_zero() -> index {
// CHECK-NEXT:     %0 = ub.poison : index
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 4 + s1 * 2)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @dedup_and_promote(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1, %arg0]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0] -> (s0 * 4 + 4)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @constant_and_unused_operands(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0)[s0, s1] -> (d0 - s0 + s1 * 2)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @loop_iv_stays_dim(%arg0: index, %arg1: index, %arg2: memref<?xindex>) {
// CHECK-NEXT:     %dim = memref.dim %arg2, %arg0 : memref<?xindex>
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %arg0 {
// CHECK-NEXT:       %0 = affine.apply #map(%arg3)[%arg1, %dim]
// CHECK-NEXT:       memref.store %0, %arg2[%arg3] : memref<?xindex>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @known_divisors(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     return %arg0, %c0, %c0 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0] -> (9, s0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @min_max_fold(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     %0 = affine.min #map()[%arg0]
// CHECK-NEXT:     return %c3, %c9, %0, %arg1 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0, s1] -> (32, s1 + 16, s0 + s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (64, s0 * 2)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @min_max_canonical(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %0 = affine.min #map()[%arg0, %arg1]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT:     %2 = affine.min #map2()[%0]
// CHECK-NEXT:     return %0, %1, %2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0, s1] -> (s1 + 16, s1 * 8, s0 + 4)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s1 - 1, s0)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1, s2] -> (s0 floordiv 2, s2 - 1, s1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @min_max_merge(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %0 = affine.max #map()[%arg1, %arg0]
// CHECK-NEXT:     %1 = affine.min #map1()[%arg1, %arg0]
// CHECK-NEXT:     %2 = affine.min #map2()[%1, %arg1, %arg0]
// CHECK-NEXT:     return %0, %2 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0, s1] -> (s1 * 2 + 1, s0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @min_of_apply(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.min #map()[%arg1, %arg0]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }


func.func @compose(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 * 4 + 1)>(%a)
  %1 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 2)>(%0, %b)
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 2 + s0)>(%1)[%0]
  return %2 : index
}

// -----

func.func @constant_fold() -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 7 + s0 mod 4)>(%c3)[%c5]
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv -2)>(%c5)
  %2 = affine.apply affine_map<(d0, d1) -> ((d0 - d1) ceildiv 4)>(%c3, %c5)
  return %0, %1, %2 : index, index, index
}

// -----

func.func @fold_to_operand(%a: index, %b: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d1)>(%a, %b)
  %1 = affine.apply affine_map<()[s0, s1] -> (s0)>()[%b, %a]
  return %0, %1 : index, index
}

// -----

func.func @division_by_zero() -> index {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0) -> (d0 mod 0)>(%c3)
  return %0 : index
}

// -----

func.func @dedup_and_promote(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0, d1, d2)[s0] -> (d0 + d1 + d2 * 3 + s0)>(%a, %a, %b)[%b]
  return %0 : index
}

// -----

func.func @constant_and_unused_operands(%a: index, %b: index) -> index {
  %c4 = arith.constant 4 : index
  %0 = affine.apply affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + s0)>(%a, %b)[%c4, %b]
  return %0 : index
}

// -----

func.func @loop_iv_stays_dim(%lb: index, %ub: index, %m: memref<?xindex>) {
  %n = memref.dim %m, %lb : memref<?xindex>
  scf.for %i = %lb to %ub step %lb {
    %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 2)>(%i, %n)
    %1 = affine.apply affine_map<(d0)[s0] -> (d0 - s0)>(%0)[%ub]
    memref.store %1, %m[%i] : memref<?xindex>
  }
  return
}

// -----

func.func @known_divisors(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.apply affine_map<()[s0] -> ((s0 * 8 + 3) floordiv 8)>()[%a]
  %1 = affine.apply affine_map<()[s0] -> ((s0 * 8) mod 4)>()[%a]
  %2 = affine.apply affine_map<()[s0] -> ((s0 mod 4) floordiv 4)>()[%a]
  return %0, %1, %2 : index, index, index
}

// -----

func.func @min_max_fold(%a: index, %b: index) -> (index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %0 = affine.min affine_map<(d0)[s0] -> (d0, s0, 5)>(%c3)[%c9]
  %1 = affine.max affine_map<(d0)[s0] -> (d0, s0, 5)>(%c3)[%c9]
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%a)[%c9]
  %3 = affine.max affine_map<()[s0] -> (s0)>()[%b]
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

func.func @min_max_canonical(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32, d0 + d1)>(%a, %b)
  %1 = affine.max affine_map<(d0) -> (d0 + 2)>(%a)
  %2 = affine.min affine_map<()[s0] -> (s0 * 2, 64)>()[%0]
  return %0, %1, %2 : index, index, index
}

// -----

func.func @min_max_merge(%a: index, %b: index) -> (index, index) {
  %0 = affine.max affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%a]
  %1 = affine.max affine_map<(d0)[s0] -> (s0 + 4, d0)>(%0)[%b]
  %2 = affine.min affine_map<(d0)[s0] -> (s0, d0 - 1)>(%a)[%b]
  %3 = affine.min affine_map<(d0)[s0] -> (s0 floordiv 2, d0)>(%2)[%2]
  return %1, %3 : index, index
}

// -----

func.func @min_of_apply(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%a)
  %1 = affine.min affine_map<(d0)[s0] -> (d0 + 1, s0)>(%0)[%b]
  return %1 : index
}
