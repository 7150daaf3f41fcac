// Elementwise products sharing a factor, d = a .* b - a .* c + a .* a, on integer vectors of 4096
// elements with linalg's elementwise named ops. eqsat factors it to a .* ((b - c) + a): three
// loops over the vectors instead of five (LLVM does not fuse the loops the ops become). Exact on
// integers.
func.func @hadamard_factor(%a: tensor<4096xi32>, %b: tensor<4096xi32>, %c: tensor<4096xi32>) -> tensor<4096xi32> {
  %e = tensor.empty() : tensor<4096xi32>
  %ab = linalg.mul ins(%a, %b : tensor<4096xi32>, tensor<4096xi32>) outs(%e : tensor<4096xi32>) -> tensor<4096xi32>
  %e2 = tensor.empty() : tensor<4096xi32>
  %ac = linalg.mul ins(%a, %c : tensor<4096xi32>, tensor<4096xi32>) outs(%e2 : tensor<4096xi32>) -> tensor<4096xi32>
  %e3 = tensor.empty() : tensor<4096xi32>
  %d = linalg.sub ins(%ab, %ac : tensor<4096xi32>, tensor<4096xi32>) outs(%e3 : tensor<4096xi32>) -> tensor<4096xi32>
  %e4 = tensor.empty() : tensor<4096xi32>
  %aa = linalg.mul ins(%a, %a : tensor<4096xi32>, tensor<4096xi32>) outs(%e4 : tensor<4096xi32>) -> tensor<4096xi32>
  %e5 = tensor.empty() : tensor<4096xi32>
  %r = linalg.add ins(%d, %aa : tensor<4096xi32>, tensor<4096xi32>) outs(%e5 : tensor<4096xi32>) -> tensor<4096xi32>
  return %r : tensor<4096xi32>
}
