// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries --convert-vector-to-scf \
// RUN:   --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm \
// RUN:   --convert-arith-to-llvm --convert-cf-to-llvm --convert-ub-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils \
// RUN: | FileCheck %s --match-full-lines

// vector.transfer_read/transfer_write on tensors, bufferized by one-shot-bufferize and run: a
// masked, partly out-of-bounds write into a constant tensor (which gets a copy, the constant
// being read afterwards), an n-D out-of-bounds read of the result and a read of the constant
// (what mlir-opt 22 + mlir-runner print for the same program).

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant -1.0 : f32
  %t = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>
  %v = arith.constant dense<[10.0, 20.0, 30.0]> : vector<3xf32>
  %m = arith.constant dense<[true, false, true]> : vector<3xi1>
  %w = vector.transfer_write %v, %t[%c1, %c2], %m : vector<3xf32>, tensor<2x4xf32>
  %r = vector.transfer_read %w[%c0, %c0], %pad : tensor<2x4xf32>, vector<2x5xf32>
  %o = vector.transfer_read %t[%c1, %c0], %pad : tensor<2x4xf32>, vector<4xf32>
  // CHECK: ( ( 1, 2, 3, 4, -1 ), ( 5, 6, 10, 8, -1 ) )
  vector.print %r : vector<2x5xf32>
  // CHECK-NEXT: ( 5, 6, 7, 8 )
  vector.print %o : vector<4xf32>
  return
}
