// RUN: oxir-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: oxir-opt %s --convert-vector-to-llvm=use-vector-alignment=true | FileCheck %s --check-prefix=VALIGN

// 1-D transfers through convert-vector-to-llvm as mlir-opt 22 lowers them: an out-of-bounds
// transfer gets the mask create_mask(dim - index) (the comparison of a constant i32 index vector
// with the broadcast bound) and becomes llvm.intr.masked.load/store of the padding broadcast;
// an in-bounds one llvm.load/store at the strided element address, aligned as the memref's
// element (or the vector, under use-vector-alignment); vector.load/store keep their own alignment
// and nontemporal flag. A constant mask known all-true makes a plain store (MLIR's
// MaskedStoreFolder after CreateMaskFolder); a broadcast dimension loads vector<1xT> and
// broadcasts its element. Transfers of rank 2, with a non-unit inner stride or of tensors wait for
// convert-vector-to-scf.

func.func @r(%m: memref<?x?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @r2(%m: memref<8x8xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @w(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  return
}
func.func @a(%m: memref<?xf32>, %i: index, %p: f32, %k: vector<8xi1>) -> vector<8xf32> {
  %0 = vector.transfer_read %m[%i], %p, %k : memref<?xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @b(%m: memref<16x?xi32>, %i: index, %p: i32, %k: vector<8xi1>) -> vector<8xi32> {
  %0 = vector.transfer_read %m[%i, %i], %p, %k {in_bounds = [true]} : memref<16x?xi32>, vector<8xi32>
  return %0 : vector<8xi32>
}
func.func @c(%m: memref<?x?xf64>, %i: index, %p: f64) -> vector<4xf64> {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf64>, vector<4xf64>
  return %0 : vector<4xf64>
}
func.func @d(%m: memref<8xf32>, %v: vector<4xf32>, %k: vector<4xi1>) {
  %c2 = arith.constant 2 : index
  vector.transfer_write %v, %m[%c2], %k {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
  vector.transfer_write %v, %m[%c2] : vector<4xf32>, memref<8xf32>
  return
}
func.func @e(%m: memref<?x?xf32>, %i: index, %p: f32) -> vector<4x8xf32> {
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
func.func @f(%m: memref<?xindex>, %i: index, %v: vector<4xindex>) {
  vector.store %v, %m[%i] {alignment = 16} : memref<?xindex>, vector<4xindex>
  %0 = vector.load %m[%i] {nontemporal = true} : memref<?xindex>, vector<4xindex>
  return
}
func.func @g(%m: memref<?xf32, strided<[2]>>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32, strided<[2]>>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @h(%t: tensor<?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %t[%i], %p : tensor<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// CHECK-LABEL: func.func @r(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:   %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:   %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:   %4 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// CHECK-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:   %8 = arith.cmpi sgt, %7, %cst : vector<4xi32>
// CHECK-NEXT:   %9 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:   %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %11 = llvm.insertelement %arg2, %9[%10 : i32] : vector<4xf32>
// CHECK-NEXT:   %12 = llvm.shufflevector %11, %9 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:   %13 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %14 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %15 = llvm.mul %0, %14 : i64
// CHECK-NEXT:   %16 = llvm.add %15, %0 : i64
// CHECK-NEXT:   %17 = llvm.getelementptr %13[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %18 = llvm.intr.masked.load %17, %8, %12 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:   return %18 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @r2(%arg0: memref<8x8xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<8x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT:   %5 = llvm.add %4, %0 : i64
// CHECK-NEXT:   %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %7 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT:   return %7 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @w(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:   %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:   %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:   %4 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// CHECK-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:   %8 = arith.cmpi sgt, %7, %cst : vector<4xi32>
// CHECK-NEXT:   %9 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %10 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %11 = llvm.mul %0, %10 : i64
// CHECK-NEXT:   %12 = llvm.add %11, %0 : i64
// CHECK-NEXT:   %13 = llvm.getelementptr %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.intr.masked.store %arg2, %13, %8 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @a(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<8xi1>) -> vector<8xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:   %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:   %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:   %4 = llvm.mlir.poison : vector<8xi32>
// CHECK-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<8xi32>
// CHECK-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32>
// CHECK-NEXT:   %8 = arith.cmpi sgt, %7, %cst : vector<8xi32>
// CHECK-NEXT:   %9 = arith.andi %8, %arg3 : vector<8xi1>
// CHECK-NEXT:   %10 = llvm.mlir.poison : vector<8xf32>
// CHECK-NEXT:   %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %12 = llvm.insertelement %arg2, %10[%11 : i32] : vector<8xf32>
// CHECK-NEXT:   %13 = llvm.shufflevector %12, %10 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
// CHECK-NEXT:   %14 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %15 = llvm.getelementptr %14[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %16 = llvm.intr.masked.load %15, %9, %13 {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT:   return %16 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b(%arg0: memref<16x?xi32>, %arg1: index, %arg2: i32, %arg3: vector<8xi1>) -> vector<8xi32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<16x?xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.mlir.poison : vector<8xi32>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %4 = llvm.insertelement %arg2, %2[%3 : i32] : vector<8xi32>
// CHECK-NEXT:   %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32>
// CHECK-NEXT:   %6 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.mul %0, %7 : i64
// CHECK-NEXT:   %9 = llvm.add %8, %0 : i64
// CHECK-NEXT:   %10 = llvm.getelementptr %6[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   %11 = llvm.intr.masked.load %10, %arg3, %5 {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xi32>) -> vector<8xi32>
// CHECK-NEXT:   return %11 : vector<8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c(%arg0: memref<?x?xf64>, %arg1: index, %arg2: f64) -> vector<4xf64> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf64> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT:   %5 = llvm.add %4, %0 : i64
// CHECK-NEXT:   %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:   %7 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> vector<1xf64>
// CHECK-NEXT:   %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %9 = llvm.extractelement %7[%8 : i64] : vector<1xf64>
// CHECK-NEXT:   %10 = llvm.mlir.poison : vector<4xf64>
// CHECK-NEXT:   %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %12 = llvm.insertelement %9, %10[%11 : i32] : vector<4xf64>
// CHECK-NEXT:   %13 = llvm.shufflevector %12, %10 [0, 0, 0, 0] : vector<4xf64>
// CHECK-NEXT:   return %13 : vector<4xf64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @d(%arg0: memref<8xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %c2 : index to i64
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.getelementptr %2[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.intr.masked.store %arg1, %3, %arg2 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:   %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.getelementptr %4[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.store %arg1, %5 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @e(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<4x8xf32> {
// CHECK-NEXT:   %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<4x8xf32>
// CHECK-NEXT:   return %0 : vector<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f(%arg0: memref<?xindex>, %arg1: index, %arg2: vector<4xindex>) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg2 : vector<4xindex> to vector<4xi64>
// CHECK-NEXT:   %3 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.getelementptr %3[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:   llvm.store %2, %4 {alignment = 16 : i64} : vector<4xi64>, !llvm.ptr
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: memref<?xf32, strided<[2]>>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[2]>>
// CHECK-NEXT:   %0 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:   %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT:   %2 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %4 = llvm.insertelement %1, %2[%3 : i32] : vector<4xi32>
// CHECK-NEXT:   %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:   %6 = arith.cmpi sgt, %5, %cst : vector<4xi32>
// CHECK-NEXT:   %7 = vector.transfer_read %arg0[%arg1], %arg2, %6 {in_bounds = [true]} : memref<?xf32, strided<[2]>>, vector<4xf32>
// CHECK-NEXT:   return %7 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @h(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT:   %0 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:   %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT:   %2 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %4 = llvm.insertelement %1, %2[%3 : i32] : vector<4xi32>
// CHECK-NEXT:   %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:   %6 = arith.cmpi sgt, %5, %cst : vector<4xi32>
// CHECK-NEXT:   %7 = vector.transfer_read %arg0[%arg1], %arg2, %6 {in_bounds = [true]} : tensor<?xf32>, vector<4xf32>
// CHECK-NEXT:   return %7 : vector<4xf32>
// CHECK-NEXT: }
// VALIGN-LABEL: func.func @r(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// VALIGN-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// VALIGN-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// VALIGN-NEXT:   %c1 = arith.constant 1 : index
// VALIGN-NEXT:   %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// VALIGN-NEXT:   %2 = arith.subi %dim, %arg1 : index
// VALIGN-NEXT:   %3 = arith.index_cast %2 : index to i32
// VALIGN-NEXT:   %4 = llvm.mlir.poison : vector<4xi32>
// VALIGN-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// VALIGN-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// VALIGN-NEXT:   %8 = arith.cmpi sgt, %7, %cst : vector<4xi32>
// VALIGN-NEXT:   %9 = llvm.mlir.poison : vector<4xf32>
// VALIGN-NEXT:   %10 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:   %11 = llvm.insertelement %arg2, %9[%10 : i32] : vector<4xf32>
// VALIGN-NEXT:   %12 = llvm.shufflevector %11, %9 [0, 0, 0, 0] : vector<4xf32>
// VALIGN-NEXT:   %13 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:   %14 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:   %15 = llvm.mul %0, %14 : i64
// VALIGN-NEXT:   %16 = llvm.add %15, %0 : i64
// VALIGN-NEXT:   %17 = llvm.getelementptr %13[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// VALIGN-NEXT:   %18 = llvm.intr.masked.load %17, %8, %12 {alignment = 16 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// VALIGN-NEXT:   return %18 : vector<4xf32>
// VALIGN-NEXT: }
// VALIGN-LABEL: func.func @r2(%arg0: memref<8x8xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// VALIGN-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// VALIGN-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<8x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:   %3 = llvm.mlir.constant(8 : index) : i64
// VALIGN-NEXT:   %4 = llvm.mul %0, %3 : i64
// VALIGN-NEXT:   %5 = llvm.add %4, %0 : i64
// VALIGN-NEXT:   %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// VALIGN-NEXT:   %7 = llvm.load %6 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// VALIGN-NEXT:   return %7 : vector<4xf32>
// VALIGN-NEXT: }
// VALIGN-LABEL: func.func @w(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4xf32>) {
// VALIGN-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// VALIGN-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// VALIGN-NEXT:   %c1 = arith.constant 1 : index
// VALIGN-NEXT:   %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// VALIGN-NEXT:   %2 = arith.subi %dim, %arg1 : index
// VALIGN-NEXT:   %3 = arith.index_cast %2 : index to i32
// VALIGN-NEXT:   %4 = llvm.mlir.poison : vector<4xi32>
// VALIGN-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// VALIGN-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// VALIGN-NEXT:   %8 = arith.cmpi sgt, %7, %cst : vector<4xi32>
// VALIGN-NEXT:   %9 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:   %10 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:   %11 = llvm.mul %0, %10 : i64
// VALIGN-NEXT:   %12 = llvm.add %11, %0 : i64
// VALIGN-NEXT:   %13 = llvm.getelementptr %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// VALIGN-NEXT:   llvm.intr.masked.store %arg2, %13, %8 {alignment = 16 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// VALIGN-NEXT:   return
// VALIGN-NEXT: }
// VALIGN-LABEL: func.func @a(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<8xi1>) -> vector<8xf32> {
// VALIGN-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// VALIGN-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
// VALIGN-NEXT:   %c0 = arith.constant 0 : index
// VALIGN-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?xf32>
// VALIGN-NEXT:   %2 = arith.subi %dim, %arg1 : index
// VALIGN-NEXT:   %3 = arith.index_cast %2 : index to i32
// VALIGN-NEXT:   %4 = llvm.mlir.poison : vector<8xi32>
// VALIGN-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<8xi32>
// VALIGN-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32>
// VALIGN-NEXT:   %8 = arith.cmpi sgt, %7, %cst : vector<8xi32>
// VALIGN-NEXT:   %9 = arith.andi %8, %arg3 : vector<8xi1>
// VALIGN-NEXT:   %10 = llvm.mlir.poison : vector<8xf32>
// VALIGN-NEXT:   %11 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:   %12 = llvm.insertelement %arg2, %10[%11 : i32] : vector<8xf32>
// VALIGN-NEXT:   %13 = llvm.shufflevector %12, %10 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
// VALIGN-NEXT:   %14 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:   %15 = llvm.getelementptr %14[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// VALIGN-NEXT:   %16 = llvm.intr.masked.load %15, %9, %13 {alignment = 32 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// VALIGN-NEXT:   return %16 : vector<8xf32>
// VALIGN-NEXT: }
// VALIGN-LABEL: func.func @b(%arg0: memref<16x?xi32>, %arg1: index, %arg2: i32, %arg3: vector<8xi1>) -> vector<8xi32> {
// VALIGN-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// VALIGN-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<16x?xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:   %2 = llvm.mlir.poison : vector<8xi32>
// VALIGN-NEXT:   %3 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:   %4 = llvm.insertelement %arg2, %2[%3 : i32] : vector<8xi32>
// VALIGN-NEXT:   %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32>
// VALIGN-NEXT:   %6 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:   %7 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:   %8 = llvm.mul %0, %7 : i64
// VALIGN-NEXT:   %9 = llvm.add %8, %0 : i64
// VALIGN-NEXT:   %10 = llvm.getelementptr %6[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// VALIGN-NEXT:   %11 = llvm.intr.masked.load %10, %arg3, %5 {alignment = 32 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xi32>) -> vector<8xi32>
// VALIGN-NEXT:   return %11 : vector<8xi32>
// VALIGN-NEXT: }
// VALIGN-LABEL: func.func @c(%arg0: memref<?x?xf64>, %arg1: index, %arg2: f64) -> vector<4xf64> {
// VALIGN-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// VALIGN-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf64> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:   %3 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:   %4 = llvm.mul %0, %3 : i64
// VALIGN-NEXT:   %5 = llvm.add %4, %0 : i64
// VALIGN-NEXT:   %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// VALIGN-NEXT:   %7 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> vector<1xf64>
// VALIGN-NEXT:   %8 = llvm.mlir.constant(0 : i64) : i64
// VALIGN-NEXT:   %9 = llvm.extractelement %7[%8 : i64] : vector<1xf64>
// VALIGN-NEXT:   %10 = llvm.mlir.poison : vector<4xf64>
// VALIGN-NEXT:   %11 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:   %12 = llvm.insertelement %9, %10[%11 : i32] : vector<4xf64>
// VALIGN-NEXT:   %13 = llvm.shufflevector %12, %10 [0, 0, 0, 0] : vector<4xf64>
// VALIGN-NEXT:   return %13 : vector<4xf64>
// VALIGN-NEXT: }
// VALIGN-LABEL: func.func @d(%arg0: memref<8xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>) {
// VALIGN-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:   %c2 = arith.constant 2 : index
// VALIGN-NEXT:   %1 = builtin.unrealized_conversion_cast %c2 : index to i64
// VALIGN-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:   %3 = llvm.getelementptr %2[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// VALIGN-NEXT:   llvm.intr.masked.store %arg1, %3, %arg2 {alignment = 16 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// VALIGN-NEXT:   %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:   %5 = llvm.getelementptr %4[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// VALIGN-NEXT:   llvm.store %arg1, %5 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
// VALIGN-NEXT:   return
// VALIGN-NEXT: }
// VALIGN-LABEL: func.func @e(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<4x8xf32> {
// VALIGN-NEXT:   %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<4x8xf32>
// VALIGN-NEXT:   return %0 : vector<4x8xf32>
// VALIGN-NEXT: }
// VALIGN-LABEL: func.func @f(%arg0: memref<?xindex>, %arg1: index, %arg2: vector<4xindex>) {
// VALIGN-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// VALIGN-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:   %2 = builtin.unrealized_conversion_cast %arg2 : vector<4xindex> to vector<4xi64>
// VALIGN-NEXT:   %3 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:   %4 = llvm.getelementptr %3[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// VALIGN-NEXT:   llvm.store %2, %4 {alignment = 16 : i64} : vector<4xi64>, !llvm.ptr
// VALIGN-NEXT:   return
// VALIGN-NEXT: }
// VALIGN-LABEL: func.func @g(%arg0: memref<?xf32, strided<[2]>>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// VALIGN-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// VALIGN-NEXT:   %c0 = arith.constant 0 : index
// VALIGN-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[2]>>
// VALIGN-NEXT:   %0 = arith.subi %dim, %arg1 : index
// VALIGN-NEXT:   %1 = arith.index_cast %0 : index to i32
// VALIGN-NEXT:   %2 = llvm.mlir.poison : vector<4xi32>
// VALIGN-NEXT:   %3 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:   %4 = llvm.insertelement %1, %2[%3 : i32] : vector<4xi32>
// VALIGN-NEXT:   %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<4xi32>
// VALIGN-NEXT:   %6 = arith.cmpi sgt, %5, %cst : vector<4xi32>
// VALIGN-NEXT:   %7 = vector.transfer_read %arg0[%arg1], %arg2, %6 {in_bounds = [true]} : memref<?xf32, strided<[2]>>, vector<4xf32>
// VALIGN-NEXT:   return %7 : vector<4xf32>
// VALIGN-NEXT: }
// VALIGN-LABEL: func.func @h(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// VALIGN-NEXT:   %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// VALIGN-NEXT:   %c0 = arith.constant 0 : index
// VALIGN-NEXT:   %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// VALIGN-NEXT:   %0 = arith.subi %dim, %arg1 : index
// VALIGN-NEXT:   %1 = arith.index_cast %0 : index to i32
// VALIGN-NEXT:   %2 = llvm.mlir.poison : vector<4xi32>
// VALIGN-NEXT:   %3 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:   %4 = llvm.insertelement %1, %2[%3 : i32] : vector<4xi32>
// VALIGN-NEXT:   %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<4xi32>
// VALIGN-NEXT:   %6 = arith.cmpi sgt, %5, %cst : vector<4xi32>
// VALIGN-NEXT:   %7 = vector.transfer_read %arg0[%arg1], %arg2, %6 {in_bounds = [true]} : tensor<?xf32>, vector<4xf32>
// VALIGN-NEXT:   return %7 : vector<4xf32>
// VALIGN-NEXT: }
