// RUN: oxir-opt %s --convert-vector-to-llvm --split-input-file | FileCheck %s

// vector.gather and vector.scatter through convert-vector-to-llvm: a 1-D one becomes
// llvm.intr.masked.gather/scatter through a vector of pointers (the llvm.getelementptr of the
// index vector from the element at the offsets); an n-D gather is unrolled along its leading
// dimension first; an all-false mask makes the gather its pass-through and erases the scatter.
// The CHECK lines are mlir-opt 22's output.

func.func @gather_1d(%base: memref<?xf32>, %idx: vector<3xi32>, %mask: vector<3xi1>, %pass: vector<3xf32>) -> vector<3xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0][%idx], %mask, %pass : memref<?xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  return %0 : vector<3xf32>
}
// CHECK-LABEL: func.func @gather_1d(%arg0: memref<?xf32>, %arg1: vector<3xi32>, %arg2: vector<3xi1>, %arg3: vector<3xf32>) -> vector<3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.getelementptr %3[%arg1] : (!llvm.ptr, vector<3xi32>) -> vector<3x!llvm.ptr>, f32
// CHECK-NEXT: %5 = llvm.intr.masked.gather %4, %arg2, %arg3 {alignment = 4 : i32} : (vector<3x!llvm.ptr>, vector<3xi1>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: return %5 : vector<3xf32>
// CHECK-NEXT: }

// -----


func.func @gather_2d_base_index_elements(%base: memref<4x4xindex, 1>, %idx: vector<4xindex>, %mask: vector<4xi1>, %pass: vector<4xindex>) -> vector<4xindex> {
  %c3 = arith.constant 3 : index
  %0 = vector.gather %base[%c3, %c3][%idx], %mask, %pass : memref<4x4xindex, 1>, vector<4xindex>, vector<4xi1>, vector<4xindex> into vector<4xindex>
  return %0 : vector<4xindex>
}
// CHECK-LABEL: func.func @gather_2d_base_index_elements(%arg0: memref<4x4xindex, 1>, %arg1: vector<4xindex>, %arg2: vector<4xi1>, %arg3: vector<4xindex>) -> vector<4xindex> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<4xindex> to vector<4xi64>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<4xindex> to vector<4xi64>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xindex, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %c3 : index to i64
// CHECK-NEXT: %4 = llvm.extractvalue %2[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %6 = llvm.mul %3, %5 : i64
// CHECK-NEXT: %7 = llvm.add %6, %3 : i64
// CHECK-NEXT: %8 = llvm.getelementptr %4[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
// CHECK-NEXT: %9 = llvm.getelementptr %8[%1] : (!llvm.ptr<1>, vector<4xi64>) -> vector<4x!llvm.ptr<1>>, i64
// CHECK-NEXT: %10 = llvm.intr.masked.gather %9, %arg2, %0 {alignment = 8 : i32} : (vector<4x!llvm.ptr<1>>, vector<4xi1>, vector<4xi64>) -> vector<4xi64>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : vector<4xi64> to vector<4xindex>
// CHECK-NEXT: return %11 : vector<4xindex>
// CHECK-NEXT: }

// -----


func.func @gather_scalable_aligned(%base: memref<?xf32>, %idx: vector<[4]xi32>, %mask: vector<[4]xi1>, %pass: vector<[4]xf32>) -> vector<[4]xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0][%idx], %mask, %pass {alignment = 16} : memref<?xf32>, vector<[4]xi32>, vector<[4]xi1>, vector<[4]xf32> into vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
// CHECK-LABEL: func.func @gather_scalable_aligned(%arg0: memref<?xf32>, %arg1: vector<[4]xi32>, %arg2: vector<[4]xi1>, %arg3: vector<[4]xf32>) -> vector<[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.getelementptr %3[%arg1] : (!llvm.ptr, vector<[4]xi32>) -> vector<[4]x!llvm.ptr>, f32
// CHECK-NEXT: %5 = llvm.intr.masked.gather %4, %arg2, %arg3 {alignment = 16 : i32} : (vector<[4]x!llvm.ptr>, vector<[4]xi1>, vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT: return %5 : vector<[4]xf32>
// CHECK-NEXT: }

// -----


func.func @gather_nd_unrolled(%base: memref<?xf32>, %idx: vector<2x3xi32>, %mask: vector<2x3xi1>, %pass: vector<2x3xf32>) -> vector<2x3xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0][%idx], %mask, %pass : memref<?xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
// CHECK-LABEL: func.func @gather_nd_unrolled(%arg0: memref<?xf32>, %arg1: vector<2x3xi32>, %arg2: vector<2x3xi1>, %arg3: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %5 = ub.poison : vector<2x3xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %8 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %9 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.getelementptr %10[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %12 = llvm.getelementptr %11[%7] : (!llvm.ptr, vector<3xi32>) -> vector<3x!llvm.ptr>, f32
// CHECK-NEXT: %13 = llvm.intr.masked.gather %12, %8, %9 {alignment = 4 : i32} : (vector<3x!llvm.ptr>, vector<3xi1>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %6[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %16 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %17 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %18 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.getelementptr %18[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %20 = llvm.getelementptr %19[%15] : (!llvm.ptr, vector<3xi32>) -> vector<3x!llvm.ptr>, f32
// CHECK-NEXT: %21 = llvm.intr.masked.gather %20, %16, %17 {alignment = 4 : i32} : (vector<3x!llvm.ptr>, vector<3xi1>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %14[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %23 = builtin.unrealized_conversion_cast %22 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %23 : vector<2x3xf32>
// CHECK-NEXT: }

// -----


func.func @gather_all_false(%base: memref<?xf32>, %idx: vector<2x3xi32>, %pass: vector<2x3xf32>) -> vector<2x3xf32> {
  %c0 = arith.constant 0 : index
  %m = vector.constant_mask [0, 0] : vector<2x3xi1>
  %0 = vector.gather %base[%c0][%idx], %m, %pass : memref<?xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
// CHECK-LABEL: func.func @gather_all_false(%arg0: memref<?xf32>, %arg1: vector<2x3xi32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: return %arg2 : vector<2x3xf32>
// CHECK-NEXT: }

// -----


func.func @scatter_1d(%base: memref<?xf64>, %idx: vector<3xi64>, %mask: vector<3xi1>, %v: vector<3xf64>) {
  %c1 = arith.constant 1 : index
  vector.scatter %base[%c1][%idx], %mask, %v : memref<?xf64>, vector<3xi64>, vector<3xi1>, vector<3xf64>
  return
}
// CHECK-LABEL: func.func @scatter_1d(%arg0: memref<?xf64>, %arg1: vector<3xi64>, %arg2: vector<3xi1>, %arg3: vector<3xf64>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %c1 : index to i64
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT: %4 = llvm.getelementptr %3[%arg1] : (!llvm.ptr, vector<3xi64>) -> vector<3x!llvm.ptr>, f64
// CHECK-NEXT: llvm.intr.masked.scatter %arg3, %4, %arg2 {alignment = 8 : i32} : vector<3xf64>, vector<3xi1> into vector<3x!llvm.ptr>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----


func.func @scatter_all_false(%base: memref<?xf32>, %idx: vector<3xi32>, %v: vector<3xf32>) {
  %c0 = arith.constant 0 : index
  %m = vector.constant_mask [0] : vector<3xi1>
  vector.scatter %base[%c0][%idx], %m, %v : memref<?xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32>
  return
}
// CHECK-LABEL: func.func @scatter_all_false(%arg0: memref<?xf32>, %arg1: vector<3xi32>, %arg2: vector<3xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
