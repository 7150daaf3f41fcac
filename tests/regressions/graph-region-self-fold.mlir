// Found by running MLIR's own tests under every pass: in a graph region, `x = addi x, 0` folds
// to itself, which the greedy driver took for an in-place fold and revisited forever (mlir-opt 22
// hangs on it too).
// PASSES: --canonicalize
// PASSES: --expand-strided-metadata
"builtin.module"() ({
  %0 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
  %1 = "arith.constant"() <{value = 0 : index}> : () -> index
}) : () -> ()
