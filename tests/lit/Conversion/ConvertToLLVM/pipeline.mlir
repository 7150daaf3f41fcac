// RUN: oxir-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: oxir-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=NONE
// The usual pipeline fully lowers a func/arith/scf/cf/memref program (allocation, loads and
// stores, loops, a conditional, a call) to the llvm dialect: no other dialect and no cast is left.

func.func @sum(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  return %r : f32
}
func.func @main(%n: index) -> f32 {
  %m = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %p = arith.cmpi eq, %i, %c0 : index
    %v = scf.if %p -> f32 {
      scf.yield %one : f32
    } else {
      %f = arith.index_cast %i : index to i32
      %g = arith.sitofp %f : i32 to f32
      scf.yield %g : f32
    }
    memref.store %v, %m[%i] : memref<?xf32>
  }
  %s = call @sum(%m, %n) : (memref<?xf32>, index) -> f32
  memref.dealloc %m : memref<?xf32>
  return %s : f32
}

// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @sum(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: llvm.br ^bb1(%6, %8 : i64, f32)
// CHECK-NEXT: ^bb1(%9: i64, %10: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %11 = llvm.icmp "slt" %9, %arg5 : i64
// CHECK-NEXT: llvm.cond_br %11, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %12 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.getelementptr inbounds{{ ?[|] ?}}nuw %12[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %14 = llvm.load %13 : !llvm.ptr -> f32
// CHECK-NEXT: %15 = llvm.fadd %10, %14 : f32
// CHECK-NEXT: %16 = llvm.add %9, %7 : i64
// CHECK-NEXT: llvm.br ^bb1(%16, %15 : i64, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: llvm.return %10 : f32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @main(%arg0: i64) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %2 = llvm.getelementptr %1[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
// CHECK-NEXT: %4 = llvm.call @malloc(%3) : (i64) -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg0, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %0, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %14 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: llvm.br ^bb1(%12 : i64)
// CHECK-NEXT: ^bb1(%15: i64):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT: %16 = llvm.icmp "slt" %15, %arg0 : i64
// CHECK-NEXT: llvm.cond_br %16, ^bb2, ^bb7
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %17 = llvm.icmp "eq" %15, %12 : i64
// CHECK-NEXT: llvm.cond_br %17, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: llvm.br ^bb5(%14 : f32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: %18 = llvm.trunc %15 : i64 to i32
// CHECK-NEXT: %19 = llvm.sitofp %18 : i32 to f32
// CHECK-NEXT: llvm.br ^bb5(%19 : f32)
// CHECK-NEXT: ^bb5(%20: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: llvm.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %21 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.getelementptr inbounds{{ ?[|] ?}}nuw %21[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %20, %22 : f32, !llvm.ptr
// CHECK-NEXT: %23 = llvm.add %15, %13 : i64
// CHECK-NEXT: llvm.br ^bb1(%23 : i64)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT: %24 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %25 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.extractvalue %11[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.extractvalue %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.extractvalue %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.call @sum(%24, %25, %26, %27, %28, %arg0) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> f32
// CHECK-NEXT: %30 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @free(%30) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.return %29 : f32
// CHECK-NEXT: }
// NONE-NOT: memref.
// NONE-NOT: arith.
// NONE-NOT: scf.
// NONE-NOT: cf.
// NONE-NOT: func.
// NONE-NOT: unrealized_conversion_cast
