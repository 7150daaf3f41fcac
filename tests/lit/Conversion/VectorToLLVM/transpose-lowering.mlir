// RUN: oxir-opt %s --convert-vector-to-llvm=vector-transpose-lowering=llvmintr | FileCheck %s --check-prefix=INTR
// RUN: oxir-opt %s --convert-vector-to-llvm=vector-transpose-lowering=shuffle1d | FileCheck %s --check-prefix=SHUFFLE

// vector.transpose through convert-vector-to-llvm with the vector-transpose-lowering strategies, as
// mlir-opt 22 lowers them (the CHECK lines are its output): llvmintr makes a 2-D transpose
// llvm.intr.matrix.transpose of the flattened vector (rows and columns being the result's
// dimensions); shuffle1d makes a transpose of a 2-D slice one shuffle of the flattened vector; the
// others are moved element by element.

// INTR-LABEL: func.func @t2d(%arg0: vector<2x3xf32>) -> vector<3x2xf32> {
// INTR-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// INTR-NEXT: %1 = ub.poison : vector<3x2xf32>
// INTR-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// INTR-NEXT: %3 = ub.poison : vector<6xf32>
// INTR-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// INTR-NEXT: %5 = llvm.shufflevector %4, %4 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// INTR-NEXT: %6 = llvm.shufflevector %5, %3 [0, 1, 2, 9, 10, 11] : vector<6xf32>
// INTR-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// INTR-NEXT: %8 = llvm.shufflevector %7, %7 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// INTR-NEXT: %9 = llvm.shufflevector %8, %6 [6, 7, 8, 0, 1, 2] : vector<6xf32>
// INTR-NEXT: %10 = llvm.intr.matrix.transpose %9 {columns = 2 : i32, rows = 3 : i32} : vector<6xf32> into vector<6xf32>
// INTR-NEXT: %11 = llvm.shufflevector %10, %10 [0, 1] : vector<6xf32>
// INTR-NEXT: %12 = llvm.insertvalue %11, %2[0] : !llvm.array<3 x vector<2xf32>>
// INTR-NEXT: %13 = llvm.shufflevector %10, %10 [2, 3] : vector<6xf32>
// INTR-NEXT: %14 = llvm.insertvalue %13, %12[1] : !llvm.array<3 x vector<2xf32>>
// INTR-NEXT: %15 = llvm.shufflevector %10, %10 [4, 5] : vector<6xf32>
// INTR-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.array<3 x vector<2xf32>>
// INTR-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// INTR-NEXT: return %17 : vector<3x2xf32>
// INTR-NEXT: }
// INTR-LABEL: func.func @t4d_slice_i8(%arg0: vector<1x4x1x2xi8>) -> vector<1x2x1x4xi8> {
// INTR-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x4x1x2xi8> to !llvm.array<1 x array<4 x array<1 x vector<2xi8>>>>
// INTR-NEXT: %1 = ub.poison : vector<1x2x1x4xi8>
// INTR-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<1x2x1x4xi8> to !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %3 = llvm.extractvalue %0[0, 0, 0] : !llvm.array<1 x array<4 x array<1 x vector<2xi8>>>>
// INTR-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// INTR-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<2xi8>
// INTR-NEXT: %6 = llvm.extractvalue %2[0, 0, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// INTR-NEXT: %8 = llvm.insertelement %5, %6[%7 : i64] : vector<4xi8>
// INTR-NEXT: %9 = llvm.insertvalue %8, %2[0, 0, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %10 = llvm.extractvalue %0[0, 0, 0] : !llvm.array<1 x array<4 x array<1 x vector<2xi8>>>>
// INTR-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// INTR-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<2xi8>
// INTR-NEXT: %13 = llvm.extractvalue %9[0, 1, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// INTR-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<4xi8>
// INTR-NEXT: %16 = llvm.insertvalue %15, %9[0, 1, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %17 = llvm.extractvalue %0[0, 1, 0] : !llvm.array<1 x array<4 x array<1 x vector<2xi8>>>>
// INTR-NEXT: %18 = llvm.mlir.constant(0 : i64) : i64
// INTR-NEXT: %19 = llvm.extractelement %17[%18 : i64] : vector<2xi8>
// INTR-NEXT: %20 = llvm.extractvalue %16[0, 0, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %21 = llvm.mlir.constant(1 : i64) : i64
// INTR-NEXT: %22 = llvm.insertelement %19, %20[%21 : i64] : vector<4xi8>
// INTR-NEXT: %23 = llvm.insertvalue %22, %16[0, 0, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %24 = llvm.extractvalue %0[0, 1, 0] : !llvm.array<1 x array<4 x array<1 x vector<2xi8>>>>
// INTR-NEXT: %25 = llvm.mlir.constant(1 : i64) : i64
// INTR-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<2xi8>
// INTR-NEXT: %27 = llvm.extractvalue %23[0, 1, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// INTR-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<4xi8>
// INTR-NEXT: %30 = llvm.insertvalue %29, %23[0, 1, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %31 = llvm.extractvalue %0[0, 2, 0] : !llvm.array<1 x array<4 x array<1 x vector<2xi8>>>>
// INTR-NEXT: %32 = llvm.mlir.constant(0 : i64) : i64
// INTR-NEXT: %33 = llvm.extractelement %31[%32 : i64] : vector<2xi8>
// INTR-NEXT: %34 = llvm.extractvalue %30[0, 0, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %35 = llvm.mlir.constant(2 : i64) : i64
// INTR-NEXT: %36 = llvm.insertelement %33, %34[%35 : i64] : vector<4xi8>
// INTR-NEXT: %37 = llvm.insertvalue %36, %30[0, 0, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %38 = llvm.extractvalue %0[0, 2, 0] : !llvm.array<1 x array<4 x array<1 x vector<2xi8>>>>
// INTR-NEXT: %39 = llvm.mlir.constant(1 : i64) : i64
// INTR-NEXT: %40 = llvm.extractelement %38[%39 : i64] : vector<2xi8>
// INTR-NEXT: %41 = llvm.extractvalue %37[0, 1, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %42 = llvm.mlir.constant(2 : i64) : i64
// INTR-NEXT: %43 = llvm.insertelement %40, %41[%42 : i64] : vector<4xi8>
// INTR-NEXT: %44 = llvm.insertvalue %43, %37[0, 1, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %45 = llvm.extractvalue %0[0, 3, 0] : !llvm.array<1 x array<4 x array<1 x vector<2xi8>>>>
// INTR-NEXT: %46 = llvm.mlir.constant(0 : i64) : i64
// INTR-NEXT: %47 = llvm.extractelement %45[%46 : i64] : vector<2xi8>
// INTR-NEXT: %48 = llvm.extractvalue %44[0, 0, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %49 = llvm.mlir.constant(3 : i64) : i64
// INTR-NEXT: %50 = llvm.insertelement %47, %48[%49 : i64] : vector<4xi8>
// INTR-NEXT: %51 = llvm.insertvalue %50, %44[0, 0, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %52 = llvm.extractvalue %0[0, 3, 0] : !llvm.array<1 x array<4 x array<1 x vector<2xi8>>>>
// INTR-NEXT: %53 = llvm.mlir.constant(1 : i64) : i64
// INTR-NEXT: %54 = llvm.extractelement %52[%53 : i64] : vector<2xi8>
// INTR-NEXT: %55 = llvm.extractvalue %51[0, 1, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %56 = llvm.mlir.constant(3 : i64) : i64
// INTR-NEXT: %57 = llvm.insertelement %54, %55[%56 : i64] : vector<4xi8>
// INTR-NEXT: %58 = llvm.insertvalue %57, %51[0, 1, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// INTR-NEXT: %59 = builtin.unrealized_conversion_cast %58 : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>> to vector<1x2x1x4xi8>
// INTR-NEXT: return %59 : vector<1x2x1x4xi8>
// INTR-NEXT: }
// INTR-LABEL: func.func @t3d(%arg0: vector<2x3x2xf32>) -> vector<3x2x2xf32> {
// INTR-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x2xf32> to !llvm.array<2 x array<3 x vector<2xf32>>>
// INTR-NEXT: %1 = ub.poison : vector<3x2x2xf32>
// INTR-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<3x2x2xf32> to !llvm.array<3 x array<2 x vector<2xf32>>>
// INTR-NEXT: %3 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// INTR-NEXT: %4 = llvm.insertvalue %3, %2[0, 0] : !llvm.array<3 x array<2 x vector<2xf32>>>
// INTR-NEXT: %5 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// INTR-NEXT: %6 = llvm.insertvalue %5, %4[1, 0] : !llvm.array<3 x array<2 x vector<2xf32>>>
// INTR-NEXT: %7 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// INTR-NEXT: %8 = llvm.insertvalue %7, %6[2, 0] : !llvm.array<3 x array<2 x vector<2xf32>>>
// INTR-NEXT: %9 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// INTR-NEXT: %10 = llvm.insertvalue %9, %8[0, 1] : !llvm.array<3 x array<2 x vector<2xf32>>>
// INTR-NEXT: %11 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// INTR-NEXT: %12 = llvm.insertvalue %11, %10[1, 1] : !llvm.array<3 x array<2 x vector<2xf32>>>
// INTR-NEXT: %13 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// INTR-NEXT: %14 = llvm.insertvalue %13, %12[2, 1] : !llvm.array<3 x array<2 x vector<2xf32>>>
// INTR-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<3 x array<2 x vector<2xf32>>> to vector<3x2x2xf32>
// INTR-NEXT: return %15 : vector<3x2x2xf32>
// INTR-NEXT: }
// INTR-LABEL: func.func @scalable(%arg0: vector<2x[4]xf32>) -> vector<[4]x2xf32> {
// INTR-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<2x[4]xf32> to vector<[4]x2xf32>
// INTR-NEXT: return %0 : vector<[4]x2xf32>
// INTR-NEXT: }

// SHUFFLE-LABEL: func.func @t2d(%arg0: vector<2x3xf32>) -> vector<3x2xf32> {
// SHUFFLE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// SHUFFLE-NEXT: %1 = ub.poison : vector<3x2xf32>
// SHUFFLE-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// SHUFFLE-NEXT: %3 = ub.poison : vector<6xf32>
// SHUFFLE-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// SHUFFLE-NEXT: %5 = llvm.shufflevector %4, %4 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// SHUFFLE-NEXT: %6 = llvm.shufflevector %5, %3 [0, 1, 2, 9, 10, 11] : vector<6xf32>
// SHUFFLE-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// SHUFFLE-NEXT: %8 = llvm.shufflevector %7, %7 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// SHUFFLE-NEXT: %9 = llvm.shufflevector %8, %6 [6, 7, 8, 0, 1, 2] : vector<6xf32>
// SHUFFLE-NEXT: %10 = llvm.shufflevector %9, %9 [0, 3, 1, 4, 2, 5] : vector<6xf32>
// SHUFFLE-NEXT: %11 = llvm.shufflevector %10, %10 [0, 1] : vector<6xf32>
// SHUFFLE-NEXT: %12 = llvm.insertvalue %11, %2[0] : !llvm.array<3 x vector<2xf32>>
// SHUFFLE-NEXT: %13 = llvm.shufflevector %10, %10 [2, 3] : vector<6xf32>
// SHUFFLE-NEXT: %14 = llvm.insertvalue %13, %12[1] : !llvm.array<3 x vector<2xf32>>
// SHUFFLE-NEXT: %15 = llvm.shufflevector %10, %10 [4, 5] : vector<6xf32>
// SHUFFLE-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.array<3 x vector<2xf32>>
// SHUFFLE-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// SHUFFLE-NEXT: return %17 : vector<3x2xf32>
// SHUFFLE-NEXT: }
// SHUFFLE-LABEL: func.func @t4d_slice_i8(%arg0: vector<1x4x1x2xi8>) -> vector<1x2x1x4xi8> {
// SHUFFLE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x4x1x2xi8> to !llvm.array<1 x array<4 x array<1 x vector<2xi8>>>>
// SHUFFLE-NEXT: %1 = ub.poison : vector<1x2x1x4xi8>
// SHUFFLE-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<1x2x1x4xi8> to !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// SHUFFLE-NEXT: %3 = ub.poison : vector<8xi8>
// SHUFFLE-NEXT: %4 = llvm.extractvalue %0[0, 0, 0] : !llvm.array<1 x array<4 x array<1 x vector<2xi8>>>>
// SHUFFLE-NEXT: %5 = llvm.shufflevector %4, %4 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi8>
// SHUFFLE-NEXT: %6 = llvm.shufflevector %5, %3 [0, 1, 10, 11, 12, 13, 14, 15] : vector<8xi8>
// SHUFFLE-NEXT: %7 = llvm.extractvalue %0[0, 1, 0] : !llvm.array<1 x array<4 x array<1 x vector<2xi8>>>>
// SHUFFLE-NEXT: %8 = llvm.shufflevector %7, %7 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi8>
// SHUFFLE-NEXT: %9 = llvm.shufflevector %8, %6 [8, 9, 0, 1, 12, 13, 14, 15] : vector<8xi8>
// SHUFFLE-NEXT: %10 = llvm.extractvalue %0[0, 2, 0] : !llvm.array<1 x array<4 x array<1 x vector<2xi8>>>>
// SHUFFLE-NEXT: %11 = llvm.shufflevector %10, %10 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi8>
// SHUFFLE-NEXT: %12 = llvm.shufflevector %11, %9 [8, 9, 10, 11, 0, 1, 14, 15] : vector<8xi8>
// SHUFFLE-NEXT: %13 = llvm.extractvalue %0[0, 3, 0] : !llvm.array<1 x array<4 x array<1 x vector<2xi8>>>>
// SHUFFLE-NEXT: %14 = llvm.shufflevector %13, %13 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi8>
// SHUFFLE-NEXT: %15 = llvm.shufflevector %14, %12 [8, 9, 10, 11, 12, 13, 0, 1] : vector<8xi8>
// SHUFFLE-NEXT: %16 = llvm.shufflevector %15, %15 [0, 2, 4, 6, 1, 3, 5, 7] : vector<8xi8>
// SHUFFLE-NEXT: %17 = llvm.shufflevector %16, %16 [0, 1, 2, 3] : vector<8xi8>
// SHUFFLE-NEXT: %18 = llvm.insertvalue %17, %2[0, 0, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// SHUFFLE-NEXT: %19 = llvm.shufflevector %16, %16 [4, 5, 6, 7] : vector<8xi8>
// SHUFFLE-NEXT: %20 = llvm.insertvalue %19, %18[0, 1, 0] : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>>
// SHUFFLE-NEXT: %21 = builtin.unrealized_conversion_cast %20 : !llvm.array<1 x array<2 x array<1 x vector<4xi8>>>> to vector<1x2x1x4xi8>
// SHUFFLE-NEXT: return %21 : vector<1x2x1x4xi8>
// SHUFFLE-NEXT: }
// SHUFFLE-LABEL: func.func @t3d(%arg0: vector<2x3x2xf32>) -> vector<3x2x2xf32> {
// SHUFFLE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x2xf32> to !llvm.array<2 x array<3 x vector<2xf32>>>
// SHUFFLE-NEXT: %1 = ub.poison : vector<3x2x2xf32>
// SHUFFLE-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<3x2x2xf32> to !llvm.array<3 x array<2 x vector<2xf32>>>
// SHUFFLE-NEXT: %3 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// SHUFFLE-NEXT: %4 = llvm.insertvalue %3, %2[0, 0] : !llvm.array<3 x array<2 x vector<2xf32>>>
// SHUFFLE-NEXT: %5 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// SHUFFLE-NEXT: %6 = llvm.insertvalue %5, %4[1, 0] : !llvm.array<3 x array<2 x vector<2xf32>>>
// SHUFFLE-NEXT: %7 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// SHUFFLE-NEXT: %8 = llvm.insertvalue %7, %6[2, 0] : !llvm.array<3 x array<2 x vector<2xf32>>>
// SHUFFLE-NEXT: %9 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// SHUFFLE-NEXT: %10 = llvm.insertvalue %9, %8[0, 1] : !llvm.array<3 x array<2 x vector<2xf32>>>
// SHUFFLE-NEXT: %11 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// SHUFFLE-NEXT: %12 = llvm.insertvalue %11, %10[1, 1] : !llvm.array<3 x array<2 x vector<2xf32>>>
// SHUFFLE-NEXT: %13 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// SHUFFLE-NEXT: %14 = llvm.insertvalue %13, %12[2, 1] : !llvm.array<3 x array<2 x vector<2xf32>>>
// SHUFFLE-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<3 x array<2 x vector<2xf32>>> to vector<3x2x2xf32>
// SHUFFLE-NEXT: return %15 : vector<3x2x2xf32>
// SHUFFLE-NEXT: }
// SHUFFLE-LABEL: func.func @scalable(%arg0: vector<2x[4]xf32>) -> vector<[4]x2xf32> {
// SHUFFLE-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<2x[4]xf32> to vector<[4]x2xf32>
// SHUFFLE-NEXT: return %0 : vector<[4]x2xf32>
// SHUFFLE-NEXT: }

func.func @t2d(%a: vector<2x3xf32>) -> vector<3x2xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}

// A 2-D slice of a 4-D vector: the two dimensions larger than one are swapped.
func.func @t4d_slice_i8(%a: vector<1x4x1x2xi8>) -> vector<1x2x1x4xi8> {
  %0 = vector.transpose %a, [0, 3, 2, 1] : vector<1x4x1x2xi8> to vector<1x2x1x4xi8>
  return %0 : vector<1x2x1x4xi8>
}

// Not a 2-D slice: element by element in every strategy.
func.func @t3d(%a: vector<2x3x2xf32>) -> vector<3x2x2xf32> {
  %0 = vector.transpose %a, [1, 0, 2] : vector<2x3x2xf32> to vector<3x2x2xf32>
  return %0 : vector<3x2x2xf32>
}

// Scalable: left as it is.
func.func @scalable(%a: vector<2x[4]xf32>) -> vector<[4]x2xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<2x[4]xf32> to vector<[4]x2xf32>
  return %0 : vector<[4]x2xf32>
}
