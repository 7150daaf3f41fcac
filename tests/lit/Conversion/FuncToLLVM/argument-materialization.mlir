// RUN: oxir-opt %s --convert-to-llvm | FileCheck %s
// A memref argument passed as its descriptor's fields is cast from them, and the fields are
// packed into a descriptor only if that cast is still used when the conversion ends (MLIR's
// source materialization): not when its only user folded away. A pattern that needs the
// descriptor gets the packed fields (a target materialization), and the cast for the users
// that stay reads it; the casts of arguments still used go to the start of the entry block in
// argument order, when MLIR's conversion commits, before the descriptors patterns asked for
// (in the order their users were converted, depth-first over the blocks).

// CHECK-LABEL: llvm.func @folded_use(
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: llvm.return %1 : i64
func.func @folded_use(%a: memref<1x4xi8>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %a, %c0 : memref<1x4xi8>
  return %d : index
}

// CHECK-LABEL: llvm.func @converted_and_kept(
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xi8>
// CHECK-NEXT: %7 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg5, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg7, %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg8, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg9, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi8>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %15 = llvm.extractvalue %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = bufferization.to_tensor %6 : memref<4xi8> to tensor<4xi8>
// CHECK-NEXT: %17 = bufferization.to_tensor %13 : memref<?xi8> to tensor<?xi8>
// CHECK-NEXT: llvm.return %15 : i64
func.func @converted_and_kept(%a: memref<4xi8>, %b: memref<?xi8>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %b, %c0 : memref<?xi8>
  %t = bufferization.to_tensor %a : memref<4xi8> to tensor<4xi8>
  %t2 = bufferization.to_tensor %b : memref<?xi8> to tensor<?xi8>
  return %d : index
}

// CHECK-LABEL: llvm.func @kept(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg7 : i64 to index
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg5, %1[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg6, %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: %5 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg0, %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg1, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg2, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg3, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg4, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xi8>
// CHECK-NEXT: %12 = bufferization.to_tensor %11 : memref<4xi8> to tensor<4xi8>
// CHECK-NEXT: %13 = bufferization.to_tensor %4 : memref<*xf32> to tensor<*xf32>
// CHECK-NEXT: %14 = tensor.empty(%0) : tensor<?xi8>
// CHECK-NEXT: llvm.return
func.func @kept(%a: memref<4xi8>, %b: memref<*xf32>, %i: index) {
  %t = bufferization.to_tensor %a : memref<4xi8> to tensor<4xi8>
  %t2 = bufferization.to_tensor %b : memref<*xf32> to tensor<*xf32>
  %t3 = tensor.empty(%i) : tensor<?xi8>
  return
}

// CHECK-LABEL: llvm.func @unranked_converted(
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT: %5 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg0, %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg1, %6[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %10 = llvm.load %9 : !llvm.ptr -> f32
// CHECK-NEXT: %11 = bufferization.to_tensor %4 : memref<f32> to tensor<f32>
// CHECK-NEXT: llvm.return %8 : i64
func.func @unranked_converted(%b: memref<*xf32>, %c: memref<f32>) -> index {
  %r = memref.rank %b : memref<*xf32>
  %v = memref.load %c[] : memref<f32>
  %t = bufferization.to_tensor %c : memref<f32> to tensor<f32>
  return %r : index
}

// CHECK-LABEL: llvm.func @loop_order(
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg6, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg7, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg8, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg9, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg4, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: llvm.br ^bb1(%12 : i64)
// CHECK-NEXT: ^bb1(%14: i64):
// CHECK-NEXT: %15 = llvm.icmp "slt" %14, %arg10 : i64
// CHECK-NEXT: llvm.cond_br %15, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %16 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.getelementptr inbounds|nuw %16[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %18 = llvm.load %17 : !llvm.ptr -> f32
// CHECK-NEXT: %19 = llvm.add %14, %13 : i64
// CHECK-NEXT: llvm.br ^bb1(%19 : i64)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: %20 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %21 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.getelementptr inbounds|nuw %21[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %20, %22 : f32, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
func.func @loop_order(%a: memref<4xf32>, %b: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %x = memref.load %a[%i] : memref<4xf32>
  %j = arith.addi %i, %c1 : index
  cf.br ^bb1(%j : index)
^bb3:
  %y = arith.constant 1.0 : f32
  memref.store %y, %b[%c0] : memref<4xf32>
  return
}
