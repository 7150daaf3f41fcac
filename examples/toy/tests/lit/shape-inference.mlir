// RUN: toy-opt %s --split-input-file --inline --toy-shape-inference --canonicalize | FileCheck %s
// RUN: toy-opt %s --split-input-file --pass-pipeline='builtin.module(inline,func.func(toy-shape-inference),canonicalize)' | FileCheck %s

// Inlining the generic helper, then inferring shapes, makes every type static; the casts the
// calls needed fold away (Toy chapter 4).

// CHECK-LABEL: func.func @main()
// CHECK-NEXT:    %[[A:.*]] = toy.constant dense<{{.*}}> : tensor<2x3xf64>
// CHECK-NEXT:    %[[B:.*]] = toy.constant dense<{{.*}}> : tensor<3x2xf64>
// CHECK-NEXT:    %[[TA:.*]] = toy.transpose(%[[A]] : tensor<2x3xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    %[[M:.*]] = toy.mul %[[TA]], %[[B]] : tensor<3x2xf64>
// CHECK-NEXT:    %[[P:.*]] = toy.matmul %[[A]], %[[M]] : (tensor<2x3xf64>, tensor<3x2xf64>) -> tensor<2x2xf64>
// CHECK-NEXT:    toy.print %[[P]] : tensor<2x2xf64>
// CHECK-NEXT:    return
// CHECK-NOT:   @helper
func.func private @helper(%a: tensor<*xf64>, %b: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%a : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.mul %0, %b : tensor<*xf64>
  return %1 : tensor<*xf64>
}

func.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = toy.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf64>
  %2 = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>
  %3 = toy.cast %1 : tensor<3x2xf64> to tensor<*xf64>
  %4 = call @helper(%2, %3) : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>
  %5 = toy.cast %4 : tensor<*xf64> to tensor<*xf64>
  %6 = toy.matmul %0, %5 : (tensor<2x3xf64>, tensor<*xf64>) -> tensor<*xf64>
  toy.print %6 : tensor<*xf64>
  return
}

// -----

// A use by an op of another dialect keeps the type it had, through a cast.
// CHECK-LABEL: func.func @returns_unranked()
// CHECK-NEXT:    %[[A:.*]] = toy.constant dense<1.000000e+00> : tensor<2x3xf64>
// CHECK-NEXT:    %[[T:.*]] = toy.transpose(%[[A]] : tensor<2x3xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    %[[C:.*]] = toy.cast %[[T]] : tensor<3x2xf64> to tensor<*xf64>
// CHECK-NEXT:    return %[[C]] : tensor<*xf64>
func.func @returns_unranked() -> tensor<*xf64> {
  %0 = toy.constant dense<1.0> : tensor<2x3xf64>
  %1 = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>
  %2 = toy.transpose(%1 : tensor<*xf64>) to tensor<*xf64>
  return %2 : tensor<*xf64>
}
