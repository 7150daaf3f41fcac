// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// Diagnostics of linalg.elementwise, as mlir-opt 22 words them.

func.func @unknown_kind(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+3 {{expected ::mlir::linalg::ElementwiseKind to be one of: exp, log, abs, ceil, floor, negf, reciprocal, round, sqrt, rsqrt, square, tanh, erf, add, sub, mul, div, div_unsigned, max_signed, min_signed, max_unsigned, min_unsigned, powf, select}}
  // expected-error@+2 {{failed to parse ElementwiseKindAttr parameter 'value' which is to be a `::mlir::linalg::ElementwiseKind`}}
  // expected-error@+1 {{custom op 'linalg.elementwise' expected operation 'kind' attribute}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<foo> ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @not_a_kind(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{custom op 'linalg.elementwise' expected ElementwiseKind attribute}}
  %0 = linalg.elementwise kind=#linalg.type_fn<cast_signed> ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @arity(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  // The errors point after the op, as MLIR's do.
  // expected-error@+2 {{custom op 'linalg.elementwise' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  // expected-error@+1 {{custom op 'linalg.elementwise' unable to parse elemwise op}}
  return %0 : tensor<8xf32>
}

// -----

func.func @map_not_affine(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{custom op 'linalg.elementwise' expected affine map attribute}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [1, 2] ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @shapes(%a: memref<8x16xf32>, %b: memref<8x16xf32>) {
  // expected-error@+1 {{'linalg.elementwise' op inferred input/output operand #1 has shape's dimension #0 to be 16, but found 8}}
  linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %b : memref<8x16xf32>, memref<8x16xf32>) outs(%b : memref<8x16xf32>)
  return
}
