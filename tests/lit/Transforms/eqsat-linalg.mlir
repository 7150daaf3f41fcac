// RUN: oxir-opt %s --eqsat | FileCheck %s
// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(eqsat{rulesets=linalg}))' | FileCheck %s
// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(eqsat{dump=true}))' | oxir-opt --eqsat-extract | FileCheck %s
// RUN: oxir-opt %s --canonicalize --cse | FileCheck %s --check-prefix=CANON
// RUN: oxir-opt %s --eqsat --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops | FileCheck %s --check-prefix=LOOPS

// The rebuilt ops get their regions back: they bufferize and lower to loops.
// LOOPS-LABEL: func.func @matvec_chain
// LOOPS:         scf.for
// LOOPS:         arith.muli
// LOOPS-LABEL: func.func @vecmat_chain

// The linalg rules (eqsat/src/rules/linalg.rs) on named structured ops over integer tensors:
// associativity of the contractions, priced by shape, and distributivity. Exact on integers.

// (A B) x = A (B x): two matrix-vector products instead of a matrix product.
// CHECK-LABEL: func.func @matvec_chain
// CHECK:         %[[Z:.*]] = linalg.fill ins(%{{.*}} : i32) outs(%{{.*}} : tensor<8xi32>)
// CHECK-NEXT:    %[[BX:.*]] = linalg.matvec ins(%arg1, %arg2 : tensor<8x8xi32>, tensor<8xi32>) outs(%[[Z]] : tensor<8xi32>)
// CHECK-NEXT:    %[[Y:.*]] = linalg.matvec ins(%arg0, %[[BX]] : tensor<8x8xi32>, tensor<8xi32>) outs(%[[Z]] : tensor<8xi32>)
// CHECK-NEXT:    return %[[Y]]
// CANON-LABEL: func.func @matvec_chain
// CANON:         linalg.matmul
func.func @matvec_chain(%a: tensor<8x8xi32>, %b: tensor<8x8xi32>, %x: tensor<8xi32>) -> tensor<8xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<8x8xi32>
  %z = linalg.fill ins(%zero : i32) outs(%e : tensor<8x8xi32>) -> tensor<8x8xi32>
  %ab = linalg.matmul ins(%a, %b : tensor<8x8xi32>, tensor<8x8xi32>) outs(%z : tensor<8x8xi32>) -> tensor<8x8xi32>
  %ev = tensor.empty() : tensor<8xi32>
  %zv = linalg.fill ins(%zero : i32) outs(%ev : tensor<8xi32>) -> tensor<8xi32>
  %y = linalg.matvec ins(%ab, %x : tensor<8x8xi32>, tensor<8xi32>) outs(%zv : tensor<8xi32>) -> tensor<8xi32>
  return %y : tensor<8xi32>
}

// x (A B) = (x A) B.
// CHECK-LABEL: func.func @vecmat_chain
// CHECK-NOT:     linalg.matmul
// CHECK:         %[[XA:.*]] = linalg.vecmat ins(%arg0, %arg1 : tensor<8xi32>, tensor<8x8xi32>)
// CHECK-NEXT:    %[[Y:.*]] = linalg.vecmat ins(%[[XA]], %arg2 : tensor<8xi32>, tensor<8x8xi32>)
// CHECK-NEXT:    return %[[Y]]
func.func @vecmat_chain(%x: tensor<8xi32>, %a: tensor<8x8xi32>, %b: tensor<8x8xi32>) -> tensor<8xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<8x8xi32>
  %z = linalg.fill ins(%zero : i32) outs(%e : tensor<8x8xi32>) -> tensor<8x8xi32>
  %ab = linalg.matmul ins(%a, %b : tensor<8x8xi32>, tensor<8x8xi32>) outs(%z : tensor<8x8xi32>) -> tensor<8x8xi32>
  %ev = tensor.empty() : tensor<8xi32>
  %zv = linalg.fill ins(%zero : i32) outs(%ev : tensor<8xi32>) -> tensor<8xi32>
  %y = linalg.vecmat ins(%x, %ab : tensor<8xi32>, tensor<8x8xi32>) outs(%zv : tensor<8xi32>) -> tensor<8xi32>
  return %y : tensor<8xi32>
}

// A (B C) with A 2x16, B 16x2, C 2x16: (A B) C costs 2*2*16 twice instead of 16*16*2 twice;
// the new zero init is a fill of the matched zero into a tensor.empty of the new shape.
// CHECK-LABEL: func.func @matrix_chain
// CHECK-NOT:     tensor<16x16xi32>
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<2x2xi32>
// CHECK-NEXT:    %[[Z:.*]] = linalg.fill ins(%{{.*}} : i32) outs(%[[E]] : tensor<2x2xi32>)
// CHECK-NEXT:    %[[AB:.*]] = linalg.matmul ins(%arg0, %arg1 : tensor<2x16xi32>, tensor<16x2xi32>) outs(%[[Z]] : tensor<2x2xi32>)
// CHECK-NEXT:    %[[D:.*]] = linalg.matmul ins(%[[AB]], %arg2 : tensor<2x2xi32>, tensor<2x16xi32>)
// CHECK-NEXT:    return %[[D]]
// CANON-LABEL: func.func @matrix_chain
// CANON:         tensor<16x16xi32>
func.func @matrix_chain(%a: tensor<2x16xi32>, %b: tensor<16x2xi32>, %c: tensor<2x16xi32>) -> tensor<2x16xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<16x16xi32>
  %z = linalg.fill ins(%zero : i32) outs(%e : tensor<16x16xi32>) -> tensor<16x16xi32>
  %bc = linalg.matmul ins(%b, %c : tensor<16x2xi32>, tensor<2x16xi32>) outs(%z : tensor<16x16xi32>) -> tensor<16x16xi32>
  %e2 = tensor.empty() : tensor<2x16xi32>
  %z2 = linalg.fill ins(%zero : i32) outs(%e2 : tensor<2x16xi32>) -> tensor<2x16xi32>
  %d = linalg.matmul ins(%a, %bc : tensor<2x16xi32>, tensor<16x16xi32>) outs(%z2 : tensor<2x16xi32>) -> tensor<2x16xi32>
  return %d : tensor<2x16xi32>
}

// The mirror image, A (B C) with A 16x2, B 2x16, C 16x2, is already the cheap association.
// CHECK-LABEL: func.func @matrix_chain_kept
// CHECK-NOT:     tensor<16x16xi32>
// CHECK:         linalg.matmul ins(%arg1, %arg2 : tensor<2x16xi32>, tensor<16x2xi32>)
// CHECK:         linalg.matmul ins(%arg0, %{{.*}} : tensor<16x2xi32>, tensor<2x2xi32>)
func.func @matrix_chain_kept(%a: tensor<16x2xi32>, %b: tensor<2x16xi32>, %c: tensor<16x2xi32>) -> tensor<16x2xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x2xi32>
  %z = linalg.fill ins(%zero : i32) outs(%e : tensor<2x2xi32>) -> tensor<2x2xi32>
  %bc = linalg.matmul ins(%b, %c : tensor<2x16xi32>, tensor<16x2xi32>) outs(%z : tensor<2x2xi32>) -> tensor<2x2xi32>
  %e2 = tensor.empty() : tensor<16x2xi32>
  %z2 = linalg.fill ins(%zero : i32) outs(%e2 : tensor<16x2xi32>) -> tensor<16x2xi32>
  %d = linalg.matmul ins(%a, %bc : tensor<16x2xi32>, tensor<2x2xi32>) outs(%z2 : tensor<16x2xi32>) -> tensor<16x2xi32>
  return %d : tensor<16x2xi32>
}

// A B - A C = A (B - C): one product instead of two.
// CHECK-LABEL: func.func @matmul_distribute
// CHECK:         %[[S:.*]] = linalg.sub ins(%arg1, %arg2 : tensor<8x8xi32>, tensor<8x8xi32>)
// CHECK-NEXT:    %[[D:.*]] = linalg.matmul ins(%arg0, %[[S]] : tensor<8x8xi32>, tensor<8x8xi32>)
// CHECK-NEXT:    return %[[D]]
// CANON-LABEL: func.func @matmul_distribute
// CANON-COUNT-2: linalg.matmul
func.func @matmul_distribute(%a: tensor<8x8xi32>, %b: tensor<8x8xi32>, %c: tensor<8x8xi32>) -> tensor<8x8xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<8x8xi32>
  %z = linalg.fill ins(%zero : i32) outs(%e : tensor<8x8xi32>) -> tensor<8x8xi32>
  %ab = linalg.matmul ins(%a, %b : tensor<8x8xi32>, tensor<8x8xi32>) outs(%z : tensor<8x8xi32>) -> tensor<8x8xi32>
  %ac = linalg.matmul ins(%a, %c : tensor<8x8xi32>, tensor<8x8xi32>) outs(%z : tensor<8x8xi32>) -> tensor<8x8xi32>
  %d = linalg.sub ins(%ab, %ac : tensor<8x8xi32>, tensor<8x8xi32>) outs(%e : tensor<8x8xi32>) -> tensor<8x8xi32>
  return %d : tensor<8x8xi32>
}

// A x + B x = (A + B) x.
// CHECK-LABEL: func.func @matvec_distribute_right
// CHECK:         %[[S:.*]] = linalg.add ins(%arg0, %arg1 : tensor<8x8xi32>, tensor<8x8xi32>)
// CHECK-NEXT:    %[[Y:.*]] = linalg.matvec ins(%[[S]], %arg2 : tensor<8x8xi32>, tensor<8xi32>)
// CHECK-NEXT:    return %[[Y]]
func.func @matvec_distribute_right(%a: tensor<8x8xi32>, %b: tensor<8x8xi32>, %x: tensor<8xi32>) -> tensor<8xi32> {
  %zero = arith.constant 0 : i32
  %ev = tensor.empty() : tensor<8xi32>
  %zv = linalg.fill ins(%zero : i32) outs(%ev : tensor<8xi32>) -> tensor<8xi32>
  %ax = linalg.matvec ins(%a, %x : tensor<8x8xi32>, tensor<8xi32>) outs(%zv : tensor<8xi32>) -> tensor<8xi32>
  %bx = linalg.matvec ins(%b, %x : tensor<8x8xi32>, tensor<8xi32>) outs(%zv : tensor<8xi32>) -> tensor<8xi32>
  %y = linalg.add ins(%ax, %bx : tensor<8xi32>, tensor<8xi32>) outs(%ev : tensor<8xi32>) -> tensor<8xi32>
  return %y : tensor<8xi32>
}

// b .* a + a .* c = a .* (b + c), through the commutativity of linalg.mul.
// CHECK-LABEL: func.func @hadamard_factor
// CHECK:         %[[S:.*]] = linalg.add ins(%arg1, %arg2 : tensor<64xi32>, tensor<64xi32>)
// CHECK-NEXT:    %[[D:.*]] = linalg.mul ins(%arg0, %[[S]] : tensor<64xi32>, tensor<64xi32>)
// CHECK-NEXT:    return %[[D]]
// CANON-LABEL: func.func @hadamard_factor
// CANON-COUNT-2: linalg.mul
func.func @hadamard_factor(%a: tensor<64xi32>, %b: tensor<64xi32>, %c: tensor<64xi32>) -> tensor<64xi32> {
  %e = tensor.empty() : tensor<64xi32>
  %ab = linalg.mul ins(%b, %a : tensor<64xi32>, tensor<64xi32>) outs(%e : tensor<64xi32>) -> tensor<64xi32>
  %ac = linalg.mul ins(%a, %c : tensor<64xi32>, tensor<64xi32>) outs(%e : tensor<64xi32>) -> tensor<64xi32>
  %d = linalg.add ins(%ab, %ac : tensor<64xi32>, tensor<64xi32>) outs(%e : tensor<64xi32>) -> tensor<64xi32>
  return %d : tensor<64xi32>
}

// On floats reassociating changes the rounding: left alone.
// CHECK-LABEL: func.func @float_chain
// CHECK:         linalg.matmul
// CHECK:         linalg.matvec
func.func @float_chain(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %ab = linalg.matmul ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %ev = tensor.empty() : tensor<8xf32>
  %zv = linalg.fill ins(%zero : f32) outs(%ev : tensor<8xf32>) -> tensor<8xf32>
  %y = linalg.matvec ins(%ab, %x : tensor<8x8xf32>, tensor<8xf32>) outs(%zv : tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}

// A product that accumulates into another tensor than a zero is no factor of a chain.
// CHECK-LABEL: func.func @accumulating
// CHECK:         linalg.matmul ins(%arg0, %arg1 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%arg2 : tensor<8x8xi32>)
// CHECK:         linalg.matvec
func.func @accumulating(%a: tensor<8x8xi32>, %b: tensor<8x8xi32>, %c: tensor<8x8xi32>, %x: tensor<8xi32>) -> tensor<8xi32> {
  %zero = arith.constant 0 : i32
  %ab = linalg.matmul ins(%a, %b : tensor<8x8xi32>, tensor<8x8xi32>) outs(%c : tensor<8x8xi32>) -> tensor<8x8xi32>
  %ev = tensor.empty() : tensor<8xi32>
  %zv = linalg.fill ins(%zero : i32) outs(%ev : tensor<8xi32>) -> tensor<8xi32>
  %y = linalg.matvec ins(%ab, %x : tensor<8x8xi32>, tensor<8xi32>) outs(%zv : tensor<8xi32>) -> tensor<8xi32>
  return %y : tensor<8xi32>
}

// Nor is one with other indexing maps than the default ones (here A is transposed).
// CHECK-LABEL: func.func @transposed
// CHECK:         linalg.matmul indexing_maps
// CHECK:         linalg.matvec
func.func @transposed(%a: tensor<8x8xi32>, %b: tensor<8x8xi32>, %x: tensor<8xi32>) -> tensor<8xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<8x8xi32>
  %z = linalg.fill ins(%zero : i32) outs(%e : tensor<8x8xi32>) -> tensor<8x8xi32>
  %ab = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : tensor<8x8xi32>, tensor<8x8xi32>) outs(%z : tensor<8x8xi32>) -> tensor<8x8xi32>
  %ev = tensor.empty() : tensor<8xi32>
  %zv = linalg.fill ins(%zero : i32) outs(%ev : tensor<8xi32>) -> tensor<8xi32>
  %y = linalg.matvec ins(%ab, %x : tensor<8x8xi32>, tensor<8xi32>) outs(%zv : tensor<8xi32>) -> tensor<8xi32>
  return %y : tensor<8xi32>
}

// On buffers the ops write memory: they do not enter the e-graph.
// CHECK-LABEL: func.func @buffers
// CHECK-NEXT:    linalg.matmul ins(%arg0, %arg1 : memref<8x8xi32>, memref<8x8xi32>) outs(%arg2 : memref<8x8xi32>)
// CHECK-NEXT:    return
func.func @buffers(%a: memref<8x8xi32>, %b: memref<8x8xi32>, %c: memref<8x8xi32>) {
  linalg.matmul ins(%a, %b : memref<8x8xi32>, memref<8x8xi32>) outs(%c : memref<8x8xi32>)
  return
}
