// RUN: oxir-opt %s --split-input-file --math-expand-ops | FileCheck %s

// MLIR's math-expand-ops with every expansion selected (CHECK lines from mlir-opt 22): the
// hyperbolic functions through exp and log, tan through sin and cos, fma as mulf and addf,
// ceil and round through an i64 truncation, roundeven through round and bit arithmetic, powf
// and fpowi with their constant-exponent rules, rsqrt, ctlz by binary search, and clampf with
// MLIR 22's operand order. Ops whose constants a dynamic shape cannot hold (ceil, rsqrt on
// tensor<?x..>), round on f64 and ctlz wider than 64 bits stay. An expansion's own math ops
// are expanded in turn (asinh's fma, roundeven's round, fpowi's powf, powf's rsqrt).

func.func @sinh_cosh(%a: f32, %v: vector<4xf32>) -> (f32, vector<4xf32>) {
  %0 = math.sinh %a : f32
  %1 = math.cosh %v fastmath<fast> : vector<4xf32>
  return %0, %1 : f32, vector<4xf32>
}

// CHECK-LABEL: func.func @sinh_cosh(
// CHECK-SAME: %arg0: f32, %arg1: vector<4xf32>) -> (f32, vector<4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<5.000000e-01> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %0 = math.exp %arg0 : f32
// CHECK-NEXT: %1 = arith.negf %arg0 : f32
// CHECK-NEXT: %2 = math.exp %1 : f32
// CHECK-NEXT: %3 = arith.subf %0, %2 : f32
// CHECK-NEXT: %4 = arith.mulf %3, %cst_0 : f32
// CHECK-NEXT: %5 = math.exp %arg1 : vector<4xf32>
// CHECK-NEXT: %6 = arith.negf %arg1 : vector<4xf32>
// CHECK-NEXT: %7 = math.exp %6 : vector<4xf32>
// CHECK-NEXT: %8 = arith.addf %5, %7 : vector<4xf32>
// CHECK-NEXT: %9 = arith.mulf %8, %cst : vector<4xf32>
// CHECK-NEXT: return %4, %9 : f32, vector<4xf32>
// CHECK-NEXT: }

// -----

func.func @tanh(%a: f32, %t: tensor<2xf64>) -> (f32, tensor<2xf64>) {
  %0 = math.tanh %a : f32
  %1 = math.tanh %t : tensor<2xf64>
  return %0, %1 : f32, tensor<2xf64>
}

// CHECK-LABEL: func.func @tanh(
// CHECK-SAME: %arg0: f32, %arg1: tensor<2xf64>) -> (f32, tensor<2xf64>) {
// CHECK-NEXT: %cst = arith.constant dense<-2.000000e+00> : tensor<2xf64>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : tensor<2xf64>
// CHECK-NEXT: %cst_1 = arith.constant dense<0.000000e+00> : tensor<2xf64>
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %0 = arith.cmpf olt, %arg0, %cst_2 : f32
// CHECK-NEXT: %1 = arith.uitofp %0 : i1 to f32
// CHECK-NEXT: %2 = arith.mulf %1, %cst_4 : f32
// CHECK-NEXT: %3 = arith.addf %2, %cst_3 : f32
// CHECK-NEXT: %4 = arith.mulf %3, %arg0 : f32
// CHECK-NEXT: %5 = arith.mulf %4, %cst_4 : f32
// CHECK-NEXT: %6 = math.exp %5 : f32
// CHECK-NEXT: %7 = arith.subf %cst_3, %6 : f32
// CHECK-NEXT: %8 = arith.addf %6, %cst_3 : f32
// CHECK-NEXT: %9 = arith.divf %7, %8 : f32
// CHECK-NEXT: %10 = arith.mulf %3, %9 : f32
// CHECK-NEXT: %11 = arith.cmpf olt, %arg1, %cst_1 : tensor<2xf64>
// CHECK-NEXT: %12 = arith.uitofp %11 : tensor<2xi1> to tensor<2xf64>
// CHECK-NEXT: %13 = arith.mulf %12, %cst : tensor<2xf64>
// CHECK-NEXT: %14 = arith.addf %13, %cst_0 : tensor<2xf64>
// CHECK-NEXT: %15 = arith.mulf %14, %arg1 : tensor<2xf64>
// CHECK-NEXT: %16 = arith.mulf %15, %cst : tensor<2xf64>
// CHECK-NEXT: %17 = math.exp %16 : tensor<2xf64>
// CHECK-NEXT: %18 = arith.subf %cst_0, %17 : tensor<2xf64>
// CHECK-NEXT: %19 = arith.addf %17, %cst_0 : tensor<2xf64>
// CHECK-NEXT: %20 = arith.divf %18, %19 : tensor<2xf64>
// CHECK-NEXT: %21 = arith.mulf %14, %20 : tensor<2xf64>
// CHECK-NEXT: return %10, %21 : f32, tensor<2xf64>
// CHECK-NEXT: }

// -----

func.func @tan(%v: vector<2x3xf16>) -> vector<2x3xf16> {
  %0 = math.tan %v : vector<2x3xf16>
  return %0 : vector<2x3xf16>
}

// CHECK-LABEL: func.func @tan(
// CHECK-SAME: %arg0: vector<2x3xf16>) -> vector<2x3xf16> {
// CHECK-NEXT: %0 = math.sin %arg0 : vector<2x3xf16>
// CHECK-NEXT: %1 = math.cos %arg0 : vector<2x3xf16>
// CHECK-NEXT: %2 = arith.divf %0, %1 : vector<2x3xf16>
// CHECK-NEXT: return %2 : vector<2x3xf16>
// CHECK-NEXT: }

// -----

func.func @inverse_hyperbolic(%a: f32, %b: f64, %c: bf16) -> (f32, f64, bf16) {
  %0 = math.asinh %a : f32
  %1 = math.acosh %b : f64
  %2 = math.atanh %c : bf16
  return %0, %1, %2 : f32, f64, bf16
}

// CHECK-LABEL: func.func @inverse_hyperbolic(
// CHECK-SAME: %arg0: f32, %arg1: f64, %arg2: bf16) -> (f32, f64, bf16) {
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : bf16
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT: %cst_1 = arith.constant -1.000000e+00 : f64
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.addf %0, %cst_2 : f32
// CHECK-NEXT: %2 = math.sqrt %1 : f32
// CHECK-NEXT: %3 = arith.addf %arg0, %2 : f32
// CHECK-NEXT: %4 = math.log %3 : f32
// CHECK-NEXT: %5 = arith.mulf %arg1, %arg1 : f64
// CHECK-NEXT: %6 = arith.addf %5, %cst_1 : f64
// CHECK-NEXT: %7 = math.sqrt %6 : f64
// CHECK-NEXT: %8 = arith.addf %arg1, %7 : f64
// CHECK-NEXT: %9 = math.log %8 : f64
// CHECK-NEXT: %10 = arith.addf %arg2, %cst_0 : bf16
// CHECK-NEXT: %11 = arith.negf %arg2 : bf16
// CHECK-NEXT: %12 = arith.addf %11, %cst_0 : bf16
// CHECK-NEXT: %13 = arith.divf %10, %12 : bf16
// CHECK-NEXT: %14 = math.log %13 : bf16
// CHECK-NEXT: %15 = arith.mulf %14, %cst : bf16
// CHECK-NEXT: return %4, %9, %15 : f32, f64, bf16
// CHECK-NEXT: }

// -----

func.func @fma(%a: f64, %b: f64, %c: f64, %t: tensor<?xf32>) -> (f64, tensor<?xf32>) {
  %0 = math.fma %a, %b, %c fastmath<fast> : f64
  %1 = math.fma %t, %t, %t : tensor<?xf32>
  return %0, %1 : f64, tensor<?xf32>
}

// CHECK-LABEL: func.func @fma(
// CHECK-SAME: %arg0: f64, %arg1: f64, %arg2: f64, %arg3: tensor<?xf32>) -> (f64, tensor<?xf32>) {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 : f64
// CHECK-NEXT: %1 = arith.addf %0, %arg2 : f64
// CHECK-NEXT: %2 = arith.mulf %arg3, %arg3 : tensor<?xf32>
// CHECK-NEXT: %3 = arith.addf %2, %arg3 : tensor<?xf32>
// CHECK-NEXT: return %1, %3 : f64, tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @ceil(%a: f32, %b: bf16, %v: vector<[4]xf64>, %t: tensor<?xf32>) -> (f32, bf16, vector<[4]xf64>, tensor<?xf32>) {
  %0 = math.ceil %a : f32
  %1 = math.ceil %b : bf16
  %2 = math.ceil %v : vector<[4]xf64>
  %3 = math.ceil %t : tensor<?xf32>
  return %0, %1, %2, %3 : f32, bf16, vector<[4]xf64>, tensor<?xf32>
}

// CHECK-LABEL: func.func @ceil(
// CHECK-SAME: %arg0: f32, %arg1: bf16, %arg2: vector<[4]xf64>, %arg3: tensor<?xf32>) -> (f32, bf16, vector<[4]xf64>, tensor<?xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<[4]xf64>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<[4]xf64>
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : bf16
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.fptosi %arg0 : f32 to i64
// CHECK-NEXT: %1 = arith.sitofp %0 : i64 to f32
// CHECK-NEXT: %2 = math.copysign %1, %arg0 : f32
// CHECK-NEXT: %3 = arith.cmpf ogt, %arg0, %2 : f32
// CHECK-NEXT: %4 = arith.select %3, %cst_3, %cst_4 : f32
// CHECK-NEXT: %5 = arith.addf %2, %4 : f32
// CHECK-NEXT: %6 = arith.fptosi %arg1 : bf16 to i64
// CHECK-NEXT: %7 = arith.sitofp %6 : i64 to bf16
// CHECK-NEXT: %8 = math.copysign %7, %arg1 : bf16
// CHECK-NEXT: %9 = arith.cmpf ogt, %arg1, %8 : bf16
// CHECK-NEXT: %10 = arith.select %9, %cst_1, %cst_2 : bf16
// CHECK-NEXT: %11 = arith.addf %8, %10 : bf16
// CHECK-NEXT: %12 = arith.fptosi %arg2 : vector<[4]xf64> to vector<[4]xi64>
// CHECK-NEXT: %13 = arith.sitofp %12 : vector<[4]xi64> to vector<[4]xf64>
// CHECK-NEXT: %14 = math.copysign %13, %arg2 : vector<[4]xf64>
// CHECK-NEXT: %15 = arith.cmpf ogt, %arg2, %14 : vector<[4]xf64>
// CHECK-NEXT: %16 = arith.select %15, %cst, %cst_0 : vector<[4]xi1>, vector<[4]xf64>
// CHECK-NEXT: %17 = arith.addf %14, %16 : vector<[4]xf64>
// CHECK-NEXT: %18 = math.ceil %arg3 : tensor<?xf32>
// CHECK-NEXT: return %5, %11, %17, %18 : f32, bf16, vector<[4]xf64>, tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @exp2(%a: f64, %b: f16, %t: tensor<1xf32>) -> (f64, f16, tensor<1xf32>) {
  %0 = math.exp2 %a : f64
  %1 = math.exp2 %b : f16
  %2 = math.exp2 %t : tensor<1xf32>
  return %0, %1, %2 : f64, f16, tensor<1xf32>
}

// CHECK-LABEL: func.func @exp2(
// CHECK-SAME: %arg0: f64, %arg1: f16, %arg2: tensor<1xf32>) -> (f64, f16, tensor<1xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<0.693147182> : tensor<1xf32>
// CHECK-NEXT: %cst_0 = arith.constant 6.933590e-01 : f16
// CHECK-NEXT: %cst_1 = arith.constant 0.69314718055994529 : f64
// CHECK-NEXT: %0 = arith.mulf %arg0, %cst_1 : f64
// CHECK-NEXT: %1 = math.exp %0 : f64
// CHECK-NEXT: %2 = arith.mulf %arg1, %cst_0 : f16
// CHECK-NEXT: %3 = math.exp %2 : f16
// CHECK-NEXT: %4 = arith.mulf %arg2, %cst : tensor<1xf32>
// CHECK-NEXT: %5 = math.exp %4 : tensor<1xf32>
// CHECK-NEXT: return %1, %3, %5 : f64, f16, tensor<1xf32>
// CHECK-NEXT: }

// -----

func.func @powf(%a: f32, %b: f32, %v: vector<4xf16>, %t: tensor<2xf64>) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<4xf16>, tensor<2xf64>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %cm1 = arith.constant -1.0 : f32
  %ch = arith.constant 0.5 : f32
  %cmh = arith.constant -0.5 : f32
  %c2 = arith.constant 2.0 : f32
  %cm2 = arith.constant -2.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c4 = arith.constant 4.0 : f32
  %0 = math.powf %a, %b : f32
  %1 = math.powf %a, %c0 : f32
  %2 = math.powf %a, %c1 : f32
  %3 = math.powf %a, %cm1 : f32
  %4 = math.powf %a, %ch : f32
  %5 = math.powf %a, %cmh : f32
  %6 = math.powf %a, %c2 : f32
  %7 = math.powf %a, %cm2 : f32
  %8 = math.powf %a, %c3 : f32
  %9 = math.powf %a, %c4 : f32
  %cv = arith.constant dense<2.0> : vector<4xf16>
  %10 = math.powf %v, %cv : vector<4xf16>
  %ct = arith.constant dense<-0.0> : tensor<2xf64>
  %11 = math.powf %t, %ct : tensor<2xf64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<4xf16>, tensor<2xf64>
}

// CHECK-LABEL: func.func @powf(
// CHECK-SAME: %arg0: f32, %arg1: f32, %arg2: vector<4xf16>, %arg3: tensor<2xf64>) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<4xf16>, tensor<2xf64>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2xf64>
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %0 = math.log %arg0 : f32
// CHECK-NEXT: %1 = arith.mulf %arg1, %0 : f32
// CHECK-NEXT: %2 = math.exp %1 : f32
// CHECK-NEXT: %3 = arith.divf %cst_0, %arg0 : f32
// CHECK-NEXT: %4 = math.sqrt %arg0 : f32
// CHECK-NEXT: %5 = math.sqrt %arg0 : f32
// CHECK-NEXT: %6 = arith.divf %cst_0, %5 : f32
// CHECK-NEXT: %7 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %8 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %9 = arith.divf %cst_0, %8 : f32
// CHECK-NEXT: %10 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %11 = arith.mulf %10, %arg0 : f32
// CHECK-NEXT: %12 = math.log %arg0 : f32
// CHECK-NEXT: %13 = arith.mulf %12, %cst_1 : f32
// CHECK-NEXT: %14 = math.exp %13 : f32
// CHECK-NEXT: %15 = arith.mulf %arg2, %arg2 : vector<4xf16>
// CHECK-NEXT: return %2, %cst_0, %arg0, %3, %4, %6, %7, %9, %11, %14, %15, %cst : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<4xf16>, tensor<2xf64>
// CHECK-NEXT: }

// -----

func.func @fpowi(%a: f32, %v: vector<4xf16>, %b: f64, %n: i32, %w: vector<3xf32>) -> (f32, f32, f32, vector<4xf16>, f64, f32, vector<3xf32>) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %cm3 = arith.constant -3 : i64
  %cv = arith.constant dense<3> : vector<4xi16>
  %cw = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %0 = math.fpowi %a, %c0 : f32, i32
  %1 = math.fpowi %a, %c5 fastmath<fast> : f32, i32
  %2 = math.fpowi %a, %cm3 : f32, i64
  %3 = math.fpowi %v, %cv : vector<4xf16>, vector<4xi16>
  %4 = math.fpowi %b, %cm3 : f64, i64
  %5 = math.fpowi %a, %n : f32, i32
  %6 = math.fpowi %w, %cw : vector<3xf32>, vector<3xi32>
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, vector<4xf16>, f64, f32, vector<3xf32>
}

// CHECK-LABEL: func.func @fpowi(
// CHECK-SAME: %arg0: f32, %arg1: vector<4xf16>, %arg2: f64, %arg3: i32, %arg4: vector<3xf32>) -> (f32, f32, f32, vector<4xf16>, f64, f32, vector<3xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<3xf32>
// CHECK-NEXT: %cst_0 = arith.constant 0xFFF0000000000000 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_2 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT: %cst_3 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_4 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %cst_5 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_7 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_9 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT: %2 = arith.mulf %1, %arg0 : f32
// CHECK-NEXT: %3 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %4 = arith.mulf %3, %arg0 : f32
// CHECK-NEXT: %5 = arith.cmpf oeq, %4, %cst_8 : f32
// CHECK-NEXT: %6 = arith.cmpf oeq, %4, %cst_7 : f32
// CHECK-NEXT: %7 = arith.divf %cst_9, %4 : f32
// CHECK-NEXT: %8 = arith.select %5, %cst_6, %7 : f32
// CHECK-NEXT: %9 = arith.select %6, %cst_5, %8 : f32
// CHECK-NEXT: %10 = arith.mulf %arg1, %arg1 : vector<4xf16>
// CHECK-NEXT: %11 = arith.mulf %10, %arg1 : vector<4xf16>
// CHECK-NEXT: %12 = arith.mulf %arg2, %arg2 : f64
// CHECK-NEXT: %13 = arith.mulf %12, %arg2 : f64
// CHECK-NEXT: %14 = arith.cmpf oeq, %13, %cst_3 : f64
// CHECK-NEXT: %15 = arith.cmpf oeq, %13, %cst_2 : f64
// CHECK-NEXT: %16 = arith.divf %cst_4, %13 : f64
// CHECK-NEXT: %17 = arith.select %14, %cst_1, %16 : f64
// CHECK-NEXT: %18 = arith.select %15, %cst_0, %17 : f64
// CHECK-NEXT: %19 = arith.sitofp %arg3 : i32 to f32
// CHECK-NEXT: %20 = math.log %arg0 : f32
// CHECK-NEXT: %21 = arith.mulf %19, %20 : f32
// CHECK-NEXT: %22 = math.exp %21 : f32
// CHECK-NEXT: %23 = math.log %arg4 : vector<3xf32>
// CHECK-NEXT: %24 = arith.mulf %23, %cst : vector<3xf32>
// CHECK-NEXT: %25 = math.exp %24 : vector<3xf32>
// CHECK-NEXT: return %cst_9, %2, %9, %11, %18, %22, %25 : f32, f32, f32, vector<4xf16>, f64, f32, vector<3xf32>
// CHECK-NEXT: }

// -----

func.func @round(%a: vector<2xf32>, %b: f64) -> (vector<2xf32>, f64) {
  %0 = math.round %a : vector<2xf32>
  %1 = math.round %b : f64
  return %0, %1 : vector<2xf32>, f64
}

// CHECK-LABEL: func.func @round(
// CHECK-SAME: %arg0: vector<2xf32>, %arg1: f64) -> (vector<2xf32>, f64) {
// CHECK-NEXT: %cst = arith.constant dense<5.000000e-01> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<23> : vector<2xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<127> : vector<2xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<255> : vector<2xi32>
// CHECK-NEXT: %0 = math.copysign %cst, %arg0 : vector<2xf32>
// CHECK-NEXT: %1 = arith.addf %arg0, %0 : vector<2xf32>
// CHECK-NEXT: %2 = arith.fptosi %1 : vector<2xf32> to vector<2xi64>
// CHECK-NEXT: %3 = arith.sitofp %2 : vector<2xi64> to vector<2xf32>
// CHECK-NEXT: %4 = math.copysign %3, %1 : vector<2xf32>
// CHECK-NEXT: %5 = arith.bitcast %arg0 : vector<2xf32> to vector<2xi32>
// CHECK-NEXT: %6 = arith.shrui %5, %cst_0 : vector<2xi32>
// CHECK-NEXT: %7 = arith.andi %6, %cst_2 : vector<2xi32>
// CHECK-NEXT: %8 = arith.subi %7, %cst_1 : vector<2xi32>
// CHECK-NEXT: %9 = arith.cmpi sge, %8, %cst_0 : vector<2xi32>
// CHECK-NEXT: %10 = arith.select %9, %arg0, %4 : vector<2xi1>, vector<2xf32>
// CHECK-NEXT: %11 = math.round %arg1 : f64
// CHECK-NEXT: return %10, %11 : vector<2xf32>, f64
// CHECK-NEXT: }

// -----

func.func @roundeven(%a: f16, %b: f32) -> (f16, f32) {
  %0 = math.roundeven %a : f16
  %1 = math.roundeven %b : f32
  return %0, %1 : f16, f32
}

// CHECK-LABEL: func.func @roundeven(
// CHECK-SAME: %arg0: f16, %arg1: f32) -> (f16, f32) {
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT: %c8388607_i32 = arith.constant 8388607 : i32
// CHECK-NEXT: %c4194304_i32 = arith.constant 4194304 : i32
// CHECK-NEXT: %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT: %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT: %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT: %c10_i16 = arith.constant 10 : i16
// CHECK-NEXT: %c15_i16 = arith.constant 15 : i16
// CHECK-NEXT: %c512_i16 = arith.constant 512 : i16
// CHECK-NEXT: %c1023_i16 = arith.constant 1023 : i16
// CHECK-NEXT: %c31_i16 = arith.constant 31 : i16
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f16 to i16
// CHECK-NEXT: %1 = math.round %arg0 : f16
// CHECK-NEXT: %2 = arith.bitcast %1 : f16 to i16
// CHECK-NEXT: %3 = arith.shrui %0, %c10_i16 : i16
// CHECK-NEXT: %4 = arith.andi %3, %c31_i16 : i16
// CHECK-NEXT: %5 = arith.subi %4, %c15_i16 : i16
// CHECK-NEXT: %6 = arith.shrui %2, %c10_i16 : i16
// CHECK-NEXT: %7 = arith.andi %6, %c31_i16 : i16
// CHECK-NEXT: %8 = arith.subi %7, %c15_i16 : i16
// CHECK-NEXT: %9 = arith.cmpi eq, %8, %c0_i16 : i16
// CHECK-NEXT: %10 = arith.subi %8, %c1_i16 : i16
// CHECK-NEXT: %11 = arith.maxsi %10, %c0_i16 : i16
// CHECK-NEXT: %12 = arith.minsi %11, %c15_i16 : i16
// CHECK-NEXT: %13 = arith.shrui %c1023_i16, %12 : i16
// CHECK-NEXT: %14 = arith.andi %2, %13 : i16
// CHECK-NEXT: %15 = arith.cmpi ne, %14, %c0_i16 : i16
// CHECK-NEXT: %16 = arith.ori %15, %9 : i1
// CHECK-NEXT: %17 = arith.cmpi eq, %5, %c-1_i16 : i16
// CHECK-NEXT: %18 = arith.maxsi %5, %c0_i16 : i16
// CHECK-NEXT: %19 = arith.minsi %18, %c15_i16 : i16
// CHECK-NEXT: %20 = arith.shrui %c512_i16, %19 : i16
// CHECK-NEXT: %21 = arith.select %17, %c0_i16, %20 : i16
// CHECK-NEXT: %22 = arith.maxsi %5, %c0_i16 : i16
// CHECK-NEXT: %23 = arith.minsi %22, %c15_i16 : i16
// CHECK-NEXT: %24 = arith.shrui %c1023_i16, %23 : i16
// CHECK-NEXT: %25 = arith.andi %0, %24 : i16
// CHECK-NEXT: %26 = arith.cmpi eq, %25, %21 : i16
// CHECK-NEXT: %27 = arith.cmpi sge, %5, %c-1_i16 : i16
// CHECK-NEXT: %28 = arith.cmpi slt, %5, %c10_i16 : i16
// CHECK-NEXT: %29 = arith.andi %26, %28 : i1
// CHECK-NEXT: %30 = arith.andi %29, %27 : i1
// CHECK-NEXT: %31 = math.copysign %cst_1, %arg0 : f16
// CHECK-NEXT: %32 = arith.subf %1, %31 : f16
// CHECK-NEXT: %33 = arith.andi %16, %30 : i1
// CHECK-NEXT: %34 = arith.select %33, %32, %1 : f16
// CHECK-NEXT: %35 = math.copysign %34, %arg0 : f16
// CHECK-NEXT: %36 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %37 = math.copysign %cst, %arg1 : f32
// CHECK-NEXT: %38 = arith.addf %arg1, %37 : f32
// CHECK-NEXT: %39 = arith.fptosi %38 : f32 to i64
// CHECK-NEXT: %40 = arith.sitofp %39 : i64 to f32
// CHECK-NEXT: %41 = math.copysign %40, %38 : f32
// CHECK-NEXT: %42 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %43 = arith.shrui %42, %c23_i32 : i32
// CHECK-NEXT: %44 = arith.andi %43, %c255_i32 : i32
// CHECK-NEXT: %45 = arith.subi %44, %c127_i32 : i32
// CHECK-NEXT: %46 = arith.cmpi sge, %45, %c23_i32 : i32
// CHECK-NEXT: %47 = arith.select %46, %arg1, %41 : f32
// CHECK-NEXT: %48 = arith.bitcast %47 : f32 to i32
// CHECK-NEXT: %49 = arith.shrui %36, %c23_i32 : i32
// CHECK-NEXT: %50 = arith.andi %49, %c255_i32 : i32
// CHECK-NEXT: %51 = arith.subi %50, %c127_i32 : i32
// CHECK-NEXT: %52 = arith.shrui %48, %c23_i32 : i32
// CHECK-NEXT: %53 = arith.andi %52, %c255_i32 : i32
// CHECK-NEXT: %54 = arith.subi %53, %c127_i32 : i32
// CHECK-NEXT: %55 = arith.cmpi eq, %54, %c0_i32 : i32
// CHECK-NEXT: %56 = arith.subi %54, %c1_i32 : i32
// CHECK-NEXT: %57 = arith.maxsi %56, %c0_i32 : i32
// CHECK-NEXT: %58 = arith.minsi %57, %c31_i32 : i32
// CHECK-NEXT: %59 = arith.shrui %c8388607_i32, %58 : i32
// CHECK-NEXT: %60 = arith.andi %48, %59 : i32
// CHECK-NEXT: %61 = arith.cmpi ne, %60, %c0_i32 : i32
// CHECK-NEXT: %62 = arith.ori %61, %55 : i1
// CHECK-NEXT: %63 = arith.cmpi eq, %51, %c-1_i32 : i32
// CHECK-NEXT: %64 = arith.maxsi %51, %c0_i32 : i32
// CHECK-NEXT: %65 = arith.minsi %64, %c31_i32 : i32
// CHECK-NEXT: %66 = arith.shrui %c4194304_i32, %65 : i32
// CHECK-NEXT: %67 = arith.select %63, %c0_i32, %66 : i32
// CHECK-NEXT: %68 = arith.maxsi %51, %c0_i32 : i32
// CHECK-NEXT: %69 = arith.minsi %68, %c31_i32 : i32
// CHECK-NEXT: %70 = arith.shrui %c8388607_i32, %69 : i32
// CHECK-NEXT: %71 = arith.andi %36, %70 : i32
// CHECK-NEXT: %72 = arith.cmpi eq, %71, %67 : i32
// CHECK-NEXT: %73 = arith.cmpi sge, %51, %c-1_i32 : i32
// CHECK-NEXT: %74 = arith.cmpi slt, %51, %c23_i32 : i32
// CHECK-NEXT: %75 = arith.andi %72, %74 : i1
// CHECK-NEXT: %76 = arith.andi %75, %73 : i1
// CHECK-NEXT: %77 = math.copysign %cst_0, %arg1 : f32
// CHECK-NEXT: %78 = arith.subf %47, %77 : f32
// CHECK-NEXT: %79 = arith.andi %62, %76 : i1
// CHECK-NEXT: %80 = arith.select %79, %78, %47 : f32
// CHECK-NEXT: %81 = math.copysign %80, %arg1 : f32
// CHECK-NEXT: return %35, %81 : f16, f32
// CHECK-NEXT: }

// -----

func.func @rsqrt(%v: vector<2xf64>, %t: tensor<?xf32>) -> (vector<2xf64>, tensor<?xf32>) {
  %0 = math.rsqrt %v : vector<2xf64>
  %1 = math.rsqrt %t : tensor<?xf32>
  return %0, %1 : vector<2xf64>, tensor<?xf32>
}

// CHECK-LABEL: func.func @rsqrt(
// CHECK-SAME: %arg0: vector<2xf64>, %arg1: tensor<?xf32>) -> (vector<2xf64>, tensor<?xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<2xf64>
// CHECK-NEXT: %0 = math.sqrt %arg0 : vector<2xf64>
// CHECK-NEXT: %1 = arith.divf %cst, %0 : vector<2xf64>
// CHECK-NEXT: %2 = math.rsqrt %arg1 : tensor<?xf32>
// CHECK-NEXT: return %1, %2 : vector<2xf64>, tensor<?xf32>
// CHECK-NEXT: }

// -----

func.func @ctlz(%a: i8, %v: vector<2xi64>, %w: i128) -> (i8, vector<2xi64>, i128) {
  %0 = math.ctlz %a : i8
  %1 = math.ctlz %v : vector<2xi64>
  %2 = math.ctlz %w : i128
  return %0, %1, %2 : i8, vector<2xi64>, i128
}

// CHECK-LABEL: func.func @ctlz(
// CHECK-SAME: %arg0: i8, %arg1: vector<2xi64>, %arg2: i128) -> (i8, vector<2xi64>, i128) {
// CHECK-NEXT: %cst = arith.constant dense<64> : vector<2xi64>
// CHECK-NEXT: %cst_0 = arith.constant dense<9223372036854775807> : vector<2xi64>
// CHECK-NEXT: %cst_1 = arith.constant dense<1> : vector<2xi64>
// CHECK-NEXT: %cst_2 = arith.constant dense<4611686018427387903> : vector<2xi64>
// CHECK-NEXT: %cst_3 = arith.constant dense<2> : vector<2xi64>
// CHECK-NEXT: %cst_4 = arith.constant dense<1152921504606846975> : vector<2xi64>
// CHECK-NEXT: %cst_5 = arith.constant dense<4> : vector<2xi64>
// CHECK-NEXT: %cst_6 = arith.constant dense<72057594037927935> : vector<2xi64>
// CHECK-NEXT: %cst_7 = arith.constant dense<8> : vector<2xi64>
// CHECK-NEXT: %cst_8 = arith.constant dense<281474976710655> : vector<2xi64>
// CHECK-NEXT: %cst_9 = arith.constant dense<16> : vector<2xi64>
// CHECK-NEXT: %cst_10 = arith.constant dense<4294967295> : vector<2xi64>
// CHECK-NEXT: %cst_11 = arith.constant dense<32> : vector<2xi64>
// CHECK-NEXT: %cst_12 = arith.constant dense<0> : vector<2xi64>
// CHECK-NEXT: %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: %c63_i8 = arith.constant 63 : i8
// CHECK-NEXT: %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT: %c15_i8 = arith.constant 15 : i8
// CHECK-NEXT: %0 = arith.cmpi ule, %arg0, %c15_i8 : i8
// CHECK-NEXT: %1 = arith.shli %arg0, %c4_i8 : i8
// CHECK-NEXT: %2 = arith.select %0, %1, %arg0 : i8
// CHECK-NEXT: %3 = arith.select %0, %c4_i8, %c0_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi ule, %2, %c63_i8 : i8
// CHECK-NEXT: %5 = arith.addi %3, %c2_i8 : i8
// CHECK-NEXT: %6 = arith.shli %2, %c2_i8 : i8
// CHECK-NEXT: %7 = arith.select %4, %6, %2 : i8
// CHECK-NEXT: %8 = arith.select %4, %5, %3 : i8
// CHECK-NEXT: %9 = arith.cmpi ule, %7, %c127_i8 : i8
// CHECK-NEXT: %10 = arith.addi %8, %c1_i8 : i8
// CHECK-NEXT: %11 = arith.select %9, %10, %8 : i8
// CHECK-NEXT: %12 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT: %13 = arith.select %12, %c8_i8, %11 : i8
// CHECK-NEXT: %14 = arith.cmpi ule, %arg1, %cst_10 : vector<2xi64>
// CHECK-NEXT: %15 = arith.shli %arg1, %cst_11 : vector<2xi64>
// CHECK-NEXT: %16 = arith.select %14, %15, %arg1 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT: %17 = arith.select %14, %cst_11, %cst_12 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT: %18 = arith.cmpi ule, %16, %cst_8 : vector<2xi64>
// CHECK-NEXT: %19 = arith.addi %17, %cst_9 : vector<2xi64>
// CHECK-NEXT: %20 = arith.shli %16, %cst_9 : vector<2xi64>
// CHECK-NEXT: %21 = arith.select %18, %20, %16 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT: %22 = arith.select %18, %19, %17 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT: %23 = arith.cmpi ule, %21, %cst_6 : vector<2xi64>
// CHECK-NEXT: %24 = arith.addi %22, %cst_7 : vector<2xi64>
// CHECK-NEXT: %25 = arith.shli %21, %cst_7 : vector<2xi64>
// CHECK-NEXT: %26 = arith.select %23, %25, %21 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT: %27 = arith.select %23, %24, %22 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT: %28 = arith.cmpi ule, %26, %cst_4 : vector<2xi64>
// CHECK-NEXT: %29 = arith.addi %27, %cst_5 : vector<2xi64>
// CHECK-NEXT: %30 = arith.shli %26, %cst_5 : vector<2xi64>
// CHECK-NEXT: %31 = arith.select %28, %30, %26 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT: %32 = arith.select %28, %29, %27 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT: %33 = arith.cmpi ule, %31, %cst_2 : vector<2xi64>
// CHECK-NEXT: %34 = arith.addi %32, %cst_3 : vector<2xi64>
// CHECK-NEXT: %35 = arith.shli %31, %cst_3 : vector<2xi64>
// CHECK-NEXT: %36 = arith.select %33, %35, %31 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT: %37 = arith.select %33, %34, %32 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT: %38 = arith.cmpi ule, %36, %cst_0 : vector<2xi64>
// CHECK-NEXT: %39 = arith.addi %37, %cst_1 : vector<2xi64>
// CHECK-NEXT: %40 = arith.select %38, %39, %37 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT: %41 = arith.cmpi eq, %arg1, %cst_12 : vector<2xi64>
// CHECK-NEXT: %42 = arith.select %41, %cst, %40 : vector<2xi1>, vector<2xi64>
// CHECK-NEXT: %43 = math.ctlz %arg2 : i128
// CHECK-NEXT: return %13, %42, %43 : i8, vector<2xi64>, i128
// CHECK-NEXT: }

// -----

func.func @clampf(%a: vector<2xf32>, %lo: vector<2xf32>, %hi: vector<2xf32>, %x: f16, %y: f16) -> (vector<2xf32>, f16) {
  %0 = math.clampf %a to [%lo, %hi] fastmath<nnan,ninf> : vector<2xf32>
  %1 = math.clampf %x to [%y, %y] : f16
  return %0, %1 : vector<2xf32>, f16
}

// CHECK-LABEL: func.func @clampf(
// CHECK-SAME: %arg0: vector<2xf32>, %arg1: vector<2xf32>, %arg2: vector<2xf32>, %arg3: f16, %arg4: f16) -> (vector<2xf32>, f16) {
// CHECK-NEXT: %0 = arith.minimumf %arg0, %arg1 fastmath<nnan,ninf> : vector<2xf32>
// CHECK-NEXT: %1 = arith.maximumf %0, %arg2 fastmath<nnan,ninf> : vector<2xf32>
// CHECK-NEXT: %2 = arith.minimumf %arg3, %arg4 : f16
// CHECK-NEXT: %3 = arith.maximumf %2, %arg4 : f16
// CHECK-NEXT: return %1, %3 : vector<2xf32>, f16
// CHECK-NEXT: }

// -----

func.func @in_loop(%a: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> f32 {
    %s = math.sinh %x : f32
    %u = math.exp2 %s : f32
    scf.yield %u : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @in_loop(
// CHECK-SAME: %arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.693147182 : f32
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (f32) {
// CHECK-NEXT: %1 = math.exp %arg3 : f32
// CHECK-NEXT: %2 = arith.negf %arg3 : f32
// CHECK-NEXT: %3 = math.exp %2 : f32
// CHECK-NEXT: %4 = arith.subf %1, %3 : f32
// CHECK-NEXT: %5 = arith.mulf %4, %cst_0 : f32
// CHECK-NEXT: %6 = arith.mulf %5, %cst : f32
// CHECK-NEXT: %7 = math.exp %6 : f32
// CHECK-NEXT: scf.yield %7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
