// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: oxir-opt %s --allow-unregistered-dialect | oxir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// The implicit top-level module, result groups, successors, block arguments and regions.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:    %0:2 = "t.pair"() : () -> (i32, f32)
%p:2 = "t.pair"() : () -> (i32, f32)
// CHECK-NEXT:    "t.region"(%0#0) ({
// CHECK-NEXT:    ^bb0(%arg0: i32):
// CHECK-NEXT:      %3 = "t.use"(%arg0, %0#1) : (i32, f32) -> i1
// CHECK-NEXT:      "t.br"(%3)[^bb1, ^bb2] : (i1) -> ()
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      "t.br"()[^bb2] : () -> ()
// CHECK-NEXT:    ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:      "t.ret"() : () -> ()
// CHECK-NEXT:    }) : (i32) -> ()
"t.region"(%p#0) ({
^entry(%a: i32):
  %c = "t.use"(%a, %p#1) : (i32, f32) -> i1
  "t.br"(%c)[^then, ^done] : (i1) -> ()
^then:
  "t.br"()[^done] : () -> ()
^done:
  "t.ret"() : () -> ()
}) : (i32) -> ()

// Forward references (the top level of a module is a graph region). Values of nested regions
// are numbered after those of the enclosing region.
// CHECK:         %1 = "t.later"(%2) : (i64) -> i64
// CHECK-NEXT:    %2 = "t.def"() : () -> i64
%l = "t.later"(%d) : (i64) -> i64
%d = "t.def"() : () -> i64

// CHECK:  }) : () -> ()
