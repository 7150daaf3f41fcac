// RUN: oxir-opt %s -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s

// A read of a loop's init inside the loop, before the in-place write to the iteration argument,
// sees that write in the next iteration (MLIR's canUseOpDominanceDueToRegions): the init is
// copied. The CHECK lines are mlir-opt 22's output.

// CHECK-LABEL: func.func @read_init_in_loop
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
//       CHECK:   memref.copy %arg0, %[[ALLOC]]
//       CHECK:   scf.for {{.*}} iter_args(%[[A:.*]] = %[[ALLOC]])
//       CHECK:     memref.load %arg0
//       CHECK:     memref.store {{.*}}, %[[A]]
func.func @read_init_in_loop(%t: tensor<4xi32>, %n: index) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi32>) {
    %x = tensor.extract %t[%c0] : tensor<4xi32>
    %y = arith.addi %x, %x : i32
    %b = tensor.insert %y into %a[%i] : tensor<4xi32>
    scf.yield %b : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}
