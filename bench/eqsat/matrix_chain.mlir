// A chain of three matrix products whose written association is the expensive one:
// D = A * (B * C) with A 16x256, B 256x16 and C 16x256 (integer tensors, linalg's named ops,
// each product accumulating into a zero-filled `tensor.empty`). B * C is 256x256 and costs
// 256 * 256 * 16 multiply-adds, and so does A times it; (A * B) * C costs 16 * 16 * 256 twice,
// 16 times less. The cost model prices a product by its shape (m * n * k), so extraction picks
// the cheap association, as the matrix-chain ordering problem would.
func.func @matrix_chain(%a: tensor<16x256xi32>, %b: tensor<256x16xi32>, %c: tensor<16x256xi32>) -> tensor<16x256xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<256x256xi32>
  %z = linalg.fill ins(%zero : i32) outs(%e : tensor<256x256xi32>) -> tensor<256x256xi32>
  %bc = linalg.matmul ins(%b, %c : tensor<256x16xi32>, tensor<16x256xi32>) outs(%z : tensor<256x256xi32>) -> tensor<256x256xi32>
  %e2 = tensor.empty() : tensor<16x256xi32>
  %z2 = linalg.fill ins(%zero : i32) outs(%e2 : tensor<16x256xi32>) -> tensor<16x256xi32>
  %d = linalg.matmul ins(%a, %bc : tensor<16x256xi32>, tensor<256x256xi32>) outs(%z2 : tensor<16x256xi32>) -> tensor<16x256xi32>
  return %d : tensor<16x256xi32>
}
