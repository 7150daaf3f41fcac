// RUN: oxir-opt %s --convert-vector-to-llvm | FileCheck %s --check-prefix=CHECK
//
// A vector.mask around a vector.reduction becomes LLVM's predicated reduction of its kind,
// llvm.intr.vp.reduce.*, started from the accumulator or the kind's neutral value, with the mask
// and the vector length (times vector.vscale for scalable vectors); maximumf and minimumf select a
// neutral value into the masked-off lanes of a plain reduction. vector.vscale becomes
// llvm.intr.vscale. CHECK lines from mlir-opt 22.

// CHECK-LABEL: func.func @masked_add_i8(%arg0: vector<4xi8>, %arg1: vector<4xi1>) -> i8 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i8) : i8
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.add"(%0, %arg0, %arg1, %1) : (i8, vector<4xi8>, vector<4xi1>, i32) -> i8
// CHECK-NEXT: return %2 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_mul_i8(%arg0: vector<4xi8>, %arg1: vector<4xi1>) -> i8 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i8) : i8
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.mul"(%0, %arg0, %arg1, %1) : (i8, vector<4xi8>, vector<4xi1>, i32) -> i8
// CHECK-NEXT: return %2 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_minui_i8(%arg0: vector<4xi8>, %arg1: vector<4xi1>) -> i8 {
// CHECK-NEXT: %0 = llvm.mlir.constant(-1 : i8) : i8
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.umin"(%0, %arg0, %arg1, %1) : (i8, vector<4xi8>, vector<4xi1>, i32) -> i8
// CHECK-NEXT: return %2 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_minsi_i8(%arg0: vector<4xi8>, %arg1: vector<4xi1>) -> i8 {
// CHECK-NEXT: %0 = llvm.mlir.constant(127 : i8) : i8
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.smin"(%0, %arg0, %arg1, %1) : (i8, vector<4xi8>, vector<4xi1>, i32) -> i8
// CHECK-NEXT: return %2 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_maxui_i8(%arg0: vector<4xi8>, %arg1: vector<4xi1>) -> i8 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i8) : i8
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.umax"(%0, %arg0, %arg1, %1) : (i8, vector<4xi8>, vector<4xi1>, i32) -> i8
// CHECK-NEXT: return %2 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_maxsi_i8(%arg0: vector<4xi8>, %arg1: vector<4xi1>) -> i8 {
// CHECK-NEXT: %0 = llvm.mlir.constant(-128 : i8) : i8
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.smax"(%0, %arg0, %arg1, %1) : (i8, vector<4xi8>, vector<4xi1>, i32) -> i8
// CHECK-NEXT: return %2 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_and_i8(%arg0: vector<4xi8>, %arg1: vector<4xi1>) -> i8 {
// CHECK-NEXT: %0 = llvm.mlir.constant(-1 : i8) : i8
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.and"(%0, %arg0, %arg1, %1) : (i8, vector<4xi8>, vector<4xi1>, i32) -> i8
// CHECK-NEXT: return %2 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_or_i8(%arg0: vector<4xi8>, %arg1: vector<4xi1>) -> i8 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i8) : i8
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.or"(%0, %arg0, %arg1, %1) : (i8, vector<4xi8>, vector<4xi1>, i32) -> i8
// CHECK-NEXT: return %2 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_xor_i8(%arg0: vector<4xi8>, %arg1: vector<4xi1>) -> i8 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i8) : i8
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.xor"(%0, %arg0, %arg1, %1) : (i8, vector<4xi8>, vector<4xi1>, i32) -> i8
// CHECK-NEXT: return %2 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_add_f16(%arg0: vector<4xf16>, %arg1: vector<4xi1>) -> f16 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0.000000e+00 : f16) : f16
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.fadd"(%0, %arg0, %arg1, %1) : (f16, vector<4xf16>, vector<4xi1>, i32) -> f16
// CHECK-NEXT: return %2 : f16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_mul_f16(%arg0: vector<4xf16>, %arg1: vector<4xi1>) -> f16 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1.000000e+00 : f16) : f16
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.fmul"(%0, %arg0, %arg1, %1) : (f16, vector<4xf16>, vector<4xi1>, i32) -> f16
// CHECK-NEXT: return %2 : f16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_minnumf_f16(%arg0: vector<4xf16>, %arg1: vector<4xi1>) -> f16 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0xFE00 : f16) : f16
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.fmin"(%0, %arg0, %arg1, %1) : (f16, vector<4xf16>, vector<4xi1>, i32) -> f16
// CHECK-NEXT: return %2 : f16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_maxnumf_f16(%arg0: vector<4xf16>, %arg1: vector<4xi1>) -> f16 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0x7E00 : f16) : f16
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.fmax"(%0, %arg0, %arg1, %1) : (f16, vector<4xf16>, vector<4xi1>, i32) -> f16
// CHECK-NEXT: return %2 : f16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_minimumf_f16(%arg0: vector<4xf16>, %arg1: vector<4xi1>) -> f16 {
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<6.550400e+04> : vector<4xf16>) : vector<4xf16>
// CHECK-NEXT: %1 = llvm.select %arg1, %arg0, %0 : vector<4xi1>, vector<4xf16>
// CHECK-NEXT: %2 = llvm.intr.vector.reduce.fminimum(%1) : (vector<4xf16>) -> f16
// CHECK-NEXT: return %2 : f16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_maximumf_f16(%arg0: vector<4xf16>, %arg1: vector<4xi1>) -> f16 {
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<-5.960460e-08> : vector<4xf16>) : vector<4xf16>
// CHECK-NEXT: %1 = llvm.select %arg1, %arg0, %0 : vector<4xi1>, vector<4xf16>
// CHECK-NEXT: %2 = llvm.intr.vector.reduce.fmaximum(%1) : (vector<4xf16>) -> f16
// CHECK-NEXT: return %2 : f16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_with_acc(%arg0: vector<4xf16>, %arg1: vector<4xi1>, %arg2: f16) -> (f16, f16, f16) {
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<-5.960460e-08> : vector<4xf16>) : vector<4xf16>
// CHECK-NEXT: %1 = llvm.select %arg1, %arg0, %0 : vector<4xi1>, vector<4xf16>
// CHECK-NEXT: %2 = llvm.intr.vector.reduce.fmaximum(%1) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf16>) -> f16
// CHECK-NEXT: %3 = llvm.intr.maximum(%2, %arg2) : (f16, f16) -> f16
// CHECK-NEXT: %4 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %5 = "llvm.intr.vp.reduce.fadd"(%arg2, %arg0, %arg1, %4) : (f16, vector<4xf16>, vector<4xi1>, i32) -> f16
// CHECK-NEXT: %6 = llvm.mlir.constant(dense<6.550400e+04> : vector<4xf16>) : vector<4xf16>
// CHECK-NEXT: %7 = llvm.select %arg1, %arg0, %6 : vector<4xi1>, vector<4xf16>
// CHECK-NEXT: %8 = llvm.intr.vector.reduce.fminimum(%7) : (vector<4xf16>) -> f16
// CHECK-NEXT: %9 = llvm.intr.minimum(%8, %arg2) : (f16, f16) -> f16
// CHECK-NEXT: return %3, %5, %9 : f16, f16, f16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_scalable_maxnumf(%arg0: vector<[4]xf32>, %arg1: vector<[4]xi1>) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0x7FC00000 : f32) : f32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %5 = arith.muli %1, %4 : i32
// CHECK-NEXT: %6 = "llvm.intr.vp.reduce.fmax"(%0, %arg0, %arg1, %5) : (f32, vector<[4]xf32>, vector<[4]xi1>, i32) -> f32
// CHECK-NEXT: return %6 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_scalable_add_acc(%arg0: vector<[8]xi32>, %arg1: vector<[8]xi1>, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %1 = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.muli %0, %3 : i32
// CHECK-NEXT: %5 = "llvm.intr.vp.reduce.add"(%arg2, %arg0, %arg1, %4) : (i32, vector<[8]xi32>, vector<[8]xi1>, i32) -> i32
// CHECK-NEXT: return %5 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked_i64_umax(%arg0: vector<16xi64>, %arg1: vector<16xi1>, %arg2: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %1 = "llvm.intr.vp.reduce.umax"(%arg2, %arg0, %arg1, %0) : (i64, vector<16xi64>, vector<16xi1>, i32) -> i64
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vscale() -> index {
// CHECK-NEXT: %0 = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }

func.func @masked_add_i8(%v: vector<4xi8>, %m: vector<4xi1>) -> i8 {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %0 : i8
}

func.func @masked_mul_i8(%v: vector<4xi8>, %m: vector<4xi1>) -> i8 {
  %0 = vector.mask %m { vector.reduction <mul>, %v : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %0 : i8
}

func.func @masked_minui_i8(%v: vector<4xi8>, %m: vector<4xi1>) -> i8 {
  %0 = vector.mask %m { vector.reduction <minui>, %v : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %0 : i8
}

func.func @masked_minsi_i8(%v: vector<4xi8>, %m: vector<4xi1>) -> i8 {
  %0 = vector.mask %m { vector.reduction <minsi>, %v : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %0 : i8
}

func.func @masked_maxui_i8(%v: vector<4xi8>, %m: vector<4xi1>) -> i8 {
  %0 = vector.mask %m { vector.reduction <maxui>, %v : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %0 : i8
}

func.func @masked_maxsi_i8(%v: vector<4xi8>, %m: vector<4xi1>) -> i8 {
  %0 = vector.mask %m { vector.reduction <maxsi>, %v : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %0 : i8
}

func.func @masked_and_i8(%v: vector<4xi8>, %m: vector<4xi1>) -> i8 {
  %0 = vector.mask %m { vector.reduction <and>, %v : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %0 : i8
}

func.func @masked_or_i8(%v: vector<4xi8>, %m: vector<4xi1>) -> i8 {
  %0 = vector.mask %m { vector.reduction <or>, %v : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %0 : i8
}

func.func @masked_xor_i8(%v: vector<4xi8>, %m: vector<4xi1>) -> i8 {
  %0 = vector.mask %m { vector.reduction <xor>, %v : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %0 : i8
}

func.func @masked_add_f16(%v: vector<4xf16>, %m: vector<4xi1>) -> f16 {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf16> into f16 } : vector<4xi1> -> f16
  return %0 : f16
}

func.func @masked_mul_f16(%v: vector<4xf16>, %m: vector<4xi1>) -> f16 {
  %0 = vector.mask %m { vector.reduction <mul>, %v : vector<4xf16> into f16 } : vector<4xi1> -> f16
  return %0 : f16
}

func.func @masked_minnumf_f16(%v: vector<4xf16>, %m: vector<4xi1>) -> f16 {
  %0 = vector.mask %m { vector.reduction <minnumf>, %v : vector<4xf16> into f16 } : vector<4xi1> -> f16
  return %0 : f16
}

func.func @masked_maxnumf_f16(%v: vector<4xf16>, %m: vector<4xi1>) -> f16 {
  %0 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<4xf16> into f16 } : vector<4xi1> -> f16
  return %0 : f16
}

func.func @masked_minimumf_f16(%v: vector<4xf16>, %m: vector<4xi1>) -> f16 {
  %0 = vector.mask %m { vector.reduction <minimumf>, %v : vector<4xf16> into f16 } : vector<4xi1> -> f16
  return %0 : f16
}

func.func @masked_maximumf_f16(%v: vector<4xf16>, %m: vector<4xi1>) -> f16 {
  %0 = vector.mask %m { vector.reduction <maximumf>, %v : vector<4xf16> into f16 } : vector<4xi1> -> f16
  return %0 : f16
}

func.func @masked_with_acc(%v: vector<4xf16>, %m: vector<4xi1>, %a: f16) -> (f16, f16, f16) {
  %0 = vector.mask %m { vector.reduction <maximumf>, %v, %a fastmath<nnan> : vector<4xf16> into f16 } : vector<4xi1> -> f16
  %1 = vector.mask %m { vector.reduction <add>, %v, %a fastmath<nnan> : vector<4xf16> into f16 } : vector<4xi1> -> f16
  %2 = vector.mask %m { vector.reduction <minimumf>, %v, %a : vector<4xf16> into f16 } : vector<4xi1> -> f16
  return %0, %1, %2 : f16, f16, f16
}

func.func @masked_scalable_maxnumf(%v: vector<[4]xf32>, %m: vector<[4]xi1>) -> f32 {
  %0 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<[4]xf32> into f32 } : vector<[4]xi1> -> f32
  return %0 : f32
}

func.func @masked_scalable_add_acc(%v: vector<[8]xi32>, %m: vector<[8]xi1>, %a: i32) -> i32 {
  %0 = vector.mask %m { vector.reduction <add>, %v, %a : vector<[8]xi32> into i32 } : vector<[8]xi1> -> i32
  return %0 : i32
}

func.func @masked_i64_umax(%v: vector<16xi64>, %m: vector<16xi1>, %a: i64) -> i64 {
  %0 = vector.mask %m { vector.reduction <maxui>, %v, %a : vector<16xi64> into i64 } : vector<16xi1> -> i64
  return %0 : i64
}

func.func @vscale() -> index {
  %0 = vector.vscale
  return %0 : index
}
