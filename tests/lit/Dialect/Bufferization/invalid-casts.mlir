// RUN: not oxir-opt %s -split-input-file 2>&1 | FileCheck %s

// to_tensor / to_buffer need the same shape and element type on both sides. (mlir-opt 22 follows
// each of these errors with "'op' failed to verify that specified tensor and buffer types match".)

// CHECK: error: element types do not match
func.func @to_tensor_elements(%m: memref<?xf32>) {
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf64>
  return
}

// -----

// CHECK: error: shapes do not match
func.func @to_buffer_shape(%t: tensor<?xf32>) {
  %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<4xf32>
  return
}
