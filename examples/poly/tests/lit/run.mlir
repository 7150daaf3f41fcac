// RUN: poly-opt %s --pass-pipeline='builtin.module(convert-poly-to-standard,one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline,canonicalize,cse,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)' \
// RUN:   | poly-run -e main --entry-point-result=void | FileCheck %s
// RUN: poly-opt %s --canonicalize --convert-poly-to-standard --one-shot-bufferize='bufferize-function-boundaries' \
// RUN:   --buffer-deallocation-pipeline --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | poly-run -e main --entry-point-result=void | FileCheck %s

// Polynomials from source to running code: the lowering to tensor, arith and scf, one-shot
// bufferization, the lowering to llvm, and the JIT. The second run folds everything first
// (folders and the eval pattern), and must print the same values.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i32) {
  %w = arith.extsi %v : i32 to i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  // p = 1 + 2x + 3x^2, q = 5 - x
  %p = poly.constant <[1, 2, 3]> : !poly.poly<2>
  %q = poly.constant <[5, -1]> : !poly.poly<1>
  %c2 = arith.constant 2 : i32
  %c10 = arith.constant 10 : i32
  %cm3 = arith.constant -3 : i32

  // p(2) = 17
  // CHECK: 17
  %0 = poly.eval %p, %c2 : !poly.poly<2>
  func.call @print(%0) : (i32) -> ()

  // (p + p)(10) = 2 * 321 = 642
  // CHECK-NEXT: 642
  %pp = poly.add %p, %p : !poly.poly<2>
  %1 = poly.eval %pp, %c10 : !poly.poly<2>
  func.call @print(%1) : (i32) -> ()

  // (p * q)(10) = 321 * -5 = -1605
  // CHECK-NEXT: -1605
  %pq = poly.mul %p, %q : !poly.poly<2>, !poly.poly<1> -> !poly.poly<3>
  %2 = poly.eval %pq, %c10 : !poly.poly<3>
  func.call @print(%2) : (i32) -> ()

  // (p * q * p)(-3) = 22 * 8 * 22 = 3872
  // CHECK-NEXT: 3872
  %pqp = poly.mul %pq, %p : !poly.poly<3>, !poly.poly<2> -> !poly.poly<5>
  %3 = poly.eval %pqp, %cm3 : !poly.poly<5>
  func.call @print(%3) : (i32) -> ()
  return
}
