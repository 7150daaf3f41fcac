// Squared norm of a 4-vector held in a tensor, with a scale factor applied to every component
// (x*s)^2 summed; under fast-math the scale is factored out.
func.func @norm2(%v: tensor<4xf32>, %s: f32) -> f32 {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %x0 = tensor.extract %v[%i0] : tensor<4xf32>
  %x1 = tensor.extract %v[%i1] : tensor<4xf32>
  %x2 = tensor.extract %v[%i2] : tensor<4xf32>
  %x3 = tensor.extract %v[%i3] : tensor<4xf32>
  %a0 = arith.mulf %x0, %s fastmath<fast> : f32
  %a1 = arith.mulf %x1, %s fastmath<fast> : f32
  %a2 = arith.mulf %x2, %s fastmath<fast> : f32
  %a3 = arith.mulf %x3, %s fastmath<fast> : f32
  %q0 = arith.mulf %a0, %a0 fastmath<fast> : f32
  %q1 = arith.mulf %a1, %a1 fastmath<fast> : f32
  %q2 = arith.mulf %a2, %a2 fastmath<fast> : f32
  %q3 = arith.mulf %a3, %a3 fastmath<fast> : f32
  %s0 = arith.addf %q0, %q1 fastmath<fast> : f32
  %s1 = arith.addf %s0, %q2 fastmath<fast> : f32
  %s2 = arith.addf %s1, %q3 fastmath<fast> : f32
  return %s2 : f32
}
