// RUN: oxir-opt %s --eqsat-extract -verify-diagnostics

// A yielded e-class whose every term goes through itself has nothing to extract.
func.func @only_cycles(%arg0: i32) -> i32 {
  %r = eqsat.egraph -> i32 {
    %c1 = arith.constant 1 : i32
    %one = eqsat.class %c1 : i32
    %m = arith.muli %x, %one : i32
    %x = eqsat.class %m : i32
    // expected-error@+1 {{eqsat-extract: a yielded e-class has no term without cycles}}
    eqsat.yield %x : i32
  }
  return %r : i32
}
