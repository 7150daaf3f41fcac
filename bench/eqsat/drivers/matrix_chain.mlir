// Driver for matrix_chain.mlir: N chains A * (B * C) of integer matrices (16x256, 256x16,
// 16x256), C fed back as the previous result plus a constant; prints two elements of the last result, then
// the seconds the loop took.
func.func private @rtclock() -> f64
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 300 : index
  %w0 = arith.constant 7 : index
  %w1 = arith.constant 11 : index
  %seed1 = arith.constant 5 : index
  %seed2 = arith.constant 9 : index
  %seed3 = arith.constant 3 : index
  %p = tensor.generate {
  ^bb0(%i0: index, %i1: index):
    %m0 = arith.muli %i0, %w0 : index
    %m1 = arith.muli %i1, %w1 : index
    %s1 = arith.addi %m0, %m1 : index
    %x = arith.xori %s1, %seed1 : index
    %v = arith.index_cast %x : index to i32
    tensor.yield %v : i32
  } : tensor<16x256xi32>
  %q = tensor.generate {
  ^bb0(%i0: index, %i1: index):
    %m0 = arith.muli %i0, %w0 : index
    %m1 = arith.muli %i1, %w1 : index
    %s1 = arith.addi %m0, %m1 : index
    %x = arith.xori %s1, %seed2 : index
    %v = arith.index_cast %x : index to i32
    tensor.yield %v : i32
  } : tensor<256x16xi32>
  %r0 = tensor.generate {
  ^bb0(%i0: index, %i1: index):
    %m0 = arith.muli %i0, %w0 : index
    %m1 = arith.muli %i1, %w1 : index
    %s1 = arith.addi %m0, %m1 : index
    %x = arith.xori %s1, %seed3 : index
    %v = arith.index_cast %x : index to i32
    tensor.yield %v : i32
  } : tensor<16x256xi32>
  %k = arith.constant dense<12345> : tensor<16x256xi32>
  %t0 = func.call @rtclock() : () -> f64
  %res = scf.for %it = %c0 to %n step %c1 iter_args(%r = %r0) -> (tensor<16x256xi32>) {
    %y = func.call @matrix_chain(%p, %q, %r) : (tensor<16x256xi32>, tensor<256x16xi32>, tensor<16x256xi32>) -> tensor<16x256xi32>
    %next = linalg.add ins(%y, %k : tensor<16x256xi32>, tensor<16x256xi32>) outs(%r : tensor<16x256xi32>) -> tensor<16x256xi32>
    scf.yield %next : tensor<16x256xi32>
  }
  %t1 = func.call @rtclock() : () -> f64
  %k0_0 = arith.constant 0 : index
  %k0_1 = arith.constant 0 : index
  %e0 = tensor.extract %res[%k0_0, %k0_1] : tensor<16x256xi32>
  %l0 = arith.extsi %e0 : i32 to i64
  func.call @printI64(%l0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %k1_0 = arith.constant 15 : index
  %k1_1 = arith.constant 200 : index
  %e1 = tensor.extract %res[%k1_0, %k1_1] : tensor<16x256xi32>
  %l1 = arith.extsi %e1 : i32 to i64
  func.call @printI64(%l1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %dt = arith.subf %t1, %t0 : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
