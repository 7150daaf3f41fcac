// RUN: oxir-opt %s -allow-unregistered-dialect -one-shot-bufferize=bufferize-function-boundaries -split-input-file -verify-diagnostics

// The "after" region of a while loop must yield buffers equivalent to its arguments.

func.func @while_yield_new(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %a, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %e = tensor.empty() : tensor<4xf32>
    %b2 = tensor.insert %f into %e[%j] : tensor<4xf32>
    %j2 = arith.addi %j, %c1 : index
    // expected-error @+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %b2, %j2 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}

// -----

// So must scf.condition.

func.func @while_condition_new(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    %e = tensor.empty() : tensor<4xf32>
    %b2 = tensor.insert %f into %e[%i] : tensor<4xf32>
    // expected-error @+1 {{Condition arg #0 is not equivalent to the corresponding iter bbArg}}
    scf.condition(%cond) %b2, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %j2 = arith.addi %j, %c1 : index
    scf.yield %b, %j2 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}

// -----

// Swapping two iteration arguments is not equivalent either.

func.func @while_swap(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r:2 = scf.while (%a = %t, %b = %u) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.condition(%c) %a, %b : tensor<4xf32>, tensor<4xf32>
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    // expected-error @+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %y, %x : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0 : tensor<4xf32>
}

// -----

func.func @execute_region_two_yields(%t: tensor<4xf32>, %c: i1, %i: index) -> tensor<4xf32> {
  %f = arith.constant 1.0 : f32
  // expected-error @+1 {{'scf.execute_region' op op without unique scf.yield is not supported}}
  %r = scf.execute_region -> tensor<4xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %t2 = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %t2 : tensor<4xf32>
  ^bb2:
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Without allow-unknown-ops, an op without a bufferization model is an error.

func.func @unknown(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{op was not bufferized}}
  %r = "t.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
