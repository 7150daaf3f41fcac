// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK: source_filename = "LLVMDialectModule"

// CHECK: @counter = internal global i32 7
llvm.mlir.global internal @counter(7 : i32) : i32

// CHECK: @str = private constant [6 x i8] c"hello\00"
llvm.mlir.global private constant @str("hello\00") : !llvm.array<6 x i8>

// CHECK: @table = global [3 x i64] [i64 1, i64 2, i64 3]
llvm.mlir.global external @table(dense<[1, 2, 3]> : tensor<3xi64>) : !llvm.array<3 x i64>

// CHECK: declare i32 @puts(ptr)
llvm.func @puts(!llvm.ptr) -> i32

// CHECK-LABEL: define i32 @arith(i32 %0, i32 %1)
llvm.func @arith(%a: i32, %b: i32) -> i32 {
  // CHECK-NEXT: %3 = add nsw i32 %0, %1
  %0 = llvm.add %a, %b overflow<nsw> : i32
  // CHECK-NEXT: %4 = mul i32 %3, %1
  %1 = llvm.mul %0, %b : i32
  // CHECK-NEXT: %5 = sdiv exact i32 %4, %0
  %2 = llvm.sdiv exact %1, %a : i32
  // CHECK-NEXT: %6 = icmp slt i32 %5, %1
  %3 = llvm.icmp "slt" %2, %b : i32
  // CHECK-NEXT: %7 = select i1 %6, i32 %5, i32 %1
  %4 = llvm.select %3, %2, %b : i1, i32
  // CHECK-NEXT: ret i32 %7
  llvm.return %4 : i32
}

// CHECK-LABEL: define float @floats(float %0, double %1)
llvm.func @floats(%x: f32, %y: f64) -> f32 {
  // CHECK-NEXT: %3 = fptrunc double %1 to float
  %0 = llvm.fptrunc %y : f64 to f32
  // CHECK-NEXT: %4 = fadd fast float %0, %3
  %1 = llvm.fadd %x, %0 {fastmathFlags = #llvm.fastmath<fast>} : f32
  // CHECK-NEXT: %5 = fmul float %4, 2.500000e+00
  %c = llvm.mlir.constant(2.5 : f32) : f32
  %2 = llvm.fmul %1, %c : f32
  // CHECK-NEXT: ret float %5
  llvm.return %2 : f32
}

// Blocks keep the region's order; block arguments become PHIs.
// CHECK-LABEL: define i64 @loop(i64 %0)
llvm.func @loop(%n: i64) -> i64 {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  // CHECK-NEXT: br label %2
  llvm.br ^header(%zero, %zero : i64, i64)
// CHECK: 2:
// CHECK-NEXT: %3 = phi i64 [ %8, %6 ], [ 0, %1 ]
// CHECK-NEXT: %4 = phi i64 [ %7, %6 ], [ 0, %1 ]
^header(%i: i64, %acc: i64):
  %cond = llvm.icmp "slt" %i, %n : i64
  // CHECK: br i1 %5, label %6, label %9
  llvm.cond_br %cond, ^body, ^exit
// CHECK: 6:
^body:
  // CHECK-NEXT: %7 = add i64 %4, %3
  %acc2 = llvm.add %acc, %i : i64
  %i2 = llvm.add %i, %one : i64
  llvm.br ^header(%i2, %acc2 : i64, i64)
// CHECK: 9:
// CHECK-NEXT: ret i64 %4
^exit:
  llvm.return %acc : i64
}

// CHECK-LABEL: define void @memory(ptr %0)
llvm.func @memory(%p: !llvm.ptr) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %2 = alloca i32, align 4
  %a = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  // CHECK-NEXT: %3 = load i32, ptr %0, align 4
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  // CHECK-NEXT: store volatile i32 %3, ptr %2, align 4
  llvm.store volatile %v, %a {alignment = 4 : i64} : i32, !llvm.ptr
  // GEPs on constants fold to constant expressions.
  // CHECK-NEXT: store i64 5, ptr getelementptr inbounds {{.*}}ptr @table, {{.*}}), align 8
  %t = llvm.mlir.addressof @table : !llvm.ptr
  %g = llvm.getelementptr inbounds %t[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i64>
  %five = llvm.mlir.constant(5 : i64) : i64
  llvm.store %five, %g {alignment = 8 : i64} : i64, !llvm.ptr
  // CHECK-NEXT: %4 = call i32 @puts(ptr @str)
  %s = llvm.mlir.addressof @str : !llvm.ptr
  %r = llvm.call @puts(%s) : (!llvm.ptr) -> i32
  // CHECK-NEXT: ret void
  llvm.return
}

// CHECK-LABEL: define { i32, float } @aggregates(i32 %0, float %1)
llvm.func @aggregates(%a: i32, %b: f32) -> !llvm.struct<(i32, f32)> {
  // CHECK-NEXT: %3 = insertvalue { i32, float } undef, i32 %0, 0
  %u = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, f32)>
  // CHECK-NEXT: %4 = insertvalue { i32, float } %3, float %1, 1
  %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<(i32, f32)>
  // CHECK-NEXT: ret { i32, float } %4
  llvm.return %s1 : !llvm.struct<(i32, f32)>
}

// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
