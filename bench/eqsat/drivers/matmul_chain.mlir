// Driver for matmul_chain.mlir: N chains (A * B) * C of 8x8 matrices, A's first element fed back
// from the previous result; prints the sum of the results' first elements, then the seconds the
// loop took.
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %n = arith.constant 1000000 : index
  %z = arith.constant 0.0 : f64
  %small = arith.constant 1.0e-3 : f64
  %damp = arith.constant 1.0e-9 : f64
  %a = memref.alloc() : memref<64xf64>
  %b = memref.alloc() : memref<64xf64>
  %c = memref.alloc() : memref<64xf64>
  %ab = memref.alloc() : memref<64xf64>
  %d = memref.alloc() : memref<64xf64>
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %v = arith.mulf %f, %small : f64
    memref.store %v, %a[%i] : memref<64xf64>
    memref.store %f, %b[%i] : memref<64xf64>
    memref.store %v, %c[%i] : memref<64xf64>
  }
  %t0 = func.call @rtclock() : () -> f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    func.call @matmul_chain(%a, %b, %c, %ab, %d)
      : (memref<64xf64>, memref<64xf64>, memref<64xf64>, memref<64xf64>, memref<64xf64>) -> ()
    %d0 = memref.load %d[%c0] : memref<64xf64>
    %fb = arith.mulf %d0, %damp : f64
    memref.store %fb, %a[%c0] : memref<64xf64>
    %acc2 = arith.addf %acc, %d0 : f64
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
