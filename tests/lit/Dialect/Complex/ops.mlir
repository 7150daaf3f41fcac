// RUN: oxir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | oxir-opt --allow-unregistered-dialect | FileCheck %s

// Every op of the complex dialect and the #complex.number attribute in their custom form; the
// generic form reads back to the same custom text. The CHECK lines are mlir-opt 22's output.

// CHECK-LABEL: func.func @ops(%arg0: f32, %arg1: complex<f32>, %arg2: complex<f64>, %arg3: i32) {
// CHECK-NEXT:  %cst = complex.constant [1.000000e-01, -1.000000e+00] : complex<f64>
// CHECK-NEXT:  %cst_0 = complex.constant [1.000000e-01 : f32, -1.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:  %cst_1 = complex.constant [true, false] : complex<i1>
// CHECK-NEXT:  %cst_2 = complex.constant [7 : i32, -3 : i32] : complex<i32>
// CHECK-NEXT:  %0 = complex.create %arg0, %arg0 : complex<f32>
// CHECK-NEXT:  %1 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:  %2 = complex.im %arg1 fastmath<nnan> : complex<f32>
// CHECK-NEXT:  %3 = complex.abs %arg1 : complex<f32>
// CHECK-NEXT:  %4 = complex.angle %arg2 : complex<f64>
// CHECK-NEXT:  %5 = complex.add %arg1, %arg1 : complex<f32>
// CHECK-NEXT:  %6 = complex.sub %arg1, %arg1 fastmath<fast> : complex<f32>
// CHECK-NEXT:  %7 = complex.mul %arg1, %arg1 fastmath<nnan,ninf> : complex<f32>
// CHECK-NEXT:  %8 = complex.div %arg1, %arg1 : complex<f32>
// CHECK-NEXT:  %9 = complex.pow %arg1, %arg1 : complex<f32>
// CHECK-NEXT:  %10 = complex.powi %arg1, %arg3 : complex<f32>, i32
// CHECK-NEXT:  %11 = complex.powi %arg1, %arg3 fastmath<contract> : complex<f32>, i32
// CHECK-NEXT:  %12 = complex.atan2 %arg1, %arg1 : complex<f32>
// CHECK-NEXT:  %13 = complex.eq %arg1, %arg1 : complex<f32>
// CHECK-NEXT:  %14 = complex.neq %arg2, %arg2 : complex<f64>
// CHECK-NEXT:  %15 = complex.conj %arg1 : complex<f32>
// CHECK-NEXT:  %16 = complex.cos %arg1 : complex<f32>
// CHECK-NEXT:  %17 = complex.exp %arg1 : complex<f32>
// CHECK-NEXT:  %18 = complex.expm1 %arg1 : complex<f32>
// CHECK-NEXT:  %19 = complex.log %arg1 : complex<f32>
// CHECK-NEXT:  %20 = complex.log1p %arg1 : complex<f32>
// CHECK-NEXT:  %21 = complex.neg %arg1 : complex<f32>
// CHECK-NEXT:  %22 = complex.rsqrt %arg1 : complex<f32>
// CHECK-NEXT:  %23 = complex.sign %arg1 : complex<f32>
// CHECK-NEXT:  %24 = complex.sin %arg1 : complex<f32>
// CHECK-NEXT:  %25 = complex.sqrt %arg1 : complex<f32>
// CHECK-NEXT:  %26 = complex.tan %arg1 : complex<f32>
// CHECK-NEXT:  %27 = complex.tanh %arg2 fastmath<afn> : complex<f64>
// CHECK-NEXT:  %28 = complex.bitcast %arg1 : complex<f32> to i64
// CHECK-NEXT:  %29 = complex.bitcast %arg1 : complex<f32> to f64
// CHECK-NEXT:  %30 = complex.bitcast %28 : i64 to complex<f32>
// CHECK-NEXT:  %31 = complex.bitcast %arg1 : complex<f32> to complex<f32>
// CHECK-NEXT:  "test.attrs"() {a = #complex.number<:f32 1.000000e+00, 2.000000e+00> : complex<f32>, b = #complex.number<:f64 -1.500000e+00, 2.500000e-01> : complex<f64>, c = #complex.number<:f16 9.997550e-02, -2.500000e+00> : complex<f16>} : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @ops(%f: f32, %c: complex<f32>, %d: complex<f64>, %i: i32) {
  %cst_f64 = complex.constant [0.1, -1.0] : complex<f64>
  %cst_f32 = complex.constant [0.1 : f32, -1.0 : f32] : complex<f32>
  %cst_i1 = complex.constant [1 : i1, 0 : i1] : complex<i1>
  %cst_i32 = complex.constant [7 : i32, -3 : i32] : complex<i32>
  %complex = complex.create %f, %f : complex<f32>
  %real = complex.re %c : complex<f32>
  %imag = complex.im %c fastmath<nnan> : complex<f32>
  %abs = complex.abs %c : complex<f32>
  %angle = complex.angle %d : complex<f64>
  %sum = complex.add %c, %c : complex<f32>
  %diff = complex.sub %c, %c fastmath<fast> : complex<f32>
  %prod = complex.mul %c, %c fastmath<nnan,ninf> : complex<f32>
  %div = complex.div %c, %c : complex<f32>
  %pow = complex.pow %c, %c : complex<f32>
  %powi = complex.powi %c, %i : complex<f32>, i32
  %powi2 = complex.powi %c, %i fastmath<contract> : complex<f32>, i32
  %atan2 = complex.atan2 %c, %c : complex<f32>
  %eq = complex.eq %c, %c : complex<f32>
  %neq = complex.neq %d, %d : complex<f64>
  %conj = complex.conj %c : complex<f32>
  %cos = complex.cos %c : complex<f32>
  %exp = complex.exp %c : complex<f32>
  %expm1 = complex.expm1 %c : complex<f32>
  %log = complex.log %c : complex<f32>
  %log1p = complex.log1p %c : complex<f32>
  %neg = complex.neg %c : complex<f32>
  %rsqrt = complex.rsqrt %c : complex<f32>
  %sign = complex.sign %c : complex<f32>
  %sin = complex.sin %c : complex<f32>
  %sqrt = complex.sqrt %c : complex<f32>
  %tan = complex.tan %c : complex<f32>
  %tanh = complex.tanh %d fastmath<afn> : complex<f64>
  %i64 = complex.bitcast %c : complex<f32> to i64
  %f64 = complex.bitcast %c : complex<f32> to f64
  %back = complex.bitcast %i64 : i64 to complex<f32>
  %same = complex.bitcast %c : complex<f32> to complex<f32>
  "test.attrs"() {a = #complex.number<:f32 1.0, 2.0>, b = #complex.number<:f64 -1.5, 0.25>, c = #complex.number<:f16 0.1, -2.5>} : () -> ()
  return
}
