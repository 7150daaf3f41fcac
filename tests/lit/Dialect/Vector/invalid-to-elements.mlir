// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// MLIR 22's verifier message of vector.to_elements: one result per element, of the element type.

func.func @to_elements_too_few(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0:3 = "vector.to_elements"(%a) : (vector<4xf32>) -> (f32, f32, f32)
  return
}

// -----

func.func @to_elements_wrong_type(%a: vector<2xf32>) {
  // expected-error@+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0:2 = "vector.to_elements"(%a) : (vector<2xf32>) -> (f32, i32)
  return
}
