// RUN: oxir-opt %s --finalize-memref-to-llvm | FileCheck %s
// Allocations build descriptors around malloc (with manual alignment) or alloca; dealloc frees
// the allocated pointer; loads and stores address aligned + offset + sum(index * stride).

func.func @f(%n: index, %i: index, %v: f32) -> f32 {
  %a = memref.alloc(%n) : memref<?x4xf32>
  %b = memref.alloca() : memref<8xi32>
  memref.store %v, %a[%i, %i] : memref<?x4xf32>
  %x = memref.load %a[%i, %i] : memref<?x4xf32>
  %d = memref.dim %a, %i : memref<?x4xf32>
  memref.dealloc %a : memref<?x4xf32>
  return %x : f32
}
func.func @g(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>, %i: index) -> f32 {
  %x = memref.load %m[%i, %i] : memref<4x?xf32, strided<[?, 1], offset: ?>>
  %z = memref.alloc() {alignment = 64} : memref<2xf64>
  return %x : f32
}

// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.mul %2, %1 : i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT: %8 = llvm.call @malloc(%7) : (i64) -> !llvm.ptr
// CHECK-NEXT: %9 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %1, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %2, %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %2, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %3, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %20 = llvm.alloca %18 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %21 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %20, %21[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %18, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %19, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %30 = llvm.mul %0, %29 overflow<nsw, nuw> : i64
// CHECK-NEXT: %31 = llvm.add %30, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %32 = llvm.getelementptr inbounds{{ ?[|] ?}}nuw %28[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg2, %32 : f32, !llvm.ptr
// CHECK-NEXT: %33 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %34 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %35 = llvm.mul %0, %34 overflow<nsw, nuw> : i64
// CHECK-NEXT: %36 = llvm.add %35, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %37 = llvm.getelementptr inbounds{{ ?[|] ?}}nuw %33[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %38 = llvm.load %37 : !llvm.ptr -> f32
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %40 = llvm.extractvalue %17[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %41 = llvm.alloca %39 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %40, %41 : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT: %42 = llvm.getelementptr %41[0, %0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT: %43 = llvm.load %42 : !llvm.ptr -> i64
// CHECK-NEXT: %44 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.call @free(%44) : (!llvm.ptr) -> ()
// CHECK-NEXT: return %38 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: memref<4x?xf32, strided<[?, 1], offset: ?>>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.getelementptr %2[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %5 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.mul %0, %5 overflow<nsw, nuw> : i64
// CHECK-NEXT: %7 = llvm.add %6, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %8 = llvm.getelementptr inbounds{{ ?[|] ?}}nuw %4[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %9 = llvm.load %8 : !llvm.ptr -> f32
// CHECK-NEXT: %10 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %13 = llvm.getelementptr %12[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT: %14 = llvm.ptrtoint %13 : !llvm.ptr to i64
// CHECK-NEXT: %15 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT: %16 = llvm.add %14, %15 : i64
// CHECK-NEXT: %17 = llvm.call @malloc(%16) : (i64) -> !llvm.ptr
// CHECK-NEXT: %18 = llvm.ptrtoint %17 : !llvm.ptr to i64
// CHECK-NEXT: %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %20 = llvm.sub %15, %19 : i64
// CHECK-NEXT: %21 = llvm.add %18, %20 : i64
// CHECK-NEXT: %22 = llvm.urem %21, %15 : i64
// CHECK-NEXT: %23 = llvm.sub %21, %22 : i64
// CHECK-NEXT: %24 = llvm.inttoptr %23 : i64 to !llvm.ptr
// CHECK-NEXT: %25 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %17, %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %24, %26[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %29 = llvm.insertvalue %28, %27[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %30 = llvm.insertvalue %10, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %31 = llvm.insertvalue %11, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: return %9 : f32
// CHECK-NEXT: }
