// RUN: oxir-opt %s --math-expand-ops=ops=tan,fma,asinh | FileCheck %s --check-prefix=TAN
// RUN: oxir-opt %s --pass-pipeline='builtin.module(math-expand-ops{ops={roundeven,sinh,unknown}})' \
// RUN: | FileCheck %s --check-prefix=EVEN

// The `ops` option of math-expand-ops selects the expansions by mnemonic (CHECK lines from
// mlir-opt 22): the others stay, even where a selected expansion creates them (asinh's fma is
// expanded only when fma is selected, roundeven's round only with round); an unknown mnemonic
// selects nothing.

func.func @filtered(%a: f32, %b: f32, %c: f32, %i: i32) -> (f32, f32, f32, f32, i32) {
  %0 = math.tan %a : f32
  %1 = math.sinh %a : f32
  %2 = math.asinh %a : f32
  %3 = math.roundeven %b : f32
  %4 = math.ctlz %i : i32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, i32
}

// TAN-LABEL: func.func @filtered(
// TAN-NEXT: %cst = arith.constant 1.000000e+00 : f32
// TAN-NEXT: %0 = math.sin %arg0 : f32
// TAN-NEXT: %1 = math.cos %arg0 : f32
// TAN-NEXT: %2 = arith.divf %0, %1 : f32
// TAN-NEXT: %3 = math.sinh %arg0 : f32
// TAN-NEXT: %4 = arith.mulf %arg0, %arg0 : f32
// TAN-NEXT: %5 = arith.addf %4, %cst : f32
// TAN-NEXT: %6 = math.sqrt %5 : f32
// TAN-NEXT: %7 = arith.addf %arg0, %6 : f32
// TAN-NEXT: %8 = math.log %7 : f32
// TAN-NEXT: %9 = math.roundeven %arg1 : f32
// TAN-NEXT: %10 = math.ctlz %arg3 : i32
// TAN-NEXT: return %2, %3, %8, %9, %10 : f32, f32, f32, f32, i32
// TAN-NEXT: }

// EVEN-LABEL: func.func @filtered(
// EVEN-NEXT: %c255_i32 = arith.constant 255 : i32
// EVEN-NEXT: %c8388607_i32 = arith.constant 8388607 : i32
// EVEN-NEXT: %c4194304_i32 = arith.constant 4194304 : i32
// EVEN-NEXT: %c127_i32 = arith.constant 127 : i32
// EVEN-NEXT: %c31_i32 = arith.constant 31 : i32
// EVEN-NEXT: %c23_i32 = arith.constant 23 : i32
// EVEN-NEXT: %c-1_i32 = arith.constant -1 : i32
// EVEN-NEXT: %c1_i32 = arith.constant 1 : i32
// EVEN-NEXT: %c0_i32 = arith.constant 0 : i32
// EVEN-NEXT: %cst = arith.constant 1.000000e+00 : f32
// EVEN-NEXT: %cst_0 = arith.constant 5.000000e-01 : f32
// EVEN-NEXT: %0 = math.tan %arg0 : f32
// EVEN-NEXT: %1 = math.exp %arg0 : f32
// EVEN-NEXT: %2 = arith.negf %arg0 : f32
// EVEN-NEXT: %3 = math.exp %2 : f32
// EVEN-NEXT: %4 = arith.subf %1, %3 : f32
// EVEN-NEXT: %5 = arith.mulf %4, %cst_0 : f32
// EVEN-NEXT: %6 = math.asinh %arg0 : f32
// EVEN-NEXT: %7 = arith.bitcast %arg1 : f32 to i32
// EVEN-NEXT: %8 = math.round %arg1 : f32
// EVEN-NEXT: %9 = arith.bitcast %8 : f32 to i32
// EVEN-NEXT: %10 = arith.shrui %7, %c23_i32 : i32
// EVEN-NEXT: %11 = arith.andi %10, %c255_i32 : i32
// EVEN-NEXT: %12 = arith.subi %11, %c127_i32 : i32
// EVEN-NEXT: %13 = arith.shrui %9, %c23_i32 : i32
// EVEN-NEXT: %14 = arith.andi %13, %c255_i32 : i32
// EVEN-NEXT: %15 = arith.subi %14, %c127_i32 : i32
// EVEN-NEXT: %16 = arith.cmpi eq, %15, %c0_i32 : i32
// EVEN-NEXT: %17 = arith.subi %15, %c1_i32 : i32
// EVEN-NEXT: %18 = arith.maxsi %17, %c0_i32 : i32
// EVEN-NEXT: %19 = arith.minsi %18, %c31_i32 : i32
// EVEN-NEXT: %20 = arith.shrui %c8388607_i32, %19 : i32
// EVEN-NEXT: %21 = arith.andi %9, %20 : i32
// EVEN-NEXT: %22 = arith.cmpi ne, %21, %c0_i32 : i32
// EVEN-NEXT: %23 = arith.ori %22, %16 : i1
// EVEN-NEXT: %24 = arith.cmpi eq, %12, %c-1_i32 : i32
// EVEN-NEXT: %25 = arith.maxsi %12, %c0_i32 : i32
// EVEN-NEXT: %26 = arith.minsi %25, %c31_i32 : i32
// EVEN-NEXT: %27 = arith.shrui %c4194304_i32, %26 : i32
// EVEN-NEXT: %28 = arith.select %24, %c0_i32, %27 : i32
// EVEN-NEXT: %29 = arith.maxsi %12, %c0_i32 : i32
// EVEN-NEXT: %30 = arith.minsi %29, %c31_i32 : i32
// EVEN-NEXT: %31 = arith.shrui %c8388607_i32, %30 : i32
// EVEN-NEXT: %32 = arith.andi %7, %31 : i32
// EVEN-NEXT: %33 = arith.cmpi eq, %32, %28 : i32
// EVEN-NEXT: %34 = arith.cmpi sge, %12, %c-1_i32 : i32
// EVEN-NEXT: %35 = arith.cmpi slt, %12, %c23_i32 : i32
// EVEN-NEXT: %36 = arith.andi %33, %35 : i1
// EVEN-NEXT: %37 = arith.andi %36, %34 : i1
// EVEN-NEXT: %38 = math.copysign %cst, %arg1 : f32
// EVEN-NEXT: %39 = arith.subf %8, %38 : f32
// EVEN-NEXT: %40 = arith.andi %23, %37 : i1
// EVEN-NEXT: %41 = arith.select %40, %39, %8 : f32
// EVEN-NEXT: %42 = math.copysign %41, %arg1 : f32
// EVEN-NEXT: %43 = math.ctlz %arg3 : i32
// EVEN-NEXT: return %0, %5, %6, %42, %43 : f32, f32, f32, f32, i32
// EVEN-NEXT: }
