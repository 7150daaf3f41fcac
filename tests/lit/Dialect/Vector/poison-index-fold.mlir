// RUN: oxir-opt %s --canonicalize --split-input-file | FileCheck %s

// vector.extract and vector.insert at the poison index (-1, static or a constant operand), and
// vector.extract from ub.poison, fold to ub.poison (MLIR's foldPoisonIndexInsertExtractOp and
// foldPoisonSrcExtractOp; the vector dialect materializes #ub.poison as ub.poison). The CHECK
// lines are mlir-opt 22's output.

func.func @extract_poison_idx(%a: vector<4x5xf32>) -> f32 {
  %0 = vector.extract %a[-1, 0] : f32 from vector<4x5xf32>
  return %0 : f32
}
// -----
func.func @extract_poison_idx_vec(%a: vector<4x5xf32>) -> vector<5xf32> {
  %0 = vector.extract %a[-1] : vector<5xf32> from vector<4x5xf32>
  return %0 : vector<5xf32>
}
// -----
func.func @extract_dyn_poison_idx(%a: vector<4x5xf32>) -> f32 {
  %c = arith.constant -1 : index
  %0 = vector.extract %a[%c, 0] : f32 from vector<4x5xf32>
  return %0 : f32
}
// -----
func.func @extract_from_poison() -> f32 {
  %p = ub.poison : vector<4xf32>
  %0 = vector.extract %p[1] : f32 from vector<4xf32>
  return %0 : f32
}
// -----
func.func @insert_poison_idx(%a: vector<4x5xf32>, %s: f32) -> vector<4x5xf32> {
  %0 = vector.insert %s, %a[2, -1] : f32 into vector<4x5xf32>
  return %0 : vector<4x5xf32>
}
// -----
func.func @insert_dyn_poison_idx(%a: vector<4x5xf32>, %s: f32) -> vector<4x5xf32> {
  %c = arith.constant -1 : index
  %0 = vector.insert %s, %a[%c, 1] : f32 into vector<4x5xf32>
  return %0 : vector<4x5xf32>
}

// CHECK: module {
// CHECK-LABEL: func.func @extract_poison_idx(%arg0: vector<4x5xf32>) -> f32 {
// CHECK-NEXT:     %0 = ub.poison : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @extract_poison_idx_vec(%arg0: vector<4x5xf32>) -> vector<5xf32> {
// CHECK-NEXT:     %0 = ub.poison : vector<5xf32>
// CHECK-NEXT:     return %0 : vector<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @extract_dyn_poison_idx(%arg0: vector<4x5xf32>) -> f32 {
// CHECK-NEXT:     %0 = ub.poison : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @extract_from_poison() -> f32 {
// CHECK-NEXT:     %0 = ub.poison : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @insert_poison_idx(%arg0: vector<4x5xf32>, %arg1: f32) -> vector<4x5xf32> {
// CHECK-NEXT:     %0 = ub.poison : vector<4x5xf32>
// CHECK-NEXT:     return %0 : vector<4x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @insert_dyn_poison_idx(%arg0: vector<4x5xf32>, %arg1: f32) -> vector<4x5xf32> {
// CHECK-NEXT:     %0 = ub.poison : vector<4x5xf32>
// CHECK-NEXT:     return %0 : vector<4x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
