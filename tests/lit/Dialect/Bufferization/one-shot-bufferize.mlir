// RUN: oxir-opt %s -one-shot-bufferize=bufferize-function-boundaries -split-input-file | FileCheck %s

// One-Shot Bufferize with function boundaries; expected output is mlir-opt 22's.

// CHECK: module {
// CHECK-NEXT:   func.func @insert(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT:     %0 = memref.load %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %0 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// A write to a function argument that is read afterwards goes to a copy.
func.func @insert(%t: tensor<4xf32>, %v: f32, %i: index) -> (tensor<4xf32>, f32) {
  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
  %r = tensor.extract %t[%i] : tensor<4xf32>
  return %0, %r : tensor<4xf32>, f32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @loop(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (memref<?xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %1 = memref.load %arg3[%arg2] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %2 = arith.addf %1, %cst : f32
// CHECK-NEXT:       memref.store %2, %arg3[%arg2] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg3 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Loop-carried tensors stay in place in the argument's buffer.
func.func @loop(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %x = tensor.extract %a[%i] : tensor<?xf32>
    %y = arith.addf %x, %f : f32
    %b = tensor.insert %y into %a[%i] : tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_2x2xf32 : memref<2x2xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @empty(%arg0: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[0, 0] [2, 2] [1, 1] : memref<?x4xf32> to memref<2x2xf32, strided<[4, 1]>>
// CHECK-NEXT:     %0 = memref.get_global @__constant_2x2xf32 : memref<2x2xf32>
// CHECK-NEXT:     %subview_0 = memref.subview %alloc[0, 0] [2, 2] [1, 1] : memref<?x4xf32> to memref<2x2xf32, strided<[4, 1]>>
// CHECK-NEXT:     memref.copy %0, %subview_0 : memref<2x2xf32> to memref<2x2xf32, strided<[4, 1]>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// tensor.empty allocates; constants become private memref.globals.
func.func @empty(%n: index) -> tensor<?x4xf32> {
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %s = tensor.extract_slice %e[0, 0][2, 2][1, 1] : tensor<?x4xf32> to tensor<2x2xf32>
  %c = arith.constant dense<1.0> : tensor<2x2xf32>
  %r = tensor.insert_slice %c into %e[0, 0][2, 2][1, 1] : tensor<2x2xf32> into tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_3xi8 : memref<3xi8> = dense<1> {alignment = 64 : i64}
// CHECK-NEXT:   func.func private @ext(memref<*xi8>)
// CHECK-NEXT:   func.func private @ext2(memref<3xi8, strided<[?], offset: ?>>)
// CHECK-NEXT:   func.func @calls(%arg0: memref<3xi8, strided<[?], offset: ?>>) -> i8 {
// CHECK-NEXT:     %0 = memref.get_global @__constant_3xi8 : memref<3xi8>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xi8>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<3xi8> to memref<3xi8>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<3xi8> to memref<*xi8>
// CHECK-NEXT:     call @ext(%cast) : (memref<*xi8>) -> ()
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3xi8>
// CHECK-NEXT:     memref.copy %arg0, %alloc_0 : memref<3xi8, strided<[?], offset: ?>> to memref<3xi8>
// CHECK-NEXT:     %cast_1 = memref.cast %alloc_0 : memref<3xi8> to memref<3xi8, strided<[?], offset: ?>>
// CHECK-NEXT:     call @ext2(%cast_1) : (memref<3xi8, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %1 = memref.load %arg0[%c0] : memref<3xi8, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1 : i8
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Calls to external functions may write their arguments: constants and arguments read later are
// copied first; a copy for an unranked cast is made of the ranked source.
func.func private @ext(tensor<*xi8>)
func.func private @ext2(tensor<3xi8>)
func.func @calls(%t: tensor<3xi8>) -> i8 {
  %c = arith.constant dense<1> : tensor<3xi8>
  %u = tensor.cast %c : tensor<3xi8> to tensor<*xi8>
  call @ext(%u) : (tensor<*xi8>) -> ()
  call @ext2(%t) : (tensor<3xi8>) -> ()
  %i0 = arith.constant 0 : index
  %x = tensor.extract %t[%i0] : tensor<3xi8>
  return %x : i8
}

// -----

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_xf32 : memref<f32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @from_elements(%arg0: f32, %arg1: f32, %arg2: i1) -> (memref<2xf32>, memref<f32>, memref<2xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %arg0, %alloc[%c0] : memref<2xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c1] : memref<2xf32>
// CHECK-NEXT:     %0 = memref.get_global @__constant_xf32 : memref<f32>
// CHECK-NEXT:     %1 = arith.select %arg2, %alloc, %alloc : memref<2xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_0 = memref.cast %0 : memref<f32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT:     %cast_1 = memref.cast %1 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %0, %1 : memref<2xf32>, memref<f32>, memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @from_elements_2d() -> memref<2x3xi32> {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xi32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     memref.store %c1_i32, %alloc[%c0, %c0] : memref<2x3xi32>
// CHECK-NEXT:     memref.store %c2_i32, %alloc[%c0, %c1] : memref<2x3xi32>
// CHECK-NEXT:     memref.store %c1_i32, %alloc[%c0, %c2] : memref<2x3xi32>
// CHECK-NEXT:     memref.store %c2_i32, %alloc[%c1, %c0] : memref<2x3xi32>
// CHECK-NEXT:     memref.store %c1_i32, %alloc[%c1, %c1] : memref<2x3xi32>
// CHECK-NEXT:     memref.store %c2_i32, %alloc[%c1, %c2] : memref<2x3xi32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2x3xi32> to memref<2x3xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<2x3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @from_elements(%a: f32, %b: f32, %c: i1) -> (tensor<2xf32>, tensor<f32>, tensor<2xf32>) {
  %0 = tensor.from_elements %a, %b : tensor<2xf32>
  %1 = arith.constant dense<1.0> : tensor<f32>
  %2 = arith.select %c, %0, %0 : tensor<2xf32>
  return %0, %1, %2 : tensor<2xf32>, tensor<f32>, tensor<2xf32>
}

func.func @from_elements_2d() -> tensor<2x3xi32> {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %0 = tensor.from_elements %a, %b, %a, %b, %a, %b : tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @collapse(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> memref<6xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1]] : memref<2x3xf32> into memref<6xf32>
// CHECK-NEXT:     %cast = memref.cast %collapse_shape : memref<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %collapse_shape : memref<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shapes(%arg0: memref<6xf32, strided<[?], offset: ?>>, %arg1: memref<2xi32, strided<[?], offset: ?>>) -> (memref<2x3xf32, strided<[?, ?], offset: ?>>, memref<3x2xf32>) {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 3] : memref<6xf32, strided<[?], offset: ?>> into memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<6xf32, strided<[?], offset: ?>> to memref<6xf32>
// CHECK-NEXT:     %reshape = memref.reshape %alloc(%arg1) : (memref<6xf32>, memref<2xi32, strided<[?], offset: ?>>) -> memref<3x2xf32>
// CHECK-NEXT:     %cast = memref.cast %reshape : memref<3x2xf32> to memref<3x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %expand_shape, %reshape : memref<2x3xf32, strided<[?, ?], offset: ?>>, memref<3x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// collapse_shape of a buffer with unknown strides needs an identity-layout copy.
func.func @collapse(%t: tensor<2x3xf32>) -> tensor<6xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %0 : tensor<6xf32>
}

func.func @shapes(%t: tensor<6xf32>, %s: tensor<2xi32>) -> (tensor<2x3xf32>, tensor<3x2xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %1 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<3x2xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func private @ext(memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   func.func @callee(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     memref.store %arg2, %arg0[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<?xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = call @callee(%cast, %arg1, %arg2) : (memref<?xf32, strided<[?], offset: ?>>, index, f32) -> memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = memref.load %arg0[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = call @ext(%0) : (memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %2, %1 : memref<?xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Inter-procedural: the callee writes its argument in place, so the caller copies the argument it
// reads after the call.
func.func private @ext(tensor<?xf32>) -> tensor<?xf32>
func.func @callee(%t: tensor<?xf32>, %i: index, %v: f32) -> tensor<?xf32> {
  %0 = tensor.insert %v into %t[%i] : tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @caller(%t: tensor<?xf32>, %i: index, %v: f32) -> (tensor<?xf32>, f32) {
  %0 = call @callee(%t, %i, %v) : (tensor<?xf32>, index, f32) -> tensor<?xf32>
  %1 = tensor.extract %t[%i] : tensor<?xf32>
  %2 = call @ext(%0) : (tensor<?xf32>) -> tensor<?xf32>
  return %2, %1 : tensor<?xf32>, f32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @ifs(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = scf.if %arg0 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       memref.store %arg2, %arg1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @ifs(%c: i1, %t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %i = arith.constant 0 : index
  %r = scf.if %c -> tensor<4xf32> {
    %a = tensor.insert %v into %t[%i] : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @slices(%arg0: memref<8x8xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index) -> (memref<?x4xf32>, memref<4xf32>, memref<8x8xf32, strided<[?, ?], offset: ?>>, index, index) {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 2] [%arg2, 4] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %subview, %c0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT:     memref.copy %subview, %alloc : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32>
// CHECK-NEXT:     %subview_0 = memref.subview %arg0[0, 2] [1, 4] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %subview_0, %alloc_1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT:     %subview_2 = memref.subview %arg0[3, 0] [1, 4] [1, 2] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.copy %0, %subview_2 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_3 = memref.dim %subview, %c1 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %1 = memref.rank %arg0 : memref<8x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %cast_4 = memref.cast %alloc_1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %alloc_1, %arg0, %dim_3, %1 : memref<?x4xf32>, memref<4xf32>, memref<8x8xf32, strided<[?, ?], offset: ?>>, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Slices of an argument are returned as copies (they alias it without being equivalent), so the
// insert_slice can write the argument in place.
func.func @slices(%t: tensor<8x8xf32>, %o: index, %s: index) -> (tensor<?x4xf32>, tensor<4xf32>, tensor<8x8xf32>, index, index) {
  %0 = tensor.extract_slice %t[%o, 2][%s, 4][1, 1] : tensor<8x8xf32> to tensor<?x4xf32>
  %1 = tensor.extract_slice %t[0, 2][1, 4][1, 1] : tensor<8x8xf32> to tensor<4xf32>
  %c = arith.constant dense<2.0> : tensor<4xf32>
  %2 = tensor.insert_slice %c into %t[3, 0][1, 4][1, 2] : tensor<4xf32> into tensor<8x8xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %0, %c1 : tensor<?x4xf32>
  %r = tensor.rank %t : tensor<8x8xf32>
  return %0, %1, %2, %d, %r : tensor<?x4xf32>, tensor<4xf32>, tensor<8x8xf32>, index, index
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @materialize(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     memref.copy %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.copy %arg0, %arg2 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %alloc = memref.alloc(%c3) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT:     return %arg1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @materialize(%t: tensor<4xf32>, %d: tensor<4xf32>, %m: memref<4xf32>) -> tensor<4xf32> {
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  %n = arith.constant 3 : index
  %a = bufferization.alloc_tensor(%n) : tensor<?xf32>
  bufferization.dealloc_tensor %a : tensor<?xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @outside(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:       memref.store %arg2, %alloc[%arg3] : memref<4xf32>
// CHECK-NEXT:       %1 = memref.load %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:       %2 = arith.addf %arg4, %1 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// A write in a loop to a tensor from outside the loop goes to a copy in every iteration.

func.func @outside(%t: tensor<4xf32>, %n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z) -> f32 {
    %x = tensor.insert %v into %t[%i] : tensor<4xf32>
    %y = tensor.extract %x[%c0] : tensor<4xf32>
    %s2 = arith.addf %s, %y : f32
    scf.yield %s2 : f32
  }
  return %r : f32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @nested(%arg0: memref<4x4xf32, strided<[?, ?], offset: ?>>, %arg1: f32) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg0) -> (memref<4x4xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT:       %1 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (memref<4x4xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT:         memref.store %arg1, %arg5[%arg2, %arg4] : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:         scf.yield %arg5 : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Nested loops carry the argument's buffer through.

func.func @nested(%t: tensor<4x4xf32>, %v: f32) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> tensor<4x4xf32> {
    %r2 = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> tensor<4x4xf32> {
      %x = tensor.insert %v into %b[%i, %j] : tensor<4x4xf32>
      scf.yield %x : tensor<4x4xf32>
    }
    scf.yield %r2 : tensor<4x4xf32>
  }
  return %r : tensor<4x4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @slice_write(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<8xf32, strided<[?], offset: ?>>, memref<4xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %subview, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc_0[%c0] : memref<4xf32>
// CHECK-NEXT:     %subview_1 = memref.subview %arg0[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.copy %alloc_0, %subview_1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>>, memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// The slice returned is a copy; the insert into it writes another.

func.func @slice_write(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[2][4][1] : tensor<8xf32> to tensor<4xf32>
  %s2 = tensor.insert %v into %s[%c0] : tensor<4xf32>
  %r = tensor.insert_slice %s2 into %t[2][4][1] : tensor<4xf32> into tensor<8xf32>
  return %r, %s : tensor<8xf32>, tensor<4xf32>
}

