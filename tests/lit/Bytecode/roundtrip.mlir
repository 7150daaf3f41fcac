// RUN: oxir-opt %s --emit-bytecode | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --emit-bytecode --emit-bytecode-version=4 | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --emit-bytecode --emit-bytecode-version=0 | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --emit-bytecode | oxir-opt --emit-bytecode | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --emit-bytecode | oxir-opt --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC
// RUN: oxir-opt %s --emit-bytecode | grep -c oxir | FileCheck %s --check-prefix=PRODUCER

// Functions with multi-block control flow, block arguments and forward references, nested
// (non-isolated) regions, properties (with optional ones absent), segment sizes and resources.

// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: i32) -> i32
// CHECK: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK: ^bb1(%[[X:.*]]: i32):
// CHECK: %[[S:.*]] = arith.addi %[[X]], %[[X]] overflow<nsw> : i32
// CHECK: return %[[S]] : i32
// CHECK: ^bb2:
// CHECK: %[[C:.*]] = arith.constant 7 : i32
// CHECK: cf.br ^bb1(%[[C]] : i32)
// LOC: func.func @branches(%arg0: i1 loc("{{.*}}roundtrip.mlir":[[@LINE+1]]:{{[0-9]+}}),
func.func @branches(%c: i1, %v: i32) -> i32 {
  cf.cond_br %c, ^bb1(%v : i32), ^bb2
^bb1(%x: i32):
  %s = arith.addi %x, %x overflow<nsw> : i32
  return %s : i32
^bb2:
  %c7 = arith.constant 7 : i32
  cf.br ^bb1(%c7 : i32)
}

// CHECK-LABEL: func.func @loops
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f32)
// CHECK: memref.load %{{.*}}[%{{.*}}] : memref<?xf32, strided<[1], offset: ?>>
// CHECK: scf.yield
// CHECK: arith.constant dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf64>
// CHECK: arith.constant dense_resource<blob1> : tensor<2xi32>
func.func @loops(%m: memref<?xf32, strided<[1], offset: ?>>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %e = memref.load %m[%i] : memref<?xf32, strided<[1], offset: ?>>
    %a = arith.addf %acc, %e fastmath<fast> : f32
    scf.yield %a : f32
  }
  %d = arith.constant dense<[1.5, -2.0]> : tensor<2xf64>
  %b = arith.constant dense_resource<blob1> : tensor<2xi32>
  return %r : f32
}

// CHECK-LABEL: func.func private @decl(i64, vector<[4]xf32>) -> (i128, complex<f32>)
// CHECK-SAME: attributes {t.big = 90000000000000000300000000000000000001 : i128, t.half = 5.000000e-01 : bf16}
func.func private @decl(i64, vector<[4]xf32>) -> (i128, complex<f32>) attributes {t.big = 90000000000000000300000000000000000001 : i128, t.half = 0.5 : bf16}

// CHECK: dialect_resources
// CHECK-NEXT: builtin
// CHECK-NEXT: blob1: "0x040000000100000002000000"
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

// PRODUCER: 1
