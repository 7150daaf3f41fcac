// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.to_elements in its custom and generic forms, as mlir-opt 22 prints it (the CHECK lines are
// its output); its verifier is tested in invalid-to-elements.mlir.

// CHECK-LABEL: func.func @roundtrip(%arg0: vector<2x2xf32>, %arg1: vector<f32>, %arg2: vector<[2]xi8>) -> (f32, f32, i8) {
// CHECK-NEXT: %0:4 = vector.to_elements %arg0 : vector<2x2xf32>
// CHECK-NEXT: %1 = vector.to_elements %arg1 : vector<f32>
// CHECK-NEXT: %2:2 = vector.to_elements %arg2 : vector<[2]xi8>
// CHECK-NEXT: return %0#3, %1, %2#1 : f32, f32, i8
// CHECK-NEXT: }

// GENERIC: %0:4 = "vector.to_elements"(%arg0) : (vector<2x2xf32>) -> (f32, f32, f32, f32)
// GENERIC-NEXT: %1 = "vector.to_elements"(%arg1) : (vector<f32>) -> f32
// GENERIC-NEXT: %2:2 = "vector.to_elements"(%arg2) : (vector<[2]xi8>) -> (i8, i8)

func.func @roundtrip(%a: vector<2x2xf32>, %b: vector<f32>, %c: vector<[2]xi8>) -> (f32, f32, i8) {
  %0:4 = vector.to_elements %a : vector<2x2xf32>
  %1 = vector.to_elements %b : vector<f32>
  %2:2 = vector.to_elements %c : vector<[2]xi8>
  return %0#3, %1, %2#1 : f32, f32, i8
}
