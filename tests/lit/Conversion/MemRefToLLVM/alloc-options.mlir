// RUN: oxir-opt %s --finalize-memref-to-llvm='use-aligned-alloc=1' | FileCheck %s
// RUN: oxir-opt %s --finalize-memref-to-llvm='use-generic-functions=1' | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s --finalize-memref-to-llvm='use-aligned-alloc=1 use-generic-functions=1' | FileCheck %s --check-prefix=BOTH
// The allocation options of finalize-memref-to-llvm, checked against mlir-opt 22: aligned_alloc with
// the op's alignment, or else the element size rounded up to a power of two and at least 16; the
// size rounded up to a multiple of the alignment unless its static part already is one; MLIR's
// generic allocation functions instead of the C library's.

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-LABEL: func.func @f
// CHECK: %[[SIZE:.*]] = llvm.ptrtoint
// CHECK-NEXT: %[[A16:.*]] = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %[[P:.*]] = llvm.call @aligned_alloc(%[[A16]], %[[SIZE]]) : (i64, i64) -> !llvm.ptr
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[P]], %{{.*}}[1]
// CHECK: %[[BYTES:.*]] = llvm.ptrtoint
// CHECK-NEXT: %[[A32:.*]] = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[BUMP:.*]] = llvm.sub %[[A32]], %[[ONE]] : i64
// CHECK-NEXT: %[[BUMPED:.*]] = llvm.add %[[BYTES]], %[[BUMP]] : i64
// CHECK-NEXT: %[[REM:.*]] = llvm.urem %[[BUMPED]], %[[A32]] : i64
// CHECK-NEXT: %[[ROUNDED:.*]] = llvm.sub %[[BUMPED]], %[[REM]] : i64
// CHECK-NEXT: llvm.call @aligned_alloc(%[[A32]], %[[ROUNDED]]) : (i64, i64) -> !llvm.ptr
// CHECK: llvm.call @free(%{{.*}}) : (!llvm.ptr) -> ()

// GENERIC: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// GENERIC: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// GENERIC: llvm.call @_mlir_memref_to_llvm_alloc(%{{.*}}) : (i64) -> !llvm.ptr
// GENERIC: llvm.call @_mlir_memref_to_llvm_free(%{{.*}}) : (!llvm.ptr) -> ()

// BOTH: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// BOTH: llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> !llvm.ptr
// BOTH: llvm.call @_mlir_memref_to_llvm_aligned_alloc(%{{.*}}, %{{.*}}) : (i64, i64) -> !llvm.ptr
// BOTH: llvm.call @_mlir_memref_to_llvm_free(%{{.*}}) : (!llvm.ptr) -> ()
func.func @f(%n: index) -> memref<?x4xf32> {
  %0 = memref.alloc(%n) : memref<?x4xf32>
  %1 = memref.alloc() {alignment = 32 : i64} : memref<8xi8>
  memref.dealloc %1 : memref<8xi8>
  return %0 : memref<?x4xf32>
}
