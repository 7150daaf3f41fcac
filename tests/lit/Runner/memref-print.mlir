// RUN: oxir-run %s -e main --entry-point-result=void --shared-libs=%mlir_runner_utils,%mlir_c_runner_utils | FileCheck %s --strict-whitespace

// printMemrefF32 and _mlir_ciface_printMemrefI32 on hand-built memref descriptors, and memrefCopy
// into a transposed (column-major) view.

llvm.func @printMemrefF32(i64, !llvm.ptr)
llvm.func @_mlir_ciface_printMemrefI32(!llvm.ptr)
llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)

// Fills a descriptor { base, aligned, offset, sizes[2], strides[2] } at %d.
llvm.func @describe(%d: !llvm.ptr, %data: !llvm.ptr, %s0: i64, %s1: i64, %t0: i64, %t1: i64) {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %a = llvm.insertvalue %data, %u[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %b = llvm.insertvalue %data, %a[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %c = llvm.insertvalue %zero, %b[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %e = llvm.insertvalue %s0, %c[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %f = llvm.insertvalue %s1, %e[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %g = llvm.insertvalue %t0, %f[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %h = llvm.insertvalue %t1, %g[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  llvm.store %h, %d : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
  llvm.return
}

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[0,   0.5,   1],
// CHECK-NEXT: {{ }}[1.5,   2,   2.5]]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [1, 2] data =
// CHECK-NEXT: {{\[}}[0,   1,   2],
// CHECK-NEXT: {{ }}[3,   4,   5]]
llvm.func @main() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %three = llvm.mlir.constant(3 : i64) : i64
  %six = llvm.mlir.constant(6 : i64) : i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %half = llvm.mlir.constant(0.5 : f32) : f32
  %fdata = llvm.alloca %six x f32 : (i64) -> !llvm.ptr
  %idata = llvm.alloca %six x i32 : (i64) -> !llvm.ptr
  %jdata = llvm.alloca %six x i32 : (i64) -> !llvm.ptr
  llvm.br ^fill(%zero : i64)
^fill(%i: i64):
  %fi = llvm.sitofp %i : i64 to f32
  %v = llvm.fmul %fi, %half : f32
  %pf = llvm.getelementptr %fdata[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %pf : f32, !llvm.ptr
  %ii = llvm.trunc %i : i64 to i32
  %pi = llvm.getelementptr %idata[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %ii, %pi : i32, !llvm.ptr
  %next = llvm.add %i, %one : i64
  %more = llvm.icmp "ult" %next, %six : i64
  llvm.cond_br %more, ^fill(%next : i64), ^print
^print:
  %d = llvm.alloca %one x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
  llvm.call @describe(%d, %fdata, %two, %three, %three, %one) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> ()
  %rank = llvm.mlir.constant(2 : i64) : i64
  llvm.call @printMemrefF32(%rank, %d) : (i64, !llvm.ptr) -> ()
  // Copy the row-major i32 data into a column-major view of other storage, then print that view.
  %src = llvm.alloca %one x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
  llvm.call @describe(%src, %idata, %two, %three, %three, %one) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> ()
  %dst = llvm.alloca %one x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
  llvm.call @describe(%dst, %jdata, %two, %three, %one, %two) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> ()
  %usrc = llvm.alloca %one x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
  %udst = llvm.alloca %one x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
  %u0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
  %u1 = llvm.insertvalue %rank, %u0[0] : !llvm.struct<(i64, ptr)>
  %us = llvm.insertvalue %src, %u1[1] : !llvm.struct<(i64, ptr)>
  %ud = llvm.insertvalue %dst, %u1[1] : !llvm.struct<(i64, ptr)>
  llvm.store %us, %usrc : !llvm.struct<(i64, ptr)>, !llvm.ptr
  llvm.store %ud, %udst : !llvm.struct<(i64, ptr)>, !llvm.ptr
  %four = llvm.mlir.constant(4 : i64) : i64
  llvm.call @memrefCopy(%four, %usrc, %udst) : (i64, !llvm.ptr, !llvm.ptr) -> ()
  llvm.call @_mlir_ciface_printMemrefI32(%udst) : (!llvm.ptr) -> ()
  llvm.return
}
