// RUN: oxir-opt %s --lower-affine --split-input-file | FileCheck %s

// lower-affine on the memory ops (the map expanded into arith ops before memref.load/store,
// vector.load/store, memref.prefetch) and the index ops (MLIR 22's strides, floordivsi/remsi
// sequences, products and sums ordered by loop invariance). Expected output: mlir-opt 22's.

// CHECK: module {
// CHECK-LABEL: func.func @load_store(%arg0: memref<100x100xf32>, %arg1: index) {
// CHECK:     %c0 = arith.constant 0 : index
// CHECK:     %c10 = arith.constant 10 : index
// CHECK:     %c1 = arith.constant 1 : index
// CHECK:     scf.for %arg2 = %c0 to %c10 step %c1 {
// CHECK:       %c3 = arith.constant 3 : index
// CHECK:       %0 = arith.addi %arg2, %c3 : index
// CHECK:       %c-1 = arith.constant -1 : index
// CHECK:       %1 = arith.muli %arg2, %c-1 overflow<nsw> : index
// CHECK:       %c2 = arith.constant 2 : index
// CHECK:       %2 = arith.muli %arg1, %c2 overflow<nsw> : index
// CHECK:       %3 = arith.addi %1, %2 : index
// CHECK:       %4 = memref.load %arg0[%0, %3] : memref<100x100xf32>
// CHECK:       %c4 = arith.constant 4 : index
// CHECK:       %5 = arith.remsi %arg2, %c4 : index
// CHECK:       %c0_0 = arith.constant 0 : index
// CHECK:       %6 = arith.cmpi slt, %5, %c0_0 : index
// CHECK:       %7 = arith.addi %5, %c4 : index
// CHECK:       %8 = arith.select %6, %7, %5 : index
// CHECK:       %c2_1 = arith.constant 2 : index
// CHECK:       %c0_2 = arith.constant 0 : index
// CHECK:       %c-1_3 = arith.constant -1 : index
// CHECK:       %9 = arith.cmpi slt, %arg2, %c0_2 : index
// CHECK:       %10 = arith.subi %c-1_3, %arg2 : index
// CHECK:       %11 = arith.select %9, %10, %arg2 : index
// CHECK:       %12 = arith.divsi %11, %c2_1 : index
// CHECK:       %13 = arith.subi %c-1_3, %12 : index
// CHECK:       %14 = arith.select %9, %13, %12 : index
// CHECK:       memref.store %4, %arg0[%8, %14] : memref<100x100xf32>
// CHECK:       %c0_4 = arith.constant 0 : index
// CHECK:       %15 = vector.load %arg0[%arg2, %c0_4] : memref<100x100xf32>, vector<8xf32>
// CHECK:       vector.store %15, %arg0[%arg2, %arg1] : memref<100x100xf32>, vector<8xf32>
// CHECK:       %c1_5 = arith.constant 1 : index
// CHECK:       %16 = arith.addi %arg2, %c1_5 : index
// CHECK:       memref.prefetch %arg0[%arg2, %16], read, locality<3>, data : memref<100x100xf32>
// CHECK:     }
// CHECK:     return
// CHECK:   }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @delinearize(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
// CHECK:     %c4 = arith.constant 4 : index
// CHECK:     %c12 = arith.constant 12 : index
// CHECK:     %c0 = arith.constant 0 : index
// CHECK:     %0 = arith.floordivsi %arg0, %c12 : index
// CHECK:     %1 = arith.remsi %arg0, %c12 : index
// CHECK:     %2 = arith.cmpi slt, %1, %c0 : index
// CHECK:     %3 = arith.addi %1, %c12 overflow<nsw> : index
// CHECK:     %4 = arith.select %2, %3, %1 : index
// CHECK:     %5 = arith.divsi %4, %c4 : index
// CHECK:     %6 = arith.remsi %arg0, %c4 : index
// CHECK:     %7 = arith.cmpi slt, %6, %c0 : index
// CHECK:     %8 = arith.addi %6, %c4 overflow<nsw> : index
// CHECK:     %9 = arith.select %7, %8, %6 : index
// CHECK:     %c4_0 = arith.constant 4 : index
// CHECK:     %c0_1 = arith.constant 0 : index
// CHECK:     %10 = arith.floordivsi %arg0, %c4_0 : index
// CHECK:     %11 = arith.remsi %arg0, %c4_0 : index
// CHECK:     %12 = arith.cmpi slt, %11, %c0_1 : index
// CHECK:     %13 = arith.addi %11, %c4_0 overflow<nsw> : index
// CHECK:     %14 = arith.select %12, %13, %11 : index
// CHECK:     return %0, %5, %9, %10, %14 : index, index, index, index, index
// CHECK:   }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @linearize(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
// CHECK:     %c4 = arith.constant 4 : index
// CHECK:     %c4_0 = arith.constant 4 : index
// CHECK:     %0 = arith.muli %arg3, %c4_0 overflow<nsw> : index
// CHECK:     %1 = arith.muli %arg0, %0 overflow<nsw> : index
// CHECK:     %2 = arith.muli %arg1, %c4 overflow<nsw> : index
// CHECK:     %3 = arith.addi %1, %2 overflow<nsw> : index
// CHECK:     %4 = arith.addi %3, %arg2 overflow<nsw> : index
// CHECK:     %c4_1 = arith.constant 4 : index
// CHECK:     %c4_2 = arith.constant 4 : index
// CHECK:     %5 = arith.muli %arg3, %c4_2 overflow<nsw, nuw> : index
// CHECK:     %6 = arith.muli %arg0, %5 overflow<nsw> : index
// CHECK:     %7 = arith.muli %arg1, %c4_1 overflow<nsw> : index
// CHECK:     %8 = arith.addi %6, %7 overflow<nsw> : index
// CHECK:     %9 = arith.addi %8, %arg2 overflow<nsw> : index
// CHECK:     return %4, %9 : index, index
// CHECK:   }
// CHECK: }
// CHECK: module {
// CHECK-LABEL: func.func @linearize_in_loop(%arg0: index, %arg1: memref<?xindex>) {
// CHECK:     %c0 = arith.constant 0 : index
// CHECK:     %c10 = arith.constant 10 : index
// CHECK:     %c1 = arith.constant 1 : index
// CHECK:     scf.for %arg2 = %c0 to %c10 step %c1 {
// CHECK:       %c8 = arith.constant 8 : index
// CHECK:       %0 = arith.muli %arg2, %c8 overflow<nsw> : index
// CHECK:       %1 = arith.addi %arg0, %0 overflow<nsw> : index
// CHECK:       memref.store %1, %arg1[%arg2] : memref<?xindex>
// CHECK:     }
// CHECK:     return
// CHECK:   }
// CHECK: }

func.func @load_store(%m: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %0 = affine.load %m[%i + 3, symbol(%n) * 2 - %i] : memref<100x100xf32>
    affine.store %0, %m[%i mod 4, %i floordiv 2] : memref<100x100xf32>
    %1 = affine.vector_load %m[%i, 0] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %1, %m[%i, symbol(%n)] : memref<100x100xf32>, vector<8xf32>
    affine.prefetch %m[%i, %i + 1], read, locality<3>, data : memref<100x100xf32>
  }
  return
}

// -----

func.func @delinearize(%n: index, %m: index) -> (index, index, index, index, index) {
  %a:3 = affine.delinearize_index %n into (2, 3, 4) : index, index, index
  %b:2 = affine.delinearize_index %n into (%m, 4) : index, index
  return %a#0, %a#1, %a#2, %b#0, %b#1 : index, index, index, index, index
}

// -----

func.func @linearize(%a: index, %b: index, %c: index, %m: index) -> (index, index) {
  %x = affine.linearize_index [%a, %b, %c] by (2, %m, 4) : index
  %y = affine.linearize_index disjoint [%a, %b, %c] by (%m, 4) : index
  return %x, %y : index, index
}

// -----

func.func @linearize_in_loop(%a: index, %m: memref<?xindex>) {
  affine.for %i = 0 to 10 {
    %x = affine.linearize_index [%i, %a] by (4, 8) : index
    affine.store %x, %m[%i] : memref<?xindex>
  }
  return
}
