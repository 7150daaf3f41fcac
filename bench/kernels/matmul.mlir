// A 512x512 f32 linalg.matmul on tensors, timed over REPS calls (rtclock), then printed whole.
// bench/kernels/run.sh lowers it through one-shot-bufferize and loops to LLVM with oxir-opt and
// mlir-opt and runs it with oxir-run and mlir-runner.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @matmul(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x512xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %r = linalg.matmul ins(%a, %b : tensor<512x512xf32>, tensor<512x512xf32>)
                     outs(%c : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}

// m[i, j] = (i * 3 + j * 5) mod 7 - 3: small integers, so every sum is exact in f32.
func.func @input() -> tensor<512x512xf32> {
  %e = tensor.empty() : tensor<512x512xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<512x512xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %i3 = arith.muli %i, %c3 : index
    %j5 = arith.muli %j, %c5 : index
    %s = arith.addi %i3, %j5 : index
    %m = arith.remui %s, %c7 : index
    %mi = arith.index_cast %m : index to i64
    %f = arith.sitofp %mi : i64 to f32
    %three = arith.constant 3.0 : f32
    %v = arith.subf %f, %three : f32
    linalg.yield %v : f32
  } -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}

func.func @main() {
  %a = call @input() : () -> tensor<512x512xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 5 : index
  %t0 = call @rtclock() : () -> f64
  scf.for %k = %c0 to %reps step %c1 {
    %r = func.call @matmul(%a, %a) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  }
  %t1 = call @rtclock() : () -> f64
  %r = call @matmul(%a, %a) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  %u = tensor.cast %r : tensor<512x512xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %dt = arith.subf %t1, %t0 : f64
  %repsi = arith.index_cast %reps : index to i64
  %repsf = arith.sitofp %repsi : i64 to f64
  %per = arith.divf %dt, %repsf : f64
  call @printF64(%per) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
