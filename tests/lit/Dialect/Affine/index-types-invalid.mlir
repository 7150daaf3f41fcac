// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// RUN: not oxir-opt %s --split-input-file 2>&1 | FileCheck %s

// The index operands and results of affine.linearize_index and affine.delinearize_index are
// `index` (MLIR's Index constraint, whose C++ class is IndexType): a single `type(...)` of such a
// value in an op's format is parsed as that class, so another type is an error at the type
// (`invalid kind of type specified`), before the operands are resolved; an operand of another
// type is an error at its use. mlir-opt 22's messages; the FileCheck run checks the columns.

func.func @linearize_vector_result(%a: vector<2xindex>, %b: vector<2xindex>) -> vector<2xindex> {
  // expected-error@+1 {{custom op 'affine.linearize_index' invalid kind of type specified: expected builtin.index, but found 'vector<2xindex>'}}
  %0 = affine.linearize_index [%a, %b] by (3, 5) : vector<2xindex>
  return %0 : vector<2xindex>
}

// -----

func.func @linearize_i64_result(%a: index, %b: index) -> i64 {
  // expected-error@+1 {{custom op 'affine.linearize_index' invalid kind of type specified: expected builtin.index, but found 'i64'}}
  %0 = affine.linearize_index disjoint [%a, %b] by (7) : i64
  return %0 : i64
}

// -----

func.func @linearize_i32_operand(%a: i32, %b: index) -> index {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = affine.linearize_index [%a, %b] by (2, 4) : index
  return %0 : index
}

// -----

func.func @delinearize_vector_operand(%v: vector<8xindex>) -> (vector<8xindex>, vector<8xindex>) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%v' expects different type than prior uses: 'index' vs 'vector<8xindex>'}}
  %0:2 = affine.delinearize_index %v into (4, 2) : vector<8xindex>, vector<8xindex>
  return %0#0, %0#1 : vector<8xindex>, vector<8xindex>
}

// CHECK: :12:52: error: custom op 'affine.linearize_index' invalid kind of type specified: expected builtin.index, but found 'vector<2xindex>'
// CHECK: :20:58: error: custom op 'affine.linearize_index' invalid kind of type specified: expected builtin.index, but found 'i64'
// CHECK: :29:32: error: use of value '%a' expects different type than prior uses: 'index' vs 'i32'
// CHECK: :26:34: note: prior use here
// CHECK: :38:35: error: use of value '%v' expects different type than prior uses: 'index' vs 'vector<8xindex>'
// CHECK: :35:39: note: prior use here
