// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// A use in a later block that the def's block does not dominate.
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

// -----

// Use before def in the same block of a multi-block (SSACFG) region.
"t.region"() ({
^bb0:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = "t.use"(%1) : (i32) -> i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = "t.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()

// -----

// A self-reference in an SSACFG region.
"t.region"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+2 {{operand #0 does not dominate this use}}
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %0 = "t.self"(%0) : (i32) -> i32
  "t.br"()[^bb1] : () -> ()
}) : () -> ()

// -----

// A use in a nested region of a value from a block that does not dominate.
"t.region"() ({
^bb0:
  "t.br"()[^bb2] : () -> ()
^bb1:
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %1 = "t.def"() : () -> i32
  "t.br"()[^bb2] : () -> ()
^bb2:
  "t.nested"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %0 = "t.use"(%1) : (i32) -> i32
  }) : () -> ()
  "t.ret"() : () -> ()
}) : () -> ()

// -----

// A block argument of a block that does not dominate the use.
// expected-note@+1 {{operand defined as a block argument (block #1 in a parent region)}}
"t.region"() ({
^bb0:
  "t.br"()[^bb2] : () -> ()
^bb1(%arg : i32):
  "t.br"()[^bb2] : () -> ()
^bb2:
  "t.nested"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %0 = "t.use"(%arg) : (i32) -> i32
  }) : () -> ()
  "t.ret"() : () -> ()
}) : () -> ()

// -----

// A block argument in the same region.
// expected-note@+1 {{operand defined as a block argument (block #1 in the same region)}}
"t.region"() ({
^bb0:
  "t.br"()[^bb2] : () -> ()
^bb1(%arg : i32):
  "t.br"()[^bb2] : () -> ()
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = "t.use"(%arg) : (i32) -> i32
  "t.ret"() : () -> ()
}) : () -> ()

// -----

// The result of an op used inside its own region (SSACFG region).
"t.region"() ({
^bb0:
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %0 = "t.op"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "t.use"(%0) : (i32) -> ()
  }) : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()

// -----

// The second failing operand is reported by number.
"t.region"() ({
^bb0:
  %a = "t.def"() : () -> i32
  // expected-error@+1 {{operand #1 does not dominate this use}}
  %0 = "t.use"(%a, %b) : (i32, i32) -> i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %b = "t.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()

// -----

// The first failing use in MLIR's order: ops of a region before those of nested regions.
"t.region"() ({
^bb0:
  "t.nested"() ({
    %0 = "t.use"(%late) : (i32) -> i32
  }) : () -> ()
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %1 = "t.use"(%late) : (i32) -> i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %late = "t.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()

// -----

// The last nested op is checked first (MLIR's worklist is a stack).
"t.region"() ({
^bb0:
  "t.first"() ({
    %0 = "t.use"(%late) : (i32) -> i32
  }) : () -> ()
  "t.second"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %0 = "t.use"(%late) : (i32) -> i32
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %late = "t.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()
