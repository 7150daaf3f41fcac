// RUN: oxir-opt %s --ownership-based-buffer-deallocation | FileCheck %s

// Expected output is mlir-opt 22's.

// CHECK: module {
// CHECK-NEXT:   func.func @select_and_if(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %false_1 = arith.constant false
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %alloc_2 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0 = arith.select %arg1, %alloc, %arg0 : memref<2xf32>
// CHECK-NEXT:     %1:2 = scf.if %arg1 -> (memref<2xf32>, i1) {
// CHECK-NEXT:       %false_20 = arith.constant false
// CHECK-NEXT:       %5 = bufferization.dealloc retain (%alloc_2 : memref<2xf32>)
// CHECK-NEXT:       scf.yield %alloc_2, %5 : memref<2xf32>, i1
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %true_20 = arith.constant true
// CHECK-NEXT:       %alloc_21 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %base_buffer_22, %offset_23, %sizes_24, %strides_25 = memref.extract_strided_metadata %alloc_21 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %5 = bufferization.dealloc (%base_buffer_22 : memref<f32>) if (%true_20) retain (%alloc_21 : memref<2xf32>)
// CHECK-NEXT:       scf.yield %alloc_21, %5 : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = arith.select %arg1, %true_0, %false_1 : i1
// CHECK-NEXT:     %3 = scf.if %2 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %5 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %5 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true_3 = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_8, %offset_9, %sizes_10, %strides_11 = memref.extract_strided_metadata %alloc_2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_12, %offset_13, %sizes_14, %strides_15 = memref.extract_strided_metadata %1#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %4 = bufferization.dealloc (%base_buffer, %base_buffer_4, %base_buffer_8, %base_buffer_12, %base_buffer_16 : memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%false_1, %true_0, %true, %1#1, %true_3) retain (%3 : memref<2xf32>)
// CHECK-NEXT:     return %3 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop_and_branch(%arg0: index) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0:2 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %alloc, %arg3 = %false) -> (memref<2xf32>, i1) {
// CHECK-NEXT:       %true_8 = arith.constant true
// CHECK-NEXT:       %alloc_9 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc_9 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %4 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg3, %true_8) retain (%alloc_9 : memref<2xf32>)
// CHECK-NEXT:       scf.yield %alloc_9, %4 : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %1 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%true, %0#1) retain (%0#0 : memref<2xf32>)
// CHECK-NEXT:     cf.br ^bb1(%0#0, %1 : memref<2xf32>, i1)
// CHECK-NEXT:   ^bb1(%2: memref<2xf32>, %3: i1):  // pred: ^bb0
// CHECK-NEXT:     %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     bufferization.dealloc (%base_buffer_4 : memref<f32>) if (%3)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @callee(memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT:   func.func @call_and_cond_br(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = call @callee(%arg0) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT:     %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %1 = arith.andi %false_0, %arg1 : i1
// CHECK-NEXT:     %2 = arith.andi %true, %arg1 : i1
// CHECK-NEXT:     %3 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%1, %2) retain (%0 : memref<2xf32>)
// CHECK-NEXT:     %true_5 = arith.constant true
// CHECK-NEXT:     %4 = arith.xori %true_5, %arg1 : i1
// CHECK-NEXT:     %5 = arith.andi %false_0, %4 : i1
// CHECK-NEXT:     %true_6 = arith.constant true
// CHECK-NEXT:     %6 = arith.xori %true_6, %arg1 : i1
// CHECK-NEXT:     %7 = arith.andi %true, %6 : i1
// CHECK-NEXT:     %8 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%5, %7) retain (%alloca : memref<2xf32>)
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1(%0, %3 : memref<2xf32>, i1), ^bb1(%alloca, %8 : memref<2xf32>, i1)
// CHECK-NEXT:   ^bb1(%9: memref<2xf32>, %10: i1):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     %11 = scf.if %10 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %9 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %13 = bufferization.clone %9 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %13 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true_7 = arith.constant true
// CHECK-NEXT:     %base_buffer_8, %offset_9, %sizes_10, %strides_11 = memref.extract_strided_metadata %9 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_12, %offset_13, %sizes_14, %strides_15 = memref.extract_strided_metadata %11 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %12 = bufferization.dealloc (%base_buffer_8, %base_buffer_12 : memref<f32>, memref<f32>) if (%10, %true_7) retain (%11 : memref<2xf32>)
// CHECK-NEXT:     return %11 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// Ownership-based deallocation: allocations, function arguments (never owned), scf.if and
// scf.for results (ownership passed as extra i1 results), a select of buffers, branches with
// i1 block arguments, calls (the callee's results are owned), and a returned buffer the
// function does not own (cloned unless owned at run time).
func.func @select_and_if(%arg0: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  %2 = arith.select %c, %0, %arg0 : memref<2xf32>
  %3 = scf.if %c -> memref<2xf32> {
    scf.yield %1 : memref<2xf32>
  } else {
    %4 = memref.alloc() : memref<2xf32>
    scf.yield %4 : memref<2xf32>
  }
  return %2 : memref<2xf32>
}
func.func @loop_and_branch(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> memref<2xf32> {
    %1 = memref.alloc() : memref<2xf32>
    scf.yield %1 : memref<2xf32>
  }
  cf.br ^bb1(%r : memref<2xf32>)
^bb1(%x: memref<2xf32>):
  return
}
func.func private @callee(%arg0: memref<2xf32>) -> memref<2xf32>
func.func @call_and_cond_br(%arg0: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %0 = call @callee(%arg0) : (memref<2xf32>) -> memref<2xf32>
  %1 = memref.alloca() : memref<2xf32>
  cf.cond_br %c, ^bb1(%0 : memref<2xf32>), ^bb1(%1 : memref<2xf32>)
^bb1(%x: memref<2xf32>):
  return %x : memref<2xf32>
}
