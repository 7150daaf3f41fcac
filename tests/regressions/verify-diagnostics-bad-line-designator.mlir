// Found by the opt fuzzer (with --verify-diagnostics): an empty line designator (`@{`) sliced
// past the end of an empty string, a non-ASCII one (`@é`) inside a character, and a huge offset
// (`@+4294967295`) overflowed the line number. Each is a diagnostic now.
%a = "t.a"() : () -> i32
// expected-note@{1 +{required by region isolation constraints}}
// expected-error@é {{x}}
// expected-error@+4294967295 {{never}}
// expected-warning@-99999999999 {{never}}
"t.use"(%a) : (i32) -> ()
