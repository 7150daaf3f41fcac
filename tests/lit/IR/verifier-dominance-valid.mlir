// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Single-block regions of unregistered ops have no SSA dominance.
"t.region"() ({
  %0 = "t.use"(%1) : (i32) -> i32
  %1 = "t.def"() : () -> i32
  %2 = "t.self"(%2) : (i32) -> i32
}) : () -> ()

// -----

// The module's body is a graph region.
%0 = "t.use"(%1) : (i32) -> i32
%1 = "t.def"() : () -> i32
%2 = "t.op"() ({
  "t.use"(%2) : (i32) -> ()
}) : () -> i32

// -----

// Uses in unreachable blocks are not checked, and an unreachable block's ops may use anything
// defined in any block (every block dominates an unreachable one).
"t.region"() ({
^bb0:
  %a = "t.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.ret"() : () -> ()
^bb2:
  %0 = "t.use"(%b, %c) : (i32, i32) -> i32
  "t.nested"() ({
    %1 = "t.use"(%b) : (i32) -> i32
  }) : () -> ()
  "t.br"()[^bb3] : () -> ()
^bb3:
  %b = "t.def"() : () -> i32
  %c = "t.def"() : () -> i32
  "t.br"()[^bb2] : () -> ()
}) : () -> ()

// -----

// Values of dominating blocks and of enclosing regions, block arguments in nested regions.
"t.region"() ({
^bb0(%arg0: i32):
  %a = "t.def"() : () -> i32
  "t.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "t.nested"() ({
  ^bb0:
    "t.use"(%a, %arg0) : (i32, i32) -> ()
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.use"(%a) : (i32) -> ()
  }) : () -> ()
  "t.br"()[^bb3] : () -> ()
^bb2:
  "t.br"()[^bb3] : () -> ()
^bb3:
  "t.use"(%a, %arg0) : (i32, i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()
