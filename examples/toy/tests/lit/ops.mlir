// RUN: toy-opt %s | toy-opt | FileCheck %s
// RUN: toy-opt %s --mlir-print-op-generic | toy-opt | FileCheck %s
// RUN: toy-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The toy dialect's custom forms round trip, through the generic form too.

// CHECK-LABEL: func.func private @multiply_transpose(
// CHECK-SAME:    %[[A:.*]]: tensor<*xf64>, %[[B:.*]]: tensor<*xf64>) -> tensor<*xf64>
// CHECK-NEXT:    %[[TA:.*]] = toy.transpose(%[[A]] : tensor<*xf64>) to tensor<*xf64>
// CHECK-NEXT:    %[[TB:.*]] = toy.transpose(%[[B]] : tensor<*xf64>) to tensor<*xf64>
// CHECK-NEXT:    %[[M:.*]] = toy.mul %[[TA]], %[[TB]] : tensor<*xf64>
// CHECK-NEXT:    return %[[M]] : tensor<*xf64>
func.func private @multiply_transpose(%a: tensor<*xf64>, %b: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%a : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%b : tensor<*xf64>) to tensor<*xf64>
  %2 = toy.mul %0, %1 : tensor<*xf64>
  func.return %2 : tensor<*xf64>
}

// CHECK-LABEL: func.func @main()
// CHECK-NEXT:    %[[C:.*]] = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
// CHECK-NEXT:    %[[S:.*]] = toy.constant dense<5.000000e-01> : tensor<4xf64>
// CHECK-NEXT:    %[[R:.*]] = toy.reshape(%[[S]] : tensor<4xf64>) to tensor<2x2xf64>
// CHECK-NEXT:    %[[ADD:.*]] = toy.add %[[C]], %[[R]] : tensor<2x2xf64>
// CHECK-NEXT:    %[[MM:.*]] = toy.matmul %[[ADD]], %[[C]] : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
// CHECK-NEXT:    %[[U:.*]] = toy.cast %[[MM]] : tensor<2x2xf64> to tensor<*xf64>
// CHECK-NEXT:    %[[CALL:.*]] = call @multiply_transpose(%[[U]], %[[U]]) : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>
// CHECK-NEXT:    toy.print %[[CALL]] : tensor<*xf64>
// CHECK-NEXT:    return
func.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %1 = toy.constant dense<0.5> : tensor<4xf64>
  %2 = toy.reshape(%1 : tensor<4xf64>) to tensor<2x2xf64>
  %3 = toy.add %0, %2 : tensor<2x2xf64>
  %4 = toy.matmul %3, %0 : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
  %5 = toy.cast %4 : tensor<2x2xf64> to tensor<*xf64>
  %6 = func.call @multiply_transpose(%5, %5) : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>
  toy.print %6 : tensor<*xf64>
  func.return
}

// GENERIC: %{{.*}} = "toy.constant"() <{value = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>}> : () -> tensor<2x2xf64>
// GENERIC: "toy.reshape"(%{{.*}}) : (tensor<4xf64>) -> tensor<2x2xf64>
// GENERIC: "toy.add"(%{{.*}}, %{{.*}}) : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
// GENERIC: "toy.matmul"(%{{.*}}, %{{.*}}) : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
// GENERIC: "toy.cast"(%{{.*}}) : (tensor<2x2xf64>) -> tensor<*xf64>
// GENERIC: "toy.print"(%{{.*}}) : (tensor<*xf64>) -> ()
