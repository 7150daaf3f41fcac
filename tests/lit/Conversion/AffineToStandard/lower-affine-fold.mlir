// RUN: oxir-opt %s --split-input-file --lower-affine | FileCheck %s

// The conversion folds the ops of dialects its target does not name (tensor, func) when it
// reaches them, and replaces them only at the end: later folds still see the original ops
// (extract of from_elements, insert_slice of the extract_slice it came from).
func.func @fold_unknown(%t: tensor<4xf32>, %i: index) -> (i1, tensor<4xf32>, tensor<4xi32>, tensor<2xf32>) {
  %false = arith.constant false
  %from = tensor.from_elements %false : tensor<1xi1>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %x = tensor.extract %from[%c0] : tensor<1xi1>
  %s = tensor.extract_slice %t[0] [%c2] [1] : tensor<4xf32> to tensor<?xf32>
  %back = tensor.insert_slice %s into %t[0] [%c2] [1] : tensor<?xf32> into tensor<4xf32>
  %c97 = arith.constant 97 : i32
  %dense = tensor.from_elements %c97, %c97, %c97, %c97 : tensor<4xi32>
  %cst = arith.constant dense<2.5> : tensor<4xf32>
  %part = tensor.extract_slice %cst[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  return %x, %back, %dense, %part : i1, tensor<4xf32>, tensor<4xi32>, tensor<2xf32>
}

// CHECK-LABEL: func.func @fold_unknown(%arg0: tensor<4xf32>, %arg1: index) -> (i1, tensor<4xf32>, tensor<4xi32>, tensor<2xf32>) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant dense<false> : tensor<1xi1>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [%c2] [1] : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: %c97_i32 = arith.constant 97 : i32
// CHECK-NEXT: %cst_0 = arith.constant dense<97> : tensor<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<2.500000e+00> : tensor<4xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<2.500000e+00> : tensor<2xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: return %false, %arg0, %cst_0, %cst_2 : i1, tensor<4xf32>, tensor<4xi32>, tensor<2xf32>
// CHECK-NEXT: }

// -----

// Blocks unreachable from their region's entry are not converted.
func.func @unreachable(%i: index) -> index {
  %c0 = arith.constant 0 : index
  cf.br ^bb2(%c0 : index)
^bb1:
  %a = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
  cf.br ^bb2(%a : index)
^bb2(%r: index):
  return %r : index
}

// CHECK: #map = affine_map<(d0) -> (d0 mod 4)>
// CHECK-LABEL: func.func @unreachable(%arg0: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.br ^bb2(%c0 : index)
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT: %0 = affine.apply #map(%arg0)
// CHECK-NEXT: cf.br ^bb2(%0 : index)
// CHECK-NEXT: ^bb2(%1: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }

// -----

// extract(insert(x, t, idx), idx) is x when the indices are the same constants (the fold needs
// constant indices).
func.func @extract_after_insert(%t: tensor<4xf32>, %v: f32, %i: index) -> (f32, f32) {
  %c3 = arith.constant 3 : index
  %a = tensor.insert %v into %t[%c3] : tensor<4xf32>
  %x = tensor.extract %a[%c3] : tensor<4xf32>
  %b = tensor.insert %v into %t[%i] : tensor<4xf32>
  %y = tensor.extract %b[%i] : tensor<4xf32>
  return %x, %y : f32, f32
}

// CHECK-LABEL: func.func @extract_after_insert(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (f32, f32) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[%c3] : tensor<4xf32>
// CHECK-NEXT: %inserted_0 = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %inserted_0[%arg2] : tensor<4xf32>
// CHECK-NEXT: return %arg1, %extracted : f32, f32
// CHECK-NEXT: }
