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

// -----

// An operand list of a required length (MLIR's parseOperandList with a count).
func.func @f(%c: i1, %a: i32) -> i32 {
// CHECK: :{{[0-9]+}}:21: error: custom op 'arith.select' expected 3 operands
  // expected-error@+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %a : i32
  return %0 : i32
}

// -----

// Keywords of custom op parsers: at the next token, with the op's name.
llvm.func @f() -> i32 attributes {personality = @g} {
  %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK: :{{[0-9]+}}:33: error: custom op 'llvm.invoke' expected 'unwind'
  // expected-error@+1 {{custom op 'llvm.invoke' expected 'unwind'}}
  %1 = llvm.invoke @f() to ^bb1 ^bb2 : () -> i32
^bb1:
  llvm.return %1 : i32
^bb2:
  llvm.return %0 : i32
}
llvm.func @g() -> i32

// -----

llvm.func @f(%n: i64) {
// CHECK: :{{[0-9]+}}:23: error: custom op 'llvm.alloca' expected 'x'
  // expected-error@+1 {{custom op 'llvm.alloca' expected 'x'}}
  %0 = llvm.alloca %n i32 : (i64) -> !llvm.ptr
  llvm.return
}

// -----

func.func @f() {
// CHECK: :{{[0-9]+}}:21: error: custom op 'affine.for' expected 'to' between bounds
  // expected-error@+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 0 too 10 {
  }
  return
}

// -----

// Assignment lists (MLIR's parseAssignmentList): the list's own messages.
func.func @f(%lb: index, %a: f32) {
// CHECK: :{{[0-9]+}}:58: error: expected ',' or ')'
  // expected-error@+1 {{expected ',' or ')'}}
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%x = %a : f32 {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @f(%lb: index, %a: f32) {
// CHECK: :{{[0-9]+}}:51: error: custom op 'scf.for' expected '('
  // expected-error@+1 {{custom op 'scf.for' expected '('}}
  %0 = scf.for %i = %lb to %lb step %lb iter_args %x = %a) -> f32 {
    scf.yield %x : f32
  }
  return
}

// -----

// MLIR's parseColonType<FunctionType> reports another kind of type at the colon.
func.func @f(%a: i64) {
// CHECK: :{{[0-9]+}}:23: error: custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i64'
  // expected-error@+1 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i64'}}
  scf.while (%x = %a) : i64 {
    %c = arith.constant true
    scf.condition(%c) %x : i64
  } do {
  ^bb0(%y: i64):
    scf.yield %y : i64
  }
  return
}

// -----

// CHECK: :{{[0-9]+}}:1: error: custom op 'llvm.mlir.global' type can only be omitted for string globals
// expected-error@+1 {{custom op 'llvm.mlir.global' type can only be omitted for string globals}}
llvm.mlir.global internal @g(1 : i32)

// -----

// The llvm dialect parses its own types (MLIR's LLVM::detail::parseType).
// CHECK: :{{[0-9]+}}:20: error: unknown LLVM type: pointer
// expected-error@+1 {{unknown LLVM type: pointer}}
llvm.func @f(!llvm.pointer)

// -----

// CHECK: :{{[0-9]+}}:20: error: unexpected type, expected keyword
// expected-error@+1 {{unexpected type, expected keyword}}
llvm.func @f(!llvm.i32)

// -----

// llvm.func reports its function type's errors where the symbol name starts.
// CHECK: :{{[0-9]+}}:20: error: custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments
// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func internal @f(i32, tensor<2xf32>)

// -----

// CHECK: :{{[0-9]+}}:11: error: custom op 'llvm.func' failed to construct function type: expected LLVM type for function results'tensor<2xf32>'
// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function results'tensor<2xf32>'}}
llvm.func @f() -> tensor<2xf32>

// -----

// A strided layout without an offset ends at its `]` with `>` (MLIR's parseStridedLayoutAttr).
// CHECK: :{{[0-9]+}}:47: error: expected ','
// expected-error@+1 {{expected ','}}
func.func private @f(memref<4xf32, strided<[1]], offset: 0>>)

// -----

// A direct call's trailing type without `->`: MLIR's message at the colon.
llvm.func @f()
llvm.func @g() {
// CHECK: :{{[0-9]+}}:18: error: custom op 'llvm.call' expected direct call to have 1 trailing types
  // expected-error@+1 {{custom op 'llvm.call' expected direct call to have 1 trailing types}}
  llvm.call @f() : () { -> ()
  llvm.return
}

// -----

// A call's signature that fails with an error of its own: MLIR reports that error, then the
// call's own as a second error (not a note) at the colon.
llvm.func @f(f32) -> f32
llvm.func @g(%a: f32) {
// CHECK: :{{[0-9]+}}:35: error: expected non-function type
// CHECK: :{{[0-9]+}}:25: error: custom op 'llvm.call' expected direct call to have 1 trailing types
  // expected-error@+2 {{expected non-function type}}
  // expected-error@+1 {{custom op 'llvm.call' expected direct call to have 1 trailing types}}
  %0 = llvm.call @f(%a) : (f32) ->
}
