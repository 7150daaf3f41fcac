// RUN: oxir-opt %s --split-input-file --arith-expand="include-bf16=true include-f8e8m0=true include-f4e2m1=true" | FileCheck %s
// RUN: oxir-opt %s --split-input-file --arith-expand | FileCheck %s --check-prefix=DEFAULT

// arith-expand as mlir-opt 22 prints it: ceil/floor divisions, integer and float min/max, the
// scaling casts, and (by option) the bf16, f8E8M0FNU and f4E2M1FN casts as integer arithmetic.

// CHECK: func.func @e(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xi32>, %arg5: bf16, %arg6: f32, %arg7: f8E8M0FNU, %arg8: vector<2xf32>) -> (i32, i32, i32, f32, f32, f32, f32, i32, i32, i32, i32, f32, bf16, f32, f8E8M0FNU, vector<4xi32>, vector<2xf32>) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi eq, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %7 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : i32
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %9 = arith.cmpi eq, %arg0, %c0_i32_0 : i32
// CHECK-NEXT: %c1_i32_1 = arith.constant 1 : i32
// CHECK-NEXT: %10 = arith.subi %arg0, %c1_i32_1 : i32
// CHECK-NEXT: %11 = arith.divui %10, %arg1 : i32
// CHECK-NEXT: %12 = arith.addi %11, %c1_i32_1 : i32
// CHECK-NEXT: %13 = arith.select %9, %c0_i32_0, %12 : i32
// CHECK-NEXT: %14 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %15 = arith.muli %14, %arg1 : i32
// CHECK-NEXT: %16 = arith.cmpi ne, %arg0, %15 : i32
// CHECK-NEXT: %c0_i32_2 = arith.constant 0 : i32
// CHECK-NEXT: %17 = arith.cmpi slt, %arg0, %c0_i32_2 : i32
// CHECK-NEXT: %18 = arith.cmpi slt, %arg1, %c0_i32_2 : i32
// CHECK-NEXT: %19 = arith.cmpi ne, %17, %18 : i1
// CHECK-NEXT: %20 = arith.andi %16, %19 : i1
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %21 = arith.addi %14, %c-1_i32 : i32
// CHECK-NEXT: %22 = arith.select %20, %21, %14 : i32
// CHECK-NEXT: %23 = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT: %24 = arith.select %23, %arg2, %arg3 : f32
// CHECK-NEXT: %25 = arith.cmpf uno, %arg3, %arg3 : f32
// CHECK-NEXT: %26 = arith.select %25, %arg3, %24 : f32
// CHECK-NEXT: %27 = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT: %28 = arith.select %27, %arg2, %arg3 : f32
// CHECK-NEXT: %29 = arith.cmpf uno, %arg3, %arg3 : f32
// CHECK-NEXT: %30 = arith.select %29, %arg3, %28 : f32
// CHECK-NEXT: %31 = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT: %32 = arith.select %31, %arg2, %arg3 : f32
// CHECK-NEXT: %33 = arith.cmpf uno, %arg2, %arg2 : f32
// CHECK-NEXT: %34 = arith.select %33, %arg3, %32 : f32
// CHECK-NEXT: %35 = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT: %36 = arith.select %35, %arg2, %arg3 : f32
// CHECK-NEXT: %37 = arith.cmpf uno, %arg2, %arg2 : f32
// CHECK-NEXT: %38 = arith.select %37, %arg3, %36 : f32
// CHECK-NEXT: %39 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %40 = arith.select %39, %arg0, %arg1 : i32
// CHECK-NEXT: %41 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %42 = arith.select %41, %arg0, %arg1 : i32
// CHECK-NEXT: %43 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %44 = arith.select %43, %arg0, %arg1 : i32
// CHECK-NEXT: %45 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %46 = arith.select %45, %arg0, %arg1 : i32
// CHECK-NEXT: %47 = arith.bitcast %arg5 : bf16 to i16
// CHECK-NEXT: %48 = arith.extui %47 : i16 to i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %49 = arith.shli %48, %c16_i32 : i32
// CHECK-NEXT: %50 = arith.bitcast %49 : i32 to f32
// CHECK-NEXT: %51 = arith.cmpf une, %arg6, %arg6 : f32
// CHECK-NEXT: %c32767_i32 = arith.constant 32767 : i32
// CHECK-NEXT: %c32704_i16 = arith.constant 32704 : i16
// CHECK-NEXT: %c16_i32_3 = arith.constant 16 : i32
// CHECK-NEXT: %c1_i32_4 = arith.constant 1 : i32
// CHECK-NEXT: %52 = arith.bitcast %arg6 : f32 to i32
// CHECK-NEXT: %53 = arith.shrui %52, %c16_i32_3 : i32
// CHECK-NEXT: %54 = arith.andi %53, %c1_i32_4 : i32
// CHECK-NEXT: %55 = arith.addi %54, %c32767_i32 : i32
// CHECK-NEXT: %56 = arith.addi %52, %55 : i32
// CHECK-NEXT: %57 = arith.shrui %56, %c16_i32_3 : i32
// CHECK-NEXT: %58 = arith.trunci %57 : i32 to i16
// CHECK-NEXT: %59 = arith.select %51, %c32704_i16, %58 : i16
// CHECK-NEXT: %60 = arith.bitcast %59 : i16 to bf16
// CHECK-NEXT: %61 = arith.bitcast %arg7 : f8E8M0FNU to i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i32_5 = arith.constant -1 : i32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT: %62 = arith.extui %61 : i8 to i32
// CHECK-NEXT: %63 = arith.shli %62, %c23_i32 : i32
// CHECK-NEXT: %64 = arith.cmpi eq, %61, %c-1_i8 : i8
// CHECK-NEXT: %65 = arith.select %64, %c-1_i32_5, %63 : i32
// CHECK-NEXT: %66 = arith.bitcast %65 : i32 to f32
// CHECK-NEXT: %67 = arith.bitcast %arg6 : f32 to i32
// CHECK-NEXT: %c23_i32_6 = arith.constant 23 : i32
// CHECK-NEXT: %68 = arith.shrui %67, %c23_i32_6 : i32
// CHECK-NEXT: %69 = arith.trunci %68 : i32 to i8
// CHECK-NEXT: %70 = arith.bitcast %69 : i8 to f8E8M0FNU
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %cst_7 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT: %71 = arith.divsi %arg4, %arg4 : vector<4xi32>
// CHECK-NEXT: %72 = arith.muli %71, %arg4 : vector<4xi32>
// CHECK-NEXT: %73 = arith.cmpi ne, %arg4, %72 : vector<4xi32>
// CHECK-NEXT: %74 = arith.cmpi slt, %arg4, %cst : vector<4xi32>
// CHECK-NEXT: %75 = arith.cmpi slt, %arg4, %cst : vector<4xi32>
// CHECK-NEXT: %76 = arith.cmpi eq, %74, %75 : vector<4xi1>
// CHECK-NEXT: %77 = arith.andi %73, %76 : vector<4xi1>
// CHECK-NEXT: %78 = arith.addi %71, %cst_7 : vector<4xi32>
// CHECK-NEXT: %79 = arith.select %77, %78, %71 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: return %8, %13, %22, %26, %30, %34, %38, %40, %42, %44, %46, %50, %60, %66, %70, %79, %arg8 : i32, i32, i32, f32, f32, f32, f32, i32, i32, i32, i32, f32, bf16, f32, f8E8M0FNU, vector<4xi32>, vector<2xf32>
func.func @e(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<4xi32>, %bf: bf16, %h: f32, %e8: f8E8M0FNU, %vf: vector<2xf32>) -> (i32, i32, i32, f32, f32, f32, f32, i32, i32, i32, i32, f32, bf16, f32, f8E8M0FNU, vector<4xi32>, vector<2xf32>) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.maximumf %x, %y : f32
  %4 = arith.minimumf %x, %y : f32
  %5 = arith.maxnumf %x, %y : f32
  %6 = arith.minnumf %x, %y : f32
  %7 = arith.maxsi %a, %b : i32
  %8 = arith.maxui %a, %b : i32
  %9 = arith.minsi %a, %b : i32
  %10 = arith.minui %a, %b : i32
  %11 = arith.extf %bf : bf16 to f32
  %12 = arith.truncf %h : f32 to bf16
  %13 = arith.extf %e8 : f8E8M0FNU to f32
  %14 = arith.truncf %h : f32 to f8E8M0FNU
  %15 = arith.ceildivsi %v, %v : vector<4xi32>
  %16 = arith.maximumf %vf, %vf : vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16 : i32, i32, i32, f32, f32, f32, f32, i32, i32, i32, i32, f32, bf16, f32, f8E8M0FNU, vector<4xi32>, vector<2xf32>
}

// -----

// DEFAULT: arith.extf %arg0 : bf16 to f32
// DEFAULT-NEXT: arith.truncf %arg1 : f32 to bf16
// CHECK: func.func @e(%arg0: bf16, %arg1: f32) -> (f32, bf16) {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : bf16 to i16
// CHECK-NEXT: %1 = arith.extui %0 : i16 to i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %2 = arith.shli %1, %c16_i32 : i32
// CHECK-NEXT: %3 = arith.bitcast %2 : i32 to f32
// CHECK-NEXT: %4 = arith.cmpf une, %arg1, %arg1 : f32
// CHECK-NEXT: %c32767_i32 = arith.constant 32767 : i32
// CHECK-NEXT: %c32704_i16 = arith.constant 32704 : i16
// CHECK-NEXT: %c16_i32_0 = arith.constant 16 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %5 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %6 = arith.shrui %5, %c16_i32_0 : i32
// CHECK-NEXT: %7 = arith.andi %6, %c1_i32 : i32
// CHECK-NEXT: %8 = arith.addi %7, %c32767_i32 : i32
// CHECK-NEXT: %9 = arith.addi %5, %8 : i32
// CHECK-NEXT: %10 = arith.shrui %9, %c16_i32_0 : i32
// CHECK-NEXT: %11 = arith.trunci %10 : i32 to i16
// CHECK-NEXT: %12 = arith.select %4, %c32704_i16, %11 : i16
// CHECK-NEXT: %13 = arith.bitcast %12 : i16 to bf16
// CHECK-NEXT: return %3, %13 : f32, bf16
func.func @e(%bf: bf16, %h: f32) -> (f32, bf16) {
  %11 = arith.extf %bf : bf16 to f32
  %12 = arith.truncf %h : f32 to bf16
  return %11, %12 : f32, bf16
}

// -----

// CHECK: func.func @e(%arg0: f8E8M0FNU, %arg1: f32) -> (f32, f8E8M0FNU) {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E8M0FNU to i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT: %2 = arith.shli %1, %c23_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi eq, %0, %c-1_i8 : i8
// CHECK-NEXT: %4 = arith.select %3, %c-1_i32, %2 : i32
// CHECK-NEXT: %5 = arith.bitcast %4 : i32 to f32
// CHECK-NEXT: %6 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %c23_i32_0 = arith.constant 23 : i32
// CHECK-NEXT: %7 = arith.shrui %6, %c23_i32_0 : i32
// CHECK-NEXT: %8 = arith.trunci %7 : i32 to i8
// CHECK-NEXT: %9 = arith.bitcast %8 : i8 to f8E8M0FNU
// CHECK-NEXT: return %5, %9 : f32, f8E8M0FNU
func.func @e(%e8: f8E8M0FNU, %h: f32) -> (f32, f8E8M0FNU) {
  %13 = arith.extf %e8 : f8E8M0FNU to f32
  %14 = arith.truncf %h : f32 to f8E8M0FNU
  return %13, %14 : f32, f8E8M0FNU
}

// -----

// CHECK: func.func @e(%arg0: f4E2M1FN, %arg1: f8E8M0FNU, %arg2: f32) -> (f32, f4E2M1FN) {
// CHECK-NEXT: %0 = arith.bitcast %arg1 : f8E8M0FNU to i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT: %2 = arith.shli %1, %c23_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi eq, %0, %c-1_i8 : i8
// CHECK-NEXT: %4 = arith.select %3, %c-1_i32, %2 : i32
// CHECK-NEXT: %5 = arith.bitcast %4 : i32 to f32
// CHECK-NEXT: %6 = arith.bitcast %arg0 : f4E2M1FN to i4
// CHECK-NEXT: %c0_i4 = arith.constant 0 : i4
// CHECK-NEXT: %c1_i4 = arith.constant 1 : i4
// CHECK-NEXT: %c2_i4 = arith.constant 2 : i4
// CHECK-NEXT: %c4_i4 = arith.constant 4 : i4
// CHECK-NEXT: %c7_i4 = arith.constant 7 : i4
// CHECK-NEXT: %7 = arith.andi %6, %c7_i4 : i4
// CHECK-NEXT: %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT: %8 = arith.shli %7, %c2_i4 : i4
// CHECK-NEXT: %9 = arith.cmpi eq, %7, %c1_i4 : i4
// CHECK-NEXT: %10 = arith.select %9, %c0_i4, %8 : i4
// CHECK-NEXT: %11 = arith.extui %10 : i4 to i32
// CHECK-NEXT: %12 = arith.shli %11, %c20_i32 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1073741824_i32 = arith.constant 1073741824 : i32
// CHECK-NEXT: %c1056964608_i32 = arith.constant 1056964608 : i32
// CHECK-NEXT: %13 = arith.cmpi uge, %7, %c4_i4 : i4
// CHECK-NEXT: %14 = arith.select %13, %c1073741824_i32, %c1056964608_i32 : i32
// CHECK-NEXT: %15 = arith.cmpi eq, %7, %c0_i4 : i4
// CHECK-NEXT: %16 = arith.select %15, %c0_i32, %14 : i32
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c-8_i4 = arith.constant -8 : i4
// CHECK-NEXT: %17 = arith.cmpi uge, %6, %c-8_i4 : i4
// CHECK-NEXT: %18 = arith.select %17, %c-2147483648_i32, %c0_i32 : i32
// CHECK-NEXT: %19 = arith.addi %12, %16 : i32
// CHECK-NEXT: %20 = arith.addi %19, %18 : i32
// CHECK-NEXT: %21 = arith.bitcast %20 : i32 to f32
// CHECK-NEXT: %22 = arith.mulf %21, %5 : f32
// CHECK-NEXT: %23 = arith.bitcast %arg1 : f8E8M0FNU to i8
// CHECK-NEXT: %c-1_i8_0 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i32_1 = arith.constant -1 : i32
// CHECK-NEXT: %c23_i32_2 = arith.constant 23 : i32
// CHECK-NEXT: %24 = arith.extui %23 : i8 to i32
// CHECK-NEXT: %25 = arith.shli %24, %c23_i32_2 : i32
// CHECK-NEXT: %26 = arith.cmpi eq, %23, %c-1_i8_0 : i8
// CHECK-NEXT: %27 = arith.select %26, %c-1_i32_1, %25 : i32
// CHECK-NEXT: %28 = arith.bitcast %27 : i32 to f32
// CHECK-NEXT: %29 = arith.divf %arg2, %28 : f32
// CHECK-NEXT: %c1_i4_3 = arith.constant 1 : i4
// CHECK-NEXT: %c3_i4 = arith.constant 3 : i4
// CHECK-NEXT: %c22_i32 = arith.constant 22 : i32
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c-1_i8_4 = arith.constant -1 : i8
// CHECK-NEXT: %c0_i32_5 = arith.constant 0 : i32
// CHECK-NEXT: %cst = arith.constant 6.000000e+00 : f32
// CHECK-NEXT: %cst_6 = arith.constant -6.000000e+00 : f32
// CHECK-NEXT: %30 = arith.cmpf ult, %29, %cst : f32
// CHECK-NEXT: %31 = arith.select %30, %29, %cst : f32
// CHECK-NEXT: %32 = arith.cmpf uno, %29, %29 : f32
// CHECK-NEXT: %33 = arith.select %32, %cst, %31 : f32
// CHECK-NEXT: %34 = arith.cmpf ugt, %33, %cst_6 : f32
// CHECK-NEXT: %35 = arith.select %34, %33, %cst_6 : f32
// CHECK-NEXT: %36 = arith.cmpf uno, %33, %33 : f32
// CHECK-NEXT: %37 = arith.select %36, %cst_6, %35 : f32
// CHECK-NEXT: %38 = arith.bitcast %37 : f32 to i32
// CHECK-NEXT: %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT: %39 = arith.shrui %38, %c31_i32 : i32
// CHECK-NEXT: %40 = arith.trunci %39 : i32 to i4
// CHECK-NEXT: %41 = arith.shli %40, %c3_i4 : i4
// CHECK-NEXT: %c126_i32 = arith.constant 126 : i32
// CHECK-NEXT: %c23_i32_7 = arith.constant 23 : i32
// CHECK-NEXT: %42 = arith.shrui %38, %c23_i32_7 : i32
// CHECK-NEXT: %43 = arith.subi %42, %c126_i32 : i32
// CHECK-NEXT: %44 = arith.trunci %43 : i32 to i4
// CHECK-NEXT: %45 = arith.shli %44, %c1_i4_3 : i4
// CHECK-NEXT: %46 = arith.addi %41, %45 : i4
// CHECK-NEXT: %c4194304_i32 = arith.constant 4194304 : i32
// CHECK-NEXT: %47 = arith.andi %38, %c4194304_i32 : i32
// CHECK-NEXT: %48 = arith.shrui %47, %c22_i32 : i32
// CHECK-NEXT: %49 = arith.trunci %48 : i32 to i4
// CHECK-NEXT: %50 = arith.addi %46, %49 : i4
// CHECK-NEXT: %c8388607_i32 = arith.constant 8388607 : i32
// CHECK-NEXT: %51 = arith.trunci %43 : i32 to i8
// CHECK-NEXT: %52 = arith.cmpi sle, %51, %c0_i8 : i8
// CHECK-NEXT: %53 = arith.cmpi eq, %51, %c-1_i8_4 : i8
// CHECK-NEXT: %54 = arith.andi %38, %c8388607_i32 : i32
// CHECK-NEXT: %55 = arith.cmpi ugt, %54, %c0_i32_5 : i32
// CHECK-NEXT: %56 = arith.andi %53, %55 : i1
// CHECK-NEXT: %57 = arith.cmpi eq, %51, %c0_i8 : i8
// CHECK-NEXT: %c-1_i4 = arith.constant -1 : i4
// CHECK-NEXT: %c0_i4_8 = arith.constant 0 : i4
// CHECK-NEXT: %58 = arith.select %52, %c-1_i4, %50 : i4
// CHECK-NEXT: %59 = arith.select %56, %c0_i4_8, %58 : i4
// CHECK-NEXT: %60 = arith.select %57, %50, %59 : i4
// CHECK-NEXT: %c4194303_i32 = arith.constant 4194303 : i32
// CHECK-NEXT: %c2097152_i32 = arith.constant 2097152 : i32
// CHECK-NEXT: %61 = arith.andi %38, %c4194303_i32 : i32
// CHECK-NEXT: %62 = arith.cmpi uge, %61, %c2097152_i32 : i32
// CHECK-NEXT: %63 = arith.ori %62, %52 : i1
// CHECK-NEXT: %64 = arith.addi %60, %c1_i4_3 : i4
// CHECK-NEXT: %65 = arith.select %63, %64, %60 : i4
// CHECK-NEXT: %66 = arith.bitcast %65 : i4 to f4E2M1FN
// CHECK-NEXT: return %22, %66 : f32, f4E2M1FN
func.func @e(%a: f4E2M1FN, %s: f8E8M0FNU, %f: f32) -> (f32, f4E2M1FN) {
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_truncf %f, %s : f32, f8E8M0FNU to f4E2M1FN
  return %0, %1 : f32, f4E2M1FN
}

// -----

// CHECK: func.func @e(%arg0: f4E2M1FN, %arg1: f32) -> (f32, f4E2M1FN) {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f4E2M1FN to i4
// CHECK-NEXT: %c0_i4 = arith.constant 0 : i4
// CHECK-NEXT: %c1_i4 = arith.constant 1 : i4
// CHECK-NEXT: %c2_i4 = arith.constant 2 : i4
// CHECK-NEXT: %c4_i4 = arith.constant 4 : i4
// CHECK-NEXT: %c7_i4 = arith.constant 7 : i4
// CHECK-NEXT: %1 = arith.andi %0, %c7_i4 : i4
// CHECK-NEXT: %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT: %2 = arith.shli %1, %c2_i4 : i4
// CHECK-NEXT: %3 = arith.cmpi eq, %1, %c1_i4 : i4
// CHECK-NEXT: %4 = arith.select %3, %c0_i4, %2 : i4
// CHECK-NEXT: %5 = arith.extui %4 : i4 to i32
// CHECK-NEXT: %6 = arith.shli %5, %c20_i32 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1073741824_i32 = arith.constant 1073741824 : i32
// CHECK-NEXT: %c1056964608_i32 = arith.constant 1056964608 : i32
// CHECK-NEXT: %7 = arith.cmpi uge, %1, %c4_i4 : i4
// CHECK-NEXT: %8 = arith.select %7, %c1073741824_i32, %c1056964608_i32 : i32
// CHECK-NEXT: %9 = arith.cmpi eq, %1, %c0_i4 : i4
// CHECK-NEXT: %10 = arith.select %9, %c0_i32, %8 : i32
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c-8_i4 = arith.constant -8 : i4
// CHECK-NEXT: %11 = arith.cmpi uge, %0, %c-8_i4 : i4
// CHECK-NEXT: %12 = arith.select %11, %c-2147483648_i32, %c0_i32 : i32
// CHECK-NEXT: %13 = arith.addi %6, %10 : i32
// CHECK-NEXT: %14 = arith.addi %13, %12 : i32
// CHECK-NEXT: %15 = arith.bitcast %14 : i32 to f32
// CHECK-NEXT: %c1_i4_0 = arith.constant 1 : i4
// CHECK-NEXT: %c3_i4 = arith.constant 3 : i4
// CHECK-NEXT: %c22_i32 = arith.constant 22 : i32
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c0_i32_1 = arith.constant 0 : i32
// CHECK-NEXT: %cst = arith.constant 6.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant -6.000000e+00 : f32
// CHECK-NEXT: %16 = arith.cmpf ult, %arg1, %cst : f32
// CHECK-NEXT: %17 = arith.select %16, %arg1, %cst : f32
// CHECK-NEXT: %18 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT: %19 = arith.select %18, %cst, %17 : f32
// CHECK-NEXT: %20 = arith.cmpf ugt, %19, %cst_2 : f32
// CHECK-NEXT: %21 = arith.select %20, %19, %cst_2 : f32
// CHECK-NEXT: %22 = arith.cmpf uno, %19, %19 : f32
// CHECK-NEXT: %23 = arith.select %22, %cst_2, %21 : f32
// CHECK-NEXT: %24 = arith.bitcast %23 : f32 to i32
// CHECK-NEXT: %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT: %25 = arith.shrui %24, %c31_i32 : i32
// CHECK-NEXT: %26 = arith.trunci %25 : i32 to i4
// CHECK-NEXT: %27 = arith.shli %26, %c3_i4 : i4
// CHECK-NEXT: %c126_i32 = arith.constant 126 : i32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT: %28 = arith.shrui %24, %c23_i32 : i32
// CHECK-NEXT: %29 = arith.subi %28, %c126_i32 : i32
// CHECK-NEXT: %30 = arith.trunci %29 : i32 to i4
// CHECK-NEXT: %31 = arith.shli %30, %c1_i4_0 : i4
// CHECK-NEXT: %32 = arith.addi %27, %31 : i4
// CHECK-NEXT: %c4194304_i32 = arith.constant 4194304 : i32
// CHECK-NEXT: %33 = arith.andi %24, %c4194304_i32 : i32
// CHECK-NEXT: %34 = arith.shrui %33, %c22_i32 : i32
// CHECK-NEXT: %35 = arith.trunci %34 : i32 to i4
// CHECK-NEXT: %36 = arith.addi %32, %35 : i4
// CHECK-NEXT: %c8388607_i32 = arith.constant 8388607 : i32
// CHECK-NEXT: %37 = arith.trunci %29 : i32 to i8
// CHECK-NEXT: %38 = arith.cmpi sle, %37, %c0_i8 : i8
// CHECK-NEXT: %39 = arith.cmpi eq, %37, %c-1_i8 : i8
// CHECK-NEXT: %40 = arith.andi %24, %c8388607_i32 : i32
// CHECK-NEXT: %41 = arith.cmpi ugt, %40, %c0_i32_1 : i32
// CHECK-NEXT: %42 = arith.andi %39, %41 : i1
// CHECK-NEXT: %43 = arith.cmpi eq, %37, %c0_i8 : i8
// CHECK-NEXT: %c-1_i4 = arith.constant -1 : i4
// CHECK-NEXT: %c0_i4_3 = arith.constant 0 : i4
// CHECK-NEXT: %44 = arith.select %38, %c-1_i4, %36 : i4
// CHECK-NEXT: %45 = arith.select %42, %c0_i4_3, %44 : i4
// CHECK-NEXT: %46 = arith.select %43, %36, %45 : i4
// CHECK-NEXT: %c4194303_i32 = arith.constant 4194303 : i32
// CHECK-NEXT: %c2097152_i32 = arith.constant 2097152 : i32
// CHECK-NEXT: %47 = arith.andi %24, %c4194303_i32 : i32
// CHECK-NEXT: %48 = arith.cmpi uge, %47, %c2097152_i32 : i32
// CHECK-NEXT: %49 = arith.ori %48, %38 : i1
// CHECK-NEXT: %50 = arith.addi %46, %c1_i4_0 : i4
// CHECK-NEXT: %51 = arith.select %49, %50, %46 : i4
// CHECK-NEXT: %52 = arith.bitcast %51 : i4 to f4E2M1FN
// CHECK-NEXT: return %15, %52 : f32, f4E2M1FN
func.func @e(%in: f4E2M1FN, %f: f32) -> (f32, f4E2M1FN) {
  %0 = arith.extf %in : f4E2M1FN to f32
  %1 = arith.truncf %f : f32 to f4E2M1FN
  return %0, %1 : f32, f4E2M1FN
}
