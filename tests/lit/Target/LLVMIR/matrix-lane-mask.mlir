// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s --strict-whitespace

// llvm.intr.get.active.lane.mask and the column-major matrix load and store: overloaded names,
// immediate arguments, the pointer aligned as the matrix element type.

llvm.func @f(%base : i64, %n : i64, %m : vector<48xf32>, %p : !llvm.ptr, %s : i64) -> vector<7xi1> {
  %0 = llvm.intr.get.active.lane.mask %base, %n : i64, i64 to vector<7xi1>
  llvm.intr.matrix.column.major.store %m, %p, <stride=%s> { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32} : vector<48xf32> to !llvm.ptr stride i64
  %1 = llvm.intr.matrix.column.major.load %p, <stride=%s> { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32} : vector<48xf32> from !llvm.ptr stride i64
  llvm.return %0 : vector<7xi1>
}

// CHECK:      ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define <7 x i1> @f(i64 %0, i64 %1, <48 x float> %2, ptr %3, i64 %4) {
// CHECK-NEXT:   %6 = call <7 x i1> @llvm.get.active.lane.mask.v7i1.i64(i64 %0, i64 %1)
// CHECK-NEXT:   call void @llvm.matrix.column.major.store.v48f32.i64(<48 x float> %2, ptr align 4 %3, i64 %4, i1 false, i32 3, i32 16)
// CHECK-NEXT:   %7 = call <48 x float> @llvm.matrix.column.major.load.v48f32.i64(ptr align 4 %3, i64 %4, i1 false, i32 3, i32 16)
// CHECK-NEXT:   ret <7 x i1> %6
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <7 x i1> @llvm.get.active.lane.mask.v7i1.i64(i64, i64) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
// CHECK-NEXT: declare void @llvm.matrix.column.major.store.v48f32.i64(<48 x float>, ptr writeonly captures(none), i64, i1 immarg, i32 immarg, i32 immarg) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
// CHECK-NEXT: declare <48 x float> @llvm.matrix.column.major.load.v48f32.i64(ptr captures(none), i64, i1 immarg, i32 immarg, i32 immarg) #2
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
// CHECK-NEXT: attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
