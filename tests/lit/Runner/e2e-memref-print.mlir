// RUN: oxir-opt %s --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --finalize-memref-to-llvm \
// RUN:   --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s --strict-whitespace

// Memrefs allocated, filled by loops and printed through printMemrefF32/I32 after lowering to the
// llvm dialect: ranks 0 to 3, MLIR's exact layout.

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[1.5,   1.5,   1.5],
// CHECK-NEXT: {{^}} [1.5,   1.5,   1.5]]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 1, 2] strides = [2, 2, 1] data =
// CHECK-NEXT: {{\[\[\[}}7,    7]],
// CHECK-NEXT: {{^}} {{\[\[}}7,    7]]]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [1.5]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT: [1.5]
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f = arith.constant 1.5 : f32
  %m = memref.alloc() : memref<2x3xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      memref.store %f, %m[%i, %j] : memref<2x3xf32>
    }
  }
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %m3 = memref.alloc() : memref<2x1x2xi32>
  %k = arith.constant 7 : i32
  memref.store %k, %m3[%c0, %c0, %c0] : memref<2x1x2xi32>
  memref.store %k, %m3[%c0, %c0, %c1] : memref<2x1x2xi32>
  memref.store %k, %m3[%c1, %c0, %c0] : memref<2x1x2xi32>
  memref.store %k, %m3[%c1, %c0, %c1] : memref<2x1x2xi32>
  %u3 = memref.cast %m3 : memref<2x1x2xi32> to memref<*xi32>
  call @printMemrefI32(%u3) : (memref<*xi32>) -> ()
  %m0 = memref.alloc() : memref<f32>
  memref.store %f, %m0[] : memref<f32>
  %u0 = memref.cast %m0 : memref<f32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %m1 = memref.alloc() : memref<1xf32>
  memref.store %f, %m1[%c0] : memref<1xf32>
  %u1 = memref.cast %m1 : memref<1xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  return
}
