// RUN: oxir-opt %s --split-input-file --convert-func-to-llvm | FileCheck %s
// `func.constant` becomes `llvm.mlir.addressof` and `func.call_indirect` an `llvm.call` through
// the pointer; calls carry their attributes over (those `llvm.call` declares become its
// properties), as MLIR's CallOpInterfaceLowering does.

func.func private @body(i32)
func.func private @twice(f32) -> (f32, i64)

func.func @indirect(%arg0: i32, %f: (f32) -> (f32, i64), %x: f32) -> (f32, i64) {
  %0 = func.constant @body : (i32) -> ()
  func.call_indirect %0(%arg0) : (i32) -> ()
  %1 = func.constant {tag = "t"} @twice : (f32) -> (f32, i64)
  %2:2 = func.call_indirect %1(%x) : (f32) -> (f32, i64)
  %3:2 = func.call_indirect %f(%2#0) : (f32) -> (f32, i64)
  return %3#0, %2#1 : f32, i64
}

// CHECK: llvm.func @body(i32) attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @twice(f32) -> !llvm.struct<(f32, i64)> attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @indirect(%arg0: i32, %arg1: !llvm.ptr, %arg2: f32) -> !llvm.struct<(f32, i64)> {
// CHECK-NEXT: %0 = llvm.mlir.addressof @body : !llvm.ptr
// CHECK-NEXT: llvm.call %0(%arg0) : !llvm.ptr, (i32) -> ()
// CHECK-NEXT: %1 = llvm.mlir.addressof @twice {tag = "t"} : !llvm.ptr
// CHECK-NEXT: %2 = llvm.call %1(%arg2) : !llvm.ptr, (f32) -> !llvm.struct<(f32, i64)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[0] : !llvm.struct<(f32, i64)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[1] : !llvm.struct<(f32, i64)>
// CHECK-NEXT: %5 = llvm.call %arg1(%3) : !llvm.ptr, (f32) -> !llvm.struct<(f32, i64)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[0] : !llvm.struct<(f32, i64)>
// CHECK-NEXT: %7 = llvm.extractvalue %5[1] : !llvm.struct<(f32, i64)>
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.struct<(f32, i64)>
// CHECK-NEXT: %9 = llvm.insertvalue %6, %8[0] : !llvm.struct<(f32, i64)>
// CHECK-NEXT: %10 = llvm.insertvalue %4, %9[1] : !llvm.struct<(f32, i64)>
// CHECK-NEXT: llvm.return %10 : !llvm.struct<(f32, i64)>
// CHECK-NEXT: }

// -----

func.func private @callee(i32) -> i32
func.func private @callee_i16(i16) -> i16

func.func @attributes(%a: i32, %b: i16) -> (i32, i16, i32) {
  %0 = call @callee(%a) {CConv = #llvm.cconv<fastcc>, convergent, fastmathFlags = #llvm.fastmath<fast>, marker = "keep"} : (i32) -> i32
  %1 = call @callee_i16(%b) {no_inline, arg_attrs = [{llvm.signext, llvm.noundef}], res_attrs = [{llvm.signext}]} : (i16) -> i16
  %2 = call @callee(%a) {no_unwind} : (i32) -> i32
  return %0, %1, %2 : i32, i16, i32
}

// CHECK: llvm.func @callee(i32) -> i32 attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @callee_i16(i16) -> i16 attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @attributes(%arg0: i32, %arg1: i16) -> !llvm.struct<(i32, i16, i32)> {
// CHECK-NEXT: %0 = llvm.call fastcc @callee(%arg0) {convergent, fastmathFlags = #llvm.fastmath<fast>, marker = "keep"} : (i32) -> i32
// CHECK-NEXT: %1 = llvm.call @callee_i16(%arg1) {no_inline} : (i16 {llvm.noundef, llvm.signext}) -> (i16 {llvm.signext})
// CHECK-NEXT: %2 = llvm.call @callee(%arg0) {no_unwind} : (i32) -> i32
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i32, i16, i32)>
// CHECK-NEXT: %4 = llvm.insertvalue %0, %3[0] : !llvm.struct<(i32, i16, i32)>
// CHECK-NEXT: %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(i32, i16, i32)>
// CHECK-NEXT: %6 = llvm.insertvalue %2, %5[2] : !llvm.struct<(i32, i16, i32)>
// CHECK-NEXT: llvm.return %6 : !llvm.struct<(i32, i16, i32)>
// CHECK-NEXT: }
