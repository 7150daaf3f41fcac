// RUN: oxir-opt %s --allow-unregistered-dialect --convert-vector-to-llvm | FileCheck %s
// RUN: oxir-opt %s --allow-unregistered-dialect --convert-vector-to-llvm=reassociate-fp-reductions=true | FileCheck %s --check-prefix=REASSOC

// vector.reduction of every combining kind, with and without an accumulator, as mlir-opt 22
// lowers it: llvm.vector.reduce.* intrinsics; the float add/mul take the accumulator (or the
// neutral 0.0/1.0) as start value with the op's fast-math flags (plus reassoc under
// reassociate-fp-reductions); the other kinds combine the accumulator after the reduction.

// CHECK-LABEL: func.func @r(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg4 : vector<4xindex> to vector<4xi64>
// CHECK-NEXT: %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %3 = "llvm.intr.vector.reduce.fadd"(%2, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
// CHECK-NEXT: %4 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
// CHECK-NEXT: "test.use"(%3, %4) : (f32, f32) -> ()
// CHECK-NEXT: %5 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %6 = "llvm.intr.vector.reduce.fmul"(%5, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
// CHECK-NEXT: %7 = "llvm.intr.vector.reduce.fmul"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
// CHECK-NEXT: "test.use"(%6, %7) : (f32, f32) -> ()
// CHECK-NEXT: %8 = llvm.intr.vector.reduce.fmin(%arg0) : (vector<16xf32>) -> f32
// CHECK-NEXT: %9 = llvm.intr.vector.reduce.fmin(%arg0) : (vector<16xf32>) -> f32
// CHECK-NEXT: %10 = llvm.intr.minnum(%9, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: "test.use"(%8, %10) : (f32, f32) -> ()
// CHECK-NEXT: %11 = llvm.intr.vector.reduce.fmax(%arg0) : (vector<16xf32>) -> f32
// CHECK-NEXT: %12 = llvm.intr.vector.reduce.fmax(%arg0) : (vector<16xf32>) -> f32
// CHECK-NEXT: %13 = llvm.intr.maxnum(%12, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: "test.use"(%11, %13) : (f32, f32) -> ()
// CHECK-NEXT: %14 = llvm.intr.vector.reduce.fminimum(%arg0) : (vector<16xf32>) -> f32
// CHECK-NEXT: %15 = llvm.intr.vector.reduce.fminimum(%arg0) : (vector<16xf32>) -> f32
// CHECK-NEXT: %16 = llvm.intr.minimum(%15, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: "test.use"(%14, %16) : (f32, f32) -> ()
// CHECK-NEXT: %17 = llvm.intr.vector.reduce.fmaximum(%arg0) : (vector<16xf32>) -> f32
// CHECK-NEXT: %18 = llvm.intr.vector.reduce.fmaximum(%arg0) : (vector<16xf32>) -> f32
// CHECK-NEXT: %19 = llvm.intr.maximum(%18, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: "test.use"(%17, %19) : (f32, f32) -> ()
// CHECK-NEXT: %20 = "llvm.intr.vector.reduce.add"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %21 = "llvm.intr.vector.reduce.add"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %22 = llvm.add %arg3, %21 : i32
// CHECK-NEXT: "test.use"(%20, %22) : (i32, i32) -> ()
// CHECK-NEXT: %23 = "llvm.intr.vector.reduce.mul"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %24 = "llvm.intr.vector.reduce.mul"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %25 = llvm.mul %arg3, %24 : i32
// CHECK-NEXT: "test.use"(%23, %25) : (i32, i32) -> ()
// CHECK-NEXT: %26 = "llvm.intr.vector.reduce.umin"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %27 = "llvm.intr.vector.reduce.umin"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %28 = llvm.icmp "ule" %arg3, %27 : i32
// CHECK-NEXT: %29 = llvm.select %28, %arg3, %27 : i1, i32
// CHECK-NEXT: "test.use"(%26, %29) : (i32, i32) -> ()
// CHECK-NEXT: %30 = "llvm.intr.vector.reduce.smin"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %31 = "llvm.intr.vector.reduce.smin"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %32 = llvm.icmp "sle" %arg3, %31 : i32
// CHECK-NEXT: %33 = llvm.select %32, %arg3, %31 : i1, i32
// CHECK-NEXT: "test.use"(%30, %33) : (i32, i32) -> ()
// CHECK-NEXT: %34 = "llvm.intr.vector.reduce.umax"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %35 = "llvm.intr.vector.reduce.umax"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %36 = llvm.icmp "uge" %arg3, %35 : i32
// CHECK-NEXT: %37 = llvm.select %36, %arg3, %35 : i1, i32
// CHECK-NEXT: "test.use"(%34, %37) : (i32, i32) -> ()
// CHECK-NEXT: %38 = "llvm.intr.vector.reduce.smax"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %39 = "llvm.intr.vector.reduce.smax"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %40 = llvm.icmp "sge" %arg3, %39 : i32
// CHECK-NEXT: %41 = llvm.select %40, %arg3, %39 : i1, i32
// CHECK-NEXT: "test.use"(%38, %41) : (i32, i32) -> ()
// CHECK-NEXT: %42 = "llvm.intr.vector.reduce.and"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %43 = "llvm.intr.vector.reduce.and"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %44 = llvm.and %arg3, %43 : i32
// CHECK-NEXT: "test.use"(%42, %44) : (i32, i32) -> ()
// CHECK-NEXT: %45 = "llvm.intr.vector.reduce.or"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %46 = "llvm.intr.vector.reduce.or"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %47 = llvm.or %arg3, %46 : i32
// CHECK-NEXT: "test.use"(%45, %47) : (i32, i32) -> ()
// CHECK-NEXT: %48 = "llvm.intr.vector.reduce.xor"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %49 = "llvm.intr.vector.reduce.xor"(%arg2) : (vector<8xi32>) -> i32
// CHECK-NEXT: %50 = llvm.xor %arg3, %49 : i32
// CHECK-NEXT: "test.use"(%48, %50) : (i32, i32) -> ()
// CHECK-NEXT: %51 = "llvm.intr.vector.reduce.add"(%1) : (vector<4xi64>) -> i64
// CHECK-NEXT: %52 = llvm.add %0, %51 : i64
// CHECK-NEXT: %53 = builtin.unrealized_conversion_cast %52 : i64 to index
// CHECK-NEXT: %54 = "llvm.intr.vector.reduce.smax"(%1) : (vector<4xi64>) -> i64
// CHECK-NEXT: %55 = builtin.unrealized_conversion_cast %54 : i64 to index
// CHECK-NEXT: %56 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<16xf32>) -> f32
// CHECK-NEXT: "test.use"(%53, %55, %56) : (index, index, f32) -> ()
// CHECK-NEXT: return

// REASSOC-LABEL: func.func @r(
// REASSOC-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : index to i64
// REASSOC-NEXT: %1 = builtin.unrealized_conversion_cast %arg4 : vector<4xindex> to vector<4xi64>
// REASSOC-NEXT: %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// REASSOC-NEXT: %3 = "llvm.intr.vector.reduce.fadd"(%2, %arg0) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<16xf32>) -> f32
// REASSOC-NEXT: %4 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<16xf32>) -> f32
// REASSOC-NEXT: "test.use"(%3, %4) : (f32, f32) -> ()
// REASSOC-NEXT: %5 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// REASSOC-NEXT: %6 = "llvm.intr.vector.reduce.fmul"(%5, %arg0) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<16xf32>) -> f32
// REASSOC-NEXT: %7 = "llvm.intr.vector.reduce.fmul"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<16xf32>) -> f32
// REASSOC-NEXT: "test.use"(%6, %7) : (f32, f32) -> ()
// REASSOC-NEXT: %8 = llvm.intr.vector.reduce.fmin(%arg0) {fastmathFlags = #llvm.fastmath<reassoc>} : (vector<16xf32>) -> f32
// REASSOC-NEXT: %9 = llvm.intr.vector.reduce.fmin(%arg0) {fastmathFlags = #llvm.fastmath<reassoc>} : (vector<16xf32>) -> f32
// REASSOC-NEXT: %10 = llvm.intr.minnum(%9, %arg1) : (f32, f32) -> f32
// REASSOC-NEXT: "test.use"(%8, %10) : (f32, f32) -> ()
// REASSOC-NEXT: %11 = llvm.intr.vector.reduce.fmax(%arg0) {fastmathFlags = #llvm.fastmath<reassoc>} : (vector<16xf32>) -> f32
// REASSOC-NEXT: %12 = llvm.intr.vector.reduce.fmax(%arg0) {fastmathFlags = #llvm.fastmath<reassoc>} : (vector<16xf32>) -> f32
// REASSOC-NEXT: %13 = llvm.intr.maxnum(%12, %arg1) : (f32, f32) -> f32
// REASSOC-NEXT: "test.use"(%11, %13) : (f32, f32) -> ()
// REASSOC-NEXT: %14 = llvm.intr.vector.reduce.fminimum(%arg0) {fastmathFlags = #llvm.fastmath<reassoc>} : (vector<16xf32>) -> f32
// REASSOC-NEXT: %15 = llvm.intr.vector.reduce.fminimum(%arg0) {fastmathFlags = #llvm.fastmath<reassoc>} : (vector<16xf32>) -> f32
// REASSOC-NEXT: %16 = llvm.intr.minimum(%15, %arg1) : (f32, f32) -> f32
// REASSOC-NEXT: "test.use"(%14, %16) : (f32, f32) -> ()
// REASSOC-NEXT: %17 = llvm.intr.vector.reduce.fmaximum(%arg0) {fastmathFlags = #llvm.fastmath<reassoc>} : (vector<16xf32>) -> f32
// REASSOC-NEXT: %18 = llvm.intr.vector.reduce.fmaximum(%arg0) {fastmathFlags = #llvm.fastmath<reassoc>} : (vector<16xf32>) -> f32
// REASSOC-NEXT: %19 = llvm.intr.maximum(%18, %arg1) : (f32, f32) -> f32
// REASSOC-NEXT: "test.use"(%17, %19) : (f32, f32) -> ()
// REASSOC-NEXT: %20 = "llvm.intr.vector.reduce.add"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %21 = "llvm.intr.vector.reduce.add"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %22 = llvm.add %arg3, %21 : i32
// REASSOC-NEXT: "test.use"(%20, %22) : (i32, i32) -> ()
// REASSOC-NEXT: %23 = "llvm.intr.vector.reduce.mul"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %24 = "llvm.intr.vector.reduce.mul"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %25 = llvm.mul %arg3, %24 : i32
// REASSOC-NEXT: "test.use"(%23, %25) : (i32, i32) -> ()
// REASSOC-NEXT: %26 = "llvm.intr.vector.reduce.umin"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %27 = "llvm.intr.vector.reduce.umin"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %28 = llvm.icmp "ule" %arg3, %27 : i32
// REASSOC-NEXT: %29 = llvm.select %28, %arg3, %27 : i1, i32
// REASSOC-NEXT: "test.use"(%26, %29) : (i32, i32) -> ()
// REASSOC-NEXT: %30 = "llvm.intr.vector.reduce.smin"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %31 = "llvm.intr.vector.reduce.smin"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %32 = llvm.icmp "sle" %arg3, %31 : i32
// REASSOC-NEXT: %33 = llvm.select %32, %arg3, %31 : i1, i32
// REASSOC-NEXT: "test.use"(%30, %33) : (i32, i32) -> ()
// REASSOC-NEXT: %34 = "llvm.intr.vector.reduce.umax"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %35 = "llvm.intr.vector.reduce.umax"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %36 = llvm.icmp "uge" %arg3, %35 : i32
// REASSOC-NEXT: %37 = llvm.select %36, %arg3, %35 : i1, i32
// REASSOC-NEXT: "test.use"(%34, %37) : (i32, i32) -> ()
// REASSOC-NEXT: %38 = "llvm.intr.vector.reduce.smax"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %39 = "llvm.intr.vector.reduce.smax"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %40 = llvm.icmp "sge" %arg3, %39 : i32
// REASSOC-NEXT: %41 = llvm.select %40, %arg3, %39 : i1, i32
// REASSOC-NEXT: "test.use"(%38, %41) : (i32, i32) -> ()
// REASSOC-NEXT: %42 = "llvm.intr.vector.reduce.and"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %43 = "llvm.intr.vector.reduce.and"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %44 = llvm.and %arg3, %43 : i32
// REASSOC-NEXT: "test.use"(%42, %44) : (i32, i32) -> ()
// REASSOC-NEXT: %45 = "llvm.intr.vector.reduce.or"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %46 = "llvm.intr.vector.reduce.or"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %47 = llvm.or %arg3, %46 : i32
// REASSOC-NEXT: "test.use"(%45, %47) : (i32, i32) -> ()
// REASSOC-NEXT: %48 = "llvm.intr.vector.reduce.xor"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %49 = "llvm.intr.vector.reduce.xor"(%arg2) : (vector<8xi32>) -> i32
// REASSOC-NEXT: %50 = llvm.xor %arg3, %49 : i32
// REASSOC-NEXT: "test.use"(%48, %50) : (i32, i32) -> ()
// REASSOC-NEXT: %51 = "llvm.intr.vector.reduce.add"(%1) : (vector<4xi64>) -> i64
// REASSOC-NEXT: %52 = llvm.add %0, %51 : i64
// REASSOC-NEXT: %53 = builtin.unrealized_conversion_cast %52 : i64 to index
// REASSOC-NEXT: %54 = "llvm.intr.vector.reduce.smax"(%1) : (vector<4xi64>) -> i64
// REASSOC-NEXT: %55 = builtin.unrealized_conversion_cast %54 : i64 to index
// REASSOC-NEXT: %56 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<16xf32>) -> f32
// REASSOC-NEXT: "test.use"(%53, %55, %56) : (index, index, f32) -> ()
// REASSOC-NEXT: return

func.func @r(%v: vector<16xf32>, %a: f32, %i: vector<8xi32>, %b: i32, %x: vector<4xindex>, %y: index, %z: vector<1xf32>) {
  %r0 = vector.reduction <add>, %v : vector<16xf32> into f32
  %s0 = vector.reduction <add>, %v, %a : vector<16xf32> into f32
  "test.use"(%r0, %s0) : (f32, f32) -> ()
  %r1 = vector.reduction <mul>, %v : vector<16xf32> into f32
  %s1 = vector.reduction <mul>, %v, %a : vector<16xf32> into f32
  "test.use"(%r1, %s1) : (f32, f32) -> ()
  %r2 = vector.reduction <minnumf>, %v : vector<16xf32> into f32
  %s2 = vector.reduction <minnumf>, %v, %a : vector<16xf32> into f32
  "test.use"(%r2, %s2) : (f32, f32) -> ()
  %r3 = vector.reduction <maxnumf>, %v : vector<16xf32> into f32
  %s3 = vector.reduction <maxnumf>, %v, %a : vector<16xf32> into f32
  "test.use"(%r3, %s3) : (f32, f32) -> ()
  %r4 = vector.reduction <minimumf>, %v : vector<16xf32> into f32
  %s4 = vector.reduction <minimumf>, %v, %a : vector<16xf32> into f32
  "test.use"(%r4, %s4) : (f32, f32) -> ()
  %r5 = vector.reduction <maximumf>, %v : vector<16xf32> into f32
  %s5 = vector.reduction <maximumf>, %v, %a : vector<16xf32> into f32
  "test.use"(%r5, %s5) : (f32, f32) -> ()
  %r6 = vector.reduction <add>, %i : vector<8xi32> into i32
  %s6 = vector.reduction <add>, %i, %b : vector<8xi32> into i32
  "test.use"(%r6, %s6) : (i32, i32) -> ()
  %r7 = vector.reduction <mul>, %i : vector<8xi32> into i32
  %s7 = vector.reduction <mul>, %i, %b : vector<8xi32> into i32
  "test.use"(%r7, %s7) : (i32, i32) -> ()
  %r8 = vector.reduction <minui>, %i : vector<8xi32> into i32
  %s8 = vector.reduction <minui>, %i, %b : vector<8xi32> into i32
  "test.use"(%r8, %s8) : (i32, i32) -> ()
  %r9 = vector.reduction <minsi>, %i : vector<8xi32> into i32
  %s9 = vector.reduction <minsi>, %i, %b : vector<8xi32> into i32
  "test.use"(%r9, %s9) : (i32, i32) -> ()
  %r10 = vector.reduction <maxui>, %i : vector<8xi32> into i32
  %s10 = vector.reduction <maxui>, %i, %b : vector<8xi32> into i32
  "test.use"(%r10, %s10) : (i32, i32) -> ()
  %r11 = vector.reduction <maxsi>, %i : vector<8xi32> into i32
  %s11 = vector.reduction <maxsi>, %i, %b : vector<8xi32> into i32
  "test.use"(%r11, %s11) : (i32, i32) -> ()
  %r12 = vector.reduction <and>, %i : vector<8xi32> into i32
  %s12 = vector.reduction <and>, %i, %b : vector<8xi32> into i32
  "test.use"(%r12, %s12) : (i32, i32) -> ()
  %r13 = vector.reduction <or>, %i : vector<8xi32> into i32
  %s13 = vector.reduction <or>, %i, %b : vector<8xi32> into i32
  "test.use"(%r13, %s13) : (i32, i32) -> ()
  %r14 = vector.reduction <xor>, %i : vector<8xi32> into i32
  %s14 = vector.reduction <xor>, %i, %b : vector<8xi32> into i32
  "test.use"(%r14, %s14) : (i32, i32) -> ()
  %q = vector.reduction <add>, %x, %y : vector<4xindex> into index
  %q2 = vector.reduction <maxsi>, %x : vector<4xindex> into index
  %q3 = vector.reduction <add>, %v, %a fastmath<reassoc> : vector<16xf32> into f32
  "test.use"(%q, %q2, %q3) : (index, index, f32) -> ()
  return
}
