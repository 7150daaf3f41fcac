// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// Inherent attributes are checked when an op is parsed, as MLIR does for every op: the property
// conversion of `<{...}>`, the constraints of those written in an attribute dictionary (generic
// form, and the attr-dict of a declarative format), before the op is built.

// expected-error@+1 {{invalid properties {alignment = "s", operandSegmentSizes = array<i32: 0, 0>} for op memref.alloca: Invalid attribute `alignment` in property conversion: "s"}}
%0 = "memref.alloca"() <{alignment = "s", operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>

// -----

// expected-error@+1 {{'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
%0 = "memref.alloca"() {alignment = "s", operandSegmentSizes = array<i32: 0, 0>} : () -> memref<f32>

// -----

// expected-error@+1 {{'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
%0 = memref.alloca() {alignment = 3} : memref<f32>

// -----

// expected-error@+1 {{'builtin.module' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
module attributes {sym_visibility = 1} {
}

// -----

// expected-error@+1 {{invalid properties {sym_name = 3 : i64} for op builtin.module: Invalid attribute `sym_name` in property conversion: 3 : i64}}
"builtin.module"() <{sym_name = 3}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"func.func"() ({
}) {sym_name = 3, function_type = () -> ()} : () -> ()
