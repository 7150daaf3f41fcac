// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// Verifier messages of the memref ops, as mlir-opt 22 words them.

func.func @cast_static_mismatch(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @memory_space_cast_shape(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<?xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<?xf32, 1>
  return
}

// -----

func.func @load_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %1 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @load_rank(%m: memref<10xi32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 2}}
  %1 = memref.load %m[%i, %i] : memref<10xi32>
  return
}

// -----

func.func @store_type(%m: memref<4xf32>, %i: index, %v: i32) {
  // expected-error@+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @store_rank(%m: memref<16x10xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<16x10xf32>
  return
}

// -----

func.func @alloca_dims(%d: index) {
  // expected-error@+1 {{'memref.alloca' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = memref.alloca(%d, %d) : memref<?xi32>
  return
}

// -----

func.func @collapse_size(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim size (15) must equal reassociation group size (16)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<15xf32>
  return
}

// -----

func.func @expand_layout(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x2xf32>' but found 'memref<2x2xf32, strided<[4, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32, strided<[4, 1]>>
  return
}

// -----

func.func @reinterpret_not_strided(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return
}

// -----

func.func @reinterpret_element(%in: memref<?xf32>) {
  // expected-error@+1 {{different element types specified for source type 'memref<?xf32>' and result memref type 'memref<10xi32, strided<[1], offset: 1>>'}}
  %out = memref.reinterpret_cast %in to offset: [1], sizes: [10], strides: [1] : memref<?xf32> to memref<10xi32, strided<[1], offset: 1>>
  return
}

// -----

memref.global @g : memref<4xf32>
func.func @get_global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<5xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<5xf32>
  return
}

// -----

func.func @subview_offset(%m: memref<9xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4xf32, strided<[2], offset: 3>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.subview %m[3][4][2] : memref<9xf32> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @subview_sizes(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<8x16x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<16x4xf32>'}}
  %1 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  return
}

// -----

func.func @subview_num_offsets(%m: memref<8x16x4xf32>, %a: index) {
  // expected-error@+1 {{expected 3 offset values, got 4}}
  %1 = memref.subview %m[%a, %a, 0, 0][%a, 0, 0, 0][1, 1, 1, 1] : memref<8x16x4xf32> to memref<8x?x4xf32, strided<[?, ?, 4]>>
  return
}

// -----

func.func @realloc_element(%in: memref<?xf32>, %d: index) {
  // expected-error@+1 {{different element types specified for source memref type 'memref<?xf32>' and result memref type 'memref<?xi32>'}}
  %0 = memref.realloc %in(%d) : memref<?xf32> to memref<?xi32>
  return
}

// -----

func.func @view_sizes(%m: memref<2048xi8>, %a: index) {
  // expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 2}}
  %1 = memref.view %m[%a][%a] : memref<2048xi8> to memref<?x?xf32>
  return
}

// -----

func.func @atomic_rmw_rank(%m: memref<16x10xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<16x10xf32>) -> f32
  return
}

// -----

func.func @prefetch_indices(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[], read, locality<1>, data : memref<4xf32>
  return
}

// -----

func.func @subview_offset_out_of_bounds(%m: memref<4xf32>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 4 >= 4}}
  %s = memref.subview %m[4][0][1] : memref<4xf32> to memref<0xf32, strided<[1], offset: 4>>
  return
}

// -----

func.func @subview_slice_out_of_bounds(%m: memref<2x8xf32>, %i: index) {
  // expected-error@+1 {{slice along dimension 1 runs out-of-bounds: 8 >= 8}}
  %s = memref.subview %m[%i, 2][1, 4][1, 2] : memref<2x8xf32> to memref<4xf32, strided<[2], offset: ?>>
  return
}

// -----

func.func @rmw_body_effects(%m: memref<10xf32>, %i: index, %p: memref<f32>) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %v = memref.load %p[] : memref<f32>
    memref.atomic_yield %v : f32
  }
  return
}

// -----

func.func @rmw_body_nested(%m: memref<10xf32>, %i: index, %p: memref<f32>, %c: i1) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    %v = scf.if %c -> f32 {
      // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
      memref.store %old, %p[] : memref<f32>
      scf.yield %old : f32
    } else {
      scf.yield %old : f32
    }
    memref.atomic_yield %v : f32
  }
  return
}

// -----

func.func @rmw_body_pure_ok(%m: memref<10xf32>, %i: index, %c: i1) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    %v = scf.if %c -> f32 {
      %one = arith.constant 1.0 : f32
      %s = arith.addf %old, %one : f32
      scf.yield %s : f32
    } else {
      scf.yield %old : f32
    }
    %e = math.exp %v : f32
    memref.atomic_yield %e : f32
  }
  return %x : f32
}
