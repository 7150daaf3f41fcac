// RUN: oxir-opt %s --split-input-file --verify-diagnostics --buffer-results-to-out-params

// The pass's errors, as mlir-opt 22 reports them.

func.func private @dynamic_alloc(%n: index) -> memref<?xf32> {
  %0 = memref.alloc(%n) : memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @dynamic_caller(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{cannot create out param for dynamically shaped result}}
  %d = call @dynamic_alloc(%n) : (index) -> memref<?xf32>
  %x = memref.load %d[%c0] : memref<?xf32>
  return %x : f32
}

// -----

// expected-error @+1 {{cannot create out param for result with unsupported layout}}
func.func private @offset_layout(%m: memref<4xf32, strided<[1], offset: 2>>) -> memref<4xf32, strided<[1], offset: 2>> {
  return %m : memref<4xf32, strided<[1], offset: 2>>
}

// -----

// A size that is no argument of the function: hoisting still replaces the allocation, and a call
// cannot size the buffer.
func.func private @computed_size(%n: index) -> memref<?xf32> {
  %c2 = arith.constant 2 : index
  %s = arith.muli %n, %c2 : index
  %0 = memref.alloc(%s) : memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @computed_caller(%n: index) {
  // expected-error @+1 {{cannot create out param for dynamically shaped result}}
  %d = call @computed_size(%n) : (index) -> memref<?xf32>
  return
}
