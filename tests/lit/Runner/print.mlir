// RUN: oxir-run %s -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils | FileCheck %s

// The print functions of MLIR's runner utilities, called from a loop.

llvm.func @printI64(i64)
llvm.func @printU64(i64)
llvm.func @printF32(f32)
llvm.func @printF64(f64)
llvm.func @printOpen()
llvm.func @printClose()
llvm.func @printComma()
llvm.func @printNewline()

// CHECK: ( 0, 1, 4, 9, 16 )
// CHECK-NEXT: -718446744073709551609
// CHECK-NEXT: 0.1, 1e+20, -2.5, 3.14159
llvm.func @main() {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(5 : i64) : i64
  llvm.call @printOpen() : () -> ()
  llvm.br ^loop(%zero : i64)
^loop(%i: i64):
  %sq = llvm.mul %i, %i : i64
  llvm.call @printI64(%sq) : (i64) -> ()
  %next = llvm.add %i, %one : i64
  %more = llvm.icmp "slt" %next, %n : i64
  llvm.cond_br %more, ^comma, ^done
^comma:
  llvm.call @printComma() : () -> ()
  llvm.br ^loop(%next : i64)
^done:
  llvm.call @printClose() : () -> ()
  llvm.call @printNewline() : () -> ()
  %m7 = llvm.mlir.constant(-7 : i64) : i64
  llvm.call @printI64(%m7) : (i64) -> ()
  llvm.call @printU64(%m7) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %f1 = llvm.mlir.constant(0.1 : f32) : f32
  llvm.call @printF32(%f1) : (f32) -> ()
  llvm.call @printComma() : () -> ()
  %f2 = llvm.mlir.constant(1.0e20 : f64) : f64
  llvm.call @printF64(%f2) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  %f3 = llvm.mlir.constant(-2.5 : f32) : f32
  llvm.call @printF32(%f3) : (f32) -> ()
  llvm.call @printComma() : () -> ()
  %f4 = llvm.mlir.constant(3.14159265358979 : f64) : f64
  llvm.call @printF64(%f4) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
