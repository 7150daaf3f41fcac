// RUN: oxir-opt %s --split-input-file --finalize-memref-to-llvm | FileCheck %s
// `memref.memory_space_cast` of a ranked memref: both pointers of the descriptor are cast to the
// new address space (MLIR's MemorySpaceCastOpLowering).

func.func @memory_space_cast(%arg0: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> memref<?x4xf32, strided<[?, 1], offset: ?>, 3> {
  %0 = memref.memory_space_cast %arg0 : memref<?x4xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>, 3>
  return %0 : memref<?x4xf32, strided<[?, 1], offset: ?>, 3>
}

// CHECK-LABEL: func.func @memory_space_cast(%arg0: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> memref<?x4xf32, strided<[?, 1], offset: ?>, 3> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x4xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.addrspacecast %1 : !llvm.ptr to !llvm.ptr<3>
// CHECK-NEXT: %9 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<3>
// CHECK-NEXT: %10 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %3, %12[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %4, %13[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %6, %14[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %5, %15[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %7, %16[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32, strided<[?, 1], offset: ?>, 3>
// CHECK-NEXT: return %18 : memref<?x4xf32, strided<[?, 1], offset: ?>, 3>
// CHECK-NEXT: }
