// RUN: not oxir-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(cse' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(cse)' --canonicalize 2>&1 | FileCheck %s --check-prefix=MIXED
// RUN: not oxir-opt %s --canonicalize='foo=1' 2>&1 | FileCheck %s --check-prefix=OPTION --match-full-lines --strict-whitespace
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize{foo=1}))' 2>&1 | FileCheck %s --check-prefix=NESTED --match-full-lines --strict-whitespace
// RUN: not oxir-opt %s --convert-vector-to-llvm=vector-contract-lowering=matmul 2>&1 | FileCheck %s --check-prefix=ENUM --match-full-lines --strict-whitespace
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(func.func(convert-vector-to-llvm{vector-transpose-lowering=flat}))' 2>&1 | FileCheck %s --check-prefix=NESTED-ENUM --match-full-lines --strict-whitespace
// RUN: not oxir-opt %s --canonicalize='region-simplify=x test-convergence=y' 2>&1 | FileCheck %s --check-prefix=ENUM2 --match-full-lines --strict-whitespace
// RUN: not oxir-opt %s --canonicalize=top-down=maybe 2>&1 | FileCheck %s --check-prefix=BOOL --match-full-lines --strict-whitespace

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
// A value the option's type does not take: LLVM's option parser complains first, under the
// program's name, then comes the diagnostic (empty but for the pipeline's lines).
// ENUM:oxir-opt: for the --vector-contract-lowering option: Cannot find option named 'matmul'!
// ENUM-NEXT:<unknown>:0: error: 
// NESTED-ENUM:oxir-opt: for the --vector-transpose-lowering option: Cannot find option named 'flat'!
// NESTED-ENUM-NEXT:<unknown>:0: error: 
// NESTED-ENUM-NEXT:failed to add `convert-vector-to-llvm` with options `vector-transpose-lowering=flat`
// NESTED-ENUM-NEXT:failed to add `func.func` with options `` to inner pipeline
// NESTED-ENUM-EMPTY:
// ENUM2:oxir-opt: for the --region-simplify option: Cannot find option named 'x'!
// ENUM2-NEXT:<unknown>:0: error: 
// BOOL:oxir-opt: for the --top-down option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// BOOL-NEXT:<unknown>:0: error: 
// UNBALANCED: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
module {
}
