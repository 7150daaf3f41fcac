// RUN: oxir-opt %s --expand-strided-metadata | FileCheck %s
// A pass that applies its own patterns greedily folds the ops it visits, and MLIR's folders
// include the changes some of them make in place: a comparison with a constant left operand
// swaps its operands and predicate, a trunci of an extui reads the extui's operand, even though
// those are not among the pass's patterns (the extui, now dead, goes).

// CHECK-LABEL: func.func @in_place_folds
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.cmpi ule, %arg0, %c3 : index
// CHECK-NEXT: %1 = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT: return %0, %1 : i1, i16
func.func @in_place_folds(%a: index, %b: i32) -> (i1, i16) {
  %c3 = arith.constant 3 : index
  %0 = arith.cmpi uge, %c3, %a : index
  %1 = arith.extui %b : i32 to i64
  %2 = arith.trunci %1 : i64 to i16
  return %0, %2 : i1, i16
}
