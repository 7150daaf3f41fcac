// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline \
// RUN:   --convert-linalg-to-loops --convert-scf-to-cf --expand-strided-metadata --lower-affine \
// RUN:   --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// linalg.matmul on tensors (bench/kernels/matmul.mlir at 3x4 times 4x2), from tensors through
// One-Shot Bufferize and loops to LLVM; the expected output is what mlir-opt 22 and mlir-runner
// print for the same pipeline.

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}-2,   2],
// CHECK-NEXT: {{^}} {{\[}}20,   1],
// CHECK-NEXT: {{^}} {{\[}}-19,   23]]
func.func private @printMemrefF32(tensor<*xf32>)

func.func @matmul(%a: tensor<3x4xf32>, %b: tensor<4x2xf32>) -> tensor<3x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x2xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<3x2xf32>) -> tensor<3x2xf32>
  %r = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x2xf32>) outs(%c : tensor<3x2xf32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, -1.0, 0.5], [3.0, 0.0, 2.0, -2.0], [-1.0, 4.0, 1.0, 3.0]]> : tensor<3x4xf32>
  %b = arith.constant dense<[[2.0, -1.0], [0.0, 3.0], [1.0, 4.0], [-6.0, 2.0]]> : tensor<4x2xf32>
  %r = call @matmul(%a, %b) : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf32>
  %u = tensor.cast %r : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
