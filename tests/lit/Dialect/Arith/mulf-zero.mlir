// RUN: oxir-opt %s --canonicalize | FileCheck %s
// mulf(x, ±0) folds to the zero when the op may assume no NaNs and no signed zeros (nnan and
// nsz, both in `fast`); with either missing it stays. Splat vectors fold alike.

// CHECK-LABEL: func.func @mulf_zero
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.mulf %arg0, %cst_0 fastmath<nsz> : f32
// CHECK-NEXT: %1 = arith.mulf %arg0, %cst_0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_0, %0, %1 : f32, f32, f32, f32, f32
func.func @mulf_zero(%x: f32) -> (f32, f32, f32, f32, f32) {
  %m = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %0 = arith.mulf %x, %m fastmath<fast> : f32
  %1 = arith.mulf %z, %x fastmath<nnan,nsz> : f32
  %2 = arith.mulf %x, %z fastmath<nnan,nsz,contract> : f32
  %3 = arith.mulf %x, %z fastmath<nsz> : f32
  %4 = arith.mulf %x, %z fastmath<nnan,ninf> : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @mulf_zero_vector
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: return %cst : vector<2xf32>
func.func @mulf_zero_vector(%x: vector<2xf32>) -> vector<2xf32> {
  %c = arith.constant dense<0.0> : vector<2xf32>
  %1 = arith.mulf %x, %c fastmath<nnan,nsz> : vector<2xf32>
  return %1 : vector<2xf32>
}
