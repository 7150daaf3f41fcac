// RUN: oxir-opt %s -pass-pipeline="builtin.module(func.func(convert-scf-to-cf,convert-arith-to-llvm))" | FileCheck %s

// Conversions anchored on func.func, one after the other: each replaces the function's body with
// the converted one, which must work when ops inside regions use values of the entry block
// (a regression: the old body could not be erased because of those nested uses).

// CHECK-LABEL: func.func @store_in_loop
// CHECK:         %[[F:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK:         cf.br ^bb1
// CHECK:       ^bb2:
// CHECK:         memref.store %[[F]], %arg0[
// CHECK:         llvm.add
func.func @store_in_loop(%m: memref<2x3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c2 step %c1 {
    memref.store %f, %m[%i, %i] : memref<2x3xf32>
  }
  return
}
