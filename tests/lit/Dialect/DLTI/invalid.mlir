// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// The DLTI dialect's diagnostics as mlir-opt 22 reports them: the parsers' and the
// attributes' verifiers (at the mnemonic), the `dlti.*` attributes on ops, and a module's data
// layout (its entries, then whether it combines with the layouts around it).

// expected-error@below {{attribute 'dlti.unknown' not supported by dialect}}
"test.unknown_op"() { dlti.unknown } : () -> ()

// -----

// expected-error@below {{'dlti.map' is expected to be a #dlti.map attribute}}
"test.unknown_op"() { dlti.map = 42 } : () -> ()

// -----

// expected-error@below {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
"test.unknown_op"() { dlti.dl_spec = 42 } : () -> ()

// -----

// expected-error@below {{'dlti.target_system_spec' is expected to be a #dlti.target_system_spec attribute}}
"test.unknown_op"() { dlti.target_system_spec = 42 } : () -> ()

// -----

// expected-error@+1 {{invalid kind of attribute specified}}
"test.unknown_op"() { dlti.dl_spec = #dlti.dl_spec<[]> } : () -> ()

// -----

// expected-error@+1 {{expected a type or a quoted string}}
"test.unknown_op"() { test.unknown_attr = #dlti.dl_entry<42, 42> } : () -> ()

// -----

// expected-error@+1 {{empty string as DLTI key is not allowed}}
"test.unknown_op"() { test.unknown_attr = #dlti.map<"" = 42> } : () -> ()

// -----

// expected-error@+1 {{repeated DLTI key: "test.id"}}
"test.unknown_op"() { test.unknown_attr = #dlti.dl_spec<
  #dlti.dl_entry<"test.id", 42>,
  #dlti.dl_entry<"test.id", 43>
>} : () -> ()

// -----

// expected-error@+1 {{repeated DLTI key: i32}}
"test.unknown_op"() { test.a = #dlti.dl_spec<i32 = 4, i32 = 5> } : () -> ()

// -----

// expected-error@+1 {{unknown attribute `unknown` in dialect `dlti`}}
"test.unknown_op"() { test.unknown_attr = #dlti.unknown } : () -> ()

// -----

// expected-error@+1 {{expected '='}}
"test.unknown_op"() { test.a = #dlti.dl_spec<"a" 4> } : () -> ()

// -----

// expected-error@+1 {{no DLTI entries provided}}
"test.unknown_op"() { test.a = #dlti.target_device_spec<> } : () -> ()

// -----

// expected-error@+1 {{no DLTI entries provided}}
"test.unknown_op"() { test.a = #dlti.target_system_spec<> } : () -> ()

// -----

// expected-error@+1 {{invalid kind of attribute specified}}
"test.unknown_op"() { test.a = #dlti.target_device_spec<i32 = 4> } : () -> ()

// -----

// expected-error@+1 {{type as DLTI key is not allowed}}
"test.unknown_op"() { test.a = #dlti.target_device_spec<#dlti.dl_entry<i32, 4>> } : () -> ()

// -----

// expected-error@+1 {{value associated with key "CPU" is not a DLTI device spec}}
"test.unknown_op"() { test.a = #dlti.target_system_spec<"CPU" = 42> } : () -> ()

// -----

module attributes {
  // expected-error@+2 {{invalid kind of attribute specified}}
  dlti.target_system_spec = #dlti.target_system_spec<
    0 = #dlti.target_device_spec<
        #dlti.dl_entry<"L1_cache_size_in_bytes", 4096 : i32>>
  >} {}

// -----

module attributes {
  // expected-error@+1 {{repeated device ID in dlti.target_system_spec: "CPU"}}
  dlti.target_system_spec = #dlti.target_system_spec<
    "CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096>,
    "CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 8192>
  >} {}

// -----

module attributes {
  // expected-error@+2 {{repeated DLTI key: "L1_cache_size_in_bytes"}}
  dlti.target_system_spec = #dlti.target_system_spec<
    "CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096,
                                     "L1_cache_size_in_bytes" = 8192>
  >} {}

// -----

// expected-error@below {{unknown data layout entry name: dlti.unknown_id}}
module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.unknown_id", 42>> } {}

// -----

// expected-error@below {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "some">> } {}

// -----

// expected-error@below {{the 'builtin' dialect does not support identifier data layout entries}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"builtin.foo" = 1> } {}

// -----

// expected-error@below {{unexpected data layout for a built-in type}}
module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<tensor<f32>, 32>>} {}

// -----

// expected-error@below {{expected integer attribute in the data layout entry for 'index'}}
module attributes { dlti.dl_spec = #dlti.dl_spec<index = "x"> } {}

// -----

// expected-error@below {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 4 : i64>}}
module attributes { dlti.dl_spec = #dlti.dl_spec<index = 32 : i32, i32 = 4> } {}

// -----

// expected-error@below {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<i32, dense<[64, 32]> : vector<2xi64>>}}
module attributes { dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 32]> : vector<2xi64>> } {}

// -----

// expected-error@below {{expected 1 or 2 elements in the data layout entry #dlti.dl_entry<f32, dense<[64, 32, 1]> : vector<3xi64>>}}
module attributes { dlti.dl_spec = #dlti.dl_spec<f32 = dense<[64, 32, 1]> : vector<3xi64>> } {}

// -----

// Mismatching entries don't combine.
// expected-note@below {{enclosing op with data layout}}
module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"unknown.unknown", 33>>} {
  // expected-error@below {{data layout does not combine with layouts of enclosing ops}}
  module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"unknown.unknown", 32>>} {
  }
}

// -----

// A module without a layout between them is an enclosing op too.
// expected-note@below {{enclosing op with data layout}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 33>} {
  // expected-note@below {{enclosing op with data layout}}
  module {
    // expected-error@below {{data layout does not combine with layouts of enclosing ops}}
    module attributes { dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 32>} {}
  }
}
