// RUN: oxir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-pretty-debuginfo -mlir-print-local-scope | FileCheck %s

// Locations in MLIR's pretty form (expected output from mlir-opt 22): no `loc(...)`, file names
// unquoted, ranges kept, `[unknown]`, fused locations without `fused`, and call sites chained on
// new lines unless a named callee is called from a file position; region arguments too.

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i32 args.mlir:1:2) -> i32 {
// CHECK-NEXT: %0 = "t.a"() : () -> i32 r.cc:3:4 to 5:6
// CHECK-NEXT: %1 = "t.b"() : () -> i32 r.cc:3:4 to :9
// CHECK-NEXT: %2 = "t.c"() : () -> i32 a.cc:1:1
// CHECK-NEXT: {{^}} at b.cc:2:2
// CHECK-NEXT: %3 = "t.d"() : () -> i32 "n"(c.cc:7:7) at d.cc:8:8
// CHECK-NEXT: %4 = "t.e"() : () -> i32 "x"
// CHECK-NEXT: %5 = "t.f"() : () -> i32 with space.cc:1:1
// CHECK-NEXT: return %arg0 : i32 "n"
// CHECK-NEXT: {{^}} at "m" at z.cc:1:1
// CHECK-NEXT: } {{.*}}pretty-locations.mlir:21:1
// CHECK-NEXT: } {{.*}}pretty-locations.mlir:0:0

func.func @f(%a: i32 loc("args.mlir":1:2)) -> i32 {
  %0 = "t.a"() : () -> i32 loc("r.cc":3:4 to 5:6)
  %1 = "t.b"() : () -> i32 loc("r.cc":3:4 to :9)
  %2 = "t.c"() : () -> i32 loc(callsite("a.cc":1:1 at "b.cc":2:2))
  %3 = "t.d"() : () -> i32 loc(callsite("n"("c.cc":7:7) at "d.cc":8:8))
  %4 = "t.e"() : () -> i32 loc(fused["x", unknown])
  %5 = "t.f"() : () -> i32 loc("with space.cc":1:1)
  return %a : i32 loc(callsite("n" at callsite("m" at "z.cc":1:1)))
}
