// Found by the `passes` fuzz target (a timeout): folding tensor.extract_slice, tensor.extract,
// tensor.insert and tensor.reshape of a splat constant expanded the splat to every element it
// stands for (an 8192x8192 splat took 10 s). A splat of 10^12 elements folds at once now.
// PASSES: --canonicalize
// PASSES: --canonicalize --cse
func.func @huge_splats(%i: index, %f: i32) -> (tensor<4x4xi32>, i32, tensor<1000000x1000000xi32>, tensor<1000000000000xi32>) {
  %cst = arith.constant dense<42> : tensor<1000000x1000000xi32>
  %s = tensor.extract_slice %cst[0, 0] [4, 4] [1, 1] : tensor<1000000x1000000xi32> to tensor<4x4xi32>
  %c5 = arith.constant 5 : index
  %x = tensor.extract %cst[%c5, %i] : tensor<1000000x1000000xi32>
  %c42 = arith.constant 42 : i32
  %y = tensor.insert %c42 into %cst[%i, %c5] : tensor<1000000x1000000xi32>
  %shape = arith.constant dense<[1000000000000]> : tensor<1xi64>
  %r = tensor.reshape %cst(%shape) : (tensor<1000000x1000000xi32>, tensor<1xi64>) -> tensor<1000000000000xi32>
  return %s, %x, %y, %r : tensor<4x4xi32>, i32, tensor<1000000x1000000xi32>, tensor<1000000000000xi32>
}
