// RUN: oxir-opt %s --test-math-polynomial-approximation | FileCheck %s

// The approximations on other types (CHECK lines from mlir-opt 22): floats narrower than f32
// are extended to f32, approximated and truncated (the op's attributes, fastmath included, go
// to the f32 op, which the approximation then drops); asin, acos and erf approximate f16
// directly; n-D, scalable and 0-D vectors take splat constants of their shape; f64, rsqrt
// (without AVX2) and sqrt stay. (Tensors and `enable-avx2`, where oxir departs from MLIR, are
// tested in `tests/tests/math_approximation.rs`.)

// CHECK-LABEL: func.func @tanh_f16_fastmath(
// CHECK-NEXT: %cst = arith.constant 1.19825836E-6 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.18534706E-4 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.00226843474 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.00489352504 : f32
// CHECK-NEXT: %cst_3 = arith.constant -2.76076837E-16 : f32
// CHECK-NEXT: %cst_4 = arith.constant 2.00018794E-13 : f32
// CHECK-NEXT: %cst_5 = arith.constant -8.60467184E-11 : f32
// CHECK-NEXT: %cst_6 = arith.constant 5.12229725E-8 : f32
// CHECK-NEXT: %cst_7 = arith.constant 1.48572235E-5 : f32
// CHECK-NEXT: %cst_8 = arith.constant 6.37261954E-4 : f32
// CHECK-NEXT: %cst_9 = arith.constant 0.00489352457 : f32
// CHECK-NEXT: %cst_10 = arith.constant 4.000000e-04 : f32
// CHECK-NEXT: %cst_11 = arith.constant 7.99881172 : f32
// CHECK-NEXT: %cst_12 = arith.constant -7.99881172 : f32
// CHECK-NEXT: %0 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT: %1 = arith.cmpf ult, %0, %cst_11 : f32
// CHECK-NEXT: %2 = arith.select %1, %0, %cst_11 : f32
// CHECK-NEXT: %3 = arith.cmpf ugt, %2, %cst_12 : f32
// CHECK-NEXT: %4 = arith.select %3, %2, %cst_12 : f32
// CHECK-NEXT: %5 = math.absf %0 : f32
// CHECK-NEXT: %6 = arith.cmpf olt, %5, %cst_10 : f32
// CHECK-NEXT: %7 = arith.mulf %4, %4 : f32
// CHECK-NEXT: %8 = math.fma %7, %cst_3, %cst_4 : f32
// CHECK-NEXT: %9 = math.fma %7, %8, %cst_5 : f32
// CHECK-NEXT: %10 = math.fma %7, %9, %cst_6 : f32
// CHECK-NEXT: %11 = math.fma %7, %10, %cst_7 : f32
// CHECK-NEXT: %12 = math.fma %7, %11, %cst_8 : f32
// CHECK-NEXT: %13 = math.fma %7, %12, %cst_9 : f32
// CHECK-NEXT: %14 = arith.mulf %4, %13 : f32
// CHECK-NEXT: %15 = math.fma %7, %cst, %cst_0 : f32
// CHECK-NEXT: %16 = math.fma %7, %15, %cst_1 : f32
// CHECK-NEXT: %17 = math.fma %7, %16, %cst_2 : f32
// CHECK-NEXT: %18 = arith.divf %14, %17 : f32
// CHECK-NEXT: %19 = arith.select %6, %4, %18 : f32
// CHECK-NEXT: %20 = arith.truncf %19 : f32 to f16
// CHECK-NEXT: return %20 : f16
// CHECK-NEXT: }
func.func @tanh_f16_fastmath(%arg0: f16) -> f16 {
  %0 = math.tanh %arg0 fastmath<fast> : f16
  return %0 : f16
}

// CHECK-LABEL: func.func @exp_bf16(
// CHECK-NEXT: %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT: %cst = arith.constant 1.270000e+02 : f32
// CHECK-NEXT: %cst_0 = arith.constant -1.270000e+02 : f32
// CHECK-NEXT: %cst_1 = arith.constant 8.880000e+01 : f32
// CHECK-NEXT: %cst_2 = arith.constant -8.780000e+01 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0.166666657 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0.0416657962 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0.00833345205 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0.00139819994 : f32
// CHECK-NEXT: %cst_7 = arith.constant 1.98756912E-4 : f32
// CHECK-NEXT: %cst_8 = arith.constant 2.12194442E-4 : f32
// CHECK-NEXT: %cst_9 = arith.constant -0.693359375 : f32
// CHECK-NEXT: %cst_10 = arith.constant 1.44269502 : f32
// CHECK-NEXT: %cst_11 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_12 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %0 = arith.extf %arg0 : bf16 to f32
// CHECK-NEXT: %1 = arith.cmpf uge, %0, %cst_2 : f32
// CHECK-NEXT: %2 = arith.select %1, %0, %cst_2 : f32
// CHECK-NEXT: %3 = arith.cmpf ule, %2, %cst_1 : f32
// CHECK-NEXT: %4 = arith.select %3, %2, %cst_1 : f32
// CHECK-NEXT: %5 = math.fma %4, %cst_10, %cst_12 : f32
// CHECK-NEXT: %6 = math.floor %5 : f32
// CHECK-NEXT: %7 = arith.cmpf uge, %6, %cst_0 : f32
// CHECK-NEXT: %8 = arith.select %7, %6, %cst_0 : f32
// CHECK-NEXT: %9 = arith.cmpf ule, %8, %cst : f32
// CHECK-NEXT: %10 = arith.select %9, %8, %cst : f32
// CHECK-NEXT: %11 = math.fma %cst_9, %10, %4 : f32
// CHECK-NEXT: %12 = math.fma %cst_8, %10, %11 : f32
// CHECK-NEXT: %13 = math.fma %12, %cst_7, %cst_6 : f32
// CHECK-NEXT: %14 = math.fma %13, %12, %cst_5 : f32
// CHECK-NEXT: %15 = math.fma %14, %12, %cst_4 : f32
// CHECK-NEXT: %16 = math.fma %15, %12, %cst_3 : f32
// CHECK-NEXT: %17 = math.fma %16, %12, %cst_12 : f32
// CHECK-NEXT: %18 = arith.mulf %12, %12 : f32
// CHECK-NEXT: %19 = math.fma %17, %18, %12 : f32
// CHECK-NEXT: %20 = arith.addf %19, %cst_11 : f32
// CHECK-NEXT: %21 = arith.fptosi %10 : f32 to i32
// CHECK-NEXT: %22 = arith.addi %21, %c127_i32 : i32
// CHECK-NEXT: %23 = arith.shli %22, %c23_i32 : i32
// CHECK-NEXT: %24 = arith.bitcast %23 : i32 to f32
// CHECK-NEXT: %25 = arith.mulf %20, %24 : f32
// CHECK-NEXT: %26 = arith.truncf %25 : f32 to bf16
// CHECK-NEXT: return %26 : bf16
// CHECK-NEXT: }
func.func @exp_bf16(%arg0: bf16) -> bf16 {
  %0 = math.exp %arg0 : bf16
  return %0 : bf16
}

// CHECK-LABEL: func.func @asin_f16(
// CHECK-NEXT: %cst = arith.constant 1.570310e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 1.666260e-01 : f16
// CHECK-NEXT: %cst_1 = arith.constant 7.501220e-02 : f16
// CHECK-NEXT: %cst_2 = arith.constant 4.464720e-02 : f16
// CHECK-NEXT: %cst_3 = arith.constant 3.038020e-02 : f16
// CHECK-NEXT: %cst_4 = arith.constant 2.236940e-02 : f16
// CHECK-NEXT: %cst_5 = arith.constant 1.733400e-02 : f16
// CHECK-NEXT: %cst_6 = arith.constant 1.410680e-02 : f16
// CHECK-NEXT: %cst_7 = arith.constant 1.049040e-02 : f16
// CHECK-NEXT: %cst_8 = arith.constant 1.526640e-02 : f16
// CHECK-NEXT: %cst_9 = arith.constant -1.132970e-02 : f16
// CHECK-NEXT: %cst_10 = arith.constant 5.422970e-02 : f16
// CHECK-NEXT: %cst_11 = arith.constant -6.204220e-02 : f16
// CHECK-NEXT: %cst_12 = arith.constant 5.557250e-02 : f16
// CHECK-NEXT: %cst_13 = arith.constant 5.000000e-01 : f16
// CHECK-NEXT: %cst_14 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %0 = math.absf %arg0 : f16
// CHECK-NEXT: %1 = arith.mulf %arg0, %arg0 : f16
// CHECK-NEXT: %2 = arith.subf %cst_14, %1 : f16
// CHECK-NEXT: %3 = math.sqrt %2 : f16
// CHECK-NEXT: %4 = arith.cmpf ogt, %1, %cst_13 : f16
// CHECK-NEXT: %5 = arith.select %4, %3, %0 : f16
// CHECK-NEXT: %6 = arith.mulf %5, %5 : f16
// CHECK-NEXT: %7 = arith.mulf %6, %6 : f16
// CHECK-NEXT: %8 = math.fma %cst_12, %7, %cst_10 : f16
// CHECK-NEXT: %9 = math.fma %cst_11, %7, %cst_9 : f16
// CHECK-NEXT: %10 = math.fma %8, %7, %cst_8 : f16
// CHECK-NEXT: %11 = math.fma %9, %7, %cst_7 : f16
// CHECK-NEXT: %12 = math.fma %10, %7, %cst_6 : f16
// CHECK-NEXT: %13 = math.fma %11, %7, %cst_5 : f16
// CHECK-NEXT: %14 = math.fma %12, %7, %cst_4 : f16
// CHECK-NEXT: %15 = math.fma %13, %7, %cst_3 : f16
// CHECK-NEXT: %16 = math.fma %14, %7, %cst_2 : f16
// CHECK-NEXT: %17 = math.fma %15, %7, %cst_1 : f16
// CHECK-NEXT: %18 = math.fma %16, %6, %17 : f16
// CHECK-NEXT: %19 = math.fma %18, %6, %cst_0 : f16
// CHECK-NEXT: %20 = arith.mulf %5, %6 : f16
// CHECK-NEXT: %21 = math.fma %19, %20, %5 : f16
// CHECK-NEXT: %22 = arith.subf %cst, %21 : f16
// CHECK-NEXT: %23 = arith.select %4, %22, %21 : f16
// CHECK-NEXT: %24 = math.copysign %23, %arg0 : f16
// CHECK-NEXT: return %24 : f16
// CHECK-NEXT: }
func.func @asin_f16(%arg0: f16) -> f16 {
  %0 = math.asin %arg0 : f16
  return %0 : f16
}

// CHECK-LABEL: func.func @acos_vector_f16(
// CHECK-NEXT: %cst = arith.constant dense<1.865230e+00> : vector<4xf16>
// CHECK-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : vector<4xf16>
// CHECK-NEXT: %cst_1 = arith.constant dense<1.570310e+00> : vector<4xf16>
// CHECK-NEXT: %cst_2 = arith.constant dense<1.666260e-01> : vector<4xf16>
// CHECK-NEXT: %cst_3 = arith.constant dense<7.501220e-02> : vector<4xf16>
// CHECK-NEXT: %cst_4 = arith.constant dense<4.464720e-02> : vector<4xf16>
// CHECK-NEXT: %cst_5 = arith.constant dense<3.038020e-02> : vector<4xf16>
// CHECK-NEXT: %cst_6 = arith.constant dense<2.236940e-02> : vector<4xf16>
// CHECK-NEXT: %cst_7 = arith.constant dense<1.733400e-02> : vector<4xf16>
// CHECK-NEXT: %cst_8 = arith.constant dense<1.410680e-02> : vector<4xf16>
// CHECK-NEXT: %cst_9 = arith.constant dense<1.049040e-02> : vector<4xf16>
// CHECK-NEXT: %cst_10 = arith.constant dense<1.526640e-02> : vector<4xf16>
// CHECK-NEXT: %cst_11 = arith.constant dense<-1.132970e-02> : vector<4xf16>
// CHECK-NEXT: %cst_12 = arith.constant dense<5.422970e-02> : vector<4xf16>
// CHECK-NEXT: %cst_13 = arith.constant dense<-6.204220e-02> : vector<4xf16>
// CHECK-NEXT: %cst_14 = arith.constant dense<5.557250e-02> : vector<4xf16>
// CHECK-NEXT: %cst_15 = arith.constant dense<1.000000e+00> : vector<4xf16>
// CHECK-NEXT: %cst_16 = arith.constant dense<1.683590e+00> : vector<4xf16>
// CHECK-NEXT: %cst_17 = arith.constant dense<9.326170e-01> : vector<4xf16>
// CHECK-NEXT: %cst_18 = arith.constant dense<-5.625000e-01> : vector<4xf16>
// CHECK-NEXT: %cst_19 = arith.constant dense<-1.000000e+00> : vector<4xf16>
// CHECK-NEXT: %cst_20 = arith.constant dense<5.000000e-01> : vector<4xf16>
// CHECK-NEXT: %cst_21 = arith.constant dense<0.000000e+00> : vector<4xf16>
// CHECK-NEXT: %0 = arith.negf %arg0 : vector<4xf16>
// CHECK-NEXT: %1 = arith.cmpf ogt, %arg0, %cst_21 : vector<4xf16>
// CHECK-NEXT: %2 = arith.select %1, %0, %arg0 : vector<4xi1>, vector<4xf16>
// CHECK-NEXT: %3 = arith.cmpf ogt, %2, %cst_18 : vector<4xf16>
// CHECK-NEXT: %4 = math.absf %2 : vector<4xf16>
// CHECK-NEXT: %5 = arith.mulf %2, %2 : vector<4xf16>
// CHECK-NEXT: %6 = arith.subf %cst_15, %5 : vector<4xf16>
// CHECK-NEXT: %7 = math.sqrt %6 : vector<4xf16>
// CHECK-NEXT: %8 = arith.cmpf ogt, %5, %cst_20 : vector<4xf16>
// CHECK-NEXT: %9 = arith.select %8, %7, %4 : vector<4xi1>, vector<4xf16>
// CHECK-NEXT: %10 = arith.mulf %9, %9 : vector<4xf16>
// CHECK-NEXT: %11 = arith.mulf %10, %10 : vector<4xf16>
// CHECK-NEXT: %12 = math.fma %cst_14, %11, %cst_12 : vector<4xf16>
// CHECK-NEXT: %13 = math.fma %cst_13, %11, %cst_11 : vector<4xf16>
// CHECK-NEXT: %14 = math.fma %12, %11, %cst_10 : vector<4xf16>
// CHECK-NEXT: %15 = math.fma %13, %11, %cst_9 : vector<4xf16>
// CHECK-NEXT: %16 = math.fma %14, %11, %cst_8 : vector<4xf16>
// CHECK-NEXT: %17 = math.fma %15, %11, %cst_7 : vector<4xf16>
// CHECK-NEXT: %18 = math.fma %16, %11, %cst_6 : vector<4xf16>
// CHECK-NEXT: %19 = math.fma %17, %11, %cst_5 : vector<4xf16>
// CHECK-NEXT: %20 = math.fma %18, %11, %cst_4 : vector<4xf16>
// CHECK-NEXT: %21 = math.fma %19, %11, %cst_3 : vector<4xf16>
// CHECK-NEXT: %22 = math.fma %20, %10, %21 : vector<4xf16>
// CHECK-NEXT: %23 = math.fma %22, %10, %cst_2 : vector<4xf16>
// CHECK-NEXT: %24 = arith.mulf %9, %10 : vector<4xf16>
// CHECK-NEXT: %25 = math.fma %23, %24, %9 : vector<4xf16>
// CHECK-NEXT: %26 = arith.subf %cst_1, %25 : vector<4xf16>
// CHECK-NEXT: %27 = arith.select %8, %26, %25 : vector<4xi1>, vector<4xf16>
// CHECK-NEXT: %28 = math.copysign %27, %2 : vector<4xf16>
// CHECK-NEXT: %29 = math.fma %cst_17, %cst_16, %28 : vector<4xf16>
// CHECK-NEXT: %30 = math.fma %cst_20, %2, %cst_20 : vector<4xf16>
// CHECK-NEXT: %31 = math.sqrt %30 : vector<4xf16>
// CHECK-NEXT: %32 = math.absf %31 : vector<4xf16>
// CHECK-NEXT: %33 = arith.mulf %31, %31 : vector<4xf16>
// CHECK-NEXT: %34 = arith.subf %cst_15, %33 : vector<4xf16>
// CHECK-NEXT: %35 = math.sqrt %34 : vector<4xf16>
// CHECK-NEXT: %36 = arith.cmpf ogt, %33, %cst_20 : vector<4xf16>
// CHECK-NEXT: %37 = arith.select %36, %35, %32 : vector<4xi1>, vector<4xf16>
// CHECK-NEXT: %38 = arith.mulf %37, %37 : vector<4xf16>
// CHECK-NEXT: %39 = arith.mulf %38, %38 : vector<4xf16>
// CHECK-NEXT: %40 = math.fma %cst_14, %39, %cst_12 : vector<4xf16>
// CHECK-NEXT: %41 = math.fma %cst_13, %39, %cst_11 : vector<4xf16>
// CHECK-NEXT: %42 = math.fma %40, %39, %cst_10 : vector<4xf16>
// CHECK-NEXT: %43 = math.fma %41, %39, %cst_9 : vector<4xf16>
// CHECK-NEXT: %44 = math.fma %42, %39, %cst_8 : vector<4xf16>
// CHECK-NEXT: %45 = math.fma %43, %39, %cst_7 : vector<4xf16>
// CHECK-NEXT: %46 = math.fma %44, %39, %cst_6 : vector<4xf16>
// CHECK-NEXT: %47 = math.fma %45, %39, %cst_5 : vector<4xf16>
// CHECK-NEXT: %48 = math.fma %46, %39, %cst_4 : vector<4xf16>
// CHECK-NEXT: %49 = math.fma %47, %39, %cst_3 : vector<4xf16>
// CHECK-NEXT: %50 = math.fma %48, %38, %49 : vector<4xf16>
// CHECK-NEXT: %51 = math.fma %50, %38, %cst_2 : vector<4xf16>
// CHECK-NEXT: %52 = arith.mulf %37, %38 : vector<4xf16>
// CHECK-NEXT: %53 = math.fma %51, %52, %37 : vector<4xf16>
// CHECK-NEXT: %54 = arith.subf %cst_1, %53 : vector<4xf16>
// CHECK-NEXT: %55 = arith.select %36, %54, %53 : vector<4xi1>, vector<4xf16>
// CHECK-NEXT: %56 = math.copysign %55, %31 : vector<4xf16>
// CHECK-NEXT: %57 = arith.mulf %56, %cst_0 : vector<4xf16>
// CHECK-NEXT: %58 = arith.select %3, %29, %57 : vector<4xi1>, vector<4xf16>
// CHECK-NEXT: %59 = arith.cmpf oge, %arg0, %cst_19 : vector<4xf16>
// CHECK-NEXT: %60 = arith.cmpf olt, %arg0, %cst_21 : vector<4xf16>
// CHECK-NEXT: %61 = arith.andi %59, %60 : vector<4xi1>
// CHECK-NEXT: %62 = arith.negf %58 : vector<4xf16>
// CHECK-NEXT: %63 = math.fma %cst, %cst_16, %62 : vector<4xf16>
// CHECK-NEXT: %64 = arith.select %61, %63, %58 : vector<4xi1>, vector<4xf16>
// CHECK-NEXT: return %64 : vector<4xf16>
// CHECK-NEXT: }
func.func @acos_vector_f16(%arg0: vector<4xf16>) -> vector<4xf16> {
  %0 = math.acos %arg0 : vector<4xf16>
  return %0 : vector<4xf16>
}

// CHECK-LABEL: func.func @erf_vector_f16(
// CHECK-NEXT: %cst = arith.constant dense<3.750000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<8.000000e-01> : vector<4xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<0.0821908935> : vector<4xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<-0.583389878> : vector<4xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<1.62705934> : vector<4xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<-2.0606916> : vector<4xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<0.0572442785> : vector<4xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<-0.0883462652> : vector<4xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<0.448369086> : vector<4xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<-3.276070e-01> : vector<4xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<0.0739796459> : vector<4xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<-0.131808966> : vector<4xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<0.519230127> : vector<4xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<-0.463513821> : vector<4xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<-1.71048032E-5> : vector<4xf32>
// CHECK-NEXT: %cst_15 = arith.constant dense<2.53447099E-4> : vector<4xf32>
// CHECK-NEXT: %cst_16 = arith.constant dense<-0.00141373626> : vector<4xf32>
// CHECK-NEXT: %cst_17 = arith.constant dense<0.00351961935> : vector<4xf32>
// CHECK-NEXT: %cst_18 = arith.constant dense<-0.00330093061> : vector<4xf32>
// CHECK-NEXT: %cst_19 = arith.constant dense<0.0370645523> : vector<4xf32>
// CHECK-NEXT: %cst_20 = arith.constant dense<0.118407398> : vector<4xf32>
// CHECK-NEXT: %cst_21 = arith.constant dense<-0.364721417> : vector<4xf32>
// CHECK-NEXT: %cst_22 = arith.constant dense<1.12750685> : vector<4xf32>
// CHECK-NEXT: %cst_23 = arith.constant dense<0.0258146804> : vector<4xf32>
// CHECK-NEXT: %cst_24 = arith.constant dense<0.209741712> : vector<4xf32>
// CHECK-NEXT: %cst_25 = arith.constant dense<-0.523018539> : vector<4xf32>
// CHECK-NEXT: %cst_26 = arith.constant dense<1.12837911> : vector<4xf32>
// CHECK-NEXT: %cst_27 = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_28 = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = arith.extf %arg0 : vector<4xf16> to vector<4xf32>
// CHECK-NEXT: %1 = arith.cmpf olt, %0, %cst_28 : vector<4xf32>
// CHECK-NEXT: %2 = arith.negf %0 : vector<4xf32>
// CHECK-NEXT: %3 = arith.select %1, %2, %0 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %4 = arith.cmpf olt, %3, %cst_1 : vector<4xf32>
// CHECK-NEXT: %5 = arith.select %4, %cst_26, %cst_22 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %6 = arith.select %4, %cst_13, %cst_9 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %7 = arith.select %4, %cst_25, %cst_21 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %8 = arith.select %4, %cst_12, %cst_8 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %9 = arith.select %4, %cst_24, %cst_20 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %10 = arith.select %4, %cst_11, %cst_7 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %11 = arith.select %4, %cst_23, %cst_19 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %12 = arith.select %4, %cst_10, %cst_6 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %13 = arith.cmpf olt, %3, %cst_0 : vector<4xf32>
// CHECK-NEXT: %14 = arith.select %13, %cst_28, %cst_18 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %15 = arith.select %13, %5, %cst_17 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %16 = arith.select %13, %6, %cst_5 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %17 = arith.select %13, %7, %cst_16 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %18 = arith.select %13, %8, %cst_4 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %19 = arith.select %13, %9, %cst_15 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %20 = arith.select %13, %10, %cst_3 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %21 = arith.select %13, %11, %cst_14 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %22 = arith.select %13, %12, %cst_2 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %23 = arith.select %13, %cst_28, %cst_27 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %24 = arith.cmpf ult, %3, %cst : vector<4xf32>
// CHECK-NEXT: %25 = math.fma %3, %21, %19 : vector<4xf32>
// CHECK-NEXT: %26 = math.fma %3, %25, %17 : vector<4xf32>
// CHECK-NEXT: %27 = math.fma %3, %26, %15 : vector<4xf32>
// CHECK-NEXT: %28 = math.fma %3, %27, %14 : vector<4xf32>
// CHECK-NEXT: %29 = math.fma %3, %22, %20 : vector<4xf32>
// CHECK-NEXT: %30 = math.fma %3, %29, %18 : vector<4xf32>
// CHECK-NEXT: %31 = math.fma %3, %30, %16 : vector<4xf32>
// CHECK-NEXT: %32 = math.fma %3, %31, %cst_27 : vector<4xf32>
// CHECK-NEXT: %33 = arith.divf %28, %32 : vector<4xf32>
// CHECK-NEXT: %34 = arith.addf %23, %33 : vector<4xf32>
// CHECK-NEXT: %35 = arith.select %24, %34, %cst_27 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %36 = arith.negf %35 : vector<4xf32>
// CHECK-NEXT: %37 = arith.select %1, %36, %35 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %38 = arith.truncf %37 : vector<4xf32> to vector<4xf16>
// CHECK-NEXT: return %38 : vector<4xf16>
// CHECK-NEXT: }
func.func @erf_vector_f16(%arg0: vector<4xf16>) -> vector<4xf16> {
  %0 = math.erf %arg0 : vector<4xf16>
  return %0 : vector<4xf16>
}

// CHECK-LABEL: func.func @log_2d(
// CHECK-NEXT: %cst = arith.constant dense<0.693147182> : vector<2x4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.260000e+02> : vector<2x4xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<23> : vector<2x4xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<1056964608> : vector<2x4xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<-2139095041> : vector<2x4xi32>
// CHECK-NEXT: %cst_4 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<1.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<-5.000000e-01> : vector<2x4xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<1.17549435E-38> : vector<2x4xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<0xFF800000> : vector<2x4xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<0x7F800000> : vector<2x4xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<0x7FC00000> : vector<2x4xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<0.707106769> : vector<2x4xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<0.0703768358> : vector<2x4xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<-0.115146101> : vector<2x4xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<0.116769984> : vector<2x4xf32>
// CHECK-NEXT: %cst_15 = arith.constant dense<-0.12420141> : vector<2x4xf32>
// CHECK-NEXT: %cst_16 = arith.constant dense<0.142493233> : vector<2x4xf32>
// CHECK-NEXT: %cst_17 = arith.constant dense<-0.166680574> : vector<2x4xf32>
// CHECK-NEXT: %cst_18 = arith.constant dense<0.200007141> : vector<2x4xf32>
// CHECK-NEXT: %cst_19 = arith.constant dense<-0.24999994> : vector<2x4xf32>
// CHECK-NEXT: %cst_20 = arith.constant dense<0.333333313> : vector<2x4xf32>
// CHECK-NEXT: %0 = arith.cmpf ugt, %arg0, %cst_7 : vector<2x4xf32>
// CHECK-NEXT: %1 = arith.select %0, %arg0, %cst_7 : vector<2x4xi1>, vector<2x4xf32>
// CHECK-NEXT: %2 = arith.bitcast %1 : vector<2x4xf32> to vector<2x4xi32>
// CHECK-NEXT: %3 = arith.andi %2, %cst_3 : vector<2x4xi32>
// CHECK-NEXT: %4 = arith.ori %3, %cst_2 : vector<2x4xi32>
// CHECK-NEXT: %5 = arith.bitcast %4 : vector<2x4xi32> to vector<2x4xf32>
// CHECK-NEXT: %6 = arith.bitcast %1 : vector<2x4xf32> to vector<2x4xi32>
// CHECK-NEXT: %7 = arith.shrui %6, %cst_1 : vector<2x4xi32>
// CHECK-NEXT: %8 = arith.sitofp %7 : vector<2x4xi32> to vector<2x4xf32>
// CHECK-NEXT: %9 = arith.subf %8, %cst_0 : vector<2x4xf32>
// CHECK-NEXT: %10 = arith.cmpf olt, %5, %cst_11 : vector<2x4xf32>
// CHECK-NEXT: %11 = arith.select %10, %5, %cst_4 : vector<2x4xi1>, vector<2x4xf32>
// CHECK-NEXT: %12 = arith.subf %5, %cst_5 : vector<2x4xf32>
// CHECK-NEXT: %13 = arith.select %10, %cst_5, %cst_4 : vector<2x4xi1>, vector<2x4xf32>
// CHECK-NEXT: %14 = arith.subf %9, %13 : vector<2x4xf32>
// CHECK-NEXT: %15 = arith.addf %12, %11 : vector<2x4xf32>
// CHECK-NEXT: %16 = arith.mulf %15, %15 : vector<2x4xf32>
// CHECK-NEXT: %17 = arith.mulf %16, %15 : vector<2x4xf32>
// CHECK-NEXT: %18 = math.fma %cst_12, %15, %cst_13 : vector<2x4xf32>
// CHECK-NEXT: %19 = math.fma %cst_15, %15, %cst_16 : vector<2x4xf32>
// CHECK-NEXT: %20 = math.fma %cst_18, %15, %cst_19 : vector<2x4xf32>
// CHECK-NEXT: %21 = math.fma %18, %15, %cst_14 : vector<2x4xf32>
// CHECK-NEXT: %22 = math.fma %19, %15, %cst_17 : vector<2x4xf32>
// CHECK-NEXT: %23 = math.fma %20, %15, %cst_20 : vector<2x4xf32>
// CHECK-NEXT: %24 = math.fma %21, %17, %22 : vector<2x4xf32>
// CHECK-NEXT: %25 = math.fma %24, %17, %23 : vector<2x4xf32>
// CHECK-NEXT: %26 = arith.mulf %25, %17 : vector<2x4xf32>
// CHECK-NEXT: %27 = math.fma %cst_6, %16, %26 : vector<2x4xf32>
// CHECK-NEXT: %28 = arith.addf %15, %27 : vector<2x4xf32>
// CHECK-NEXT: %29 = math.fma %14, %cst, %28 : vector<2x4xf32>
// CHECK-NEXT: %30 = arith.cmpf ult, %arg0, %cst_4 : vector<2x4xf32>
// CHECK-NEXT: %31 = arith.cmpf oeq, %arg0, %cst_4 : vector<2x4xf32>
// CHECK-NEXT: %32 = arith.cmpf oeq, %arg0, %cst_9 : vector<2x4xf32>
// CHECK-NEXT: %33 = arith.select %32, %cst_9, %29 : vector<2x4xi1>, vector<2x4xf32>
// CHECK-NEXT: %34 = arith.select %30, %cst_10, %33 : vector<2x4xi1>, vector<2x4xf32>
// CHECK-NEXT: %35 = arith.select %31, %cst_8, %34 : vector<2x4xi1>, vector<2x4xf32>
// CHECK-NEXT: return %35 : vector<2x4xf32>
// CHECK-NEXT: }
func.func @log_2d(%arg0: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = math.log %arg0 : vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// CHECK-LABEL: func.func @sin_scalable(
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<[4]xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<3> : vector<[4]xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<-2.59630184E-7> : vector<[4]xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<2.47562348E-5> : vector<[4]xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<-0.00138883304> : vector<[4]xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<0.0416666418> : vector<[4]xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<-5.000000e-01> : vector<[4]xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<-2.50293279E-8> : vector<[4]xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<2.76001265E-6> : vector<[4]xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<-1.98426045E-4> : vector<[4]xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<0.00833334774> : vector<[4]xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<-0.166666672> : vector<[4]xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<-1.000000e+00> : vector<[4]xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<1.000000e+00> : vector<[4]xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<0.636619746> : vector<[4]xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<1.57079637> : vector<[4]xf32>
// CHECK-NEXT: %0 = arith.mulf %arg0, %cst_13 : vector<[4]xf32>
// CHECK-NEXT: %1 = math.floor %0 : vector<[4]xf32>
// CHECK-NEXT: %2 = arith.mulf %1, %cst_14 : vector<[4]xf32>
// CHECK-NEXT: %3 = arith.subf %arg0, %2 : vector<[4]xf32>
// CHECK-NEXT: %4 = arith.fptosi %1 : vector<[4]xf32> to vector<[4]xi32>
// CHECK-NEXT: %5 = arith.andi %4, %cst_0 : vector<[4]xi32>
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %cst : vector<[4]xi32>
// CHECK-NEXT: %7 = arith.cmpi eq, %5, %cst_0 : vector<[4]xi32>
// CHECK-NEXT: %8 = arith.ori %6, %7 : vector<[4]xi1>
// CHECK-NEXT: %9 = arith.cmpi sgt, %5, %cst : vector<[4]xi32>
// CHECK-NEXT: %10 = arith.mulf %3, %3 : vector<[4]xf32>
// CHECK-NEXT: %11 = arith.select %8, %cst_12, %3 : vector<[4]xi1>, vector<[4]xf32>
// CHECK-NEXT: %12 = arith.select %8, %cst_5, %cst_10 : vector<[4]xi1>, vector<[4]xf32>
// CHECK-NEXT: %13 = arith.select %8, %cst_4, %cst_9 : vector<[4]xi1>, vector<[4]xf32>
// CHECK-NEXT: %14 = arith.select %8, %cst_3, %cst_8 : vector<[4]xi1>, vector<[4]xf32>
// CHECK-NEXT: %15 = arith.select %8, %cst_2, %cst_7 : vector<[4]xi1>, vector<[4]xf32>
// CHECK-NEXT: %16 = arith.select %8, %cst_1, %cst_6 : vector<[4]xi1>, vector<[4]xf32>
// CHECK-NEXT: %17 = math.fma %10, %16, %15 : vector<[4]xf32>
// CHECK-NEXT: %18 = math.fma %10, %17, %14 : vector<[4]xf32>
// CHECK-NEXT: %19 = math.fma %10, %18, %13 : vector<[4]xf32>
// CHECK-NEXT: %20 = math.fma %10, %19, %12 : vector<[4]xf32>
// CHECK-NEXT: %21 = math.fma %10, %20, %cst_12 : vector<[4]xf32>
// CHECK-NEXT: %22 = arith.mulf %11, %21 : vector<[4]xf32>
// CHECK-NEXT: %23 = arith.mulf %22, %cst_11 : vector<[4]xf32>
// CHECK-NEXT: %24 = arith.select %9, %23, %22 : vector<[4]xi1>, vector<[4]xf32>
// CHECK-NEXT: return %24 : vector<[4]xf32>
// CHECK-NEXT: }
func.func @sin_scalable(%arg0: vector<[4]xf32>) -> vector<[4]xf32> {
  %0 = math.sin %arg0 : vector<[4]xf32>
  return %0 : vector<[4]xf32>
}

// CHECK-LABEL: func.func @cbrt_zero_rank(
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<i32>
// CHECK-NEXT: %cst_0 = arith.constant dense<4> : vector<i32>
// CHECK-NEXT: %cst_1 = arith.constant dense<8> : vector<i32>
// CHECK-NEXT: %cst_2 = arith.constant dense<709965728> : vector<i32>
// CHECK-NEXT: %cst_3 = arith.constant dense<0.333333343> : vector<f32>
// CHECK-NEXT: %cst_4 = arith.constant dense<2.000000e+00> : vector<f32>
// CHECK-NEXT: %cst_5 = arith.constant dense<0.000000e+00> : vector<f32>
// CHECK-NEXT: %0 = math.absf %arg0 : vector<f32>
// CHECK-NEXT: %1 = arith.bitcast %0 : vector<f32> to vector<i32>
// CHECK-NEXT: %2 = arith.shrsi %1, %cst : vector<i32>
// CHECK-NEXT: %3 = arith.shrsi %1, %cst_0 : vector<i32>
// CHECK-NEXT: %4 = arith.addi %2, %3 : vector<i32>
// CHECK-NEXT: %5 = arith.shrsi %4, %cst_0 : vector<i32>
// CHECK-NEXT: %6 = arith.addi %4, %5 : vector<i32>
// CHECK-NEXT: %7 = arith.shrsi %6, %cst_1 : vector<i32>
// CHECK-NEXT: %8 = arith.addi %6, %7 : vector<i32>
// CHECK-NEXT: %9 = arith.addi %8, %cst_2 : vector<i32>
// CHECK-NEXT: %10 = arith.bitcast %9 : vector<i32> to vector<f32>
// CHECK-NEXT: %11 = arith.mulf %10, %10 : vector<f32>
// CHECK-NEXT: %12 = arith.mulf %10, %cst_4 : vector<f32>
// CHECK-NEXT: %13 = arith.divf %0, %11 : vector<f32>
// CHECK-NEXT: %14 = arith.addf %12, %13 : vector<f32>
// CHECK-NEXT: %15 = arith.mulf %14, %cst_3 : vector<f32>
// CHECK-NEXT: %16 = arith.mulf %15, %15 : vector<f32>
// CHECK-NEXT: %17 = arith.mulf %15, %cst_4 : vector<f32>
// CHECK-NEXT: %18 = arith.divf %0, %16 : vector<f32>
// CHECK-NEXT: %19 = arith.addf %17, %18 : vector<f32>
// CHECK-NEXT: %20 = arith.mulf %19, %cst_3 : vector<f32>
// CHECK-NEXT: %21 = arith.cmpf oeq, %0, %cst_5 : vector<f32>
// CHECK-NEXT: %22 = arith.select %21, %cst_5, %20 : vector<i1>, vector<f32>
// CHECK-NEXT: %23 = math.copysign %22, %arg0 : vector<f32>
// CHECK-NEXT: return %23 : vector<f32>
// CHECK-NEXT: }
func.func @cbrt_zero_rank(%arg0: vector<f32>) -> vector<f32> {
  %0 = math.cbrt %arg0 : vector<f32>
  return %0 : vector<f32>
}

// CHECK-LABEL: func.func @expm1_chain(
// CHECK-NEXT: %cst = arith.constant 0.693147182 : f32
// CHECK-NEXT: %c-2139095041_i32 = arith.constant -2139095041 : i32
// CHECK-NEXT: %c1056964608_i32 = arith.constant 1056964608 : i32
// CHECK-NEXT: %cst_0 = arith.constant 1.260000e+02 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.333333313 : f32
// CHECK-NEXT: %cst_2 = arith.constant -0.24999994 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0.200007141 : f32
// CHECK-NEXT: %cst_4 = arith.constant -0.166680574 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0.142493233 : f32
// CHECK-NEXT: %cst_6 = arith.constant -0.12420141 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0.116769984 : f32
// CHECK-NEXT: %cst_8 = arith.constant -0.115146101 : f32
// CHECK-NEXT: %cst_9 = arith.constant 0.0703768358 : f32
// CHECK-NEXT: %cst_10 = arith.constant 0.707106769 : f32
// CHECK-NEXT: %cst_11 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_12 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_13 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_14 = arith.constant 1.17549435E-38 : f32
// CHECK-NEXT: %cst_15 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT: %cst_16 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT: %cst_17 = arith.constant 1.270000e+02 : f32
// CHECK-NEXT: %cst_18 = arith.constant -1.270000e+02 : f32
// CHECK-NEXT: %cst_19 = arith.constant 8.880000e+01 : f32
// CHECK-NEXT: %cst_20 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_21 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %cst_22 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_23 = arith.constant 1.44269502 : f32
// CHECK-NEXT: %cst_24 = arith.constant -0.693359375 : f32
// CHECK-NEXT: %cst_25 = arith.constant 2.12194442E-4 : f32
// CHECK-NEXT: %cst_26 = arith.constant 1.98756912E-4 : f32
// CHECK-NEXT: %cst_27 = arith.constant 0.00139819994 : f32
// CHECK-NEXT: %cst_28 = arith.constant 0.00833345205 : f32
// CHECK-NEXT: %cst_29 = arith.constant 0.0416657962 : f32
// CHECK-NEXT: %cst_30 = arith.constant 0.166666657 : f32
// CHECK-NEXT: %cst_31 = arith.constant -8.780000e+01 : f32
// CHECK-NEXT: %0 = arith.cmpf uge, %arg0, %cst_31 : f32
// CHECK-NEXT: %1 = arith.select %0, %arg0, %cst_31 : f32
// CHECK-NEXT: %2 = arith.cmpf ule, %1, %cst_19 : f32
// CHECK-NEXT: %3 = arith.select %2, %1, %cst_19 : f32
// CHECK-NEXT: %4 = math.fma %3, %cst_23, %cst_22 : f32
// CHECK-NEXT: %5 = math.floor %4 : f32
// CHECK-NEXT: %6 = arith.cmpf uge, %5, %cst_18 : f32
// CHECK-NEXT: %7 = arith.select %6, %5, %cst_18 : f32
// CHECK-NEXT: %8 = arith.cmpf ule, %7, %cst_17 : f32
// CHECK-NEXT: %9 = arith.select %8, %7, %cst_17 : f32
// CHECK-NEXT: %10 = math.fma %cst_24, %9, %3 : f32
// CHECK-NEXT: %11 = math.fma %cst_25, %9, %10 : f32
// CHECK-NEXT: %12 = math.fma %11, %cst_26, %cst_27 : f32
// CHECK-NEXT: %13 = math.fma %12, %11, %cst_28 : f32
// CHECK-NEXT: %14 = math.fma %13, %11, %cst_29 : f32
// CHECK-NEXT: %15 = math.fma %14, %11, %cst_30 : f32
// CHECK-NEXT: %16 = math.fma %15, %11, %cst_22 : f32
// CHECK-NEXT: %17 = arith.mulf %11, %11 : f32
// CHECK-NEXT: %18 = math.fma %16, %17, %11 : f32
// CHECK-NEXT: %19 = arith.addf %18, %cst_20 : f32
// CHECK-NEXT: %20 = arith.fptosi %9 : f32 to i32
// CHECK-NEXT: %21 = arith.addi %20, %c127_i32 : i32
// CHECK-NEXT: %22 = arith.shli %21, %c23_i32 : i32
// CHECK-NEXT: %23 = arith.bitcast %22 : i32 to f32
// CHECK-NEXT: %24 = arith.mulf %19, %23 : f32
// CHECK-NEXT: %25 = arith.cmpf ueq, %24, %cst_20 : f32
// CHECK-NEXT: %26 = arith.subf %24, %cst_20 : f32
// CHECK-NEXT: %27 = arith.cmpf oeq, %26, %cst_21 : f32
// CHECK-NEXT: %28 = arith.cmpf ugt, %24, %cst_14 : f32
// CHECK-NEXT: %29 = arith.select %28, %24, %cst_14 : f32
// CHECK-NEXT: %30 = arith.bitcast %29 : f32 to i32
// CHECK-NEXT: %31 = arith.andi %30, %c-2139095041_i32 : i32
// CHECK-NEXT: %32 = arith.ori %31, %c1056964608_i32 : i32
// CHECK-NEXT: %33 = arith.bitcast %32 : i32 to f32
// CHECK-NEXT: %34 = arith.bitcast %29 : f32 to i32
// CHECK-NEXT: %35 = arith.shrui %34, %c23_i32 : i32
// CHECK-NEXT: %36 = arith.sitofp %35 : i32 to f32
// CHECK-NEXT: %37 = arith.subf %36, %cst_0 : f32
// CHECK-NEXT: %38 = arith.cmpf olt, %33, %cst_10 : f32
// CHECK-NEXT: %39 = arith.select %38, %33, %cst_16 : f32
// CHECK-NEXT: %40 = arith.subf %33, %cst_20 : f32
// CHECK-NEXT: %41 = arith.select %38, %cst_20, %cst_16 : f32
// CHECK-NEXT: %42 = arith.subf %37, %41 : f32
// CHECK-NEXT: %43 = arith.addf %40, %39 : f32
// CHECK-NEXT: %44 = arith.mulf %43, %43 : f32
// CHECK-NEXT: %45 = arith.mulf %44, %43 : f32
// CHECK-NEXT: %46 = math.fma %cst_9, %43, %cst_8 : f32
// CHECK-NEXT: %47 = math.fma %cst_6, %43, %cst_5 : f32
// CHECK-NEXT: %48 = math.fma %cst_3, %43, %cst_2 : f32
// CHECK-NEXT: %49 = math.fma %46, %43, %cst_7 : f32
// CHECK-NEXT: %50 = math.fma %47, %43, %cst_4 : f32
// CHECK-NEXT: %51 = math.fma %48, %43, %cst_1 : f32
// CHECK-NEXT: %52 = math.fma %49, %45, %50 : f32
// CHECK-NEXT: %53 = math.fma %52, %45, %51 : f32
// CHECK-NEXT: %54 = arith.mulf %53, %45 : f32
// CHECK-NEXT: %55 = math.fma %cst_15, %44, %54 : f32
// CHECK-NEXT: %56 = arith.addf %43, %55 : f32
// CHECK-NEXT: %57 = math.fma %42, %cst, %56 : f32
// CHECK-NEXT: %58 = arith.cmpf ult, %24, %cst_16 : f32
// CHECK-NEXT: %59 = arith.cmpf oeq, %24, %cst_16 : f32
// CHECK-NEXT: %60 = arith.cmpf oeq, %24, %cst_12 : f32
// CHECK-NEXT: %61 = arith.select %60, %cst_12, %57 : f32
// CHECK-NEXT: %62 = arith.select %58, %cst_11, %61 : f32
// CHECK-NEXT: %63 = arith.select %59, %cst_13, %62 : f32
// CHECK-NEXT: %64 = arith.cmpf oeq, %63, %24 : f32
// CHECK-NEXT: %65 = arith.divf %arg0, %63 : f32
// CHECK-NEXT: %66 = arith.mulf %26, %65 : f32
// CHECK-NEXT: %67 = arith.select %64, %24, %66 : f32
// CHECK-NEXT: %68 = arith.select %27, %cst_21, %67 : f32
// CHECK-NEXT: %69 = arith.select %25, %arg0, %68 : f32
// CHECK-NEXT: %70 = arith.addf %69, %cst_20 : f32
// CHECK-NEXT: %71 = arith.cmpf oeq, %70, %cst_20 : f32
// CHECK-NEXT: %72 = arith.cmpf ugt, %70, %cst_14 : f32
// CHECK-NEXT: %73 = arith.select %72, %70, %cst_14 : f32
// CHECK-NEXT: %74 = arith.bitcast %73 : f32 to i32
// CHECK-NEXT: %75 = arith.andi %74, %c-2139095041_i32 : i32
// CHECK-NEXT: %76 = arith.ori %75, %c1056964608_i32 : i32
// CHECK-NEXT: %77 = arith.bitcast %76 : i32 to f32
// CHECK-NEXT: %78 = arith.bitcast %73 : f32 to i32
// CHECK-NEXT: %79 = arith.shrui %78, %c23_i32 : i32
// CHECK-NEXT: %80 = arith.sitofp %79 : i32 to f32
// CHECK-NEXT: %81 = arith.subf %80, %cst_0 : f32
// CHECK-NEXT: %82 = arith.cmpf olt, %77, %cst_10 : f32
// CHECK-NEXT: %83 = arith.select %82, %77, %cst_16 : f32
// CHECK-NEXT: %84 = arith.subf %77, %cst_20 : f32
// CHECK-NEXT: %85 = arith.select %82, %cst_20, %cst_16 : f32
// CHECK-NEXT: %86 = arith.subf %81, %85 : f32
// CHECK-NEXT: %87 = arith.addf %84, %83 : f32
// CHECK-NEXT: %88 = arith.mulf %87, %87 : f32
// CHECK-NEXT: %89 = arith.mulf %88, %87 : f32
// CHECK-NEXT: %90 = math.fma %cst_9, %87, %cst_8 : f32
// CHECK-NEXT: %91 = math.fma %cst_6, %87, %cst_5 : f32
// CHECK-NEXT: %92 = math.fma %cst_3, %87, %cst_2 : f32
// CHECK-NEXT: %93 = math.fma %90, %87, %cst_7 : f32
// CHECK-NEXT: %94 = math.fma %91, %87, %cst_4 : f32
// CHECK-NEXT: %95 = math.fma %92, %87, %cst_1 : f32
// CHECK-NEXT: %96 = math.fma %93, %89, %94 : f32
// CHECK-NEXT: %97 = math.fma %96, %89, %95 : f32
// CHECK-NEXT: %98 = arith.mulf %97, %89 : f32
// CHECK-NEXT: %99 = math.fma %cst_15, %88, %98 : f32
// CHECK-NEXT: %100 = arith.addf %87, %99 : f32
// CHECK-NEXT: %101 = math.fma %86, %cst, %100 : f32
// CHECK-NEXT: %102 = arith.cmpf ult, %70, %cst_16 : f32
// CHECK-NEXT: %103 = arith.cmpf oeq, %70, %cst_16 : f32
// CHECK-NEXT: %104 = arith.cmpf oeq, %70, %cst_12 : f32
// CHECK-NEXT: %105 = arith.select %104, %cst_12, %101 : f32
// CHECK-NEXT: %106 = arith.select %102, %cst_11, %105 : f32
// CHECK-NEXT: %107 = arith.select %103, %cst_13, %106 : f32
// CHECK-NEXT: %108 = arith.cmpf oeq, %70, %107 : f32
// CHECK-NEXT: %109 = arith.subf %70, %cst_20 : f32
// CHECK-NEXT: %110 = arith.divf %107, %109 : f32
// CHECK-NEXT: %111 = arith.mulf %69, %110 : f32
// CHECK-NEXT: %112 = arith.ori %71, %108 : i1
// CHECK-NEXT: %113 = arith.select %112, %69, %111 : f32
// CHECK-NEXT: return %113 : f32
// CHECK-NEXT: }
func.func @expm1_chain(%arg0: f32) -> f32 {
  %0 = math.expm1 %arg0 : f32
  %1 = math.log1p %0 : f32
  return %1 : f32
}

// CHECK-LABEL: func.func @untouched(
// CHECK-NEXT: %0 = math.exp %arg0 : f64
// CHECK-NEXT: %1 = math.rsqrt %arg1 : f32
// CHECK-NEXT: %2 = math.sqrt %arg1 : f32
// CHECK-NEXT: %3 = math.rsqrt %arg2 : vector<8xf32>
// CHECK-NEXT: return %0, %1, %2, %3 : f64, f32, f32, vector<8xf32>
// CHECK-NEXT: }
func.func @untouched(%arg0: f64, %arg1: f32, %arg2: vector<8xf32>) -> (f64, f32, f32, vector<8xf32>) {
  %0 = math.exp %arg0 : f64
  %1 = math.rsqrt %arg1 : f32
  %2 = math.sqrt %arg1 : f32
  %3 = math.rsqrt %arg2 : vector<8xf32>
  return %0, %1, %2, %3 : f64, f32, f32, vector<8xf32>
}

// CHECK-LABEL: func.func @powf_f16(
// CHECK-NEXT: %0 = math.powf %arg0, %arg1 : f16
// CHECK-NEXT: return %0 : f16
// CHECK-NEXT: }
func.func @powf_f16(%arg0: f16, %arg1: f16) -> f16 {
  %0 = math.powf %arg0, %arg1 : f16
  return %0 : f16
}

