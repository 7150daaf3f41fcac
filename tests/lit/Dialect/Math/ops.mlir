// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s

// Every math op in its custom form (the CHECK lines are what mlir-opt 22 prints), and the
// generic form with the fastmath property of each float op.

func.func @float_unary(%f: f32, %v: vector<4xf64>, %t: tensor<4x?xf16>) {
  %0 = math.absf %f : f32
  %1 = math.acos %v : vector<4xf64>
  %2 = math.acosh %t : tensor<4x?xf16>
  %3 = math.asin %f fastmath<nnan,ninf> : f32
  %4 = math.asinh %f : f32
  %5 = math.atan %f : f32
  %6 = math.atanh %f : f32
  %7 = math.cbrt %v : vector<4xf64>
  %8 = math.ceil %f : f32
  %9 = math.cos %f : f32
  %10 = math.cosh %f : f32
  %11 = math.erf %f : f32
  %12 = math.erfc %f : f32
  %13 = math.exp %f fastmath<fast> : f32
  %14 = math.exp2 %f : f32
  %15 = math.expm1 %f : f32
  %16 = math.floor %f : f32
  %17 = math.log %f : f32
  %18 = math.log10 %f : f32
  %19 = math.log1p %f : f32
  %20 = math.log2 %f : f32
  %21 = math.round %f : f32
  %22 = math.roundeven %f : f32
  %23 = math.rsqrt %f : f32
  %24 = math.sin %f : f32
  %25 = math.sinh %f : f32
  %26 = math.sqrt %f fastmath<afn> : f32
  %27 = math.tan %f : f32
  %28 = math.tanh %f : f32
  %29 = math.trunc %f fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  return
}

func.func @float_binary_ternary(%a: f32, %b: f32, %c: f32, %v: vector<2x3xf32>) {
  %0 = math.atan2 %a, %b : f32
  %1 = math.copysign %a, %b fastmath<nsz> : f32
  %2 = math.powf %v, %v : vector<2x3xf32>
  %3 = math.fma %a, %b, %c fastmath<contract> : f32
  %4 = math.clampf %a to [%b, %c] : f32
  %5 = math.clampf %v to [%v, %v] fastmath<fast> : vector<2x3xf32>
  %6:2 = math.sincos %a : f32
  %7:2 = math.sincos %v fastmath<afn> : vector<2x3xf32>
  return
}

func.func @integer(%i: i32, %v: vector<4xi8>, %t: tensor<?xi64>, %x: index) {
  %0 = math.absi %i : i32
  %1 = math.ctlz %v : vector<4xi8>
  %2 = math.cttz %t : tensor<?xi64>
  %3 = math.ctpop %x : index
  %4 = math.ipowi %i, %i : i32
  return
}

func.func @fpowi(%f: f64, %p: i16, %vb: vector<4xf32>, %vp: vector<4xi64>) {
  %0 = math.fpowi %f, %p : f64, i16
  %1 = math.fpowi %vb, %vp fastmath<fast> : vector<4xf32>, vector<4xi64>
  return
}

func.func @classify(%f: f32, %v: vector<4xbf16>, %t: tensor<2x?xf64>) {
  %0 = math.isfinite %f : f32
  %1 = math.isinf %v : vector<4xbf16>
  %2 = math.isnan %t : tensor<2x?xf64>
  %3 = math.isnormal %f : f32
  %4 = "math.isnan"(%f) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> i1
  return
}

// CHECK-LABEL: func.func @float_unary(%arg0: f32, %arg1: vector<4xf64>, %arg2: tensor<4x?xf16>) {
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = math.acos %arg1 : vector<4xf64>
// CHECK-NEXT: %2 = math.acosh %arg2 : tensor<4x?xf16>
// CHECK-NEXT: %3 = math.asin %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %4 = math.asinh %arg0 : f32
// CHECK-NEXT: %5 = math.atan %arg0 : f32
// CHECK-NEXT: %6 = math.atanh %arg0 : f32
// CHECK-NEXT: %7 = math.cbrt %arg1 : vector<4xf64>
// CHECK-NEXT: %8 = math.ceil %arg0 : f32
// CHECK-NEXT: %9 = math.cos %arg0 : f32
// CHECK-NEXT: %10 = math.cosh %arg0 : f32
// CHECK-NEXT: %11 = math.erf %arg0 : f32
// CHECK-NEXT: %12 = math.erfc %arg0 : f32
// CHECK-NEXT: %13 = math.exp %arg0 fastmath<fast> : f32
// CHECK-NEXT: %14 = math.exp2 %arg0 : f32
// CHECK-NEXT: %15 = math.expm1 %arg0 : f32
// CHECK-NEXT: %16 = math.floor %arg0 : f32
// CHECK-NEXT: %17 = math.log %arg0 : f32
// CHECK-NEXT: %18 = math.log10 %arg0 : f32
// CHECK-NEXT: %19 = math.log1p %arg0 : f32
// CHECK-NEXT: %20 = math.log2 %arg0 : f32
// CHECK-NEXT: %21 = math.round %arg0 : f32
// CHECK-NEXT: %22 = math.roundeven %arg0 : f32
// CHECK-NEXT: %23 = math.rsqrt %arg0 : f32
// CHECK-NEXT: %24 = math.sin %arg0 : f32
// CHECK-NEXT: %25 = math.sinh %arg0 : f32
// CHECK-NEXT: %26 = math.sqrt %arg0 fastmath<afn> : f32
// CHECK-NEXT: %27 = math.tan %arg0 : f32
// CHECK-NEXT: %28 = math.tanh %arg0 : f32
// CHECK-NEXT: %29 = math.trunc %arg0 fastmath<fast> : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @float_binary_ternary(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: vector<2x3xf32>) {
// CHECK-NEXT: %0 = math.atan2 %arg0, %arg1 : f32
// CHECK-NEXT: %1 = math.copysign %arg0, %arg1 fastmath<nsz> : f32
// CHECK-NEXT: %2 = math.powf %arg3, %arg3 : vector<2x3xf32>
// CHECK-NEXT: %3 = math.fma %arg0, %arg1, %arg2 fastmath<contract> : f32
// CHECK-NEXT: %4 = math.clampf %arg0 to [%arg1, %arg2] : f32
// CHECK-NEXT: %5 = math.clampf %arg3 to [%arg3, %arg3] fastmath<fast> : vector<2x3xf32>
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %sin_0, %cos_1 = math.sincos %arg3 fastmath<afn> : vector<2x3xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @integer(%arg0: i32, %arg1: vector<4xi8>, %arg2: tensor<?xi64>, %arg3: index) {
// CHECK-NEXT: %0 = math.absi %arg0 : i32
// CHECK-NEXT: %1 = math.ctlz %arg1 : vector<4xi8>
// CHECK-NEXT: %2 = math.cttz %arg2 : tensor<?xi64>
// CHECK-NEXT: %3 = math.ctpop %arg3 : index
// CHECK-NEXT: %4 = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fpowi(%arg0: f64, %arg1: i16, %arg2: vector<4xf32>, %arg3: vector<4xi64>) {
// CHECK-NEXT: %0 = math.fpowi %arg0, %arg1 : f64, i16
// CHECK-NEXT: %1 = math.fpowi %arg2, %arg3 fastmath<fast> : vector<4xf32>, vector<4xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @classify(%arg0: f32, %arg1: vector<4xbf16>, %arg2: tensor<2x?xf64>) {
// CHECK-NEXT: %0 = math.isfinite %arg0 : f32
// CHECK-NEXT: %1 = math.isinf %arg1 : vector<4xbf16>
// CHECK-NEXT: %2 = math.isnan %arg2 : tensor<2x?xf64>
// CHECK-NEXT: %3 = math.isnormal %arg0 : f32
// CHECK-NEXT: %4 = math.isnan %arg0 {fastmath = #arith.fastmath<nnan>} : f32
// CHECK-NEXT: return
// CHECK-NEXT: }

// GENERIC: %20 = "math.absf"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %21 = "math.acos"(%arg16) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
// GENERIC: %22 = "math.acosh"(%arg17) <{fastmath = #arith.fastmath<none>}> : (tensor<4x?xf16>) -> tensor<4x?xf16>
// GENERIC: %23 = "math.asin"(%arg15) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
// GENERIC: %24 = "math.asinh"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %25 = "math.atan"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %26 = "math.atanh"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %27 = "math.cbrt"(%arg16) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
// GENERIC: %28 = "math.ceil"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %29 = "math.cos"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %30 = "math.cosh"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %31 = "math.erf"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %32 = "math.erfc"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %33 = "math.exp"(%arg15) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// GENERIC: %34 = "math.exp2"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %35 = "math.expm1"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %36 = "math.floor"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %37 = "math.log"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %38 = "math.log10"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %39 = "math.log1p"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %40 = "math.log2"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %41 = "math.round"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %42 = "math.roundeven"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %43 = "math.rsqrt"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %44 = "math.sin"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %45 = "math.sinh"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %46 = "math.sqrt"(%arg15) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
// GENERIC: %47 = "math.tan"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %48 = "math.tanh"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %49 = "math.trunc"(%arg15) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// GENERIC: %12 = "math.atan2"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %13 = "math.copysign"(%arg11, %arg12) <{fastmath = #arith.fastmath<nsz>}> : (f32, f32) -> f32
// GENERIC: %14 = "math.powf"(%arg14, %arg14) <{fastmath = #arith.fastmath<none>}> : (vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
// GENERIC: %15 = "math.fma"(%arg11, %arg12, %arg13) <{fastmath = #arith.fastmath<contract>}> : (f32, f32, f32) -> f32
// GENERIC: %16 = "math.clampf"(%arg11, %arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC: %17 = "math.clampf"(%arg14, %arg14, %arg14) <{fastmath = #arith.fastmath<fast>}> : (vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
// GENERIC: %18:2 = "math.sincos"(%arg11) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)
// GENERIC: %19:2 = "math.sincos"(%arg14) <{fastmath = #arith.fastmath<afn>}> : (vector<2x3xf32>) -> (vector<2x3xf32>, vector<2x3xf32>)
// GENERIC: %7 = "math.absi"(%arg7) : (i32) -> i32
// GENERIC: %8 = "math.ctlz"(%arg8) : (vector<4xi8>) -> vector<4xi8>
// GENERIC: %9 = "math.cttz"(%arg9) : (tensor<?xi64>) -> tensor<?xi64>
// GENERIC: %10 = "math.ctpop"(%arg10) : (index) -> index
// GENERIC: %11 = "math.ipowi"(%arg7, %arg7) : (i32, i32) -> i32
// GENERIC: %5 = "math.fpowi"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, i16) -> f64
// GENERIC: %6 = "math.fpowi"(%arg5, %arg6) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xi64>) -> vector<4xf32>
// GENERIC: %0 = "math.isfinite"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
// GENERIC: %1 = "math.isinf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (vector<4xbf16>) -> vector<4xi1>
// GENERIC: %2 = "math.isnan"(%arg2) <{fastmath = #arith.fastmath<none>}> : (tensor<2x?xf64>) -> tensor<2x?xi1>
// GENERIC: %3 = "math.isnormal"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
// GENERIC: %4 = "math.isnan"(%arg0) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> i1
