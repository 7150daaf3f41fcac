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

// -----

// An integer enum (MLIR's I64EnumAttr/I32EnumAttr) converts only from one of its cases; in an
// attribute dictionary the verifier reports the unknown case.

func.func @enum_case(%a: f32, %m: memref<4xf32>, %i: index, %p: !llvm.ptr) {
  // expected-error@+1 {{invalid properties {predicate = 99 : i64} for op arith.cmpf: Invalid attribute `predicate` in property conversion: 99 : i64}}
  %0 = "arith.cmpf"(%a, %a) <{predicate = 99 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @enum_case(%a: f32, %m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{invalid properties {kind = 99 : i64} for op memref.atomic_rmw: Invalid attribute `kind` in property conversion: 99 : i64}}
  %1 = "memref.atomic_rmw"(%a, %m, %i) <{kind = 99 : i64}> : (f32, memref<4xf32>, index) -> f32
  return
}

// -----

func.func @enum_case(%a: f32) {
  // expected-error@+1 {{invalid properties {roundingmode = 99 : i32} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: 99 : i32}}
  %2 = "arith.truncf"(%a) <{roundingmode = 99 : i32}> : (f32) -> f16
  return
}

// -----

llvm.func @enum_case(%a: i32, %p: !llvm.ptr) {
  // expected-error@+1 {{invalid properties {ordering = 99 : i64} for op llvm.load: Invalid attribute `ordering` in property conversion: 99 : i64}}
  %3 = "llvm.load"(%p) <{ordering = 99 : i64}> : (!llvm.ptr) -> f32
  llvm.return
}

// -----

llvm.func @enum_case(%a: i32) {
  // expected-error@+1 {{invalid properties {predicate = 12 : i64} for op llvm.icmp: Invalid attribute `predicate` in property conversion: 12 : i64}}
  %4 = "llvm.icmp"(%a, %a) <{predicate = 12 : i64}> : (i32, i32) -> i1
  llvm.return
}

// -----

func.func @enum_case(%a: f32) {
  // expected-error@+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 99 : i64} : (f32, f32) -> i1
  return
}

// -----

llvm.func @cmp_result(%a: i32, %b: i32) {
  // expected-error@+1 {{'llvm.icmp' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "llvm.icmp"(%a, %b) <{predicate = 2 : i64}> : (i32, i32) -> vector<2xi1>
  llvm.return
}
