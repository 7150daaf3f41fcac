// RUN: oxir-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: oxir-opt %s --convert-vector-to-llvm=vector-contract-lowering=outerproduct | FileCheck %s --check-prefix=OUTER

// vector.contract, vector.outerproduct and vector.transpose through convert-vector-to-llvm, as mlir-opt 22
// lowers them (the CHECK lines are its output). With the default `dot` strategy, matrix products
// become rows times columns (an elementwise product and an add reduction each, the accumulator
// added at the end), other contractions are unrolled one parallel dimension at a time down to
// dot products; with `outerproduct`, matrix products become one outer product per reduction step.
// Outer products become a broadcast times the rhs row by row (an fma for a float add
// accumulator); transposes move each element into a ub.poison vector.

#dot = {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]}
#matvec = {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
#matmat = {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}

// CHECK-LABEL: func.func @dot(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 : vector<4xf32>
// CHECK-NEXT: %1 = "llvm.intr.vector.reduce.fadd"(%arg2, %0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: return %1 : f32
func.func @dot(%x: vector<4xf32>, %y: vector<4xf32>, %s: f32) -> f32 {
  %0 = vector.contract #dot %x, %y, %s : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}

// CHECK-LABEL: func.func @dot_i32(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : vector<4xi32>
// CHECK-NEXT: %1 = "llvm.intr.vector.reduce.add"(%0) : (vector<4xi32>) -> i32
// CHECK-NEXT: %2 = llvm.add %arg2, %1 : i32
// CHECK-NEXT: return %2 : i32
func.func @dot_i32(%x: vector<4xi32>, %y: vector<4xi32>, %s: i32) -> i32 {
  %0 = vector.contract #dot %x, %y, %s : vector<4xi32>, vector<4xi32> into i32
  return %0 : i32
}

// CHECK-LABEL: func.func @matvec(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = arith.mulf %1, %arg1 : vector<3xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %4 = "llvm.intr.vector.reduce.fadd"(%3, %2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.insertelement %4, %cst[%5 : i64] : vector<2xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = arith.mulf %7, %arg1 : vector<3xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %10 = "llvm.intr.vector.reduce.fadd"(%9, %8) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.insertelement %10, %6[%11 : i64] : vector<2xf32>
// CHECK-NEXT: %13 = arith.addf %12, %arg2 : vector<2xf32>
// CHECK-NEXT: return %13 : vector<2xf32>
// OUTER-LABEL: func.func @matvec(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// OUTER-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %1 = ub.poison : vector<3x2xf32>
// OUTER-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<3xf32>
// OUTER-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %8 = llvm.insertelement %5, %6[%7 : i64] : vector<2xf32>
// OUTER-NEXT: %9 = llvm.insertvalue %8, %2[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<3xf32>
// OUTER-NEXT: %13 = llvm.extractvalue %9[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<2xf32>
// OUTER-NEXT: %16 = llvm.insertvalue %15, %9[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %17 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %18 = llvm.mlir.constant(2 : i64) : i64
// OUTER-NEXT: %19 = llvm.extractelement %17[%18 : i64] : vector<3xf32>
// OUTER-NEXT: %20 = llvm.extractvalue %16[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %21 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %22 = llvm.insertelement %19, %20[%21 : i64] : vector<2xf32>
// OUTER-NEXT: %23 = llvm.insertvalue %22, %16[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %24 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<3xf32>
// OUTER-NEXT: %27 = llvm.extractvalue %23[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<2xf32>
// OUTER-NEXT: %30 = llvm.insertvalue %29, %23[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %31 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %32 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %33 = llvm.extractelement %31[%32 : i64] : vector<3xf32>
// OUTER-NEXT: %34 = llvm.extractvalue %30[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %35 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %36 = llvm.insertelement %33, %34[%35 : i64] : vector<2xf32>
// OUTER-NEXT: %37 = llvm.insertvalue %36, %30[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %38 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %39 = llvm.mlir.constant(2 : i64) : i64
// OUTER-NEXT: %40 = llvm.extractelement %38[%39 : i64] : vector<3xf32>
// OUTER-NEXT: %41 = llvm.extractvalue %37[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %42 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %43 = llvm.insertelement %40, %41[%42 : i64] : vector<2xf32>
// OUTER-NEXT: %44 = llvm.insertvalue %43, %37[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %45 = llvm.extractvalue %44[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %46 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %47 = llvm.extractelement %arg1[%46 : i64] : vector<3xf32>
// OUTER-NEXT: %48 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %49 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %50 = llvm.insertelement %47, %48[%49 : i32] : vector<2xf32>
// OUTER-NEXT: %51 = llvm.shufflevector %50, %48 [0, 0] : vector<2xf32>
// OUTER-NEXT: %52 = llvm.intr.fmuladd(%45, %51, %arg2) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %53 = llvm.extractvalue %44[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %54 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %55 = llvm.extractelement %arg1[%54 : i64] : vector<3xf32>
// OUTER-NEXT: %56 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %57 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %58 = llvm.insertelement %55, %56[%57 : i32] : vector<2xf32>
// OUTER-NEXT: %59 = llvm.shufflevector %58, %56 [0, 0] : vector<2xf32>
// OUTER-NEXT: %60 = llvm.intr.fmuladd(%53, %59, %52) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %61 = llvm.extractvalue %44[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %62 = llvm.mlir.constant(2 : i64) : i64
// OUTER-NEXT: %63 = llvm.extractelement %arg1[%62 : i64] : vector<3xf32>
// OUTER-NEXT: %64 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %65 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %66 = llvm.insertelement %63, %64[%65 : i32] : vector<2xf32>
// OUTER-NEXT: %67 = llvm.shufflevector %66, %64 [0, 0] : vector<2xf32>
// OUTER-NEXT: %68 = llvm.intr.fmuladd(%61, %67, %60) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: return %68 : vector<2xf32>
func.func @matvec(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract #matvec %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}

// CHECK-LABEL: func.func @vecmat(%arg0: vector<3xf32>, %arg1: vector<2x3xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = arith.mulf %1, %arg0 : vector<3xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %4 = "llvm.intr.vector.reduce.fadd"(%3, %2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.insertelement %4, %cst[%5 : i64] : vector<2xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = arith.mulf %7, %arg0 : vector<3xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %10 = "llvm.intr.vector.reduce.fadd"(%9, %8) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.insertelement %10, %6[%11 : i64] : vector<2xf32>
// CHECK-NEXT: %13 = arith.addf %12, %arg2 : vector<2xf32>
// CHECK-NEXT: return %13 : vector<2xf32>
// OUTER-LABEL: func.func @vecmat(%arg0: vector<3xf32>, %arg1: vector<2x3xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// OUTER-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %1 = ub.poison : vector<3x2xf32>
// OUTER-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<3xf32>
// OUTER-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %8 = llvm.insertelement %5, %6[%7 : i64] : vector<2xf32>
// OUTER-NEXT: %9 = llvm.insertvalue %8, %2[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<3xf32>
// OUTER-NEXT: %13 = llvm.extractvalue %9[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<2xf32>
// OUTER-NEXT: %16 = llvm.insertvalue %15, %9[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %17 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %18 = llvm.mlir.constant(2 : i64) : i64
// OUTER-NEXT: %19 = llvm.extractelement %17[%18 : i64] : vector<3xf32>
// OUTER-NEXT: %20 = llvm.extractvalue %16[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %21 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %22 = llvm.insertelement %19, %20[%21 : i64] : vector<2xf32>
// OUTER-NEXT: %23 = llvm.insertvalue %22, %16[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %24 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<3xf32>
// OUTER-NEXT: %27 = llvm.extractvalue %23[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<2xf32>
// OUTER-NEXT: %30 = llvm.insertvalue %29, %23[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %31 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %32 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %33 = llvm.extractelement %31[%32 : i64] : vector<3xf32>
// OUTER-NEXT: %34 = llvm.extractvalue %30[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %35 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %36 = llvm.insertelement %33, %34[%35 : i64] : vector<2xf32>
// OUTER-NEXT: %37 = llvm.insertvalue %36, %30[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %38 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %39 = llvm.mlir.constant(2 : i64) : i64
// OUTER-NEXT: %40 = llvm.extractelement %38[%39 : i64] : vector<3xf32>
// OUTER-NEXT: %41 = llvm.extractvalue %37[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %42 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %43 = llvm.insertelement %40, %41[%42 : i64] : vector<2xf32>
// OUTER-NEXT: %44 = llvm.insertvalue %43, %37[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %45 = llvm.extractvalue %44[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %46 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %47 = llvm.extractelement %arg0[%46 : i64] : vector<3xf32>
// OUTER-NEXT: %48 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %49 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %50 = llvm.insertelement %47, %48[%49 : i32] : vector<2xf32>
// OUTER-NEXT: %51 = llvm.shufflevector %50, %48 [0, 0] : vector<2xf32>
// OUTER-NEXT: %52 = llvm.intr.fmuladd(%45, %51, %arg2) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %53 = llvm.extractvalue %44[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %54 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %55 = llvm.extractelement %arg0[%54 : i64] : vector<3xf32>
// OUTER-NEXT: %56 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %57 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %58 = llvm.insertelement %55, %56[%57 : i32] : vector<2xf32>
// OUTER-NEXT: %59 = llvm.shufflevector %58, %56 [0, 0] : vector<2xf32>
// OUTER-NEXT: %60 = llvm.intr.fmuladd(%53, %59, %52) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %61 = llvm.extractvalue %44[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %62 = llvm.mlir.constant(2 : i64) : i64
// OUTER-NEXT: %63 = llvm.extractelement %arg0[%62 : i64] : vector<3xf32>
// OUTER-NEXT: %64 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %65 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %66 = llvm.insertelement %63, %64[%65 : i32] : vector<2xf32>
// OUTER-NEXT: %67 = llvm.shufflevector %66, %64 [0, 0] : vector<2xf32>
// OUTER-NEXT: %68 = llvm.intr.fmuladd(%61, %67, %60) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: return %68 : vector<2xf32>
func.func @vecmat(%a: vector<3xf32>, %b: vector<2x3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<3xf32>, vector<2x3xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}

// CHECK-LABEL: func.func @matmul(%arg0: vector<2x3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %3 = ub.poison : vector<2x3xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %7 = llvm.extractelement %5[%6 : i64] : vector<2xf32>
// CHECK-NEXT: %8 = llvm.extractvalue %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %10 = llvm.insertelement %7, %8[%9 : i64] : vector<3xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %14 = llvm.extractelement %12[%13 : i64] : vector<2xf32>
// CHECK-NEXT: %15 = llvm.extractvalue %11[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %17 = llvm.insertelement %14, %15[%16 : i64] : vector<3xf32>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %11[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %19 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %21 = llvm.extractelement %19[%20 : i64] : vector<2xf32>
// CHECK-NEXT: %22 = llvm.extractvalue %18[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %23 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %24 = llvm.insertelement %21, %22[%23 : i64] : vector<3xf32>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %18[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %26 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %27 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %28 = llvm.extractelement %26[%27 : i64] : vector<2xf32>
// CHECK-NEXT: %29 = llvm.extractvalue %25[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %31 = llvm.insertelement %28, %29[%30 : i64] : vector<3xf32>
// CHECK-NEXT: %32 = llvm.insertvalue %31, %25[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %33 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %34 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %35 = llvm.extractelement %33[%34 : i64] : vector<2xf32>
// CHECK-NEXT: %36 = llvm.extractvalue %32[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %37 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %38 = llvm.insertelement %35, %36[%37 : i64] : vector<3xf32>
// CHECK-NEXT: %39 = llvm.insertvalue %38, %32[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %40 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %41 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %42 = llvm.extractelement %40[%41 : i64] : vector<2xf32>
// CHECK-NEXT: %43 = llvm.extractvalue %39[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %44 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %45 = llvm.insertelement %42, %43[%44 : i64] : vector<3xf32>
// CHECK-NEXT: %46 = llvm.insertvalue %45, %39[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %47 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %48 = llvm.extractvalue %46[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %49 = arith.mulf %47, %48 : vector<3xf32>
// CHECK-NEXT: %50 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %51 = "llvm.intr.vector.reduce.fadd"(%50, %49) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %52 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %53 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %54 = llvm.insertelement %51, %52[%53 : i64] : vector<2xf32>
// CHECK-NEXT: %55 = llvm.insertvalue %54, %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %56 = llvm.extractvalue %46[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %57 = arith.mulf %47, %56 : vector<3xf32>
// CHECK-NEXT: %58 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %59 = "llvm.intr.vector.reduce.fadd"(%58, %57) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %60 = llvm.extractvalue %55[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %61 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %62 = llvm.insertelement %59, %60[%61 : i64] : vector<2xf32>
// CHECK-NEXT: %63 = llvm.insertvalue %62, %55[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %64 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %65 = arith.mulf %64, %48 : vector<3xf32>
// CHECK-NEXT: %66 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %67 = "llvm.intr.vector.reduce.fadd"(%66, %65) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %68 = llvm.extractvalue %63[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %69 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %70 = llvm.insertelement %67, %68[%69 : i64] : vector<2xf32>
// CHECK-NEXT: %71 = llvm.insertvalue %70, %63[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %72 = arith.mulf %64, %56 : vector<3xf32>
// CHECK-NEXT: %73 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %74 = "llvm.intr.vector.reduce.fadd"(%73, %72) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %75 = llvm.extractvalue %71[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %76 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %77 = llvm.insertelement %74, %75[%76 : i64] : vector<2xf32>
// CHECK-NEXT: %78 = llvm.insertvalue %77, %71[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %79 = builtin.unrealized_conversion_cast %78 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %80 = arith.addf %79, %arg2 : vector<2x2xf32>
// CHECK-NEXT: return %80 : vector<2x2xf32>
// OUTER-LABEL: func.func @matmul(%arg0: vector<2x3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// OUTER-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// OUTER-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// OUTER-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// OUTER-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %7 = llvm.extractelement %5[%6 : i64] : vector<3xf32>
// OUTER-NEXT: %8 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %9 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %10 = llvm.insertelement %7, %8[%9 : i32] : vector<2xf32>
// OUTER-NEXT: %11 = llvm.shufflevector %10, %8 [0, 0] : vector<2xf32>
// OUTER-NEXT: %12 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf32>>
// OUTER-NEXT: %13 = llvm.intr.fmuladd(%11, %4, %12) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %14 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %15 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %16 = llvm.extractelement %14[%15 : i64] : vector<3xf32>
// OUTER-NEXT: %17 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %18 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %19 = llvm.insertelement %16, %17[%18 : i32] : vector<2xf32>
// OUTER-NEXT: %20 = llvm.shufflevector %19, %17 [0, 0] : vector<2xf32>
// OUTER-NEXT: %21 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf32>>
// OUTER-NEXT: %22 = llvm.intr.fmuladd(%20, %4, %21) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %23 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %24 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %25 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<3xf32>
// OUTER-NEXT: %27 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %28 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %29 = llvm.insertelement %26, %27[%28 : i32] : vector<2xf32>
// OUTER-NEXT: %30 = llvm.shufflevector %29, %27 [0, 0] : vector<2xf32>
// OUTER-NEXT: %31 = llvm.intr.fmuladd(%30, %23, %13) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %32 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %33 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %34 = llvm.extractelement %32[%33 : i64] : vector<3xf32>
// OUTER-NEXT: %35 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %36 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %37 = llvm.insertelement %34, %35[%36 : i32] : vector<2xf32>
// OUTER-NEXT: %38 = llvm.shufflevector %37, %35 [0, 0] : vector<2xf32>
// OUTER-NEXT: %39 = llvm.intr.fmuladd(%38, %23, %22) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %40 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %41 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %42 = llvm.mlir.constant(2 : i64) : i64
// OUTER-NEXT: %43 = llvm.extractelement %41[%42 : i64] : vector<3xf32>
// OUTER-NEXT: %44 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %45 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %46 = llvm.insertelement %43, %44[%45 : i32] : vector<2xf32>
// OUTER-NEXT: %47 = llvm.shufflevector %46, %44 [0, 0] : vector<2xf32>
// OUTER-NEXT: %48 = llvm.intr.fmuladd(%47, %40, %31) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %49 = llvm.insertvalue %48, %3[0] : !llvm.array<2 x vector<2xf32>>
// OUTER-NEXT: %50 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %51 = llvm.mlir.constant(2 : i64) : i64
// OUTER-NEXT: %52 = llvm.extractelement %50[%51 : i64] : vector<3xf32>
// OUTER-NEXT: %53 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %54 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %55 = llvm.insertelement %52, %53[%54 : i32] : vector<2xf32>
// OUTER-NEXT: %56 = llvm.shufflevector %55, %53 [0, 0] : vector<2xf32>
// OUTER-NEXT: %57 = llvm.intr.fmuladd(%56, %40, %39) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %58 = llvm.insertvalue %57, %49[1] : !llvm.array<2 x vector<2xf32>>
// OUTER-NEXT: %59 = builtin.unrealized_conversion_cast %58 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// OUTER-NEXT: return %59 : vector<2x2xf32>
func.func @matmul(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract #matmat %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// CHECK-LABEL: func.func @matmul_nt_i32(%arg0: vector<2x2xi32>, %arg1: vector<2x2xi32>, %arg2: vector<2x2xi32>) -> vector<2x2xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %5 = arith.muli %3, %4 : vector<2xi32>
// CHECK-NEXT: %6 = "llvm.intr.vector.reduce.add"(%5) : (vector<2xi32>) -> i32
// CHECK-NEXT: %7 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.insertelement %6, %7[%8 : i64] : vector<2xi32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %2[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %12 = arith.muli %3, %11 : vector<2xi32>
// CHECK-NEXT: %13 = "llvm.intr.vector.reduce.add"(%12) : (vector<2xi32>) -> i32
// CHECK-NEXT: %14 = llvm.extractvalue %10[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i64] : vector<2xi32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %10[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %19 = arith.muli %18, %4 : vector<2xi32>
// CHECK-NEXT: %20 = "llvm.intr.vector.reduce.add"(%19) : (vector<2xi32>) -> i32
// CHECK-NEXT: %21 = llvm.extractvalue %17[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %23 = llvm.insertelement %20, %21[%22 : i64] : vector<2xi32>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %17[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %25 = arith.muli %18, %11 : vector<2xi32>
// CHECK-NEXT: %26 = "llvm.intr.vector.reduce.add"(%25) : (vector<2xi32>) -> i32
// CHECK-NEXT: %27 = llvm.extractvalue %24[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<2xi32>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %24[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %31 = builtin.unrealized_conversion_cast %30 : !llvm.array<2 x vector<2xi32>> to vector<2x2xi32>
// CHECK-NEXT: %32 = arith.addi %31, %arg2 : vector<2x2xi32>
// CHECK-NEXT: return %32 : vector<2x2xi32>
// OUTER-LABEL: func.func @matmul_nt_i32(%arg0: vector<2x2xi32>, %arg1: vector<2x2xi32>, %arg2: vector<2x2xi32>) -> vector<2x2xi32> {
// OUTER-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %cst = arith.constant dense<0> : vector<2x2xi32>
// OUTER-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %4 = ub.poison : vector<2x2xi32>
// OUTER-NEXT: %5 = builtin.unrealized_conversion_cast %4 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %8 = llvm.extractelement %6[%7 : i64] : vector<2xi32>
// OUTER-NEXT: %9 = llvm.extractvalue %5[0] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %10 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %11 = llvm.insertelement %8, %9[%10 : i64] : vector<2xi32>
// OUTER-NEXT: %12 = llvm.insertvalue %11, %5[0] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %13 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %14 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %15 = llvm.extractelement %13[%14 : i64] : vector<2xi32>
// OUTER-NEXT: %16 = llvm.extractvalue %12[1] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %17 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %18 = llvm.insertelement %15, %16[%17 : i64] : vector<2xi32>
// OUTER-NEXT: %19 = llvm.insertvalue %18, %12[1] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %20 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %21 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %22 = llvm.extractelement %20[%21 : i64] : vector<2xi32>
// OUTER-NEXT: %23 = llvm.extractvalue %19[0] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %24 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %25 = llvm.insertelement %22, %23[%24 : i64] : vector<2xi32>
// OUTER-NEXT: %26 = llvm.insertvalue %25, %19[0] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %27 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %29 = llvm.extractelement %27[%28 : i64] : vector<2xi32>
// OUTER-NEXT: %30 = llvm.extractvalue %26[1] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %31 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %32 = llvm.insertelement %29, %30[%31 : i64] : vector<2xi32>
// OUTER-NEXT: %33 = llvm.insertvalue %32, %26[1] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %34 = llvm.extractvalue %33[0] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %35 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %36 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %37 = llvm.extractelement %35[%36 : i64] : vector<2xi32>
// OUTER-NEXT: %38 = llvm.mlir.poison : vector<2xi32>
// OUTER-NEXT: %39 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %40 = llvm.insertelement %37, %38[%39 : i32] : vector<2xi32>
// OUTER-NEXT: %41 = llvm.shufflevector %40, %38 [0, 0] : vector<2xi32>
// OUTER-NEXT: %42 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %43 = arith.muli %41, %34 : vector<2xi32>
// OUTER-NEXT: %44 = arith.addi %43, %42 : vector<2xi32>
// OUTER-NEXT: %45 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %46 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %47 = llvm.extractelement %45[%46 : i64] : vector<2xi32>
// OUTER-NEXT: %48 = llvm.mlir.poison : vector<2xi32>
// OUTER-NEXT: %49 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %50 = llvm.insertelement %47, %48[%49 : i32] : vector<2xi32>
// OUTER-NEXT: %51 = llvm.shufflevector %50, %48 [0, 0] : vector<2xi32>
// OUTER-NEXT: %52 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %53 = arith.muli %51, %34 : vector<2xi32>
// OUTER-NEXT: %54 = arith.addi %53, %52 : vector<2xi32>
// OUTER-NEXT: %55 = llvm.extractvalue %33[1] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %56 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %57 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %58 = llvm.extractelement %56[%57 : i64] : vector<2xi32>
// OUTER-NEXT: %59 = llvm.mlir.poison : vector<2xi32>
// OUTER-NEXT: %60 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %61 = llvm.insertelement %58, %59[%60 : i32] : vector<2xi32>
// OUTER-NEXT: %62 = llvm.shufflevector %61, %59 [0, 0] : vector<2xi32>
// OUTER-NEXT: %63 = arith.muli %62, %55 : vector<2xi32>
// OUTER-NEXT: %64 = arith.addi %63, %44 : vector<2xi32>
// OUTER-NEXT: %65 = llvm.insertvalue %64, %3[0] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %66 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %67 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %68 = llvm.extractelement %66[%67 : i64] : vector<2xi32>
// OUTER-NEXT: %69 = llvm.mlir.poison : vector<2xi32>
// OUTER-NEXT: %70 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %71 = llvm.insertelement %68, %69[%70 : i32] : vector<2xi32>
// OUTER-NEXT: %72 = llvm.shufflevector %71, %69 [0, 0] : vector<2xi32>
// OUTER-NEXT: %73 = arith.muli %72, %55 : vector<2xi32>
// OUTER-NEXT: %74 = arith.addi %73, %54 : vector<2xi32>
// OUTER-NEXT: %75 = llvm.insertvalue %74, %65[1] : !llvm.array<2 x vector<2xi32>>
// OUTER-NEXT: %76 = builtin.unrealized_conversion_cast %75 : !llvm.array<2 x vector<2xi32>> to vector<2x2xi32>
// OUTER-NEXT: return %76 : vector<2x2xi32>
func.func @matmul_nt_i32(%a: vector<2x2xi32>, %b: vector<2x2xi32>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  return %0 : vector<2x2xi32>
}

// CHECK-LABEL: func.func @batch(%arg0: vector<2x2x3xf32>, %arg1: vector<2x3xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x3xf32> to !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_0 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %7 = arith.mulf %6, %4 : vector<3xf32>
// CHECK-NEXT: %8 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %9 = "llvm.intr.vector.reduce.fadd"(%8, %7) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %11 = llvm.insertelement %9, %cst[%10 : i64] : vector<2xf32>
// CHECK-NEXT: %12 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %13 = arith.mulf %12, %4 : vector<3xf32>
// CHECK-NEXT: %14 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %15 = "llvm.intr.vector.reduce.fadd"(%14, %13) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %17 = llvm.insertelement %15, %11[%16 : i64] : vector<2xf32>
// CHECK-NEXT: %18 = arith.addf %17, %5 : vector<2xf32>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %20 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %21 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %22 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %23 = arith.mulf %22, %20 : vector<3xf32>
// CHECK-NEXT: %24 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %25 = "llvm.intr.vector.reduce.fadd"(%24, %23) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %26 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %27 = llvm.insertelement %25, %cst[%26 : i64] : vector<2xf32>
// CHECK-NEXT: %28 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %29 = arith.mulf %28, %20 : vector<3xf32>
// CHECK-NEXT: %30 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %31 = "llvm.intr.vector.reduce.fadd"(%30, %29) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %32 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %33 = llvm.insertelement %31, %27[%32 : i64] : vector<2xf32>
// CHECK-NEXT: %34 = arith.addf %33, %21 : vector<2xf32>
// CHECK-NEXT: %35 = llvm.insertvalue %34, %19[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %36 = builtin.unrealized_conversion_cast %35 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: return %36 : vector<2x2xf32>
// OUTER-LABEL: func.func @batch(%arg0: vector<2x2x3xf32>, %arg1: vector<2x3xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// OUTER-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x3xf32> to !llvm.array<2 x array<2 x vector<3xf32>>>
// OUTER-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// OUTER-NEXT: %3 = ub.poison : vector<3x2xf32>
// OUTER-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// OUTER-NEXT: %5 = builtin.unrealized_conversion_cast %cst : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// OUTER-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf32>>
// OUTER-NEXT: %7 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// OUTER-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %9 = llvm.extractelement %7[%8 : i64] : vector<3xf32>
// OUTER-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %11 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %12 = llvm.insertelement %9, %10[%11 : i64] : vector<2xf32>
// OUTER-NEXT: %13 = llvm.insertvalue %12, %4[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %14 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// OUTER-NEXT: %15 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %16 = llvm.extractelement %14[%15 : i64] : vector<3xf32>
// OUTER-NEXT: %17 = llvm.extractvalue %13[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %18 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %19 = llvm.insertelement %16, %17[%18 : i64] : vector<2xf32>
// OUTER-NEXT: %20 = llvm.insertvalue %19, %13[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %21 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// OUTER-NEXT: %22 = llvm.mlir.constant(2 : i64) : i64
// OUTER-NEXT: %23 = llvm.extractelement %21[%22 : i64] : vector<3xf32>
// OUTER-NEXT: %24 = llvm.extractvalue %20[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %26 = llvm.insertelement %23, %24[%25 : i64] : vector<2xf32>
// OUTER-NEXT: %27 = llvm.insertvalue %26, %20[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %28 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// OUTER-NEXT: %29 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %30 = llvm.extractelement %28[%29 : i64] : vector<3xf32>
// OUTER-NEXT: %31 = llvm.extractvalue %27[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %32 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %33 = llvm.insertelement %30, %31[%32 : i64] : vector<2xf32>
// OUTER-NEXT: %34 = llvm.insertvalue %33, %27[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %35 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// OUTER-NEXT: %36 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %37 = llvm.extractelement %35[%36 : i64] : vector<3xf32>
// OUTER-NEXT: %38 = llvm.extractvalue %34[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %39 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %40 = llvm.insertelement %37, %38[%39 : i64] : vector<2xf32>
// OUTER-NEXT: %41 = llvm.insertvalue %40, %34[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %42 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// OUTER-NEXT: %43 = llvm.mlir.constant(2 : i64) : i64
// OUTER-NEXT: %44 = llvm.extractelement %42[%43 : i64] : vector<3xf32>
// OUTER-NEXT: %45 = llvm.extractvalue %41[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %46 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %47 = llvm.insertelement %44, %45[%46 : i64] : vector<2xf32>
// OUTER-NEXT: %48 = llvm.insertvalue %47, %41[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %49 = llvm.extractvalue %48[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %50 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %51 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %52 = llvm.extractelement %50[%51 : i64] : vector<3xf32>
// OUTER-NEXT: %53 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %54 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %55 = llvm.insertelement %52, %53[%54 : i32] : vector<2xf32>
// OUTER-NEXT: %56 = llvm.shufflevector %55, %53 [0, 0] : vector<2xf32>
// OUTER-NEXT: %57 = llvm.intr.fmuladd(%49, %56, %6) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %58 = llvm.extractvalue %48[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %59 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %60 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %61 = llvm.extractelement %59[%60 : i64] : vector<3xf32>
// OUTER-NEXT: %62 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %63 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %64 = llvm.insertelement %61, %62[%63 : i32] : vector<2xf32>
// OUTER-NEXT: %65 = llvm.shufflevector %64, %62 [0, 0] : vector<2xf32>
// OUTER-NEXT: %66 = llvm.intr.fmuladd(%58, %65, %57) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %67 = llvm.extractvalue %48[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %68 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %69 = llvm.mlir.constant(2 : i64) : i64
// OUTER-NEXT: %70 = llvm.extractelement %68[%69 : i64] : vector<3xf32>
// OUTER-NEXT: %71 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %72 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %73 = llvm.insertelement %70, %71[%72 : i32] : vector<2xf32>
// OUTER-NEXT: %74 = llvm.shufflevector %73, %71 [0, 0] : vector<2xf32>
// OUTER-NEXT: %75 = llvm.intr.fmuladd(%67, %74, %66) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %76 = llvm.insertvalue %75, %5[0] : !llvm.array<2 x vector<2xf32>>
// OUTER-NEXT: %77 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<2xf32>>
// OUTER-NEXT: %78 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// OUTER-NEXT: %79 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %80 = llvm.extractelement %78[%79 : i64] : vector<3xf32>
// OUTER-NEXT: %81 = llvm.extractvalue %4[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %82 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %83 = llvm.insertelement %80, %81[%82 : i64] : vector<2xf32>
// OUTER-NEXT: %84 = llvm.insertvalue %83, %4[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %85 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// OUTER-NEXT: %86 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %87 = llvm.extractelement %85[%86 : i64] : vector<3xf32>
// OUTER-NEXT: %88 = llvm.extractvalue %84[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %89 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %90 = llvm.insertelement %87, %88[%89 : i64] : vector<2xf32>
// OUTER-NEXT: %91 = llvm.insertvalue %90, %84[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %92 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// OUTER-NEXT: %93 = llvm.mlir.constant(2 : i64) : i64
// OUTER-NEXT: %94 = llvm.extractelement %92[%93 : i64] : vector<3xf32>
// OUTER-NEXT: %95 = llvm.extractvalue %91[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %96 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %97 = llvm.insertelement %94, %95[%96 : i64] : vector<2xf32>
// OUTER-NEXT: %98 = llvm.insertvalue %97, %91[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %99 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// OUTER-NEXT: %100 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %101 = llvm.extractelement %99[%100 : i64] : vector<3xf32>
// OUTER-NEXT: %102 = llvm.extractvalue %98[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %103 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %104 = llvm.insertelement %101, %102[%103 : i64] : vector<2xf32>
// OUTER-NEXT: %105 = llvm.insertvalue %104, %98[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %106 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// OUTER-NEXT: %107 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %108 = llvm.extractelement %106[%107 : i64] : vector<3xf32>
// OUTER-NEXT: %109 = llvm.extractvalue %105[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %110 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %111 = llvm.insertelement %108, %109[%110 : i64] : vector<2xf32>
// OUTER-NEXT: %112 = llvm.insertvalue %111, %105[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %113 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// OUTER-NEXT: %114 = llvm.mlir.constant(2 : i64) : i64
// OUTER-NEXT: %115 = llvm.extractelement %113[%114 : i64] : vector<3xf32>
// OUTER-NEXT: %116 = llvm.extractvalue %112[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %117 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %118 = llvm.insertelement %115, %116[%117 : i64] : vector<2xf32>
// OUTER-NEXT: %119 = llvm.insertvalue %118, %112[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %120 = llvm.extractvalue %119[0] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %121 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %122 = llvm.mlir.constant(0 : i64) : i64
// OUTER-NEXT: %123 = llvm.extractelement %121[%122 : i64] : vector<3xf32>
// OUTER-NEXT: %124 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %125 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %126 = llvm.insertelement %123, %124[%125 : i32] : vector<2xf32>
// OUTER-NEXT: %127 = llvm.shufflevector %126, %124 [0, 0] : vector<2xf32>
// OUTER-NEXT: %128 = llvm.intr.fmuladd(%120, %127, %77) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %129 = llvm.extractvalue %119[1] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %130 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %131 = llvm.mlir.constant(1 : i64) : i64
// OUTER-NEXT: %132 = llvm.extractelement %130[%131 : i64] : vector<3xf32>
// OUTER-NEXT: %133 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %134 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %135 = llvm.insertelement %132, %133[%134 : i32] : vector<2xf32>
// OUTER-NEXT: %136 = llvm.shufflevector %135, %133 [0, 0] : vector<2xf32>
// OUTER-NEXT: %137 = llvm.intr.fmuladd(%129, %136, %128) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %138 = llvm.extractvalue %119[2] : !llvm.array<3 x vector<2xf32>>
// OUTER-NEXT: %139 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// OUTER-NEXT: %140 = llvm.mlir.constant(2 : i64) : i64
// OUTER-NEXT: %141 = llvm.extractelement %139[%140 : i64] : vector<3xf32>
// OUTER-NEXT: %142 = llvm.mlir.poison : vector<2xf32>
// OUTER-NEXT: %143 = llvm.mlir.constant(0 : i32) : i32
// OUTER-NEXT: %144 = llvm.insertelement %141, %142[%143 : i32] : vector<2xf32>
// OUTER-NEXT: %145 = llvm.shufflevector %144, %142 [0, 0] : vector<2xf32>
// OUTER-NEXT: %146 = llvm.intr.fmuladd(%138, %145, %137) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// OUTER-NEXT: %147 = llvm.insertvalue %146, %76[1] : !llvm.array<2 x vector<2xf32>>
// OUTER-NEXT: %148 = builtin.unrealized_conversion_cast %147 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// OUTER-NEXT: return %148 : vector<2x2xf32>
func.func @batch(%a: vector<2x2x3xf32>, %b: vector<2x3xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(b, i, k) -> (b, i, k)>, affine_map<(b, i, k) -> (b, k)>, affine_map<(b, i, k) -> (b, i)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2x3xf32>, vector<2x3xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// CHECK-LABEL: func.func @full_reduction(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = arith.mulf %2, %3 : vector<3xf32>
// CHECK-NEXT: %5 = "llvm.intr.vector.reduce.fadd"(%arg2, %4) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %6 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = arith.mulf %6, %7 : vector<3xf32>
// CHECK-NEXT: %9 = "llvm.intr.vector.reduce.fadd"(%5, %8) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: return %9 : f32
func.func @full_reduction(%a: vector<2x3xf32>, %b: vector<2x3xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> ()>], iterator_types = ["reduction", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<2x3xf32> into f32
  return %0 : f32
}

// CHECK-LABEL: func.func @outerproduct(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xf32>, %arg3: f32, %arg4: vector<2xf32>) -> (vector<2x3xf32>, vector<2x3xf32>, vector<2xf32>, vector<2xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %arg0[%2 : i64] : vector<2xf32>
// CHECK-NEXT: %4 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %6 = llvm.insertelement %3, %4[%5 : i32] : vector<3xf32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %8 = arith.mulf %7, %arg1 : vector<3xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %11 = llvm.extractelement %arg0[%10 : i64] : vector<2xf32>
// CHECK-NEXT: %12 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %14 = llvm.insertelement %11, %12[%13 : i32] : vector<3xf32>
// CHECK-NEXT: %15 = llvm.shufflevector %14, %12 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %16 = arith.mulf %15, %arg1 : vector<3xf32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %9[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %20 = llvm.extractelement %arg0[%19 : i64] : vector<2xf32>
// CHECK-NEXT: %21 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %23 = llvm.insertelement %20, %21[%22 : i32] : vector<3xf32>
// CHECK-NEXT: %24 = llvm.shufflevector %23, %21 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %25 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %26 = llvm.intr.fmuladd(%24, %arg1, %25) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %29 = llvm.extractelement %arg0[%28 : i64] : vector<2xf32>
// CHECK-NEXT: %30 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %31 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %32 = llvm.insertelement %29, %30[%31 : i32] : vector<3xf32>
// CHECK-NEXT: %33 = llvm.shufflevector %32, %30 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %34 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %35 = llvm.intr.fmuladd(%33, %arg1, %34) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %36 = llvm.insertvalue %35, %27[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %37 = builtin.unrealized_conversion_cast %36 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %38 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %40 = llvm.insertelement %arg3, %38[%39 : i32] : vector<2xf32>
// CHECK-NEXT: %41 = llvm.shufflevector %40, %38 [0, 0] : vector<2xf32>
// CHECK-NEXT: %42 = arith.mulf %arg0, %41 : vector<2xf32>
// CHECK-NEXT: %43 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %44 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %45 = llvm.insertelement %arg3, %43[%44 : i32] : vector<2xf32>
// CHECK-NEXT: %46 = llvm.shufflevector %45, %43 [0, 0] : vector<2xf32>
// CHECK-NEXT: %47 = llvm.intr.fmuladd(%arg0, %46, %arg4) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT: return %18, %37, %42, %47 : vector<2x3xf32>, vector<2x3xf32>, vector<2xf32>, vector<2xf32>
func.func @outerproduct(%x: vector<2xf32>, %y: vector<3xf32>, %acc: vector<2x3xf32>, %s: f32, %z: vector<2xf32>)
    -> (vector<2x3xf32>, vector<2x3xf32>, vector<2xf32>, vector<2xf32>) {
  %0 = vector.outerproduct %x, %y : vector<2xf32>, vector<3xf32>
  %1 = vector.outerproduct %x, %y, %acc : vector<2xf32>, vector<3xf32>
  %2 = vector.outerproduct %x, %s : vector<2xf32>, f32
  %3 = vector.outerproduct %x, %s, %z : vector<2xf32>, f32
  return %0, %1, %2, %3 : vector<2x3xf32>, vector<2x3xf32>, vector<2xf32>, vector<2xf32>
}

// CHECK-LABEL: func.func @outerproduct_kinds(%arg0: vector<2xi32>, %arg1: vector<3xi32>, %arg2: vector<2x3xi32>, %arg3: vector<2xf32>, %arg4: vector<3xf32>, %arg5: vector<2x3xf32>) -> (vector<2x3xi32>, vector<2x3xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<2x3xi32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_0 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %arg0[%4 : i64] : vector<2xi32>
// CHECK-NEXT: %6 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %8 = llvm.insertelement %5, %6[%7 : i32] : vector<3xi32>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %6 [0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %10 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %11 = arith.muli %9, %arg1 : vector<3xi32>
// CHECK-NEXT: %12 = arith.maxsi %11, %10 : vector<3xi32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %3[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %15 = llvm.extractelement %arg0[%14 : i64] : vector<2xi32>
// CHECK-NEXT: %16 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %18 = llvm.insertelement %15, %16[%17 : i32] : vector<3xi32>
// CHECK-NEXT: %19 = llvm.shufflevector %18, %16 [0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %20 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %21 = arith.muli %19, %arg1 : vector<3xi32>
// CHECK-NEXT: %22 = arith.maxsi %21, %20 : vector<3xi32>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %13[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : !llvm.array<2 x vector<3xi32>> to vector<2x3xi32>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %26 = llvm.extractelement %arg3[%25 : i64] : vector<2xf32>
// CHECK-NEXT: %27 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i32] : vector<3xf32>
// CHECK-NEXT: %30 = llvm.shufflevector %29, %27 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %31 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %32 = arith.mulf %30, %arg4 : vector<3xf32>
// CHECK-NEXT: %33 = arith.mulf %32, %31 : vector<3xf32>
// CHECK-NEXT: %34 = llvm.insertvalue %33, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %36 = llvm.extractelement %arg3[%35 : i64] : vector<2xf32>
// CHECK-NEXT: %37 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %38 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %39 = llvm.insertelement %36, %37[%38 : i32] : vector<3xf32>
// CHECK-NEXT: %40 = llvm.shufflevector %39, %37 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %41 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %42 = arith.mulf %40, %arg4 : vector<3xf32>
// CHECK-NEXT: %43 = arith.mulf %42, %41 : vector<3xf32>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %34[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %45 = builtin.unrealized_conversion_cast %44 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %24, %45 : vector<2x3xi32>, vector<2x3xf32>
func.func @outerproduct_kinds(%x: vector<2xi32>, %y: vector<3xi32>, %acc: vector<2x3xi32>, %fx: vector<2xf32>, %fy: vector<3xf32>, %facc: vector<2x3xf32>) -> (vector<2x3xi32>, vector<2x3xf32>) {
  %0 = vector.outerproduct %x, %y, %acc {kind = #vector.kind<maxsi>} : vector<2xi32>, vector<3xi32>
  %1 = vector.outerproduct %fx, %fy, %facc {kind = #vector.kind<mul>} : vector<2xf32>, vector<3xf32>
  return %0, %1 : vector<2x3xi32>, vector<2x3xf32>
}

// CHECK-LABEL: func.func @transpose(%arg0: vector<2x3x4xf32>, %arg1: vector<2x3xf32>) -> (vector<3x2x4xf32>, vector<3x2xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %2 = ub.poison : vector<3x2xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %4 = ub.poison : vector<3x2x4xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : vector<3x2x4xf32> to !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[0, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %8 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[1, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %10 = llvm.extractvalue %1[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[2, 0] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %12 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[0, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %14 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[1, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %16 = llvm.extractvalue %1[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[2, 1] : !llvm.array<3 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.array<3 x array<2 x vector<4xf32>>> to vector<3x2x4xf32>
// CHECK-NEXT: %19 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %21 = llvm.extractelement %19[%20 : i64] : vector<3xf32>
// CHECK-NEXT: %22 = llvm.extractvalue %3[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %23 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %24 = llvm.insertelement %21, %22[%23 : i64] : vector<2xf32>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %3[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %26 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %27 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %28 = llvm.extractelement %26[%27 : i64] : vector<3xf32>
// CHECK-NEXT: %29 = llvm.extractvalue %25[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %30 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %31 = llvm.insertelement %28, %29[%30 : i64] : vector<2xf32>
// CHECK-NEXT: %32 = llvm.insertvalue %31, %25[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %33 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %34 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %35 = llvm.extractelement %33[%34 : i64] : vector<3xf32>
// CHECK-NEXT: %36 = llvm.extractvalue %32[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %37 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %38 = llvm.insertelement %35, %36[%37 : i64] : vector<2xf32>
// CHECK-NEXT: %39 = llvm.insertvalue %38, %32[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %40 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %41 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %42 = llvm.extractelement %40[%41 : i64] : vector<3xf32>
// CHECK-NEXT: %43 = llvm.extractvalue %39[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %44 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %45 = llvm.insertelement %42, %43[%44 : i64] : vector<2xf32>
// CHECK-NEXT: %46 = llvm.insertvalue %45, %39[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %47 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %48 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %49 = llvm.extractelement %47[%48 : i64] : vector<3xf32>
// CHECK-NEXT: %50 = llvm.extractvalue %46[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %51 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %52 = llvm.insertelement %49, %50[%51 : i64] : vector<2xf32>
// CHECK-NEXT: %53 = llvm.insertvalue %52, %46[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %54 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %55 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %56 = llvm.extractelement %54[%55 : i64] : vector<3xf32>
// CHECK-NEXT: %57 = llvm.extractvalue %53[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %58 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %59 = llvm.insertelement %56, %57[%58 : i64] : vector<2xf32>
// CHECK-NEXT: %60 = llvm.insertvalue %59, %53[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %61 = builtin.unrealized_conversion_cast %60 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT: return %18, %61 : vector<3x2x4xf32>, vector<3x2xf32>
func.func @transpose(%a: vector<2x3x4xf32>, %b: vector<2x3xf32>) -> (vector<3x2x4xf32>, vector<3x2xf32>) {
  %0 = vector.transpose %a, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %1 = vector.transpose %b, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0, %1 : vector<3x2x4xf32>, vector<3x2xf32>
}
