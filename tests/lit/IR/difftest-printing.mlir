// RUN: oxir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL-DEBUG
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
//
// Printing where oxir-opt differed from mlir-opt (found by bench/difftest).

// With --mlir-print-local-scope, mlir-opt prints the op alone: no alias (not even of a map or a
// location), no deferred location alias and no file metadata.
// LOCAL-NOT: #map
// LOCAL-NOT: #loc
// LOCAL: module attributes {sym_visibility = "private", t.a} {
// LOCAL-NEXT: "t.op"() {d = distinct[0]<>, e = distinct[1]<1 : i32>, f = loc("-":3:4), l = loc("x":1:2), m = affine_map<(d0) -> (d0)>, r = dense_resource<r1> : tensor<1xi32>}
// LOCAL-NEXT: module @y attributes {t.b} {
// LOCAL-NEXT: }
// LOCAL-NEXT: }
// LOCAL-NOT: {-#
// LOCAL-NOT: #loc

// LOCAL-DEBUG-NOT: #loc
// LOCAL-DEBUG: "t.op"() {{.*}} : () -> () loc(fused<"meta">[unknown])
// LOCAL-DEBUG: } loc("{{.*}}difftest-printing.mlir":{{[0-9]+}}:1)
// LOCAL-DEBUG-NOT: #loc
// LOCAL-DEBUG-NOT: {-#

// The referenced attribute of a distinct attribute is left out when it is unit; a `"":line:col`
// location names its file "-"; resource blobs
// are printed with upper-case hex digits; inherent attributes in a custom module's attribute
// dictionary override the syntax (`@x` becomes `@y`), and `sym_visibility` stays in it.
// CHECK: #distinct = distinct[0]<1 : i32>
// CHECK: #loc = loc("-":3:4)
// CHECK: #loc1 = loc("x":1:2)
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK: module attributes {sym_visibility = "private", t.a} {
// CHECK-NEXT: "t.op"() {d = distinct[1]<>, e = #distinct, f = #loc, l = #loc1, m = #map, r = dense_resource<r1> : tensor<1xi32>}
// CHECK-NEXT: module @y attributes {t.b} {
// CHECK: r1: "0x04000000ABCDEF01"

// GENERIC: "builtin.module"() <{sym_visibility = "private"}> ({
// GENERIC: "builtin.module"() <{sym_name = "y"}> ({
// GENERIC: }) {t.b} : () -> ()
// GENERIC: }) {t.a} : () -> ()
module attributes {t.a, sym_visibility = "private"} {
  "t.op"() {m = affine_map<(d0) -> (d0)>, l = loc("x":1:2), f = loc("":3:4), d = distinct[0]<>, e = distinct[1]<1 : i32>,
            r = dense_resource<r1> : tensor<1xi32>} : () -> () loc(fused<"meta">[])
  module @x attributes {sym_name = "y", t.b} {}
}

{-#
  dialect_resources: {
    builtin: {
      r1: "0x04000000abcdef01"
    }
  }
#-}
