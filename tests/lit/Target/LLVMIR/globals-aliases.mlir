// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s --strict-whitespace

// The whole output, line for line, as mlir-translate 22 prints it: dso_local (printed only where
// LLVM does not imply it), aliases of functions, globals in another address space and aliases,
// dso_local_equivalent in a global initializer and as a callee (of a function, an alias, an odd
// name), call-site result attributes, operand bundles on calls and llvm.assume, vec_type_hint
// metadata, allocas in another address space and inalloca.

module attributes {llvm.data_layout = "e-A5"} {
  llvm.mlir.global external @g(1 : i32) {addr_space = 1 : i32} : i32
  llvm.mlir.global private @private_dso(1 : i32) {dso_local} : i32
  llvm.mlir.global external hidden @hidden_dso(1 : i32) {dso_local} : i32
  llvm.mlir.global weak @weak_dso(1 : i32) {dso_local} : i32
  llvm.mlir.global external constant @rel() {dso_local} : i32 {
    %0 = llvm.mlir.addressof @rel : !llvm.ptr
    %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
    %2 = llvm.dso_local_equivalent @callee : !llvm.ptr
    %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
    %4 = llvm.sub %3, %1 : i64
    %5 = llvm.trunc %4 : i64 to i32
    llvm.return %5 : i32
  }
  llvm.mlir.alias external @fn_alias : !llvm.func<void ()> {
    %0 = llvm.mlir.addressof @aliasee : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.alias private unnamed_addr @var_alias : i32 {
    %0 = llvm.mlir.addressof @g : !llvm.ptr<1>
    llvm.return %0 : !llvm.ptr<1>
  }
  llvm.mlir.alias weak hidden @alias_to_alias : !llvm.func<void ()> {
    %0 = llvm.mlir.addressof @fn_alias : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @aliasee() attributes {dso_local} {
    llvm.return
  }
  llvm.func @callee() -> i32
  llvm.func @"odd\"name"()
  llvm.func @hint() attributes {vec_type_hint = #llvm.vec_type_hint<hint = vector<4xi16>, is_signed = true>, reqd_work_group_size = array<i32: 8, 4, 1>}
  llvm.func @uses(%p: !llvm.ptr, %n: i32) {
    %0 = llvm.dso_local_equivalent @callee : !llvm.ptr
    %1 = llvm.call %0() : !llvm.ptr, () -> (i32 {llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 5>})
    %2 = llvm.dso_local_equivalent @fn_alias : !llvm.ptr
    llvm.call %2() : !llvm.ptr, () -> ()
    %3 = llvm.dso_local_equivalent @"odd\"name" : !llvm.ptr
    llvm.call %3() ["tag"(), "deopt"(%n, %p : i32, !llvm.ptr)] : !llvm.ptr, () -> ()
    %t = llvm.mlir.constant(true) : i1
    %c = llvm.mlir.constant(16 : i64) : i64
    llvm.intr.assume %t ["align"(%p, %c : !llvm.ptr, i64)] : i1
    llvm.call_intrinsic "llvm.assume"(%t) ["nonnull"(%p : !llvm.ptr)] : (i1) -> ()
    %4 = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
    %5 = llvm.alloca %n x i32 : (i32) -> !llvm.ptr<5>
    %6 = llvm.alloca inalloca %n x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.return
  }
}

// CHECK:      ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-NEXT: target datalayout = "e-A5"
// CHECK-EMPTY:
// CHECK-NEXT: @g = addrspace(1) global i32 1
// CHECK-NEXT: @private_dso = private global i32 1
// CHECK-NEXT: @hidden_dso = hidden global i32 1
// CHECK-NEXT: @weak_dso = weak dso_local global i32 1
// CHECK-NEXT: @rel = dso_local constant i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @callee to i64), i64 ptrtoint (ptr @rel to i64)) to i32)
// CHECK-EMPTY:
// CHECK-NEXT: @fn_alias = alias void (), ptr @aliasee
// CHECK-NEXT: @var_alias = private unnamed_addr alias i32, ptr addrspace(1) @g
// CHECK-NEXT: @alias_to_alias = weak hidden alias void (), ptr @fn_alias
// CHECK-EMPTY:
// CHECK-NEXT: define dso_local void @aliasee() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @callee()
// CHECK-EMPTY:
// CHECK-NEXT: declare void @"odd\22name"()
// CHECK-EMPTY:
// CHECK-NEXT: declare !vec_type_hint !1 !reqd_work_group_size !2 void @hint()
// CHECK-EMPTY:
// CHECK-NEXT: define void @uses(ptr %0, i32 %1) {
// CHECK-NEXT:   %3 = call noundef range(i32 0, 5) i32 dso_local_equivalent @callee()
// CHECK-NEXT:   call void dso_local_equivalent @fn_alias()
// CHECK-NEXT:   call void dso_local_equivalent @"odd\22name"() [ "tag"(), "deopt"(i32 %1, ptr %0) ]
// CHECK-NEXT:   call void @llvm.assume(i1 true) [ "align"(ptr %0, i64 16) ]
// CHECK-NEXT:   call void @llvm.assume(i1 true) [ "nonnull"(ptr %0) ]
// CHECK-NEXT:   %4 = alloca i32, i32 %1, align 4
// CHECK-NEXT:   %5 = alloca i32, i32 %1, align 4, addrspace(5)
// CHECK-NEXT:   %6 = alloca inalloca { i32, double }, i32 %1, align 8
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
// CHECK-NEXT: declare void @llvm.assume(i1 noundef) #0
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{<4 x i16> undef, i32 1}
// CHECK-NEXT: !2 = !{i32 8, i32 4, i32 1}
