// RUN: oxir-opt %s --canonicalize --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm \
// RUN:   --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-ub-to-llvm \
// RUN:   --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils \
// RUN: | FileCheck %s --match-full-lines

// vector.mask computed end to end: masked outer products (AXPY and 2-D, float and integer) keep
// the accumulator where the mask is clear; a mask known all set lets the op run unmasked, an
// empty mask yields its value (2-D results printed row by row); the printed values equal what mlir-opt 22 and mlir-runner print
// for the same program.

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %acc = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : vector<4xf32>
  %s = arith.constant 2.0 : f32
  %c2 = arith.constant 2 : index
  %m = vector.create_mask %c2 : vector<4xi1>
  %0 = vector.mask %m { vector.outerproduct %x, %s, %acc {kind = #vector.kind<add>} : vector<4xf32>, f32 } : vector<4xi1> -> vector<4xf32>
  // CHECK: ( 12, 24, 30, 40 )
  vector.print %0 : vector<4xf32>
  %1 = vector.mask %m { vector.outerproduct %x, %s, %acc {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32 } : vector<4xi1> -> vector<4xf32>
  // CHECK: ( 10, 20, 30, 40 )
  vector.print %1 : vector<4xf32>

  %a = arith.constant dense<[1, 2]> : vector<2xi32>
  %b = arith.constant dense<[3, 4, 5]> : vector<3xi32>
  %iacc = arith.constant dense<[[100, 100, 100], [100, 100, 100]]> : vector<2x3xi32>
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m2 = vector.create_mask %c2, %c1 : vector<2x3xi1>
  %2 = vector.mask %m2 { vector.outerproduct %a, %b, %iacc {kind = #vector.kind<add>} : vector<2xi32>, vector<3xi32> } : vector<2x3xi1> -> vector<2x3xi32>
  %r0 = vector.extract %2[0] : vector<3xi32> from vector<2x3xi32>
  %r1 = vector.extract %2[1] : vector<3xi32> from vector<2x3xi32>
  // CHECK: ( 103, 100, 100 )
  vector.print %r0 : vector<3xi32>
  // CHECK: ( 106, 100, 100 )
  vector.print %r1 : vector<3xi32>
  %all = vector.create_mask %c2, %c3 : vector<2x3xi1>
  %3 = vector.mask %all { vector.outerproduct %a, %b, %iacc {kind = #vector.kind<mul>} : vector<2xi32>, vector<3xi32> } : vector<2x3xi1> -> vector<2x3xi32>
  %s0 = vector.extract %3[0] : vector<3xi32> from vector<2x3xi32>
  %s1 = vector.extract %3[1] : vector<3xi32> from vector<2x3xi32>
  // CHECK: ( 300, 400, 500 )
  vector.print %s0 : vector<3xi32>
  // CHECK: ( 600, 800, 1000 )
  vector.print %s1 : vector<3xi32>
  %4 = vector.mask %m { vector.yield %x : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  // CHECK: ( 1, 2, 3, 4 )
  vector.print %4 : vector<4xf32>
  return
}
