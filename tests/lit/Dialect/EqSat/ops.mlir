// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s

// The eqsat dialect parses, verifies and prints: an e-graph is a graph region (an e-class may
// be used before it is defined, and through a cycle), e-nodes are ordinary ops over e-classes,
// an e-class's alternatives are e-node results or values from outside the e-graph.

// CHECK-LABEL: func.func @cycle
// CHECK:         %[[R:.*]] = eqsat.egraph -> i32 {
// CHECK-NEXT:      %[[X:.*]] = eqsat.class %arg0 : i32
// CHECK-NEXT:      %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[ONE:.*]] = eqsat.class %[[C]] : i32
// CHECK-NEXT:      %[[M:.*]] = arith.muli %[[MX:.*]], %[[ONE]] : i32
// CHECK-NEXT:      %[[MX]] = eqsat.class %[[M]], %arg0 {original = 0 : i64} : i32
// CHECK-NEXT:      eqsat.yield %[[MX]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @cycle(%arg0: i32) -> i32 {
  %r = eqsat.egraph -> i32 {
    %x = eqsat.class %arg0 : i32
    %c1 = arith.constant 1 : i32
    %one = eqsat.class %c1 : i32
    %m = arith.muli %mx, %one : i32
    %mx = eqsat.class %m, %arg0 {original = 0 : i64} : i32
    eqsat.yield %mx : i32
  }
  return %r : i32
}

// Multi-result e-nodes: each result is an alternative of its own e-class.
// CHECK-LABEL: func.func @multi_result
// CHECK:         %[[R:.*]]:2 = eqsat.egraph -> i32, i1 {
// CHECK:           %[[S:.*]], %[[O:.*]] = arith.addui_extended
// CHECK:           eqsat.class %[[S]] {canonical = 0 : i64, original = 0 : i64} : i32
// CHECK:           eqsat.class %[[O]] : i1
// CHECK:         return %[[R]]#0, %[[R]]#1 : i32, i1
func.func @multi_result(%a: i32, %b: i32) -> (i32, i1) {
  %r:2 = eqsat.egraph -> i32, i1 {
    %ca = eqsat.class %a : i32
    %cb = eqsat.class %b : i32
    %s, %o = arith.addui_extended %ca, %cb : i32, i1
    %cs = eqsat.class %s {original = 0 : i64, canonical = 0 : i64} : i32
    %co = eqsat.class %o : i1
    eqsat.yield %cs, %co : i32, i1
  }
  return %r#0, %r#1 : i32, i1
}

// An e-graph with no results.
// CHECK-LABEL: func.func @empty
// CHECK:         eqsat.egraph {
// CHECK-NEXT:      eqsat.yield
// CHECK-NEXT:    }
func.func @empty() {
  eqsat.egraph {
    eqsat.yield
  }
  return
}
