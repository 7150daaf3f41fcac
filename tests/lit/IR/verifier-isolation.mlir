// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

%a = "t.a"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
module {
  // expected-error@+1 {{'t.use' op using value defined outside the region}}
  "t.use"(%a) : (i32) -> ()
}

// -----

// Nested regions of the isolated op are checked too; a value defined inside the isolated op is
// fine anywhere inside it.
%a = "t.a"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
module {
  %b = "t.b"() : () -> i32
  "t.region"() ({
    "t.use"(%b) : (i32) -> ()
    // expected-error@+1 {{'t.use' op using value defined outside the region}}
    "t.use"(%a) : (i32) -> ()
  }) : () -> ()
}

// -----

// A nested isolated op is verified before the region invariants of its parent.
%a = "t.a"() : () -> i32
module {
  %b = "t.b"() : () -> i32
  // expected-note@+1 {{required by region isolation constraints}}
  module {
    // expected-error@+1 {{'t.use' op using value defined outside the region}}
    "t.use"(%b) : (i32) -> ()
  }
  "t.use"(%a) : (i32) -> ()
}

// -----

// Independent isolated ops are all verified: each failure is reported.
module {
  // expected-error@+1 {{empty block: expect at least a terminator}}
  "t.region"() ({
  ^bb0:
    "t.br"()[^bb1] : () -> ()
  ^bb1:
  }) : () -> ()
}
module {
  "t.ok"() : () -> ()
}
module {
  "t.region"() ({
  ^bb0:
    "t.br"()[^bb2] : () -> ()
  ^bb1:
    // expected-note@+1 {{operand defined here (op in the same region)}}
    %1 = "t.def"() : () -> i32
    "t.br"()[^bb2] : () -> ()
  ^bb2:
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %0 = "t.use"(%1) : (i32) -> i32
    "t.ret"() : () -> ()
  }) : () -> ()
}

// -----

// A failing op before the isolated ops stops the walk before they are verified.
// expected-error@+1 {{empty block: expect at least a terminator}}
"t.region"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
module {
  "t.region"() ({
  ^bb0:
    "t.br"()[^bb1] : () -> ()
  ^bb1:
  }) : () -> ()
}
