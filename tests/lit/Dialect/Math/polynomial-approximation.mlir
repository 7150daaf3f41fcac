// RUN: oxir-opt %s --test-math-polynomial-approximation | FileCheck %s

// MLIR's polynomial approximations of the math functions, each on a scalar and on a vector
// (where the constants become splat vectors). The CHECK lines are what mlir-opt 22 prints
// for the same input, line for line.

// CHECK-LABEL: func.func @tanh_scalar(
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
// CHECK-NEXT: %cst_11 = arith.constant -7.99881172 : f32
// CHECK-NEXT: %cst_12 = arith.constant 7.99881172 : f32
// CHECK-NEXT: %0 = arith.cmpf ult, %arg0, %cst_12 : f32
// CHECK-NEXT: %1 = arith.select %0, %arg0, %cst_12 : f32
// CHECK-NEXT: %2 = arith.cmpf ugt, %1, %cst_11 : f32
// CHECK-NEXT: %3 = arith.select %2, %1, %cst_11 : f32
// CHECK-NEXT: %4 = math.absf %arg0 : f32
// CHECK-NEXT: %5 = arith.cmpf olt, %4, %cst_10 : f32
// CHECK-NEXT: %6 = arith.mulf %3, %3 : f32
// CHECK-NEXT: %7 = math.fma %6, %cst_3, %cst_4 : f32
// CHECK-NEXT: %8 = math.fma %6, %7, %cst_5 : f32
// CHECK-NEXT: %9 = math.fma %6, %8, %cst_6 : f32
// CHECK-NEXT: %10 = math.fma %6, %9, %cst_7 : f32
// CHECK-NEXT: %11 = math.fma %6, %10, %cst_8 : f32
// CHECK-NEXT: %12 = math.fma %6, %11, %cst_9 : f32
// CHECK-NEXT: %13 = arith.mulf %3, %12 : f32
// CHECK-NEXT: %14 = math.fma %6, %cst, %cst_0 : f32
// CHECK-NEXT: %15 = math.fma %6, %14, %cst_1 : f32
// CHECK-NEXT: %16 = math.fma %6, %15, %cst_2 : f32
// CHECK-NEXT: %17 = arith.divf %13, %16 : f32
// CHECK-NEXT: %18 = arith.select %5, %3, %17 : f32
// CHECK-NEXT: return %18 : f32
// CHECK-NEXT: }
func.func @tanh_scalar(%arg0: f32) -> f32 {
  %0 = math.tanh %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @tanh_vector(
// CHECK-NEXT: %cst = arith.constant dense<1.19825836E-6> : vector<8xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.18534706E-4> : vector<8xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<0.00226843474> : vector<8xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<0.00489352504> : vector<8xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<-2.76076837E-16> : vector<8xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<2.00018794E-13> : vector<8xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<-8.60467184E-11> : vector<8xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<5.12229725E-8> : vector<8xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<1.48572235E-5> : vector<8xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<6.37261954E-4> : vector<8xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<0.00489352457> : vector<8xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<4.000000e-04> : vector<8xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<-7.99881172> : vector<8xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<7.99881172> : vector<8xf32>
// CHECK-NEXT: %0 = arith.cmpf ult, %arg0, %cst_12 : vector<8xf32>
// CHECK-NEXT: %1 = arith.select %0, %arg0, %cst_12 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %2 = arith.cmpf ugt, %1, %cst_11 : vector<8xf32>
// CHECK-NEXT: %3 = arith.select %2, %1, %cst_11 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %4 = math.absf %arg0 : vector<8xf32>
// CHECK-NEXT: %5 = arith.cmpf olt, %4, %cst_10 : vector<8xf32>
// CHECK-NEXT: %6 = arith.mulf %3, %3 : vector<8xf32>
// CHECK-NEXT: %7 = math.fma %6, %cst_3, %cst_4 : vector<8xf32>
// CHECK-NEXT: %8 = math.fma %6, %7, %cst_5 : vector<8xf32>
// CHECK-NEXT: %9 = math.fma %6, %8, %cst_6 : vector<8xf32>
// CHECK-NEXT: %10 = math.fma %6, %9, %cst_7 : vector<8xf32>
// CHECK-NEXT: %11 = math.fma %6, %10, %cst_8 : vector<8xf32>
// CHECK-NEXT: %12 = math.fma %6, %11, %cst_9 : vector<8xf32>
// CHECK-NEXT: %13 = arith.mulf %3, %12 : vector<8xf32>
// CHECK-NEXT: %14 = math.fma %6, %cst, %cst_0 : vector<8xf32>
// CHECK-NEXT: %15 = math.fma %6, %14, %cst_1 : vector<8xf32>
// CHECK-NEXT: %16 = math.fma %6, %15, %cst_2 : vector<8xf32>
// CHECK-NEXT: %17 = arith.divf %13, %16 : vector<8xf32>
// CHECK-NEXT: %18 = arith.select %5, %3, %17 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %18 : vector<8xf32>
// CHECK-NEXT: }
func.func @tanh_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.tanh %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @log_scalar(
// CHECK-NEXT: %cst = arith.constant 0.693147182 : f32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT: %c-2139095041_i32 = arith.constant -2139095041 : i32
// CHECK-NEXT: %c1056964608_i32 = arith.constant 1056964608 : i32
// CHECK-NEXT: %cst_0 = arith.constant 1.260000e+02 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT: %cst_4 = arith.constant 1.17549435E-38 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0.707106769 : f32
// CHECK-NEXT: %cst_9 = arith.constant 0.0703768358 : f32
// CHECK-NEXT: %cst_10 = arith.constant -0.115146101 : f32
// CHECK-NEXT: %cst_11 = arith.constant 0.116769984 : f32
// CHECK-NEXT: %cst_12 = arith.constant -0.12420141 : f32
// CHECK-NEXT: %cst_13 = arith.constant 0.142493233 : f32
// CHECK-NEXT: %cst_14 = arith.constant -0.166680574 : f32
// CHECK-NEXT: %cst_15 = arith.constant 0.200007141 : f32
// CHECK-NEXT: %cst_16 = arith.constant -0.24999994 : f32
// CHECK-NEXT: %cst_17 = arith.constant 0.333333313 : f32
// CHECK-NEXT: %0 = arith.cmpf ugt, %arg0, %cst_4 : f32
// CHECK-NEXT: %1 = arith.select %0, %arg0, %cst_4 : f32
// CHECK-NEXT: %2 = arith.bitcast %1 : f32 to i32
// CHECK-NEXT: %3 = arith.andi %2, %c-2139095041_i32 : i32
// CHECK-NEXT: %4 = arith.ori %3, %c1056964608_i32 : i32
// CHECK-NEXT: %5 = arith.bitcast %4 : i32 to f32
// CHECK-NEXT: %6 = arith.bitcast %1 : f32 to i32
// CHECK-NEXT: %7 = arith.shrui %6, %c23_i32 : i32
// CHECK-NEXT: %8 = arith.sitofp %7 : i32 to f32
// CHECK-NEXT: %9 = arith.subf %8, %cst_0 : f32
// CHECK-NEXT: %10 = arith.cmpf olt, %5, %cst_8 : f32
// CHECK-NEXT: %11 = arith.select %10, %5, %cst_1 : f32
// CHECK-NEXT: %12 = arith.subf %5, %cst_2 : f32
// CHECK-NEXT: %13 = arith.select %10, %cst_2, %cst_1 : f32
// CHECK-NEXT: %14 = arith.subf %9, %13 : f32
// CHECK-NEXT: %15 = arith.addf %12, %11 : f32
// CHECK-NEXT: %16 = arith.mulf %15, %15 : f32
// CHECK-NEXT: %17 = arith.mulf %16, %15 : f32
// CHECK-NEXT: %18 = math.fma %cst_9, %15, %cst_10 : f32
// CHECK-NEXT: %19 = math.fma %cst_12, %15, %cst_13 : f32
// CHECK-NEXT: %20 = math.fma %cst_15, %15, %cst_16 : f32
// CHECK-NEXT: %21 = math.fma %18, %15, %cst_11 : f32
// CHECK-NEXT: %22 = math.fma %19, %15, %cst_14 : f32
// CHECK-NEXT: %23 = math.fma %20, %15, %cst_17 : f32
// CHECK-NEXT: %24 = math.fma %21, %17, %22 : f32
// CHECK-NEXT: %25 = math.fma %24, %17, %23 : f32
// CHECK-NEXT: %26 = arith.mulf %25, %17 : f32
// CHECK-NEXT: %27 = math.fma %cst_3, %16, %26 : f32
// CHECK-NEXT: %28 = arith.addf %15, %27 : f32
// CHECK-NEXT: %29 = math.fma %14, %cst, %28 : f32
// CHECK-NEXT: %30 = arith.cmpf ult, %arg0, %cst_1 : f32
// CHECK-NEXT: %31 = arith.cmpf oeq, %arg0, %cst_1 : f32
// CHECK-NEXT: %32 = arith.cmpf oeq, %arg0, %cst_6 : f32
// CHECK-NEXT: %33 = arith.select %32, %cst_6, %29 : f32
// CHECK-NEXT: %34 = arith.select %30, %cst_7, %33 : f32
// CHECK-NEXT: %35 = arith.select %31, %cst_5, %34 : f32
// CHECK-NEXT: return %35 : f32
// CHECK-NEXT: }
func.func @log_scalar(%arg0: f32) -> f32 {
  %0 = math.log %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @log_vector(
// CHECK-NEXT: %cst = arith.constant dense<0.693147182> : vector<8xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.260000e+02> : vector<8xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<23> : vector<8xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<1056964608> : vector<8xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<-2139095041> : vector<8xi32>
// CHECK-NEXT: %cst_4 = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<-5.000000e-01> : vector<8xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<1.17549435E-38> : vector<8xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<0xFF800000> : vector<8xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<0x7F800000> : vector<8xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<0x7FC00000> : vector<8xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<0.707106769> : vector<8xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<0.0703768358> : vector<8xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<-0.115146101> : vector<8xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<0.116769984> : vector<8xf32>
// CHECK-NEXT: %cst_15 = arith.constant dense<-0.12420141> : vector<8xf32>
// CHECK-NEXT: %cst_16 = arith.constant dense<0.142493233> : vector<8xf32>
// CHECK-NEXT: %cst_17 = arith.constant dense<-0.166680574> : vector<8xf32>
// CHECK-NEXT: %cst_18 = arith.constant dense<0.200007141> : vector<8xf32>
// CHECK-NEXT: %cst_19 = arith.constant dense<-0.24999994> : vector<8xf32>
// CHECK-NEXT: %cst_20 = arith.constant dense<0.333333313> : vector<8xf32>
// CHECK-NEXT: %0 = arith.cmpf ugt, %arg0, %cst_7 : vector<8xf32>
// CHECK-NEXT: %1 = arith.select %0, %arg0, %cst_7 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %2 = arith.bitcast %1 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: %3 = arith.andi %2, %cst_3 : vector<8xi32>
// CHECK-NEXT: %4 = arith.ori %3, %cst_2 : vector<8xi32>
// CHECK-NEXT: %5 = arith.bitcast %4 : vector<8xi32> to vector<8xf32>
// CHECK-NEXT: %6 = arith.bitcast %1 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: %7 = arith.shrui %6, %cst_1 : vector<8xi32>
// CHECK-NEXT: %8 = arith.sitofp %7 : vector<8xi32> to vector<8xf32>
// CHECK-NEXT: %9 = arith.subf %8, %cst_0 : vector<8xf32>
// CHECK-NEXT: %10 = arith.cmpf olt, %5, %cst_11 : vector<8xf32>
// CHECK-NEXT: %11 = arith.select %10, %5, %cst_4 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %12 = arith.subf %5, %cst_5 : vector<8xf32>
// CHECK-NEXT: %13 = arith.select %10, %cst_5, %cst_4 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %14 = arith.subf %9, %13 : vector<8xf32>
// CHECK-NEXT: %15 = arith.addf %12, %11 : vector<8xf32>
// CHECK-NEXT: %16 = arith.mulf %15, %15 : vector<8xf32>
// CHECK-NEXT: %17 = arith.mulf %16, %15 : vector<8xf32>
// CHECK-NEXT: %18 = math.fma %cst_12, %15, %cst_13 : vector<8xf32>
// CHECK-NEXT: %19 = math.fma %cst_15, %15, %cst_16 : vector<8xf32>
// CHECK-NEXT: %20 = math.fma %cst_18, %15, %cst_19 : vector<8xf32>
// CHECK-NEXT: %21 = math.fma %18, %15, %cst_14 : vector<8xf32>
// CHECK-NEXT: %22 = math.fma %19, %15, %cst_17 : vector<8xf32>
// CHECK-NEXT: %23 = math.fma %20, %15, %cst_20 : vector<8xf32>
// CHECK-NEXT: %24 = math.fma %21, %17, %22 : vector<8xf32>
// CHECK-NEXT: %25 = math.fma %24, %17, %23 : vector<8xf32>
// CHECK-NEXT: %26 = arith.mulf %25, %17 : vector<8xf32>
// CHECK-NEXT: %27 = math.fma %cst_6, %16, %26 : vector<8xf32>
// CHECK-NEXT: %28 = arith.addf %15, %27 : vector<8xf32>
// CHECK-NEXT: %29 = math.fma %14, %cst, %28 : vector<8xf32>
// CHECK-NEXT: %30 = arith.cmpf ult, %arg0, %cst_4 : vector<8xf32>
// CHECK-NEXT: %31 = arith.cmpf oeq, %arg0, %cst_4 : vector<8xf32>
// CHECK-NEXT: %32 = arith.cmpf oeq, %arg0, %cst_9 : vector<8xf32>
// CHECK-NEXT: %33 = arith.select %32, %cst_9, %29 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %34 = arith.select %30, %cst_10, %33 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %35 = arith.select %31, %cst_8, %34 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %35 : vector<8xf32>
// CHECK-NEXT: }
func.func @log_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.log %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @log2_scalar(
// CHECK-NEXT: %cst = arith.constant 1.44269502 : f32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT: %c-2139095041_i32 = arith.constant -2139095041 : i32
// CHECK-NEXT: %c1056964608_i32 = arith.constant 1056964608 : i32
// CHECK-NEXT: %cst_0 = arith.constant 1.260000e+02 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT: %cst_4 = arith.constant 1.17549435E-38 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0.707106769 : f32
// CHECK-NEXT: %cst_9 = arith.constant 0.0703768358 : f32
// CHECK-NEXT: %cst_10 = arith.constant -0.115146101 : f32
// CHECK-NEXT: %cst_11 = arith.constant 0.116769984 : f32
// CHECK-NEXT: %cst_12 = arith.constant -0.12420141 : f32
// CHECK-NEXT: %cst_13 = arith.constant 0.142493233 : f32
// CHECK-NEXT: %cst_14 = arith.constant -0.166680574 : f32
// CHECK-NEXT: %cst_15 = arith.constant 0.200007141 : f32
// CHECK-NEXT: %cst_16 = arith.constant -0.24999994 : f32
// CHECK-NEXT: %cst_17 = arith.constant 0.333333313 : f32
// CHECK-NEXT: %0 = arith.cmpf ugt, %arg0, %cst_4 : f32
// CHECK-NEXT: %1 = arith.select %0, %arg0, %cst_4 : f32
// CHECK-NEXT: %2 = arith.bitcast %1 : f32 to i32
// CHECK-NEXT: %3 = arith.andi %2, %c-2139095041_i32 : i32
// CHECK-NEXT: %4 = arith.ori %3, %c1056964608_i32 : i32
// CHECK-NEXT: %5 = arith.bitcast %4 : i32 to f32
// CHECK-NEXT: %6 = arith.bitcast %1 : f32 to i32
// CHECK-NEXT: %7 = arith.shrui %6, %c23_i32 : i32
// CHECK-NEXT: %8 = arith.sitofp %7 : i32 to f32
// CHECK-NEXT: %9 = arith.subf %8, %cst_0 : f32
// CHECK-NEXT: %10 = arith.cmpf olt, %5, %cst_8 : f32
// CHECK-NEXT: %11 = arith.select %10, %5, %cst_1 : f32
// CHECK-NEXT: %12 = arith.subf %5, %cst_2 : f32
// CHECK-NEXT: %13 = arith.select %10, %cst_2, %cst_1 : f32
// CHECK-NEXT: %14 = arith.subf %9, %13 : f32
// CHECK-NEXT: %15 = arith.addf %12, %11 : f32
// CHECK-NEXT: %16 = arith.mulf %15, %15 : f32
// CHECK-NEXT: %17 = arith.mulf %16, %15 : f32
// CHECK-NEXT: %18 = math.fma %cst_9, %15, %cst_10 : f32
// CHECK-NEXT: %19 = math.fma %cst_12, %15, %cst_13 : f32
// CHECK-NEXT: %20 = math.fma %cst_15, %15, %cst_16 : f32
// CHECK-NEXT: %21 = math.fma %18, %15, %cst_11 : f32
// CHECK-NEXT: %22 = math.fma %19, %15, %cst_14 : f32
// CHECK-NEXT: %23 = math.fma %20, %15, %cst_17 : f32
// CHECK-NEXT: %24 = math.fma %21, %17, %22 : f32
// CHECK-NEXT: %25 = math.fma %24, %17, %23 : f32
// CHECK-NEXT: %26 = arith.mulf %25, %17 : f32
// CHECK-NEXT: %27 = math.fma %cst_3, %16, %26 : f32
// CHECK-NEXT: %28 = arith.addf %15, %27 : f32
// CHECK-NEXT: %29 = math.fma %28, %cst, %14 : f32
// CHECK-NEXT: %30 = arith.cmpf ult, %arg0, %cst_1 : f32
// CHECK-NEXT: %31 = arith.cmpf oeq, %arg0, %cst_1 : f32
// CHECK-NEXT: %32 = arith.cmpf oeq, %arg0, %cst_6 : f32
// CHECK-NEXT: %33 = arith.select %32, %cst_6, %29 : f32
// CHECK-NEXT: %34 = arith.select %30, %cst_7, %33 : f32
// CHECK-NEXT: %35 = arith.select %31, %cst_5, %34 : f32
// CHECK-NEXT: return %35 : f32
// CHECK-NEXT: }
func.func @log2_scalar(%arg0: f32) -> f32 {
  %0 = math.log2 %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @log2_vector(
// CHECK-NEXT: %cst = arith.constant dense<1.44269502> : vector<8xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.260000e+02> : vector<8xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<23> : vector<8xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<1056964608> : vector<8xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<-2139095041> : vector<8xi32>
// CHECK-NEXT: %cst_4 = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<-5.000000e-01> : vector<8xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<1.17549435E-38> : vector<8xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<0xFF800000> : vector<8xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<0x7F800000> : vector<8xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<0x7FC00000> : vector<8xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<0.707106769> : vector<8xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<0.0703768358> : vector<8xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<-0.115146101> : vector<8xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<0.116769984> : vector<8xf32>
// CHECK-NEXT: %cst_15 = arith.constant dense<-0.12420141> : vector<8xf32>
// CHECK-NEXT: %cst_16 = arith.constant dense<0.142493233> : vector<8xf32>
// CHECK-NEXT: %cst_17 = arith.constant dense<-0.166680574> : vector<8xf32>
// CHECK-NEXT: %cst_18 = arith.constant dense<0.200007141> : vector<8xf32>
// CHECK-NEXT: %cst_19 = arith.constant dense<-0.24999994> : vector<8xf32>
// CHECK-NEXT: %cst_20 = arith.constant dense<0.333333313> : vector<8xf32>
// CHECK-NEXT: %0 = arith.cmpf ugt, %arg0, %cst_7 : vector<8xf32>
// CHECK-NEXT: %1 = arith.select %0, %arg0, %cst_7 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %2 = arith.bitcast %1 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: %3 = arith.andi %2, %cst_3 : vector<8xi32>
// CHECK-NEXT: %4 = arith.ori %3, %cst_2 : vector<8xi32>
// CHECK-NEXT: %5 = arith.bitcast %4 : vector<8xi32> to vector<8xf32>
// CHECK-NEXT: %6 = arith.bitcast %1 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: %7 = arith.shrui %6, %cst_1 : vector<8xi32>
// CHECK-NEXT: %8 = arith.sitofp %7 : vector<8xi32> to vector<8xf32>
// CHECK-NEXT: %9 = arith.subf %8, %cst_0 : vector<8xf32>
// CHECK-NEXT: %10 = arith.cmpf olt, %5, %cst_11 : vector<8xf32>
// CHECK-NEXT: %11 = arith.select %10, %5, %cst_4 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %12 = arith.subf %5, %cst_5 : vector<8xf32>
// CHECK-NEXT: %13 = arith.select %10, %cst_5, %cst_4 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %14 = arith.subf %9, %13 : vector<8xf32>
// CHECK-NEXT: %15 = arith.addf %12, %11 : vector<8xf32>
// CHECK-NEXT: %16 = arith.mulf %15, %15 : vector<8xf32>
// CHECK-NEXT: %17 = arith.mulf %16, %15 : vector<8xf32>
// CHECK-NEXT: %18 = math.fma %cst_12, %15, %cst_13 : vector<8xf32>
// CHECK-NEXT: %19 = math.fma %cst_15, %15, %cst_16 : vector<8xf32>
// CHECK-NEXT: %20 = math.fma %cst_18, %15, %cst_19 : vector<8xf32>
// CHECK-NEXT: %21 = math.fma %18, %15, %cst_14 : vector<8xf32>
// CHECK-NEXT: %22 = math.fma %19, %15, %cst_17 : vector<8xf32>
// CHECK-NEXT: %23 = math.fma %20, %15, %cst_20 : vector<8xf32>
// CHECK-NEXT: %24 = math.fma %21, %17, %22 : vector<8xf32>
// CHECK-NEXT: %25 = math.fma %24, %17, %23 : vector<8xf32>
// CHECK-NEXT: %26 = arith.mulf %25, %17 : vector<8xf32>
// CHECK-NEXT: %27 = math.fma %cst_6, %16, %26 : vector<8xf32>
// CHECK-NEXT: %28 = arith.addf %15, %27 : vector<8xf32>
// CHECK-NEXT: %29 = math.fma %28, %cst, %14 : vector<8xf32>
// CHECK-NEXT: %30 = arith.cmpf ult, %arg0, %cst_4 : vector<8xf32>
// CHECK-NEXT: %31 = arith.cmpf oeq, %arg0, %cst_4 : vector<8xf32>
// CHECK-NEXT: %32 = arith.cmpf oeq, %arg0, %cst_9 : vector<8xf32>
// CHECK-NEXT: %33 = arith.select %32, %cst_9, %29 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %34 = arith.select %30, %cst_10, %33 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %35 = arith.select %31, %cst_8, %34 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %35 : vector<8xf32>
// CHECK-NEXT: }
func.func @log2_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.log2 %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @log1p_scalar(
// CHECK-NEXT: %cst = arith.constant 0.693147182 : f32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
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
// CHECK-NEXT: %cst_17 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %cst_17 : f32
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst_17 : f32
// CHECK-NEXT: %2 = arith.cmpf ugt, %0, %cst_14 : f32
// CHECK-NEXT: %3 = arith.select %2, %0, %cst_14 : f32
// CHECK-NEXT: %4 = arith.bitcast %3 : f32 to i32
// CHECK-NEXT: %5 = arith.andi %4, %c-2139095041_i32 : i32
// CHECK-NEXT: %6 = arith.ori %5, %c1056964608_i32 : i32
// CHECK-NEXT: %7 = arith.bitcast %6 : i32 to f32
// CHECK-NEXT: %8 = arith.bitcast %3 : f32 to i32
// CHECK-NEXT: %9 = arith.shrui %8, %c23_i32 : i32
// CHECK-NEXT: %10 = arith.sitofp %9 : i32 to f32
// CHECK-NEXT: %11 = arith.subf %10, %cst_0 : f32
// CHECK-NEXT: %12 = arith.cmpf olt, %7, %cst_10 : f32
// CHECK-NEXT: %13 = arith.select %12, %7, %cst_16 : f32
// CHECK-NEXT: %14 = arith.subf %7, %cst_17 : f32
// CHECK-NEXT: %15 = arith.select %12, %cst_17, %cst_16 : f32
// CHECK-NEXT: %16 = arith.subf %11, %15 : f32
// CHECK-NEXT: %17 = arith.addf %14, %13 : f32
// CHECK-NEXT: %18 = arith.mulf %17, %17 : f32
// CHECK-NEXT: %19 = arith.mulf %18, %17 : f32
// CHECK-NEXT: %20 = math.fma %cst_9, %17, %cst_8 : f32
// CHECK-NEXT: %21 = math.fma %cst_6, %17, %cst_5 : f32
// CHECK-NEXT: %22 = math.fma %cst_3, %17, %cst_2 : f32
// CHECK-NEXT: %23 = math.fma %20, %17, %cst_7 : f32
// CHECK-NEXT: %24 = math.fma %21, %17, %cst_4 : f32
// CHECK-NEXT: %25 = math.fma %22, %17, %cst_1 : f32
// CHECK-NEXT: %26 = math.fma %23, %19, %24 : f32
// CHECK-NEXT: %27 = math.fma %26, %19, %25 : f32
// CHECK-NEXT: %28 = arith.mulf %27, %19 : f32
// CHECK-NEXT: %29 = math.fma %cst_15, %18, %28 : f32
// CHECK-NEXT: %30 = arith.addf %17, %29 : f32
// CHECK-NEXT: %31 = math.fma %16, %cst, %30 : f32
// CHECK-NEXT: %32 = arith.cmpf ult, %0, %cst_16 : f32
// CHECK-NEXT: %33 = arith.cmpf oeq, %0, %cst_16 : f32
// CHECK-NEXT: %34 = arith.cmpf oeq, %0, %cst_12 : f32
// CHECK-NEXT: %35 = arith.select %34, %cst_12, %31 : f32
// CHECK-NEXT: %36 = arith.select %32, %cst_11, %35 : f32
// CHECK-NEXT: %37 = arith.select %33, %cst_13, %36 : f32
// CHECK-NEXT: %38 = arith.cmpf oeq, %0, %37 : f32
// CHECK-NEXT: %39 = arith.subf %0, %cst_17 : f32
// CHECK-NEXT: %40 = arith.divf %37, %39 : f32
// CHECK-NEXT: %41 = arith.mulf %arg0, %40 : f32
// CHECK-NEXT: %42 = arith.ori %1, %38 : i1
// CHECK-NEXT: %43 = arith.select %42, %arg0, %41 : f32
// CHECK-NEXT: return %43 : f32
// CHECK-NEXT: }
func.func @log1p_scalar(%arg0: f32) -> f32 {
  %0 = math.log1p %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @log1p_vector(
// CHECK-NEXT: %cst = arith.constant dense<0.693147182> : vector<8xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.260000e+02> : vector<8xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<23> : vector<8xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<1056964608> : vector<8xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<-2139095041> : vector<8xi32>
// CHECK-NEXT: %cst_4 = arith.constant dense<0.333333313> : vector<8xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<-0.24999994> : vector<8xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<0.200007141> : vector<8xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<-0.166680574> : vector<8xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<0.142493233> : vector<8xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<-0.12420141> : vector<8xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<0.116769984> : vector<8xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<-0.115146101> : vector<8xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<0.0703768358> : vector<8xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<0.707106769> : vector<8xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<0x7FC00000> : vector<8xf32>
// CHECK-NEXT: %cst_15 = arith.constant dense<0x7F800000> : vector<8xf32>
// CHECK-NEXT: %cst_16 = arith.constant dense<0xFF800000> : vector<8xf32>
// CHECK-NEXT: %cst_17 = arith.constant dense<1.17549435E-38> : vector<8xf32>
// CHECK-NEXT: %cst_18 = arith.constant dense<-5.000000e-01> : vector<8xf32>
// CHECK-NEXT: %cst_19 = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_20 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %0 = arith.addf %arg0, %cst_20 : vector<8xf32>
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst_20 : vector<8xf32>
// CHECK-NEXT: %2 = arith.cmpf ugt, %0, %cst_17 : vector<8xf32>
// CHECK-NEXT: %3 = arith.select %2, %0, %cst_17 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %4 = arith.bitcast %3 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: %5 = arith.andi %4, %cst_3 : vector<8xi32>
// CHECK-NEXT: %6 = arith.ori %5, %cst_2 : vector<8xi32>
// CHECK-NEXT: %7 = arith.bitcast %6 : vector<8xi32> to vector<8xf32>
// CHECK-NEXT: %8 = arith.bitcast %3 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: %9 = arith.shrui %8, %cst_1 : vector<8xi32>
// CHECK-NEXT: %10 = arith.sitofp %9 : vector<8xi32> to vector<8xf32>
// CHECK-NEXT: %11 = arith.subf %10, %cst_0 : vector<8xf32>
// CHECK-NEXT: %12 = arith.cmpf olt, %7, %cst_13 : vector<8xf32>
// CHECK-NEXT: %13 = arith.select %12, %7, %cst_19 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %14 = arith.subf %7, %cst_20 : vector<8xf32>
// CHECK-NEXT: %15 = arith.select %12, %cst_20, %cst_19 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %16 = arith.subf %11, %15 : vector<8xf32>
// CHECK-NEXT: %17 = arith.addf %14, %13 : vector<8xf32>
// CHECK-NEXT: %18 = arith.mulf %17, %17 : vector<8xf32>
// CHECK-NEXT: %19 = arith.mulf %18, %17 : vector<8xf32>
// CHECK-NEXT: %20 = math.fma %cst_12, %17, %cst_11 : vector<8xf32>
// CHECK-NEXT: %21 = math.fma %cst_9, %17, %cst_8 : vector<8xf32>
// CHECK-NEXT: %22 = math.fma %cst_6, %17, %cst_5 : vector<8xf32>
// CHECK-NEXT: %23 = math.fma %20, %17, %cst_10 : vector<8xf32>
// CHECK-NEXT: %24 = math.fma %21, %17, %cst_7 : vector<8xf32>
// CHECK-NEXT: %25 = math.fma %22, %17, %cst_4 : vector<8xf32>
// CHECK-NEXT: %26 = math.fma %23, %19, %24 : vector<8xf32>
// CHECK-NEXT: %27 = math.fma %26, %19, %25 : vector<8xf32>
// CHECK-NEXT: %28 = arith.mulf %27, %19 : vector<8xf32>
// CHECK-NEXT: %29 = math.fma %cst_18, %18, %28 : vector<8xf32>
// CHECK-NEXT: %30 = arith.addf %17, %29 : vector<8xf32>
// CHECK-NEXT: %31 = math.fma %16, %cst, %30 : vector<8xf32>
// CHECK-NEXT: %32 = arith.cmpf ult, %0, %cst_19 : vector<8xf32>
// CHECK-NEXT: %33 = arith.cmpf oeq, %0, %cst_19 : vector<8xf32>
// CHECK-NEXT: %34 = arith.cmpf oeq, %0, %cst_15 : vector<8xf32>
// CHECK-NEXT: %35 = arith.select %34, %cst_15, %31 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %36 = arith.select %32, %cst_14, %35 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %37 = arith.select %33, %cst_16, %36 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %38 = arith.cmpf oeq, %0, %37 : vector<8xf32>
// CHECK-NEXT: %39 = arith.subf %0, %cst_20 : vector<8xf32>
// CHECK-NEXT: %40 = arith.divf %37, %39 : vector<8xf32>
// CHECK-NEXT: %41 = arith.mulf %arg0, %40 : vector<8xf32>
// CHECK-NEXT: %42 = arith.ori %1, %38 : vector<8xi1>
// CHECK-NEXT: %43 = arith.select %42, %arg0, %41 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %43 : vector<8xf32>
// CHECK-NEXT: }
func.func @log1p_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.log1p %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @erf_scalar(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.12837911 : f32
// CHECK-NEXT: %cst_2 = arith.constant -0.523018539 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0.209741712 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0.0258146804 : f32
// CHECK-NEXT: %cst_5 = arith.constant 1.12750685 : f32
// CHECK-NEXT: %cst_6 = arith.constant -0.364721417 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0.118407398 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0.0370645523 : f32
// CHECK-NEXT: %cst_9 = arith.constant -0.00330093061 : f32
// CHECK-NEXT: %cst_10 = arith.constant 0.00351961935 : f32
// CHECK-NEXT: %cst_11 = arith.constant -0.00141373626 : f32
// CHECK-NEXT: %cst_12 = arith.constant 2.53447099E-4 : f32
// CHECK-NEXT: %cst_13 = arith.constant -1.71048032E-5 : f32
// CHECK-NEXT: %cst_14 = arith.constant -0.463513821 : f32
// CHECK-NEXT: %cst_15 = arith.constant 0.519230127 : f32
// CHECK-NEXT: %cst_16 = arith.constant -0.131808966 : f32
// CHECK-NEXT: %cst_17 = arith.constant 0.0739796459 : f32
// CHECK-NEXT: %cst_18 = arith.constant -3.276070e-01 : f32
// CHECK-NEXT: %cst_19 = arith.constant 0.448369086 : f32
// CHECK-NEXT: %cst_20 = arith.constant -0.0883462652 : f32
// CHECK-NEXT: %cst_21 = arith.constant 0.0572442785 : f32
// CHECK-NEXT: %cst_22 = arith.constant -2.0606916 : f32
// CHECK-NEXT: %cst_23 = arith.constant 1.62705934 : f32
// CHECK-NEXT: %cst_24 = arith.constant -0.583389878 : f32
// CHECK-NEXT: %cst_25 = arith.constant 0.0821908935 : f32
// CHECK-NEXT: %cst_26 = arith.constant 8.000000e-01 : f32
// CHECK-NEXT: %cst_27 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_28 = arith.constant 3.750000e+00 : f32
// CHECK-NEXT: %0 = arith.cmpf olt, %arg0, %cst : f32
// CHECK-NEXT: %1 = arith.negf %arg0 : f32
// CHECK-NEXT: %2 = arith.select %0, %1, %arg0 : f32
// CHECK-NEXT: %3 = arith.cmpf olt, %2, %cst_26 : f32
// CHECK-NEXT: %4 = arith.select %3, %cst_1, %cst_5 : f32
// CHECK-NEXT: %5 = arith.select %3, %cst_14, %cst_18 : f32
// CHECK-NEXT: %6 = arith.select %3, %cst_2, %cst_6 : f32
// CHECK-NEXT: %7 = arith.select %3, %cst_15, %cst_19 : f32
// CHECK-NEXT: %8 = arith.select %3, %cst_3, %cst_7 : f32
// CHECK-NEXT: %9 = arith.select %3, %cst_16, %cst_20 : f32
// CHECK-NEXT: %10 = arith.select %3, %cst_4, %cst_8 : f32
// CHECK-NEXT: %11 = arith.select %3, %cst_17, %cst_21 : f32
// CHECK-NEXT: %12 = arith.cmpf olt, %2, %cst_27 : f32
// CHECK-NEXT: %13 = arith.select %12, %cst, %cst_9 : f32
// CHECK-NEXT: %14 = arith.select %12, %4, %cst_10 : f32
// CHECK-NEXT: %15 = arith.select %12, %5, %cst_22 : f32
// CHECK-NEXT: %16 = arith.select %12, %6, %cst_11 : f32
// CHECK-NEXT: %17 = arith.select %12, %7, %cst_23 : f32
// CHECK-NEXT: %18 = arith.select %12, %8, %cst_12 : f32
// CHECK-NEXT: %19 = arith.select %12, %9, %cst_24 : f32
// CHECK-NEXT: %20 = arith.select %12, %10, %cst_13 : f32
// CHECK-NEXT: %21 = arith.select %12, %11, %cst_25 : f32
// CHECK-NEXT: %22 = arith.select %12, %cst, %cst_0 : f32
// CHECK-NEXT: %23 = arith.cmpf ult, %2, %cst_28 : f32
// CHECK-NEXT: %24 = math.fma %2, %20, %18 : f32
// CHECK-NEXT: %25 = math.fma %2, %24, %16 : f32
// CHECK-NEXT: %26 = math.fma %2, %25, %14 : f32
// CHECK-NEXT: %27 = math.fma %2, %26, %13 : f32
// CHECK-NEXT: %28 = math.fma %2, %21, %19 : f32
// CHECK-NEXT: %29 = math.fma %2, %28, %17 : f32
// CHECK-NEXT: %30 = math.fma %2, %29, %15 : f32
// CHECK-NEXT: %31 = math.fma %2, %30, %cst_0 : f32
// CHECK-NEXT: %32 = arith.divf %27, %31 : f32
// CHECK-NEXT: %33 = arith.addf %22, %32 : f32
// CHECK-NEXT: %34 = arith.select %23, %33, %cst_0 : f32
// CHECK-NEXT: %35 = arith.negf %34 : f32
// CHECK-NEXT: %36 = arith.select %0, %35, %34 : f32
// CHECK-NEXT: return %36 : f32
// CHECK-NEXT: }
func.func @erf_scalar(%arg0: f32) -> f32 {
  %0 = math.erf %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @erf_vector(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<1.12837911> : vector<8xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<-0.523018539> : vector<8xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<0.209741712> : vector<8xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<0.0258146804> : vector<8xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<1.12750685> : vector<8xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<-0.364721417> : vector<8xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<0.118407398> : vector<8xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<0.0370645523> : vector<8xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<-0.00330093061> : vector<8xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<0.00351961935> : vector<8xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<-0.00141373626> : vector<8xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<2.53447099E-4> : vector<8xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<-1.71048032E-5> : vector<8xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<-0.463513821> : vector<8xf32>
// CHECK-NEXT: %cst_15 = arith.constant dense<0.519230127> : vector<8xf32>
// CHECK-NEXT: %cst_16 = arith.constant dense<-0.131808966> : vector<8xf32>
// CHECK-NEXT: %cst_17 = arith.constant dense<0.0739796459> : vector<8xf32>
// CHECK-NEXT: %cst_18 = arith.constant dense<-3.276070e-01> : vector<8xf32>
// CHECK-NEXT: %cst_19 = arith.constant dense<0.448369086> : vector<8xf32>
// CHECK-NEXT: %cst_20 = arith.constant dense<-0.0883462652> : vector<8xf32>
// CHECK-NEXT: %cst_21 = arith.constant dense<0.0572442785> : vector<8xf32>
// CHECK-NEXT: %cst_22 = arith.constant dense<-2.0606916> : vector<8xf32>
// CHECK-NEXT: %cst_23 = arith.constant dense<1.62705934> : vector<8xf32>
// CHECK-NEXT: %cst_24 = arith.constant dense<-0.583389878> : vector<8xf32>
// CHECK-NEXT: %cst_25 = arith.constant dense<0.0821908935> : vector<8xf32>
// CHECK-NEXT: %cst_26 = arith.constant dense<8.000000e-01> : vector<8xf32>
// CHECK-NEXT: %cst_27 = arith.constant dense<2.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_28 = arith.constant dense<3.750000e+00> : vector<8xf32>
// CHECK-NEXT: %0 = arith.cmpf olt, %arg0, %cst : vector<8xf32>
// CHECK-NEXT: %1 = arith.negf %arg0 : vector<8xf32>
// CHECK-NEXT: %2 = arith.select %0, %1, %arg0 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %3 = arith.cmpf olt, %2, %cst_26 : vector<8xf32>
// CHECK-NEXT: %4 = arith.select %3, %cst_1, %cst_5 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %5 = arith.select %3, %cst_14, %cst_18 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %6 = arith.select %3, %cst_2, %cst_6 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %7 = arith.select %3, %cst_15, %cst_19 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %8 = arith.select %3, %cst_3, %cst_7 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %9 = arith.select %3, %cst_16, %cst_20 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %10 = arith.select %3, %cst_4, %cst_8 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %11 = arith.select %3, %cst_17, %cst_21 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %12 = arith.cmpf olt, %2, %cst_27 : vector<8xf32>
// CHECK-NEXT: %13 = arith.select %12, %cst, %cst_9 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %14 = arith.select %12, %4, %cst_10 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %15 = arith.select %12, %5, %cst_22 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %16 = arith.select %12, %6, %cst_11 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %17 = arith.select %12, %7, %cst_23 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %18 = arith.select %12, %8, %cst_12 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %19 = arith.select %12, %9, %cst_24 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %20 = arith.select %12, %10, %cst_13 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %21 = arith.select %12, %11, %cst_25 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %22 = arith.select %12, %cst, %cst_0 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %23 = arith.cmpf ult, %2, %cst_28 : vector<8xf32>
// CHECK-NEXT: %24 = math.fma %2, %20, %18 : vector<8xf32>
// CHECK-NEXT: %25 = math.fma %2, %24, %16 : vector<8xf32>
// CHECK-NEXT: %26 = math.fma %2, %25, %14 : vector<8xf32>
// CHECK-NEXT: %27 = math.fma %2, %26, %13 : vector<8xf32>
// CHECK-NEXT: %28 = math.fma %2, %21, %19 : vector<8xf32>
// CHECK-NEXT: %29 = math.fma %2, %28, %17 : vector<8xf32>
// CHECK-NEXT: %30 = math.fma %2, %29, %15 : vector<8xf32>
// CHECK-NEXT: %31 = math.fma %2, %30, %cst_0 : vector<8xf32>
// CHECK-NEXT: %32 = arith.divf %27, %31 : vector<8xf32>
// CHECK-NEXT: %33 = arith.addf %22, %32 : vector<8xf32>
// CHECK-NEXT: %34 = arith.select %23, %33, %cst_0 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %35 = arith.negf %34 : vector<8xf32>
// CHECK-NEXT: %36 = arith.select %0, %35, %34 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %36 : vector<8xf32>
// CHECK-NEXT: }
func.func @erf_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.erf %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @erfc_scalar(
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
// CHECK-NEXT: %cst_11 = arith.constant 0.276978403 : f32
// CHECK-NEXT: %cst_12 = arith.constant -0.0927639827 : f32
// CHECK-NEXT: %cst_13 = arith.constant -0.166031361 : f32
// CHECK-NEXT: %cst_14 = arith.constant 0.164055392 : f32
// CHECK-NEXT: %cst_15 = arith.constant -0.0542046614 : f32
// CHECK-NEXT: %cst_16 = arith.constant -8.059920e-03 : f32
// CHECK-NEXT: %cst_17 = arith.constant 0.00863227434 : f32
// CHECK-NEXT: %cst_18 = arith.constant 0.00131355342 : f32
// CHECK-NEXT: %cst_19 = arith.constant -0.0012307521 : f32
// CHECK-NEXT: %cst_20 = arith.constant -4.01139259E-4 : f32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_21 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_22 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_23 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_24 = arith.constant -4.000000e+00 : f32
// CHECK-NEXT: %cst_25 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_26 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_27 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_28 = arith.constant 10.0546875 : f32
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = arith.addf %0, %cst_26 : f32
// CHECK-NEXT: %2 = arith.divf %cst_22, %1 : f32
// CHECK-NEXT: %3 = math.fma %cst_24, %2, %cst_22 : f32
// CHECK-NEXT: %4 = arith.addf %3, %cst_22 : f32
// CHECK-NEXT: %5 = math.fma %4, %cst_25, %0 : f32
// CHECK-NEXT: %6 = arith.negf %0 : f32
// CHECK-NEXT: %7 = math.fma %6, %3, %5 : f32
// CHECK-NEXT: %8 = math.fma %2, %7, %3 : f32
// CHECK-NEXT: %9 = math.fma %cst_20, %8, %cst_19 : f32
// CHECK-NEXT: %10 = math.fma %9, %8, %cst_18 : f32
// CHECK-NEXT: %11 = math.fma %10, %8, %cst_17 : f32
// CHECK-NEXT: %12 = math.fma %11, %8, %cst_16 : f32
// CHECK-NEXT: %13 = math.fma %12, %8, %cst_15 : f32
// CHECK-NEXT: %14 = math.fma %13, %8, %cst_14 : f32
// CHECK-NEXT: %15 = math.fma %14, %8, %cst_13 : f32
// CHECK-NEXT: %16 = math.fma %15, %8, %cst_12 : f32
// CHECK-NEXT: %17 = math.fma %16, %8, %cst_11 : f32
// CHECK-NEXT: %18 = math.fma %cst_26, %0, %cst_22 : f32
// CHECK-NEXT: %19 = arith.divf %cst_22, %18 : f32
// CHECK-NEXT: %20 = math.fma %17, %19, %19 : f32
// CHECK-NEXT: %21 = arith.negf %0 : f32
// CHECK-NEXT: %22 = math.fma %20, %21, %cst_23 : f32
// CHECK-NEXT: %23 = arith.subf %17, %20 : f32
// CHECK-NEXT: %24 = math.fma %22, %cst_26, %23 : f32
// CHECK-NEXT: %25 = math.fma %24, %19, %20 : f32
// CHECK-NEXT: %26 = arith.mulf %0, %0 : f32
// CHECK-NEXT: %27 = arith.negf %26 : f32
// CHECK-NEXT: %28 = arith.cmpf uge, %27, %cst_2 : f32
// CHECK-NEXT: %29 = arith.select %28, %27, %cst_2 : f32
// CHECK-NEXT: %30 = arith.cmpf ule, %29, %cst_1 : f32
// CHECK-NEXT: %31 = arith.select %30, %29, %cst_1 : f32
// CHECK-NEXT: %32 = math.fma %31, %cst_10, %cst_23 : f32
// CHECK-NEXT: %33 = math.floor %32 : f32
// CHECK-NEXT: %34 = arith.cmpf uge, %33, %cst_0 : f32
// CHECK-NEXT: %35 = arith.select %34, %33, %cst_0 : f32
// CHECK-NEXT: %36 = arith.cmpf ule, %35, %cst : f32
// CHECK-NEXT: %37 = arith.select %36, %35, %cst : f32
// CHECK-NEXT: %38 = math.fma %cst_9, %37, %31 : f32
// CHECK-NEXT: %39 = math.fma %cst_8, %37, %38 : f32
// CHECK-NEXT: %40 = math.fma %39, %cst_7, %cst_6 : f32
// CHECK-NEXT: %41 = math.fma %40, %39, %cst_5 : f32
// CHECK-NEXT: %42 = math.fma %41, %39, %cst_4 : f32
// CHECK-NEXT: %43 = math.fma %42, %39, %cst_3 : f32
// CHECK-NEXT: %44 = math.fma %43, %39, %cst_23 : f32
// CHECK-NEXT: %45 = arith.mulf %39, %39 : f32
// CHECK-NEXT: %46 = math.fma %44, %45, %39 : f32
// CHECK-NEXT: %47 = arith.addf %46, %cst_22 : f32
// CHECK-NEXT: %48 = arith.fptosi %37 : f32 to i32
// CHECK-NEXT: %49 = arith.addi %48, %c127_i32 : i32
// CHECK-NEXT: %50 = arith.shli %49, %c23_i32 : i32
// CHECK-NEXT: %51 = arith.bitcast %50 : i32 to f32
// CHECK-NEXT: %52 = arith.mulf %47, %51 : f32
// CHECK-NEXT: %53 = arith.negf %0 : f32
// CHECK-NEXT: %54 = math.fma %53, %0, %26 : f32
// CHECK-NEXT: %55 = arith.mulf %25, %52 : f32
// CHECK-NEXT: %56 = arith.mulf %55, %54 : f32
// CHECK-NEXT: %57 = math.fma %25, %52, %56 : f32
// CHECK-NEXT: %58 = arith.cmpf olt, %0, %cst_27 : f32
// CHECK-NEXT: %59 = arith.xori %58, %true : i1
// CHECK-NEXT: %60 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: %61 = arith.select %59, %60, %57 : f32
// CHECK-NEXT: %62 = arith.cmpf ogt, %0, %cst_28 : f32
// CHECK-NEXT: %63 = arith.select %62, %cst_21, %61 : f32
// CHECK-NEXT: %64 = arith.cmpf olt, %arg0, %cst_21 : f32
// CHECK-NEXT: %65 = arith.subf %cst_26, %63 : f32
// CHECK-NEXT: %66 = arith.select %64, %65, %63 : f32
// CHECK-NEXT: return %66 : f32
// CHECK-NEXT: }
func.func @erfc_scalar(%arg0: f32) -> f32 {
  %0 = math.erfc %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @erfc_vector(
// CHECK-NEXT: %cst = arith.constant dense<127> : vector<8xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<23> : vector<8xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<1.270000e+02> : vector<8xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<-1.270000e+02> : vector<8xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<8.880000e+01> : vector<8xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<-8.780000e+01> : vector<8xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<0.166666657> : vector<8xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<0.0416657962> : vector<8xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<0.00833345205> : vector<8xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<0.00139819994> : vector<8xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<1.98756912E-4> : vector<8xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<2.12194442E-4> : vector<8xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<-0.693359375> : vector<8xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<1.44269502> : vector<8xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<0.276978403> : vector<8xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<-0.0927639827> : vector<8xf32>
// CHECK-NEXT: %cst_15 = arith.constant dense<-0.166031361> : vector<8xf32>
// CHECK-NEXT: %cst_16 = arith.constant dense<0.164055392> : vector<8xf32>
// CHECK-NEXT: %cst_17 = arith.constant dense<-0.0542046614> : vector<8xf32>
// CHECK-NEXT: %cst_18 = arith.constant dense<-8.059920e-03> : vector<8xf32>
// CHECK-NEXT: %cst_19 = arith.constant dense<0.00863227434> : vector<8xf32>
// CHECK-NEXT: %cst_20 = arith.constant dense<0.00131355342> : vector<8xf32>
// CHECK-NEXT: %cst_21 = arith.constant dense<-0.0012307521> : vector<8xf32>
// CHECK-NEXT: %cst_22 = arith.constant dense<-4.01139259E-4> : vector<8xf32>
// CHECK-NEXT: %cst_23 = arith.constant dense<true> : vector<8xi1>
// CHECK-NEXT: %cst_24 = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_25 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_26 = arith.constant dense<5.000000e-01> : vector<8xf32>
// CHECK-NEXT: %cst_27 = arith.constant dense<-4.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_28 = arith.constant dense<-2.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_29 = arith.constant dense<2.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_30 = arith.constant dense<0x7F800000> : vector<8xf32>
// CHECK-NEXT: %cst_31 = arith.constant dense<10.0546875> : vector<8xf32>
// CHECK-NEXT: %0 = math.absf %arg0 : vector<8xf32>
// CHECK-NEXT: %1 = arith.addf %0, %cst_29 : vector<8xf32>
// CHECK-NEXT: %2 = arith.divf %cst_25, %1 : vector<8xf32>
// CHECK-NEXT: %3 = math.fma %cst_27, %2, %cst_25 : vector<8xf32>
// CHECK-NEXT: %4 = arith.addf %3, %cst_25 : vector<8xf32>
// CHECK-NEXT: %5 = math.fma %4, %cst_28, %0 : vector<8xf32>
// CHECK-NEXT: %6 = arith.negf %0 : vector<8xf32>
// CHECK-NEXT: %7 = math.fma %6, %3, %5 : vector<8xf32>
// CHECK-NEXT: %8 = math.fma %2, %7, %3 : vector<8xf32>
// CHECK-NEXT: %9 = math.fma %cst_22, %8, %cst_21 : vector<8xf32>
// CHECK-NEXT: %10 = math.fma %9, %8, %cst_20 : vector<8xf32>
// CHECK-NEXT: %11 = math.fma %10, %8, %cst_19 : vector<8xf32>
// CHECK-NEXT: %12 = math.fma %11, %8, %cst_18 : vector<8xf32>
// CHECK-NEXT: %13 = math.fma %12, %8, %cst_17 : vector<8xf32>
// CHECK-NEXT: %14 = math.fma %13, %8, %cst_16 : vector<8xf32>
// CHECK-NEXT: %15 = math.fma %14, %8, %cst_15 : vector<8xf32>
// CHECK-NEXT: %16 = math.fma %15, %8, %cst_14 : vector<8xf32>
// CHECK-NEXT: %17 = math.fma %16, %8, %cst_13 : vector<8xf32>
// CHECK-NEXT: %18 = math.fma %cst_29, %0, %cst_25 : vector<8xf32>
// CHECK-NEXT: %19 = arith.divf %cst_25, %18 : vector<8xf32>
// CHECK-NEXT: %20 = math.fma %17, %19, %19 : vector<8xf32>
// CHECK-NEXT: %21 = arith.negf %0 : vector<8xf32>
// CHECK-NEXT: %22 = math.fma %20, %21, %cst_26 : vector<8xf32>
// CHECK-NEXT: %23 = arith.subf %17, %20 : vector<8xf32>
// CHECK-NEXT: %24 = math.fma %22, %cst_29, %23 : vector<8xf32>
// CHECK-NEXT: %25 = math.fma %24, %19, %20 : vector<8xf32>
// CHECK-NEXT: %26 = arith.mulf %0, %0 : vector<8xf32>
// CHECK-NEXT: %27 = arith.negf %26 : vector<8xf32>
// CHECK-NEXT: %28 = arith.cmpf uge, %27, %cst_4 : vector<8xf32>
// CHECK-NEXT: %29 = arith.select %28, %27, %cst_4 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %30 = arith.cmpf ule, %29, %cst_3 : vector<8xf32>
// CHECK-NEXT: %31 = arith.select %30, %29, %cst_3 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %32 = math.fma %31, %cst_12, %cst_26 : vector<8xf32>
// CHECK-NEXT: %33 = math.floor %32 : vector<8xf32>
// CHECK-NEXT: %34 = arith.cmpf uge, %33, %cst_2 : vector<8xf32>
// CHECK-NEXT: %35 = arith.select %34, %33, %cst_2 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %36 = arith.cmpf ule, %35, %cst_1 : vector<8xf32>
// CHECK-NEXT: %37 = arith.select %36, %35, %cst_1 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %38 = math.fma %cst_11, %37, %31 : vector<8xf32>
// CHECK-NEXT: %39 = math.fma %cst_10, %37, %38 : vector<8xf32>
// CHECK-NEXT: %40 = math.fma %39, %cst_9, %cst_8 : vector<8xf32>
// CHECK-NEXT: %41 = math.fma %40, %39, %cst_7 : vector<8xf32>
// CHECK-NEXT: %42 = math.fma %41, %39, %cst_6 : vector<8xf32>
// CHECK-NEXT: %43 = math.fma %42, %39, %cst_5 : vector<8xf32>
// CHECK-NEXT: %44 = math.fma %43, %39, %cst_26 : vector<8xf32>
// CHECK-NEXT: %45 = arith.mulf %39, %39 : vector<8xf32>
// CHECK-NEXT: %46 = math.fma %44, %45, %39 : vector<8xf32>
// CHECK-NEXT: %47 = arith.addf %46, %cst_25 : vector<8xf32>
// CHECK-NEXT: %48 = arith.fptosi %37 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: %49 = arith.addi %48, %cst : vector<8xi32>
// CHECK-NEXT: %50 = arith.shli %49, %cst_0 : vector<8xi32>
// CHECK-NEXT: %51 = arith.bitcast %50 : vector<8xi32> to vector<8xf32>
// CHECK-NEXT: %52 = arith.mulf %47, %51 : vector<8xf32>
// CHECK-NEXT: %53 = arith.negf %0 : vector<8xf32>
// CHECK-NEXT: %54 = math.fma %53, %0, %26 : vector<8xf32>
// CHECK-NEXT: %55 = arith.mulf %25, %52 : vector<8xf32>
// CHECK-NEXT: %56 = arith.mulf %55, %54 : vector<8xf32>
// CHECK-NEXT: %57 = math.fma %25, %52, %56 : vector<8xf32>
// CHECK-NEXT: %58 = arith.cmpf olt, %0, %cst_30 : vector<8xf32>
// CHECK-NEXT: %59 = arith.xori %58, %cst_23 : vector<8xi1>
// CHECK-NEXT: %60 = arith.addf %arg0, %arg0 : vector<8xf32>
// CHECK-NEXT: %61 = arith.select %59, %60, %57 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %62 = arith.cmpf ogt, %0, %cst_31 : vector<8xf32>
// CHECK-NEXT: %63 = arith.select %62, %cst_24, %61 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %64 = arith.cmpf olt, %arg0, %cst_24 : vector<8xf32>
// CHECK-NEXT: %65 = arith.subf %cst_29, %63 : vector<8xf32>
// CHECK-NEXT: %66 = arith.select %64, %65, %63 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %66 : vector<8xf32>
// CHECK-NEXT: }
func.func @erfc_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.erfc %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @exp_scalar(
// CHECK-NEXT: %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT: %cst = arith.constant 1.270000e+02 : f32
// CHECK-NEXT: %cst_0 = arith.constant -1.270000e+02 : f32
// CHECK-NEXT: %cst_1 = arith.constant 8.880000e+01 : f32
// CHECK-NEXT: %cst_2 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant 1.44269502 : f32
// CHECK-NEXT: %cst_5 = arith.constant -0.693359375 : f32
// CHECK-NEXT: %cst_6 = arith.constant 2.12194442E-4 : f32
// CHECK-NEXT: %cst_7 = arith.constant 1.98756912E-4 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0.00139819994 : f32
// CHECK-NEXT: %cst_9 = arith.constant 0.00833345205 : f32
// CHECK-NEXT: %cst_10 = arith.constant 0.0416657962 : f32
// CHECK-NEXT: %cst_11 = arith.constant 0.166666657 : f32
// CHECK-NEXT: %cst_12 = arith.constant -8.780000e+01 : f32
// CHECK-NEXT: %0 = arith.cmpf uge, %arg0, %cst_12 : f32
// CHECK-NEXT: %1 = arith.select %0, %arg0, %cst_12 : f32
// CHECK-NEXT: %2 = arith.cmpf ule, %1, %cst_1 : f32
// CHECK-NEXT: %3 = arith.select %2, %1, %cst_1 : f32
// CHECK-NEXT: %4 = math.fma %3, %cst_4, %cst_2 : f32
// CHECK-NEXT: %5 = math.floor %4 : f32
// CHECK-NEXT: %6 = arith.cmpf uge, %5, %cst_0 : f32
// CHECK-NEXT: %7 = arith.select %6, %5, %cst_0 : f32
// CHECK-NEXT: %8 = arith.cmpf ule, %7, %cst : f32
// CHECK-NEXT: %9 = arith.select %8, %7, %cst : f32
// CHECK-NEXT: %10 = math.fma %cst_5, %9, %3 : f32
// CHECK-NEXT: %11 = math.fma %cst_6, %9, %10 : f32
// CHECK-NEXT: %12 = math.fma %11, %cst_7, %cst_8 : f32
// CHECK-NEXT: %13 = math.fma %12, %11, %cst_9 : f32
// CHECK-NEXT: %14 = math.fma %13, %11, %cst_10 : f32
// CHECK-NEXT: %15 = math.fma %14, %11, %cst_11 : f32
// CHECK-NEXT: %16 = math.fma %15, %11, %cst_2 : f32
// CHECK-NEXT: %17 = arith.mulf %11, %11 : f32
// CHECK-NEXT: %18 = math.fma %16, %17, %11 : f32
// CHECK-NEXT: %19 = arith.addf %18, %cst_3 : f32
// CHECK-NEXT: %20 = arith.fptosi %9 : f32 to i32
// CHECK-NEXT: %21 = arith.addi %20, %c127_i32 : i32
// CHECK-NEXT: %22 = arith.shli %21, %c23_i32 : i32
// CHECK-NEXT: %23 = arith.bitcast %22 : i32 to f32
// CHECK-NEXT: %24 = arith.mulf %19, %23 : f32
// CHECK-NEXT: return %24 : f32
// CHECK-NEXT: }
func.func @exp_scalar(%arg0: f32) -> f32 {
  %0 = math.exp %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @exp_vector(
// CHECK-NEXT: %cst = arith.constant dense<127> : vector<8xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<23> : vector<8xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<1.270000e+02> : vector<8xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<-1.270000e+02> : vector<8xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<8.880000e+01> : vector<8xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<5.000000e-01> : vector<8xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<1.44269502> : vector<8xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<-0.693359375> : vector<8xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<2.12194442E-4> : vector<8xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<1.98756912E-4> : vector<8xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<0.00139819994> : vector<8xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<0.00833345205> : vector<8xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<0.0416657962> : vector<8xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<0.166666657> : vector<8xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<-8.780000e+01> : vector<8xf32>
// CHECK-NEXT: %0 = arith.cmpf uge, %arg0, %cst_14 : vector<8xf32>
// CHECK-NEXT: %1 = arith.select %0, %arg0, %cst_14 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %2 = arith.cmpf ule, %1, %cst_3 : vector<8xf32>
// CHECK-NEXT: %3 = arith.select %2, %1, %cst_3 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %4 = math.fma %3, %cst_6, %cst_4 : vector<8xf32>
// CHECK-NEXT: %5 = math.floor %4 : vector<8xf32>
// CHECK-NEXT: %6 = arith.cmpf uge, %5, %cst_2 : vector<8xf32>
// CHECK-NEXT: %7 = arith.select %6, %5, %cst_2 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %8 = arith.cmpf ule, %7, %cst_1 : vector<8xf32>
// CHECK-NEXT: %9 = arith.select %8, %7, %cst_1 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %10 = math.fma %cst_7, %9, %3 : vector<8xf32>
// CHECK-NEXT: %11 = math.fma %cst_8, %9, %10 : vector<8xf32>
// CHECK-NEXT: %12 = math.fma %11, %cst_9, %cst_10 : vector<8xf32>
// CHECK-NEXT: %13 = math.fma %12, %11, %cst_11 : vector<8xf32>
// CHECK-NEXT: %14 = math.fma %13, %11, %cst_12 : vector<8xf32>
// CHECK-NEXT: %15 = math.fma %14, %11, %cst_13 : vector<8xf32>
// CHECK-NEXT: %16 = math.fma %15, %11, %cst_4 : vector<8xf32>
// CHECK-NEXT: %17 = arith.mulf %11, %11 : vector<8xf32>
// CHECK-NEXT: %18 = math.fma %16, %17, %11 : vector<8xf32>
// CHECK-NEXT: %19 = arith.addf %18, %cst_5 : vector<8xf32>
// CHECK-NEXT: %20 = arith.fptosi %9 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: %21 = arith.addi %20, %cst : vector<8xi32>
// CHECK-NEXT: %22 = arith.shli %21, %cst_0 : vector<8xi32>
// CHECK-NEXT: %23 = arith.bitcast %22 : vector<8xi32> to vector<8xf32>
// CHECK-NEXT: %24 = arith.mulf %19, %23 : vector<8xf32>
// CHECK-NEXT: return %24 : vector<8xf32>
// CHECK-NEXT: }
func.func @exp_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.exp %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @expm1_scalar(
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
// CHECK-NEXT: return %69 : f32
// CHECK-NEXT: }
func.func @expm1_scalar(%arg0: f32) -> f32 {
  %0 = math.expm1 %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @expm1_vector(
// CHECK-NEXT: %cst = arith.constant dense<0.693147182> : vector<8xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.260000e+02> : vector<8xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<1056964608> : vector<8xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<-2139095041> : vector<8xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<0.333333313> : vector<8xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<-0.24999994> : vector<8xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<0.200007141> : vector<8xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<-0.166680574> : vector<8xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<0.142493233> : vector<8xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<-0.12420141> : vector<8xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<0.116769984> : vector<8xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<-0.115146101> : vector<8xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<0.0703768358> : vector<8xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<0.707106769> : vector<8xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<0x7FC00000> : vector<8xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<0x7F800000> : vector<8xf32>
// CHECK-NEXT: %cst_15 = arith.constant dense<0xFF800000> : vector<8xf32>
// CHECK-NEXT: %cst_16 = arith.constant dense<1.17549435E-38> : vector<8xf32>
// CHECK-NEXT: %cst_17 = arith.constant dense<-5.000000e-01> : vector<8xf32>
// CHECK-NEXT: %cst_18 = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_19 = arith.constant dense<127> : vector<8xi32>
// CHECK-NEXT: %cst_20 = arith.constant dense<23> : vector<8xi32>
// CHECK-NEXT: %cst_21 = arith.constant dense<1.270000e+02> : vector<8xf32>
// CHECK-NEXT: %cst_22 = arith.constant dense<-1.270000e+02> : vector<8xf32>
// CHECK-NEXT: %cst_23 = arith.constant dense<8.880000e+01> : vector<8xf32>
// CHECK-NEXT: %cst_24 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_25 = arith.constant dense<-1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_26 = arith.constant dense<5.000000e-01> : vector<8xf32>
// CHECK-NEXT: %cst_27 = arith.constant dense<1.44269502> : vector<8xf32>
// CHECK-NEXT: %cst_28 = arith.constant dense<-0.693359375> : vector<8xf32>
// CHECK-NEXT: %cst_29 = arith.constant dense<2.12194442E-4> : vector<8xf32>
// CHECK-NEXT: %cst_30 = arith.constant dense<1.98756912E-4> : vector<8xf32>
// CHECK-NEXT: %cst_31 = arith.constant dense<0.00139819994> : vector<8xf32>
// CHECK-NEXT: %cst_32 = arith.constant dense<0.00833345205> : vector<8xf32>
// CHECK-NEXT: %cst_33 = arith.constant dense<0.0416657962> : vector<8xf32>
// CHECK-NEXT: %cst_34 = arith.constant dense<0.166666657> : vector<8xf32>
// CHECK-NEXT: %cst_35 = arith.constant dense<-8.780000e+01> : vector<8xf32>
// CHECK-NEXT: %0 = arith.cmpf uge, %arg0, %cst_35 : vector<8xf32>
// CHECK-NEXT: %1 = arith.select %0, %arg0, %cst_35 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %2 = arith.cmpf ule, %1, %cst_23 : vector<8xf32>
// CHECK-NEXT: %3 = arith.select %2, %1, %cst_23 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %4 = math.fma %3, %cst_27, %cst_26 : vector<8xf32>
// CHECK-NEXT: %5 = math.floor %4 : vector<8xf32>
// CHECK-NEXT: %6 = arith.cmpf uge, %5, %cst_22 : vector<8xf32>
// CHECK-NEXT: %7 = arith.select %6, %5, %cst_22 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %8 = arith.cmpf ule, %7, %cst_21 : vector<8xf32>
// CHECK-NEXT: %9 = arith.select %8, %7, %cst_21 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %10 = math.fma %cst_28, %9, %3 : vector<8xf32>
// CHECK-NEXT: %11 = math.fma %cst_29, %9, %10 : vector<8xf32>
// CHECK-NEXT: %12 = math.fma %11, %cst_30, %cst_31 : vector<8xf32>
// CHECK-NEXT: %13 = math.fma %12, %11, %cst_32 : vector<8xf32>
// CHECK-NEXT: %14 = math.fma %13, %11, %cst_33 : vector<8xf32>
// CHECK-NEXT: %15 = math.fma %14, %11, %cst_34 : vector<8xf32>
// CHECK-NEXT: %16 = math.fma %15, %11, %cst_26 : vector<8xf32>
// CHECK-NEXT: %17 = arith.mulf %11, %11 : vector<8xf32>
// CHECK-NEXT: %18 = math.fma %16, %17, %11 : vector<8xf32>
// CHECK-NEXT: %19 = arith.addf %18, %cst_24 : vector<8xf32>
// CHECK-NEXT: %20 = arith.fptosi %9 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: %21 = arith.addi %20, %cst_19 : vector<8xi32>
// CHECK-NEXT: %22 = arith.shli %21, %cst_20 : vector<8xi32>
// CHECK-NEXT: %23 = arith.bitcast %22 : vector<8xi32> to vector<8xf32>
// CHECK-NEXT: %24 = arith.mulf %19, %23 : vector<8xf32>
// CHECK-NEXT: %25 = arith.cmpf ueq, %24, %cst_24 : vector<8xf32>
// CHECK-NEXT: %26 = arith.subf %24, %cst_24 : vector<8xf32>
// CHECK-NEXT: %27 = arith.cmpf oeq, %26, %cst_25 : vector<8xf32>
// CHECK-NEXT: %28 = arith.cmpf ugt, %24, %cst_16 : vector<8xf32>
// CHECK-NEXT: %29 = arith.select %28, %24, %cst_16 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %30 = arith.bitcast %29 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: %31 = arith.andi %30, %cst_2 : vector<8xi32>
// CHECK-NEXT: %32 = arith.ori %31, %cst_1 : vector<8xi32>
// CHECK-NEXT: %33 = arith.bitcast %32 : vector<8xi32> to vector<8xf32>
// CHECK-NEXT: %34 = arith.bitcast %29 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: %35 = arith.shrui %34, %cst_20 : vector<8xi32>
// CHECK-NEXT: %36 = arith.sitofp %35 : vector<8xi32> to vector<8xf32>
// CHECK-NEXT: %37 = arith.subf %36, %cst_0 : vector<8xf32>
// CHECK-NEXT: %38 = arith.cmpf olt, %33, %cst_12 : vector<8xf32>
// CHECK-NEXT: %39 = arith.select %38, %33, %cst_18 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %40 = arith.subf %33, %cst_24 : vector<8xf32>
// CHECK-NEXT: %41 = arith.select %38, %cst_24, %cst_18 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %42 = arith.subf %37, %41 : vector<8xf32>
// CHECK-NEXT: %43 = arith.addf %40, %39 : vector<8xf32>
// CHECK-NEXT: %44 = arith.mulf %43, %43 : vector<8xf32>
// CHECK-NEXT: %45 = arith.mulf %44, %43 : vector<8xf32>
// CHECK-NEXT: %46 = math.fma %cst_11, %43, %cst_10 : vector<8xf32>
// CHECK-NEXT: %47 = math.fma %cst_8, %43, %cst_7 : vector<8xf32>
// CHECK-NEXT: %48 = math.fma %cst_5, %43, %cst_4 : vector<8xf32>
// CHECK-NEXT: %49 = math.fma %46, %43, %cst_9 : vector<8xf32>
// CHECK-NEXT: %50 = math.fma %47, %43, %cst_6 : vector<8xf32>
// CHECK-NEXT: %51 = math.fma %48, %43, %cst_3 : vector<8xf32>
// CHECK-NEXT: %52 = math.fma %49, %45, %50 : vector<8xf32>
// CHECK-NEXT: %53 = math.fma %52, %45, %51 : vector<8xf32>
// CHECK-NEXT: %54 = arith.mulf %53, %45 : vector<8xf32>
// CHECK-NEXT: %55 = math.fma %cst_17, %44, %54 : vector<8xf32>
// CHECK-NEXT: %56 = arith.addf %43, %55 : vector<8xf32>
// CHECK-NEXT: %57 = math.fma %42, %cst, %56 : vector<8xf32>
// CHECK-NEXT: %58 = arith.cmpf ult, %24, %cst_18 : vector<8xf32>
// CHECK-NEXT: %59 = arith.cmpf oeq, %24, %cst_18 : vector<8xf32>
// CHECK-NEXT: %60 = arith.cmpf oeq, %24, %cst_14 : vector<8xf32>
// CHECK-NEXT: %61 = arith.select %60, %cst_14, %57 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %62 = arith.select %58, %cst_13, %61 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %63 = arith.select %59, %cst_15, %62 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %64 = arith.cmpf oeq, %63, %24 : vector<8xf32>
// CHECK-NEXT: %65 = arith.divf %arg0, %63 : vector<8xf32>
// CHECK-NEXT: %66 = arith.mulf %26, %65 : vector<8xf32>
// CHECK-NEXT: %67 = arith.select %64, %24, %66 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %68 = arith.select %27, %cst_25, %67 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %69 = arith.select %25, %arg0, %68 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %69 : vector<8xf32>
// CHECK-NEXT: }
func.func @expm1_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.expm1 %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @atan_scalar(
// CHECK-NEXT: %cst = arith.constant 1.57079637 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.785398185 : f32
// CHECK-NEXT: %cst_1 = arith.constant 194.550659 : f32
// CHECK-NEXT: %cst_2 = arith.constant 485.390411 : f32
// CHECK-NEXT: %cst_3 = arith.constant 432.881073 : f32
// CHECK-NEXT: %cst_4 = arith.constant 165.027008 : f32
// CHECK-NEXT: %cst_5 = arith.constant 24.8584652 : f32
// CHECK-NEXT: %cst_6 = arith.constant -64.8502197 : f32
// CHECK-NEXT: %cst_7 = arith.constant -122.886665 : f32
// CHECK-NEXT: %cst_8 = arith.constant -75.0085601 : f32
// CHECK-NEXT: %cst_9 = arith.constant -16.1575375 : f32
// CHECK-NEXT: %cst_10 = arith.constant -0.875060856 : f32
// CHECK-NEXT: %cst_11 = arith.constant 2.41421366 : f32
// CHECK-NEXT: %cst_12 = arith.constant 6.600000e-01 : f32
// CHECK-NEXT: %cst_13 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = arith.cmpf ogt, %0, %cst_12 : f32
// CHECK-NEXT: %2 = arith.addf %0, %cst_13 : f32
// CHECK-NEXT: %3 = arith.subf %0, %cst_13 : f32
// CHECK-NEXT: %4 = arith.select %1, %3, %0 : f32
// CHECK-NEXT: %5 = arith.select %1, %2, %cst_13 : f32
// CHECK-NEXT: %6 = arith.cmpf ogt, %0, %cst_11 : f32
// CHECK-NEXT: %7 = arith.select %6, %cst_13, %4 : f32
// CHECK-NEXT: %8 = arith.select %6, %0, %5 : f32
// CHECK-NEXT: %9 = arith.divf %7, %8 : f32
// CHECK-NEXT: %10 = arith.mulf %9, %9 : f32
// CHECK-NEXT: %11 = math.fma %10, %cst_10, %cst_9 : f32
// CHECK-NEXT: %12 = math.fma %10, %11, %cst_8 : f32
// CHECK-NEXT: %13 = math.fma %10, %12, %cst_7 : f32
// CHECK-NEXT: %14 = math.fma %10, %13, %cst_6 : f32
// CHECK-NEXT: %15 = arith.mulf %14, %10 : f32
// CHECK-NEXT: %16 = math.fma %10, %cst_5, %cst_4 : f32
// CHECK-NEXT: %17 = math.fma %10, %16, %cst_3 : f32
// CHECK-NEXT: %18 = math.fma %10, %17, %cst_2 : f32
// CHECK-NEXT: %19 = math.fma %10, %18, %cst_1 : f32
// CHECK-NEXT: %20 = arith.divf %15, %19 : f32
// CHECK-NEXT: %21 = math.fma %20, %9, %9 : f32
// CHECK-NEXT: %22 = arith.addf %21, %cst_0 : f32
// CHECK-NEXT: %23 = arith.select %1, %22, %21 : f32
// CHECK-NEXT: %24 = arith.subf %cst, %21 : f32
// CHECK-NEXT: %25 = arith.select %6, %24, %23 : f32
// CHECK-NEXT: %26 = math.copysign %25, %arg0 : f32
// CHECK-NEXT: return %26 : f32
// CHECK-NEXT: }
func.func @atan_scalar(%arg0: f32) -> f32 {
  %0 = math.atan %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @atan_vector(
// CHECK-NEXT: %cst = arith.constant dense<1.57079637> : vector<8xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.785398185> : vector<8xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<194.550659> : vector<8xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<485.390411> : vector<8xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<432.881073> : vector<8xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<165.027008> : vector<8xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<24.8584652> : vector<8xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<-64.8502197> : vector<8xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<-122.886665> : vector<8xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<-75.0085601> : vector<8xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<-16.1575375> : vector<8xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<-0.875060856> : vector<8xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<2.41421366> : vector<8xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<6.600000e-01> : vector<8xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %0 = math.absf %arg0 : vector<8xf32>
// CHECK-NEXT: %1 = arith.cmpf ogt, %0, %cst_12 : vector<8xf32>
// CHECK-NEXT: %2 = arith.addf %0, %cst_13 : vector<8xf32>
// CHECK-NEXT: %3 = arith.subf %0, %cst_13 : vector<8xf32>
// CHECK-NEXT: %4 = arith.select %1, %3, %0 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %5 = arith.select %1, %2, %cst_13 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %6 = arith.cmpf ogt, %0, %cst_11 : vector<8xf32>
// CHECK-NEXT: %7 = arith.select %6, %cst_13, %4 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %8 = arith.select %6, %0, %5 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %9 = arith.divf %7, %8 : vector<8xf32>
// CHECK-NEXT: %10 = arith.mulf %9, %9 : vector<8xf32>
// CHECK-NEXT: %11 = math.fma %10, %cst_10, %cst_9 : vector<8xf32>
// CHECK-NEXT: %12 = math.fma %10, %11, %cst_8 : vector<8xf32>
// CHECK-NEXT: %13 = math.fma %10, %12, %cst_7 : vector<8xf32>
// CHECK-NEXT: %14 = math.fma %10, %13, %cst_6 : vector<8xf32>
// CHECK-NEXT: %15 = arith.mulf %14, %10 : vector<8xf32>
// CHECK-NEXT: %16 = math.fma %10, %cst_5, %cst_4 : vector<8xf32>
// CHECK-NEXT: %17 = math.fma %10, %16, %cst_3 : vector<8xf32>
// CHECK-NEXT: %18 = math.fma %10, %17, %cst_2 : vector<8xf32>
// CHECK-NEXT: %19 = math.fma %10, %18, %cst_1 : vector<8xf32>
// CHECK-NEXT: %20 = arith.divf %15, %19 : vector<8xf32>
// CHECK-NEXT: %21 = math.fma %20, %9, %9 : vector<8xf32>
// CHECK-NEXT: %22 = arith.addf %21, %cst_0 : vector<8xf32>
// CHECK-NEXT: %23 = arith.select %1, %22, %21 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %24 = arith.subf %cst, %21 : vector<8xf32>
// CHECK-NEXT: %25 = arith.select %6, %24, %23 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %26 = math.copysign %25, %arg0 : vector<8xf32>
// CHECK-NEXT: return %26 : vector<8xf32>
// CHECK-NEXT: }
func.func @atan_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.atan %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @asin_scalar(
// CHECK-NEXT: %cst = arith.constant 1.57079637 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.166666672 : f32
// CHECK-NEXT: %cst_1 = arith.constant 7.500000e-02 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.0446428582 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0.0303819124 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0.022372961 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0.0173397772 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0.0141060455 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0.0104937982 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0.0152688725 : f32
// CHECK-NEXT: %cst_9 = arith.constant -0.0113269929 : f32
// CHECK-NEXT: %cst_10 = arith.constant 0.054224465 : f32
// CHECK-NEXT: %cst_11 = arith.constant -0.0620279125 : f32
// CHECK-NEXT: %cst_12 = arith.constant 0.055579748 : f32
// CHECK-NEXT: %cst_13 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_14 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %2 = arith.subf %cst_14, %1 : f32
// CHECK-NEXT: %3 = math.sqrt %2 : f32
// CHECK-NEXT: %4 = arith.cmpf ogt, %1, %cst_13 : f32
// CHECK-NEXT: %5 = arith.select %4, %3, %0 : f32
// CHECK-NEXT: %6 = arith.mulf %5, %5 : f32
// CHECK-NEXT: %7 = arith.mulf %6, %6 : f32
// CHECK-NEXT: %8 = math.fma %cst_12, %7, %cst_10 : f32
// CHECK-NEXT: %9 = math.fma %cst_11, %7, %cst_9 : f32
// CHECK-NEXT: %10 = math.fma %8, %7, %cst_8 : f32
// CHECK-NEXT: %11 = math.fma %9, %7, %cst_7 : f32
// CHECK-NEXT: %12 = math.fma %10, %7, %cst_6 : f32
// CHECK-NEXT: %13 = math.fma %11, %7, %cst_5 : f32
// CHECK-NEXT: %14 = math.fma %12, %7, %cst_4 : f32
// CHECK-NEXT: %15 = math.fma %13, %7, %cst_3 : f32
// CHECK-NEXT: %16 = math.fma %14, %7, %cst_2 : f32
// CHECK-NEXT: %17 = math.fma %15, %7, %cst_1 : f32
// CHECK-NEXT: %18 = math.fma %16, %6, %17 : f32
// CHECK-NEXT: %19 = math.fma %18, %6, %cst_0 : f32
// CHECK-NEXT: %20 = arith.mulf %5, %6 : f32
// CHECK-NEXT: %21 = math.fma %19, %20, %5 : f32
// CHECK-NEXT: %22 = arith.subf %cst, %21 : f32
// CHECK-NEXT: %23 = arith.select %4, %22, %21 : f32
// CHECK-NEXT: %24 = math.copysign %23, %arg0 : f32
// CHECK-NEXT: return %24 : f32
// CHECK-NEXT: }
func.func @asin_scalar(%arg0: f32) -> f32 {
  %0 = math.asin %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @asin_vector(
// CHECK-NEXT: %cst = arith.constant dense<1.57079637> : vector<8xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.166666672> : vector<8xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<7.500000e-02> : vector<8xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<0.0446428582> : vector<8xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<0.0303819124> : vector<8xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<0.022372961> : vector<8xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<0.0173397772> : vector<8xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<0.0141060455> : vector<8xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<0.0104937982> : vector<8xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<0.0152688725> : vector<8xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<-0.0113269929> : vector<8xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<0.054224465> : vector<8xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<-0.0620279125> : vector<8xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<0.055579748> : vector<8xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<5.000000e-01> : vector<8xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %0 = math.absf %arg0 : vector<8xf32>
// CHECK-NEXT: %1 = arith.mulf %arg0, %arg0 : vector<8xf32>
// CHECK-NEXT: %2 = arith.subf %cst_14, %1 : vector<8xf32>
// CHECK-NEXT: %3 = math.sqrt %2 : vector<8xf32>
// CHECK-NEXT: %4 = arith.cmpf ogt, %1, %cst_13 : vector<8xf32>
// CHECK-NEXT: %5 = arith.select %4, %3, %0 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %6 = arith.mulf %5, %5 : vector<8xf32>
// CHECK-NEXT: %7 = arith.mulf %6, %6 : vector<8xf32>
// CHECK-NEXT: %8 = math.fma %cst_12, %7, %cst_10 : vector<8xf32>
// CHECK-NEXT: %9 = math.fma %cst_11, %7, %cst_9 : vector<8xf32>
// CHECK-NEXT: %10 = math.fma %8, %7, %cst_8 : vector<8xf32>
// CHECK-NEXT: %11 = math.fma %9, %7, %cst_7 : vector<8xf32>
// CHECK-NEXT: %12 = math.fma %10, %7, %cst_6 : vector<8xf32>
// CHECK-NEXT: %13 = math.fma %11, %7, %cst_5 : vector<8xf32>
// CHECK-NEXT: %14 = math.fma %12, %7, %cst_4 : vector<8xf32>
// CHECK-NEXT: %15 = math.fma %13, %7, %cst_3 : vector<8xf32>
// CHECK-NEXT: %16 = math.fma %14, %7, %cst_2 : vector<8xf32>
// CHECK-NEXT: %17 = math.fma %15, %7, %cst_1 : vector<8xf32>
// CHECK-NEXT: %18 = math.fma %16, %6, %17 : vector<8xf32>
// CHECK-NEXT: %19 = math.fma %18, %6, %cst_0 : vector<8xf32>
// CHECK-NEXT: %20 = arith.mulf %5, %6 : vector<8xf32>
// CHECK-NEXT: %21 = math.fma %19, %20, %5 : vector<8xf32>
// CHECK-NEXT: %22 = arith.subf %cst, %21 : vector<8xf32>
// CHECK-NEXT: %23 = arith.select %4, %22, %21 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %24 = math.copysign %23, %arg0 : vector<8xf32>
// CHECK-NEXT: return %24 : vector<8xf32>
// CHECK-NEXT: }
func.func @asin_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.asin %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @acos_scalar(
// CHECK-NEXT: %cst = arith.constant 1.86564374 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.57079637 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.166666672 : f32
// CHECK-NEXT: %cst_3 = arith.constant 7.500000e-02 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0.0446428582 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0.0303819124 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0.022372961 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0.0173397772 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0.0141060455 : f32
// CHECK-NEXT: %cst_9 = arith.constant 0.0104937982 : f32
// CHECK-NEXT: %cst_10 = arith.constant 0.0152688725 : f32
// CHECK-NEXT: %cst_11 = arith.constant -0.0113269929 : f32
// CHECK-NEXT: %cst_12 = arith.constant 0.054224465 : f32
// CHECK-NEXT: %cst_13 = arith.constant -0.0620279125 : f32
// CHECK-NEXT: %cst_14 = arith.constant 0.055579748 : f32
// CHECK-NEXT: %cst_15 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_16 = arith.constant 1.68391883 : f32
// CHECK-NEXT: %cst_17 = arith.constant 0.932821869 : f32
// CHECK-NEXT: %cst_18 = arith.constant -5.625000e-01 : f32
// CHECK-NEXT: %cst_19 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %cst_20 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_21 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.negf %arg0 : f32
// CHECK-NEXT: %1 = arith.cmpf ogt, %arg0, %cst_21 : f32
// CHECK-NEXT: %2 = arith.select %1, %0, %arg0 : f32
// CHECK-NEXT: %3 = arith.cmpf ogt, %2, %cst_18 : f32
// CHECK-NEXT: %4 = math.absf %2 : f32
// CHECK-NEXT: %5 = arith.mulf %2, %2 : f32
// CHECK-NEXT: %6 = arith.subf %cst_15, %5 : f32
// CHECK-NEXT: %7 = math.sqrt %6 : f32
// CHECK-NEXT: %8 = arith.cmpf ogt, %5, %cst_20 : f32
// CHECK-NEXT: %9 = arith.select %8, %7, %4 : f32
// CHECK-NEXT: %10 = arith.mulf %9, %9 : f32
// CHECK-NEXT: %11 = arith.mulf %10, %10 : f32
// CHECK-NEXT: %12 = math.fma %cst_14, %11, %cst_12 : f32
// CHECK-NEXT: %13 = math.fma %cst_13, %11, %cst_11 : f32
// CHECK-NEXT: %14 = math.fma %12, %11, %cst_10 : f32
// CHECK-NEXT: %15 = math.fma %13, %11, %cst_9 : f32
// CHECK-NEXT: %16 = math.fma %14, %11, %cst_8 : f32
// CHECK-NEXT: %17 = math.fma %15, %11, %cst_7 : f32
// CHECK-NEXT: %18 = math.fma %16, %11, %cst_6 : f32
// CHECK-NEXT: %19 = math.fma %17, %11, %cst_5 : f32
// CHECK-NEXT: %20 = math.fma %18, %11, %cst_4 : f32
// CHECK-NEXT: %21 = math.fma %19, %11, %cst_3 : f32
// CHECK-NEXT: %22 = math.fma %20, %10, %21 : f32
// CHECK-NEXT: %23 = math.fma %22, %10, %cst_2 : f32
// CHECK-NEXT: %24 = arith.mulf %9, %10 : f32
// CHECK-NEXT: %25 = math.fma %23, %24, %9 : f32
// CHECK-NEXT: %26 = arith.subf %cst_1, %25 : f32
// CHECK-NEXT: %27 = arith.select %8, %26, %25 : f32
// CHECK-NEXT: %28 = math.copysign %27, %2 : f32
// CHECK-NEXT: %29 = math.fma %cst_17, %cst_16, %28 : f32
// CHECK-NEXT: %30 = math.fma %cst_20, %2, %cst_20 : f32
// CHECK-NEXT: %31 = math.sqrt %30 : f32
// CHECK-NEXT: %32 = math.absf %31 : f32
// CHECK-NEXT: %33 = arith.mulf %31, %31 : f32
// CHECK-NEXT: %34 = arith.subf %cst_15, %33 : f32
// CHECK-NEXT: %35 = math.sqrt %34 : f32
// CHECK-NEXT: %36 = arith.cmpf ogt, %33, %cst_20 : f32
// CHECK-NEXT: %37 = arith.select %36, %35, %32 : f32
// CHECK-NEXT: %38 = arith.mulf %37, %37 : f32
// CHECK-NEXT: %39 = arith.mulf %38, %38 : f32
// CHECK-NEXT: %40 = math.fma %cst_14, %39, %cst_12 : f32
// CHECK-NEXT: %41 = math.fma %cst_13, %39, %cst_11 : f32
// CHECK-NEXT: %42 = math.fma %40, %39, %cst_10 : f32
// CHECK-NEXT: %43 = math.fma %41, %39, %cst_9 : f32
// CHECK-NEXT: %44 = math.fma %42, %39, %cst_8 : f32
// CHECK-NEXT: %45 = math.fma %43, %39, %cst_7 : f32
// CHECK-NEXT: %46 = math.fma %44, %39, %cst_6 : f32
// CHECK-NEXT: %47 = math.fma %45, %39, %cst_5 : f32
// CHECK-NEXT: %48 = math.fma %46, %39, %cst_4 : f32
// CHECK-NEXT: %49 = math.fma %47, %39, %cst_3 : f32
// CHECK-NEXT: %50 = math.fma %48, %38, %49 : f32
// CHECK-NEXT: %51 = math.fma %50, %38, %cst_2 : f32
// CHECK-NEXT: %52 = arith.mulf %37, %38 : f32
// CHECK-NEXT: %53 = math.fma %51, %52, %37 : f32
// CHECK-NEXT: %54 = arith.subf %cst_1, %53 : f32
// CHECK-NEXT: %55 = arith.select %36, %54, %53 : f32
// CHECK-NEXT: %56 = math.copysign %55, %31 : f32
// CHECK-NEXT: %57 = arith.mulf %56, %cst_0 : f32
// CHECK-NEXT: %58 = arith.select %3, %29, %57 : f32
// CHECK-NEXT: %59 = arith.cmpf oge, %arg0, %cst_19 : f32
// CHECK-NEXT: %60 = arith.cmpf olt, %arg0, %cst_21 : f32
// CHECK-NEXT: %61 = arith.andi %59, %60 : i1
// CHECK-NEXT: %62 = arith.negf %58 : f32
// CHECK-NEXT: %63 = math.fma %cst, %cst_16, %62 : f32
// CHECK-NEXT: %64 = arith.select %61, %63, %58 : f32
// CHECK-NEXT: return %64 : f32
// CHECK-NEXT: }
func.func @acos_scalar(%arg0: f32) -> f32 {
  %0 = math.acos %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @acos_vector(
// CHECK-NEXT: %cst = arith.constant dense<1.86564374> : vector<8xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<1.57079637> : vector<8xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<0.166666672> : vector<8xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<7.500000e-02> : vector<8xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<0.0446428582> : vector<8xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<0.0303819124> : vector<8xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<0.022372961> : vector<8xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<0.0173397772> : vector<8xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<0.0141060455> : vector<8xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<0.0104937982> : vector<8xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<0.0152688725> : vector<8xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<-0.0113269929> : vector<8xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<0.054224465> : vector<8xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<-0.0620279125> : vector<8xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<0.055579748> : vector<8xf32>
// CHECK-NEXT: %cst_15 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_16 = arith.constant dense<1.68391883> : vector<8xf32>
// CHECK-NEXT: %cst_17 = arith.constant dense<0.932821869> : vector<8xf32>
// CHECK-NEXT: %cst_18 = arith.constant dense<-5.625000e-01> : vector<8xf32>
// CHECK-NEXT: %cst_19 = arith.constant dense<-1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_20 = arith.constant dense<5.000000e-01> : vector<8xf32>
// CHECK-NEXT: %cst_21 = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %0 = arith.negf %arg0 : vector<8xf32>
// CHECK-NEXT: %1 = arith.cmpf ogt, %arg0, %cst_21 : vector<8xf32>
// CHECK-NEXT: %2 = arith.select %1, %0, %arg0 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %3 = arith.cmpf ogt, %2, %cst_18 : vector<8xf32>
// CHECK-NEXT: %4 = math.absf %2 : vector<8xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %2 : vector<8xf32>
// CHECK-NEXT: %6 = arith.subf %cst_15, %5 : vector<8xf32>
// CHECK-NEXT: %7 = math.sqrt %6 : vector<8xf32>
// CHECK-NEXT: %8 = arith.cmpf ogt, %5, %cst_20 : vector<8xf32>
// CHECK-NEXT: %9 = arith.select %8, %7, %4 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %10 = arith.mulf %9, %9 : vector<8xf32>
// CHECK-NEXT: %11 = arith.mulf %10, %10 : vector<8xf32>
// CHECK-NEXT: %12 = math.fma %cst_14, %11, %cst_12 : vector<8xf32>
// CHECK-NEXT: %13 = math.fma %cst_13, %11, %cst_11 : vector<8xf32>
// CHECK-NEXT: %14 = math.fma %12, %11, %cst_10 : vector<8xf32>
// CHECK-NEXT: %15 = math.fma %13, %11, %cst_9 : vector<8xf32>
// CHECK-NEXT: %16 = math.fma %14, %11, %cst_8 : vector<8xf32>
// CHECK-NEXT: %17 = math.fma %15, %11, %cst_7 : vector<8xf32>
// CHECK-NEXT: %18 = math.fma %16, %11, %cst_6 : vector<8xf32>
// CHECK-NEXT: %19 = math.fma %17, %11, %cst_5 : vector<8xf32>
// CHECK-NEXT: %20 = math.fma %18, %11, %cst_4 : vector<8xf32>
// CHECK-NEXT: %21 = math.fma %19, %11, %cst_3 : vector<8xf32>
// CHECK-NEXT: %22 = math.fma %20, %10, %21 : vector<8xf32>
// CHECK-NEXT: %23 = math.fma %22, %10, %cst_2 : vector<8xf32>
// CHECK-NEXT: %24 = arith.mulf %9, %10 : vector<8xf32>
// CHECK-NEXT: %25 = math.fma %23, %24, %9 : vector<8xf32>
// CHECK-NEXT: %26 = arith.subf %cst_1, %25 : vector<8xf32>
// CHECK-NEXT: %27 = arith.select %8, %26, %25 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %28 = math.copysign %27, %2 : vector<8xf32>
// CHECK-NEXT: %29 = math.fma %cst_17, %cst_16, %28 : vector<8xf32>
// CHECK-NEXT: %30 = math.fma %cst_20, %2, %cst_20 : vector<8xf32>
// CHECK-NEXT: %31 = math.sqrt %30 : vector<8xf32>
// CHECK-NEXT: %32 = math.absf %31 : vector<8xf32>
// CHECK-NEXT: %33 = arith.mulf %31, %31 : vector<8xf32>
// CHECK-NEXT: %34 = arith.subf %cst_15, %33 : vector<8xf32>
// CHECK-NEXT: %35 = math.sqrt %34 : vector<8xf32>
// CHECK-NEXT: %36 = arith.cmpf ogt, %33, %cst_20 : vector<8xf32>
// CHECK-NEXT: %37 = arith.select %36, %35, %32 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %38 = arith.mulf %37, %37 : vector<8xf32>
// CHECK-NEXT: %39 = arith.mulf %38, %38 : vector<8xf32>
// CHECK-NEXT: %40 = math.fma %cst_14, %39, %cst_12 : vector<8xf32>
// CHECK-NEXT: %41 = math.fma %cst_13, %39, %cst_11 : vector<8xf32>
// CHECK-NEXT: %42 = math.fma %40, %39, %cst_10 : vector<8xf32>
// CHECK-NEXT: %43 = math.fma %41, %39, %cst_9 : vector<8xf32>
// CHECK-NEXT: %44 = math.fma %42, %39, %cst_8 : vector<8xf32>
// CHECK-NEXT: %45 = math.fma %43, %39, %cst_7 : vector<8xf32>
// CHECK-NEXT: %46 = math.fma %44, %39, %cst_6 : vector<8xf32>
// CHECK-NEXT: %47 = math.fma %45, %39, %cst_5 : vector<8xf32>
// CHECK-NEXT: %48 = math.fma %46, %39, %cst_4 : vector<8xf32>
// CHECK-NEXT: %49 = math.fma %47, %39, %cst_3 : vector<8xf32>
// CHECK-NEXT: %50 = math.fma %48, %38, %49 : vector<8xf32>
// CHECK-NEXT: %51 = math.fma %50, %38, %cst_2 : vector<8xf32>
// CHECK-NEXT: %52 = arith.mulf %37, %38 : vector<8xf32>
// CHECK-NEXT: %53 = math.fma %51, %52, %37 : vector<8xf32>
// CHECK-NEXT: %54 = arith.subf %cst_1, %53 : vector<8xf32>
// CHECK-NEXT: %55 = arith.select %36, %54, %53 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %56 = math.copysign %55, %31 : vector<8xf32>
// CHECK-NEXT: %57 = arith.mulf %56, %cst_0 : vector<8xf32>
// CHECK-NEXT: %58 = arith.select %3, %29, %57 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %59 = arith.cmpf oge, %arg0, %cst_19 : vector<8xf32>
// CHECK-NEXT: %60 = arith.cmpf olt, %arg0, %cst_21 : vector<8xf32>
// CHECK-NEXT: %61 = arith.andi %59, %60 : vector<8xi1>
// CHECK-NEXT: %62 = arith.negf %58 : vector<8xf32>
// CHECK-NEXT: %63 = math.fma %cst, %cst_16, %62 : vector<8xf32>
// CHECK-NEXT: %64 = arith.select %61, %63, %58 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %64 : vector<8xf32>
// CHECK-NEXT: }
func.func @acos_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.acos %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @sin_scalar(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %cst = arith.constant -2.59630184E-7 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.47562348E-5 : f32
// CHECK-NEXT: %cst_1 = arith.constant -0.00138883304 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.0416666418 : f32
// CHECK-NEXT: %cst_3 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT: %cst_4 = arith.constant -2.50293279E-8 : f32
// CHECK-NEXT: %cst_5 = arith.constant 2.76001265E-6 : f32
// CHECK-NEXT: %cst_6 = arith.constant -1.98426045E-4 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0.00833334774 : f32
// CHECK-NEXT: %cst_8 = arith.constant -0.166666672 : f32
// CHECK-NEXT: %cst_9 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %cst_10 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_11 = arith.constant 0.636619746 : f32
// CHECK-NEXT: %cst_12 = arith.constant 1.57079637 : f32
// CHECK-NEXT: %0 = arith.mulf %arg0, %cst_11 : f32
// CHECK-NEXT: %1 = math.floor %0 : f32
// CHECK-NEXT: %2 = arith.mulf %1, %cst_12 : f32
// CHECK-NEXT: %3 = arith.subf %arg0, %2 : f32
// CHECK-NEXT: %4 = arith.fptosi %1 : f32 to i32
// CHECK-NEXT: %5 = arith.andi %4, %c3_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %c1_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi eq, %5, %c3_i32 : i32
// CHECK-NEXT: %8 = arith.ori %6, %7 : i1
// CHECK-NEXT: %9 = arith.cmpi sgt, %5, %c1_i32 : i32
// CHECK-NEXT: %10 = arith.mulf %3, %3 : f32
// CHECK-NEXT: %11 = arith.select %8, %cst_10, %3 : f32
// CHECK-NEXT: %12 = arith.select %8, %cst_3, %cst_8 : f32
// CHECK-NEXT: %13 = arith.select %8, %cst_2, %cst_7 : f32
// CHECK-NEXT: %14 = arith.select %8, %cst_1, %cst_6 : f32
// CHECK-NEXT: %15 = arith.select %8, %cst_0, %cst_5 : f32
// CHECK-NEXT: %16 = arith.select %8, %cst, %cst_4 : f32
// CHECK-NEXT: %17 = math.fma %10, %16, %15 : f32
// CHECK-NEXT: %18 = math.fma %10, %17, %14 : f32
// CHECK-NEXT: %19 = math.fma %10, %18, %13 : f32
// CHECK-NEXT: %20 = math.fma %10, %19, %12 : f32
// CHECK-NEXT: %21 = math.fma %10, %20, %cst_10 : f32
// CHECK-NEXT: %22 = arith.mulf %11, %21 : f32
// CHECK-NEXT: %23 = arith.mulf %22, %cst_9 : f32
// CHECK-NEXT: %24 = arith.select %9, %23, %22 : f32
// CHECK-NEXT: return %24 : f32
// CHECK-NEXT: }
func.func @sin_scalar(%arg0: f32) -> f32 {
  %0 = math.sin %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @sin_vector(
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<8xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<3> : vector<8xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<-2.59630184E-7> : vector<8xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<2.47562348E-5> : vector<8xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<-0.00138883304> : vector<8xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<0.0416666418> : vector<8xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<-5.000000e-01> : vector<8xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<-2.50293279E-8> : vector<8xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<2.76001265E-6> : vector<8xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<-1.98426045E-4> : vector<8xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<0.00833334774> : vector<8xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<-0.166666672> : vector<8xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<-1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<0.636619746> : vector<8xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<1.57079637> : vector<8xf32>
// CHECK-NEXT: %0 = arith.mulf %arg0, %cst_13 : vector<8xf32>
// CHECK-NEXT: %1 = math.floor %0 : vector<8xf32>
// CHECK-NEXT: %2 = arith.mulf %1, %cst_14 : vector<8xf32>
// CHECK-NEXT: %3 = arith.subf %arg0, %2 : vector<8xf32>
// CHECK-NEXT: %4 = arith.fptosi %1 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: %5 = arith.andi %4, %cst_0 : vector<8xi32>
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %cst : vector<8xi32>
// CHECK-NEXT: %7 = arith.cmpi eq, %5, %cst_0 : vector<8xi32>
// CHECK-NEXT: %8 = arith.ori %6, %7 : vector<8xi1>
// CHECK-NEXT: %9 = arith.cmpi sgt, %5, %cst : vector<8xi32>
// CHECK-NEXT: %10 = arith.mulf %3, %3 : vector<8xf32>
// CHECK-NEXT: %11 = arith.select %8, %cst_12, %3 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %12 = arith.select %8, %cst_5, %cst_10 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %13 = arith.select %8, %cst_4, %cst_9 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %14 = arith.select %8, %cst_3, %cst_8 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %15 = arith.select %8, %cst_2, %cst_7 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %16 = arith.select %8, %cst_1, %cst_6 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %17 = math.fma %10, %16, %15 : vector<8xf32>
// CHECK-NEXT: %18 = math.fma %10, %17, %14 : vector<8xf32>
// CHECK-NEXT: %19 = math.fma %10, %18, %13 : vector<8xf32>
// CHECK-NEXT: %20 = math.fma %10, %19, %12 : vector<8xf32>
// CHECK-NEXT: %21 = math.fma %10, %20, %cst_12 : vector<8xf32>
// CHECK-NEXT: %22 = arith.mulf %11, %21 : vector<8xf32>
// CHECK-NEXT: %23 = arith.mulf %22, %cst_11 : vector<8xf32>
// CHECK-NEXT: %24 = arith.select %9, %23, %22 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %24 : vector<8xf32>
// CHECK-NEXT: }
func.func @sin_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.sin %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @cos_scalar(
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %cst = arith.constant -2.59630184E-7 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.47562348E-5 : f32
// CHECK-NEXT: %cst_1 = arith.constant -0.00138883304 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.0416666418 : f32
// CHECK-NEXT: %cst_3 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT: %cst_4 = arith.constant -2.50293279E-8 : f32
// CHECK-NEXT: %cst_5 = arith.constant 2.76001265E-6 : f32
// CHECK-NEXT: %cst_6 = arith.constant -1.98426045E-4 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0.00833334774 : f32
// CHECK-NEXT: %cst_8 = arith.constant -0.166666672 : f32
// CHECK-NEXT: %cst_9 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %cst_10 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_11 = arith.constant 0.636619746 : f32
// CHECK-NEXT: %cst_12 = arith.constant 1.57079637 : f32
// CHECK-NEXT: %0 = arith.mulf %arg0, %cst_11 : f32
// CHECK-NEXT: %1 = math.floor %0 : f32
// CHECK-NEXT: %2 = arith.mulf %1, %cst_12 : f32
// CHECK-NEXT: %3 = arith.subf %arg0, %2 : f32
// CHECK-NEXT: %4 = arith.fptosi %1 : f32 to i32
// CHECK-NEXT: %5 = arith.andi %4, %c3_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %c0_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi eq, %5, %c1_i32 : i32
// CHECK-NEXT: %8 = arith.cmpi eq, %5, %c2_i32 : i32
// CHECK-NEXT: %9 = arith.ori %6, %8 : i1
// CHECK-NEXT: %10 = arith.ori %7, %8 : i1
// CHECK-NEXT: %11 = arith.mulf %3, %3 : f32
// CHECK-NEXT: %12 = arith.select %9, %cst_10, %3 : f32
// CHECK-NEXT: %13 = arith.select %9, %cst_3, %cst_8 : f32
// CHECK-NEXT: %14 = arith.select %9, %cst_2, %cst_7 : f32
// CHECK-NEXT: %15 = arith.select %9, %cst_1, %cst_6 : f32
// CHECK-NEXT: %16 = arith.select %9, %cst_0, %cst_5 : f32
// CHECK-NEXT: %17 = arith.select %9, %cst, %cst_4 : f32
// CHECK-NEXT: %18 = math.fma %11, %17, %16 : f32
// CHECK-NEXT: %19 = math.fma %11, %18, %15 : f32
// CHECK-NEXT: %20 = math.fma %11, %19, %14 : f32
// CHECK-NEXT: %21 = math.fma %11, %20, %13 : f32
// CHECK-NEXT: %22 = math.fma %11, %21, %cst_10 : f32
// CHECK-NEXT: %23 = arith.mulf %12, %22 : f32
// CHECK-NEXT: %24 = arith.mulf %23, %cst_9 : f32
// CHECK-NEXT: %25 = arith.select %10, %24, %23 : f32
// CHECK-NEXT: return %25 : f32
// CHECK-NEXT: }
func.func @cos_scalar(%arg0: f32) -> f32 {
  %0 = math.cos %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @cos_vector(
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<8xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1> : vector<8xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<0> : vector<8xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<3> : vector<8xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<-2.59630184E-7> : vector<8xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<2.47562348E-5> : vector<8xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<-0.00138883304> : vector<8xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<0.0416666418> : vector<8xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<-5.000000e-01> : vector<8xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<-2.50293279E-8> : vector<8xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<2.76001265E-6> : vector<8xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<-1.98426045E-4> : vector<8xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<0.00833334774> : vector<8xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<-0.166666672> : vector<8xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<-1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_15 = arith.constant dense<0.636619746> : vector<8xf32>
// CHECK-NEXT: %cst_16 = arith.constant dense<1.57079637> : vector<8xf32>
// CHECK-NEXT: %0 = arith.mulf %arg0, %cst_15 : vector<8xf32>
// CHECK-NEXT: %1 = math.floor %0 : vector<8xf32>
// CHECK-NEXT: %2 = arith.mulf %1, %cst_16 : vector<8xf32>
// CHECK-NEXT: %3 = arith.subf %arg0, %2 : vector<8xf32>
// CHECK-NEXT: %4 = arith.fptosi %1 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: %5 = arith.andi %4, %cst_2 : vector<8xi32>
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %cst_1 : vector<8xi32>
// CHECK-NEXT: %7 = arith.cmpi eq, %5, %cst_0 : vector<8xi32>
// CHECK-NEXT: %8 = arith.cmpi eq, %5, %cst : vector<8xi32>
// CHECK-NEXT: %9 = arith.ori %6, %8 : vector<8xi1>
// CHECK-NEXT: %10 = arith.ori %7, %8 : vector<8xi1>
// CHECK-NEXT: %11 = arith.mulf %3, %3 : vector<8xf32>
// CHECK-NEXT: %12 = arith.select %9, %cst_14, %3 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %13 = arith.select %9, %cst_7, %cst_12 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %14 = arith.select %9, %cst_6, %cst_11 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %15 = arith.select %9, %cst_5, %cst_10 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %16 = arith.select %9, %cst_4, %cst_9 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %17 = arith.select %9, %cst_3, %cst_8 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %18 = math.fma %11, %17, %16 : vector<8xf32>
// CHECK-NEXT: %19 = math.fma %11, %18, %15 : vector<8xf32>
// CHECK-NEXT: %20 = math.fma %11, %19, %14 : vector<8xf32>
// CHECK-NEXT: %21 = math.fma %11, %20, %13 : vector<8xf32>
// CHECK-NEXT: %22 = math.fma %11, %21, %cst_14 : vector<8xf32>
// CHECK-NEXT: %23 = arith.mulf %12, %22 : vector<8xf32>
// CHECK-NEXT: %24 = arith.mulf %23, %cst_13 : vector<8xf32>
// CHECK-NEXT: %25 = arith.select %10, %24, %23 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %25 : vector<8xf32>
// CHECK-NEXT: }
func.func @cos_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.cos %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @cbrt_scalar(
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c709965728_i32 = arith.constant 709965728 : i32
// CHECK-NEXT: %cst = arith.constant 0.333333343 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = arith.bitcast %0 : f32 to i32
// CHECK-NEXT: %2 = arith.shrsi %1, %c2_i32 : i32
// CHECK-NEXT: %3 = arith.shrsi %1, %c4_i32 : i32
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: %5 = arith.shrsi %4, %c4_i32 : i32
// CHECK-NEXT: %6 = arith.addi %4, %5 : i32
// CHECK-NEXT: %7 = arith.shrsi %6, %c8_i32 : i32
// CHECK-NEXT: %8 = arith.addi %6, %7 : i32
// CHECK-NEXT: %9 = arith.addi %8, %c709965728_i32 : i32
// CHECK-NEXT: %10 = arith.bitcast %9 : i32 to f32
// CHECK-NEXT: %11 = arith.mulf %10, %10 : f32
// CHECK-NEXT: %12 = arith.mulf %10, %cst_0 : f32
// CHECK-NEXT: %13 = arith.divf %0, %11 : f32
// CHECK-NEXT: %14 = arith.addf %12, %13 : f32
// CHECK-NEXT: %15 = arith.mulf %14, %cst : f32
// CHECK-NEXT: %16 = arith.mulf %15, %15 : f32
// CHECK-NEXT: %17 = arith.mulf %15, %cst_0 : f32
// CHECK-NEXT: %18 = arith.divf %0, %16 : f32
// CHECK-NEXT: %19 = arith.addf %17, %18 : f32
// CHECK-NEXT: %20 = arith.mulf %19, %cst : f32
// CHECK-NEXT: %21 = arith.cmpf oeq, %0, %cst_1 : f32
// CHECK-NEXT: %22 = arith.select %21, %cst_1, %20 : f32
// CHECK-NEXT: %23 = math.copysign %22, %arg0 : f32
// CHECK-NEXT: return %23 : f32
// CHECK-NEXT: }
func.func @cbrt_scalar(%arg0: f32) -> f32 {
  %0 = math.cbrt %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @cbrt_vector(
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<8xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<4> : vector<8xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<8> : vector<8xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<709965728> : vector<8xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<0.333333343> : vector<8xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<2.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %0 = math.absf %arg0 : vector<8xf32>
// CHECK-NEXT: %1 = arith.bitcast %0 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: %2 = arith.shrsi %1, %cst : vector<8xi32>
// CHECK-NEXT: %3 = arith.shrsi %1, %cst_0 : vector<8xi32>
// CHECK-NEXT: %4 = arith.addi %2, %3 : vector<8xi32>
// CHECK-NEXT: %5 = arith.shrsi %4, %cst_0 : vector<8xi32>
// CHECK-NEXT: %6 = arith.addi %4, %5 : vector<8xi32>
// CHECK-NEXT: %7 = arith.shrsi %6, %cst_1 : vector<8xi32>
// CHECK-NEXT: %8 = arith.addi %6, %7 : vector<8xi32>
// CHECK-NEXT: %9 = arith.addi %8, %cst_2 : vector<8xi32>
// CHECK-NEXT: %10 = arith.bitcast %9 : vector<8xi32> to vector<8xf32>
// CHECK-NEXT: %11 = arith.mulf %10, %10 : vector<8xf32>
// CHECK-NEXT: %12 = arith.mulf %10, %cst_4 : vector<8xf32>
// CHECK-NEXT: %13 = arith.divf %0, %11 : vector<8xf32>
// CHECK-NEXT: %14 = arith.addf %12, %13 : vector<8xf32>
// CHECK-NEXT: %15 = arith.mulf %14, %cst_3 : vector<8xf32>
// CHECK-NEXT: %16 = arith.mulf %15, %15 : vector<8xf32>
// CHECK-NEXT: %17 = arith.mulf %15, %cst_4 : vector<8xf32>
// CHECK-NEXT: %18 = arith.divf %0, %16 : vector<8xf32>
// CHECK-NEXT: %19 = arith.addf %17, %18 : vector<8xf32>
// CHECK-NEXT: %20 = arith.mulf %19, %cst_3 : vector<8xf32>
// CHECK-NEXT: %21 = arith.cmpf oeq, %0, %cst_5 : vector<8xf32>
// CHECK-NEXT: %22 = arith.select %21, %cst_5, %20 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %23 = math.copysign %22, %arg0 : vector<8xf32>
// CHECK-NEXT: return %23 : vector<8xf32>
// CHECK-NEXT: }
func.func @cbrt_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.cbrt %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @atan2_scalar(
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_0 = arith.constant -1.57079637 : f32
// CHECK-NEXT: %cst_1 = arith.constant 3.14159274 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.57079637 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0.785398185 : f32
// CHECK-NEXT: %cst_5 = arith.constant 194.550659 : f32
// CHECK-NEXT: %cst_6 = arith.constant 485.390411 : f32
// CHECK-NEXT: %cst_7 = arith.constant 432.881073 : f32
// CHECK-NEXT: %cst_8 = arith.constant 165.027008 : f32
// CHECK-NEXT: %cst_9 = arith.constant 24.8584652 : f32
// CHECK-NEXT: %cst_10 = arith.constant -64.8502197 : f32
// CHECK-NEXT: %cst_11 = arith.constant -122.886665 : f32
// CHECK-NEXT: %cst_12 = arith.constant -75.0085601 : f32
// CHECK-NEXT: %cst_13 = arith.constant -16.1575375 : f32
// CHECK-NEXT: %cst_14 = arith.constant -0.875060856 : f32
// CHECK-NEXT: %cst_15 = arith.constant 2.41421366 : f32
// CHECK-NEXT: %cst_16 = arith.constant 6.600000e-01 : f32
// CHECK-NEXT: %cst_17 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = math.absf %0 : f32
// CHECK-NEXT: %2 = arith.cmpf ogt, %1, %cst_16 : f32
// CHECK-NEXT: %3 = arith.addf %1, %cst_17 : f32
// CHECK-NEXT: %4 = arith.subf %1, %cst_17 : f32
// CHECK-NEXT: %5 = arith.select %2, %4, %1 : f32
// CHECK-NEXT: %6 = arith.select %2, %3, %cst_17 : f32
// CHECK-NEXT: %7 = arith.cmpf ogt, %1, %cst_15 : f32
// CHECK-NEXT: %8 = arith.select %7, %cst_17, %5 : f32
// CHECK-NEXT: %9 = arith.select %7, %1, %6 : f32
// CHECK-NEXT: %10 = arith.divf %8, %9 : f32
// CHECK-NEXT: %11 = arith.mulf %10, %10 : f32
// CHECK-NEXT: %12 = math.fma %11, %cst_14, %cst_13 : f32
// CHECK-NEXT: %13 = math.fma %11, %12, %cst_12 : f32
// CHECK-NEXT: %14 = math.fma %11, %13, %cst_11 : f32
// CHECK-NEXT: %15 = math.fma %11, %14, %cst_10 : f32
// CHECK-NEXT: %16 = arith.mulf %15, %11 : f32
// CHECK-NEXT: %17 = math.fma %11, %cst_9, %cst_8 : f32
// CHECK-NEXT: %18 = math.fma %11, %17, %cst_7 : f32
// CHECK-NEXT: %19 = math.fma %11, %18, %cst_6 : f32
// CHECK-NEXT: %20 = math.fma %11, %19, %cst_5 : f32
// CHECK-NEXT: %21 = arith.divf %16, %20 : f32
// CHECK-NEXT: %22 = math.fma %21, %10, %10 : f32
// CHECK-NEXT: %23 = arith.addf %22, %cst_4 : f32
// CHECK-NEXT: %24 = arith.select %2, %23, %22 : f32
// CHECK-NEXT: %25 = arith.subf %cst_3, %22 : f32
// CHECK-NEXT: %26 = arith.select %7, %25, %24 : f32
// CHECK-NEXT: %27 = math.copysign %26, %0 : f32
// CHECK-NEXT: %28 = arith.addf %27, %cst_1 : f32
// CHECK-NEXT: %29 = arith.subf %27, %cst_1 : f32
// CHECK-NEXT: %30 = arith.cmpf ogt, %27, %cst_2 : f32
// CHECK-NEXT: %31 = arith.select %30, %29, %28 : f32
// CHECK-NEXT: %32 = arith.cmpf ogt, %arg1, %cst_2 : f32
// CHECK-NEXT: %33 = arith.select %32, %27, %31 : f32
// CHECK-NEXT: %34 = arith.cmpf oeq, %arg1, %cst_2 : f32
// CHECK-NEXT: %35 = arith.cmpf ogt, %arg0, %cst_2 : f32
// CHECK-NEXT: %36 = arith.andi %34, %35 : i1
// CHECK-NEXT: %37 = arith.select %36, %cst_3, %33 : f32
// CHECK-NEXT: %38 = arith.cmpf olt, %arg0, %cst_2 : f32
// CHECK-NEXT: %39 = arith.andi %34, %38 : i1
// CHECK-NEXT: %40 = arith.select %39, %cst_0, %37 : f32
// CHECK-NEXT: %41 = arith.cmpf oeq, %arg0, %cst_2 : f32
// CHECK-NEXT: %42 = arith.andi %34, %41 : i1
// CHECK-NEXT: %43 = arith.select %42, %cst, %40 : f32
// CHECK-NEXT: return %43 : f32
// CHECK-NEXT: }
func.func @atan2_scalar(%arg0: f32, %arg1: f32) -> f32 {
  %0 = math.atan2 %arg0, %arg1 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @atan2_vector(
// CHECK-NEXT: %cst = arith.constant dense<0x7FC00000> : vector<8xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<-1.57079637> : vector<8xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<3.14159274> : vector<8xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<1.57079637> : vector<8xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<0.785398185> : vector<8xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<194.550659> : vector<8xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<485.390411> : vector<8xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<432.881073> : vector<8xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<165.027008> : vector<8xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<24.8584652> : vector<8xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<-64.8502197> : vector<8xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<-122.886665> : vector<8xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<-75.0085601> : vector<8xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<-16.1575375> : vector<8xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<-0.875060856> : vector<8xf32>
// CHECK-NEXT: %cst_15 = arith.constant dense<2.41421366> : vector<8xf32>
// CHECK-NEXT: %cst_16 = arith.constant dense<6.600000e-01> : vector<8xf32>
// CHECK-NEXT: %cst_17 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %0 = arith.divf %arg0, %arg1 : vector<8xf32>
// CHECK-NEXT: %1 = math.absf %0 : vector<8xf32>
// CHECK-NEXT: %2 = arith.cmpf ogt, %1, %cst_16 : vector<8xf32>
// CHECK-NEXT: %3 = arith.addf %1, %cst_17 : vector<8xf32>
// CHECK-NEXT: %4 = arith.subf %1, %cst_17 : vector<8xf32>
// CHECK-NEXT: %5 = arith.select %2, %4, %1 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %6 = arith.select %2, %3, %cst_17 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %7 = arith.cmpf ogt, %1, %cst_15 : vector<8xf32>
// CHECK-NEXT: %8 = arith.select %7, %cst_17, %5 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %9 = arith.select %7, %1, %6 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %10 = arith.divf %8, %9 : vector<8xf32>
// CHECK-NEXT: %11 = arith.mulf %10, %10 : vector<8xf32>
// CHECK-NEXT: %12 = math.fma %11, %cst_14, %cst_13 : vector<8xf32>
// CHECK-NEXT: %13 = math.fma %11, %12, %cst_12 : vector<8xf32>
// CHECK-NEXT: %14 = math.fma %11, %13, %cst_11 : vector<8xf32>
// CHECK-NEXT: %15 = math.fma %11, %14, %cst_10 : vector<8xf32>
// CHECK-NEXT: %16 = arith.mulf %15, %11 : vector<8xf32>
// CHECK-NEXT: %17 = math.fma %11, %cst_9, %cst_8 : vector<8xf32>
// CHECK-NEXT: %18 = math.fma %11, %17, %cst_7 : vector<8xf32>
// CHECK-NEXT: %19 = math.fma %11, %18, %cst_6 : vector<8xf32>
// CHECK-NEXT: %20 = math.fma %11, %19, %cst_5 : vector<8xf32>
// CHECK-NEXT: %21 = arith.divf %16, %20 : vector<8xf32>
// CHECK-NEXT: %22 = math.fma %21, %10, %10 : vector<8xf32>
// CHECK-NEXT: %23 = arith.addf %22, %cst_4 : vector<8xf32>
// CHECK-NEXT: %24 = arith.select %2, %23, %22 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %25 = arith.subf %cst_3, %22 : vector<8xf32>
// CHECK-NEXT: %26 = arith.select %7, %25, %24 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %27 = math.copysign %26, %0 : vector<8xf32>
// CHECK-NEXT: %28 = arith.addf %27, %cst_1 : vector<8xf32>
// CHECK-NEXT: %29 = arith.subf %27, %cst_1 : vector<8xf32>
// CHECK-NEXT: %30 = arith.cmpf ogt, %27, %cst_2 : vector<8xf32>
// CHECK-NEXT: %31 = arith.select %30, %29, %28 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %32 = arith.cmpf ogt, %arg1, %cst_2 : vector<8xf32>
// CHECK-NEXT: %33 = arith.select %32, %27, %31 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %34 = arith.cmpf oeq, %arg1, %cst_2 : vector<8xf32>
// CHECK-NEXT: %35 = arith.cmpf ogt, %arg0, %cst_2 : vector<8xf32>
// CHECK-NEXT: %36 = arith.andi %34, %35 : vector<8xi1>
// CHECK-NEXT: %37 = arith.select %36, %cst_3, %33 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %38 = arith.cmpf olt, %arg0, %cst_2 : vector<8xf32>
// CHECK-NEXT: %39 = arith.andi %34, %38 : vector<8xi1>
// CHECK-NEXT: %40 = arith.select %39, %cst_0, %37 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %41 = arith.cmpf oeq, %arg0, %cst_2 : vector<8xf32>
// CHECK-NEXT: %42 = arith.andi %34, %41 : vector<8xi1>
// CHECK-NEXT: %43 = arith.select %42, %cst, %40 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %43 : vector<8xf32>
// CHECK-NEXT: }
func.func @atan2_vector(%arg0: vector<8xf32>, %arg1: vector<8xf32>) -> vector<8xf32> {
  %0 = math.atan2 %arg0, %arg1 : vector<8xf32>
  return %0 : vector<8xf32>
}
