// RUN: oxir-opt %s --split-input-file --finalize-memref-to-llvm --convert-cf-to-llvm --mlir-print-op-generic | FileCheck %s
// The declarations and globals a lowering adds at the start of the module are built as MLIR's
// builders build them, so their generic form carries the default-valued properties (CConv,
// linkage, visibility_, addr_space) as mlir-opt 22 prints them.

// CHECK-LABEL: "builtin.module"
// CHECK: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
func.func @f() -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

// CHECK-LABEL: "builtin.module"
// CHECK: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "abort", visibility_ = 0 : i64}> ({
// CHECK: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "puts", visibility_ = 0 : i64}> ({
// CHECK: "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<5 x i8>, linkage = #llvm.linkage<private>, sym_name = "assert_msg", value = dense<[98, 111, 111, 109, 0]> : tensor<5xi8>, visibility_ = 0 : i64}> ({
func.func @g(%c: i1) {
  cf.assert %c, "boom"
  return
}
