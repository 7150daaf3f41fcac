// RUN: oxir-translate --mlir-to-llvmir -split-input-file %s | FileCheck %s --strict-whitespace

// As mlir-translate, the modules of split chunks are separated by one empty line.

// CHECK:      define void @first() {
// CHECK:      !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-EMPTY:
// CHECK-NEXT: ; ModuleID = 'LLVMDialectModule'
// CHECK:      define void @second() {
// CHECK:      !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-EMPTY:
// CHECK-NEXT: ; ModuleID = 'LLVMDialectModule'
// CHECK:      define void @third() {
llvm.func @first() {
  llvm.return
}

// -----

llvm.func @second() {
  llvm.return
}

// -----

llvm.func @third() {
  llvm.return
}
