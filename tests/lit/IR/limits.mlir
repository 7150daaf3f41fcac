// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: not oxir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s
//
// The parser's explicit limits give diagnostics (integer widths here; nesting depth, input size,
// line length and forward references are checked on generated inputs by
// tests/tests/regressions.rs).

// CHECK: "t.op"() : () -> i16777215
"t.op"() : () -> i16777215

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"t.op"() : () -> i16777216

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"t.op"() : () -> ui16777216

// -----

// expected-error@+1 {{invalid integer width}}
"t.op"() : () -> i99999999999999999999999

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.op"() {a = 99999999999999999999999999999999999999999 : i64} : () -> ()

// -----

// CHECK: "t.op"() {a = 1 : i16777215} : () -> ()
"t.op"() {a = 1 : i16777215} : () -> ()
