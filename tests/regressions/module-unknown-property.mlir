// Found by the roundtrip fuzzer: an entry of `<{...}>` that is not one of the op's inherent
// attributes (`sym_` on builtin.module) was kept as a property, printed in the custom form as a
// discardable attribute (`module attributes {sym_ = "bar"}`), and the output then failed to verify
// (module attributes need a dialect prefix). MLIR's property conversion ignores such entries.
// (The fuzzer's input spelled the key `sym_<four NUL bytes>`: the lexer skips NULs, as MLIR's.)
"builtin.module"() <{sym_name = "foo"}> ({
  "builtin.module"() ({
    "builtin.module"() <{sym_ = "bar"}> ({
    ^bb0:
    }) {foo.bar} : () -> ()
  }) : () -> ()
}) : () -> ()
