// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-translate --mlir-to-llvmir --verify-diagnostics --split-input-file %s
// The `*.with.overflow` intrinsics' result is `{T, i1}` for LLVM, but MLIR 22 declares it any
// LLVM type and does not check it: such IR parses and verifies as there. The translation refuses
// a call whose types are not the intrinsic's, with its location (mlir-translate emits the call
// with the intrinsic's own type and leaves the mismatch to LLVM).

// CHECK-LABEL: llvm.func @well_typed
// CHECK: "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-LABEL: llvm.func @ill_typed
// CHECK: "llvm.intr.smul.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i32)>
llvm.func @well_typed(%a: i32, %b: i32) -> !llvm.struct<(i32, i1)> {
  %0 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.return %0 : !llvm.struct<(i32, i1)>
}

// -----

llvm.func @ill_typed(%a: i32, %b: i32) {
  // expected-error@+1 {{cannot translate intrinsic 'llvm.smul.with.overflow' with these types}}
  %0 = "llvm.intr.smul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}
