// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s

// The custom forms of affine.for (constant, single-symbol and max/min map bounds, step,
// iter_args), affine.if (with and without else, with results) and affine.yield, and their
// properties in the generic form. Expected output as mlir-opt 22 prints it.

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0, s0 + 1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0, 100)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set2 = affine_set<(d0)[s0] : (-d0 + s0 - 1 >= 0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @loops(%arg0: index, %arg1: index, %arg2: memref<?xindex>) -> index {
// CHECK-NEXT:     affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:       affine.for %arg4 = %arg0 to %arg1 step 2 {
// CHECK-NEXT:         %1 = affine.apply #map(%arg3, %arg4)
// CHECK-NEXT:         memref.store %1, %arg2[%arg4] : memref<?xindex>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg3 = max #map1(%arg0)[%arg1] to min #map2()[%arg1] {
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.for %arg3 = 1 to 100 step 3 iter_args(%arg4 = %arg0) -> (index) {
// CHECK-NEXT:       %1 = affine.apply #map3(%arg3)[%arg4]
// CHECK-NEXT:       affine.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg3 = #map4(%arg0) to #map5()[%arg1] {
// CHECK-NEXT:     } {tag}
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @ifs(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     affine.if #set(%arg0)[%arg1] {
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.if #set1(%arg0) -> index {
// CHECK-NEXT:       affine.yield %arg0 : index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       affine.yield %arg1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:       affine.if #set2(%arg2)[%arg1] {
// CHECK-NEXT:       } else {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }


// GENERIC: "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
// GENERIC: "affine.for"(%arg3, %arg4) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 1, 1, 0>, step = 2 : index, upperBoundMap = #map1}> ({
// GENERIC: "affine.for"(%arg3, %arg4, %arg4) <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 2, 1, 0>, step = 1 : index, upperBoundMap = #map5}> ({
// GENERIC: %1 = "affine.for"(%arg3) <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 1>, step = 3 : index, upperBoundMap = #map8}> ({

#lb = affine_map<(d0)[s0] -> (d0, s0 + 1)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>

func.func @loops(%a: index, %b: index, %m: memref<?xindex>) -> index {
  affine.for %i = 0 to 10 {
    affine.for %j = %a to %b step 2 {
      %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j)
      memref.store %0, %m[%j] : memref<?xindex>
    }
  }
  affine.for %i = max #lb(%a)[%b] to min affine_map<()[s0] -> (s0, 100)>()[%b] {
  }
  %r = affine.for %i = 1 to 100 step 3 iter_args(%x = %a) -> (index) {
    %1 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%x]
    affine.yield %1 : index
  }
  affine.for %i = affine_map<(d0) -> (d0)>(%a) to affine_map<()[s0] -> (s0 * 2)>()[%b] {
  } {tag}
  return %r : index
}

func.func @ifs(%a: index, %b: index) -> index {
  affine.if #set(%a)[%b] {
  }
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%a) -> index {
    affine.yield %a : index
  } else {
    affine.yield %b : index
  }
  affine.for %i = 0 to 4 {
    affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%i)[%b] {
    } else {
    }
  }
  return %r : index
}
