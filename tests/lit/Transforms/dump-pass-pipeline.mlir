// RUN: oxir-opt %s --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=EMPTY
// RUN: oxir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=3 top-down=false},cse),inline,symbol-dce)' -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=NESTED
// RUN: oxir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(any(cse),canonicalize{disable-patterns=a,b region-simplify=aggressive max-iterations=-1})' -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=ANY
// RUN: oxir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(inline{default-pipeline="canonicalize{max-iterations=2 top-down=false}" op-pipelines=func.func(cse) max-iterations=2})' -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=INLINE
// RUN: oxir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(inline{default-pipeline="cse" op-pipelines={func.func(cse,canonicalize{top-down=0}),builtin.module(cse)}})' -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=SPACES
// RUN: oxir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(convert-to-llvm{filter-dialects=arith,func},math-expand-ops{ops={exp2,tanh}},one-shot-bufferize{bufferize-function-boundaries no-analysis-func-filter=f,g})' -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=LISTS
// RUN: oxir-opt %s --dump-pass-pipeline --canonicalize --cse --convert-vector-to-llvm='vector-contract-lowering=outerproduct' --convert-math-to-llvm -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=FLAGS
// RUN: oxir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(remove-dead-values,arith-expand{include-bf16},convert-complex-to-standard,convert-complex-to-llvm{complex-range=improved},finalize-memref-to-llvm{index-bitwidth=32},convert-func-to-llvm{use-bare-ptr-memref-call-conv=1},convert-scf-to-cf,convert-vector-to-scf{full-unroll target-rank=2},test-math-polynomial-approximation,math-expand-ops,convert-index-to-llvm,convert-arith-to-llvm{index-bitwidth=16},expand-strided-metadata,sccp)' -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=DEFAULTS
// RUN: oxir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(cse)' --pass-pipeline='builtin.module(func.func(cse))' -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=LAST
//
// --dump-pass-pipeline prints the pipeline to stderr before running it, as mlir-opt 22 does:
// one element a line, nested pipelines indented, every option of every pass with its value
// (defaults included) sorted by name, lists as `key={a,b}` and empty lists not at all, strings
// in braces when a space comes first. The CHECK lines are mlir-opt 22's output.

// EMPTY:Pass Manager with 0 passes:
// EMPTY-NEXT:builtin.module(
// EMPTY-EMPTY:
// EMPTY-NEXT:)
// EMPTY-EMPTY:

// NESTED:Pass Manager with 3 passes:
// NESTED-NEXT:builtin.module(
// NESTED-NEXT:  func.func(
// NESTED-NEXT:    canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false},
// NESTED-NEXT:    cse
// NESTED-NEXT:  ),
// NESTED-NEXT:  inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 },
// NESTED-NEXT:  symbol-dce
// NESTED-NEXT:)
// NESTED-EMPTY:

// ANY:Pass Manager with 2 passes:
// ANY-NEXT:builtin.module(
// ANY-NEXT:  any(
// ANY-NEXT:    cse
// ANY-NEXT:  ),
// ANY-NEXT:  canonicalize{disable-patterns={a,b}  max-iterations=-1 max-num-rewrites=-1 region-simplify=aggressive test-convergence=false top-down=true}
// ANY-NEXT:)
// ANY-EMPTY:

// INLINE:Pass Manager with 1 passes:
// INLINE-NEXT:builtin.module(
// INLINE-NEXT:  inline{default-pipeline=canonicalize{max-iterations=2 top-down=false} inlining-threshold=4294967295 max-iterations=2 op-pipelines={func.func(cse)}}
// INLINE-NEXT:)
// INLINE-EMPTY:

// SPACES:Pass Manager with 1 passes:
// SPACES-NEXT:builtin.module(
// SPACES-NEXT:  inline{default-pipeline=cse inlining-threshold=4294967295 max-iterations=4 op-pipelines={func.func(cse,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}),builtin.module(cse)}}
// SPACES-NEXT:)
// SPACES-EMPTY:

// LISTS:Pass Manager with 3 passes:
// LISTS-NEXT:builtin.module(
// LISTS-NEXT:  convert-to-llvm{allow-pattern-rollback=true dynamic=false filter-dialects={arith,func}},
// LISTS-NEXT:  math-expand-ops{ops={exp2,tanh}},
// LISTS-NEXT:  one-shot-bufferize{allow-return-allocs-from-loops=false allow-unknown-ops=false analysis-fuzzer-seed=0 analysis-heuristic=bottom-up buffer-alignment=64 bufferize-function-boundaries=true check-parallel-regions=true copy-before-write=false  dump-alias-sets=false function-boundary-type-conversion=infer-layout-map must-infer-memory-space=false no-analysis-func-filter={f,g} print-conflicts=false test-analysis-only=false unknown-type-conversion=fully-dynamic-layout-map use-encoding-for-memory-space=false}
// LISTS-NEXT:)
// LISTS-EMPTY:

// FLAGS:Pass Manager with 4 passes:
// FLAGS-NEXT:builtin.module(
// FLAGS-NEXT:  canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// FLAGS-NEXT:  cse,
// FLAGS-NEXT:  convert-vector-to-llvm{enable-amx=false enable-arm-bf16=false enable-arm-i8mm=false enable-arm-neon=false enable-arm-sve=false enable-x86vector=false force-32bit-vector-indices=true reassociate-fp-reductions=false use-vector-alignment=false vector-contract-lowering=outerproduct vector-transpose-lowering=eltwise},
// FLAGS-NEXT:  convert-math-to-llvm{approximate-log1p=true}
// FLAGS-NEXT:)
// FLAGS-EMPTY:

// DEFAULTS:Pass Manager with 14 passes:
// DEFAULTS-NEXT:builtin.module(
// DEFAULTS-NEXT:  remove-dead-values{canonicalize=true},
// DEFAULTS-NEXT:  arith-expand{include-bf16=true include-f4e2m1=false include-f8e8m0=false},
// DEFAULTS-NEXT:  convert-complex-to-standard{complex-range=improved},
// DEFAULTS-NEXT:  convert-complex-to-llvm{complex-range=improved},
// DEFAULTS-NEXT:  finalize-memref-to-llvm{index-bitwidth=32 use-aligned-alloc=false use-generic-functions=false},
// DEFAULTS-NEXT:  convert-func-to-llvm{index-bitwidth=0 use-bare-ptr-memref-call-conv=true},
// DEFAULTS-NEXT:  convert-scf-to-cf{allow-pattern-rollback=true},
// DEFAULTS-NEXT:  convert-vector-to-scf{full-unroll=true lower-scalable=false lower-tensors=false target-rank=2},
// DEFAULTS-NEXT:  test-math-polynomial-approximation{enable-avx2=false},
// DEFAULTS-NEXT:  math-expand-ops{},
// DEFAULTS-NEXT:  convert-index-to-llvm{index-bitwidth=0},
// DEFAULTS-NEXT:  convert-arith-to-llvm{index-bitwidth=16},
// DEFAULTS-NEXT:  expand-strided-metadata,
// DEFAULTS-NEXT:  sccp
// DEFAULTS-NEXT:)
// DEFAULTS-EMPTY:

// The last --pass-pipeline counts, as with mlir-opt.
// LAST:Pass Manager with 1 passes:
// LAST-NEXT:builtin.module(
// LAST-NEXT:  func.func(
// LAST-NEXT:    cse
// LAST-NEXT:  )
// LAST-NEXT:)

func.func @f() {
  return
}
