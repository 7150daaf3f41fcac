// RUN: oxir-opt %s -split-input-file -verify-diagnostics

// The dimension and symbol operand lists of affine ops (MLIR's parseDimAndSymbolList): a
// parenthesized list, then an optional square one; a non-operand inside is "expected SSA
// operand", as in mlir-opt 22.

func.func @f(%a: index, %b: index) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = affine.min affine_map<(d0)[s0] -> (d0)>(( %a)[%b]
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = affine.min affine_map<(d0)[s0] -> (d0)>(%a, )[%b]
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error@+1 {{expected ')' in operand list}}
  %0 = affine.min affine_map<(d0)[s0] -> (d0)>(%a [%b]
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error@+1 {{expected ']' in operand list}}
  %0 = affine.min affine_map<(d0)[s0] -> (d0)>(%a)[%b
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = affine.min affine_map<(d0)[s0] -> (d0)>(%a)[3]
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error@+1 {{expected '(' in operand list}}
  %0 = affine.min affine_map<(d0)[s0] -> (d0)> %a
  return
}
