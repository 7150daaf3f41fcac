// RUN: oxir-opt %s --buffer-results-to-out-params=hoist-static-allocs | FileCheck %s

// A buffer returned twice: the allocation is hoisted into the first argument, which is copied
// into the second; the other return copies its buffer into both. mlir-opt 22 crashes on this input (it reads the erased allocation again); the CHECK
// lines are what MLIR's newer tests expect (buffer-results-to-out-params-hosit-static-allocs.mlir:
// @multiple_returns_with_non_alloc).

// CHECK-LABEL: func.func private @twice(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.copy %arg2, %arg3 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: memref.copy %arg1, %arg2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %arg1, %arg3 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @twice(%cond: i1, %input: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %cond, ^then, ^else
^then:
  return %a, %a : memref<4xf32>, memref<4xf32>
^else:
  return %input, %input : memref<4xf32>, memref<4xf32>
}
