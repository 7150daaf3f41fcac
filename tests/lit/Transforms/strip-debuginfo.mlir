// RUN: oxir-opt %s --allow-unregistered-dialect --strip-debuginfo --mlir-print-debuginfo | FileCheck %s

// A location used by a block argument is not deferred, so its alias comes first.
// CHECK: #[[LOC:loc[0-9]*]] = loc(unknown)
// CHECK: "t.op"() : () -> () loc(#[[LOC]])
// CHECK: "t.region"() ({
// CHECK-NEXT: ^bb0(%arg0: i32 loc(unknown)):
// CHECK-NEXT: "t.use"(%arg0) : (i32) -> () loc(#[[LOC]])
"t.op"() : () -> () loc("file.cc":1:2)
"t.region"() ({
^bb0(%a: i32 loc("arg.cc":3:4)):
  "t.use"(%a) : (i32) -> () loc(fused["x", "y"])
}) : () -> ()
