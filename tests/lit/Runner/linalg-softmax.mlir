// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline \
// RUN:   --convert-linalg-to-loops --convert-scf-to-cf --expand-strided-metadata --lower-affine \
// RUN:   --finalize-memref-to-llvm --convert-math-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// A row-wise softmax over math.exp on tensors (bench/kernels/softmax.mlir at 3x4): linalg.reduce
// for the maxima and the sums, linalg.generic with broadcast maps for the exponentials and the
// division, from tensors through One-Shot Bufferize and loops to LLVM; the expected output is
// what mlir-opt 22 and mlir-runner print for the same pipeline.

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}0.0320586,   0.0871443,   0.236883,   0.643914],
// CHECK-NEXT: {{^}} {{\[}}0.25,   0.25,   0.25,   0.25],
// CHECK-NEXT: {{^}} {{\[}}0.00233102,   0.940402,   0.0104469,   0.0468199]]
func.func private @printMemrefF32(tensor<*xf32>)

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

func.func @softmax(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %re = tensor.empty() : tensor<3xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%re : tensor<3xf32>) -> tensor<3xf32>
  %max = linalg.reduce ins(%x : tensor<3x4xf32>) outs(%mi : tensor<3xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32
    }
  %e = tensor.empty() : tensor<3x4xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<3x4xf32>, tensor<3xf32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%v: f32, %m: f32, %out: f32):
    %d = arith.subf %v, %m : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<3x4xf32>
  %si = linalg.fill ins(%zero : f32) outs(%re : tensor<3xf32>) -> tensor<3xf32>
  %sum = linalg.reduce ins(%exp : tensor<3x4xf32>) outs(%si : tensor<3xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %r = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<3xf32>) outs(%exp : tensor<3x4xf32>) {
  ^bb0(%s: f32, %y: f32):
    %q = arith.divf %y, %s : f32
    linalg.yield %q : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [0.0, 0.0, 0.0, 0.0], [-1.0, 5.0, 0.5, 2.0]]> : tensor<3x4xf32>
  %r = call @softmax(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %u = tensor.cast %r : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
