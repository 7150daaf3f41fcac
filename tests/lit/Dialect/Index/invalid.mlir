// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// The diagnostics of mlir-opt 22 for invalid index ops.

func.func @casts_index_to_index(%a: index) {
  // expected-error @below {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @castu_int_to_int(%a: i64) {
  // expected-error @below {{'index.castu' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = index.castu %a : i64 to i32
  return
}

// -----

func.func @casts_float(%a: f32) {
  // expected-error @below {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.casts %a : f32 to index
  return
}

// -----

func.func @sizeof_i64() {
  // expected-error @below {{'index.sizeof' op result #0 must be index, but got 'i64'}}
  %0 = "index.sizeof"() : () -> i64
  return
}

// -----

func.func @constant_i64() {
  // expected-error @below {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() {value = 3 : i64} : () -> index
  return
}

// -----

func.func @cmp_integer_predicate(%a: index, %b: index) {
  // expected-error @below {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%a, %b) {pred = 3 : i64} : (index, index) -> i1
  return
}

// -----

func.func @cmp_result(%a: index, %b: index) {
  // expected-error @below {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i32
  return
}

// -----

func.func @bool_constant_index() {
  // expected-error @below {{'index.bool.constant' op attribute 'value' failed to satisfy constraint: bool attribute}}
  %0 = "index.bool.constant"() {value = 1 : index} : () -> i1
  return
}

// -----

func.func @divs_result(%a: index, %b: index) {
  // expected-error @below {{'index.divs' op result #0 must be index, but got 'i64'}}
  %0 = "index.divs"(%a, %b) : (index, index) -> i64
  return
}
