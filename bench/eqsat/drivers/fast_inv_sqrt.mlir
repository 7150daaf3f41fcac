// Driver for fast_inv_sqrt.mlir: N inverse square roots of 1..N (perturbed by the running sum);
// prints the sum, then the seconds the loop took.
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 50000000 : index
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1 : i64
  %damp = arith.constant 1.0e-6 : f64
  %t0 = func.call @rtclock() : () -> f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %i1 = arith.addi %ii, %one : i64
    %xd = arith.sitofp %i1 : i64 to f64
    %d = arith.mulf %acc, %damp : f64
    %xs = arith.addf %xd, %d : f64
    %x = arith.truncf %xs : f64 to f32
    %y = func.call @fast_inv_sqrt(%x) : (f32) -> f32
    %y64 = arith.extf %y : f32 to f64
    %acc2 = arith.addf %acc, %y64 : f64
    scf.yield %acc2 : f64
  }
  %t1 = func.call @rtclock() : () -> f64
  func.call @printF64(%r) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %dt = arith.subf %t1, %t0 : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
