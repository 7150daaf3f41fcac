// RUN: oxir-opt %s --one-shot-bufferize="bufferize-function-boundaries" --split-input-file | FileCheck %s
// RUN: oxir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" --split-input-file | FileCheck %s --check-prefix=ANALYSIS

// One-shot bufferization of the vector ops on tensors, as mlir-opt 22 does it (the CHECK lines
// are its output): transfer_read and gather read the buffer, transfer_write writes the buffer
// in place (it does not read it when it overwrites all of it), and vector.mask keeps the masked
// op's vector results once the op inside it is bufferized.

func.func @read_write(%t: tensor<?x?xf32>, %i: index, %pad: f32, %m: vector<5x6xi1>) -> (vector<5x6xf32>, tensor<?x?xf32>) {
  %0 = vector.transfer_read %t[%i, %i], %pad {in_bounds = [true, false]} : tensor<?x?xf32>, vector<5x6xf32>
  %1 = vector.transfer_write %0, %t[%i, %i], %m {in_bounds = [true, false]} : vector<5x6xf32>, tensor<?x?xf32>
  return %0, %1 : vector<5x6xf32>, tensor<?x?xf32>
}

// CHECK-LABEL: func.func @read_write(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: f32, %arg3: vector<5x6xi1>) -> (vector<5x6xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT:   %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {in_bounds = [true, false]} : memref<?x?xf32, strided<[?, ?], offset: ?>>, vector<5x6xf32>
// CHECK-NEXT:   vector.transfer_write %0, %arg0[%arg1, %arg1], %arg3 {in_bounds = [true, false]} : vector<5x6xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %0, %arg0 : vector<5x6xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>

// ANALYSIS-LABEL: func.func @read_write(%arg0: tensor<?x?xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32, %arg3: vector<5x6xi1>) -> (vector<5x6xf32>, tensor<?x?xf32>) {
// ANALYSIS-NEXT:   %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {__inplace_operands_attr__ = ["true", "none", "none", "none"], in_bounds = [true, false]} : tensor<?x?xf32>, vector<5x6xf32>
// ANALYSIS-NEXT:   %1 = vector.transfer_write %0, %arg0[%arg1, %arg1], %arg3 {__inplace_operands_attr__ = ["none", "true", "none", "none", "none"], in_bounds = [true, false]} : vector<5x6xf32>, tensor<?x?xf32>
// ANALYSIS-NEXT:   return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["none", "true"]} %0, %1 : vector<5x6xf32>, tensor<?x?xf32>

// -----

func.func @write_then_read(%t: tensor<8xf32>, %v: vector<4xf32>, %pad: f32) -> (vector<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = vector.transfer_write %v, %t[%c4] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %1 = vector.transfer_read %t[%c0], %pad {in_bounds = [true]} : tensor<8xf32>, vector<8xf32>
  return %1, %0 : vector<8xf32>, tensor<8xf32>
}

// CHECK-LABEL: func.func @write_then_read(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: vector<4xf32>, %arg2: f32) -> (vector<8xf32>, memref<8xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:   memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT:   vector.transfer_write %arg1, %alloc[%c4] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
// CHECK-NEXT:   %0 = vector.transfer_read %arg0[%c0], %arg2 {in_bounds = [true]} : memref<8xf32, strided<[?], offset: ?>>, vector<8xf32>
// CHECK-NEXT:   %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   return %0, %alloc : vector<8xf32>, memref<8xf32>

// ANALYSIS-LABEL: func.func @write_then_read(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: vector<4xf32>, %arg2: f32) -> (vector<8xf32>, tensor<8xf32>) {
// ANALYSIS-NEXT:   %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:   %c4 = arith.constant 4 : index
// ANALYSIS-NEXT:   %0 = vector.transfer_write %arg1, %arg0[%c4] {__inplace_operands_attr__ = ["none", "false", "none"], in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
// ANALYSIS-NEXT:   %1 = vector.transfer_read %arg0[%c0], %arg2 {__inplace_operands_attr__ = ["true", "none", "none"], in_bounds = [true]} : tensor<8xf32>, vector<8xf32>
// ANALYSIS-NEXT:   return {__inplace_operands_attr__ = ["none", "true"]} %1, %0 : vector<8xf32>, tensor<8xf32>

// -----

func.func @overwrite(%t: tensor<5x10xf32>, %v: vector<6x11xf32>, %w: vector<4x11xf32>) -> (tensor<5x10xf32>, tensor<5x10xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %v, %t[%c0, %c0] : vector<6x11xf32>, tensor<5x10xf32>
  %e = tensor.empty() : tensor<5x10xf32>
  %1 = vector.transfer_write %w, %e[%c0, %c0] : vector<4x11xf32>, tensor<5x10xf32>
  return %0, %1 : tensor<5x10xf32>, tensor<5x10xf32>
}

// CHECK-LABEL: func.func @overwrite(%arg0: memref<5x10xf32, strided<[?, ?], offset: ?>>, %arg1: vector<6x11xf32>, %arg2: vector<4x11xf32>) -> (memref<5x10xf32, strided<[?, ?], offset: ?>>, memref<5x10xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   vector.transfer_write %arg1, %arg0[%c0, %c0] : vector<6x11xf32>, memref<5x10xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   %alloc = memref.alloc() {alignment = 64 : i64} : memref<5x10xf32>
// CHECK-NEXT:   vector.transfer_write %arg2, %alloc[%c0, %c0] : vector<4x11xf32>, memref<5x10xf32>
// CHECK-NEXT:   %cast = memref.cast %alloc : memref<5x10xf32> to memref<5x10xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %arg0, %alloc : memref<5x10xf32, strided<[?, ?], offset: ?>>, memref<5x10xf32>

// ANALYSIS-LABEL: func.func @overwrite(%arg0: tensor<5x10xf32> {bufferization.access = "write"}, %arg1: vector<6x11xf32>, %arg2: vector<4x11xf32>) -> (tensor<5x10xf32>, tensor<5x10xf32>) {
// ANALYSIS-NEXT:   %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:   %0 = vector.transfer_write %arg1, %arg0[%c0, %c0] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : vector<6x11xf32>, tensor<5x10xf32>
// ANALYSIS-NEXT:   %1 = tensor.empty() : tensor<5x10xf32>
// ANALYSIS-NEXT:   %2 = vector.transfer_write %arg2, %1[%c0, %c0] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : vector<4x11xf32>, tensor<5x10xf32>
// ANALYSIS-NEXT:   return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "true"]} %0, %2 : tensor<5x10xf32>, tensor<5x10xf32>

// -----

func.func @gather(%base: tensor<?x?xf32>, %v: vector<16xi32>, %mask: vector<16xi1>, %pass_thru: vector<16xf32>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0, %c0][%v], %mask, %pass_thru : tensor<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return %0 : vector<16xf32>
}

// CHECK-LABEL: func.func @gather(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: vector<16xi32>, %arg2: vector<16xi1>, %arg3: vector<16xf32>) -> vector<16xf32> {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = vector.gather %arg0[%c0, %c0] [%arg1], %arg2, %arg3 : memref<?x?xf32, strided<[?, ?], offset: ?>>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK-NEXT:   return %0 : vector<16xf32>

// ANALYSIS-LABEL: func.func @gather(%arg0: tensor<?x?xf32> {bufferization.access = "read"}, %arg1: vector<16xi32>, %arg2: vector<16xi1>, %arg3: vector<16xf32>) -> vector<16xf32> {
// ANALYSIS-NEXT:   %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:   %0 = vector.gather %arg0[%c0, %c0] [%arg1], %arg2, %arg3 {__inplace_operands_attr__ = ["true", "none", "none", "none", "none", "none"]} : tensor<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// ANALYSIS-NEXT:   return %0 : vector<16xf32>

// -----

func.func @mask(%t: tensor<?xf32>, %v: vector<[16]xf32>, %i: index, %m: vector<[16]xi1>, %pad: f32) -> (tensor<?xf32>, vector<[16]xf32>) {
  %r = vector.mask %m { vector.transfer_read %t[%i], %pad : tensor<?xf32>, vector<[16]xf32> } : vector<[16]xi1> -> vector<[16]xf32>
  %0 = vector.mask %m { vector.transfer_write %v, %t[%i] : vector<[16]xf32>, tensor<?xf32> } : vector<[16]xi1> -> tensor<?xf32>
  return %0, %r : tensor<?xf32>, vector<[16]xf32>
}

// CHECK-LABEL: func.func @mask(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: vector<[16]xf32>, %arg2: index, %arg3: vector<[16]xi1>, %arg4: f32) -> (memref<?xf32, strided<[?], offset: ?>>, vector<[16]xf32>) {
// CHECK-NEXT:   %0 = vector.mask %arg3 { vector.transfer_read %arg0[%arg2], %arg4 : memref<?xf32, strided<[?], offset: ?>>, vector<[16]xf32> } : vector<[16]xi1> -> vector<[16]xf32>
// CHECK-NEXT:   vector.mask %arg3 { vector.transfer_write %arg1, %arg0[%arg2] : vector<[16]xf32>, memref<?xf32, strided<[?], offset: ?>> } : vector<[16]xi1>
// CHECK-NEXT:   return %arg0, %0 : memref<?xf32, strided<[?], offset: ?>>, vector<[16]xf32>

// ANALYSIS-LABEL: func.func @mask(%arg0: tensor<?xf32> {bufferization.access = "read-write"}, %arg1: vector<[16]xf32>, %arg2: index, %arg3: vector<[16]xi1>, %arg4: f32) -> (tensor<?xf32>, vector<[16]xf32>) {
// ANALYSIS-NEXT:   %0 = vector.mask %arg3 { vector.transfer_read %arg0[%arg2], %arg4 {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<?xf32>, vector<[16]xf32> } : vector<[16]xi1> -> vector<[16]xf32>
// ANALYSIS-NEXT:   %1 = vector.mask %arg3 { vector.transfer_write %arg1, %arg0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : vector<[16]xf32>, tensor<?xf32> } : vector<[16]xi1> -> tensor<?xf32>
// ANALYSIS-NEXT:   return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %1, %0 : tensor<?xf32>, vector<[16]xf32>
