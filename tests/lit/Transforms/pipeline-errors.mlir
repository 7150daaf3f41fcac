// RUN: not oxir-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(cse' 2>&1 | FileCheck %s --check-prefix=UNBALANCED

// UNKNOWN: 'no-such-pass' does not refer to a registered pass
// UNBALANCED: expected ')'
module {
}
