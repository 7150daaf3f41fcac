// RUN: oxir-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm \
// RUN:   --finalize-memref-to-llvm --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm \
// RUN:   --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils \
// RUN: | FileCheck %s --match-full-lines

// Vectors printed through convert-vector-to-scf's print decomposition: a transfer_read padded
// past the end of the memref, floats, booleans (extended to i8) and a write masked by
// vector.create_mask (what mlir-opt 22 + mlir-runner print for the same program).

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloca() : memref<5xi32>
  %pad = arith.constant -9 : i32
  %v = arith.constant dense<[1, 2, 3, 4, 5]> : vector<5xi32>
  vector.transfer_write %v, %m[%c0] : vector<5xi32>, memref<5xi32>
  %r = vector.transfer_read %m[%c3], %pad : memref<5xi32>, vector<4xi32>
  // CHECK: ( 4, 5, -9, -9 )
  vector.print %r : vector<4xi32>
  %f = arith.constant dense<[1.5, 2.5, -1.0, 0.25]> : vector<4xf32>
  // CHECK-NEXT: ( 1.5, 2.5, -1, 0.25 )
  vector.print %f : vector<4xf32>
  %b = arith.constant dense<[true, false, true]> : vector<3xi1>
  // CHECK-NEXT: ( 1, 0, 1 )
  vector.print %b : vector<3xi1>
  %mask = vector.create_mask %c3 : vector<5xi1>
  %zero = arith.constant dense<0> : vector<5xi32>
  vector.transfer_write %zero, %m[%c0], %mask : vector<5xi32>, memref<5xi32>
  %all = vector.load %m[%c0] : memref<5xi32>, vector<5xi32>
  // CHECK-NEXT: ( 0, 0, 0, 4, 5 )
  vector.print %all : vector<5xi32>
  return
}
