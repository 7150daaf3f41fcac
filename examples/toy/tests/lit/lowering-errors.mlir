// RUN: toy-opt %s --split-input-file --convert-toy-to-loops --verify-diagnostics

// The lowering needs static shapes: run inlining and shape inference first.
func.func @unranked(%a: tensor<*xf64>) {
  // expected-error @+1 {{failed to legalize operation 'toy.add' that was explicitly marked illegal}}
  %0 = toy.add %a, %a : tensor<*xf64>
  return
}

// -----

func.func @dynamic(%a: tensor<?x2xf64>) {
  // expected-error @+1 {{failed to legalize operation 'toy.print' that was explicitly marked illegal}}
  toy.print %a : tensor<?x2xf64>
  return
}
