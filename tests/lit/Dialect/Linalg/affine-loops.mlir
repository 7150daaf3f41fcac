// RUN: oxir-opt %s --convert-linalg-to-affine-loops -split-input-file | FileCheck %s

// convert-linalg-to-affine-loops: affine.for nests (constant bounds for static sizes, memref.dim
// symbols for dynamic ones) with affine.load/affine.store; windows through affine.apply; ops on
// tensors stay. Expected output is mlir-opt 22's.

// CHECK: module {
// CHECK-NEXT:   func.func @matmul(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:     %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
// CHECK-NEXT:     affine.for %arg3 = 0 to %dim {
// CHECK-NEXT:       affine.for %arg4 = 0 to %dim_1 {
// CHECK-NEXT:         affine.for %arg5 = 0 to %dim_0 {
// CHECK-NEXT:           %0 = affine.load %arg0[%arg3, %arg5] : memref<?x?xf32>
// CHECK-NEXT:           %1 = affine.load %arg1[%arg5, %arg4] : memref<?x?xf32>
// CHECK-NEXT:           %2 = affine.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:           %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT:           %4 = arith.addf %2, %3 : f32
// CHECK-NEXT:           affine.store %4, %arg2[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.matmul ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>)
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @mixed(%arg0: memref<4x8x16xf32>, %arg1: memref<4x16xf32>) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 8 {
// CHECK-NEXT:         affine.for %arg4 = 0 to 16 {
// CHECK-NEXT:           %0 = affine.load %arg0[%arg2, %arg3, %arg4] : memref<4x8x16xf32>
// CHECK-NEXT:           %1 = affine.load %arg1[%arg2, %arg4] : memref<4x16xf32>
// CHECK-NEXT:           %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:           affine.store %2, %arg1[%arg2, %arg4] : memref<4x16xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#trait = {
  indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, k)>],
  iterator_types = ["parallel", "reduction", "parallel"]
}
func.func @mixed(%A: memref<4x8x16xf32>, %C: memref<4x16xf32>) {
  linalg.generic #trait ins(%A : memref<4x8x16xf32>) outs(%C : memref<4x16xf32>) {
  ^bb0(%a: f32, %c: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @reduction_first(%arg0: memref<?x?xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:     affine.for %arg2 = 0 to %dim {
// CHECK-NEXT:       affine.for %arg3 = 0 to %dim_0 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT:         %1 = affine.load %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT:         %2 = arith.maximumf %0, %1 : f32
// CHECK-NEXT:         affine.store %2, %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @reduction_first(%A: memref<?x?xf32>, %C: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(k, i) -> (k, i)>, affine_map<(k, i) -> (i)>],
                  iterator_types = ["reduction", "parallel"]}
      ins(%A : memref<?x?xf32>) outs(%C : memref<?xf32>) {
  ^bb0(%a: f32, %c: f32):
    %m = arith.maximumf %a, %c : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1 * 2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @conv(%arg0: memref<1x8x9x2xf32>, %arg1: memref<3x3x2x4xf32>, %arg2: memref<1x4x4x4xf32>) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 1 {
// CHECK-NEXT:       affine.for %arg4 = 0 to 4 {
// CHECK-NEXT:         affine.for %arg5 = 0 to 4 {
// CHECK-NEXT:           affine.for %arg6 = 0 to 4 {
// CHECK-NEXT:             affine.for %arg7 = 0 to 3 {
// CHECK-NEXT:               affine.for %arg8 = 0 to 3 {
// CHECK-NEXT:                 affine.for %arg9 = 0 to 2 {
// CHECK-NEXT:                   %0 = affine.apply #map(%arg4, %arg7)
// CHECK-NEXT:                   %1 = affine.apply #map1(%arg5, %arg8)
// CHECK-NEXT:                   %2 = affine.load %arg0[%arg3, %0, %1, %arg9] : memref<1x8x9x2xf32>
// CHECK-NEXT:                   %3 = affine.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<3x3x2x4xf32>
// CHECK-NEXT:                   %4 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x4xf32>
// CHECK-NEXT:                   %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT:                   %6 = arith.addf %4, %5 : f32
// CHECK-NEXT:                   affine.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x4xf32>
// CHECK-NEXT:                 }
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @conv(%in: memref<1x8x9x2xf32>, %f: memref<3x3x2x4xf32>, %o: memref<1x4x4x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}
    ins(%in, %f : memref<1x8x9x2xf32>, memref<3x3x2x4xf32>) outs(%o : memref<1x4x4x4xf32>)
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @index_and_fill(%arg0: memref<3x?xi64>, %arg1: f32, %arg2: memref<5xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c1 : memref<3x?xi64>
// CHECK-NEXT:     affine.for %arg3 = 0 to 3 {
// CHECK-NEXT:       affine.for %arg4 = 0 to %dim {
// CHECK-NEXT:         %0 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT:         %1 = arith.index_cast %0 : index to i64
// CHECK-NEXT:         affine.store %1, %arg0[%arg3, %arg4] : memref<3x?xi64>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg3 = 0 to 5 {
// CHECK-NEXT:       affine.store %arg1, %arg2[%arg3] : memref<5xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @index_and_fill(%M: memref<3x?xi64>, %v: f32, %F: memref<5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%M : memref<3x?xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %x = arith.index_cast %s : index to i64
    linalg.yield %x : i64
  }
  linalg.fill ins(%v : f32) outs(%F : memref<5xf32>)
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @transposed_and_scalar(%arg0: memref<4x3xf32>, %arg1: f32, %arg2: memref<3x4xf32>) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 3 {
// CHECK-NEXT:       affine.for %arg4 = 0 to 4 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg4, %arg3] : memref<4x3xf32>
// CHECK-NEXT:         %1 = arith.mulf %0, %arg1 : f32
// CHECK-NEXT:         affine.store %1, %arg2[%arg3, %arg4] : memref<3x4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @transposed_and_scalar(%A: memref<4x3xf32>, %s: f32, %C: memref<3x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%A, %s : memref<4x3xf32>, f32) outs(%C : memref<3x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @on_tensors_stays(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.add ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @on_tensors_stays(%A: tensor<4xf32>, %B: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.add ins(%A, %A : tensor<4xf32>, tensor<4xf32>) outs(%B : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
