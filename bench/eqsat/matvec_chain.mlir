// A matrix product applied to a vector, y = (A * B) * x, on 64x64 integer tensors with linalg's
// named ops, as a front end writes it: each product accumulates into a zero-filled
// `tensor.empty`. eqsat reassociates the chain by shape to A * (B * x): two matrix-vector
// products (2 * 64^2 multiply-adds) instead of a matrix product (64^3) and one matrix-vector
// product. The elements are integers, whose wrapping arithmetic is a ring, so the results are
// the same.
func.func @matvec_chain(%a: tensor<64x64xi32>, %b: tensor<64x64xi32>, %x: tensor<64xi32>) -> tensor<64xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<64x64xi32>
  %z = linalg.fill ins(%zero : i32) outs(%e : tensor<64x64xi32>) -> tensor<64x64xi32>
  %ab = linalg.matmul ins(%a, %b : tensor<64x64xi32>, tensor<64x64xi32>) outs(%z : tensor<64x64xi32>) -> tensor<64x64xi32>
  %ev = tensor.empty() : tensor<64xi32>
  %zv = linalg.fill ins(%zero : i32) outs(%ev : tensor<64xi32>) -> tensor<64xi32>
  %y = linalg.matvec ins(%ab, %x : tensor<64x64xi32>, tensor<64xi32>) outs(%zv : tensor<64xi32>) -> tensor<64xi32>
  return %y : tensor<64xi32>
}
