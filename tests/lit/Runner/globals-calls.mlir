// RUN: oxir-run %s -e main --entry-point-result=i32 | FileCheck %s
// RUN: oxir-run %s -e fact_of_10 --entry-point-result=i64 -O2 | FileCheck %s --check-prefix=FACT

// Globals, strings through printf, recursion, and an i32 result printed by the runner.

llvm.mlir.global internal @counter(0 : i32) : i32
llvm.mlir.global private constant @fmt("count = %d, name = %s\0A\00") : !llvm.array<23 x i8>
llvm.mlir.global private constant @name("oxir\00") : !llvm.array<5 x i8>

llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @bump(%by: i32) {
  %p = llvm.mlir.addressof @counter : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  %w = llvm.add %v, %by : i32
  llvm.store %w, %p : i32, !llvm.ptr
  llvm.return
}

llvm.func @fact(%n: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %small = llvm.icmp "sle" %n, %one : i64
  llvm.cond_br %small, ^base, ^rec
^base:
  llvm.return %one : i64
^rec:
  %m = llvm.sub %n, %one : i64
  %r = llvm.call @fact(%m) : (i64) -> i64
  %p = llvm.mul %n, %r : i64
  llvm.return %p : i64
}

// FACT: 3628800
llvm.func @fact_of_10() -> i64 {
  %ten = llvm.mlir.constant(10 : i64) : i64
  %r = llvm.call @fact(%ten) : (i64) -> i64
  llvm.return %r : i64
}

// The runner prints the result before the program's buffered output, as mlir-runner does.
// CHECK: 42
// CHECK-NEXT: count = 5, name = oxir
llvm.func @main() -> i32 {
  %two = llvm.mlir.constant(2 : i32) : i32
  %three = llvm.mlir.constant(3 : i32) : i32
  llvm.call @bump(%two) : (i32) -> ()
  llvm.call @bump(%three) : (i32) -> ()
  %p = llvm.mlir.addressof @counter : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %s = llvm.mlir.addressof @name : !llvm.ptr
  %0 = llvm.call @printf(%f, %v, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, !llvm.ptr) -> i32
  %r = llvm.mlir.constant(42 : i32) : i32
  llvm.return %r : i32
}
