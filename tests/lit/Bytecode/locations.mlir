// Locations in the builtin compact encodings: points, ranges on one line and over several lines,
// names, call sites and fused locations with metadata survive a bytecode round trip.
// RUN: oxir-opt %s --emit-bytecode | oxir-opt --mlir-print-debuginfo | FileCheck %s

// CHECK: return loc(#[[RANGE:loc[0-9]*]])
// CHECK: } loc(#[[FUSED:loc[0-9]*]])
// CHECK-DAG: #[[RANGE]] = loc("a.mlir":3:4 to 5:6)
// CHECK-DAG: #[[B:loc[0-9]*]] = loc("b":1:2 to :9)
// CHECK-DAG: #[[FUSED]] = loc(fused<"m">[#[[B]], #{{loc[0-9]*}}])
func.func @f() {
  return loc("a.mlir":3:4 to 5:6)
} loc(fused<"m">["b":1:2 to :9, "n"("c":1:1)])
