// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s

// The invariant markers' token pointer is `!llvm.ptr` (MLIR's `LLVM_DefaultPointer`) whatever
// the address space of the pointer they mark.

// CHECK-LABEL: "func.func"
// CHECK: %[[S:.*]] = "llvm.intr.invariant.start"(%{{.*}}) <{size = 1 : i64}> : (!llvm.ptr<1>) -> !llvm.ptr
// CHECK: "llvm.intr.invariant.end"(%[[S]], %{{.*}}) <{size = 1 : i64}> : (!llvm.ptr, !llvm.ptr<1>) -> ()
func.func @f(%p: !llvm.ptr<1>) {
  %0 = llvm.intr.invariant.start 1, %p : !llvm.ptr<1>
  llvm.intr.invariant.end %0, 1, %p : !llvm.ptr<1>
  return
}
