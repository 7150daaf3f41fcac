// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s

// Results of one op used as different dimensions and symbols of an affine map in the custom form
// (`%0#0 * 8 + %0#1`): mlir-opt 22 prints this form (the first RUN line's CHECK lines are its
// output) but cannot read it back ("expected ']' in affine map": its parser keys the values it
// has seen by name alone); oxir reads it (found by the `passes` fuzz target).

// CHECK-LABEL: func.func @load_of_two_results
// CHECK: %[[D:.*]]:2 = affine.delinearize_index %{{.*}} into (4, 8) : index, index
// CHECK: affine.load %{{.*}}[%[[D]]#0 * 8 + %[[D]]#1] : memref<?xf32>
func.func @load_of_two_results(%n: index, %m: memref<?xf32>) -> f32 {
  %d:2 = affine.delinearize_index %n into (4, 8) : index, index
  %0 = "affine.load"(%m, %d#0, %d#1) <{map = affine_map<(d0, d1) -> (d0 * 8 + d1)>}> : (memref<?xf32>, index, index) -> f32
  return %0 : f32
}
