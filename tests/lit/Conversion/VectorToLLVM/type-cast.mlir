// RUN: oxir-opt %s --convert-vector-to-llvm | FileCheck %s

// vector.type_cast becomes a new memref descriptor around the operand's pointers (offset 0, the
// result's static sizes and contiguous strides), as mlir-opt 22's VectorTypeCastOpConversion.

func.func @f(%a: memref<8x8x8xf32>) -> memref<vector<8x8x8xf32>> {
  %0 = vector.type_cast %a : memref<8x8x8xf32> to memref<vector<8x8x8xf32>>
  return %0 : memref<vector<8x8x8xf32>>
}
func.func @g(%b: memref<vector<3x4xf32>>) -> memref<3xvector<4xf32>> {
  %1 = vector.type_cast %b : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
  return %1 : memref<3xvector<4xf32>>
}
func.func @h(%b: memref<8x8x8xf32, 3>) -> memref<vector<8x8x8xf32>, 3> {
  %1 = vector.type_cast %b : memref<8x8x8xf32, 3> to memref<vector<8x8x8xf32>, 3>
  return %1 : memref<vector<8x8x8xf32>, 3>
}

// CHECK-LABEL: func.func @f(%arg0: memref<8x8x8xf32>) -> memref<vector<8x8x8xf32>> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : memref<8x8x8xf32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64)> to memref<vector<8x8x8xf32>>
// CHECK-NEXT:   return %8 : memref<vector<8x8x8xf32>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: memref<vector<3x4xf32>>) -> memref<3xvector<4xf32>> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : memref<vector<3x4xf32>> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %8 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %9 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %11 = llvm.insertvalue %10, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<3xvector<4xf32>>
// CHECK-NEXT:   return %12 : memref<3xvector<4xf32>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @h(%arg0: memref<8x8x8xf32, 3>) -> memref<vector<8x8x8xf32>, 3> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : memref<8x8x8xf32, 3> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %1 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT:   %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT:   %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT:   %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr<3>, ptr<3>, i64)> to memref<vector<8x8x8xf32>, 3>
// CHECK-NEXT:   return %8 : memref<vector<8x8x8xf32>, 3>
// CHECK-NEXT: }
