// RUN: oxir-opt %s --split-input-file --remove-dead-values | FileCheck %s

// The canonicalization after the cleanup requeues ops as MLIR's greedy driver does. CHECK lines:
// mlir-opt 22's output.

// The single-iteration loop's body is inlined and each moved op queued: the allocation's
// constant size folds into its type, the store folds the cast away, the cast goes, and the
// allocation, only stored to, goes with its store and what fed them.

func.func @single_iteration_store() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %m = arith.constant -1 : i8
  %v = arith.extsi %m : i8 to i32
  %r = scf.for %i = %c0 to %c2 step %c4 iter_args(%a = %c0) -> (index) {
    %c1 = arith.constant 1 : index
    %x = arith.remsi %c2, %c1 : index
    %c8 = arith.constant 8 : index
    %buf = memref.alloc(%c8) : memref<?xi32>
    memref.store %v, %buf[%x] : memref<?xi32>
    scf.yield %x : index
  }
  return
}

// CHECK-LABEL: func.func @single_iteration_store() {
// CHECK-NEXT:   return
// CHECK-NEXT: }


// -----

// Inlining the else branch queues the ops it moves, not the ops nested in them: the inner
// tensor.generate is never visited and keeps its constant dynamic sizes.

func.func @not_nested(%arg0: f32) -> f32 {
  %false = arith.constant false
  %r = scf.if %false -> (tensor<3xf32>) {
    %p = ub.poison : tensor<3xf32>
    scf.yield %p : tensor<3xf32>
  } else {
    %c4 = arith.constant 4 : index
    %g = tensor.generate {
    ^bb0(%i: index):
      %c2 = arith.constant 2 : index
      %inner = tensor.generate %c4, %c2 {
      ^bb0(%j: index, %k: index):
        %x = func.call @not_nested(%arg0) : (f32) -> f32
        tensor.yield %k : index
      } : tensor<?x?xindex>
      %one = arith.constant 1.000000e+00 : f32
      tensor.yield %one : f32
    } : tensor<3xf32>
    %p = ub.poison : tensor<3xf32>
    scf.yield %p : tensor<3xf32>
  }
  return %arg0 : f32
}

// CHECK-LABEL: func.func @not_nested(%arg0: f32) -> f32 {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %generated = tensor.generate  {
// CHECK-NEXT:   ^bb0(%arg1: index):
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %generated_0 = tensor.generate %c4, %c2 {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       %0 = func.call @not_nested(%arg0) : (f32) -> f32
// CHECK-NEXT:       tensor.yield %arg3 : index
// CHECK-NEXT:     } : tensor<?x?xindex>
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     tensor.yield %cst : f32
// CHECK-NEXT:   } : tensor<3xf32>
// CHECK-NEXT:   return %arg0 : f32
// CHECK-NEXT: }

