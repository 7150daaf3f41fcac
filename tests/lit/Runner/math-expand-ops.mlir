// RUN: oxir-opt %s --math-expand-ops --convert-vector-to-scf --convert-scf-to-cf \
// RUN:   --convert-math-to-llvm --convert-vector-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm \
// RUN:   --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils \
// RUN: | FileCheck %s --match-full-lines

// The ops math-expand-ops rewrites, computed through their expansions (lowered to LLVM) on
// zeros, halfway values, large values and negative exponents. The values are what mlir-opt 22
// + mlir-runner print for the same pipeline, the expansions' own results included (MLIR 22's
// ceil gives +0 for -0.5, its clampf takes the minimum with `min` first, ...).

// CHECK: ( 0, 1, 0, 0, 0, 1, 0, 0, 0 )
// CHECK-NEXT: 0
// CHECK-NEXT: ( 1, 0, -inf, inf, 0, inf )
// CHECK-NEXT: ( 0, 1, 0, -0, 0, 1, 0, -0, -0 )
// CHECK-NEXT: -2147483648
// CHECK-NEXT: ( 1, -0, -inf, -inf, -0, inf )
// CHECK-NEXT: ( 0.521095, 1.12763, 0.462117, 0.546302, 0.481212, 1.41421, 1, 1, 0 )
// CHECK-NEXT: 0
// CHECK-NEXT: ( 1, 0.03125, 8, 1.41421, 0.125, 4 )
// CHECK-NEXT: ( -0.822317, 1.29468, -0.635149, -0.931597, -0.693147, 0.594604, 0, -1, -1 )
// CHECK-NEXT: -1082130432
// CHECK-NEXT: ( 1, -0.237305, -2.37037, -nan, -0.421875, 1.77778 )
// CHECK-NEXT: ( 2.12928, 2.35241, 0.905148, 14.1014, 1.19476, 2.82843, 2, 2, 2 )
// CHECK-NEXT: 1073741824
// CHECK-NEXT: ( 1, 7.59375, 0.296296, 0.816497, 3.375, 0.444444 )
// CHECK-NEXT: ( 6.0502, 6.13229, 0.986614, -0.747022, 1.64723, 5.65685, 3, 3, 2 )
// CHECK-NEXT: 1073741824
// CHECK-NEXT: ( 1, 97.6562, 0.064, 0.632456, 15.625, 0.16 )
// CHECK-NEXT: ( -6.0502, 6.13229, -0.986614, 0.747022, -1.64723, 0.176777, -2, -3, -2 )
// CHECK-NEXT: -1073741824
// CHECK-NEXT: ( 1, -97.6562, -0.064, -nan, -15.625, 0.16 )
// CHECK-NEXT: ( 12.8758, 12.9146, 0.996998, 0.108834, 1.89467, 9.51366, 4, 3, 3 )
// CHECK-NEXT: 1077936128
// CHECK-NEXT: ( 1, 362.591, 0.0291306, 0.5547, 34.3281, 0.0946746 )
// CHECK-NEXT: ( 11013.2, 11013.2, 1, 0.648361, 2.99822, 1024, 10, 10, 10 )
// CHECK-NEXT: 1092616192
// CHECK-NEXT: ( 1, 100000, 0.001, 0.316228, 1000, 0.01 )
// CHECK-NEXT: ( -3.99951e+08, 3.99951e+08, -1, 12.5287, -3.71416, 6.74349e-07, -20, -21, -20 )
// CHECK-NEXT: -1046478848
// CHECK-NEXT: ( 1, -3.62051e+06, -0.000116075, -nan, -8615.12, 0.00237954 )
// CHECK-NEXT: ( inf, inf, 1, -1.38951, 16.6355, inf, 8.38861e+06, 8.38861e+06, 8.38861e+06 )
// CHECK-NEXT: 1258291200
// CHECK-NEXT: ( 1, 4.15384e+34, 1.69407e-21, 0.000345267, 5.90296e+20, 1.42109e-14 )
// CHECK-NEXT: ( inf, inf, 1, 1.29359, inf, inf, 1e+30, 1e+30, 1e+30 )
// CHECK-NEXT: 1900671690
// CHECK-NEXT: ( 1, inf, 0, 1e-15, inf, 0 )
// CHECK-NEXT: ( 1.5668, 0.549306, 1.58114, 0.064, 0.632456, 0, 3.75, 2.5 )
// CHECK-NEXT: ( 0.693147, -1.35403, 0.822628, 4.76837, 0.894427, -1, 0.15625, 1.25 )
// CHECK-NEXT: 32
// CHECK-NEXT: 8
// CHECK-NEXT: 64
// CHECK-NEXT: 19
// CHECK-NEXT: 6
// CHECK-NEXT: 23
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 63
// CHECK-NEXT: ( 0, -0, 2, -2, 2, -4, 4, -0 )
// CHECK-NEXT: ( 1, -1, 2, -2, 3, -4, 5, -0 )
// CHECK-NEXT: ( 1, 0, 2, -1, 3, -3, 5, 0 )

func.func @f32s(%x: f32) {
  %s = math.sinh %x : f32
  %c = math.cosh %x : f32
  %t = math.tanh %x : f32
  %tn = math.tan %x : f32
  %as = math.asinh %x : f32
  %e2 = math.exp2 %x : f32
  %ce = math.ceil %x : f32
  %r = math.round %x : f32
  %re = math.roundeven %x : f32
  %v = vector.from_elements %s, %c, %t, %tn, %as, %e2, %ce, %r, %re : vector<9xf32>
  vector.print %v : vector<9xf32>
  %rb = arith.bitcast %re : f32 to i32
  vector.print %rb : i32
  return
}

func.func @f64s(%x: f64, %y: f64, %n: i32) {
  %ac = math.acosh %x : f64
  %at = math.atanh %y : f64
  %p = math.powf %x, %y : f64
  %pi = math.fpowi %x, %n : f64, i32
  %rs = math.rsqrt %x : f64
  %re = math.roundeven %y : f64
  %fm = math.fma %x, %y, %x : f64
  %cl = math.clampf %y to [%x, %x] : f64
  %v = vector.from_elements %ac, %at, %p, %pi, %rs, %re, %fm, %cl : vector<8xf64>
  vector.print %v : vector<8xf64>
  return
}

func.func @powers(%x: f32) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %cm3 = arith.constant -3 : i32
  %h = arith.constant -0.5 : f32
  %three = arith.constant 3.0 : f32
  %m2 = arith.constant -2.0 : f32
  %a = math.fpowi %x, %c0 : f32, i32
  %b = math.fpowi %x, %c5 : f32, i32
  %c = math.fpowi %x, %cm3 : f32, i32
  %d = math.powf %x, %h : f32
  %e = math.powf %x, %three : f32
  %f = math.powf %x, %m2 : f32
  %v = vector.from_elements %a, %b, %c, %d, %e, %f : vector<6xf32>
  vector.print %v : vector<6xf32>
  return
}

func.func @ints(%i: i32, %j: i8, %k: i64) {
  %a = math.ctlz %i : i32
  %b = math.ctlz %j : i8
  %c = math.ctlz %k : i64
  vector.print %a : i32
  vector.print %b : i8
  vector.print %c : i64
  return
}

func.func @halves(%v: vector<8xf32>) {
  %r = math.roundeven %v : vector<8xf32>
  %o = math.round %v : vector<8xf32>
  %c = math.ceil %v : vector<8xf32>
  vector.print %r : vector<8xf32>
  vector.print %o : vector<8xf32>
  vector.print %c : vector<8xf32>
  return
}

func.func @main() {
  %xs = arith.constant dense<[0.0, -0.0, 0.5, -0.75, 1.5, 2.5, -2.5, 3.25, 10.0, -20.5, 8388607.5, 1.0e30]> : vector<12xf32>
  %n = arith.constant 12 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = vector.extract %xs[%i] : f32 from vector<12xf32>
    func.call @f32s(%x) : (f32) -> ()
    func.call @powers(%x) : (f32) -> ()
  }
  %a = arith.constant 2.5 : f64
  %b = arith.constant 0.5 : f64
  %m = arith.constant -3 : i32
  func.call @f64s(%a, %b, %m) : (f64, f64, i32) -> ()
  %a2 = arith.constant 1.25 : f64
  %b2 = arith.constant -0.875 : f64
  %m2 = arith.constant 7 : i32
  func.call @f64s(%a2, %b2, %m2) : (f64, f64, i32) -> ()
  %i0 = arith.constant 0 : i32
  %j0 = arith.constant 0 : i8
  %k0 = arith.constant 0 : i64
  func.call @ints(%i0, %j0, %k0) : (i32, i8, i64) -> ()
  %i1 = arith.constant 4096 : i32
  %j1 = arith.constant 3 : i8
  %k1 = arith.constant 1099511627776 : i64
  func.call @ints(%i1, %j1, %k1) : (i32, i8, i64) -> ()
  %i2 = arith.constant -1 : i32
  %j2 = arith.constant -128 : i8
  %k2 = arith.constant 1 : i64
  func.call @ints(%i2, %j2, %k2) : (i32, i8, i64) -> ()
  %hv = arith.constant dense<[0.5, -0.5, 1.5, -1.5, 2.5, -3.5, 4.5, -0.25]> : vector<8xf32>
  func.call @halves(%hv) : (vector<8xf32>) -> ()
  return
}
