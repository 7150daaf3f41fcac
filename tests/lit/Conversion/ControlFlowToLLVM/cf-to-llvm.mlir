// RUN: oxir-opt %s --convert-cf-to-llvm | FileCheck %s
// Branches become llvm branches; successor block arguments are converted on the way and their
// remaining uses see casts back; unreachable blocks are left alone, as in MLIR.

func.func @cond(%c: i1, %a: index, %b: i32) -> index {
  cf.cond_br %c, ^bb1(%a : index), ^bb2(%b : i32)
^bb1(%x: index):
  return %x : index
^bb2(%y: i32):
  cf.switch %y : i32, [
    default: ^bb1(%a : index),
    3: ^bb3
  ]
^bb3:
  cf.br ^bb1(%a : index)
}
func.func @unreachable() {
  return
^bb1(%x: index):
  cf.br ^bb1(%x : index)
}

// CHECK-LABEL: func.func @cond(%arg0: i1, %arg1: index, %arg2: i32) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1(%0 : i64), ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb1(%1: i64):  // 3 preds: ^bb0, ^bb2, ^bb3
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT: return %2 : index
// CHECK-NEXT: ^bb2(%3: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.switch %3 : i32, ^bb1(%0 : i64) [
// CHECK-NEXT: 3: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: llvm.br ^bb1(%0 : i64)
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unreachable() {
// CHECK-NEXT: return
// CHECK-NEXT: ^bb1(%0: index):  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb1(%0 : index)
// CHECK-NEXT: }
