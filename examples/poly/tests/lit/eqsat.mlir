// RUN: poly-opt %s --eqsat | FileCheck %s

// Equality saturation with the rules the poly ops declare (`#[op(eqsat_rules = ...)]`): a sum
// of two products with a common factor becomes one product, which costs less (`poly.mul`
// declares `eqsat_cost = 8`).

// CHECK-LABEL: func.func @factor(
// CHECK-SAME:    %[[A:.*]]: !poly.poly<1>, %[[B:.*]]: !poly.poly<2>, %[[C:.*]]: !poly.poly<2>)
// CHECK-NEXT:    %[[S:.*]] = poly.add %[[B]], %[[C]] : !poly.poly<2>
// CHECK-NEXT:    %[[M:.*]] = poly.mul %[[A]], %[[S]] : !poly.poly<1>, !poly.poly<2> -> !poly.poly<3>
// CHECK-NEXT:    return %[[M]] : !poly.poly<3>
func.func @factor(%a: !poly.poly<1>, %b: !poly.poly<2>, %c: !poly.poly<2>) -> !poly.poly<3> {
  %0 = poly.mul %a, %b : !poly.poly<1>, !poly.poly<2> -> !poly.poly<3>
  %1 = poly.mul %c, %a : !poly.poly<2>, !poly.poly<1> -> !poly.poly<3>
  %2 = poly.add %0, %1 : !poly.poly<3>
  return %2 : !poly.poly<3>
}
