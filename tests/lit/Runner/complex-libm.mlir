// RUN: oxir-opt %s --convert-complex-to-libm --convert-complex-to-llvm --convert-arith-to-llvm \
// RUN:   --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// The complex functions lowered to calls of C's <complex.h> functions (csqrt, cpow, ctan,
// ctanh, clog, cabs, carg, ccos, csin, conj) and run: what mlir-opt + mlir-runner 22 print.
// a = 1.5 - 2i, b = 0.5 + 0.25i: sqrt(a), a^b, tan(b), tanh(a), log(a), |a| and arg(a),
// cos(a), sin(a), conj(a).

// CHECK:      1.41421, -0.707107
// CHECK-NEXT: 1.93905, -0.463384
// CHECK-NEXT: 0.504501, 0.312421
// CHECK-NEXT: 1.06414, 0.080391
// CHECK-NEXT: 0.916291, -0.927295
// CHECK-NEXT: 2.5, -0.927295
// CHECK-NEXT: 0.266127, 3.61778
// CHECK-NEXT: 3.75277, -0.256554
// CHECK-NEXT: 1.5, 2
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
  %0 = complex.sqrt %a : complex<f64>
  call @print_complex(%0) : (complex<f64>) -> ()
  %1 = complex.pow %a, %b : complex<f64>
  call @print_complex(%1) : (complex<f64>) -> ()
  %2 = complex.tan %b : complex<f64>
  call @print_complex(%2) : (complex<f64>) -> ()
  %3 = complex.tanh %a : complex<f64>
  call @print_complex(%3) : (complex<f64>) -> ()
  %4 = complex.log %a : complex<f64>
  call @print_complex(%4) : (complex<f64>) -> ()
  %5 = complex.abs %a : complex<f64>
  %6 = complex.angle %a : complex<f64>
  call @printF64(%5) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%6) : (f64) -> ()
  call @printNewline() : () -> ()
  %7 = complex.cos %a : complex<f64>
  call @print_complex(%7) : (complex<f64>) -> ()
  %8 = complex.sin %a : complex<f64>
  call @print_complex(%8) : (complex<f64>) -> ()
  %9 = complex.conj %a : complex<f64>
  call @print_complex(%9) : (complex<f64>) -> ()
  return
}
