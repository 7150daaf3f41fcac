// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s

// The llvm dialect's types: inside another llvm type, llvm types lose their `!llvm.` prefix.

// CHECK: llvm.func @ptrs(!llvm.ptr, !llvm.ptr<3>) -> !llvm.ptr<1>
llvm.func @ptrs(!llvm.ptr, !llvm.ptr<3>) -> !llvm.ptr<1>
// CHECK: llvm.func @void_result(i32)
llvm.func @void_result(i32) -> !llvm.void
// CHECK: llvm.func @arrays() -> !llvm.array<2 x array<3 x ptr>>
llvm.func @arrays() -> !llvm.array<2 x !llvm.array<3 x !llvm.ptr>>
// CHECK: llvm.func @literal() -> !llvm.struct<packed (i8, struct<(i32, f32)>, vector<4xf32>)>
llvm.func @literal() -> !llvm.struct<packed (i8, struct<(i32, f32)>, vector<4xf32>)>
// CHECK: llvm.func @identified() -> !llvm.struct<"node", (i32, ptr)>
llvm.func @identified() -> !llvm.struct<"node", (i32, ptr)>
// CHECK: llvm.func @opaque() -> !llvm.struct<"opaque_t", opaque>
llvm.func @opaque() -> !llvm.struct<"opaque_t", opaque>
// CHECK: llvm.func @funcs(!llvm.ptr) -> !llvm.struct<(ptr, array<2 x i64>)>
llvm.func @funcs(!llvm.ptr) -> !llvm.struct<(!llvm.ptr, !llvm.array<2 x i64>)>
