// RUN: oxir-opt %s --convert-vector-to-llvm=vector-contract-lowering=llvmintr | FileCheck %s

// vector.contract through convert-vector-to-llvm with vector-contract-lowering=llvmintr, as mlir-opt 22
// lowers it (the CHECK lines are its output): an unmasked fixed-length matrix product becomes its
// operands transposed to row-major order, flattened by vector.shape_cast (here lowered to
// shufflevectors), llvm.intr.matrix.multiply, the product cast back (and transposed for an (n, m)
// result) and added to the accumulator; other contractions are unrolled as in the dot strategy.

// CHECK-LABEL: func.func @matmul(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = ub.poison : vector<2x4xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %4 = ub.poison : vector<12xf32>
// CHECK-NEXT: %5 = ub.poison : vector<6xf32>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %6 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 1, 2, 9, 10, 11] : vector<6xf32>
// CHECK-NEXT: %9 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %9 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %8 [6, 7, 8, 0, 1, 2] : vector<6xf32>
// CHECK-NEXT: %12 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %12 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %14 = llvm.shufflevector %13, %4 [0, 1, 2, 3, 16, 17, 18, 19, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %16 = llvm.shufflevector %15, %15 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %14 [12, 13, 14, 15, 0, 1, 2, 3, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %19 = llvm.shufflevector %18, %18 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %20 = llvm.shufflevector %19, %17 [12, 13, 14, 15, 16, 17, 18, 19, 0, 1, 2, 3] : vector<12xf32>
// CHECK-NEXT: %21 = llvm.intr.matrix.multiply %11, %20 {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 4 : i32} : (vector<6xf32>, vector<12xf32>) -> vector<8xf32>
// CHECK-NEXT: %22 = llvm.shufflevector %21, %21 [0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %3[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %24 = llvm.shufflevector %21, %21 [4, 5, 6, 7] : vector<8xf32>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %23[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %26 = builtin.unrealized_conversion_cast %25 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %27 = arith.addf %arg2, %26 : vector<2x4xf32>
// CHECK-NEXT: return %27 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_transposed_lhs_i32(%arg0: vector<3x2xi32>, %arg1: vector<3x2xi32>, %arg2: vector<2x2xi32>) -> vector<2x2xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xi32> to !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xi32> to !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %2 = ub.poison : vector<2x2xi32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %4 = ub.poison : vector<6xi32>
// CHECK-NEXT: %5 = ub.poison : vector<2x3xi32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.extractelement %7[%8 : i64] : vector<2xi32>
// CHECK-NEXT: %10 = llvm.extractvalue %6[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %12 = llvm.insertelement %9, %10[%11 : i64] : vector<3xi32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %6[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %14 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %16 = llvm.extractelement %14[%15 : i64] : vector<2xi32>
// CHECK-NEXT: %17 = llvm.extractvalue %13[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %19 = llvm.insertelement %16, %17[%18 : i64] : vector<3xi32>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %13[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %21 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %23 = llvm.extractelement %21[%22 : i64] : vector<2xi32>
// CHECK-NEXT: %24 = llvm.extractvalue %20[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %26 = llvm.insertelement %23, %24[%25 : i64] : vector<3xi32>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %20[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %28 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %30 = llvm.extractelement %28[%29 : i64] : vector<2xi32>
// CHECK-NEXT: %31 = llvm.extractvalue %27[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %32 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %33 = llvm.insertelement %30, %31[%32 : i64] : vector<3xi32>
// CHECK-NEXT: %34 = llvm.insertvalue %33, %27[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %35 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %36 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %37 = llvm.extractelement %35[%36 : i64] : vector<2xi32>
// CHECK-NEXT: %38 = llvm.extractvalue %34[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %39 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %40 = llvm.insertelement %37, %38[%39 : i64] : vector<3xi32>
// CHECK-NEXT: %41 = llvm.insertvalue %40, %34[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %42 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %43 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %44 = llvm.extractelement %42[%43 : i64] : vector<2xi32>
// CHECK-NEXT: %45 = llvm.extractvalue %41[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %46 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %47 = llvm.insertelement %44, %45[%46 : i64] : vector<3xi32>
// CHECK-NEXT: %48 = llvm.insertvalue %47, %41[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %49 = llvm.extractvalue %48[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %50 = llvm.shufflevector %49, %49 [0, 1, 2, 0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %51 = llvm.shufflevector %50, %4 [0, 1, 2, 9, 10, 11] : vector<6xi32>
// CHECK-NEXT: %52 = llvm.extractvalue %48[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %53 = llvm.shufflevector %52, %52 [0, 1, 2, 0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %54 = llvm.shufflevector %53, %51 [6, 7, 8, 0, 1, 2] : vector<6xi32>
// CHECK-NEXT: %55 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %56 = llvm.shufflevector %55, %55 [0, 1, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %57 = llvm.shufflevector %56, %4 [0, 1, 8, 9, 10, 11] : vector<6xi32>
// CHECK-NEXT: %58 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %59 = llvm.shufflevector %58, %58 [0, 1, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %60 = llvm.shufflevector %59, %57 [6, 7, 0, 1, 10, 11] : vector<6xi32>
// CHECK-NEXT: %61 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %62 = llvm.shufflevector %61, %61 [0, 1, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %63 = llvm.shufflevector %62, %60 [6, 7, 8, 9, 0, 1] : vector<6xi32>
// CHECK-NEXT: %64 = llvm.intr.matrix.multiply %54, %63 {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<6xi32>, vector<6xi32>) -> vector<4xi32>
// CHECK-NEXT: %65 = llvm.shufflevector %64, %64 [0, 1] : vector<4xi32>
// CHECK-NEXT: %66 = llvm.insertvalue %65, %3[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %67 = llvm.shufflevector %64, %64 [2, 3] : vector<4xi32>
// CHECK-NEXT: %68 = llvm.insertvalue %67, %66[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %69 = builtin.unrealized_conversion_cast %68 : !llvm.array<2 x vector<2xi32>> to vector<2x2xi32>
// CHECK-NEXT: %70 = arith.addi %arg2, %69 : vector<2x2xi32>
// CHECK-NEXT: return %70 : vector<2x2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_transposed_rhs_and_result(%arg0: vector<2x3xf64>, %arg1: vector<2x3xf64>, %arg2: vector<2x2xf64>) -> vector<2x2xf64> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf64> to !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf64> to !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %2 = ub.poison : vector<2x2xf64>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<2x2xf64> to !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %4 = ub.poison : vector<6xf64>
// CHECK-NEXT: %5 = ub.poison : vector<3x2xf64>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : vector<3x2xf64> to !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.extractelement %7[%8 : i64] : vector<3xf64>
// CHECK-NEXT: %10 = llvm.extractvalue %6[0] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %12 = llvm.insertelement %9, %10[%11 : i64] : vector<2xf64>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %6[0] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %14 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %16 = llvm.extractelement %14[%15 : i64] : vector<3xf64>
// CHECK-NEXT: %17 = llvm.extractvalue %13[1] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %19 = llvm.insertelement %16, %17[%18 : i64] : vector<2xf64>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %13[1] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %21 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %22 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %23 = llvm.extractelement %21[%22 : i64] : vector<3xf64>
// CHECK-NEXT: %24 = llvm.extractvalue %20[2] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %26 = llvm.insertelement %23, %24[%25 : i64] : vector<2xf64>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %20[2] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %28 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %29 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %30 = llvm.extractelement %28[%29 : i64] : vector<3xf64>
// CHECK-NEXT: %31 = llvm.extractvalue %27[0] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %32 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %33 = llvm.insertelement %30, %31[%32 : i64] : vector<2xf64>
// CHECK-NEXT: %34 = llvm.insertvalue %33, %27[0] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %35 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %36 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %37 = llvm.extractelement %35[%36 : i64] : vector<3xf64>
// CHECK-NEXT: %38 = llvm.extractvalue %34[1] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %40 = llvm.insertelement %37, %38[%39 : i64] : vector<2xf64>
// CHECK-NEXT: %41 = llvm.insertvalue %40, %34[1] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %42 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %43 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %44 = llvm.extractelement %42[%43 : i64] : vector<3xf64>
// CHECK-NEXT: %45 = llvm.extractvalue %41[2] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %46 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %47 = llvm.insertelement %44, %45[%46 : i64] : vector<2xf64>
// CHECK-NEXT: %48 = llvm.insertvalue %47, %41[2] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %49 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %50 = llvm.shufflevector %49, %49 [0, 1, 2, 0, 0, 0] : vector<3xf64>
// CHECK-NEXT: %51 = llvm.shufflevector %50, %4 [0, 1, 2, 9, 10, 11] : vector<6xf64>
// CHECK-NEXT: %52 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %53 = llvm.shufflevector %52, %52 [0, 1, 2, 0, 0, 0] : vector<3xf64>
// CHECK-NEXT: %54 = llvm.shufflevector %53, %51 [6, 7, 8, 0, 1, 2] : vector<6xf64>
// CHECK-NEXT: %55 = llvm.extractvalue %48[0] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %56 = llvm.shufflevector %55, %55 [0, 1, 0, 0, 0, 0] : vector<2xf64>
// CHECK-NEXT: %57 = llvm.shufflevector %56, %4 [0, 1, 8, 9, 10, 11] : vector<6xf64>
// CHECK-NEXT: %58 = llvm.extractvalue %48[1] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %59 = llvm.shufflevector %58, %58 [0, 1, 0, 0, 0, 0] : vector<2xf64>
// CHECK-NEXT: %60 = llvm.shufflevector %59, %57 [6, 7, 0, 1, 10, 11] : vector<6xf64>
// CHECK-NEXT: %61 = llvm.extractvalue %48[2] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %62 = llvm.shufflevector %61, %61 [0, 1, 0, 0, 0, 0] : vector<2xf64>
// CHECK-NEXT: %63 = llvm.shufflevector %62, %60 [6, 7, 8, 9, 0, 1] : vector<6xf64>
// CHECK-NEXT: %64 = llvm.intr.matrix.multiply %54, %63 {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<6xf64>, vector<6xf64>) -> vector<4xf64>
// CHECK-NEXT: %65 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %66 = llvm.extractelement %64[%65 : i64] : vector<4xf64>
// CHECK-NEXT: %67 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %68 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %69 = llvm.insertelement %66, %67[%68 : i64] : vector<2xf64>
// CHECK-NEXT: %70 = llvm.insertvalue %69, %3[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %71 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %72 = llvm.extractelement %64[%71 : i64] : vector<4xf64>
// CHECK-NEXT: %73 = llvm.extractvalue %70[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %74 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %75 = llvm.insertelement %72, %73[%74 : i64] : vector<2xf64>
// CHECK-NEXT: %76 = llvm.insertvalue %75, %70[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %77 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %78 = llvm.extractelement %64[%77 : i64] : vector<4xf64>
// CHECK-NEXT: %79 = llvm.extractvalue %76[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %80 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %81 = llvm.insertelement %78, %79[%80 : i64] : vector<2xf64>
// CHECK-NEXT: %82 = llvm.insertvalue %81, %76[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %83 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %84 = llvm.extractelement %64[%83 : i64] : vector<4xf64>
// CHECK-NEXT: %85 = llvm.extractvalue %82[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %86 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %87 = llvm.insertelement %84, %85[%86 : i64] : vector<2xf64>
// CHECK-NEXT: %88 = llvm.insertvalue %87, %82[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %89 = builtin.unrealized_conversion_cast %88 : !llvm.array<2 x vector<2xf64>> to vector<2x2xf64>
// CHECK-NEXT: %90 = arith.addf %arg2, %89 : vector<2x2xf64>
// CHECK-NEXT: return %90 : vector<2x2xf64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_matmul(%arg0: vector<2x1x2xf32>, %arg1: vector<2x2x1xf32>, %arg2: vector<2x1x1xf32>) -> vector<2x1x1xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x2x1xf32> to !llvm.array<2 x array<2 x vector<1xf32>>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x1x2xf32> to !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : vector<2x1x1xf32> to !llvm.array<2 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %3 = ub.poison : vector<1x1xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<1x1xf32> to !llvm.array<1 x vector<1xf32>>
// CHECK-NEXT: %5 = ub.poison : vector<2xf32>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x1x1xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %cst : vector<2x1x1xf32> to !llvm.array<2 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %7 = llvm.extractvalue %2[0] : !llvm.array<2 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
// CHECK-NEXT: %9 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<1xf32>>>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<1xf32>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %14 = llvm.insertelement %12, %5[%13 : i64] : vector<2xf32>
// CHECK-NEXT: %15 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<1xf32>>>
// CHECK-NEXT: %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %17 = llvm.extractelement %15[%16 : i64] : vector<1xf32>
// CHECK-NEXT: %18 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %19 = llvm.insertelement %17, %14[%18 : i64] : vector<2xf32>
// CHECK-NEXT: %20 = llvm.intr.matrix.multiply %9, %19 {lhs_columns = 2 : i32, lhs_rows = 1 : i32, rhs_columns = 1 : i32} : (vector<2xf32>, vector<2xf32>) -> vector<1xf32>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %4[0] : !llvm.array<1 x vector<1xf32>>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
// CHECK-NEXT: %23 = arith.addf %8, %22 : vector<1x1xf32>
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : vector<1x1xf32> to !llvm.array<1 x vector<1xf32>>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %6[0] : !llvm.array<2 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %26 = llvm.extractvalue %2[1] : !llvm.array<2 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %27 = builtin.unrealized_conversion_cast %26 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
// CHECK-NEXT: %28 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %29 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<1xf32>>>
// CHECK-NEXT: %30 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %31 = llvm.extractelement %29[%30 : i64] : vector<1xf32>
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %33 = llvm.insertelement %31, %5[%32 : i64] : vector<2xf32>
// CHECK-NEXT: %34 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<1xf32>>>
// CHECK-NEXT: %35 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %36 = llvm.extractelement %34[%35 : i64] : vector<1xf32>
// CHECK-NEXT: %37 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %38 = llvm.insertelement %36, %33[%37 : i64] : vector<2xf32>
// CHECK-NEXT: %39 = llvm.intr.matrix.multiply %28, %38 {lhs_columns = 2 : i32, lhs_rows = 1 : i32, rhs_columns = 1 : i32} : (vector<2xf32>, vector<2xf32>) -> vector<1xf32>
// CHECK-NEXT: %40 = llvm.insertvalue %39, %4[0] : !llvm.array<1 x vector<1xf32>>
// CHECK-NEXT: %41 = builtin.unrealized_conversion_cast %40 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
// CHECK-NEXT: %42 = arith.addf %27, %41 : vector<1x1xf32>
// CHECK-NEXT: %43 = builtin.unrealized_conversion_cast %42 : vector<1x1xf32> to !llvm.array<1 x vector<1xf32>>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %25[1] : !llvm.array<2 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %45 = builtin.unrealized_conversion_cast %44 : !llvm.array<2 x array<1 x vector<1xf32>>> to vector<2x1x1xf32>
// CHECK-NEXT: return %45 : vector<2x1x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matvec(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %arg2[%2 : i64] : vector<2xf32>
// CHECK-NEXT: %4 = arith.mulf %1, %arg1 : vector<3xf32>
// CHECK-NEXT: %5 = "llvm.intr.vector.reduce.fadd"(%3, %4) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %7 = llvm.insertelement %5, %cst[%6 : i64] : vector<2xf32>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %10 = llvm.extractelement %arg2[%9 : i64] : vector<2xf32>
// CHECK-NEXT: %11 = arith.mulf %8, %arg1 : vector<3xf32>
// CHECK-NEXT: %12 = "llvm.intr.vector.reduce.fadd"(%10, %11) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %14 = llvm.insertelement %12, %7[%13 : i64] : vector<2xf32>
// CHECK-NEXT: return %14 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_scalable(%arg0: vector<2x3xf32>, %arg1: vector<3x[4]xf32>, %arg2: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x[4]xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %5 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %3, %arg1, %4 : vector<3xf32>, vector<3x[4]xf32> into vector<[4]xf32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %2[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %9 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %7, %arg1, %8 : vector<3xf32>, vector<3x[4]xf32> into vector<[4]xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %6[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<2 x vector<[4]xf32>> to vector<2x[4]xf32>
// CHECK-NEXT: return %11 : vector<2x[4]xf32>
// CHECK-NEXT: }

#mk = affine_map<(m, n, k) -> (m, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
#nm = affine_map<(m, n, k) -> (n, m)>

func.func @matmul(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

func.func @matmul_transposed_lhs_i32(%a: vector<3x2xi32>, %b: vector<3x2xi32>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %0 = vector.contract {indexing_maps = [#km, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<3x2xi32>, vector<3x2xi32> into vector<2x2xi32>
  return %0 : vector<2x2xi32>
}

func.func @matmul_transposed_rhs_and_result(%a: vector<2x3xf64>, %b: vector<2x3xf64>, %c: vector<2x2xf64>) -> vector<2x2xf64> {
  %0 = vector.contract {indexing_maps = [#mk, #nk, #nm], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf64>, vector<2x3xf64> into vector<2x2xf64>
  return %0 : vector<2x2xf64>
}

// The batch dimension is unrolled, each slice a matrix product.
func.func @batch_matmul(%a: vector<2x1x2xf32>, %b: vector<2x2x1xf32>, %c: vector<2x1x1xf32>) -> vector<2x1x1xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x1x2xf32>, vector<2x2x1xf32> into vector<2x1x1xf32>
  return %0 : vector<2x1x1xf32>
}

// Not a matrix product: unrolled as the dot strategy unrolls it.
func.func @matvec(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}

// Scalable: no intrinsic.
func.func @matmul_scalable(%a: vector<2x3xf32>, %b: vector<3x[4]xf32>, %c: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x[4]xf32> into vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
