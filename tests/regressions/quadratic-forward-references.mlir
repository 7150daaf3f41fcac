// Forward references: each definition used to scan every pending forward reference of its scope,
// which made N forward references cost O(N^2) (100,000 took 25 s). The test in
// tests/tests/regressions.rs checks the big case; this file keeps the shapes, valid: in the
// module's body (a graph region), and across blocks where the definition dominates the use.
"t.use"(%a, %g#1, %g#0) : (i32, i64, i32) -> ()
%a = "t.def"() : () -> i32
%g:2 = "t.def"() : () -> (i32, i64)
"t.op"() ({
  "t.br"() [^def] : () -> ()
^use:
  "t.use"(%b, %a) : (i32, i32) -> ()
  "t.ret"() : () -> ()
^def:
  %b = "t.def"() : () -> i32
  "t.br"() [^use] : () -> ()
}) : () -> ()
