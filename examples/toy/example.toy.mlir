// The main job's example program, in the toy dialect (after MLIR's Toy tutorial, chapter 4).
//
// `multiply_transpose` is a generic function over unranked tensors, called twice; `main` builds
// two matrices, multiplies them through the helper, and prints a few results. It leaves some
// work to the optimizer: inlining and shape inference make every shape static, a transpose of a
// transpose and a reshape of a reshape of a constant cancel, and the two calls compute the same
// thing once inlined.

func.func private @multiply_transpose(%a: tensor<*xf64>, %b: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%a : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%b : tensor<*xf64>) to tensor<*xf64>
  %2 = toy.mul %0, %1 : tensor<*xf64>
  func.return %2 : tensor<*xf64>
}

func.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = toy.constant dense<[6.0, 5.0, 4.0, 3.0, 2.0, 1.0]> : tensor<6xf64>
  %2 = toy.reshape(%1 : tensor<6xf64>) to tensor<3x2xf64>
  %3 = toy.reshape(%2 : tensor<3x2xf64>) to tensor<2x3xf64>
  %a = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>
  %b = toy.cast %3 : tensor<2x3xf64> to tensor<*xf64>
  %4 = func.call @multiply_transpose(%a, %b) : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>
  %5 = func.call @multiply_transpose(%a, %b) : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>
  %6 = toy.add %4, %5 : tensor<*xf64>
  %7 = toy.transpose(%6 : tensor<*xf64>) to tensor<*xf64>
  %8 = toy.transpose(%7 : tensor<*xf64>) to tensor<*xf64>
  toy.print %8 : tensor<*xf64>
  %9 = toy.matmul %0, %2 : (tensor<2x3xf64>, tensor<3x2xf64>) -> tensor<2x2xf64>
  toy.print %9 : tensor<2x2xf64>
  func.return
}
