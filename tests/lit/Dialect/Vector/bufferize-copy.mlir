// RUN: oxir-opt %s --one-shot-bufferize="dialect-filter=vector,bufferization copy-before-write unknown-type-conversion=identity-layout-map" --split-input-file | FileCheck %s

// One-shot bufferization of the vector ops on tensors with copy-before-write, only the vector
// and bufferization dialects bufferized (the options of MLIR's own test), as mlir-opt 22 does it
// (the CHECK lines are its output): every write gets a copy of its destination.

func.func @read_write(%t: tensor<?x?xf32>, %i: index, %pad: f32, %m: vector<5x6xi1>) -> (vector<5x6xf32>, tensor<?x?xf32>) {
  %0 = vector.transfer_read %t[%i, %i], %pad {in_bounds = [true, false]} : tensor<?x?xf32>, vector<5x6xf32>
  %1 = vector.transfer_write %0, %t[%i, %i], %m {in_bounds = [true, false]} : vector<5x6xf32>, tensor<?x?xf32>
  return %0, %1 : vector<5x6xf32>, tensor<?x?xf32>
}

// CHECK-LABEL: func.func @read_write(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: f32, %arg3: vector<5x6xi1>) -> (vector<5x6xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:   %0 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32>
// CHECK-NEXT:   %1 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32>
// CHECK-NEXT:   %2 = vector.transfer_read %1[%arg1, %arg1], %arg2 {in_bounds = [true, false]} : memref<?x?xf32>, vector<5x6xf32>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %dim = memref.dim %0, %c0 : memref<?x?xf32>
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %dim_0 = memref.dim %0, %c1 : memref<?x?xf32>
// CHECK-NEXT:   %alloc = memref.alloc(%dim, %dim_0) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT:   memref.copy %0, %alloc : memref<?x?xf32> to memref<?x?xf32>
// CHECK-NEXT:   vector.transfer_write %2, %alloc[%arg1, %arg1], %arg3 {in_bounds = [true, false]} : vector<5x6xf32>, memref<?x?xf32>
// CHECK-NEXT:   %3 = bufferization.to_tensor %alloc : memref<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:   return %2, %3 : vector<5x6xf32>, tensor<?x?xf32>

// -----

func.func @write_then_read(%t: tensor<8xf32>, %v: vector<4xf32>, %pad: f32) -> (vector<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = vector.transfer_write %v, %t[%c4] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %1 = vector.transfer_read %t[%c0], %pad {in_bounds = [true]} : tensor<8xf32>, vector<8xf32>
  return %1, %0 : vector<8xf32>, tensor<8xf32>
}

// CHECK-LABEL: func.func @write_then_read(%arg0: tensor<8xf32>, %arg1: vector<4xf32>, %arg2: f32) -> (vector<8xf32>, tensor<8xf32>) {
// CHECK-NEXT:   %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32>
// CHECK-NEXT:   %1 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:   memref.copy %1, %alloc : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:   vector.transfer_write %arg1, %alloc[%c4] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
// CHECK-NEXT:   %2 = bufferization.to_tensor %alloc : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT:   %3 = vector.transfer_read %0[%c0], %arg2 {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
// CHECK-NEXT:   return %3, %2 : vector<8xf32>, tensor<8xf32>

// -----

func.func @overwrite(%t: tensor<5x10xf32>, %v: vector<6x11xf32>, %w: vector<4x11xf32>) -> (tensor<5x10xf32>, tensor<5x10xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %v, %t[%c0, %c0] : vector<6x11xf32>, tensor<5x10xf32>
  %e = tensor.empty() : tensor<5x10xf32>
  %1 = vector.transfer_write %w, %e[%c0, %c0] : vector<4x11xf32>, tensor<5x10xf32>
  return %0, %1 : tensor<5x10xf32>, tensor<5x10xf32>
}

// CHECK-LABEL: func.func @overwrite(%arg0: tensor<5x10xf32>, %arg1: vector<6x11xf32>, %arg2: vector<4x11xf32>) -> (tensor<5x10xf32>, tensor<5x10xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %alloc = memref.alloc() {alignment = 64 : i64} : memref<5x10xf32>
// CHECK-NEXT:   vector.transfer_write %arg1, %alloc[%c0, %c0] : vector<6x11xf32>, memref<5x10xf32>
// CHECK-NEXT:   %0 = bufferization.to_tensor %alloc : memref<5x10xf32> to tensor<5x10xf32>
// CHECK-NEXT:   %1 = tensor.empty() : tensor<5x10xf32>
// CHECK-NEXT:   %2 = bufferization.to_buffer %1 : tensor<5x10xf32> to memref<5x10xf32>
// CHECK-NEXT:   %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<5x10xf32>
// CHECK-NEXT:   memref.copy %2, %alloc_0 : memref<5x10xf32> to memref<5x10xf32>
// CHECK-NEXT:   vector.transfer_write %arg2, %alloc_0[%c0, %c0] : vector<4x11xf32>, memref<5x10xf32>
// CHECK-NEXT:   %3 = bufferization.to_tensor %alloc_0 : memref<5x10xf32> to tensor<5x10xf32>
// CHECK-NEXT:   return %0, %3 : tensor<5x10xf32>, tensor<5x10xf32>

// -----

func.func @gather(%base: tensor<?x?xf32>, %v: vector<16xi32>, %mask: vector<16xi1>, %pass_thru: vector<16xf32>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0, %c0][%v], %mask, %pass_thru : tensor<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return %0 : vector<16xf32>
}

// CHECK-LABEL: func.func @gather(%arg0: tensor<?x?xf32>, %arg1: vector<16xi32>, %arg2: vector<16xi1>, %arg3: vector<16xf32>) -> vector<16xf32> {
// CHECK-NEXT:   %0 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %1 = vector.gather %0[%c0, %c0] [%arg1], %arg2, %arg3 : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK-NEXT:   return %1 : vector<16xf32>
