// RUN: oxir-opt %s --convert-vector-to-llvm --split-input-file | FileCheck %s

// convert-vector-to-llvm as mlir-opt 22 prints it: scalar prints become calls into the runner
// utilities (integers extended to 64 bits, booleans zero-extended, index through printU64), strings
// a private global passed to printString, punctuation its own call; vector prints wait for
// convert-vector-to-scf. Broadcasts, bitcasts, fma (n-D ones unrolled first), shuffles, extracts,
// inserts and from_elements on arrays of 1-D vectors; step becomes a constant, hoisted.

// CHECK: llvm.func @printString(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @vector_print_str(dense<[104, 105, 0]> : tensor<3xi8>) {addr_space = 0 : i32} : !llvm.array<3 x i8>
// CHECK-NEXT: llvm.func @printU64(i64)
// CHECK-NEXT: llvm.func @printComma()
// CHECK-NEXT: llvm.func @printF32(f32)
// CHECK-NEXT: llvm.func @printNewline()
// CHECK-NEXT: llvm.func @printI64(i64)
// CHECK-NEXT: func.func @p(%arg0: i32, %arg1: f32, %arg2: vector<2x3xf32>, %arg3: index, %arg4: i1, %arg5: vector<2xi8>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%1) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printF32(%arg1) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: vector.print %arg2 : vector<2x3xf32>
// CHECK-NEXT: llvm.call @printU64(%0) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %2 = arith.extui %arg4 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%2) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: vector.print %arg5 : vector<2xi8>
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %3 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT: %4 = llvm.getelementptr %3[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i8>
// CHECK-NEXT: llvm.call @printString(%4) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
func.func @p(%a: i32, %f: f32, %v: vector<2x3xf32>, %i: index, %b: i1, %u: vector<2xi8>) {
  vector.print %a : i32
  vector.print %f : f32 punctuation <comma>
  vector.print %v : vector<2x3xf32>
  vector.print %i : index
  vector.print %b : i1
  vector.print %u : vector<2xi8>
  vector.print punctuation <newline>
  vector.print str "hi"
  return
}

// -----

// CHECK: func.func @l(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<2x4xf32>, %arg4: index) -> (vector<4xf32>, vector<2x4xf32>, vector<8xi16>, vector<2x4xf32>, vector<3xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, vector<2xf32>, vector<4xindex>, vector<2x4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst_0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.insertelement %arg2, %2[%3 : i32] : vector<4xf32>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %9 = llvm.insertelement %arg2, %7[%8 : i32] : vector<4xf32>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %9 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %6[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %12 = llvm.insertvalue %10, %11[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %14 = llvm.bitcast %arg0 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT: %15 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %16 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %18 = llvm.intr.fmuladd(%15, %16, %17) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %20 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %21 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %22 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %23 = llvm.intr.fmuladd(%20, %21, %22) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %19[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %25 = builtin.unrealized_conversion_cast %24 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %26 = llvm.shufflevector %arg0, %arg1 [0, 5, 7] : vector<4xf32>
// CHECK-NEXT: %27 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %28 = llvm.extractelement %arg0[%27 : i64] : vector<4xf32>
// CHECK-NEXT: %29 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %30 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %31 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %32 = llvm.extractelement %30[%31 : i64] : vector<4xf32>
// CHECK-NEXT: %33 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %34 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %35 = llvm.insertelement %arg2, %33[%34 : i64] : vector<4xf32>
// CHECK-NEXT: %36 = llvm.insertvalue %35, %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %37 = builtin.unrealized_conversion_cast %36 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %38 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %40 = llvm.insertelement %arg2, %38[%39 : i64] : vector<2xf32>
// CHECK-NEXT: %41 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %42 = llvm.insertelement %28, %40[%41 : i64] : vector<2xf32>
// CHECK-NEXT: %43 = llvm.insertvalue %arg0, %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %44 = builtin.unrealized_conversion_cast %43 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %45 = llvm.intr.fmuladd(%arg0, %arg1, %arg0) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: return %5, %13, %14, %25, %26, %28, %29, %32, %37, %42, %cst, %44, %45 : vector<4xf32>, vector<2x4xf32>, vector<8xi16>, vector<2x4xf32>, vector<3xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, vector<2xf32>, vector<4xindex>, vector<2x4xf32>, vector<4xf32>
func.func @l(%a: vector<4xf32>, %b: vector<4xf32>, %s: f32, %v2: vector<2x4xf32>, %i: index) -> (vector<4xf32>, vector<2x4xf32>, vector<8xi16>, vector<2x4xf32>, vector<3xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, vector<2xf32>, vector<4xindex>, vector<2x4xf32>, vector<4xf32>) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %s : f32 to vector<2x4xf32>
  %2 = vector.bitcast %a : vector<4xf32> to vector<8xi16>
  %3 = vector.fma %v2, %v2, %v2 : vector<2x4xf32>
  %4 = vector.shuffle %a, %b [0, 5, 7] : vector<4xf32>, vector<4xf32>
  %5 = vector.extract %a[2] : f32 from vector<4xf32>
  %6 = vector.extract %v2[1] : vector<4xf32> from vector<2x4xf32>
  %7 = vector.extract %v2[1, 3] : f32 from vector<2x4xf32>
  %8 = vector.insert %s, %v2[1, 2] : f32 into vector<2x4xf32>
  %9 = vector.from_elements %s, %5 : vector<2xf32>
  %10 = vector.step : vector<4xindex>
  %11 = vector.insert %a, %v2[0] : vector<4xf32> into vector<2x4xf32>
  %12 = vector.fma %a, %b, %a : vector<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : vector<4xf32>, vector<2x4xf32>, vector<8xi16>, vector<2x4xf32>, vector<3xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, vector<2xf32>, vector<4xindex>, vector<2x4xf32>, vector<4xf32>
}
