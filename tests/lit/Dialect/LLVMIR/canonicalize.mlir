// RUN: oxir-opt %s --split-input-file --pass-pipeline='builtin.module(llvm.func(canonicalize{test-convergence}))' | FileCheck %s
//
// The folders of the llvm dialect (CHECK lines: mlir-opt 22's output). The first chunks are
// MLIR's own test/Dialect/LLVMIR/canonicalize.mlir (llvm.mlir.null written llvm.mlir.zero).

// CHECK-LABEL: llvm.func @fold_icmp_eq(
// CHECK-NEXT: %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: llvm.return %0 : i1
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @fold_icmp_ne(
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<false> : vector<2xi1>) : vector<2xi1>
// CHECK-NEXT: llvm.return %0 : vector<2xi1>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @fold_icmp_alloca(
// CHECK-NEXT: %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: llvm.return %0 : i1
// CHECK-NEXT: }
llvm.func @fold_icmp_eq(%arg0 : i32) -> i1 {
  %0 = llvm.icmp "eq" %arg0, %arg0 : i32
  llvm.return %0 : i1
}

llvm.func @fold_icmp_ne(%arg0 : vector<2xi32>) -> vector<2xi1> {
  %0 = llvm.icmp "ne" %arg0, %arg0 : vector<2xi32>
  llvm.return %0 : vector<2xi1>
}

llvm.func @fold_icmp_alloca() -> i1 {
  %c0 = llvm.mlir.zero : !llvm.ptr
  %c1 = arith.constant 1 : i64
  %0 = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  %1 = llvm.icmp "ne" %c0, %0 : !llvm.ptr
  llvm.return %1 : i1
}

// -----

// CHECK-LABEL: llvm.func @fold_extractvalue(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = llvm.add %c0_i32, %c1_i32 : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
llvm.func @fold_extractvalue() -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32

  %0 = llvm.mlir.undef : !llvm.struct<(i32, i32)>

  %1 = llvm.insertvalue %c0, %0[0] : !llvm.struct<(i32, i32)>
  %2 = llvm.insertvalue %c1, %1[1] : !llvm.struct<(i32, i32)>

  %3 = llvm.extractvalue %2[0] : !llvm.struct<(i32, i32)>
  %4 = llvm.extractvalue %2[1] : !llvm.struct<(i32, i32)>

  %5 = llvm.add %3, %4 : i32
  llvm.return %5 : i32
}

// -----

// CHECK-LABEL: llvm.func @no_fold_extractvalue(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<4 x array<4 x f32>>
// CHECK-NEXT: %1 = llvm.insertvalue %cst, %0[0, 0] : !llvm.array<4 x array<4 x f32>>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.array<4 x array<4 x f32>>
// CHECK-NEXT: %3 = llvm.extractvalue %2[0, 0] : !llvm.array<4 x array<4 x f32>>
// CHECK-NEXT: llvm.return %3 : f32
// CHECK-NEXT: }
llvm.func @no_fold_extractvalue(%arr: !llvm.array<4 x f32>) -> f32 {
  %f0 = arith.constant 0.0 : f32
  %0 = llvm.mlir.undef : !llvm.array<4 x !llvm.array<4 x f32>>

  %1 = llvm.insertvalue %f0, %0[0, 0] : !llvm.array<4 x !llvm.array<4 x f32>>
  %2 = llvm.insertvalue %arr, %1[0] : !llvm.array<4 x !llvm.array<4 x f32>>
  %3 = llvm.extractvalue %2[0, 0] : !llvm.array<4 x !llvm.array<4 x f32>>

  llvm.return %3 : f32
}

// -----

// CHECK-LABEL: llvm.func @fold_unrelated_extractvalue(
// CHECK-NEXT: %0 = llvm.extractvalue %arg0[1] : !llvm.array<4 x f32>
// CHECK-NEXT: llvm.return %0 : f32
// CHECK-NEXT: }
llvm.func @fold_unrelated_extractvalue(%arr: !llvm.array<4 x f32>) -> f32 {
  %f0 = arith.constant 0.0 : f32
  %2 = llvm.insertvalue %f0, %arr[0] : !llvm.array<4 x f32>
  %3 = llvm.extractvalue %2[1] : !llvm.array<4 x f32>
  llvm.return %3 : f32
}

// -----

// CHECK-LABEL: llvm.func @fold_bitcast(
// CHECK-NEXT: llvm.return %arg0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @fold_bitcast2(
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
llvm.func @fold_bitcast(%x : !llvm.ptr) -> !llvm.ptr {
  %c = llvm.bitcast %x : !llvm.ptr to !llvm.ptr
  llvm.return %c : !llvm.ptr
}

llvm.func @fold_bitcast2(%x : i32) -> i32 {
  %c = llvm.bitcast %x : i32 to f32
  %d = llvm.bitcast %c : f32 to i32
  llvm.return %d : i32
}

// -----

// CHECK-LABEL: llvm.func @fold_addrcast(
// CHECK-NEXT: llvm.return %arg0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @fold_addrcast2(
// CHECK-NEXT: llvm.return %arg0 : !llvm.ptr
// CHECK-NEXT: }
llvm.func @fold_addrcast(%x : !llvm.ptr) -> !llvm.ptr {
  %c = llvm.addrspacecast %x : !llvm.ptr to !llvm.ptr
  llvm.return %c : !llvm.ptr
}

llvm.func @fold_addrcast2(%x : !llvm.ptr) -> !llvm.ptr {
  %c = llvm.addrspacecast %x : !llvm.ptr to !llvm.ptr<5>
  %d = llvm.addrspacecast %c : !llvm.ptr<5> to !llvm.ptr
  llvm.return %d : !llvm.ptr
}

// -----

// CHECK-LABEL: llvm.func @fold_gep(
// CHECK-NEXT: llvm.return %arg0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @fold_gep_neg(
// CHECK-NEXT: %0 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @fold_gep_canon(
// CHECK-NEXT: %0 = llvm.getelementptr %arg0[2] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
llvm.func @fold_gep(%x : !llvm.ptr) -> !llvm.ptr {
  %c0 = arith.constant 0 : i32
  %c = llvm.getelementptr %x[%c0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  llvm.return %c : !llvm.ptr
}

llvm.func @fold_gep_neg(%x : !llvm.ptr) -> !llvm.ptr {
  %c0 = arith.constant 0 : i32
  %0 = llvm.getelementptr inbounds %x[%c0, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.return %0 : !llvm.ptr
}

llvm.func @fold_gep_canon(%x : !llvm.ptr) -> !llvm.ptr {
  %c2 = arith.constant 2 : i32
  %c = llvm.getelementptr %x[%c2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  llvm.return %c : !llvm.ptr
}

// -----

// CHECK-LABEL: llvm.func @llvm_constant(
// CHECK-NEXT: %c82_i32 = arith.constant 82 : i32
// CHECK-NEXT: llvm.return %c82_i32 : i32
// CHECK-NEXT: }
llvm.func @llvm_constant() -> i32 {
  %0 = llvm.mlir.constant(40 : i32) : i32
  %1 = llvm.mlir.constant(42 : i32) : i32
  %2 = arith.addi %0, %1 : i32
  llvm.return %2 : i32
}

// -----

// CHECK-LABEL: llvm.func @load_dce(
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @addr_dce(
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @alloca_dce(
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @load_dce(%x : !llvm.ptr) {
  %0 = llvm.load %x : !llvm.ptr -> i8
  llvm.return
}

llvm.mlir.global external @fp() : !llvm.ptr

llvm.func @addr_dce(%x : !llvm.ptr) {
  %0 = llvm.mlir.addressof @fp : !llvm.ptr
  llvm.return
}

llvm.func @alloca_dce() {
  %c1_i64 = arith.constant 1 : i64
  %0 = llvm.alloca %c1_i64 x i32 : (i64) -> !llvm.ptr
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @volatile_load(
// CHECK-NEXT: %0 = llvm.load volatile %arg0 : !llvm.ptr -> i8
// CHECK-NEXT: %1 = llvm.load %arg0 atomic monotonic {alignment = 1 : i64} : !llvm.ptr -> i8
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @volatile_load(%x : !llvm.ptr) {
  %0 = llvm.load volatile %x : !llvm.ptr -> i8
  %2 = llvm.load %x atomic monotonic { alignment = 1 } : !llvm.ptr -> i8
  %3 = llvm.load %x  atomic unordered { alignment = 1 } : !llvm.ptr -> i8
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @icmp_cases(
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
// CHECK-NEXT: %1 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %3 = llvm.mlir.zero : !llvm.ptr<1>
// CHECK-NEXT: %4 = llvm.alloca %2 x i32 : (i64) -> !llvm.ptr<1>
// CHECK-NEXT: %5 = llvm.icmp "slt" %arg0, %arg0 : i32
// CHECK-NEXT: %6 = llvm.icmp "ult" %3, %4 : !llvm.ptr<1>
// CHECK-NEXT: %7 = llvm.and %1, %1 : i1
// CHECK-NEXT: %8 = llvm.and %7, %5 : i1
// CHECK-NEXT: %9 = llvm.extractelement %0[%2 : i64] : vector<4xi1>
// CHECK-NEXT: %10 = llvm.and %8, %9 : i1
// CHECK-NEXT: %11 = llvm.and %10, %6 : i1
// CHECK-NEXT: %12 = llvm.and %11, %1 : i1
// CHECK-NEXT: llvm.return %12 : i1
// CHECK-NEXT: }
llvm.func @icmp_cases(%a: i32, %p: !llvm.ptr<1>, %v: vector<4xi64>) -> (i1) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %z = llvm.mlir.zero : !llvm.ptr<1>
  %al = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr<1>
  %0 = llvm.icmp "eq" %al, %z : !llvm.ptr<1>
  %1 = llvm.icmp "eq" %z, %al : !llvm.ptr<1>
  %2 = llvm.icmp "slt" %a, %a : i32
  %3 = llvm.icmp "eq" %v, %v : vector<4xi64>
  %4 = llvm.icmp "ult" %z, %al : !llvm.ptr<1>
  %5 = llvm.icmp "ne" %p, %p : !llvm.ptr<1>
  %6 = llvm.and %0, %1 : i1
  %7 = llvm.and %6, %2 : i1
  %8 = llvm.extractelement %3[%c1 : i64] : vector<4xi1>
  %9 = llvm.and %7, %8 : i1
  %10 = llvm.and %9, %4 : i1
  %11 = llvm.and %10, %5 : i1
  llvm.return %11 : i1
}

// -----

// CHECK-LABEL: llvm.func @ints(
// CHECK-NEXT: %0 = llvm.mlir.constant(-9223372032559808515 : i64) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(4294967293 : i64) : i64
// CHECK-NEXT: %4 = llvm.shl %3, %2 : i64
// CHECK-NEXT: %5 = llvm.or %1, %4 : i64
// CHECK-NEXT: %6 = llvm.add %5, %0 : i64
// CHECK-NEXT: llvm.return %6 : i64
// CHECK-NEXT: }
llvm.func @ints() -> i64 {
  %0 = llvm.mlir.constant(-3 : i32) : i32
  %1 = llvm.zext %0 : i32 to i64
  %2 = llvm.mlir.constant(64 : i64) : i64
  %3 = llvm.shl %1, %2 : i64
  %4 = llvm.mlir.constant(63 : i64) : i64
  %5 = llvm.shl %1, %4 : i64
  %6 = llvm.or %5, %3 : i64
  %7 = llvm.or %5, %1 : i64
  %8 = llvm.add %6, %7 : i64
  llvm.return %8 : i64
}

// -----

// CHECK-LABEL: llvm.func @vec_ints(
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<3> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT: %1 = llvm.zext %0 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT: %2 = llvm.shl %0, %0 : vector<2xi32>
// CHECK-NEXT: %3 = llvm.or %2, %arg0 : vector<2xi32>
// CHECK-NEXT: %4 = llvm.zext %3 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT: %5 = llvm.add %1, %4 : vector<2xi64>
// CHECK-NEXT: llvm.return %5 : vector<2xi64>
// CHECK-NEXT: }
llvm.func @vec_ints(%x: vector<2xi32>) -> vector<2xi64> {
  %0 = llvm.mlir.constant(dense<3> : vector<2xi32>) : vector<2xi32>
  %1 = llvm.zext %0 : vector<2xi32> to vector<2xi64>
  %2 = llvm.shl %0, %0 : vector<2xi32>
  %3 = llvm.or %2, %x : vector<2xi32>
  %4 = llvm.zext %3 : vector<2xi32> to vector<2xi64>
  %5 = llvm.add %1, %4 : vector<2xi64>
  llvm.return %5 : vector<2xi64>
}

// -----

// CHECK-LABEL: llvm.func @extracts(
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<2 x f32>
// CHECK-NEXT: %1 = llvm.extractvalue %arg0[0] : !llvm.struct<(struct<(i32, array<2 x f32>)>, i64)>
// CHECK-NEXT: %2 = llvm.extractvalue %arg0[0, 1, 1] : !llvm.struct<(struct<(i32, array<2 x f32>)>, i64)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg1, %0[0] : !llvm.array<2 x f32>
// CHECK-NEXT: %4 = llvm.insertvalue %arg2, %3[1] : !llvm.array<2 x f32>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %1[1] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %arg0[0] : !llvm.struct<(struct<(i32, array<2 x f32>)>, i64)>
// CHECK-NEXT: %7 = llvm.extractvalue %6[0, 0] : !llvm.struct<(struct<(i32, array<2 x f32>)>, i64)>
// CHECK-NEXT: %8 = llvm.sitofp %7 : i32 to f32
// CHECK-NEXT: %9 = llvm.fadd %2, %arg1 : f32
// CHECK-NEXT: %10 = llvm.fadd %9, %8 : f32
// CHECK-NEXT: llvm.return %10 : f32
// CHECK-NEXT: }
llvm.func @extracts(%s: !llvm.struct<(struct<(i32, array<2 x f32>)>, i64)>, %f: f32, %g: f32) -> f32 {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(struct<(i32, array<2 x f32>)>, i64)>
  %1 = llvm.extractvalue %0[1] : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.extractvalue %1[1] : !llvm.array<2 x f32>
  %u = llvm.mlir.undef : !llvm.array<2 x f32>
  %a0 = llvm.insertvalue %f, %u[0] : !llvm.array<2 x f32>
  %a1 = llvm.insertvalue %g, %a0[1] : !llvm.array<2 x f32>
  %s1 = llvm.insertvalue %a1, %0[1] : !llvm.struct<(i32, array<2 x f32>)>
  %s2 = llvm.insertvalue %s1, %s[0] : !llvm.struct<(struct<(i32, array<2 x f32>)>, i64)>
  %3 = llvm.extractvalue %s2[0, 1, 0] : !llvm.struct<(struct<(i32, array<2 x f32>)>, i64)>
  %c = llvm.mlir.constant(7 : i64) : i64
  %s3 = llvm.insertvalue %c, %s2[1] : !llvm.struct<(struct<(i32, array<2 x f32>)>, i64)>
  %4 = llvm.extractvalue %s3[0, 0] : !llvm.struct<(struct<(i32, array<2 x f32>)>, i64)>
  %5 = llvm.sitofp %4 : i32 to f32
  %6 = llvm.fadd %2, %3 : f32
  %7 = llvm.fadd %6, %5 : f32
  llvm.return %7 : f32
}

// -----

// CHECK-LABEL: llvm.func @extract_consts(
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
// CHECK-NEXT: %1 = llvm.mlir.constant(dense<4.000000e+00> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
// CHECK-NEXT: %2 = llvm.mlir.constant(2.500000e+00 : f32) : f32
// CHECK-NEXT: %3 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x f32>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x f32>>
// CHECK-NEXT: %5 = llvm.fadd %2, %3 : f32
// CHECK-NEXT: %6 = llvm.fadd %5, %4 : f32
// CHECK-NEXT: llvm.return %6 : f32
// CHECK-NEXT: }
llvm.func @extract_consts() -> f32 {
  %0 = llvm.mlir.constant(dense<[1.0, 2.5, 3.0]> : tensor<3xf32>) : !llvm.array<3 x f32>
  %1 = llvm.extractvalue %0[1] : !llvm.array<3 x f32>
  %2 = llvm.mlir.constant(dense<4.0> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
  %3 = llvm.extractvalue %2[1, 0] : !llvm.array<2 x array<2 x f32>>
  %4 = llvm.mlir.constant(dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
  %5 = llvm.extractvalue %4[1, 0] : !llvm.array<2 x array<2 x f32>>
  %6 = llvm.fadd %1, %3 : f32
  %7 = llvm.fadd %6, %5 : f32
  llvm.return %7 : f32
}

// -----

// CHECK-LABEL: llvm.func @casts(
// CHECK-NEXT: %0 = llvm.addrspacecast %arg1 : !llvm.ptr to !llvm.ptr<3>
// CHECK-NEXT: %1 = llvm.getelementptr %0[%arg0] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: llvm.return %1 : !llvm.ptr<3>
// CHECK-NEXT: }
llvm.func @casts(%x: i32, %p: !llvm.ptr) -> (!llvm.ptr<3>) {
  %0 = llvm.bitcast %x : i32 to f32
  %1 = llvm.bitcast %0 : f32 to vector<2xi16>
  %2 = llvm.bitcast %1 : vector<2xi16> to i32
  %3 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %4 = llvm.addrspacecast %3 : !llvm.ptr<1> to !llvm.ptr<3>
  %5 = llvm.getelementptr %4[%2] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
  llvm.return %5 : !llvm.ptr<3>
}

// -----

// CHECK-LABEL: llvm.func @geps(
// CHECK-NEXT: %0 = llvm.mlir.constant(1099511627776 : i64) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(-2147483648 : i64) : i64
// CHECK-NEXT: %2 = llvm.getelementptr %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %3 = llvm.getelementptr inbounds|nuw %2[%arg1, 1, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>)>
// CHECK-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %5 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT: llvm.return %5 : !llvm.ptr
// CHECK-NEXT: }
llvm.func @geps(%p: !llvm.ptr, %i: i64, %vp: vector<2x!llvm.ptr>) -> !llvm.ptr {
  %big = llvm.mlir.constant(1099511627776 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %cm = llvm.mlir.constant(-2147483648 : i64) : i64
  %z = arith.constant 0 : i64
  %0 = llvm.getelementptr %p[%big] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %1 = llvm.getelementptr inbounds|nuw %0[%i, 1, %c1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>)>
  %2 = llvm.getelementptr %1[%cm] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, f64
  %4 = llvm.getelementptr %3[%z, %z] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
  %5 = llvm.getelementptr %vp[%z] : (vector<2x!llvm.ptr>, i64) -> vector<2x!llvm.ptr>, i8
  %6 = llvm.getelementptr %p[%z] : (!llvm.ptr, i64) -> vector<2x!llvm.ptr>, i8
  %7 = llvm.extractelement %5[%z : i64] : vector<2x!llvm.ptr>
  %8 = llvm.extractelement %6[%z : i64] : vector<2x!llvm.ptr>
  llvm.return %4 : !llvm.ptr
}

// -----

// CHECK-LABEL: llvm.func @consts(
// CHECK-NEXT: %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %1 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %2 = llvm.mlir.zero : i32
// CHECK-NEXT: %3 = llvm.mlir.zero : vector<2xf32>
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %5 = llvm.mlir.poison : i32
// CHECK-NEXT: %6 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %7 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %8 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT: %9 = llvm.insertvalue %2, %4[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %10 = llvm.insertvalue %5, %4[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %11 = llvm.icmp "eq" %7, %8 : !llvm.ptr
// CHECK-NEXT: llvm.call @use(%9, %10, %3, %6, %0, %11) : (!llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>, vector<2xf32>, !llvm.struct<(i32, f32)>, i1, i1) -> ()
// CHECK-NEXT: %12 = llvm.add %c5_i32, %1 : i32
// CHECK-NEXT: llvm.return %12 : i32
// CHECK-NEXT: }
llvm.mlir.global @g(0 : i32) : i32
llvm.func @consts(%c: i1) -> i32 {
  %0 = llvm.mlir.zero : i32
  %1 = llvm.mlir.constant(0 : i32) : i32
  %2 = llvm.mlir.zero : vector<2xf32>
  %3 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %4 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %5 = llvm.mlir.poison : i32
  %6 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
  %7 = llvm.mlir.zero : !llvm.ptr
  %8 = llvm.mlir.addressof @g : !llvm.ptr
  %9 = llvm.mlir.addressof @g : !llvm.ptr
  %10 = arith.addi %0, %1 : i32
  %11 = llvm.insertvalue %10, %3[0] : !llvm.struct<(i32, i32)>
  %12 = llvm.insertvalue %5, %4[1] : !llvm.struct<(i32, i32)>
  %13 = llvm.icmp "eq" %8, %9 : !llvm.ptr
  %14 = llvm.icmp "eq" %7, %8 : !llvm.ptr
  llvm.call @use(%11, %12, %2, %6, %13, %14) : (!llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>, vector<2xf32>, !llvm.struct<(i32, f32)>, i1, i1) -> ()
  %15 = arith.constant 5 : i32
  %16 = llvm.mlir.constant(5 : i32) : i32
  %17 = llvm.add %15, %16 : i32
  llvm.return %17 : i32
}
llvm.func @use(!llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>, vector<2xf32>, !llvm.struct<(i32, f32)>, i1, i1)
