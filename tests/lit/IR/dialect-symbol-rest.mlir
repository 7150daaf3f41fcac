// RUN: oxir-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// A pretty dialect symbol (`!llvm.ptr-x`, `!async.token<i32>`) is one token; as in MLIR, the
// dialect's parser reads what it needs from it and parsing resumes after the whole token, so
// what the dialect's parser leaves of it is ignored (mlir-opt 22 prints these as below).

// CHECK-LABEL: llvm.func @ignored(!llvm.ptr, !llvm.ptr, !llvm.void, !llvm.token)
llvm.func @ignored(!llvm.ptr-x, !llvm.ptr-<1>, !llvm.void-x, !llvm.token<i32>)

// -----

// What the dialect's parser reads past the token is read again by the enclosing parser.
// expected-error@+1 {{expected ')'}}
llvm.func @reread(%arg0 : !llvm.ptr <1>)

// -----

// expected-error@+1 {{expected '<'}}
llvm.func @array(%arg0 : !llvm.array-x<2 x i8>)
