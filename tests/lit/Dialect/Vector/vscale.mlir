// RUN: oxir-opt %s | FileCheck %s --check-prefix=CHECK
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
//
// vector.vscale (its result named %vscale) and the llvm dialect's llvm.intr.vscale and
// llvm.intr.vp.reduce.* (generic form only), as mlir-opt 22 prints them.

// CHECK-LABEL: func.func @vscale() -> (index, index) {
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %vscale_0 = vector.vscale {tag = 1 : i32}
// CHECK-NEXT: return %vscale, %vscale_0 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vp_reduce(%arg0: vector<[4]xi32>, %arg1: vector<[4]xi1>, %arg2: i32, %arg3: i32, %arg4: vector<8xf32>, %arg5: vector<8xi1>, %arg6: f32) -> (i64, i32, f32) {
// CHECK-NEXT: %0 = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT: %1 = "llvm.intr.vp.reduce.smax"(%arg3, %arg0, %arg1, %arg2) : (i32, vector<[4]xi32>, vector<[4]xi1>, i32) -> i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.fmin"(%arg6, %arg4, %arg5, %arg2) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
// CHECK-NEXT: return %0, %1, %2 : i64, i32, f32
// CHECK-NEXT: }

// GENERIC: "func.func"() <{function_type = () -> (index, index), sym_name = "vscale"}> ({
// GENERIC: %3 = "vector.vscale"() : () -> index
// GENERIC: %4 = "vector.vscale"() {tag = 1 : i32} : () -> index
// GENERIC: %0 = "llvm.intr.vscale"() : () -> i64
// GENERIC: %1 = "llvm.intr.vp.reduce.smax"(%arg3, %arg0, %arg1, %arg2) : (i32, vector<[4]xi32>, vector<[4]xi1>, i32) -> i32
// GENERIC: %2 = "llvm.intr.vp.reduce.fmin"(%arg6, %arg4, %arg5, %arg2) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32

func.func @vscale() -> (index, index) {
  %0 = vector.vscale
  %1 = vector.vscale {tag = 1 : i32}
  return %0, %1 : index, index
}

func.func @vp_reduce(%v: vector<[4]xi32>, %m: vector<[4]xi1>, %e: i32, %s: i32, %fv: vector<8xf32>, %fm: vector<8xi1>, %fs: f32) -> (i64, i32, f32) {
  %0 = "llvm.intr.vscale"() : () -> i64
  %1 = "llvm.intr.vp.reduce.smax"(%s, %v, %m, %e) : (i32, vector<[4]xi32>, vector<[4]xi1>, i32) -> i32
  %2 = "llvm.intr.vp.reduce.fmin"(%fs, %fv, %fm, %e) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  return %0, %1, %2 : i64, i32, f32
}
