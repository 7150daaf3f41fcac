// Type and attribute aliases, dialect types and attributes kept verbatim, location aliases, and a
// dense_resource whose bytes live in the file metadata at the end. Run with
// --allow-unregistered-dialect.

!matrix = tensor<4x4xf32>
!row = vector<4xf32>
#identity = affine_map<(d0, d1) -> (d0, d1)>
#config = {tile = array<i64: 8, 8>, unroll = false}
#src = loc("kernel.py":12:3)

"func.func"() <{function_type = (!matrix) -> !row, sym_name = "first_row"}> ({
^bb0(%m: !matrix loc(#src)):
  // Dialect types and attributes in pretty and opaque form: nobody registered `demo`, so they are
  // kept as written.
  %h = "demo.handle"(%m) {layout = #identity, config = #config, mode = #demo.mode<fast>, raw = #demo<"opaque">} : (!matrix) -> !demo.handle<f32, 4>
  %r = "demo.extract_row"(%h) {row = 0 : index} : (!demo.handle<f32, 4>) -> !row loc(#src)
  "func.return"(%r) : (!row) -> ()
}) : () -> ()

"demo.weights"() {
  blob = dense_resource<weights> : tensor<4xi32>,
  bytes = dense<"0x01000000020000000300000004000000"> : tensor<4xi32>,
  strings = dense<["a", "bc"]> : tensor<2x!demo.str>,
  complex = dense<(1.0, -1.0)> : tensor<2xcomplex<f32>>,
  sparse = sparse<[[0, 0], [1, 2]], [1.5, 2.5]> : tensor<2x3xf32>,
  unique = distinct[0]<{kind = "id"}>
} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000A000000140000001E00000028000000"
    }
  }
#-}
