// RUN: oxir-opt %s -one-shot-bufferize -split-input-file | FileCheck %s

// One-Shot Analysis's definitions (MLIR's findDefinitions and canUseOpDominance): a read can
// only conflict with a write when it may see contents a definition gave; tensor.empty gives
// none. Branch cycles and dominance (not the order of the text) decide what happens before.
// The CHECK lines are mlir-opt 22's output.

// A write into a tensor.empty from inside a loop: nothing to overwrite, no copy.
// CHECK-LABEL: func.func @empty_written_in_loop
//       CHECK:   %[[E:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
//       CHECK:   scf.for
//  CHECK-NEXT:     memref.store %{{.*}}, %[[E]][%{{.*}}] : memref<4xf32>
//   CHECK-NOT:   memref.copy
func.func @empty_written_in_loop(%n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    %w = tensor.insert %f into %e[%i] : tensor<4xf32>
  }
  return
}

// -----

// A tensor.empty that a loop takes and that is read after the loop: read of no contents.
// CHECK-LABEL: func.func @empty_loop_init_read_after
//       CHECK:   %[[E:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
//  CHECK-NEXT:   scf.for {{.*}} iter_args(%{{.*}} = %[[E]])
//       CHECK:   memref.load %[[E]]
func.func @empty_loop_init_read_after(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %e) -> (tensor<4xf32>) {
    scf.yield %a : tensor<4xf32>
  }
  %x = tensor.extract %e[%c0] : tensor<4xf32>
  return %x : f32
}

// -----

// An scf.if whose branches both yield a tensor.empty has no contents either.
// CHECK-LABEL: func.func @if_of_empties
//       CHECK:   %[[IF:.*]] = scf.if
//       CHECK:   ^bb2:
//  CHECK-NEXT:     %[[S:.*]] = memref.subview %[[IF]][0] [%{{.*}}] [1]
//  CHECK-NEXT:     %[[D:.*]] = memref.subview %[[IF]][0] [%{{.*}}] [1]
//  CHECK-NEXT:     memref.copy %[[S]], %[[D]]
func.func @if_of_empties(%c: i1, %n: index) {
  %r = scf.if %c -> (tensor<?xf32>) {
    %a = tensor.empty(%n) : tensor<?xf32>
    scf.yield %a : tensor<?xf32>
  } else {
    %b = tensor.empty(%n) : tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  %s = tensor.extract_slice %r[0] [%n] [1] : tensor<?xf32> to tensor<?xf32>
  %i = tensor.insert_slice %s into %r[0] [%n] [1] : tensor<?xf32> into tensor<?xf32>
  cf.br ^bb3
^bb3:
  %s2 = tensor.extract_slice %r[0] [1] [1] : tensor<?xf32> to tensor<1xf32>
  %i2 = tensor.insert_slice %s2 into %r[0] [1] [1] : tensor<1xf32> into tensor<?xf32>
  return
}

// -----

// A write in a loop of branches that reads what it writes: the next round reads what this one
// wrote, the destination is copied.
// CHECK-LABEL: func.func @branch_loop
//       CHECK:   ^bb2:
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
//  CHECK-NEXT:     memref.copy %{{.*}}, %[[ALLOC]]
//  CHECK-NEXT:     memref.store %{{.*}}, %[[ALLOC]]
func.func @branch_loop(%v: i32) {
  %t = tensor.from_elements %v, %v, %v, %v : tensor<4xi32>
  %c0 = arith.constant 0 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %c4 = arith.constant 4 : index
  %lt = arith.cmpi slt, %i, %c4 : index
  cf.cond_br %lt, ^bb2, ^bb3
^bb2:
  %w = tensor.insert %v into %t[%i] : tensor<4xi32>
  %c1 = arith.constant 1 : index
  %n = arith.addi %i, %c1 : index
  cf.br ^bb1(%n : index)
^bb3:
  return
}

// -----

// A write in a block without predecessors: every block dominates it, so the read in a later
// block happens before it and the write is in place.
// CHECK-LABEL: func.func @unreachable_write
//       CHECK:   ^bb1:
//  CHECK-NEXT:     %[[C:.*]] = arith.constant
//  CHECK-NEXT:     %[[I:.*]] = arith.constant 0 : index
//  CHECK-NEXT:     memref.store %[[C]], %[[T:.*]][%[[I]]] : memref<1xf32>
func.func @unreachable_write(%k: i32, %f: f32) -> f32 {
  %t = tensor.from_elements %f : tensor<1xf32>
  cf.switch %k : i32, [
    default: ^bb3,
    2: ^bb2
  ]
^bb1:
  %c = arith.constant 2.5 : f32
  %c0 = arith.constant 0 : index
  %w = tensor.insert %c into %t[%c0] : tensor<1xf32>
  cf.br ^bb3
^bb2:
  %c0b = arith.constant 0 : index
  %x = tensor.extract %t[%c0b] : tensor<1xf32>
  cf.br ^bb3
^bb3:
  return %f : f32
}

// -----

// A loop writes its init (the iteration argument's buffer); a read of the init itself inside
// the loop sees the write of the previous iteration: the init is copied.
// CHECK-LABEL: func.func @init_read_in_loop
//       CHECK:   %[[T:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
//       CHECK:   %[[COPY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
//  CHECK-NEXT:   memref.copy %[[T]], %[[COPY]]
//  CHECK-NEXT:   scf.for {{.*}} iter_args(%{{.*}} = %[[COPY]])
//  CHECK-NEXT:     memref.load %[[T]]
func.func @init_read_in_loop(%v: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.splat %v : tensor<4xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi32>) {
    %x = tensor.extract %t[%c0] : tensor<4xi32>
    scf.yield %a : tensor<4xi32>
  }
  return %v : i32
}
