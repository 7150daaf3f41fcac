// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s

// Loop metadata attributes: nested loop attributes are written `<...>` and printed through
// aliases named after their mnemonic, as mlir-opt does.

// CHECK: #loop_licm = #llvm.loop_licm<disable = true>
// CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<count = 2 : i32, full = true>
// CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = false, width = 4 : i32>
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<disableNonforced = true, vectorize = #loop_vectorize, unroll = #loop_unroll, mustProgress = true>
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<licm = #loop_licm>
// CHECK-NEXT: module {
// CHECK-NEXT: llvm.func @f(%arg0: i1) {
// CHECK-NEXT: llvm.br ^bb1 {loop_annotation = #loop_annotation}
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2 {loop_annotation = #loop_annotation1}
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

#vec = #llvm.loop_vectorize<disable = false, width = 4 : i32>
#a = #llvm.loop_annotation<disableNonforced = true, vectorize = #vec, unroll = <full = true, count = 2 : i32>, mustProgress = true>
llvm.func @f(%c: i1) {
  llvm.br ^bb1 {loop_annotation = #a}
^bb1:
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #llvm.loop_annotation<licm = <disable = true>>}
^bb2:
  llvm.return
}
