// RUN: oxir-opt %s --eqsat=dump=true | FileCheck %s --check-prefix=DUMP
// RUN: oxir-opt %s --eqsat=dump=true | oxir-opt --eqsat-extract | FileCheck %s
// RUN: oxir-opt %s --pass-pipeline='builtin.module(eqsat{dump=true}, eqsat-extract)' | FileCheck %s
// RUN: oxir-opt %s --eqsat | FileCheck %s

// Saturation and extraction in two steps: `eqsat{dump=true}` replaces each block's pure
// dataflow by its saturated e-graph (an `eqsat.egraph` op standing where its first result is
// used), which prints and parses as IR; `eqsat-extract` then extracts from it what `--eqsat`
// extracts in one step.

// DUMP-LABEL: func.func @factor
// DUMP:         %[[G:.*]] = eqsat.egraph -> i32 {
// DUMP-DAG:       %[[AB:.*]] = arith.muli %[[A:[0-9]+]], %[[B:[0-9]+]] : i32
// DUMP-DAG:       %[[AC:.*]] = arith.muli %[[A]], %[[C:[0-9]+]] : i32
// DUMP-DAG:       %[[SUM:.*]] = arith.addi %[[CAB:[0-9]+]], %[[CAC:[0-9]+]] : i32
// DUMP-DAG:       %[[FACT:.*]] = arith.muli %[[A]], %[[BC:[0-9]+]] : i32
// DUMP-DAG:       %[[A]] = eqsat.class %arg0 {canonical = 0 : i64, original = 0 : i64} : i32
// DUMP-DAG:       %[[CAB]] = eqsat.class %[[AB]], %{{.*}} {canonical = 0 : i64, original = 0 : i64} : i32
// DUMP-DAG:       %[[ROOT:.*]] = eqsat.class %[[FACT]], %{{.*}}, %[[SUM]], %{{.*}} {canonical = 2 : i64, original = 2 : i64} : i32
// DUMP-DAG:       %[[BC]] = eqsat.class %{{.*}}, %{{.*}} : i32
// DUMP:           eqsat.yield %[[ROOT]] : i32
// DUMP-NEXT:    }
// DUMP-NEXT:    return %[[G]] : i32

// CHECK-LABEL: func.func @factor
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg0, %[[S]] : i32
// CHECK-NEXT:    return %[[M]] : i32
func.func @factor(%a: i32, %b: i32, %c: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %a, %c : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// A multi-result op's e-nodes are ops whose results are alternatives of the projections'
// classes; the commuted twins are one op. The sum whose carry is unused is also what
// canonicalization makes of it (`AddUIExtendedToAddI`), an `addi`, chosen as canonical.
// DUMP-LABEL: func.func @twins
// DUMP:         %[[G:.*]]:3 = eqsat.egraph -> i32, i1, i32 {
// DUMP-NEXT:      %[[A1:.*]] = arith.addi
// DUMP-NEXT:      %[[A2:.*]] = arith.addi
// DUMP-NEXT:      %[[S1:.*]], %[[O1:.*]] = arith.addui_extended
// DUMP-NEXT:      %[[S2:.*]], %[[O2:.*]] = arith.addui_extended
// DUMP-NEXT:      eqsat.class %[[A1]], %[[A2]], %[[S1]], %[[S2]] {canonical = 0 : i64, original = 2 : i64} : i32
// DUMP-NEXT:      eqsat.class %[[O1]], %[[O2]] {canonical = 1 : i64, original = 0 : i64} : i1
// DUMP:         return %[[G]]#0, %[[G]]#1, %[[G]]#2 : i32, i1, i32

// CHECK-LABEL: func.func @twins
// CHECK-NEXT:    %[[S:.*]], %[[O:.*]] = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    return %[[S]], %[[O]], %[[Z]] : i32, i1, i32
func.func @twins(%a: i32, %b: i32) -> (i32, i1, i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %t, %p = arith.addui_extended %b, %a : i32, i1
  %x = arith.xori %s, %t : i32
  return %s, %p, %x : i32, i1, i32
}

// Values of ops with effects are opaque alternatives; the e-graph stands after the load.
// DUMP-LABEL: func.func @between_effects
// DUMP-NEXT:    %[[L:.*]] = memref.load
// DUMP-NEXT:    %[[G:.*]] = eqsat.egraph -> i32 {
// DUMP:           eqsat.class %[[L]] {canonical = 0 : i64, original = 0 : i64} : i32
// DUMP:         }
// DUMP-NEXT:    memref.store %[[G]], %arg0[%arg1] : memref<4xi32>

// CHECK-LABEL: func.func @between_effects
// CHECK-NEXT:    %[[L:.*]] = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    %[[D:.*]] = arith.addi %[[L]], %[[L]] : i32
// CHECK-NEXT:    memref.store %[[D]], %arg0[%arg1] : memref<4xi32>
func.func @between_effects(%m: memref<4xi32>, %i: index) {
  %v = memref.load %m[%i] : memref<4xi32>
  %c2 = arith.constant 2 : i32
  %d = arith.muli %v, %c2 : i32
  memref.store %d, %m[%i] : memref<4xi32>
  return
}

// A block whose pure dataflow cannot stand in one place (the second load is needed after the
// first result is stored) is extracted in the first step, as `--eqsat` would.
// DUMP-LABEL: func.func @interleaved
// DUMP-NOT:     eqsat.egraph
// DUMP:         return

// CHECK-LABEL: func.func @interleaved
// CHECK-NEXT:    %[[L:.*]] = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    %[[C:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[D:.*]] = arith.shli %[[L]], %[[C]] : i32
// CHECK-NEXT:    memref.store %[[D]], %arg0[%arg2] : memref<4xi32>
// CHECK-NEXT:    %[[W:.*]] = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    %[[E:.*]] = arith.shli %[[W]], %[[C]] : i32
// CHECK-NEXT:    return %[[E]] : i32
func.func @interleaved(%m: memref<4xi32>, %i: index, %j: index) -> i32 {
  %v = memref.load %m[%i] : memref<4xi32>
  %c4 = arith.constant 4 : i32
  %d = arith.muli %v, %c4 : i32
  memref.store %d, %m[%j] : memref<4xi32>
  %w = memref.load %m[%i] : memref<4xi32>
  %e = arith.muli %w, %c4 : i32
  return %e : i32
}
