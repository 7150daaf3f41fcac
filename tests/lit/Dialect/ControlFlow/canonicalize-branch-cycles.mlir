// RUN: oxir-opt %s --canonicalize --split-input-file | FileCheck %s

// Pass-through branches that form a cycle are not collapsed (that would never stop): the
// canonicalizer terminates with the cycle reduced to a self-loop, as mlir-opt does.


// CHECK-LABEL: func.func @cycle_2_blocks() {
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: }
func.func @cycle_2_blocks() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

// -----

// CHECK-LABEL: func.func @cycle_4_blocks() {
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: }
func.func @cycle_4_blocks() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb1
}

// -----

// CHECK-LABEL: func.func @delayed_3_cycle() {
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: }
func.func @delayed_3_cycle() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb5
^bb5:
  cf.br ^bb3
}

// -----

// CHECK-LABEL: func.func @unsimplified_cycle_1(%arg0: i1) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: }
func.func @unsimplified_cycle_1(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb3
}

// -----

// CHECK-LABEL: func.func @unsimplified_cycle_2(%arg0: i1) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:   cf.br ^bb2 {A}
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   cf.br ^bb2 {E}
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: }
func.func @unsimplified_cycle_2(%c : i1) {
  cf.cond_br %c, ^bb6, ^bb7
^bb6:
  cf.br ^bb5 {F}
^bb5:
  cf.br ^bb1 {A}
^bb1:
  cf.br ^bb2 {B}
^bb2:
  cf.br ^bb3 {C}
^bb3:
  cf.br ^bb4 {D}
^bb4:
  cf.br ^bb1 {E}
^bb7:
  cf.br ^bb6
}
