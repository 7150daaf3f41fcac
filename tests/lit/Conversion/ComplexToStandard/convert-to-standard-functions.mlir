// RUN: oxir-opt %s --convert-complex-to-standard | FileCheck %s
// RUN: oxir-opt %s --convert-complex-to-standard=complex-range=basic | FileCheck %s --check-prefix=BASIC

// The complex functions with the longer expansions: sqrt and rsqrt (from the magnitude's root
// and the halved argument), tan and tanh (from expm1 of twice the real part), expm1 (cephes'
// cosm1 polynomial), log1p, pow (Kahan's special cases), powi (a complex.pow converted in turn)
// and atan2 (complex ops converted in turn where they stand). The special cases of NaNs and
// infinities of sqrt, rsqrt, tan and tanh are left out when the op has both nnan and ninf.
// The CHECK lines are mlir-opt 22's output; `complex-range=basic` changes the division inside
// atan2 (BASIC).

// CHECK-LABEL: func.func @sqrt(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %2 = math.absf %0 : f32
// CHECK-NEXT: %3 = math.absf %1 : f32
// CHECK-NEXT: %4 = arith.maximumf %2, %3 : f32
// CHECK-NEXT: %5 = arith.minimumf %2, %3 : f32
// CHECK-NEXT: %6 = arith.divf %5, %4 : f32
// CHECK-NEXT: %7 = arith.mulf %6, %6 : f32
// CHECK-NEXT: %8 = arith.addf %7, %cst_1 : f32
// CHECK-NEXT: %cst_2 = arith.constant 2.500000e-01 : f32
// CHECK-NEXT: %9 = math.sqrt %4 : f32
// CHECK-NEXT: %10 = math.powf %8, %cst_2 : f32
// CHECK-NEXT: %11 = arith.mulf %9, %10 : f32
// CHECK-NEXT: %12 = arith.cmpf uno, %11, %11 : f32
// CHECK-NEXT: %13 = arith.select %12, %5, %11 : f32
// CHECK-NEXT: %14 = math.atan2 %1, %0 : f32
// CHECK-NEXT: %15 = arith.mulf %14, %cst_0 : f32
// CHECK-NEXT: %16 = math.cos %15 : f32
// CHECK-NEXT: %17 = math.sin %15 : f32
// CHECK-NEXT: %18 = arith.cmpf oeq, %17, %cst : f32
// CHECK-NEXT: %19 = arith.mulf %13, %16 : f32
// CHECK-NEXT: %20 = arith.mulf %13, %17 : f32
// CHECK-NEXT: %21 = arith.select %18, %cst, %20 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %22 = math.absf %1 : f32
// CHECK-NEXT: %23 = arith.cmpf oeq, %22, %cst_3 : f32
// CHECK-NEXT: %24 = arith.cmpf one, %22, %cst_3 : f32
// CHECK-NEXT: %25 = arith.cmpf oeq, %0, %cst_3 : f32
// CHECK-NEXT: %26 = arith.cmpf oeq, %0, %cst_4 : f32
// CHECK-NEXT: %27 = arith.andi %26, %24 : i1
// CHECK-NEXT: %28 = arith.select %27, %cst, %19 : f32
// CHECK-NEXT: %29 = arith.ori %23, %25 : i1
// CHECK-NEXT: %30 = arith.select %29, %cst_3, %28 : f32
// CHECK-NEXT: %31 = math.copysign %cst_3, %1 : f32
// CHECK-NEXT: %32 = arith.cmpf uno, %13, %13 : f32
// CHECK-NEXT: %33 = arith.select %32, %cst_5, %21 : f32
// CHECK-NEXT: %34 = arith.ori %23, %26 : i1
// CHECK-NEXT: %35 = arith.select %34, %31, %33 : f32
// CHECK-NEXT: %36 = arith.cmpf oeq, %13, %cst : f32
// CHECK-NEXT: %37 = arith.select %36, %cst, %30 : f32
// CHECK-NEXT: %38 = arith.select %36, %cst, %35 : f32
// CHECK-NEXT: %39 = complex.create %37, %38 : complex<f32>
// CHECK-NEXT: return %39 : complex<f32>
// CHECK-NEXT: }
func.func @sqrt(%a: complex<f32>) -> complex<f32> {
  %0 = complex.sqrt %a : complex<f32>
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @sqrt_finite(%arg0: complex<f64>) -> complex<f64> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f64
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %2 = math.absf %0 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %3 = math.absf %1 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %4 = arith.maximumf %2, %3 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %5 = arith.minimumf %2, %3 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %6 = arith.divf %5, %4 : f64
// CHECK-NEXT: %7 = arith.mulf %6, %6 : f64
// CHECK-NEXT: %8 = arith.addf %7, %cst_1 : f64
// CHECK-NEXT: %cst_2 = arith.constant 2.500000e-01 : f64
// CHECK-NEXT: %9 = math.sqrt %4 : f64
// CHECK-NEXT: %10 = math.powf %8, %cst_2 : f64
// CHECK-NEXT: %11 = arith.mulf %9, %10 : f64
// CHECK-NEXT: %12 = arith.cmpf uno, %11, %11 : f64
// CHECK-NEXT: %13 = arith.select %12, %5, %11 : f64
// CHECK-NEXT: %14 = math.atan2 %1, %0 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %15 = arith.mulf %14, %cst_0 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %16 = math.cos %15 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %17 = math.sin %15 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %18 = arith.cmpf oeq, %17, %cst fastmath<nnan,ninf> : f64
// CHECK-NEXT: %19 = arith.mulf %13, %16 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %20 = arith.mulf %13, %17 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %21 = arith.select %18, %cst, %20 : f64
// CHECK-NEXT: %22 = arith.cmpf oeq, %13, %cst fastmath<nnan,ninf> : f64
// CHECK-NEXT: %23 = arith.select %22, %cst, %19 : f64
// CHECK-NEXT: %24 = arith.select %22, %cst, %21 : f64
// CHECK-NEXT: %25 = complex.create %23, %24 : complex<f64>
// CHECK-NEXT: return %25 : complex<f64>
// CHECK-NEXT: }
func.func @sqrt_finite(%a: complex<f64>) -> complex<f64> {
  %0 = complex.sqrt %a fastmath<nnan,ninf> : complex<f64>
  return %0 : complex<f64>
}

// CHECK-LABEL: func.func @rsqrt(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_1 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %2 = math.absf %0 fastmath<nnan,contract> : f32
// CHECK-NEXT: %3 = math.absf %1 fastmath<nnan,contract> : f32
// CHECK-NEXT: %4 = arith.maximumf %2, %3 fastmath<nnan,contract> : f32
// CHECK-NEXT: %5 = arith.minimumf %2, %3 fastmath<nnan,contract> : f32
// CHECK-NEXT: %6 = arith.divf %5, %4 fastmath<contract> : f32
// CHECK-NEXT: %7 = arith.mulf %6, %6 fastmath<contract> : f32
// CHECK-NEXT: %8 = arith.addf %7, %cst_3 fastmath<contract> : f32
// CHECK-NEXT: %9 = math.rsqrt %8 fastmath<contract> : f32
// CHECK-NEXT: %10 = math.rsqrt %5 fastmath<contract> : f32
// CHECK-NEXT: %11 = math.rsqrt %4 fastmath<contract> : f32
// CHECK-NEXT: %12 = math.sqrt %9 fastmath<contract> : f32
// CHECK-NEXT: %13 = arith.mulf %11, %12 fastmath<contract> : f32
// CHECK-NEXT: %14 = arith.cmpf uno, %13, %13 fastmath<contract> : f32
// CHECK-NEXT: %15 = arith.select %14, %10, %13 : f32
// CHECK-NEXT: %16 = math.atan2 %1, %0 fastmath<nnan,contract> : f32
// CHECK-NEXT: %17 = arith.mulf %16, %cst_1 fastmath<nnan,contract> : f32
// CHECK-NEXT: %18 = math.cos %17 fastmath<nnan,contract> : f32
// CHECK-NEXT: %19 = math.sin %17 fastmath<nnan,contract> : f32
// CHECK-NEXT: %20 = arith.mulf %15, %18 fastmath<nnan,contract> : f32
// CHECK-NEXT: %21 = arith.mulf %15, %19 fastmath<nnan,contract> : f32
// CHECK-NEXT: %cst_4 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %22 = math.copysign %cst, %0 fastmath<nnan,contract> : f32
// CHECK-NEXT: %23 = math.copysign %cst, %1 fastmath<nnan,contract> : f32
// CHECK-NEXT: %24 = arith.mulf %cst_4, %23 fastmath<nnan,contract> : f32
// CHECK-NEXT: %25 = math.absf %0 fastmath<nnan,contract> : f32
// CHECK-NEXT: %26 = math.absf %1 fastmath<nnan,contract> : f32
// CHECK-NEXT: %27 = arith.cmpf oeq, %26, %cst_0 fastmath<nnan,contract> : f32
// CHECK-NEXT: %28 = arith.cmpf uno, %0, %0 fastmath<nnan,contract> : f32
// CHECK-NEXT: %29 = arith.cmpf oeq, %25, %cst_0 fastmath<nnan,contract> : f32
// CHECK-NEXT: %30 = arith.andi %27, %28 : i1
// CHECK-NEXT: %31 = arith.ori %30, %29 : i1
// CHECK-NEXT: %32 = arith.select %31, %22, %20 : f32
// CHECK-NEXT: %33 = arith.select %31, %24, %21 : f32
// CHECK-NEXT: %34 = arith.cmpf oeq, %0, %cst fastmath<nnan,contract> : f32
// CHECK-NEXT: %35 = arith.cmpf oeq, %1, %cst fastmath<nnan,contract> : f32
// CHECK-NEXT: %36 = arith.andi %34, %35 : i1
// CHECK-NEXT: %37 = arith.select %36, %cst_0, %32 : f32
// CHECK-NEXT: %38 = arith.select %36, %cst_2, %33 : f32
// CHECK-NEXT: %39 = complex.create %37, %38 : complex<f32>
// CHECK-NEXT: return %39 : complex<f32>
// CHECK-NEXT: }
func.func @rsqrt(%a: complex<f32>) -> complex<f32> {
  %0 = complex.rsqrt %a fastmath<nnan,contract> : complex<f32>
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @rsqrt_fast(%arg0: complex<f64>) -> complex<f64> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_1 = arith.constant -5.000000e-01 : f64
// CHECK-NEXT: %cst_2 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %2 = math.absf %0 fastmath<fast> : f64
// CHECK-NEXT: %3 = math.absf %1 fastmath<fast> : f64
// CHECK-NEXT: %4 = arith.maximumf %2, %3 fastmath<fast> : f64
// CHECK-NEXT: %5 = arith.minimumf %2, %3 fastmath<fast> : f64
// CHECK-NEXT: %6 = arith.divf %5, %4 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT: %7 = arith.mulf %6, %6 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT: %8 = arith.addf %7, %cst_3 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT: %9 = math.rsqrt %8 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT: %10 = math.rsqrt %5 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT: %11 = math.rsqrt %4 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT: %12 = math.sqrt %9 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT: %13 = arith.mulf %11, %12 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT: %14 = arith.cmpf uno, %13, %13 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT: %15 = arith.select %14, %10, %13 : f64
// CHECK-NEXT: %16 = math.atan2 %1, %0 fastmath<fast> : f64
// CHECK-NEXT: %17 = arith.mulf %16, %cst_1 fastmath<fast> : f64
// CHECK-NEXT: %18 = math.cos %17 fastmath<fast> : f64
// CHECK-NEXT: %19 = math.sin %17 fastmath<fast> : f64
// CHECK-NEXT: %20 = arith.mulf %15, %18 fastmath<fast> : f64
// CHECK-NEXT: %21 = arith.mulf %15, %19 fastmath<fast> : f64
// CHECK-NEXT: %22 = arith.cmpf oeq, %0, %cst fastmath<fast> : f64
// CHECK-NEXT: %23 = arith.cmpf oeq, %1, %cst fastmath<fast> : f64
// CHECK-NEXT: %24 = arith.andi %22, %23 : i1
// CHECK-NEXT: %25 = arith.select %24, %cst_0, %20 : f64
// CHECK-NEXT: %26 = arith.select %24, %cst_2, %21 : f64
// CHECK-NEXT: %27 = complex.create %25, %26 : complex<f64>
// CHECK-NEXT: return %27 : complex<f64>
// CHECK-NEXT: }
func.func @rsqrt_fast(%a: complex<f64>) -> complex<f64> {
  %0 = complex.rsqrt %a fastmath<fast> : complex<f64>
  return %0 : complex<f64>
}

// CHECK-LABEL: func.func @tan(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %2 = arith.mulf %1, %cst : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %3 = arith.addf %2, %2 : f32
// CHECK-NEXT: %4 = arith.mulf %cst, %3 : f32
// CHECK-NEXT: %5 = math.expm1 %3 : f32
// CHECK-NEXT: %6 = math.expm1 %4 : f32
// CHECK-NEXT: %7 = arith.subf %5, %6 : f32
// CHECK-NEXT: %8 = math.cos %0 : f32
// CHECK-NEXT: %9 = arith.mulf %8, %8 : f32
// CHECK-NEXT: %10 = arith.mulf %9, %cst_1 : f32
// CHECK-NEXT: %11 = math.sin %0 : f32
// CHECK-NEXT: %12 = arith.mulf %8, %11 : f32
// CHECK-NEXT: %13 = arith.mulf %cst_1, %12 : f32
// CHECK-NEXT: %14 = arith.addf %5, %6 : f32
// CHECK-NEXT: %15 = arith.addf %14, %10 : f32
// CHECK-NEXT: %16 = arith.cmpf oeq, %14, %cst_0 : f32
// CHECK-NEXT: %17 = math.copysign %cst, %2 : f32
// CHECK-NEXT: %18 = arith.divf %7, %15 : f32
// CHECK-NEXT: %19 = arith.select %16, %17, %18 : f32
// CHECK-NEXT: %20 = arith.divf %13, %15 : f32
// CHECK-NEXT: %21 = math.absf %2 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %22 = arith.cmpf oeq, %21, %cst_0 : f32
// CHECK-NEXT: %23 = arith.cmpf oeq, %0, %cst_2 : f32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %24 = arith.xori %22, %true : i1
// CHECK-NEXT: %25 = arith.cmpf uno, %13, %13 : f32
// CHECK-NEXT: %26 = arith.andi %25, %24 : i1
// CHECK-NEXT: %27 = arith.andi %22, %25 : i1
// CHECK-NEXT: %28 = arith.ori %23, %27 : i1
// CHECK-NEXT: %29 = arith.select %26, %cst_3, %19 : f32
// CHECK-NEXT: %30 = arith.select %28, %cst_2, %20 : f32
// CHECK-NEXT: %31 = arith.mulf %29, %cst : f32
// CHECK-NEXT: %32 = complex.create %30, %31 : complex<f32>
// CHECK-NEXT: return %32 : complex<f32>
// CHECK-NEXT: }
func.func @tan(%a: complex<f32>) -> complex<f32> {
  %0 = complex.tan %a : complex<f32>
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @tan_fast(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %2 = arith.mulf %1, %cst fastmath<fast> : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %3 = arith.addf %2, %2 fastmath<fast> : f32
// CHECK-NEXT: %4 = arith.mulf %cst, %3 fastmath<fast> : f32
// CHECK-NEXT: %5 = math.expm1 %3 fastmath<fast> : f32
// CHECK-NEXT: %6 = math.expm1 %4 fastmath<fast> : f32
// CHECK-NEXT: %7 = arith.subf %5, %6 fastmath<fast> : f32
// CHECK-NEXT: %8 = math.cos %0 fastmath<fast> : f32
// CHECK-NEXT: %9 = arith.mulf %8, %8 fastmath<fast> : f32
// CHECK-NEXT: %10 = arith.mulf %9, %cst_1 fastmath<fast> : f32
// CHECK-NEXT: %11 = math.sin %0 fastmath<fast> : f32
// CHECK-NEXT: %12 = arith.mulf %8, %11 fastmath<fast> : f32
// CHECK-NEXT: %13 = arith.mulf %cst_1, %12 fastmath<fast> : f32
// CHECK-NEXT: %14 = arith.addf %5, %6 fastmath<fast> : f32
// CHECK-NEXT: %15 = arith.addf %14, %10 fastmath<fast> : f32
// CHECK-NEXT: %16 = arith.cmpf oeq, %14, %cst_0 fastmath<fast> : f32
// CHECK-NEXT: %17 = math.copysign %cst, %2 fastmath<fast> : f32
// CHECK-NEXT: %18 = arith.divf %7, %15 fastmath<fast> : f32
// CHECK-NEXT: %19 = arith.select %16, %17, %18 : f32
// CHECK-NEXT: %20 = arith.divf %13, %15 fastmath<fast> : f32
// CHECK-NEXT: %21 = arith.mulf %19, %cst fastmath<fast> : f32
// CHECK-NEXT: %22 = complex.create %20, %21 : complex<f32>
// CHECK-NEXT: return %22 : complex<f32>
// CHECK-NEXT: }
func.func @tan_fast(%a: complex<f32>) -> complex<f32> {
  %0 = complex.tan %a fastmath<fast> : complex<f32>
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @tanh(%arg0: complex<f64>) -> complex<f64> {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_1 = arith.constant 4.000000e+00 : f64
// CHECK-NEXT: %2 = arith.addf %0, %0 fastmath<nnan,contract> : f64
// CHECK-NEXT: %3 = arith.mulf %cst, %2 fastmath<nnan,contract> : f64
// CHECK-NEXT: %4 = math.expm1 %2 fastmath<nnan,contract> : f64
// CHECK-NEXT: %5 = math.expm1 %3 fastmath<nnan,contract> : f64
// CHECK-NEXT: %6 = arith.subf %4, %5 fastmath<nnan,contract> : f64
// CHECK-NEXT: %7 = math.cos %1 fastmath<nnan,contract> : f64
// CHECK-NEXT: %8 = arith.mulf %7, %7 fastmath<nnan,contract> : f64
// CHECK-NEXT: %9 = arith.mulf %8, %cst_1 fastmath<nnan,contract> : f64
// CHECK-NEXT: %10 = math.sin %1 fastmath<nnan,contract> : f64
// CHECK-NEXT: %11 = arith.mulf %7, %10 fastmath<nnan,contract> : f64
// CHECK-NEXT: %12 = arith.mulf %cst_1, %11 fastmath<nnan,contract> : f64
// CHECK-NEXT: %13 = arith.addf %4, %5 fastmath<nnan,contract> : f64
// CHECK-NEXT: %14 = arith.addf %13, %9 fastmath<nnan,contract> : f64
// CHECK-NEXT: %15 = arith.cmpf oeq, %13, %cst_0 fastmath<nnan,contract> : f64
// CHECK-NEXT: %16 = math.copysign %cst, %0 fastmath<nnan,contract> : f64
// CHECK-NEXT: %17 = arith.divf %6, %14 fastmath<nnan,contract> : f64
// CHECK-NEXT: %18 = arith.select %15, %16, %17 : f64
// CHECK-NEXT: %19 = arith.divf %12, %14 fastmath<nnan,contract> : f64
// CHECK-NEXT: %20 = math.absf %0 fastmath<nnan,contract> : f64
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_3 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: %21 = arith.cmpf oeq, %20, %cst_0 fastmath<nnan,contract> : f64
// CHECK-NEXT: %22 = arith.cmpf oeq, %1, %cst_2 fastmath<nnan,contract> : f64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %23 = arith.xori %21, %true : i1
// CHECK-NEXT: %24 = arith.cmpf uno, %12, %12 fastmath<nnan,contract> : f64
// CHECK-NEXT: %25 = arith.andi %24, %23 : i1
// CHECK-NEXT: %26 = arith.andi %21, %24 : i1
// CHECK-NEXT: %27 = arith.ori %22, %26 : i1
// CHECK-NEXT: %28 = arith.select %25, %cst_3, %18 : f64
// CHECK-NEXT: %29 = arith.select %27, %cst_2, %19 : f64
// CHECK-NEXT: %30 = complex.create %28, %29 : complex<f64>
// CHECK-NEXT: return %30 : complex<f64>
// CHECK-NEXT: }
func.func @tanh(%a: complex<f64>) -> complex<f64> {
  %0 = complex.tanh %a fastmath<nnan,contract> : complex<f64>
  return %0 : complex<f64>
}

// CHECK-LABEL: func.func @tanh_finite(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %2 = arith.addf %0, %0 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %3 = arith.mulf %cst, %2 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %4 = math.expm1 %2 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %5 = math.expm1 %3 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %6 = arith.subf %4, %5 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %7 = math.cos %1 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %8 = arith.mulf %7, %7 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %9 = arith.mulf %8, %cst_1 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %10 = math.sin %1 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %11 = arith.mulf %7, %10 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %12 = arith.mulf %cst_1, %11 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %13 = arith.addf %4, %5 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %14 = arith.addf %13, %9 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %15 = arith.cmpf oeq, %13, %cst_0 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %16 = math.copysign %cst, %0 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %17 = arith.divf %6, %14 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %18 = arith.select %15, %16, %17 : f32
// CHECK-NEXT: %19 = arith.divf %12, %14 fastmath<nnan,ninf,afn> : f32
// CHECK-NEXT: %20 = complex.create %18, %19 : complex<f32>
// CHECK-NEXT: return %20 : complex<f32>
// CHECK-NEXT: }
func.func @tanh_finite(%a: complex<f32>) -> complex<f32> {
  %0 = complex.tanh %a fastmath<nnan,ninf,afn> : complex<f32>
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @expm1(%arg0: complex<f64>) -> complex<f64> {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %2 = math.expm1 %0 : f64
// CHECK-NEXT: %3 = arith.addf %2, %cst_0 : f64
// CHECK-NEXT: %4 = math.sin %1 : f64
// CHECK-NEXT: %cst_1 = arith.constant -5.000000e-01 : f64
// CHECK-NEXT: %cst_2 = arith.constant -1.000000e+00 : f64
// CHECK-NEXT: %5 = math.cos %1 : f64
// CHECK-NEXT: %6 = arith.addf %5, %cst_2 : f64
// CHECK-NEXT: %7 = arith.mulf %1, %1 : f64
// CHECK-NEXT: %8 = arith.mulf %7, %7 : f64
// CHECK-NEXT: %cst_3 = arith.constant 4.7377507964246208E-14 : f64
// CHECK-NEXT: %cst_4 = arith.constant -1.147028484342536E-11 : f64
// CHECK-NEXT: %9 = math.fma %cst_3, %7, %cst_4 : f64
// CHECK-NEXT: %cst_5 = arith.constant 2.087675428708152E-9 : f64
// CHECK-NEXT: %10 = math.fma %9, %7, %cst_5 : f64
// CHECK-NEXT: %cst_6 = arith.constant -2.755731921499979E-7 : f64
// CHECK-NEXT: %11 = math.fma %10, %7, %cst_6 : f64
// CHECK-NEXT: %cst_7 = arith.constant 2.4801587301570551E-5 : f64
// CHECK-NEXT: %12 = math.fma %11, %7, %cst_7 : f64
// CHECK-NEXT: %cst_8 = arith.constant -0.0013888888888888872 : f64
// CHECK-NEXT: %13 = math.fma %12, %7, %cst_8 : f64
// CHECK-NEXT: %cst_9 = arith.constant 0.041666666666666664 : f64
// CHECK-NEXT: %14 = math.fma %13, %7, %cst_9 : f64
// CHECK-NEXT: %15 = arith.mulf %8, %14 : f64
// CHECK-NEXT: %16 = arith.mulf %cst_1, %7 : f64
// CHECK-NEXT: %17 = arith.addf %15, %16 : f64
// CHECK-NEXT: %cst_10 = arith.constant 6.168500e-01 : f64
// CHECK-NEXT: %18 = arith.cmpf oge, %7, %cst_10 : f64
// CHECK-NEXT: %19 = arith.select %18, %6, %17 : f64
// CHECK-NEXT: %20 = arith.addf %19, %cst_0 : f64
// CHECK-NEXT: %21 = arith.mulf %2, %20 : f64
// CHECK-NEXT: %22 = arith.addf %21, %19 : f64
// CHECK-NEXT: %23 = arith.cmpf oeq, %1, %cst : f64
// CHECK-NEXT: %24 = arith.mulf %3, %4 : f64
// CHECK-NEXT: %25 = arith.select %23, %cst, %24 : f64
// CHECK-NEXT: %26 = complex.create %22, %25 : complex<f64>
// CHECK-NEXT: return %26 : complex<f64>
// CHECK-NEXT: }
func.func @expm1(%a: complex<f64>) -> complex<f64> {
  %0 = complex.expm1 %a : complex<f64>
  return %0 : complex<f64>
}

// CHECK-LABEL: func.func @expm1_f32(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %2 = math.expm1 %0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %3 = arith.addf %2, %cst_0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %4 = math.sin %1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %cst_1 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT: %cst_2 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %5 = math.cos %1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %6 = arith.addf %5, %cst_2 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %7 = arith.mulf %1, %1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %8 = arith.mulf %7, %7 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %cst_3 = arith.constant 4.73775072E-14 : f32
// CHECK-NEXT: %cst_4 = arith.constant -1.14702848E-11 : f32
// CHECK-NEXT: %9 = math.fma %cst_3, %7, %cst_4 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %cst_5 = arith.constant 2.08767537E-9 : f32
// CHECK-NEXT: %10 = math.fma %9, %7, %cst_5 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %cst_6 = arith.constant -2.755732E-7 : f32
// CHECK-NEXT: %11 = math.fma %10, %7, %cst_6 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %cst_7 = arith.constant 2.48015876E-5 : f32
// CHECK-NEXT: %12 = math.fma %11, %7, %cst_7 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %cst_8 = arith.constant -0.00138888892 : f32
// CHECK-NEXT: %13 = math.fma %12, %7, %cst_8 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %cst_9 = arith.constant 0.0416666679 : f32
// CHECK-NEXT: %14 = math.fma %13, %7, %cst_9 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %15 = arith.mulf %8, %14 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %16 = arith.mulf %cst_1, %7 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %17 = arith.addf %15, %16 : f32
// CHECK-NEXT: %cst_10 = arith.constant 6.168500e-01 : f32
// CHECK-NEXT: %18 = arith.cmpf oge, %7, %cst_10 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %19 = arith.select %18, %6, %17 : f32
// CHECK-NEXT: %20 = arith.addf %19, %cst_0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %21 = arith.mulf %2, %20 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %22 = arith.addf %21, %19 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %23 = arith.cmpf oeq, %1, %cst fastmath<nnan,ninf> : f32
// CHECK-NEXT: %24 = arith.mulf %3, %4 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %25 = arith.select %23, %cst, %24 : f32
// CHECK-NEXT: %26 = complex.create %22, %25 : complex<f32>
// CHECK-NEXT: return %26 : complex<f32>
// CHECK-NEXT: }
func.func @expm1_f32(%a: complex<f32>) -> complex<f32> {
  %0 = complex.expm1 %a fastmath<nnan,ninf> : complex<f32>
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @log1p(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %2 = arith.addf %0, %cst_0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %3 = math.absf %2 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %4 = math.absf %1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %5 = arith.maximumf %3, %4 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %6 = arith.minimumf %3, %4 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %7 = arith.cmpf ogt, %2, %4 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %8 = arith.subf %5, %cst_0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %9 = arith.select %7, %0, %8 : f32
// CHECK-NEXT: %10 = arith.divf %6, %5 : f32
// CHECK-NEXT: %11 = math.log1p %9 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %12 = arith.mulf %10, %10 : f32
// CHECK-NEXT: %13 = math.log1p %12 : f32
// CHECK-NEXT: %14 = arith.mulf %cst, %13 : f32
// CHECK-NEXT: %15 = arith.addf %14, %11 : f32
// CHECK-NEXT: %16 = arith.cmpf uno, %15, %15 : f32
// CHECK-NEXT: %17 = arith.select %16, %6, %15 : f32
// CHECK-NEXT: %18 = math.atan2 %1, %2 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %19 = complex.create %17, %18 : complex<f32>
// CHECK-NEXT: return %19 : complex<f32>
// CHECK-NEXT: }
func.func @log1p(%a: complex<f32>) -> complex<f32> {
  %0 = complex.log1p %a fastmath<nnan,ninf> : complex<f32>
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @log1p_f64(%arg0: complex<f64>) -> complex<f64> {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f64
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %2 = arith.addf %0, %cst_0 : f64
// CHECK-NEXT: %3 = math.absf %2 : f64
// CHECK-NEXT: %4 = math.absf %1 : f64
// CHECK-NEXT: %5 = arith.maximumf %3, %4 : f64
// CHECK-NEXT: %6 = arith.minimumf %3, %4 : f64
// CHECK-NEXT: %7 = arith.cmpf ogt, %2, %4 : f64
// CHECK-NEXT: %8 = arith.subf %5, %cst_0 : f64
// CHECK-NEXT: %9 = arith.select %7, %0, %8 : f64
// CHECK-NEXT: %10 = arith.divf %6, %5 : f64
// CHECK-NEXT: %11 = math.log1p %9 : f64
// CHECK-NEXT: %12 = arith.mulf %10, %10 : f64
// CHECK-NEXT: %13 = math.log1p %12 : f64
// CHECK-NEXT: %14 = arith.mulf %cst, %13 : f64
// CHECK-NEXT: %15 = arith.addf %14, %11 : f64
// CHECK-NEXT: %16 = arith.cmpf uno, %15, %15 : f64
// CHECK-NEXT: %17 = arith.select %16, %6, %15 : f64
// CHECK-NEXT: %18 = math.atan2 %1, %2 : f64
// CHECK-NEXT: %19 = complex.create %17, %18 : complex<f64>
// CHECK-NEXT: return %19 : complex<f64>
// CHECK-NEXT: }
func.func @log1p_f64(%a: complex<f64>) -> complex<f64> {
  %0 = complex.log1p %a : complex<f64>
  return %0 : complex<f64>
}

// CHECK-LABEL: func.func @pow(%arg0: complex<f64>, %arg1: complex<f64>) -> complex<f64> {
// CHECK-NEXT: %0 = complex.re %arg1 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg1 : complex<f64>
// CHECK-NEXT: %2 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %3 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %4 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %5 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %6 = math.absf %4 fastmath<nnan,contract> : f64
// CHECK-NEXT: %7 = math.absf %5 fastmath<nnan,contract> : f64
// CHECK-NEXT: %8 = arith.maximumf %6, %7 fastmath<nnan,contract> : f64
// CHECK-NEXT: %9 = arith.minimumf %6, %7 fastmath<nnan,contract> : f64
// CHECK-NEXT: %10 = arith.divf %9, %8 fastmath<contract> : f64
// CHECK-NEXT: %11 = arith.mulf %10, %10 fastmath<contract> : f64
// CHECK-NEXT: %12 = arith.addf %11, %cst fastmath<contract> : f64
// CHECK-NEXT: %13 = math.sqrt %12 fastmath<contract> : f64
// CHECK-NEXT: %14 = arith.mulf %8, %13 fastmath<contract> : f64
// CHECK-NEXT: %15 = arith.cmpf uno, %14, %14 fastmath<contract> : f64
// CHECK-NEXT: %16 = arith.select %15, %9, %14 : f64
// CHECK-NEXT: %17 = math.powf %16, %0 fastmath<nnan,contract> : f64
// CHECK-NEXT: %18 = arith.negf %1 fastmath<nnan,contract> : f64
// CHECK-NEXT: %19 = math.atan2 %3, %2 fastmath<nnan,contract> : f64
// CHECK-NEXT: %20 = arith.mulf %18, %19 fastmath<nnan,contract> : f64
// CHECK-NEXT: %21 = math.exp %20 fastmath<nnan,contract> : f64
// CHECK-NEXT: %22 = arith.mulf %17, %21 fastmath<nnan,contract> : f64
// CHECK-NEXT: %23 = math.log %16 fastmath<nnan,contract> : f64
// CHECK-NEXT: %24 = arith.mulf %0, %19 fastmath<nnan,contract> : f64
// CHECK-NEXT: %25 = arith.mulf %1, %23 fastmath<nnan,contract> : f64
// CHECK-NEXT: %26 = arith.addf %24, %25 fastmath<nnan,contract> : f64
// CHECK-NEXT: %27 = math.cos %26 fastmath<nnan,contract> : f64
// CHECK-NEXT: %28 = math.sin %26 fastmath<nnan,contract> : f64
// CHECK-NEXT: %cst_0 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %29 = complex.create %cst_2, %cst_1 : complex<f64>
// CHECK-NEXT: %30 = complex.create %cst_1, %cst_1 : complex<f64>
// CHECK-NEXT: %31 = complex.create %cst_0, %cst_1 : complex<f64>
// CHECK-NEXT: %32 = arith.cmpf oeq, %16, %cst_1 fastmath<nnan,contract> : f64
// CHECK-NEXT: %33 = arith.cmpf oeq, %1, %cst_1 fastmath<nnan,contract> : f64
// CHECK-NEXT: %34 = arith.cmpf oeq, %0, %cst_1 fastmath<nnan,contract> : f64
// CHECK-NEXT: %35 = arith.cmpf oeq, %3, %cst_1 fastmath<nnan,contract> : f64
// CHECK-NEXT: %36 = arith.cmpf ole, %cst_1, %0 fastmath<nnan,contract> : f64
// CHECK-NEXT: %37 = arith.mulf %22, %27 fastmath<nnan,contract> : f64
// CHECK-NEXT: %38 = arith.mulf %22, %28 fastmath<nnan,contract> : f64
// CHECK-NEXT: %39 = arith.select %34, %29, %30 : complex<f64>
// CHECK-NEXT: %40 = complex.create %37, %38 : complex<f64>
// CHECK-NEXT: %41 = arith.andi %32, %33 : i1
// CHECK-NEXT: %42 = arith.andi %41, %36 : i1
// CHECK-NEXT: %43 = arith.select %42, %39, %40 : complex<f64>
// CHECK-NEXT: %44 = arith.andi %34, %33 : i1
// CHECK-NEXT: %45 = arith.select %44, %29, %43 : complex<f64>
// CHECK-NEXT: %46 = arith.cmpf oeq, %2, %cst_2 fastmath<nnan,contract> : f64
// CHECK-NEXT: %47 = arith.andi %46, %35 : i1
// CHECK-NEXT: %48 = arith.select %47, %29, %45 : complex<f64>
// CHECK-NEXT: %49 = arith.cmpf oeq, %2, %cst_0 fastmath<nnan,contract> : f64
// CHECK-NEXT: %50 = arith.andi %49, %35 : i1
// CHECK-NEXT: %51 = arith.cmpf ogt, %0, %cst_1 fastmath<nnan,contract> : f64
// CHECK-NEXT: %52 = arith.andi %33, %51 : i1
// CHECK-NEXT: %53 = arith.andi %50, %52 : i1
// CHECK-NEXT: %54 = arith.select %53, %31, %48 : complex<f64>
// CHECK-NEXT: %55 = arith.cmpf olt, %0, %cst_1 fastmath<nnan,contract> : f64
// CHECK-NEXT: %56 = arith.andi %33, %55 : i1
// CHECK-NEXT: %57 = arith.andi %50, %56 : i1
// CHECK-NEXT: %58 = arith.select %57, %30, %54 : complex<f64>
// CHECK-NEXT: return %58 : complex<f64>
// CHECK-NEXT: }
func.func @pow(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %0 = complex.pow %a, %b fastmath<nnan,contract> : complex<f64>
  return %0 : complex<f64>
}

// CHECK-LABEL: func.func @powi(%arg0: complex<f32>, %arg1: i64) -> complex<f32> {
// CHECK-NEXT: %0 = arith.sitofp %arg1 : i64 to f32
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = complex.create %0, %cst : complex<f32>
// CHECK-NEXT: %2 = complex.re %1 : complex<f32>
// CHECK-NEXT: %3 = complex.im %1 : complex<f32>
// CHECK-NEXT: %4 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %5 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %6 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %7 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %8 = math.absf %6 fastmath<afn> : f32
// CHECK-NEXT: %9 = math.absf %7 fastmath<afn> : f32
// CHECK-NEXT: %10 = arith.maximumf %8, %9 fastmath<afn> : f32
// CHECK-NEXT: %11 = arith.minimumf %8, %9 fastmath<afn> : f32
// CHECK-NEXT: %12 = arith.divf %11, %10 fastmath<afn> : f32
// CHECK-NEXT: %13 = arith.mulf %12, %12 fastmath<afn> : f32
// CHECK-NEXT: %14 = arith.addf %13, %cst_0 fastmath<afn> : f32
// CHECK-NEXT: %15 = math.sqrt %14 fastmath<afn> : f32
// CHECK-NEXT: %16 = arith.mulf %10, %15 fastmath<afn> : f32
// CHECK-NEXT: %17 = arith.cmpf uno, %16, %16 fastmath<afn> : f32
// CHECK-NEXT: %18 = arith.select %17, %11, %16 : f32
// CHECK-NEXT: %19 = math.powf %18, %2 fastmath<afn> : f32
// CHECK-NEXT: %20 = arith.negf %3 fastmath<afn> : f32
// CHECK-NEXT: %21 = math.atan2 %5, %4 fastmath<afn> : f32
// CHECK-NEXT: %22 = arith.mulf %20, %21 fastmath<afn> : f32
// CHECK-NEXT: %23 = math.exp %22 fastmath<afn> : f32
// CHECK-NEXT: %24 = arith.mulf %19, %23 fastmath<afn> : f32
// CHECK-NEXT: %25 = math.log %18 fastmath<afn> : f32
// CHECK-NEXT: %26 = arith.mulf %2, %21 fastmath<afn> : f32
// CHECK-NEXT: %27 = arith.mulf %3, %25 fastmath<afn> : f32
// CHECK-NEXT: %28 = arith.addf %26, %27 fastmath<afn> : f32
// CHECK-NEXT: %29 = math.cos %28 fastmath<afn> : f32
// CHECK-NEXT: %30 = math.sin %28 fastmath<afn> : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %31 = complex.create %cst_3, %cst_2 : complex<f32>
// CHECK-NEXT: %32 = complex.create %cst_2, %cst_2 : complex<f32>
// CHECK-NEXT: %33 = complex.create %cst_1, %cst_2 : complex<f32>
// CHECK-NEXT: %34 = arith.cmpf oeq, %18, %cst_2 fastmath<afn> : f32
// CHECK-NEXT: %35 = arith.cmpf oeq, %3, %cst_2 fastmath<afn> : f32
// CHECK-NEXT: %36 = arith.cmpf oeq, %2, %cst_2 fastmath<afn> : f32
// CHECK-NEXT: %37 = arith.cmpf oeq, %5, %cst_2 fastmath<afn> : f32
// CHECK-NEXT: %38 = arith.cmpf ole, %cst_2, %2 fastmath<afn> : f32
// CHECK-NEXT: %39 = arith.mulf %24, %29 fastmath<afn> : f32
// CHECK-NEXT: %40 = arith.mulf %24, %30 fastmath<afn> : f32
// CHECK-NEXT: %41 = arith.select %36, %31, %32 : complex<f32>
// CHECK-NEXT: %42 = complex.create %39, %40 : complex<f32>
// CHECK-NEXT: %43 = arith.andi %34, %35 : i1
// CHECK-NEXT: %44 = arith.andi %43, %38 : i1
// CHECK-NEXT: %45 = arith.select %44, %41, %42 : complex<f32>
// CHECK-NEXT: %46 = arith.andi %36, %35 : i1
// CHECK-NEXT: %47 = arith.select %46, %31, %45 : complex<f32>
// CHECK-NEXT: %48 = arith.cmpf oeq, %4, %cst_3 fastmath<afn> : f32
// CHECK-NEXT: %49 = arith.andi %48, %37 : i1
// CHECK-NEXT: %50 = arith.select %49, %31, %47 : complex<f32>
// CHECK-NEXT: %51 = arith.cmpf oeq, %4, %cst_1 fastmath<afn> : f32
// CHECK-NEXT: %52 = arith.andi %51, %37 : i1
// CHECK-NEXT: %53 = arith.cmpf ogt, %2, %cst_2 fastmath<afn> : f32
// CHECK-NEXT: %54 = arith.andi %35, %53 : i1
// CHECK-NEXT: %55 = arith.andi %52, %54 : i1
// CHECK-NEXT: %56 = arith.select %55, %33, %50 : complex<f32>
// CHECK-NEXT: %57 = arith.cmpf olt, %2, %cst_2 fastmath<afn> : f32
// CHECK-NEXT: %58 = arith.andi %35, %57 : i1
// CHECK-NEXT: %59 = arith.andi %52, %58 : i1
// CHECK-NEXT: %60 = arith.select %59, %32, %56 : complex<f32>
// CHECK-NEXT: return %60 : complex<f32>
// CHECK-NEXT: }
func.func @powi(%a: complex<f32>, %n: i64) -> complex<f32> {
  %0 = complex.powi %a, %n fastmath<afn> : complex<f32>, i64
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @powi_plain(%arg0: complex<f16>, %arg1: i8) -> complex<f16> {
// CHECK-NEXT: %0 = arith.sitofp %arg1 : i8 to f16
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %1 = complex.create %0, %cst : complex<f16>
// CHECK-NEXT: %2 = complex.re %1 : complex<f16>
// CHECK-NEXT: %3 = complex.im %1 : complex<f16>
// CHECK-NEXT: %4 = complex.re %arg0 : complex<f16>
// CHECK-NEXT: %5 = complex.im %arg0 : complex<f16>
// CHECK-NEXT: %6 = complex.re %arg0 : complex<f16>
// CHECK-NEXT: %7 = complex.im %arg0 : complex<f16>
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %8 = math.absf %6 : f16
// CHECK-NEXT: %9 = math.absf %7 : f16
// CHECK-NEXT: %10 = arith.maximumf %8, %9 : f16
// CHECK-NEXT: %11 = arith.minimumf %8, %9 : f16
// CHECK-NEXT: %12 = arith.divf %11, %10 : f16
// CHECK-NEXT: %13 = arith.mulf %12, %12 : f16
// CHECK-NEXT: %14 = arith.addf %13, %cst_0 : f16
// CHECK-NEXT: %15 = math.sqrt %14 : f16
// CHECK-NEXT: %16 = arith.mulf %10, %15 : f16
// CHECK-NEXT: %17 = arith.cmpf uno, %16, %16 : f16
// CHECK-NEXT: %18 = arith.select %17, %11, %16 : f16
// CHECK-NEXT: %19 = math.powf %18, %2 : f16
// CHECK-NEXT: %20 = arith.negf %3 : f16
// CHECK-NEXT: %21 = math.atan2 %5, %4 : f16
// CHECK-NEXT: %22 = arith.mulf %20, %21 : f16
// CHECK-NEXT: %23 = math.exp %22 : f16
// CHECK-NEXT: %24 = arith.mulf %19, %23 : f16
// CHECK-NEXT: %25 = math.log %18 : f16
// CHECK-NEXT: %26 = arith.mulf %2, %21 : f16
// CHECK-NEXT: %27 = arith.mulf %3, %25 : f16
// CHECK-NEXT: %28 = arith.addf %26, %27 : f16
// CHECK-NEXT: %29 = math.cos %28 : f16
// CHECK-NEXT: %30 = math.sin %28 : f16
// CHECK-NEXT: %cst_1 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %31 = complex.create %cst_3, %cst_2 : complex<f16>
// CHECK-NEXT: %32 = complex.create %cst_2, %cst_2 : complex<f16>
// CHECK-NEXT: %33 = complex.create %cst_1, %cst_2 : complex<f16>
// CHECK-NEXT: %34 = arith.cmpf oeq, %18, %cst_2 : f16
// CHECK-NEXT: %35 = arith.cmpf oeq, %3, %cst_2 : f16
// CHECK-NEXT: %36 = arith.cmpf oeq, %2, %cst_2 : f16
// CHECK-NEXT: %37 = arith.cmpf oeq, %5, %cst_2 : f16
// CHECK-NEXT: %38 = arith.cmpf ole, %cst_2, %2 : f16
// CHECK-NEXT: %39 = arith.mulf %24, %29 : f16
// CHECK-NEXT: %40 = arith.mulf %24, %30 : f16
// CHECK-NEXT: %41 = arith.select %36, %31, %32 : complex<f16>
// CHECK-NEXT: %42 = complex.create %39, %40 : complex<f16>
// CHECK-NEXT: %43 = arith.andi %34, %35 : i1
// CHECK-NEXT: %44 = arith.andi %43, %38 : i1
// CHECK-NEXT: %45 = arith.select %44, %41, %42 : complex<f16>
// CHECK-NEXT: %46 = arith.andi %36, %35 : i1
// CHECK-NEXT: %47 = arith.select %46, %31, %45 : complex<f16>
// CHECK-NEXT: %48 = arith.cmpf oeq, %4, %cst_3 : f16
// CHECK-NEXT: %49 = arith.andi %48, %37 : i1
// CHECK-NEXT: %50 = arith.select %49, %31, %47 : complex<f16>
// CHECK-NEXT: %51 = arith.cmpf oeq, %4, %cst_1 : f16
// CHECK-NEXT: %52 = arith.andi %51, %37 : i1
// CHECK-NEXT: %53 = arith.cmpf ogt, %2, %cst_2 : f16
// CHECK-NEXT: %54 = arith.andi %35, %53 : i1
// CHECK-NEXT: %55 = arith.andi %52, %54 : i1
// CHECK-NEXT: %56 = arith.select %55, %33, %50 : complex<f16>
// CHECK-NEXT: %57 = arith.cmpf olt, %2, %cst_2 : f16
// CHECK-NEXT: %58 = arith.andi %35, %57 : i1
// CHECK-NEXT: %59 = arith.andi %52, %58 : i1
// CHECK-NEXT: %60 = arith.select %59, %32, %56 : complex<f16>
// CHECK-NEXT: return %60 : complex<f16>
// CHECK-NEXT: }
func.func @powi_plain(%a: complex<f16>, %n: i8) -> complex<f16> {
  %0 = complex.powi %a, %n : complex<f16>, i8
  return %0 : complex<f16>
}

// BASIC-LABEL: func.func @atan2(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// BASIC-NEXT: %0 = complex.re %arg1 : complex<f32>
// BASIC-NEXT: %1 = complex.im %arg1 : complex<f32>
// BASIC-NEXT: %2 = complex.re %arg1 : complex<f32>
// BASIC-NEXT: %3 = complex.im %arg1 : complex<f32>
// BASIC-NEXT: %4 = arith.mulf %0, %2 : f32
// BASIC-NEXT: %5 = arith.mulf %1, %3 : f32
// BASIC-NEXT: %6 = arith.subf %4, %5 : f32
// BASIC-NEXT: %7 = arith.mulf %1, %2 : f32
// BASIC-NEXT: %8 = arith.mulf %0, %3 : f32
// BASIC-NEXT: %9 = arith.addf %7, %8 : f32
// BASIC-NEXT: %10 = complex.create %6, %9 : complex<f32>
// BASIC-NEXT: %11 = complex.re %arg0 : complex<f32>
// BASIC-NEXT: %12 = complex.im %arg0 : complex<f32>
// BASIC-NEXT: %13 = complex.re %arg0 : complex<f32>
// BASIC-NEXT: %14 = complex.im %arg0 : complex<f32>
// BASIC-NEXT: %15 = arith.mulf %11, %13 : f32
// BASIC-NEXT: %16 = arith.mulf %12, %14 : f32
// BASIC-NEXT: %17 = arith.subf %15, %16 : f32
// BASIC-NEXT: %18 = arith.mulf %12, %13 : f32
// BASIC-NEXT: %19 = arith.mulf %11, %14 : f32
// BASIC-NEXT: %20 = arith.addf %18, %19 : f32
// BASIC-NEXT: %21 = complex.create %17, %20 : complex<f32>
// BASIC-NEXT: %22 = complex.re %10 : complex<f32>
// BASIC-NEXT: %23 = complex.re %21 : complex<f32>
// BASIC-NEXT: %24 = arith.addf %22, %23 : f32
// BASIC-NEXT: %25 = complex.im %10 : complex<f32>
// BASIC-NEXT: %26 = complex.im %21 : complex<f32>
// BASIC-NEXT: %27 = arith.addf %25, %26 : f32
// BASIC-NEXT: %28 = complex.create %24, %27 : complex<f32>
// BASIC-NEXT: %cst = arith.constant 0.000000e+00 : f32
// BASIC-NEXT: %cst_0 = arith.constant 5.000000e-01 : f32
// BASIC-NEXT: %29 = complex.re %28 : complex<f32>
// BASIC-NEXT: %30 = complex.im %28 : complex<f32>
// BASIC-NEXT: %cst_1 = arith.constant 1.000000e+00 : f32
// BASIC-NEXT: %31 = math.absf %29 : f32
// BASIC-NEXT: %32 = math.absf %30 : f32
// BASIC-NEXT: %33 = arith.maximumf %31, %32 : f32
// BASIC-NEXT: %34 = arith.minimumf %31, %32 : f32
// BASIC-NEXT: %35 = arith.divf %34, %33 : f32
// BASIC-NEXT: %36 = arith.mulf %35, %35 : f32
// BASIC-NEXT: %37 = arith.addf %36, %cst_1 : f32
// BASIC-NEXT: %cst_2 = arith.constant 2.500000e-01 : f32
// BASIC-NEXT: %38 = math.sqrt %33 : f32
// BASIC-NEXT: %39 = math.powf %37, %cst_2 : f32
// BASIC-NEXT: %40 = arith.mulf %38, %39 : f32
// BASIC-NEXT: %41 = arith.cmpf uno, %40, %40 : f32
// BASIC-NEXT: %42 = arith.select %41, %34, %40 : f32
// BASIC-NEXT: %43 = math.atan2 %30, %29 : f32
// BASIC-NEXT: %44 = arith.mulf %43, %cst_0 : f32
// BASIC-NEXT: %45 = math.cos %44 : f32
// BASIC-NEXT: %46 = math.sin %44 : f32
// BASIC-NEXT: %47 = arith.cmpf oeq, %46, %cst : f32
// BASIC-NEXT: %48 = arith.mulf %42, %45 : f32
// BASIC-NEXT: %49 = arith.mulf %42, %46 : f32
// BASIC-NEXT: %50 = arith.select %47, %cst, %49 : f32
// BASIC-NEXT: %cst_3 = arith.constant 0x7F800000 : f32
// BASIC-NEXT: %cst_4 = arith.constant 0xFF800000 : f32
// BASIC-NEXT: %cst_5 = arith.constant 0x7FC00000 : f32
// BASIC-NEXT: %51 = math.absf %30 : f32
// BASIC-NEXT: %52 = arith.cmpf oeq, %51, %cst_3 : f32
// BASIC-NEXT: %53 = arith.cmpf one, %51, %cst_3 : f32
// BASIC-NEXT: %54 = arith.cmpf oeq, %29, %cst_3 : f32
// BASIC-NEXT: %55 = arith.cmpf oeq, %29, %cst_4 : f32
// BASIC-NEXT: %56 = arith.andi %55, %53 : i1
// BASIC-NEXT: %57 = arith.select %56, %cst, %48 : f32
// BASIC-NEXT: %58 = arith.ori %52, %54 : i1
// BASIC-NEXT: %59 = arith.select %58, %cst_3, %57 : f32
// BASIC-NEXT: %60 = math.copysign %cst_3, %30 : f32
// BASIC-NEXT: %61 = arith.cmpf uno, %42, %42 : f32
// BASIC-NEXT: %62 = arith.select %61, %cst_5, %50 : f32
// BASIC-NEXT: %63 = arith.ori %52, %55 : i1
// BASIC-NEXT: %64 = arith.select %63, %60, %62 : f32
// BASIC-NEXT: %65 = arith.cmpf oeq, %42, %cst : f32
// BASIC-NEXT: %66 = arith.select %65, %cst, %59 : f32
// BASIC-NEXT: %67 = arith.select %65, %cst, %64 : f32
// BASIC-NEXT: %68 = complex.create %66, %67 : complex<f32>
// BASIC-NEXT: %cst_6 = arith.constant 0.000000e+00 : f32
// BASIC-NEXT: %cst_7 = arith.constant 1.000000e+00 : f32
// BASIC-NEXT: %69 = complex.create %cst_6, %cst_7 : complex<f32>
// BASIC-NEXT: %70 = complex.re %69 : complex<f32>
// BASIC-NEXT: %71 = complex.im %69 : complex<f32>
// BASIC-NEXT: %72 = complex.re %arg0 : complex<f32>
// BASIC-NEXT: %73 = complex.im %arg0 : complex<f32>
// BASIC-NEXT: %74 = arith.mulf %70, %72 : f32
// BASIC-NEXT: %75 = arith.mulf %71, %73 : f32
// BASIC-NEXT: %76 = arith.subf %74, %75 : f32
// BASIC-NEXT: %77 = arith.mulf %71, %72 : f32
// BASIC-NEXT: %78 = arith.mulf %70, %73 : f32
// BASIC-NEXT: %79 = arith.addf %77, %78 : f32
// BASIC-NEXT: %80 = complex.create %76, %79 : complex<f32>
// BASIC-NEXT: %81 = complex.re %arg1 : complex<f32>
// BASIC-NEXT: %82 = complex.re %80 : complex<f32>
// BASIC-NEXT: %83 = arith.addf %81, %82 : f32
// BASIC-NEXT: %84 = complex.im %arg1 : complex<f32>
// BASIC-NEXT: %85 = complex.im %80 : complex<f32>
// BASIC-NEXT: %86 = arith.addf %84, %85 : f32
// BASIC-NEXT: %87 = complex.create %83, %86 : complex<f32>
// BASIC-NEXT: %88 = complex.re %87 : complex<f32>
// BASIC-NEXT: %89 = complex.im %87 : complex<f32>
// BASIC-NEXT: %90 = complex.re %68 : complex<f32>
// BASIC-NEXT: %91 = complex.im %68 : complex<f32>
// BASIC-NEXT: %92 = arith.mulf %90, %90 : f32
// BASIC-NEXT: %93 = arith.mulf %91, %91 : f32
// BASIC-NEXT: %94 = arith.addf %92, %93 : f32
// BASIC-NEXT: %95 = arith.mulf %88, %90 : f32
// BASIC-NEXT: %96 = arith.mulf %89, %91 : f32
// BASIC-NEXT: %97 = arith.addf %95, %96 : f32
// BASIC-NEXT: %98 = arith.mulf %89, %90 : f32
// BASIC-NEXT: %99 = arith.mulf %88, %91 : f32
// BASIC-NEXT: %100 = arith.subf %98, %99 : f32
// BASIC-NEXT: %101 = arith.divf %97, %94 : f32
// BASIC-NEXT: %102 = arith.divf %100, %94 : f32
// BASIC-NEXT: %103 = complex.create %101, %102 : complex<f32>
// BASIC-NEXT: %104 = complex.re %103 : complex<f32>
// BASIC-NEXT: %105 = complex.im %103 : complex<f32>
// BASIC-NEXT: %cst_8 = arith.constant 1.000000e+00 : f32
// BASIC-NEXT: %106 = math.absf %104 : f32
// BASIC-NEXT: %107 = math.absf %105 : f32
// BASIC-NEXT: %108 = arith.maximumf %106, %107 : f32
// BASIC-NEXT: %109 = arith.minimumf %106, %107 : f32
// BASIC-NEXT: %110 = arith.divf %109, %108 : f32
// BASIC-NEXT: %111 = arith.mulf %110, %110 : f32
// BASIC-NEXT: %112 = arith.addf %111, %cst_8 : f32
// BASIC-NEXT: %113 = math.sqrt %112 : f32
// BASIC-NEXT: %114 = arith.mulf %108, %113 : f32
// BASIC-NEXT: %115 = arith.cmpf uno, %114, %114 : f32
// BASIC-NEXT: %116 = arith.select %115, %109, %114 : f32
// BASIC-NEXT: %117 = math.log %116 : f32
// BASIC-NEXT: %118 = complex.re %103 : complex<f32>
// BASIC-NEXT: %119 = complex.im %103 : complex<f32>
// BASIC-NEXT: %120 = math.atan2 %119, %118 : f32
// BASIC-NEXT: %121 = complex.create %117, %120 : complex<f32>
// BASIC-NEXT: %cst_9 = arith.constant -1.000000e+00 : f32
// BASIC-NEXT: %122 = complex.create %cst_6, %cst_9 : complex<f32>
// BASIC-NEXT: %123 = complex.re %122 : complex<f32>
// BASIC-NEXT: %124 = complex.im %122 : complex<f32>
// BASIC-NEXT: %125 = complex.re %121 : complex<f32>
// BASIC-NEXT: %126 = complex.im %121 : complex<f32>
// BASIC-NEXT: %127 = arith.mulf %123, %125 : f32
// BASIC-NEXT: %128 = arith.mulf %124, %126 : f32
// BASIC-NEXT: %129 = arith.subf %127, %128 : f32
// BASIC-NEXT: %130 = arith.mulf %124, %125 : f32
// BASIC-NEXT: %131 = arith.mulf %123, %126 : f32
// BASIC-NEXT: %132 = arith.addf %130, %131 : f32
// BASIC-NEXT: %133 = complex.create %129, %132 : complex<f32>
// BASIC-NEXT: return %133 : complex<f32>
// BASIC-NEXT: }
// CHECK-LABEL: func.func @atan2(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %0 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %2 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %3 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %4 = arith.mulf %0, %2 : f32
// CHECK-NEXT: %5 = arith.mulf %1, %3 : f32
// CHECK-NEXT: %6 = arith.subf %4, %5 : f32
// CHECK-NEXT: %7 = arith.mulf %1, %2 : f32
// CHECK-NEXT: %8 = arith.mulf %0, %3 : f32
// CHECK-NEXT: %9 = arith.addf %7, %8 : f32
// CHECK-NEXT: %10 = complex.create %6, %9 : complex<f32>
// CHECK-NEXT: %11 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %12 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %13 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %14 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %15 = arith.mulf %11, %13 : f32
// CHECK-NEXT: %16 = arith.mulf %12, %14 : f32
// CHECK-NEXT: %17 = arith.subf %15, %16 : f32
// CHECK-NEXT: %18 = arith.mulf %12, %13 : f32
// CHECK-NEXT: %19 = arith.mulf %11, %14 : f32
// CHECK-NEXT: %20 = arith.addf %18, %19 : f32
// CHECK-NEXT: %21 = complex.create %17, %20 : complex<f32>
// CHECK-NEXT: %22 = complex.re %10 : complex<f32>
// CHECK-NEXT: %23 = complex.re %21 : complex<f32>
// CHECK-NEXT: %24 = arith.addf %22, %23 : f32
// CHECK-NEXT: %25 = complex.im %10 : complex<f32>
// CHECK-NEXT: %26 = complex.im %21 : complex<f32>
// CHECK-NEXT: %27 = arith.addf %25, %26 : f32
// CHECK-NEXT: %28 = complex.create %24, %27 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %29 = complex.re %28 : complex<f32>
// CHECK-NEXT: %30 = complex.im %28 : complex<f32>
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %31 = math.absf %29 : f32
// CHECK-NEXT: %32 = math.absf %30 : f32
// CHECK-NEXT: %33 = arith.maximumf %31, %32 : f32
// CHECK-NEXT: %34 = arith.minimumf %31, %32 : f32
// CHECK-NEXT: %35 = arith.divf %34, %33 : f32
// CHECK-NEXT: %36 = arith.mulf %35, %35 : f32
// CHECK-NEXT: %37 = arith.addf %36, %cst_1 : f32
// CHECK-NEXT: %cst_2 = arith.constant 2.500000e-01 : f32
// CHECK-NEXT: %38 = math.sqrt %33 : f32
// CHECK-NEXT: %39 = math.powf %37, %cst_2 : f32
// CHECK-NEXT: %40 = arith.mulf %38, %39 : f32
// CHECK-NEXT: %41 = arith.cmpf uno, %40, %40 : f32
// CHECK-NEXT: %42 = arith.select %41, %34, %40 : f32
// CHECK-NEXT: %43 = math.atan2 %30, %29 : f32
// CHECK-NEXT: %44 = arith.mulf %43, %cst_0 : f32
// CHECK-NEXT: %45 = math.cos %44 : f32
// CHECK-NEXT: %46 = math.sin %44 : f32
// CHECK-NEXT: %47 = arith.cmpf oeq, %46, %cst : f32
// CHECK-NEXT: %48 = arith.mulf %42, %45 : f32
// CHECK-NEXT: %49 = arith.mulf %42, %46 : f32
// CHECK-NEXT: %50 = arith.select %47, %cst, %49 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %51 = math.absf %30 : f32
// CHECK-NEXT: %52 = arith.cmpf oeq, %51, %cst_3 : f32
// CHECK-NEXT: %53 = arith.cmpf one, %51, %cst_3 : f32
// CHECK-NEXT: %54 = arith.cmpf oeq, %29, %cst_3 : f32
// CHECK-NEXT: %55 = arith.cmpf oeq, %29, %cst_4 : f32
// CHECK-NEXT: %56 = arith.andi %55, %53 : i1
// CHECK-NEXT: %57 = arith.select %56, %cst, %48 : f32
// CHECK-NEXT: %58 = arith.ori %52, %54 : i1
// CHECK-NEXT: %59 = arith.select %58, %cst_3, %57 : f32
// CHECK-NEXT: %60 = math.copysign %cst_3, %30 : f32
// CHECK-NEXT: %61 = arith.cmpf uno, %42, %42 : f32
// CHECK-NEXT: %62 = arith.select %61, %cst_5, %50 : f32
// CHECK-NEXT: %63 = arith.ori %52, %55 : i1
// CHECK-NEXT: %64 = arith.select %63, %60, %62 : f32
// CHECK-NEXT: %65 = arith.cmpf oeq, %42, %cst : f32
// CHECK-NEXT: %66 = arith.select %65, %cst, %59 : f32
// CHECK-NEXT: %67 = arith.select %65, %cst, %64 : f32
// CHECK-NEXT: %68 = complex.create %66, %67 : complex<f32>
// CHECK-NEXT: %cst_6 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_7 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %69 = complex.create %cst_6, %cst_7 : complex<f32>
// CHECK-NEXT: %70 = complex.re %69 : complex<f32>
// CHECK-NEXT: %71 = complex.im %69 : complex<f32>
// CHECK-NEXT: %72 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %73 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %74 = arith.mulf %70, %72 : f32
// CHECK-NEXT: %75 = arith.mulf %71, %73 : f32
// CHECK-NEXT: %76 = arith.subf %74, %75 : f32
// CHECK-NEXT: %77 = arith.mulf %71, %72 : f32
// CHECK-NEXT: %78 = arith.mulf %70, %73 : f32
// CHECK-NEXT: %79 = arith.addf %77, %78 : f32
// CHECK-NEXT: %80 = complex.create %76, %79 : complex<f32>
// CHECK-NEXT: %81 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %82 = complex.re %80 : complex<f32>
// CHECK-NEXT: %83 = arith.addf %81, %82 : f32
// CHECK-NEXT: %84 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %85 = complex.im %80 : complex<f32>
// CHECK-NEXT: %86 = arith.addf %84, %85 : f32
// CHECK-NEXT: %87 = complex.create %83, %86 : complex<f32>
// CHECK-NEXT: %88 = complex.re %87 : complex<f32>
// CHECK-NEXT: %89 = complex.im %87 : complex<f32>
// CHECK-NEXT: %90 = complex.re %68 : complex<f32>
// CHECK-NEXT: %91 = complex.im %68 : complex<f32>
// CHECK-NEXT: %92 = arith.divf %90, %91 : f32
// CHECK-NEXT: %93 = arith.mulf %92, %90 : f32
// CHECK-NEXT: %94 = arith.addf %91, %93 : f32
// CHECK-NEXT: %95 = arith.mulf %88, %92 : f32
// CHECK-NEXT: %96 = arith.addf %95, %89 : f32
// CHECK-NEXT: %97 = arith.divf %96, %94 : f32
// CHECK-NEXT: %98 = arith.mulf %89, %92 : f32
// CHECK-NEXT: %99 = arith.subf %98, %88 : f32
// CHECK-NEXT: %100 = arith.divf %99, %94 : f32
// CHECK-NEXT: %101 = arith.divf %91, %90 : f32
// CHECK-NEXT: %102 = arith.mulf %101, %91 : f32
// CHECK-NEXT: %103 = arith.addf %90, %102 : f32
// CHECK-NEXT: %104 = arith.mulf %89, %101 : f32
// CHECK-NEXT: %105 = arith.addf %88, %104 : f32
// CHECK-NEXT: %106 = arith.divf %105, %103 : f32
// CHECK-NEXT: %107 = arith.mulf %88, %101 : f32
// CHECK-NEXT: %108 = arith.subf %89, %107 : f32
// CHECK-NEXT: %109 = arith.divf %108, %103 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %110 = math.absf %90 : f32
// CHECK-NEXT: %111 = arith.cmpf oeq, %110, %cst_8 : f32
// CHECK-NEXT: %112 = math.absf %91 : f32
// CHECK-NEXT: %113 = arith.cmpf oeq, %112, %cst_8 : f32
// CHECK-NEXT: %114 = arith.cmpf ord, %88, %cst_8 : f32
// CHECK-NEXT: %115 = arith.cmpf ord, %89, %cst_8 : f32
// CHECK-NEXT: %116 = arith.ori %114, %115 : i1
// CHECK-NEXT: %117 = arith.andi %111, %113 : i1
// CHECK-NEXT: %118 = arith.andi %116, %117 : i1
// CHECK-NEXT: %cst_9 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %119 = math.copysign %cst_9, %90 : f32
// CHECK-NEXT: %120 = arith.mulf %119, %88 : f32
// CHECK-NEXT: %121 = arith.mulf %119, %89 : f32
// CHECK-NEXT: %122 = arith.cmpf one, %110, %cst_9 : f32
// CHECK-NEXT: %123 = arith.cmpf one, %112, %cst_9 : f32
// CHECK-NEXT: %124 = arith.andi %122, %123 : i1
// CHECK-NEXT: %125 = math.absf %88 : f32
// CHECK-NEXT: %126 = arith.cmpf oeq, %125, %cst_9 : f32
// CHECK-NEXT: %127 = math.absf %89 : f32
// CHECK-NEXT: %128 = arith.cmpf oeq, %127, %cst_9 : f32
// CHECK-NEXT: %129 = arith.ori %126, %128 : i1
// CHECK-NEXT: %130 = arith.andi %129, %124 : i1
// CHECK-NEXT: %cst_10 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %131 = arith.select %126, %cst_10, %cst_8 : f32
// CHECK-NEXT: %132 = math.copysign %131, %88 : f32
// CHECK-NEXT: %133 = arith.select %128, %cst_10, %cst_8 : f32
// CHECK-NEXT: %134 = math.copysign %133, %89 : f32
// CHECK-NEXT: %135 = arith.mulf %132, %90 : f32
// CHECK-NEXT: %136 = arith.mulf %134, %91 : f32
// CHECK-NEXT: %137 = arith.addf %135, %136 : f32
// CHECK-NEXT: %138 = arith.mulf %cst_9, %137 : f32
// CHECK-NEXT: %139 = arith.mulf %132, %91 : f32
// CHECK-NEXT: %140 = arith.mulf %134, %90 : f32
// CHECK-NEXT: %141 = arith.subf %140, %139 : f32
// CHECK-NEXT: %142 = arith.mulf %cst_9, %141 : f32
// CHECK-NEXT: %143 = arith.cmpf one, %125, %cst_9 : f32
// CHECK-NEXT: %144 = arith.cmpf one, %127, %cst_9 : f32
// CHECK-NEXT: %145 = arith.andi %143, %144 : i1
// CHECK-NEXT: %146 = arith.cmpf oeq, %110, %cst_9 : f32
// CHECK-NEXT: %147 = arith.cmpf oeq, %112, %cst_9 : f32
// CHECK-NEXT: %148 = arith.ori %146, %147 : i1
// CHECK-NEXT: %149 = arith.andi %145, %148 : i1
// CHECK-NEXT: %150 = arith.select %146, %cst_10, %cst_8 : f32
// CHECK-NEXT: %151 = math.copysign %150, %90 : f32
// CHECK-NEXT: %152 = arith.select %147, %cst_10, %cst_8 : f32
// CHECK-NEXT: %153 = math.copysign %152, %91 : f32
// CHECK-NEXT: %154 = arith.mulf %88, %151 : f32
// CHECK-NEXT: %155 = arith.mulf %89, %153 : f32
// CHECK-NEXT: %156 = arith.addf %154, %155 : f32
// CHECK-NEXT: %157 = arith.mulf %cst_8, %156 : f32
// CHECK-NEXT: %158 = arith.mulf %89, %151 : f32
// CHECK-NEXT: %159 = arith.mulf %88, %153 : f32
// CHECK-NEXT: %160 = arith.subf %158, %159 : f32
// CHECK-NEXT: %161 = arith.mulf %cst_8, %160 : f32
// CHECK-NEXT: %162 = arith.cmpf olt, %110, %112 : f32
// CHECK-NEXT: %163 = arith.select %162, %97, %106 : f32
// CHECK-NEXT: %164 = arith.select %162, %100, %109 : f32
// CHECK-NEXT: %165 = arith.select %149, %157, %163 : f32
// CHECK-NEXT: %166 = arith.select %149, %161, %164 : f32
// CHECK-NEXT: %167 = arith.select %130, %138, %165 : f32
// CHECK-NEXT: %168 = arith.select %130, %142, %166 : f32
// CHECK-NEXT: %169 = arith.select %118, %120, %167 : f32
// CHECK-NEXT: %170 = arith.select %118, %121, %168 : f32
// CHECK-NEXT: %171 = arith.cmpf uno, %163, %cst_8 : f32
// CHECK-NEXT: %172 = arith.cmpf uno, %164, %cst_8 : f32
// CHECK-NEXT: %173 = arith.andi %171, %172 : i1
// CHECK-NEXT: %174 = arith.select %173, %169, %163 : f32
// CHECK-NEXT: %175 = arith.select %173, %170, %164 : f32
// CHECK-NEXT: %176 = complex.create %174, %175 : complex<f32>
// CHECK-NEXT: %177 = complex.re %176 : complex<f32>
// CHECK-NEXT: %178 = complex.im %176 : complex<f32>
// CHECK-NEXT: %cst_11 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %179 = math.absf %177 : f32
// CHECK-NEXT: %180 = math.absf %178 : f32
// CHECK-NEXT: %181 = arith.maximumf %179, %180 : f32
// CHECK-NEXT: %182 = arith.minimumf %179, %180 : f32
// CHECK-NEXT: %183 = arith.divf %182, %181 : f32
// CHECK-NEXT: %184 = arith.mulf %183, %183 : f32
// CHECK-NEXT: %185 = arith.addf %184, %cst_11 : f32
// CHECK-NEXT: %186 = math.sqrt %185 : f32
// CHECK-NEXT: %187 = arith.mulf %181, %186 : f32
// CHECK-NEXT: %188 = arith.cmpf uno, %187, %187 : f32
// CHECK-NEXT: %189 = arith.select %188, %182, %187 : f32
// CHECK-NEXT: %190 = math.log %189 : f32
// CHECK-NEXT: %191 = complex.re %176 : complex<f32>
// CHECK-NEXT: %192 = complex.im %176 : complex<f32>
// CHECK-NEXT: %193 = math.atan2 %192, %191 : f32
// CHECK-NEXT: %194 = complex.create %190, %193 : complex<f32>
// CHECK-NEXT: %cst_12 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %195 = complex.create %cst_6, %cst_12 : complex<f32>
// CHECK-NEXT: %196 = complex.re %195 : complex<f32>
// CHECK-NEXT: %197 = complex.im %195 : complex<f32>
// CHECK-NEXT: %198 = complex.re %194 : complex<f32>
// CHECK-NEXT: %199 = complex.im %194 : complex<f32>
// CHECK-NEXT: %200 = arith.mulf %196, %198 : f32
// CHECK-NEXT: %201 = arith.mulf %197, %199 : f32
// CHECK-NEXT: %202 = arith.subf %200, %201 : f32
// CHECK-NEXT: %203 = arith.mulf %197, %198 : f32
// CHECK-NEXT: %204 = arith.mulf %196, %199 : f32
// CHECK-NEXT: %205 = arith.addf %203, %204 : f32
// CHECK-NEXT: %206 = complex.create %202, %205 : complex<f32>
// CHECK-NEXT: return %206 : complex<f32>
// CHECK-NEXT: }
func.func @atan2(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.atan2 %a, %b : complex<f32>
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @bf16_chain(%arg0: complex<bf16>) -> complex<bf16> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : bf16
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : bf16
// CHECK-NEXT: %0 = complex.re %arg0 : complex<bf16>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<bf16>
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT: %2 = math.absf %0 : bf16
// CHECK-NEXT: %3 = math.absf %1 : bf16
// CHECK-NEXT: %4 = arith.maximumf %2, %3 : bf16
// CHECK-NEXT: %5 = arith.minimumf %2, %3 : bf16
// CHECK-NEXT: %6 = arith.divf %5, %4 : bf16
// CHECK-NEXT: %7 = arith.mulf %6, %6 : bf16
// CHECK-NEXT: %8 = arith.addf %7, %cst_1 : bf16
// CHECK-NEXT: %cst_2 = arith.constant 2.500000e-01 : bf16
// CHECK-NEXT: %9 = math.sqrt %4 : bf16
// CHECK-NEXT: %10 = math.powf %8, %cst_2 : bf16
// CHECK-NEXT: %11 = arith.mulf %9, %10 : bf16
// CHECK-NEXT: %12 = arith.cmpf uno, %11, %11 : bf16
// CHECK-NEXT: %13 = arith.select %12, %5, %11 : bf16
// CHECK-NEXT: %14 = math.atan2 %1, %0 : bf16
// CHECK-NEXT: %15 = arith.mulf %14, %cst_0 : bf16
// CHECK-NEXT: %16 = math.cos %15 : bf16
// CHECK-NEXT: %17 = math.sin %15 : bf16
// CHECK-NEXT: %18 = arith.cmpf oeq, %17, %cst : bf16
// CHECK-NEXT: %19 = arith.mulf %13, %16 : bf16
// CHECK-NEXT: %20 = arith.mulf %13, %17 : bf16
// CHECK-NEXT: %21 = arith.select %18, %cst, %20 : bf16
// CHECK-NEXT: %cst_3 = arith.constant 0x7F80 : bf16
// CHECK-NEXT: %cst_4 = arith.constant 0xFF80 : bf16
// CHECK-NEXT: %cst_5 = arith.constant 0x7FC0 : bf16
// CHECK-NEXT: %22 = math.absf %1 : bf16
// CHECK-NEXT: %23 = arith.cmpf oeq, %22, %cst_3 : bf16
// CHECK-NEXT: %24 = arith.cmpf one, %22, %cst_3 : bf16
// CHECK-NEXT: %25 = arith.cmpf oeq, %0, %cst_3 : bf16
// CHECK-NEXT: %26 = arith.cmpf oeq, %0, %cst_4 : bf16
// CHECK-NEXT: %27 = arith.andi %26, %24 : i1
// CHECK-NEXT: %28 = arith.select %27, %cst, %19 : bf16
// CHECK-NEXT: %29 = arith.ori %23, %25 : i1
// CHECK-NEXT: %30 = arith.select %29, %cst_3, %28 : bf16
// CHECK-NEXT: %31 = math.copysign %cst_3, %1 : bf16
// CHECK-NEXT: %32 = arith.cmpf uno, %13, %13 : bf16
// CHECK-NEXT: %33 = arith.select %32, %cst_5, %21 : bf16
// CHECK-NEXT: %34 = arith.ori %23, %26 : i1
// CHECK-NEXT: %35 = arith.select %34, %31, %33 : bf16
// CHECK-NEXT: %36 = arith.cmpf oeq, %13, %cst : bf16
// CHECK-NEXT: %37 = arith.select %36, %cst, %30 : bf16
// CHECK-NEXT: %38 = arith.select %36, %cst, %35 : bf16
// CHECK-NEXT: %39 = complex.create %37, %38 : complex<bf16>
// CHECK-NEXT: %40 = complex.re %39 : complex<bf16>
// CHECK-NEXT: %41 = complex.im %39 : complex<bf16>
// CHECK-NEXT: %cst_6 = arith.constant -1.000000e+00 : bf16
// CHECK-NEXT: %42 = arith.mulf %41, %cst_6 : bf16
// CHECK-NEXT: %cst_7 = arith.constant 0x7F80 : bf16
// CHECK-NEXT: %cst_8 = arith.constant 4.000000e+00 : bf16
// CHECK-NEXT: %43 = arith.addf %42, %42 : bf16
// CHECK-NEXT: %44 = arith.mulf %cst_6, %43 : bf16
// CHECK-NEXT: %45 = math.expm1 %43 : bf16
// CHECK-NEXT: %46 = math.expm1 %44 : bf16
// CHECK-NEXT: %47 = arith.subf %45, %46 : bf16
// CHECK-NEXT: %48 = math.cos %40 : bf16
// CHECK-NEXT: %49 = arith.mulf %48, %48 : bf16
// CHECK-NEXT: %50 = arith.mulf %49, %cst_8 : bf16
// CHECK-NEXT: %51 = math.sin %40 : bf16
// CHECK-NEXT: %52 = arith.mulf %48, %51 : bf16
// CHECK-NEXT: %53 = arith.mulf %cst_8, %52 : bf16
// CHECK-NEXT: %54 = arith.addf %45, %46 : bf16
// CHECK-NEXT: %55 = arith.addf %54, %50 : bf16
// CHECK-NEXT: %56 = arith.cmpf oeq, %54, %cst_7 : bf16
// CHECK-NEXT: %57 = math.copysign %cst_6, %42 : bf16
// CHECK-NEXT: %58 = arith.divf %47, %55 : bf16
// CHECK-NEXT: %59 = arith.select %56, %57, %58 : bf16
// CHECK-NEXT: %60 = arith.divf %53, %55 : bf16
// CHECK-NEXT: %61 = math.absf %42 : bf16
// CHECK-NEXT: %cst_9 = arith.constant 0.000000e+00 : bf16
// CHECK-NEXT: %cst_10 = arith.constant 0x7FC0 : bf16
// CHECK-NEXT: %62 = arith.cmpf oeq, %61, %cst_7 : bf16
// CHECK-NEXT: %63 = arith.cmpf oeq, %40, %cst_9 : bf16
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %64 = arith.xori %62, %true : i1
// CHECK-NEXT: %65 = arith.cmpf uno, %53, %53 : bf16
// CHECK-NEXT: %66 = arith.andi %65, %64 : i1
// CHECK-NEXT: %67 = arith.andi %62, %65 : i1
// CHECK-NEXT: %68 = arith.ori %63, %67 : i1
// CHECK-NEXT: %69 = arith.select %66, %cst_10, %59 : bf16
// CHECK-NEXT: %70 = arith.select %68, %cst_9, %60 : bf16
// CHECK-NEXT: %71 = arith.mulf %69, %cst_6 : bf16
// CHECK-NEXT: %72 = complex.create %70, %71 : complex<bf16>
// CHECK-NEXT: return %72 : complex<bf16>
// CHECK-NEXT: }
func.func @bf16_chain(%a: complex<bf16>) -> complex<bf16> {
  %0 = complex.sqrt %a : complex<bf16>
  %1 = complex.tan %0 : complex<bf16>
  return %1 : complex<bf16>
}

