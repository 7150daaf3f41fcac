// RUN: oxir-translate --mlir-to-llvmir %s | oxir-translate --import-llvm | FileCheck %s

// LLVM IR imported back into the llvm dialect: PHIs become block arguments, constants are
// materialized at the start of the entry block, globals and calls keep their symbols.

// CHECK: llvm.mlir.global internal @counter(3 : i32) {addr_space = 0 : i32, dso_local} : i32
llvm.mlir.global internal @counter(3 : i32) : i32

// CHECK: llvm.mlir.global private constant @msg("sum\00") {addr_space = 0 : i32, dso_local}
llvm.mlir.global private constant @msg("sum\00") : !llvm.array<4 x i8>

// CHECK: llvm.func @puts(!llvm.ptr) -> i32
llvm.func @puts(!llvm.ptr) -> i32

// CHECK-LABEL: llvm.func @sum(%arg0: i64) -> i64 {
// CHECK-NEXT:    %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:    llvm.br ^bb1(%[[ZERO]], %[[ZERO]] : i64, i64)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i64, %[[ACC:.*]]: i64):
// CHECK-NEXT:    %[[C:.*]] = llvm.icmp "slt" %[[I]], %arg0 : i64
// CHECK-NEXT:    llvm.cond_br %[[C]], ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[ACC2:.*]] = llvm.add %[[ACC]], %[[I]] overflow<nsw> : i64
// CHECK-NEXT:    %[[I2:.*]] = llvm.add %[[I]], %[[ONE]] : i64
// CHECK-NEXT:    llvm.br ^bb1(%[[I2]], %[[ACC2]] : i64, i64)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    llvm.return %[[ACC]] : i64
llvm.func @sum(%n: i64) -> i64 {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^header(%zero, %zero : i64, i64)
^header(%i: i64, %acc: i64):
  %cond = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %cond, ^body, ^exit
^body:
  %acc2 = llvm.add %acc, %i overflow<nsw> : i64
  %i2 = llvm.add %i, %one : i64
  llvm.br ^header(%i2, %acc2 : i64, i64)
^exit:
  llvm.return %acc : i64
}

// CHECK-LABEL: llvm.func @main() -> i32 {
// CHECK:         llvm.mlir.addressof @msg : !llvm.ptr
// CHECK:         llvm.call @puts(%{{.*}}) : (!llvm.ptr) -> i32
// CHECK:         llvm.getelementptr inbounds %{{.*}}[%{{.*}}, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, i64)>
// CHECK:         llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> i32
llvm.func @main() -> i32 {
  %s = llvm.mlir.addressof @msg : !llvm.ptr
  %0 = llvm.call @puts(%s) : (!llvm.ptr) -> i32
  %ten = llvm.mlir.constant(10 : i64) : i64
  %total = llvm.call @sum(%ten) : (i64) -> i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %slot = llvm.alloca %one x !llvm.struct<(i32, i64)> : (i64) -> !llvm.ptr
  %f = llvm.getelementptr inbounds %slot[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64)>
  llvm.store %total, %f : i64, !llvm.ptr
  %back = llvm.load %f : !llvm.ptr -> i64
  %c = llvm.mlir.addressof @counter : !llvm.ptr
  %three = llvm.load %c {alignment = 4 : i64} : !llvm.ptr -> i32
  %t = llvm.trunc %back : i64 to i32
  %r = llvm.add %t, %three : i32
  llvm.return %r : i32
}
