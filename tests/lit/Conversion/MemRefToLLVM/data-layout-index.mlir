// RUN: oxir-opt %s --finalize-memref-to-llvm | FileCheck %s

// finalize-memref-to-llvm takes the index bitwidth from the module's dlti.dl_spec, as MLIR 22's
// does: descriptors, address arithmetic and malloc's size are i32 here (CHECK lines: mlir-opt
// 22's output).

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
// CHECK-NEXT: llvm.func @malloc(i32) -> !llvm.ptr
// CHECK-NEXT: func.func @load(%arg0: memref<4x?xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %5 = llvm.mul %1, %4 overflow<nsw, nuw> : i32
// CHECK-NEXT: %6 = llvm.add %5, %0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %7 = llvm.getelementptr inbounds|nuw %3[%6] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.load %7 : !llvm.ptr -> f32
// CHECK-NEXT: return %8 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @alloc(%arg0: index) -> memref<?xindex> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i32
// CHECK-NEXT: %5 = llvm.call @malloc(%4) : (i32) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> to memref<?xindex>
// CHECK-NEXT: return %13 : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
module attributes { dlti.dl_spec = #dlti.dl_spec<index = 32> } {
  func.func @load(%m: memref<4x?xf32>, %i: index, %j: index) -> f32 {
    %0 = memref.load %m[%i, %j] : memref<4x?xf32>
    return %0 : f32
  }
  func.func @alloc(%n: index) -> memref<?xindex> {
    %0 = memref.alloc(%n) : memref<?xindex>
    return %0 : memref<?xindex>
  }
}
