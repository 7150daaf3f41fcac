// A small real kernel in generic form: the dot product of two vectors of f32, a loop carrying the
// running sum (scf.for with iter_args). func, arith, scf and memref are not registered in oxir yet,
// so run it with --allow-unregistered-dialect; mlir-opt verifies these ops for real.

"func.func"() <{function_type = (memref<?xf32>, memref<?xf32>) -> f32, sym_name = "dot"}> ({
^bb0(%a: memref<?xf32>, %b: memref<?xf32>):
  %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
  %zero = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
  %n = "memref.dim"(%a, %c0) : (memref<?xf32>, index) -> index
  %sum = "scf.for"(%c0, %n, %c1, %zero) ({
  ^bb0(%i: index, %acc: f32):
    %x = "memref.load"(%a, %i) <{nontemporal = false}> : (memref<?xf32>, index) -> f32
    %y = "memref.load"(%b, %i) <{nontemporal = false}> : (memref<?xf32>, index) -> f32
    %p = "arith.mulf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %s = "arith.addf"(%acc, %p) <{fastmath = #arith.fastmath<contract>}> : (f32, f32) -> f32
    "scf.yield"(%s) : (f32) -> ()
  }) : (index, index, index, f32) -> f32 loc("dot.c":4:3)
  "func.return"(%sum) : (f32) -> ()
}) : () -> ()
