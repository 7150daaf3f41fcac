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

// -----

// Of an unranked memref: a new ranked descriptor on the stack (MLIR's
// `UnrankedMemRefDescriptor::computeSize` bytes), its two pointers loaded from the source's, cast
// to the new address space and stored, its offset, sizes and strides copied by `llvm.intr.memcpy`.
func.func @memory_space_cast_unranked(%arg : memref<*xi8, 3>) -> memref<*xi8> {
  %0 = memref.memory_space_cast %arg : memref<*xi8, 3> to memref<*xi8>
  return %0 : memref<*xi8>
}

// CHECK-LABEL: func.func @memory_space_cast_unranked(
// CHECK:      %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<*xi8, 3> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[RANK:.*]] = llvm.extractvalue %[[D]][0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[SRC:.*]] = llvm.extractvalue %[[D]][1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[R0:.*]] = llvm.insertvalue %[[RANK]], %[[P]][0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[TWO:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[ISZ:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %[[PSZ:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %[[PTRS:.*]] = llvm.mul %[[TWO]], %[[PSZ]] : i64
// CHECK-NEXT: %[[R:.*]] = llvm.extractvalue %[[R0]][0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[R2:.*]] = llvm.mul %[[TWO]], %[[R]] : i64
// CHECK-NEXT: %[[N:.*]] = llvm.add %[[R2]], %[[ONE]] : i64
// CHECK-NEXT: %[[NB:.*]] = llvm.mul %[[N]], %[[ISZ]] : i64
// CHECK-NEXT: %[[SIZE:.*]] = llvm.add %[[PTRS]], %[[NB]] : i64
// CHECK-NEXT: %[[MEM:.*]] = llvm.alloca %[[SIZE]] x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[RES:.*]] = llvm.insertvalue %[[MEM]], %[[R0]][1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[CAST:.*]] = builtin.unrealized_conversion_cast %[[RES]] : !llvm.struct<(i64, ptr)> to memref<*xi8>
// CHECK-NEXT: %[[ALLOC:.*]] = llvm.load %[[SRC]] : !llvm.ptr -> !llvm.ptr<3>
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr %[[SRC]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: %[[ALIGN:.*]] = llvm.load %[[G]] : !llvm.ptr -> !llvm.ptr<3>
// CHECK-NEXT: %[[A0:.*]] = llvm.addrspacecast %[[ALLOC]] : !llvm.ptr<3> to !llvm.ptr
// CHECK-NEXT: %[[A1:.*]] = llvm.addrspacecast %[[ALIGN]] : !llvm.ptr<3> to !llvm.ptr
// CHECK-NEXT: llvm.store %[[A0]], %[[MEM]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[G1:.*]] = llvm.getelementptr %[[MEM]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %[[A1]], %[[G1]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[FROM:.*]] = llvm.getelementptr %[[SRC]][2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: %[[TO:.*]] = llvm.getelementptr %[[MEM]][2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[SKIP:.*]] = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %[[LEN:.*]] = llvm.sub %[[SIZE]], %[[SKIP]] : i64
// CHECK-NEXT: "llvm.intr.memcpy"(%[[TO]], %[[FROM]], %[[LEN]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: return %[[CAST]] : memref<*xi8>
