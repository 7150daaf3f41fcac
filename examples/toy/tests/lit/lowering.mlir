// RUN: toy-opt %s --convert-toy-to-loops --canonicalize --cse | FileCheck %s

// Every toy op becomes loops over buffers (memref, scf, arith); `toy.print` becomes calls to
// the runner utilities, declared in the module.

// CHECK-LABEL: func.func @main()
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C6:.*]] = arith.constant 6 : index
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64

// toy.constant: a buffer filled element by element.
// CHECK:         %[[CST:.*]] = memref.alloc() : memref<2x2xf64>
// CHECK:         memref.store %[[ONE]], %[[CST]][%[[C0]], %[[C0]]] : memref<2x2xf64>
// CHECK:         %[[FLAT:.*]] = memref.alloc() : memref<6xf64>

// toy.reshape: one loop over the linear index.
// CHECK:         %[[RESHAPED:.*]] = memref.alloc() : memref<2x3xf64>
// CHECK:         scf.for %[[L:.*]] = %[[C0]] to %[[C6]] step %[[C1]] {
// CHECK-NEXT:      %[[I:.*]] = arith.divui %[[L]], %[[C3]] : index
// CHECK-NEXT:      %[[J:.*]] = arith.remui %[[L]], %[[C3]] : index
// CHECK-NEXT:      %[[V:.*]] = memref.load %[[FLAT]][%[[L]]] : memref<6xf64>
// CHECK-NEXT:      memref.store %[[V]], %[[RESHAPED]][%[[I]], %[[J]]] : memref<2x3xf64>

// toy.transpose: a loop nest reading at the reversed indices.
// CHECK:         %[[T:.*]] = memref.alloc() : memref<3x2xf64>
// CHECK:         scf.for %[[I:.*]] = %[[C0]] to %[[C3]] step %[[C1]] {
// CHECK-NEXT:      scf.for %[[J:.*]] = %[[C0]] to %[[C2]] step %[[C1]] {
// CHECK-NEXT:        %[[V:.*]] = memref.load %[[RESHAPED]][%[[J]], %[[I]]] : memref<2x3xf64>
// CHECK-NEXT:        memref.store %[[V]], %[[T]][%[[I]], %[[J]]] : memref<3x2xf64>

// toy.add and toy.mul: element-wise loops.
// CHECK:         %[[SUM:.*]] = memref.alloc() : memref<2x2xf64>
// CHECK:           arith.addf
// CHECK:         %[[PROD:.*]] = memref.alloc() : memref<2x2xf64>
// CHECK:           arith.mulf

// toy.matmul: an accumulation over the inner dimension.
// CHECK:         %[[MM:.*]] = memref.alloc() : memref<3x2xf64>
// CHECK:         scf.for %[[I:.*]] = %[[C0]] to %[[C3]] step %[[C1]] {
// CHECK-NEXT:      scf.for %[[J:.*]] = %[[C0]] to %[[C2]] step %[[C1]] {
// CHECK-NEXT:        memref.store %[[ZERO]], %[[MM]][%[[I]], %[[J]]] : memref<3x2xf64>
// CHECK-NEXT:        scf.for %[[K:.*]] = %[[C0]] to %[[C2]] step %[[C1]] {
// CHECK-NEXT:          %[[A:.*]] = memref.load %[[T]][%[[I]], %[[K]]] : memref<3x2xf64>
// CHECK-NEXT:          %[[B:.*]] = memref.load %[[PROD]][%[[K]], %[[J]]] : memref<2x2xf64>
// CHECK-NEXT:          %[[AB:.*]] = arith.mulf %[[A]], %[[B]] : f64
// CHECK-NEXT:          %[[ACC:.*]] = memref.load %[[MM]][%[[I]], %[[J]]] : memref<3x2xf64>
// CHECK-NEXT:          %[[S:.*]] = arith.addf %[[ACC]], %[[AB]] : f64
// CHECK-NEXT:          memref.store %[[S]], %[[MM]][%[[I]], %[[J]]] : memref<3x2xf64>

// toy.print: `( ( a, b ), ... )` through the runner utilities.
// CHECK:         call @printOpen() : () -> ()
// CHECK:         scf.for %[[I:.*]] = %[[C0]] to %[[C3]] step %[[C1]] {
// CHECK-NEXT:      %[[NOT_FIRST:.*]] = arith.cmpi ne, %[[I]], %[[C0]] : index
// CHECK-NEXT:      scf.if %[[NOT_FIRST]] {
// CHECK-NEXT:        func.call @printComma() : () -> ()
// CHECK-NEXT:      }
// CHECK:             func.call @printF64(%{{.*}}) : (f64) -> ()
// CHECK:           func.call @printClose() : () -> ()
// CHECK:         call @printClose() : () -> ()
// CHECK-NEXT:    call @printNewline() : () -> ()

// Buffers are freed at the end of the block.
// CHECK-NEXT:    memref.dealloc %[[CST]] : memref<2x2xf64>
// CHECK:         memref.dealloc %[[MM]] : memref<3x2xf64>
// CHECK-NEXT:    return

// CHECK:       func.func private @printF64(f64)
// CHECK-NEXT:  func.func private @printComma()
// CHECK-NEXT:  func.func private @printNewline()
// CHECK-NEXT:  func.func private @printOpen()
// CHECK-NEXT:  func.func private @printClose()
// CHECK-NOT:   toy.
func.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %1 = toy.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64>
  %2 = toy.reshape(%1 : tensor<6xf64>) to tensor<2x3xf64>
  %3 = toy.transpose(%2 : tensor<2x3xf64>) to tensor<3x2xf64>
  %4 = toy.add %0, %0 : tensor<2x2xf64>
  %5 = toy.mul %4, %0 : tensor<2x2xf64>
  %6 = toy.matmul %3, %5 : (tensor<3x2xf64>, tensor<2x2xf64>) -> tensor<3x2xf64>
  toy.print %6 : tensor<3x2xf64>
  return
}
