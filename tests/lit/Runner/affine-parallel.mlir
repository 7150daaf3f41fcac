// RUN: oxir-opt %s --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm \
// RUN:   --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// affine.parallel bands (steps, nested bands, max/min bound groups, reductions addf, maximumf,
// minimumf, mulf and addi) lowered by lower-affine to scf.parallel and run; the expected output
// is what mlir-opt 22 and mlir-runner print for the same pipeline.

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %m = memref.alloc() : memref<6x8xf32>
  // m[i, j] = i * 8 + j - 20, written by a 2-D band with steps.
  affine.parallel (%i, %j) = (0, 0) to (6, 8) step (1, 2) {
    affine.parallel (%jj) = (%j) to (%j + 2) {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1 - 20)>(%i, %jj)
      %ki = arith.index_cast %k : index to i64
      %f = arith.sitofp %ki : i64 to f32
      affine.store %f, %m[%i, %jj] : memref<6x8xf32>
    }
  }
  %u = memref.cast %m : memref<6x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // Reductions over a band whose bounds are max/min groups: rows 1..4, columns 2..6.
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %r:4 = affine.parallel (%i, %j) = (max(%c1, 0), 2) to (min(%c6 - 1, 100), min(%c6, 7)) reduce ("addf", "maximumf", "minimumf", "mulf") -> (f32, f32, f32, f32) {
    %v = affine.load %m[%i, %j] : memref<6x8xf32>
    %s = arith.constant 0.5 : f32
    %w = arith.mulf %v, %s : f32
    affine.yield %v, %v, %v, %w : f32, f32, f32, f32
  }
  call @printF32(%r#0) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%r#1) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%r#2) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%r#3) : (f32) -> ()
  call @printNewline() : () -> ()
  %n = affine.parallel (%i) = (0) to (10) reduce ("addi") -> (i64) {
    %ii = arith.index_cast %i : index to i64
    affine.yield %ii : i64
  }
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<6x8xf32>
  return
}

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [6, 8] strides = [8, 1] data =
// CHECK-NEXT: {{\[\[}}-20,   -19,   -18,   -17,   -16,   -15,   -14,   -13],
// CHECK-NEXT:  [-12,   -11,   -10,   -9,   -8,   -7,   -6,   -5],
// CHECK-NEXT:  [-4,   -3,   -2,   -1,   0,   1,   2,   3],
// CHECK-NEXT:  [4,   5,   6,   7,   8,   9,   10,   11],
// CHECK-NEXT:  [12,   13,   14,   15,   16,   17,   18,   19],
// CHECK-NEXT:  [20,   21,   22,   23,   24,   25,   26,   27]]
// CHECK-NEXT: 56
// CHECK-NEXT: 17
// CHECK-NEXT: -10
// CHECK-NEXT: 0
// CHECK-NEXT: 45
