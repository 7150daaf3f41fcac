// RUN: oxir-opt %s -one-shot-bufferize=bufferize-function-boundaries -split-input-file | FileCheck %s

// One-Shot Bufferize of scf.while, scf.execute_region, scf.index_switch and scf.forall; the
// CHECK lines hold for mlir-opt 22 too.

// A while loop filling a new tensor: the allocation is carried through both regions in place.
// CHECK-LABEL: func.func @while_fill(
// CHECK-SAME: %[[N:.*]]: index) -> memref<?xf32> {
// CHECK: %[[A:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK: %[[W:.*]]:2 = scf.while (%[[B0:.*]] = %[[A]], %{{.*}} = %{{.*}}) : (memref<?xf32>, index) -> (memref<?xf32>, index) {
// CHECK: scf.condition(%{{.*}}) %[[B0]], %{{.*}} : memref<?xf32>, index
// CHECK: } do {
// CHECK: ^bb0(%[[B1:.*]]: memref<?xf32>, %[[J:.*]]: index):
// CHECK: memref.store %{{.*}}, %[[B1]][%[[J]]] : memref<?xf32>
// CHECK: scf.yield %[[B1]], %{{.*}} : memref<?xf32>, index
// CHECK: return %[[W]]#0 : memref<?xf32>
func.func @while_fill(%n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %r:2 = scf.while (%a = %e, %i = %c0) : (tensor<?xf32>, index) -> (tensor<?xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %a, %i : tensor<?xf32>, index
  } do {
  ^bb0(%b: tensor<?xf32>, %j: index):
    %b2 = tensor.insert %f into %b[%j] : tensor<?xf32>
    %j2 = arith.addi %j, %c1 : index
    scf.yield %b2, %j2 : tensor<?xf32>, index
  }
  return %r#0 : tensor<?xf32>
}

// -----

// The init is read after the loop: the loop works on a copy.
// CHECK-LABEL: func.func @while_copy_init(
// CHECK-SAME: %[[T:.*]]: memref<4xf32, strided<[?], offset: ?>>, %{{.*}}: index) -> (memref<4xf32>, f32) {
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: memref.copy %[[T]], %[[A]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK: %[[W:.*]]:2 = scf.while (%{{.*}} = %[[A]], %{{.*}} = %{{.*}}) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
// CHECK: %[[X:.*]] = memref.load %[[T]][%{{.*}}] : memref<4xf32, strided<[?], offset: ?>>
// CHECK: return %[[W]]#0, %[[X]] : memref<4xf32>, f32
func.func @while_copy_init(%t: tensor<4xf32>, %n: index) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.0 : f32
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %a, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %b2 = tensor.insert %f into %b[%j] : tensor<4xf32>
    %j2 = arith.addi %j, %c1 : index
    scf.yield %b2, %j2 : tensor<4xf32>, index
  }
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r#0, %x : tensor<4xf32>, f32
}

// -----

// Reads in both regions and a write in the "after" region, all on the argument's buffer.
// CHECK-LABEL: func.func @while_in_place(
// CHECK-SAME: %[[T:.*]]: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK: %[[W:.*]] = scf.while (%[[A:.*]] = %[[T]]) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK: memref.load %[[A]]
// CHECK: scf.condition(%{{.*}}) %[[A]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK: ^bb0(%[[B:.*]]: memref<4xf32, strided<[?], offset: ?>>):
// CHECK: memref.store %{{.*}}, %[[B]][%{{.*}}] : memref<4xf32, strided<[?], offset: ?>>
// CHECK: scf.yield %[[B]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK: return %[[W]] : memref<4xf32, strided<[?], offset: ?>>
func.func @while_in_place(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %lim = arith.constant 10.0 : f32
  %r = scf.while (%a = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    %x = tensor.extract %a[%c0] : tensor<4xf32>
    %cond = arith.cmpf olt, %x, %lim : f32
    scf.condition(%cond) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    %x = tensor.extract %b[%c0] : tensor<4xf32>
    %y = arith.addf %x, %x : f32
    %b2 = tensor.insert %y into %b[%c0] : tensor<4xf32>
    scf.yield %b2 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A constant init is copied before the loop writes it.
// CHECK-LABEL: func.func @while_const(
// CHECK: %[[G:.*]] = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: memref.copy %[[G]], %[[A]] : memref<4xf32> to memref<4xf32>
// CHECK: scf.while (%{{.*}} = %[[A]], %{{.*}} = %{{.*}}) : (memref<4xf32>, index) -> (memref<4xf32>, index)
func.func @while_const(%n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.0 : f32
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %r:2 = scf.while (%a = %cst, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %a, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %b2 = tensor.insert %f into %b[%j] : tensor<4xf32>
    %j2 = arith.addi %j, %c1 : index
    scf.yield %b2, %j2 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @execute_region(
// CHECK-SAME: %[[T:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[I:.*]]: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK: %[[R:.*]] = scf.execute_region -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK: memref.store %{{.*}}, %[[T]][%[[I]]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK: scf.yield %[[T]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK: return %[[R]] : memref<4xf32, strided<[?], offset: ?>>
func.func @execute_region(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %f = arith.constant 1.0 : f32
  %r = scf.execute_region -> tensor<4xf32> {
    %t2 = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %t2 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// The result takes the type of the yielded allocation; the argument read afterwards is copied.
// CHECK-LABEL: func.func @execute_region_copy(
// CHECK-SAME: %[[T:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[I:.*]]: index) -> (f32, memref<4xf32>) {
// CHECK: %[[R:.*]] = scf.execute_region -> memref<4xf32> {
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: memref.copy %[[T]], %[[A]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK: memref.store %{{.*}}, %[[A]][%[[I]]] : memref<4xf32>
// CHECK: scf.yield %[[A]] : memref<4xf32>
// CHECK: %[[X:.*]] = memref.load %[[T]][%[[I]]]
// CHECK: return %[[X]], %[[R]] : f32, memref<4xf32>
func.func @execute_region_copy(%t: tensor<4xf32>, %i: index) -> (f32, tensor<4xf32>) {
  %f = arith.constant 1.0 : f32
  %r = scf.execute_region -> tensor<4xf32> {
    %t2 = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %t2 : tensor<4xf32>
  }
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %x, %r : f32, tensor<4xf32>
}

// -----

// Cases yielding different buffer types are cast to the fully dynamic layout.
// CHECK-LABEL: func.func @index_switch(
// CHECK-SAME: %[[T:.*]]: memref<4xf32, strided<[?], offset: ?>>, %{{.*}}: index, %[[C:.*]]: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK: %[[R:.*]] = scf.index_switch %[[C]] -> memref<4xf32, strided<[?], offset: ?>>
// CHECK: case 2 {
// CHECK: memref.store %{{.*}}, %[[T]]
// CHECK: scf.yield %[[T]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK: case 5 {
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: %[[CAST:.*]] = memref.cast %[[A]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK: scf.yield %[[CAST]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK: default {
// CHECK: scf.yield %[[T]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK: return %[[R]] : memref<4xf32, strided<[?], offset: ?>>
func.func @index_switch(%t: tensor<4xf32>, %i: index, %c: index) -> tensor<4xf32> {
  %f = arith.constant 1.0 : f32
  %r = scf.index_switch %c -> tensor<4xf32>
  case 2 {
    %t2 = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %t2 : tensor<4xf32>
  }
  case 5 {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// The shared output becomes the buffer of the loop; parallel_insert_slice a subview and a copy.
// CHECK-LABEL: func.func @forall(
// CHECK-SAME: %[[T:.*]]: memref<8xf32, strided<[?], offset: ?>>, %[[S:.*]]: memref<2xf32, strided<[?], offset: ?>>) -> memref<8xf32, strided<[?], offset: ?>> {
// CHECK: scf.forall (%[[I:.*]]) in (4) {
// CHECK: %[[OFF:.*]] = arith.muli %[[I]]
// CHECK: %[[SV:.*]] = memref.subview %[[T]][%[[OFF]]] [2] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK: memref.copy %[[S]], %[[SV]] : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK: return %[[T]] : memref<8xf32, strided<[?], offset: ?>>
func.func @forall(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %c2 = arith.constant 2 : index
    %off = arith.muli %i, %c2 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// A slice extracted from the shared output, written and inserted back at the same place is
// written in place (MLIR's matching extract/insert pair).
// CHECK-LABEL: func.func @forall_matching_slice(
// CHECK-SAME: %[[T:.*]]: memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32, strided<[?], offset: ?>> {
// CHECK: scf.forall (%[[I:.*]]) = (0) to (8) step (2) {
// CHECK: %[[SV:.*]] = memref.subview %[[T]][%[[I]]] [2] [1]
// CHECK-NOT: memref.alloc
// CHECK: memref.store %{{.*}}, %[[SV]][%{{.*}}] : memref<2xf32, strided<[?], offset: ?>>
// CHECK: %[[SV2:.*]] = memref.subview %[[T]][%[[I]]] [2] [1]
// CHECK: memref.copy %[[SV]], %[[SV2]]
// CHECK: return %[[T]]
func.func @forall_matching_slice(%t: tensor<8xf32>) -> tensor<8xf32> {
  %f = arith.constant 3.0 : f32
  %r = scf.forall (%i) = (0) to (8) step (2) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %sl = tensor.extract_slice %o[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %c0 = arith.constant 0 : index
    %sl2 = tensor.insert %f into %sl[%c0] : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sl2 into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// The same rule for tensor.insert_slice.
// CHECK-LABEL: func.func @matching_insert_slice(
// CHECK-SAME: %[[T:.*]]: memref<8xf32, strided<[?], offset: ?>>, %[[I:.*]]: index)
// CHECK: %[[SV:.*]] = memref.subview %[[T]][%[[I]]] [2] [1]
// CHECK-NOT: memref.alloc
// CHECK: memref.store %{{.*}}, %[[SV]]
// CHECK: %[[SV2:.*]] = memref.subview %[[T]][%[[I]]] [2] [1]
// CHECK: memref.copy %[[SV]], %[[SV2]]
// CHECK: return %[[T]]
func.func @matching_insert_slice(%t: tensor<8xf32>, %i: index) -> tensor<8xf32> {
  %f = arith.constant 3.0 : f32
  %sl = tensor.extract_slice %t[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
  %c0 = arith.constant 0 : index
  %sl2 = tensor.insert %f into %sl[%c0] : tensor<2xf32>
  %r = tensor.insert_slice %sl2 into %t[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// An init read after the parallel loop: the loop writes a copy.
// CHECK-LABEL: func.func @forall_copy(
// CHECK-SAME: %[[T:.*]]: memref<8xf32, strided<[?], offset: ?>>, %[[S:.*]]: memref<1xf32, strided<[?], offset: ?>>) -> (memref<8xf32>, f32) {
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK: memref.copy %[[T]], %[[A]]
// CHECK: scf.forall (%[[I:.*]]) in (8) {
// CHECK: memref.subview %[[A]][%[[I]]] [1] [1] : memref<8xf32> to memref<1xf32, strided<[1], offset: ?>>
// CHECK: %[[X:.*]] = memref.load %[[T]]
// CHECK: return %[[A]], %[[X]] : memref<8xf32>, f32
func.func @forall_copy(%t: tensor<8xf32>, %s: tensor<1xf32>) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  return %r, %x : tensor<8xf32>, f32
}
