// RUN: oxir-opt %s --convert-to-llvm | FileCheck %s
// An op a conversion pattern replaced stays in the IR until the conversion ends, as in MLIR,
// whose driver replaces uses when the conversion commits: the ops converted after it still see
// it, so a fold looks through it (memref.dim of the memref.alloc it sizes, trunci of an extui),
// while patterns get its replacement.

// CHECK-LABEL: llvm.func @dim_of_alloc(
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %arg0 : i64
func.func @dim_of_alloc(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %m = memref.alloc(%n) : memref<?xf32>
  %d = memref.dim %m, %c0 : memref<?xf32>
  return %d : index
}

// CHECK-LABEL: llvm.func @trunc_of_ext(
// CHECK-NEXT: %0 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %1 = llvm.trunc %arg0 : i32 to i16
// CHECK-NEXT: llvm.return %1 : i16
func.func @trunc_of_ext(%a: i32) -> i16 {
  %e = arith.extui %a : i32 to i64
  %t = arith.trunci %e : i64 to i16
  return %t : i16
}
