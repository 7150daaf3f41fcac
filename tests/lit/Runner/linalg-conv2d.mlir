// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline \
// RUN:   --convert-linalg-to-loops --convert-scf-to-cf --expand-strided-metadata --lower-affine \
// RUN:   --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// linalg.conv_2d_nhwc_hwcf on tensors (bench/kernels/conv2d.mlir at 1x4x4x2 with 2x2x2x2 filters,
// stride 2 in width), from tensors through One-Shot Bufferize and loops to LLVM; the expected
// output is what mlir-opt 22 and mlir-runner print for the same pipeline.

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 4 offset = 0 sizes = [1, 3, 2, 2] strides = [12, 4, 2, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}-1,     -7],
// CHECK-NEXT: {{^}}   {{\[}}8,     20]],
// CHECK-NEXT: {{^}}  {{\[\[}}-6,     8],
// CHECK-NEXT: {{^}}   {{\[}}-16,     22]],
// CHECK-NEXT: {{^}}  {{\[\[}}4,     0],
// CHECK-NEXT: {{^}}   {{\[}}9,     13]]]]
func.func private @printMemrefF32(tensor<*xf32>)

func.func @conv(%in: tensor<1x4x4x2xf32>, %f: tensor<2x2x2x2xf32>) -> tensor<1x3x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x2x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}
      ins(%in, %f : tensor<1x4x4x2xf32>, tensor<2x2x2x2xf32>)
      outs(%z : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  return %r : tensor<1x3x2x2xf32>
}

func.func @main() {
  %in = arith.constant dense<[[[[1.0, 2.0], [0.0, -1.0], [3.0, 1.0], [2.0, 2.0]],
                               [[-2.0, 0.0], [1.0, 1.0], [4.0, -3.0], [0.0, 5.0]],
                               [[1.0, 1.0], [2.0, 0.0], [-1.0, 2.0], [3.0, 3.0]],
                               [[0.0, 4.0], [1.0, -2.0], [2.0, 2.0], [-1.0, 0.0]]]]> : tensor<1x4x4x2xf32>
  %f = arith.constant dense<[[[[1.0, 0.0], [2.0, -1.0]], [[0.0, 1.0], [-1.0, 3.0]]],
                             [[[2.0, 2.0], [1.0, 0.0]], [[-3.0, 1.0], [0.0, 1.0]]]]> : tensor<2x2x2x2xf32>
  %r = call @conv(%in, %f) : (tensor<1x4x4x2xf32>, tensor<2x2x2x2xf32>) -> tensor<1x3x2x2xf32>
  %u = tensor.cast %r : tensor<1x3x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
