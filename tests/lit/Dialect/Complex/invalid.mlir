// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// The verifiers and parsers of the complex dialect, with mlir-opt 22's messages (mlir-opt crashes
// on `#complex.number` with integer parts; oxir reports MLIR's verifier message for it).

func.func @constant_one_part() {
  // expected-error @+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}
// -----
func.func @constant_element_types() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f32', 'f32') to match the element type of the op's return type ('f64')}}
  %0 = complex.constant [1.0 : f32, -1.0 : f32] : complex<f64>
  return
}
// -----
func.func @constant_mixed_types() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f32', 'f64') to match the element type of the op's return type ('f64')}}
  %0 = complex.constant [1.0 : f32, -1.0 : f64] : complex<f64>
  return
}
// -----
func.func @constant_not_numbers() {
  // expected-error @+1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant ["a", "b"] : complex<f32>
  return
}
// -----
func.func @constant_not_complex() {
  // expected-error @+1 {{custom op 'complex.constant' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : f32
  return
}
// -----
func.func @bitcast_no_complex(%arg0 : i64) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %arg0 : i64 to f64
  return
}
// -----
func.func @bitcast_widths(%arg0 : complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %arg0 : complex<f32> to i32
  return
}
// -----
func.func @bitcast_operand(%arg0 : index) {
  // expected-error @+1 {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = complex.bitcast %arg0 : index to complex<f32>
  return
}
// -----
func.func @bitcast_result(%arg0 : complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op result must be int/float/complex}}
  %0 = complex.bitcast %arg0 : complex<f32> to index
  return
}
// -----
func.func @add_integer_parts(%arg0 : complex<i32>) {
  // expected-error @+1 {{'complex.add' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = complex.add %arg0, %arg0 : complex<i32>
  return
}
// -----
func.func @add_not_complex(%arg0 : f32) {
  // expected-error @+1 {{custom op 'complex.add' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.add %arg0, %arg0 : f32
  return
}
// -----
func.func @abs_result_type(%arg0 : complex<f32>) {
  // expected-error @+1 {{'complex.abs' op failed to verify that complex element type matches result type}}
  %0 = "complex.abs"(%arg0) : (complex<f32>) -> f64
  return
}
// -----
func.func @create_part_types(%arg0 : f32, %arg1 : f64) {
  // expected-error @+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%arg0, %arg1) : (f32, f64) -> complex<f32>
  return
}
// -----
func.func @powi_exponent(%arg0 : complex<f32>, %arg1 : f32) {
  // expected-error @+1 {{'complex.powi' op operand #1 must be signless integer, but got 'f32'}}
  %0 = "complex.powi"(%arg0, %arg1) : (complex<f32>, f32) -> complex<f32>
  return
}
// -----
func.func @mul_types(%arg0 : complex<f32>, %arg1 : complex<f64>) {
  // expected-error @+1 {{'complex.mul' op requires the same type for all operands and results}}
  %0 = "complex.mul"(%arg0, %arg1) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}
// -----
func.func @eq_result(%arg0 : complex<f32>) {
  // expected-error @+1 {{'complex.eq' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "complex.eq"(%arg0, %arg0) : (complex<f32>, complex<f32>) -> i32
  return
}
// -----
func.func @number_integer() {
  // expected-error @+1 {{element type of the complex attribute must be float like type.}}
  "test.x"() {a = #complex.number<:i32 1.0, 2.0>} : () -> ()
  return
}
// -----
func.func @number_decimal_integer() {
  // expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
  // expected-note @+1 {{add a trailing dot to make the literal a float}}
  "test.x"() {a = #complex.number<:f32 1, 2.0>} : () -> ()
  return
}
// -----
func.func @number_negative_hex() {
  // expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
  "test.x"() {a = #complex.number<:f32 -0x3FF0000000000000, 2.0>} : () -> ()
  return
}
// -----
func.func @number_missing_comma() {
  // expected-error @+1 {{expected ','}}
  "test.x"() {a = #complex.number<:f32 1.0 2.0>} : () -> ()
  return
}
