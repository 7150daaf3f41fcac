// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s | oxir-opt | FileCheck %s

// Gathers and scatters (to a memref, or to a tensor with a result), multi-dimensional
// reductions (the discardable attributes before the reduced dimensions) and the alignment of
// loads and stores, in the custom and generic forms mlir-opt 22 prints.

// CHECK-LABEL: func.func @gather_scatter_reduce(
func.func @gather_scatter_reduce(%base: memref<?x?xf32>, %t: tensor<?xf32>, %c: index, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>, %v: vector<4x8x16xf32>, %a: vector<8xf32>, %s: f32) {
  // CHECK-NEXT: %0 = vector.gather %arg0[%arg2, %arg2] [%arg3], %arg4, %arg5 : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  // GENERIC: %0 = "vector.gather"(%arg0, %arg2, %arg2, %arg3, %arg4, %arg5) : (memref<?x?xf32>, index, index, vector<16xi32>, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
  %0 = vector.gather %base[%c, %c][%i], %m, %p : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  // CHECK-NEXT: %1 = vector.gather %arg1[%arg2] [%arg3], %arg4, %arg5 {alignment = 8 : i64} : tensor<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  // GENERIC: %1 = "vector.gather"(%arg1, %arg2, %arg3, %arg4, %arg5) <{alignment = 8 : i64}> : (tensor<?xf32>, index, vector<16xi32>, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
  %1 = vector.gather %t[%c][%i], %m, %p {alignment = 8} : tensor<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  // CHECK-NEXT: vector.scatter %arg0[%arg2, %arg2] [%arg3], %arg4, %arg5 : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  // GENERIC: "vector.scatter"(%arg0, %arg2, %arg2, %arg3, %arg4, %arg5) : (memref<?x?xf32>, index, index, vector<16xi32>, vector<16xi1>, vector<16xf32>) -> ()
  vector.scatter %base[%c, %c][%i], %m, %p : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  // CHECK-NEXT: %2 = vector.scatter %arg1[%arg2] [%arg3], %arg4, %arg5 {alignment = 4 : i64} : tensor<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> -> tensor<?xf32>
  // GENERIC: %2 = "vector.scatter"(%arg1, %arg2, %arg3, %arg4, %arg5) <{alignment = 4 : i64}> : (tensor<?xf32>, index, vector<16xi32>, vector<16xi1>, vector<16xf32>) -> tensor<?xf32>
  %2 = vector.scatter %t[%c][%i], %m, %p {alignment = 4} : tensor<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> -> tensor<?xf32>
  // CHECK-NEXT: %3 = vector.multi_reduction <add>, %arg6, %arg7 [0, 2] : vector<4x8x16xf32> to vector<8xf32>
  // GENERIC: %3 = "vector.multi_reduction"(%arg6, %arg7) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 2>}> : (vector<4x8x16xf32>, vector<8xf32>) -> vector<8xf32>
  %3 = vector.multi_reduction <add>, %v, %a [0, 2] : vector<4x8x16xf32> to vector<8xf32>
  // CHECK-NEXT: %4 = vector.multi_reduction <maximumf>, %arg6, %arg8 {tag} [2, 0, 1] : vector<4x8x16xf32> to f32
  // GENERIC: %4 = "vector.multi_reduction"(%arg6, %arg8) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 2, 0, 1>}> {tag} : (vector<4x8x16xf32>, f32) -> f32
  %4 = vector.multi_reduction <maximumf>, %v, %s {tag} [2, 0, 1] : vector<4x8x16xf32> to f32
  // CHECK-NEXT: %5 = vector.load %arg0[%arg2, %arg2] {alignment = 16 : i64, nontemporal = true} : memref<?x?xf32>, vector<16xf32>
  // GENERIC: %5 = "vector.load"(%arg0, %arg2, %arg2) <{alignment = 16 : i64, nontemporal = true}> : (memref<?x?xf32>, index, index) -> vector<16xf32>
  %5 = vector.load %base[%c, %c] {alignment = 16, nontemporal = true} : memref<?x?xf32>, vector<16xf32>
  // CHECK-NEXT: vector.store %5, %arg0[%arg2, %arg2] {alignment = 16 : i64} : memref<?x?xf32>, vector<16xf32>
  // GENERIC: "vector.store"(%5, %arg0, %arg2, %arg2) <{alignment = 16 : i64}> : (vector<16xf32>, memref<?x?xf32>, index, index) -> ()
  vector.store %5, %base[%c, %c] {alignment = 16} : memref<?x?xf32>, vector<16xf32>
  // CHECK-NEXT: %6 = vector.maskedload %arg0[%arg2, %arg2], %arg4, %arg5 {alignment = 4 : i64} : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  // GENERIC: %6 = "vector.maskedload"(%arg0, %arg2, %arg2, %arg4, %arg5) <{alignment = 4 : i64}> : (memref<?x?xf32>, index, index, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
  %6 = vector.maskedload %base[%c, %c], %m, %p {alignment = 4} : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  // CHECK-NEXT: vector.maskedstore %arg0[%arg2, %arg2], %arg4, %6 {alignment = 4 : i64} : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
  // GENERIC: "vector.maskedstore"(%arg0, %arg2, %arg2, %arg4, %6) <{alignment = 4 : i64}> : (memref<?x?xf32>, index, index, vector<16xi1>, vector<16xf32>) -> ()
  vector.maskedstore %base[%c, %c], %m, %6 {alignment = 4} : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
  return
}
