// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s
//
// llvm.intr.matrix.multiply (overloaded on its result and both operands) and
// llvm.intr.matrix.transpose become LLVM's intrinsics, their dimensions immediate i32 arguments
// in LLVM's order (lhs rows, lhs columns, rhs columns; rows, columns); CHECK lines from
// mlir-translate 22.

// CHECK-LABEL: define <8 x float> @matrix(<6 x float> %0, <12 x float> %1)
// CHECK-NEXT:   %3 = call <8 x float> @llvm.matrix.multiply.v8f32.v6f32.v12f32(<6 x float> %0, <12 x float> %1, i32 2, i32 3, i32 4)
// CHECK-NEXT:   %4 = call <8 x float> @llvm.matrix.transpose.v8f32(<8 x float> %3, i32 4, i32 2)
// CHECK-NEXT:   ret <8 x float> %4
// CHECK-LABEL: define <2 x i16> @matrix_i16(<4 x i16> %0, <2 x i16> %1)
// CHECK-NEXT:   %3 = call <2 x i16> @llvm.matrix.multiply.v2i16.v4i16.v2i16(<4 x i16> %0, <2 x i16> %1, i32 2, i32 2, i32 1)
// CHECK-NEXT:   ret <2 x i16> %3
// CHECK-DAG: declare <8 x float> @llvm.matrix.multiply.v8f32.v6f32.v12f32(<6 x float>, <12 x float>, i32 immarg, i32 immarg, i32 immarg)
// CHECK-DAG: declare <8 x float> @llvm.matrix.transpose.v8f32(<8 x float>, i32 immarg, i32 immarg)
// CHECK-DAG: declare <2 x i16> @llvm.matrix.multiply.v2i16.v4i16.v2i16(<4 x i16>, <2 x i16>, i32 immarg, i32 immarg, i32 immarg)

llvm.func @matrix(%a: vector<6xf32>, %b: vector<12xf32>) -> vector<8xf32> {
  %0 = llvm.intr.matrix.multiply %a, %b {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 4 : i32} : (vector<6xf32>, vector<12xf32>) -> vector<8xf32>
  %1 = llvm.intr.matrix.transpose %0 {columns = 2 : i32, rows = 4 : i32} : vector<8xf32> into vector<8xf32>
  llvm.return %1 : vector<8xf32>
}

llvm.func @matrix_i16(%a: vector<4xi16>, %b: vector<2xi16>) -> vector<2xi16> {
  %0 = llvm.intr.matrix.multiply %a, %b {lhs_columns = 2 : i32, lhs_rows = 2 : i32, rhs_columns = 1 : i32} : (vector<4xi16>, vector<2xi16>) -> vector<2xi16>
  llvm.return %0 : vector<2xi16>
}
