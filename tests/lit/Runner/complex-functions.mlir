// RUN: oxir-opt %s --convert-complex-to-standard --convert-math-to-llvm --convert-math-to-libm \
// RUN:   --convert-complex-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// The complex functions lowered through convert-complex-to-standard (math ops to LLVM
// intrinsics, the rest to libm calls) and run: what mlir-opt + mlir-runner 22 print for the
// same pipeline. a = 1.5 - 2i, b = 0.5 + 0.25i: sqrt(a), rsqrt(a), tan(b), tanh(a), expm1(b),
// log1p(a), a^b, a^3 (powi), atan2(a, b), sqrt(a) and tanh(b) with fast-math flags, then the
// special cases rsqrt(0), 0^0, sqrt(inf) and tanh(inf).

// CHECK:      1.41421, -0.707107
// CHECK-NEXT: 0.565685, 0.282843
// CHECK-NEXT: 0.504501, 0.312421
// CHECK-NEXT: 1.06414, 0.080391
// CHECK-NEXT: 0.597467, 0.4079
// CHECK-NEXT: 1.16364, -0.674741
// CHECK-NEXT: 1.93905, -0.463384
// CHECK-NEXT: -14.625, -5.5
// CHECK-NEXT: 1.52879, -0.223268
// CHECK-NEXT: 1.41421, -0.707107
// CHECK-NEXT: 0.485487, 0.198055
// CHECK-NEXT: inf, nan
// CHECK-NEXT: 1, 0
// CHECK-NEXT: inf, 0
// CHECK-NEXT: 1, 0
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()
func.func @print_complex(%z: complex<f64>) {
  %re = complex.re %z : complex<f64>
  %im = complex.im %z : complex<f64>
  call @printF64(%re) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%im) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @main() {
  %a = complex.constant [1.5 : f64, -2.0 : f64] : complex<f64>
  %b = complex.constant [0.5 : f64, 0.25 : f64] : complex<f64>
  %n = arith.constant 3 : i32
  %0 = complex.sqrt %a : complex<f64>
  call @print_complex(%0) : (complex<f64>) -> ()
  %1 = complex.rsqrt %a : complex<f64>
  call @print_complex(%1) : (complex<f64>) -> ()
  %2 = complex.tan %b : complex<f64>
  call @print_complex(%2) : (complex<f64>) -> ()
  %3 = complex.tanh %a : complex<f64>
  call @print_complex(%3) : (complex<f64>) -> ()
  %4 = complex.expm1 %b : complex<f64>
  call @print_complex(%4) : (complex<f64>) -> ()
  %5 = complex.log1p %a : complex<f64>
  call @print_complex(%5) : (complex<f64>) -> ()
  %6 = complex.pow %a, %b : complex<f64>
  call @print_complex(%6) : (complex<f64>) -> ()
  %7 = complex.powi %a, %n : complex<f64>, i32
  call @print_complex(%7) : (complex<f64>) -> ()
  %8 = complex.atan2 %a, %b : complex<f64>
  call @print_complex(%8) : (complex<f64>) -> ()
  %9 = complex.sqrt %a fastmath<fast> : complex<f64>
  call @print_complex(%9) : (complex<f64>) -> ()
  %10 = complex.tanh %b fastmath<nnan,ninf> : complex<f64>
  call @print_complex(%10) : (complex<f64>) -> ()
  %z = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %11 = complex.rsqrt %z : complex<f64>
  call @print_complex(%11) : (complex<f64>) -> ()
  %12 = complex.pow %z, %z : complex<f64>
  call @print_complex(%12) : (complex<f64>) -> ()
  %inf = arith.constant 0x7FF0000000000000 : f64
  %zero = arith.constant 0.0 : f64
  %c = complex.create %inf, %zero : complex<f64>
  %13 = complex.sqrt %c : complex<f64>
  call @print_complex(%13) : (complex<f64>) -> ()
  %14 = complex.tanh %c : complex<f64>
  call @print_complex(%14) : (complex<f64>) -> ()
  return
}
