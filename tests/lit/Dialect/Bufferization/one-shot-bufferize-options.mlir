// RUN: oxir-opt %s -allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops allow-unknown-ops" -split-input-file | FileCheck %s --check-prefix=ALLOW
// RUN: oxir-opt %s -allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops allow-return-allocs-from-loops buffer-alignment=0 unknown-type-conversion=identity-layout-map no-analysis-func-filter=copied" -split-input-file | FileCheck %s --check-prefix=OPTS
// RUN: oxir-opt %s -allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops allow-return-allocs-from-loops buffer-alignment=128 analysis-heuristic=top-down" -split-input-file | FileCheck %s --check-prefix=ALIGN
// RUN: not oxir-opt %s -allow-unregistered-dialect -one-shot-bufferize="analysis-heuristic=fuzzer" 2>&1 | FileCheck %s --check-prefix=FUZZER
// RUN: not oxir-opt %s -allow-unregistered-dialect -one-shot-bufferize="unknown-type-conversion=infer-layout-map" 2>&1 | FileCheck %s --check-prefix=INFER

// One-Shot Bufferize options; the ALLOW, OPTS and ALIGN lines hold for mlir-opt 22 too.

// FUZZER: the 'fuzzer' heuristic is not supported by oxir
// INFER: Invalid option: 'infer-layout-map' is not a valid value for 'unknown-type-conversion'

// With allow-return-allocs-from-loops a while loop whose body yields a new buffer copies the
// buffer its "before" region passes on; the "after" argument and the result take its type.
// ALLOW-LABEL: func.func @while_new_alloc(
// ALLOW-SAME: %[[T:.*]]: memref<4xf32, strided<[?], offset: ?>>, %{{.*}}: index) -> memref<4xf32> {
// ALLOW: %[[W:.*]]:2 = scf.while (%[[A:.*]] = %[[T]], %{{.*}} = %{{.*}}) : (memref<4xf32, strided<[?], offset: ?>>, index) -> (memref<4xf32>, index) {
// ALLOW: %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// ALLOW: memref.copy %[[A]], %[[C]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// ALLOW: scf.condition(%{{.*}}) %[[C]], %{{.*}} : memref<4xf32>, index
// ALLOW: ^bb0(%{{.*}}: memref<4xf32>, %{{.*}}: index):
// ALLOW: %[[N:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// ALLOW: %[[CAST:.*]] = memref.cast %[[N]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// ALLOW: scf.yield %[[CAST]], %{{.*}} : memref<4xf32, strided<[?], offset: ?>>, index
// ALLOW: return %[[W]]#0 : memref<4xf32>
func.func @while_new_alloc(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %a, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %e = tensor.empty() : tensor<4xf32>
    %b2 = tensor.insert %f into %e[%j] : tensor<4xf32>
    %j2 = arith.addi %j, %c1 : index
    scf.yield %b2, %j2 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>

// An scf.for yielding a buffer allocated in its body needs no copy.
// ALLOW-LABEL: func.func @for_new_alloc(
// ALLOW: scf.for
// ALLOW-NEXT: %[[N:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// ALLOW-NEXT: memref.store
// ALLOW-NEXT: %[[CAST:.*]] = memref.cast %[[N]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// ALLOW-NEXT: scf.yield %[[CAST]] : memref<4xf32, strided<[?], offset: ?>>
}
func.func @for_new_alloc(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %t) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %acc2 = tensor.insert %f into %e[%c0] : tensor<4xf32>
    scf.yield %acc2 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// buffer-alignment=0: allocations without alignment; unknown-type-conversion: the buffer of an
// unknown op's result has the identity layout; no-analysis-func-filter: @copied copies before
// writing its argument.
// OPTS-LABEL: func.func @unknown(
// OPTS: %[[E:.*]] = memref.alloc() : memref<4xf32>
// OPTS: %[[R:.*]] = "t.foo"
// OPTS: %[[B:.*]] = bufferization.to_buffer %[[R]] : tensor<4xf32> to memref<4xf32>
// OPTS: %[[C:.*]] = memref.alloc() : memref<4xf32>
// OPTS: memref.copy %[[B]], %[[C]] : memref<4xf32> to memref<4xf32>
// OPTS-LABEL: func.func @copied(
// OPTS-SAME: %[[T:.*]]: memref<4xf32, strided<[?], offset: ?>>, %{{.*}}: index) -> memref<4xf32> {
// OPTS: %[[A:.*]] = memref.alloc() : memref<4xf32>
// OPTS: memref.copy %[[T]], %[[A]]
// OPTS: return %[[A]] : memref<4xf32>

// ALIGN-LABEL: func.func @unknown(
// ALIGN: memref.alloc() {alignment = 128 : i64} : memref<4xf32>
// ALIGN: bufferization.to_buffer %{{.*}} : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// ALIGN-LABEL: func.func @copied(
// ALIGN-SAME: %[[T:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[I:.*]]: index) -> memref<4xf32, strided<[?], offset: ?>> {
// ALIGN-NEXT: arith.constant
// ALIGN-NEXT: memref.store %{{.*}}, %[[T]][%[[I]]]
// ALIGN-NEXT: return %[[T]]
func.func @unknown(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %f = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %r = "t.foo"(%t, %e) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %r2 = tensor.insert %f into %r[%i] : tensor<4xf32>
  return %r2 : tensor<4xf32>
}
func.func @copied(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %f = arith.constant 1.0 : f32
  %r = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}
