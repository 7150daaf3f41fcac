// RUN: oxir-opt %s --convert-vector-to-llvm --split-input-file | FileCheck %s
// RUN: oxir-opt %s --convert-vector-to-llvm='force-32bit-vector-indices=0' --split-input-file | FileCheck %s --check-prefix=CHECK64

// n-D vector.create_mask through convert-vector-to-llvm, as mlir-opt 22 lowers it (the CHECK
// lines are its output): MLIR's CreateMaskOpLowering unrolls the leading (fixed) dimension, each
// row the mask of the trailing dimensions where the row index is below the bound, all false
// elsewhere; the trailing 1-D mask is a comparison with a constant index vector, or with
// llvm.intr.stepvector when it is scalable.

func.func @nd_scalable(%a: index, %b: index) -> vector<2x[4]xi1> {
  %0 = vector.create_mask %a, %b : vector<2x[4]xi1>
  return %0 : vector<2x[4]xi1>
}

// CHECK-LABEL: func.func @nd_scalable(%arg0: index, %arg1: index) -> vector<2x[4]xi1> {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %cst = arith.constant dense<false> : vector<2x[4]xi1>
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %cst : vector<2x[4]xi1> to !llvm.array<2 x vector<[4]xi1>>
// CHECK-NEXT:   %cst_0 = arith.constant dense<false> : vector<[4]xi1>
// CHECK-NEXT:   %1 = llvm.intr.stepvector : vector<[4]xi32>
// CHECK-NEXT:   %2 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT:   %3 = llvm.mlir.poison : vector<[4]xi32>
// CHECK-NEXT:   %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %5 = llvm.insertelement %2, %3[%4 : i32] : vector<[4]xi32>
// CHECK-NEXT:   %6 = llvm.shufflevector %5, %3 [0, 0, 0, 0] : vector<[4]xi32> 
// CHECK-NEXT:   %7 = arith.cmpi slt, %1, %6 : vector<[4]xi32>
// CHECK-NEXT:   %8 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK-NEXT:   %9 = arith.select %8, %7, %cst_0 : vector<[4]xi1>
// CHECK-NEXT:   %10 = llvm.insertvalue %9, %0[0] : !llvm.array<2 x vector<[4]xi1>> 
// CHECK-NEXT:   %11 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK-NEXT:   %12 = arith.select %11, %7, %cst_0 : vector<[4]xi1>
// CHECK-NEXT:   %13 = llvm.insertvalue %12, %10[1] : !llvm.array<2 x vector<[4]xi1>> 
// CHECK-NEXT:   %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<2 x vector<[4]xi1>> to vector<2x[4]xi1>
// CHECK-NEXT:   return %14 : vector<2x[4]xi1>

// CHECK64-LABEL: func.func @nd_scalable(%arg0: index, %arg1: index) -> vector<2x[4]xi1> {
// CHECK64-NEXT:   %c1 = arith.constant 1 : index
// CHECK64-NEXT:   %c0 = arith.constant 0 : index
// CHECK64-NEXT:   %cst = arith.constant dense<false> : vector<2x[4]xi1>
// CHECK64-NEXT:   %0 = builtin.unrealized_conversion_cast %cst : vector<2x[4]xi1> to !llvm.array<2 x vector<[4]xi1>>
// CHECK64-NEXT:   %cst_0 = arith.constant dense<false> : vector<[4]xi1>
// CHECK64-NEXT:   %1 = llvm.intr.stepvector : vector<[4]xi64>
// CHECK64-NEXT:   %2 = arith.index_cast %arg1 : index to i64
// CHECK64-NEXT:   %3 = llvm.mlir.poison : vector<[4]xi64>
// CHECK64-NEXT:   %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK64-NEXT:   %5 = llvm.insertelement %2, %3[%4 : i32] : vector<[4]xi64>
// CHECK64-NEXT:   %6 = llvm.shufflevector %5, %3 [0, 0, 0, 0] : vector<[4]xi64> 
// CHECK64-NEXT:   %7 = arith.cmpi slt, %1, %6 : vector<[4]xi64>
// CHECK64-NEXT:   %8 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK64-NEXT:   %9 = arith.select %8, %7, %cst_0 : vector<[4]xi1>
// CHECK64-NEXT:   %10 = llvm.insertvalue %9, %0[0] : !llvm.array<2 x vector<[4]xi1>> 
// CHECK64-NEXT:   %11 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK64-NEXT:   %12 = arith.select %11, %7, %cst_0 : vector<[4]xi1>
// CHECK64-NEXT:   %13 = llvm.insertvalue %12, %10[1] : !llvm.array<2 x vector<[4]xi1>> 
// CHECK64-NEXT:   %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<2 x vector<[4]xi1>> to vector<2x[4]xi1>
// CHECK64-NEXT:   return %14 : vector<2x[4]xi1>

// -----

func.func @nd_fixed(%a: index, %b: index, %c: index) -> vector<2x3x4xi1> {
  %0 = vector.create_mask %a, %b, %c : vector<2x3x4xi1>
  return %0 : vector<2x3x4xi1>
}

// CHECK-LABEL: func.func @nd_fixed(%arg0: index, %arg1: index, %arg2: index) -> vector<2x3x4xi1> {
// CHECK-NEXT:   %cst = arith.constant dense<false> : vector<2x3x4xi1>
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %cst : vector<2x3x4xi1> to !llvm.array<2 x array<3 x vector<4xi1>>>
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %cst_0 = arith.constant dense<false> : vector<3x4xi1>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %cst_0 : vector<3x4xi1> to !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:   %cst_1 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT:   %cst_2 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:   %2 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:   %3 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT:   %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %5 = llvm.insertelement %2, %3[%4 : i32] : vector<4xi32>
// CHECK-NEXT:   %6 = llvm.shufflevector %5, %3 [0, 0, 0, 0] : vector<4xi32> 
// CHECK-NEXT:   %7 = arith.cmpi sgt, %6, %cst_2 : vector<4xi32>
// CHECK-NEXT:   %8 = arith.cmpi sgt, %arg1, %c0 : index
// CHECK-NEXT:   %9 = arith.select %8, %7, %cst_1 : vector<4xi1>
// CHECK-NEXT:   %10 = llvm.insertvalue %9, %1[0] : !llvm.array<3 x vector<4xi1>> 
// CHECK-NEXT:   %11 = arith.cmpi sgt, %arg1, %c1 : index
// CHECK-NEXT:   %12 = arith.select %11, %7, %cst_1 : vector<4xi1>
// CHECK-NEXT:   %13 = llvm.insertvalue %12, %10[1] : !llvm.array<3 x vector<4xi1>> 
// CHECK-NEXT:   %14 = arith.cmpi sgt, %arg1, %c2 : index
// CHECK-NEXT:   %15 = arith.select %14, %7, %cst_1 : vector<4xi1>
// CHECK-NEXT:   %16 = llvm.insertvalue %15, %13[2] : !llvm.array<3 x vector<4xi1>> 
// CHECK-NEXT:   %17 = builtin.unrealized_conversion_cast %16 : !llvm.array<3 x vector<4xi1>> to vector<3x4xi1>
// CHECK-NEXT:   %18 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK-NEXT:   %19 = arith.select %18, %17, %cst_0 : vector<3x4xi1>
// CHECK-NEXT:   %20 = builtin.unrealized_conversion_cast %19 : vector<3x4xi1> to !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:   %21 = llvm.insertvalue %20, %0[0] : !llvm.array<2 x array<3 x vector<4xi1>>> 
// CHECK-NEXT:   %22 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK-NEXT:   %23 = arith.select %22, %17, %cst_0 : vector<3x4xi1>
// CHECK-NEXT:   %24 = builtin.unrealized_conversion_cast %23 : vector<3x4xi1> to !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:   %25 = llvm.insertvalue %24, %21[1] : !llvm.array<2 x array<3 x vector<4xi1>>> 
// CHECK-NEXT:   %26 = builtin.unrealized_conversion_cast %25 : !llvm.array<2 x array<3 x vector<4xi1>>> to vector<2x3x4xi1>
// CHECK-NEXT:   return %26 : vector<2x3x4xi1>

// CHECK64-LABEL: func.func @nd_fixed(%arg0: index, %arg1: index, %arg2: index) -> vector<2x3x4xi1> {
// CHECK64-NEXT:   %cst = arith.constant dense<false> : vector<2x3x4xi1>
// CHECK64-NEXT:   %0 = builtin.unrealized_conversion_cast %cst : vector<2x3x4xi1> to !llvm.array<2 x array<3 x vector<4xi1>>>
// CHECK64-NEXT:   %c2 = arith.constant 2 : index
// CHECK64-NEXT:   %c1 = arith.constant 1 : index
// CHECK64-NEXT:   %c0 = arith.constant 0 : index
// CHECK64-NEXT:   %cst_0 = arith.constant dense<false> : vector<3x4xi1>
// CHECK64-NEXT:   %1 = builtin.unrealized_conversion_cast %cst_0 : vector<3x4xi1> to !llvm.array<3 x vector<4xi1>>
// CHECK64-NEXT:   %cst_1 = arith.constant dense<false> : vector<4xi1>
// CHECK64-NEXT:   %cst_2 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
// CHECK64-NEXT:   %2 = arith.index_cast %arg2 : index to i64
// CHECK64-NEXT:   %3 = llvm.mlir.poison : vector<4xi64>
// CHECK64-NEXT:   %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK64-NEXT:   %5 = llvm.insertelement %2, %3[%4 : i32] : vector<4xi64>
// CHECK64-NEXT:   %6 = llvm.shufflevector %5, %3 [0, 0, 0, 0] : vector<4xi64> 
// CHECK64-NEXT:   %7 = arith.cmpi sgt, %6, %cst_2 : vector<4xi64>
// CHECK64-NEXT:   %8 = arith.cmpi sgt, %arg1, %c0 : index
// CHECK64-NEXT:   %9 = arith.select %8, %7, %cst_1 : vector<4xi1>
// CHECK64-NEXT:   %10 = llvm.insertvalue %9, %1[0] : !llvm.array<3 x vector<4xi1>> 
// CHECK64-NEXT:   %11 = arith.cmpi sgt, %arg1, %c1 : index
// CHECK64-NEXT:   %12 = arith.select %11, %7, %cst_1 : vector<4xi1>
// CHECK64-NEXT:   %13 = llvm.insertvalue %12, %10[1] : !llvm.array<3 x vector<4xi1>> 
// CHECK64-NEXT:   %14 = arith.cmpi sgt, %arg1, %c2 : index
// CHECK64-NEXT:   %15 = arith.select %14, %7, %cst_1 : vector<4xi1>
// CHECK64-NEXT:   %16 = llvm.insertvalue %15, %13[2] : !llvm.array<3 x vector<4xi1>> 
// CHECK64-NEXT:   %17 = builtin.unrealized_conversion_cast %16 : !llvm.array<3 x vector<4xi1>> to vector<3x4xi1>
// CHECK64-NEXT:   %18 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK64-NEXT:   %19 = arith.select %18, %17, %cst_0 : vector<3x4xi1>
// CHECK64-NEXT:   %20 = builtin.unrealized_conversion_cast %19 : vector<3x4xi1> to !llvm.array<3 x vector<4xi1>>
// CHECK64-NEXT:   %21 = llvm.insertvalue %20, %0[0] : !llvm.array<2 x array<3 x vector<4xi1>>> 
// CHECK64-NEXT:   %22 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK64-NEXT:   %23 = arith.select %22, %17, %cst_0 : vector<3x4xi1>
// CHECK64-NEXT:   %24 = builtin.unrealized_conversion_cast %23 : vector<3x4xi1> to !llvm.array<3 x vector<4xi1>>
// CHECK64-NEXT:   %25 = llvm.insertvalue %24, %21[1] : !llvm.array<2 x array<3 x vector<4xi1>>> 
// CHECK64-NEXT:   %26 = builtin.unrealized_conversion_cast %25 : !llvm.array<2 x array<3 x vector<4xi1>>> to vector<2x3x4xi1>
// CHECK64-NEXT:   return %26 : vector<2x3x4xi1>

// -----

func.func @nd_scalable_3d(%a: index, %b: index, %c: index) -> vector<2x2x[2]xi1> {
  %0 = vector.create_mask %a, %b, %c : vector<2x2x[2]xi1>
  return %0 : vector<2x2x[2]xi1>
}

// CHECK-LABEL: func.func @nd_scalable_3d(%arg0: index, %arg1: index, %arg2: index) -> vector<2x2x[2]xi1> {
// CHECK-NEXT:   %cst = arith.constant dense<false> : vector<2x2x[2]xi1>
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %cst : vector<2x2x[2]xi1> to !llvm.array<2 x array<2 x vector<[2]xi1>>>
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %cst_0 = arith.constant dense<false> : vector<2x[2]xi1>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %cst_0 : vector<2x[2]xi1> to !llvm.array<2 x vector<[2]xi1>>
// CHECK-NEXT:   %cst_1 = arith.constant dense<false> : vector<[2]xi1>
// CHECK-NEXT:   %2 = llvm.intr.stepvector : vector<[2]xi32>
// CHECK-NEXT:   %3 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:   %4 = llvm.mlir.poison : vector<[2]xi32>
// CHECK-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<[2]xi32>
// CHECK-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0] : vector<[2]xi32> 
// CHECK-NEXT:   %8 = arith.cmpi slt, %2, %7 : vector<[2]xi32>
// CHECK-NEXT:   %9 = arith.cmpi sgt, %arg1, %c0 : index
// CHECK-NEXT:   %10 = arith.select %9, %8, %cst_1 : vector<[2]xi1>
// CHECK-NEXT:   %11 = llvm.insertvalue %10, %1[0] : !llvm.array<2 x vector<[2]xi1>> 
// CHECK-NEXT:   %12 = arith.cmpi sgt, %arg1, %c1 : index
// CHECK-NEXT:   %13 = arith.select %12, %8, %cst_1 : vector<[2]xi1>
// CHECK-NEXT:   %14 = llvm.insertvalue %13, %11[1] : !llvm.array<2 x vector<[2]xi1>> 
// CHECK-NEXT:   %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<2 x vector<[2]xi1>> to vector<2x[2]xi1>
// CHECK-NEXT:   %16 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK-NEXT:   %17 = arith.select %16, %15, %cst_0 : vector<2x[2]xi1>
// CHECK-NEXT:   %18 = builtin.unrealized_conversion_cast %17 : vector<2x[2]xi1> to !llvm.array<2 x vector<[2]xi1>>
// CHECK-NEXT:   %19 = llvm.insertvalue %18, %0[0] : !llvm.array<2 x array<2 x vector<[2]xi1>>> 
// CHECK-NEXT:   %20 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK-NEXT:   %21 = arith.select %20, %15, %cst_0 : vector<2x[2]xi1>
// CHECK-NEXT:   %22 = builtin.unrealized_conversion_cast %21 : vector<2x[2]xi1> to !llvm.array<2 x vector<[2]xi1>>
// CHECK-NEXT:   %23 = llvm.insertvalue %22, %19[1] : !llvm.array<2 x array<2 x vector<[2]xi1>>> 
// CHECK-NEXT:   %24 = builtin.unrealized_conversion_cast %23 : !llvm.array<2 x array<2 x vector<[2]xi1>>> to vector<2x2x[2]xi1>
// CHECK-NEXT:   return %24 : vector<2x2x[2]xi1>

// CHECK64-LABEL: func.func @nd_scalable_3d(%arg0: index, %arg1: index, %arg2: index) -> vector<2x2x[2]xi1> {
// CHECK64-NEXT:   %cst = arith.constant dense<false> : vector<2x2x[2]xi1>
// CHECK64-NEXT:   %0 = builtin.unrealized_conversion_cast %cst : vector<2x2x[2]xi1> to !llvm.array<2 x array<2 x vector<[2]xi1>>>
// CHECK64-NEXT:   %c1 = arith.constant 1 : index
// CHECK64-NEXT:   %c0 = arith.constant 0 : index
// CHECK64-NEXT:   %cst_0 = arith.constant dense<false> : vector<2x[2]xi1>
// CHECK64-NEXT:   %1 = builtin.unrealized_conversion_cast %cst_0 : vector<2x[2]xi1> to !llvm.array<2 x vector<[2]xi1>>
// CHECK64-NEXT:   %cst_1 = arith.constant dense<false> : vector<[2]xi1>
// CHECK64-NEXT:   %2 = llvm.intr.stepvector : vector<[2]xi64>
// CHECK64-NEXT:   %3 = arith.index_cast %arg2 : index to i64
// CHECK64-NEXT:   %4 = llvm.mlir.poison : vector<[2]xi64>
// CHECK64-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK64-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<[2]xi64>
// CHECK64-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0] : vector<[2]xi64> 
// CHECK64-NEXT:   %8 = arith.cmpi slt, %2, %7 : vector<[2]xi64>
// CHECK64-NEXT:   %9 = arith.cmpi sgt, %arg1, %c0 : index
// CHECK64-NEXT:   %10 = arith.select %9, %8, %cst_1 : vector<[2]xi1>
// CHECK64-NEXT:   %11 = llvm.insertvalue %10, %1[0] : !llvm.array<2 x vector<[2]xi1>> 
// CHECK64-NEXT:   %12 = arith.cmpi sgt, %arg1, %c1 : index
// CHECK64-NEXT:   %13 = arith.select %12, %8, %cst_1 : vector<[2]xi1>
// CHECK64-NEXT:   %14 = llvm.insertvalue %13, %11[1] : !llvm.array<2 x vector<[2]xi1>> 
// CHECK64-NEXT:   %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<2 x vector<[2]xi1>> to vector<2x[2]xi1>
// CHECK64-NEXT:   %16 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK64-NEXT:   %17 = arith.select %16, %15, %cst_0 : vector<2x[2]xi1>
// CHECK64-NEXT:   %18 = builtin.unrealized_conversion_cast %17 : vector<2x[2]xi1> to !llvm.array<2 x vector<[2]xi1>>
// CHECK64-NEXT:   %19 = llvm.insertvalue %18, %0[0] : !llvm.array<2 x array<2 x vector<[2]xi1>>> 
// CHECK64-NEXT:   %20 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK64-NEXT:   %21 = arith.select %20, %15, %cst_0 : vector<2x[2]xi1>
// CHECK64-NEXT:   %22 = builtin.unrealized_conversion_cast %21 : vector<2x[2]xi1> to !llvm.array<2 x vector<[2]xi1>>
// CHECK64-NEXT:   %23 = llvm.insertvalue %22, %19[1] : !llvm.array<2 x array<2 x vector<[2]xi1>>> 
// CHECK64-NEXT:   %24 = builtin.unrealized_conversion_cast %23 : !llvm.array<2 x array<2 x vector<[2]xi1>>> to vector<2x2x[2]xi1>
// CHECK64-NEXT:   return %24 : vector<2x2x[2]xi1>

// -----

func.func @leading_scalable(%a: index, %b: index) -> vector<[2]x4xi1> {
  %0 = vector.create_mask %a, %b : vector<[2]x4xi1>
  return %0 : vector<[2]x4xi1>
}

// CHECK-LABEL: func.func @leading_scalable(%arg0: index, %arg1: index) -> vector<[2]x4xi1> {
// CHECK-NEXT:   %0 = vector.create_mask %arg0, %arg1 : vector<[2]x4xi1>
// CHECK-NEXT:   return %0 : vector<[2]x4xi1>

// CHECK64-LABEL: func.func @leading_scalable(%arg0: index, %arg1: index) -> vector<[2]x4xi1> {
// CHECK64-NEXT:   %0 = vector.create_mask %arg0, %arg1 : vector<[2]x4xi1>
// CHECK64-NEXT:   return %0 : vector<[2]x4xi1>

// -----

func.func @constant_bound(%b: index) -> vector<3x[4]xi1> {
  %c2 = arith.constant 2 : index
  %0 = vector.create_mask %c2, %b : vector<3x[4]xi1>
  return %0 : vector<3x[4]xi1>
}

// CHECK-LABEL: func.func @constant_bound(%arg0: index) -> vector<3x[4]xi1> {
// CHECK-NEXT:   %cst = arith.constant dense<false> : vector<3x[4]xi1>
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %cst : vector<3x[4]xi1> to !llvm.array<3 x vector<[4]xi1>>
// CHECK-NEXT:   %cst_0 = arith.constant dense<false> : vector<[4]xi1>
// CHECK-NEXT:   %1 = llvm.intr.stepvector : vector<[4]xi32>
// CHECK-NEXT:   %2 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:   %3 = llvm.mlir.poison : vector<[4]xi32>
// CHECK-NEXT:   %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %5 = llvm.insertelement %2, %3[%4 : i32] : vector<[4]xi32>
// CHECK-NEXT:   %6 = llvm.shufflevector %5, %3 [0, 0, 0, 0] : vector<[4]xi32> 
// CHECK-NEXT:   %7 = arith.cmpi slt, %1, %6 : vector<[4]xi32>
// CHECK-NEXT:   %8 = llvm.insertvalue %7, %0[0] : !llvm.array<3 x vector<[4]xi1>> 
// CHECK-NEXT:   %9 = llvm.insertvalue %7, %8[1] : !llvm.array<3 x vector<[4]xi1>> 
// CHECK-NEXT:   %10 = llvm.insertvalue %cst_0, %9[2] : !llvm.array<3 x vector<[4]xi1>> 
// CHECK-NEXT:   %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<3 x vector<[4]xi1>> to vector<3x[4]xi1>
// CHECK-NEXT:   return %11 : vector<3x[4]xi1>

// CHECK64-LABEL: func.func @constant_bound(%arg0: index) -> vector<3x[4]xi1> {
// CHECK64-NEXT:   %cst = arith.constant dense<false> : vector<3x[4]xi1>
// CHECK64-NEXT:   %0 = builtin.unrealized_conversion_cast %cst : vector<3x[4]xi1> to !llvm.array<3 x vector<[4]xi1>>
// CHECK64-NEXT:   %cst_0 = arith.constant dense<false> : vector<[4]xi1>
// CHECK64-NEXT:   %1 = llvm.intr.stepvector : vector<[4]xi64>
// CHECK64-NEXT:   %2 = arith.index_cast %arg0 : index to i64
// CHECK64-NEXT:   %3 = llvm.mlir.poison : vector<[4]xi64>
// CHECK64-NEXT:   %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK64-NEXT:   %5 = llvm.insertelement %2, %3[%4 : i32] : vector<[4]xi64>
// CHECK64-NEXT:   %6 = llvm.shufflevector %5, %3 [0, 0, 0, 0] : vector<[4]xi64> 
// CHECK64-NEXT:   %7 = arith.cmpi slt, %1, %6 : vector<[4]xi64>
// CHECK64-NEXT:   %8 = llvm.insertvalue %7, %0[0] : !llvm.array<3 x vector<[4]xi1>> 
// CHECK64-NEXT:   %9 = llvm.insertvalue %7, %8[1] : !llvm.array<3 x vector<[4]xi1>> 
// CHECK64-NEXT:   %10 = llvm.insertvalue %cst_0, %9[2] : !llvm.array<3 x vector<[4]xi1>> 
// CHECK64-NEXT:   %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<3 x vector<[4]xi1>> to vector<3x[4]xi1>
// CHECK64-NEXT:   return %11 : vector<3x[4]xi1>
