// RUN: oxir-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: oxir-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=NONE
// A loop nest over memrefs, a while loop with an if, an index_switch and an external call lower
// completely; mlir-translate accepts the result.

func.func private @ext(i64) -> i64
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %init = arith.constant 0.0 : f32
      %s = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %init) -> (f32) {
        %x = memref.load %a[%i, %k] : memref<4x8xf32>
        %y = memref.load %b[%k, %j] : memref<8x4xf32>
        %p = arith.mulf %x, %y : f32
        %q = arith.addf %acc, %p : f32
        scf.yield %q : f32
      }
      memref.store %s, %c[%i, %j] : memref<4x4xf32>
    }
  }
  return
}
func.func @collatz(%n: i64) -> (i64, i64) {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %z = arith.constant 0 : i64
  %r:2 = scf.while (%x = %n, %steps = %z) : (i64, i64) -> (i64, i64) {
    %done = arith.cmpi ne, %x, %c1 : i64
    scf.condition(%done) %x, %steps : i64, i64
  } do {
  ^bb0(%x: i64, %s: i64):
    %rem = arith.remui %x, %c2 : i64
    %even = arith.cmpi eq, %rem, %z : i64
    %nx = scf.if %even -> i64 {
      %h = arith.divui %x, %c2 : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %x, %c3 : i64
      %u = arith.addi %t, %c1 : i64
      scf.yield %u : i64
    }
    %ns = arith.addi %s, %c1 : i64
    scf.yield %nx, %ns : i64, i64
  }
  %e = call @ext(%r#1) : (i64) -> i64
  return %r#0, %e : i64, i64
}
func.func @sw(%i: index, %m: memref<?xi32>) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 { %a = arith.constant 10 : i32
    scf.yield %a : i32 }
  default { %c0 = arith.constant 0 : index
    %v = memref.load %m[%c0] : memref<?xi32>
    scf.yield %v : i32 }
  %d = arith.ceildivsi %r, %r : i32
  return %d : i32
}

// CHECK-LABEL: llvm.func @ext(i64) -> i64 attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @matmul(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg14, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg15, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg16, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg17, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg19, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg18, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg20, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg8, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg9, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg10, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg12, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %arg11, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %arg13, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %arg0, %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %arg1, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %arg2, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %arg3, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %arg5, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %arg4, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %arg6, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %26 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %27 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: llvm.br ^bb1(%24 : i64)
// CHECK-NEXT: ^bb1(%28: i64):  // 2 preds: ^bb0, ^bb8
// CHECK-NEXT: %29 = llvm.icmp "slt" %28, %26 : i64
// CHECK-NEXT: llvm.cond_br %29, ^bb2, ^bb9
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.br ^bb3(%24 : i64)
// CHECK-NEXT: ^bb3(%30: i64):  // 2 preds: ^bb2, ^bb7
// CHECK-NEXT: %31 = llvm.icmp "slt" %30, %26 : i64
// CHECK-NEXT: llvm.cond_br %31, ^bb4, ^bb8
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %32 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: llvm.br ^bb5(%24, %32 : i64, f32)
// CHECK-NEXT: ^bb5(%33: i64, %34: f32):  // 2 preds: ^bb4, ^bb6
// CHECK-NEXT: %35 = llvm.icmp "slt" %33, %27 : i64
// CHECK-NEXT: llvm.cond_br %35, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %36 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %37 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %38 = llvm.mul %28, %37 overflow<nsw, nuw> : i64
// CHECK-NEXT: %39 = llvm.add %38, %33 overflow<nsw, nuw> : i64
// CHECK-NEXT: %40 = llvm.getelementptr inbounds{{ ?[|] ?}}nuw %36[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %41 = llvm.load %40 : !llvm.ptr -> f32
// CHECK-NEXT: %42 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %43 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %44 = llvm.mul %33, %43 overflow<nsw, nuw> : i64
// CHECK-NEXT: %45 = llvm.add %44, %30 overflow<nsw, nuw> : i64
// CHECK-NEXT: %46 = llvm.getelementptr inbounds{{ ?[|] ?}}nuw %42[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %47 = llvm.load %46 : !llvm.ptr -> f32
// CHECK-NEXT: %48 = llvm.fmul %41, %47 : f32
// CHECK-NEXT: %49 = llvm.fadd %34, %48 : f32
// CHECK-NEXT: %50 = llvm.add %33, %25 : i64
// CHECK-NEXT: llvm.br ^bb5(%50, %49 : i64, f32)
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT: %51 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %52 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %53 = llvm.mul %28, %52 overflow<nsw, nuw> : i64
// CHECK-NEXT: %54 = llvm.add %53, %30 overflow<nsw, nuw> : i64
// CHECK-NEXT: %55 = llvm.getelementptr inbounds{{ ?[|] ?}}nuw %51[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %34, %55 : f32, !llvm.ptr
// CHECK-NEXT: %56 = llvm.add %30, %25 : i64
// CHECK-NEXT: llvm.br ^bb3(%56 : i64)
// CHECK-NEXT: ^bb8:  // pred: ^bb3
// CHECK-NEXT: %57 = llvm.add %28, %25 : i64
// CHECK-NEXT: llvm.br ^bb1(%57 : i64)
// CHECK-NEXT: ^bb9:  // pred: ^bb1
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @collatz(%arg0: i64) -> !llvm.struct<(i64, i64)> {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: llvm.br ^bb1(%arg0, %3 : i64, i64)
// CHECK-NEXT: ^bb1(%4: i64, %5: i64):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT: %6 = llvm.icmp "ne" %4, %0 : i64
// CHECK-NEXT: llvm.cond_br %6, ^bb2(%4, %5 : i64, i64), ^bb7
// CHECK-NEXT: ^bb2(%7: i64, %8: i64):  // pred: ^bb1
// CHECK-NEXT: %9 = llvm.urem %7, %1 : i64
// CHECK-NEXT: %10 = llvm.icmp "eq" %9, %3 : i64
// CHECK-NEXT: llvm.cond_br %10, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %11 = llvm.udiv %7, %1 : i64
// CHECK-NEXT: llvm.br ^bb5(%11 : i64)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: %12 = llvm.mul %7, %2 : i64
// CHECK-NEXT: %13 = llvm.add %12, %0 : i64
// CHECK-NEXT: llvm.br ^bb5(%13 : i64)
// CHECK-NEXT: ^bb5(%14: i64):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: llvm.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %15 = llvm.add %8, %0 : i64
// CHECK-NEXT: llvm.br ^bb1(%14, %15 : i64, i64)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT: %16 = llvm.call @ext(%5) : (i64) -> i64
// CHECK-NEXT: %17 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %18 = llvm.insertvalue %4, %17[0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT: llvm.return %19 : !llvm.struct<(i64, i64)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @sw(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.trunc %arg0 : i64 to i32
// CHECK-NEXT: llvm.switch %6 : i32, ^bb2 [
// CHECK-NEXT: 0: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %7 = llvm.mlir.constant(10 : i32) : i32
// CHECK-NEXT: llvm.br ^bb3(%7 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.getelementptr inbounds{{ ?[|] ?}}nuw %9[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %11 = llvm.load %10 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.br ^bb3(%11 : i32)
// CHECK-NEXT: ^bb3(%12: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %15 = llvm.sdiv %12, %12 : i32
// CHECK-NEXT: %16 = llvm.mul %15, %12 : i32
// CHECK-NEXT: %17 = llvm.icmp "ne" %12, %16 : i32
// CHECK-NEXT: %18 = llvm.icmp "slt" %12, %13 : i32
// CHECK-NEXT: %19 = llvm.icmp "slt" %12, %13 : i32
// CHECK-NEXT: %20 = llvm.icmp "eq" %18, %19 : i1
// CHECK-NEXT: %21 = llvm.and %17, %20 : i1
// CHECK-NEXT: %22 = llvm.add %15, %14 : i32
// CHECK-NEXT: %23 = llvm.select %21, %22, %15 : i1, i32
// CHECK-NEXT: llvm.return %23 : i32
// CHECK-NEXT: }
// NONE-NOT: memref.
// NONE-NOT: arith.
// NONE-NOT: scf.
// NONE-NOT: cf.
// NONE-NOT: func.
// NONE-NOT: unrealized_conversion_cast
