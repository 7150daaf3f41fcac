// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// The parsers and verifiers of vector.transfer_read and vector.transfer_write, with the messages
// mlir-opt 22 gives: index counts, the types after the colon, the permutation map (inputs,
// results, symbols, projected permutation, no broadcast in writes), padding and element types,
// the inferred mask type, in_bounds length, and vector element types.

func.func @a(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i], %p : memref<?x?xf32>, vector<4xf32>
// expected-error @-1 {{'vector.transfer_read' op requires 2 indices}}
  return
}
// -----
func.func @b(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>
// expected-error @-1 {{custom op 'vector.transfer_read' requires two types}}
  return
}
// -----
func.func @c(%m: vector<4xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p : vector<4xf32>, vector<4xf32>
// expected-error @-1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  return
}
// -----
func.func @d(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, f32
// expected-error @-1 {{custom op 'vector.transfer_read' requires vector type}}
  return
}
// -----
func.func @e(%m: memref<?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4x3xf32>
// expected-error @-1 {{custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)}}
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
// expected-error @-1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  return
}
// -----
func.func @g(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x3xf32>
// expected-error @-1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  return
}
// -----
func.func @h(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
// expected-error @-1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  return
}
// -----
func.func @i(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1)[s0] -> (d0)>} : memref<?x?xf32>, vector<4xf32>
// expected-error @-1 {{'vector.transfer_read' op requires permutation_map without symbols}}
  return
}
// -----
func.func @j(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
// expected-error @-1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  return
}
// -----
func.func @k(%m: memref<?x?xf32>, %i: index, %p: f64) {
// expected-note @-1 {{prior use here}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<4xf32>
// expected-error @-1 {{use of value '%p' expects different type than prior uses: 'f32' vs 'f64'}}
  return
}
// -----
func.func @l(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, false]} : memref<?x?xf32>, vector<4xf32>
// expected-error @-1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  return
}
// -----
func.func @m(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<3xi1>) {
// expected-note @-1 {{prior use here}}
  %0 = vector.transfer_read %m[%i, %i], %p, %k : memref<?x?xf32>, vector<4xf32>
// expected-error @-1 {{use of value '%k' expects different type than prior uses: 'vector<4xi1>' vs 'vector<3xi1>'}}
  return
}
// -----
func.func @n(%m: memref<?x?xvector<4xf32>>, %i: index, %p: vector<4xf32>, %k: vector<4xi1>) {
  %0 = vector.transfer_read %m[%i, %i], %p, %k : memref<?x?xvector<4xf32>>, vector<1x1x4xf32>
// expected-error @-1 {{custom op 'vector.transfer_read' does not support masks with vector element type}}
  return
}
// -----
func.func @o(%m: memref<?x?xvector<4xf32>>, %i: index, %p: vector<4xf32>) {
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xvector<4xf32>>, vector<1x1x3xf32>
// expected-error @-1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  return
}
// -----
func.func @p(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {masked = [false]} : memref<?x?xf32>, vector<4xf32>
// expected-error @-1 {{'vector.transfer_read' op masked attribute has been removed. Use in_bounds instead.}}
  return
}
// -----
func.func @q(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>} : vector<4xf32>, memref<?x?xf32>
// expected-error @-1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  return
}
// -----
func.func @r(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?x?xf32>
// expected-error @-1 {{'vector.transfer_write' op requires 2 indices}}
  return
}
// -----
func.func @s(%m: memref<?x?xf32>, %i: index, %v: f32) {
  vector.transfer_write %v, %m[%i, %i] : f32, memref<?x?xf32>
// expected-error @-1 {{custom op 'vector.transfer_write' requires vector type}}
  return
}
// -----
func.func @t(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : vector<4xf32>, memref<?x?xf32>
// expected-error @-1 {{'vector.transfer_write' op requires a permutation_map with result dims of the same rank as the vector type}}
  return
}
// -----
func.func @u(%m: memref<?xf32>, %i: index, %v: vector<4x4xf32>) {
  vector.transfer_write %v, %m[%i] : vector<4x4xf32>, memref<?xf32>
// expected-error @-1 {{custom op 'vector.transfer_write' expected a custom permutation_map when rank(source) != rank(destination)}}
  return
}
// -----
func.func @v(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>, %k: vector<4xi1>) {
  vector.transfer_write %v, %m[%i, %i], %k {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : vector<4xf32>, memref<?x?xf32>
// expected-error @-1 {{custom op 'vector.transfer_write' expected the same rank for the vector and the results of the permutation map}}
  return
}
// -----
func.func @w(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (1)>} : memref<?x?xf32>, vector<4xf32>
// expected-error @-1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  return
}
// -----
func.func @x(%m: memref<?x?xf32>, %i: index, %p: i8) {
// expected-note @-1 {{prior use here}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<3xi8>
// expected-error @-1 {{use of value '%p' expects different type than prior uses: 'f32' vs 'i8'}}
  return
}

// -----
func.func @k(%m: memref<?x?xf32>, %i: index, %p: f64) {
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f64) -> vector<4xf32>
// expected-error @-1 {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  return
}
// -----
func.func @k2(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<3xi1>) {
  %0 = "vector.transfer_read"(%m, %i, %i, %p, %k) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32, vector<3xi1>) -> vector<4xf32>
// expected-error @-1 {{'vector.transfer_read' op inferred mask type ('vector<4xi1>') and mask operand type ('vector<3xi1>') don't match}}
  return
}
// -----
func.func @k3(%m: memref<?x?xvector<4xf32>>, %i: index, %p: vector<3xf32>) {
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xvector<4xf32>>, index, index, vector<3xf32>) -> vector<1x4xf32>
// expected-error @-1 {{'vector.transfer_read' op requires source element type and padding type to match.}}
  return
}
// -----
func.func @k4(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// expected-error @-1 {{'vector.transfer_read' op requires attribute 'in_bounds'}}
  return
}
// -----
func.func @k5(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// expected-error @-1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  return
}
// -----
func.func @k7(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<4x3xi1>, %v: vector<3x4xf32>) {
  "vector.transfer_write"(%v, %m, %i, %i, %k) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (vector<3x4xf32>, memref<?x?xf32>, index, index, vector<4x3xi1>) -> ()
  "vector.transfer_write"(%v, %m, %i, %i, %k) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = affine_map<(d0, d1) -> (d0, d1)>}> : (vector<3x4xf32>, memref<?x?xf32>, index, index, vector<4x3xi1>) -> ()
// expected-error @-1 {{'vector.transfer_write' op inferred mask type ('vector<3x4xi1>') and mask operand type ('vector<4x3xi1>') don't match}}
  return
}
