// RUN: oxir-opt %s --memref-expand --split-input-file | FileCheck %s

// memref-expand turns a reshape with a static-length shape operand into a reinterpret_cast:
// sizes loaded from the shape (cast to index when the shape holds integers), constants for the
// result's static dimensions, strides as suffix products of the sizes (folded where all static).

// CHECK-LABEL: func.func @dynamic_sizes(
// CHECK-SAME:  %[[SRC:.*]]: memref<2x3xf32>, %[[SHAPE:.*]]: memref<2xindex>)
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[D1:.*]] = memref.load %[[SHAPE]][%[[C1]]] : memref<2xindex>
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[S0:.*]] = arith.muli %[[ONE]], %[[D1]] : index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[D0:.*]] = memref.load %[[SHAPE]][%[[C0]]] : memref<2xindex>
// CHECK-NEXT:    %[[R:.*]] = memref.reinterpret_cast %[[SRC]] to offset: [0], sizes: [%[[D0]], %[[D1]]], strides: [%[[S0]], 1] : memref<2x3xf32> to memref<?x?xf32>
// CHECK-NEXT:    return %[[R]]
func.func @dynamic_sizes(%input : memref<2x3xf32>, %shape : memref<2xindex>) -> memref<?x?xf32> {
  %output = memref.reshape %input(%shape) : (memref<2x3xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %output : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @mixed_i32_shape(
// CHECK-SAME:  %[[SRC:.*]]: memref<*xf32>, %[[SHAPE:.*]]: memref<3xi32>)
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[L2:.*]] = memref.load %[[SHAPE]][%[[C2]]] : memref<3xi32>
// CHECK-NEXT:    %[[D2:.*]] = arith.index_cast %[[L2]] : i32 to index
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[S1:.*]] = arith.muli %[[ONE]], %[[D2]] : index
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[S0:.*]] = arith.muli %[[S1]], %[[C4]] : index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[L0:.*]] = memref.load %[[SHAPE]][%[[C0]]] : memref<3xi32>
// CHECK-NEXT:    %[[D0:.*]] = arith.index_cast %[[L0]] : i32 to index
// CHECK-NEXT:    memref.reinterpret_cast %[[SRC]] to offset: [0], sizes: [%[[D0]], 4, %[[D2]]], strides: [%[[S0]], %[[S1]], 1] : memref<*xf32> to memref<?x4x?xf32>
func.func @mixed_i32_shape(%input : memref<*xf32>, %shape : memref<3xi32>) -> memref<?x4x?xf32> {
  %output = memref.reshape %input(%shape) : (memref<*xf32>, memref<3xi32>) -> memref<?x4x?xf32>
  return %output : memref<?x4x?xf32>
}

// -----

// All static: the strides fold, the size constants stay (unused) as MLIR leaves them.
// CHECK-LABEL: func.func @static_sizes(
// CHECK-NEXT:    arith.constant 3 : index
// CHECK-NEXT:    arith.constant 2 : index
// CHECK-NEXT:    memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<6xf32> to memref<2x3xf32>
func.func @static_sizes(%input : memref<6xf32>, %shape : memref<2xindex>) -> memref<2x3xf32> {
  %output = memref.reshape %input(%shape) : (memref<6xf32>, memref<2xindex>) -> memref<2x3xf32>
  return %output : memref<2x3xf32>
}

// -----

// A dynamic-length shape gives an unranked result: left for the LLVM lowering.
// CHECK-LABEL: func.func @unranked_result(
// CHECK-NEXT:    memref.reshape
func.func @unranked_result(%input : memref<6xf32>, %shape : memref<?xindex>) -> memref<*xf32> {
  %output = memref.reshape %input(%shape) : (memref<6xf32>, memref<?xindex>) -> memref<*xf32>
  return %output : memref<*xf32>
}

// -----

// Atomic read-modify-writes of every kind lower directly in MLIR 22: none is expanded.
// CHECK-LABEL: func.func @atomics(
// CHECK-NOT:     generic_atomic_rmw
// CHECK:         memref.atomic_rmw maximumf
// CHECK:         memref.atomic_rmw minnumf
func.func @atomics(%f: f32, %m: memref<10xf32>, %i: index) -> (f32, f32) {
  %x = memref.atomic_rmw maximumf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  %y = memref.atomic_rmw minnumf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  return %x, %y : f32, f32
}
