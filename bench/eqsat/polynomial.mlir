// Polynomial evaluation: 3x^3 + 2x^2 + 5x + 7, written naively (Horner's rule is what eqsat finds).
func.func @poly_int(%x: i64, %a: i64, %b: i64, %c: i64, %d: i64) -> i64 {
  %x2 = arith.muli %x, %x : i64
  %x3 = arith.muli %x2, %x : i64
  %t3 = arith.muli %a, %x3 : i64
  %t2 = arith.muli %b, %x2 : i64
  %t1 = arith.muli %c, %x : i64
  %s1 = arith.addi %t3, %t2 : i64
  %s2 = arith.addi %s1, %t1 : i64
  %s3 = arith.addi %s2, %d : i64
  return %s3 : i64
}
func.func @poly_fast(%x: f64, %a: f64, %b: f64, %c: f64, %d: f64) -> f64 {
  %x2 = arith.mulf %x, %x fastmath<fast> : f64
  %x3 = arith.mulf %x2, %x fastmath<fast> : f64
  %t3 = arith.mulf %a, %x3 fastmath<fast> : f64
  %t2 = arith.mulf %b, %x2 fastmath<fast> : f64
  %t1 = arith.mulf %c, %x fastmath<fast> : f64
  %s1 = arith.addf %t3, %t2 fastmath<fast> : f64
  %s2 = arith.addf %s1, %t1 fastmath<fast> : f64
  %s3 = arith.addf %s2, %d fastmath<fast> : f64
  return %s3 : f64
}
