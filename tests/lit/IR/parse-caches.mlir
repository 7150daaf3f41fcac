// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// The parser keeps attributes and generic-form function types it parsed by the rest of the
// line they start: a text that goes on past its line is not kept (the next line could go on
// differently), and an attribute whose parse depends on more than its text (a `distinct`
// reference) is not kept either. mlir-opt 22 prints the same.

// CHECK: %0:2 = "test.op"() : () -> (i32, i32)
// CHECK: %1:2 = "test.op"() : () -> (i32, f32)
%0:2 = "test.op"() : () -> (i32,
  i32)
%1:2 = "test.op"() : () -> (i32,
  f32)

// CHECK: "test.a"() {a = [1, 2]} : () -> ()
// CHECK: "test.a"() {a = [1, 3]} : () -> ()
"test.a"() {a = [1,
  2]} : () -> ()
"test.a"() {a = [1,
  3]} : () -> ()

// CHECK: "test.p"() <{p = {x = 1 : i64}}> : () -> ()
// CHECK: "test.p"() <{p = {x = 2 : i64}}> : () -> ()
"test.p"() <{p = {x =
  1}}> : () -> ()
"test.p"() <{p = {x =
  2}}> : () -> ()

// CHECK: "test.d"() {d = [#distinct, #distinct1]} : () -> ()
// CHECK: "test.d"() {d = [#distinct, #distinct1]} : () -> ()
"test.d"() {d = [distinct[0]<42>, distinct[1]<42>]} : () -> ()
"test.d"() {d = [distinct[0]<42>, distinct[1]<42>]} : () -> ()
