// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s
//
// The predicated reductions (llvm.vp.reduce.*, overloaded on their vector operand), vscale and
// stepvector (overloaded on their result) become LLVM's intrinsics of those names; CHECK lines
// from mlir-translate 22.

// CHECK-LABEL: define i32 @f(
// CHECK-NEXT:   %8 = call i64 @llvm.vscale.i64()
// CHECK-NEXT:   %9 = call i32 @llvm.vp.reduce.smax.nxv4i32(i32 %3, <vscale x 4 x i32> %0, <vscale x 4 x i1> %1, i32 %2)
// CHECK-NEXT:   %10 = call float @llvm.vp.reduce.fmin.v8f32(float %6, <8 x float> %4, <8 x i1> %5, i32 %2)
// CHECK-NEXT:   %11 = call float @llvm.vp.reduce.fadd.v8f32(float %6, <8 x float> %4, <8 x i1> %5, i32 %2)
// CHECK-NEXT:   %12 = call i32 @llvm.vp.reduce.umin.nxv4i32(i32 %3, <vscale x 4 x i32> %0, <vscale x 4 x i1> %1, i32 %2)
// CHECK-NEXT:   ret i32 %9
// CHECK-LABEL: define <vscale x 4 x i32> @g()
// CHECK-NEXT:   %1 = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
// CHECK-NEXT:   ret <vscale x 4 x i32> %1
// CHECK-DAG: declare i64 @llvm.vscale.i64()
// CHECK-DAG: declare i32 @llvm.vp.reduce.smax.nxv4i32(i32, <vscale x 4 x i32>, <vscale x 4 x i1>, i32)
// CHECK-DAG: declare float @llvm.vp.reduce.fmin.v8f32(float, <8 x float>, <8 x i1>, i32)
// CHECK-DAG: declare <vscale x 4 x i32> @llvm.stepvector.nxv4i32()

llvm.func @f(%v: vector<[4]xi32>, %m: vector<[4]xi1>, %e: i32, %s: i32, %fv: vector<8xf32>, %fm: vector<8xi1>, %fs: f32) -> i32 {
  %0 = "llvm.intr.vscale"() : () -> i64
  %1 = "llvm.intr.vp.reduce.smax"(%s, %v, %m, %e) : (i32, vector<[4]xi32>, vector<[4]xi1>, i32) -> i32
  %2 = "llvm.intr.vp.reduce.fmin"(%fs, %fv, %fm, %e) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %3 = "llvm.intr.vp.reduce.fadd"(%fs, %fv, %fm, %e) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %4 = "llvm.intr.vp.reduce.umin"(%s, %v, %m, %e) : (i32, vector<[4]xi32>, vector<[4]xi1>, i32) -> i32
  llvm.return %1 : i32
}

llvm.func @g() -> vector<[4]xi32> {
  %0 = llvm.intr.stepvector : vector<[4]xi32>
  llvm.return %0 : vector<[4]xi32>
}
