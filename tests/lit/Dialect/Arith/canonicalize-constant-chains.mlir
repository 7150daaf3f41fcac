// RUN: oxir-opt %s --split-input-file --canonicalize | FileCheck %s
// Constant chains of addi/subi/muli fold into one op and one constant whatever the uses of the
// inner op (MLIR's ArithCanonicalization.td), with the two ops' common overflow flags.

func.func @add_add(%a: i32) -> (i32, i32) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %x = arith.addi %a, %c5 overflow<nsw, nuw> : i32
  %y = arith.addi %x, %c7 overflow<nsw> : i32
  return %x, %y : i32, i32
}

// CHECK-LABEL: func.func @add_add(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c5_i32 overflow<nsw, nuw> : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c12_i32 overflow<nsw> : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }

// -----

func.func @add_sub(%a: index, %b: index) -> (index, index) {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %x = arith.subi %a, %c5 : index
  %y = arith.addi %x, %c7 : index
  %u = arith.subi %c5, %b : index
  %v = arith.addi %u, %c7 : index
  return %y, %v : index, index
}

// CHECK-LABEL: func.func @add_sub(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c2 : index
// CHECK-NEXT: %1 = arith.subi %c12, %arg1 : index
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }

// -----

func.func @sub_chains(%a: i8) -> (i8, i8, i8, i8, i8, i8) {
  %c100 = arith.constant 100 : i8
  %c90 = arith.constant 90 : i8
  %x = arith.addi %a, %c100 : i8
  %r1 = arith.subi %x, %c90 : i8
  %r2 = arith.subi %c90, %x : i8
  %s = arith.subi %a, %c100 : i8
  %r3 = arith.subi %s, %c90 : i8
  %r4 = arith.subi %c90, %s : i8
  %t = arith.subi %c100, %a : i8
  %r5 = arith.subi %t, %c90 : i8
  %r6 = arith.subi %c90, %t : i8
  return %r1, %r2, %r3, %r4, %r5, %r6 : i8, i8, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @sub_chains(%arg0: i8) -> (i8, i8, i8, i8, i8, i8) {
// CHECK-NEXT: %c-66_i8 = arith.constant -66 : i8
// CHECK-NEXT: %c-10_i8 = arith.constant -10 : i8
// CHECK-NEXT: %c10_i8 = arith.constant 10 : i8
// CHECK-NEXT: %0 = arith.addi %arg0, %c10_i8 : i8
// CHECK-NEXT: %1 = arith.subi %c-10_i8, %arg0 : i8
// CHECK-NEXT: %2 = arith.subi %arg0, %c-66_i8 : i8
// CHECK-NEXT: %3 = arith.subi %c-66_i8, %arg0 : i8
// CHECK-NEXT: %4 = arith.subi %c10_i8, %arg0 : i8
// CHECK-NEXT: %5 = arith.addi %arg0, %c-10_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i8, i8, i8
// CHECK-NEXT: }

// -----

func.func @mul_mul(%a: i64, %v: vector<4xi64>) -> (i64, vector<4xi64>) {
  %c3 = arith.constant 3 : i64
  %c9 = arith.constant -9 : i64
  %x = arith.muli %a, %c3 : i64
  %y = arith.muli %x, %c9 : i64
  %s3 = arith.constant dense<3> : vector<4xi64>
  %s9 = arith.constant dense<9> : vector<4xi64>
  %vx = arith.muli %v, %s3 : vector<4xi64>
  %vy = arith.muli %vx, %s9 : vector<4xi64>
  return %y, %vy : i64, vector<4xi64>
}

// CHECK-LABEL: func.func @mul_mul(%arg0: i64, %arg1: vector<4xi64>) -> (i64, vector<4xi64>) {
// CHECK-NEXT: %cst = arith.constant dense<9> : vector<4xi64>
// CHECK-NEXT: %cst_0 = arith.constant dense<3> : vector<4xi64>
// CHECK-NEXT: %c-27_i64 = arith.constant -27 : i64
// CHECK-NEXT: %0 = arith.muli %arg0, %c-27_i64 : i64
// CHECK-NEXT: %1 = arith.muli %arg1, %cst_0 : vector<4xi64>
// CHECK-NEXT: %2 = arith.muli %1, %cst : vector<4xi64>
// CHECK-NEXT: return %0, %2 : i64, vector<4xi64>
// CHECK-NEXT: }

// -----

func.func @add_mul_minus_one(%a: i32, %b: i32, %v: vector<2xi16>, %w: vector<2xi16>) -> (i32, i32, vector<2xi16>) {
  %m1 = arith.constant -1 : i32
  %p = arith.muli %b, %m1 : i32
  %r = arith.addi %a, %p : i32
  %q = arith.muli %a, %m1 : i32
  %s = arith.addi %q, %b overflow<nsw> : i32
  %vm1 = arith.constant dense<-1> : vector<2xi16>
  %vp = arith.muli %w, %vm1 : vector<2xi16>
  %vr = arith.addi %v, %vp : vector<2xi16>
  return %r, %s, %vr : i32, i32, vector<2xi16>
}

// CHECK-LABEL: func.func @add_mul_minus_one(%arg0: i32, %arg1: i32, %arg2: vector<2xi16>, %arg3: vector<2xi16>) -> (i32, i32, vector<2xi16>) {
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: %2 = arith.subi %arg2, %arg3 : vector<2xi16>
// CHECK-NEXT: return %0, %1, %2 : i32, i32, vector<2xi16>
// CHECK-NEXT: }

// -----

func.func @sub_sub_lhs(%a: i32, %b: i32, %t: tensor<4xi32>, %u: tensor<4xi32>) -> (i32, tensor<4xi32>) {
  %x = arith.subi %a, %b overflow<nuw> : i32
  %y = arith.subi %x, %a overflow<nuw> : i32
  %tx = arith.subi %t, %u : tensor<4xi32>
  %ty = arith.subi %tx, %t : tensor<4xi32>
  return %y, %ty : i32, tensor<4xi32>
}

// CHECK-LABEL: func.func @sub_sub_lhs(%arg0: i32, %arg1: i32, %arg2: tensor<4xi32>, %arg3: tensor<4xi32>) -> (i32, tensor<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.subi %c0_i32, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %1 = arith.subi %cst, %arg3 : tensor<4xi32>
// CHECK-NEXT: return %0, %1 : i32, tensor<4xi32>
// CHECK-NEXT: }

// -----

func.func @wide(%a: i256) -> i256 {
  %big = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %one = arith.constant 3 : i256
  %x = arith.addi %a, %big : i256
  %y = arith.addi %x, %one : i256
  return %y : i256
}

// CHECK-LABEL: func.func @wide(%arg0: i256) -> i256 {
// CHECK-NEXT: %c-57896044618658097711785492504343953926634992332820282019728792003956564819966_i256 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819966 : i256
// CHECK-NEXT: %0 = arith.addi %arg0, %c-57896044618658097711785492504343953926634992332820282019728792003956564819966_i256 : i256
// CHECK-NEXT: return %0 : i256
// CHECK-NEXT: }
