// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// A block of a multi-block region must end with an op that may be a terminator.
"t.region"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+1 {{block with no terminator, has %0 = "builtin.unrealized_conversion_cast"() : () -> i32}}
  %0 = "builtin.unrealized_conversion_cast"() : () -> i32
}) : () -> ()

// -----

// A registered op with regions printed in the message, on several lines.
"t.region"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+1 {{block with no terminator, has}}
  "builtin.module"() ({
    "t.y"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{empty block: expect at least a terminator}}
"t.region"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()

// -----

"t.region"() ({
^bb0:
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "t.br"()[^bb1] : () -> ()
  "t.x"() : () -> ()
^bb1:
  "t.y"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
"t.region"() ({
^bb0:
  "t.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// The entry block check comes before the checks of the blocks.
// expected-error@+1 {{entry block of region may not have predecessors}}
"t.region"() ({
^bb0:
  "t.br"()[^bb0] : () -> ()
  "t.x"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.y"() : () -> ()
}) : () -> ()

// -----

// Only the first failure inside one isolated op is reported.
"t.region"() ({
  // expected-error@+1 {{empty block: expect at least a terminator}}
  "t.region"() ({
  ^bb0:
    "t.br"()[^bb1] : () -> ()
  ^bb1:
  }) : () -> ()
  "t.region"() ({
  ^bb0:
    "t.br"()[^bb1] : () -> ()
  ^bb1:
  }) : () -> ()
}) : () -> ()

// -----

// A single-block region of an unregistered op needs no terminator; unregistered ops may be
// terminators.
"t.region"() ({
  %0 = "builtin.unrealized_conversion_cast"() : () -> i32
}) : () -> ()
"t.region"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.anything"() : () -> ()
}) : () -> ()
"t.region"() ({
^bb0:
}) : () -> ()
