// RUN: oxir-opt %s --split-input-file --convert-func-to-llvm | FileCheck %s
// RUN: oxir-opt %s --split-input-file --convert-func-to-llvm=index-bitwidth=64 | FileCheck %s --check-prefix=OPT

// convert-func-to-llvm takes the index bitwidth from the data layout of the module it runs on
// (its dlti.dl_spec combined with those of the modules around it), as MLIR 22's does; an
// index-bitwidth option overrides it (CHECK lines: mlir-opt 22's output).

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
// CHECK-NEXT: llvm.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32) -> i32 {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// OPT: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
// OPT-NEXT: llvm.func @f(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> i64 {
// OPT-NEXT: llvm.return %arg0 : i64
// OPT-NEXT: }
// OPT-NEXT: }
module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>> } {
  func.func @f(%a: index, %m: memref<?xf32>) -> index {
    return %a : index
  }
}

// -----

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 16 : i64>} {
// CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">} {
// CHECK-NEXT: llvm.func @g(%arg0: i16) -> i16 {
// CHECK-NEXT: llvm.return %arg0 : i16
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// OPT: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 16 : i64>} {
// OPT-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">} {
// OPT-NEXT: llvm.func @g(%arg0: i64) -> i64 {
// OPT-NEXT: llvm.return %arg0 : i64
// OPT-NEXT: }
// OPT-NEXT: }
// OPT-NEXT: }
module attributes { dlti.dl_spec = #dlti.dl_spec<index = 16> } {
  module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little"> } {
    func.func @g(%a: index) -> index {
      return %a : index
    }
  }
}
