// RUN: oxir-opt %s --canonicalize | FileCheck %s

// MLIR 22's canonicalization patterns of the index casts (the CHECK lines are mlir-opt 22's
// output): IndexCastOfIndexCast and IndexCastUIOfIndexCastUI (a round trip back to the source
// type is the source, also through a narrower type, as MLIR does), IndexCastOfExtSI and
// IndexCastUIOfExtUI (the extension is skipped).

// CHECK-LABEL: func.func @round_trips
// CHECK-NEXT: %0 = arith.index_cast %arg0 : i16 to index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: return %arg0, %arg1, %1, %arg1 : i16, index, i32, index
// CHECK-NEXT: }
func.func @round_trips(%a: i16, %b: index) -> (i16, index, i32, index) {
  %0 = arith.index_cast %a : i16 to index
  %1 = arith.index_cast %0 : index to i16
  %2 = arith.index_cast %b : index to i32
  %3 = arith.index_cast %2 : i32 to index
  %4 = arith.index_cast %a : i16 to index
  %5 = arith.index_cast %4 : index to i32
  %6 = arith.index_castui %b : index to i8
  %7 = arith.index_castui %6 : i8 to index
  return %1, %3, %5, %7 : i16, index, i32, index
}

// CHECK-LABEL: func.func @of_extensions
// CHECK-NEXT: %0 = arith.index_cast %arg0 : i16 to index
// CHECK-NEXT: %1 = arith.index_castui %arg0 : i16 to index
// CHECK-NEXT: %2 = arith.index_cast %arg1 : vector<4xindex> to vector<4xi32>
// CHECK-NEXT: return %0, %1, %2 : index, index, vector<4xi32>
// CHECK-NEXT: }
func.func @of_extensions(%a: i16, %v: vector<4xindex>) -> (index, index, vector<4xi32>) {
  %e = arith.extsi %a : i16 to i32
  %0 = arith.index_cast %e : i32 to index
  %u = arith.extui %a : i16 to i32
  %1 = arith.index_castui %u : i32 to index
  %2 = arith.index_cast %v : vector<4xindex> to vector<4xi32>
  %3 = arith.index_cast %2 : vector<4xi32> to vector<4xindex>
  %4 = arith.index_cast %3 : vector<4xindex> to vector<4xi32>
  return %0, %1, %4 : index, index, vector<4xi32>
}
