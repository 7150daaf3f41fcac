// RUN: oxir-opt %s --split-input-file --canonicalize | FileCheck %s

// The math folders (CHECK lines from mlir-opt 22).

// libm folds f32 and f64 only; f16 stays.
func.func @transcendental() -> (f32, f64, f16, vector<2xf32>, f32, f32, f32) {
  %a = arith.constant 0.5 : f32
  %b = arith.constant 0.5 : f64
  %h = arith.constant 0.5 : f16
  %v = arith.constant dense<[0.5, 2.0]> : vector<2xf32>
  %0 = math.sin %a : f32
  %1 = math.exp %b : f64
  %2 = math.erf %h : f16
  %3 = math.acos %v : vector<2xf32>
  %4 = math.acosh %a : f32
  %5 = math.expm1 %a : f32
  %6 = math.erfc %a : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f64, f16, vector<2xf32>, f32, f32, f32
}


// CHECK-LABEL: func.func @transcendental() -> (f32, f64, f16, vector<2xf32>, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.479500115 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.648721277 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT: %cst_2 = arith.constant dense<[1.04719758, 0x7FC00000]> : vector<2xf32>
// CHECK-NEXT: %cst_3 = arith.constant 5.000000e-01 : f16
// CHECK-NEXT: %cst_4 = arith.constant 0.47942555 : f32
// CHECK-NEXT: %cst_5 = arith.constant 1.6487212707001282 : f64
// CHECK-NEXT: %0 = math.erf %cst_3 : f16
// CHECK-NEXT: return %cst_4, %cst_5, %0, %cst_2, %cst_1, %cst_0, %cst : f32, f64, f16, vector<2xf32>, f32, f32, f32
// CHECK-NEXT: }

// -----


// The logarithms and sqrt leave negative operands (-0.0 included) alone; log1p those below -1.
func.func @domains() -> (f32, f32, f32, f32, f32, f32, f64, f32) {
  %m1 = arith.constant -1.0 : f32
  %m2 = arith.constant -2.0 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %d = arith.constant 8.0 : f64
  %0 = math.log %nz : f32
  %1 = math.log %z : f32
  %2 = math.sqrt %m1 : f32
  %3 = math.log1p %m1 : f32
  %4 = math.log1p %m2 : f32
  %5 = math.log10 %m2 : f32
  %6 = math.log2 %d : f64
  %7 = math.atanh %m2 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f64, f32
}


// CHECK-LABEL: func.func @domains() -> (f32, f32, f32, f32, f32, f32, f64, f32) {
// CHECK-NEXT: %cst = arith.constant 0xFFC00000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 3.000000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_2 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %0 = math.log %cst_4 : f32
// CHECK-NEXT: %1 = math.sqrt %cst_2 : f32
// CHECK-NEXT: %2 = math.log1p %cst_3 : f32
// CHECK-NEXT: %3 = math.log10 %cst_3 : f32
// CHECK-NEXT: return %0, %cst_1, %1, %cst_1, %2, %3, %cst_0, %cst : f32, f32, f32, f32, f32, f32, f64, f32
// CHECK-NEXT: }

// -----


// Rounding: ceil, floor and roundeven fold every float type, round and trunc f32 and f64 only.
func.func @rounding() -> (f16, f16, f16, f16, f16, tensor<2xf32>, tensor<2xf32>, bf16) {
  %h = arith.constant 2.5 : f16
  %t = arith.constant dense<[2.5, -2.5]> : tensor<2xf32>
  %b = arith.constant -1.5 : bf16
  %0 = math.ceil %h : f16
  %1 = math.floor %h : f16
  %2 = math.roundeven %h : f16
  %3 = math.round %h : f16
  %4 = math.trunc %h : f16
  %5 = math.round %t : tensor<2xf32>
  %6 = math.trunc %t : tensor<2xf32>
  %7 = math.absf %b : bf16
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, f16, f16, f16, f16, tensor<2xf32>, tensor<2xf32>, bf16
}


// CHECK-LABEL: func.func @rounding() -> (f16, f16, f16, f16, f16, tensor<2xf32>, tensor<2xf32>, bf16) {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : bf16
// CHECK-NEXT: %cst_0 = arith.constant dense<[2.000000e+00, -2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[3.000000e+00, -3.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %cst_2 = arith.constant 2.500000e+00 : f16
// CHECK-NEXT: %cst_3 = arith.constant 3.000000e+00 : f16
// CHECK-NEXT: %cst_4 = arith.constant 2.000000e+00 : f16
// CHECK-NEXT: %0 = math.round %cst_2 : f16
// CHECK-NEXT: %1 = math.trunc %cst_2 : f16
// CHECK-NEXT: return %cst_3, %cst_4, %cst_4, %0, %1, %cst_1, %cst_0, %cst : f16, f16, f16, f16, f16, tensor<2xf32>, tensor<2xf32>, bf16
// CHECK-NEXT: }

// -----


// atan2(0, 0) folds to NaN; powf and atan2 call libm; copysign folds every type; fma, clampf,
// fpowi, cbrt, rsqrt and sincos have no folder.
func.func @binary() -> (f32, f32, f64, f16, f16, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %a = arith.constant 2.0 : f32
  %b = arith.constant -3.0 : f32
  %d = arith.constant 2.0 : f64
  %h = arith.constant 2.0 : f16
  %i = arith.constant 3 : i32
  %0 = math.atan2 %z, %z : f32
  %1 = math.atan2 %a, %b : f32
  %2 = math.powf %d, %d : f64
  %3 = math.powf %h, %h : f16
  %4 = math.copysign %h, %h : f16
  %5 = math.fma %a, %b, %a : f32
  %6 = math.clampf %a to [%b, %a] : f32
  %7 = math.fpowi %a, %i : f32, i32
  %8 = math.cbrt %a : f32
  %9 = math.rsqrt %a : f32
  %10:2 = math.sincos %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10#0, %10#1 : f32, f32, f64, f16, f16, f32, f32, f32, f32, f32, f32, f32
}


// CHECK-LABEL: func.func @binary() -> (f32, f32, f64, f16, f16, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 2.000000e+00 : f16
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %cst_2 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_3 = arith.constant 2.553590e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant 4.000000e+00 : f64
// CHECK-NEXT: %0 = math.powf %cst_1, %cst_1 : f16
// CHECK-NEXT: %1 = math.fma %cst, %cst_0, %cst : f32
// CHECK-NEXT: %2 = math.clampf %cst to [%cst_0, %cst] : f32
// CHECK-NEXT: %3 = math.fpowi %cst, %c3_i32 : f32, i32
// CHECK-NEXT: %4 = math.cbrt %cst : f32
// CHECK-NEXT: %5 = math.rsqrt %cst : f32
// CHECK-NEXT: %sin, %cos = math.sincos %cst : f32
// CHECK-NEXT: return %cst_2, %cst_3, %cst_4, %0, %cst_1, %1, %2, %3, %4, %5, %sin, %cos : f32, f32, f64, f16, f16, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }

// -----


func.func @integer() -> (i32, i8, i8, i8, i32, i32, i32, vector<2xi32>, vector<2xi32>) {
  %m2 = arith.constant -2 : i32
  %k = arith.constant 12 : i8
  %z = arith.constant 0 : i32
  %i = arith.constant 3 : i32
  %v = arith.constant dense<[2, 3]> : vector<2xi32>
  %0 = math.absi %m2 : i32
  %1 = math.ctlz %k : i8
  %2 = math.cttz %k : i8
  %3 = math.ctpop %k : i8
  %4 = math.ipowi %i, %m2 : i32
  %5 = math.ipowi %z, %m2 : i32
  %6 = math.ipowi %m2, %i : i32
  %7 = math.ipowi %v, %v : vector<2xi32>
  %8 = math.ctlz %v : vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i8, i8, i8, i32, i32, i32, vector<2xi32>, vector<2xi32>
}


// CHECK-LABEL: func.func @integer() -> (i32, i8, i8, i8, i32, i32, i32, vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<30> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[4, 27]> : vector<2xi32>
// CHECK-NEXT: %c-8_i32 = arith.constant -8 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT: %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT: %0 = math.ipowi %c0_i32, %c-2_i32 : i32
// CHECK-NEXT: return %c2_i32, %c4_i8, %c2_i8, %c2_i8, %c0_i32, %0, %c-8_i32, %cst_0, %cst : i32, i8, i8, i8, i32, i32, i32, vector<2xi32>, vector<2xi32>
// CHECK-NEXT: }

// -----


// The classifications fold scalars and splats, not other dense constants.
func.func @classify() -> (i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) {
  %nan = arith.constant 0x7FC00000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %den = arith.constant 1.0e-40 : f32
  %s = arith.constant dense<0x7FC00000> : vector<2xf32>
  %m = arith.constant dense<[0x7FC00000, 1.0]> : vector<2xf32>
  %0 = math.isnan %nan : f32
  %1 = math.isinf %ninf : f32
  %2 = math.isfinite %ninf : f32
  %3 = math.isnormal %den : f32
  %4 = math.isnan %s : vector<2xf32>
  %5 = math.isnan %m : vector<2xf32>
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, vector<2xi1>, vector<2xi1>
}

// CHECK-LABEL: func.func @classify() -> (i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[0x7FC00000, 1.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %0 = math.isnan %cst : vector<2xf32>
// CHECK-NEXT: return %true, %true, %false, %false, %cst_0, %0 : i1, i1, i1, i1, vector<2xi1>, vector<2xi1>
// CHECK-NEXT: }
