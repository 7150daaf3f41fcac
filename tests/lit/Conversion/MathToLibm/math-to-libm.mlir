// RUN: oxir-opt %s --convert-math-to-libm | FileCheck %s

// convert-math-to-libm (CHECK lines from mlir-opt 22).

// f32 calls the `f` function, f64 the plain one; f16 and bf16 go through f32. Each function is
// declared once, private and readnone, at the start of the module.
func.func @calls(%a: f32, %d: f64, %h: f16, %b: bf16) -> (f32, f64, f16, bf16) {
  %0 = math.sin %a fastmath<fast> : f32
  %1 = math.sin %d : f64
  %2 = math.sin %h : f16
  %3 = math.atan2 %b, %b : bf16
  %4 = math.fma %d, %d, %d : f64
  %5 = math.erf %a : f32
  %6 = math.absf %a : f32
  %7 = math.sqrt %a : f32
  %8 = math.cbrt %d {tag} : f64
  %9 = math.roundeven %a : f32
  %10 = math.rsqrt %a : f32
  %11 = math.log1p %d : f64
  %12 = math.powf %a, %a : f32
  %13 = math.sin %a : f32
  %14 = math.expm1 %d : f64
  %15 = math.trunc %a : f32
  return %0, %1, %2, %3 : f32, f64, f16, bf16
}
// CHECK: func.func private @truncf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @expm1(f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @powf(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @log1p(f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @rsqrtf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @roundevenf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @cbrt(f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @sqrtf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @fabsf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @erff(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @fma(f64, f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @atan2f(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @sin(f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @sinf(f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func @calls(%arg0: f32, %arg1: f64, %arg2: f16, %arg3: bf16) -> (f32, f64, f16, bf16) {
// CHECK-NEXT: %0 = call @sinf(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = call @sin(%arg1) : (f64) -> f64
// CHECK-NEXT: %2 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: %3 = call @sinf(%2) : (f32) -> f32
// CHECK-NEXT: %4 = arith.truncf %3 : f32 to f16
// CHECK-NEXT: %5 = arith.extf %arg3 : bf16 to f32
// CHECK-NEXT: %6 = arith.extf %arg3 : bf16 to f32
// CHECK-NEXT: %7 = call @atan2f(%5, %6) : (f32, f32) -> f32
// CHECK-NEXT: %8 = arith.truncf %7 : f32 to bf16
// CHECK-NEXT: %9 = call @fma(%arg1, %arg1, %arg1) : (f64, f64, f64) -> f64
// CHECK-NEXT: %10 = call @erff(%arg0) : (f32) -> f32
// CHECK-NEXT: %11 = call @fabsf(%arg0) : (f32) -> f32
// CHECK-NEXT: %12 = call @sqrtf(%arg0) : (f32) -> f32
// CHECK-NEXT: %13 = call @cbrt(%arg1) : (f64) -> f64
// CHECK-NEXT: %14 = call @roundevenf(%arg0) : (f32) -> f32
// CHECK-NEXT: %15 = call @rsqrtf(%arg0) : (f32) -> f32
// CHECK-NEXT: %16 = call @log1p(%arg1) : (f64) -> f64
// CHECK-NEXT: %17 = call @powf(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT: %18 = call @sinf(%arg0) : (f32) -> f32
// CHECK-NEXT: %19 = call @expm1(%arg1) : (f64) -> f64
// CHECK-NEXT: %20 = call @truncf(%arg0) : (f32) -> f32
// CHECK-NEXT: return %0, %1, %4, %8 : f32, f64, f16, bf16
// CHECK-NEXT: }

