// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.type_cast round trip in the custom and generic forms, as mlir-opt 22 prints them.

func.func @f(%a: memref<5x4x3xf32>, %b: memref<vector<3x4xf32>>) -> memref<3xvector<4xf32>> {
  %0 = vector.type_cast %a : memref<5x4x3xf32> to memref<vector<5x4x3xf32>>
  %1 = vector.type_cast %b : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
  return %1 : memref<3xvector<4xf32>>
}
// CHECK: %0 = vector.type_cast %arg0 : memref<5x4x3xf32> to memref<vector<5x4x3xf32>>
// CHECK: %1 = vector.type_cast %arg1 : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// GENERIC: %0 = "vector.type_cast"(%arg0) : (memref<5x4x3xf32>) -> memref<vector<5x4x3xf32>>
// GENERIC: %1 = "vector.type_cast"(%arg1) : (memref<vector<3x4xf32>>) -> memref<3xvector<4xf32>>
