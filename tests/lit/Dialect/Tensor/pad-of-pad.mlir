// RUN: oxir-opt %s --canonicalize | FileCheck %s
// pad(pad(x)) with the same constant padding value becomes one pad whose paddings are the sums, as
// folded affine.apply ops (MLIR's FoldConsecutiveConstantPadding); the CHECK lines are mlir-opt 22's
// output for this file.
// CHECK-DAG: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @pp(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map()[%arg3, %arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %padded = tensor.pad %arg0 low[%0, %1] high[5, %arg2] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %padded : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @pp(%t: tensor<?x4xf32>, %a: index, %b: index, %c: index) -> tensor<?x?xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%a, 1] high[2, %b] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  %q = tensor.pad %p low[%c, %a] high[3, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %q : tensor<?x?xf32>
}

