// RUN: oxir-opt %s -split-input-file -verify-diagnostics
// The OffsetSizeAndStrideOpInterface verifier, shared by the tensor slice ops and the memref
// views; the messages are mlir-opt 22's.

func.func @extract_ranks(%t: tensor<4x4xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4x4xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @extract_size_stride_ranks(%t: tensor<4x4xf32>) -> tensor<2x2xf32> {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1>}> : (tensor<4x4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @extract_dynamic_count(%t: tensor<4x4xf32>, %i: index) -> tensor<2x2xf32> {
  // expected-error@+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, index) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @extract_missing_dynamic_size(%t: tensor<4x4xf32>) -> tensor<?x2xf32> {
  // expected-error@+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (0 vs 1)}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// -----

func.func @extract_negative_size(%t: tensor<4x4xf32>) -> tensor<2x2xf32> {
  // expected-error@+1 {{expected sizes to be non-negative, but got -2}}
  %0 = tensor.extract_slice %t[0, 0] [-2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @insert_rank(%s: tensor<2xf32>, %t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{expected 2 offset values, got 1}}
  %0 = tensor.insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @insert_dynamic_stride(%s: tensor<2x2xf32>, %t: tensor<4x4xf32>, %i: index) -> tensor<4x4xf32> {
  // expected-error@+1 {{expected the number of 'strides' to match the number of dynamic entries in 'static_strides' (1 vs 0)}}
  %0 = "tensor.insert_slice"(%s, %t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, tensor<4x4xf32>, index) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @parallel_insert_outside(%s: tensor<2x2xf32>, %t: tensor<4x4xf32>) {
  // expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  "tensor.parallel_insert_slice"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: -1, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, tensor<4x4xf32>) -> ()
  return
}

// -----

func.func @subview_dynamic_offset(%m: memref<8x8xf32>, %i: index) {
  // expected-error@+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (0 vs 1)}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<2x2xf32, strided<[8, 1], offset: ?>>
  return
}

// -----

func.func @reinterpret_offset_count(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected 1 offset values, got 2}}
  %0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<2x2xf32, strided<[1, 1]>>
  return
}

// -----

func.func @reinterpret_sizes(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected 2 size values, got 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2], strides: [1] : memref<8x8xf32> to memref<2x2xf32>
  return
}
