// RUN: oxir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Symbol names are unique within a symbol table. Any op of the table's block with a string
// 'sym_name' counts, registered or not (as in MLIR).
module {
  // expected-note@+1 {{see existing symbol definition here}}
  "t.def"() {sym_name = "a"} : () -> ()
  // expected-error@+1 {{redefinition of symbol named 'a'}}
  "t.def"() {sym_name = "a"} : () -> ()
}

// -----

module {
  // expected-note@+1 {{see existing symbol definition here}}
  module @m {}
  // expected-error@+1 {{redefinition of symbol named 'm'}}
  module @m {}
}

// -----

// A name in the properties and one among the discardable attributes clash too.
module {
  // expected-note@+1 {{see existing symbol definition here}}
  "t.def"() <{sym_name = "p"}> : () -> ()
  "t.other"() {sym_name = "q"} : () -> ()
  // expected-error@+1 {{redefinition of symbol named 'p'}}
  "t.def"() {sym_name = "p"} : () -> ()
}

// -----

// The check applies to nested tables as well.
module @outer {
  module @inner {
    // expected-note@+1 {{see existing symbol definition here}}
    "t.def"() {sym_name = "x"} : () -> ()
    // expected-error@+1 {{redefinition of symbol named 'x'}}
    "t.def"() {sym_name = "x"} : () -> ()
  }
}

// -----

// Nested tables are separate scopes: the same name may appear in each, and nested references
// are fine.
module @a {
  module @a {
    "t.def"() {sym_name = "a"} : () -> ()
  }
  "t.def"() {sym_name = "b"} : () -> ()
  "t.use"() {ref = @a::@a} : () -> ()
}

// -----

// A 'sym_name' that is not a string is no symbol name: no clash.
module {
  "t.def"() {sym_name = 1 : i32} : () -> ()
  "t.def"() {sym_name = 1 : i32} : () -> ()
}

// -----

// expected-error@+1 {{'builtin.module' op visibility expected to be one of ["public", "private", "nested"], but got "exported"}}
module @v attributes {sym_visibility = "exported"} {
}

// -----

module @ok_private attributes {sym_visibility = "private"} {
  module @ok_nested attributes {sym_visibility = "nested"} {
  }
  module @ok_public attributes {sym_visibility = "public"} {
  }
}

// -----

// An unnamed module is an optional symbol: its visibility is not checked.
module attributes {sym_visibility = "exported"} {
}

// -----

// Unregistered ops are no symbols: their visibility is not checked either.
module {
  "t.def"() {sym_name = "s", sym_visibility = "exported"} : () -> ()
}
