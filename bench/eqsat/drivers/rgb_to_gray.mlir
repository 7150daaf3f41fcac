// Driver for rgb_to_gray.mlir: N pixels, each channel depending on the loop index and the running
// sum; prints the sum of the gray values, then the seconds the loop took.
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 50000000 : index
  %z = arith.constant 0 : i64
  %m = arith.constant 255 : i32
  %s8 = arith.constant 8 : i32
  %t0 = func.call @rtclock() : () -> f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i32
    %a32 = arith.trunci %acc : i64 to i32
    %rr = arith.andi %ii, %m : i32
    %gs = arith.shrui %ii, %s8 : i32
    %gg = arith.andi %gs, %m : i32
    %bb = arith.andi %a32, %m : i32
    %y = func.call @rgb_to_gray(%rr, %gg, %bb) : (i32, i32, i32) -> i32
    %y64 = arith.extui %y : i32 to i64
    %acc2 = arith.addi %acc, %y64 : i64
    scf.yield %acc2 : i64
  }
  %t1 = func.call @rtclock() : () -> f64
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %dt = arith.subf %t1, %t0 : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
