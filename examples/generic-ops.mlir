// Operations in MLIR's generic form: regions, blocks with arguments, successors, result groups,
// properties and discardable attributes. No dialect here is registered in oxir yet, so run it with
// --allow-unregistered-dialect.

"func.func"() <{function_type = (i64, i1) -> i64, sym_name = "select_sum"}> ({
^bb0(%arg0: i64, %flag: i1):
  // One op with two results, used as a group (%pair:2) and one by one (%pair#1).
  %pair:2 = "demo.divmod"(%arg0, %arg0) {rounding = "floor"} : (i64, i64) -> (i64, i64)
  "cf.cond_br"(%flag, %pair#0, %pair#1) [^then, ^else] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
^then(%x: i64):
  "cf.br"(%x) [^exit] : (i64) -> ()
^else(%y: i64):
  // A forward reference: ^exit is defined below.
  "cf.br"(%y) [^exit] : (i64) -> ()
^exit(%r: i64):
  "func.return"(%r) : (i64) -> ()
}) : () -> ()

// An op with two regions, the second holding two blocks; values defined above are visible inside.
"func.func"() <{function_type = (tensor<4x?xf32>, memref<4xf32, strided<[1]>>) -> (), sym_name = "regions", sym_visibility = "private"}> ({
^bb0(%t: tensor<4x?xf32>, %m: memref<4xf32, strided<[1]>>):
  %c0 = "demo.constant"() {value = 0 : index} : () -> index
  "demo.two_regions"(%c0) ({
    %v = "demo.load"(%m, %c0) : (memref<4xf32, strided<[1]>>, index) -> f32
    "demo.yield"(%v) : (f32) -> ()
  }, {
  ^entry:
    "demo.br"() [^next] : () -> ()
  ^next:
    "demo.yield"(%t) : (tensor<4x?xf32>) -> ()
  }) : (index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// Attributes of many builtin kinds, and types to go with them.
"demo.attributes"() {
  int = 42 : i64,
  negative = -7 : si8,
  unsigned = 255 : ui8,
  index = 3 : index,
  bool = true,
  float = 2.5 : f32,
  hexfloat = 0x7FC00000 : f32,
  bf16 = 1.0 : bf16,
  string = "tab\there, quote\", newline\n",
  array = [1 : i32, "two", 3.0 : f64, [unit]],
  dict = {inner = 1 : i8, name = "x"},
  dense = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>,
  splat = dense<1.0> : vector<[4]xf32>,
  dense_array = array<i64: 1, 2, 3>,
  map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>,
  set = affine_set<(d0) : (d0 - 1 >= 0)>,
  symbol = @select_sum,
  nested_symbol = @outer::@inner,
  type = tensor<*xf64>,
  types = [complex<f32>, tuple<i32, f16>, vector<2x[4]xi8>, memref<?x8xf16, 1>, f8E4M3FN, none],
  unit
} : () -> ()

// Locations: every op has one; `--mlir-print-debuginfo` prints them.
"demo.located"() : () -> () loc("source.c":70:1)
"demo.named"() : () -> () loc("producer"("lib.c":3:14))
"demo.fused"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
"demo.callsite"() : () -> () loc(callsite("callee.c":10:5 at "caller.c":20:7))
