// RUN: oxir-opt %s --canonicalize --split-input-file | FileCheck %s
// RUN: oxir-opt %s --canonicalize=top-down=0 --split-input-file | FileCheck %s

// The cancellation patterns of affine.delinearize_index and affine.linearize_index, as MLIR 22
// has them: CancelDelinearizeOfLinearizeDisjointExactTail (the basis elements a disjoint
// linearization and its delinearization end with cancel), SplitDelinearizeSpanningLastLinearizeArg
// (the last index is delinearized on its own when the last basis elements multiply to its bound;
// MLIR 22 does so even when that takes a bounded delinearization's whole basis), and
// CancelLinearizeOfDelinearizePortion (runs of delinearized results linearized again over the
// same basis become one index over their product, an affine.apply for dynamic sizes). The CHECK
// lines are mlir-opt 22's output.

func.func @exact(%a: index, %b: index, %c: index, %s: index, %t: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (%s, 4, %t) : index
  %1:3 = affine.delinearize_index %0 into (%s, 4, %t) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
// -----
func.func @lin_extra(%a: index, %b: index, %c: index, %t: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (4, %t) : index
  %1:3 = affine.delinearize_index %0 into (4, %t) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
// -----
func.func @delin_extra(%a: index, %b: index, %c: index, %s: index, %t: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (4, %t) : index
  %1:3 = affine.delinearize_index %0 into (%s, 4, %t) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
// -----
func.func @partial(%a: index, %b: index, %c: index, %s: index, %t: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (%s, 4, %t) : index
  %1:3 = affine.delinearize_index %0 into (8, %t) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
// -----
func.func @partial_bounded(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (3, 5, 7) : index
  %1:3 = affine.delinearize_index %0 into (15, 1, 7) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
// -----
func.func @all_lin_matched(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (4, 8) : index
  %1:3 = affine.delinearize_index %0 into (2, 4, 8) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
// -----
func.func @not_disjoint(%a: index, %b: index, %c: index, %s: index, %t: index) -> (index, index, index) {
  %0 = affine.linearize_index [%a, %b, %c] by (%s, 4, %t) : index
  %1:3 = affine.delinearize_index %0 into (%s, 4, %t) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
// -----
func.func @split(%a: index, %b: index, %c: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (2, 4, 64) : index
  %1:4 = affine.delinearize_index %0 into (2, 8, 8) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}
// -----
func.func @split_cancel(%a: index, %b: index, %c: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (2, 4, 64) : index
  %1:4 = affine.delinearize_index %0 into (2, 4, 8, 8) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}
// -----
func.func @overshoot(%a: index, %b: index, %c: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (2, 4, 64) : index
  %1:4 = affine.delinearize_index %0 into (2, 16, 8) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}
// -----
func.func @undershoot(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (2, 64) : index
  %1:3 = affine.delinearize_index %0 into (4, 8) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
// -----
func.func @split_whole_bounded(%a: index, %b: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (3, 64) : index
  %1:2 = affine.delinearize_index %0 into (8, 8) : index, index
  return %1#0, %1#1 : index, index
}
// -----
func.func @split_whole_unbounded(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (3, 64) : index
  %1:3 = affine.delinearize_index %0 into (8, 8) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
// -----
func.func @empty_lin(%arg0: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index disjoint [%c0, %arg0, %c0] by (4, 2, 2) : index
  %1:4 = affine.delinearize_index %0 into (2, 2, 2, 2) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}
// -----
func.func @lin_of_delin_exact(%x: index) -> index {
  %0:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (2, 4, 8) : index
  return %1 : index
}
// -----
func.func @lin_of_delin_extra(%x: index, %y: index) -> index {
  %0:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2, %y] by (2, 4, 8, 16) : index
  return %1 : index
}
// -----
func.func @lin_of_delin_portion(%x: index, %y: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %1 = affine.linearize_index [%y, %0#1, %0#2] by (3, 4, 8) : index
  return %1, %0#0 : index, index
}
// -----
func.func @lin_of_delin_portion_uses(%x: index, %y: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %y] by (2, 4, 5) : index
  return %1, %0#1, %0#2 : index, index, index
}
// -----
func.func @lin_of_delin_dynamic(%x: index, %y: index, %s: index, %t: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (2, %s, %t) : index, index, index
  %1 = affine.linearize_index [%y, %0#1, %0#2] by (3, %s, %t) : index
  return %1, %0#0 : index, index
}
// -----
func.func @lin_of_delin_dyn_const(%x: index, %y: index, %s: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (2, %s, 8) : index, index, index
  %1 = affine.linearize_index [%y, %0#1, %0#2] by (3, %s, 8) : index
  return %1, %0#0 : index, index
}
// -----
func.func @lin_of_delin_no_outer(%x: index) -> index {
  %0:3 = affine.delinearize_index %x into (4, 8) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (4, 8) : index
  return %1 : index
}
// -----
func.func @lin_of_delin_disjoint_unbounded(%x: index, %y: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (4, 8) : index, index, index
  %1 = affine.linearize_index disjoint [%y, %0#0, %0#1] by (5, 3, 4) : index
  return %1, %0#2 : index, index
}
// -----
func.func @lin_of_two_delins(%x: index, %y: index) -> index {
  %0:2 = affine.delinearize_index %x into (2, 4) : index, index
  %1:2 = affine.delinearize_index %y into (3, 5) : index, index
  %2 = affine.linearize_index [%0#0, %0#1, %1#0, %1#1] by (2, 4, 3, 5) : index
  return %2 : index
}
// -----
func.func @lin_of_delin_twice_same(%x: index) -> index {
  %0:4 = affine.delinearize_index %x into (2, 4, 3, 5) : index, index, index, index
  %2 = affine.linearize_index [%0#0, %0#1, %0#2, %0#3, %0#0, %0#1] by (2, 4, 3, 5, 2, 4) : index
  return %2 : index
}
// -----
func.func @lin_of_delin_mismatch(%x: index) -> index {
  %0:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (2, 8, 4) : index
  return %1 : index
}

// CHECK: module {
// CHECK-LABEL: func.func @exact(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (index, index, index) {
// CHECK-NEXT:     return %arg0, %arg1, %arg2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @lin_extra(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
// CHECK-NEXT:     return %arg0, %arg1, %arg2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @delin_extra(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (index, index, index) {
// CHECK-NEXT:     return %arg0, %arg1, %arg2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @partial(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (index, index, index) {
// CHECK-NEXT:     %0 = affine.linearize_index disjoint [%arg0, %arg1] by (%arg3, 4) : index
// CHECK-NEXT:     %1:2 = affine.delinearize_index %0 into (8) : index, index
// CHECK-NEXT:     return %1#0, %1#1, %arg2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @partial_bounded(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 5) : index
// CHECK-NEXT:     return %0, %c0, %arg2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @all_lin_matched(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     return %c0, %arg0, %arg1 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @not_disjoint(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (index, index, index) {
// CHECK-NEXT:     %0 = affine.linearize_index [%arg0, %arg1, %arg2] by (%arg3, 4, %arg4) : index
// CHECK-NEXT:     %1:3 = affine.delinearize_index %0 into (%arg3, 4, %arg4) : index, index, index
// CHECK-NEXT:     return %1#0, %1#1, %1#2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @split(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT:     %0 = affine.linearize_index disjoint [%arg0, %arg1] by (2, 4) : index
// CHECK-NEXT:     %1:2 = affine.delinearize_index %0 into (2) : index, index
// CHECK-NEXT:     %2:2 = affine.delinearize_index %arg2 into (8, 8) : index, index
// CHECK-NEXT:     return %1#0, %1#1, %2#0, %2#1 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @split_cancel(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg2 into (8, 8) : index, index
// CHECK-NEXT:     return %arg0, %arg1, %0#0, %0#1 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @overshoot(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT:     %0 = affine.linearize_index disjoint [%arg0, %arg1, %arg2] by (2, 4, 64) : index
// CHECK-NEXT:     %1:4 = affine.delinearize_index %0 into (2, 16, 8) : index, index, index, index
// CHECK-NEXT:     return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @undershoot(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %0 = affine.linearize_index disjoint [%arg0, %arg1] by (2, 64) : index
// CHECK-NEXT:     %1:3 = affine.delinearize_index %0 into (4, 8) : index, index, index
// CHECK-NEXT:     return %1#0, %1#1, %1#2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @split_whole_bounded(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg1 into (8, 8) : index, index
// CHECK-NEXT:     return %0#0, %0#1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @split_whole_unbounded(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg1 into (8, 8) : index, index
// CHECK-NEXT:     return %arg0, %0#0, %0#1 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @empty_lin(%arg0: index) -> (index, index, index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     return %c0, %c0, %arg0, %c0 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @lin_of_delin_exact(%arg0: index) -> index {
// CHECK-NEXT:     return %arg0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @lin_of_delin_extra(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.linearize_index [%arg0, %arg1] by (64, 16) : index
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @lin_of_delin_portion(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg0 into (2, 32) : index, index
// CHECK-NEXT:     %1 = affine.linearize_index [%arg1, %0#1] by (3, 32) : index
// CHECK-NEXT:     return %1, %0#0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @lin_of_delin_portion_uses(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg0 into (8, 8) : index, index
// CHECK-NEXT:     %1:2 = affine.delinearize_index %0#0 into (2, 4) : index, index
// CHECK-NEXT:     %2 = affine.linearize_index [%0#0, %arg1] by (8, 5) : index
// CHECK-NEXT:     return %2, %1#1, %0#1 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @lin_of_delin_dynamic(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg2, %arg3]
// CHECK-NEXT:     %1:2 = affine.delinearize_index %arg0 into (2, %0) : index, index
// CHECK-NEXT:     %2 = affine.linearize_index [%arg1, %1#1] by (3, %0) : index
// CHECK-NEXT:     return %2, %1#0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0] -> (s0 * 8)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @lin_of_delin_dyn_const(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg2]
// CHECK-NEXT:     %1:2 = affine.delinearize_index %arg0 into (2, %0) : index, index
// CHECK-NEXT:     %2 = affine.linearize_index [%arg1, %1#1] by (3, %0) : index
// CHECK-NEXT:     return %2, %1#0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @lin_of_delin_no_outer(%arg0: index) -> index {
// CHECK-NEXT:     return %arg0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @lin_of_delin_disjoint_unbounded(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg0 into (12, 8) : index, index
// CHECK-NEXT:     %1 = affine.linearize_index disjoint [%arg1, %0#0] by (5, 12) : index
// CHECK-NEXT:     return %1, %0#1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @lin_of_two_delins(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.linearize_index [%arg0, %arg1] by (8, 15) : index
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @lin_of_delin_twice_same(%arg0: index) -> index {
// CHECK-NEXT:     %0:3 = affine.delinearize_index %arg0 into (8, 3, 5) : index, index, index
// CHECK-NEXT:     %1 = affine.linearize_index [%arg0, %0#0] by (120, 8) : index
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @lin_of_delin_mismatch(%arg0: index) -> index {
// CHECK-NEXT:     %0:3 = affine.delinearize_index %arg0 into (2, 4, 8) : index, index, index
// CHECK-NEXT:     %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (2, 8, 4) : index
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
