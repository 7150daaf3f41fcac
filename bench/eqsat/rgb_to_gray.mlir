// RGB to grayscale in fixed point: (77*r + 150*g + 29*b) >> 8, with the weights written as sums
// of powers of two the way a naive code generator might emit them.
func.func @rgb_to_gray(%r: i32, %g: i32, %b: i32) -> i32 {
  %c64 = arith.constant 64 : i32
  %c8 = arith.constant 8 : i32
  %c4 = arith.constant 4 : i32
  %c1 = arith.constant 1 : i32
  %c128 = arith.constant 128 : i32
  %c16 = arith.constant 16 : i32
  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  %r64 = arith.muli %r, %c64 : i32
  %r8 = arith.muli %r, %c8 : i32
  %r4 = arith.muli %r, %c4 : i32
  %r1 = arith.muli %r, %c1 : i32
  %g128 = arith.muli %g, %c128 : i32
  %g16 = arith.muli %g, %c16 : i32
  %g4 = arith.muli %g, %c4 : i32
  %g2 = arith.muli %g, %c2 : i32
  %b16 = arith.muli %b, %c16 : i32
  %b8 = arith.muli %b, %c8 : i32
  %b4 = arith.muli %b, %c4 : i32
  %b1 = arith.muli %b, %c1 : i32
  %ra = arith.addi %r64, %r8 : i32
  %rb = arith.addi %r4, %r1 : i32
  %rs = arith.addi %ra, %rb : i32
  %ga = arith.addi %g128, %g16 : i32
  %gb = arith.addi %g4, %g2 : i32
  %gs = arith.addi %ga, %gb : i32
  %ba = arith.addi %b16, %b8 : i32
  %bb = arith.addi %b4, %b1 : i32
  %bs = arith.addi %ba, %bb : i32
  %s = arith.addi %rs, %gs : i32
  %t = arith.addi %s, %bs : i32
  %u = arith.addi %t, %c0 : i32
  %y = arith.shrui %u, %c8 : i32
  return %y : i32
}
