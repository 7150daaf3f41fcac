// RUN: oxir-opt %s --canonicalize --split-input-file | FileCheck %s

// SimplifyAffineOp on the memory ops (affine.apply producers and constants composed into the
// map, dimensions that are valid symbols promoted) and their memref.cast fold; mlir-opt 22's output.

// CHECK: module {
// CHECK-LABEL: func.func @compose(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK:     %0 = affine.load %arg0[symbol(%arg1) * 2 + 1, symbol(%arg1) * 2 + 4] : memref<100x100xf32>
// CHECK:     affine.store %0, %arg0[symbol(%arg1) * 2 + 1, 0] : memref<100x100xf32>
// CHECK:     return %0 : f32
// CHECK:   }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @constant_index(%arg0: memref<100xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK:     affine.vector_store %arg1, %arg0[10] : memref<100xf32>, vector<4xf32>
// CHECK:     %0 = affine.vector_load %arg0[5] : memref<100xf32>, vector<4xf32>
// CHECK:     affine.prefetch %arg0[6], read, locality<3>, data : memref<100xf32>
// CHECK:     return %0 : vector<4xf32>
// CHECK:   }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @in_loop(%arg0: memref<100xf32>) {
// CHECK:     affine.for %arg1 = 0 to 10 {
// CHECK:       %0 = affine.load %arg0[%arg1 + 1] : memref<100xf32>
// CHECK:       affine.store %0, %arg0[%arg1 * 2 + 2] : memref<100xf32>
// CHECK:     }
// CHECK:     return
// CHECK:   }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @cast(%arg0: memref<16xf32>, %arg1: index) -> f32 {
// CHECK:     %0 = affine.load %arg0[symbol(%arg1)] : memref<16xf32>
// CHECK:     affine.store %0, %arg0[symbol(%arg1) + 1] : memref<16xf32>
// CHECK:     return %0 : f32
// CHECK:   }
// CHECK: }

func.func @compose(%m: memref<100x100xf32>, %i: index, %n: index) -> f32 {
  %a = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
  %0 = affine.load %m[%a, %a + 3] : memref<100x100xf32>
  affine.store %0, %m[%a, 0] : memref<100x100xf32>
  return %0 : f32
}

// -----

func.func @constant_index(%m: memref<100xf32>, %v: vector<4xf32>) -> vector<4xf32> {
  %c5 = arith.constant 5 : index
  affine.vector_store %v, %m[%c5 * 2] : memref<100xf32>, vector<4xf32>
  %0 = affine.vector_load %m[%c5] : memref<100xf32>, vector<4xf32>
  affine.prefetch %m[%c5 + 1], read, locality<3>, data : memref<100xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @in_loop(%m: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %0 = affine.load %m[%a] : memref<100xf32>
    affine.store %0, %m[%a * 2] : memref<100xf32>
  }
  return
}

// -----

func.func @cast(%m: memref<16xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<16xf32> to memref<?xf32>
  %0 = affine.load %c[%i] : memref<?xf32>
  affine.store %0, %c[%i + 1] : memref<?xf32>
  return %0 : f32
}
