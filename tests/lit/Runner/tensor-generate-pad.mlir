// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops \
// RUN:   --convert-scf-to-cf --expand-strided-metadata --lower-affine --convert-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// tensor.generate, tensor.splat and tensor.pad bufferized to memref.alloc + linalg.map (and a
// subview copy for the pad), the linalg.map lowered to scf.for loops, everything to the llvm
// dialect (the pad's memref.subview needs expand-strided-metadata, as with mlir-opt, and the sizes
// of a pad with a dynamic result are affine.apply ops for lower-affine), and run.
// mlir-opt 22 prints the same IR for this pipeline and mlir-runner the same values.

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[}}[0,   1,   2,   3],
// CHECK-NEXT: [10,   11,   12,   13],
// CHECK-NEXT: [20,   21,   22,   23]]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[2.5,   2.5,   2.5],
// CHECK-NEXT: [2.5,   2.5,   2.5]]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[}}[-1,   -1,   -1,   -1,   -1],
// CHECK-NEXT: [-1,   0,   1,   2,   -1],
// CHECK-NEXT: [-1,   10,   11,   12,   -1],
// CHECK-NEXT: [-1,   -1,   -1,   -1,   -1]]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [7,  7,  7,  7,  7]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [6, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[}}[0,   0,   0,   0],
// CHECK-NEXT: [0,   1,   2,   3],
// CHECK-NEXT: [10,   11,   12,   13],
// CHECK-NEXT: [20,   21,   22,   23],
// CHECK-NEXT: [0,   0,   0,   0],
// CHECK-NEXT: [0,   0,   0,   0]]
func.func private @printMemrefF32(tensor<*xf32>)

// Element (i, j) is 10 * i + j.
func.func @table(%n: index) -> tensor<?x4xf32> {
  %c10 = arith.constant 10 : index
  %r = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %t = arith.muli %i, %c10 : index
    %s = arith.addi %t, %j : index
    %x = arith.index_cast %s : index to i32
    %f = arith.sitofp %x : i32 to f32
    tensor.yield %f : f32
  } : tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// Pads with -1 on every side.
func.func @frame(%t: tensor<2x3xf32>) -> tensor<4x5xf32> {
  %m1 = arith.constant -1.0 : f32
  %r = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %m1 : f32
  } : tensor<2x3xf32> to tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// A dynamic number of rows: one zero row above, %h below.
func.func @grow(%t: tensor<?x4xf32>, %h: index) -> tensor<?x4xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %t low[1, 0] high[%h, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  return %p : tensor<?x4xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %t = call @table(%c3) : (index) -> tensor<?x4xf32>
  %part = tensor.extract_slice %t[0, 0] [2, 3] [1, 1] : tensor<?x4xf32> to tensor<2x3xf32>
  %p = call @frame(%part) : (tensor<2x3xf32>) -> tensor<4x5xf32>
  %u = tensor.cast %t : tensor<?x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()

  %v = arith.constant 2.5 : f32
  %s = tensor.splat %v : tensor<2x3xf32>
  %su = tensor.cast %s : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()

  %pu = tensor.cast %p : tensor<4x5xf32> to tensor<*xf32>
  call @printMemrefF32(%pu) : (tensor<*xf32>) -> ()

  %seven = arith.constant 7.0 : f32
  %d = tensor.splat %seven[%c5] : tensor<?xf32>
  %du = tensor.cast %d : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%du) : (tensor<*xf32>) -> ()

  %c2 = arith.constant 2 : index
  %t2 = call @table(%c3) : (index) -> tensor<?x4xf32>
  %g = call @grow(%t2, %c2) : (tensor<?x4xf32>, index) -> tensor<?x4xf32>
  %gu = tensor.cast %g : tensor<?x4xf32> to tensor<*xf32>
  call @printMemrefF32(%gu) : (tensor<*xf32>) -> ()
  return
}
