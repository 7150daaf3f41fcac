// Driver for hadamard_factor.mlir: N sums a .* b - a .* c + a .* a of integer vectors of 4096
// elements, c fed back as the previous result plus a constant; prints two elements of the last result,
// then the seconds the loop took.
func.func private @rtclock() -> f64
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100000 : index
  %w0 = arith.constant 7 : index
  %w1 = arith.constant 11 : index
  %seed1 = arith.constant 5 : index
  %seed2 = arith.constant 9 : index
  %seed3 = arith.constant 3 : index
  %p = tensor.generate {
  ^bb0(%i0: index):
    %m0 = arith.muli %i0, %w0 : index
    %x = arith.xori %m0, %seed1 : index
    %v = arith.index_cast %x : index to i32
    tensor.yield %v : i32
  } : tensor<4096xi32>
  %q = tensor.generate {
  ^bb0(%i0: index):
    %m0 = arith.muli %i0, %w0 : index
    %x = arith.xori %m0, %seed2 : index
    %v = arith.index_cast %x : index to i32
    tensor.yield %v : i32
  } : tensor<4096xi32>
  %r0 = tensor.generate {
  ^bb0(%i0: index):
    %m0 = arith.muli %i0, %w0 : index
    %x = arith.xori %m0, %seed3 : index
    %v = arith.index_cast %x : index to i32
    tensor.yield %v : i32
  } : tensor<4096xi32>
  %k = arith.constant dense<12345> : tensor<4096xi32>
  %t0 = func.call @rtclock() : () -> f64
  %res = scf.for %it = %c0 to %n step %c1 iter_args(%r = %r0) -> (tensor<4096xi32>) {
    %y = func.call @hadamard_factor(%p, %q, %r) : (tensor<4096xi32>, tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi32>
    %next = linalg.add ins(%y, %k : tensor<4096xi32>, tensor<4096xi32>) outs(%r : tensor<4096xi32>) -> tensor<4096xi32>
    scf.yield %next : tensor<4096xi32>
  }
  %t1 = func.call @rtclock() : () -> f64
  %k0_0 = arith.constant 0 : index
  %e0 = tensor.extract %res[%k0_0] : tensor<4096xi32>
  %l0 = arith.extsi %e0 : i32 to i64
  func.call @printI64(%l0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %k1_0 = arith.constant 4000 : index
  %e1 = tensor.extract %res[%k1_0] : tensor<4096xi32>
  %l1 = arith.extsi %e1 : i32 to i64
  func.call @printI64(%l1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %dt = arith.subf %t1, %t0 : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
