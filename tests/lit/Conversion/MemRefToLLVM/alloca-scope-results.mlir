// RUN: oxir-opt %s --split-input-file | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: oxir-opt %s --split-input-file --finalize-memref-to-llvm --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LLVM

// memref.alloca_scope with results: one result type may go without parentheses (MLIR's
// parseOptionalArrowTypeList); the printer always writes them.

// ROUNDTRIP-LABEL: func @one_result
// ROUNDTRIP:         %{{.*}} = memref.alloca_scope  -> (i64) {
// ROUNDTRIP:           memref.alloca_scope.return %{{.*}} : i64
// LLVM-LABEL: func @one_result
// LLVM:         %[[SAVED:.*]] = llvm.intr.stacksave : !llvm.ptr loc({{.*}}:[[@LINE+8]]:8)
// LLVM:         llvm.intr.stackrestore %[[SAVED]] : !llvm.ptr loc({{.*}}:[[@LINE+7]]:8)
// The branch out of the body replaces the return, and has its location.
// LLVM-NEXT:    llvm.br ^bb2(%{{.*}} : i64) loc({{.*}}:[[@LINE+8]]:5)
// LLVM-NEXT:  ^bb2(%[[R:.*]]: i64 loc({{.*}}:[[@LINE+4]]:8)):
// LLVM-NEXT:    llvm.br ^bb3 loc({{.*}}:[[@LINE+3]]:8)
// LLVM:         return %[[R]] : i64
func.func @one_result(%n: index) -> i64 {
  %r = memref.alloca_scope -> i64 {
    %a = memref.alloca(%n) : memref<?xi64>
    %c = arith.constant 1 : i64
    memref.alloca_scope.return %c : i64
  }
  return %r : i64
}

// -----

// ROUNDTRIP-LABEL: func @two_results
// ROUNDTRIP:         %{{.*}}:2 = memref.alloca_scope  -> (i32, f32) {
// ROUNDTRIP-LABEL: func @no_result
// ROUNDTRIP:         memref.alloca_scope  {
// ROUNDTRIP-NEXT:    }
func.func @two_results() -> (i32, f32) {
  %r:2 = memref.alloca_scope -> (i32, f32) {
    %c = arith.constant 1 : i32
    %d = arith.constant 2.0 : f32
    memref.alloca_scope.return %c, %d : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}
func.func @no_result() {
  memref.alloca_scope {
    memref.alloca_scope.return
  }
  return
}
