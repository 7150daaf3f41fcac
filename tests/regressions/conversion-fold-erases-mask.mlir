// Found by the `translate` fuzz target (debug assertions): during a dialect conversion, the fold
// of a vector.mask with an all-true mask (the masked op moves out and replaces the mask) erased
// the op, and the driver folded the erased op again, reading operands it no longer had.
// PASSES: --convert-to-llvm --reconcile-unrealized-casts
// PASSES: --convert-scf-to-cf --convert-to-llvm
func.func @all_true(%v: vector<8xf32>, %a: memref<?xf32>, %i: index) -> f32 {
  %m = vector.constant_mask [8] : vector<8xi1>
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %t = arith.constant dense<true> : vector<8xi1>
  vector.mask %t { vector.transfer_write %v, %a[%i] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  return %0 : f32
}
