// RUN: oxir-opt %s --finalize-memref-to-llvm -verify-diagnostics | FileCheck %s
// An `llvm.func` of a runtime function's name with another type is reported (MLIR 22's message)
// and the op needing it is left as it is.

// expected-error@+1 {{redefinition of reserved function 'malloc' of different type '!llvm.func<void (i64)>' is prohibited}}
llvm.func @malloc(i64)

// CHECK-LABEL: func.func @alloc
// CHECK: memref.alloc() : memref<4xf32>
func.func @alloc() -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  return %0 : memref<4xf32>
}
