// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s

// The affine memory ops (the map of SSA ids in brackets: dimensions as values, symbols as
// symbol(%v)) and the index ops, custom and generic form as mlir-opt 22 prints them.

// CHECK: module {
// CHECK-LABEL: func.func @access(%arg0: memref<100x100xf32>, %arg1: index) {
// CHECK:     affine.for %arg2 = 0 to 10 {
// CHECK:       affine.for %arg3 = 0 to %arg1 {
// CHECK:         %0 = affine.load %arg0[%arg2 + 3, -%arg3 + symbol(%arg1) * 2] : memref<100x100xf32>
// CHECK:         %1 = affine.load %arg0[(%arg2 + %arg3) floordiv 4, %arg3 mod 8] {tag = "x"} : memref<100x100xf32>
// CHECK:         affine.store %0, %arg0[%arg2, %arg2] : memref<100x100xf32>
// CHECK:         %2 = affine.vector_load %arg0[%arg2, symbol(%arg1)] : memref<100x100xf32>, vector<8xf32>
// CHECK:         affine.vector_store %2, %arg0[%arg3, 0] : memref<100x100xf32>, vector<8xf32>
// CHECK:         affine.prefetch %arg0[%arg2, %arg3 + 5], write, locality<1>, instr : memref<100x100xf32>
// CHECK:       }
// CHECK:     }
// CHECK:     return
// CHECK:   }
// CHECK-LABEL: func.func @rank0(%arg0: memref<f32>, %arg1: f32) -> f32 {
// CHECK:     affine.store %arg1, %arg0[] : memref<f32>
// CHECK:     %0 = affine.load %arg0[] : memref<f32>
// CHECK:     return %0 : f32
// CHECK:   }
// CHECK-LABEL: func.func @index_ops(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK:     %0:3 = affine.delinearize_index %arg0 into (2, %arg1, 4) : index, index, index
// CHECK:     %1:2 = affine.delinearize_index %arg0 into (8) : index, index
// CHECK:     %2 = affine.linearize_index [%0#0, %0#1, %0#2] by (2, %arg1, 4) : index
// CHECK:     %3 = affine.linearize_index disjoint [%1#0, %1#1] by (8) : index
// CHECK:     return %2, %3, %0#0 : index, index, index
// CHECK:   }
// CHECK: }

// GENERIC: #map = affine_map<(d0, d1)[s0] -> (d0 + 3, -d1 + s0 * 2)>
// GENERIC: #map1 = affine_map<(d0, d1) -> ((d0 + d1) floordiv 4, d1 mod 8)>
// GENERIC: #map2 = affine_map<(d0) -> (d0, d0)>
// GENERIC: #map3 = affine_map<(d0)[s0] -> (d0, s0)>
// GENERIC: #map4 = affine_map<(d0) -> (d0, 0)>
// GENERIC: #map5 = affine_map<(d0, d1) -> (d0, d1 + 5)>
// GENERIC: #map6 = affine_map<() -> (0)>
// GENERIC: #map7 = affine_map<()[s0] -> (s0)>
// GENERIC: #map8 = affine_map<() -> (10)>
// GENERIC: #map9 = affine_map<() -> ()>
// GENERIC:     "affine.for"() <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
// GENERIC:       "affine.for"(%arg5) <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map7}> ({
// GENERIC:         %5 = "affine.load"(%arg4, %arg6, %arg7, %arg5) <{map = #map}> : (memref<100x100xf32>, index, index, index) -> f32
// GENERIC:         %6 = "affine.load"(%arg4, %arg6, %arg7) <{map = #map1}> {tag = "x"} : (memref<100x100xf32>, index, index) -> f32
// GENERIC:         "affine.store"(%5, %arg4, %arg6) <{map = #map2}> : (f32, memref<100x100xf32>, index) -> ()
// GENERIC:         %7 = "affine.vector_load"(%arg4, %arg6, %arg5) <{map = #map3}> : (memref<100x100xf32>, index, index) -> vector<8xf32>
// GENERIC:         "affine.vector_store"(%7, %arg4, %arg7) <{map = #map4}> : (vector<8xf32>, memref<100x100xf32>, index) -> ()
// GENERIC:         "affine.prefetch"(%arg4, %arg6, %arg7) <{isDataCache = false, isWrite = true, localityHint = 1 : i32, map = #map5}> : (memref<100x100xf32>, index, index) -> ()
// GENERIC:     "affine.store"(%arg3, %arg2) <{map = #map9}> : (f32, memref<f32>) -> ()
// GENERIC:     %4 = "affine.load"(%arg2) <{map = #map9}> : (memref<f32>) -> f32
// GENERIC:     %0:3 = "affine.delinearize_index"(%arg0, %arg1) <{static_basis = array<i64: 2, -9223372036854775808, 4>}> : (index, index) -> (index, index, index)
// GENERIC:     %1:2 = "affine.delinearize_index"(%arg0) <{static_basis = array<i64: 8>}> : (index) -> (index, index)
// GENERIC:     %2 = "affine.linearize_index"(%0#0, %0#1, %0#2, %arg1) <{disjoint = false, operandSegmentSizes = array<i32: 3, 1>, static_basis = array<i64: 2, -9223372036854775808, 4>}> : (index, index, index, index) -> index
// GENERIC:     %3 = "affine.linearize_index"(%1#0, %1#1) <{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 8>}> : (index, index) -> index

func.func @access(%m: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %n {
      %0 = affine.load %m[%i + 3, symbol(%n) * 2 - %j] : memref<100x100xf32>
      %1 = affine.load %m[(%i + %j) floordiv 4, %j mod 8] {tag = "x"} : memref<100x100xf32>
      affine.store %0, %m[%i, %i] : memref<100x100xf32>
      %2 = affine.vector_load %m[%i, symbol(%n)] : memref<100x100xf32>, vector<8xf32>
      affine.vector_store %2, %m[%j, 0] : memref<100x100xf32>, vector<8xf32>
      affine.prefetch %m[%i, %j + 5], write, locality<1>, instr : memref<100x100xf32>
    }
  }
  return
}

func.func @rank0(%m: memref<f32>, %v: f32) -> f32 {
  affine.store %v, %m[] : memref<f32>
  %0 = affine.load %m[] : memref<f32>
  return %0 : f32
}

func.func @index_ops(%n: index, %m: index) -> (index, index, index) {
  %a:3 = affine.delinearize_index %n into (2, %m, 4) : index, index, index
  %b:2 = affine.delinearize_index %n into (8) : index, index
  %c = affine.linearize_index [%a#0, %a#1, %a#2] by (2, %m, 4) : index
  %d = affine.linearize_index disjoint [%b#0, %b#1] by (8) : index
  return %c, %d, %a#0 : index, index, index
}
