// A 2-D convolution, linalg.conv_2d_nhwc_hwcf of a 1x66x66x32 image with 3x3x32x64 filters
// (1x64x64x64 result) on tensors, timed over REPS calls (rtclock), then printed whole.
// bench/kernels/run.sh runs it through oxir and MLIR.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @conv(%in: tensor<1x66x66x32xf32>, %f: tensor<3x3x32x64xf32>) -> tensor<1x64x64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x64x64x64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x64x64x64xf32>) -> tensor<1x64x64x64xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %f : tensor<1x66x66x32xf32>, tensor<3x3x32x64xf32>)
      outs(%z : tensor<1x64x64x64xf32>) -> tensor<1x64x64x64xf32>
  return %r : tensor<1x64x64x64xf32>
}

// t[a, b, c, d] = (a * wa + b * wb + c * wc + d) mod m - m / 2: small integers, exact sums.
// A new tensor of shape (d0, d1, d2, d3).
func.func @pattern(%d0: index, %d1: index, %d2: index, %d3: index,
                   %wa: index, %wb: index, %wc: index, %m: index) -> tensor<?x?x?x?xf32> {
  %t = tensor.empty(%d0, %d1, %d2, %d3) : tensor<?x?x?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%t : tensor<?x?x?x?xf32>) {
  ^bb0(%out: f32):
    %a = linalg.index 0 : index
    %b = linalg.index 1 : index
    %c = linalg.index 2 : index
    %d = linalg.index 3 : index
    %a1 = arith.muli %a, %wa : index
    %b1 = arith.muli %b, %wb : index
    %c1 = arith.muli %c, %wc : index
    %s0 = arith.addi %a1, %b1 : index
    %s1 = arith.addi %s0, %c1 : index
    %s2 = arith.addi %s1, %d : index
    %v = arith.remui %s2, %m : index
    %c2 = arith.constant 2 : index
    %h = arith.divui %m, %c2 : index
    %vi = arith.index_cast %v : index to i64
    %hi = arith.index_cast %h : index to i64
    %x = arith.subi %vi, %hi : i64
    %xf = arith.sitofp %x : i64 to f32
    linalg.yield %xf : f32
  } -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c66 = arith.constant 66 : index
  %ip = call @pattern(%c1, %c66, %c66, %c32, %c1, %c3, %c5, %c7)
      : (index, index, index, index, index, index, index, index) -> tensor<?x?x?x?xf32>
  %in = tensor.cast %ip : tensor<?x?x?x?xf32> to tensor<1x66x66x32xf32>
  %fp = call @pattern(%c3, %c3, %c32, %c64, %c1, %c2, %c3, %c5)
      : (index, index, index, index, index, index, index, index) -> tensor<?x?x?x?xf32>
  %f = tensor.cast %fp : tensor<?x?x?x?xf32> to tensor<3x3x32x64xf32>
  %c0 = arith.constant 0 : index
  %reps = arith.constant 5 : index
  %t0 = call @rtclock() : () -> f64
  scf.for %k = %c0 to %reps step %c1 {
    %r = func.call @conv(%in, %f) : (tensor<1x66x66x32xf32>, tensor<3x3x32x64xf32>) -> tensor<1x64x64x64xf32>
  }
  %t1 = call @rtclock() : () -> f64
  %r = call @conv(%in, %f) : (tensor<1x66x66x32xf32>, tensor<3x3x32x64xf32>) -> tensor<1x64x64x64xf32>
  %u = tensor.cast %r : tensor<1x64x64x64xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %dt = arith.subf %t1, %t0 : f64
  %repsi = arith.index_cast %reps : index to i64
  %repsf = arith.sitofp %repsi : i64 to f64
  %per = arith.divf %dt, %repsf : f64
  call @printF64(%per) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
