// RUN: oxir-opt %s --convert-vector-to-llvm | FileCheck %s

// vector.to_elements through convert-vector-to-llvm (an llvm.extractelement per used element, n-D
// ones unrolled first) and the alignment of vector.expandload and vector.compressstore (the
// pointer parameter's llvm.align), as mlir-opt 22 lowers them (the CHECK lines are its output).

// CHECK-LABEL: func.func @to_elements_1d(%arg0: vector<4xf32>) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %1 = llvm.extractelement %arg0[%0 : i64] : vector<4xf32>
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %arg0[%2 : i64] : vector<4xf32>
// CHECK-NEXT: %4 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %arg0[%4 : i64] : vector<4xf32>
// CHECK-NEXT: %6 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %7 = llvm.extractelement %arg0[%6 : i64] : vector<4xf32>
// CHECK-NEXT: return %1, %3, %5, %7 : f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @to_elements_dead(%arg0: vector<4xindex>) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<4xindex> to vector<4xi64>
// CHECK-NEXT: %1 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %2 = llvm.extractelement %0[%1 : i64] : vector<4xi64>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @to_elements_0d_and_2d(%arg0: vector<2x2xi8>, %arg1: vector<f32>) -> (i8, i8, f32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xi8> to !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %2[%4 : i64] : vector<2xi8>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %7 = llvm.extractelement %3[%6 : i64] : vector<2xi8>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.extractelement %0[%8 : i64] : vector<1xf32>
// CHECK-NEXT: return %5, %7, %9 : i8, i8, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_load_with_alignment(%arg0: memref<?xindex>, %arg1: vector<11xi1>, %arg2: vector<11xindex>, %arg3: index) -> vector<11xindex> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<11xindex> to vector<11xi64>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %5 = "llvm.intr.masked.expandload"(%4, %arg1, %0) <{arg_attrs = [{llvm.align = 8 : i64}, {}, {}]}> : (!llvm.ptr, vector<11xi1>, vector<11xi64>) -> vector<11xi64>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : vector<11xi64> to vector<11xindex>
// CHECK-NEXT: return %6 : vector<11xindex>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @compress_store_with_alignment(%arg0: memref<?xf32>, %arg1: vector<11xi1>, %arg2: vector<11xf32>, %arg3: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.masked.compressstore"(%arg2, %3, %arg1) <{arg_attrs = [{}, {llvm.align = 16 : i64}, {}]}> : (vector<11xf32>, !llvm.ptr, vector<11xi1>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @to_elements_1d(%a: vector<4xf32>) -> (f32, f32, f32, f32) {
  %0:4 = vector.to_elements %a : vector<4xf32>
  return %0#0, %0#1, %0#2, %0#3 : f32, f32, f32, f32
}

// Unused elements get no extractelement.
func.func @to_elements_dead(%a: vector<4xindex>) -> index {
  %0:4 = vector.to_elements %a : vector<4xindex>
  return %0#2 : index
}

// 0-D and n-D: the n-D one unrolled along its leading dimension first.
func.func @to_elements_0d_and_2d(%a: vector<2x2xi8>, %s: vector<f32>) -> (i8, i8, f32) {
  %0:4 = vector.to_elements %a : vector<2x2xi8>
  %1 = vector.to_elements %s : vector<f32>
  return %0#0, %0#3, %1 : i8, i8, f32
}

func.func @expand_load_with_alignment(%arg0: memref<?xindex>, %arg1: vector<11xi1>, %arg2: vector<11xindex>, %c0: index) -> vector<11xindex> {
  %0 = vector.expandload %arg0[%c0], %arg1, %arg2 { alignment = 8 } : memref<?xindex>, vector<11xi1>, vector<11xindex> into vector<11xindex>
  return %0 : vector<11xindex>
}

func.func @compress_store_with_alignment(%arg0: memref<?xf32>, %arg1: vector<11xi1>, %arg2: vector<11xf32>, %c0: index) {
  vector.compressstore %arg0[%c0], %arg1, %arg2 { alignment = 16 } : memref<?xf32>, vector<11xi1>, vector<11xf32>
  return
}
