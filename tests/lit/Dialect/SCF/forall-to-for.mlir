// RUN: oxir-opt %s --scf-forall-to-for | FileCheck %s

// `scf-forall-to-for` (expected output from mlir-opt 22): each scf.forall without shared outputs
// becomes a nest of scf.for loops, outermost dimension first; static bounds become index constants
// (lower bounds, then upper bounds, then steps), and nested loops are converted innermost first.

// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c2 {
// CHECK-NEXT: scf.for %arg3 = %arg0 to %c16 step %c4 {
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %c0_1 to %arg0 step %c1_2 {
// CHECK-NEXT: memref.store %cst, %arg1[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %cst, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0_0 to %c8 step %c1 {
// CHECK-NEXT: memref.store %cst, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @f(%n: index, %m: memref<?xf32>) {
  %c = arith.constant 1.0 : f32
  scf.forall (%i, %j) = (0, %n) to (%n, 16) step (2, 4) {
    scf.forall (%k) in (%n) {
      memref.store %c, %m[%k] : memref<?xf32>
    }
    memref.store %c, %m[%i] : memref<?xf32>
  } {mapping = []}
  scf.forall (%i) in (8) {
    memref.store %c, %m[%i] : memref<?xf32>
  }
  return
}
