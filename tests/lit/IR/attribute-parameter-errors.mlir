// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// The errors of a type or attribute parameter that fails to parse: the parameter's own error,
// then MLIR's second error naming the definition, the parameter and its C++ type. Each
// expectation here holds for mlir-opt 22 too.

func.func @fastmath_keyword(%a: f32) {
  // expected-error@+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a fastmath<foo> : f32
  return
}

// -----

func.func @fastmath_in_attr_dict(%a: f32) {
  // expected-error@+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a {fastmath = #arith.fastmath<nnan,foo>} : f32
  return
}

// -----

// expected-error@+2 {{expected valid keyword or string}}
// expected-error@+1 {{failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
module attributes {t.x = #arith.overflow<nsw, 3>} {}

// -----

// expected-error@+2 {{expected ::mlir::linalg::TypeFn to be one of: cast_signed, cast_unsigned}}
// expected-error@+1 {{failed to parse TypeFnAttr parameter 'value' which is to be a `::mlir::linalg::TypeFn`}}
module attributes {t.x = #linalg.type_fn<"foo">} {}

// -----

// expected-error@+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
// expected-error@+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
module attributes {t.x = #index<cmp_predicate foo>} {}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LoopUnrollAttr parameter 'count' which is to be a `IntegerAttr`}}
module attributes {t.x = #llvm.loop_unroll<count = "x">} {}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'startLoc' which is to be a `FusedLoc`}}
module attributes {t.x = #llvm.loop_annotation<startLoc = loc("a":1:2)>} {}

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'parallelAccesses' which is to be a `::llvm::ArrayRef<AccessGroupAttr>`}}
module attributes {t.x = #llvm.loop_annotation<parallelAccesses = 3>} {}

// -----

func.func @constant_untyped() {
  // expected-error@+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant unit
  return
}

// -----

func.func @constant_string() {
  // A string is a typed attribute (of type `none`): the verifier rejects it, not the parser.
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "foo"
  return
}

// -----

// expected-error@+2 {{expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
// expected-error@+1 {{failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
module attributes {t.x = #vector.kind<foo>} {}

// -----

// A `BoolAttr` parameter reads any attribute, then checks it is a boolean.
// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LoopUnrollAttr parameter 'disable' which is to be a `BoolAttr`}}
module attributes {t.x = #llvm.loop_unroll<disable = 1>} {}
