// Properties as MLIR 22 encodes them in bytecode: arith's `isExact` flag, llvm's required
// `elem_type`, its native (non-attribute) `overflowFlags` and `noWrapFlags`, the alias attributes
// of atomics. The text is unchanged; bytecode round trips (CHECK lines from mlir-opt 22).
// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s --emit-bytecode | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --emit-bytecode --emit-bytecode-version=4 | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --emit-bytecode | oxir-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @exact
// CHECK: %0 = arith.divsi %arg0, %arg1 exact : i32
// CHECK: %1 = arith.divui %0, %arg1 : i32
// CHECK: %2 = arith.shrsi %1, %arg1 exact : i32
// CHECK: %3 = arith.shrui %2, %arg1 exact : i32
// GENERIC: "arith.divsi"(%{{.*}}, %{{.*}}) <{isExact}> : (i32, i32) -> i32
// GENERIC: "arith.divui"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "arith.shrsi"(%{{.*}}, %{{.*}}) <{isExact}> : (i32, i32) -> i32
// GENERIC: "arith.shrui"(%{{.*}}, %{{.*}}) <{isExact}> : (i32, i32) -> i32
func.func @exact(%a: i32, %b: i32) -> i32 {
  %0 = arith.divsi %a, %b exact : i32
  %1 = arith.divui %0, %b : i32
  %2 = arith.shrsi %1, %b exact : i32
  %3 = arith.shrui %2, %b exact : i32
  return %3 : i32
}

// CHECK-LABEL: llvm.func @llvm
// CHECK: %1 = llvm.alloca %0 x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
// CHECK: %2 = llvm.getelementptr inbounds %arg1[%arg0, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, i32, f32)>
// CHECK: %3 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK: %4 = llvm.atomicrmw add %1, %3 monotonic : !llvm.ptr, i32
// CHECK: %5 = llvm.add %4, %arg0 overflow<nsw, nuw> : i32
// CHECK: %6 = llvm.trunc %5 overflow<nuw> : i32 to i8
// CHECK: %7 = llvm.cmpxchg %1, %arg0, %5 acq_rel monotonic : !llvm.ptr, i32
// GENERIC: "llvm.alloca"(%{{.*}}) <{alignment = 8 : i64, elem_type = i32}> : (i32) -> !llvm.ptr
// GENERIC: "llvm.getelementptr"(%{{.*}}, %{{.*}}) <{elem_type = !llvm.struct<(i32, i32, f32)>, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: -2147483648, 2>}>
// GENERIC: "llvm.add"(%{{.*}}, %{{.*}}) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
// GENERIC: "llvm.trunc"(%{{.*}}) <{overflowFlags = 2 : i32}> : (i32) -> i8
llvm.func @llvm(%a: i32, %p: !llvm.ptr) -> i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  %0 = llvm.alloca %c x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %1 = llvm.getelementptr inbounds %p[%a, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, i32, f32)>
  %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.atomicrmw add %0, %2 monotonic : !llvm.ptr, i32
  %4 = llvm.add %3, %a overflow<nsw, nuw> : i32
  %5 = llvm.trunc %4 overflow<nuw> : i32 to i8
  %6 = llvm.cmpxchg %0, %a, %4 acq_rel monotonic : !llvm.ptr, i32
  llvm.return %4 : i32
}

// `affine.linearize_index`'s `disjoint` is a native unit property (MLIR's `UnitProp`).
// CHECK-LABEL: func.func @unit_property
// CHECK: affine.linearize_index disjoint [%arg0, %arg1] by (2, 4) : index
// CHECK: affine.linearize_index [%arg0, %arg1] by (2, 4) : index
// GENERIC: "affine.linearize_index"(%{{.*}}, %{{.*}}) <{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 2, 4>}> : (index, index) -> index
func.func @unit_property(%n: index, %m: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%n, %m] by (2, 4) : index
  %1 = affine.linearize_index [%n, %m] by (2, 4) : index
  return %0, %1 : index, index
}
