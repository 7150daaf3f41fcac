// Elementwise products sharing a factor, d = a .* b + a .* c, on integer vectors of 65536
// elements with linalg's elementwise named ops. eqsat factors it to a .* (b + c): two loops over
// the vectors instead of three (LLVM does not fuse the loops the ops become). Exact on
// integers.
func.func @hadamard_factor(%a: tensor<65536xi32>, %b: tensor<65536xi32>, %c: tensor<65536xi32>) -> tensor<65536xi32> {
  %e = tensor.empty() : tensor<65536xi32>
  %ab = linalg.mul ins(%a, %b : tensor<65536xi32>, tensor<65536xi32>) outs(%e : tensor<65536xi32>) -> tensor<65536xi32>
  %e2 = tensor.empty() : tensor<65536xi32>
  %ac = linalg.mul ins(%a, %c : tensor<65536xi32>, tensor<65536xi32>) outs(%e2 : tensor<65536xi32>) -> tensor<65536xi32>
  %e3 = tensor.empty() : tensor<65536xi32>
  %d = linalg.add ins(%ab, %ac : tensor<65536xi32>, tensor<65536xi32>) outs(%e3 : tensor<65536xi32>) -> tensor<65536xi32>
  return %d : tensor<65536xi32>
}
