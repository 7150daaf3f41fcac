// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline \
// RUN:   --convert-linalg-to-loops --convert-scf-to-cf --expand-strided-metadata --lower-affine \
// RUN:   --finalize-memref-to-llvm --convert-math-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// linalg.elementwise (add with a broadcast map, abs, select, max_signed) on tensors through
// One-Shot Bufferize and loops to LLVM; the expected output is what mlir-opt 22 and
// mlir-runner print for the same pipeline.

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, -2.0, 3.0, -4.0], [0.5, 0.25, -0.125, 8.0]]> : tensor<2x4xf32>
  %b = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf32>
  %c = arith.constant dense<[[true, false, true, false], [false, true, false, true]]> : tensor<2x4xi1>
  %e = tensor.empty() : tensor<2x4xf32>
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %b : tensor<2x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<abs> ins(%a : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%c, %0, %1 : tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %3 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%2, %a : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %u = tensor.cast %3 : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}11,   2,   33,   4],
// CHECK-NEXT:  [0.5,   20.25,   0.125,   48]]
