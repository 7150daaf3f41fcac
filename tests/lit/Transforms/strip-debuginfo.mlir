// RUN: oxir-opt %s --allow-unregistered-dialect --strip-debuginfo --mlir-print-debuginfo | FileCheck %s

// CHECK: "t.op"() : () -> () loc(#[[LOC:loc[0-9]*]])
// CHECK: "t.region"() ({
// CHECK-NEXT: ^bb0(%arg0: i32 loc(unknown)):
// CHECK: #[[LOC]] = loc(unknown)
"t.op"() : () -> () loc("file.cc":1:2)
"t.region"() ({
^bb0(%a: i32 loc("arg.cc":3:4)):
  "t.use"(%a) : (i32) -> () loc(fused["x", "y"])
}) : () -> ()
