// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// Diagnostics of the affine memory and index ops, as mlir-opt 22 words them.

func.func @load_map_rank(%m: memref<10x10xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10x10xf32>, index) -> f32
  return
}

// -----

func.func @load_subscripts(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %0 = "affine.load"(%m, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index, index) -> f32
  return
}

// -----

func.func @load_result_type(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> i32
  return
}

// -----

func.func @store_value_type(%m: memref<10xf32>, %i: index, %v: i32) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%v, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<10xf32>, index) -> ()
  return
}

// -----

func.func @load_not_dim(%m: memref<10xf32>, %i: index) {
  %c = arith.constant 1 : index
  scf.for %j = %c to %i step %c {
    %k = arith.addi %j, %c : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %0 = affine.load %m[%k] : memref<10xf32>
  }
  return
}

// -----

func.func @load_tensor(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<10xf32>'}}
  %0 = affine.load %m[%i] : tensor<10xf32>
  return
}

// -----

func.func @load_bad_expr(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{expected ']' in affine map}}
  %0 = affine.load %m[%i) : memref<10xf32>
  return
}

// -----

func.func @vector_element(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %m[%i] : memref<10xf32>, vector<4xi32>
  return
}

// -----

func.func @vector_store_type(%m: memref<10xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'affine.vector_store' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  affine.vector_store %v, %m[%i] : memref<10xf32>, f32
  return
}

// -----

func.func @prefetch_rw(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%i], rw, locality<3>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %m[%i], read, locality<5>, data : memref<10xf32>
  return
}

// -----

func.func @delinearize_results(%n: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %a:3 = affine.delinearize_index %n into (4, 8, 2, 2) : index, index, index
  return
}

// -----

func.func @delinearize_non_positive(%n: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %a:2 = affine.delinearize_index %n into (0, 8) : index, index
  return
}

// -----

func.func @delinearize_dynamic(%n: index) {
  // expected-error@+1 {{'affine.delinearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %a:2 = "affine.delinearize_index"(%n) <{static_basis = array<i64: -9223372036854775808, 8>}> : (index) -> (index, index)
  return
}

// -----

func.func @linearize_basis(%n: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %a = affine.linearize_index [%n, %n] by (4, 8, 9) : index
  return
}
