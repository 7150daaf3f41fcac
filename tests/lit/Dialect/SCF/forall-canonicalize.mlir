// RUN: oxir-opt %s -allow-unregistered-dialect -canonicalize -split-input-file | FileCheck %s

// scf.forall's canonicalization patterns (expected output from mlir-opt 22): dimensions without
// iterations (empty range, zero or negative step) remove the loop, single-iteration dimensions are
// dropped (their induction variables become the lower bounds), and a loop left without dimensions
// is inlined, its parallel_insert_slice ops becoming insert_slice ops.

// CHECK-LABEL: func.func @negative_step(
// CHECK-NEXT: return %arg0 : tensor<8xf32>
// CHECK-NEXT: }
func.func @negative_step(%o: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %1 = scf.forall (%i, %j) = (0, 0) to (4, %n) step (-1, 1) shared_outs(%a = %o) -> (tensor<8xf32>) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return %1 : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @zero_step(
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @zero_step(%n: index) {
  scf.forall (%i, %j) = (0, 4) to (1, 5) step (0, 8) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @same_bounds(
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @same_bounds(%n: index, %s: index) {
  scf.forall (%i, %j) = (%n, 0) to (%n, 4) step (%s, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @wrapping_range(
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @wrapping_range() {
  scf.forall (%i, %j) = (-9223372036854775807, 0) to (9223372036854775807, 4) step (9223372036854775807, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @dynamic_single_iteration(
// CHECK-NEXT: scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT: "test.use"(%arg0, %arg1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dynamic_single_iteration(%n: index) {
  %c1 = arith.constant 1 : index
  %u = arith.addi %n, %c1 overflow<nsw> : index
  scf.forall (%i, %j) = (%n, 0) to (%u, %n) step (3, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @drop_dim_keep_attrs(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT: "test.use"(%c2, %arg1) : (index, index) -> ()
// CHECK-NEXT: } {keep = "me", mapping = []}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @drop_dim_keep_attrs(%n: index) {
  scf.forall (%i, %j) = (2, 0) to (3, %n) step (7, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {mapping = [], keep = "me"}
  return
}

// -----

// CHECK-LABEL: func.func @promote(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = "test.make"(%c2, %arg0) : (index, tensor<8x8xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg0[2, 1] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %arg1 into %arg0[1, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice, %inserted_slice_0 : tensor<8x8xf32>, tensor<8x8xf32>
// CHECK-NEXT: }
func.func @promote(%t: tensor<8x8xf32>, %s: tensor<2x3xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %r:2 = scf.forall (%i, %j) = (2, 1) to (3, 2) step (4, 4) shared_outs(%a = %t, %b = %t) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
    %x = "test.make"(%i, %a) : (index, tensor<8x8xf32>) -> tensor<2x3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %a[%i, %j] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
      tensor.parallel_insert_slice %s into %b[%j, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8x8xf32>, tensor<8x8xf32>
}
