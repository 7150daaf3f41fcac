// RUN: not oxir-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(cse' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(cse)' --canonicalize 2>&1 | FileCheck %s --check-prefix=MIXED

// UNKNOWN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// MIXED: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options
// UNBALANCED: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
module {
}
