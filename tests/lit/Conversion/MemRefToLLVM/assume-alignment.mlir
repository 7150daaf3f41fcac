// RUN: oxir-opt %s -finalize-memref-to-llvm | FileCheck %s

// memref.assume_alignment becomes an llvm.intr.assume with an "align" operand bundle on the
// pointer to the memref's first element (the aligned pointer moved by the offset); the result is
// the memref itself.

// CHECK-LABEL: func.func @static_offset(
// CHECK:         %[[D:.*]] = builtin.unrealized_conversion_cast %arg0
// CHECK:         %[[ALIGNED:.*]] = llvm.extractvalue %[[D]][1]
// CHECK:         %[[OFF:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK:         %[[P:.*]] = llvm.getelementptr %[[ALIGNED]][%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK:         %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK:         %[[A:.*]] = llvm.mlir.constant(32 : index) : i64
// CHECK:         llvm.intr.assume %[[T]] ["align"(%[[P]], %[[A]] : !llvm.ptr, i64)] : i1
// CHECK-NEXT:    return
func.func @static_offset(%arg0: memref<4xf16, strided<[1], offset: 8>>) {
  %0 = memref.assume_alignment %arg0, 32 : memref<4xf16, strided<[1], offset: 8>>
  return
}

// CHECK-LABEL: func.func @result_is_the_memref(
// CHECK:         llvm.intr.assume
// CHECK:         llvm.load
func.func @result_is_the_memref(%arg0: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.assume_alignment %arg0, 16 : memref<4xf32>
  %1 = memref.load %0[%i] : memref<4xf32>
  return %1 : f32
}
