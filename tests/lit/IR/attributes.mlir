// RUN: oxir-opt %s --allow-unregistered-dialect | FileCheck %s

// Aliases are MLIR's own (maps and sets), ordered by depth then name; user alias names vanish.
// CHECK: #map = affine_map<(d0, d1) -> (d0 * 20 + d1 + 1)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
#my_map = affine_map<(i, j) -> (20 * i + j + 1)>

// CHECK: "t.attrs"() {
// CHECK-SAME: a = 42 : i32
// CHECK-SAME: b = -1 : i8
// CHECK-SAME: c = 255 : ui8
// CHECK-SAME: d = true
// CHECK-SAME: e = 1.500000e+00 : f64
// CHECK-SAME: f = 0x7FC00000 : f32
// CHECK-SAME: g = "esc\22aped\0A"
// CHECK-SAME: h = [1, 2.500000e+00, "s"]
// CHECK-SAME: i = {x, y = @sym::@nested}
// CHECK-SAME: j = array<i32: 1, 2, 3>
// CHECK-SAME: k = memref<4x?xf32, #map>
// CHECK-SAME: l = #set
// CHECK-SAME: m = strided<[?, 1], offset: 4>
// CHECK-SAME: n = tensor<*xbf16>
// CHECK-SAME: o = vector<[4]x8xf16>
// CHECK-SAME: p = !dialect.type<"x">
// CHECK-SAME: q = #dialect<"not pretty">
// CHECK-SAME: unit_attr
"t.attrs"() {
  a = 42 : i32, b = -1 : i8, c = 255 : ui8, d = true, e = 1.5, f = 0x7FC00000 : f32,
  g = "esc\"aped\n", h = [1, 2.5, "s"], i = {y = @sym::@nested, x},
  j = array<i32: 1, 2, 3>, k = memref<4x?xf32, affine_map<(i, j) -> (20 * i + j + 1)>>,
  l = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, m = strided<[?, 1], offset: 4>,
  n = tensor<*xbf16>, o = vector<[4]x8xf16>, p = !dialect.type<"x">, q = #dialect<"not pretty">,
  unit_attr
} : () -> ()
