// RUN: oxir-opt %s --convert-vector-to-scf --split-input-file | FileCheck %s

// The print of a 0-D vector: one loop of one element, read from the vector itself (the shape
// cast to `vector<1xf32>` the decomposition makes is folded away by `vector.extract`'s fold of
// broadcast-like producers). The CHECK lines are mlir-opt 22's output.

func.func @print_0d(%v: vector<f32>, %w: vector<i3>) {
  vector.print %v : vector<f32>
  vector.print %w : vector<i3> punctuation <comma>
  return
}
// CHECK-LABEL: func.func @print_0d(%arg0: vector<f32>, %arg1: vector<i3>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c1 step %c1 {
// CHECK-NEXT: %1 = vector.extract %arg0[] : f32 from vector<f32>
// CHECK-NEXT: vector.print %1 : f32 punctuation <no_punctuation>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg2, %c0 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: %0 = arith.extsi %arg1 : vector<i3> to vector<i8>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c1 step %c1 {
// CHECK-NEXT: %1 = vector.extract %0[] : i8 from vector<i8>
// CHECK-NEXT: vector.print %1 : i8 punctuation <no_punctuation>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg2, %c0 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: return
// CHECK-NEXT: }
