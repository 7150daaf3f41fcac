// RUN: oxir-opt %s -split-input-file -verify-diagnostics

func.func @cast_incompatible(%arg0: tensor<1xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<1xf32>' and result type 'tensor<2xf32>' are cast incompatible}}
  %0 = tensor.cast %arg0 : tensor<1xf32> to tensor<2xf32>
  return
}

// -----

func.func @cast_element_type(%arg0: tensor<*xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<*xf32>' and result type 'tensor<2xi32>' are cast incompatible}}
  %0 = tensor.cast %arg0 : tensor<*xf32> to tensor<2xi32>
  return
}

// -----

func.func @extract_indices(%arg0: tensor<?x?xf32>, %i: index) {
  // expected-error@+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %arg0[%i] : tensor<?x?xf32>
  return
}

// -----

func.func @extract_unranked(%arg0: tensor<*xf32>, %i: index) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.extract %arg0[%i] : tensor<*xf32>
  return
}

// -----

func.func @from_elements_count(%a: f32) {
  // expected-error@+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%a) : (f32) -> tensor<2xf32>
  return
}

// -----

func.func @generate_extents(%m: index) -> tensor<?x3x?xf32> {
  // expected-error@+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.generate %m {
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

func.func @generate_yield_type(%m: index) -> tensor<?xf32> {
  // expected-error@+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %m {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @generate_body_args(%m: index) -> tensor<?xf32> {
  // expected-error@+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %m {
  ^bb0(%i: index, %j: index):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @yield_parent(%a: f32) {
  // expected-error@+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  "tensor.yield"(%a) : (f32) -> ()
}

// -----

func.func @empty_sizes(%i: index) {
  // expected-error@+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.empty(%i) : tensor<?x?xf32>
  return
}

// -----

func.func @slice_rank(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 1}}
  %0 = tensor.extract_slice %t[0] [4] [1] : tensor<8x16xf32> to tensor<4xf32>
  return
}

// -----

func.func @slice_size(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x8xf32>
  return
}

// -----

func.func @pad_type(%t: tensor<3x4xf32>, %s: f32) {
  // expected-error@+1 {{specified type 'tensor<7x9xf32>' does not match the inferred type 'tensor<6x9xf32>'}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %s : f32
  } : tensor<3x4xf32> to tensor<7x9xf32>
  return
}

// -----

func.func @collapse_static(%t: tensor<2x3x4xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected dimension 1 of collapsed type to be static value of 12}}
  %0 = tensor.collapse_shape %t [[0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x10xf32>
  return
}

// -----

func.func @concat_rank(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<5x3xf32>
  return
}

// -----

func.func @reshape_elements(%t: tensor<2x3xf32>, %s: tensor<1xi32>) {
  // expected-error@+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<5xf32>
  return
}

// -----

func.func @gather_dims(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %s[%i] gather_dims([2, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4x1x1xf32>
  return
}

// -----

func.func @splat_kind(%v: f32) {
  // expected-error@+1 {{invalid kind of type specified}}
  %0 = tensor.splat %v : memref<8xf32>
  return
}

// -----

func.func @pis_outside(%a: tensor<4xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %a into %b[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return
}
