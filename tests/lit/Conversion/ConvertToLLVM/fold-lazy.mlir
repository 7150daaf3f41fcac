// RUN: oxir-opt %s --convert-to-llvm | FileCheck %s
// Folding during the conversion sees the IR as MLIR's driver does, which replaces ops lazily:
// a comparison's in-place fold moves a constant left operand to the right, and an op whose
// operand an earlier fold replaced still sees the folded op, not the value that replaced it.

// CHECK-LABEL: llvm.func @cmpi_constant_left
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[R:.*]] = llvm.icmp "ugt" %arg0, %[[C]] : i64
// CHECK-NEXT: llvm.return %[[R]] : i1
func.func @cmpi_constant_left(%a: i64) -> i1 {
  %c = arith.constant 0 : i64
  %r = arith.cmpi ult, %c, %a : i64
  return %r : i1
}

// CHECK-LABEL: llvm.func @folded_operand
// CHECK-NEXT: %[[R:.*]] = llvm.icmp "ult" %arg0, %arg0 : i32
// CHECK-NEXT: %[[S:.*]] = llvm.sub %arg0, %arg0 : i32
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.poison : !llvm.struct<(i1, i32)>
// CHECK-NEXT: %[[V:.*]] = llvm.insertvalue %[[R]], %[[U]][0] : !llvm.struct<(i1, i32)>
// CHECK-NEXT: %[[W:.*]] = llvm.insertvalue %[[S]], %[[V]][1] : !llvm.struct<(i1, i32)>
// CHECK-NEXT: llvm.return %[[W]] : !llvm.struct<(i1, i32)>
func.func @folded_operand(%a: i32) -> (i1, i32) {
  %o = arith.ori %a, %a : i32
  %r = arith.cmpi ult, %a, %o : i32
  %s = arith.subi %o, %a : i32
  return %r, %s : i1, i32
}

// Both operands stand for the same folded op: the fold sees them equal.
// CHECK-LABEL: llvm.func @same_folded_operand
// CHECK-NEXT: %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: llvm.return %[[F]] : i1
func.func @same_folded_operand(%a: i32) -> i1 {
  %o = arith.ori %a, %a : i32
  %r = arith.cmpi ult, %o, %o : i32
  return %r : i1
}

// The folded op's result is one value wherever it was used: the second insert_slice puts back
// what was extracted from the same (folded) tensor, and folds.
// CHECK-LABEL: func.func @slices
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[I:.*]] = builtin.unrealized_conversion_cast %[[C]] : i64 to index
// CHECK-NEXT: %[[T:.*]] = tensor.empty(%arg0) : tensor<?xi32>
// CHECK-NEXT: %{{.*}} = tensor.extract_slice %[[T]][%[[I]]] [1] [1] : tensor<?xi32> to tensor<1xi32>
// CHECK-NEXT: %{{.*}} = tensor.extract_slice %[[T]][0] [1] [1] : tensor<?xi32> to tensor<1xi32>
// CHECK-NEXT: return %[[T]] : tensor<?xi32>
func.func @slices(%n: index) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %t = tensor.empty(%n) : tensor<?xi32>
  %e = tensor.extract_slice %t[%c0] [1] [1] : tensor<?xi32> to tensor<1xi32>
  %i = tensor.insert_slice %e into %t[%c0] [1] [1] : tensor<1xi32> into tensor<?xi32>
  %e2 = tensor.extract_slice %i[0] [1] [1] : tensor<?xi32> to tensor<1xi32>
  %i2 = tensor.insert_slice %e2 into %i[0] [1] [1] : tensor<1xi32> into tensor<?xi32>
  return %i2 : tensor<?xi32>
}

// A fold's replacement is lazy too (MLIR's legalizeWithFold replaces through the conversion
// rewriter): the folded op stays until the conversion ends, so the fold of a later op still
// looks through it (negf of negf, trunci of extui) and does not see its constant.
// CHECK-LABEL: llvm.func @negf_of_folded_negf
// CHECK-NEXT: %0 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %1 = llvm.mlir.constant(-1.500000e+00 : f32) : f32
// CHECK-NEXT: llvm.return %0 : f32
func.func @negf_of_folded_negf() -> f32 {
  %c = arith.constant 1.5 : f32
  %0 = arith.negf %c : f32
  %1 = arith.negf %0 : f32
  return %1 : f32
}

// CHECK-LABEL: llvm.func @trunci_of_folded_extui
// CHECK-NEXT: %0 = llvm.mlir.constant(7 : i16) : i16
// CHECK-NEXT: %1 = llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT: llvm.return %0 : i16
func.func @trunci_of_folded_extui() -> i16 {
  %c = arith.constant 7 : i16
  %0 = arith.extui %c : i16 to i64
  %1 = arith.trunci %0 : i64 to i16
  return %1 : i16
}

// The pattern of andi gets the folded ori's replacement (%arg0) as its operand.
// CHECK-LABEL: llvm.func @andi_of_folded_operand
// CHECK-NEXT: %0 = llvm.and %arg0, %arg0 : i32
// CHECK-NEXT: llvm.return %0 : i32
func.func @andi_of_folded_operand(%a: i32) -> i32 {
  %0 = arith.ori %a, %a : i32
  %1 = arith.andi %0, %a : i32
  return %1 : i32
}
