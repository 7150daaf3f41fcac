// RUN: oxir-opt %s --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-scf-to-cf \
// RUN:   --convert-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// Views (subview with static and dynamic offsets and strides, rank-reducing subview, expand_shape,
// collapse_shape) lowered through expand-strided-metadata and lower-affine, then run: the printed
// views are the elements they select (same output as mlir-runner).

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<4x6xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %k = arith.muli %i, %c6 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<4x6xf32>
    }
  }
  // Rows 1..2, columns 1, 3, 5.
  %s = memref.subview %m[1, 1][2, 3][1, 2] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 2], offset: 7>>
  %su = memref.cast %s : memref<2x3xf32, strided<[6, 2], offset: 7>> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  // CHECK: rank = 2 offset = 7 sizes = [2, 3] strides = [6, 2] data =
  // CHECK-NEXT: {{\[}}[7,   9,   11],
  // CHECK-NEXT: [13,   15,   17]]

  // Dynamic offsets and stride: row %c2 from column %c1 every %c2.
  %d = memref.subview %m[%c2, %c1][1, 2][1, %c2] : memref<4x6xf32> to memref<2xf32, strided<[?], offset: ?>>
  %du = memref.cast %d : memref<2xf32, strided<[?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%du) : (memref<*xf32>) -> ()
  // CHECK: rank = 1 offset = 13 sizes = [2] strides = [2] data =
  // CHECK-NEXT: [13,  15]

  // A subview of a subview.
  %ss = memref.subview %s[1, 0][1, 2][1, 1] : memref<2x3xf32, strided<[6, 2], offset: 7>> to memref<2xf32, strided<[2], offset: 13>>
  %ssu = memref.cast %ss : memref<2xf32, strided<[2], offset: 13>> to memref<*xf32>
  call @printMemrefF32(%ssu) : (memref<*xf32>) -> ()
  // CHECK: rank = 1 offset = 13 sizes = [2] strides = [2] data =
  // CHECK-NEXT: [13,  15]

  // Reshapes.
  %e = memref.expand_shape %m [[0], [1, 2]] output_shape [4, 2, 3] : memref<4x6xf32> into memref<4x2x3xf32>
  %v = memref.load %e[%c2, %c1, %c2] : memref<4x2x3xf32>
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 17
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %w = memref.load %c[%c6] : memref<24xf32>
  call @printF32(%w) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 6
  memref.dealloc %m : memref<4x6xf32>
  return
}
