// RUN: oxir-opt %s --one-shot-bufferize=bufferize-function-boundaries --convert-scf-to-cf --convert-to-llvm \
// RUN:   --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// scf.while, scf.execute_region and scf.index_switch over tensors, bufferized by One-Shot
// Bufferize, lowered and run; the output is mlir-runner's for the same pipeline with mlir-opt 22.
// The while loop doubles a copy of the constant in place (an scf.for in its "after" region)
// until its first element reaches 100, in 6 rounds; @pick's case 0 writes a copy of its argument.

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [192,  64,  32,  -128]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT: [6]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  -1]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [7,  7,  7,  7]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  4]
func.func private @printMemrefF32(tensor<*xf32>)

// Doubles every element until the first one reaches a bound; counts the rounds.
func.func @grow(%t: tensor<4xf32>, %bound: f32) -> (tensor<4xf32>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.while (%a = %t, %k = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %x = tensor.extract %a[%c0] : tensor<4xf32>
    %go = arith.cmpf olt, %x, %bound : f32
    scf.condition(%go) %a, %k : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %b2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %b) -> tensor<4xf32> {
      %v = tensor.extract %acc[%i] : tensor<4xf32>
      %d = arith.addf %v, %v : f32
      %acc2 = tensor.insert %d into %acc[%i] : tensor<4xf32>
      scf.yield %acc2 : tensor<4xf32>
    }
    %j2 = arith.addi %j, %c1 : index
    scf.yield %b2, %j2 : tensor<4xf32>, index
  }
  return %r#0, %r#1 : tensor<4xf32>, index
}

// Picks a tensor by index: case 0 writes a copy, case 1 a new tensor, default the input.
func.func @pick(%t: tensor<4xf32>, %c: index) -> tensor<4xf32> {
  %c3 = arith.constant 3 : index
  %f = arith.constant -1.0 : f32
  %r = scf.index_switch %c -> tensor<4xf32>
  case 0 {
    %t2 = tensor.insert %f into %t[%c3] : tensor<4xf32>
    scf.yield %t2 : tensor<4xf32>
  }
  case 1 {
    %z = arith.constant 7.0 : f32
    %e = tensor.from_elements %z, %z, %z, %z : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %bound = arith.constant 100.0 : f32
  %init = arith.constant dense<[3.0, 1.0, 0.5, -2.0]> : tensor<4xf32>
  %g:2 = func.call @grow(%init, %bound) : (tensor<4xf32>, f32) -> (tensor<4xf32>, index)
  %u = tensor.cast %g#0 : tensor<4xf32> to tensor<*xf32>
  func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %n = arith.index_cast %g#1 : index to i64
  %nf = arith.sitofp %n : i64 to f32
  %e = scf.execute_region -> tensor<1xf32> {
    %t = tensor.from_elements %nf : tensor<1xf32>
    scf.yield %t : tensor<1xf32>
  }
  %ue = tensor.cast %e : tensor<1xf32> to tensor<*xf32>
  func.call @printMemrefF32(%ue) : (tensor<*xf32>) -> ()
  %q = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %p0 = func.call @pick(%q, %c0) : (tensor<4xf32>, index) -> tensor<4xf32>
  %p1 = func.call @pick(%q, %c1) : (tensor<4xf32>, index) -> tensor<4xf32>
  %p2 = func.call @pick(%q, %c2) : (tensor<4xf32>, index) -> tensor<4xf32>
  %u0 = tensor.cast %p0 : tensor<4xf32> to tensor<*xf32>
  %u1 = tensor.cast %p1 : tensor<4xf32> to tensor<*xf32>
  %u2 = tensor.cast %p2 : tensor<4xf32> to tensor<*xf32>
  func.call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  func.call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  func.call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
