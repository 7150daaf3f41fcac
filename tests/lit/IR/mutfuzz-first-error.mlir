// RUN: not oxir-opt %s --split-input-file 2>&1 | FileCheck %s
//
// The first error on malformed input, as mlir-opt reports it (issue 29; found by
// bench/difftest/mutfuzz.py), where mlir-opt reports a second one (`expected SSA value or
// integer` at the op) that oxir-opt does not: checked by FileCheck only.

// The dynamic index lists of views and slices (MLIR's parseDynamicIndexList): the list's own
// errors, `expected integer value` for an entry, `expected SSA value or integer` at the op's
// name for a bracketed (scalable) entry without its `]`.
func.func @f(%m: memref<8xf32>) {
// CHECK: :{{[0-9]+}}:27: error: expected ']' in dynamic index list
  %0 = memref.subview %m[4 [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 4>>
  return
}

// -----

func.func @f(%m: memref<8xf32>) {
// CHECK: :{{[0-9]+}}:25: error: expected '[' in dynamic index list
  %0 = memref.subview %m 4] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 4>>
  return
}

// -----

func.func @f(%m: memref<8xf32>) {
// CHECK: :{{[0-9]+}}:28: error: custom op 'memref.subview' expected integer value
  %0 = memref.subview %m[4,] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 4>>
  return
}

// -----

func.func @f(%m: memref<8xf32>) {
// CHECK: :{{[0-9]+}}:8: error: custom op 'memref.subview' expected SSA value or integer
  %0 = memref.subview %m[[4, 1] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 4>>
  return
}

// -----

func.func @f() {
// CHECK: :{{[0-9]+}}:24: error: expected ')' in dynamic index list
  scf.forall (%i) in (4 {
  }
  return
}

// -----

// The induction variables and bounds of scf.parallel (MLIR's parseArgumentList and
// parseOperandList with a count).
func.func @f(%a: index) {
// CHECK: :{{[0-9]+}}:28: error: expected SSA operand
  scf.parallel (%i, %j) = (, %a) to (%a, %a) step (%a, %a) {
  }
  return
}

// -----

func.func @f(%a: index) {
// CHECK: :{{[0-9]+}}:15: error: expected '(' in argument list
  scf.parallel %i = (%a) to (%a) step (%a) {
  }
  return
}

// -----

func.func @f(%a: index) {
// CHECK: :{{[0-9]+}}:27: error: custom op 'scf.parallel' expected 2 operands
  scf.parallel (%i, %j) = (%a) to (%a, %a) step (%a, %a) {
  }
  return
}
