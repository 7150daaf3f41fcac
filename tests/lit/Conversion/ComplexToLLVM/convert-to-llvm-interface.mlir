// RUN: oxir-opt %s --convert-to-llvm --split-input-file | FileCheck %s

// convert-to-llvm lowers the complex dialect through its ConvertToLLVMPatternInterface
// registration, together with func and arith. The CHECK lines are mlir-opt 22's output.

// CHECK-LABEL: llvm.func @parts(%arg0: !llvm.struct<(f32, f32)>, %arg1: f32, %arg2: f32) -> !llvm.struct<(struct<(f32, f32)>, f32, f32)> {
// CHECK-NEXT:  %0 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %3 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %4 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %5 = llvm.mlir.poison : !llvm.struct<(struct<(f32, f32)>, f32, f32)>
// CHECK-NEXT:  %6 = llvm.insertvalue %2, %5[0] : !llvm.struct<(struct<(f32, f32)>, f32, f32)>
// CHECK-NEXT:  %7 = llvm.insertvalue %3, %6[1] : !llvm.struct<(struct<(f32, f32)>, f32, f32)>
// CHECK-NEXT:  %8 = llvm.insertvalue %4, %7[2] : !llvm.struct<(struct<(f32, f32)>, f32, f32)>
// CHECK-NEXT:  llvm.return %8 : !llvm.struct<(struct<(f32, f32)>, f32, f32)>
// CHECK-NEXT:  }
func.func @parts(%a: complex<f32>, %x: f32, %y: f32) -> (complex<f32>, f32, f32) {
  %c = complex.create %x, %y : complex<f32>
  %r = complex.re %a : complex<f32>
  %i = complex.im %a : complex<f32>
  return %c, %r, %i : complex<f32>, f32, f32
}

// -----

// CHECK-LABEL: llvm.func @constants() -> !llvm.struct<(struct<(f64, f64)>, struct<(f32, f32)>)> {
// CHECK-NEXT:  %0 = llvm.mlir.constant([1.000000e+00, 2.000000e+00]) : !llvm.struct<(f64, f64)>
// CHECK-NEXT:  %1 = llvm.mlir.constant([5.000000e-01 : f32, -4.000000e+00 : f32]) : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %2 = llvm.mlir.poison : !llvm.struct<(struct<(f64, f64)>, struct<(f32, f32)>)>
// CHECK-NEXT:  %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(struct<(f64, f64)>, struct<(f32, f32)>)>
// CHECK-NEXT:  %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(struct<(f64, f64)>, struct<(f32, f32)>)>
// CHECK-NEXT:  llvm.return %4 : !llvm.struct<(struct<(f64, f64)>, struct<(f32, f32)>)>
// CHECK-NEXT:  }
func.func @constants() -> (complex<f64>, complex<f32>) {
  %0 = complex.constant [1.0, 2.0] : complex<f64>
  %1 = complex.constant [0.5 : f32, -4.0 : f32] : complex<f32>
  return %0, %1 : complex<f64>, complex<f32>
}

// -----

// CHECK-LABEL: llvm.func @arithmetic(%arg0: !llvm.struct<(f32, f32)>, %arg1: !llvm.struct<(f32, f32)>) -> !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>)> {
// CHECK-NEXT:  %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %1 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %2 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %3 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %4 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %5 = llvm.fadd %0, %2 : f32
// CHECK-NEXT:  %6 = llvm.fadd %1, %3 : f32
// CHECK-NEXT:  %7 = llvm.insertvalue %5, %4[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %9 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %10 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %11 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %12 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %13 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %14 = llvm.fsub %9, %11 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT:  %15 = llvm.fsub %10, %12 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT:  %16 = llvm.insertvalue %14, %13[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %17 = llvm.insertvalue %15, %16[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %18 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %19 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %20 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %21 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %22 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %23 = llvm.fmul %20, %18 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:  %24 = llvm.fmul %21, %19 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:  %25 = llvm.fsub %23, %24 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:  %26 = llvm.fmul %19, %20 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:  %27 = llvm.fmul %18, %21 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:  %28 = llvm.fadd %26, %27 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:  %29 = llvm.insertvalue %25, %22[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %30 = llvm.insertvalue %28, %29[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %31 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %32 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %33 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %34 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %35 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %36 = llvm.fmul %33, %33 {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
// CHECK-NEXT:  %37 = llvm.fmul %34, %34 {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
// CHECK-NEXT:  %38 = llvm.fadd %36, %37 {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
// CHECK-NEXT:  %39 = llvm.fmul %31, %33 {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
// CHECK-NEXT:  %40 = llvm.fmul %32, %34 {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
// CHECK-NEXT:  %41 = llvm.fadd %39, %40 {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
// CHECK-NEXT:  %42 = llvm.fmul %32, %33 {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
// CHECK-NEXT:  %43 = llvm.fmul %31, %34 {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
// CHECK-NEXT:  %44 = llvm.fsub %42, %43 {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
// CHECK-NEXT:  %45 = llvm.fdiv %41, %38 {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
// CHECK-NEXT:  %46 = llvm.fdiv %44, %38 {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
// CHECK-NEXT:  %47 = llvm.insertvalue %45, %35[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %48 = llvm.insertvalue %46, %47[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  %49 = llvm.mlir.poison : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>)>
// CHECK-NEXT:  %50 = llvm.insertvalue %8, %49[0] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>)>
// CHECK-NEXT:  %51 = llvm.insertvalue %17, %50[1] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>)>
// CHECK-NEXT:  %52 = llvm.insertvalue %30, %51[2] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>)>
// CHECK-NEXT:  %53 = llvm.insertvalue %48, %52[3] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>)>
// CHECK-NEXT:  llvm.return %53 : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>)>
// CHECK-NEXT:  }
func.func @arithmetic(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %a, %b fastmath<nnan> : complex<f32>
  %2 = complex.mul %a, %b fastmath<fast> : complex<f32>
  %3 = complex.div %a, %b fastmath<nnan,contract> : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

// -----

// CHECK-LABEL: llvm.func @abs(%arg0: !llvm.struct<(f64, f64)>) -> f64 {
// CHECK-NEXT:  %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:  %1 = llvm.extractvalue %arg0[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:  %2 = llvm.fmul %0, %0 {fastmathFlags = #llvm.fastmath<ninf>} : f64
// CHECK-NEXT:  %3 = llvm.fmul %1, %1 {fastmathFlags = #llvm.fastmath<ninf>} : f64
// CHECK-NEXT:  %4 = llvm.fadd %2, %3 {fastmathFlags = #llvm.fastmath<ninf>} : f64
// CHECK-NEXT:  %5 = llvm.intr.sqrt(%4) : (f64) -> f64
// CHECK-NEXT:  llvm.return %5 : f64
// CHECK-NEXT:  }
func.func @abs(%a: complex<f64>) -> f64 {
  %0 = complex.abs %a fastmath<ninf> : complex<f64>
  return %0 : f64
}
