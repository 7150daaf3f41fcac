// RUN: toy-opt %s --split-input-file --toy-shape-inference --verify-diagnostics

// Shapes can't be inferred from unranked arguments (the function should have been inlined).
// expected-error @+1 {{Shape inference failed, 2 operations couldn't be inferred}}
func.func @generic(%a: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%a : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.mul %0, %0 : tensor<*xf64>
  return %1 : tensor<*xf64>
}

// -----

func.func private @opaque(tensor<2xf64>) -> tensor<*xf64>

func.func @call_not_inlined() {
  %0 = toy.constant dense<1.0> : tensor<2xf64>
  // expected-error @+1 {{unable to infer shape of operation without shape inference interface}}
  %1 = call @opaque(%0) : (tensor<2xf64>) -> tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  return
}
