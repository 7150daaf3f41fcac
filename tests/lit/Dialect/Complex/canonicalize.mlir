// RUN: oxir-opt %s --canonicalize | FileCheck %s

// The folders and canonicalization patterns of the complex dialect: parts of constants and of
// create, create of the parts of one value, component negation, add/sub inverses, identities
// of zero and one, inverse pairs, and merged bit casts. The CHECK lines are mlir-opt 22's output.

// CHECK-LABEL: func.func @create_of_re_im(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:  return %arg0 : complex<f32>
// CHECK-NEXT:  }
func.func @create_of_re_im(%c: complex<f32>) -> complex<f32> {
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  %0 = complex.create %re, %im : complex<f32>
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @create_of_re_im_of_two(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT:  %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:  %1 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:  %2 = complex.create %0, %1 : complex<f32>
// CHECK-NEXT:  return %2 : complex<f32>
// CHECK-NEXT:  }
func.func @create_of_re_im_of_two(%c: complex<f32>, %d: complex<f32>) -> complex<f32> {
  %re = complex.re %c : complex<f32>
  %im = complex.im %d : complex<f32>
  %0 = complex.create %re, %im : complex<f32>
  return %0 : complex<f32>
}

// CHECK-LABEL: func.func @parts_of_constant() -> (f32, f32) {
// CHECK-NEXT:  %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:  return %cst, %cst_0 : f32, f32
// CHECK-NEXT:  }
func.func @parts_of_constant() -> (f32, f32) {
  %c = complex.constant [1.0 : f32, 0.5 : f32] : complex<f32>
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  return %re, %im : f32, f32
}

// CHECK-LABEL: func.func @parts_of_create(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:  return %arg0, %arg1 : f32, f32
// CHECK-NEXT:  }
func.func @parts_of_create(%x: f32, %y: f32) -> (f32, f32) {
  %c = complex.create %x, %y : complex<f32>
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  return %re, %im : f32, f32
}

// CHECK-LABEL: func.func @parts_of_negated_create(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:  %0 = arith.negf %arg0 : f32
// CHECK-NEXT:  %1 = arith.negf %arg1 : f32
// CHECK-NEXT:  return %0, %1 : f32, f32
// CHECK-NEXT:  }
func.func @parts_of_negated_create(%x: f32, %y: f32) -> (f32, f32) {
  %c = complex.create %x, %y : complex<f32>
  %n = complex.neg %c : complex<f32>
  %re = complex.re %n : complex<f32>
  %im = complex.im %n : complex<f32>
  return %re, %im : f32, f32
}

// CHECK-LABEL: func.func @add_sub(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT:  return %arg0, %arg0, %arg0 : complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT:  }
func.func @add_sub(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
  %sub = complex.sub %a, %b : complex<f32>
  %0 = complex.add %sub, %b : complex<f32>
  %1 = complex.add %b, %sub : complex<f32>
  %add = complex.add %a, %b : complex<f32>
  %2 = complex.sub %add, %b : complex<f32>
  return %0, %1, %2 : complex<f32>, complex<f32>, complex<f32>
}

// CHECK-LABEL: func.func @identities(%arg0: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT:  %cst = complex.constant [0.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:  %0 = complex.add %cst, %arg0 : complex<f32>
// CHECK-NEXT:  return %arg0, %arg0, %arg0, %arg0, %0 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT:  }
func.func @identities(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %zero = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %0 = complex.add %a, %zero : complex<f32>
  %1 = complex.sub %a, %zero : complex<f32>
  %2 = complex.mul %a, %one : complex<f32>
  %3 = complex.div %a, %one : complex<f32>
  %4 = complex.add %zero, %a : complex<f32>
  return %0, %1, %2, %3, %4 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

// CHECK-LABEL: func.func @not_identities(%arg0: complex<f32>) -> (complex<f32>, complex<f32>) {
// CHECK-NEXT:  %cst = complex.constant [1.000000e+00 : f32, 1.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:  %0 = complex.mul %arg0, %cst : complex<f32>
// CHECK-NEXT:  %1 = complex.div %arg0, %cst : complex<f32>
// CHECK-NEXT:  return %0, %1 : complex<f32>, complex<f32>
// CHECK-NEXT:  }
func.func @not_identities(%a: complex<f32>) -> (complex<f32>, complex<f32>) {
  %c = complex.constant [1.0 : f32, 1.0 : f32] : complex<f32>
  %0 = complex.mul %a, %c : complex<f32>
  %1 = complex.div %a, %c : complex<f32>
  return %0, %1 : complex<f32>, complex<f32>
}

// CHECK-LABEL: func.func @inverses(%arg0: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT:  return %arg0, %arg0, %arg0, %arg0 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT:  }
func.func @inverses(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %n = complex.neg %a : complex<f32>
  %0 = complex.neg %n : complex<f32>
  %c = complex.conj %a : complex<f32>
  %1 = complex.conj %c : complex<f32>
  %e = complex.exp %a : complex<f32>
  %2 = complex.log %e : complex<f32>
  %l = complex.log %a : complex<f32>
  %3 = complex.exp %l : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

// CHECK-LABEL: func.func @bitcasts(%arg0: complex<f32>, %arg1: i64, %arg2: f64) -> (complex<f32>, f64, complex<f32>, f64, complex<f32>) {
// CHECK-NEXT:  %0 = complex.bitcast %arg0 : complex<f32> to f64
// CHECK-NEXT:  %1 = complex.bitcast %arg2 : f64 to complex<f32>
// CHECK-NEXT:  %2 = complex.bitcast %arg0 : complex<f32> to f64
// CHECK-NEXT:  %3 = complex.bitcast %arg2 : f64 to complex<f32>
// CHECK-NEXT:  return %arg0, %0, %1, %2, %3 : complex<f32>, f64, complex<f32>, f64, complex<f32>
// CHECK-NEXT:  }
func.func @bitcasts(%a: complex<f32>, %i: i64, %f: f64) -> (complex<f32>, f64, complex<f32>, f64, complex<f32>) {
  %0 = complex.bitcast %a : complex<f32> to complex<f32>
  %b = complex.bitcast %a : complex<f32> to i64
  %x = complex.bitcast %b : i64 to complex<f32>
  %1 = complex.bitcast %x : complex<f32> to f64
  %c = complex.bitcast %i : i64 to complex<f32>
  %2 = complex.bitcast %c : complex<f32> to complex<f32>
  %d = arith.bitcast %f : f64 to i64
  %e = complex.bitcast %d : i64 to complex<f32>
  %g = complex.bitcast %a : complex<f32> to i64
  %3 = arith.bitcast %g : i64 to f64
  %h = complex.bitcast %f : f64 to complex<f32>
  %k = complex.bitcast %h : complex<f32> to i64
  %4 = complex.bitcast %k : i64 to complex<f32>
  return %0, %1, %e, %3, %4 : complex<f32>, f64, complex<f32>, f64, complex<f32>
}
