// Driver for polynomial.mlir: N evaluations of both polynomials, each input depending on the
// previous result (so that LLVM cannot sum the loop in closed form); prints the sums, then the
// seconds the loop took.
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 20000000 : index
  %zi = arith.constant 0 : i64
  %zf = arith.constant 0.0 : f64
  %i3 = arith.constant 3 : i64
  %i2 = arith.constant 2 : i64
  %i5 = arith.constant 5 : i64
  %i7 = arith.constant 7 : i64
  %f3 = arith.constant 3.0 : f64
  %f2 = arith.constant 2.0 : f64
  %f5 = arith.constant 5.0 : f64
  %f7 = arith.constant 7.0 : f64
  %scale = arith.constant 1.0e-7 : f64
  %damp = arith.constant 1.0e-9 : f64
  %t0 = func.call @rtclock() : () -> f64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%ai = %zi, %af = %zf) -> (i64, f64) {
    %ii = arith.index_cast %i : index to i64
    %x = arith.xori %ii, %ai : i64
    %p = func.call @poly_int(%x, %i3, %i2, %i5, %i7) : (i64, i64, i64, i64, i64) -> i64
    %ai2 = arith.addi %ai, %p : i64
    %fi = arith.sitofp %ii : i64 to f64
    %fs = arith.mulf %fi, %scale : f64
    %fd = arith.mulf %af, %damp : f64
    %xf = arith.addf %fs, %fd : f64
    %pf = func.call @poly_fast(%xf, %f3, %f2, %f5, %f7) : (f64, f64, f64, f64, f64) -> f64
    %af2 = arith.addf %af, %pf : f64
    scf.yield %ai2, %af2 : i64, f64
  }
  %t1 = func.call @rtclock() : () -> f64
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%r#1) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %dt = arith.subf %t1, %t0 : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
