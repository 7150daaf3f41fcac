// RUN: oxir-opt %s --finalize-memref-to-llvm | FileCheck %s
// The conversion folds ops it does not know (arith here) before trying patterns, as MLIR's
// driver does. A fold that changes an op in place (trunci of extui reads the extui's operand)
// is undone with the fold after it when that one makes a constant the conversion cannot
// legalize (arith.constant is not legal here): the op stays as it was. An in-place fold that
// nothing follows stays.

// CHECK-LABEL: func.func @trunci_of_extui_of_constant
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.extui %c4_i32 : i32 to i64
// CHECK-NEXT: %1 = arith.trunci %0 : i64 to i16
// CHECK-NEXT: return %1 : i16
func.func @trunci_of_extui_of_constant() -> i16 {
  %c = arith.constant 4 : i32
  %0 = arith.extui %c : i32 to i64
  %1 = arith.trunci %0 : i64 to i16
  return %1 : i16
}

// Two in-place folds in a row (trunci of trunci, then of extui) are undone together.
// CHECK-LABEL: func.func @trunci_chain_of_constant
// CHECK-NEXT: %c300_i64 = arith.constant 300 : i64
// CHECK-NEXT: %0 = arith.extui %c300_i64 : i64 to i128
// CHECK-NEXT: %1 = arith.trunci %0 : i128 to i32
// CHECK-NEXT: %2 = arith.trunci %1 : i32 to i8
// CHECK-NEXT: return %2 : i8
func.func @trunci_chain_of_constant() -> i8 {
  %c = arith.constant 300 : i64
  %0 = arith.extui %c : i64 to i128
  %1 = arith.trunci %0 : i128 to i32
  %2 = arith.trunci %1 : i32 to i8
  return %2 : i8
}

// CHECK-LABEL: func.func @trunci_of_extui_of_argument
// CHECK-NEXT: %0 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT: %1 = arith.trunci %arg0 : i32 to i16
// CHECK-NEXT: return %1 : i16
func.func @trunci_of_extui_of_argument(%a: i32) -> i16 {
  %0 = arith.extui %a : i32 to i64
  %1 = arith.trunci %0 : i64 to i16
  return %1 : i16
}

// A fold to an existing value needs no new constant: the commuted mulf folds to its zero.
// CHECK-LABEL: func.func @mulf_constant_left
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @mulf_constant_left(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %1 = arith.mulf %c, %x fastmath<nnan,nsz> : f32
  return %1 : f32
}

// extui of extui reads the inner operand in place (MLIR's folder does), bitcast of bitcast does
// not (MLIR's BitcastOfBitcast is a canonicalization pattern, not a fold).
// CHECK-LABEL: func.func @in_place_fold_or_pattern
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %1 = arith.bitcast %0 : i32 to f32
// CHECK-NEXT: %2 = arith.extui %arg1 : i8 to i32
// CHECK-NEXT: %3 = arith.extui %arg1 : i8 to i64
// CHECK-NEXT: return %1, %3 : f32, i64
func.func @in_place_fold_or_pattern(%a: f32, %b: i8) -> (f32, i64) {
  %0 = arith.bitcast %a : f32 to i32
  %1 = arith.bitcast %0 : i32 to f32
  %2 = arith.extui %b : i8 to i32
  %3 = arith.extui %2 : i32 to i64
  return %1, %3 : f32, i64
}
