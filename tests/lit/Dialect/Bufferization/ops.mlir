// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The bufferization ops round-trip in MLIR 22's custom and generic forms.

// CHECK-LABEL: func.func @ops(
// CHECK-NEXT: %0 = bufferization.to_tensor %arg0 restrict writable : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 read_only : tensor<?xf32> to memref<?xf32>
// CHECK-NEXT: %2 = bufferization.alloc_tensor(%arg2) : tensor<?xf32>
// CHECK-NEXT: %3 = bufferization.alloc_tensor() copy(%arg1) {memory_space = 1 : i64} : tensor<?xf32>
// CHECK-NEXT: %4 = bufferization.alloc_tensor(%arg2) size_hint=%arg2 : tensor<?xf32>
// CHECK-NEXT: %5 = bufferization.materialize_in_destination %arg1 in %2 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg1 in restrict writable %arg0 : (tensor<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: %6 = bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: bufferization.dealloc_tensor %arg1 : tensor<?xf32>
// CHECK-NEXT: %7 = bufferization.to_tensor %arg0 : memref<?xf32> to tensor<?xf32>

// GENERIC: %0 = "bufferization.to_tensor"(%arg0) <{restrict, writable}> : (memref<?xf32>) -> tensor<?xf32>
// GENERIC-NEXT: %1 = "bufferization.to_buffer"(%arg1) <{read_only}> : (tensor<?xf32>) -> memref<?xf32>
// GENERIC-NEXT: %2 = "bufferization.alloc_tensor"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?xf32>
// GENERIC-NEXT: %3 = "bufferization.alloc_tensor"(%arg1) <{memory_space = 1 : i64, operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?xf32>) -> tensor<?xf32>
// GENERIC-NEXT: %4 = "bufferization.alloc_tensor"(%arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (index, index) -> tensor<?xf32>
// GENERIC-NEXT: %5 = "bufferization.materialize_in_destination"(%arg1, %2) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// GENERIC-NEXT: "bufferization.materialize_in_destination"(%arg1, %arg0) <{restrict, writable}> : (tensor<?xf32>, memref<?xf32>) -> ()
// GENERIC-NEXT: %6 = "bufferization.clone"(%arg0) : (memref<?xf32>) -> memref<?xf32>
// GENERIC-NEXT: "bufferization.dealloc_tensor"(%arg1) : (tensor<?xf32>) -> ()
func.func @ops(%m: memref<?xf32>, %t: tensor<?xf32>, %n: index) {
  %0 = bufferization.to_tensor %m restrict writable : memref<?xf32> to tensor<?xf32>
  %1 = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32>
  %2 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %3 = bufferization.alloc_tensor() copy(%t) {memory_space = 1 : i64} : tensor<?xf32>
  %4 = bufferization.alloc_tensor(%n) size_hint=%n : tensor<?xf32>
  %5 = bufferization.materialize_in_destination %t in %2 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<?xf32>, memref<?xf32>) -> ()
  %6 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  bufferization.dealloc_tensor %t : tensor<?xf32>
  %7 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  return
}
