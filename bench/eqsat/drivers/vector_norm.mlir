// Driver for vector_norm.mlir: N squared norms of (x, x+1, x+2, x+3) scaled by 0.5, x depending
// on the loop index and the running sum; prints the sum, then the seconds the loop took.
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 20000000 : index
  %z = arith.constant 0.0 : f64
  %f1 = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %scale = arith.constant 1.0e-6 : f32
  %damp = arith.constant 1.0e-12 : f64
  %t0 = func.call @rtclock() : () -> f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %xd = arith.sitofp %ii : i64 to f64
    %d = arith.mulf %acc, %damp : f64
    %xs = arith.addf %xd, %d : f64
    %x0l = arith.truncf %xs : f64 to f32
    %x0 = arith.mulf %x0l, %scale : f32
    %x1 = arith.addf %x0, %f1 : f32
    %x2 = arith.addf %x1, %f1 : f32
    %x3 = arith.addf %x2, %f1 : f32
    %v = tensor.from_elements %x0, %x1, %x2, %x3 : tensor<4xf32>
    %y = func.call @norm2(%v, %half) : (tensor<4xf32>, f32) -> f32
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
