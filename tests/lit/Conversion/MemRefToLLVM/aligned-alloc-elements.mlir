// RUN: oxir-opt %s --split-input-file --finalize-memref-to-llvm=use-aligned-alloc=1 | FileCheck %s
// With aligned_alloc, an allocation without `alignment` is aligned to its element's size rounded
// up to a power of two, at least 16 bytes (vectors round their innermost dimension up to a power of
// two; memref elements are descriptors).

func.func @aligned_elements() -> (memref<8xvector<8xf32>>, memref<8xvector<3xf16>>, memref<4xvector<2x3xi8>>, memref<2xmemref<?x?xf32>>, memref<2xmemref<*xf32>>) {
  %0 = memref.alloc() : memref<8xvector<8xf32>>
  %1 = memref.alloc() : memref<8xvector<3xf16>>
  %2 = memref.alloc() : memref<4xvector<2x3xi8>>
  %3 = memref.alloc() : memref<2xmemref<?x?xf32>>
  %4 = memref.alloc() : memref<2xmemref<*xf32>>
  return %0, %1, %2, %3, %4 : memref<8xvector<8xf32>>, memref<8xvector<3xf16>>, memref<4xvector<2x3xi8>>, memref<2xmemref<?x?xf32>>, memref<2xmemref<*xf32>>
}

// CHECK: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-LABEL: func.func @aligned_elements() -> (memref<8xvector<8xf32>>, memref<8xvector<3xf16>>, memref<4xvector<2x3xi8>>, memref<2xmemref<?x?xf32>>, memref<2xmemref<*xf32>>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<8xf32>
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %6 = llvm.call @aligned_alloc(%5, %4) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %0, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %1, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<8xvector<8xf32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %17 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %18 = llvm.getelementptr %17[%15] : (!llvm.ptr, i64) -> !llvm.ptr, vector<3xf16>
// CHECK-NEXT: %19 = llvm.ptrtoint %18 : !llvm.ptr to i64
// CHECK-NEXT: %20 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %21 = llvm.call @aligned_alloc(%20, %19) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %22 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %26 = llvm.insertvalue %25, %24[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %15, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.insertvalue %16, %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<8xvector<3xf16>>
// CHECK-NEXT: %30 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %31 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %32 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %33 = llvm.getelementptr %32[%30] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
// CHECK-NEXT: %35 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %36 = llvm.call @aligned_alloc(%35, %34) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %37 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.insertvalue %36, %37[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %39 = llvm.insertvalue %36, %38[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %40 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %41 = llvm.insertvalue %40, %39[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %42 = llvm.insertvalue %30, %41[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %43 = llvm.insertvalue %31, %42[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %44 = builtin.unrealized_conversion_cast %43 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xvector<2x3xi8>>
// CHECK-NEXT: %45 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %46 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %47 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %48 = llvm.getelementptr %47[%45] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %49 = llvm.ptrtoint %48 : !llvm.ptr to i64
// CHECK-NEXT: %50 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT: %51 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %52 = llvm.sub %50, %51 : i64
// CHECK-NEXT: %53 = llvm.add %49, %52 : i64
// CHECK-NEXT: %54 = llvm.urem %53, %50 : i64
// CHECK-NEXT: %55 = llvm.sub %53, %54 : i64
// CHECK-NEXT: %56 = llvm.call @aligned_alloc(%50, %55) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %57 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %58 = llvm.insertvalue %56, %57[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %59 = llvm.insertvalue %56, %58[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %60 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %61 = llvm.insertvalue %60, %59[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %62 = llvm.insertvalue %45, %61[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %63 = llvm.insertvalue %46, %62[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %64 = builtin.unrealized_conversion_cast %63 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xmemref<?x?xf32>>
// CHECK-NEXT: %65 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %66 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %67 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %68 = llvm.getelementptr %67[%65] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %69 = llvm.ptrtoint %68 : !llvm.ptr to i64
// CHECK-NEXT: %70 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %71 = llvm.call @aligned_alloc(%70, %69) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %72 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %73 = llvm.insertvalue %71, %72[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %74 = llvm.insertvalue %71, %73[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %75 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %76 = llvm.insertvalue %75, %74[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %77 = llvm.insertvalue %65, %76[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %78 = llvm.insertvalue %66, %77[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %79 = builtin.unrealized_conversion_cast %78 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xmemref<*xf32>>
// CHECK-NEXT: return %14, %29, %44, %64, %79 : memref<8xvector<8xf32>>, memref<8xvector<3xf16>>, memref<4xvector<2x3xi8>>, memref<2xmemref<?x?xf32>>, memref<2xmemref<*xf32>>
// CHECK-NEXT: }
