// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
//
// llvm.intr.matrix.multiply and llvm.intr.matrix.transpose (custom forms, their dimensions as
// attributes), and the arg_attrs of llvm.intr.masked.expandload/compressstore, as mlir-opt 22
// prints them (the CHECK lines are its output).

// CHECK: %0 = llvm.intr.matrix.multiply %arg0, %arg1 {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 4 : i32} : (vector<6xf32>, vector<12xf32>) -> vector<8xf32>
// CHECK: %1 = llvm.intr.matrix.transpose %0 {columns = 2 : i32, rows = 4 : i32} : vector<8xf32> into vector<8xf32>
// CHECK: %0 = "llvm.intr.masked.expandload"(%arg0, %arg1, %arg2) <{arg_attrs = [{llvm.align = 8 : i64}, {}, {}]}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK: "llvm.intr.masked.compressstore"(%0, %arg0, %arg1) <{arg_attrs = [{}, {llvm.align = 16 : i64}, {}]}> : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
// GENERIC: %1 = "llvm.intr.matrix.multiply"(%arg3, %arg4) <{lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 4 : i32}> : (vector<6xf32>, vector<12xf32>) -> vector<8xf32>
// GENERIC: %2 = "llvm.intr.matrix.transpose"(%1) <{columns = 2 : i32, rows = 4 : i32}> : (vector<8xf32>) -> vector<8xf32>
// GENERIC: %0 = "llvm.intr.masked.expandload"(%arg0, %arg1, %arg2) <{arg_attrs = [{llvm.align = 8 : i64}, {}, {}]}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// GENERIC: "llvm.intr.masked.compressstore"(%0, %arg0, %arg1) <{arg_attrs = [{}, {llvm.align = 16 : i64}, {}]}> : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()

llvm.func @matrix(%a: vector<6xf32>, %b: vector<12xf32>) -> vector<8xf32> {
  %0 = llvm.intr.matrix.multiply %a, %b {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 4 : i32} : (vector<6xf32>, vector<12xf32>) -> vector<8xf32>
  %1 = llvm.intr.matrix.transpose %0 {columns = 2 : i32, rows = 4 : i32} : vector<8xf32> into vector<8xf32>
  llvm.return %1 : vector<8xf32>
}

llvm.func @compress_expand(%p: !llvm.ptr, %m: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {
  %0 = "llvm.intr.masked.expandload"(%p, %m, %v) <{arg_attrs = [{llvm.align = 8 : i64}, {}, {}]}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  "llvm.intr.masked.compressstore"(%0, %p, %m) <{arg_attrs = [{}, {llvm.align = 16 : i64}, {}]}> : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
  llvm.return %0 : vector<4xf32>
}
