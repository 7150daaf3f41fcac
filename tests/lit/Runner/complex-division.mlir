// RUN: oxir-opt %s --convert-complex-to-llvm=complex-range=improved --convert-arith-to-llvm \
// RUN:   --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// Complex division with Smith's range reduction (complex-range=improved) and its special cases,
// and abs, lowered by convert-complex-to-llvm and run: what mlir-opt + mlir-runner 22 print.
// (1.5 - 2i) / (0.5 + 4i), by zero, inf / finite, finite / inf, a quotient of tiny numbers.

// CHECK:      -0.446154, -0.430769
// CHECK-NEXT: inf, -inf
// CHECK-NEXT: inf, -inf
// CHECK-NEXT: 0, -0
// CHECK-NEXT: 1, 0
// CHECK-NEXT: 4.03113
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printComma()
func.func @print_complex(%z: complex<f32>) {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  call @printF32(%re) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%im) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @main() {
  %a = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %b = complex.constant [0.5 : f32, 4.0 : f32] : complex<f32>
  %zero = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %inf = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %tiny = complex.constant [1.0e-30 : f32, 3.0e-30 : f32] : complex<f32>
  %0 = complex.div %a, %b : complex<f32>
  call @print_complex(%0) : (complex<f32>) -> ()
  %1 = complex.div %a, %zero : complex<f32>
  call @print_complex(%1) : (complex<f32>) -> ()
  %2 = complex.div %inf, %b : complex<f32>
  call @print_complex(%2) : (complex<f32>) -> ()
  %3 = complex.div %a, %inf : complex<f32>
  call @print_complex(%3) : (complex<f32>) -> ()
  %4 = complex.div %tiny, %tiny : complex<f32>
  call @print_complex(%4) : (complex<f32>) -> ()
  %5 = complex.abs %b : complex<f32>
  call @printF32(%5) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
