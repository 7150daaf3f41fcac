// RUN: oxir-opt %s --convert-vector-to-llvm --split-input-file | FileCheck %s

// Masked contractions (vector.mask { vector.contract }) through convert-vector-to-llvm, as
// mlir-opt 22 lowers them (the CHECK lines are its output): the default dot strategy takes no
// mask, so the contraction is unrolled one parallel dimension at a time, the mask sliced along
// with the iteration space, down to masked add reductions (llvm.intr.vp.reduce.*).

#dot = {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>}
func.func @dot(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32, %m: vector<4xi1>) -> f32 {
  %0 = vector.mask %m { vector.contract #dot %a, %b, %c : vector<4xf32>, vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}

// CHECK-LABEL: func.func @dot(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<4xi1>) -> f32 {
// CHECK-NEXT:   %0 = arith.mulf %arg0, %arg1 : vector<4xf32>
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = "llvm.intr.vp.reduce.fadd"(%arg2, %0, %arg3, %1) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT:   return %2 : f32

// -----

#dot = {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>}
func.func @dot_int(%a: vector<[4]xi32>, %b: vector<[4]xi32>, %c: i32, %m: vector<[4]xi1>) -> i32 {
  %0 = vector.mask %m { vector.contract #dot %a, %b, %c : vector<[4]xi32>, vector<[4]xi32> into i32 } : vector<[4]xi1> -> i32
  return %0 : i32
}

// CHECK-LABEL: func.func @dot_int(%arg0: vector<[4]xi32>, %arg1: vector<[4]xi32>, %arg2: i32, %arg3: vector<[4]xi1>) -> i32 {
// CHECK-NEXT:   %0 = arith.muli %arg0, %arg1 : vector<[4]xi32>
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT:   %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT:   %5 = arith.muli %1, %4 : i32
// CHECK-NEXT:   %6 = "llvm.intr.vp.reduce.add"(%arg2, %0, %arg3, %5) : (i32, vector<[4]xi32>, vector<[4]xi1>, i32) -> i32
// CHECK-NEXT:   return %6 : i32

// -----

#matvec = {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>}
func.func @matvec(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>, %m: vector<2x3xi1>) -> vector<2xf32> {
  %0 = vector.mask %m { vector.contract #matvec %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32> } : vector<2x3xi1> -> vector<2xf32>
  return %0 : vector<2xf32>
}

// CHECK-LABEL: func.func @matvec(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>, %arg2: vector<2xf32>, %arg3: vector<2x3xi1>) -> vector<2xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %4 = llvm.extractelement %arg2[%3 : i64] : vector<2xf32>
// CHECK-NEXT:   %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:   %6 = arith.mulf %2, %arg1 : vector<3xf32>
// CHECK-NEXT:   %7 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %8 = "llvm.intr.vp.reduce.fadd"(%4, %6, %5, %7) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:   %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %10 = llvm.insertelement %8, %cst[%9 : i64] : vector<2xf32>
// CHECK-NEXT:   %11 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %13 = llvm.extractelement %arg2[%12 : i64] : vector<2xf32>
// CHECK-NEXT:   %14 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:   %15 = arith.mulf %11, %arg1 : vector<3xf32>
// CHECK-NEXT:   %16 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %17 = "llvm.intr.vp.reduce.fadd"(%13, %15, %14, %16) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:   %18 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %19 = llvm.insertelement %17, %10[%18 : i64] : vector<2xf32>
// CHECK-NEXT:   return %19 : vector<2xf32>

// -----

#matmul = {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
func.func @matmul(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>, %m: vector<2x2x3xi1>) -> vector<2x2xf32> {
  %0 = vector.mask %m { vector.contract #matmul %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32> } : vector<2x2x3xi1> -> vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// CHECK-LABEL: func.func @matmul(%arg0: vector<2x3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2x2xf32>, %arg3: vector<2x2x3xi1>) -> vector<2x2xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x2x3xi1> to !llvm.array<2 x array<2 x vector<3xi1>>>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-NEXT:   %cst_0 = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT:   %cst_1 = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %cst_1 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:   %5 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %6 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %8 = llvm.extractelement %6[%7 : i64] : vector<2xf32>
// CHECK-NEXT:   %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %10 = llvm.insertelement %8, %cst[%9 : i64] : vector<3xf32>
// CHECK-NEXT:   %11 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %13 = llvm.extractelement %11[%12 : i64] : vector<2xf32>
// CHECK-NEXT:   %14 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %15 = llvm.insertelement %13, %10[%14 : i64] : vector<3xf32>
// CHECK-NEXT:   %16 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %17 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %18 = llvm.extractelement %16[%17 : i64] : vector<2xf32>
// CHECK-NEXT:   %19 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %20 = llvm.insertelement %18, %15[%19 : i64] : vector<3xf32>
// CHECK-NEXT:   %21 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %22 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %23 = llvm.extractelement %21[%22 : i64] : vector<2xf32>
// CHECK-NEXT:   %24 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<3xi1>>> 
// CHECK-NEXT:   %25 = arith.mulf %5, %20 : vector<3xf32>
// CHECK-NEXT:   %26 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %27 = "llvm.intr.vp.reduce.fadd"(%23, %25, %24, %26) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:   %28 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %29 = llvm.insertelement %27, %cst_0[%28 : i64] : vector<2xf32>
// CHECK-NEXT:   %30 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %31 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %32 = llvm.extractelement %30[%31 : i64] : vector<2xf32>
// CHECK-NEXT:   %33 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %34 = llvm.insertelement %32, %cst[%33 : i64] : vector<3xf32>
// CHECK-NEXT:   %35 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %36 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %37 = llvm.extractelement %35[%36 : i64] : vector<2xf32>
// CHECK-NEXT:   %38 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %39 = llvm.insertelement %37, %34[%38 : i64] : vector<3xf32>
// CHECK-NEXT:   %40 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %41 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %42 = llvm.extractelement %40[%41 : i64] : vector<2xf32>
// CHECK-NEXT:   %43 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %44 = llvm.insertelement %42, %39[%43 : i64] : vector<3xf32>
// CHECK-NEXT:   %45 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %46 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %47 = llvm.extractelement %45[%46 : i64] : vector<2xf32>
// CHECK-NEXT:   %48 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<3xi1>>> 
// CHECK-NEXT:   %49 = arith.mulf %5, %44 : vector<3xf32>
// CHECK-NEXT:   %50 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %51 = "llvm.intr.vp.reduce.fadd"(%47, %49, %48, %50) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:   %52 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %53 = llvm.insertelement %51, %29[%52 : i64] : vector<2xf32>
// CHECK-NEXT:   %54 = llvm.insertvalue %53, %4[0] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %55 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:   %56 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %57 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %58 = llvm.extractelement %56[%57 : i64] : vector<2xf32>
// CHECK-NEXT:   %59 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %60 = llvm.insertelement %58, %cst[%59 : i64] : vector<3xf32>
// CHECK-NEXT:   %61 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %62 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %63 = llvm.extractelement %61[%62 : i64] : vector<2xf32>
// CHECK-NEXT:   %64 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %65 = llvm.insertelement %63, %60[%64 : i64] : vector<3xf32>
// CHECK-NEXT:   %66 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %67 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %68 = llvm.extractelement %66[%67 : i64] : vector<2xf32>
// CHECK-NEXT:   %69 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %70 = llvm.insertelement %68, %65[%69 : i64] : vector<3xf32>
// CHECK-NEXT:   %71 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %72 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %73 = llvm.extractelement %71[%72 : i64] : vector<2xf32>
// CHECK-NEXT:   %74 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<3xi1>>> 
// CHECK-NEXT:   %75 = arith.mulf %55, %70 : vector<3xf32>
// CHECK-NEXT:   %76 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %77 = "llvm.intr.vp.reduce.fadd"(%73, %75, %74, %76) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:   %78 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %79 = llvm.insertelement %77, %cst_0[%78 : i64] : vector<2xf32>
// CHECK-NEXT:   %80 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %81 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %82 = llvm.extractelement %80[%81 : i64] : vector<2xf32>
// CHECK-NEXT:   %83 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %84 = llvm.insertelement %82, %cst[%83 : i64] : vector<3xf32>
// CHECK-NEXT:   %85 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %86 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %87 = llvm.extractelement %85[%86 : i64] : vector<2xf32>
// CHECK-NEXT:   %88 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %89 = llvm.insertelement %87, %84[%88 : i64] : vector<3xf32>
// CHECK-NEXT:   %90 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:   %91 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %92 = llvm.extractelement %90[%91 : i64] : vector<2xf32>
// CHECK-NEXT:   %93 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %94 = llvm.insertelement %92, %89[%93 : i64] : vector<3xf32>
// CHECK-NEXT:   %95 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %96 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %97 = llvm.extractelement %95[%96 : i64] : vector<2xf32>
// CHECK-NEXT:   %98 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<3xi1>>> 
// CHECK-NEXT:   %99 = arith.mulf %55, %94 : vector<3xf32>
// CHECK-NEXT:   %100 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %101 = "llvm.intr.vp.reduce.fadd"(%97, %99, %98, %100) : (f32, vector<3xf32>, vector<3xi1>, i32) -> f32
// CHECK-NEXT:   %102 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %103 = llvm.insertelement %101, %79[%102 : i64] : vector<2xf32>
// CHECK-NEXT:   %104 = llvm.insertvalue %103, %54[1] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %105 = builtin.unrealized_conversion_cast %104 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT:   return %105 : vector<2x2xf32>

// -----

#red = {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> ()>], iterator_types = ["reduction", "reduction"], kind = #vector.kind<add>}
func.func @full_reduction(%a: vector<2x3xi32>, %b: vector<2x3xi32>, %c: i32, %m: vector<2x3xi1>) -> i32 {
  %0 = vector.mask %m { vector.contract #red %a, %b, %c : vector<2x3xi32>, vector<2x3xi32> into i32 } : vector<2x3xi1> -> i32
  return %0 : i32
}

// CHECK-LABEL: func.func @full_reduction(%arg0: vector<2x3xi32>, %arg1: vector<2x3xi32>, %arg2: i32, %arg3: vector<2x3xi1>) -> i32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT:   %3 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xi32>> 
// CHECK-NEXT:   %4 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>> 
// CHECK-NEXT:   %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:   %6 = arith.muli %3, %4 : vector<3xi32>
// CHECK-NEXT:   %7 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %8 = "llvm.intr.vp.reduce.add"(%arg2, %6, %5, %7) : (i32, vector<3xi32>, vector<3xi1>, i32) -> i32
// CHECK-NEXT:   %9 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xi32>> 
// CHECK-NEXT:   %10 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi32>> 
// CHECK-NEXT:   %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi1>> 
// CHECK-NEXT:   %12 = arith.muli %9, %10 : vector<3xi32>
// CHECK-NEXT:   %13 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %14 = "llvm.intr.vp.reduce.add"(%8, %12, %11, %13) : (i32, vector<3xi32>, vector<3xi1>, i32) -> i32
// CHECK-NEXT:   return %14 : i32

// -----

#batch = {indexing_maps = [affine_map<(b, i, k) -> (b, i, k)>, affine_map<(b, i, k) -> (b, k)>, affine_map<(b, i, k) -> (b, i)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
func.func @batch_matvec(%a: vector<2x2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>, %m: vector<2x2x2xi1>) -> vector<2x2xf32> {
  %0 = vector.mask %m { vector.contract #batch %a, %b, %c : vector<2x2x2xf32>, vector<2x2xf32> into vector<2x2xf32> } : vector<2x2x2xi1> -> vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// CHECK-LABEL: func.func @batch_matvec(%arg0: vector<2x2x2xf32>, %arg1: vector<2x2xf32>, %arg2: vector<2x2xf32>, %arg3: vector<2x2x2xi1>) -> vector<2x2xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x2x2xi1> to !llvm.array<2 x array<2 x vector<2xi1>>>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x2xf32> to !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT:   %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %cst_0 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:   %5 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %6 = llvm.extractvalue %2[0, 0] : !llvm.array<2 x array<2 x vector<2xf32>>> 
// CHECK-NEXT:   %7 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %9 = llvm.extractelement %7[%8 : i64] : vector<2xf32>
// CHECK-NEXT:   %10 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<2xi1>>> 
// CHECK-NEXT:   %11 = arith.mulf %6, %5 : vector<2xf32>
// CHECK-NEXT:   %12 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:   %13 = "llvm.intr.vp.reduce.fadd"(%9, %11, %10, %12) : (f32, vector<2xf32>, vector<2xi1>, i32) -> f32
// CHECK-NEXT:   %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %15 = llvm.insertelement %13, %cst[%14 : i64] : vector<2xf32>
// CHECK-NEXT:   %16 = llvm.extractvalue %2[0, 1] : !llvm.array<2 x array<2 x vector<2xf32>>> 
// CHECK-NEXT:   %17 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %18 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %19 = llvm.extractelement %17[%18 : i64] : vector<2xf32>
// CHECK-NEXT:   %20 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<2xi1>>> 
// CHECK-NEXT:   %21 = arith.mulf %16, %5 : vector<2xf32>
// CHECK-NEXT:   %22 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:   %23 = "llvm.intr.vp.reduce.fadd"(%19, %21, %20, %22) : (f32, vector<2xf32>, vector<2xi1>, i32) -> f32
// CHECK-NEXT:   %24 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %25 = llvm.insertelement %23, %15[%24 : i64] : vector<2xf32>
// CHECK-NEXT:   %26 = llvm.insertvalue %25, %4[0] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %27 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %28 = llvm.extractvalue %2[1, 0] : !llvm.array<2 x array<2 x vector<2xf32>>> 
// CHECK-NEXT:   %29 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %30 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %31 = llvm.extractelement %29[%30 : i64] : vector<2xf32>
// CHECK-NEXT:   %32 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<2xi1>>> 
// CHECK-NEXT:   %33 = arith.mulf %28, %27 : vector<2xf32>
// CHECK-NEXT:   %34 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:   %35 = "llvm.intr.vp.reduce.fadd"(%31, %33, %32, %34) : (f32, vector<2xf32>, vector<2xi1>, i32) -> f32
// CHECK-NEXT:   %36 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %37 = llvm.insertelement %35, %cst[%36 : i64] : vector<2xf32>
// CHECK-NEXT:   %38 = llvm.extractvalue %2[1, 1] : !llvm.array<2 x array<2 x vector<2xf32>>> 
// CHECK-NEXT:   %39 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %40 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %41 = llvm.extractelement %39[%40 : i64] : vector<2xf32>
// CHECK-NEXT:   %42 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<2xi1>>> 
// CHECK-NEXT:   %43 = arith.mulf %38, %27 : vector<2xf32>
// CHECK-NEXT:   %44 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:   %45 = "llvm.intr.vp.reduce.fadd"(%41, %43, %42, %44) : (f32, vector<2xf32>, vector<2xi1>, i32) -> f32
// CHECK-NEXT:   %46 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %47 = llvm.insertelement %45, %37[%46 : i64] : vector<2xf32>
// CHECK-NEXT:   %48 = llvm.insertvalue %47, %26[1] : !llvm.array<2 x vector<2xf32>> 
// CHECK-NEXT:   %49 = builtin.unrealized_conversion_cast %48 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT:   return %49 : vector<2x2xf32>
