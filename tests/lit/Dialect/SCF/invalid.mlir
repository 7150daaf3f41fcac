// RUN: oxir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

func.func @for_bound_types(%a: i32, %b: index) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%b, %a, %b) ({}) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_iter_arg_type(%b: index, %init: f32) {
  // expected-error@below {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %x = "scf.for"(%b, %b, %b, %init) ({
  ^bb0(%i: index, %it: i32):
    "scf.yield"(%init) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_parse_count(%b: index, %init: f32) {
  // expected-error@+1 {{mismatch in number of loop-carried values and defined values}}
  %x = scf.for %i = %b to %b step %b iter_args(%a = %init) -> (f32, f32) {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @if_results_without_else(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_before_terminator() {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note@+1 {{terminator here}}
    "foo.end"() : () -> ()
  } do {
    scf.yield
  }
  return
}

// -----

func.func @condition_parent(%c: i1) {
  "foo.region"() ({
    // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%c)
  }) : () -> ()
  return
}

// -----

func.func @switch_duplicate(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 3}}
  scf.index_switch %i
  case 3 {
    scf.yield
  }
  case 3 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @execute_region_args() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @parallel_no_elements() {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}

// -----

func.func @in_parallel_other_op(%a: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %a) -> (tensor<8xf32>) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %c = arith.constant 0 : index
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @in_parallel_not_output(%a: tensor<8xf32>, %s: tensor<4xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %a) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %a[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
