// RUN: oxir-opt --one-shot-bufferize %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

// A branch operand that bufferizes out of place (a constant the code writes later) is copied with
// its contents: the branch does not read it, but the block argument it becomes is read (MLIR's
// canOmitTensorCopy follows the aliases).
func.func @forward(%i: index) -> f32 {
  %r = scf.execute_region -> tensor<1xf32> {
    %c = arith.constant dense<2.5> : tensor<1xf32>
    cf.br ^bb1(%c : tensor<1xf32>)
  ^bb1(%a: tensor<1xf32>):
    scf.yield %a : tensor<1xf32>
  }
  %f = arith.constant 1.0 : f32
  %w = tensor.insert %f into %r[%i] : tensor<1xf32>
  %x = tensor.extract %w[%i] : tensor<1xf32>
  return %x : f32
}

// CHECK: memref.global "private" constant @__constant_1xf32 : memref<1xf32> = dense<2.500000e+00> {alignment = 64 : i64}
// CHECK-LABEL: func.func @forward(%arg0: index) -> f32 {
// CHECK-NEXT: %0 = scf.execute_region -> memref<1xf32> {
// CHECK-NEXT: %2 = memref.get_global @__constant_1xf32 : memref<1xf32>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<1xf32>
// CHECK-NEXT: memref.copy %2, %alloc : memref<1xf32> to memref<1xf32>
// CHECK-NEXT: cf.br ^bb1(%alloc : memref<1xf32>)
// CHECK-NEXT: ^bb1(%3: memref<1xf32>):  // pred: ^bb0
// CHECK-NEXT: scf.yield %3 : memref<1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: memref.store %cst, %0[%arg0] : memref<1xf32>
// CHECK-NEXT: %1 = memref.load %0[%arg0] : memref<1xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
