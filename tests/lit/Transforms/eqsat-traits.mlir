// RUN: oxir-opt %s --eqsat | FileCheck %s
// RUN: oxir-opt %s --eqsat='rulesets=traits canonicalize=false' | FileCheck %s
// RUN: oxir-opt %s --eqsat='rulesets=arith-ring canonicalize=false' | FileCheck %s --check-prefix=NOTRAITS

// Ops that declare `Commutative`, `Idempotent` or `Involution` get their rules from the traits
// (the rule set `traits`), no rule file needed. A trait rule matches the op whatever its
// attributes and keeps them, and multi-result ops take part: two `addui_extended` with swapped
// operands are one op.

// CHECK-LABEL: func.func @twins
// CHECK-NEXT:    %[[S:.*]], %[[O:.*]] = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:    return %[[S]], %[[O]], %[[S]], %[[O]] : i32, i1, i32, i1
// NOTRAITS-LABEL: func.func @twins
// NOTRAITS-COUNT-2: arith.addui_extended
func.func @twins(%a: i32, %b: i32) -> (i32, i1, i32, i1) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %t, %p = arith.addui_extended %b, %a : i32, i1
  return %s, %o, %t, %p : i32, i1, i32, i1
}

// CHECK-LABEL: func.func @flags
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    return %[[M]] : i32
func.func @flags(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %b, %a overflow<nsw> : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

// `ori` is idempotent: `x | x = x`.
// CHECK-LABEL: func.func @idempotent
// CHECK-NEXT:    %[[M:.*]] = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[M]] : i32
func.func @idempotent(%a: i32, %b: i32) -> i32 {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.maxsi %b, %a : i32
  %2 = arith.ori %0, %1 : i32
  return %2 : i32
}
