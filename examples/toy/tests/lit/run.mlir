// RUN: toy-opt %s --pass-pipeline='builtin.module(inline,toy-shape-inference,canonicalize,cse,convert-toy-to-loops,canonicalize,cse,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)' \
// RUN:   | toy-run -e main --entry-point-result=void | FileCheck %s

// A toy program from source to running code: inlining, shape inference, the lowering to loops,
// then to llvm, and the JIT.

// CHECK:      ( ( 1, 9 ), ( 4, 16 ) )
// CHECK-NEXT: ( ( 7, 10 ), ( 15, 22 ) )
// CHECK-NEXT: ( ( 2.5, 2.5, 2.5 ) )
// CHECK-NEXT: 3
func.func private @square_transposed(%a: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%a : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.mul %0, %0 : tensor<*xf64>
  return %1 : tensor<*xf64>
}

func.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %1 = toy.cast %0 : tensor<2x2xf64> to tensor<*xf64>
  %2 = func.call @square_transposed(%1) : (tensor<*xf64>) -> tensor<*xf64>
  toy.print %2 : tensor<*xf64>
  %3 = toy.matmul %0, %0 : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
  toy.print %3 : tensor<2x2xf64>
  %4 = toy.constant dense<2.5> : tensor<3xf64>
  %5 = toy.reshape(%4 : tensor<3xf64>) to tensor<1x3xf64>
  toy.print %5 : tensor<1x3xf64>
  %6 = toy.constant dense<3.0> : tensor<f64>
  toy.print %6 : tensor<f64>
  return
}
