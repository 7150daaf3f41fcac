// Fast inverse square root (Quake III): the bit trick on the float's integer image, then one
// Newton step y * (1.5 - 0.5 * x * y * y). Written naively: the halving of the integer image is a
// division by 2 (strength-reduced to a shift) and the Newton step is expanded as
// 1.5*y - 0.5*x*y*y*y (factored back under fast-math).
func.func @fast_inv_sqrt(%x: f32) -> f32 {
  %magic = arith.constant 1597463007 : i32
  %c2 = arith.constant 2 : i32
  %half = arith.constant 0.5 : f32
  %three_halves = arith.constant 1.5 : f32
  %i = arith.bitcast %x : f32 to i32
  %ih = arith.divui %i, %c2 : i32
  %j = arith.subi %magic, %ih : i32
  %y = arith.bitcast %j : i32 to f32
  %hx = arith.mulf %half, %x fastmath<fast> : f32
  %y2 = arith.mulf %y, %y fastmath<fast> : f32
  %y3 = arith.mulf %y2, %y fastmath<fast> : f32
  %t1 = arith.mulf %three_halves, %y fastmath<fast> : f32
  %t2 = arith.mulf %hx, %y3 fastmath<fast> : f32
  %r = arith.subf %t1, %t2 fastmath<fast> : f32
  return %r : f32
}
