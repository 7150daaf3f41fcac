// RUN: oxir-opt %s --scf-forall-to-for | FileCheck %s

// `scf-forall-to-for` on a loop with shared outputs: they become the iteration arguments of the
// loop nest, and each parallel_insert_slice an insert_slice into the carried value, the form of
// MLIR's later versions (`nested_with_result` in upstream's forall-to-for.mlir); mlir-opt 22
// itself crashes on this input. Static bounds become index constants, lower bounds first.

// CHECK-LABEL: func.func @nested_with_result(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x2xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %0) -> (tensor<4x2xf32>) {
// CHECK-NEXT: %2 = scf.for %arg2 = %c0_0 to %c2 step %c1_1 iter_args(%arg3 = %arg1) -> (tensor<4x2xf32>) {
// CHECK-NEXT: %3 = tensor.empty() : tensor<1x1xf32>
// CHECK-NEXT: %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x1xf32>) -> tensor<1x1xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %4 into %arg3[%arg0, %arg2] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x2xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : tensor<4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<4x2xf32>
// CHECK-NEXT: }
func.func @nested_with_result() -> tensor<4x2xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x2xf32>
  %res = scf.forall (%arg0, %arg1) in (%c4, %c2) shared_outs(%o = %0) -> (tensor<4x2xf32>) {
    %1 = tensor.empty() : tensor<1x1xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x1xf32>) -> tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %2 into %o[%arg0, %arg1] [1, 1] [1, 1] :
        tensor<1x1xf32> into tensor<4x2xf32>
    }
  }
  return %res: tensor<4x2xf32>
}
