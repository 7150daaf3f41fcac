// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// Parser and verifier messages of affine.apply, affine.min and affine.max, as mlir-opt 22 words
// them.

func.func @apply_two_results(%a: index, %b: index) {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0, d1)>(%a, %b)
  return
}

// -----

func.func @apply_generic_two_results(%a: index, %b: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a, %b) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index, index) -> index
  return
}

// -----

func.func @apply_operand_count(%a: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0, d1) -> (d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_dims_as_symbols(%a: index, %b: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0)>(%a)[%b]
  return
}

// -----

func.func @apply_not_a_map(%a: index, %b: index) {
  // expected-error@+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply 3 (%a)[%b]
  return
}

// -----

func.func @apply_missing_paren(%a: index) {
  // expected-error@+1 {{expected '(' in operand list}}
  %0 = affine.apply affine_map<(d0) -> (d0)> %a
  return
}

// -----

func.func @apply_not_index(%a: index, %b: i32) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%b' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = affine.apply affine_map<(d0)[s0] -> (d0)>(%a)[%b]
  return
}

// -----

func.func @min_no_result(%a: index, %b: index) {
  // expected-error@+1 {{'affine.min' op affine map expect at least one result}}
  %0 = affine.min affine_map<(d0, d1) -> ()>(%a, %b)
  return
}

// -----

func.func @max_operand_count(%a: index, %b: index) {
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.max affine_map<(d0) -> (d0)>(%a)[%b]
  return
}

// -----

func.func @max_set(%a: index) {
  // expected-error@+1 {{custom op 'affine.max' invalid kind of attribute specified}}
  %0 = affine.max affine_set<(d0) : (d0 >= 0)>(%a)
  return
}

// -----

func.func @min_missing_bracket(%a: index, %b: index) {
  // expected-error@+1 {{expected ']' in operand list}}
  %0 = affine.min affine_map<(d0)[s0] -> (d0)>(%a)[%b
  return
}

// -----

func.func @for_bound_needs_max(%a: index) {
  // expected-error@+1 {{lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0) -> (d0, 0)>(%a) to 10 {
  }
  return
}

// -----

func.func @for_negative_step() {
  // expected-error@+1 {{expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @for_symbol_count(%a: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = affine_map<()[s0, s1] -> (s0 + s1)>()[%a] to 10 {
  }
  return
}

// -----

func.func @if_dim_count(%a: index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%a) {
  }
  return
}

// -----

func.func @if_iv_as_symbol(%a: index) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%i] {
    }
  }
  return
}

// -----

func.func @apply_iv_as_symbol(%a: index) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{dimensional operand cannot be used as a symbol}}
    %0 = affine.apply affine_map<()[s0] -> (s0)>()[%i]
  }
  return
}
