// RUN: oxir-opt %s --eqsat | FileCheck %s
// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(eqsat{extractor=dag scheduler=backoff}))' | FileCheck %s
// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(eqsat{extractor=ilp}))' | FileCheck %s
// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(eqsat{extractor=greedy-dag}))' | FileCheck %s
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(func.func(eqsat{extractor=optimal}))' 2>&1 | FileCheck %s --check-prefix=BADEXT
// RUN: oxir-opt %s --canonicalize --cse | FileCheck %s --check-prefix=CANON
// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(eqsat{allow-more-ops}))' | FileCheck %s --check-prefix=MORE

// An extractor the enum option does not name, rejected as LLVM's option parser rejects one.
// BADEXT: oxir-opt: for the --extractor option: Cannot find option named 'optimal'!
// BADEXT-NEXT: <unknown>:0: error:
// BADEXT-NEXT: failed to add `eqsat` with options `extractor=optimal`

// What equality saturation finds that canonicalize and CSE do not, and what it must leave.

// a*b + a*c = a*(b+c): one multiplication instead of two.
// CHECK-LABEL: func.func @distribute
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg0, %[[S]] : i32
// CHECK-NEXT:    return %[[M]] : i32
// CANON-LABEL: func.func @distribute
// CANON-COUNT-2: arith.muli
func.func @distribute(%a: i32, %b: i32, %c: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %a, %c : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// (a-b)+(b-c) = a-c, also when it wraps.
// CHECK-LABEL: func.func @telescope
// CHECK-NEXT:    %[[D:.*]] = arith.subi %arg0, %arg2 : i32
// CHECK-NEXT:    return %[[D]] : i32
// CANON-LABEL: func.func @telescope
// CANON-COUNT-2: arith.subi
func.func @telescope(%a: i32, %b: i32, %c: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %b, %c : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// a*x*x + b*x + c = (a*x + b)*x + c (Horner's rule): two multiplications instead of three.
// CHECK-LABEL: func.func @horner
// CHECK-COUNT-2: arith.muli
// CHECK-NOT:     arith.muli
// CHECK:         return
// CANON-LABEL: func.func @horner
// CANON-COUNT-3: arith.muli
func.func @horner(%x: i32, %a: i32, %b: i32, %c: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  %1 = arith.muli %a, %0 : i32
  %2 = arith.muli %b, %x : i32
  %3 = arith.addi %1, %2 : i32
  %4 = arith.addi %3, %c : i32
  return %4 : i32
}

// Absorption: x & (x | y) = x.
// CHECK-LABEL: func.func @absorb
// CHECK-NEXT:    return %arg0 : i32
// CANON-LABEL: func.func @absorb
// CANON:         arith.andi
func.func @absorb(%x: i32, %y: i32) -> i32 {
  %0 = arith.ori %x, %y : i32
  %1 = arith.andi %x, %0 : i32
  return %1 : i32
}

// Strength reduction: x * 8 = x << 3.
// CHECK-LABEL: func.func @mul_pow2
// CHECK:         %[[C3:.*]] = arith.constant 3 : i16
// CHECK:         %[[S:.*]] = arith.shli %arg0, %[[C3]] : i16
// CHECK-NEXT:    return %[[S]]
func.func @mul_pow2(%x: i16) -> i16 {
  %c8 = arith.constant 8 : i16
  %0 = arith.muli %x, %c8 : i16
  return %0 : i16
}

// Comparisons: !(a < b) is a >= b, and (a + c == b + c) is (a == b) under wrapping.
// CHECK-LABEL: func.func @compare
// CHECK-DAG:     %[[GE:.*]] = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-DAG:     %[[EQ:.*]] = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK:         return %[[GE]], %[[EQ]] : i1, i1
func.func @compare(%a: i32, %b: i32, %c: i32) -> (i1, i1) {
  %true = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %true : i1
  %2 = arith.addi %a, %c : i32
  %3 = arith.addi %b, %c : i32
  %4 = arith.cmpi eq, %2, %3 : i32
  return %1, %4 : i1, i1
}

// (x*2)/2 is not x on integers (x*2 wraps): the division stays.
// CHECK-LABEL: func.func @mul_div_int
// CHECK:         arith.divsi
// CHECK:         return
func.func @mul_div_int(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %x, %c2 : i32
  %1 = arith.divsi %0, %c2 : i32
  return %1 : i32
}

// Without fast-math, float algebra is not reassociated or distributed.
// CHECK-LABEL: func.func @float_strict
// CHECK-COUNT-2: arith.mulf
// CHECK:         arith.addf
// CHECK:         return
func.func @float_strict(%a: f32, %b: f32, %c: f32) -> f32 {
  %0 = arith.mulf %a, %b : f32
  %1 = arith.mulf %a, %c : f32
  %2 = arith.addf %0, %1 : f32
  return %2 : f32
}

// (x*2.0)/2.0 stays without fast-math too (x*2.0 may overflow to inf).
// CHECK-LABEL: func.func @mul_div_float
// CHECK:         arith.divf
func.func @mul_div_float(%x: f32) -> f32 {
  %c2 = arith.constant 2.0 : f32
  %0 = arith.mulf %x, %c2 : f32
  %1 = arith.divf %0, %c2 : f32
  return %1 : f32
}

// With fast-math flags, the same float expression is factored.
// CHECK-LABEL: func.func @float_fast
// CHECK-NEXT:    %[[S:.*]] = arith.addf %arg1, %arg2 fastmath<fast> : f32
// CHECK-NEXT:    %[[M:.*]] = arith.mulf %arg0, %[[S]] fastmath<fast> : f32
// CHECK-NEXT:    return %[[M]] : f32
func.func @float_fast(%a: f32, %b: f32, %c: f32) -> f32 {
  %0 = arith.mulf %a, %b fastmath<fast> : f32
  %1 = arith.mulf %a, %c fastmath<fast> : f32
  %2 = arith.addf %0, %1 fastmath<fast> : f32
  return %2 : f32
}

// A difference of products is factored too (the Newton step of the fast inverse square root).
// CHECK-LABEL: func.func @float_fast_sub
// CHECK-NEXT:    %[[S:.*]] = arith.subf %arg1, %arg2 fastmath<fast> : f32
// CHECK-NEXT:    %[[M:.*]] = arith.mulf %arg0, %[[S]] fastmath<fast> : f32
// CHECK-NEXT:    return %[[M]] : f32
func.func @float_fast_sub(%a: f32, %b: f32, %c: f32) -> f32 {
  %0 = arith.mulf %a, %b fastmath<fast> : f32
  %1 = arith.mulf %c, %a fastmath<fast> : f32
  %2 = arith.subf %0, %1 fastmath<fast> : f32
  return %2 : f32
}

// Flags are kept: an `nsw` add is not merged with a flag-free one.
// CHECK-LABEL: func.func @flags
// CHECK:         %[[A:.*]] = arith.addi %arg{{[01]}}, %arg{{[01]}} overflow<nsw> : i32
// CHECK:         %[[B:.*]] = arith.addi %arg{{[01]}}, %arg{{[01]}} : i32
// CHECK:         return %[[A]], %[[B]]
func.func @flags(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %b, %a : i32
  return %0, %1 : i32, i32
}

// Effectful ops and ops with regions are opaque and stay in place; the pure ops around them
// are rebuilt before their first user.
// CHECK-LABEL: func.func @opaque
// CHECK:         %[[L:.*]] = memref.load
// CHECK:         %[[S:.*]] = arith.addi %arg2, %[[L]] : i32
// CHECK:         %[[M:.*]] = arith.muli %arg1, %[[S]] : i32
// CHECK:         memref.store %[[M]]
// CHECK:         scf.if
func.func @opaque(%m: memref<4xi32>, %a: i32, %b: i32, %i: index, %p: i1) {
  %v = memref.load %m[%i] : memref<4xi32>
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %a, %v : i32
  %2 = arith.addi %0, %1 : i32
  memref.store %2, %m[%i] : memref<4xi32>
  scf.if %p {
    %3 = arith.addi %a, %a : i32
    memref.store %3, %m[%i] : memref<4xi32>
  }
  return
}

// A constant defined outside the loop (its bound) is known in the loop body: the body's
// multiplication by it can be strength-reduced, the new constant, loop-invariant, built before
// the loop. That program is cheaper by the cost model but has one op more than canonicalize's
// (the bound keeps %c8 alive), so by default the multiplication stays; with `allow-more-ops`
// the cheaper program wins.
// CHECK-LABEL: func.func @outer_constant
// CHECK:         %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    scf.for %[[I:.*]] = %{{.*}} to %[[C8]]
// CHECK-NEXT:      %[[S:.*]] = arith.muli %[[I]], %[[C8]] : index
// CHECK-NEXT:      memref.store %{{.*}}, %{{.*}}[%[[S]]]
// MORE-LABEL:  func.func @outer_constant
// MORE:          %[[C8:.*]] = arith.constant 8 : index
// MORE-NEXT:     %[[C3:.*]] = arith.constant 3 : index
// MORE-NEXT:     scf.for %[[I:.*]] = %{{.*}} to %[[C8]]
// MORE-NEXT:       %[[S:.*]] = arith.shli %[[I]], %[[C3]] : index
// MORE-NEXT:       memref.store %{{.*}}, %{{.*}}[%[[S]]]
func.func @outer_constant(%m: memref<64xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %j = arith.muli %i, %c8 : index
    memref.store %v, %m[%j] : memref<64xf32>
  }
  return
}
