// RUN: oxir-opt %s --split-input-file --finalize-memref-to-llvm | FileCheck %s
// A runtime function whose name another kind of symbol holds is declared under a fresh name
// (MLIR's symbol table uniquing in lookupOrCreateFn).

func.func private @free(i32)

func.func @dealloc_with_free_taken(%arg0: memref<4xf32>, %x: i32) {
  memref.dealloc %arg0 : memref<4xf32>
  func.call @free(%x) : (i32) -> ()
  return
}

// CHECK: llvm.func @free_0(!llvm.ptr)
// CHECK-LABEL: func.func private @free(i32)
// CHECK-LABEL: func.func @dealloc_with_free_taken(%arg0: memref<4xf32>, %arg1: i32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @free_0(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: call @free(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
