// RUN: oxir-opt %s -one-shot-bufferize=bufferize-function-boundaries -split-input-file -verify-diagnostics

// A read-after-write conflict on an unranked tensor cannot be resolved with a copy.

func.func private @ext(tensor<*xi8>)
func.func private @ext2(tensor<3xi8>)
func.func @unranked_raw() {
  %c = arith.constant dense<1> : tensor<3xi8>
  // expected-error @+1 {{'tensor.cast' op not bufferizable under the given constraints: cannot avoid RaW conflict}}
  %u = tensor.cast %c : tensor<3xi8> to tensor<*xi8>
  call @ext(%u) : (tensor<*xi8>) -> ()
  call @ext2(%c) : (tensor<3xi8>) -> ()
  return
}

// -----

// A loop must yield a tensor equivalent to its iteration argument.

func.func @yield_new(%t: tensor<4xf32>, %n: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %x = tensor.insert %v into %e[%c0] : tensor<4xf32>
    // expected-error @+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @swap(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xf32>, tensor<4xf32>) {
    // expected-error @+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %b, %a : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// The analysis needs the `restrict` promise on a used to_tensor (an unused one is fine).

func.func @to_tensor_without_restrict(%m: memref<?xf32>, %idx: index) -> f32 {
  %unused = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  // expected-error @+1 {{to_tensor ops without `restrict` are not supported by One-Shot Analysis}}
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %1 = tensor.extract %0[%idx] : tensor<?xf32>
  return %1 : f32
}
