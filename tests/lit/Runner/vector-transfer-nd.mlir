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

// 2-D transfer_read/transfer_write lowered through convert-vector-to-scf (loops over a temporary
// buffer, and fully unrolled) and run: partly out-of-bounds reads take the padding, a masked read
// the padding where the mask is clear, an out-of-bounds write stops at the edge. The expected
// lines are what mlir-opt 22 + mlir-runner print for the same pipelines.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant -1.0 : f32
  %A = memref.alloc() : memref<3x4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.constant 10 : i32
      %m = arith.muli %ii, %t : i32
      %s = arith.addi %m, %jj : i32
      %f = arith.sitofp %s : i32 to f32
      memref.store %f, %A[%i, %j] : memref<3x4xf32>
    }
  }
  %v = vector.transfer_read %A[%c1, %c2], %pad : memref<3x4xf32>, vector<3x3xf32>
  %v_r0 = vector.extract %v[0] : vector<3xf32> from vector<3x3xf32>
  vector.print %v_r0 : vector<3xf32>
  %v_r1 = vector.extract %v[1] : vector<3xf32> from vector<3x3xf32>
  vector.print %v_r1 : vector<3xf32>
  %v_r2 = vector.extract %v[2] : vector<3xf32> from vector<3x3xf32>
  vector.print %v_r2 : vector<3xf32>
  %w = vector.transfer_read %A[%c1, %c1], %pad : memref<3x4xf32>, vector<3x2xf32>
  %w_r0 = vector.extract %w[0] : vector<2xf32> from vector<3x2xf32>
  vector.print %w_r0 : vector<2xf32>
  %w_r1 = vector.extract %w[1] : vector<2xf32> from vector<3x2xf32>
  vector.print %w_r1 : vector<2xf32>
  %w_r2 = vector.extract %w[2] : vector<2xf32> from vector<3x2xf32>
  vector.print %w_r2 : vector<2xf32>
  %mask = vector.constant_mask [2, 1] : vector<3x3xi1>
  %u = vector.transfer_read %A[%c0, %c1], %pad, %mask : memref<3x4xf32>, vector<3x3xf32>
  %u_r0 = vector.extract %u[0] : vector<3xf32> from vector<3x3xf32>
  vector.print %u_r0 : vector<3xf32>
  %u_r1 = vector.extract %u[1] : vector<3xf32> from vector<3x3xf32>
  vector.print %u_r1 : vector<3xf32>
  %u_r2 = vector.extract %u[2] : vector<3xf32> from vector<3x3xf32>
  vector.print %u_r2 : vector<3xf32>
  %z = arith.constant dense<[[100.0, 101.0, 102.0], [110.0, 111.0, 112.0]]> : vector<2x3xf32>
  vector.transfer_write %z, %A[%c2, %c2] : vector<2x3xf32>, memref<3x4xf32>
  %all = vector.transfer_read %A[%c0, %c0], %pad : memref<3x4xf32>, vector<3x4xf32>
  %all_r0 = vector.extract %all[0] : vector<4xf32> from vector<3x4xf32>
  vector.print %all_r0 : vector<4xf32>
  %all_r1 = vector.extract %all[1] : vector<4xf32> from vector<3x4xf32>
  vector.print %all_r1 : vector<4xf32>
  %all_r2 = vector.extract %all[2] : vector<4xf32> from vector<3x4xf32>
  vector.print %all_r2 : vector<4xf32>
  memref.dealloc %A : memref<3x4xf32>
  return
}

// CHECK: ( 12, 13, -1 )
// CHECK-NEXT: ( 22, 23, -1 )
// CHECK-NEXT: ( -1, -1, -1 )
// CHECK-NEXT: ( 11, 12 )
// CHECK-NEXT: ( 21, 22 )
// CHECK-NEXT: ( -1, -1 )
// CHECK-NEXT: ( 1, -1, -1 )
// CHECK-NEXT: ( 11, -1, -1 )
// CHECK-NEXT: ( -1, -1, -1 )
// CHECK-NEXT: ( 0, 1, 2, 3 )
// CHECK-NEXT: ( 10, 11, 12, 13 )
// CHECK-NEXT: ( 20, 21, 100, 101 )
