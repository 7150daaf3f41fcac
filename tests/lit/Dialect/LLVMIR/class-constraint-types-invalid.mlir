// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// RUN: not oxir-opt %s --split-input-file 2>&1 | FileCheck %s

// The condition of llvm.intr.assume is `I1` (MLIR's `I<1>`, whose C++ class is IntegerType): the
// format's `type($cond)` parses an IntegerType, so a type of another class is an error at the
// type; an integer of another width parses and fails verification. mlir-opt 22's messages; the
// FileCheck run checks the columns.

func.func @assume_f32(%x: f32) {
  // expected-error@+1 {{custom op 'llvm.intr.assume' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  llvm.intr.assume %x : f32
  return
}

// CHECK: class-constraint-types-invalid.mlir:11:25: error: custom op 'llvm.intr.assume' invalid kind of type specified: expected builtin.integer, but found 'f32'

// -----

func.func @assume_index(%x: index) {
  // expected-error@+1 {{custom op 'llvm.intr.assume' invalid kind of type specified: expected builtin.integer, but found 'index'}}
  llvm.intr.assume %x : index
  return
}

// CHECK: class-constraint-types-invalid.mlir:21:25: error: custom op 'llvm.intr.assume' invalid kind of type specified: expected builtin.integer, but found 'index'

// -----

func.func @assume_i32(%x: i32) {
  // expected-error@+1 {{'llvm.intr.assume' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  llvm.intr.assume %x : i32
  return
}

// CHECK: class-constraint-types-invalid.mlir:31:3: error: 'llvm.intr.assume' op operand #0 must be 1-bit signless integer, but got 'i32'
