// RUN: oxir-opt %s --canonicalize | FileCheck %s

// MLIR 22's CanonicalizeContractAdd: an addition (arith.addf or arith.addi, either operand
// order) of a contraction whose accumulator is the zero constant becomes the contraction of the
// other addend; another accumulator keeps the addition.

#matvec = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
#dot = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
  iterator_types = ["reduction"]
}

// CHECK-LABEL: func.func @contract_add
// CHECK-SAME: (%[[A:.*]]: vector<2x3xf32>, %[[B:.*]]: vector<3xf32>, %[[C:.*]]: vector<2xf32>, %[[X:.*]]: vector<4xi32>, %[[Y:.*]]: vector<4xi32>, %[[S:.*]]: i32)
func.func @contract_add(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>, %x: vector<4xi32>,
                        %y: vector<4xi32>, %s: i32) -> (vector<2xf32>, i32, vector<2xf32>) {
  // CHECK: %[[ONE:.*]] = arith.constant dense<1.000000e+00> : vector<2xf32>
  // CHECK: %[[R0:.*]] = vector.contract {{.*}} %[[A]], %[[B]], %[[C]] : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  // CHECK: %[[R1:.*]] = vector.contract {{.*}} %[[X]], %[[Y]], %[[S]] : vector<4xi32>, vector<4xi32> into i32
  // CHECK: %[[R2:.*]] = vector.contract {{.*}} %[[A]], %[[B]], %[[ONE]] : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  // CHECK: %[[R3:.*]] = arith.addf %[[R2]], %[[C]] : vector<2xf32>
  // CHECK: return %[[R0]], %[[R1]], %[[R3]]
  %z = arith.constant dense<0.0> : vector<2xf32>
  %0 = vector.contract #matvec %a, %b, %z : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  %1 = arith.addf %c, %0 : vector<2xf32>
  %zi = arith.constant 0 : i32
  %2 = vector.contract #dot %x, %y, %zi : vector<4xi32>, vector<4xi32> into i32
  %3 = arith.addi %2, %s : i32
  %o = arith.constant dense<1.0> : vector<2xf32>
  %4 = vector.contract #matvec %a, %b, %o : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  %5 = arith.addf %4, %c : vector<2xf32>
  return %1, %3, %5 : vector<2xf32>, i32, vector<2xf32>
}
