// RUN: oxir-opt %s --split-input-file --eqsat-extract | FileCheck %s
// RUN: oxir-opt %s --split-input-file --pass-pipeline='builtin.module(eqsat-extract{extractor=ilp})' | FileCheck %s --check-prefix=ILP
// RUN: oxir-opt %s --split-input-file --pass-pipeline='builtin.module(eqsat-extract{extractor=greedy-dag})' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: oxir-opt %s --split-input-file --pass-pipeline='builtin.module(eqsat-extract{extractor=ilp})' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=ILPSTATS

// `eqsat-extract` extracts from e-graphs written (or edited) by hand, not only from those
// `eqsat{dump=true}` prints.

// An e-class may refer to itself through an e-node (x * 1 = x): the extraction takes the
// alternative without the cycle.
// CHECK-LABEL: func.func @cycle
// CHECK-NEXT:    return %arg0 : i32
// ILP-LABEL: func.func @cycle
// ILP-NEXT:    return %arg0 : i32
func.func @cycle(%arg0: i32) -> i32 {
  %r = eqsat.egraph -> i32 {
    %c1 = arith.constant 1 : i32
    %one = eqsat.class %c1 : i32
    %m = arith.muli %x, %one : i32
    %x = eqsat.class %m, %arg0 : i32
    eqsat.yield %x : i32
  }
  return %r : i32
}

// -----

// Two classes each have a cheap term of their own ((x + 7) + y: cost 5) and one through the
// shared x * z (cost 4 + 2): the greedy DAG extractor takes the cheap terms one class at a time
// (cost 2 + 5 + 5 - 1 = 11, the constant shared), the ILP extractor pays x * z once
// (2 + 2 + 2 + 4 = 10).
// CHECK-LABEL: func.func @shared
// CHECK:         arith.constant 7
// CHECK-NOT:     arith.muli
// CHECK:         arith.xori
// ILP-LABEL: func.func @shared
// ILP-NEXT:    %[[S:.*]] = arith.muli %arg0, %arg2 : i32
// ILP-NEXT:    %[[P:.*]] = arith.addi %[[S]], %arg0 : i32
// ILP-NEXT:    %[[Q:.*]] = arith.subi %[[S]], %arg1 : i32
// ILP-NEXT:    %[[R:.*]] = arith.xori %[[P]], %[[Q]] : i32
// ILP-NEXT:    return %[[R]] : i32
// STATS: (S) 11 cost-after
// ILPSTATS: (S) 10 cost-after
// ILPSTATS: (S) 1 ilp-proven
func.func @shared(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
  %r = eqsat.egraph -> i32 {
    %x = eqsat.class %arg0 : i32
    %y = eqsat.class %arg1 : i32
    %z = eqsat.class %arg2 : i32
    %k0 = arith.constant 7 : i32
    %k = eqsat.class %k0 : i32
    %a0 = arith.addi %x, %k : i32
    %a = eqsat.class %a0 : i32
    %p1 = arith.addi %a, %y : i32
    %s0 = arith.muli %x, %z : i32
    %s = eqsat.class %s0 : i32
    %p2 = arith.addi %s, %x : i32
    %p = eqsat.class %p1, %p2 : i32
    %b0 = arith.subi %x, %k : i32
    %b = eqsat.class %b0 : i32
    %q1 = arith.subi %b, %y : i32
    %q2 = arith.subi %s, %y : i32
    %q = eqsat.class %q1, %q2 : i32
    %r0 = arith.xori %p, %q : i32
    %root = eqsat.class %r0 : i32
    eqsat.yield %root : i32
  }
  return %r : i32
}
