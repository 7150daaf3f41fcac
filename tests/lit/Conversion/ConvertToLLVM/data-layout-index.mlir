// RUN: oxir-opt %s --convert-to-llvm | FileCheck %s
// RUN: oxir-opt %s --convert-to-llvm=dynamic=true | FileCheck %s --check-prefix=DYN

// convert-to-llvm lowers index to i64 whatever the data layout says (MLIR 22 builds its type
// converter once, before it sees the module); with dynamic=true it takes the index bitwidth from
// the module's dlti.dl_spec (CHECK lines: mlir-opt 22's output).

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
// CHECK-NEXT: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %7 = llvm.add %arg5, %6 : i64
// CHECK-NEXT: %8 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.getelementptr inbounds|nuw %8[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %10 = llvm.load %9 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.return %7 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// DYN: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
// DYN-NEXT: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) -> i32 {
// DYN-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// DYN-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// DYN-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// DYN-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// DYN-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// DYN-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// DYN-NEXT: %6 = llvm.mlir.constant(3 : index) : i32
// DYN-NEXT: %7 = llvm.add %arg5, %6 : i32
// DYN-NEXT: %8 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// DYN-NEXT: %9 = llvm.getelementptr inbounds|nuw %8[%7] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// DYN-NEXT: %10 = llvm.load %9 : !llvm.ptr -> f32
// DYN-NEXT: llvm.return %7 : i32
// DYN-NEXT: }
// DYN-NEXT: }
module attributes { dlti.dl_spec = #dlti.dl_spec<index = 32> } {
  func.func @f(%m: memref<?xf32>, %i: index) -> index {
    %c = arith.constant 3 : index
    %s = arith.addi %i, %c : index
    %x = memref.load %m[%s] : memref<?xf32>
    return %s : index
  }
}
