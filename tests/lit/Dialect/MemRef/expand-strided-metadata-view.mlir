// RUN: oxir-opt %s --split-input-file --expand-strided-metadata | FileCheck %s
// The aligned pointer of a `memref.view` is not its source's (the view shifts it by its byte
// offset), so it stays; that of a subview is its source's.

func.func @view_aligned_pointer(%arg0: memref<?xi8>, %n: index) -> (index, index) {
  %c10 = arith.constant 10 : index
  %0 = memref.view %arg0[%c10][%n] : memref<?xi8> to memref<?xf32>
  %1 = memref.extract_aligned_pointer_as_index %0 : memref<?xf32> -> index
  %2 = memref.subview %arg0[4] [8] [1] : memref<?xi8> to memref<8xi8, strided<[1], offset: 4>>
  %3 = memref.extract_aligned_pointer_as_index %2 : memref<8xi8, strided<[1], offset: 4>> -> index
  return %1, %3 : index, index
}

// CHECK-LABEL: func.func @view_aligned_pointer(%arg0: memref<?xi8>, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %view = memref.view %arg0[%c10][%arg1] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %view : memref<?xf32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi8> -> index
// CHECK-NEXT: return %intptr, %intptr_0 : index, index
// CHECK-NEXT: }
