// RUN: oxir-opt %s --canonicalize --split-input-file | FileCheck %s

// MLIR 22's folds and canonicalizations of the vector casts, slices and reductions: chains of
// shape casts and bitcasts, casts of broadcasts and constants, transposes of transposes and of
// scalar broadcasts, slices of constant masks, of insert_strided_slice chains, of broadcasts and of
// constants, inserting a slice back where it came from, and reductions of one element.
// The CHECK lines are mlir-opt 22's output.

func.func @shape_cast_chain(%a: vector<1x1x64xf32>, %b: vector<4xf32>) -> (vector<8x8xf32>, vector<4xf32>) {
  %0 = vector.shape_cast %a : vector<1x1x64xf32> to vector<1x1x8x8xf32>
  %1 = vector.shape_cast %0 : vector<1x1x8x8xf32> to vector<8x8xf32>
  %2 = vector.broadcast %b : vector<4xf32> to vector<1x1x4xf32>
  %3 = vector.shape_cast %2 : vector<1x1x4xf32> to vector<4xf32>
  return %1, %3 : vector<8x8xf32>, vector<4xf32>
}
// CHECK-LABEL: func.func @shape_cast_chain(%arg0: vector<1x1x64xf32>, %arg1: vector<4xf32>) -> (vector<8x8xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<1x1x64xf32> to vector<8x8xf32>
// CHECK-NEXT: return %0, %arg1 : vector<8x8xf32>, vector<4xf32>
// CHECK-NEXT: }

// -----


func.func @shape_cast_of_broadcast(%s: f32, %v: vector<3xf32>, %w: vector<4xf32>) -> (vector<1xf32>, vector<8x3xf32>, vector<8xf32>) {
  %0 = vector.broadcast %s : f32 to vector<1x1x1xf32>
  %1 = vector.shape_cast %0 : vector<1x1x1xf32> to vector<1xf32>
  %2 = vector.broadcast %v : vector<3xf32> to vector<2x4x3xf32>
  %3 = vector.shape_cast %2 : vector<2x4x3xf32> to vector<8x3xf32>
  %4 = vector.broadcast %w : vector<4xf32> to vector<1x2x4xf32>
  %5 = vector.shape_cast %4 : vector<1x2x4xf32> to vector<8xf32>
  return %1, %3, %5 : vector<1xf32>, vector<8x3xf32>, vector<8xf32>
}
// CHECK-LABEL: func.func @shape_cast_of_broadcast(%arg0: f32, %arg1: vector<3xf32>, %arg2: vector<4xf32>) -> (vector<1xf32>, vector<8x3xf32>, vector<8xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<1xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<3xf32> to vector<8x3xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg2 : vector<4xf32> to vector<1x2x4xf32>
// CHECK-NEXT: %3 = vector.shape_cast %2 : vector<1x2x4xf32> to vector<8xf32>
// CHECK-NEXT: return %0, %1, %3 : vector<1xf32>, vector<8x3xf32>, vector<8xf32>
// CHECK-NEXT: }

// -----


func.func @constants() -> (vector<20x2xf32>, vector<4xf32>, vector<4xi32>, vector<2x2xi32>, vector<3xi32>) {
  %cst = arith.constant dense<2.000000e+00> : vector<5x4x2xf32>
  %0 = vector.shape_cast %cst : vector<5x4x2xf32> to vector<20x2xf32>
  %h = arith.constant dense<2.0> : vector<8xf16>
  %1 = vector.bitcast %h : vector<8xf16> to vector<4xf32>
  %b = arith.constant dense<160> : vector<16xi8>
  %2 = vector.bitcast %b : vector<16xi8> to vector<4xi32>
  %m = arith.constant dense<[[0, 1, 2], [3, 4, 5]]> : vector<2x3xi32>
  %3 = vector.extract_strided_slice %m {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x3xi32> to vector<2x2xi32>
  %s = arith.constant dense<7> : vector<29xi32>
  %4 = vector.extract_strided_slice %s {offsets = [3], sizes = [3], strides = [1]} : vector<29xi32> to vector<3xi32>
  return %0, %1, %2, %3, %4 : vector<20x2xf32>, vector<4xf32>, vector<4xi32>, vector<2x2xi32>, vector<3xi32>
}
// CHECK-LABEL: func.func @constants() -> (vector<20x2xf32>, vector<4xf32>, vector<4xi32>, vector<2x2xi32>, vector<3xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<2.000000e+00> : vector<20x2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<2.00390625> : vector<4xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<-1600085856> : vector<4xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<{{\[\[}}1, 2], [4, 5]]> : vector<2x2xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<7> : vector<3xi32>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : vector<20x2xf32>, vector<4xf32>, vector<4xi32>, vector<2x2xi32>, vector<3xi32>
// CHECK-NEXT: }

// -----


func.func @casts_chains(%a: vector<4x8xf32>, %i: i32) -> (vector<4x16xi16>, vector<4x16xi32>) {
  %0 = vector.bitcast %a : vector<4x8xf32> to vector<4x8xi32>
  %1 = vector.bitcast %0 : vector<4x8xi32> to vector<4x16xi16>
  %2 = vector.broadcast %i : i32 to vector<16xi32>
  %3 = vector.broadcast %2 : vector<16xi32> to vector<4x16xi32>
  return %1, %3 : vector<4x16xi16>, vector<4x16xi32>
}
// CHECK-LABEL: func.func @casts_chains(%arg0: vector<4x8xf32>, %arg1: i32) -> (vector<4x16xi16>, vector<4x16xi32>) {
// CHECK-NEXT: %0 = vector.bitcast %arg0 : vector<4x8xf32> to vector<4x16xi16>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : i32 to vector<4x16xi32>
// CHECK-NEXT: return %0, %1 : vector<4x16xi16>, vector<4x16xi32>
// CHECK-NEXT: }

// -----


func.func @transposes(%a: vector<4x3x2xf32>, %s: f32) -> (vector<2x3x4xf32>, vector<4x3x2xf32>, vector<1x8xf32>) {
  %0 = vector.transpose %a, [1, 2, 0] : vector<4x3x2xf32> to vector<3x2x4xf32>
  %1 = vector.transpose %0, [1, 0, 2] : vector<3x2x4xf32> to vector<2x3x4xf32>
  %2 = vector.transpose %1, [2, 1, 0] : vector<2x3x4xf32> to vector<4x3x2xf32>
  %b = vector.broadcast %s : f32 to vector<8x1xf32>
  %3 = vector.transpose %b, [1, 0] : vector<8x1xf32> to vector<1x8xf32>
  return %1, %2, %3 : vector<2x3x4xf32>, vector<4x3x2xf32>, vector<1x8xf32>
}
// CHECK-LABEL: func.func @transposes(%arg0: vector<4x3x2xf32>, %arg1: f32) -> (vector<2x3x4xf32>, vector<4x3x2xf32>, vector<1x8xf32>) {
// CHECK-NEXT: %0 = vector.transpose %arg0, [2, 1, 0] : vector<4x3x2xf32> to vector<2x3x4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : f32 to vector<1x8xf32>
// CHECK-NEXT: return %0, %arg0, %1 : vector<2x3x4xf32>, vector<4x3x2xf32>, vector<1x8xf32>
// CHECK-NEXT: }

// -----


func.func @slices_of_masks(%n: index) -> (vector<2x2xi1>, vector<2x2xi1>, vector<2x1xi1>, vector<5x7xi1>) {
  %0 = vector.constant_mask [2, 2] : vector<4x3xi1>
  %1 = vector.extract_strided_slice %0 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x3xi1> to vector<2x2xi1>
  %2 = vector.extract_strided_slice %0 {offsets = [1, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x3xi1> to vector<2x2xi1>
  %3 = vector.extract_strided_slice %0 {offsets = [0, 2], sizes = [2, 1], strides = [1, 1]} : vector<4x3xi1> to vector<2x1xi1>
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %m = vector.create_mask %c10, %c4 : vector<12x7xi1>
  %4 = vector.extract_strided_slice %m {offsets = [3], sizes = [5], strides = [1]} : vector<12x7xi1> to vector<5x7xi1>
  return %1, %2, %3, %4 : vector<2x2xi1>, vector<2x2xi1>, vector<2x1xi1>, vector<5x7xi1>
}
// CHECK-LABEL: func.func @slices_of_masks(%arg0: index) -> (vector<2x2xi1>, vector<2x2xi1>, vector<2x1xi1>, vector<5x7xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<2x1xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<2x2xi1>
// CHECK-NEXT: %0 = vector.constant_mask [1, 2] : vector<2x2xi1>
// CHECK-NEXT: %1 = vector.constant_mask [5, 4] : vector<5x7xi1>
// CHECK-NEXT: return %cst_0, %0, %cst, %1 : vector<2x2xi1>, vector<2x2xi1>, vector<2x1xi1>, vector<5x7xi1>
// CHECK-NEXT: }

// -----


func.func @slices_of_inserts(%a: vector<6x4xf32>, %b: vector<8x16xf32>, %c: vector<1x4xf32>, %d: vector<2x8xf32>) -> (vector<4x4xf32>, vector<1x1xf32>, vector<6x4xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [2, 2], strides = [1, 1]} : vector<6x4xf32> into vector<8x16xf32>
  %1 = vector.extract_strided_slice %0 {offsets = [2, 2], sizes = [4, 4], strides = [1, 1]} : vector<8x16xf32> to vector<4x4xf32>
  %2 = vector.insert_strided_slice %c, %d {offsets = [0, 1], strides = [1, 1]} : vector<1x4xf32> into vector<2x8xf32>
  %3 = vector.insert_strided_slice %c, %2 {offsets = [1, 0], strides = [1, 1]} : vector<1x4xf32> into vector<2x8xf32>
  %4 = vector.extract_strided_slice %3 {offsets = [0, 1], sizes = [1, 1], strides = [1, 1]} : vector<2x8xf32> to vector<1x1xf32>
  %5 = vector.extract_strided_slice %0 {offsets = [2, 2], sizes = [6, 4], strides = [1, 1]} : vector<8x16xf32> to vector<6x4xf32>
  return %1, %4, %5 : vector<4x4xf32>, vector<1x1xf32>, vector<6x4xf32>
}
// CHECK-LABEL: func.func @slices_of_inserts(%arg0: vector<6x4xf32>, %arg1: vector<8x16xf32>, %arg2: vector<1x4xf32>, %arg3: vector<2x8xf32>) -> (vector<4x4xf32>, vector<1x1xf32>, vector<6x4xf32>) {
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [4, 4], strides = [1, 1]} : vector<6x4xf32> to vector<4x4xf32>
// CHECK-NEXT: %1 = vector.extract_strided_slice %arg2 {offsets = [0, 0], sizes = [1, 1], strides = [1, 1]} : vector<1x4xf32> to vector<1x1xf32>
// CHECK-NEXT: return %0, %1, %arg0 : vector<4x4xf32>, vector<1x1xf32>, vector<6x4xf32>
// CHECK-NEXT: }

// -----


func.func @slices_of_broadcasts(%a: vector<4xf16>, %b: vector<1xf32>) -> (vector<2x4xf16>, vector<2x2xf16>, vector<1x4xf32>) {
  %0 = vector.broadcast %a : vector<4xf16> to vector<16x4xf16>
  %1 = vector.extract_strided_slice %0 {offsets = [0, 0], sizes = [2, 4], strides = [1, 1]} : vector<16x4xf16> to vector<2x4xf16>
  %2 = vector.extract_strided_slice %0 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<16x4xf16> to vector<2x2xf16>
  %3 = vector.broadcast %b : vector<1xf32> to vector<1x8xf32>
  %4 = vector.extract_strided_slice %3 {offsets = [0, 4], sizes = [1, 4], strides = [1, 1]} : vector<1x8xf32> to vector<1x4xf32>
  return %1, %2, %4 : vector<2x4xf16>, vector<2x2xf16>, vector<1x4xf32>
}
// CHECK-LABEL: func.func @slices_of_broadcasts(%arg0: vector<4xf16>, %arg1: vector<1xf32>) -> (vector<2x4xf16>, vector<2x2xf16>, vector<1x4xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<4xf16> to vector<2x4xf16>
// CHECK-NEXT: %1 = vector.extract_strided_slice %arg0 {offsets = [0], sizes = [2], strides = [1]} : vector<4xf16> to vector<2xf16>
// CHECK-NEXT: %2 = vector.broadcast %1 : vector<2xf16> to vector<2x2xf16>
// CHECK-NEXT: %3 = vector.broadcast %arg1 : vector<1xf32> to vector<1x4xf32>
// CHECK-NEXT: return %0, %2, %3 : vector<2x4xf16>, vector<2x2xf16>, vector<1x4xf32>
// CHECK-NEXT: }

// -----


func.func @insert_of_extract(%x: vector<8x16xf32>) -> vector<8x16xf32> {
  %0 = vector.extract_strided_slice %x {offsets = [0, 8], sizes = [2, 4], strides = [1, 1]} : vector<8x16xf32> to vector<2x4xf32>
  %1 = vector.insert_strided_slice %0, %x {offsets = [0, 8], strides = [1, 1]} : vector<2x4xf32> into vector<8x16xf32>
  return %1 : vector<8x16xf32>
}
// CHECK-LABEL: func.func @insert_of_extract(%arg0: vector<8x16xf32>) -> vector<8x16xf32> {
// CHECK-NEXT: return %arg0 : vector<8x16xf32>
// CHECK-NEXT: }

// -----


func.func @single_element_reductions(%a: vector<1xf32>, %b: f32, %m: vector<1xi1>, %c: vector<i32>, %d: i32) -> (f32, f32, f32, i32) {
  %0 = vector.reduction <add>, %a : vector<1xf32> into f32
  %1 = vector.reduction <mul>, %a, %b : vector<1xf32> into f32
  %2 = vector.mask %m { vector.reduction <maxnumf>, %a, %b : vector<1xf32> into f32 } : vector<1xi1> -> f32
  %3 = vector.reduction <xor>, %c, %d : vector<i32> into i32
  return %0, %1, %2, %3 : f32, f32, f32, i32
}
// CHECK-LABEL: func.func @single_element_reductions(%arg0: vector<1xf32>, %arg1: f32, %arg2: vector<1xi1>, %arg3: vector<i32>, %arg4: i32) -> (f32, f32, f32, i32) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %2 = arith.mulf %1, %arg1 : f32
// CHECK-NEXT: %3 = vector.extract %arg2[0] : i1 from vector<1xi1>
// CHECK-NEXT: %4 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %5 = arith.maxnumf %4, %arg1 : f32
// CHECK-NEXT: %6 = arith.select %3, %5, %arg1 : f32
// CHECK-NEXT: %7 = vector.extract %arg3[] : i32 from vector<i32>
// CHECK-NEXT: %8 = arith.xori %7, %arg4 : i32
// CHECK-NEXT: return %0, %2, %6, %8 : f32, f32, f32, i32
// CHECK-NEXT: }
