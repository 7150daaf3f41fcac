// RUN: poly-opt %s --split-input-file --verify-diagnostics

// The verifiers: the op's own checks (`verifier = ...`), the constraints of its fields (the
// type definition `PolyType::CONSTRAINT`), its traits, and the type's verifier.

// expected-error @+1 {{'poly.constant' op has 4 coefficients, but a polynomial of degree at most 2 has 3}}
%0 = poly.constant <[1, 2, 3, 4]> : !poly.poly<2>

// -----

%0 = poly.constant <[1, 2]> : !poly.poly<1>
// expected-error @+1 {{'poly.mul' op result must have degree bound 2 (the sum of the operands'), but has 3}}
%1 = poly.mul %0, %0 : !poly.poly<1>, !poly.poly<1> -> !poly.poly<3>

// -----

%0 = poly.constant <[1, 2]> : !poly.poly<1>
%1 = poly.constant <[1, 2]> : !poly.poly<2>
// expected-error @+1 {{'poly.add' op requires the same type for all operands and results}}
%2 = "poly.add"(%0, %1) : (!poly.poly<1>, !poly.poly<2>) -> !poly.poly<2>

// -----

%0 = arith.constant 1 : i32
// expected-error @+1 {{'poly.add' op operand #0 must be polynomial with i32 coefficients, but got 'i32'}}
%1 = "poly.add"(%0, %0) : (i32, i32) -> i32

// -----

%0 = arith.constant 1 : i64
%1 = poly.constant <[1]> : !poly.poly<0>
// expected-error @+1 {{'poly.eval' op operand #1 must be 32-bit signless integer, but got 'i64'}}
%2 = "poly.eval"(%1, %0) : (!poly.poly<0>, i64) -> i32

// -----

// expected-error @+1 {{degree bound 100000 is above the maximum, 65536}}
%0 = poly.constant <[1]> : !poly.poly<100000>

// -----

// expected-error @+1 {{invalid kind of type specified: expected poly.poly, but found 'i32'}}
%0 = poly.constant <[1]> : i32
