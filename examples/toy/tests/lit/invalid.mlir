// RUN: toy-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{'toy.constant' op return type must match the one of the attached value attribute: 1 != 2}}
%0 = "toy.constant"() <{value = dense<1.0> : tensor<2xf64>}> : () -> tensor<2x2xf64>

// -----

// expected-error @+1 {{'toy.constant' op return type shape mismatches its attribute at dimension 1: 3 != 2}}
%0 = "toy.constant"() <{value = dense<1.0> : tensor<2x3xf64>}> : () -> tensor<2x2xf64>

// -----

// expected-error @+1 {{'toy.constant' op attribute 'value' failed to satisfy constraint: 64-bit float elements attribute}}
%0 = toy.constant dense<1> : tensor<2xi64>

// -----

%0 = toy.constant dense<1.0> : tensor<2xf64>
%1 = toy.constant dense<1.0> : tensor<3xf64>
// expected-error @+1 {{'toy.add' op requires the same type for all operands and results}}
%2 = "toy.add"(%0, %1) : (tensor<2xf64>, tensor<3xf64>) -> tensor<2xf64>

// -----

func.func @f(%a: tensor<2xf32>) {
  // expected-error @+1 {{'toy.mul' op operand #0 must be tensor of 64-bit float values, but got 'tensor<2xf32>'}}
  %0 = toy.mul %a, %a : tensor<2xf32>
  return
}

// -----

%0 = toy.constant dense<1.0> : tensor<2x3xf64>
// expected-error @+1 {{expected result shape to be a transpose of the input}}
%1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<2x3xf64>

// -----

%0 = toy.constant dense<1.0> : tensor<2x3xf64>
// expected-error @+1 {{'toy.matmul' op expected the inner dimensions to match, but got 3 and 2}}
%1 = toy.matmul %0, %0 : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>

// -----

%0 = toy.constant dense<1.0> : tensor<3xf64>
// expected-error @+1 {{'toy.matmul' op expected operand #0 to be a 2-D tensor, but got 'tensor<3xf64>'}}
%1 = toy.matmul %0, %0 : (tensor<3xf64>, tensor<3xf64>) -> tensor<*xf64>

// -----

%0 = toy.constant dense<1.0> : tensor<2x3xf64>
%1 = toy.constant dense<1.0> : tensor<3x4xf64>
// expected-error @+1 {{'toy.matmul' op expected result shape 2x4, but got 4x2}}
%2 = toy.matmul %0, %1 : (tensor<2x3xf64>, tensor<3x4xf64>) -> tensor<4x2xf64>

// -----

%0 = toy.constant dense<1.0> : tensor<6xf64>
// expected-error @+1 {{'toy.reshape' op expected the input and the result to have the same number of elements, but got 6 and 4}}
%1 = toy.reshape(%0 : tensor<6xf64>) to tensor<2x2xf64>

// -----

%0 = toy.constant dense<1.0> : tensor<6xf64>
// expected-error @+1 {{'toy.reshape' op result #0 must be statically shaped tensor of 64-bit float values, but got 'tensor<*xf64>'}}
%1 = toy.reshape(%0 : tensor<6xf64>) to tensor<*xf64>

// -----

%0 = toy.constant dense<1.0> : tensor<6xf64>
// expected-error @+1 {{'toy.cast' op requires the same shape for all operands and results}}
%1 = toy.cast %0 : tensor<6xf64> to tensor<2x3xf64>

// -----

%0 = toy.constant dense<1.0> : tensor<6xf64>
// expected-error @+1 {{expected ':'}}
toy.print %0
