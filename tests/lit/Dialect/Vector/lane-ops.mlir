// RUN: oxir-opt %s  --split-input-file | FileCheck %s

// vector.interleave, vector.deinterleave (results named %res1, %res2), vector.scalable.insert/extract,
// vector.scan (results %dest, %accumulated_value), vector.expandload and vector.compressstore:
// MLIR 22's custom forms.
// The CHECK lines are mlir-opt 22's output.

func.func @interleave(%a: vector<f32>, %b: vector<f32>, %c: vector<2x[4]xi16>, %d: vector<2x[4]xi16>) -> (vector<2xf32>, vector<2x[8]xi16>) {
  %0 = vector.interleave %a, %b : vector<f32> -> vector<2xf32>
  %1 = vector.interleave %c, %d : vector<2x[4]xi16> -> vector<2x[8]xi16>
  return %0, %1 : vector<2xf32>, vector<2x[8]xi16>
}
// CHECK-LABEL: func.func @interleave(%arg0: vector<f32>, %arg1: vector<f32>, %arg2: vector<2x[4]xi16>, %arg3: vector<2x[4]xi16>) -> (vector<2xf32>, vector<2x[8]xi16>) {
// CHECK-NEXT: %0 = vector.interleave %arg0, %arg1 : vector<f32> -> vector<2xf32>
// CHECK-NEXT: %1 = vector.interleave %arg2, %arg3 : vector<2x[4]xi16> -> vector<2x[8]xi16>
// CHECK-NEXT: return %0, %1 : vector<2xf32>, vector<2x[8]xi16>
// CHECK-NEXT: }

// -----


func.func @deinterleave(%a: vector<3x[4]xf32>) -> (vector<3x[2]xf32>, vector<3x[2]xf32>) {
  %0, %1 = vector.deinterleave %a : vector<3x[4]xf32> -> vector<3x[2]xf32>
  return %0, %1 : vector<3x[2]xf32>, vector<3x[2]xf32>
}
// CHECK-LABEL: func.func @deinterleave(%arg0: vector<3x[4]xf32>) -> (vector<3x[2]xf32>, vector<3x[2]xf32>) {
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %arg0 : vector<3x[4]xf32> -> vector<3x[2]xf32>
// CHECK-NEXT: return %res1, %res2 : vector<3x[2]xf32>, vector<3x[2]xf32>
// CHECK-NEXT: }

// -----


func.func @scalable_insert_extract(%sub: vector<4xi32>, %sv: vector<[8]xi32>) -> (vector<[8]xi32>, vector<[4]xi32>) {
  %0 = vector.scalable.insert %sub, %sv[12] : vector<4xi32> into vector<[8]xi32>
  %1 = vector.scalable.extract %0[4] : vector<[4]xi32> from vector<[8]xi32>
  return %0, %1 : vector<[8]xi32>, vector<[4]xi32>
}
// CHECK-LABEL: func.func @scalable_insert_extract(%arg0: vector<4xi32>, %arg1: vector<[8]xi32>) -> (vector<[8]xi32>, vector<[4]xi32>) {
// CHECK-NEXT: %0 = vector.scalable.insert %arg0, %arg1[12] : vector<4xi32> into vector<[8]xi32>
// CHECK-NEXT: %1 = vector.scalable.extract %0[4] : vector<[4]xi32> from vector<[8]xi32>
// CHECK-NEXT: return %0, %1 : vector<[8]xi32>, vector<[4]xi32>
// CHECK-NEXT: }

// -----


func.func @scan(%v: vector<4x8xf32>, %init: vector<4xf32>) -> (vector<4x8xf32>, vector<4xf32>) {
  %0:2 = vector.scan <mul>, %v, %init {reduction_dim = 1 : i64, inclusive = false} : vector<4x8xf32>, vector<4xf32>
  return %0#0, %0#1 : vector<4x8xf32>, vector<4xf32>
}
// CHECK-LABEL: func.func @scan(%arg0: vector<4x8xf32>, %arg1: vector<4xf32>) -> (vector<4x8xf32>, vector<4xf32>) {
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <mul>, %arg0, %arg1 {inclusive = false, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<4xf32>
// CHECK-NEXT: return %dest, %accumulated_value : vector<4x8xf32>, vector<4xf32>
// CHECK-NEXT: }

// -----


func.func @expand_compress(%base: memref<?x?xf32>, %i: index, %mask: vector<16xi1>, %pass: vector<16xf32>) {
  %0 = vector.expandload %base[%i, %i], %mask, %pass {alignment = 8} : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.compressstore %base[%i, %i], %mask, %0 : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
  return
}
// CHECK-LABEL: func.func @expand_compress(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<16xi1>, %arg3: vector<16xf32>) {
// CHECK-NEXT: %0 = vector.expandload %arg0[%arg1, %arg1], %arg2, %arg3 {alignment = 8 : i64} : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK-NEXT: vector.compressstore %arg0[%arg1, %arg1], %arg2, %0 : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
