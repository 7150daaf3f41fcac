// Found by the `roundtrip` fuzz target: an unknown property on llvm.func; custom -> generic ->
// custom must give the custom text back.
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, passthrough = [["allocsize", "4294967295"]], sym_name = "my_allocator", unnamed4}> ({
  }) : () -> ()
}) : () -> ()

