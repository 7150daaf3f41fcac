// RUN: oxir-opt %s --split-input-file --canonicalize | FileCheck %s

// floordivsi rounds toward negative infinity; only INT_MIN / -1 (and / 0) stay.
func.func @floordivsi() -> (i32, i32, i32, i32) {
  %min = arith.constant -2147483648 : i32
  %big = arith.constant 1073741823 : i32
  %m7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  %a = arith.floordivsi %min, %big : i32
  %b = arith.floordivsi %m7, %c2 : i32
  %c = arith.floordivsi %c2, %m7 : i32
  %d = arith.floordivsi %min, %m1 : i32
  return %a, %b, %c, %d : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @floordivsi() -> (i32, i32, i32, i32) {
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %0 = arith.floordivsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT: return %c-3_i32, %c-4_i32, %c-1_i32, %0 : i32, i32, i32, i32
// CHECK-NEXT: }

// -----

// trunci of an extension: of a wider value, trunci of that value (MLIR's in-place fold); of a
// narrower one, the extension to the narrower type; of the result type, the value itself.
func.func @trunci(%w: i32, %n: i8, %s: i16) -> (i16, i16, i16, i8) {
  %0 = arith.extui %w : i32 to i64
  %1 = arith.trunci %0 : i64 to i16
  %2 = arith.extsi %n : i8 to i64
  %3 = arith.trunci %2 : i64 to i16
  %4 = arith.extsi %s : i16 to i32
  %5 = arith.trunci %4 : i32 to i16
  %6 = arith.trunci %w : i32 to i16
  %7 = arith.trunci %6 : i16 to i8
  return %1, %3, %5, %7 : i16, i16, i16, i8
}

// CHECK-LABEL: func.func @trunci(%arg0: i32, %arg1: i8, %arg2: i16) -> (i16, i16, i16, i8) {
// CHECK-NEXT: %0 = arith.trunci %arg0 : i32 to i16
// CHECK-NEXT: %1 = arith.extsi %arg1 : i8 to i16
// CHECK-NEXT: %2 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: return %0, %1, %arg2, %2 : i16, i16, i16, i8
// CHECK-NEXT: }
