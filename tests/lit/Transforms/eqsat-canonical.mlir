// RUN: oxir-opt %s --eqsat | FileCheck %s
// RUN: oxir-opt %s --eqsat=canonicalize=false | FileCheck %s --check-prefix=RULES
// RUN: oxir-opt %s --canonicalize --cse | FileCheck %s --check-prefix=CANON

// The e-graph is seeded with what canonicalize makes of each block's pure ops, so eqsat finds
// what the canonicalization patterns find (here arith's `AndOfExtUI`, `OrOfExtUI` and
// `CmpIExtSI`, which no shipped rule says) and goes on from there with its rules. Without the
// seed (`canonicalize=false`) the rules alone do not see these rewrites.

// CHECK-LABEL: func.func @and_of_ext
// CHECK-NEXT:    %[[A:.*]] = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:    %[[E:.*]] = arith.extui %[[A]] : i8 to i32
// CHECK-NEXT:    return %[[E]] : i32
// RULES-LABEL: func.func @and_of_ext
// RULES:         arith.extui %arg0
// RULES:         arith.extui %arg1
// CANON-LABEL: func.func @and_of_ext
// CANON-NEXT:    %[[A:.*]] = arith.andi %arg0, %arg1 : i8
// CANON-NEXT:    %[[E:.*]] = arith.extui %[[A]] : i8 to i32
func.func @and_of_ext(%a: i8, %b: i8) -> i32 {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extui %b : i8 to i32
  %2 = arith.andi %0, %1 : i32
  return %2 : i32
}

// Canonicalize moves the `andi`s and the `ori` below one extension; the rules then factor
// `(a & b) | (a & c)` into `a & (b | c)`: neither alone gets there.
// CHECK-LABEL: func.func @factor_through_ext
// CHECK-NEXT:    %[[O:.*]] = arith.ori %arg1, %arg2 : i8
// CHECK-NEXT:    %[[A:.*]] = arith.andi %arg0, %[[O]] : i8
// CHECK-NEXT:    %[[E:.*]] = arith.extui %[[A]] : i8 to i32
// CHECK-NEXT:    return %[[E]] : i32
// RULES-LABEL: func.func @factor_through_ext
// RULES-COUNT-3: arith.extui
// CANON-LABEL: func.func @factor_through_ext
// CANON-NEXT:    arith.andi %arg0, %arg1 : i8
// CANON-NEXT:    arith.andi %arg0, %arg2 : i8
// CANON-NEXT:    arith.ori
// CANON-NEXT:    arith.extui
func.func @factor_through_ext(%a: i8, %b: i8, %c: i8) -> i32 {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extui %b : i8 to i32
  %2 = arith.extui %c : i8 to i32
  %3 = arith.andi %0, %1 : i32
  %4 = arith.andi %0, %2 : i32
  %5 = arith.ori %3, %4 : i32
  return %5 : i32
}

// CHECK-LABEL: func.func @cmp_of_ext
// CHECK-NEXT:    %[[C:.*]] = arith.cmpi eq, %arg0, %arg1 : i16
// CHECK-NEXT:    return %[[C]] : i1
// RULES-LABEL: func.func @cmp_of_ext
// RULES:         arith.extsi
// CANON-LABEL: func.func @cmp_of_ext
// CANON-NEXT:    %[[C:.*]] = arith.cmpi eq, %arg0, %arg1 : i16
func.func @cmp_of_ext(%a: i16, %b: i16) -> i1 {
  %0 = arith.extsi %a : i16 to i64
  %1 = arith.extsi %b : i16 to i64
  %2 = arith.cmpi eq, %0, %1 : i64
  return %2 : i1
}
