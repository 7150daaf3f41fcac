// RUN: oxir-opt %s --convert-vector-to-llvm | FileCheck %s

// n-D vector.broadcast lowered as mlir-opt 22 does (BroadcastOpLowering, then the LLVM conversion):
// lower-rank sources broadcast to the rows and inserted into ub.poison, stretched dimensions
// row by row (or the single leading row), equal shapes passed through; scalable leading
// stretches left alone. The CHECK lines are mlir-opt 22's output.

func.func @a(%f: f32) -> vector<2x3xf32> {
  %0 = vector.broadcast %f : f32 to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @b(%v: vector<3xf32>) -> vector<2x3xf32> {
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @c(%v: vector<2x1xf32>) -> vector<2x3xf32> {
  %0 = vector.broadcast %v : vector<2x1xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @d(%v: vector<1x3xf32>) -> vector<4x3xf32> {
  %0 = vector.broadcast %v : vector<1x3xf32> to vector<4x3xf32>
  return %0 : vector<4x3xf32>
}
func.func @e(%v: vector<2x1x2xi32>) -> vector<3x2x4x2xi32> {
  %0 = vector.broadcast %v : vector<2x1x2xi32> to vector<3x2x4x2xi32>
  return %0 : vector<3x2x4x2xi32>
}
func.func @f(%v: vector<f32>) -> vector<2x3xf32> {
  %0 = vector.broadcast %v : vector<f32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @g(%v: vector<1xf32>) -> vector<2x3xf32> {
  %0 = vector.broadcast %v : vector<1xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @h(%v: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.broadcast %v : vector<2x3xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @i(%v: vector<4x1xf32>) -> vector<4x[4]xf32> {
  %0 = vector.broadcast %v : vector<4x1xf32> to vector<4x[4]xf32>
  return %0 : vector<4x[4]xf32>
}
func.func @j(%v: vector<1x4xf32>) -> vector<[3]x4xf32> {
  %0 = vector.broadcast %v : vector<1x4xf32> to vector<[3]x4xf32>
  return %0 : vector<[3]x4xf32>
}

// CHECK-LABEL: func.func @a(%arg0: f32) -> vector<2x3xf32> {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %1 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT:   %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %3 = llvm.insertelement %arg0, %1[%2 : i32] : vector<3xf32>
// CHECK-NEXT:   %4 = llvm.shufflevector %3, %3 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %5 = llvm.insertvalue %4, %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %6 = llvm.insertvalue %4, %5[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %7 = builtin.unrealized_conversion_cast %6 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:   return %7 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b(%arg0: vector<3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:   %0 = ub.poison : vector<2x3xf32>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg0, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg0, %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %3 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:   return %4 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c(%arg0: vector<2x1xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x1xf32> to !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT:   %1 = ub.poison : vector<2x3xf32>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT:   %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %5 = llvm.extractelement %3[%4 : i64] : vector<1xf32>
// CHECK-NEXT:   %6 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT:   %7 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %8 = llvm.insertelement %5, %6[%7 : i32] : vector<3xf32>
// CHECK-NEXT:   %9 = llvm.shufflevector %8, %6 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %10 = llvm.insertvalue %9, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT:   %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %13 = llvm.extractelement %11[%12 : i64] : vector<1xf32>
// CHECK-NEXT:   %14 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT:   %15 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %16 = llvm.insertelement %13, %14[%15 : i32] : vector<3xf32>
// CHECK-NEXT:   %17 = llvm.shufflevector %16, %14 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %18 = llvm.insertvalue %17, %10[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %19 = builtin.unrealized_conversion_cast %18 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:   return %19 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @d(%arg0: vector<1x3xf32>) -> vector<4x3xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x3xf32> to !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT:   %1 = ub.poison : vector<4x3xf32>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %1 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:   %3 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT:   %4 = llvm.insertvalue %3, %2[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:   %5 = llvm.insertvalue %3, %4[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:   %6 = llvm.insertvalue %3, %5[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:   %7 = llvm.insertvalue %3, %6[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:   %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<4 x vector<3xf32>> to vector<4x3xf32>
// CHECK-NEXT:   return %8 : vector<4x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @e(%arg0: vector<2x1x2xi32>) -> vector<3x2x4x2xi32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x1x2xi32> to !llvm.array<2 x array<1 x vector<2xi32>>>
// CHECK-NEXT:   %1 = ub.poison : vector<3x2x4x2xi32>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %1 : vector<3x2x4x2xi32> to !llvm.array<3 x array<2 x array<4 x vector<2xi32>>>>
// CHECK-NEXT:   %3 = ub.poison : vector<2x4x2xi32>
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %3 : vector<2x4x2xi32> to !llvm.array<2 x array<4 x vector<2xi32>>>
// CHECK-NEXT:   %5 = ub.poison : vector<4x2xi32>
// CHECK-NEXT:   %6 = builtin.unrealized_conversion_cast %5 : vector<4x2xi32> to !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT:   %7 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<1 x vector<2xi32>>>
// CHECK-NEXT:   %8 = llvm.insertvalue %7, %6[0] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT:   %9 = llvm.insertvalue %7, %8[1] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT:   %10 = llvm.insertvalue %7, %9[2] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT:   %11 = llvm.insertvalue %7, %10[3] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT:   %12 = llvm.insertvalue %11, %4[0] : !llvm.array<2 x array<4 x vector<2xi32>>>
// CHECK-NEXT:   %13 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<1 x vector<2xi32>>>
// CHECK-NEXT:   %14 = llvm.insertvalue %13, %6[0] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT:   %15 = llvm.insertvalue %13, %14[1] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT:   %16 = llvm.insertvalue %13, %15[2] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT:   %17 = llvm.insertvalue %13, %16[3] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT:   %18 = llvm.insertvalue %17, %12[1] : !llvm.array<2 x array<4 x vector<2xi32>>>
// CHECK-NEXT:   %19 = llvm.insertvalue %18, %2[0] : !llvm.array<3 x array<2 x array<4 x vector<2xi32>>>>
// CHECK-NEXT:   %20 = llvm.insertvalue %18, %19[1] : !llvm.array<3 x array<2 x array<4 x vector<2xi32>>>>
// CHECK-NEXT:   %21 = llvm.insertvalue %18, %20[2] : !llvm.array<3 x array<2 x array<4 x vector<2xi32>>>>
// CHECK-NEXT:   %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<3 x array<2 x array<4 x vector<2xi32>>>> to vector<3x2x4x2xi32>
// CHECK-NEXT:   return %22 : vector<3x2x4x2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f(%arg0: vector<f32>) -> vector<2x3xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT:   %1 = ub.poison : vector<2x3xf32>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %4 = llvm.extractelement %0[%3 : i64] : vector<1xf32>
// CHECK-NEXT:   %5 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT:   %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %7 = llvm.insertelement %4, %5[%6 : i32] : vector<3xf32>
// CHECK-NEXT:   %8 = llvm.shufflevector %7, %5 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %9 = llvm.insertvalue %8, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %10 = llvm.insertvalue %8, %9[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:   return %11 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: vector<1xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:   %0 = ub.poison : vector<2x3xf32>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %3 = llvm.extractelement %arg0[%2 : i64] : vector<1xf32>
// CHECK-NEXT:   %4 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT:   %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %6 = llvm.insertelement %3, %4[%5 : i32] : vector<3xf32>
// CHECK-NEXT:   %7 = llvm.shufflevector %6, %4 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:   %8 = llvm.insertvalue %7, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %9 = llvm.insertvalue %7, %8[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   %10 = builtin.unrealized_conversion_cast %9 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:   return %10 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @h(%arg0: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:   return %arg0 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @i(%arg0: vector<4x1xf32>) -> vector<4x[4]xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x1xf32> to !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:   %1 = ub.poison : vector<4x[4]xf32>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %1 : vector<4x[4]xf32> to !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT:   %3 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:   %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %5 = llvm.extractelement %3[%4 : i64] : vector<1xf32>
// CHECK-NEXT:   %6 = llvm.mlir.poison : vector<[4]xf32>
// CHECK-NEXT:   %7 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %8 = llvm.insertelement %5, %6[%7 : i32] : vector<[4]xf32>
// CHECK-NEXT:   %9 = llvm.shufflevector %8, %6 [0, 0, 0, 0] : vector<[4]xf32>
// CHECK-NEXT:   %10 = llvm.insertvalue %9, %2[0] : !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT:   %11 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:   %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %13 = llvm.extractelement %11[%12 : i64] : vector<1xf32>
// CHECK-NEXT:   %14 = llvm.mlir.poison : vector<[4]xf32>
// CHECK-NEXT:   %15 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %16 = llvm.insertelement %13, %14[%15 : i32] : vector<[4]xf32>
// CHECK-NEXT:   %17 = llvm.shufflevector %16, %14 [0, 0, 0, 0] : vector<[4]xf32>
// CHECK-NEXT:   %18 = llvm.insertvalue %17, %10[1] : !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT:   %19 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:   %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %21 = llvm.extractelement %19[%20 : i64] : vector<1xf32>
// CHECK-NEXT:   %22 = llvm.mlir.poison : vector<[4]xf32>
// CHECK-NEXT:   %23 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %24 = llvm.insertelement %21, %22[%23 : i32] : vector<[4]xf32>
// CHECK-NEXT:   %25 = llvm.shufflevector %24, %22 [0, 0, 0, 0] : vector<[4]xf32>
// CHECK-NEXT:   %26 = llvm.insertvalue %25, %18[2] : !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT:   %27 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:   %28 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %29 = llvm.extractelement %27[%28 : i64] : vector<1xf32>
// CHECK-NEXT:   %30 = llvm.mlir.poison : vector<[4]xf32>
// CHECK-NEXT:   %31 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %32 = llvm.insertelement %29, %30[%31 : i32] : vector<[4]xf32>
// CHECK-NEXT:   %33 = llvm.shufflevector %32, %30 [0, 0, 0, 0] : vector<[4]xf32>
// CHECK-NEXT:   %34 = llvm.insertvalue %33, %26[3] : !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT:   %35 = builtin.unrealized_conversion_cast %34 : !llvm.array<4 x vector<[4]xf32>> to vector<4x[4]xf32>
// CHECK-NEXT:   return %35 : vector<4x[4]xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @j(%arg0: vector<1x4xf32>) -> vector<[3]x4xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:   %1 = ub.poison : vector<[3]x4xf32>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:   %3 = vector.insert %2, %1 [0] : vector<4xf32> into vector<[3]x4xf32>
// CHECK-NEXT:   %4 = vector.insert %2, %3 [1] : vector<4xf32> into vector<[3]x4xf32>
// CHECK-NEXT:   %5 = vector.insert %2, %4 [2] : vector<4xf32> into vector<[3]x4xf32>
// CHECK-NEXT:   return %5 : vector<[3]x4xf32>
// CHECK-NEXT: }
