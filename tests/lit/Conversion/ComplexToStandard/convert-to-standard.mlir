// RUN: oxir-opt %s --convert-complex-to-standard=complex-range=basic --split-input-file | FileCheck %s

// The complex ops that lower to arith alone: add, sub, mul, div (algebraic, `basic`), eq, neq,
// neg and conj, on the parts complex.re and complex.im take. The CHECK lines are mlir-opt 22's
// output.

// CHECK-LABEL: func.func @f(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, i1, i1, complex<f32>, complex<f32>) {
// CHECK-NEXT:  %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:  %1 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:  %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:  %3 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:  %4 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:  %5 = arith.addf %3, %4 : f32
// CHECK-NEXT:  %6 = complex.create %2, %5 : complex<f32>
// CHECK-NEXT:  %7 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:  %8 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:  %9 = arith.subf %7, %8 fastmath<nnan> : f32
// CHECK-NEXT:  %10 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:  %11 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:  %12 = arith.subf %10, %11 fastmath<nnan> : f32
// CHECK-NEXT:  %13 = complex.create %9, %12 : complex<f32>
// CHECK-NEXT:  %14 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:  %15 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:  %16 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:  %17 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:  %18 = arith.mulf %14, %16 : f32
// CHECK-NEXT:  %19 = arith.mulf %15, %17 : f32
// CHECK-NEXT:  %20 = arith.subf %18, %19 : f32
// CHECK-NEXT:  %21 = arith.mulf %15, %16 : f32
// CHECK-NEXT:  %22 = arith.mulf %14, %17 : f32
// CHECK-NEXT:  %23 = arith.addf %21, %22 : f32
// CHECK-NEXT:  %24 = complex.create %20, %23 : complex<f32>
// CHECK-NEXT:  %25 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:  %26 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:  %27 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:  %28 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:  %29 = arith.cmpf oeq, %25, %27 : f32
// CHECK-NEXT:  %30 = arith.cmpf oeq, %26, %28 : f32
// CHECK-NEXT:  %31 = arith.andi %29, %30 : i1
// CHECK-NEXT:  %32 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:  %33 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:  %34 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:  %35 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:  %36 = arith.cmpf une, %32, %34 : f32
// CHECK-NEXT:  %37 = arith.cmpf une, %33, %35 : f32
// CHECK-NEXT:  %38 = arith.ori %36, %37 : i1
// CHECK-NEXT:  %39 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:  %40 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:  %41 = arith.negf %39 : f32
// CHECK-NEXT:  %42 = arith.negf %40 : f32
// CHECK-NEXT:  %43 = complex.create %41, %42 : complex<f32>
// CHECK-NEXT:  %44 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:  %45 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:  %46 = arith.negf %45 : f32
// CHECK-NEXT:  %47 = complex.create %44, %46 : complex<f32>
// CHECK-NEXT:  return %6, %13, %24, %31, %38, %43, %47 : complex<f32>, complex<f32>, complex<f32>, i1, i1, complex<f32>, complex<f32>
// CHECK-NEXT:  }
func.func @f(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, i1, i1, complex<f32>, complex<f32>) {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %a, %b fastmath<nnan> : complex<f32>
  %2 = complex.mul %a, %b : complex<f32>
  %3 = complex.eq %a, %b : complex<f32>
  %4 = complex.neq %a, %b : complex<f32>
  %5 = complex.neg %a : complex<f32>
  %6 = complex.conj %a : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6 : complex<f32>, complex<f32>, complex<f32>, i1, i1, complex<f32>, complex<f32>
}

// -----

// CHECK-LABEL: func.func @f(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT:  %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:  %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:  %2 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:  %3 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:  %4 = arith.mulf %2, %2 fastmath<nnan,contract> : f32
// CHECK-NEXT:  %5 = arith.mulf %3, %3 fastmath<nnan,contract> : f32
// CHECK-NEXT:  %6 = arith.addf %4, %5 fastmath<nnan,contract> : f32
// CHECK-NEXT:  %7 = arith.mulf %0, %2 fastmath<nnan,contract> : f32
// CHECK-NEXT:  %8 = arith.mulf %1, %3 fastmath<nnan,contract> : f32
// CHECK-NEXT:  %9 = arith.addf %7, %8 fastmath<nnan,contract> : f32
// CHECK-NEXT:  %10 = arith.mulf %1, %2 fastmath<nnan,contract> : f32
// CHECK-NEXT:  %11 = arith.mulf %0, %3 fastmath<nnan,contract> : f32
// CHECK-NEXT:  %12 = arith.subf %10, %11 fastmath<nnan,contract> : f32
// CHECK-NEXT:  %13 = arith.divf %9, %6 fastmath<nnan,contract> : f32
// CHECK-NEXT:  %14 = arith.divf %12, %6 fastmath<nnan,contract> : f32
// CHECK-NEXT:  %15 = complex.create %13, %14 : complex<f32>
// CHECK-NEXT:  return %15 : complex<f32>
// CHECK-NEXT:  }
func.func @f(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %3 = complex.div %a, %b fastmath<nnan,contract> : complex<f32>
  return %3 : complex<f32>
}
