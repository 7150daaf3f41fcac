// RUN: oxir-opt %s -split-input-file -verify-diagnostics

func.func @no_alternative() -> i32 {
  %r = eqsat.egraph -> i32 {
    // expected-error@+1 {{'eqsat.class' op needs at least one alternative}}
    %c = eqsat.class : i32
    eqsat.yield %c : i32
  }
  return %r : i32
}

// -----

func.func @class_of_class(%a: i32) -> i32 {
  %r = eqsat.egraph -> i32 {
    %x = eqsat.class %a : i32
    // expected-error@+1 {{'eqsat.class' op alternative #0 is an e-class; alternatives are e-node results or values defined outside the e-graph}}
    %y = eqsat.class %x : i32
    eqsat.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @index_out_of_range(%a: i32) -> i32 {
  %r = eqsat.egraph -> i32 {
    // expected-error@+1 {{'eqsat.class' op 'original' must be the index of one of its 1 alternatives}}
    %x = eqsat.class %a {original = 1 : i64} : i32
    eqsat.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @mixed_types(%a: i32, %b: i64) -> i32 {
  %r = eqsat.egraph -> i32 {
    // expected-error@+1 {{'eqsat.class' op requires the same type for all operands and results}}
    %x = "eqsat.class"(%a, %b) : (i32, i64) -> i32
    eqsat.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @class_outside_egraph(%a: i32) -> i32 {
  // expected-error@+1 {{'eqsat.class' op expects parent op 'eqsat.egraph'}}
  %x = eqsat.class %a : i32
  return %x : i32
}

// -----

func.func @node_over_a_value(%a: i32) -> i32 {
  %r = eqsat.egraph -> i32 {
    %x = eqsat.class %a : i32
    // expected-error@+1 {{'arith.addi' op operand #1 of an e-node must be an e-class ('eqsat.class') of the same e-graph}}
    %s = arith.addi %x, %a : i32
    %cs = eqsat.class %s : i32
    eqsat.yield %cs : i32
  }
  return %r : i32
}

// -----

func.func @node_in_two_classes(%a: i32) -> i32 {
  %r = eqsat.egraph -> i32 {
    %x = eqsat.class %a : i32
    // expected-error@+1 {{'arith.addi' op result #0 of an e-node must be an alternative of exactly one e-class}}
    %s = arith.addi %x, %x : i32
    %c1 = eqsat.class %s : i32
    %c2 = eqsat.class %s, %a : i32
    eqsat.yield %c1 : i32
  }
  return %r : i32
}

// -----

func.func @node_in_no_class(%a: i32) -> i32 {
  %r = eqsat.egraph -> i32 {
    %x = eqsat.class %a : i32
    // expected-error@+1 {{'arith.addi' op result #0 of an e-node must be an alternative of exactly one e-class}}
    %s = arith.addi %x, %x : i32
    eqsat.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @effects_are_not_e_nodes(%m: memref<4xi32>, %i: index) -> i32 {
  %r = eqsat.egraph -> i32 {
    %cm = eqsat.class %m : memref<4xi32>
    %ci = eqsat.class %i : index
    // expected-error@+1 {{'memref.load' op is not an e-node: e-nodes are registered ops with results and without memory effects, regions or successors}}
    %l = memref.load %cm[%ci] : memref<4xi32>
    %cl = eqsat.class %l : i32
    eqsat.yield %cl : i32
  }
  return %r : i32
}

// -----

func.func @yield_of_a_value(%a: i32) -> i32 {
  %r = eqsat.egraph -> i32 {
    %x = eqsat.class %a : i32
    // expected-error@+1 {{'eqsat.yield' op operand #0 must be an e-class ('eqsat.class') of the e-graph}}
    eqsat.yield %a : i32
  }
  return %r : i32
}

// -----

func.func @yield_count(%a: i32) -> i32 {
  %r = eqsat.egraph -> i32 {
    %x = eqsat.class %a : i32
    // expected-error@+1 {{'eqsat.yield' op yields 2 values, but the e-graph has 1 results}}
    eqsat.yield %x, %x : i32, i32
  }
  return %r : i32
}

// -----

func.func @body_arguments(%a: i32) -> i32 {
  // expected-error@+1 {{'eqsat.egraph' op body cannot have arguments}}
  %r = "eqsat.egraph"() ({
  ^bb0(%x: i32):
    %c = "eqsat.class"(%x) : (i32) -> i32
    "eqsat.yield"(%c) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}
