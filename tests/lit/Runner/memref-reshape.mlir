// RUN: oxir-opt %s --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --finalize-memref-to-llvm \
// RUN:   --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s --strict-whitespace

// memref.reshape lowered by finalize-memref-to-llvm without memref-expand: a static-length shape
// (ranked result, sizes loaded from the shape) and a dynamic-length one (unranked result, filled
// by a loop), from ranked and unranked sources.

// CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[0,   1],
// CHECK-NEXT: {{^}} [2,   3],
// CHECK-NEXT: {{^}} [4,   5]]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 3 offset = 0 sizes = [1, 2, 3] strides = [6, 3, 1] data =
// CHECK-NEXT: {{\[\[\[}}0,    1,    2],
// CHECK-NEXT: {{^}}  [3,    4,    5]]]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [0,  1,  2,  3,  4,  5]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[0,   1],
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %input = memref.alloc() : memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %v = arith.index_cast %i : index to i64
    %f = arith.sitofp %v : i64 to f32
    memref.store %f, %input[%i] : memref<6xf32>
  }
  %shape2 = memref.alloc() : memref<2xindex>
  memref.store %c3, %shape2[%c0] : memref<2xindex>
  memref.store %c2, %shape2[%c1] : memref<2xindex>
  %r0 = memref.reshape %input(%shape2) : (memref<6xf32>, memref<2xindex>) -> memref<?x2xf32>
  %u0 = memref.cast %r0 : memref<?x2xf32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()

  %shape3 = memref.alloc(%c3) : memref<?xi64>
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  memref.store %one, %shape3[%c0] : memref<?xi64>
  memref.store %two, %shape3[%c1] : memref<?xi64>
  memref.store %three, %shape3[%c2] : memref<?xi64>
  %r1 = memref.reshape %input(%shape3) : (memref<6xf32>, memref<?xi64>) -> memref<*xf32>
  call @printMemrefF32(%r1) : (memref<*xf32>) -> ()

  %shape1 = memref.alloc(%c1) : memref<?xindex>
  memref.store %c6, %shape1[%c0] : memref<?xindex>
  %r2 = memref.reshape %r1(%shape1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  call @printMemrefF32(%r2) : (memref<*xf32>) -> ()

  %r3 = memref.reshape %r2(%shape2) : (memref<*xf32>, memref<2xindex>) -> memref<3x?xf32>
  %u3 = memref.cast %r3 : memref<3x?xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()

  memref.dealloc %shape1 : memref<?xindex>
  memref.dealloc %shape3 : memref<?xi64>
  memref.dealloc %shape2 : memref<2xindex>
  memref.dealloc %input : memref<6xf32>
  return
}
