// RUN: oxir-opt %s --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm \
// RUN:   --reconcile-unrealized-casts | oxir-run -e main --entry-point-result=void \
// RUN:   --shared-libs=%mlir_c_runner_utils | FileCheck %s

// An scf loop with a loop-carried value, lowered to the llvm dialect and run: the running sums of
// squares, and a nested loop's pairs printed as vectors.

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printOpen()
func.func private @printClose()
func.func private @printComma()

// CHECK:      0
// CHECK-NEXT: 1
// CHECK-NEXT: 5
// CHECK-NEXT: 14
// CHECK-NEXT: 30
// CHECK-NEXT: ( 0, 0 )( 1, 2 )( 2, 4 )
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %init = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %init) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %n = arith.addi %acc, %sq : i64
    func.call @printI64(%n) : (i64) -> ()
    func.call @printNewline() : () -> ()
    scf.yield %n : i64
  }
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %twice = arith.addi %ii, %ii : i64
    func.call @printOpen() : () -> ()
    func.call @printI64(%ii) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%twice) : (i64) -> ()
    func.call @printClose() : () -> ()
  }
  func.call @printNewline() : () -> ()
  return
}
