// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s

// Intrinsic ops become calls of declarations overloaded on the right types, immediate arguments
// come from attributes, and LLVM adds the intrinsics' own attributes.

llvm.func @intrinsics(%x: i32, %f: f32, %p: !llvm.ptr, %n: i64) -> i32 {
  %a = "llvm.intr.abs"(%x) <{is_int_min_poison = true}> : (i32) -> i32
  %pw = llvm.intr.powi(%f, %x) : (f32, i32) -> f32
  %b = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %s = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %s : !llvm.ptr
  %c = "llvm.intr.is.fpclass"(%f) <{bit = 3 : i32}> : (f32) -> i1
  llvm.intr.assume %c : i1
  llvm.return %a : i32
}
llvm.func @traps() {
  llvm.intr.debugtrap
  "llvm.intr.ubsantrap"() <{failureKind = 7 : i8}> : () -> ()
  llvm.intr.trap
  llvm.unreachable
}

// CHECK-LABEL: define i32 @intrinsics(i32 %0, float %1, ptr %2, i64 %3) {
// CHECK-NEXT:   %5 = call i32 @llvm.abs.i32(i32 %0, i1 true)
// CHECK-NEXT:   %6 = call float @llvm.powi.f32.i32(float %1, i32 %0)
// CHECK-NEXT:   call void @llvm.memset.p0.i64(ptr %2, i8 0, i64 %3, i1 false)
// CHECK-NEXT:   %7 = call ptr @llvm.stacksave.p0()
// CHECK-NEXT:   call void @llvm.stackrestore.p0(ptr %7)
// CHECK-NEXT:   %8 = call i1 @llvm.is.fpclass.f32(float %1, i32 3)
// CHECK-NEXT:   call void @llvm.assume(i1 %8)
// CHECK-NEXT:   ret i32 %5
// CHECK-NEXT: }
// CHECK-LABEL: define void @traps() {
// CHECK-NEXT:   call void @llvm.debugtrap()
// CHECK-NEXT:   call void @llvm.ubsantrap(i8 7)
// CHECK-NEXT:   call void @llvm.trap()
// CHECK-NEXT:   unreachable
// CHECK-NEXT: }
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK: declare i32 @llvm.abs.i32(i32, i1 immarg) #0
// CHECK: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK: declare float @llvm.powi.f32.i32(float, i32) #1
// CHECK: ; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
// CHECK: declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind willreturn
// CHECK: declare ptr @llvm.stacksave.p0() #3
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind willreturn
// CHECK: declare void @llvm.stackrestore.p0(ptr) #3
// CHECK: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK: declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #1
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
// CHECK: declare void @llvm.assume(i1 noundef) #4
// CHECK: ; Function Attrs: nounwind
// CHECK: declare void @llvm.debugtrap() #5
// CHECK: ; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
// CHECK: declare void @llvm.ubsantrap(i8 immarg) #6
// CHECK: ; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
// CHECK: declare void @llvm.trap() #6
// CHECK: attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
// CHECK-NEXT: attributes #3 = { nocallback nofree nosync nounwind willreturn }
// CHECK-NEXT: attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
// CHECK-NEXT: attributes #5 = { nounwind }
// CHECK-NEXT: attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
