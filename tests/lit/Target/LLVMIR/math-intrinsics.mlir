// RUN: oxir-opt %s --convert-math-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | oxir-translate --mlir-to-llvmir | FileCheck %s

// The intrinsics convert-math-to-llvm emits, translated to LLVM IR (CHECK lines from mlir-translate 22):
// llvm.sincos is overloaded on its operand and returns a struct; is.fpclass takes its mask as an immarg.

func.func @f(%a: f32, %v: vector<4xf64>) -> (f32, vector<4xf64>) {
  %s, %c = math.sincos %a fastmath<fast> : f32
  %s2, %c2 = math.sincos %v : vector<4xf64>
  %x = math.isnan %a : f32
  return %s, %c2 : f32, vector<4xf64>
}

// CHECK-LABEL: define { float, <4 x double> } @f(float %0, <4 x double> %1) {
// CHECK-NEXT: %3 = call fast { float, float } @llvm.sincos.f32(float %0)
// CHECK-NEXT: %4 = extractvalue { float, float } %3, 0
// CHECK-NEXT: %5 = extractvalue { float, float } %3, 1
// CHECK-NEXT: %6 = call { <4 x double>, <4 x double> } @llvm.sincos.v4f64(<4 x double> %1)
// CHECK-NEXT: %7 = extractvalue { <4 x double>, <4 x double> } %6, 0
// CHECK-NEXT: %8 = extractvalue { <4 x double>, <4 x double> } %6, 1
// CHECK-NEXT: %9 = call i1 @llvm.is.fpclass.f32(float %0, i32 3)
// CHECK-NEXT: %10 = insertvalue { float, <4 x double> } poison, float %4, 0
// CHECK-NEXT: %11 = insertvalue { float, <4 x double> } %10, <4 x double> %8, 1
// CHECK-NEXT: ret { float, <4 x double> } %11
// CHECK-NEXT: }
// CHECK: declare { float, float } @llvm.sincos.f32(float)
// CHECK: declare { <4 x double>, <4 x double> } @llvm.sincos.v4f64(<4 x double>)
// CHECK: declare i1 @llvm.is.fpclass.f32(float, i32 immarg)
