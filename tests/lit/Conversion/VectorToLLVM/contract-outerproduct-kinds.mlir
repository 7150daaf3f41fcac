// RUN: oxir-opt %s --convert-vector-to-llvm=vector-contract-lowering=outerproduct | FileCheck %s

// vector.contract through convert-vector-to-llvm with vector-contract-lowering=outerproduct, for the
// contractions the generic lowering refuses (another kind than add, operands narrower than the
// accumulator): MLIR's ContractionOpToOuterProductOpLowering, registered on its own, lowers them to
// outer products of the kind, the rows extended by arith.extf/extsi (the CHECK lines are mlir-opt
// 22's output).

// CHECK-LABEL: func.func @matmul_maxnumf(%arg0: vector<2x2xf32>, %arg1: vector<2x2xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %7 = llvm.extractelement %5[%6 : i64] : vector<2xf32>
// CHECK-NEXT: %8 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %10 = llvm.insertelement %7, %8[%9 : i32] : vector<2xf32>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %8 [0, 0] : vector<2xf32>
// CHECK-NEXT: %12 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %13 = arith.mulf %11, %4 : vector<2xf32>
// CHECK-NEXT: %14 = arith.maxnumf %13, %12 : vector<2xf32>
// CHECK-NEXT: %15 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %17 = llvm.extractelement %15[%16 : i64] : vector<2xf32>
// CHECK-NEXT: %18 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %20 = llvm.insertelement %17, %18[%19 : i32] : vector<2xf32>
// CHECK-NEXT: %21 = llvm.shufflevector %20, %18 [0, 0] : vector<2xf32>
// CHECK-NEXT: %22 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %23 = arith.mulf %21, %4 : vector<2xf32>
// CHECK-NEXT: %24 = arith.maxnumf %23, %22 : vector<2xf32>
// CHECK-NEXT: %25 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %26 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %27 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %28 = llvm.extractelement %26[%27 : i64] : vector<2xf32>
// CHECK-NEXT: %29 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %30 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %31 = llvm.insertelement %28, %29[%30 : i32] : vector<2xf32>
// CHECK-NEXT: %32 = llvm.shufflevector %31, %29 [0, 0] : vector<2xf32>
// CHECK-NEXT: %33 = arith.mulf %32, %25 : vector<2xf32>
// CHECK-NEXT: %34 = arith.maxnumf %33, %14 : vector<2xf32>
// CHECK-NEXT: %35 = llvm.insertvalue %34, %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %36 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %37 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %38 = llvm.extractelement %36[%37 : i64] : vector<2xf32>
// CHECK-NEXT: %39 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %40 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %41 = llvm.insertelement %38, %39[%40 : i32] : vector<2xf32>
// CHECK-NEXT: %42 = llvm.shufflevector %41, %39 [0, 0] : vector<2xf32>
// CHECK-NEXT: %43 = arith.mulf %42, %25 : vector<2xf32>
// CHECK-NEXT: %44 = arith.maxnumf %43, %24 : vector<2xf32>
// CHECK-NEXT: %45 = llvm.insertvalue %44, %35[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %46 = builtin.unrealized_conversion_cast %45 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: return %46 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul_f16_into_f32(%arg0: vector<2x2xf16>, %arg1: vector<2x2xf16>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xf16> to !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xf16> to !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %4 = ub.poison : vector<2x2xf16>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : vector<2x2xf16> to !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.extractelement %6[%7 : i64] : vector<2xf16>
// CHECK-NEXT: %9 = llvm.extractvalue %5[0] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %11 = llvm.insertelement %8, %9[%10 : i64] : vector<2xf16>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %5[0] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %13 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %15 = llvm.extractelement %13[%14 : i64] : vector<2xf16>
// CHECK-NEXT: %16 = llvm.extractvalue %12[1] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %18 = llvm.insertelement %15, %16[%17 : i64] : vector<2xf16>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %12[1] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %20 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %22 = llvm.extractelement %20[%21 : i64] : vector<2xf16>
// CHECK-NEXT: %23 = llvm.extractvalue %19[0] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %25 = llvm.insertelement %22, %23[%24 : i64] : vector<2xf16>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %19[0] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %27 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %29 = llvm.extractelement %27[%28 : i64] : vector<2xf16>
// CHECK-NEXT: %30 = llvm.extractvalue %26[1] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %31 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %32 = llvm.insertelement %29, %30[%31 : i64] : vector<2xf16>
// CHECK-NEXT: %33 = llvm.insertvalue %32, %26[1] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %34 = llvm.extractvalue %33[0] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %35 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %36 = arith.extf %34 : vector<2xf16> to vector<2xf32>
// CHECK-NEXT: %37 = arith.extf %35 : vector<2xf16> to vector<2xf32>
// CHECK-NEXT: %38 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %39 = llvm.extractelement %36[%38 : i64] : vector<2xf32>
// CHECK-NEXT: %40 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %41 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %42 = llvm.insertelement %39, %40[%41 : i32] : vector<2xf32>
// CHECK-NEXT: %43 = llvm.shufflevector %42, %40 [0, 0] : vector<2xf32>
// CHECK-NEXT: %44 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %45 = llvm.intr.fmuladd(%43, %37, %44) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT: %46 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %47 = llvm.extractelement %36[%46 : i64] : vector<2xf32>
// CHECK-NEXT: %48 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %49 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %50 = llvm.insertelement %47, %48[%49 : i32] : vector<2xf32>
// CHECK-NEXT: %51 = llvm.shufflevector %50, %48 [0, 0] : vector<2xf32>
// CHECK-NEXT: %52 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %53 = llvm.intr.fmuladd(%51, %37, %52) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT: %54 = llvm.extractvalue %33[1] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %55 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %56 = arith.extf %54 : vector<2xf16> to vector<2xf32>
// CHECK-NEXT: %57 = arith.extf %55 : vector<2xf16> to vector<2xf32>
// CHECK-NEXT: %58 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %59 = llvm.extractelement %56[%58 : i64] : vector<2xf32>
// CHECK-NEXT: %60 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %61 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %62 = llvm.insertelement %59, %60[%61 : i32] : vector<2xf32>
// CHECK-NEXT: %63 = llvm.shufflevector %62, %60 [0, 0] : vector<2xf32>
// CHECK-NEXT: %64 = llvm.intr.fmuladd(%63, %57, %45) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT: %65 = llvm.insertvalue %64, %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %66 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %67 = llvm.extractelement %56[%66 : i64] : vector<2xf32>
// CHECK-NEXT: %68 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %69 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %70 = llvm.insertelement %67, %68[%69 : i32] : vector<2xf32>
// CHECK-NEXT: %71 = llvm.shufflevector %70, %68 [0, 0] : vector<2xf32>
// CHECK-NEXT: %72 = llvm.intr.fmuladd(%71, %57, %53) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT: %73 = llvm.insertvalue %72, %65[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %74 = builtin.unrealized_conversion_cast %73 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: return %74 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matvec_i8_into_i32(%arg0: vector<2x2xi8>, %arg1: vector<2xi8>, %arg2: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xi8> to !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %1 = ub.poison : vector<2x2xi8>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<2x2xi8> to !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<2xi8>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.insertelement %5, %6[%7 : i64] : vector<2xi8>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %2[0] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<2xi8>
// CHECK-NEXT: %13 = llvm.extractvalue %9[1] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<2xi8>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %9[1] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %19 = llvm.extractelement %17[%18 : i64] : vector<2xi8>
// CHECK-NEXT: %20 = llvm.extractvalue %16[0] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %22 = llvm.insertelement %19, %20[%21 : i64] : vector<2xi8>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %16[0] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %24 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<2xi8>
// CHECK-NEXT: %27 = llvm.extractvalue %23[1] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<2xi8>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %23[1] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %31 = llvm.extractvalue %30[0] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %33 = llvm.extractelement %arg1[%32 : i64] : vector<2xi8>
// CHECK-NEXT: %34 = arith.extsi %31 : vector<2xi8> to vector<2xi32>
// CHECK-NEXT: %35 = arith.extsi %33 : i8 to i32
// CHECK-NEXT: %36 = llvm.mlir.poison : vector<2xi32>
// CHECK-NEXT: %37 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %38 = llvm.insertelement %35, %36[%37 : i32] : vector<2xi32>
// CHECK-NEXT: %39 = llvm.shufflevector %38, %36 [0, 0] : vector<2xi32>
// CHECK-NEXT: %40 = arith.muli %34, %39 : vector<2xi32>
// CHECK-NEXT: %41 = arith.addi %40, %arg2 : vector<2xi32>
// CHECK-NEXT: %42 = llvm.extractvalue %30[1] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %43 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %44 = llvm.extractelement %arg1[%43 : i64] : vector<2xi8>
// CHECK-NEXT: %45 = arith.extsi %42 : vector<2xi8> to vector<2xi32>
// CHECK-NEXT: %46 = arith.extsi %44 : i8 to i32
// CHECK-NEXT: %47 = llvm.mlir.poison : vector<2xi32>
// CHECK-NEXT: %48 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %49 = llvm.insertelement %46, %47[%48 : i32] : vector<2xi32>
// CHECK-NEXT: %50 = llvm.shufflevector %49, %47 [0, 0] : vector<2xi32>
// CHECK-NEXT: %51 = arith.muli %45, %50 : vector<2xi32>
// CHECK-NEXT: %52 = arith.addi %51, %41 : vector<2xi32>
// CHECK-NEXT: return %52 : vector<2xi32>
// CHECK-NEXT: }

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>

// Another kind than add: one outer product of that kind per reduction step.
func.func @matmul_maxnumf(%a: vector<2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// Operands narrower than the accumulator: each row extended first.
func.func @matmul_f16_into_f32(%a: vector<2x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xf16>, vector<2x2xf16> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

func.func @matvec_i8_into_i32(%a: vector<2x2xi8>, %b: vector<2xi8>, %c: vector<2xi32>) -> vector<2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x2xi8>, vector<2xi8> into vector<2xi32>
  return %0 : vector<2xi32>
}
