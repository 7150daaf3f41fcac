// RUN: oxir-opt %s -one-shot-bufferize -split-input-file | FileCheck %s

// One-Shot Bufferize of unstructured control flow inside scf.execute_region, of calls without
// function boundaries, of memref.global names and of insert_slice overwriting its destination.
// The CHECK lines are mlir-opt 22's output.

// The block argument takes the buffer type of the operands forwarded to it (they agree), the
// branches forward buffers, and the execute_region result is that exact type.
// CHECK-LABEL: func.func @execute_region_blocks(%arg0: i1, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = scf.execute_region -> memref<3xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<3xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%alloc : memref<3xf32>), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%alloc_0 : memref<3xf32>)
// CHECK-NEXT: ^bb2(%2: memref<3xf32>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: scf.yield %2 : memref<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %0[%arg1] : memref<3xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @execute_region_blocks(%c: i1, %i: index) -> f32 {
  %r = scf.execute_region -> tensor<3xf32> {
    %t = tensor.empty() : tensor<3xf32>
    %m = memref.alloc() : memref<3xf32>
    %t2 = bufferization.to_tensor %m restrict : memref<3xf32> to tensor<3xf32>
    cf.cond_br %c, ^bb1(%t : tensor<3xf32>), ^bb2
  ^bb2:
    cf.br ^bb1(%t2 : tensor<3xf32>)
  ^bb1(%a: tensor<3xf32>):
    scf.yield %a : tensor<3xf32>
  }
  %x = tensor.extract %r[%i] : tensor<3xf32>
  return %x : f32
}

// -----

// Forwarded buffers of different layouts: the block argument takes the fully dynamic layout and
// each branch casts to it.
// CHECK-LABEL: func.func @execute_region_layouts(%arg0: i1, %arg1: index, %arg2: memref<8xf32>) -> f32 {
// CHECK-NEXT: %0 = scf.execute_region -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %arg2[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: %cast_0 = memref.cast %subview : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%cast : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%cast_0 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: ^bb2(%2: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: scf.yield %2 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @execute_region_layouts(%c: i1, %i: index, %m: memref<8xf32>) -> f32 {
  %r = scf.execute_region -> tensor<4xf32> {
    %t = tensor.empty() : tensor<4xf32>
    %s = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
    %t2 = bufferization.to_tensor %s restrict : memref<4xf32, strided<[1], offset: 2>> to tensor<4xf32>
    cf.cond_br %c, ^bb1, ^bb2(%t : tensor<4xf32>)
  ^bb1:
    cf.br ^bb2(%t2 : tensor<4xf32>)
  ^bb2(%b: tensor<4xf32>):
    scf.yield %b : tensor<4xf32>
  }
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %x : f32
}

// -----

// Without function boundaries a call is an unknown op to the analysis: its operands are read,
// never written, so nothing is copied for it (not even a constant).
// CHECK: memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK: func.func private @use(tensor<2xf32>)
// CHECK-LABEL: func.func @call_unknown(%arg0: index) -> tensor<2xf32> {
// CHECK-NEXT: %0 = memref.get_global @__constant_2xf32 : memref<2xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %0 : memref<2xf32> to tensor<2xf32>
// CHECK-NEXT: call @use(%1) : (tensor<2xf32>) -> ()
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: memref.store %cst, %alloc[%arg0] : memref<2xf32>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<2xf32> to tensor<2xf32>
// CHECK-NEXT: call @use(%2) : (tensor<2xf32>) -> ()
// CHECK-NEXT: memref.store %cst, %alloc[%arg0] : memref<2xf32>
// CHECK-NEXT: %3 = bufferization.to_tensor %alloc : memref<2xf32> to tensor<2xf32>
// CHECK-NEXT: return %3 : tensor<2xf32>
// CHECK-NEXT: }
func.func private @use(tensor<2xf32>)
func.func @call_unknown(%i: index) -> tensor<2xf32> {
  %cst = arith.constant dense<1.0> : tensor<2xf32>
  func.call @use(%cst) : (tensor<2xf32>) -> ()
  %t = tensor.empty() : tensor<2xf32>
  %f = arith.constant 1.0 : f32
  %u = tensor.insert %f into %t[%i] : tensor<2xf32>
  func.call @use(%u) : (tensor<2xf32>) -> ()
  %x = tensor.insert %f into %u[%i] : tensor<2xf32>
  return %x : tensor<2xf32>
}

// -----

// New globals are renamed with the module symbol table's one counter, shared by all names.
// CHECK: memref.global "private" constant @__constant_4xi32_1 : memref<4xi32> = dense<[1, 2, 3, 4]> {alignment = 64 : i64}
// CHECK: memref.global "private" constant @__constant_8xi32 : memref<8xi32> = dense<3> {alignment = 64 : i64}
// CHECK: memref.global "private" constant @__constant_4xf32_0 : memref<4xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// CHECK: memref.global "private" constant @__constant_4xi32 : memref<4xi32> = dense<1> {alignment = 64 : i64}
// CHECK: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-LABEL: func.func @globals() -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<8xi32>, tensor<4xi32>) {
// CHECK-NEXT: %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %2 = memref.get_global @__constant_4xi32 : memref<4xi32>
// CHECK-NEXT: %3 = bufferization.to_tensor %2 : memref<4xi32> to tensor<4xi32>
// CHECK-NEXT: %4 = memref.get_global @__constant_4xf32_0 : memref<4xf32>
// CHECK-NEXT: %5 = bufferization.to_tensor %4 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %6 = memref.get_global @__constant_8xi32 : memref<8xi32>
// CHECK-NEXT: %7 = bufferization.to_tensor %6 : memref<8xi32> to tensor<8xi32>
// CHECK-NEXT: %8 = memref.get_global @__constant_4xi32_1 : memref<4xi32>
// CHECK-NEXT: %9 = bufferization.to_tensor %8 : memref<4xi32> to tensor<4xi32>
// CHECK-NEXT: return %1, %3, %5, %7, %9 : tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<8xi32>, tensor<4xi32>
// CHECK-NEXT: }
func.func @globals() -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<8xi32>, tensor<4xi32>) {
  %a = arith.constant dense<1.0> : tensor<4xf32>
  %b = arith.constant dense<1> : tensor<4xi32>
  %c = arith.constant dense<2.0> : tensor<4xf32>
  %d = arith.constant dense<3> : tensor<8xi32>
  %e = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  return %a, %b, %c, %d, %e : tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<8xi32>, tensor<4xi32>
}

// -----

// An insert_slice covering its whole destination does not read it: the copy of the (read-only)
// constant destination is an allocation without a copy of its contents.
// CHECK: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-LABEL: func.func @insert_slice_overwrites(%arg0: tensor<?xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%c4] [1] : memref<4xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %2 : tensor<4xf32>
// CHECK-NEXT: }
func.func @insert_slice_overwrites(%s: tensor<?xf32>) -> tensor<4xf32> {
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %c4 = arith.constant 4 : index
  %r = tensor.insert_slice %s into %cst[0] [%c4] [1] : tensor<?xf32> into tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A deliberate difference: MLIR 22's analysis does not follow the yields of an scf.index_switch
// to its results, so mlir-opt stores into %t's buffer in place and the later read of %t sees the
// store (wrong code). oxir, as for scf.if, copies before the write.
// CHECK-LABEL: func.func @index_switch_write(
// CHECK: %[[R:.*]] = scf.index_switch
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT: memref.copy %[[R]], %[[A]]
// CHECK-NEXT: memref.store %{{.*}}, %[[A]][%{{.*}}] : memref<2xf32>
func.func @index_switch_write(%i: index, %j: index, %t: tensor<2xf32>) -> (tensor<2xf32>, f32) {
  %r = scf.index_switch %i -> tensor<2xf32>
  case 1 {
    scf.yield %t : tensor<2xf32>
  }
  default {
    scf.yield %t : tensor<2xf32>
  }
  %f = arith.constant 3.0 : f32
  %w = tensor.insert %f into %r[%j] : tensor<2xf32>
  %x = tensor.extract %t[%j] : tensor<2xf32>
  return %w, %x : tensor<2xf32>, f32
}
