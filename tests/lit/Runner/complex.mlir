// RUN: oxir-opt %s --convert-complex-to-standard=complex-range=basic --convert-complex-to-llvm \
// RUN:   --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// Complex arithmetic lowered through convert-complex-to-standard and convert-complex-to-llvm,
// run, its parts printed: what mlir-opt + mlir-runner 22 print for the same pipeline.
// (1.5 - 2i) + (0.5 + 4i), -, *, /, -(1.5 - 2i), conj(1.5 - 2i), then eq and neq as 0/1.

// CHECK:      2, 2
// CHECK-NEXT: 1, -6
// CHECK-NEXT: 8.75, 5
// CHECK-NEXT: -0.446154, -0.430769
// CHECK-NEXT: -1.5, 2
// CHECK-NEXT: 1.5, 2
// CHECK-NEXT: 1, 1
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
  %x = arith.constant 1.5 : f32
  %y = arith.constant -2.0 : f32
  %a = complex.create %x, %y : complex<f32>
  %b = complex.constant [0.5 : f32, 4.0 : f32] : complex<f32>
  %sum = complex.add %a, %b : complex<f32>
  call @print_complex(%sum) : (complex<f32>) -> ()
  %diff = complex.sub %a, %b : complex<f32>
  call @print_complex(%diff) : (complex<f32>) -> ()
  %prod = complex.mul %a, %b : complex<f32>
  call @print_complex(%prod) : (complex<f32>) -> ()
  %quot = complex.div %a, %b : complex<f32>
  call @print_complex(%quot) : (complex<f32>) -> ()
  %neg = complex.neg %a : complex<f32>
  call @print_complex(%neg) : (complex<f32>) -> ()
  %conj = complex.conj %a : complex<f32>
  call @print_complex(%conj) : (complex<f32>) -> ()
  %eq = complex.eq %a, %a : complex<f32>
  %neq = complex.neq %a, %b : complex<f32>
  %e = arith.uitofp %eq : i1 to f32
  %n = arith.uitofp %neq : i1 to f32
  call @printF32(%e) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%n) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
