// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s --strict-whitespace

// The whole output, line for line: target triple and data layout, a vector constant and a global
// initialized by a region, argument and result attributes, passthrough attributes, an atomic
// load, nontemporal metadata, branch weights, a variadic call, a switch, fast-math flags.

module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"} {
  llvm.mlir.global internal constant @vec(dense<[1.0, 2.0]> : vector<2xf32>) : vector<2xf32>
  llvm.mlir.global internal @pair() : !llvm.struct<(i32, ptr)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
    %3 = llvm.mlir.addressof @vec : !llvm.ptr
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
    llvm.return %4 : !llvm.struct<(i32, ptr)>
  }
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @attrs(%p: !llvm.ptr {llvm.noalias, llvm.align = 16 : i64}, %x: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {passthrough = ["nounwind", ["frame-pointer", "all"]]} {
    %v = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.store %x, %p {nontemporal, alignment = 4 : i64} : i32, !llvm.ptr
    %c = llvm.icmp "eq" %v, %x : i32
    llvm.cond_br %c weights([3, 1]), ^a, ^b
  ^a:
    %r = llvm.call @printf(%p, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    llvm.switch %r : i32, ^b [
      0: ^a,
      5: ^c(%x : i32)
    ]
  ^b:
    llvm.return %v : i32
  ^c(%z: i32):
    %f = llvm.sitofp %z : i32 to f64
    %g = llvm.fmul %f, %f {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
    %h = llvm.fptosi %g : f64 to i32
    llvm.return %h : i32
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-NEXT: target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
// CHECK-NEXT: target triple = "x86_64-unknown-linux-gnu"
// CHECK-EMPTY:
// CHECK-NEXT: @vec = internal constant <2 x float> <float 1.000000e+00, float 2.000000e+00>
// CHECK-NEXT: @pair = internal global { i32, ptr } { i32 7, ptr @vec }
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @printf(ptr, ...)
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind
// CHECK-NEXT: define zeroext i32 @attrs(ptr noalias align 16 %0, i32 signext %1) #0 {
// CHECK-NEXT: {{^}}  %3 = load atomic i32, ptr %0 acquire, align 4
// CHECK-NEXT: {{^}}  store i32 %1, ptr %0, align 4, !nontemporal !1
// CHECK-NEXT: {{^}}  %4 = icmp eq i32 %3, %1
// CHECK-NEXT: {{^}}  br i1 %4, label %5, label %7, !prof !2
// CHECK-EMPTY:
// CHECK-NEXT: 5:                                                ; preds = %5, %2
// CHECK-NEXT: {{^}}  %6 = call i32 (ptr, ...) @printf(ptr %0, i32 %1)
// CHECK-NEXT: {{^}}  switch i32 %6, label %7 [
// CHECK-NEXT: {{^}}    i32 0, label %5
// CHECK-NEXT: {{^}}    i32 5, label %8
// CHECK-NEXT: {{^}}  ]
// CHECK-EMPTY:
// CHECK-NEXT: 7:                                                ; preds = %5, %2
// CHECK-NEXT: {{^}}  ret i32 %3
// CHECK-EMPTY:
// CHECK-NEXT: 8:                                                ; preds = %5
// CHECK-NEXT: {{^}}  %9 = phi i32 [ %1, %5 ]
// CHECK-NEXT: {{^}}  %10 = sitofp i32 %9 to double
// CHECK-NEXT: {{^}}  %11 = fmul nnan ninf double %10, %10
// CHECK-NEXT: {{^}}  %12 = fptosi double %11 to i32
// CHECK-NEXT: {{^}}  ret i32 %12
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nounwind "frame-pointer"="all" }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{i32 1}
// CHECK-NEXT: !2 = !{!"branch_weights", i32 3, i32 1}
