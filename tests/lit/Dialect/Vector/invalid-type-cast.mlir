// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// vector.type_cast's verifier, with the messages mlir-opt 22 gives.

// -----

func.func @g(%a: memref<?xf32>) {
  // expected-error @+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  %0 = vector.type_cast %a : memref<?xf32> to memref<vector<5xf32>>
  return
}

// -----

func.func @g(%a: memref<5xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<5xf64>>'}}
  %0 = vector.type_cast %a : memref<5xf32> to memref<vector<5xf64>>
  return
}

// -----

func.func @g(%a: memref<5xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<6xf32>>'}}
  %0 = vector.type_cast %a : memref<5xf32> to memref<vector<6xf32>>
  return
}

// -----

func.func @g(%a: memref<5xf32, strided<[2]>>) {
  // expected-error @+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %a : memref<5xf32, strided<[2]>> to memref<vector<5xf32>>
  return
}

// -----

func.func @g(%a: memref<5xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result to be a memref with identity layout}}
  %0 = vector.type_cast %a : memref<5xf32> to memref<vector<5xf32>, strided<[], offset: 3>>
  return
}

// -----

func.func @g(%a: memref<5xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result in same memory space}}
  %0 = vector.type_cast %a : memref<5xf32> to memref<vector<5xf32>, 3>
  return
}

// -----

func.func @g(%a: memref<5xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<5xvector<1xf32>>'}}
  %0 = vector.type_cast %a : memref<5xf32> to memref<5xvector<1xf32>>
  return
}
