// RUN: oxir-opt %s --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm \
// RUN:   --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm \
// RUN:   --convert-ub-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils \
// RUN: | FileCheck %s --match-full-lines
// RUN: oxir-opt %s --convert-vector-to-scf=full-unroll --lower-affine --convert-scf-to-cf --convert-vector-to-llvm \
// RUN:   --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm \
// RUN:   --convert-ub-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils \
// RUN: | FileCheck %s --match-full-lines

// n-D vectors end to end: 2-D transfers, n-D vector.print (through its shape_cast to 1-D), n-D
// shape_cast and broadcast. The expected lines are what mlir-opt 22 + mlir-runner print for the
// same pipelines.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.5 : f32
  %A = memref.alloc() : memref<3x4xf32>
  %init = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [10.0, 11.0, 12.0, 13.0], [20.0, 21.0, 22.0, 23.0]]> : vector<3x4xf32>
  vector.transfer_write %init, %A[%c0, %c0] : vector<3x4xf32>, memref<3x4xf32>
  %v = vector.transfer_read %A[%c1, %c1], %pad : memref<3x4xf32>, vector<3x4xf32>
  vector.print %v : vector<3x4xf32>
  %s = vector.shape_cast %v : vector<3x4xf32> to vector<2x6xf32>
  vector.print %s : vector<2x6xf32>
  %r = vector.extract %v[1] : vector<4xf32> from vector<3x4xf32>
  %b = vector.broadcast %r : vector<4xf32> to vector<2x4xf32>
  vector.print %b : vector<2x4xf32>
  %col = vector.shape_cast %s : vector<2x6xf32> to vector<2x1x6xf32>
  %bc = vector.broadcast %col : vector<2x1x6xf32> to vector<2x2x6xf32>
  vector.print %bc : vector<2x2x6xf32>
  memref.dealloc %A : memref<3x4xf32>
  return
}

// CHECK: ( ( 11, 12, 13, 0.5 ), ( 21, 22, 23, 0.5 ), ( 0.5, 0.5, 0.5, 0.5 ) )
// CHECK-NEXT: ( ( 11, 12, 13, 0.5, 21, 22 ), ( 23, 0.5, 0.5, 0.5, 0.5, 0.5 ) )
// CHECK-NEXT: ( ( 21, 22, 23, 0.5 ), ( 21, 22, 23, 0.5 ) )
// CHECK-NEXT: ( ( ( 11, 12, 13, 0.5, 21, 22 ), ( 11, 12, 13, 0.5, 21, 22 ) ), ( ( 23, 0.5, 0.5, 0.5, 0.5, 0.5 ), ( 23, 0.5, 0.5, 0.5, 0.5, 0.5 ) ) )
