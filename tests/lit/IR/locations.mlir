// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// CHECK: module {
// CHECK-NEXT: "t.a"() : () -> () loc(#loc1)
// CHECK-NEXT: "t.b"() : () -> () loc(#loc6)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("foo.cc":10:8)
// CHECK-NEXT: #loc2 = loc("callee")
// CHECK-NEXT: #loc3 = loc("caller.cc":1:2 to :7)
// CHECK-NEXT: #loc4 = loc(callsite(#loc2 at #loc3))
// CHECK-NEXT: #loc5 = loc("name"(#loc4))
// CHECK-NEXT: #loc6 = loc(fused<"pass">[#loc1, #loc5])
// LOCAL: "t.a"() : () -> () loc("foo.cc":10:8)
"t.a"() : () -> () loc("foo.cc":10:8)
"t.b"() : () -> () loc(fused<"pass">["foo.cc":10:8, "name"(callsite("callee" at "caller.cc":1:2 to :7))])
