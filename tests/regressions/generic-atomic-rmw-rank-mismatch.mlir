// Found by comparing with MLIR's own MemRefToLLVM tests: one index for a rank-0 memref (which
// MLIR 22's verifier accepts) made the generic_atomic_rmw lowering index past the strides.
// PASSES: --finalize-memref-to-llvm
func.func @generic_atomic_rmw_rank_mismatch(%arg0: memref<i32>, %idx: index) {
  %r = memref.generic_atomic_rmw %arg0[%idx] : memref<i32> {
  ^bb0(%v: i32):
    memref.atomic_yield %v : i32
  }
  func.return
}
