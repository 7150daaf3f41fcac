// RUN: oxir-opt %s --convert-scf-to-cf --verify-diagnostics --split-input-file
// RUN: not oxir-opt %s --convert-scf-to-cf 2>&1 | FileCheck %s

// A conversion that cannot complete names the op that failed to legalize, and leaves no
// half-converted IR: the loop before it is not lowered either. The note shows the op in the
// generic form as the conversion had left the IR when it failed (the loop before it already
// lowered to blocks, hence %5), as mlir-opt does; not under --verify-diagnostics.

// CHECK: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
// CHECK: note: see current operation:
// CHECK-NEXT: %5 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: tensor<4xf32>):
// CHECK-NEXT:   "scf.forall.in_parallel"() ({
// CHECK-NOT: cf.br
func.func @forall_with_outputs(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  // expected-error @+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}
