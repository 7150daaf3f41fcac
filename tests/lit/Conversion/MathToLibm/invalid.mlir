// RUN: oxir-opt %s --split-input-file --convert-math-to-libm --verify-diagnostics

// The math dialect is illegal: an op without a libm function fails the pass.
func.func @copysign(%a: f32) -> f32 {
  // expected-error@+1 {{failed to legalize operation 'math.copysign' that was explicitly marked illegal}}
  %0 = math.copysign %a, %a : f32
  return %0 : f32
}

// -----

func.func @f80(%x: f80) -> f80 {
  // expected-error@+1 {{failed to legalize operation 'math.exp' that was explicitly marked illegal}}
  %0 = math.exp %x : f80
  return %0 : f80
}
