// RUN: oxir-opt %s --split-input-file --finalize-memref-to-llvm | FileCheck %s
// RUN: oxir-opt %s --split-input-file --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | oxir-translate --split-input-file --mlir-to-llvmir | FileCheck %s --check-prefix=LLVMIR
// `memref.prefetch` becomes `llvm.intr.prefetch` at the element's address (MLIR's
// `getStridedElementPtr` without no-wrap flags, unlike a load's or a store's), with `rw` from
// read/write, `hint` from the locality and `cache` 1 for data, 0 for instructions.

// CHECK-LABEL: func.func @prefetch(
// CHECK:       %[[I:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK:       %[[D:.*]] = builtin.unrealized_conversion_cast %arg0
// CHECK-NEXT:  %[[P:.*]] = llvm.extractvalue %[[D]][1]
// CHECK-NEXT:  %[[S0:.*]] = llvm.extractvalue %[[D]][4, 0]
// CHECK-NEXT:  %[[M:.*]] = llvm.mul %[[I]], %[[S0]] : i64
// CHECK-NEXT:  %[[A:.*]] = llvm.add %[[M]], %{{.*}} : i64
// CHECK-NEXT:  %[[E:.*]] = llvm.getelementptr %[[P]][%[[A]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  "llvm.intr.prefetch"(%[[E]]) <{cache = 1 : i32, hint = 3 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK:       "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 0 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK:       "llvm.intr.prefetch"(%{{.*}}) <{cache = 0 : i32, hint = 2 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// LLVMIR-LABEL: define void @prefetch(
// LLVMIR:       call void @llvm.prefetch.p0(ptr %{{.*}}, i32 1, i32 3, i32 1)
// LLVMIR:       call void @llvm.prefetch.p0(ptr %{{.*}}, i32 0, i32 0, i32 1)
// LLVMIR:       call void @llvm.prefetch.p0(ptr %{{.*}}, i32 0, i32 2, i32 0)
// LLVMIR:       declare void @llvm.prefetch.p0(ptr readonly captures(none), i32 immarg, i32 immarg, i32 immarg)
func.func @prefetch(%A : memref<?x?xf32>, %i : index, %j : index) {
  memref.prefetch %A[%i, %j], write, locality<3>, data : memref<?x?xf32>
  memref.prefetch %A[%i, %j], read, locality<0>, data : memref<?x?xf32>
  memref.prefetch %A[%i, %j], read, locality<2>, instr : memref<?x?xf32>
  return
}

// -----

// A static offset moves the base first; a rank-0 memref is prefetched at its aligned pointer.
// CHECK-LABEL: func.func @prefetch_strided(
// CHECK:       %[[B:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK:       %[[E:.*]] = llvm.getelementptr %[[B]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  "llvm.intr.prefetch"(%[[E]]) <{cache = 0 : i32, hint = 1 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK-LABEL: func.func @prefetch_rank0(
// CHECK:       %[[P:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  "llvm.intr.prefetch"(%[[P]]) <{cache = 1 : i32, hint = 1 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// LLVMIR-LABEL: define void @prefetch_strided(
// LLVMIR:       call void @llvm.prefetch.p0(ptr %{{.*}}, i32 1, i32 1, i32 0)
// LLVMIR-LABEL: define void @prefetch_rank0(
// LLVMIR:       call void @llvm.prefetch.p0(ptr %{{.*}}, i32 0, i32 1, i32 1)
func.func @prefetch_strided(%A : memref<4x8xf32, strided<[8, 1], offset: 5>>, %i : index) {
  memref.prefetch %A[%i, %i], write, locality<1>, instr : memref<4x8xf32, strided<[8, 1], offset: 5>>
  return
}
func.func @prefetch_rank0(%A : memref<f32>) {
  memref.prefetch %A[], read, locality<1>, data : memref<f32>
  return
}
