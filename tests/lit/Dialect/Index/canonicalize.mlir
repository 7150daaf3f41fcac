// RUN: oxir-opt %s --split-input-file --canonicalize | FileCheck %s

// Identities: add and sub of 0, mul by 1 and by 0.
// CHECK-LABEL: func.func @identities(
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: return %arg0, %arg0, %arg0, %idx0 : index, index, index, index
// CHECK-NEXT: }
func.func @identities(%a: index) -> (index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.add %a, %c0
  %1 = index.sub %a, %c0
  %2 = index.mul %a, %c1
  %3 = index.mul %a, %c0
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// Constants move right (Commutative) and reassociate: op(op(x, c1), c2) = op(x, op(c1, c2)).
// CHECK-LABEL: func.func @reassociate(
// CHECK-NEXT: %idx5 = index.constant 5
// CHECK-NEXT: %idx6 = index.constant 6
// CHECK-NEXT: %idx7 = index.constant 7
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx15 = index.constant 15
// CHECK-NEXT: %idx8 = index.constant 8
// CHECK-NEXT: %0 = index.add %arg0, %idx8
// CHECK-NEXT: %1 = index.mul %arg0, %idx15
// CHECK-NEXT: %2 = index.and %arg0, %idx1
// CHECK-NEXT: %3 = index.or %arg0, %idx7
// CHECK-NEXT: %4 = index.xor %arg0, %idx6
// CHECK-NEXT: %5 = index.maxs %arg0, %idx5
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
// CHECK-NEXT: }
func.func @reassociate(%a: index) -> (index, index, index, index, index, index) {
  %c3 = index.constant 3
  %c5 = index.constant 5
  %0 = index.add %c3, %a
  %1 = index.add %0, %c5
  %2 = index.mul %a, %c3
  %3 = index.mul %2, %c5
  %4 = index.and %a, %c3
  %5 = index.and %4, %c5
  %6 = index.or %a, %c3
  %7 = index.or %6, %c5
  %8 = index.xor %a, %c3
  %9 = index.xor %8, %c5
  %10 = index.maxs %a, %c3
  %11 = index.maxs %10, %c5
  return %1, %3, %5, %7, %9, %11 : index, index, index, index, index, index
}

// -----

// min/max reassociate only when the constants fold on both widths.
// CHECK-LABEL: func.func @reassociate_min_max(
// CHECK-NEXT: %idx5 = index.constant 5
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %0 = index.minu %arg0, %idx3
// CHECK-NEXT: %1 = index.mins %arg0, %idx3
// CHECK-NEXT: %2 = index.maxu %arg0, %idx5
// CHECK-NEXT: %3 = index.maxs %arg0, %idx5
// CHECK-NEXT: %4 = index.maxs %3, %idx4294967296
// CHECK-NEXT: return %0, %1, %2, %4 : index, index, index, index
// CHECK-NEXT: }
func.func @reassociate_min_max(%a: index) -> (index, index, index, index) {
  %c3 = index.constant 3
  %c5 = index.constant 5
  %big = index.constant 0x100000000
  %0 = index.minu %a, %c3
  %1 = index.minu %0, %c5
  %2 = index.mins %a, %c3
  %3 = index.mins %2, %c5
  %4 = index.maxu %a, %c3
  %5 = index.maxu %4, %c5
  %6 = index.maxs %a, %c5
  %7 = index.maxs %6, %big
  return %1, %3, %5, %7 : index, index, index, index
}

// -----

// cmp of a difference with zero compares the difference's operands.
// CHECK-LABEL: func.func @cmp_sub_zero(
// CHECK-NEXT: %0 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %1 = index.cmp ult(%arg1, %arg0)
// CHECK-NEXT: return %0, %1 : i1, i1
// CHECK-NEXT: }
func.func @cmp_sub_zero(%a: index, %b: index) -> (i1, i1) {
  %c0 = index.constant 0
  %d = index.sub %a, %b
  %0 = index.cmp slt(%d, %c0)
  %1 = index.cmp ult(%c0, %d)
  return %0, %1 : i1, i1
}

// -----

// cmp of a value with itself.
// CHECK-LABEL: func.func @cmp_same(
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: return %true, %false, %true, %false : i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmp_same(%a: index) -> (i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %a)
  %1 = index.cmp ne(%a, %a)
  %2 = index.cmp sle(%a, %a)
  %3 = index.cmp ugt(%a, %a)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// cmp of a min or max with a constant against a constant.
// CHECK-LABEL: func.func @cmp_min_max(
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %idx5 = index.constant 5
// CHECK-NEXT: %0 = index.mins %arg0, %idx3
// CHECK-NEXT: %1 = index.cmp slt(%0, %idx2)
// CHECK-NEXT: %2 = index.maxu %arg0, %idx5
// CHECK-NEXT: %3 = index.cmp eq(%2, %idx3)
// CHECK-NEXT: %4 = index.cmp ne(%2, %idx3)
// CHECK-NEXT: return %true, %false, %1, %true, %3, %4 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmp_min_max(%a: index) -> (i1, i1, i1, i1, i1, i1) {
  %c2 = index.constant 2
  %c3 = index.constant 3
  %c5 = index.constant 5
  %m = index.mins %a, %c3
  %0 = index.cmp slt(%m, %c5)
  %1 = index.cmp sge(%m, %c5)
  %2 = index.cmp slt(%m, %c2)
  %x = index.maxu %a, %c5
  %3 = index.cmp ugt(%x, %c3)
  %4 = index.cmp eq(%x, %c3)
  %5 = index.cmp ne(%x, %c3)
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// Casts of constants fold when the result does not depend on the index width.
// CHECK-LABEL: func.func @casts(
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx7 = index.constant 7
// CHECK-NEXT: %idx4294967295 = index.constant 4294967295
// CHECK-NEXT: %0 = index.casts %idx4294967296 : index to i32
// CHECK-NEXT: %1 = index.casts %idx-1 : index to i64
// CHECK-NEXT: %2 = index.castu %idx-1 : index to i64
// CHECK-NEXT: %3 = index.casts %idx4294967296 : index to i64
// CHECK-NEXT: %4 = index.castu %idx7 : index to i48
// CHECK-NEXT: %5 = index.casts %idx4294967296 : index to i48
// CHECK-NEXT: return %idx-1, %idx4294967295, %0, %1, %2, %3, %4, %5 : index, index, i32, i64, i64, i64, i48, i48
// CHECK-NEXT: }
func.func @casts() -> (index, index, i32, i64, i64, i64, i48, i48) {
  %m1 = arith.constant -1 : i32
  %c = index.constant -1
  %big = index.constant 0x100000000
  %small = index.constant 7
  %0 = index.casts %m1 : i32 to index
  %1 = index.castu %m1 : i32 to index
  %2 = index.casts %big : index to i32
  %3 = index.casts %c : index to i64
  %4 = index.castu %c : index to i64
  %5 = index.casts %big : index to i64
  %6 = index.castu %small : index to i48
  %7 = index.casts %big : index to i48
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, i32, i64, i64, i64, i48, i48
}

// -----

// Folds to constants, the 32- and 64-bit results agreeing or not.
// CHECK-LABEL: func.func @constants(
// CHECK-NEXT: %idx7 = index.constant 7
// CHECK-NEXT: %idx4294967299 = index.constant 4294967299
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %idx-4 = index.constant -4
// CHECK-NEXT: %idx4 = index.constant 4
// CHECK-NEXT: %idx-7 = index.constant -7
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %0 = index.minu %idx4294967299, %idx7
// CHECK-NEXT: return %idx-3, %idx-4, %idx4, %idx-7, %idx2, %0 : index, index, index, index, index, index
// CHECK-NEXT: }
func.func @constants() -> (index, index, index, index, index, index) {
  %c7 = index.constant 7
  %cm7 = index.constant -7
  %c2 = index.constant 2
  %big = index.constant 0x100000003
  %0 = index.ceildivs %cm7, %c2
  %1 = index.floordivs %cm7, %c2
  %2 = index.ceildivu %c7, %c2
  %3 = index.mins %cm7, %c2
  %4 = index.minu %cm7, %c2
  %5 = index.minu %big, %c7
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

