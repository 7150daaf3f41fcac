// RUN: oxir-opt %s --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm \
// RUN:   --reconcile-unrealized-casts | oxir-run -e main --entry-point-result=void \
// RUN:   --shared-libs=%mlir_c_runner_utils | FileCheck %s
// RUN: oxir-opt %s --eqsat | oxir-opt --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm \
// RUN:   --convert-func-to-llvm --reconcile-unrealized-casts | oxir-run -e main --entry-point-result=void \
// RUN:   --shared-libs=%mlir_c_runner_utils | FileCheck %s
// RUN: oxir-opt %s --eqsat | FileCheck %s --check-prefix=IR

// A loop whose body has loop-invariant work, a division guarded by a test of its divisor, and
// a cheap conditional, run before and after eqsat with the same results: with a zero divisor
// the guarded division must not run, and with zero trips nothing hoisted may trap either.
//
// kernel(a, b, n) = sum over i < n of (a*i + b*i) + (b != 0 ? a / b : 0) + (i odd ? a*b + i : a*b - i)

func.func private @printI64(i64)
func.func private @printNewline()

// After eqsat: (a+b) and a*b are computed once before the loop, the division stays behind its
// test in the loop, and the conditional is a select.
// IR-LABEL: func.func @kernel
// IR-DAG:     %[[S:.*]] = arith.addi %arg0, %arg1 : i64
// IR-DAG:     %[[M:.*]] = arith.muli %arg0, %arg1 : i64
// IR:         scf.for
// IR:           scf.if
// IR-NEXT:        arith.divsi %arg0, %arg1 : i64
// IR:           arith.select
// IR-NOT:       scf.if
// IR:         return
func.func @kernel(%a: i64, %b: i64, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %0 = arith.muli %a, %ii : i64
    %1 = arith.muli %b, %ii : i64
    %2 = arith.addi %0, %1 : i64
    %nz = arith.cmpi ne, %b, %z : i64
    %q = scf.if %nz -> (i64) {
      %d = arith.divsi %a, %b : i64
      scf.yield %d : i64
    } else {
      scf.yield %z : i64
    }
    %bit = arith.andi %ii, %one : i64
    %odd = arith.cmpi ne, %bit, %z : i64
    %s = scf.if %odd -> (i64) {
      %m = arith.muli %a, %b : i64
      %p = arith.addi %m, %ii : i64
      scf.yield %p : i64
    } else {
      %m = arith.muli %a, %b : i64
      %p = arith.subi %m, %ii : i64
      scf.yield %p : i64
    }
    %3 = arith.addi %2, %q : i64
    %4 = arith.addi %3, %s : i64
    %5 = arith.addi %acc, %4 : i64
    scf.yield %5 : i64
  }
  return %r : i64
}

// CHECK:      213
// CHECK-NEXT: 68
// CHECK-NEXT: 0
func.func @main() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %a = arith.constant 7 : i64
  %b = arith.constant 3 : i64
  %zero = arith.constant 0 : i64
  %r1 = func.call @kernel(%a, %b, %c5) : (i64, i64, index) -> i64
  func.call @printI64(%r1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r2 = func.call @kernel(%a, %zero, %c5) : (i64, i64, index) -> i64
  func.call @printI64(%r2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r3 = func.call @kernel(%a, %zero, %c0) : (i64, i64, index) -> i64
  func.call @printI64(%r3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
