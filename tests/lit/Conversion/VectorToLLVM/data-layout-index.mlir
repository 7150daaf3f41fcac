// RUN: oxir-opt %s --split-input-file --convert-vector-to-llvm | FileCheck %s

// convert-vector-to-llvm keeps index as i64 under a module's 32-bit dlti.dl_spec, as MLIR 22's does
// (CHECK lines: mlir-opt 22's output).

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
// CHECK-NEXT: func.func @load_2d(%arg0: memref<200x100xf32>, %arg1: index, %arg2: index) -> vector<8xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<200x100xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.constant(100 : index) : i64
// CHECK-NEXT: %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT: %6 = llvm.add %5, %0 : i64
// CHECK-NEXT: %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
// CHECK-NEXT: return %8 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>> } {

func.func @load_2d(%memref : memref<200x100xf32>, %i : index, %j : index) -> vector<8xf32> {
  %0 = vector.load %memref[%i, %j] : memref<200x100xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}
}

// -----

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
// CHECK-NEXT: func.func @store_2d(%arg0: memref<200x100xf32>, %arg1: index, %arg2: index, %arg3: vector<8xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<200x100xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.constant(100 : index) : i64
// CHECK-NEXT: %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT: %6 = llvm.add %5, %0 : i64
// CHECK-NEXT: %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg3, %7 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>> } {

func.func @store_2d(%memref : memref<200x100xf32>, %i : index, %j : index, %val : vector<8xf32>) {
  vector.store %val, %memref[%i, %j] : memref<200x100xf32>, vector<8xf32>
  return
}
}

// -----

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
// CHECK-NEXT: func.func @broadcast_0d(%arg0: vector<f32>) -> vector<3x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = ub.poison : vector<3x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %4 = llvm.extractelement %0[%3 : i64] : vector<1xf32>
// CHECK-NEXT: %5 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<2xf32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 0] : vector<2xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %10 = llvm.insertvalue %8, %9[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT: return %12 : vector<3x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
module attributes {dlti.dl_spec = #dlti.dl_spec< #dlti.dl_entry<index, 32>>} {
func.func @broadcast_0d(%arg0: vector<f32>) -> vector<3x2xf32> {
  %0 = vector.broadcast %arg0 : vector<f32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}

}
