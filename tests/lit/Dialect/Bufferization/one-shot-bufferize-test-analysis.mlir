// RUN: oxir-opt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

// test-analysis-only: the in-place decisions as MLIR annotates them (operands, argument accesses,
// results equivalent to arguments), without bufferizing; identical to mlir-opt 22 here.

// CHECK-LABEL: func.func @a(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: tensor<4xf32> {bufferization.access = "none"}, %arg3: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %inserted = tensor.insert %cst into %arg0[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg1[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// CHECK-LABEL: func.func @b(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %inserted = tensor.insert %cst into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [2] [1] {__inplace_operands_attr__ = ["true"]} : tensor<4xf32> to tensor<2xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %0[0] [2] [1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<2xf32> into tensor<4xf32>
// CHECK-NEXT: %1:2 = call @a(%inserted, %inserted_slice, %inserted_slice, %arg1) {__inplace_operands_attr__ = ["false", "true", "true", "none"]} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, index) -> (tensor<4xf32>, f32)
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true", "true"]} %inserted, %inserted_slice : tensor<4xf32>, tensor<4xf32>
// CHECK-LABEL: func.func @while_copy(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : index
// CHECK-NEXT: scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "none"]} %arg2, %arg3 : tensor<4xf32>, index
// CHECK: } do {
// CHECK-NEXT: ^bb0(%arg2: tensor<4xf32>, %arg3: index):
// CHECK-NEXT: %inserted = tensor.insert %cst into %arg2[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT: %1 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %1 : tensor<4xf32>, index
// CHECK: } attributes {__inplace_operands_attr__ = ["false", "none"]}
// CHECK-NEXT: %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0#0, %extracted : tensor<4xf32>, f32
// CHECK-LABEL: func.func @forall(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0:2 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0, %arg4 = %arg1) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: %1 = arith.muli %arg2, %c2 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg4[%1] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg3[%1] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK: } {__inplace_operands_attr__ = ["true", "true"]}
// CHECK-NEXT: return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>

func.func @a(%t: tensor<4xf32>, %u: tensor<4xf32>, %w: tensor<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  %f = arith.constant 1.0 : f32
  %t2 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %x = tensor.extract %u[%i] : tensor<4xf32>
  return %t2, %x : tensor<4xf32>, f32
}
func.func @b(%t: tensor<4xf32>, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %f = arith.constant 1.0 : f32
  %t2 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %s = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = tensor.insert_slice %s into %e[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %c:2 = func.call @a(%t2, %r, %r, %i) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, index) -> (tensor<4xf32>, f32)
  return %t2, %r : tensor<4xf32>, tensor<4xf32>
}
func.func @while_copy(%t: tensor<4xf32>, %n: index) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.0 : f32
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %a, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %b2 = tensor.insert %f into %b[%j] : tensor<4xf32>
    %j2 = arith.addi %j, %c1 : index
    scf.yield %b2, %j2 : tensor<4xf32>, index
  }
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r#0, %x : tensor<4xf32>, f32
}
func.func @forall(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %c2 = arith.constant 2 : index
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %a, %p = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    %off = arith.muli %i, %c2 : index
    %s = tensor.extract_slice %p[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}
