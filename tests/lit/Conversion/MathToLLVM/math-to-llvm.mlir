// RUN: oxir-opt %s --split-input-file --convert-math-to-llvm | FileCheck %s
// RUN: oxir-opt %s --split-input-file --convert-to-llvm=filter-dialects=math | FileCheck %s
// RUN: oxir-opt %s --split-input-file --convert-math-to-llvm=approximate-log1p=false | FileCheck %s --check-prefix=EXACT

// convert-math-to-llvm (CHECK lines from mlir-opt 22); convert-to-llvm reaches the same patterns.

// One intrinsic per op, fast-math flags carried over (none when absent).
func.func @intrinsics(%a: f32, %b: f32, %c: f32, %i: i32, %d: f64) {
  %0 = math.absf %a fastmath<fast> : f32
  %1 = math.atan2 %a, %b fastmath<nnan> : f32
  %2 = math.fma %a, %b, %c fastmath<fast> : f32
  %3 = math.fpowi %a, %i fastmath<fast> : f32, i32
  %4 = math.ctpop %i : i32
  %5 = math.exp2 %a : f32
  %6 = math.log %a : f32
  %7 = math.log2 %a : f32
  %8 = math.log10 %d : f64
  %9 = math.sin %a : f32
  %10 = math.cos %a : f32
  %11 = math.tan %a : f32
  %12 = math.sinh %a : f32
  %13 = math.cosh %a : f32
  %14 = math.tanh %a : f32
  %15 = math.asin %a : f32
  %16 = math.acos %a : f32
  %17 = math.atan %a : f32
  %18 = math.sqrt %a : f32
  %19 = math.ceil %a : f32
  %20 = math.floor %a : f32
  %21 = math.round %a : f32
  %22 = math.roundeven %a : f32
  %23 = math.trunc %a : f32
  %24 = math.copysign %a, %b : f32
  %25 = math.powf %a, %b : f32
  %26 = math.exp %d : f64
  return
}


// CHECK-LABEL: func.func @intrinsics(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: f64) {
// CHECK-NEXT: %0 = llvm.intr.fabs(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.atan2(%arg0, %arg1) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
// CHECK-NEXT: %2 = llvm.intr.fma(%arg0, %arg1, %arg2) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32, f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.powi(%arg0, %arg3) {fastmathFlags = #llvm.fastmath<fast>} : (f32, i32) -> f32
// CHECK-NEXT: %4 = llvm.intr.ctpop(%arg3) : (i32) -> i32
// CHECK-NEXT: %5 = llvm.intr.exp2(%arg0) : (f32) -> f32
// CHECK-NEXT: %6 = llvm.intr.log(%arg0) : (f32) -> f32
// CHECK-NEXT: %7 = llvm.intr.log2(%arg0) : (f32) -> f32
// CHECK-NEXT: %8 = llvm.intr.log10(%arg4) : (f64) -> f64
// CHECK-NEXT: %9 = llvm.intr.sin(%arg0) : (f32) -> f32
// CHECK-NEXT: %10 = llvm.intr.cos(%arg0) : (f32) -> f32
// CHECK-NEXT: %11 = llvm.intr.tan(%arg0) : (f32) -> f32
// CHECK-NEXT: %12 = llvm.intr.sinh(%arg0) : (f32) -> f32
// CHECK-NEXT: %13 = llvm.intr.cosh(%arg0) : (f32) -> f32
// CHECK-NEXT: %14 = llvm.intr.tanh(%arg0) : (f32) -> f32
// CHECK-NEXT: %15 = llvm.intr.asin(%arg0) : (f32) -> f32
// CHECK-NEXT: %16 = llvm.intr.acos(%arg0) : (f32) -> f32
// CHECK-NEXT: %17 = llvm.intr.atan(%arg0) : (f32) -> f32
// CHECK-NEXT: %18 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// CHECK-NEXT: %19 = llvm.intr.ceil(%arg0) : (f32) -> f32
// CHECK-NEXT: %20 = llvm.intr.floor(%arg0) : (f32) -> f32
// CHECK-NEXT: %21 = llvm.intr.round(%arg0) : (f32) -> f32
// CHECK-NEXT: %22 = llvm.intr.roundeven(%arg0) : (f32) -> f32
// CHECK-NEXT: %23 = llvm.intr.trunc(%arg0) : (f32) -> f32
// CHECK-NEXT: %24 = llvm.intr.copysign(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %25 = llvm.intr.pow(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %26 = llvm.intr.exp(%arg4) : (f64) -> f64
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----


// Integer ops with the poison flag false, classifications through is.fpclass, sincos.
func.func @flags(%i: i32, %vi: vector<4xi32>, %a: f32, %v: vector<4xf32>) {
  %0 = math.absi %i : i32
  %1 = math.ctlz %vi : vector<4xi32>
  %2 = math.cttz %i : i32
  %3 = math.isnan %a : f32
  %4 = math.isfinite %v {fastmath = #arith.fastmath<fast>} : vector<4xf32>
  %5:2 = math.sincos %a fastmath<fast> : f32
  %6:2 = math.sincos %v : vector<4xf32>
  return
}


// CHECK-LABEL: func.func @flags(%arg0: i32, %arg1: vector<4xi32>, %arg2: f32, %arg3: vector<4xf32>) {
// CHECK-NEXT: %0 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %1 = "llvm.intr.ctlz"(%arg1) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT: %2 = "llvm.intr.cttz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %3 = "llvm.intr.is.fpclass"(%arg2) <{bit = 3 : i32}> : (f32) -> i1
// CHECK-NEXT: %4 = "llvm.intr.is.fpclass"(%arg3) <{bit = 504 : i32}> : (vector<4xf32>) -> vector<4xi1>
// CHECK-NEXT: %5 = llvm.intr.sincos(%arg2) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> !llvm.struct<(f32, f32)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %7 = llvm.extractvalue %5[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %8 = llvm.intr.sincos(%arg3) : (vector<4xf32>) -> !llvm.struct<(vector<4xf32>, vector<4xf32>)>
// CHECK-NEXT: %9 = llvm.extractvalue %8[0] : !llvm.struct<(vector<4xf32>, vector<4xf32>)>
// CHECK-NEXT: %10 = llvm.extractvalue %8[1] : !llvm.struct<(vector<4xf32>, vector<4xf32>)>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----


// Expansions: exp(x) - 1, log(1 + x), 1 / sqrt(x), with flags and attributes on both ops.
func.func @expansions(%a: f32, %v: vector<4xf32>, %d: f64) -> (f32, vector<4xf32>) {
  %0 = math.expm1 %a fastmath<fast> : f32
  %1 = math.log1p %v : vector<4xf32>
  %2 = math.rsqrt %d {tag = 1 : i32} : f64
  return %0, %1 : f32, vector<4xf32>
}


// CHECK-LABEL: func.func @expansions(%arg0: f32, %arg1: vector<4xf32>, %arg2: f64) -> (f32, vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %1 = llvm.intr.exp(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %2 = llvm.fsub %1, %0 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %3 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %4 = llvm.fadd %3, %arg1 : vector<4xf32>
// CHECK-NEXT: %5 = llvm.intr.log(%4) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %6 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT: %7 = llvm.intr.sqrt(%arg2) {tag = 1 : i32} : (f64) -> f64
// CHECK-NEXT: %8 = llvm.fdiv %6, %7 {tag = 1 : i32} : f64
// CHECK-NEXT: return %2, %5 : f32, vector<4xf32>
// CHECK-NEXT: }

// -----


// n-D vectors are unrolled over their 1-D vectors; the integer ops with a flag stay.
func.func @nd(%v: vector<2x3xf32>, %vi: vector<2x3xi32>) -> vector<2x3xf32> {
  %0 = math.exp %v : vector<2x3xf32>
  %1 = math.rsqrt %v fastmath<afn> : vector<2x3xf32>
  %2 = math.fma %v, %v, %v : vector<2x3xf32>
  %3 = math.ctlz %vi : vector<2x3xi32>
  return %1 : vector<2x3xf32>
}


// CHECK-LABEL: func.func @nd(%arg0: vector<2x3xf32>, %arg1: vector<2x3xi32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.intr.exp(%2) : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %6 = llvm.intr.exp(%5) : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %4[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %10 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %11 = llvm.intr.sqrt(%9) {fastmathFlags = #llvm.fastmath<afn>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %12 = llvm.fdiv %10, %11 {fastmathFlags = #llvm.fastmath<afn>} : vector<3xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %8[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %14 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %16 = llvm.intr.sqrt(%14) {fastmathFlags = #llvm.fastmath<afn>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %17 = llvm.fdiv %15, %16 {fastmathFlags = #llvm.fastmath<afn>} : vector<3xf32>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %13[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %20 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %21 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %22 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %23 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %24 = llvm.intr.fma(%21, %22, %23) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %20[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %26 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %27 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %28 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %29 = llvm.intr.fma(%26, %27, %28) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %25[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %31 = math.ctlz %arg1 : vector<2x3xi32>
// CHECK-NEXT: return %19 : vector<2x3xf32>
// CHECK-NEXT: }

// -----


// No intrinsic (or a type the llvm dialect lacks, or a tensor): the op stays.
func.func @unconverted(%a: f32, %i: i32, %t: tensor<4xf32>, %x: tf32) {
  %0 = math.erf %a : f32
  %1 = math.erfc %a : f32
  %2 = math.cbrt %a : f32
  %3 = math.acosh %a : f32
  %4 = math.asinh %a : f32
  %5 = math.atanh %a : f32
  %6 = math.isinf %a : f32
  %7 = math.isnormal %a : f32
  %8 = math.ipowi %i, %i : i32
  %9 = math.clampf %a to [%a, %a] : f32
  %10 = math.sqrt %t : tensor<4xf32>
  %11 = math.sqrt %x : tf32
  %12 = math.isnan %x : tf32
  return
}

// CHECK-LABEL: func.func @unconverted(%arg0: f32, %arg1: i32, %arg2: tensor<4xf32>, %arg3: tf32) {
// CHECK-NEXT: %0 = math.erf %arg0 : f32
// CHECK-NEXT: %1 = math.erfc %arg0 : f32
// CHECK-NEXT: %2 = math.cbrt %arg0 : f32
// CHECK-NEXT: %3 = math.acosh %arg0 : f32
// CHECK-NEXT: %4 = math.asinh %arg0 : f32
// CHECK-NEXT: %5 = math.atanh %arg0 : f32
// CHECK-NEXT: %6 = math.isinf %arg0 : f32
// CHECK-NEXT: %7 = math.isnormal %arg0 : f32
// CHECK-NEXT: %8 = math.ipowi %arg1, %arg1 : i32
// CHECK-NEXT: %9 = math.clampf %arg0 to [%arg0, %arg0] : f32
// CHECK-NEXT: %10 = math.sqrt %arg2 : tensor<4xf32>
// CHECK-NEXT: %11 = math.sqrt %arg3 : tf32
// CHECK-NEXT: %12 = math.isnan %arg3 : tf32
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Without approximate-log1p, log1p stays.
func.func @exact_log1p(%a: f32) -> f32 {
  %0 = math.log1p %a : f32
  return %0 : f32
}
// EXACT-LABEL: func.func @exact_log1p
// EXACT-NEXT: %0 = math.log1p %arg0 : f32
