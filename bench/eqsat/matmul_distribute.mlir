// The sum of two matrix products sharing a factor, D = A * B + A * C, on 64x64 integer tensors
// with linalg's named ops (each product accumulating into a zero-filled `tensor.empty`). eqsat
// factors it to A * (B + C): one matrix product and one elementwise addition instead of two
// products. Exact on integers (wrapping arithmetic is a ring), not on floats.
func.func @matmul_distribute(%a: tensor<64x64xi32>, %b: tensor<64x64xi32>, %c: tensor<64x64xi32>) -> tensor<64x64xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<64x64xi32>
  %z = linalg.fill ins(%zero : i32) outs(%e : tensor<64x64xi32>) -> tensor<64x64xi32>
  %ab = linalg.matmul ins(%a, %b : tensor<64x64xi32>, tensor<64x64xi32>) outs(%z : tensor<64x64xi32>) -> tensor<64x64xi32>
  %e2 = tensor.empty() : tensor<64x64xi32>
  %z2 = linalg.fill ins(%zero : i32) outs(%e2 : tensor<64x64xi32>) -> tensor<64x64xi32>
  %ac = linalg.matmul ins(%a, %c : tensor<64x64xi32>, tensor<64x64xi32>) outs(%z2 : tensor<64x64xi32>) -> tensor<64x64xi32>
  %e3 = tensor.empty() : tensor<64x64xi32>
  %d = linalg.add ins(%ab, %ac : tensor<64x64xi32>, tensor<64x64xi32>) outs(%e3 : tensor<64x64xi32>) -> tensor<64x64xi32>
  return %d : tensor<64x64xi32>
}
