// RUN: oxir-opt %s --split-input-file --finalize-memref-to-llvm | FileCheck %s
// Allocations of non-scalar elements (vectors, memrefs) are aligned to the element's size, as
// MLIR's AllocOpLowering does without an `alignment`; an unranked memref is freed through the
// allocated pointer its ranked descriptor holds.

func.func @alloc_vector_elements() -> (memref<16xvector<4xf32>>, memref<2xmemref<?xf32>>, memref<3xi8>) {
  %0 = memref.alloc() : memref<16xvector<4xf32>>
  %1 = memref.alloc() : memref<2xmemref<?xf32>>
  %2 = memref.alloc() : memref<3xi8>
  return %0, %1, %2 : memref<16xvector<4xf32>>, memref<2xmemref<?xf32>>, memref<3xi8>
}

// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @alloc_vector_elements() -> (memref<16xvector<4xf32>>, memref<2xmemref<?xf32>>, memref<3xi8>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT: %8 = llvm.add %4, %7 : i64
// CHECK-NEXT: %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
// CHECK-NEXT: %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.sub %7, %11 : i64
// CHECK-NEXT: %13 = llvm.add %10, %12 : i64
// CHECK-NEXT: %14 = llvm.urem %13, %7 : i64
// CHECK-NEXT: %15 = llvm.sub %13, %14 : i64
// CHECK-NEXT: %16 = llvm.inttoptr %15 : i64 to !llvm.ptr
// CHECK-NEXT: %17 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %9, %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %0, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %1, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<16xvector<4xf32>>
// CHECK-NEXT: %25 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %27 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %28 = llvm.getelementptr %27[%25] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.ptrtoint %28 : !llvm.ptr to i64
// CHECK-NEXT: %30 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %31 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.ptrtoint %31 : !llvm.ptr to i64
// CHECK-NEXT: %33 = llvm.add %29, %32 : i64
// CHECK-NEXT: %34 = llvm.call @malloc(%33) : (i64) -> !llvm.ptr
// CHECK-NEXT: %35 = llvm.ptrtoint %34 : !llvm.ptr to i64
// CHECK-NEXT: %36 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %37 = llvm.sub %32, %36 : i64
// CHECK-NEXT: %38 = llvm.add %35, %37 : i64
// CHECK-NEXT: %39 = llvm.urem %38, %32 : i64
// CHECK-NEXT: %40 = llvm.sub %38, %39 : i64
// CHECK-NEXT: %41 = llvm.inttoptr %40 : i64 to !llvm.ptr
// CHECK-NEXT: %42 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %43 = llvm.insertvalue %34, %42[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %44 = llvm.insertvalue %41, %43[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %45 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %46 = llvm.insertvalue %45, %44[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %47 = llvm.insertvalue %25, %46[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %48 = llvm.insertvalue %26, %47[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %49 = builtin.unrealized_conversion_cast %48 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xmemref<?xf32>>
// CHECK-NEXT: %50 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %51 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %52 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %53 = llvm.getelementptr %52[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %54 = llvm.ptrtoint %53 : !llvm.ptr to i64
// CHECK-NEXT: %55 = llvm.call @malloc(%54) : (i64) -> !llvm.ptr
// CHECK-NEXT: %56 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %57 = llvm.insertvalue %55, %56[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %58 = llvm.insertvalue %55, %57[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %59 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %60 = llvm.insertvalue %59, %58[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %61 = llvm.insertvalue %50, %60[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %62 = llvm.insertvalue %51, %61[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %63 = builtin.unrealized_conversion_cast %62 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<3xi8>
// CHECK-NEXT: return %24, %49, %63 : memref<16xvector<4xf32>>, memref<2xmemref<?xf32>>, memref<3xi8>
// CHECK-NEXT: }

// -----

func.func @unranked_dealloc(%arg0: memref<*xf32>) {
  memref.dealloc %arg0 : memref<*xf32>
  return
}

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: func.func @unranked_dealloc(%arg0: memref<*xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.call @free(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
