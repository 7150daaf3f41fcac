// RUN: oxir-opt %s --convert-vector-to-llvm --split-input-file | FileCheck %s

// convert-vector-to-llvm of vector.interleave/deinterleave (shufflevector for fixed lengths,
// llvm.intr.vector.(de)interleave2 for scalable ones, n-D unrolled), scalable.insert/extract,
// expandload/compressstore, scalable vector.step, 0-D fma and reductions, n-D bitcasts (unrolled) and
// shuffles (index-typed positions; an in-order shuffle of one operand folds to it).
// The CHECK lines are mlir-opt 22's output.

func.func @interleave(%a: vector<i8>, %b: vector<i8>, %c: vector<4xf32>, %d: vector<4xf32>, %e: vector<[4]xi32>, %f: vector<2x3xi8>) -> (vector<2xi8>, vector<8xf32>, vector<[8]xi32>, vector<2x6xi8>) {
  %0 = vector.interleave %a, %b : vector<i8> -> vector<2xi8>
  %1 = vector.interleave %c, %d : vector<4xf32> -> vector<8xf32>
  %2 = vector.interleave %e, %e : vector<[4]xi32> -> vector<[8]xi32>
  %3 = vector.interleave %f, %f : vector<2x3xi8> -> vector<2x6xi8>
  return %0, %1, %2, %3 : vector<2xi8>, vector<8xf32>, vector<[8]xi32>, vector<2x6xi8>
}
// CHECK-LABEL: func.func @interleave(%arg0: vector<i8>, %arg1: vector<i8>, %arg2: vector<4xf32>, %arg3: vector<4xf32>, %arg4: vector<[4]xi32>, %arg5: vector<2x3xi8>) -> (vector<2xi8>, vector<8xf32>, vector<[8]xi32>, vector<2x6xi8>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : vector<2x3xi8> to !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<i8> to vector<1xi8>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<i8> to vector<1xi8>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x6xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<2x6xi8> to !llvm.array<2 x vector<6xi8>>
// CHECK-NEXT: %4 = llvm.shufflevector %2, %1 [0, 1] : vector<1xi8>
// CHECK-NEXT: %5 = llvm.shufflevector %arg2, %arg3 [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>
// CHECK-NEXT: %6 = "llvm.intr.vector.interleave2"(%arg4, %arg4) : (vector<[4]xi32>, vector<[4]xi32>) -> vector<[8]xi32>
// CHECK-NEXT: %7 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %9 = llvm.shufflevector %7, %8 [0, 3, 1, 4, 2, 5] : vector<3xi8>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %3[0] : !llvm.array<2 x vector<6xi8>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %12 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %13 = llvm.shufflevector %11, %12 [0, 3, 1, 4, 2, 5] : vector<3xi8>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %10[1] : !llvm.array<2 x vector<6xi8>>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<2 x vector<6xi8>> to vector<2x6xi8>
// CHECK-NEXT: return %4, %5, %6, %15 : vector<2xi8>, vector<8xf32>, vector<[8]xi32>, vector<2x6xi8>
// CHECK-NEXT: }

// -----


func.func @deinterleave(%a: vector<6xi32>, %b: vector<[4]xf32>, %c: vector<2x4xf16>) -> (vector<3xi32>, vector<[2]xf32>, vector<2x2xf16>) {
  %0, %1 = vector.deinterleave %a : vector<6xi32> -> vector<3xi32>
  %2, %3 = vector.deinterleave %b : vector<[4]xf32> -> vector<[2]xf32>
  %4, %5 = vector.deinterleave %c : vector<2x4xf16> -> vector<2x2xf16>
  return %1, %2, %5 : vector<3xi32>, vector<[2]xf32>, vector<2x2xf16>
}
// CHECK-LABEL: func.func @deinterleave(%arg0: vector<6xi32>, %arg1: vector<[4]xf32>, %arg2: vector<2x4xf16>) -> (vector<3xi32>, vector<[2]xf32>, vector<2x2xf16>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x4xf16> to !llvm.array<2 x vector<4xf16>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x2xf16> to !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %2 = llvm.mlir.poison : vector<6xi32>
// CHECK-NEXT: %3 = llvm.shufflevector %arg0, %2 [0, 2, 4] : vector<6xi32>
// CHECK-NEXT: %4 = llvm.shufflevector %arg0, %2 [1, 3, 5] : vector<6xi32>
// CHECK-NEXT: %5 = "llvm.intr.vector.deinterleave2"(%arg1) : (vector<[4]xf32>) -> !llvm.struct<(vector<[2]xf32>, vector<[2]xf32>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[0] : !llvm.struct<(vector<[2]xf32>, vector<[2]xf32>)>
// CHECK-NEXT: %7 = llvm.extractvalue %5[1] : !llvm.struct<(vector<[2]xf32>, vector<[2]xf32>)>
// CHECK-NEXT: %8 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf16>>
// CHECK-NEXT: %9 = llvm.mlir.poison : vector<4xf16>
// CHECK-NEXT: %10 = llvm.shufflevector %8, %9 [0, 2] : vector<4xf16>
// CHECK-NEXT: %11 = llvm.shufflevector %8, %9 [1, 3] : vector<4xf16>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %1[0] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %13 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf16>>
// CHECK-NEXT: %14 = llvm.mlir.poison : vector<4xf16>
// CHECK-NEXT: %15 = llvm.shufflevector %13, %14 [0, 2] : vector<4xf16>
// CHECK-NEXT: %16 = llvm.shufflevector %13, %14 [1, 3] : vector<4xf16>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %12[1] : !llvm.array<2 x vector<2xf16>>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.array<2 x vector<2xf16>> to vector<2x2xf16>
// CHECK-NEXT: return %4, %6, %18 : vector<3xi32>, vector<[2]xf32>, vector<2x2xf16>
// CHECK-NEXT: }

// -----


func.func @scalable_insert_extract(%sub: vector<4xf32>, %sv: vector<[4]xf32>) -> (vector<[4]xf32>, vector<8xf32>) {
  %0 = vector.scalable.insert %sub, %sv[4] : vector<4xf32> into vector<[4]xf32>
  %1 = vector.scalable.extract %0[8] : vector<8xf32> from vector<[4]xf32>
  return %0, %1 : vector<[4]xf32>, vector<8xf32>
}
// CHECK-LABEL: func.func @scalable_insert_extract(%arg0: vector<4xf32>, %arg1: vector<[4]xf32>) -> (vector<[4]xf32>, vector<8xf32>) {
// CHECK-NEXT: %0 = llvm.intr.vector.insert %arg0, %arg1[4] : vector<4xf32> into vector<[4]xf32>
// CHECK-NEXT: %1 = llvm.intr.vector.extract %0[8] : vector<8xf32> from vector<[4]xf32>
// CHECK-NEXT: return %0, %1 : vector<[4]xf32>, vector<8xf32>
// CHECK-NEXT: }

// -----


func.func @expand_compress(%base: memref<?x?xindex>, %i: index, %mask: vector<11xi1>, %pass: vector<11xindex>) {
  %0 = vector.expandload %base[%i, %i], %mask, %pass : memref<?x?xindex>, vector<11xi1>, vector<11xindex> into vector<11xindex>
  vector.compressstore %base[%i, %i], %mask, %0 : memref<?x?xindex>, vector<11xi1>, vector<11xindex>
  return
}
// CHECK-LABEL: func.func @expand_compress(%arg0: memref<?x?xindex>, %arg1: index, %arg2: vector<11xi1>, %arg3: vector<11xindex>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<11xindex> to vector<11xi64>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xindex> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT: %6 = llvm.add %5, %1 : i64
// CHECK-NEXT: %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %8 = "llvm.intr.masked.expandload"(%7, %arg2, %0) : (!llvm.ptr, vector<11xi1>, vector<11xi64>) -> vector<11xi64>
// CHECK-NEXT: %9 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mul %1, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %1 : i64
// CHECK-NEXT: %13 = llvm.getelementptr %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: "llvm.intr.masked.compressstore"(%8, %13, %arg2) : (vector<11xi64>, !llvm.ptr, vector<11xi1>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----


func.func @step_scalable() -> vector<[8]xindex> {
  %0 = vector.step : vector<[8]xindex>
  return %0 : vector<[8]xindex>
}
// CHECK-LABEL: func.func @step_scalable() -> vector<[8]xindex> {
// CHECK-NEXT: %0 = llvm.intr.stepvector : vector<[8]xi64>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : vector<[8]xi64> to vector<[8]xindex>
// CHECK-NEXT: return %1 : vector<[8]xindex>
// CHECK-NEXT: }

// -----


func.func @zero_d(%a: vector<f64>, %b: vector<i32>, %acc: i32) -> (vector<f64>, f64, i32) {
  %0 = vector.fma %a, %a, %a : vector<f64>
  %1 = vector.reduction <mul>, %a : vector<f64> into f64
  %2 = vector.reduction <maxsi>, %b, %acc : vector<i32> into i32
  return %0, %1, %2 : vector<f64>, f64, i32
}
// CHECK-LABEL: func.func @zero_d(%arg0: vector<f64>, %arg1: vector<i32>, %arg2: i32) -> (vector<f64>, f64, i32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<i32> to vector<1xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<f64> to vector<1xf64>
// CHECK-NEXT: %2 = llvm.intr.fmuladd(%1, %1, %1) : (vector<1xf64>, vector<1xf64>, vector<1xf64>) -> vector<1xf64>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<1xf64> to vector<f64>
// CHECK-NEXT: %4 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT: %5 = "llvm.intr.vector.reduce.fmul"(%4, %1) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<1xf64>) -> f64
// CHECK-NEXT: %6 = "llvm.intr.vector.reduce.smax"(%0) : (vector<1xi32>) -> i32
// CHECK-NEXT: %7 = llvm.icmp "sge" %arg2, %6 : i32
// CHECK-NEXT: %8 = llvm.select %7, %arg2, %6 : i1, i32
// CHECK-NEXT: return %3, %5, %8 : vector<f64>, f64, i32
// CHECK-NEXT: }

// -----


func.func @bitcast_nd(%a: vector<2x2x4xi32>) -> vector<2x2x2xi64> {
  %0 = vector.bitcast %a : vector<2x2x4xi32> to vector<2x2x2xi64>
  return %0 : vector<2x2x2xi64>
}
// CHECK-LABEL: func.func @bitcast_nd(%arg0: vector<2x2x4xi32>) -> vector<2x2x2xi64> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x4xi32> to !llvm.array<2 x array<2 x vector<4xi32>>>
// CHECK-NEXT: %1 = ub.poison : vector<2x2x2xi64>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<2x2x2xi64> to !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<4xi32>>>
// CHECK-NEXT: %4 = llvm.bitcast %3 : vector<4xi32> to vector<2xi64>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %2[0, 0] : !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT: %6 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<4xi32>>>
// CHECK-NEXT: %7 = llvm.bitcast %6 : vector<4xi32> to vector<2xi64>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %5[0, 1] : !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT: %9 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<4xi32>>>
// CHECK-NEXT: %10 = llvm.bitcast %9 : vector<4xi32> to vector<2xi64>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %8[1, 0] : !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT: %12 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<4xi32>>>
// CHECK-NEXT: %13 = llvm.bitcast %12 : vector<4xi32> to vector<2xi64>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %11[1, 1] : !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<2 x array<2 x vector<2xi64>>> to vector<2x2x2xi64>
// CHECK-NEXT: return %15 : vector<2x2x2xi64>
// CHECK-NEXT: }

// -----


func.func @shuffles(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<3xf32>) -> (vector<4xf32>, vector<2xf32>, vector<3xf32>) {
  %0 = vector.shuffle %a, %b [4, 0, 2, 1] : vector<2xf32>, vector<3xf32>
  %1 = vector.shuffle %a, %b [0, 1] : vector<2xf32>, vector<3xf32>
  %2 = vector.shuffle %b, %c [3, 4, 5] : vector<3xf32>, vector<3xf32>
  return %0, %1, %2 : vector<4xf32>, vector<2xf32>, vector<3xf32>
}
// CHECK-LABEL: func.func @shuffles(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: vector<3xf32>) -> (vector<4xf32>, vector<2xf32>, vector<3xf32>) {
// CHECK-NEXT: %0 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %1 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %2 = llvm.extractelement %arg1[%1 : i64] : vector<3xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertelement %2, %0[%3 : i64] : vector<4xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %6 = llvm.extractelement %arg0[%5 : i64] : vector<2xf32>
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %8 = llvm.insertelement %6, %4[%7 : i64] : vector<4xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %10 = llvm.extractelement %arg1[%9 : i64] : vector<3xf32>
// CHECK-NEXT: %11 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %12 = llvm.insertelement %10, %8[%11 : i64] : vector<4xf32>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %14 = llvm.extractelement %arg0[%13 : i64] : vector<2xf32>
// CHECK-NEXT: %15 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %16 = llvm.insertelement %14, %12[%15 : i64] : vector<4xf32>
// CHECK-NEXT: return %16, %arg0, %arg2 : vector<4xf32>, vector<2xf32>, vector<3xf32>
// CHECK-NEXT: }
