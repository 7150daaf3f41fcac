// RUN: oxir-opt %s --convert-vector-to-llvm=vector-transpose-lowering=shuffle16x16 | FileCheck %s

// vector.transpose through convert-vector-to-llvm with vector-transpose-lowering=shuffle16x16, as
// mlir-opt 22 lowers it (the CHECK lines are its output): the rows of a 16x16 matrix interleaved by
// 32-bit and 64-bit unpacks, then their 128-bit lanes permuted twice (the AVX-512 sequence); other
// 2-D slices become one shuffle, as with shuffle1d.

// CHECK-LABEL: func.func @t16x16(%arg0: vector<16x16xf32>) -> vector<16x16xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<16x16xf32> to !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<16x16xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<16x16xf32> to !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[2] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %0[3] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[4] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[5] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %0[6] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[7] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[8] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %0[9] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %13 = llvm.extractvalue %0[10] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %14 = llvm.extractvalue %0[11] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %15 = llvm.extractvalue %0[12] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %16 = llvm.extractvalue %0[13] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[14] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %18 = llvm.extractvalue %0[15] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %19 = llvm.shufflevector %3, %4 [0, 16, 1, 17, 4, 20, 5, 21, 8, 24, 9, 25, 12, 28, 13, 29] : vector<16xf32>
// CHECK-NEXT: %20 = llvm.shufflevector %3, %4 [2, 18, 3, 19, 6, 22, 7, 23, 10, 26, 11, 27, 14, 30, 15, 31] : vector<16xf32>
// CHECK-NEXT: %21 = llvm.shufflevector %5, %6 [0, 16, 1, 17, 4, 20, 5, 21, 8, 24, 9, 25, 12, 28, 13, 29] : vector<16xf32>
// CHECK-NEXT: %22 = llvm.shufflevector %5, %6 [2, 18, 3, 19, 6, 22, 7, 23, 10, 26, 11, 27, 14, 30, 15, 31] : vector<16xf32>
// CHECK-NEXT: %23 = llvm.shufflevector %7, %8 [0, 16, 1, 17, 4, 20, 5, 21, 8, 24, 9, 25, 12, 28, 13, 29] : vector<16xf32>
// CHECK-NEXT: %24 = llvm.shufflevector %7, %8 [2, 18, 3, 19, 6, 22, 7, 23, 10, 26, 11, 27, 14, 30, 15, 31] : vector<16xf32>
// CHECK-NEXT: %25 = llvm.shufflevector %9, %10 [0, 16, 1, 17, 4, 20, 5, 21, 8, 24, 9, 25, 12, 28, 13, 29] : vector<16xf32>
// CHECK-NEXT: %26 = llvm.shufflevector %9, %10 [2, 18, 3, 19, 6, 22, 7, 23, 10, 26, 11, 27, 14, 30, 15, 31] : vector<16xf32>
// CHECK-NEXT: %27 = llvm.shufflevector %11, %12 [0, 16, 1, 17, 4, 20, 5, 21, 8, 24, 9, 25, 12, 28, 13, 29] : vector<16xf32>
// CHECK-NEXT: %28 = llvm.shufflevector %11, %12 [2, 18, 3, 19, 6, 22, 7, 23, 10, 26, 11, 27, 14, 30, 15, 31] : vector<16xf32>
// CHECK-NEXT: %29 = llvm.shufflevector %13, %14 [0, 16, 1, 17, 4, 20, 5, 21, 8, 24, 9, 25, 12, 28, 13, 29] : vector<16xf32>
// CHECK-NEXT: %30 = llvm.shufflevector %13, %14 [2, 18, 3, 19, 6, 22, 7, 23, 10, 26, 11, 27, 14, 30, 15, 31] : vector<16xf32>
// CHECK-NEXT: %31 = llvm.shufflevector %15, %16 [0, 16, 1, 17, 4, 20, 5, 21, 8, 24, 9, 25, 12, 28, 13, 29] : vector<16xf32>
// CHECK-NEXT: %32 = llvm.shufflevector %15, %16 [2, 18, 3, 19, 6, 22, 7, 23, 10, 26, 11, 27, 14, 30, 15, 31] : vector<16xf32>
// CHECK-NEXT: %33 = llvm.shufflevector %17, %18 [0, 16, 1, 17, 4, 20, 5, 21, 8, 24, 9, 25, 12, 28, 13, 29] : vector<16xf32>
// CHECK-NEXT: %34 = llvm.shufflevector %17, %18 [2, 18, 3, 19, 6, 22, 7, 23, 10, 26, 11, 27, 14, 30, 15, 31] : vector<16xf32>
// CHECK-NEXT: %35 = llvm.shufflevector %19, %21 [0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29] : vector<16xf32>
// CHECK-NEXT: %36 = llvm.shufflevector %19, %21 [2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31] : vector<16xf32>
// CHECK-NEXT: %37 = llvm.shufflevector %20, %22 [0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29] : vector<16xf32>
// CHECK-NEXT: %38 = llvm.shufflevector %20, %22 [2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31] : vector<16xf32>
// CHECK-NEXT: %39 = llvm.shufflevector %23, %25 [0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29] : vector<16xf32>
// CHECK-NEXT: %40 = llvm.shufflevector %23, %25 [2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31] : vector<16xf32>
// CHECK-NEXT: %41 = llvm.shufflevector %24, %26 [0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29] : vector<16xf32>
// CHECK-NEXT: %42 = llvm.shufflevector %24, %26 [2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31] : vector<16xf32>
// CHECK-NEXT: %43 = llvm.shufflevector %27, %29 [0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29] : vector<16xf32>
// CHECK-NEXT: %44 = llvm.shufflevector %27, %29 [2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31] : vector<16xf32>
// CHECK-NEXT: %45 = llvm.shufflevector %28, %30 [0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29] : vector<16xf32>
// CHECK-NEXT: %46 = llvm.shufflevector %28, %30 [2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31] : vector<16xf32>
// CHECK-NEXT: %47 = llvm.shufflevector %31, %33 [0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29] : vector<16xf32>
// CHECK-NEXT: %48 = llvm.shufflevector %31, %33 [2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31] : vector<16xf32>
// CHECK-NEXT: %49 = llvm.shufflevector %32, %34 [0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29] : vector<16xf32>
// CHECK-NEXT: %50 = llvm.shufflevector %32, %34 [2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31] : vector<16xf32>
// CHECK-NEXT: %51 = llvm.shufflevector %35, %39 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %52 = llvm.shufflevector %36, %40 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %53 = llvm.shufflevector %37, %41 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %54 = llvm.shufflevector %38, %42 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %55 = llvm.shufflevector %35, %39 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %56 = llvm.shufflevector %36, %40 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %57 = llvm.shufflevector %37, %41 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %58 = llvm.shufflevector %38, %42 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %59 = llvm.shufflevector %43, %47 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %60 = llvm.shufflevector %44, %48 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %61 = llvm.shufflevector %45, %49 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %62 = llvm.shufflevector %46, %50 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %63 = llvm.shufflevector %43, %47 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %64 = llvm.shufflevector %44, %48 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %65 = llvm.shufflevector %45, %49 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %66 = llvm.shufflevector %46, %50 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %67 = llvm.shufflevector %51, %59 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %68 = llvm.shufflevector %52, %60 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %69 = llvm.shufflevector %53, %61 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %70 = llvm.shufflevector %54, %62 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %71 = llvm.shufflevector %55, %63 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %72 = llvm.shufflevector %56, %64 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %73 = llvm.shufflevector %57, %65 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %74 = llvm.shufflevector %58, %66 [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>
// CHECK-NEXT: %75 = llvm.shufflevector %51, %59 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %76 = llvm.shufflevector %52, %60 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %77 = llvm.shufflevector %53, %61 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %78 = llvm.shufflevector %54, %62 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %79 = llvm.shufflevector %55, %63 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %80 = llvm.shufflevector %56, %64 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %81 = llvm.shufflevector %57, %65 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %82 = llvm.shufflevector %58, %66 [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31] : vector<16xf32>
// CHECK-NEXT: %83 = llvm.insertvalue %67, %2[0] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %84 = llvm.insertvalue %68, %83[1] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %85 = llvm.insertvalue %69, %84[2] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %86 = llvm.insertvalue %70, %85[3] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %87 = llvm.insertvalue %71, %86[4] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %88 = llvm.insertvalue %72, %87[5] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %89 = llvm.insertvalue %73, %88[6] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %90 = llvm.insertvalue %74, %89[7] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %91 = llvm.insertvalue %75, %90[8] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %92 = llvm.insertvalue %76, %91[9] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %93 = llvm.insertvalue %77, %92[10] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %94 = llvm.insertvalue %78, %93[11] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %95 = llvm.insertvalue %79, %94[12] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %96 = llvm.insertvalue %80, %95[13] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %97 = llvm.insertvalue %81, %96[14] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %98 = llvm.insertvalue %82, %97[15] : !llvm.array<16 x vector<16xf32>>
// CHECK-NEXT: %99 = builtin.unrealized_conversion_cast %98 : !llvm.array<16 x vector<16xf32>> to vector<16x16xf32>
// CHECK-NEXT: return %99 : vector<16x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @t2x4(%arg0: vector<2x4xf32>) -> vector<4x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<4x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<4x2xf32> to !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %3 = ub.poison : vector<8xf32>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %4 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %3 [0, 1, 2, 3, 12, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %7 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %6 [8, 9, 10, 11, 0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %9 [0, 4, 1, 5, 2, 6, 3, 7] : vector<8xf32>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %10 [0, 1] : vector<8xf32>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %2[0] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %13 = llvm.shufflevector %10, %10 [2, 3] : vector<8xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[1] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %15 = llvm.shufflevector %10, %10 [4, 5] : vector<8xf32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %17 = llvm.shufflevector %10, %10 [6, 7] : vector<8xf32>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %16[3] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : !llvm.array<4 x vector<2xf32>> to vector<4x2xf32>
// CHECK-NEXT: return %19 : vector<4x2xf32>
// CHECK-NEXT: }

func.func @t16x16(%a: vector<16x16xf32>) -> vector<16x16xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<16x16xf32> to vector<16x16xf32>
  return %0 : vector<16x16xf32>
}

// Other sizes: one shuffle, as shuffle1d.
func.func @t2x4(%a: vector<2x4xf32>) -> vector<4x2xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  return %0 : vector<4x2xf32>
}
