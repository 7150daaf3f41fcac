// RUN: oxir-opt %s --eqsat=rulesets=tensor | FileCheck %s

// Reading back what was just inserted gives the inserted value.
// CHECK-LABEL: func.func @extract_insert
// CHECK-NEXT:    return %arg0 : f32
func.func @extract_insert(%v: f32, %t: tensor<4xf32>, %i: index) -> f32 {
  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
  %1 = tensor.extract %0[%i] : tensor<4xf32>
  return %1 : f32
}

// A second insert at the same index overwrites the first.
// CHECK-LABEL: func.func @insert_insert
// CHECK-NEXT:    %[[I:.*]] = tensor.insert %arg1 into %arg2[%arg3] : tensor<4xf32>
// CHECK-NEXT:    return %[[I]]
func.func @insert_insert(%v: f32, %w: f32, %t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
  %1 = tensor.insert %w into %0[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// Extracting through a cast reads the source; the dim of an inserted tensor is the dim of
// the original.
// CHECK-LABEL: func.func @through_cast
// CHECK-NEXT:    %[[E:.*]] = tensor.extract %arg0[%arg1] : tensor<4xf32>
// CHECK-NEXT:    %[[D:.*]] = tensor.dim %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT:    return %[[E]], %[[D]]
func.func @through_cast(%t: tensor<4xf32>, %i: index) -> (f32, index) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.extract %0[%i] : tensor<?xf32>
  %c = arith.constant 1.0 : f32
  %2 = tensor.insert %c into %t[%i] : tensor<4xf32>
  %3 = tensor.dim %2, %i : tensor<4xf32>
  return %1, %3 : f32, index
}

// Elements of a from_elements at a constant index.
// CHECK-LABEL: func.func @from_elements
// CHECK-NEXT:    return %arg1 : i32
func.func @from_elements(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %0 = tensor.from_elements %a, %b : tensor<2xi32>
  %1 = tensor.extract %0[%c1] : tensor<2xi32>
  return %1 : i32
}
