// RUN: oxir-opt %s --canonicalize | FileCheck %s

// The greedy driver queues a changed op together with its ancestors (MLIR's addToWorklist), so
// a region op is revisited as soon as an op inside it changes. CHECK lines: mlir-opt 22's output.

func.func private @use(index, tensor<2xf64>)

// The while's loop-invariant argument goes when the driver revisits the while after the ops in
// its regions change, in the first iteration, so the comparison folds to `false` there; the
// dense constant folded in the after region is hoisted ahead of it by the next iteration.
func.func @requeue_parent() {
  %c0 = arith.constant 0 : index
  %a = arith.ori %c0, %c0 : index
  %one = arith.constant 1.000000e+00 : f32
  %r:2 = scf.while (%w0 = %a, %w1 = %one) : (index, f32) -> (index, f32) {
    %cmp = arith.cmpi slt, %w0, %a : index
    %z = arith.constant -0.000000e+00 : f32
    scf.condition(%cmp) %a, %z : index, f32
  } do {
  ^bb0(%b0: index, %b1: f32):
    %h = arith.constant 5.000000e-01 : f64
    %t = tensor.from_elements %h, %h : tensor<2xf64>
    func.call @use(%b0, %t) : (index, tensor<2xf64>) -> ()
    %n = arith.addi %b0, %a : index
    scf.yield %n, %one : index, f32
  }
  return
}

// CHECK:      func.func private @use(index, tensor<2xf64>)
// CHECK-NEXT: func.func @requeue_parent() {
// CHECK-NEXT:   %cst = arith.constant dense<5.000000e-01> : tensor<2xf64>
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   scf.while : () -> () {
// CHECK-NEXT:     scf.condition(%false)
// CHECK-NEXT:   } do {
// CHECK-NEXT:     func.call @use(%c0, %cst) : (index, tensor<2xf64>) -> ()
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
