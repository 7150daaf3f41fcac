// RUN: oxir-opt %s --convert-vector-to-llvm | FileCheck %s --check-prefix=CMP32
// RUN: oxir-opt %s --convert-vector-to-llvm=force-32bit-vector-indices=0 | FileCheck %s --check-prefix=CMP64
//
// A 1-D scalable vector.create_mask is llvm.intr.stepvector < broadcast(bound), in i32 lanes by
// default and i64 ones with force-32bit-vector-indices=0. CHECK lines from mlir-opt 22.

// CMP32-LABEL: func.func @scalable_create_mask(%arg0: index) -> vector<[11]xi1> {
// CMP32-NEXT: %0 = llvm.intr.stepvector : vector<[11]xi32>
// CMP32-NEXT: %1 = arith.index_cast %arg0 : index to i32
// CMP32-NEXT: %2 = llvm.mlir.poison : vector<[11]xi32>
// CMP32-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CMP32-NEXT: %4 = llvm.insertelement %1, %2[%3 : i32] : vector<[11]xi32>
// CMP32-NEXT: %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<[11]xi32>
// CMP32-NEXT: %6 = arith.cmpi slt, %0, %5 : vector<[11]xi32>
// CMP32-NEXT: return %6 : vector<[11]xi1>
// CMP32-NEXT: }
// CMP32-LABEL: func.func @scalable_create_mask_constant_bound() -> vector<[4]xi1> {
// CMP32-NEXT: %c3 = arith.constant 3 : index
// CMP32-NEXT: %0 = llvm.intr.stepvector : vector<[4]xi32>
// CMP32-NEXT: %1 = arith.index_cast %c3 : index to i32
// CMP32-NEXT: %2 = llvm.mlir.poison : vector<[4]xi32>
// CMP32-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CMP32-NEXT: %4 = llvm.insertelement %1, %2[%3 : i32] : vector<[4]xi32>
// CMP32-NEXT: %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<[4]xi32>
// CMP32-NEXT: %6 = arith.cmpi slt, %0, %5 : vector<[4]xi32>
// CMP32-NEXT: return %6 : vector<[4]xi1>
// CMP32-NEXT: }

// CMP64-LABEL: func.func @scalable_create_mask(%arg0: index) -> vector<[11]xi1> {
// CMP64-NEXT: %0 = llvm.intr.stepvector : vector<[11]xi64>
// CMP64-NEXT: %1 = arith.index_cast %arg0 : index to i64
// CMP64-NEXT: %2 = llvm.mlir.poison : vector<[11]xi64>
// CMP64-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CMP64-NEXT: %4 = llvm.insertelement %1, %2[%3 : i32] : vector<[11]xi64>
// CMP64-NEXT: %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<[11]xi64>
// CMP64-NEXT: %6 = arith.cmpi slt, %0, %5 : vector<[11]xi64>
// CMP64-NEXT: return %6 : vector<[11]xi1>
// CMP64-NEXT: }
// CMP64-LABEL: func.func @scalable_create_mask_constant_bound() -> vector<[4]xi1> {
// CMP64-NEXT: %c3 = arith.constant 3 : index
// CMP64-NEXT: %0 = llvm.intr.stepvector : vector<[4]xi64>
// CMP64-NEXT: %1 = arith.index_cast %c3 : index to i64
// CMP64-NEXT: %2 = llvm.mlir.poison : vector<[4]xi64>
// CMP64-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CMP64-NEXT: %4 = llvm.insertelement %1, %2[%3 : i32] : vector<[4]xi64>
// CMP64-NEXT: %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<[4]xi64>
// CMP64-NEXT: %6 = arith.cmpi slt, %0, %5 : vector<[4]xi64>
// CMP64-NEXT: return %6 : vector<[4]xi1>
// CMP64-NEXT: }

func.func @scalable_create_mask(%arg0: index) -> vector<[11]xi1> {
  %0 = vector.create_mask %arg0 : vector<[11]xi1>
  return %0 : vector<[11]xi1>
}

func.func @scalable_create_mask_constant_bound() -> vector<[4]xi1> {
  %c3 = arith.constant 3 : index
  %0 = vector.create_mask %c3 : vector<[4]xi1>
  return %0 : vector<[4]xi1>
}
