// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Diagnostics of affine.parallel and affine.yield, as mlir-opt 22 words them.

func.func @groups(%n: index) {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (2) and upper bound (2), and the number of steps (3) must all match}}
  affine.parallel (%i, %j) = (0, 0) to (%n, 10) step (1, 2, 3) {
  }
  return
}

// -----

func.func @lb_results() {
  // expected-error@+1 {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<[1, 1]> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = affine_map<() -> (4, 4)>}> ({
  ^bb0(%i: index, %j: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @ub_results() {
  // expected-error@+1 {{'affine.parallel' op expected upper bounds map to have 3 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<3> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4, 4)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @bad_reduction_attr(%v: f32) -> f32 {
  // expected-error@+1 {{'affine.parallel' op attribute 'reductions' failed to satisfy constraint: Reduction ops}}
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [99], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"(%v) : (f32) -> ()
  }) : () -> f32
  return %r : f32
}

// -----

func.func @missing_reduction(%v: f32) -> f32 {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = affine.parallel (%i) = (0) to (4) -> (f32) {
    affine.yield %v : f32
  }
  return %r : f32
}

// -----

func.func @reduction_type(%v: f32) -> f32 {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (4) reduce ("addi") -> (f32) {
    affine.yield %v : f32
  }
  return %r : f32
}

// -----

func.func @reduction_signed(%v: i32) -> i32 {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (4) reduce ("maxs") -> (i32) {
    affine.yield %v : i32
  }
  return %r : i32
}

// -----

func.func @reduction_value(%v: f32) -> f32 {
  // expected-error@+1 {{custom op 'affine.parallel' invalid reduction value: "maxf"}}
  %r = affine.parallel (%i) = (0) to (4) reduce ("maxf") -> (f32) {
    affine.yield %v : f32
  }
  return %r : f32
}

// -----

func.func @reduction_not_string(%v: f32) -> f32 {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %r = affine.parallel (%i) = (0) to (4) reduce ([1]) -> (f32) {
    affine.yield %v : f32
  }
  return %r : f32
}

// -----

func.func @step_not_constant(%n: index) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}

// -----

func.func @result_number(%n: index) {
  // expected-error@+1 {{result number not allowed in argument list}}
  affine.parallel (%i#0) = (0) to (%n) {
  }
  return
}

// -----

func.func @bound_paren(%n: index) {
  // expected-error@+1 {{expected '('}}
  affine.parallel (%i) = 0 to (%n) {
  }
  return
}

// -----

func.func @min_in_lower(%a: index, %b: index) {
  // expected-error@+1 {{use of undeclared identifier}}
  affine.parallel (%i) = (min(%a, %b)) to (10) {
  }
  return
}

// -----

func.func @invalid_dim(%n: index) {
  affine.for %x = 0 to 7 {
    %y = arith.addi %x, %x : index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%i) = (%y) to (100) {
    }
  }
  return
}

// -----

func.func @invalid_symbol(%n: index) {
  affine.parallel (%x) = (0) to (7) {
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a symbol}}
    affine.parallel (%i) = (0) to (symbol(%x)) {
    }
  }
  return
}

// -----

func.func @yield_types(%v: f32) -> f32 {
  %c = arith.constant 1 : i32
  %r = affine.parallel (%i) = (0) to (4) reduce ("addf") -> (f32) {
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %c : i32
  }
  return %r : f32
}

// -----

func.func @yield_count(%v: f32) {
  affine.parallel (%i) = (0) to (4) {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield %v : f32
  }
  return
}

// -----

func.func @yield_parent() {
  "test.region"() ({
    // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @no_block() {
  // expected-error@+1 {{'affine.parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  }) : () -> ()
  return
}

// -----

func.func @missing_steps() {
  // expected-error@+1 {{'affine.parallel' op requires attribute 'steps'}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
