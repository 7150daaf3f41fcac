// RUN: oxir-opt %s -split-input-file -verify-diagnostics

// Diagnostics of the named structured ops as MLIR 22 gives them: parse-time errors of the
// region builders, shape checks through the indexing maps, matmul's user maps, attribute
// constraints.

func.func @matmul_shape(%a: memref<2x4xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 3}}
  linalg.matmul ins(%a, %b : memref<2x4xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  return
}

// -----

func.func @conv_window_too_small(%i: memref<1x3x4x2xf32>, %k: memref<3x2x2x1xf32>, %o: memref<1x2x3x1xf32>) {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 4, but found 3}}
  linalg.conv_2d_nhwc_hwcf ins(%i, %k : memref<1x3x4x2xf32>, memref<3x2x2x1xf32>) outs(%o : memref<1x2x3x1xf32>)
  return
}

// -----

func.func @matmul_user_map_dim(%a: memref<5x5xf32>, %b: memref<5x5xf32>, %c: memref<5x5xf32>) {
  // expected-error @+1 {{'linalg.matmul' op Unexpected dim expression in map result.}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<5x5xf32>, memref<5x5xf32>) outs(%c : memref<5x5xf32>)
  return
}

// -----

func.func @matmul_broadcast_not_reduction(%a: memref<5xf32>, %b: memref<5x5xf32>, %c: memref<5x5xf32>) {
  // expected-error @+1 {{'linalg.matmul' op Invalid broadcast requested, should be (d2).}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<5xf32>, memref<5x5xf32>) outs(%c : memref<5x5xf32>)
  return
}

// -----

func.func @matmul_maps_not_affine(%a: memref<5x5xf32>, %c: memref<5x5xf32>) {
  // expected-error @+1 {{element of indexing_maps array is not an affine_map}}
  linalg.matmul indexing_maps = [1, 2, 3] ins(%a, %a : memref<5x5xf32>, memref<5x5xf32>) outs(%c : memref<5x5xf32>)
  return
}

// -----

func.func @sub_bools(%m: memref<4xi1>) {
  // expected-error @+1 {{unsupported operation: sub with bools}}
  linalg.sub ins(%m, %m : memref<4xi1>, memref<4xi1>) outs(%m : memref<4xi1>)
  return
}

// -----

func.func @add_mixed(%m: memref<4xi32>, %n: memref<4xf32>) {
  // expected-error @+1 {{Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'i32' and 'f32'}}
  linalg.add ins(%m, %n : memref<4xi32>, memref<4xf32>) outs(%n : memref<4xf32>)
  return
}

// -----

func.func @exp_int(%m: memref<4xi32>) {
  // expected-error @+1 {{unsupported non numeric type}}
  linalg.exp ins(%m : memref<4xi32>) outs(%m : memref<4xi32>)
  return
}

// -----

func.func @div_unsigned_float(%m: memref<4xf32>) {
  // expected-error @+1 {{unsupported operation: unsigned div not on uint}}
  linalg.div_unsigned ins(%m, %m : memref<4xf32>, memref<4xf32>) outs(%m : memref<4xf32>)
  return
}

// -----

func.func @region_arity(%m: memref<4xf32>) {
  linalg.sub ins(%m : memref<4xf32>) outs(%m : memref<4xf32>)
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @exp_result_type(%m: memref<4xf32>, %n: memref<4xf64>) {
  // expected-error @unknown {{'linalg.yield' op type of yield operand 1 ('f32') doesn't match the element type of the enclosing linalg.generic op ('f64')}}
  linalg.exp ins(%m : memref<4xf32>) outs(%n : memref<4xf64>)
  return
}

// -----

func.func @matvec_rank(%m: memref<4x8x2xf32>, %v: memref<8xf32>, %w: memref<4xf32>) {
  // expected-error @+1 {{'linalg.matvec' op expected operand #0 rank (3) to match the result rank of indexing_map (2)}}
  linalg.matvec ins(%m, %v : memref<4x8x2xf32>, memref<8xf32>) outs(%w : memref<4xf32>)
  return
}

// -----

func.func @strides_shape(%i: memref<1x6x6x2xf32>, %k: memref<3x3x2xf32>, %o: memref<1x4x4x2xf32>) {
  // expected-error @+1 {{'linalg.depthwise_conv_2d_nhwc_hwc' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<2> : vector<3xi64>} ins(%i, %k : memref<1x6x6x2xf32>, memref<3x3x2xf32>) outs(%o : memref<1x4x4x2xf32>)
  return
}

// -----

func.func @mixed_semantics(%a: tensor<4x8xf32>, %b: memref<8x16xf32>, %c: tensor<4x16xf32>) {
  // expected-error @+1 {{'linalg.matmul' op expected to have pure tensor or buffer semantics}}
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, memref<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}

// -----

func.func @result_type(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
  // expected-error @+1 {{'linalg.matmul' op expected type of operand #2 ('tensor<4x16xf32>') to match type of corresponding result ('tensor<4x17xf32>')}}
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x17xf32>
  return
}
