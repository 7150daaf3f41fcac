// RUN: oxir-opt %s --convert-vector-to-scf | FileCheck %s
// RUN: oxir-opt %s --convert-vector-to-scf=full-unroll | FileCheck %s --check-prefix=UNROLL

// Transfers whose permutation maps are not minor identities: convert-vector-to-scf first
// rewrites them (MLIR's populateVectorTransferPermutationMapLoweringPatterns: transposed reads
// and writes, leading broadcasts, writes leaving out inner dimensions, with their masks and
// in_bounds flags), then lowers the n-D transfers, and 1-D transfers along an outer dimension
// (or a broadcast) become scalar loops (TransferOp1dConversion). The CHECK lines are mlir-opt
// 22's output.

// CHECK-LABEL: func.func @read_transpose(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<8x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<8x4xf32>> to memref<8xvector<4xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%5, %arg2], %cst_0 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: memref.store %6, %0[%arg3] : memref<8xvector<4xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg3] : memref<8xvector<4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<8x4xf32>>
// CHECK-NEXT: %2 = vector.transpose %1, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
// CHECK-NEXT: return %2 : vector<4x8xf32>
// CHECK-NEXT: }
// UNROLL-LABEL: func.func @read_transpose(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<4x8xf32> {
// UNROLL-NEXT: %cst = arith.constant 0.000000e+00 : f32
// UNROLL-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<8x4xf32>
// UNROLL-NEXT: %c0 = arith.constant 0 : index
// UNROLL-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT: %1 = scf.if %0 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = vector.transfer_read %arg0[%arg1, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %25 = vector.insert %24, %cst_0 [0] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %25 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %cst_0 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %2 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// UNROLL-NEXT: %4 = scf.if %3 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %25 = vector.transfer_read %arg0[%24, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %26 = vector.insert %25, %1 [1] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %26 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %1 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %5 = affine.apply #map1()[%arg1]
// UNROLL-NEXT: %6 = arith.cmpi sgt, %dim_2, %5 : index
// UNROLL-NEXT: %7 = scf.if %6 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map1()[%arg1]
// UNROLL-NEXT: %25 = vector.transfer_read %arg0[%24, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %26 = vector.insert %25, %4 [2] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %26 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %4 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_3 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %8 = affine.apply #map2()[%arg1]
// UNROLL-NEXT: %9 = arith.cmpi sgt, %dim_3, %8 : index
// UNROLL-NEXT: %10 = scf.if %9 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map2()[%arg1]
// UNROLL-NEXT: %25 = vector.transfer_read %arg0[%24, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %26 = vector.insert %25, %7 [3] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %26 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %7 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_4 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %11 = affine.apply #map3()[%arg1]
// UNROLL-NEXT: %12 = arith.cmpi sgt, %dim_4, %11 : index
// UNROLL-NEXT: %13 = scf.if %12 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map3()[%arg1]
// UNROLL-NEXT: %25 = vector.transfer_read %arg0[%24, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %26 = vector.insert %25, %10 [4] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %26 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %10 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_5 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %14 = affine.apply #map4()[%arg1]
// UNROLL-NEXT: %15 = arith.cmpi sgt, %dim_5, %14 : index
// UNROLL-NEXT: %16 = scf.if %15 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map4()[%arg1]
// UNROLL-NEXT: %25 = vector.transfer_read %arg0[%24, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %26 = vector.insert %25, %13 [5] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %26 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %13 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_6 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %17 = affine.apply #map5()[%arg1]
// UNROLL-NEXT: %18 = arith.cmpi sgt, %dim_6, %17 : index
// UNROLL-NEXT: %19 = scf.if %18 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map5()[%arg1]
// UNROLL-NEXT: %25 = vector.transfer_read %arg0[%24, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %26 = vector.insert %25, %16 [6] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %26 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %16 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_7 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %20 = affine.apply #map6()[%arg1]
// UNROLL-NEXT: %21 = arith.cmpi sgt, %dim_7, %20 : index
// UNROLL-NEXT: %22 = scf.if %21 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map6()[%arg1]
// UNROLL-NEXT: %25 = vector.transfer_read %arg0[%24, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %26 = vector.insert %25, %19 [7] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %26 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %19 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %23 = vector.transpose %22, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
// UNROLL-NEXT: return %23 : vector<4x8xf32>
// UNROLL-NEXT: }
func.func @read_transpose(%A: memref<?x?xf32>, %i: index, %j: index) -> vector<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}

// CHECK-LABEL: func.func @read_col(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<8xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %c8 step %c1 iter_args(%arg4 = %cst) -> (vector<8xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<8xf32>) {
// CHECK-NEXT: %5 = memref.load %arg0[%1, %arg2] : memref<?x?xf32>
// CHECK-NEXT: %6 = vector.insert %5, %arg4 [%arg3] : f32 into vector<8xf32>
// CHECK-NEXT: scf.yield %6 : vector<8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg4 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
// UNROLL-LABEL: func.func @read_col(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<8xf32> {
// UNROLL-NEXT: %c0 = arith.constant 0 : index
// UNROLL-NEXT: %c8 = arith.constant 8 : index
// UNROLL-NEXT: %c1 = arith.constant 1 : index
// UNROLL-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// UNROLL-NEXT: %0 = scf.for %arg3 = %c0 to %c8 step %c1 iter_args(%arg4 = %cst) -> (vector<8xf32>) {
// UNROLL-NEXT: %1 = affine.apply #map7(%arg3)[%arg1]
// UNROLL-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %2 = affine.apply #map7(%arg3)[%arg1]
// UNROLL-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// UNROLL-NEXT: %4 = scf.if %3 -> (vector<8xf32>) {
// UNROLL-NEXT: %5 = memref.load %arg0[%1, %arg2] : memref<?x?xf32>
// UNROLL-NEXT: %6 = vector.insert %5, %arg4 [%arg3] : f32 into vector<8xf32>
// UNROLL-NEXT: scf.yield %6 : vector<8xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %arg4 : vector<8xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: scf.yield %4 : vector<8xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: return %0 : vector<8xf32>
// UNROLL-NEXT: }
func.func @read_col(%A: memref<?x?xf32>, %i: index, %j: index) -> vector<8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<8xf32>
  return %v : vector<8xf32>
}

// CHECK-LABEL: func.func @read_bcast(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg2], %cst : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<8xf32> to vector<4x8xf32>
// CHECK-NEXT: return %1 : vector<4x8xf32>
// CHECK-NEXT: }
// UNROLL-LABEL: func.func @read_bcast(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<4x8xf32> {
// UNROLL-NEXT: %cst = arith.constant 0.000000e+00 : f32
// UNROLL-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg2], %cst : memref<?x?xf32>, vector<8xf32>
// UNROLL-NEXT: %1 = vector.broadcast %0 : vector<8xf32> to vector<4x8xf32>
// UNROLL-NEXT: return %1 : vector<4x8xf32>
// UNROLL-NEXT: }
func.func @read_bcast(%A: memref<?x?xf32>, %i: index, %j: index) -> vector<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}

// CHECK-LABEL: func.func @write_transpose(%arg0: memref<?x?xf32>, %arg1: vector<4x8xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<8x4xf32>>
// CHECK-NEXT: %0 = vector.transpose %arg1, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
// CHECK-NEXT: memref.store %0, %alloca[] : memref<vector<8x4xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca : memref<vector<8x4xf32>> to memref<8xvector<4xf32>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT: %5 = memref.load %1[%arg4] : memref<8xvector<4xf32>>
// CHECK-NEXT: vector.transfer_write %5, %arg0[%4, %arg3] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// UNROLL-LABEL: func.func @write_transpose(%arg0: memref<?x?xf32>, %arg1: vector<4x8xf32>, %arg2: index, %arg3: index) {
// UNROLL-NEXT: %c0 = arith.constant 0 : index
// UNROLL-NEXT: %0 = vector.transpose %arg1, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
// UNROLL-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %1 = arith.cmpi sgt, %dim, %arg2 : index
// UNROLL-NEXT: scf.if %1 {
// UNROLL-NEXT: %16 = vector.extract %0[0] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: vector.transfer_write %16, %arg0[%arg2, %arg3] : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %2 = affine.apply #map()[%arg2]
// UNROLL-NEXT: %3 = arith.cmpi sgt, %dim_0, %2 : index
// UNROLL-NEXT: scf.if %3 {
// UNROLL-NEXT: %16 = affine.apply #map()[%arg2]
// UNROLL-NEXT: %17 = vector.extract %0[1] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: vector.transfer_write %17, %arg0[%16, %arg3] : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %4 = affine.apply #map1()[%arg2]
// UNROLL-NEXT: %5 = arith.cmpi sgt, %dim_1, %4 : index
// UNROLL-NEXT: scf.if %5 {
// UNROLL-NEXT: %16 = affine.apply #map1()[%arg2]
// UNROLL-NEXT: %17 = vector.extract %0[2] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: vector.transfer_write %17, %arg0[%16, %arg3] : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %6 = affine.apply #map2()[%arg2]
// UNROLL-NEXT: %7 = arith.cmpi sgt, %dim_2, %6 : index
// UNROLL-NEXT: scf.if %7 {
// UNROLL-NEXT: %16 = affine.apply #map2()[%arg2]
// UNROLL-NEXT: %17 = vector.extract %0[3] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: vector.transfer_write %17, %arg0[%16, %arg3] : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_3 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %8 = affine.apply #map3()[%arg2]
// UNROLL-NEXT: %9 = arith.cmpi sgt, %dim_3, %8 : index
// UNROLL-NEXT: scf.if %9 {
// UNROLL-NEXT: %16 = affine.apply #map3()[%arg2]
// UNROLL-NEXT: %17 = vector.extract %0[4] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: vector.transfer_write %17, %arg0[%16, %arg3] : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_4 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %10 = affine.apply #map4()[%arg2]
// UNROLL-NEXT: %11 = arith.cmpi sgt, %dim_4, %10 : index
// UNROLL-NEXT: scf.if %11 {
// UNROLL-NEXT: %16 = affine.apply #map4()[%arg2]
// UNROLL-NEXT: %17 = vector.extract %0[5] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: vector.transfer_write %17, %arg0[%16, %arg3] : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_5 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %12 = affine.apply #map5()[%arg2]
// UNROLL-NEXT: %13 = arith.cmpi sgt, %dim_5, %12 : index
// UNROLL-NEXT: scf.if %13 {
// UNROLL-NEXT: %16 = affine.apply #map5()[%arg2]
// UNROLL-NEXT: %17 = vector.extract %0[6] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: vector.transfer_write %17, %arg0[%16, %arg3] : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_6 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %14 = affine.apply #map6()[%arg2]
// UNROLL-NEXT: %15 = arith.cmpi sgt, %dim_6, %14 : index
// UNROLL-NEXT: scf.if %15 {
// UNROLL-NEXT: %16 = affine.apply #map6()[%arg2]
// UNROLL-NEXT: %17 = vector.extract %0[7] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: vector.transfer_write %17, %arg0[%16, %arg3] : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: return
// UNROLL-NEXT: }
func.func @write_transpose(%A: memref<?x?xf32>, %v: vector<4x8xf32>, %i: index, %j: index) {
  vector.transfer_write %v, %A[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, memref<?x?xf32>
  return
}

// CHECK-LABEL: func.func @write_col(%arg0: memref<?x?xf32>, %arg1: vector<8xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<8x1xf32>>
// CHECK-NEXT: %0 = vector.broadcast %arg1 : vector<8xf32> to vector<1x8xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [1, 0] : vector<1x8xf32> to vector<8x1xf32>
// CHECK-NEXT: memref.store %1, %alloca[] : memref<vector<8x1xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca : memref<vector<8x1xf32>> to memref<8xvector<1xf32>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %3 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT: %4 = memref.load %2[%arg4] : memref<8xvector<1xf32>>
// CHECK-NEXT: vector.transfer_write %4, %arg0[%3, %arg3] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// UNROLL-LABEL: func.func @write_col(%arg0: memref<?x?xf32>, %arg1: vector<8xf32>, %arg2: index, %arg3: index) {
// UNROLL-NEXT: %0 = vector.broadcast %arg1 : vector<8xf32> to vector<1x8xf32>
// UNROLL-NEXT: %1 = vector.transpose %0, [1, 0] : vector<1x8xf32> to vector<8x1xf32>
// UNROLL-NEXT: %2 = vector.extract %1[0] : vector<1xf32> from vector<8x1xf32>
// UNROLL-NEXT: vector.transfer_write %2, %arg0[%arg2, %arg3] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT: %3 = affine.apply #map()[%arg2]
// UNROLL-NEXT: %4 = vector.extract %1[1] : vector<1xf32> from vector<8x1xf32>
// UNROLL-NEXT: vector.transfer_write %4, %arg0[%3, %arg3] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT: %5 = affine.apply #map1()[%arg2]
// UNROLL-NEXT: %6 = vector.extract %1[2] : vector<1xf32> from vector<8x1xf32>
// UNROLL-NEXT: vector.transfer_write %6, %arg0[%5, %arg3] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT: %7 = affine.apply #map2()[%arg2]
// UNROLL-NEXT: %8 = vector.extract %1[3] : vector<1xf32> from vector<8x1xf32>
// UNROLL-NEXT: vector.transfer_write %8, %arg0[%7, %arg3] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT: %9 = affine.apply #map3()[%arg2]
// UNROLL-NEXT: %10 = vector.extract %1[4] : vector<1xf32> from vector<8x1xf32>
// UNROLL-NEXT: vector.transfer_write %10, %arg0[%9, %arg3] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT: %11 = affine.apply #map4()[%arg2]
// UNROLL-NEXT: %12 = vector.extract %1[5] : vector<1xf32> from vector<8x1xf32>
// UNROLL-NEXT: vector.transfer_write %12, %arg0[%11, %arg3] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT: %13 = affine.apply #map5()[%arg2]
// UNROLL-NEXT: %14 = vector.extract %1[6] : vector<1xf32> from vector<8x1xf32>
// UNROLL-NEXT: vector.transfer_write %14, %arg0[%13, %arg3] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT: %15 = affine.apply #map6()[%arg2]
// UNROLL-NEXT: %16 = vector.extract %1[7] : vector<1xf32> from vector<8x1xf32>
// UNROLL-NEXT: vector.transfer_write %16, %arg0[%15, %arg3] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNROLL-NEXT: return
// UNROLL-NEXT: }
func.func @write_col(%A: memref<?x?xf32>, %v: vector<8xf32>, %i: index, %j: index) {
  vector.transfer_write %v, %A[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d0)>, in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
  return
}

// CHECK-LABEL: func.func @read_t_mask(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<8x4xi1>) -> vector<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<8x4xf32>>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<vector<8x4xi1>>
// CHECK-NEXT: memref.store %arg2, %alloca_1[] : memref<vector<8x4xi1>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<8x4xf32>> to memref<8xvector<4xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca_1 : memref<vector<8x4xi1>> to memref<8xvector<4xi1>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %4 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %5 = arith.cmpi sgt, %dim, %4 : index
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: %6 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %7 = memref.load %1[%arg3] : memref<8xvector<4xi1>>
// CHECK-NEXT: %8 = vector.transfer_read %arg0[%6, %arg1], %cst_0, %7 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: memref.store %8, %0[%arg3] : memref<8xvector<4xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg3] : memref<8xvector<4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %alloca[] : memref<vector<8x4xf32>>
// CHECK-NEXT: %3 = vector.transpose %2, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
// CHECK-NEXT: return %3 : vector<4x8xf32>
// CHECK-NEXT: }
// UNROLL-LABEL: func.func @read_t_mask(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<8x4xi1>) -> vector<4x8xf32> {
// UNROLL-NEXT: %cst = arith.constant 0.000000e+00 : f32
// UNROLL-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<8x4xf32>
// UNROLL-NEXT: %c0 = arith.constant 0 : index
// UNROLL-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT: %1 = scf.if %0 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = vector.extract %arg2[0] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: %25 = vector.transfer_read %arg0[%arg1, %arg1], %cst, %24 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %26 = vector.insert %25, %cst_0 [0] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %26 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %cst_0 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %2 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// UNROLL-NEXT: %4 = scf.if %3 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %25 = vector.extract %arg2[1] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: %26 = vector.transfer_read %arg0[%24, %arg1], %cst, %25 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %27 = vector.insert %26, %1 [1] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %27 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %1 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %5 = affine.apply #map1()[%arg1]
// UNROLL-NEXT: %6 = arith.cmpi sgt, %dim_2, %5 : index
// UNROLL-NEXT: %7 = scf.if %6 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map1()[%arg1]
// UNROLL-NEXT: %25 = vector.extract %arg2[2] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: %26 = vector.transfer_read %arg0[%24, %arg1], %cst, %25 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %27 = vector.insert %26, %4 [2] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %27 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %4 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_3 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %8 = affine.apply #map2()[%arg1]
// UNROLL-NEXT: %9 = arith.cmpi sgt, %dim_3, %8 : index
// UNROLL-NEXT: %10 = scf.if %9 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map2()[%arg1]
// UNROLL-NEXT: %25 = vector.extract %arg2[3] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: %26 = vector.transfer_read %arg0[%24, %arg1], %cst, %25 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %27 = vector.insert %26, %7 [3] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %27 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %7 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_4 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %11 = affine.apply #map3()[%arg1]
// UNROLL-NEXT: %12 = arith.cmpi sgt, %dim_4, %11 : index
// UNROLL-NEXT: %13 = scf.if %12 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map3()[%arg1]
// UNROLL-NEXT: %25 = vector.extract %arg2[4] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: %26 = vector.transfer_read %arg0[%24, %arg1], %cst, %25 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %27 = vector.insert %26, %10 [4] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %27 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %10 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_5 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %14 = affine.apply #map4()[%arg1]
// UNROLL-NEXT: %15 = arith.cmpi sgt, %dim_5, %14 : index
// UNROLL-NEXT: %16 = scf.if %15 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map4()[%arg1]
// UNROLL-NEXT: %25 = vector.extract %arg2[5] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: %26 = vector.transfer_read %arg0[%24, %arg1], %cst, %25 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %27 = vector.insert %26, %13 [5] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %27 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %13 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_6 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %17 = affine.apply #map5()[%arg1]
// UNROLL-NEXT: %18 = arith.cmpi sgt, %dim_6, %17 : index
// UNROLL-NEXT: %19 = scf.if %18 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map5()[%arg1]
// UNROLL-NEXT: %25 = vector.extract %arg2[6] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: %26 = vector.transfer_read %arg0[%24, %arg1], %cst, %25 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %27 = vector.insert %26, %16 [6] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %27 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %16 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_7 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %20 = affine.apply #map6()[%arg1]
// UNROLL-NEXT: %21 = arith.cmpi sgt, %dim_7, %20 : index
// UNROLL-NEXT: %22 = scf.if %21 -> (vector<8x4xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map6()[%arg1]
// UNROLL-NEXT: %25 = vector.extract %arg2[7] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: %26 = vector.transfer_read %arg0[%24, %arg1], %cst, %25 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// UNROLL-NEXT: %27 = vector.insert %26, %19 [7] : vector<4xf32> into vector<8x4xf32>
// UNROLL-NEXT: scf.yield %27 : vector<8x4xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %19 : vector<8x4xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %23 = vector.transpose %22, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
// UNROLL-NEXT: return %23 : vector<4x8xf32>
// UNROLL-NEXT: }
func.func @read_t_mask(%A: memref<?x?xf32>, %i: index, %m: vector<8x4xi1>) -> vector<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i], %pad, %m {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [true, false]} : memref<?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}

// CHECK-LABEL: func.func @read_b(%arg0: memref<?x?x?xf32>, %arg1: index) -> vector<2x4x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4x2xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<8x4x2xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<8x4x2xf32>> to memref<8xvector<4x2xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %6 = vector.type_cast %0 : memref<8xvector<4x2xf32>> to memref<8x4xvector<2xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %7 = vector.transfer_read %arg0[%5, %arg1, %arg1], %cst_0 : memref<?x?x?xf32>, vector<2xf32>
// CHECK-NEXT: memref.store %7, %6[%arg2, %arg3] : memref<8x4xvector<2xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg2] : memref<8xvector<4x2xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<8x4x2xf32>>
// CHECK-NEXT: %2 = vector.transpose %1, [2, 1, 0] : vector<8x4x2xf32> to vector<2x4x8xf32>
// CHECK-NEXT: return %2 : vector<2x4x8xf32>
// CHECK-NEXT: }
// UNROLL-LABEL: func.func @read_b(%arg0: memref<?x?x?xf32>, %arg1: index) -> vector<2x4x8xf32> {
// UNROLL-NEXT: %cst = arith.constant 0.000000e+00 : f32
// UNROLL-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<8x4x2xf32>
// UNROLL-NEXT: %c0 = arith.constant 0 : index
// UNROLL-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT: %1 = scf.if %0 -> (vector<8x4x2xf32>) {
// UNROLL-NEXT: %24 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %25 = vector.insert %24, %cst_0 [0, 0] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %26 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %27 = vector.insert %26, %25 [0, 1] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %28 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %29 = vector.insert %28, %27 [0, 2] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %30 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %31 = vector.insert %30, %29 [0, 3] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: scf.yield %31 : vector<8x4x2xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %cst_0 : vector<8x4x2xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %2 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// UNROLL-NEXT: %4 = scf.if %3 -> (vector<8x4x2xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %25 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %26 = vector.insert %25, %1 [1, 0] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %27 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %28 = vector.insert %27, %26 [1, 1] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %29 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %30 = vector.insert %29, %28 [1, 2] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %31 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %32 = vector.insert %31, %30 [1, 3] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: scf.yield %32 : vector<8x4x2xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %1 : vector<8x4x2xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %5 = affine.apply #map1()[%arg1]
// UNROLL-NEXT: %6 = arith.cmpi sgt, %dim_2, %5 : index
// UNROLL-NEXT: %7 = scf.if %6 -> (vector<8x4x2xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map1()[%arg1]
// UNROLL-NEXT: %25 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %26 = vector.insert %25, %4 [2, 0] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %27 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %28 = vector.insert %27, %26 [2, 1] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %29 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %30 = vector.insert %29, %28 [2, 2] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %31 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %32 = vector.insert %31, %30 [2, 3] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: scf.yield %32 : vector<8x4x2xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %4 : vector<8x4x2xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_3 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %8 = affine.apply #map2()[%arg1]
// UNROLL-NEXT: %9 = arith.cmpi sgt, %dim_3, %8 : index
// UNROLL-NEXT: %10 = scf.if %9 -> (vector<8x4x2xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map2()[%arg1]
// UNROLL-NEXT: %25 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %26 = vector.insert %25, %7 [3, 0] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %27 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %28 = vector.insert %27, %26 [3, 1] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %29 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %30 = vector.insert %29, %28 [3, 2] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %31 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %32 = vector.insert %31, %30 [3, 3] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: scf.yield %32 : vector<8x4x2xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %7 : vector<8x4x2xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_4 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %11 = affine.apply #map3()[%arg1]
// UNROLL-NEXT: %12 = arith.cmpi sgt, %dim_4, %11 : index
// UNROLL-NEXT: %13 = scf.if %12 -> (vector<8x4x2xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map3()[%arg1]
// UNROLL-NEXT: %25 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %26 = vector.insert %25, %10 [4, 0] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %27 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %28 = vector.insert %27, %26 [4, 1] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %29 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %30 = vector.insert %29, %28 [4, 2] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %31 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %32 = vector.insert %31, %30 [4, 3] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: scf.yield %32 : vector<8x4x2xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %10 : vector<8x4x2xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_5 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %14 = affine.apply #map4()[%arg1]
// UNROLL-NEXT: %15 = arith.cmpi sgt, %dim_5, %14 : index
// UNROLL-NEXT: %16 = scf.if %15 -> (vector<8x4x2xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map4()[%arg1]
// UNROLL-NEXT: %25 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %26 = vector.insert %25, %13 [5, 0] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %27 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %28 = vector.insert %27, %26 [5, 1] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %29 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %30 = vector.insert %29, %28 [5, 2] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %31 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %32 = vector.insert %31, %30 [5, 3] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: scf.yield %32 : vector<8x4x2xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %13 : vector<8x4x2xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_6 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %17 = affine.apply #map5()[%arg1]
// UNROLL-NEXT: %18 = arith.cmpi sgt, %dim_6, %17 : index
// UNROLL-NEXT: %19 = scf.if %18 -> (vector<8x4x2xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map5()[%arg1]
// UNROLL-NEXT: %25 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %26 = vector.insert %25, %16 [6, 0] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %27 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %28 = vector.insert %27, %26 [6, 1] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %29 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %30 = vector.insert %29, %28 [6, 2] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %31 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %32 = vector.insert %31, %30 [6, 3] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: scf.yield %32 : vector<8x4x2xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %16 : vector<8x4x2xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_7 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %20 = affine.apply #map6()[%arg1]
// UNROLL-NEXT: %21 = arith.cmpi sgt, %dim_7, %20 : index
// UNROLL-NEXT: %22 = scf.if %21 -> (vector<8x4x2xf32>) {
// UNROLL-NEXT: %24 = affine.apply #map6()[%arg1]
// UNROLL-NEXT: %25 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %26 = vector.insert %25, %19 [7, 0] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %27 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %28 = vector.insert %27, %26 [7, 1] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %29 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %30 = vector.insert %29, %28 [7, 2] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: %31 = vector.transfer_read %arg0[%24, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// UNROLL-NEXT: %32 = vector.insert %31, %30 [7, 3] : vector<2xf32> into vector<8x4x2xf32>
// UNROLL-NEXT: scf.yield %32 : vector<8x4x2xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %19 : vector<8x4x2xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %23 = vector.transpose %22, [2, 1, 0] : vector<8x4x2xf32> to vector<2x4x8xf32>
// UNROLL-NEXT: return %23 : vector<2x4x8xf32>
// UNROLL-NEXT: }
func.func @read_b(%A: memref<?x?x?xf32>, %i: index) -> vector<2x4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d2, 0, d0)>} : memref<?x?x?xf32>, vector<2x4x8xf32>
  return %v : vector<2x4x8xf32>
}

// CHECK-LABEL: func.func @write_t_mask(%arg0: memref<?x?xf32>, %arg1: vector<4x8xf32>, %arg2: index, %arg3: vector<8x4xi1>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<8x4xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<8x4xi1>>
// CHECK-NEXT: %0 = vector.transpose %arg1, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
// CHECK-NEXT: memref.store %arg3, %alloca_0[] : memref<vector<8x4xi1>>
// CHECK-NEXT: memref.store %0, %alloca[] : memref<vector<8x4xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca : memref<vector<8x4xf32>> to memref<8xvector<4xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca_0 : memref<vector<8x4xi1>> to memref<8xvector<4xi1>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %3 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT: %4 = memref.load %1[%arg4] : memref<8xvector<4xf32>>
// CHECK-NEXT: %5 = memref.load %2[%arg4] : memref<8xvector<4xi1>>
// CHECK-NEXT: vector.transfer_write %4, %arg0[%3, %arg2], %5 : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// UNROLL-LABEL: func.func @write_t_mask(%arg0: memref<?x?xf32>, %arg1: vector<4x8xf32>, %arg2: index, %arg3: vector<8x4xi1>) {
// UNROLL-NEXT: %0 = vector.transpose %arg1, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
// UNROLL-NEXT: %1 = vector.extract %0[0] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: %2 = vector.extract %arg3[0] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: vector.transfer_write %1, %arg0[%arg2, %arg2], %2 : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: %3 = affine.apply #map()[%arg2]
// UNROLL-NEXT: %4 = vector.extract %0[1] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: %5 = vector.extract %arg3[1] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: vector.transfer_write %4, %arg0[%3, %arg2], %5 : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: %6 = affine.apply #map1()[%arg2]
// UNROLL-NEXT: %7 = vector.extract %0[2] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: %8 = vector.extract %arg3[2] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: vector.transfer_write %7, %arg0[%6, %arg2], %8 : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: %9 = affine.apply #map2()[%arg2]
// UNROLL-NEXT: %10 = vector.extract %0[3] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: %11 = vector.extract %arg3[3] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: vector.transfer_write %10, %arg0[%9, %arg2], %11 : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: %12 = affine.apply #map3()[%arg2]
// UNROLL-NEXT: %13 = vector.extract %0[4] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: %14 = vector.extract %arg3[4] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: vector.transfer_write %13, %arg0[%12, %arg2], %14 : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: %15 = affine.apply #map4()[%arg2]
// UNROLL-NEXT: %16 = vector.extract %0[5] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: %17 = vector.extract %arg3[5] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: vector.transfer_write %16, %arg0[%15, %arg2], %17 : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: %18 = affine.apply #map5()[%arg2]
// UNROLL-NEXT: %19 = vector.extract %0[6] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: %20 = vector.extract %arg3[6] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: vector.transfer_write %19, %arg0[%18, %arg2], %20 : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: %21 = affine.apply #map6()[%arg2]
// UNROLL-NEXT: %22 = vector.extract %0[7] : vector<4xf32> from vector<8x4xf32>
// UNROLL-NEXT: %23 = vector.extract %arg3[7] : vector<4xi1> from vector<8x4xi1>
// UNROLL-NEXT: vector.transfer_write %22, %arg0[%21, %arg2], %23 : vector<4xf32>, memref<?x?xf32>
// UNROLL-NEXT: return
// UNROLL-NEXT: }
func.func @write_t_mask(%A: memref<?x?xf32>, %v: vector<4x8xf32>, %i: index, %m: vector<8x4xi1>) {
  vector.transfer_write %v, %A[%i, %i], %m {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [false, true]} : vector<4x8xf32>, memref<?x?xf32>
  return
}

// CHECK-LABEL: func.func @write_np_mask(%arg0: memref<?x?x?xf32>, %arg1: vector<8xf32>, %arg2: index, %arg3: vector<8xi1>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<8x1x1xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<8x1x1xi1>>
// CHECK-NEXT: %0 = vector.broadcast %arg1 : vector<8xf32> to vector<1x1x8xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg3 : vector<8xi1> to vector<1x1x8xi1>
// CHECK-NEXT: %2 = vector.transpose %1, [2, 0, 1] : vector<1x1x8xi1> to vector<8x1x1xi1>
// CHECK-NEXT: %3 = vector.transpose %0, [2, 0, 1] : vector<1x1x8xf32> to vector<8x1x1xf32>
// CHECK-NEXT: memref.store %2, %alloca_0[] : memref<vector<8x1x1xi1>>
// CHECK-NEXT: memref.store %3, %alloca[] : memref<vector<8x1x1xf32>>
// CHECK-NEXT: %4 = vector.type_cast %alloca : memref<vector<8x1x1xf32>> to memref<8xvector<1x1xf32>>
// CHECK-NEXT: %5 = vector.type_cast %alloca_0 : memref<vector<8x1x1xi1>> to memref<8xvector<1x1xi1>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %6 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT: %7 = arith.cmpi sgt, %dim, %6 : index
// CHECK-NEXT: scf.if %7 {
// CHECK-NEXT: %8 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT: %9 = vector.type_cast %4 : memref<8xvector<1x1xf32>> to memref<8x1xvector<1xf32>>
// CHECK-NEXT: %10 = vector.type_cast %5 : memref<8xvector<1x1xi1>> to memref<8x1xvector<1xi1>>
// CHECK-NEXT: scf.for %arg5 = %c0 to %c1 step %c1 {
// CHECK-NEXT: %11 = affine.apply #map(%arg5)[%arg2]
// CHECK-NEXT: %12 = memref.load %9[%arg4, %arg5] : memref<8x1xvector<1xf32>>
// CHECK-NEXT: %13 = memref.load %10[%arg4, %arg5] : memref<8x1xvector<1xi1>>
// CHECK-NEXT: vector.transfer_write %12, %arg0[%8, %11, %arg2], %13 {in_bounds = [true]} : vector<1xf32>, memref<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// UNROLL-LABEL: func.func @write_np_mask(%arg0: memref<?x?x?xf32>, %arg1: vector<8xf32>, %arg2: index, %arg3: vector<8xi1>) {
// UNROLL-NEXT: %c0 = arith.constant 0 : index
// UNROLL-NEXT: %0 = vector.broadcast %arg1 : vector<8xf32> to vector<1x1x8xf32>
// UNROLL-NEXT: %1 = vector.broadcast %arg3 : vector<8xi1> to vector<1x1x8xi1>
// UNROLL-NEXT: %2 = vector.transpose %1, [2, 0, 1] : vector<1x1x8xi1> to vector<8x1x1xi1>
// UNROLL-NEXT: %3 = vector.transpose %0, [2, 0, 1] : vector<1x1x8xf32> to vector<8x1x1xf32>
// UNROLL-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %4 = arith.cmpi sgt, %dim, %arg2 : index
// UNROLL-NEXT: scf.if %4 {
// UNROLL-NEXT: %19 = vector.extract %3[0, 0] : vector<1xf32> from vector<8x1x1xf32>
// UNROLL-NEXT: %20 = vector.extract %2[0, 0] : vector<1xi1> from vector<8x1x1xi1>
// UNROLL-NEXT: vector.transfer_write %19, %arg0[%arg2, %arg2, %arg2], %20 {in_bounds = [true]} : vector<1xf32>, memref<?x?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %5 = affine.apply #map()[%arg2]
// UNROLL-NEXT: %6 = arith.cmpi sgt, %dim_0, %5 : index
// UNROLL-NEXT: scf.if %6 {
// UNROLL-NEXT: %19 = affine.apply #map()[%arg2]
// UNROLL-NEXT: %20 = vector.extract %3[1, 0] : vector<1xf32> from vector<8x1x1xf32>
// UNROLL-NEXT: %21 = vector.extract %2[1, 0] : vector<1xi1> from vector<8x1x1xi1>
// UNROLL-NEXT: vector.transfer_write %20, %arg0[%19, %arg2, %arg2], %21 {in_bounds = [true]} : vector<1xf32>, memref<?x?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %7 = affine.apply #map1()[%arg2]
// UNROLL-NEXT: %8 = arith.cmpi sgt, %dim_1, %7 : index
// UNROLL-NEXT: scf.if %8 {
// UNROLL-NEXT: %19 = affine.apply #map1()[%arg2]
// UNROLL-NEXT: %20 = vector.extract %3[2, 0] : vector<1xf32> from vector<8x1x1xf32>
// UNROLL-NEXT: %21 = vector.extract %2[2, 0] : vector<1xi1> from vector<8x1x1xi1>
// UNROLL-NEXT: vector.transfer_write %20, %arg0[%19, %arg2, %arg2], %21 {in_bounds = [true]} : vector<1xf32>, memref<?x?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %9 = affine.apply #map2()[%arg2]
// UNROLL-NEXT: %10 = arith.cmpi sgt, %dim_2, %9 : index
// UNROLL-NEXT: scf.if %10 {
// UNROLL-NEXT: %19 = affine.apply #map2()[%arg2]
// UNROLL-NEXT: %20 = vector.extract %3[3, 0] : vector<1xf32> from vector<8x1x1xf32>
// UNROLL-NEXT: %21 = vector.extract %2[3, 0] : vector<1xi1> from vector<8x1x1xi1>
// UNROLL-NEXT: vector.transfer_write %20, %arg0[%19, %arg2, %arg2], %21 {in_bounds = [true]} : vector<1xf32>, memref<?x?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_3 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %11 = affine.apply #map3()[%arg2]
// UNROLL-NEXT: %12 = arith.cmpi sgt, %dim_3, %11 : index
// UNROLL-NEXT: scf.if %12 {
// UNROLL-NEXT: %19 = affine.apply #map3()[%arg2]
// UNROLL-NEXT: %20 = vector.extract %3[4, 0] : vector<1xf32> from vector<8x1x1xf32>
// UNROLL-NEXT: %21 = vector.extract %2[4, 0] : vector<1xi1> from vector<8x1x1xi1>
// UNROLL-NEXT: vector.transfer_write %20, %arg0[%19, %arg2, %arg2], %21 {in_bounds = [true]} : vector<1xf32>, memref<?x?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_4 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %13 = affine.apply #map4()[%arg2]
// UNROLL-NEXT: %14 = arith.cmpi sgt, %dim_4, %13 : index
// UNROLL-NEXT: scf.if %14 {
// UNROLL-NEXT: %19 = affine.apply #map4()[%arg2]
// UNROLL-NEXT: %20 = vector.extract %3[5, 0] : vector<1xf32> from vector<8x1x1xf32>
// UNROLL-NEXT: %21 = vector.extract %2[5, 0] : vector<1xi1> from vector<8x1x1xi1>
// UNROLL-NEXT: vector.transfer_write %20, %arg0[%19, %arg2, %arg2], %21 {in_bounds = [true]} : vector<1xf32>, memref<?x?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_5 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %15 = affine.apply #map5()[%arg2]
// UNROLL-NEXT: %16 = arith.cmpi sgt, %dim_5, %15 : index
// UNROLL-NEXT: scf.if %16 {
// UNROLL-NEXT: %19 = affine.apply #map5()[%arg2]
// UNROLL-NEXT: %20 = vector.extract %3[6, 0] : vector<1xf32> from vector<8x1x1xf32>
// UNROLL-NEXT: %21 = vector.extract %2[6, 0] : vector<1xi1> from vector<8x1x1xi1>
// UNROLL-NEXT: vector.transfer_write %20, %arg0[%19, %arg2, %arg2], %21 {in_bounds = [true]} : vector<1xf32>, memref<?x?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_6 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// UNROLL-NEXT: %17 = affine.apply #map6()[%arg2]
// UNROLL-NEXT: %18 = arith.cmpi sgt, %dim_6, %17 : index
// UNROLL-NEXT: scf.if %18 {
// UNROLL-NEXT: %19 = affine.apply #map6()[%arg2]
// UNROLL-NEXT: %20 = vector.extract %3[7, 0] : vector<1xf32> from vector<8x1x1xf32>
// UNROLL-NEXT: %21 = vector.extract %2[7, 0] : vector<1xi1> from vector<8x1x1xi1>
// UNROLL-NEXT: vector.transfer_write %20, %arg0[%19, %arg2, %arg2], %21 {in_bounds = [true]} : vector<1xf32>, memref<?x?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: return
// UNROLL-NEXT: }
func.func @write_np_mask(%A: memref<?x?x?xf32>, %v: vector<8xf32>, %i: index, %m: vector<8xi1>) {
  vector.transfer_write %v, %A[%i, %i, %i], %m {permutation_map = affine_map<(d0, d1, d2) -> (d0)>, in_bounds = [false]} : vector<8xf32>, memref<?x?x?xf32>
  return
}

// CHECK-LABEL: func.func @read_zero(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<f32> to vector<4xf32>
// CHECK-NEXT: return %1 : vector<4xf32>
// CHECK-NEXT: }
// UNROLL-LABEL: func.func @read_zero(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4xf32> {
// UNROLL-NEXT: %cst = arith.constant 0.000000e+00 : f32
// UNROLL-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<?x?xf32>, vector<f32>
// UNROLL-NEXT: %1 = vector.broadcast %0 : vector<f32> to vector<4xf32>
// UNROLL-NEXT: return %1 : vector<4xf32>
// UNROLL-NEXT: }
func.func @read_zero(%A: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}

// CHECK-LABEL: func.func @read_tensor(%arg0: tensor<?x?xf32>, %arg1: index) -> vector<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst : tensor<?x?xf32>, vector<8x4xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
// CHECK-NEXT: return %1 : vector<4x8xf32>
// CHECK-NEXT: }
// UNROLL-LABEL: func.func @read_tensor(%arg0: tensor<?x?xf32>, %arg1: index) -> vector<4x8xf32> {
// UNROLL-NEXT: %cst = arith.constant 0.000000e+00 : f32
// UNROLL-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst : tensor<?x?xf32>, vector<8x4xf32>
// UNROLL-NEXT: %1 = vector.transpose %0, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
// UNROLL-NEXT: return %1 : vector<4x8xf32>
// UNROLL-NEXT: }
func.func @read_tensor(%A: tensor<?x?xf32>, %i: index) -> vector<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}

