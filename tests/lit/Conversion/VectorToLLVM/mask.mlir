// RUN: oxir-opt %s --convert-vector-to-llvm --split-input-file | FileCheck %s

// Masked outer products through convert-vector-to-llvm, as mlir-opt 22 lowers them (the CHECK
// lines are its output): the vector.mask is replaced by the lowered product, each row's
// combination with the accumulator selecting the accumulator where the mask (its row) is clear
// (an fma then a select for a float add).

func.func @masked_float_add_axpy(%arg0: vector<2xf32>, %arg1: f32, %arg2: vector<2xf32>, %m: vector<2xi1>) -> vector<2xf32> {
  %0 = vector.mask %m { vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<add>} : vector<2xf32>, f32 } : vector<2xi1> -> vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @masked_float_max_axpy_scalable(%arg0: vector<[2]xf32>, %arg1: f32, %arg2: vector<[2]xf32>, %m: vector<[2]xi1>) -> vector<[2]xf32> {
  %0 = vector.mask %m { vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<maxnumf>} : vector<[2]xf32>, f32 } : vector<[2]xi1> -> vector<[2]xf32>
  return %0 : vector<[2]xf32>
}

// -----

func.func @masked_int_or_axpy(%arg0: vector<2xi32>, %arg1: i32, %arg2: vector<2xi32>, %m: vector<2xi1>) -> vector<2xi32> {
  %0 = vector.mask %m { vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<or>} : vector<2xi32>, i32 } : vector<2xi1> -> vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

func.func @masked_int_maxsi_2d(%v: vector<2xi32>, %w: vector<3xi32>, %m: vector<2x3xi1>, %acc: vector<2x3xi32>) -> vector<2x3xi32> {
  %0 = vector.mask %m { vector.outerproduct %v, %w, %acc {kind = #vector.kind<maxsi>} : vector<2xi32>, vector<3xi32> } : vector<2x3xi1> -> vector<2x3xi32>
  return %0 : vector<2x3xi32>
}

// -----

func.func @masked_float_add_2d(%v: vector<2xf32>, %w: vector<3xf32>, %m: vector<2x3xi1>, %acc: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.mask %m { vector.outerproduct %v, %w, %acc {kind = #vector.kind<add>} : vector<2xf32>, vector<3xf32> } : vector<2x3xi1> -> vector<2x3xf32>
  return %0 : vector<2x3xf32>
}


// CHECK-LABEL: func.func @masked_float_add_axpy(%arg0: vector<2xf32>, %arg1: f32, %arg2: vector<2xf32>, %arg3: vector<2xi1>) -> vector<2xf32> {
// CHECK: %0 = llvm.mlir.poison : vector<2xf32>
// CHECK: %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %2 = llvm.insertelement %arg1, %0[%1 : i32] : vector<2xf32>
// CHECK: %3 = llvm.shufflevector %2, %0 [0, 0] : vector<2xf32>
// CHECK: %4 = llvm.intr.fmuladd(%arg0, %3, %arg2) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK: %5 = arith.select %arg3, %4, %arg2 : vector<2xi1>, vector<2xf32>
// CHECK: return %5 : vector<2xf32>
// CHECK-LABEL: func.func @masked_float_max_axpy_scalable(%arg0: vector<[2]xf32>, %arg1: f32, %arg2: vector<[2]xf32>, %arg3: vector<[2]xi1>) -> vector<[2]xf32> {
// CHECK: %0 = llvm.mlir.poison : vector<[2]xf32>
// CHECK: %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %2 = llvm.insertelement %arg1, %0[%1 : i32] : vector<[2]xf32>
// CHECK: %3 = llvm.shufflevector %2, %0 [0, 0] : vector<[2]xf32>
// CHECK: %4 = arith.mulf %arg0, %3 : vector<[2]xf32>
// CHECK: %5 = arith.maxnumf %4, %arg2 : vector<[2]xf32>
// CHECK: %6 = arith.select %arg3, %5, %arg2 : vector<[2]xi1>, vector<[2]xf32>
// CHECK: return %6 : vector<[2]xf32>
// CHECK-LABEL: func.func @masked_int_or_axpy(%arg0: vector<2xi32>, %arg1: i32, %arg2: vector<2xi32>, %arg3: vector<2xi1>) -> vector<2xi32> {
// CHECK: %0 = llvm.mlir.poison : vector<2xi32>
// CHECK: %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %2 = llvm.insertelement %arg1, %0[%1 : i32] : vector<2xi32>
// CHECK: %3 = llvm.shufflevector %2, %0 [0, 0] : vector<2xi32>
// CHECK: %4 = arith.muli %arg0, %3 : vector<2xi32>
// CHECK: %5 = arith.ori %4, %arg2 : vector<2xi32>
// CHECK: %6 = arith.select %arg3, %5, %arg2 : vector<2xi1>, vector<2xi32>
// CHECK: return %6 : vector<2xi32>
// CHECK-LABEL: func.func @masked_int_maxsi_2d(%arg0: vector<2xi32>, %arg1: vector<3xi32>, %arg2: vector<2x3xi1>, %arg3: vector<2x3xi32>) -> vector<2x3xi32> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK: %1 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK: %cst = arith.constant dense<0> : vector<2x3xi32>
// CHECK: %2 = builtin.unrealized_conversion_cast %cst : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK: %4 = llvm.extractelement %arg0[%3 : i64] : vector<2xi32>
// CHECK: %5 = llvm.mlir.poison : vector<3xi32>
// CHECK: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<3xi32>
// CHECK: %8 = llvm.shufflevector %7, %5 [0, 0, 0] : vector<3xi32>
// CHECK: %9 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK: %10 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK: %11 = arith.muli %8, %arg1 : vector<3xi32>
// CHECK: %12 = arith.maxsi %11, %9 : vector<3xi32>
// CHECK: %13 = arith.select %10, %12, %9 : vector<3xi1>, vector<3xi32>
// CHECK: %14 = llvm.insertvalue %13, %2[0] : !llvm.array<2 x vector<3xi32>>
// CHECK: %15 = llvm.mlir.constant(1 : i64) : i64
// CHECK: %16 = llvm.extractelement %arg0[%15 : i64] : vector<2xi32>
// CHECK: %17 = llvm.mlir.poison : vector<3xi32>
// CHECK: %18 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %19 = llvm.insertelement %16, %17[%18 : i32] : vector<3xi32>
// CHECK: %20 = llvm.shufflevector %19, %17 [0, 0, 0] : vector<3xi32>
// CHECK: %21 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi32>>
// CHECK: %22 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi1>>
// CHECK: %23 = arith.muli %20, %arg1 : vector<3xi32>
// CHECK: %24 = arith.maxsi %23, %21 : vector<3xi32>
// CHECK: %25 = arith.select %22, %24, %21 : vector<3xi1>, vector<3xi32>
// CHECK: %26 = llvm.insertvalue %25, %14[1] : !llvm.array<2 x vector<3xi32>>
// CHECK: %27 = builtin.unrealized_conversion_cast %26 : !llvm.array<2 x vector<3xi32>> to vector<2x3xi32>
// CHECK: return %27 : vector<2x3xi32>
// CHECK-LABEL: func.func @masked_float_add_2d(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xi1>, %arg3: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK: %1 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK: %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK: %2 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK: %4 = llvm.extractelement %arg0[%3 : i64] : vector<2xf32>
// CHECK: %5 = llvm.mlir.poison : vector<3xf32>
// CHECK: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<3xf32>
// CHECK: %8 = llvm.shufflevector %7, %5 [0, 0, 0] : vector<3xf32>
// CHECK: %9 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %10 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK: %11 = llvm.intr.fmuladd(%8, %arg1, %9) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK: %12 = arith.select %10, %11, %9 : vector<3xi1>, vector<3xf32>
// CHECK: %13 = llvm.insertvalue %12, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %14 = llvm.mlir.constant(1 : i64) : i64
// CHECK: %15 = llvm.extractelement %arg0[%14 : i64] : vector<2xf32>
// CHECK: %16 = llvm.mlir.poison : vector<3xf32>
// CHECK: %17 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %18 = llvm.insertelement %15, %16[%17 : i32] : vector<3xf32>
// CHECK: %19 = llvm.shufflevector %18, %16 [0, 0, 0] : vector<3xf32>
// CHECK: %20 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK: %21 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi1>>
// CHECK: %22 = llvm.intr.fmuladd(%19, %arg1, %20) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK: %23 = arith.select %21, %22, %20 : vector<3xi1>, vector<3xf32>
// CHECK: %24 = llvm.insertvalue %23, %13[1] : !llvm.array<2 x vector<3xf32>>
// CHECK: %25 = builtin.unrealized_conversion_cast %24 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK: return %25 : vector<2x3xf32>
