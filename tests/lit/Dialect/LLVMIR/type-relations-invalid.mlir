// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// The llvm ops' `AllTypesMatch` / `TypesMatchWith` relations, with mlir-opt 22's messages and
// order (a `TypesMatchWith` listed first is checked first).

func.func @select(%c: i1, %a: i32, %b: i64) {
  // expected-error@+1 {{'llvm.select' op failed to verify that all of {trueValue, falseValue, res} have same type}}
  %0 = "llvm.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @extractelement(%v: vector<4xf32>, %i: i32) {
  // expected-error@+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<4xf32>, i32) -> f64
  return
}

// -----

func.func @insertelement_value(%v: vector<4xf32>, %x: f64, %i: i32) {
  // expected-error@+1 {{'llvm.insertelement' op failed to verify that argument type matches vector element type}}
  %0 = "llvm.insertelement"(%v, %x, %i) : (vector<4xf32>, f64, i32) -> vector<8xf32>
  return
}

// -----

func.func @insertelement_result(%v: vector<4xf32>, %x: f32, %i: i32) {
  // expected-error@+1 {{'llvm.insertelement' op failed to verify that all of {res, vector} have same type}}
  %0 = "llvm.insertelement"(%v, %x, %i) : (vector<4xf32>, f32, i32) -> vector<8xf32>
  return
}

// -----

func.func @vector_insert(%v: vector<4xf32>, %s: vector<2xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.insert' op failed to verify that all of {dstvec, res} have same type}}
  %0 = "llvm.intr.vector.insert"(%v, %s) <{pos = 0 : i64}> : (vector<4xf32>, vector<2xf32>) -> vector<8xf32>
  return
}

// -----

func.func @invariant_start(%p: !llvm.ptr<1>) {
  // expected-error@+1 {{'llvm.intr.invariant.start' op result #0 must be LLVM pointer in address space 0, but got '!llvm.ptr<1>'}}
  %0 = "llvm.intr.invariant.start"(%p) <{size = 1 : i64}> : (!llvm.ptr<1>) -> !llvm.ptr<1>
  return
}
