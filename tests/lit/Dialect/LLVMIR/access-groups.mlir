// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s

// Access groups (`#llvm.access_group<id = distinct[N]<>>`) on loads and stores and in a loop
// annotation's parallelAccesses, with its typed parameters (integer attributes, a fused
// location): printed through aliases, as mlir-opt 22 prints them.

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #access_group1 = #llvm.access_group<id = distinct[1]<>>
// CHECK-NEXT: #loc = loc("a.c":1:2)
// CHECK-NEXT: #loc1 = loc("a.c":3:4)
// CHECK-NEXT: #loop_peeled = #llvm.loop_peeled<count = 1 : i32>
// CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<count = 4 : i32>
// CHECK-NEXT: #loc2 = loc(fused[#loc, #loc1])
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, peeled = #loop_peeled, startLoc = #loc2, parallelAccesses = #access_group, #access_group1>
// CHECK-NEXT: module {
// CHECK-NEXT: llvm.func @f(%arg0: !llvm.ptr, %arg1: i1) {
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %0 = llvm.load %arg0 {access_groups = [#access_group, #access_group1]} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %0, %arg0 {access_groups = [#access_group]} : i32, !llvm.ptr
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1, ^bb2 {loop_annotation = #loop_annotation}
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

#g0 = #llvm.access_group<id = distinct[0]<>>
#g1 = #llvm.access_group<id = distinct[1]<>>
llvm.func @f(%p: !llvm.ptr, %c: i1) {
  llvm.br ^bb1
^bb1:
  %v = llvm.load %p {access_groups = [#g0, #g1]} : !llvm.ptr -> i32
  llvm.store %v, %p {access_groups = [#g0]} : i32, !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #llvm.loop_annotation<unroll = <count = 4 : i32>, peeled = <count = 1 : i32>, startLoc = loc(fused["a.c":1:2, "a.c":3:4]), parallelAccesses = #g0, #g1>}
^bb2:
  llvm.return
}
