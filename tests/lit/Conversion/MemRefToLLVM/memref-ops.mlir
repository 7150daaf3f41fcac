// RUN: oxir-opt %s --finalize-memref-to-llvm | FileCheck %s
// Globals become llvm.mlir.global (uninitialized ones get an undef initializer); get_global builds
// a descriptor around the global's address; contiguous copies use llvm.intr.memcpy; casts to
// unranked spill the descriptor to the stack; view, transpose, rank, atomic_rmw and
// extract_aligned_pointer_as_index read and rebuild descriptor fields.

memref.global "private" constant @table : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]>
memref.global @scratch : memref<4xi32> = uninitialized
func.func @ops(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %buf: memref<64xi8>, %off: index, %n: index) -> (index, index) {
  %g = memref.get_global @table : memref<2x2xf32>
  %a = memref.alloc() : memref<2x2xf32>
  memref.copy %g, %a : memref<2x2xf32> to memref<2x2xf32>
  %u = memref.cast %a : memref<2x2xf32> to memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  %v = memref.view %buf[%off][%n] : memref<64xi8> to memref<?x4xf32>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[1, ?], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %a : memref<2x2xf32> -> index
  %c1 = arith.constant 1 : index
  %c1f = arith.constant 1.0 : f32
  %x = memref.atomic_rmw addf %c1f, %a[%c1, %c1] : (f32, memref<2x2xf32>) -> f32
  return %r, %p : index, index
}

// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.mlir.global private constant @table(dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x f32>>
// CHECK-NEXT: llvm.mlir.global external @scratch() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<4 x i32>
// CHECK-NEXT: llvm.return %0 : !llvm.array<4 x i32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ops(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: memref<64xi8>, %arg2: index, %arg3: index) -> (index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg1 : memref<64xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %9 = llvm.getelementptr %8[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
// CHECK-NEXT: %11 = llvm.mlir.addressof @table : !llvm.ptr
// CHECK-NEXT: %12 = llvm.getelementptr %11[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<2 x f32>>
// CHECK-NEXT: %13 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %14 = llvm.inttoptr %13 : i64 to !llvm.ptr
// CHECK-NEXT: %15 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %12, %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %4, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %5, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %5, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %6, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %27 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %28 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %29 = llvm.getelementptr %28[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
// CHECK-NEXT: %31 = llvm.call @malloc(%30) : (i64) -> !llvm.ptr
// CHECK-NEXT: %32 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %34 = llvm.insertvalue %31, %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %35 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %37 = llvm.insertvalue %24, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %38 = llvm.insertvalue %25, %37[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %39 = llvm.insertvalue %25, %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %40 = llvm.insertvalue %26, %39[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %41 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %42 = llvm.extractvalue %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %43 = llvm.mul %41, %42 : i64
// CHECK-NEXT: %44 = llvm.extractvalue %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %45 = llvm.mul %43, %44 : i64
// CHECK-NEXT: %46 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %47 = llvm.getelementptr %46[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %48 = llvm.ptrtoint %47 : !llvm.ptr to i64
// CHECK-NEXT: %49 = llvm.mul %45, %48 : i64
// CHECK-NEXT: %50 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %51 = llvm.extractvalue %23[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %52 = llvm.getelementptr %50[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %53 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %54 = llvm.extractvalue %40[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %55 = llvm.getelementptr %53[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%55, %52, %49) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %56 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %57 = llvm.alloca %56 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %40, %57 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %58 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %59 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %60 = llvm.insertvalue %58, %59[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %61 = llvm.insertvalue %57, %60[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %62 = llvm.extractvalue %61[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %63 = builtin.unrealized_conversion_cast %62 : i64 to index
// CHECK-NEXT: %64 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %65 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %66 = llvm.insertvalue %65, %64[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %67 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %68 = llvm.getelementptr %67[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %69 = llvm.insertvalue %68, %66[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %70 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %71 = llvm.insertvalue %70, %69[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %72 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %73 = llvm.insertvalue %72, %71[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %74 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %75 = llvm.insertvalue %74, %73[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %76 = llvm.insertvalue %1, %75[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %77 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %78 = llvm.insertvalue %77, %76[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %79 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %80 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %81 = llvm.insertvalue %80, %79[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %82 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %83 = llvm.insertvalue %82, %81[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %84 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %85 = llvm.insertvalue %84, %83[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %86 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %87 = llvm.insertvalue %86, %85[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %88 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %89 = llvm.insertvalue %88, %87[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %90 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %91 = llvm.insertvalue %90, %89[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %92 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %93 = llvm.insertvalue %92, %91[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %94 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %95 = llvm.ptrtoint %94 : !llvm.ptr to i64
// CHECK-NEXT: %96 = builtin.unrealized_conversion_cast %95 : i64 to index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %97 = builtin.unrealized_conversion_cast %c1 : index to i64
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %98 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %99 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %100 = llvm.mul %97, %99 : i64
// CHECK-NEXT: %101 = llvm.add %100, %97 : i64
// CHECK-NEXT: %102 = llvm.getelementptr %98[%101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %103 = llvm.atomicrmw fadd %102, %cst acq_rel : !llvm.ptr, f32
// CHECK-NEXT: return %63, %96 : index, index
// CHECK-NEXT: }
