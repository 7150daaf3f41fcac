// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error@+1 {{expected non-function type}}
"t.op"() : () -> (i32, )

// -----

// expected-note@+1 {{previously defined here}}
%x = "t.a"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%x'}}
%x = "t.b"() : () -> i32

// -----

"t.use"(%undefined) : (i32) -> ()  // expected-error {{use of undeclared SSA value name}}

// -----

// expected-error@below {{integer constant out of range for attribute}}
"t.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error-re@+1 {{undefined symbol alias id '{{[a-z]+}}'}}
"t.op"() {a = #missing} : () -> ()

// -----

// expected-error@+1 {{expected ':' followed by operation type}}
"t.op"() {a = 1}

// -----

// expected-error@+1 {{use of undeclared identifier}}
#m = affine_map<(d0) -> (d1)>

// -----

// expected-error@+1 {{reference to an undefined block}}
"t.br"()[^nowhere] : () -> ()

// -----

"t.region"() ({
^bb0:
  "t.br"()[^bb0] : () -> ()
// expected-error@+1 {{redefinition of block '^bb0'}}
^bb0:
  "t.ret"() : () -> ()
}) : () -> ()

// -----

func.func @duplicate_induction_var(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {   // expected-note {{previously referenced here}}
    scf.for %i = %c0 to %n step %c1 { // expected-error {{region entry argument '%i' is already in use}}
    }
  }
  return
}

// -----

func.func @f(%m : memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i0 = %c0 to %n step %c1 {
    // expected-note@+1 {{previously referenced here}}
    %x = memref.load %m[%i0, %i1] : memref<?x?xf32>
  }
  // expected-error@+1 {{region entry argument '%i1' is already in use}}
  scf.for %i1 = %c0 to %n step %c1 {
  }
  return
}
