// RUN: oxir-opt %s --bufferization-lower-deallocations | FileCheck %s

// Expected output is mlir-opt 22's.

// CHECK: module {
// CHECK-NEXT:   func.func @empty(%arg0: memref<2xf32>) -> i1 {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     return %false : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @one(%arg0: memref<2xf32>, %arg1: i1) {
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @one_retained(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: memref<4xi8>, %arg3: i1) -> (i1, i1) {
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT:     %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<2xf32> -> index
// CHECK-NEXT:     %0 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT:     %intptr_1 = memref.extract_aligned_pointer_as_index %arg2 : memref<4xi8> -> index
// CHECK-NEXT:     %1 = arith.cmpi ne, %intptr, %intptr_1 : index
// CHECK-NEXT:     %2 = arith.andi %0, %1 : i1
// CHECK-NEXT:     %3 = arith.andi %2, %arg3 : i1
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %4 = arith.xori %0, %true : i1
// CHECK-NEXT:     %5 = arith.andi %4, %arg3 : i1
// CHECK-NEXT:     %6 = arith.xori %1, %true : i1
// CHECK-NEXT:     %7 = arith.andi %6, %arg3 : i1
// CHECK-NEXT:     return %5, %7 : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @general(%arg0: memref<2xf32>, %arg1: memref<5xf32>, %arg2: memref<1xf32>, %arg3: i1, %arg4: i1) -> i1 {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<1xindex>
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %intptr, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT:     %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<5xf32> -> index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %intptr_2, %alloc[%c1] : memref<2xindex>
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg3, %alloc_0[%c0_3] : memref<2xi1>
// CHECK-NEXT:     %c1_4 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %arg4, %alloc_0[%c1_4] : memref<2xi1>
// CHECK-NEXT:     %intptr_5 = memref.extract_aligned_pointer_as_index %arg2 : memref<1xf32> -> index
// CHECK-NEXT:     %c0_6 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %intptr_5, %alloc_1[%c0_6] : memref<1xindex>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
// CHECK-NEXT:     %cast_7 = memref.cast %alloc_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:     %cast_8 = memref.cast %alloc_1 : memref<1xindex> to memref<?xindex>
// CHECK-NEXT:     %alloc_9 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:     %alloc_10 = memref.alloc() : memref<1xi1>
// CHECK-NEXT:     %cast_11 = memref.cast %alloc_9 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:     %cast_12 = memref.cast %alloc_10 : memref<1xi1> to memref<?xi1>
// CHECK-NEXT:     call @dealloc_helper(%cast, %cast_8, %cast_7, %cast_11, %cast_12) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT:     %c0_13 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.load %alloc_9[%c0_13] : memref<2xi1>
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:       memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %c1_14 = arith.constant 1 : index
// CHECK-NEXT:     %1 = memref.load %alloc_9[%c1_14] : memref<2xi1>
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:       memref.dealloc %arg1 : memref<5xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_15 = arith.constant 0 : index
// CHECK-NEXT:     %2 = memref.load %alloc_10[%c0_15] : memref<1xi1>
// CHECK-NEXT:     memref.dealloc %alloc : memref<2xindex>
// CHECK-NEXT:     memref.dealloc %alloc_1 : memref<1xindex>
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<2xi1>
// CHECK-NEXT:     memref.dealloc %alloc_9 : memref<2xi1>
// CHECK-NEXT:     memref.dealloc %alloc_10 : memref<1xi1>
// CHECK-NEXT:     return %2 : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT:     %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT:     scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT:       memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT:       %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT:       %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT:         %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT:         %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT:         scf.if %6 {
// CHECK-NEXT:           %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT:           %10 = arith.ori %9, %1 : i1
// CHECK-NEXT:           memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT:         }
// CHECK-NEXT:         %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT:         %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT:         scf.yield %8 : i1
// CHECK-NEXT:       }
// CHECK-NEXT:       %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT:         %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT:         %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT:         %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT:         scf.yield %7 : i1
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = arith.andi %3, %1 : i1
// CHECK-NEXT:       memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// bufferization-lower-deallocations: no memrefs (results false), one memref without retained
// values (scf.if + memref.dealloc), one memref with retained values (aligned pointers
// compared), and the general case through the @dealloc_helper function.
func.func @empty(%arg0: memref<2xf32>) -> i1 {
  %r = bufferization.dealloc retain (%arg0 : memref<2xf32>)
  return %r : i1
}
func.func @one(%arg0: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%arg0 : memref<2xf32>) if (%c)
  return
}
func.func @one_retained(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: memref<4xi8>, %c: i1) -> (i1, i1) {
  %r:2 = bufferization.dealloc (%arg0 : memref<2xf32>) if (%c) retain (%arg1, %arg2 : memref<2xf32>, memref<4xi8>)
  return %r#0, %r#1 : i1, i1
}
func.func @general(%arg0: memref<2xf32>, %arg1: memref<5xf32>, %arg2: memref<1xf32>, %c: i1, %d: i1) -> i1 {
  %r = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<5xf32>) if (%c, %d) retain (%arg2 : memref<1xf32>)
  return %r : i1
}
