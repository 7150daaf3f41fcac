// RUN: oxir-opt %s --split-input-file --convert-complex-to-libm --verify-diagnostics

// The ops with a libm function are illegal: on parts other than f32 and f64 they fail the pass.
func.func @f16(%a: complex<f16>) -> complex<f16> {
  // expected-error@+1 {{failed to legalize operation 'complex.sqrt' that was explicitly marked illegal}}
  %0 = complex.sqrt %a : complex<f16>
  return %0 : complex<f16>
}

// -----

func.func @bf16_abs(%a: complex<bf16>) -> bf16 {
  // expected-error@+1 {{failed to legalize operation 'complex.abs' that was explicitly marked illegal}}
  %0 = complex.abs %a : complex<bf16>
  return %0 : bf16
}
