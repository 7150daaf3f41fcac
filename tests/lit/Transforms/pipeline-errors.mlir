// RUN: not oxir-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(cse' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(cse)' --canonicalize 2>&1 | FileCheck %s --check-prefix=MIXED
// RUN: not oxir-opt %s --canonicalize='foo=1' 2>&1 | FileCheck %s --check-prefix=OPTION --match-full-lines --strict-whitespace
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize{foo=1}))' 2>&1 | FileCheck %s --check-prefix=NESTED --match-full-lines --strict-whitespace

// UNKNOWN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// MIXED: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options
// An option the pass does not declare: LLVM's option parser's message (with its newline), then
// in a textual pipeline the pass and each enclosing pipeline that could not be added.
// OPTION:<unknown>:0: error: <Pass-Options-Parser>: no such option foo
// OPTION-EMPTY:
// NESTED:<unknown>:0: error: <Pass-Options-Parser>: no such option foo
// NESTED-EMPTY:
// NESTED-NEXT:failed to add `canonicalize` with options `foo=1`
// NESTED-NEXT:failed to add `func.func` with options `` to inner pipeline
// NESTED-EMPTY:
// UNBALANCED: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
module {
}
