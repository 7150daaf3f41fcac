// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s

// Round trip of the llvm dialect's ops in their custom forms, as mlir-opt 22 prints them:
// globals with initializers, functions with linkage, calling convention and argument
// attributes, arithmetic with overflow and fast-math flags, comparisons, casts, memory,
// aggregates, vectors, calls (direct, variadic, indirect), branches and intrinsics.

// CHECK: module {
// CHECK-NEXT: llvm.mlir.global internal constant @cst(42 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @str("hello") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global external @init() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %1 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.addressof @cst : !llvm.ptr
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: llvm.return %4 : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT: llvm.func internal fastcc @callee(%arg0: i32 {llvm.noundef}) -> (i32 {llvm.signext}) attributes {no_inline} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xi32>) -> i1 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %1 = llvm.sub %arg0, %arg1 : i32
// CHECK-NEXT: %2 = llvm.mul %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %3 = llvm.udiv exact %arg0, %arg1 : i32
// CHECK-NEXT: %4 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %5 = llvm.urem %arg0, %arg1 : i32
// CHECK-NEXT: %6 = llvm.srem %arg0, %arg1 : i32
// CHECK-NEXT: %7 = llvm.and %arg0, %arg1 : i32
// CHECK-NEXT: %8 = llvm.or disjoint %arg0, %arg1 : i32
// CHECK-NEXT: %9 = llvm.xor %arg0, %arg1 : i32
// CHECK-NEXT: %10 = llvm.shl %arg0, %arg1 : i32
// CHECK-NEXT: %11 = llvm.lshr %arg0, %arg1 : i32
// CHECK-NEXT: %12 = llvm.ashr exact %arg0, %arg1 : i32
// CHECK-NEXT: %13 = llvm.fadd %arg2, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %14 = llvm.fsub %arg2, %arg3 : f32
// CHECK-NEXT: %15 = llvm.fmul %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %16 = llvm.fdiv %arg2, %arg3 : f32
// CHECK-NEXT: %17 = llvm.frem %arg2, %arg3 : f32
// CHECK-NEXT: %18 = llvm.fneg %arg2 : f32
// CHECK-NEXT: %19 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT: %20 = llvm.icmp "eq" %arg4, %arg4 : vector<4xi32>
// CHECK-NEXT: %21 = llvm.fcmp "oeq" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %22 = llvm.select %19, %arg0, %arg1 : i1, i32
// CHECK-NEXT: %23 = llvm.freeze %arg0 : i32
// CHECK-NEXT: llvm.return %19 : i1
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @casts(%arg0: i32, %arg1: i64, %arg2: f32, %arg3: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.trunc %arg1 overflow<nuw> : i64 to i32
// CHECK-NEXT: %1 = llvm.zext nneg %arg0 : i32 to i64
// CHECK-NEXT: %2 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %3 = llvm.fpext %arg2 : f32 to f64
// CHECK-NEXT: %4 = llvm.fptrunc %3 : f64 to f32
// CHECK-NEXT: %5 = llvm.fptosi %arg2 : f32 to i32
// CHECK-NEXT: %6 = llvm.fptoui %arg2 : f32 to i32
// CHECK-NEXT: %7 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %8 = llvm.uitofp nneg %arg0 : i32 to f32
// CHECK-NEXT: %9 = llvm.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %10 = llvm.ptrtoint %arg3 : !llvm.ptr to i64
// CHECK-NEXT: %11 = llvm.inttoptr %arg1 : i64 to !llvm.ptr
// CHECK-NEXT: %12 = llvm.addrspacecast %arg3 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @memory(%arg0: i64, %arg1: i64, %arg2: vector<4xf32>, %arg3: i32) -> f32 {
// CHECK-NEXT: %0 = llvm.alloca %arg0 x !llvm.struct<(i32, array<4 x f32>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %1 = llvm.getelementptr inbounds %0[%arg1, 1, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
// CHECK-NEXT: %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: llvm.store volatile %2, %1 : f32, !llvm.ptr
// CHECK-NEXT: %3 = llvm.load %1 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: %4 = llvm.extractelement %arg2[%arg3 : i32] : vector<4xf32>
// CHECK-NEXT: %5 = llvm.insertelement %4, %arg2[%arg3 : i32] : vector<4xf32>
// CHECK-NEXT: %6 = llvm.shufflevector %arg2, %arg2 [0, 1, -1, 3] : vector<4xf32>
// CHECK-NEXT: %7 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %8 = llvm.mlir.poison : i32
// CHECK-NEXT: llvm.return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @control(%arg0: i1, %arg1: i32, %arg2: !llvm.ptr) -> i32 {
// CHECK-NEXT: %0 = llvm.call @callee(%arg1) : (i32) -> i32
// CHECK-NEXT: %1 = llvm.call @printf(%arg2, %arg1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %2 = llvm.call %arg2(%arg1) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT: llvm.cond_br %arg0 weights([1, 3]), ^bb1(%0 : i32), ^bb2
// CHECK-NEXT: ^bb1(%3: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.switch %3 : i32, ^bb2 [
// CHECK-NEXT: 1: ^bb3(%3 : i32),
// CHECK-NEXT: -2: ^bb3(%2 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb3(%4: i32):  // 3 preds: ^bb1, ^bb1, ^bb2
// CHECK-NEXT: llvm.return %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @intrinsics(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: i64) {
// CHECK-NEXT: %0 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %1 = llvm.intr.umin(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %2 = llvm.intr.fabs(%arg2) : (f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.copysign(%arg2, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %4 = llvm.intr.fma(%arg2, %arg3, %arg2) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
// CHECK-NEXT: %5 = llvm.intr.powi(%arg2, %arg0) : (f32, i32) -> f32
// CHECK-NEXT: %6 = llvm.intr.maxnum(%arg2, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %7 = llvm.intr.minimum(%arg2, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %8 = llvm.intr.ctpop(%arg0) : (i32) -> i32
// CHECK-NEXT: %9 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %10 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = true}> : (i32) -> i32
// CHECK-NEXT: "llvm.intr.memcpy"(%arg4, %arg5, %arg6) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %11 = "llvm.intr.sadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %12 = llvm.intr.experimental.constrained.fptrunc %arg2 towardzero ignore : f32 to f16
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

llvm.mlir.global internal constant @cst(42 : i32) {alignment = 4 : i64} : i32
llvm.mlir.global private unnamed_addr constant @str("hello") {addr_space = 0 : i32}
llvm.mlir.global external @init() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  %3 = llvm.mlir.addressof @cst : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
  llvm.return %4 : !llvm.struct<(i32, ptr)>
}
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func internal fastcc @callee(%arg0: i32 {llvm.noundef}) -> (i32 {llvm.signext}) attributes {no_inline} {
  llvm.return %arg0 : i32
}
llvm.func @arith(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<4xi32>) -> i1 {
  %0 = llvm.add %a, %b overflow<nsw, nuw> : i32
  %1 = llvm.sub %a, %b : i32
  %2 = llvm.mul %a, %b overflow<nsw> : i32
  %3 = llvm.udiv exact %a, %b : i32
  %4 = llvm.sdiv %a, %b : i32
  %5 = llvm.urem %a, %b : i32
  %6 = llvm.srem %a, %b : i32
  %7 = llvm.and %a, %b : i32
  %8 = llvm.or disjoint %a, %b : i32
  %9 = llvm.xor %a, %b : i32
  %10 = llvm.shl %a, %b : i32
  %11 = llvm.lshr %a, %b : i32
  %12 = llvm.ashr exact %a, %b : i32
  %13 = llvm.fadd %x, %y {fastmathFlags = #llvm.fastmath<fast>} : f32
  %14 = llvm.fsub %x, %y : f32
  %15 = llvm.fmul %x, %y {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %16 = llvm.fdiv %x, %y : f32
  %17 = llvm.frem %x, %y : f32
  %18 = llvm.fneg %x : f32
  %19 = llvm.icmp "slt" %a, %b : i32
  %20 = llvm.icmp "eq" %v, %v : vector<4xi32>
  %21 = llvm.fcmp "oeq" %x, %y {fastmathFlags = #llvm.fastmath<nnan>} : f32
  %22 = llvm.select %19, %a, %b : i1, i32
  %23 = llvm.freeze %a : i32
  llvm.return %19 : i1
}
llvm.func @casts(%a: i32, %l: i64, %x: f32, %p: !llvm.ptr) {
  %0 = llvm.trunc %l overflow<nuw> : i64 to i32
  %1 = llvm.zext nneg %a : i32 to i64
  %2 = llvm.sext %a : i32 to i64
  %3 = llvm.fpext %x : f32 to f64
  %4 = llvm.fptrunc %3 : f64 to f32
  %5 = llvm.fptosi %x : f32 to i32
  %6 = llvm.fptoui %x : f32 to i32
  %7 = llvm.sitofp %a : i32 to f32
  %8 = llvm.uitofp nneg %a : i32 to f32
  %9 = llvm.bitcast %a : i32 to f32
  %10 = llvm.ptrtoint %p : !llvm.ptr to i64
  %11 = llvm.inttoptr %l : i64 to !llvm.ptr
  %12 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  llvm.return
}
llvm.func @memory(%n: i64, %i: i64, %v: vector<4xf32>, %k: i32) -> f32 {
  %0 = llvm.alloca %n x !llvm.struct<(i32, array<4 x f32>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %1 = llvm.getelementptr inbounds %0[%i, 1, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store volatile %2, %1 : f32, !llvm.ptr
  %3 = llvm.load %1 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> f32
  %4 = llvm.extractelement %v[%k : i32] : vector<4xf32>
  %5 = llvm.insertelement %4, %v[%k : i32] : vector<4xf32>
  %6 = llvm.shufflevector %v, %v [0, 1, -1, 3] : vector<4xf32>
  %7 = llvm.mlir.zero : !llvm.ptr
  %8 = llvm.mlir.poison : i32
  llvm.return %3 : f32
}
llvm.func @control(%c: i1, %a: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.call @callee(%a) : (i32) -> i32
  %1 = llvm.call @printf(%p, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %2 = llvm.call %p(%a) : !llvm.ptr, (i32) -> i32
  llvm.cond_br %c weights([1, 3]), ^bb1(%0 : i32), ^bb2
^bb1(%3: i32):
  llvm.switch %3 : i32, ^bb2 [
    1: ^bb3(%3 : i32),
    -2: ^bb3(%2 : i32)
  ]
^bb2:
  llvm.br ^bb3(%a : i32)
^bb3(%4: i32):
  llvm.return %4 : i32
}
llvm.func @intrinsics(%a: i32, %b: i32, %x: f32, %y: f32, %d: !llvm.ptr, %s: !llvm.ptr, %n: i64) {
  %0 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %1 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
  %2 = llvm.intr.fabs(%x) : (f32) -> f32
  %3 = llvm.intr.copysign(%x, %y) : (f32, f32) -> f32
  %4 = llvm.intr.fma(%x, %y, %x) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
  %5 = llvm.intr.powi(%x, %a) : (f32, i32) -> f32
  %6 = llvm.intr.maxnum(%x, %y) : (f32, f32) -> f32
  %7 = llvm.intr.minimum(%x, %y) : (f32, f32) -> f32
  %8 = llvm.intr.ctpop(%a) : (i32) -> i32
  %9 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %10 = "llvm.intr.abs"(%a) <{is_int_min_poison = true}> : (i32) -> i32
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %11 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %12 = llvm.intr.experimental.constrained.fptrunc %x towardzero ignore : f32 to f16
  llvm.return
}
