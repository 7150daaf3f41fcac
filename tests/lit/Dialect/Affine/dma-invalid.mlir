// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// Diagnostics of affine.dma_start and affine.dma_wait, as mlir-opt 22 words them (the parser's
// stride and type counts, the verifier's memref kinds, operand count and index checks).

func.func @one_stride(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected two stride related operands}}
  affine.dma_start %m[%n], %m[%n], %t[0], %n, %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @two_types(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected three types}}
  affine.dma_start %m[%n], %m[%n], %t[0], %n : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @wait_not_memref(%t: f32, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_wait' expected tag to be of memref type}}
  affine.dma_wait %t[], %n : f32
  return
}

// -----

func.func @src_not_memref(%m: memref<4xf32>, %t: memref<1xi32>, %n: index, %f: f32) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA source to be of memref type}}
  "affine.dma_start"(%f, %m, %t, %n) {src_map = affine_map<() -> ()>, dst_map = affine_map<() -> (0)>, tag_map = affine_map<() -> (0)>} : (f32, memref<4xf32>, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dst_not_memref(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA destination to be of memref type}}
  "affine.dma_start"(%m, %n, %t, %n) {src_map = affine_map<() -> (0)>, dst_map = affine_map<() -> (0)>, tag_map = affine_map<() -> (0)>} : (memref<4xf32>, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @tag_not_memref(%m: memref<4xf32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA tag to be of memref type}}
  "affine.dma_start"(%m, %m, %n, %n) {src_map = affine_map<() -> (0)>, dst_map = affine_map<() -> (0)>, tag_map = affine_map<() -> (0)>} : (memref<4xf32>, memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @operand_count(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%m, %m, %t, %n, %n) {src_map = affine_map<() -> (0)>, dst_map = affine_map<() -> (0)>, tag_map = affine_map<() -> (0)>} : (memref<4xf32>, memref<4xf32>, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @src_index_type(%m: memref<4xf32>, %t: memref<1xi32>, %n: index, %i: i32) {
  // expected-error@+1 {{'affine.dma_start' op src index to dma_start must have 'index' type}}
  "affine.dma_start"(%m, %i, %m, %t, %n) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<() -> (0)>, tag_map = affine_map<() -> (0)>} : (memref<4xf32>, i32, memref<4xf32>, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @src_index_dim(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 4 {
    %x = arith.addi %i, %i : index
    // expected-error@+1 {{'affine.dma_start' op src index must be a valid dimension or symbol identifier}}
    affine.dma_start %m[%x], %m[%i], %t[0], %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  }
  return
}

// -----

func.func @dst_index_dim(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 4 {
    %x = arith.addi %i, %i : index
    // expected-error@+1 {{'affine.dma_start' op dst index must be a valid dimension or symbol identifier}}
    affine.dma_start %m[%i], %m[%x], %t[0], %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  }
  return
}

// -----

func.func @tag_index_dim(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 4 {
    %x = arith.addi %i, %i : index
    // expected-error@+1 {{'affine.dma_start' op tag index must be a valid dimension or symbol identifier}}
    affine.dma_start %m[%i], %m[%i], %t[%x], %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  }
  return
}

// -----

func.func @wait_generic_not_memref(%n: index) {
  // expected-error@+1 {{'affine.dma_wait' op expected DMA tag to be of memref type}}
  "affine.dma_wait"(%n, %n) {tag_map = affine_map<() -> (0)>} : (index, index) -> ()
  return
}

// -----

func.func @wait_index_type(%t: memref<1xi32>, %n: index, %i: i64) {
  // expected-error@+1 {{'affine.dma_wait' op index to dma_wait must have 'index' type}}
  "affine.dma_wait"(%t, %i, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, i64, index) -> ()
  return
}

// -----

func.func @wait_index_dim(%t: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 4 {
    %x = arith.muli %i, %i : index
    // expected-error@+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %t[%x], %n : memref<1xi32>
  }
  return
}
