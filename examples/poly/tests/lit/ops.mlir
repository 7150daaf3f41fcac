// RUN: poly-opt %s | poly-opt | FileCheck %s
// RUN: poly-opt %s --mlir-print-op-generic | poly-opt | FileCheck %s
// RUN: poly-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: poly-opt %s --emit-bytecode | poly-opt | FileCheck %s
// RUN: poly-opt %s --emit-bytecode --emit-bytecode-version=0 | poly-opt | FileCheck %s

// The poly dialect's custom forms round trip, through the generic form too: what poly-opt
// prints parses back to the same IR. So does MLIR bytecode, with no bytecode code in the dialect:
// its type and attribute in the textual fallback, the inherent attributes of its ops as
// properties (version 6) or in the attribute dictionary (version 0).

// CHECK-LABEL: func.func @ops(
// CHECK-SAME:    %[[X:.*]]: i32, %[[A:.*]]: !poly.poly<3>) -> i32
// CHECK-NEXT:    %[[P:.*]] = poly.constant <[1, 2, 3]> : !poly.poly<3>
// CHECK-NEXT:    %[[Q:.*]] = poly.constant <[-4]> : !poly.poly<3>
// CHECK-NEXT:    %[[Z:.*]] = poly.constant <[]> : !poly.poly<0>
// CHECK-NEXT:    %[[S:.*]] = poly.add %[[P]], %[[A]] : !poly.poly<3>
// CHECK-NEXT:    %[[M:.*]] = poly.mul %[[S]], %[[Q]] : !poly.poly<3>, !poly.poly<3> -> !poly.poly<6>
// CHECK-NEXT:    %[[M2:.*]] = poly.mul %[[Z]], %[[M]] {tag} : !poly.poly<0>, !poly.poly<6> -> !poly.poly<6>
// CHECK-NEXT:    %[[E:.*]] = poly.eval %[[M2]], %[[X]] : !poly.poly<6>
// CHECK-NEXT:    return %[[E]] : i32

// GENERIC: "poly.constant"() <{coeffs = #poly.coeffs<[1, 2, 3]>}> : () -> !poly.poly<3>
// GENERIC: "poly.mul"(%{{.*}}, %{{.*}}) : (!poly.poly<3>, !poly.poly<3>) -> !poly.poly<6>
// GENERIC: "poly.eval"(%{{.*}}, %{{.*}}) : (!poly.poly<6>, i32) -> i32
func.func @ops(%x: i32, %a: !poly.poly<3>) -> i32 {
  %p = poly.constant <[1, 2, 3]> : !poly.poly<3>
  // The generic form of the same kind of op, and the attribute written whole.
  %q = "poly.constant"() <{coeffs = #poly.coeffs<[-4]>}> : () -> !poly.poly<3>
  %z = poly.constant <[]> : !poly.poly<0>
  %s = poly.add %p, %a : !poly.poly<3>
  %m = poly.mul %s, %q : !poly.poly<3>, !poly.poly<3> -> !poly.poly<6>
  %m2 = poly.mul %z, %m {tag} : !poly.poly<0>, !poly.poly<6> -> !poly.poly<6>
  %e = poly.eval %m2, %x : !poly.poly<6>
  return %e : i32
}
