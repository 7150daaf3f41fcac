// RUN: toy-opt %s --canonicalize | FileCheck %s

// The toy ops' folders and canonicalization patterns.

// A transpose of a transpose is its input.
// CHECK-LABEL: func.func @transpose_transpose(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf64>)
// CHECK-NEXT:    return %[[X]] : tensor<2x3xf64>
func.func @transpose_transpose(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<3x2xf64>
  %1 = toy.transpose(%0 : tensor<3x2xf64>) to tensor<2x3xf64>
  return %1 : tensor<2x3xf64>
}

// ... or a cast of it when the result type knows less of the shape.
// CHECK-LABEL: func.func @transpose_transpose_unranked(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf64>)
// CHECK-NEXT:    %[[C:.*]] = toy.cast %[[X]] : tensor<2x3xf64> to tensor<*xf64>
// CHECK-NEXT:    return %[[C]] : tensor<*xf64>
func.func @transpose_transpose_unranked(%arg0: tensor<2x3xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  return %1 : tensor<*xf64>
}

// A reshape of a reshape is one reshape.
// CHECK-LABEL: func.func @reshape_reshape(
// CHECK-SAME:    %[[X:.*]]: tensor<6xf64>)
// CHECK-NEXT:    %[[R:.*]] = toy.reshape(%[[X]] : tensor<6xf64>) to tensor<2x3xf64>
// CHECK-NEXT:    return %[[R]] : tensor<2x3xf64>
func.func @reshape_reshape(%arg0: tensor<6xf64>) -> tensor<2x3xf64> {
  %0 = toy.reshape(%arg0 : tensor<6xf64>) to tensor<3x2xf64>
  %1 = toy.reshape(%0 : tensor<3x2xf64>) to tensor<2x3xf64>
  return %1 : tensor<2x3xf64>
}

// A reshape to the type the input has is the input.
// CHECK-LABEL: func.func @redundant_reshape(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf64>)
// CHECK-NEXT:    return %[[X]] : tensor<2x3xf64>
func.func @redundant_reshape(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.reshape(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// A reshape of a constant is a constant.
// CHECK-LABEL: func.func @reshape_constant(
// CHECK-NEXT:    %[[C:.*]] = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00]]> : tensor<3x2xf64>
// CHECK-NEXT:    toy.print %[[C]] : tensor<3x2xf64>
// CHECK-NEXT:    return
func.func @reshape_constant() {
  %0 = toy.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64>
  %1 = toy.reshape(%0 : tensor<6xf64>) to tensor<2x3xf64>
  %2 = toy.reshape(%1 : tensor<2x3xf64>) to tensor<3x2xf64>
  toy.print %2 : tensor<3x2xf64>
  return
}

// A cast to the same type folds away.
// CHECK-LABEL: func.func @cast_same_type(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf64>)
// CHECK-NEXT:    return %[[X]] : tensor<2x3xf64>
func.func @cast_same_type(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.cast %arg0 : tensor<2x3xf64> to tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// Pure ops without uses are erased.
// CHECK-LABEL: func.func @dead_pure_ops(
// CHECK-NEXT:    return
func.func @dead_pure_ops(%arg0: tensor<2x3xf64>) {
  %0 = toy.constant dense<1.0> : tensor<2x3xf64>
  %1 = toy.add %arg0, %0 : tensor<2x3xf64>
  %2 = toy.mul %1, %1 : tensor<2x3xf64>
  return
}
