// RUN: oxir-opt %s --split-input-file --verify-diagnostics

func.func @absf_int(%i: i32) {
  // expected-error@+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.absf"(%i) : (i32) -> i32
  return
}

// -----

func.func @absf_result(%f: f32) {
  // expected-error@+1 {{'math.absf' op requires the same type for all operands and results}}
  %0 = "math.absf"(%f) : (f32) -> f64
  return
}

// -----

func.func @absi_float(%f: f32) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.absi"(%f) : (f32) -> f32
  return
}

// -----

func.func @ctlz_signed(%i: si32) {
  // expected-error@+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = "math.ctlz"(%i) : (si32) -> si32
  return
}

// -----

func.func @atan2_mismatch(%a: f32, %b: f64) {
  // expected-error@+1 {{'math.atan2' op requires the same type for all operands and results}}
  %0 = "math.atan2"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @fma_arity(%a: f32) {
  // expected-error@+1 {{'math.fma' op expected 3 operands, but found 2}}
  %0 = "math.fma"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @clampf_mismatch(%a: f32, %b: f64) {
  // expected-error@+1 {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%a, %a, %b) : (f32, f32, f64) -> f32
  return
}

// -----

func.func @fpowi_float_power(%a: f32) {
  // expected-error@+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @fpowi_result(%a: f32, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%a, %i) : (f32, i32) -> f64
  return
}

// -----

func.func @fpowi_shape(%v: vector<2xf32>, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%v, %i) : (vector<2xf32>, i32) -> vector<2xf32>
  return
}

// -----

func.func @ipowi_mismatch(%v: vector<2xi32>, %i: i32) {
  // expected-error@+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%v, %i) : (vector<2xi32>, i32) -> vector<2xi32>
  return
}

// -----

func.func @isnan_result(%a: f32) {
  // expected-error@+1 {{'math.isnan' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnan"(%a) : (f32) -> i32
  return
}

// -----

func.func @isinf_shape(%v: vector<2xf32>) {
  // expected-error@+1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isinf"(%v) : (vector<2xf32>) -> vector<3xi1>
  return
}

// -----

func.func @isfinite_int(%i: i32) {
  // expected-error@+1 {{'math.isfinite' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.isfinite"(%i) : (i32) -> i1
  return
}

// -----

func.func @sincos_results(%a: f32) {
  // expected-error@+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
  return
}

// -----

func.func @sincos_one_result(%a: f32) {
  // expected-error@+1 {{'math.sincos' op expected 2 results}}
  %0 = "math.sincos"(%a) : (f32) -> f32
  return
}

// -----

func.func @isnan_no_fastmath_keyword(%a: f32) {
  // expected-error@+1 {{expected ':'}}
  %0 = math.isnan %a fastmath<fast> : f32
  return
}

// -----

func.func @clampf_missing_bracket(%a: f32) {
  // expected-error@+1 {{expected '['}}
  %0 = math.clampf %a to %a, %a] : f32
  return
}
