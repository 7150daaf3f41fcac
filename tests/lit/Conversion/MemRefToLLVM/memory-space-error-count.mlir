// RUN: oxir-opt %s --convert-func-to-llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUNC
// RUN: oxir-opt %s --convert-to-llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: oxir-opt %s --finalize-memref-to-llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEMREF
// How often the memory-space error comes, as in MLIR 22: once for each function signature with
// such a memref (the signature conversion stops at the first and caches nothing), and once for
// each such type among the other converted ops' operands and results (the type converter caches
// the failure). `--convert-func-to-llvm` converts @g's, @h's and @k's signatures and the call's
// result type; `--convert-to-llvm` also the load's memref type; `--finalize-memref-to-llvm` only
// the load's.

// FUNC-COUNT-3: <unknown>:0: error: conversion of memref memory space "foo" to integer address space failed. Consider adding memory space conversions.
// FUNC-NEXT: <unknown>:0: error: conversion of memref memory space "bar" to integer address space failed.
// FUNC-NOT: error
// ALL-COUNT-3: <unknown>:0: error: conversion of memref memory space "foo" to integer address space failed.
// ALL-COUNT-2: <unknown>:0: error: conversion of memref memory space "bar" to integer address space failed.
// ALL-NOT: error
// MEMREF: <unknown>:0: error: conversion of memref memory space "bar" to integer address space failed.
// MEMREF-NOT: error
func.func @g(%a: memref<2xindex, "foo">, %b: memref<2xindex, "foo">) {
    return
}
func.func @h(%a: memref<2xindex, "foo">) -> memref<2xindex, "foo"> {
    %0 = call @h(%a) : (memref<2xindex, "foo">) -> memref<2xindex, "foo">
    return %0 : memref<2xindex, "foo">
}
func.func @k(%m: memref<4xf32, "bar">) {
    %c0 = arith.constant 0 : index
    %v = memref.load %m[%c0] : memref<4xf32, "bar">
    return
}
