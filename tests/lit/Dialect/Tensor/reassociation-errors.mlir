// RUN: oxir-opt %s -split-input-file -verify-diagnostics

// The reassociation checks of tensor.collapse_shape and tensor.expand_shape in MLIR's order
// (verifyReshapeLikeTypes): the maps' dimension count (one more than the largest last index of
// a group) against the expanded rank, then isReassociationValid; messages as mlir-opt 22's.

func.func @c(%t: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  // expected-error@+1 {{expected reassociation map #0 to have size equal to the expanded rank (3), but it is  2.}}
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @d(%t: tensor<2x3x4x5xf32>) -> tensor<6x20xf32> {
  // expected-error@+1 {{expected reassociation map #1 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %t [[0, 1], [3]] : tensor<2x3x4x5xf32> into tensor<6x20xf32>
  return %0 : tensor<6x20xf32>
}

// -----

func.func @e(%t: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  // expected-error@+1 {{expected reassociation map #0 to have size equal to the expanded rank (3), but it is  23.}}
  %0 = tensor.collapse_shape %t [[0, 1], [22]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @f(%t: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  // expected-error@+1 {{expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %t [[1, 0], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @h(%t: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  // expected-error@+1 {{expected reassociation map #0 to have size equal to the expanded rank (3), but it is  2.}}
  %0 = tensor.collapse_shape %t [[0, 1], [1]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @i(%t: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+1 {{expected reassociation map #0 to have size equal to the expanded rank (3), but it is  6.}}
  %0 = tensor.expand_shape %t [[0, 1], [5]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// A dense array in an op's format ends with ']' after its elements (MLIR's DenseArrayAttr parser).
func.func @gather(%t: tensor<4x5x6xf32>, %i: tensor<1x2x3x3xindex>) -> tensor<1x2x3xf32> {
  // expected-error@+1 {{expected ']'}}
  %0 = tensor.gather %t[%i] gather_dims([0, 1!x 2]) : (tensor<4x5x6xf32>, tensor<1x2x3x3xindex>) -> tensor<1x2x3xf32>
  return %0 : tensor<1x2x3xf32>
}
