// RUN: oxir-opt %s --one-shot-bufferize --split-input-file --verify-diagnostics
// RUN: oxir-opt %s --one-shot-bufferize=copy-before-write --split-input-file --verify-diagnostics

// A vector.mask cannot take a copy inside its body: a masked transfer_write whose destination
// is read afterwards (or any write, with copy-before-write) is an error, as in mlir-opt 22.

func.func @mask_copy(%t: tensor<?xf32>, %v: vector<16xf32>, %i: index, %m: vector<16xi1>, %pad: f32) -> (tensor<?xf32>, vector<16xf32>) {
  // expected-error @+1 {{'vector.mask' op body must bufferize in-place}}
  %0 = vector.mask %m { vector.transfer_write %v, %t[%i] : vector<16xf32>, tensor<?xf32> } : vector<16xi1> -> tensor<?xf32>
  %1 = vector.transfer_read %t[%i], %pad : tensor<?xf32>, vector<16xf32>
  return %0, %1 : tensor<?xf32>, vector<16xf32>
}
