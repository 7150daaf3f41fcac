// RUN: oxir-opt %s --split-input-file --one-shot-bufferize | FileCheck %s
// The buffer type of an scf.if / scf.index_switch result, as MLIR's getBufferType answers when the
// first branch's yield is bufferized: that branch's buffer, the other branches as predicted (an
// allocation has the identity layout, a constant or tensor.from_elements the fully dynamic one);
// where they differ the result takes the fully dynamic layout and the yields are cast to it.

// CHECK-LABEL: func.func @if_from_elements
// CHECK: scf.if %{{.*}} -> (memref<2xf32, strided<[?], offset: ?>>)
// CHECK: memref.cast %{{.*}} : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
func.func @if_from_elements(%c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    %t = tensor.from_elements %f, %f : tensor<2xf32>
    scf.yield %t : tensor<2xf32>
  } else {
    %t = tensor.from_elements %f, %f : tensor<2xf32>
    scf.yield %t : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @if_alloc_tensor
// CHECK: scf.if %{{.*}} -> (memref<2xf32>)
// CHECK-NOT: memref.cast
func.func @if_alloc_tensor(%c: i1) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    %t = bufferization.alloc_tensor() : tensor<2xf32>
    scf.yield %t : tensor<2xf32>
  } else {
    %t = bufferization.alloc_tensor() : tensor<2xf32>
    scf.yield %t : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// A value defined before the op is bufferized when its first yield is: its buffer counts.

// CHECK-LABEL: func.func @switch_outside_value
// CHECK: scf.index_switch %{{.*}} -> memref<2xf32, strided<[?], offset: ?>>
func.func @switch_outside_value(%i: index) -> tensor<2xf32> {
  %a = bufferization.alloc_tensor() : tensor<2xf32>
  %r = scf.index_switch %i -> tensor<2xf32>
  case 0 {
    %t = arith.constant dense<1.0> : tensor<2xf32>
    scf.yield %t : tensor<2xf32>
  }
  default {
    scf.yield %a : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// Functions bufferize in the module's order (the globals of their constants are created in that
// order, each at the start of the module).

// CHECK-LABEL: module
// CHECK-NEXT: memref.global "private" constant @__constant_3xi32
// CHECK-NEXT: memref.global "private" constant @__constant_2xi32
func.func @caller() -> tensor<2xi32> {
  %0 = func.call @callee_later() : () -> tensor<3xi32>
  %t = arith.constant dense<[4, 5]> : tensor<2xi32>
  return %t : tensor<2xi32>
}
func.func @callee_later() -> tensor<3xi32> {
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  return %t : tensor<3xi32>
}
