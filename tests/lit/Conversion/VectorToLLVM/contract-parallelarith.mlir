// RUN: oxir-opt %s --convert-vector-to-llvm=vector-contract-lowering=parallelarith | FileCheck %s

// vector.contract through convert-vector-to-llvm with vector-contract-lowering=parallelarith, as
// mlir-opt 22 lowers it (the CHECK lines are its output): a contraction whose reduction dimensions
// all have size one becomes elementwise arithmetic; the others are unrolled as in the dot strategy.

// CHECK-LABEL: func.func @unit_reduction(%arg0: vector<4x1xf32>, %arg1: vector<1x3xf32>, %arg2: vector<4x3xf32>) -> vector<4x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<1x3xf32> to !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<4x1xf32> to !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4x3xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %4 = ub.poison : vector<1x4x3xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : vector<1x4x3xf32> to !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.extractelement %6[%7 : i64] : vector<1xf32>
// CHECK-NEXT: %9 = llvm.extractvalue %5[0, 0] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %11 = llvm.insertelement %8, %9[%10 : i64] : vector<3xf32>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %5[0, 0] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %13 = llvm.extractvalue %2[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.extractelement %13[%14 : i64] : vector<1xf32>
// CHECK-NEXT: %16 = llvm.extractvalue %12[0, 1] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %18 = llvm.insertelement %15, %16[%17 : i64] : vector<3xf32>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %12[0, 1] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %20 = llvm.extractvalue %2[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %22 = llvm.extractelement %20[%21 : i64] : vector<1xf32>
// CHECK-NEXT: %23 = llvm.extractvalue %19[0, 2] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %24 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %25 = llvm.insertelement %22, %23[%24 : i64] : vector<3xf32>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %19[0, 2] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %27 = llvm.extractvalue %2[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %29 = llvm.extractelement %27[%28 : i64] : vector<1xf32>
// CHECK-NEXT: %30 = llvm.extractvalue %26[0, 3] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %31 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %32 = llvm.insertelement %29, %30[%31 : i64] : vector<3xf32>
// CHECK-NEXT: %33 = llvm.insertvalue %32, %26[0, 3] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %34 = llvm.extractvalue %2[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %35 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %36 = llvm.extractelement %34[%35 : i64] : vector<1xf32>
// CHECK-NEXT: %37 = llvm.extractvalue %33[0, 0] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %38 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %39 = llvm.insertelement %36, %37[%38 : i64] : vector<3xf32>
// CHECK-NEXT: %40 = llvm.insertvalue %39, %33[0, 0] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %41 = llvm.extractvalue %2[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %42 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %43 = llvm.extractelement %41[%42 : i64] : vector<1xf32>
// CHECK-NEXT: %44 = llvm.extractvalue %40[0, 1] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %45 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %46 = llvm.insertelement %43, %44[%45 : i64] : vector<3xf32>
// CHECK-NEXT: %47 = llvm.insertvalue %46, %40[0, 1] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %48 = llvm.extractvalue %2[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %49 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %50 = llvm.extractelement %48[%49 : i64] : vector<1xf32>
// CHECK-NEXT: %51 = llvm.extractvalue %47[0, 2] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %52 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %53 = llvm.insertelement %50, %51[%52 : i64] : vector<3xf32>
// CHECK-NEXT: %54 = llvm.insertvalue %53, %47[0, 2] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %55 = llvm.extractvalue %2[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %56 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %57 = llvm.extractelement %55[%56 : i64] : vector<1xf32>
// CHECK-NEXT: %58 = llvm.extractvalue %54[0, 3] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %59 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %60 = llvm.insertelement %57, %58[%59 : i64] : vector<3xf32>
// CHECK-NEXT: %61 = llvm.insertvalue %60, %54[0, 3] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %62 = llvm.extractvalue %2[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %63 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %64 = llvm.extractelement %62[%63 : i64] : vector<1xf32>
// CHECK-NEXT: %65 = llvm.extractvalue %61[0, 0] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %66 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %67 = llvm.insertelement %64, %65[%66 : i64] : vector<3xf32>
// CHECK-NEXT: %68 = llvm.insertvalue %67, %61[0, 0] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %69 = llvm.extractvalue %2[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %70 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %71 = llvm.extractelement %69[%70 : i64] : vector<1xf32>
// CHECK-NEXT: %72 = llvm.extractvalue %68[0, 1] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %73 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %74 = llvm.insertelement %71, %72[%73 : i64] : vector<3xf32>
// CHECK-NEXT: %75 = llvm.insertvalue %74, %68[0, 1] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %76 = llvm.extractvalue %2[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %77 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %78 = llvm.extractelement %76[%77 : i64] : vector<1xf32>
// CHECK-NEXT: %79 = llvm.extractvalue %75[0, 2] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %80 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %81 = llvm.insertelement %78, %79[%80 : i64] : vector<3xf32>
// CHECK-NEXT: %82 = llvm.insertvalue %81, %75[0, 2] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %83 = llvm.extractvalue %2[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %84 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %85 = llvm.extractelement %83[%84 : i64] : vector<1xf32>
// CHECK-NEXT: %86 = llvm.extractvalue %82[0, 3] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %87 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %88 = llvm.insertelement %85, %86[%87 : i64] : vector<3xf32>
// CHECK-NEXT: %89 = llvm.insertvalue %88, %82[0, 3] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %90 = llvm.extractvalue %89[0, 0] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %91 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %92 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %93 = llvm.intr.fmuladd(%90, %91, %92) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %94 = llvm.insertvalue %93, %3[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %95 = llvm.extractvalue %89[0, 1] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %96 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %97 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %98 = llvm.intr.fmuladd(%95, %96, %97) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %99 = llvm.insertvalue %98, %94[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %100 = llvm.extractvalue %89[0, 2] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %101 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %102 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %103 = llvm.intr.fmuladd(%100, %101, %102) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %104 = llvm.insertvalue %103, %99[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %105 = llvm.extractvalue %89[0, 3] : !llvm.array<1 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %106 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %107 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %108 = llvm.intr.fmuladd(%105, %106, %107) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %109 = llvm.insertvalue %108, %104[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %110 = builtin.unrealized_conversion_cast %109 : !llvm.array<4 x vector<3xf32>> to vector<4x3xf32>
// CHECK-NEXT: return %110 : vector<4x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unit_reduction_transposed_i8(%arg0: vector<1x4xi8>, %arg1: vector<3x1xi8>, %arg2: vector<3x4xi8>) -> vector<3x4xi8> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x1xi8> to !llvm.array<3 x vector<1xi8>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<1x4xi8> to !llvm.array<1 x vector<4xi8>>
// CHECK-NEXT: %2 = ub.poison : vector<1x3x4xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<1x3x4xi8> to !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %4 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<4xi8>>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[0, 0] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<4xi8>>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[0, 1] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %8 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<4xi8>>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[0, 2] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<1xi8>>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<1xi8>
// CHECK-NEXT: %13 = llvm.extractvalue %3[0, 0] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<4xi8>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %3[0, 0] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<1xi8>>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %19 = llvm.extractelement %17[%18 : i64] : vector<1xi8>
// CHECK-NEXT: %20 = llvm.extractvalue %16[0, 1] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %22 = llvm.insertelement %19, %20[%21 : i64] : vector<4xi8>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %16[0, 1] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %24 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<1xi8>>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<1xi8>
// CHECK-NEXT: %27 = llvm.extractvalue %23[0, 2] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<4xi8>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %23[0, 2] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %31 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<1xi8>>
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %33 = llvm.extractelement %31[%32 : i64] : vector<1xi8>
// CHECK-NEXT: %34 = llvm.extractvalue %30[0, 0] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %36 = llvm.insertelement %33, %34[%35 : i64] : vector<4xi8>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %30[0, 0] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %38 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<1xi8>>
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %40 = llvm.extractelement %38[%39 : i64] : vector<1xi8>
// CHECK-NEXT: %41 = llvm.extractvalue %37[0, 1] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %42 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %43 = llvm.insertelement %40, %41[%42 : i64] : vector<4xi8>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %37[0, 1] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %45 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<1xi8>>
// CHECK-NEXT: %46 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %47 = llvm.extractelement %45[%46 : i64] : vector<1xi8>
// CHECK-NEXT: %48 = llvm.extractvalue %44[0, 2] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %49 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %50 = llvm.insertelement %47, %48[%49 : i64] : vector<4xi8>
// CHECK-NEXT: %51 = llvm.insertvalue %50, %44[0, 2] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %52 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<1xi8>>
// CHECK-NEXT: %53 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %54 = llvm.extractelement %52[%53 : i64] : vector<1xi8>
// CHECK-NEXT: %55 = llvm.extractvalue %51[0, 0] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %56 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %57 = llvm.insertelement %54, %55[%56 : i64] : vector<4xi8>
// CHECK-NEXT: %58 = llvm.insertvalue %57, %51[0, 0] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %59 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<1xi8>>
// CHECK-NEXT: %60 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %61 = llvm.extractelement %59[%60 : i64] : vector<1xi8>
// CHECK-NEXT: %62 = llvm.extractvalue %58[0, 1] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %63 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %64 = llvm.insertelement %61, %62[%63 : i64] : vector<4xi8>
// CHECK-NEXT: %65 = llvm.insertvalue %64, %58[0, 1] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %66 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<1xi8>>
// CHECK-NEXT: %67 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %68 = llvm.extractelement %66[%67 : i64] : vector<1xi8>
// CHECK-NEXT: %69 = llvm.extractvalue %65[0, 2] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %70 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %71 = llvm.insertelement %68, %69[%70 : i64] : vector<4xi8>
// CHECK-NEXT: %72 = llvm.insertvalue %71, %65[0, 2] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %73 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<1xi8>>
// CHECK-NEXT: %74 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %75 = llvm.extractelement %73[%74 : i64] : vector<1xi8>
// CHECK-NEXT: %76 = llvm.extractvalue %72[0, 0] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %77 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %78 = llvm.insertelement %75, %76[%77 : i64] : vector<4xi8>
// CHECK-NEXT: %79 = llvm.insertvalue %78, %72[0, 0] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %80 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<1xi8>>
// CHECK-NEXT: %81 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %82 = llvm.extractelement %80[%81 : i64] : vector<1xi8>
// CHECK-NEXT: %83 = llvm.extractvalue %79[0, 1] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %84 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %85 = llvm.insertelement %82, %83[%84 : i64] : vector<4xi8>
// CHECK-NEXT: %86 = llvm.insertvalue %85, %79[0, 1] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %87 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<1xi8>>
// CHECK-NEXT: %88 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %89 = llvm.extractelement %87[%88 : i64] : vector<1xi8>
// CHECK-NEXT: %90 = llvm.extractvalue %86[0, 2] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %91 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %92 = llvm.insertelement %89, %90[%91 : i64] : vector<4xi8>
// CHECK-NEXT: %93 = llvm.insertvalue %92, %86[0, 2] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %94 = llvm.extractvalue %9[0] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %95 = builtin.unrealized_conversion_cast %94 : !llvm.array<3 x vector<4xi8>> to vector<3x4xi8>
// CHECK-NEXT: %96 = llvm.extractvalue %93[0] : !llvm.array<1 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %97 = builtin.unrealized_conversion_cast %96 : !llvm.array<3 x vector<4xi8>> to vector<3x4xi8>
// CHECK-NEXT: %98 = arith.muli %95, %97 : vector<3x4xi8>
// CHECK-NEXT: %99 = arith.addi %98, %arg2 : vector<3x4xi8>
// CHECK-NEXT: return %99 : vector<3x4xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vecmat_unit_reduction(%arg0: vector<1xf32>, %arg1: vector<1x3xf32>, %arg2: vector<3xf32>) -> vector<3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<1x3xf32> to !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<1x3xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<1x3xf32> to !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %4 = llvm.extractelement %arg0[%3 : i64] : vector<1xf32>
// CHECK-NEXT: %5 = llvm.extractvalue %2[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i64] : vector<3xf32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %2[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %10 = llvm.extractelement %arg0[%9 : i64] : vector<1xf32>
// CHECK-NEXT: %11 = llvm.extractvalue %8[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %13 = llvm.insertelement %10, %11[%12 : i64] : vector<3xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %8[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %16 = llvm.extractelement %arg0[%15 : i64] : vector<1xf32>
// CHECK-NEXT: %17 = llvm.extractvalue %14[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %19 = llvm.insertelement %16, %17[%18 : i64] : vector<3xf32>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %14[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %21 = llvm.extractvalue %20[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %22 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %23 = llvm.intr.fmuladd(%21, %22, %arg2) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: return %23 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unit_reduction_3d(%arg0: vector<2x1x2xf32>, %arg1: vector<1x2xf32>, %arg2: vector<2x2x2xf32>) -> vector<2x2x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x2x2xf32> to !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<1x2xf32> to !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x1x2xf32> to !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2x2xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %cst_0 : vector<2x2x2xf32> to !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %5 = ub.poison : vector<1x2x2x2xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : vector<1x2x2x2xf32> to !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %7 = llvm.extractvalue %2[0, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.extractelement %7[%8 : i64] : vector<2xf32>
// CHECK-NEXT: %10 = llvm.extractvalue %6[0, 0, 0] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %12 = llvm.insertelement %9, %10[%11 : i64] : vector<2xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %6[0, 0, 0] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %14 = llvm.extractvalue %2[0, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %16 = llvm.extractelement %14[%15 : i64] : vector<2xf32>
// CHECK-NEXT: %17 = llvm.extractvalue %13[0, 0, 1] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %19 = llvm.insertelement %16, %17[%18 : i64] : vector<2xf32>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %13[0, 0, 1] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %21 = llvm.extractvalue %2[1, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %23 = llvm.extractelement %21[%22 : i64] : vector<2xf32>
// CHECK-NEXT: %24 = llvm.extractvalue %20[0, 1, 0] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %26 = llvm.insertelement %23, %24[%25 : i64] : vector<2xf32>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %20[0, 1, 0] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %28 = llvm.extractvalue %2[1, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %30 = llvm.extractelement %28[%29 : i64] : vector<2xf32>
// CHECK-NEXT: %31 = llvm.extractvalue %27[0, 1, 1] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %33 = llvm.insertelement %30, %31[%32 : i64] : vector<2xf32>
// CHECK-NEXT: %34 = llvm.insertvalue %33, %27[0, 1, 1] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %35 = llvm.extractvalue %2[0, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %36 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %37 = llvm.extractelement %35[%36 : i64] : vector<2xf32>
// CHECK-NEXT: %38 = llvm.extractvalue %34[0, 0, 0] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %40 = llvm.insertelement %37, %38[%39 : i64] : vector<2xf32>
// CHECK-NEXT: %41 = llvm.insertvalue %40, %34[0, 0, 0] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %42 = llvm.extractvalue %2[0, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %43 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %44 = llvm.extractelement %42[%43 : i64] : vector<2xf32>
// CHECK-NEXT: %45 = llvm.extractvalue %41[0, 0, 1] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %46 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %47 = llvm.insertelement %44, %45[%46 : i64] : vector<2xf32>
// CHECK-NEXT: %48 = llvm.insertvalue %47, %41[0, 0, 1] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %49 = llvm.extractvalue %2[1, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %50 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %51 = llvm.extractelement %49[%50 : i64] : vector<2xf32>
// CHECK-NEXT: %52 = llvm.extractvalue %48[0, 1, 0] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %53 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %54 = llvm.insertelement %51, %52[%53 : i64] : vector<2xf32>
// CHECK-NEXT: %55 = llvm.insertvalue %54, %48[0, 1, 0] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %56 = llvm.extractvalue %2[1, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %57 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %58 = llvm.extractelement %56[%57 : i64] : vector<2xf32>
// CHECK-NEXT: %59 = llvm.extractvalue %55[0, 1, 1] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %60 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %61 = llvm.insertelement %58, %59[%60 : i64] : vector<2xf32>
// CHECK-NEXT: %62 = llvm.insertvalue %61, %55[0, 1, 1] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %63 = llvm.extractvalue %62[0, 0, 0] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %64 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %65 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %66 = llvm.intr.fmuladd(%63, %64, %65) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT: %67 = llvm.insertvalue %66, %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %68 = llvm.extractvalue %62[0, 0, 1] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %69 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %70 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %71 = llvm.intr.fmuladd(%68, %69, %70) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT: %72 = llvm.insertvalue %71, %67[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %73 = llvm.insertvalue %72, %4[0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %74 = llvm.extractvalue %62[0, 1, 0] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %75 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %76 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %77 = llvm.intr.fmuladd(%74, %75, %76) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT: %78 = llvm.insertvalue %77, %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %79 = llvm.extractvalue %62[0, 1, 1] : !llvm.array<1 x array<2 x array<2 x vector<2xf32>>>>
// CHECK-NEXT: %80 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %81 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %82 = llvm.intr.fmuladd(%79, %80, %81) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT: %83 = llvm.insertvalue %82, %78[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %84 = llvm.insertvalue %83, %73[1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %85 = builtin.unrealized_conversion_cast %84 : !llvm.array<2 x array<2 x vector<2xf32>>> to vector<2x2x2xf32>
// CHECK-NEXT: return %85 : vector<2x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @non_unit_reduction(%arg0: vector<2x2xf32>, %arg1: vector<2x2xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_0 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %7 = llvm.extractelement %5[%6 : i64] : vector<2xf32>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.insertelement %7, %cst[%8 : i64] : vector<2xf32>
// CHECK-NEXT: %10 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<2xf32>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %14 = llvm.insertelement %12, %9[%13 : i64] : vector<2xf32>
// CHECK-NEXT: %15 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %17 = llvm.extractelement %15[%16 : i64] : vector<2xf32>
// CHECK-NEXT: %18 = arith.mulf %4, %14 : vector<2xf32>
// CHECK-NEXT: %19 = "llvm.intr.vector.reduce.fadd"(%17, %18) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %21 = llvm.insertelement %19, %cst[%20 : i64] : vector<2xf32>
// CHECK-NEXT: %22 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %23 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %24 = llvm.extractelement %22[%23 : i64] : vector<2xf32>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %26 = llvm.insertelement %24, %cst[%25 : i64] : vector<2xf32>
// CHECK-NEXT: %27 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %29 = llvm.extractelement %27[%28 : i64] : vector<2xf32>
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %31 = llvm.insertelement %29, %26[%30 : i64] : vector<2xf32>
// CHECK-NEXT: %32 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %33 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %34 = llvm.extractelement %32[%33 : i64] : vector<2xf32>
// CHECK-NEXT: %35 = arith.mulf %4, %31 : vector<2xf32>
// CHECK-NEXT: %36 = "llvm.intr.vector.reduce.fadd"(%34, %35) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %37 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %38 = llvm.insertelement %36, %21[%37 : i64] : vector<2xf32>
// CHECK-NEXT: %39 = llvm.insertvalue %38, %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %40 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %41 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %42 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %43 = llvm.extractelement %41[%42 : i64] : vector<2xf32>
// CHECK-NEXT: %44 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %45 = llvm.insertelement %43, %cst[%44 : i64] : vector<2xf32>
// CHECK-NEXT: %46 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %47 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %48 = llvm.extractelement %46[%47 : i64] : vector<2xf32>
// CHECK-NEXT: %49 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %50 = llvm.insertelement %48, %45[%49 : i64] : vector<2xf32>
// CHECK-NEXT: %51 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %52 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %53 = llvm.extractelement %51[%52 : i64] : vector<2xf32>
// CHECK-NEXT: %54 = arith.mulf %40, %50 : vector<2xf32>
// CHECK-NEXT: %55 = "llvm.intr.vector.reduce.fadd"(%53, %54) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %56 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %57 = llvm.insertelement %55, %cst[%56 : i64] : vector<2xf32>
// CHECK-NEXT: %58 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %59 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %60 = llvm.extractelement %58[%59 : i64] : vector<2xf32>
// CHECK-NEXT: %61 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %62 = llvm.insertelement %60, %cst[%61 : i64] : vector<2xf32>
// CHECK-NEXT: %63 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %64 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %65 = llvm.extractelement %63[%64 : i64] : vector<2xf32>
// CHECK-NEXT: %66 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %67 = llvm.insertelement %65, %62[%66 : i64] : vector<2xf32>
// CHECK-NEXT: %68 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %69 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %70 = llvm.extractelement %68[%69 : i64] : vector<2xf32>
// CHECK-NEXT: %71 = arith.mulf %40, %67 : vector<2xf32>
// CHECK-NEXT: %72 = "llvm.intr.vector.reduce.fadd"(%70, %71) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %73 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %74 = llvm.insertelement %72, %57[%73 : i64] : vector<2xf32>
// CHECK-NEXT: %75 = llvm.insertvalue %74, %39[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %76 = builtin.unrealized_conversion_cast %75 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: return %76 : vector<2x2xf32>
// CHECK-NEXT: }

#mk = affine_map<(m, n, k) -> (m, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
#nm = affine_map<(m, n, k) -> (n, m)>

// Each operand broadcast to the parallel dimension it lacks, transposed to put its reduction
// dimension first and indexed at 0; the product's combination with the accumulator is an fma.
func.func @unit_reduction(%a: vector<4x1xf32>, %b: vector<1x3xf32>, %c: vector<4x3xf32>) -> vector<4x3xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x1xf32>, vector<1x3xf32> into vector<4x3xf32>
  return %0 : vector<4x3xf32>
}

// Integers, transposed operands and result.
func.func @unit_reduction_transposed_i8(%a: vector<1x4xi8>, %b: vector<3x1xi8>, %c: vector<3x4xi8>) -> vector<3x4xi8> {
  %0 = vector.contract {indexing_maps = [#km, #nk, #nm], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<1x4xi8>, vector<3x1xi8> into vector<3x4xi8>
  return %0 : vector<3x4xi8>
}

// A vector-matrix product with a unit reduction.
func.func @vecmat_unit_reduction(%a: vector<1xf32>, %b: vector<1x3xf32>, %c: vector<3xf32>) -> vector<3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(n, k) -> (k)>, affine_map<(n, k) -> (k, n)>, affine_map<(n, k) -> (n)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<1xf32>, vector<1x3xf32> into vector<3xf32>
  return %0 : vector<3xf32>
}

// 3-D, the rhs broadcast along the batch dimension.
func.func @unit_reduction_3d(%a: vector<2x1x2xf32>, %b: vector<1x2xf32>, %c: vector<2x2x2xf32>) -> vector<2x2x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x1x2xf32>, vector<1x2xf32> into vector<2x2x2xf32>
  return %0 : vector<2x2x2xf32>
}

// A reduction of size 2: unrolled as in the dot strategy.
func.func @non_unit_reduction(%a: vector<2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
