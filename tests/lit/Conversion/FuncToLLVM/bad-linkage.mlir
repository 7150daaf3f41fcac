// RUN: oxir-opt %s --convert-func-to-llvm --verify-diagnostics | FileCheck %s

// An `llvm.linkage` that is not a `#llvm.linkage<...>`: MLIR's error, emitted while the pass goes
// on; the function stays a func.func (the pass does not fail).

// CHECK: func.func private @badllvmlinkage(i32) attributes {llvm.linkage = 3 : i64}
// CHECK: llvm.func @good(
// expected-error@+1 {{Contains llvm.linkage attribute not of type LLVM::LinkageAttr}}
func.func private @badllvmlinkage(i32) attributes {llvm.linkage = 3 : i64}
func.func @good(%a: i32) -> i32 {
  return %a : i32
}
