// RUN: oxir-opt %s --split-input-file --convert-index-to-llvm | FileCheck %s
// RUN: oxir-opt %s --split-input-file --convert-index-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=INDEX32
// RUN: oxir-opt %s --split-input-file --convert-to-llvm | FileCheck %s --check-prefix=ALL

// The arithmetic ops become their llvm counterparts on the converted integer.
// CHECK-LABEL: func.func @trivial(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.add %1, %0 : i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %4 = llvm.sub %1, %0 : i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT: %6 = llvm.mul %1, %0 : i64
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT: %8 = llvm.sdiv %1, %0 : i64
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : i64 to index
// CHECK-NEXT: %10 = llvm.udiv %1, %0 : i64
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : i64 to index
// CHECK-NEXT: %12 = llvm.srem %1, %0 : i64
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : i64 to index
// CHECK-NEXT: %14 = llvm.urem %1, %0 : i64
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : i64 to index
// CHECK-NEXT: %16 = llvm.intr.smax(%1, %0) : (i64, i64) -> i64
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : i64 to index
// CHECK-NEXT: %18 = llvm.intr.umax(%1, %0) : (i64, i64) -> i64
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : i64 to index
// CHECK-NEXT: %20 = llvm.intr.smin(%1, %0) : (i64, i64) -> i64
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : i64 to index
// CHECK-NEXT: %22 = llvm.intr.umin(%1, %0) : (i64, i64) -> i64
// CHECK-NEXT: %23 = builtin.unrealized_conversion_cast %22 : i64 to index
// CHECK-NEXT: %24 = llvm.shl %1, %0 : i64
// CHECK-NEXT: %25 = builtin.unrealized_conversion_cast %24 : i64 to index
// CHECK-NEXT: %26 = llvm.ashr %1, %0 : i64
// CHECK-NEXT: %27 = builtin.unrealized_conversion_cast %26 : i64 to index
// CHECK-NEXT: %28 = llvm.lshr %1, %0 : i64
// CHECK-NEXT: %29 = builtin.unrealized_conversion_cast %28 : i64 to index
// CHECK-NEXT: %30 = llvm.and %1, %0 : i64
// CHECK-NEXT: %31 = builtin.unrealized_conversion_cast %30 : i64 to index
// CHECK-NEXT: %32 = llvm.or %1, %0 : i64
// CHECK-NEXT: %33 = builtin.unrealized_conversion_cast %32 : i64 to index
// CHECK-NEXT: %34 = llvm.xor %1, %0 {tag} : i64
// CHECK-NEXT: %35 = builtin.unrealized_conversion_cast %34 : i64 to index
// CHECK-NEXT: return %3, %5, %7, %9, %11, %13, %15, %17, %19, %21, %23, %25, %27, %29, %31, %33, %35 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// INDEX32-LABEL: func.func @trivial(
// INDEX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// INDEX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// INDEX32-NEXT: %2 = llvm.add %1, %0 : i32
// INDEX32-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i32 to index
// INDEX32-NEXT: %4 = llvm.sub %1, %0 : i32
// INDEX32-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i32 to index
// INDEX32-NEXT: %6 = llvm.mul %1, %0 : i32
// INDEX32-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i32 to index
// INDEX32-NEXT: %8 = llvm.sdiv %1, %0 : i32
// INDEX32-NEXT: %9 = builtin.unrealized_conversion_cast %8 : i32 to index
// INDEX32-NEXT: %10 = llvm.udiv %1, %0 : i32
// INDEX32-NEXT: %11 = builtin.unrealized_conversion_cast %10 : i32 to index
// INDEX32-NEXT: %12 = llvm.srem %1, %0 : i32
// INDEX32-NEXT: %13 = builtin.unrealized_conversion_cast %12 : i32 to index
// INDEX32-NEXT: %14 = llvm.urem %1, %0 : i32
// INDEX32-NEXT: %15 = builtin.unrealized_conversion_cast %14 : i32 to index
// INDEX32-NEXT: %16 = llvm.intr.smax(%1, %0) : (i32, i32) -> i32
// INDEX32-NEXT: %17 = builtin.unrealized_conversion_cast %16 : i32 to index
// INDEX32-NEXT: %18 = llvm.intr.umax(%1, %0) : (i32, i32) -> i32
// INDEX32-NEXT: %19 = builtin.unrealized_conversion_cast %18 : i32 to index
// INDEX32-NEXT: %20 = llvm.intr.smin(%1, %0) : (i32, i32) -> i32
// INDEX32-NEXT: %21 = builtin.unrealized_conversion_cast %20 : i32 to index
// INDEX32-NEXT: %22 = llvm.intr.umin(%1, %0) : (i32, i32) -> i32
// INDEX32-NEXT: %23 = builtin.unrealized_conversion_cast %22 : i32 to index
// INDEX32-NEXT: %24 = llvm.shl %1, %0 : i32
// INDEX32-NEXT: %25 = builtin.unrealized_conversion_cast %24 : i32 to index
// INDEX32-NEXT: %26 = llvm.ashr %1, %0 : i32
// INDEX32-NEXT: %27 = builtin.unrealized_conversion_cast %26 : i32 to index
// INDEX32-NEXT: %28 = llvm.lshr %1, %0 : i32
// INDEX32-NEXT: %29 = builtin.unrealized_conversion_cast %28 : i32 to index
// INDEX32-NEXT: %30 = llvm.and %1, %0 : i32
// INDEX32-NEXT: %31 = builtin.unrealized_conversion_cast %30 : i32 to index
// INDEX32-NEXT: %32 = llvm.or %1, %0 : i32
// INDEX32-NEXT: %33 = builtin.unrealized_conversion_cast %32 : i32 to index
// INDEX32-NEXT: %34 = llvm.xor %1, %0 {tag} : i32
// INDEX32-NEXT: %35 = builtin.unrealized_conversion_cast %34 : i32 to index
// INDEX32-NEXT: return %3, %5, %7, %9, %11, %13, %15, %17, %19, %21, %23, %25, %27, %29, %31, %33, %35 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
// INDEX32-NEXT: }
// ALL-LABEL: llvm.func @trivial(
// ALL-NEXT: %0 = llvm.add %arg0, %arg1 : i64
// ALL-NEXT: %1 = llvm.sub %arg0, %arg1 : i64
// ALL-NEXT: %2 = llvm.mul %arg0, %arg1 : i64
// ALL-NEXT: %3 = llvm.sdiv %arg0, %arg1 : i64
// ALL-NEXT: %4 = llvm.udiv %arg0, %arg1 : i64
// ALL-NEXT: %5 = llvm.srem %arg0, %arg1 : i64
// ALL-NEXT: %6 = llvm.urem %arg0, %arg1 : i64
// ALL-NEXT: %7 = llvm.intr.smax(%arg0, %arg1) : (i64, i64) -> i64
// ALL-NEXT: %8 = llvm.intr.umax(%arg0, %arg1) : (i64, i64) -> i64
// ALL-NEXT: %9 = llvm.intr.smin(%arg0, %arg1) : (i64, i64) -> i64
// ALL-NEXT: %10 = llvm.intr.umin(%arg0, %arg1) : (i64, i64) -> i64
// ALL-NEXT: %11 = llvm.shl %arg0, %arg1 : i64
// ALL-NEXT: %12 = llvm.ashr %arg0, %arg1 : i64
// ALL-NEXT: %13 = llvm.lshr %arg0, %arg1 : i64
// ALL-NEXT: %14 = llvm.and %arg0, %arg1 : i64
// ALL-NEXT: %15 = llvm.or %arg0, %arg1 : i64
// ALL-NEXT: %16 = llvm.xor %arg0, %arg1 {tag} : i64
// ALL-NEXT: %17 = llvm.mlir.poison : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %18 = llvm.insertvalue %0, %17[0] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %19 = llvm.insertvalue %1, %18[1] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %20 = llvm.insertvalue %2, %19[2] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %21 = llvm.insertvalue %3, %20[3] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %22 = llvm.insertvalue %4, %21[4] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %23 = llvm.insertvalue %5, %22[5] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %24 = llvm.insertvalue %6, %23[6] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %25 = llvm.insertvalue %7, %24[7] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %26 = llvm.insertvalue %8, %25[8] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %27 = llvm.insertvalue %9, %26[9] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %28 = llvm.insertvalue %10, %27[10] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %29 = llvm.insertvalue %11, %28[11] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %30 = llvm.insertvalue %12, %29[12] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %31 = llvm.insertvalue %13, %30[13] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %32 = llvm.insertvalue %14, %31[14] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %33 = llvm.insertvalue %15, %32[15] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: %34 = llvm.insertvalue %16, %33[16] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: llvm.return %34 : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)>
// ALL-NEXT: }
func.func @trivial(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.rems %a, %b
  %6 = index.remu %a, %b
  %7 = index.maxs %a, %b
  %8 = index.maxu %a, %b
  %9 = index.mins %a, %b
  %10 = index.minu %a, %b
  %11 = index.shl %a, %b
  %12 = index.shrs %a, %b
  %13 = index.shru %a, %b
  %14 = index.and %a, %b
  %15 = index.or %a, %b
  %16 = index.xor %a, %b {tag}
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// The rounding divisions expand into compares and selects.
// CHECK-LABEL: func.func @divisions(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %5 = llvm.icmp "sgt" %0, %2 : i64
// CHECK-NEXT: %6 = llvm.select %5, %4, %3 : i1, i64
// CHECK-NEXT: %7 = llvm.add %1, %6 : i64
// CHECK-NEXT: %8 = llvm.sdiv %7, %0 : i64
// CHECK-NEXT: %9 = llvm.add %8, %3 : i64
// CHECK-NEXT: %10 = llvm.sub %2, %1 : i64
// CHECK-NEXT: %11 = llvm.sdiv %10, %0 : i64
// CHECK-NEXT: %12 = llvm.sub %2, %11 : i64
// CHECK-NEXT: %13 = llvm.icmp "sgt" %1, %2 : i64
// CHECK-NEXT: %14 = llvm.icmp "eq" %13, %5 : i1
// CHECK-NEXT: %15 = llvm.icmp "ne" %1, %2 : i64
// CHECK-NEXT: %16 = llvm.and %14, %15 : i1
// CHECK-NEXT: %17 = llvm.select %16, %9, %12 : i1, i64
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : i64 to index
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %21 = llvm.sub %1, %20 : i64
// CHECK-NEXT: %22 = llvm.udiv %21, %0 : i64
// CHECK-NEXT: %23 = llvm.add %22, %20 : i64
// CHECK-NEXT: %24 = llvm.icmp "eq" %1, %19 : i64
// CHECK-NEXT: %25 = llvm.select %24, %19, %23 : i1, i64
// CHECK-NEXT: %26 = builtin.unrealized_conversion_cast %25 : i64 to index
// CHECK-NEXT: %27 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %29 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %30 = llvm.icmp "slt" %0, %27 : i64
// CHECK-NEXT: %31 = llvm.select %30, %28, %29 : i1, i64
// CHECK-NEXT: %32 = llvm.sub %31, %1 : i64
// CHECK-NEXT: %33 = llvm.sdiv %32, %0 : i64
// CHECK-NEXT: %34 = llvm.sub %29, %33 : i64
// CHECK-NEXT: %35 = llvm.sdiv %1, %0 : i64
// CHECK-NEXT: %36 = llvm.icmp "slt" %1, %27 : i64
// CHECK-NEXT: %37 = llvm.icmp "ne" %36, %30 : i1
// CHECK-NEXT: %38 = llvm.icmp "ne" %1, %27 : i64
// CHECK-NEXT: %39 = llvm.and %37, %38 : i1
// CHECK-NEXT: %40 = llvm.select %39, %34, %35 : i1, i64
// CHECK-NEXT: %41 = builtin.unrealized_conversion_cast %40 : i64 to index
// CHECK-NEXT: return %18, %26, %41 : index, index, index
// CHECK-NEXT: }
// INDEX32-LABEL: func.func @divisions(
// INDEX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// INDEX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// INDEX32-NEXT: %2 = llvm.mlir.constant(0 : i32) : i32
// INDEX32-NEXT: %3 = llvm.mlir.constant(1 : i32) : i32
// INDEX32-NEXT: %4 = llvm.mlir.constant(-1 : i32) : i32
// INDEX32-NEXT: %5 = llvm.icmp "sgt" %0, %2 : i32
// INDEX32-NEXT: %6 = llvm.select %5, %4, %3 : i1, i32
// INDEX32-NEXT: %7 = llvm.add %1, %6 : i32
// INDEX32-NEXT: %8 = llvm.sdiv %7, %0 : i32
// INDEX32-NEXT: %9 = llvm.add %8, %3 : i32
// INDEX32-NEXT: %10 = llvm.sub %2, %1 : i32
// INDEX32-NEXT: %11 = llvm.sdiv %10, %0 : i32
// INDEX32-NEXT: %12 = llvm.sub %2, %11 : i32
// INDEX32-NEXT: %13 = llvm.icmp "sgt" %1, %2 : i32
// INDEX32-NEXT: %14 = llvm.icmp "eq" %13, %5 : i1
// INDEX32-NEXT: %15 = llvm.icmp "ne" %1, %2 : i32
// INDEX32-NEXT: %16 = llvm.and %14, %15 : i1
// INDEX32-NEXT: %17 = llvm.select %16, %9, %12 : i1, i32
// INDEX32-NEXT: %18 = builtin.unrealized_conversion_cast %17 : i32 to index
// INDEX32-NEXT: %19 = llvm.mlir.constant(0 : i32) : i32
// INDEX32-NEXT: %20 = llvm.mlir.constant(1 : i32) : i32
// INDEX32-NEXT: %21 = llvm.sub %1, %20 : i32
// INDEX32-NEXT: %22 = llvm.udiv %21, %0 : i32
// INDEX32-NEXT: %23 = llvm.add %22, %20 : i32
// INDEX32-NEXT: %24 = llvm.icmp "eq" %1, %19 : i32
// INDEX32-NEXT: %25 = llvm.select %24, %19, %23 : i1, i32
// INDEX32-NEXT: %26 = builtin.unrealized_conversion_cast %25 : i32 to index
// INDEX32-NEXT: %27 = llvm.mlir.constant(0 : i32) : i32
// INDEX32-NEXT: %28 = llvm.mlir.constant(1 : i32) : i32
// INDEX32-NEXT: %29 = llvm.mlir.constant(-1 : i32) : i32
// INDEX32-NEXT: %30 = llvm.icmp "slt" %0, %27 : i32
// INDEX32-NEXT: %31 = llvm.select %30, %28, %29 : i1, i32
// INDEX32-NEXT: %32 = llvm.sub %31, %1 : i32
// INDEX32-NEXT: %33 = llvm.sdiv %32, %0 : i32
// INDEX32-NEXT: %34 = llvm.sub %29, %33 : i32
// INDEX32-NEXT: %35 = llvm.sdiv %1, %0 : i32
// INDEX32-NEXT: %36 = llvm.icmp "slt" %1, %27 : i32
// INDEX32-NEXT: %37 = llvm.icmp "ne" %36, %30 : i1
// INDEX32-NEXT: %38 = llvm.icmp "ne" %1, %27 : i32
// INDEX32-NEXT: %39 = llvm.and %37, %38 : i1
// INDEX32-NEXT: %40 = llvm.select %39, %34, %35 : i1, i32
// INDEX32-NEXT: %41 = builtin.unrealized_conversion_cast %40 : i32 to index
// INDEX32-NEXT: return %18, %26, %41 : index, index, index
// INDEX32-NEXT: }
// ALL-LABEL: llvm.func @divisions(
// ALL-NEXT: %0 = llvm.mlir.constant(0 : i64) : i64
// ALL-NEXT: %1 = llvm.mlir.constant(1 : i64) : i64
// ALL-NEXT: %2 = llvm.mlir.constant(-1 : i64) : i64
// ALL-NEXT: %3 = llvm.icmp "sgt" %arg1, %0 : i64
// ALL-NEXT: %4 = llvm.select %3, %2, %1 : i1, i64
// ALL-NEXT: %5 = llvm.add %arg0, %4 : i64
// ALL-NEXT: %6 = llvm.sdiv %5, %arg1 : i64
// ALL-NEXT: %7 = llvm.add %6, %1 : i64
// ALL-NEXT: %8 = llvm.sub %0, %arg0 : i64
// ALL-NEXT: %9 = llvm.sdiv %8, %arg1 : i64
// ALL-NEXT: %10 = llvm.sub %0, %9 : i64
// ALL-NEXT: %11 = llvm.icmp "sgt" %arg0, %0 : i64
// ALL-NEXT: %12 = llvm.icmp "eq" %11, %3 : i1
// ALL-NEXT: %13 = llvm.icmp "ne" %arg0, %0 : i64
// ALL-NEXT: %14 = llvm.and %12, %13 : i1
// ALL-NEXT: %15 = llvm.select %14, %7, %10 : i1, i64
// ALL-NEXT: %16 = llvm.mlir.constant(0 : i64) : i64
// ALL-NEXT: %17 = llvm.mlir.constant(1 : i64) : i64
// ALL-NEXT: %18 = llvm.sub %arg0, %17 : i64
// ALL-NEXT: %19 = llvm.udiv %18, %arg1 : i64
// ALL-NEXT: %20 = llvm.add %19, %17 : i64
// ALL-NEXT: %21 = llvm.icmp "eq" %arg0, %16 : i64
// ALL-NEXT: %22 = llvm.select %21, %16, %20 : i1, i64
// ALL-NEXT: %23 = llvm.mlir.constant(0 : i64) : i64
// ALL-NEXT: %24 = llvm.mlir.constant(1 : i64) : i64
// ALL-NEXT: %25 = llvm.mlir.constant(-1 : i64) : i64
// ALL-NEXT: %26 = llvm.icmp "slt" %arg1, %23 : i64
// ALL-NEXT: %27 = llvm.select %26, %24, %25 : i1, i64
// ALL-NEXT: %28 = llvm.sub %27, %arg0 : i64
// ALL-NEXT: %29 = llvm.sdiv %28, %arg1 : i64
// ALL-NEXT: %30 = llvm.sub %25, %29 : i64
// ALL-NEXT: %31 = llvm.sdiv %arg0, %arg1 : i64
// ALL-NEXT: %32 = llvm.icmp "slt" %arg0, %23 : i64
// ALL-NEXT: %33 = llvm.icmp "ne" %32, %26 : i1
// ALL-NEXT: %34 = llvm.icmp "ne" %arg0, %23 : i64
// ALL-NEXT: %35 = llvm.and %33, %34 : i1
// ALL-NEXT: %36 = llvm.select %35, %30, %31 : i1, i64
// ALL-NEXT: %37 = llvm.mlir.poison : !llvm.struct<(i64, i64, i64)>
// ALL-NEXT: %38 = llvm.insertvalue %15, %37[0] : !llvm.struct<(i64, i64, i64)>
// ALL-NEXT: %39 = llvm.insertvalue %22, %38[1] : !llvm.struct<(i64, i64, i64)>
// ALL-NEXT: %40 = llvm.insertvalue %36, %39[2] : !llvm.struct<(i64, i64, i64)>
// ALL-NEXT: llvm.return %40 : !llvm.struct<(i64, i64, i64)>
// ALL-NEXT: }
func.func @divisions(%n: index, %m: index) -> (index, index, index) {
  %0 = index.ceildivs %n, %m
  %1 = index.ceildivu %n, %m
  %2 = index.floordivs %n, %m
  return %0, %1, %2 : index, index, index
}

// -----

// cmp keeps its predicate; sizeof and the constants become llvm constants of the index width.
// CHECK-LABEL: func.func @cmp_and_constants(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.icmp "sge" %1, %0 : i64
// CHECK-NEXT: %3 = llvm.icmp "ult" %1, %0 : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT: %6 = llvm.mlir.constant(-3000000000 : i64) : i64
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT: %8 = llvm.mlir.constant(42 : i64) : i64
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : i64 to index
// CHECK-NEXT: %10 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: return %2, %3, %5, %7, %9, %10 : i1, i1, index, index, index, i1
// CHECK-NEXT: }
// INDEX32-LABEL: func.func @cmp_and_constants(
// INDEX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// INDEX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// INDEX32-NEXT: %2 = llvm.icmp "sge" %1, %0 : i32
// INDEX32-NEXT: %3 = llvm.icmp "ult" %1, %0 : i32
// INDEX32-NEXT: %4 = llvm.mlir.constant(32 : i32) : i32
// INDEX32-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i32 to index
// INDEX32-NEXT: %6 = llvm.mlir.constant(1294967296 : i32) : i32
// INDEX32-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i32 to index
// INDEX32-NEXT: %8 = llvm.mlir.constant(42 : i32) : i32
// INDEX32-NEXT: %9 = builtin.unrealized_conversion_cast %8 : i32 to index
// INDEX32-NEXT: %10 = llvm.mlir.constant(false) : i1
// INDEX32-NEXT: return %2, %3, %5, %7, %9, %10 : i1, i1, index, index, index, i1
// INDEX32-NEXT: }
// ALL-LABEL: llvm.func @cmp_and_constants(
// ALL-NEXT: %0 = llvm.icmp "sge" %arg0, %arg1 : i64
// ALL-NEXT: %1 = llvm.icmp "ult" %arg0, %arg1 : i64
// ALL-NEXT: %2 = llvm.mlir.constant(64 : i64) : i64
// ALL-NEXT: %3 = llvm.mlir.constant(-3000000000 : i64) : i64
// ALL-NEXT: %4 = llvm.mlir.constant(42 : i64) : i64
// ALL-NEXT: %5 = llvm.mlir.constant(false) : i1
// ALL-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(i1, i1, i64, i64, i64, i1)>
// ALL-NEXT: %7 = llvm.insertvalue %0, %6[0] : !llvm.struct<(i1, i1, i64, i64, i64, i1)>
// ALL-NEXT: %8 = llvm.insertvalue %1, %7[1] : !llvm.struct<(i1, i1, i64, i64, i64, i1)>
// ALL-NEXT: %9 = llvm.insertvalue %2, %8[2] : !llvm.struct<(i1, i1, i64, i64, i64, i1)>
// ALL-NEXT: %10 = llvm.insertvalue %3, %9[3] : !llvm.struct<(i1, i1, i64, i64, i64, i1)>
// ALL-NEXT: %11 = llvm.insertvalue %4, %10[4] : !llvm.struct<(i1, i1, i64, i64, i64, i1)>
// ALL-NEXT: %12 = llvm.insertvalue %5, %11[5] : !llvm.struct<(i1, i1, i64, i64, i64, i1)>
// ALL-NEXT: llvm.return %12 : !llvm.struct<(i1, i1, i64, i64, i64, i1)>
// ALL-NEXT: }
func.func @cmp_and_constants(%a: index, %b: index) -> (i1, i1, index, index, index, i1) {
  %0 = index.cmp sge(%a, %b)
  %1 = index.cmp ult(%a, %b)
  %2 = index.sizeof
  %3 = index.constant -3000000000
  %4 = index.constant 42
  %5 = index.bool.constant false
  return %0, %1, %2, %3, %4, %5 : i1, i1, index, index, index, i1
}

// -----

// Casts extend, truncate, or vanish when the widths agree (one cast back per value).
// CHECK-LABEL: func.func @casts(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : i64 to index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.trunc %1 : i64 to i32
// CHECK-NEXT: %3 = llvm.trunc %1 : i64 to i16
// CHECK-NEXT: %4 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT: %6 = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT: return %1, %2, %1, %3, %5, %7, %0, %0 : i64, i32, i64, i16, index, index, index, index
// CHECK-NEXT: }
// INDEX32-LABEL: func.func @casts(
// INDEX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : i32 to index
// INDEX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// INDEX32-NEXT: %2 = llvm.sext %1 : i32 to i64
// INDEX32-NEXT: %3 = llvm.zext %1 : i32 to i64
// INDEX32-NEXT: %4 = llvm.trunc %1 : i32 to i16
// INDEX32-NEXT: %5 = llvm.trunc %arg2 : i64 to i32
// INDEX32-NEXT: %6 = builtin.unrealized_conversion_cast %5 : i32 to index
// INDEX32-NEXT: %7 = llvm.trunc %arg2 : i64 to i32
// INDEX32-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i32 to index
// INDEX32-NEXT: return %2, %1, %3, %4, %0, %0, %6, %8 : i64, i32, i64, i16, index, index, index, index
// INDEX32-NEXT: }
// ALL-LABEL: llvm.func @casts(
// ALL-NEXT: %0 = llvm.trunc %arg0 : i64 to i32
// ALL-NEXT: %1 = llvm.trunc %arg0 : i64 to i16
// ALL-NEXT: %2 = llvm.sext %arg1 : i32 to i64
// ALL-NEXT: %3 = llvm.zext %arg1 : i32 to i64
// ALL-NEXT: %4 = llvm.mlir.poison : !llvm.struct<(i64, i32, i64, i16, i64, i64, i64, i64)>
// ALL-NEXT: %5 = llvm.insertvalue %arg0, %4[0] : !llvm.struct<(i64, i32, i64, i16, i64, i64, i64, i64)>
// ALL-NEXT: %6 = llvm.insertvalue %0, %5[1] : !llvm.struct<(i64, i32, i64, i16, i64, i64, i64, i64)>
// ALL-NEXT: %7 = llvm.insertvalue %arg0, %6[2] : !llvm.struct<(i64, i32, i64, i16, i64, i64, i64, i64)>
// ALL-NEXT: %8 = llvm.insertvalue %1, %7[3] : !llvm.struct<(i64, i32, i64, i16, i64, i64, i64, i64)>
// ALL-NEXT: %9 = llvm.insertvalue %2, %8[4] : !llvm.struct<(i64, i32, i64, i16, i64, i64, i64, i64)>
// ALL-NEXT: %10 = llvm.insertvalue %3, %9[5] : !llvm.struct<(i64, i32, i64, i16, i64, i64, i64, i64)>
// ALL-NEXT: %11 = llvm.insertvalue %arg2, %10[6] : !llvm.struct<(i64, i32, i64, i16, i64, i64, i64, i64)>
// ALL-NEXT: %12 = llvm.insertvalue %arg2, %11[7] : !llvm.struct<(i64, i32, i64, i16, i64, i64, i64, i64)>
// ALL-NEXT: llvm.return %12 : !llvm.struct<(i64, i32, i64, i16, i64, i64, i64, i64)>
// ALL-NEXT: }
func.func @casts(%a: index, %b: i32, %c: i64) -> (i64, i32, i64, i16, index, index, index, index) {
  %0 = index.casts %a : index to i64
  %1 = index.casts %a : index to i32
  %2 = index.castu %a : index to i64
  %3 = index.castu %a : index to i16
  %4 = index.casts %b : i32 to index
  %5 = index.castu %b : i32 to index
  %6 = index.casts %c : i64 to index
  %7 = index.castu %c : i64 to index
  return %0, %1, %2, %3, %4, %5, %6, %7 : i64, i32, i64, i16, index, index, index, index
}
