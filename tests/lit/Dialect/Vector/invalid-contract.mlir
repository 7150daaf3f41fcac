// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// The verifiers and parsers of vector.contract and vector.outerproduct, with the messages
// mlir-opt 22 gives for the same input.

func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) {
  // expected-error@+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) {
  // expected-error@+1 {{custom op 'vector.contract' unexpected iterator_type (foo)}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "foo"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) {
  // expected-error@+1 {{custom op 'vector.contract' expected "iterator_types" array attribute}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) {
  // expected-error@+1 {{'vector.contract' op requires attribute 'indexing_maps'}}
  %0 = vector.contract {iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3xi32>, %c: vector<2xf32>) {
  // expected-error@+1 {{'vector.contract' op failed to verify that lhs and rhs have same element type}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xi32> into vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) {
  // expected-error@+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "parallel"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<4xf32>, %c: vector<2xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<4xf32> into vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) {
  // expected-error@+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxsi>} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) {
  // expected-error@+1 {{custom op 'vector.contract' invalid kind of attribute specified}}
  %0 = vector.contract [1] %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to have no symbols}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j)[s] -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to be a projected permutation of its inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i + j, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 1 to have 3 number of inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction", "parallel"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 2 to have 1 number of outputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> ()>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) {
  // expected-error@+1 {{'vector.contract' op expected all dimensions to be either a LHS or a RHS dimension}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (j)>, affine_map<(i, j, k) -> (i)>], iterator_types = ["parallel", "reduction", "parallel"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xi32>, %b: vector<3xi32>, %c: vector<2xi32>) {
  // expected-error@+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<2x3xi32>, vector<3xi32> into vector<2xi32>
  return
}

// -----

func.func @f(%a: vector<2x3xui32>, %b: vector<3xui32>, %c: vector<2xui32>) {
  // expected-error@+1 {{'vector.contract' op only supports signless integer types}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xui32>, vector<3xui32> into vector<2xui32>
  return
}

// -----

func.func @f(%a: f32, %b: vector<3xf32>, %c: vector<2xf32>) {
  // expected-error@+1 {{'vector.contract' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : f32, vector<3xf32> into vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: f32) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> ()>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into f32
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x4xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<4x2xf32>
  return
}

// -----

func.func @f(%a: vector<2x3x4xf32>, %b: vector<5x4xf32>, %c: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid batch dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(b, i, k) -> (b, i, k)>, affine_map<(b, i, k) -> (b, k)>, affine_map<(b, i, k) -> (b, i)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3x4xf32>, vector<5x4xf32> into vector<2x3xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = vector.outerproduct %a, %b : vector<2x3xf32>, vector<3xf32>
  return
}

// -----

func.func @f(%a: vector<3xf32>, %b: vector<3x2xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #2}}
  %0 = vector.outerproduct %a, %b : vector<3xf32>, vector<3x2xf32>
  return
}

// -----

func.func @f(%a: f32, %b: vector<3xf32>) {
  // expected-error@+1 {{custom op 'vector.outerproduct' expected vector type for operand #1}}
  %0 = vector.outerproduct %a, %b : f32, vector<3xf32>
  return
}

// -----

func.func @f(%a: vector<3xf32>) {
  // expected-error@+1 {{custom op 'vector.outerproduct' expected at least 2 operands}}
  %0 = vector.outerproduct %a : vector<3xf32>, vector<3xf32>
  return
}

// -----

func.func @f(%a: vector<3xi32>, %b: vector<3xi32>) {
  // expected-error@+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %a, %b {kind = #vector.kind<maxnumf>} : vector<3xi32>, vector<3xi32>
  return
}

// -----

func.func @f(%a: vector<3xf32>, %b: vector<3xi32>) {
  // expected-error@+1 {{'vector.outerproduct' op failed to verify that rhs operand and result have same element type}}
  %0 = vector.outerproduct %a, %b : vector<3xf32>, vector<3xi32>
  return
}

// -----

func.func @f(%a: vector<3xf32>, %b: vector<3xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %0 = "vector.outerproduct"(%a, %b) {kind = #vector.kind<mul>} : (vector<3xf32>, vector<3xf32>) -> vector<3x4xf32>
  return
}

// -----

func.func @f(%a: vector<3xf32>, %b: vector<3xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 2-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
  return
}

// -----

func.func @f(%a: vector<3xf32>, %b: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<3xf32>, f32) -> vector<3x3xf32>
  return
}

// -----

func.func @f(%a: vector<3xf32>, %b: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<3xf32>, f32) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<3xf32>, %b: vector<3xf32>, %c: vector<3x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %0 = "vector.outerproduct"(%a, %b, %c) : (vector<3xf32>, vector<3xf32>, vector<3x4xf32>) -> vector<3x3xf32>
  return
}

// -----

func.func @f(%a: vector<3xf32>, %b: vector<3xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op failed to verify that lhs operand and result have same element type}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<3xf32>, vector<3xf32>) -> vector<3x3xf64>
  return
}
