// RUN: poly-opt %s --convert-poly-to-standard --canonicalize --cse | FileCheck %s

// Polynomials become tensors of their coefficients (`!poly.poly<N>` is `tensor<N+1 x i32>`):
// constants are dense `arith.constant`s, sums loops adding coefficients, products loop nests
// summing products, evaluations Horner's rule in an `scf.for`. The conversion folds what it can
// first (as MLIR's does), so the ops to lower take function arguments here; function
// signatures are not converted, and a polynomial argument reaches the code through a cast.

// CHECK-LABEL: func.func @lower(
// CHECK-SAME:    %[[PA:.*]]: !poly.poly<2>, %[[QA:.*]]: !poly.poly<2>, %[[X:.*]]: i32) -> i32
// CHECK-DAG:     %[[P:.*]] = builtin.unrealized_conversion_cast %[[PA]] : !poly.poly<2> to tensor<3xi32>
// CHECK-DAG:     %[[Q:.*]] = builtin.unrealized_conversion_cast %[[QA]] : !poly.poly<2> to tensor<3xi32>
// CHECK-DAG:     %[[CST:.*]] = arith.constant dense<[1, 2, 0, 0, 0]> : tensor<5xi32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0 : i32

// poly.mul: for each coefficient k of the result, a sum over the i where i and k - i are in
// bounds.
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<5xi32>
// CHECK:         %[[PROD:.*]] = scf.for %[[K:.*]] = %[[C0]] to %[[C5]] step %[[C1]] iter_args(%{{.*}} = %[[E]]) -> (tensor<5xi32>) {
// CHECK:           arith.maxsi
// CHECK:           arith.minsi
// CHECK:           scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C1]] iter_args(%{{.*}} = %[[ZERO]]) -> (i32) {
// CHECK:             tensor.extract %[[P]]
// CHECK:             tensor.extract %[[Q]]
// CHECK:             arith.muli
// CHECK:             arith.addi

// poly.add: one loop over the coefficients.
// CHECK:         %[[SUM:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[C5]] step %[[C1]] iter_args(%[[T:.*]] = %{{.*}}) -> (tensor<5xi32>) {
// CHECK-NEXT:      %[[A:.*]] = tensor.extract %[[PROD]][%[[I]]] : tensor<5xi32>
// CHECK-NEXT:      %[[B:.*]] = tensor.extract %[[CST]][%[[I]]] : tensor<5xi32>
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:      %[[INS:.*]] = tensor.insert %[[S]] into %[[T]][%[[I]]] : tensor<5xi32>
// CHECK-NEXT:      scf.yield %[[INS]] : tensor<5xi32>

// poly.eval: Horner's rule from the highest coefficient down.
// CHECK:         %[[V:.*]] = scf.for %[[J:.*]] = %[[C0]] to %[[C5]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (i32) {
// CHECK-NEXT:      %[[D:.*]] = arith.subi %{{.*}}, %[[J]] : index
// CHECK-NEXT:      %[[C:.*]] = tensor.extract %[[SUM]][%[[D]]] : tensor<5xi32>
// CHECK-NEXT:      %[[M:.*]] = arith.muli %[[ACC]], %[[X]] : i32
// CHECK-NEXT:      %[[R:.*]] = arith.addi %[[M]], %[[C]] : i32
// CHECK-NEXT:      scf.yield %[[R]] : i32
// CHECK:         return %[[V]] : i32
// CHECK-NOT:     poly.{{[a-z]+}} %
func.func @lower(%p: !poly.poly<2>, %q: !poly.poly<2>, %x: i32) -> i32 {
  %m = poly.mul %p, %q : !poly.poly<2>, !poly.poly<2> -> !poly.poly<4>
  %c = poly.constant <[1, 2]> : !poly.poly<4>
  %s = poly.add %m, %c : !poly.poly<4>
  %e = poly.eval %s, %x : !poly.poly<4>
  return %e : i32
}
