// RUN: oxir-opt %s --allow-unregistered-dialect --cse | FileCheck %s
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(cse)' | FileCheck %s

// Identical side-effect-free ops fold into the first; unregistered ops (unknown effects) stay.
// CHECK:      %[[DEF:.*]] = "t.def"() : () -> i32
// CHECK-NEXT: %[[C:.*]] = unrealized_conversion_cast %[[DEF]] : i32 to i64
// CHECK-NEXT: "t.use"(%[[C]], %[[C]]) : (i64, i64) -> ()
// CHECK-NEXT: %[[E1:.*]] = "t.effect"() : () -> i32
// CHECK-NEXT: %[[E2:.*]] = "t.effect"() : () -> i32
%0 = "t.def"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to i64
%2 = builtin.unrealized_conversion_cast %0 : i32 to i64
"t.use"(%1, %2) : (i64, i64) -> ()
%3 = "t.effect"() : () -> i32
%4 = "t.effect"() : () -> i32

// The region of an unregistered op might be isolated from above: nothing known outside is
// reused inside it (but it is simplified on its own).
// CHECK:      "t.region"() ({
// CHECK-NEXT:   %[[I:.*]] = builtin.unrealized_conversion_cast %[[DEF]] : i32 to i64
// CHECK-NEXT:   "t.use"(%[[I]]) : (i64) -> ()
"t.region"() ({
  %5 = builtin.unrealized_conversion_cast %0 : i32 to i64
  "t.use"(%5) : (i64) -> ()
}) : () -> ()
