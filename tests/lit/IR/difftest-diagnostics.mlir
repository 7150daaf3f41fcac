// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: not oxir-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s
//
// Diagnostics where oxir-opt differed from mlir-opt (found by bench/difftest). The FileCheck run
// checks the columns (line numbers of --split-input-file chunks are left out).

// CHECK: :{{[0-9]+}}:23: error: invalid tensor element type
// expected-error@+1 {{invalid tensor element type}}
"t.a"() {a = tensor<2xnone>} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:23: error: invalid tensor element type
// expected-error@+1 {{invalid tensor element type}}
"t.a"() {a = tensor<*xtuple<>>} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:23: error: invalid memref element type
// expected-error@+1 {{invalid memref element type}}
"t.a"() {a = memref<2x!foo.e>} : () -> ()

// -----

// An opaque attribute of an unregistered dialect is a builtin attribute: not a memory space.
// CHECK: :{{[0-9]+}}:14: error: unsupported memory space Attribute
// expected-error@+1 {{unsupported memory space Attribute}}
"t.a"() {a = memref<2xf32, #foo.space>} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:14: error: unsupported memory space Attribute
// expected-error@+1 {{unsupported memory space Attribute}}
"t.a"() {a = memref<*xf32, 1.0>} : () -> ()

// -----

// Vector types are checked once parsed (element type first), at the `vector` keyword.
// CHECK: :{{[0-9]+}}:14: error: failed to verify 'elementType': VectorElementTypeInterface instance
// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"t.a"() {a = vector<0x!foo.s>} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:14: error: failed to verify 'elementType': VectorElementTypeInterface instance
// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"t.a"() {a = vector<2xcomplex<f32>>} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:14: error: vector types must have positive constant sizes but got 2, 4, 0
// expected-error@+1 {{vector types must have positive constant sizes but got 2, 4, 0}}
"t.a"() {a = vector<2x[4]x0xi32>} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:17: error: expected '(' in inline location
// expected-error@+1 {{expected '(' in inline location}}
"t.a"() {a = loc-1} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:42: error: referenced attribute does not match previous definition: 1 : i32
// expected-error@+1 {{referenced attribute does not match previous definition: 1 : i32}}
"t.a"() {a = distinct[0]<1 : i32>, b =   distinct[0]<2 : i32>} : () -> ()

// -----

// An undefined alias is reported at the token after it.
// CHECK: :{{[0-9]+}}:24: error: undefined symbol alias id 'undefined'
// expected-error@+1 {{undefined symbol alias id 'undefined'}}
"t.a"() {a = !undefined} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:18: error: unbalanced '(' character in pretty dialect name
// expected-error@+1 {{unbalanced '(' character in pretty dialect name}}
"t.a"() {a = !x.e<(} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:19: error: unbalanced '<' character in pretty dialect name
// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
"t.a"() {a = !x.e<"a" ]>} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:41: error: expected hex string blob for key 'r1'
// expected-error@+1 {{expected hex string blob for key 'r1'}}
{-# dialect_resources: { builtin: { r1: true } } #-}

// -----

// CHECK: :{{[0-9]+}}:41: error: expected hex string blob for key 'r1' to encode alignment in first 4 bytes
// expected-error@+1 {{expected hex string blob for key 'r1' to encode alignment in first 4 bytes}}
{-# dialect_resources: { builtin: { r1: "0x0100" } } #-}

// -----

// CHECK: :{{[0-9]+}}:41: error: expected hex string blob for key 'r1' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3
// expected-error@+1 {{but got non-power-of-2 value: 3}}
{-# dialect_resources: { builtin: { r1: "0x03000000" } } #-}

// -----

// CHECK: :{{[0-9]+}}:38: error: expected string value for key 'r1'
// expected-error@+1 {{expected string value for key 'r1'}}
{-# external_resources: { ext: { r1: 1 } } #-}

// -----

// A metadata dictionary that does not end with '#-}' (MLIR names the closing token).
// CHECK: :{{[0-9]+}}:27: error: expected ',' or '#-}'
// expected-error@+1 {{expected ',' or '#-}'}}
{-# dialect_resources: { } #-complex

// -----

// Resources of an unknown dialect are an error even with --allow-unregistered-dialect.
// CHECK: :{{[0-9]+}}:26: error: dialect 'foo' is unknown
// expected-error@+1 {{dialect 'foo' is unknown}}
{-# dialect_resources: { foo: { r1: "0x01000000" } } #-}

// -----

// CHECK: :{{[0-9]+}}:1: error: 'builtin.module' op requires one region
// expected-error@+1 {{'builtin.module' op requires one region}}
"builtin.module"() : () -> ()

// -----

// CHECK: :{{[0-9]+}}:1: error: 'builtin.module' op requires zero operands
%0 = "t.a"() : () -> i32
// expected-error@+1 {{'builtin.module' op requires zero operands}}
"builtin.module"(%0) ({}) : (i32) -> ()

// -----

// CHECK: :{{[0-9]+}}:1: error: 'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks
// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({}) {sym_name = "a"} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:1: error: 'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'c'
// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'c'}}
module attributes {c = 1, sym_name = "x", t.d} {}

// -----

// CHECK: :{{[0-9]+}}:1: error: 'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute
// expected-error@+1 {{'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"builtin.module"() ({^bb0(%a: i32): "t.a"() : () -> () }) {sym_name = 3} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:1: error: invalid properties {sym_name = 1 : i64} for op builtin.module: Invalid attribute `sym_name` in property conversion: 1 : i64
// expected-error@+1 {{invalid properties {sym_name = 1 : i64} for op builtin.module}}
"builtin.module"() <{sym_name = 1}> ({}) : () -> ()

// -----

// CHECK: :{{[0-9]+}}:8: error: custom op 'builtin.module' 'builtin.module' op attribute 'sym_visibility' failed to satisfy constraint: string attribute
// expected-error@+1 {{custom op 'builtin.module' 'builtin.module' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
module attributes {sym_visibility = 1} {}

// -----

// CHECK: :{{[0-9]+}}:26: error: expected '}' in attribute dictionary
// expected-error@+1 {{expected '}' in attribute dictionary}}
"t.a"() {"quoted key" = 1 b} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:7: error: expected ')' to end operand list
// expected-error@+1 {{expected ')' to end operand list}}
"t.a"(] : () -> ()

// -----

// CHECK: :{{[0-9]+}}:24: error: expected '>' in tensor type
// expected-error@+1 {{expected '>' in tensor type}}
"t.a"() {a = tensor<i2, ]>} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:24: error: expected 'true' or 'false' values for i1 type
// expected-error@+1 {{expected 'true' or 'false' values for i1 type}}
"t.a"() {a = array<i1:1>} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:23: error: expected i1 type for 'true' or 'false' values
// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
"t.a"() {a = array<i8:true>} : () -> ()

// -----

// CHECK: :{{[0-9]+}}:27: error: integer constant out of range
// expected-error@+1 {{integer constant out of range}}
"t.a"() {a = array<i8: 300>} : () -> ()

// -----

// At the end of the input inside a region, MLIR's parser expects one more op.
// CHECK: :{{[0-9]+}}:16: error: expected operation name in quotes
// expected-error@+1 {{expected operation name in quotes}}
"t.a"() ({^bb0:
