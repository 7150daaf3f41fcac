// RUN: oxir-opt %s --split-input-file --loop-invariant-code-motion | FileCheck %s

// Ops on tensors have no memory effects: linalg's structured ops (RecursivelySpeculatable on
// tensors: hoisted when their bodies may be speculated, so not a division) and
// vector.transfer_read/transfer_write (Speculatable on tensors) leave the loop as in MLIR 22;
// on memrefs, and masked or gathered, they stay. CHECK lines: mlir-opt 22's output.

// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %mapped = linalg.map { arith.negf } ins(%arg0 : tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>)
// CHECK-NEXT: %reduced = linalg.reduce ins(%arg0 : tensor<4x4xf32>) outs(%arg2 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %8 = arith.addf %in, %init : f32
// CHECK-NEXT: linalg.yield %8 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) permutation = [1, 0]
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg2 : tensor<4xf32>) outs(%arg1 : tensor<4x4xf32>) dimensions = [1]
// CHECK-NEXT: %0 = linalg.fill ins(%arg6 : f32) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %1 = linalg.matmul ins(%arg0, %arg0 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %2 = linalg.copy ins(%arg0 : tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %3 = linalg.exp ins(%arg0 : tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %4 = linalg.add ins(%arg0, %arg0 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %5 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %6 = linalg.dot ins(%arg2, %arg2 : tensor<4xf32>, tensor<4xf32>) outs(%arg9 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %7 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg3, %arg3] : tensor<4x4xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg3, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg6 into %arg0[%arg3, %arg3] : tensor<4x4xf32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 1] high[1, 1] {
// CHECK-NEXT: ^bb0(%arg10: index, %arg11: index):
// CHECK-NEXT: tensor.yield %arg6 : f32
// CHECK-NEXT: } : tensor<4x4xf32> to tensor<6x6xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : tensor<4x4xf32> into tensor<16xf32>
// CHECK-NEXT: %splat = tensor.splat %arg6 : tensor<4xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg6, %arg6 : tensor<2xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[%arg3, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg8) : (tensor<4x4xf32>, tensor<1xindex>) -> tensor<16xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: scf.for %arg10 = %arg3 to %arg4 step %arg5 {
// CHECK-NEXT: %8 = linalg.div ins(%arg7, %arg7 : tensor<4x4xi32>, tensor<4x4xi32>) outs(%arg7 : tensor<4x4xi32>) -> tensor<4x4xi32>
// CHECK-NEXT: %generated = tensor.generate %arg3 {
// CHECK-NEXT: ^bb0(%arg11: index):
// CHECK-NEXT: tensor.yield %arg6 : f32
// CHECK-NEXT: } : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %v: tensor<4xf32>, %lb: index, %ub: index, %s: index, %f: f32, %i: tensor<4x4xi32>, %ishape: tensor<1xindex>, %sc: tensor<f32>) {
  scf.for %iv = %lb to %ub step %s {
    %0 = linalg.map ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) (%x: f32, %o: f32) { %y = arith.negf %x : f32
      linalg.yield %y : f32 }
    %1 = linalg.reduce ins(%a : tensor<4x4xf32>) outs(%v : tensor<4xf32>) dimensions = [1] (%x: f32, %y: f32) { %z = arith.addf %x, %y : f32
      linalg.yield %z : f32 }
    %2 = linalg.transpose ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) permutation = [1, 0]
    %3 = linalg.broadcast ins(%v : tensor<4xf32>) outs(%b : tensor<4x4xf32>) dimensions = [1]
    %4 = linalg.fill ins(%f : f32) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
    %5 = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
    %6 = linalg.copy ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
    %7 = linalg.exp ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
    %8 = linalg.add ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
    %9 = linalg.div ins(%i, %i : tensor<4x4xi32>, tensor<4x4xi32>) outs(%i : tensor<4x4xi32>) -> tensor<4x4xi32>
    %10 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
    %11 = linalg.dot ins(%v, %v : tensor<4xf32>, tensor<4xf32>) outs(%sc : tensor<f32>) -> tensor<f32>
    %12 = tensor.empty() : tensor<4xf32>
    %13 = tensor.extract %a[%lb, %lb] : tensor<4x4xf32>
    %14 = tensor.extract_slice %a[%lb, 0][2, 2][1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
    %15 = tensor.insert %f into %a[%lb, %lb] : tensor<4x4xf32>
    %16 = tensor.cast %a : tensor<4x4xf32> to tensor<?x4xf32>
    %17 = tensor.pad %a low[1, 1] high[1, 1] { ^bb0(%p: index, %q: index): tensor.yield %f : f32 } : tensor<4x4xf32> to tensor<6x6xf32>
    %18 = tensor.generate %lb { ^bb0(%p: index): tensor.yield %f : f32 } : tensor<?xf32>
    %19 = tensor.collapse_shape %a [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
    %20 = tensor.splat %f : tensor<4xf32>
    %21 = tensor.from_elements %f, %f : tensor<2xf32>
    %22 = tensor.insert_slice %14 into %a[%lb, 0][2, 2][1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
    %23 = tensor.reshape %a(%ishape) : (tensor<4x4xf32>, tensor<1xindex>) -> tensor<16xf32>
    %24 = tensor.concat dim(0) %a, %a : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @hoist_linalg_ops(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%arg2 : tensor<128x128xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %3 = arith.addf %2, %out : f32
// CHECK-NEXT: linalg.yield %out : f32
// CHECK-NEXT: } -> tensor<128x128xf32>
// CHECK-NEXT: %1 = scf.for %arg7 = %arg3 to %arg4 step %arg5 iter_args(%arg8 = %arg6) -> (tensor<?x128xf32>) {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg6[%arg7, 0] [128, 128] [1, 1] : tensor<128x128xf32> into tensor<?x128xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<?x128xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<?x128xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @hoist_vector_transfer_ops(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<4x4xf32>
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg4, %arg5], %cst : tensor<128x128xf32>, vector<4x4xf32>
// CHECK-NEXT: %1 = scf.for %arg6 = %arg1 to %arg2 step %arg3 iter_args(%arg7 = %cst_0) -> (vector<4x4xf32>) {
// CHECK-NEXT: %2 = arith.addf %0, %arg7 : vector<4x4xf32>
// CHECK-NEXT: scf.yield %2 : vector<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : vector<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @hoist_vector_transfer_write(
// CHECK-NEXT: %0 = vector.transfer_write %arg6, %arg0[%arg4, %arg5] : vector<4x4xf32>, tensor<128x128xf32>
// CHECK-NEXT: %1 = scf.for %arg7 = %arg1 to %arg2 step %arg3 iter_args(%arg8 = %arg0) -> (tensor<128x128xf32>) {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg8[0, 0] [128, 128] [1, 1] : tensor<128x128xf32> into tensor<128x128xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<128x128xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<128x128xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_hoist_memref(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<4x4xf32>
// CHECK-NEXT: %0 = scf.for %arg6 = %arg1 to %arg2 step %arg3 iter_args(%arg7 = %cst_0) -> (vector<4x4xf32>) {
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg4, %arg5], %cst : memref<128x128xf32>, vector<4x4xf32>
// CHECK-NEXT: %2 = arith.addf %1, %arg7 : vector<4x4xf32>
// CHECK-NEXT: scf.yield %2 : vector<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : vector<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generic_div(
// CHECK-NEXT: %0 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %arg0) -> (tensor<4xi32>) {
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xi32>) outs(%arg1 : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: %3 = arith.divsi %in, %out : i32
// CHECK-NEXT: linalg.yield %3 : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: %2 = arith.addi %1, %arg6 : tensor<4xi32>
// CHECK-NEXT: scf.yield %2 : tensor<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<4xi32>
// CHECK-NEXT: }
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @hoist_linalg_ops(%a : tensor<128x128xf32>,
                            %b : tensor<128x128xf32>,
                            %c: tensor<128x128xf32>,
                            %lb : index,
                            %ub : index,
                            %step : index,
                            %output : tensor<?x128xf32>) -> tensor<?x128xf32> {
  %final =
  scf.for %i = %lb to %ub step %step iter_args(%acc = %output)
                                            -> tensor<?x128xf32> {
    %compute = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<128x128xf32>, tensor<128x128xf32>) outs(%c : tensor<128x128xf32>) {
    ^bb0(%in : f32, %in2 : f32, %in3 : f32):
      %mul = arith.mulf %in, %in2 : f32
      %add = arith.addf %mul, %in3 : f32
      linalg.yield %in3 : f32
    } -> tensor<128x128xf32>
    %newacc = tensor.insert_slice %compute into
                                  %output[%i, 0][128, 128][1, 1]
                                  : tensor<128x128xf32> into tensor<?x128xf32>
    scf.yield %newacc : tensor<?x128xf32>
  }
  func.return %final : tensor<?x128xf32>
}
func.func @hoist_vector_transfer_ops(%a : tensor<128x128xf32>, %lb : index, %ub : index, %step : index, %ida : index, %idb : index) -> vector<4x4xf32> {
  %cst_0 = arith.constant 0.0 : f32
  %cst = arith.constant dense<0.0> : vector<4x4xf32>
  %final = scf.for %i = %lb to %ub step %step iter_args(%acc = %cst) -> vector<4x4xf32> {
    %read = vector.transfer_read %a[%ida, %idb], %cst_0 : tensor<128x128xf32>, vector<4x4xf32>
    %out = arith.addf %read, %acc : vector<4x4xf32>
    scf.yield %out : vector<4x4xf32>
  }
  func.return %final : vector<4x4xf32>
}
func.func @hoist_vector_transfer_write(%a : tensor<128x128xf32>, %lb : index, %ub : index, %step : index, %ida : index, %idb : index, %v : vector<4x4xf32>) -> tensor<128x128xf32> {
  %final = scf.for %i = %lb to %ub step %step iter_args(%acc = %a) -> tensor<128x128xf32> {
    %w = vector.transfer_write %v, %a[%ida, %idb] : vector<4x4xf32>, tensor<128x128xf32>
    %r = tensor.insert_slice %w into %acc[0, 0][128, 128][1, 1] : tensor<128x128xf32> into tensor<128x128xf32>
    scf.yield %r : tensor<128x128xf32>
  }
  func.return %final : tensor<128x128xf32>
}
func.func @no_hoist_memref(%a : memref<128x128xf32>, %lb : index, %ub : index, %step : index, %ida : index, %idb : index) -> vector<4x4xf32> {
  %cst_0 = arith.constant 0.0 : f32
  %cst = arith.constant dense<0.0> : vector<4x4xf32>
  %final = scf.for %i = %lb to %ub step %step iter_args(%acc = %cst) -> vector<4x4xf32> {
    %read = vector.transfer_read %a[%ida, %idb], %cst_0 : memref<128x128xf32>, vector<4x4xf32>
    %out = arith.addf %read, %acc : vector<4x4xf32>
    scf.yield %out : vector<4x4xf32>
  }
  func.return %final : vector<4x4xf32>
}
func.func @generic_div(%a : tensor<4xi32>, %c: tensor<4xi32>, %lb : index, %ub : index, %step : index) -> tensor<4xi32> {
  %final = scf.for %i = %lb to %ub step %step iter_args(%acc = %a) -> tensor<4xi32> {
    %compute = linalg.generic {indexing_maps = [affine_map<(d0)->(d0)>, affine_map<(d0)->(d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xi32>) outs(%c : tensor<4xi32>) {
    ^bb0(%in : i32, %o : i32):
      %d = arith.divsi %in, %o : i32
      linalg.yield %d : i32
    } -> tensor<4xi32>
    %s = arith.addi %compute, %acc : tensor<4xi32>
    scf.yield %s : tensor<4xi32>
  }
  func.return %final : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg2], %arg8, %arg6 : tensor<16xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg8 : f32 to vector<4xf32>
// CHECK-NEXT: %2 = vector.reduction <add>, %arg7 : vector<4xf32> into f32
// CHECK-NEXT: %3 = vector.transfer_write %arg7, %arg0[%arg2] : vector<4xf32>, tensor<16xf32>
// CHECK-NEXT: scf.for %arg9 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: %4 = vector.gather %arg0[%arg2] [%arg5], %arg6, %arg7 : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: %5 = vector.mask %arg6 { vector.transfer_read %arg0[%arg2], %arg8 : tensor<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: %6 = vector.transfer_read %arg1[%arg2], %arg8 : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: %7 = vector.load %arg1[%arg2] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @f(%a: tensor<16xf32>, %m: memref<16xf32>, %lb: index, %ub: index, %s: index, %idx: vector<4xindex>, %mask: vector<4xi1>, %pass: vector<4xf32>, %f: f32) {
  scf.for %iv = %lb to %ub step %s {
    %0 = vector.gather %a[%lb][%idx], %mask, %pass : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %1 = vector.mask %mask { vector.transfer_read %a[%lb], %f : tensor<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
    %2 = vector.transfer_read %a[%lb], %f, %mask : tensor<16xf32>, vector<4xf32>
    %3 = vector.transfer_read %m[%lb], %f : memref<16xf32>, vector<4xf32>
    %4 = vector.load %m[%lb] : memref<16xf32>, vector<4xf32>
    %5 = vector.broadcast %f : f32 to vector<4xf32>
    %6 = vector.reduction <add>, %pass : vector<4xf32> into f32
    %7 = vector.transfer_write %pass, %a[%lb] : vector<4xf32>, tensor<16xf32>
  }
  return
}
