// RUN: oxir-opt %s --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm \
// RUN:   --finalize-memref-to-llvm --convert-arith-to-llvm --convert-ub-to-llvm --convert-cf-to-llvm \
// RUN:   --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// Transfers with permutation maps lowered by convert-vector-to-scf and run: a transposed read
// (its fifth row out of bounds, the padding), a 1-D read down a column (out of bounds at the
// end), a read broadcasting a row, a 1-D write down a column and a transposed write; what
// mlir-opt + mlir-runner 22 print for the same pipeline.

// CHECK:      ( ( 0, 4, 8 ), ( 1, 5, 9 ), ( 2, 6, 10 ), ( 3, 7, 11 ), ( -1, -1, -1 ) )
// CHECK-NEXT: ( 1, 5, 9, -1 )
// CHECK-NEXT: ( ( 4, 5, 6, 7 ), ( 4, 5, 6, 7 ) )
// CHECK-NEXT: ( ( 0, 30, 32, 34 ), ( 4, 31, 33, 35 ), ( 8, 22, 10, 11 ) )

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant -1.0 : f32
  %A = memref.alloc() : memref<3x4xf32>
  %init = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]> : vector<3x4xf32>
  vector.transfer_write %init, %A[%c0, %c0] : vector<3x4xf32>, memref<3x4xf32>
  %t = vector.transfer_read %A[%c0, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xf32>, vector<5x3xf32>
  vector.print %t : vector<5x3xf32>
  %col = vector.transfer_read %A[%c0, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<3x4xf32>, vector<4xf32>
  vector.print %col : vector<4xf32>
  %b = vector.transfer_read %A[%c1, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, true]} : memref<3x4xf32>, vector<2x4xf32>
  vector.print %b : vector<2x4xf32>
  %v = arith.constant dense<[20.0, 21.0, 22.0]> : vector<3xf32>
  vector.transfer_write %v, %A[%c0, %c1] {permutation_map = affine_map<(d0, d1) -> (d0)>, in_bounds = [true]} : vector<3xf32>, memref<3x4xf32>
  %w = arith.constant dense<[[30.0, 31.0], [32.0, 33.0], [34.0, 35.0]]> : vector<3x2xf32>
  vector.transfer_write %w, %A[%c0, %c1] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xf32>, memref<3x4xf32>
  %all = vector.transfer_read %A[%c0, %c0], %pad : memref<3x4xf32>, vector<3x4xf32>
  vector.print %all : vector<3x4xf32>
  memref.dealloc %A : memref<3x4xf32>
  return
}
