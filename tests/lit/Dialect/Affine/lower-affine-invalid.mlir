// RUN: oxir-opt %s --lower-affine --verify-diagnostics

// lower-affine reports a mod or division by a non-positive constant and leaves the op, as mlir-opt
// 22 does (the pass itself succeeds).

func.func @mod_by_negative(%a: index) -> index {
  // expected-error@+1 {{modulo by non-positive value is not supported}}
  %0 = affine.apply affine_map<(d0) -> (d0 mod -2)>(%a)
  return %0 : index
}

func.func @floordiv_by_negative(%a: index) -> index {
  // expected-error@+1 {{division by non-positive value is not supported}}
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv -3 + d0)>(%a)
  return %0 : index
}
