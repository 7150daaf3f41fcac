// RUN: poly-opt %s --canonicalize | FileCheck %s

// Folders: sums and products of constants are constants (materialized as `poly.constant` by the
// dialect's materializer); adding the zero polynomial is the identity. The pattern: the value
// of a constant at a constant is an `arith.constant`.

// CHECK-LABEL: func.func @fold_add_mul(
// CHECK-NEXT:    %[[C:.*]] = poly.constant <[0, 2, 7, 12, 9]> : !poly.poly<4>
// CHECK-NEXT:    return %[[C]] : !poly.poly<4>
func.func @fold_add_mul() -> !poly.poly<4> {
  %p = poly.constant <[1, 2, 3]> : !poly.poly<2>
  %q = poly.constant <[-1, 0, 0]> : !poly.poly<2>
  %s = poly.add %p, %q : !poly.poly<2>
  %m = poly.mul %s, %p : !poly.poly<2>, !poly.poly<2> -> !poly.poly<4>
  %one = poly.constant <[1]> : !poly.poly<0>
  %m1 = poly.mul %m, %one : !poly.poly<4>, !poly.poly<0> -> !poly.poly<4>
  %x = poly.constant <[0, 1]> : !poly.poly<1>
  %d = poly.mul %m1, %x : !poly.poly<4>, !poly.poly<1> -> !poly.poly<5>
  %e = poly.constant <[]> : !poly.poly<0>
  %f = poly.mul %d, %e : !poly.poly<5>, !poly.poly<0> -> !poly.poly<5>
  %g = poly.add %f, %f : !poly.poly<5>
  return %m : !poly.poly<4>
}

// CHECK-LABEL: func.func @add_zero(
// CHECK-SAME:    %[[A:.*]]: !poly.poly<3>)
// CHECK-NEXT:    return %[[A]] : !poly.poly<3>
func.func @add_zero(%a: !poly.poly<3>) -> !poly.poly<3> {
  %z = poly.constant <[0, 0]> : !poly.poly<3>
  %0 = poly.add %a, %z : !poly.poly<3>
  %1 = poly.add %z, %0 : !poly.poly<3>
  return %1 : !poly.poly<3>
}

// CHECK-LABEL: func.func @eval_constant()
// CHECK-NEXT:    %[[V:.*]] = arith.constant 86 : i32
// CHECK-NEXT:    return %[[V]] : i32
func.func @eval_constant() -> i32 {
  %p = poly.constant <[1, 2, 3]> : !poly.poly<2>
  %x = arith.constant 5 : i32
  %0 = poly.eval %p, %x : !poly.poly<2>
  return %0 : i32
}

// CHECK-LABEL: func.func @eval_not_constant(
// CHECK-SAME:    %[[X:.*]]: i32)
// CHECK-NEXT:    %[[P:.*]] = poly.constant <[1, 2, 3]> : !poly.poly<2>
// CHECK-NEXT:    %[[V:.*]] = poly.eval %[[P]], %[[X]] : !poly.poly<2>
// CHECK-NEXT:    return %[[V]] : i32
func.func @eval_not_constant(%x: i32) -> i32 {
  %p = poly.constant <[1, 2, 3]> : !poly.poly<2>
  %0 = poly.eval %p, %x : !poly.poly<2>
  return %0 : i32
}
