// A row-wise softmax of a 512x1024 f32 tensor over math.exp: max and sum reductions
// (linalg.reduce), the exponentials and the division (linalg.generic with broadcast maps),
// timed over REPS calls (rtclock), then printed whole. bench/kernels/run.sh runs it through
// oxir and MLIR.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

func.func @softmax(%x: tensor<512x1024xf32>) -> tensor<512x1024xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %re = tensor.empty() : tensor<512xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%re : tensor<512xf32>) -> tensor<512xf32>
  %max = linalg.reduce ins(%x : tensor<512x1024xf32>) outs(%mi : tensor<512xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32
    }
  %e = tensor.empty() : tensor<512x1024xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<512x1024xf32>, tensor<512xf32>) outs(%e : tensor<512x1024xf32>) {
  ^bb0(%v: f32, %m: f32, %out: f32):
    %d = arith.subf %v, %m : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<512x1024xf32>
  %si = linalg.fill ins(%zero : f32) outs(%re : tensor<512xf32>) -> tensor<512xf32>
  %sum = linalg.reduce ins(%exp : tensor<512x1024xf32>) outs(%si : tensor<512xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %r = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<512xf32>) outs(%exp : tensor<512x1024xf32>) {
  ^bb0(%s: f32, %y: f32):
    %q = arith.divf %y, %s : f32
    linalg.yield %q : f32
  } -> tensor<512x1024xf32>
  return %r : tensor<512x1024xf32>
}

// x[i, j] = ((i * 7 + j * 3) mod 11) / 4 - 1.
func.func @input() -> tensor<512x1024xf32> {
  %e = tensor.empty() : tensor<512x1024xf32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<512x1024xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %i7 = arith.muli %i, %c7 : index
    %j3 = arith.muli %j, %c3 : index
    %s = arith.addi %i7, %j3 : index
    %m = arith.remui %s, %c11 : index
    %mi = arith.index_cast %m : index to i64
    %f = arith.sitofp %mi : i64 to f32
    %four = arith.constant 4.0 : f32
    %one = arith.constant 1.0 : f32
    %q = arith.divf %f, %four : f32
    %v = arith.subf %q, %one : f32
    linalg.yield %v : f32
  } -> tensor<512x1024xf32>
  return %r : tensor<512x1024xf32>
}

func.func @main() {
  %x = call @input() : () -> tensor<512x1024xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 200 : index
  %t0 = call @rtclock() : () -> f64
  scf.for %k = %c0 to %reps step %c1 {
    %r = func.call @softmax(%x) : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
  }
  %t1 = call @rtclock() : () -> f64
  %r = call @softmax(%x) : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %u = tensor.cast %r : tensor<512x1024xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %dt = arith.subf %t1, %t0 : f64
  %repsi = arith.index_cast %reps : index to i64
  %repsf = arith.sitofp %repsi : i64 to f64
  %per = arith.divf %dt, %repsf : f64
  call @printF64(%per) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
