// RUN: oxir-opt %s --lower-affine --split-input-file | FileCheck %s

// lower-affine on affine.apply, affine.min and affine.max: the maps expanded into arith ops in
// MLIR's order (a constant for every constant of the expression, overflow<nsw> on products, the
// branch-free mod/floordiv/ceildiv sequences, minsi/maxsi chains), ops with constant operands
// folded first. The expected output is what mlir-opt 22 prints.

// CHECK: module {
// CHECK-LABEL: func.func @apply(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %c2 overflow<nsw> : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %2 = arith.addi %1, %c3 : index
// CHECK-NEXT:     return %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @mod_floordiv_ceildiv(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = arith.remsi %arg0, %c4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %c0 : index
// CHECK-NEXT:     %2 = arith.addi %0, %c4 : index
// CHECK-NEXT:     %3 = arith.select %1, %2, %0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %4 = arith.cmpi slt, %arg1, %c0_0 : index
// CHECK-NEXT:     %5 = arith.subi %c-1, %arg1 : index
// CHECK-NEXT:     %6 = arith.select %4, %5, %arg1 : index
// CHECK-NEXT:     %7 = arith.divsi %6, %c3 : index
// CHECK-NEXT:     %8 = arith.subi %c-1, %7 : index
// CHECK-NEXT:     %9 = arith.select %4, %8, %7 : index
// CHECK-NEXT:     %10 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %11 = arith.cmpi sle, %10, %c0_1 : index
// CHECK-NEXT:     %12 = arith.subi %c0_1, %10 : index
// CHECK-NEXT:     %13 = arith.subi %10, %c1 : index
// CHECK-NEXT:     %14 = arith.select %11, %12, %13 : index
// CHECK-NEXT:     %15 = arith.divsi %14, %c5 : index
// CHECK-NEXT:     %16 = arith.subi %c0_1, %15 : index
// CHECK-NEXT:     %17 = arith.addi %15, %c1 : index
// CHECK-NEXT:     %18 = arith.select %11, %16, %17 : index
// CHECK-NEXT:     return %3, %9, %18 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @min_max(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %0 = arith.addi %arg1, %c-1 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %1 = arith.minsi %arg0, %0 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %c16 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %3 = arith.muli %arg1, %c3 overflow<nsw> : index
// CHECK-NEXT:     %4 = arith.maxsi %arg0, %3 : index
// CHECK-NEXT:     return %2, %4 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @symbol_product(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 overflow<nsw> : index
// CHECK-NEXT:     %c-7 = arith.constant -7 : index
// CHECK-NEXT:     %1 = arith.addi %0, %c-7 : index
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @folded_first(%arg0: index) -> (index, index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     %c4_0 = arith.constant 4 : index
// CHECK-NEXT:     %0 = arith.minsi %arg0, %c4_0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %1 = arith.addi %c9, %c1 : index
// CHECK-NEXT:     return %c9, %0, %1 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: memref<?xindex>) {
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %arg0 {
// CHECK-NEXT:       %c8 = arith.constant 8 : index
// CHECK-NEXT:       %0 = arith.muli %arg3, %c8 overflow<nsw> : index
// CHECK-NEXT:       %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:       memref.store %1, %arg2[%arg3] : memref<?xindex>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }


func.func @apply(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0 + 3)>(%a)[%b]
  return %0 : index
}

// -----

func.func @mod_floordiv_ceildiv(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%a)
  %1 = affine.apply affine_map<()[s0] -> (s0 floordiv 3)>()[%b]
  %2 = affine.apply affine_map<(d0)[s0] -> ((d0 + s0) ceildiv 5)>(%a)[%b]
  return %0, %1, %2 : index, index, index
}

// -----

func.func @min_max(%a: index, %b: index) -> (index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0, s0 - 1, 16)>(%a)[%b]
  %1 = affine.max affine_map<(d0, d1) -> (d0, d1 * 3)>(%a, %b)
  return %0, %1 : index, index
}

// -----

func.func @symbol_product(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * s0 - 7)>(%a)[%b]
  return %0 : index
}

// -----

func.func @folded_first(%a: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%c4)
  %1 = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%a)[%c4]
  %2 = affine.apply affine_map<(d0) -> (d0 + 1)>(%0)
  return %0, %1, %2 : index, index, index
}

// -----

func.func @nested(%lb: index, %ub: index, %m: memref<?xindex>) {
  scf.for %i = %lb to %ub step %lb {
    %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 8 + s0)>(%i)[%ub]
    memref.store %0, %m[%i] : memref<?xindex>
  }
  return
}
