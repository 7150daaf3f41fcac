// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s

// The custom forms of affine.apply, affine.min and affine.max: the map (an alias when printed at
// the top), the dimension operands in parentheses, the symbol operands in brackets when there are
// any; the map is a property. Expected output as mlir-opt 22 prints it.

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0 * 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<() -> (42)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0, s0 + 4, 16)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d0 floordiv 2, d1 mod 3, d0 ceildiv 4)>
// CHECK-NEXT: #map5 = affine_map<()[s0, s1] -> (s0 - s1, -s0)>
// CHECK-NEXT: #map6 = affine_map<(d0)[s0] -> (d0 * 8 + s0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @value_ops(%arg0: index, %arg1: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %0 = affine.apply #map(%arg0)[%arg1]
// CHECK-NEXT:     %1 = affine.apply #map1(%arg0)
// CHECK-NEXT:     %2 = affine.apply #map2()
// CHECK-NEXT:     %3 = affine.min #map3(%arg0)[%arg1]
// CHECK-NEXT:     %4 = affine.max #map4(%arg0, %arg1) {tag = "x"}
// CHECK-NEXT:     %5 = affine.min #map5()[%arg0, %arg1]
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @in_loop(%arg0: index, %arg1: index, %arg2: memref<?xindex>) {
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %arg0 {
// CHECK-NEXT:       %0 = affine.apply #map6(%arg3)[%arg1]
// CHECK-NEXT:       memref.store %0, %arg2[%arg3] : memref<?xindex>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: %1 = "affine.apply"(%arg4, %arg5) <{map = #map}> : (index, index) -> index
// GENERIC: %3 = "affine.apply"() <{map = #map2}> : () -> index
// GENERIC: %4 = "affine.min"(%arg4, %arg5) <{map = #map3}> : (index, index) -> index
// GENERIC-NEXT: %5 = "affine.max"(%arg4, %arg5) <{map = #map4}> {tag = "x"} : (index, index) -> index

#id = affine_map<(d0) -> (d0)>

func.func @value_ops(%a: index, %b: index) -> (index, index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 2)>(%a)[%b]
  %1 = affine.apply #id(%a)
  %2 = affine.apply affine_map<() -> (42)>()
  %3 = affine.min affine_map<(d0)[s0] -> (d0, s0 + 4, 16)>(%a)[%b]
  %4 = affine.max affine_map<(d0, d1) -> (d0 floordiv 2, d1 mod 3, d0 ceildiv 4)>(%a, %b) {tag = "x"}
  %5 = affine.min affine_map<()[s0, s1] -> (s0 - s1, -s0)>()[%a, %b]
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

func.func @in_loop(%lb: index, %ub: index, %m: memref<?xindex>) {
  scf.for %i = %lb to %ub step %lb {
    %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 8 + s0)>(%i)[%ub]
    memref.store %0, %m[%i] : memref<?xindex>
  }
  return
}
