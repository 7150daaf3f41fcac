// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// Module flag values by key, as MLIR 22 checks them.

module {
  // expected-error@+1 {{'CG Profile' key expects an array of '#llvm.cgprofile_entry'}}
  llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", 3 : i64>]
}

// -----

module {
  // expected-error@+1 {{'ProfileSummary' key expects a '#llvm.profile_summary' attribute}}
  llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary", "x">]
}

// -----

module {
  // expected-error@+1 {{only integer and string values are currently supported for unknown key '"foo"'}}
  llvm.module_flags [#llvm.mlir.module_flag<error, "foo", 1.5 : f32>]
}

// -----

module {
  llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", []>, #llvm.mlir.module_flag<max, "foo", "bar">]
}
