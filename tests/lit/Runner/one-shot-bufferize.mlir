// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --convert-bufferization-to-memref \
// RUN:   --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm \
// RUN:   --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// A tensor program (arith, tensor, scf, func) bufferized by One-Shot Bufferize with function
// boundaries, lowered to the llvm dialect and run. The loop fills its tensor in place; the
// constant is copied before @scale writes it; tensor.from_elements allocates and stores.

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [0,  1,  3,  6,  10,  15]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [2,  4,  6,  8]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  4]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [3,  10]
// CHECK-NEXT: 10
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

// Running sums 0, 0+1, 0+1+2, ... in a loop-carried tensor.
func.func @prefix_sums(%n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%t = %e, %acc = %zero) -> (tensor<?xf32>, f32) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %s = arith.addf %acc, %f : f32
    %t2 = tensor.insert %s into %t[%i] : tensor<?xf32>
    scf.yield %t2, %s : tensor<?xf32>, f32
  }
  return %r#0 : tensor<?xf32>
}

// Doubles every element, in place.
func.func @scale(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %two = arith.constant 2.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> tensor<4xf32> {
    %x = tensor.extract %a[%i] : tensor<4xf32>
    %y = arith.mulf %x, %two : f32
    %b = tensor.insert %y into %a[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %c6 = arith.constant 6 : index
  %sums = call @prefix_sums(%c6) : (index) -> tensor<?xf32>
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %a = tensor.extract %sums[%c2] : tensor<?xf32>
  %b = tensor.extract %sums[%c4] : tensor<?xf32>
  %pair = tensor.from_elements %a, %b : tensor<2xf32>
  %u = tensor.cast %sums : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()

  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %doubled = call @scale(%cst) : (tensor<4xf32>) -> tensor<4xf32>
  %d = tensor.cast %doubled : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%d) : (tensor<*xf32>) -> ()
  %c = tensor.cast %cst : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%c) : (tensor<*xf32>) -> ()

  %c1 = arith.constant 1 : index
  %last = tensor.extract %pair[%c1] : tensor<2xf32>
  %pu = tensor.cast %pair : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%pu) : (tensor<*xf32>) -> ()
  %li = arith.fptosi %last : f32 to i64
  call @printI64(%li) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
