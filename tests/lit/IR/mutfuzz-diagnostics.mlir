// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// RUN: not oxir-opt %s --split-input-file 2>&1 | FileCheck %s
//
// The first error on malformed input, as mlir-opt reports it (issue 29; found by
// bench/difftest/mutfuzz.py). The FileCheck run checks the columns.

// A custom op parser's keyword, symbol name and integer errors carry the op's name (MLIR's
// OpAsmParser::emitError), at the token where the keyword was expected.
func.func @f(%a: i32) {
// CHECK: :{{[0-9]+}}:25: error: custom op 'cf.switch' expected 'default'
  // expected-error@+1 {{custom op 'cf.switch' expected 'default'}}
  cf.switch %a : i32, [ ^bb1 ]
^bb1:
  return
}

// -----

// CHECK: :{{[0-9]+}}:11: error: custom op 'func.func' expected valid '@'-identifier for symbol name
// expected-error@+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func f() {
  return
}

// -----

// CHECK: :{{[0-9]+}}:23: error: custom op 'func.func' expected SSA identifier
// expected-error@+1 {{custom op 'func.func' expected SSA identifier}}
func.func @f(%a: i32, i32)

// -----

// An op name without a dialect prefix is tried in the default dialect; a dialect that is not
// registered is named as such, with a note listing those that are.
func.func @f() {
  scf.execute_region {
// CHECK: :{{[0-9]+}}:5: error: Dialect `' not found for custom op 'return'  (tried '.return' as well)
    // expected-error@+2 {{Dialect `' not found for custom op 'return'  (tried '.return' as well)}}
    // expected-note@+1 {{for more info on dialect registration see}}
    return
  }
  return
}

// -----

// CHECK: :{{[0-9]+}}:1: error: Dialect `fun' not found for custom op 'fun.func'
// expected-error@+2 {{Dialect `fun' not found for custom op 'fun.func'}}
// expected-note@+1 {{Available dialects: }}
fun.func @f() {
  return
}

// -----

// CHECK: :{{[0-9]+}}:1: error: custom op 'func.' is unknown (tried 'builtin.func.' as well)
// expected-error@+1 {{custom op 'func.' is unknown (tried 'builtin.func.' as well)}}
func. @f() {
  return
}

// -----

// MLIR's lexer reports a bad character as it reads it, before the parser looks the op up.
func.func @f() {
// CHECK: :{{[0-9]+}}:19: error: unexpected character
  // expected-error@+1 {{unexpected character}}
  %0 = arith.cons $ 1 : i32
  return
}

// -----

// `/` is a token (MLIR's Token::slash), not a lexical error.
// CHECK: :{{[0-9]+}}:45: error: expected ')'
// expected-error@+1 {{expected ')'}}
func.func private @complex_types(complex<i1>/ -> complex<f32>

// -----

// A keyword of a type's assembly format is expected at the next token (MLIR's parseKeyword).
// CHECK: :{{[0-9]+}}:3: error: expected 'x'
llvm.func @f() -> !llvm.array<10
  // expected-error@+1 {{expected 'x'}}
  ptr>
