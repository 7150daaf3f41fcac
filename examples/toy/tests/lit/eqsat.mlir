// RUN: toy-opt %s --eqsat --canonicalize | FileCheck %s

// Equality saturation with the rules the toy ops declare (`#[op(eqsat_rules = ...)]`):
// element-wise ops commute with transposition, so two transposes feeding a product become one
// transpose of the product; products factor.

// CHECK-LABEL: func.func @sink_transposes(
// CHECK-SAME:    %[[A:.*]]: tensor<2x3xf64>, %[[B:.*]]: tensor<2x3xf64>)
// CHECK-NEXT:    %[[M:.*]] = toy.mul %[[A]], %[[B]] : tensor<2x3xf64>
// CHECK-NEXT:    %[[T:.*]] = toy.transpose(%[[M]] : tensor<2x3xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    return %[[T]] : tensor<3x2xf64>
func.func @sink_transposes(%a: tensor<2x3xf64>, %b: tensor<2x3xf64>) -> tensor<3x2xf64> {
  %0 = toy.transpose(%a : tensor<2x3xf64>) to tensor<3x2xf64>
  %1 = toy.transpose(%b : tensor<2x3xf64>) to tensor<3x2xf64>
  %2 = toy.mul %0, %1 : tensor<3x2xf64>
  return %2 : tensor<3x2xf64>
}

// CHECK-LABEL: func.func @factor(
// CHECK-SAME:    %[[A:.*]]: tensor<4xf64>, %[[B:.*]]: tensor<4xf64>, %[[C:.*]]: tensor<4xf64>)
// CHECK-NEXT:    %[[S:.*]] = toy.add %[[B]], %[[C]] : tensor<4xf64>
// CHECK-NEXT:    %[[M:.*]] = toy.mul %[[A]], %[[S]] : tensor<4xf64>
// CHECK-NEXT:    return %[[M]] : tensor<4xf64>
func.func @factor(%a: tensor<4xf64>, %b: tensor<4xf64>, %c: tensor<4xf64>) -> tensor<4xf64> {
  %0 = toy.mul %a, %b : tensor<4xf64>
  %1 = toy.mul %c, %a : tensor<4xf64>
  %2 = toy.add %0, %1 : tensor<4xf64>
  return %2 : tensor<4xf64>
}
