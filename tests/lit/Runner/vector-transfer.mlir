// RUN: oxir-opt %s --convert-vector-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm \
// RUN:   --convert-arith-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils \
// RUN: | FileCheck %s --match-full-lines

// 1-D vector.transfer_read/transfer_write lowered by convert-vector-to-llvm and run: in-bounds
// writes, an out-of-bounds read padded past the end of the memref, and masked reads and writes
// (what mlir-opt 22 + mlir-runner print for the same program).

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloca() : memref<6xf32>
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant 2.5 : f32
  %pad = arith.constant -1.0 : f32
  %init = arith.constant dense<[10.0, 11.0, 12.0, 13.0]> : vector<4xf32>
  // Fills all six elements: two in-bounds writes of four (the second overlapping).
  vector.transfer_write %init, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<6xf32>
  vector.transfer_write %init, %m[%c2] : vector<4xf32>, memref<6xf32>
  // Reads past the end: the last two lanes take the padding.
  %r = vector.transfer_read %m[%c4], %pad : memref<6xf32>, vector<4xf32>
  %e0 = vector.extract %r[0] : f32 from vector<4xf32>
  %e1 = vector.extract %r[1] : f32 from vector<4xf32>
  %e2 = vector.extract %r[2] : f32 from vector<4xf32>
  %e3 = vector.extract %r[3] : f32 from vector<4xf32>
  // CHECK: 12
  // CHECK-NEXT: 13
  // CHECK-NEXT: -1
  // CHECK-NEXT: -1
  vector.print %e0 : f32
  vector.print %e1 : f32
  vector.print %e2 : f32
  vector.print %e3 : f32
  // A masked write skips lanes 1 and 3; a masked read fills the unset lanes with padding.
  %mask = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %ones = arith.constant dense<7.0> : vector<4xf32>
  vector.transfer_write %ones, %m[%c1], %mask : vector<4xf32>, memref<6xf32>
  %r2 = vector.transfer_read %m[%c0], %pad, %mask {in_bounds = [true]} : memref<6xf32>, vector<4xf32>
  %a0 = vector.extract %r2[0] : f32 from vector<4xf32>
  %a1 = vector.extract %r2[1] : f32 from vector<4xf32>
  %a2 = vector.extract %r2[2] : f32 from vector<4xf32>
  %a3 = vector.extract %r2[3] : f32 from vector<4xf32>
  // CHECK-NEXT: 10
  // CHECK-NEXT: -1
  // CHECK-NEXT: 10
  // CHECK-NEXT: -1
  vector.print %a0 : f32
  vector.print %a1 : f32
  vector.print %a2 : f32
  vector.print %a3 : f32
  %b1 = memref.load %m[%c1] : memref<6xf32>
  %b3 = memref.load %m[%c3] : memref<6xf32>
  // CHECK-NEXT: 7
  // CHECK-NEXT: 7
  vector.print %b1 : f32
  vector.print %b3 : f32
  return
}
