// RUN: oxir-opt %s -split-input-file -verify-diagnostics

// Verifier messages of the linalg ops as MLIR 22 prints them.

func.func @map_arity(%a: memref<4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 1}}
  linalg.map ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
    (%x: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @map_element_type(%a: memref<4xi32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.map' op expected element type of input 'i32' to match bbArg type 'f32'}}
  linalg.map ins(%a : memref<4xi32>) outs(%c : memref<4xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @map_shape(%a: memref<5xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.map' op expected shape of input (5) to match shape of output (4)}}
  linalg.map ins(%a : memref<5xf32>) outs(%c : memref<4xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @map_mixed(%a: tensor<4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.map' op expected to have pure tensor or buffer semantics}}
  linalg.map ins(%a : tensor<4xf32>) outs(%c : memref<4xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @index_dim(%a: memref<4xf32>, %c: memref<4xf32>) {
  linalg.map ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
    (%x: f32, %y: f32) {
      // expected-error @+1 {{'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
      %i = linalg.index 1 : index
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @index_parent() {
  // expected-error @+1 {{'linalg.index' op expected parent op with LinalgOp interface}}
  %i = linalg.index 1 : index
  return
}

// -----

func.func @yield_type(%a: memref<4xf32>, %c: memref<4xf32>) {
  linalg.map ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
    (%x: f32, %y: f32) {
      %i = arith.constant 1 : i32
      // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
      linalg.yield %i : i32
    }
  return
}

// -----

func.func @yield_count(%a: memref<4xf32>, %c: memref<4xf32>) {
  linalg.map ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
    (%x: f32, %y: f32) {
      // expected-error @+1 {{'linalg.yield' op expected number of yield values (0) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
      linalg.yield
    }
  return
}

// -----

func.func @fill_type(%c: memref<4xf32>) {
  %cst = arith.constant 1 : i32
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('i32') to match output element type ('f32')}}
  linalg.fill ins(%cst : i32) outs(%c : memref<4xf32>)
  return
}

// -----

func.func @generic_maps(%a: memref<4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%c : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @generic_rank(%a: memref<4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%c : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @generic_args(%a: memref<4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%c : memref<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @generic_arg_type(%a: memref<4xi32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #0 ('f32') to match element or self type of the corresponding operand ('i32')}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xi32>) outs(%c : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @generic_result_type(%a: tensor<4xf32>, %c: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<5xf32>
  return
}

// -----

func.func @generic_results(%a: tensor<4xf32>, %c: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
