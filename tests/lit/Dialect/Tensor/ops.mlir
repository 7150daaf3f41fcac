// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @core(
func.func @core(%u: tensor<*xf32>, %t: tensor<4x?xf32>, %s: f32, %i: index) -> tensor<?x3x?xf32> {
  // CHECK: %cast = tensor.cast %arg0 : tensor<*xf32> to tensor<?x?xf32>
  %0 = tensor.cast %u : tensor<*xf32> to tensor<?x?xf32>
  // CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<4x?xf32> to tensor<*xf32>
  %1 = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  // CHECK-NEXT: %extracted = tensor.extract %arg1[%arg3, %arg3] : tensor<4x?xf32>
  %2 = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  // CHECK-NEXT: %from_elements = tensor.from_elements %arg2, %extracted : tensor<2xf32>
  %3 = tensor.from_elements %s, %2 : tensor<2xf32>
  // CHECK-NEXT: %from_elements_1 = tensor.from_elements : tensor<0xindex>
  %4 = tensor.from_elements : tensor<0xindex>
  // CHECK-NEXT: %generated = tensor.generate %arg3, %arg3 {
  // CHECK-NEXT: ^bb0(%arg4: index, %arg5: index, %arg6: index):
  // CHECK-NEXT:   tensor.yield %arg2 : f32
  // CHECK-NEXT: } : tensor<?x3x?xf32>
  %5 = tensor.generate %i, %i {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %s : f32
  } : tensor<?x3x?xf32>
  return %5 : tensor<?x3x?xf32>
}
// GENERIC-LABEL: sym_name = "core"
// GENERIC: %{{[a-z0-9]+}} = "tensor.cast"(%{{[a-z0-9]+}}) : (tensor<*xf32>) -> tensor<?x?xf32>
// GENERIC: %{{[a-z0-9]+}} = "tensor.extract"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (tensor<4x?xf32>, index, index) -> f32
// GENERIC: %{{[a-z0-9]+}} = "tensor.from_elements"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (f32, f32) -> tensor<2xf32>
// GENERIC: %{{[a-z0-9]+}} = "tensor.generate"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) ({
// GENERIC:   "tensor.yield"(%{{[a-z0-9]+}}) : (f32) -> ()
// GENERIC: }) : (index, index) -> tensor<?x3x?xf32>

// CHECK-LABEL: func.func @shapes(
func.func @shapes(%t: tensor<4x?xf32>, %s: f32, %i: index, %sh: tensor<2xi32>, %u: tensor<*xf32>) {
  // CHECK: %dim = tensor.dim %arg0, %arg2 : tensor<4x?xf32>
  %0 = tensor.dim %t, %i : tensor<4x?xf32>
  // CHECK-NEXT: %rank = tensor.rank %arg4 : tensor<*xf32>
  %1 = tensor.rank %u : tensor<*xf32>
  // CHECK-NEXT: %splat = tensor.splat %arg1[%arg2] : tensor<4x?xf32>
  %2 = tensor.splat %s[%i] : tensor<4x?xf32>
  // CHECK-NEXT: %0 = tensor.empty(%arg2) : tensor<4x?xf32>
  %3 = tensor.empty(%i) : tensor<4x?xf32>
  // CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2, %arg2] : tensor<4x?xf32>
  %4 = tensor.insert %s into %t[%i, %i] : tensor<4x?xf32>
  // CHECK-NEXT: %1 = tensor.bitcast %arg0 : tensor<4x?xf32> to tensor<4x?xi32>
  %5 = tensor.bitcast %t : tensor<4x?xf32> to tensor<4x?xi32>
  // CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
  %6 = tensor.concat dim(0) %t, %t : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
  // CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg3) : (tensor<4x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %7 = tensor.reshape %t(%sh) : (tensor<4x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  // CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<4x?xf32> into tensor<?xf32>
  %8 = tensor.collapse_shape %t [[0, 1]] : tensor<4x?xf32> into tensor<?xf32>
  // CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [4, %arg2] : tensor<?xf32> into tensor<4x?xf32>
  %9 = tensor.expand_shape %8 [[0, 1]] output_shape [4, %i] : tensor<?xf32> into tensor<4x?xf32>
  return
}
// GENERIC: "tensor.concat"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{dim = 0 : i64}> : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
// GENERIC: "tensor.collapse_shape"(%{{[a-z0-9]+}}) <{reassociation = {{\[\[}}0, 1]]}> : (tensor<4x?xf32>) -> tensor<?xf32>
// GENERIC: "tensor.expand_shape"(%{{.*}}, %{{[a-z0-9]+}}) <{reassociation = {{\[\[}}0, 1]], static_output_shape = array<i64: 4, -9223372036854775808>}> : (tensor<?xf32>, index) -> tensor<4x?xf32>

// CHECK-LABEL: func.func @slices(
func.func @slices(%t: tensor<8x16x4xf32>, %i: index, %s: f32) {
  // CHECK: %extracted_slice = tensor.extract_slice %arg0[0, %arg1, 0] [4, 1, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
  %0 = tensor.extract_slice %t[0, %i, 0][4, 1, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
  // CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, 2, 0] [4, 1, 4] [1, 1, 1] : tensor<4x4xf32> into tensor<8x16x4xf32>
  %1 = tensor.insert_slice %0 into %t[0, 2, 0][4, 1, 4][1, 1, 1] : tensor<4x4xf32> into tensor<8x16x4xf32>
  // CHECK-NEXT: %padded = tensor.pad %extracted_slice nofold low[1, %arg1] high[2, 0] {
  // CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
  // CHECK-NEXT:   tensor.yield %arg2 : f32
  // CHECK-NEXT: } : tensor<4x4xf32> to tensor<7x?xf32>
  %2 = tensor.pad %0 nofold low[1, %i] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %s : f32
  } : tensor<4x4xf32> to tensor<7x?xf32>
  return
}
// GENERIC: "tensor.extract_slice"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808, 0>, static_sizes = array<i64: 4, 1, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>, index) -> tensor<4x4xf32>
// GENERIC: "tensor.pad"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{nofold, operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 2, 0>, static_low = array<i64: 1, -9223372036854775808>}> ({

// CHECK-LABEL: func.func @gather_scatter(
func.func @gather_scatter(%dest: tensor<4x5x6xf32>, %indices: tensor<1x3x2xindex>) {
  // CHECK: %gather = tensor.gather %arg0[%arg1] gather_dims([1, 2]) unique : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
  %0 = tensor.gather %dest[%indices] gather_dims([1, 2]) unique : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
  // CHECK-NEXT: %scatter = tensor.scatter %gather into %arg0[%arg1] scatter_dims([1, 2]) unique : (tensor<1x3x4xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
  %1 = tensor.scatter %0 into %dest[%indices] scatter_dims([1, 2]) unique : (tensor<1x3x4xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
  return
}
// GENERIC: "tensor.gather"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{gather_dims = array<i64: 1, 2>, unique}> : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
