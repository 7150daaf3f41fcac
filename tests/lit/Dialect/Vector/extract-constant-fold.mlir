// RUN: oxir-opt %s --split-input-file --canonicalize | FileCheck %s

// vector.extract at a static position from a non-splat constant folds to the elements there
// (MLIR's foldDenseElementsAttrSrcExtractOp; CHECK lines from mlir-opt 22): a row, a scalar,
// a -0.0 float, an n-D slice, i1 and index elements, and after an extract chain is folded into
// one position. A dynamic position and a transpose in between stay.

func.func @extract_from_constant() -> (vector<3xi32>, i32, f32, vector<2x2xf16>, vector<4xi1>, index) {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %0 = vector.extract %c[1] : vector<3xi32> from vector<2x3xi32>
  %1 = vector.extract %c[0, 2] : i32 from vector<2x3xi32>
  %f = arith.constant dense<[1.5, 2.5, -0.0]> : vector<3xf32>
  %2 = vector.extract %f[2] : f32 from vector<3xf32>
  %h = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]> : vector<2x2x2xf16>
  %3 = vector.extract %h[1] : vector<2x2xf16> from vector<2x2x2xf16>
  %b = arith.constant dense<[[true, false, true, true], [false, false, true, false]]> : vector<2x4xi1>
  %4 = vector.extract %b[1] : vector<4xi1> from vector<2x4xi1>
  %x = arith.constant dense<[7, 8]> : vector<2xindex>
  %5 = vector.extract %x[1] : index from vector<2xindex>
  return %0, %1, %2, %3, %4, %5 : vector<3xi32>, i32, f32, vector<2x2xf16>, vector<4xi1>, index
}

// CHECK-LABEL: func.func @extract_from_constant(
// CHECK-SAME: ) -> (vector<3xi32>, i32, f32, vector<2x2xf16>, vector<4xi1>, index) {
// CHECK-NEXT: %cst = arith.constant dense<[4, 5, 6]> : vector<3xi32>
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant dense<{{\[\[}}5.000000e+00, 6.000000e+00], [7.000000e+00, 8.000000e+00]]> : vector<2x2xf16>
// CHECK-NEXT: %cst_2 = arith.constant dense<[false, false, true, false]> : vector<4xi1>
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: return %cst, %c3_i32, %cst_0, %cst_1, %cst_2, %c8 : vector<3xi32>, i32, f32, vector<2x2xf16>, vector<4xi1>, index
// CHECK-NEXT: }

// -----

func.func @extract_chain_from_constant(%s: index) -> (i32, vector<2xf32>, i32) {
  %c = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi32>
  %a = vector.extract %c[1] : vector<2x2xi32> from vector<2x2x2xi32>
  %b = vector.extract %a[0, 1] : i32 from vector<2x2xi32>
  %f = arith.constant dense<[[0.5, 1.5], [2.5, 3.5]]> : vector<2x2xf32>
  %t = vector.transpose %f, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  %g = vector.extract %t[1] : vector<2xf32> from vector<2x2xf32>
  %d = vector.extract %c[%s, 0, 1] : i32 from vector<2x2x2xi32>
  return %b, %g, %d : i32, vector<2xf32>, i32
}

// CHECK-LABEL: func.func @extract_chain_from_constant(
// CHECK-SAME: %arg0: index) -> (i32, vector<2xf32>, i32) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}5.000000e-01, 1.500000e+00], [2.500000e+00, 3.500000e+00]]> : vector<2x2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[\[}}1, 2], [3, 4]], {{\[\[}}5, 6], [7, 8]]]> : vector<2x2x2xi32>
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %0 = vector.transpose %cst, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
// CHECK-NEXT: %1 = vector.extract %0[1] : vector<2xf32> from vector<2x2xf32>
// CHECK-NEXT: %2 = vector.extract %cst_0[%arg0, 0, 1] : i32 from vector<2x2x2xi32>
// CHECK-NEXT: return %c6_i32, %1, %2 : i32, vector<2xf32>, i32
// CHECK-NEXT: }
