// The llvm dialect in bytecode: `#llvm.loop_annotation` in its compact encoding (MLIR's
// LLVMDialectBytecode; the loop attributes it nests and the access groups in the textual
// fallback, each access group's `distinct[0]` its own attribute), `llvm.inttoptr`'s optional
// `dereferenceable` property and `llvm.mlir.alias`'s required `linkage` (CHECK lines from
// mlir-opt 22, which prints the same after its own bytecode round trip).
// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s --emit-bytecode | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --emit-bytecode --emit-bytecode-version=4 | oxir-opt | FileCheck %s

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #access_group1 = #llvm.access_group<id = distinct[1]<>>
// CHECK-NEXT: #loc = loc("a.c":1:2)
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<mustProgress = true>
// CHECK-NEXT: #loop_licm = #llvm.loop_licm<disable = true>
// CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<count = 8 : i32>
// CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = false, width = 4 : i32>
// CHECK-NEXT: #loc1 = loc(fused<#access_group>[#loc])
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<disableNonforced = true, vectorize = #loop_vectorize, unroll = #loop_unroll, licm = #loop_licm, mustProgress = true, isVectorized = false, startLoc = #loc1, parallelAccesses = #access_group, #access_group1>
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.mlir.alias internal @alias : !llvm.ptr {
// CHECK-NEXT:     %0 = llvm.mlir.addressof @f : !llvm.ptr
// CHECK-NEXT:     llvm.return %0 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f(%arg0: i64, %arg1: i1) -> !llvm.ptr {
// CHECK-NEXT:     %0 = llvm.inttoptr %arg0 dereferenceable<bytes = 8> : i64 to !llvm.ptr
// CHECK-NEXT:     %1 = llvm.inttoptr %arg0 : i64 to !llvm.ptr
// CHECK-NEXT:     llvm.cond_br %arg1, ^bb1, ^bb2 {loop_annotation = #loop_annotation1}
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb2 {loop_annotation = #loop_annotation}
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     llvm.return %0 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT: }

#g1 = #llvm.access_group<id = distinct[0]<>>
#g2 = #llvm.access_group<id = distinct[1]<>>
#v = #llvm.loop_vectorize<disable = false, width = 4 : i32>
#u = #llvm.loop_unroll<count = 8 : i32>
#la = #llvm.loop_annotation<disableNonforced = true, vectorize = #v, unroll = #u, licm = <disable = true>, mustProgress = true, isVectorized = false, startLoc = loc(fused<#g1>["a.c":1:2]), parallelAccesses = #g1, #g2>
#lb = #llvm.loop_annotation<mustProgress = true>
llvm.mlir.alias internal @alias : !llvm.ptr {
  %0 = llvm.mlir.addressof @f : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @f(%a: i64, %c: i1) -> !llvm.ptr {
  %0 = llvm.inttoptr %a dereferenceable<bytes = 8> : i64 to !llvm.ptr
  %1 = llvm.inttoptr %a : i64 to !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #la}
^bb1:
  llvm.br ^bb2 {loop_annotation = #lb}
^bb2:
  llvm.return %0 : !llvm.ptr
}
