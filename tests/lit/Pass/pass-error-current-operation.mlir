// RUN: not oxir-opt %s --allow-unregistered-dialect --one-shot-bufferize 2>&1 | FileCheck %s --check-prefix=BUFFERIZE
// RUN: not oxir-opt %s --allow-unregistered-dialect --buffer-deallocation-pipeline 2>&1 | FileCheck %s --check-prefix=DEALLOC
// RUN: oxir-opt %s --allow-unregistered-dialect --one-shot-bufferize --verify-diagnostics
// RUN: not oxir-opt %s --allow-unregistered-dialect --one-shot-bufferize --mlir-print-debuginfo 2>&1 | FileCheck %s --check-prefix=DEBUGINFO

// An error a pass reports about an op carries the op in the generic form, as it was when the
// pass failed, in a `see current operation` note (MLIR's `Operation::emitError`), as mlir-opt 22
// prints it; not under --verify-diagnostics. Outputs checked against mlir-opt 22.

// BUFFERIZE: error: op was not bufferized
// BUFFERIZE-NEXT: %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
// BUFFERIZE-NEXT: ^
// BUFFERIZE-NEXT: note: see current operation: %0 = "test.foo"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>

// With --mlir-print-debuginfo the op carries its location, as in mlir-opt 22.
// DEBUGINFO: note: see current operation: %0 = "test.foo"(%arg0) : (tensor<4xf32>) -> tensor<4xf32> loc("{{.*}}pass-error-current-operation.mlir":{{[0-9]+}}:8)

// DEALLOC: error: Only structured control-flow loops are supported.
// DEALLOC: note: see current operation:
// DEALLOC-NEXT: "func.func"() <{function_type = (tensor<4xf32>, i1) -> tensor<4xf32>, sym_name = "f"}> ({
// DEALLOC-NEXT: ^bb0(%arg0: tensor<4xf32>, %arg1: i1):
// DEALLOC-NEXT:   %0 = "test.foo"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// DEALLOC-NEXT:   "cf.br"()[^bb1] : () -> ()

func.func @f(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  // expected-error @+1 {{op was not bufferized}}
  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return %0 : tensor<4xf32>
}
