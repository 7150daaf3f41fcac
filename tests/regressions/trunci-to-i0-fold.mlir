// Found by the `passes` fuzz target: trunci to i0 folded to `-1 : i0`, which does not reparse.
// PASSES: --canonicalize
func.func @trunc_i0() -> i0 {
  %c = arith.constant -1 : i8
  %t = arith.trunci %c : i8 to i0
  return %t : i0
}
