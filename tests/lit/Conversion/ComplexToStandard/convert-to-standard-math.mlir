// RUN: oxir-opt %s --convert-complex-to-standard | FileCheck %s
// RUN: oxir-opt %s --convert-complex-to-standard=complex-range=basic | FileCheck %s --check-prefix=BASIC

// The complex ops whose expansions compute with math functions: abs, angle, exp, log, sin, cos
// and sign, with their fast-math flags carried where MLIR carries them (abs clears nnan and
// ninf on the steps that need NaNs and infinities; log and sign expand a complex.abs in turn).
// The CHECK lines are mlir-opt 22's output; `complex-range` only changes the division in
// @mixed (BASIC).

// BASIC-LABEL: func.func @mixed(
// BASIC-NOT: math.copysign
// BASIC: return

// CHECK-LABEL: func.func @abs(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %2 = math.absf %0 fastmath<nnan,contract> : f32
// CHECK-NEXT: %3 = math.absf %1 fastmath<nnan,contract> : f32
// CHECK-NEXT: %4 = arith.maximumf %2, %3 fastmath<nnan,contract> : f32
// CHECK-NEXT: %5 = arith.minimumf %2, %3 fastmath<nnan,contract> : f32
// CHECK-NEXT: %6 = arith.divf %5, %4 fastmath<contract> : f32
// CHECK-NEXT: %7 = arith.mulf %6, %6 fastmath<contract> : f32
// CHECK-NEXT: %8 = arith.addf %7, %cst fastmath<contract> : f32
// CHECK-NEXT: %9 = math.sqrt %8 fastmath<contract> : f32
// CHECK-NEXT: %10 = arith.mulf %4, %9 fastmath<contract> : f32
// CHECK-NEXT: %11 = arith.cmpf uno, %10, %10 fastmath<contract> : f32
// CHECK-NEXT: %12 = arith.select %11, %5, %10 : f32
// CHECK-NEXT: return %12 : f32
// CHECK-NEXT: }
func.func @abs(%arg0: complex<f32>) -> f32 {
  %0 = complex.abs %arg0 fastmath<nnan,contract> : complex<f32>
  return %0 : f32
}

// CHECK-LABEL: func.func @exp(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %2 = math.exp %0 fastmath<fast> : f32
// CHECK-NEXT: %3 = arith.mulf %0, %cst_0 fastmath<fast> : f32
// CHECK-NEXT: %4 = math.exp %3 fastmath<fast> : f32
// CHECK-NEXT: %5 = math.cos %1 fastmath<fast> : f32
// CHECK-NEXT: %6 = math.sin %1 fastmath<fast> : f32
// CHECK-NEXT: %7 = arith.cmpf oeq, %2, %cst_1 fastmath<fast> : f32
// CHECK-NEXT: %8 = arith.cmpf oeq, %1, %cst : f32
// CHECK-NEXT: %9 = arith.mulf %2, %5 fastmath<fast> : f32
// CHECK-NEXT: %10 = arith.mulf %4, %5 fastmath<fast> : f32
// CHECK-NEXT: %11 = arith.mulf %10, %4 fastmath<fast> : f32
// CHECK-NEXT: %12 = arith.select %7, %11, %9 : f32
// CHECK-NEXT: %13 = arith.mulf %2, %6 fastmath<fast> : f32
// CHECK-NEXT: %14 = arith.mulf %4, %6 fastmath<fast> : f32
// CHECK-NEXT: %15 = arith.mulf %14, %4 fastmath<fast> : f32
// CHECK-NEXT: %16 = arith.select %7, %15, %13 : f32
// CHECK-NEXT: %17 = arith.select %8, %cst, %16 : f32
// CHECK-NEXT: %18 = complex.create %12, %17 : complex<f32>
// CHECK-NEXT: return %18 : complex<f32>
// CHECK-NEXT: }
func.func @exp(%arg0: complex<f32>) -> complex<f32> {
  %0 = complex.exp %arg0 fastmath<fast> : complex<f32>
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @log(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %2 = math.absf %0 : f64
// CHECK-NEXT: %3 = math.absf %1 : f64
// CHECK-NEXT: %4 = arith.maximumf %2, %3 : f64
// CHECK-NEXT: %5 = arith.minimumf %2, %3 : f64
// CHECK-NEXT: %6 = arith.divf %5, %4 : f64
// CHECK-NEXT: %7 = arith.mulf %6, %6 : f64
// CHECK-NEXT: %8 = arith.addf %7, %cst : f64
// CHECK-NEXT: %9 = math.sqrt %8 : f64
// CHECK-NEXT: %10 = arith.mulf %4, %9 : f64
// CHECK-NEXT: %11 = arith.cmpf uno, %10, %10 : f64
// CHECK-NEXT: %12 = arith.select %11, %5, %10 : f64
// CHECK-NEXT: %13 = math.log %12 : f64
// CHECK-NEXT: %14 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %15 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %16 = math.atan2 %15, %14 : f64
// CHECK-NEXT: %17 = complex.create %13, %16 : complex<f64>
// CHECK-NEXT: return %17 : complex<f64>
// CHECK-NEXT: }
func.func @log(%arg0: complex<f64>) -> complex<f64> {
  %0 = complex.log %arg0 : complex<f64>
  return %0 : complex<f64>
}

// CHECK-LABEL: func.func @sin(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %2 = math.exp %1 fastmath<afn> : f32
// CHECK-NEXT: %3 = arith.mulf %cst, %2 fastmath<afn> : f32
// CHECK-NEXT: %4 = arith.divf %cst, %2 fastmath<afn> : f32
// CHECK-NEXT: %5 = math.sin %0 fastmath<afn> : f32
// CHECK-NEXT: %6 = math.cos %0 fastmath<afn> : f32
// CHECK-NEXT: %7 = arith.addf %3, %4 fastmath<afn> : f32
// CHECK-NEXT: %8 = arith.mulf %7, %5 fastmath<afn> : f32
// CHECK-NEXT: %9 = arith.subf %3, %4 fastmath<afn> : f32
// CHECK-NEXT: %10 = arith.mulf %9, %6 fastmath<afn> : f32
// CHECK-NEXT: %11 = complex.create %8, %10 : complex<f32>
// CHECK-NEXT: return %11 : complex<f32>
// CHECK-NEXT: }
func.func @sin(%arg0: complex<f32>) -> complex<f32> {
  %0 = complex.sin %arg0 fastmath<afn> : complex<f32>
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @cos(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %2 = math.exp %1 : f32
// CHECK-NEXT: %3 = arith.mulf %cst, %2 : f32
// CHECK-NEXT: %4 = arith.divf %cst, %2 : f32
// CHECK-NEXT: %5 = math.sin %0 : f32
// CHECK-NEXT: %6 = math.cos %0 : f32
// CHECK-NEXT: %7 = arith.addf %4, %3 : f32
// CHECK-NEXT: %8 = arith.mulf %7, %6 : f32
// CHECK-NEXT: %9 = arith.subf %4, %3 : f32
// CHECK-NEXT: %10 = arith.mulf %9, %5 : f32
// CHECK-NEXT: %11 = complex.create %8, %10 : complex<f32>
// CHECK-NEXT: return %11 : complex<f32>
// CHECK-NEXT: }
func.func @cos(%arg0: complex<f32>) -> complex<f32> {
  %0 = complex.cos %arg0 : complex<f32>
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @sign(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %2 = arith.cmpf oeq, %0, %cst : f32
// CHECK-NEXT: %3 = arith.cmpf oeq, %1, %cst : f32
// CHECK-NEXT: %4 = arith.andi %2, %3 : i1
// CHECK-NEXT: %5 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %6 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %7 = math.absf %5 fastmath<ninf> : f32
// CHECK-NEXT: %8 = math.absf %6 fastmath<ninf> : f32
// CHECK-NEXT: %9 = arith.maximumf %7, %8 fastmath<ninf> : f32
// CHECK-NEXT: %10 = arith.minimumf %7, %8 fastmath<ninf> : f32
// CHECK-NEXT: %11 = arith.divf %10, %9 : f32
// CHECK-NEXT: %12 = arith.mulf %11, %11 : f32
// CHECK-NEXT: %13 = arith.addf %12, %cst_0 : f32
// CHECK-NEXT: %14 = math.sqrt %13 : f32
// CHECK-NEXT: %15 = arith.mulf %9, %14 : f32
// CHECK-NEXT: %16 = arith.cmpf uno, %15, %15 : f32
// CHECK-NEXT: %17 = arith.select %16, %10, %15 : f32
// CHECK-NEXT: %18 = arith.divf %0, %17 fastmath<ninf> : f32
// CHECK-NEXT: %19 = arith.divf %1, %17 fastmath<ninf> : f32
// CHECK-NEXT: %20 = complex.create %18, %19 : complex<f32>
// CHECK-NEXT: %21 = arith.select %4, %arg0, %20 : complex<f32>
// CHECK-NEXT: return %21 : complex<f32>
// CHECK-NEXT: }
func.func @sign(%arg0: complex<f32>) -> complex<f32> {
  %0 = complex.sign %arg0 fastmath<ninf> : complex<f32>
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @angle(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %2 = math.atan2 %1, %0 fastmath<nsz> : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
func.func @angle(%arg0: complex<f32>) -> f32 {
  %0 = complex.angle %arg0 fastmath<nsz> : complex<f32>
  return %0 : f32
}

// CHECK-LABEL: func.func @abs_f64(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %2 = math.absf %0 : f64
// CHECK-NEXT: %3 = math.absf %1 : f64
// CHECK-NEXT: %4 = arith.maximumf %2, %3 : f64
// CHECK-NEXT: %5 = arith.minimumf %2, %3 : f64
// CHECK-NEXT: %6 = arith.divf %5, %4 : f64
// CHECK-NEXT: %7 = arith.mulf %6, %6 : f64
// CHECK-NEXT: %8 = arith.addf %7, %cst : f64
// CHECK-NEXT: %9 = math.sqrt %8 : f64
// CHECK-NEXT: %10 = arith.mulf %4, %9 : f64
// CHECK-NEXT: %11 = arith.cmpf uno, %10, %10 : f64
// CHECK-NEXT: %12 = arith.select %11, %5, %10 : f64
// CHECK-NEXT: return %12 : f64
// CHECK-NEXT: }
func.func @abs_f64(%arg0: complex<f64>) -> f64 {
  %0 = complex.abs %arg0 : complex<f64>
  return %0 : f64
}

// CHECK-LABEL: func.func @abs_fast(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %2 = math.absf %0 fastmath<fast> : f32
// CHECK-NEXT: %3 = math.absf %1 fastmath<fast> : f32
// CHECK-NEXT: %4 = arith.maximumf %2, %3 fastmath<fast> : f32
// CHECK-NEXT: %5 = arith.minimumf %2, %3 fastmath<fast> : f32
// CHECK-NEXT: %6 = arith.divf %5, %4 fastmath<reassoc,nsz,arcp,contract,afn> : f32
// CHECK-NEXT: %7 = arith.mulf %6, %6 fastmath<reassoc,nsz,arcp,contract,afn> : f32
// CHECK-NEXT: %8 = arith.addf %7, %cst fastmath<reassoc,nsz,arcp,contract,afn> : f32
// CHECK-NEXT: %9 = math.sqrt %8 fastmath<reassoc,nsz,arcp,contract,afn> : f32
// CHECK-NEXT: %10 = arith.mulf %4, %9 fastmath<reassoc,nsz,arcp,contract,afn> : f32
// CHECK-NEXT: %11 = arith.cmpf uno, %10, %10 fastmath<reassoc,nsz,arcp,contract,afn> : f32
// CHECK-NEXT: %12 = arith.select %11, %5, %10 : f32
// CHECK-NEXT: return %12 : f32
// CHECK-NEXT: }
func.func @abs_fast(%arg0: complex<f32>) -> f32 {
  %0 = complex.abs %arg0 fastmath<fast> : complex<f32>
  return %0 : f32
}

// CHECK-LABEL: func.func @exp_f64(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %2 = math.exp %0 : f64
// CHECK-NEXT: %3 = arith.mulf %0, %cst_0 : f64
// CHECK-NEXT: %4 = math.exp %3 : f64
// CHECK-NEXT: %5 = math.cos %1 : f64
// CHECK-NEXT: %6 = math.sin %1 : f64
// CHECK-NEXT: %7 = arith.cmpf oeq, %2, %cst_1 : f64
// CHECK-NEXT: %8 = arith.cmpf oeq, %1, %cst : f64
// CHECK-NEXT: %9 = arith.mulf %2, %5 : f64
// CHECK-NEXT: %10 = arith.mulf %4, %5 : f64
// CHECK-NEXT: %11 = arith.mulf %10, %4 : f64
// CHECK-NEXT: %12 = arith.select %7, %11, %9 : f64
// CHECK-NEXT: %13 = arith.mulf %2, %6 : f64
// CHECK-NEXT: %14 = arith.mulf %4, %6 : f64
// CHECK-NEXT: %15 = arith.mulf %14, %4 : f64
// CHECK-NEXT: %16 = arith.select %7, %15, %13 : f64
// CHECK-NEXT: %17 = arith.select %8, %cst, %16 : f64
// CHECK-NEXT: %18 = complex.create %12, %17 : complex<f64>
// CHECK-NEXT: return %18 : complex<f64>
// CHECK-NEXT: }
func.func @exp_f64(%arg0: complex<f64>) -> complex<f64> {
  %0 = complex.exp %arg0 : complex<f64>
  return %0 : complex<f64>
}

// CHECK-LABEL: func.func @log_fm(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %2 = math.absf %0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %3 = math.absf %1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %4 = arith.maximumf %2, %3 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %5 = arith.minimumf %2, %3 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %6 = arith.divf %5, %4 : f32
// CHECK-NEXT: %7 = arith.mulf %6, %6 : f32
// CHECK-NEXT: %8 = arith.addf %7, %cst : f32
// CHECK-NEXT: %9 = math.sqrt %8 : f32
// CHECK-NEXT: %10 = arith.mulf %4, %9 : f32
// CHECK-NEXT: %11 = arith.cmpf uno, %10, %10 : f32
// CHECK-NEXT: %12 = arith.select %11, %5, %10 : f32
// CHECK-NEXT: %13 = math.log %12 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %14 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %15 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %16 = math.atan2 %15, %14 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %17 = complex.create %13, %16 : complex<f32>
// CHECK-NEXT: return %17 : complex<f32>
// CHECK-NEXT: }
func.func @log_fm(%arg0: complex<f32>) -> complex<f32> {
  %0 = complex.log %arg0 fastmath<nnan,ninf> : complex<f32>
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @cos_fm(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f64
// CHECK-NEXT: %2 = math.exp %1 fastmath<reassoc> : f64
// CHECK-NEXT: %3 = arith.mulf %cst, %2 fastmath<reassoc> : f64
// CHECK-NEXT: %4 = arith.divf %cst, %2 fastmath<reassoc> : f64
// CHECK-NEXT: %5 = math.sin %0 fastmath<reassoc> : f64
// CHECK-NEXT: %6 = math.cos %0 fastmath<reassoc> : f64
// CHECK-NEXT: %7 = arith.addf %4, %3 fastmath<reassoc> : f64
// CHECK-NEXT: %8 = arith.mulf %7, %6 fastmath<reassoc> : f64
// CHECK-NEXT: %9 = arith.subf %4, %3 fastmath<reassoc> : f64
// CHECK-NEXT: %10 = arith.mulf %9, %5 fastmath<reassoc> : f64
// CHECK-NEXT: %11 = complex.create %8, %10 : complex<f64>
// CHECK-NEXT: return %11 : complex<f64>
// CHECK-NEXT: }
func.func @cos_fm(%arg0: complex<f64>) -> complex<f64> {
  %0 = complex.cos %arg0 fastmath<reassoc> : complex<f64>
  return %0 : complex<f64>
}

// CHECK-LABEL: func.func @sign_f64(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %2 = arith.cmpf oeq, %0, %cst : f64
// CHECK-NEXT: %3 = arith.cmpf oeq, %1, %cst : f64
// CHECK-NEXT: %4 = arith.andi %2, %3 : i1
// CHECK-NEXT: %5 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %6 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %7 = math.absf %5 : f64
// CHECK-NEXT: %8 = math.absf %6 : f64
// CHECK-NEXT: %9 = arith.maximumf %7, %8 : f64
// CHECK-NEXT: %10 = arith.minimumf %7, %8 : f64
// CHECK-NEXT: %11 = arith.divf %10, %9 : f64
// CHECK-NEXT: %12 = arith.mulf %11, %11 : f64
// CHECK-NEXT: %13 = arith.addf %12, %cst_0 : f64
// CHECK-NEXT: %14 = math.sqrt %13 : f64
// CHECK-NEXT: %15 = arith.mulf %9, %14 : f64
// CHECK-NEXT: %16 = arith.cmpf uno, %15, %15 : f64
// CHECK-NEXT: %17 = arith.select %16, %10, %15 : f64
// CHECK-NEXT: %18 = arith.divf %0, %17 : f64
// CHECK-NEXT: %19 = arith.divf %1, %17 : f64
// CHECK-NEXT: %20 = complex.create %18, %19 : complex<f64>
// CHECK-NEXT: %21 = arith.select %4, %arg0, %20 : complex<f64>
// CHECK-NEXT: return %21 : complex<f64>
// CHECK-NEXT: }
func.func @sign_f64(%arg0: complex<f64>) -> complex<f64> {
  %0 = complex.sign %arg0 : complex<f64>
  return %0 : complex<f64>
}

// CHECK-LABEL: func.func @angle_f64(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %2 = math.atan2 %1, %0 : f64
// CHECK-NEXT: return %2 : f64
// CHECK-NEXT: }
func.func @angle_f64(%arg0: complex<f64>) -> f64 {
  %0 = complex.angle %arg0 : complex<f64>
  return %0 : f64
}

// CHECK-LABEL: func.func @mixed(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %2 = math.exp %0 : f32
// CHECK-NEXT: %3 = arith.mulf %0, %cst_0 : f32
// CHECK-NEXT: %4 = math.exp %3 : f32
// CHECK-NEXT: %5 = math.cos %1 : f32
// CHECK-NEXT: %6 = math.sin %1 : f32
// CHECK-NEXT: %7 = arith.cmpf oeq, %2, %cst_1 : f32
// CHECK-NEXT: %8 = arith.cmpf oeq, %1, %cst : f32
// CHECK-NEXT: %9 = arith.mulf %2, %5 : f32
// CHECK-NEXT: %10 = arith.mulf %4, %5 : f32
// CHECK-NEXT: %11 = arith.mulf %10, %4 : f32
// CHECK-NEXT: %12 = arith.select %7, %11, %9 : f32
// CHECK-NEXT: %13 = arith.mulf %2, %6 : f32
// CHECK-NEXT: %14 = arith.mulf %4, %6 : f32
// CHECK-NEXT: %15 = arith.mulf %14, %4 : f32
// CHECK-NEXT: %16 = arith.select %7, %15, %13 : f32
// CHECK-NEXT: %17 = arith.select %8, %cst, %16 : f32
// CHECK-NEXT: %18 = complex.create %12, %17 : complex<f32>
// CHECK-NEXT: %19 = complex.re %18 : complex<f32>
// CHECK-NEXT: %20 = complex.im %18 : complex<f32>
// CHECK-NEXT: %21 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %22 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %23 = arith.mulf %19, %21 fastmath<nsz> : f32
// CHECK-NEXT: %24 = arith.mulf %20, %22 fastmath<nsz> : f32
// CHECK-NEXT: %25 = arith.subf %23, %24 fastmath<nsz> : f32
// CHECK-NEXT: %26 = arith.mulf %20, %21 fastmath<nsz> : f32
// CHECK-NEXT: %27 = arith.mulf %19, %22 fastmath<nsz> : f32
// CHECK-NEXT: %28 = arith.addf %26, %27 fastmath<nsz> : f32
// CHECK-NEXT: %29 = complex.create %25, %28 : complex<f32>
// CHECK-NEXT: %30 = complex.re %29 : complex<f32>
// CHECK-NEXT: %31 = complex.im %29 : complex<f32>
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %32 = math.absf %30 : f32
// CHECK-NEXT: %33 = math.absf %31 : f32
// CHECK-NEXT: %34 = arith.maximumf %32, %33 : f32
// CHECK-NEXT: %35 = arith.minimumf %32, %33 : f32
// CHECK-NEXT: %36 = arith.divf %35, %34 : f32
// CHECK-NEXT: %37 = arith.mulf %36, %36 : f32
// CHECK-NEXT: %38 = arith.addf %37, %cst_2 : f32
// CHECK-NEXT: %39 = math.sqrt %38 : f32
// CHECK-NEXT: %40 = arith.mulf %34, %39 : f32
// CHECK-NEXT: %41 = arith.cmpf uno, %40, %40 : f32
// CHECK-NEXT: %42 = arith.select %41, %35, %40 : f32
// CHECK-NEXT: %43 = math.log %42 : f32
// CHECK-NEXT: %44 = complex.re %29 : complex<f32>
// CHECK-NEXT: %45 = complex.im %29 : complex<f32>
// CHECK-NEXT: %46 = math.atan2 %45, %44 : f32
// CHECK-NEXT: %47 = complex.create %43, %46 : complex<f32>
// CHECK-NEXT: %48 = complex.re %47 : complex<f32>
// CHECK-NEXT: %49 = complex.im %47 : complex<f32>
// CHECK-NEXT: %50 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %51 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %52 = arith.divf %50, %51 : f32
// CHECK-NEXT: %53 = arith.mulf %52, %50 : f32
// CHECK-NEXT: %54 = arith.addf %51, %53 : f32
// CHECK-NEXT: %55 = arith.mulf %48, %52 : f32
// CHECK-NEXT: %56 = arith.addf %55, %49 : f32
// CHECK-NEXT: %57 = arith.divf %56, %54 : f32
// CHECK-NEXT: %58 = arith.mulf %49, %52 : f32
// CHECK-NEXT: %59 = arith.subf %58, %48 : f32
// CHECK-NEXT: %60 = arith.divf %59, %54 : f32
// CHECK-NEXT: %61 = arith.divf %51, %50 : f32
// CHECK-NEXT: %62 = arith.mulf %61, %51 : f32
// CHECK-NEXT: %63 = arith.addf %50, %62 : f32
// CHECK-NEXT: %64 = arith.mulf %49, %61 : f32
// CHECK-NEXT: %65 = arith.addf %48, %64 : f32
// CHECK-NEXT: %66 = arith.divf %65, %63 : f32
// CHECK-NEXT: %67 = arith.mulf %48, %61 : f32
// CHECK-NEXT: %68 = arith.subf %49, %67 : f32
// CHECK-NEXT: %69 = arith.divf %68, %63 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %70 = math.absf %50 : f32
// CHECK-NEXT: %71 = arith.cmpf oeq, %70, %cst_3 : f32
// CHECK-NEXT: %72 = math.absf %51 : f32
// CHECK-NEXT: %73 = arith.cmpf oeq, %72, %cst_3 : f32
// CHECK-NEXT: %74 = arith.cmpf ord, %48, %cst_3 : f32
// CHECK-NEXT: %75 = arith.cmpf ord, %49, %cst_3 : f32
// CHECK-NEXT: %76 = arith.ori %74, %75 : i1
// CHECK-NEXT: %77 = arith.andi %71, %73 : i1
// CHECK-NEXT: %78 = arith.andi %76, %77 : i1
// CHECK-NEXT: %cst_4 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %79 = math.copysign %cst_4, %50 : f32
// CHECK-NEXT: %80 = arith.mulf %79, %48 : f32
// CHECK-NEXT: %81 = arith.mulf %79, %49 : f32
// CHECK-NEXT: %82 = arith.cmpf one, %70, %cst_4 : f32
// CHECK-NEXT: %83 = arith.cmpf one, %72, %cst_4 : f32
// CHECK-NEXT: %84 = arith.andi %82, %83 : i1
// CHECK-NEXT: %85 = math.absf %48 : f32
// CHECK-NEXT: %86 = arith.cmpf oeq, %85, %cst_4 : f32
// CHECK-NEXT: %87 = math.absf %49 : f32
// CHECK-NEXT: %88 = arith.cmpf oeq, %87, %cst_4 : f32
// CHECK-NEXT: %89 = arith.ori %86, %88 : i1
// CHECK-NEXT: %90 = arith.andi %89, %84 : i1
// CHECK-NEXT: %cst_5 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %91 = arith.select %86, %cst_5, %cst_3 : f32
// CHECK-NEXT: %92 = math.copysign %91, %48 : f32
// CHECK-NEXT: %93 = arith.select %88, %cst_5, %cst_3 : f32
// CHECK-NEXT: %94 = math.copysign %93, %49 : f32
// CHECK-NEXT: %95 = arith.mulf %92, %50 : f32
// CHECK-NEXT: %96 = arith.mulf %94, %51 : f32
// CHECK-NEXT: %97 = arith.addf %95, %96 : f32
// CHECK-NEXT: %98 = arith.mulf %cst_4, %97 : f32
// CHECK-NEXT: %99 = arith.mulf %92, %51 : f32
// CHECK-NEXT: %100 = arith.mulf %94, %50 : f32
// CHECK-NEXT: %101 = arith.subf %100, %99 : f32
// CHECK-NEXT: %102 = arith.mulf %cst_4, %101 : f32
// CHECK-NEXT: %103 = arith.cmpf one, %85, %cst_4 : f32
// CHECK-NEXT: %104 = arith.cmpf one, %87, %cst_4 : f32
// CHECK-NEXT: %105 = arith.andi %103, %104 : i1
// CHECK-NEXT: %106 = arith.cmpf oeq, %70, %cst_4 : f32
// CHECK-NEXT: %107 = arith.cmpf oeq, %72, %cst_4 : f32
// CHECK-NEXT: %108 = arith.ori %106, %107 : i1
// CHECK-NEXT: %109 = arith.andi %105, %108 : i1
// CHECK-NEXT: %110 = arith.select %106, %cst_5, %cst_3 : f32
// CHECK-NEXT: %111 = math.copysign %110, %50 : f32
// CHECK-NEXT: %112 = arith.select %107, %cst_5, %cst_3 : f32
// CHECK-NEXT: %113 = math.copysign %112, %51 : f32
// CHECK-NEXT: %114 = arith.mulf %48, %111 : f32
// CHECK-NEXT: %115 = arith.mulf %49, %113 : f32
// CHECK-NEXT: %116 = arith.addf %114, %115 : f32
// CHECK-NEXT: %117 = arith.mulf %cst_3, %116 : f32
// CHECK-NEXT: %118 = arith.mulf %49, %111 : f32
// CHECK-NEXT: %119 = arith.mulf %48, %113 : f32
// CHECK-NEXT: %120 = arith.subf %118, %119 : f32
// CHECK-NEXT: %121 = arith.mulf %cst_3, %120 : f32
// CHECK-NEXT: %122 = arith.cmpf olt, %70, %72 : f32
// CHECK-NEXT: %123 = arith.select %122, %57, %66 : f32
// CHECK-NEXT: %124 = arith.select %122, %60, %69 : f32
// CHECK-NEXT: %125 = arith.select %109, %117, %123 : f32
// CHECK-NEXT: %126 = arith.select %109, %121, %124 : f32
// CHECK-NEXT: %127 = arith.select %90, %98, %125 : f32
// CHECK-NEXT: %128 = arith.select %90, %102, %126 : f32
// CHECK-NEXT: %129 = arith.select %78, %80, %127 : f32
// CHECK-NEXT: %130 = arith.select %78, %81, %128 : f32
// CHECK-NEXT: %131 = arith.cmpf uno, %123, %cst_3 : f32
// CHECK-NEXT: %132 = arith.cmpf uno, %124, %cst_3 : f32
// CHECK-NEXT: %133 = arith.andi %131, %132 : i1
// CHECK-NEXT: %134 = arith.select %133, %129, %123 : f32
// CHECK-NEXT: %135 = arith.select %133, %130, %124 : f32
// CHECK-NEXT: %136 = complex.create %134, %135 : complex<f32>
// CHECK-NEXT: %137 = complex.re %136 : complex<f32>
// CHECK-NEXT: %138 = complex.im %136 : complex<f32>
// CHECK-NEXT: %cst_6 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %139 = math.exp %138 : f32
// CHECK-NEXT: %140 = arith.mulf %cst_6, %139 : f32
// CHECK-NEXT: %141 = arith.divf %cst_6, %139 : f32
// CHECK-NEXT: %142 = math.sin %137 : f32
// CHECK-NEXT: %143 = math.cos %137 : f32
// CHECK-NEXT: %144 = arith.addf %140, %141 : f32
// CHECK-NEXT: %145 = arith.mulf %144, %142 : f32
// CHECK-NEXT: %146 = arith.subf %140, %141 : f32
// CHECK-NEXT: %147 = arith.mulf %146, %143 : f32
// CHECK-NEXT: %148 = complex.create %145, %147 : complex<f32>
// CHECK-NEXT: %149 = complex.re %148 : complex<f32>
// CHECK-NEXT: %150 = complex.im %148 : complex<f32>
// CHECK-NEXT: %cst_7 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %151 = arith.cmpf oeq, %149, %cst_7 : f32
// CHECK-NEXT: %152 = arith.cmpf oeq, %150, %cst_7 : f32
// CHECK-NEXT: %153 = arith.andi %151, %152 : i1
// CHECK-NEXT: %154 = complex.re %148 : complex<f32>
// CHECK-NEXT: %155 = complex.im %148 : complex<f32>
// CHECK-NEXT: %cst_8 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %156 = math.absf %154 : f32
// CHECK-NEXT: %157 = math.absf %155 : f32
// CHECK-NEXT: %158 = arith.maximumf %156, %157 : f32
// CHECK-NEXT: %159 = arith.minimumf %156, %157 : f32
// CHECK-NEXT: %160 = arith.divf %159, %158 : f32
// CHECK-NEXT: %161 = arith.mulf %160, %160 : f32
// CHECK-NEXT: %162 = arith.addf %161, %cst_8 : f32
// CHECK-NEXT: %163 = math.sqrt %162 : f32
// CHECK-NEXT: %164 = arith.mulf %158, %163 : f32
// CHECK-NEXT: %165 = arith.cmpf uno, %164, %164 : f32
// CHECK-NEXT: %166 = arith.select %165, %159, %164 : f32
// CHECK-NEXT: %167 = arith.divf %149, %166 : f32
// CHECK-NEXT: %168 = arith.divf %150, %166 : f32
// CHECK-NEXT: %169 = complex.create %167, %168 : complex<f32>
// CHECK-NEXT: %170 = arith.select %153, %148, %169 : complex<f32>
// CHECK-NEXT: return %170 : complex<f32>
// CHECK-NEXT: }
func.func @mixed(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
  %0 = complex.exp %arg0 : complex<f32>
  %1 = complex.mul %0, %arg1 fastmath<nsz> : complex<f32>
  %2 = complex.log %1 : complex<f32>
  %3 = complex.div %2, %arg0 : complex<f32>
  %4 = complex.sin %3 : complex<f32>
  %5 = complex.sign %4 : complex<f32>
  return %5 : complex<f32>
}

// CHECK-LABEL: func.func @f16(
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f16>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f16>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %2 = math.absf %0 : f16
// CHECK-NEXT: %3 = math.absf %1 : f16
// CHECK-NEXT: %4 = arith.maximumf %2, %3 : f16
// CHECK-NEXT: %5 = arith.minimumf %2, %3 : f16
// CHECK-NEXT: %6 = arith.divf %5, %4 : f16
// CHECK-NEXT: %7 = arith.mulf %6, %6 : f16
// CHECK-NEXT: %8 = arith.addf %7, %cst : f16
// CHECK-NEXT: %9 = math.sqrt %8 : f16
// CHECK-NEXT: %10 = arith.mulf %4, %9 : f16
// CHECK-NEXT: %11 = arith.cmpf uno, %10, %10 : f16
// CHECK-NEXT: %12 = arith.select %11, %5, %10 : f16
// CHECK-NEXT: %13 = complex.re %arg0 : complex<f16>
// CHECK-NEXT: %14 = complex.im %arg0 : complex<f16>
// CHECK-NEXT: %15 = math.atan2 %14, %13 : f16
// CHECK-NEXT: %16 = arith.addf %12, %15 : f16
// CHECK-NEXT: return %16 : f16
// CHECK-NEXT: }
func.func @f16(%arg0: complex<f16>) -> f16 {
  %0 = complex.abs %arg0 : complex<f16>
  %1 = complex.angle %arg0 : complex<f16>
  %2 = arith.addf %0, %1 : f16
  return %2 : f16
}
