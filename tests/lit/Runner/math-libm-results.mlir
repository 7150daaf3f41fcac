// RUN: oxir-opt %s --convert-math-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils | FileCheck %s --check-prefixes=CHECK,INTR
// RUN: oxir-opt %s --convert-math-to-libm --convert-math-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | oxir-run -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils | FileCheck %s --check-prefixes=CHECK,LIBM

// math.sqrt, exp, sin, expm1, powf and cos lowered to LLVM intrinsics (or, second RUN line,
// to libm calls first) and run: the printed bits are libm's results, as under mlir-runner.
// `expm1` is `exp(x) - 1` through the intrinsics and libm's `expm1` through the calls.

// CHECK: 1.41421
// CHECK-NEXT: 4609047870845172685
// CHECK-NEXT: 7.38906
// CHECK-NEXT: 4620005356000828846
// CHECK-NEXT: 0.909297
// CHECK-NEXT: 4606365442650518598
// CHECK-NEXT: 0.349859
// INTR-NEXT: 4599974115899632216
// LIBM-NEXT: 4599974115899632214
// CHECK-NEXT: 1.23114
// CHECK-NEXT: 4608223400693826345
// CHECK-NEXT: 0.955336
// CHECK-NEXT: 4606780125658155450

func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%x: f64) {
  call @printF64(%x) : (f64) -> ()
  call @printNewline() : () -> ()
  %bits = arith.bitcast %x : f64 to i64
  call @printI64(%bits) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @compute(%a: f64, %b: f64) {
  %0 = math.sqrt %a : f64
  call @show(%0) : (f64) -> ()
  %1 = math.exp %a : f64
  call @show(%1) : (f64) -> ()
  %2 = math.sin %a : f64
  call @show(%2) : (f64) -> ()
  %3 = math.expm1 %b : f64
  call @show(%3) : (f64) -> ()
  %4 = math.powf %a, %b : f64
  call @show(%4) : (f64) -> ()
  %5 = math.cos %b : f64
  call @show(%5) : (f64) -> ()
  return
}

func.func @main() {
  %a = arith.constant 2.0 : f64
  %b = arith.constant 0.3 : f64
  call @compute(%a, %b) : (f64, f64) -> ()
  return
}
