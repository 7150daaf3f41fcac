// RUN: oxir-translate --mlir-to-llvmir -split-input-file %s | FileCheck %s

// `llvm.insertvalue` and `llvm.extractvalue` with a position of several indices become one
// LLVM instruction with the same index path, as mlir-translate builds them (a memref
// descriptor's `[3, 0]` is `insertvalue ..., 3, 0`), not a chain of one-index instructions.

// CHECK-LABEL: define { ptr, ptr, i64, [1 x i64], [1 x i64] } @descriptor(
// CHECK-NEXT:    %[[S:.*]] = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %0, i64 %1, 3, 0
// CHECK-NEXT:    %[[E:.*]] = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %[[S]], 4, 0
// CHECK-NEXT:    %[[T:.*]] = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %[[S]], i64 %[[E]], 3, 0
// CHECK-NEXT:    %[[F:.*]] = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %[[T]], 3
// CHECK-NEXT:    %[[G:.*]] = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %[[T]], [1 x i64] %[[F]], 4
// CHECK-NEXT:    ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %[[G]]
llvm.func @descriptor(%d: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, %x: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
  %0 = llvm.insertvalue %x, %d[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %2 = llvm.insertvalue %1, %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %3 = llvm.extractvalue %2[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %4 = llvm.insertvalue %3, %2[4] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  llvm.return %4 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
}

// -----

// Three levels deep, through an array of structs.
// CHECK-LABEL: define float @deep(
// CHECK-NEXT:    %[[I:.*]] = insertvalue { i32, [2 x { float, i8 }] } %0, float %1, 1, 1, 0
// CHECK-NEXT:    %[[X:.*]] = extractvalue { i32, [2 x { float, i8 }] } %[[I]], 1, 1, 0
// CHECK-NEXT:    ret float %[[X]]
llvm.func @deep(%a: !llvm.struct<(i32, array<2 x struct<(f32, i8)>>)>, %f: f32) -> f32 {
  %0 = llvm.insertvalue %f, %a[1, 1, 0] : !llvm.struct<(i32, array<2 x struct<(f32, i8)>>)>
  %1 = llvm.extractvalue %0[1, 1, 0] : !llvm.struct<(i32, array<2 x struct<(f32, i8)>>)>
  llvm.return %1 : f32
}

// -----

// Constants fold along the path as LLVM's IRBuilder folds them (mlir-translate's output).
// CHECK-LABEL: define { i64, [2 x i64] } @folded()
// CHECK-NEXT:    ret { i64, [2 x i64] } { i64 undef, [2 x i64] [i64 undef, i64 3] }
llvm.func @folded() -> !llvm.struct<(i64, array<2 x i64>)> {
  %u = llvm.mlir.undef : !llvm.struct<(i64, array<2 x i64>)>
  %c = llvm.mlir.constant(3 : i64) : i64
  %r = llvm.insertvalue %c, %u[1, 1] : !llvm.struct<(i64, array<2 x i64>)>
  llvm.return %r : !llvm.struct<(i64, array<2 x i64>)>
}
