// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(convert-arith-to-llvm))' | FileCheck %s
// Every arith op becomes its llvm counterpart with fast-math and overflow flags; index casts become
// truncations or extensions; ceil/floor divisions expand; 2-D vector ops unroll over arrays of
// 1-D vectors; values of unconverted types reach their users through casts.

func.func @ops(%a: i32, %b: i32, %f: f32, %g: f32, %i: index) -> (i32, f32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.muli %0, %b : i32
  %2 = arith.divsi %1, %a : i32
  %3 = arith.addf %f, %g fastmath<fast> : f32
  %4 = arith.cmpi slt, %a, %b : i32
  %5 = arith.select %4, %2, %a : i32
  %6 = arith.index_cast %i : index to i32
  %7 = arith.addi %5, %6 : i32
  %c = arith.constant 42 : index
  %8 = arith.cmpf ogt, %3, %g : f32
  %9 = arith.sitofp %7 : i32 to f32
  %10 = arith.negf %9 : f32
  return %7, %10 : i32, f32
}
func.func @divs(%a: i64, %b: i64) -> (i64, i64, i64) {
  %0 = arith.ceildivsi %a, %b : i64
  %1 = arith.floordivsi %a, %b : i64
  %2 = arith.ceildivui %a, %b : i64
  return %0, %1, %2 : i64, i64, i64
}
func.func @vec2d(%a: vector<2x3xf32>, %b: vector<2x3xf32>) -> vector<2x3xi1> {
  %0 = arith.cmpf olt, %a, %b : vector<2x3xf32>
  return %0 : vector<2x3xi1>
}
func.func @ext(%a: i32, %b: i32) -> (i32, i32) {
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  return %lo, %hi : i32, i32
}

// CHECK-LABEL: func.func @ops(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: index) -> (i32, f32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT: %1 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = llvm.mul %1, %arg1 : i32
// CHECK-NEXT: %3 = llvm.sdiv %2, %arg0 : i32
// CHECK-NEXT: %4 = llvm.fadd %arg2, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %5 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT: %6 = llvm.select %5, %3, %arg0 : i1, i32
// CHECK-NEXT: %7 = llvm.trunc %0 : i64 to i32
// CHECK-NEXT: %8 = llvm.add %6, %7 : i32
// CHECK-NEXT: %9 = llvm.mlir.constant(42 : index) : i64
// CHECK-NEXT: %10 = llvm.fcmp "ogt" %4, %arg3 : f32
// CHECK-NEXT: %11 = llvm.sitofp %8 : i32 to f32
// CHECK-NEXT: %12 = llvm.fneg %11 : f32
// CHECK-NEXT: return %8, %12 : i32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @divs(%arg0: i64, %arg1: i64) -> (i64, i64, i64) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %2 = llvm.sdiv %arg0, %arg1 : i64
// CHECK-NEXT: %3 = llvm.mul %2, %arg1 : i64
// CHECK-NEXT: %4 = llvm.icmp "ne" %arg0, %3 : i64
// CHECK-NEXT: %5 = llvm.icmp "slt" %arg0, %0 : i64
// CHECK-NEXT: %6 = llvm.icmp "slt" %arg1, %0 : i64
// CHECK-NEXT: %7 = llvm.icmp "eq" %5, %6 : i1
// CHECK-NEXT: %8 = llvm.and %4, %7 : i1
// CHECK-NEXT: %9 = llvm.add %2, %1 : i64
// CHECK-NEXT: %10 = llvm.select %8, %9, %2 : i1, i64
// CHECK-NEXT: %11 = llvm.sdiv %arg0, %arg1 : i64
// CHECK-NEXT: %12 = llvm.mul %11, %arg1 : i64
// CHECK-NEXT: %13 = llvm.icmp "ne" %arg0, %12 : i64
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.icmp "slt" %arg0, %14 : i64
// CHECK-NEXT: %16 = llvm.icmp "slt" %arg1, %14 : i64
// CHECK-NEXT: %17 = llvm.icmp "ne" %15, %16 : i1
// CHECK-NEXT: %18 = llvm.and %13, %17 : i1
// CHECK-NEXT: %19 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %20 = llvm.add %11, %19 : i64
// CHECK-NEXT: %21 = llvm.select %18, %20, %11 : i1, i64
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %23 = llvm.icmp "eq" %arg0, %22 : i64
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %25 = llvm.sub %arg0, %24 : i64
// CHECK-NEXT: %26 = llvm.udiv %25, %arg1 : i64
// CHECK-NEXT: %27 = llvm.add %26, %24 : i64
// CHECK-NEXT: %28 = llvm.select %23, %22, %27 : i1, i64
// CHECK-NEXT: return %10, %21, %28 : i64, i64, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vec2d(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>) -> vector<2x3xi1> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.fcmp "olt" %3, %4 : vector<3xf32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %2[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.fcmp "olt" %7, %8 : vector<3xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %6[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT: return %11 : vector<2x3xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ext(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %1 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT: %2 = llvm.mul %0, %1 : i64
// CHECK-NEXT: %3 = llvm.trunc %2 : i64 to i32
// CHECK-NEXT: %4 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %5 = llvm.lshr %2, %4 : i64
// CHECK-NEXT: %6 = llvm.trunc %5 : i64 to i32
// CHECK-NEXT: return %3, %6 : i32, i32
// CHECK-NEXT: }
