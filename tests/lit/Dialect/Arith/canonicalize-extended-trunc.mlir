// RUN: oxir-opt %s --split-input-file --canonicalize | FileCheck %s
// The extended ops become plain ones when their second result is unused, a signed extended
// product by one is its operand and sign, a negated comparison inverts its predicate, and
// truncations fold through conversions and shifts (MLIR's ArithCanonicalization.td).

func.func @extended_unused(%a: i32, %b: i32, %v: vector<3xi8>) -> (i32, i32, vector<3xi8>, i1) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %vl, %vh = arith.mului_extended %v, %v : vector<3xi8>
  %s2, %o2 = arith.addui_extended %b, %a : i32, i1
  return %s, %l, %vl, %o2 : i32, i32, vector<3xi8>, i1
}

// CHECK-LABEL: func.func @extended_unused(%arg0: i32, %arg1: i32, %arg2: vector<3xi8>) -> (i32, i32, vector<3xi8>, i1) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg2, %arg2 : vector<3xi8>
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg1, %arg0 : i32, i1
// CHECK-NEXT: return %0, %1, %2, %overflow : i32, i32, vector<3xi8>, i1
// CHECK-NEXT: }

// -----

func.func @mulsi_extended_one(%a: i32, %v: vector<2xi64>, %p: i1) -> (i32, i32, vector<2xi64>, i1) {
  %one = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %a, %one : i32
  %vone = arith.constant dense<1> : vector<2xi64>
  %vl, %vh = arith.mulsi_extended %v, %vone : vector<2xi64>
  %t = arith.constant true
  %pl, %ph = arith.mulsi_extended %p, %t : i1
  return %l, %h, %vh, %ph : i32, i32, vector<2xi64>, i1
}

// CHECK-LABEL: func.func @mulsi_extended_one(%arg0: i32, %arg1: vector<2xi64>, %arg2: i1) -> (i32, i32, vector<2xi64>, i1) {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi64>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg1, %cst : vector<2xi64>
// CHECK-NEXT: %3 = arith.extsi %2 : vector<2xi1> to vector<2xi64>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg2, %true : i1
// CHECK-NEXT: return %arg0, %1, %3, %high : i32, i32, vector<2xi64>, i1
// CHECK-NEXT: }

// -----

func.func @not_cmpi(%a: i32, %b: i32, %v: vector<2xi32>) -> (i1, i1, i1, i1, vector<2xi1>) {
  %t = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %t : i1
  %2 = arith.cmpi uge, %a, %b : i32
  %3 = arith.xori %t, %2 : i1
  %4 = arith.cmpi eq, %a, %b : i32
  %5 = arith.xori %4, %t : i1
  %6 = arith.cmpi ugt, %a, %b : i32
  %7 = arith.xori %6, %t : i1
  %vt = arith.constant dense<true> : vector<2xi1>
  %8 = arith.cmpi sle, %v, %v : vector<2xi32>
  %w = arith.cmpi ne, %v, %v : vector<2xi32>
  %9 = arith.xori %w, %vt : vector<2xi1>
  return %1, %3, %5, %7, %9 : i1, i1, i1, i1, vector<2xi1>
}

// CHECK-LABEL: func.func @not_cmpi(%arg0: i32, %arg1: i32, %arg2: vector<2xi32>) -> (i1, i1, i1, i1, vector<2xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %cst : i1, i1, i1, i1, vector<2xi1>
// CHECK-NEXT: }

// -----

func.func @truncf_of_int_to_fp(%a: i32, %b: i64) -> (f32, f16, f32, f32) {
  %0 = arith.sitofp %a : i32 to f64
  %1 = arith.truncf %0 fastmath<fast> : f64 to f32
  %2 = arith.uitofp %b : i64 to f32
  %3 = arith.truncf %2 : f32 to f16
  %4 = arith.uitofp %a : i32 to f64
  %5 = arith.truncf %4 downward : f64 to f32
  %6 = arith.extf %1 : f32 to f64
  %7 = arith.truncf %6 : f64 to f32
  return %1, %3, %5, %7 : f32, f16, f32, f32
}

// CHECK-LABEL: func.func @truncf_of_int_to_fp(%arg0: i32, %arg1: i64) -> (f32, f16, f32, f32) {
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.uitofp %arg1 : i64 to f16
// CHECK-NEXT: %2 = arith.uitofp %arg0 : i32 to f64
// CHECK-NEXT: %3 = arith.truncf %2 downward : f64 to f32
// CHECK-NEXT: return %0, %1, %3, %0 : f32, f16, f32, f32
// CHECK-NEXT: }

// -----

func.func @truncf_of_extf(%a: f32, %b: bf16, %c: f16) -> (f16, f16, bf16, f32, f16) {
  %0 = arith.extf %a : f32 to f64
  %1 = arith.truncf %0 : f64 to f16
  %2 = arith.extf %b : bf16 to f32
  %3 = arith.truncf %2 : f32 to f16
  %4 = arith.extf %c : f16 to f32
  %5 = arith.truncf %4 : f32 to bf16
  %6 = arith.truncf %a fastmath<contract> : f32 to f16
  %7 = arith.extf %6 fastmath<contract> : f16 to f32
  %8 = arith.extf %c : f16 to f64
  %9 = arith.truncf %8 fastmath<contract> : f64 to f16
  return %1, %3, %5, %7, %9 : f16, f16, bf16, f32, f16
}

// CHECK-LABEL: func.func @truncf_of_extf(%arg0: f32, %arg1: bf16, %arg2: f16) -> (f16, f16, bf16, f32, f16) {
// CHECK-NEXT: %0 = arith.truncf %arg0 : f32 to f16
// CHECK-NEXT: %1 = arith.extf %arg1 : bf16 to f32
// CHECK-NEXT: %2 = arith.truncf %1 : f32 to f16
// CHECK-NEXT: %3 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: %4 = arith.truncf %3 : f32 to bf16
// CHECK-NEXT: return %0, %2, %4, %arg0, %arg2 : f16, f16, bf16, f32, f16
// CHECK-NEXT: }

// -----

func.func @trunci_of_shrsi(%a: i64, %v: vector<4xi32>) -> (i32, i16, i8, vector<4xi16>) {
  %c32 = arith.constant 32 : i64
  %c16 = arith.constant 16 : i64
  %0 = arith.shrsi %a, %c32 : i64
  %1 = arith.trunci %0 overflow<nsw> : i64 to i32
  %2 = arith.shrsi %a, %c16 exact : i64
  %3 = arith.trunci %2 : i64 to i16
  %4 = arith.trunci %0 : i64 to i8
  %s = arith.constant dense<16> : vector<4xi32>
  %5 = arith.shrsi %v, %s : vector<4xi32>
  %6 = arith.trunci %5 : vector<4xi32> to vector<4xi16>
  return %1, %3, %4, %6 : i32, i16, i8, vector<4xi16>
}

// CHECK-LABEL: func.func @trunci_of_shrsi(%arg0: i64, %arg1: vector<4xi32>) -> (i32, i16, i8, vector<4xi16>) {
// CHECK-NEXT: %cst = arith.constant dense<16> : vector<4xi32>
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: %0 = arith.shrsi %arg0, %c32_i64 : i64
// CHECK-NEXT: %1 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT: %2 = arith.trunci %1 overflow<nsw> : i64 to i32
// CHECK-NEXT: %3 = arith.shrsi %arg0, %c16_i64 exact : i64
// CHECK-NEXT: %4 = arith.trunci %3 : i64 to i16
// CHECK-NEXT: %5 = arith.trunci %0 : i64 to i8
// CHECK-NEXT: %6 = arith.shrui %arg1, %cst : vector<4xi32>
// CHECK-NEXT: %7 = arith.trunci %6 : vector<4xi32> to vector<4xi16>
// CHECK-NEXT: return %2, %4, %5, %7 : i32, i16, i8, vector<4xi16>
// CHECK-NEXT: }
