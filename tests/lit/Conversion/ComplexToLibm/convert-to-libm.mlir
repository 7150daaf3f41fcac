// RUN: oxir-opt %s --convert-complex-to-libm | FileCheck %s

// pow, sqrt, tanh, cos, sin, conj, log, abs, angle and tan on complex<f32> and complex<f64>
// become calls of C's complex functions, declared private at the start of the module (the
// newest first) unless a symbol of that name is there; the other complex ops stay. The CHECK
// lines are mlir-opt 22's output.

// CHECK: module {
// CHECK-NEXT: func.func private @ctan(complex<f64>) -> complex<f64>
// CHECK-NEXT: func.func private @ctanf(complex<f32>) -> complex<f32>
// CHECK-NEXT: func.func private @cargf(complex<f32>) -> f32
// CHECK-NEXT: func.func private @cabs(complex<f64>) -> f64
// CHECK-NEXT: func.func private @clogf(complex<f32>) -> complex<f32>
// CHECK-NEXT: func.func private @conjf(complex<f32>) -> complex<f32>
// CHECK-NEXT: func.func private @csin(complex<f64>) -> complex<f64>
// CHECK-NEXT: func.func private @ccosf(complex<f32>) -> complex<f32>
// CHECK-NEXT: func.func private @ctanhf(complex<f32>) -> complex<f32>
// CHECK-NEXT: func.func private @csqrt(complex<f64>) -> complex<f64>
// CHECK-NEXT: func.func private @cpowf(complex<f32>, complex<f32>) -> complex<f32>
// CHECK-NEXT: func.func private @csqrtf(complex<f32>) -> complex<f32>
// CHECK-NEXT: func.func @scalar(%arg0: complex<f32>, %arg1: complex<f64>) -> (complex<f32>, complex<f64>, complex<f32>, complex<f32>, complex<f64>, complex<f32>, complex<f32>, f64, f32, complex<f32>, complex<f32>) {
// CHECK-NEXT: %0 = call @cpowf(%arg0, %arg0) : (complex<f32>, complex<f32>) -> complex<f32>
// CHECK-NEXT: %1 = call @csqrt(%arg1) : (complex<f64>) -> complex<f64>
// CHECK-NEXT: %2 = call @ctanhf(%arg0) : (complex<f32>) -> complex<f32>
// CHECK-NEXT: %3 = call @ccosf(%arg0) : (complex<f32>) -> complex<f32>
// CHECK-NEXT: %4 = call @csin(%arg1) : (complex<f64>) -> complex<f64>
// CHECK-NEXT: %5 = call @conjf(%arg0) : (complex<f32>) -> complex<f32>
// CHECK-NEXT: %6 = call @clogf(%arg0) : (complex<f32>) -> complex<f32>
// CHECK-NEXT: %7 = call @cabs(%arg1) : (complex<f64>) -> f64
// CHECK-NEXT: %8 = call @cargf(%arg0) : (complex<f32>) -> f32
// CHECK-NEXT: %9 = call @ctanf(%arg0) : (complex<f32>) -> complex<f32>
// CHECK-NEXT: %10 = call @csqrtf(%arg0) : (complex<f32>) -> complex<f32>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : complex<f32>, complex<f64>, complex<f32>, complex<f32>, complex<f64>, complex<f32>, complex<f32>, f64, f32, complex<f32>, complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @others(%arg0: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
// CHECK-NEXT: %0 = complex.exp %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.rsqrt %arg0 : complex<f64>
// CHECK-NEXT: %2 = complex.expm1 %arg0 : complex<f64>
// CHECK-NEXT: %3 = complex.log1p %arg0 : complex<f64>
// CHECK-NEXT: %4 = complex.atan2 %arg0, %arg0 : complex<f64>
// CHECK-NEXT: %5 = complex.add %arg0, %arg0 : complex<f64>
// CHECK-NEXT: %6 = call @ctan(%5) : (complex<f64>) -> complex<f64>
// CHECK-NEXT: %7 = call @cabs(%6) : (complex<f64>) -> f64
// CHECK-NEXT: %8 = complex.create %7, %7 : complex<f64>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %8 : complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @csqrtf(complex<f32>) -> complex<f32>
func.func @scalar(%a: complex<f32>, %b: complex<f64>) -> (complex<f32>, complex<f64>, complex<f32>, complex<f32>, complex<f64>, complex<f32>, complex<f32>, f64, f32, complex<f32>, complex<f32>) {
  %0 = complex.pow %a, %a : complex<f32>
  %1 = complex.sqrt %b : complex<f64>
  %2 = complex.tanh %a fastmath<nnan> : complex<f32>
  %3 = complex.cos %a : complex<f32>
  %4 = complex.sin %b : complex<f64>
  %5 = complex.conj %a : complex<f32>
  %6 = complex.log %a : complex<f32>
  %7 = complex.abs %b : complex<f64>
  %8 = complex.angle %a : complex<f32>
  %9 = complex.tan %a : complex<f32>
  %10 = complex.sqrt %a : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : complex<f32>, complex<f64>, complex<f32>, complex<f32>, complex<f64>, complex<f32>, complex<f32>, f64, f32, complex<f32>, complex<f32>
}
func.func @others(%a: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
  %0 = complex.exp %a : complex<f64>
  %1 = complex.rsqrt %a : complex<f64>
  %2 = complex.expm1 %a : complex<f64>
  %3 = complex.log1p %a : complex<f64>
  %4 = complex.atan2 %a, %a : complex<f64>
  %5 = complex.add %a, %a : complex<f64>
  %6 = complex.tan %5 : complex<f64>
  %7 = complex.abs %6 : complex<f64>
  %8 = complex.create %7, %7 : complex<f64>
  return %0, %1, %2, %3, %4, %8 : complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>
}
