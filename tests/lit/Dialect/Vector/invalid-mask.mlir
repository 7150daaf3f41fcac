// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// vector.mask's verifier and parser, with the messages mlir-opt 22 gives, in its order.

func.func @two_ops(%t0: tensor<?xf32>, %t1: tensor<?xf32>, %idx: index, %val: vector<16xf32>, %m0: vector<16xi1>) {
  // expected-error@+1 {{'vector.mask' op expects only one operation to mask}}
  vector.mask %m0 {
    vector.transfer_write %val, %t0[%idx] : vector<16xf32>, tensor<?xf32>
    vector.transfer_write %val, %t1[%idx] : vector<16xf32>, tensor<?xf32>
  } : vector<16xi1>
  return
}

// -----

func.func @mask_shape(%a: vector<8xi32>, %m0: vector<16xi1>) -> i32 {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<8xi1>' mask for the maskable operation}}
  %0 = vector.mask %m0 { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<16xi1> -> i32
  return %0 : i32
}

// -----

func.func @mask_0d(%t0: tensor<f32>, %m0: vector<i1>) -> vector<f32> {
  %ft0 = arith.constant 0.0 : f32
  // expected-error@+1 {{'vector.mask' op operand #0 must be vector of 1-bit signless integer values, but got 'vector<i1>'}}
  %0 = vector.mask %m0 { vector.transfer_read %t0[], %ft0 : tensor<f32>, vector<f32> } : vector<i1> -> vector<f32>
  return %0 : vector<f32>
}

// -----

func.func @contract_mask_order(%l: vector<4x3xf32>, %r: vector<3x2xf32>, %acc: vector<4x2xf32>, %m: vector<4x3x2xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4x2x3xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %l, %r, %acc : vector<4x3xf32>, vector<3x2xf32> into vector<4x2xf32> } : vector<4x3x2xi1> -> vector<4x2xf32>
  return
}

// -----

func.func @transfer_mask_permuted(%a: memref<?x?xf32>, %i: index, %f: f32, %m: vector<4x8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<8x4xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.transfer_read %a[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  return
}

// -----

func.func @no_passthru_for_reduction(%a: vector<8xf32>, %m0: vector<4x8xi1>, %acc: vector<4xf32>, %v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m0, %acc { vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
  return
}

// -----

func.func @no_passthru_for_gather(%v: vector<8xf32>, %m: vector<8xi1>, %a: memref<?xf32>, %i: index, %iv: vector<8xindex>) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %v { vector.gather %a[%i][%iv], %m, %v : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return
}

// -----

func.func @not_maskable(%v: vector<8xf32>, %m: vector<8xi1>, %a: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { vector.load %a[%i] : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return
}

// -----

func.func @nested(%m0: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  vector.mask %m0 { vector.mask %m0 { vector.yield } : vector<8xi1> } : vector<8xi1>
  return
}

// -----

func.func @passthru_without_result(%a: vector<8xi32>, %m0: vector<8xi1>) {
  // expected-error@+1 {{custom op 'vector.mask' expects a result if passthru operand is provided}}
  vector.mask %m0, %a { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1>
  return
}

// -----

func.func @yield_count(%a: vector<8xi32>, %m0: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects number of results to match mask region yielded values}}
  vector.mask %m0 { vector.yield %a : vector<8xi32> } : vector<8xi1>
  return
}

// -----

func.func @implicit_yield_of_the_op(%a: vector<8xi32>, %m0: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects number of results to match mask region yielded values}}
  vector.mask %m0 { %x = arith.addi %a, %a : vector<8xi32> } : vector<8xi1>
  return
}

// -----

func.func @external_yield(%t: tensor<?xf32>, %idx: index, %m: vector<16xi1>, %ext: vector<16xf32>) -> vector<16xf32> {
  %ft0 = arith.constant 0.0 : f32
  // expected-error@+1 {{'vector.mask' op expects all the results from the MaskableOpInterface to match all the values returned by the terminator}}
  %0 = vector.mask %m {
    %1 = vector.transfer_read %t[%idx], %ft0 : tensor<?xf32>, vector<16xf32>
    vector.yield %ext : vector<16xf32>
  } : vector<16xi1> -> vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

func.func @write_with_passthru(%val: vector<16xf32>, %t0: tensor<?xf32>, %idx: index, %m0: vector<16xi1>, %pt0: vector<16xf32>) {
  // expected-error@+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  vector.mask %m0, %pt0 { vector.transfer_write %val, %t0[%idx] : vector<16xf32>, tensor<?xf32> } : vector<16xi1> -> vector<16xf32>
  return
}

// -----

func.func @region_arguments(%m0: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op region should have no arguments}}
  "vector.mask"(%m0) ({
  ^bb0(%z: i32):
    vector.yield
  }) : (vector<8xi1>) -> ()
  return
}

// -----

func.func @other_terminator(%m0: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a terminator within the mask region}}
  "vector.mask"(%m0) ({
    "func.return"() : () -> ()
  }) : (vector<8xi1>) -> ()
  return
}

// -----

func.func @no_block(%m0: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op region #0 ('maskRegion') failed to verify constraint: region with 1 blocks}}
  "vector.mask"(%m0) ({
  }) : (vector<8xi1>) -> ()
  return
}

// -----

func.func @two_regions(%m0: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op requires one region}}
  "vector.mask"(%m0) ({
    vector.yield
  }, {
    vector.yield
  }) : (vector<8xi1>) -> ()
  return
}

// -----

func.func @two_blocks(%m0: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects region #0 to have 0 or 1 blocks}}
  "vector.mask"(%m0) ({
    vector.yield
  ^bb1:
    vector.yield
  }) : (vector<8xi1>) -> ()
  return
}
