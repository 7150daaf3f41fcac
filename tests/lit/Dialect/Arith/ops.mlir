// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: oxir-opt %s | oxir-opt | FileCheck %s

// CHECK-LABEL: func.func @arith_ops
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32, %[[X:.*]]: f32, %[[Y:.*]]: f32, %[[V:.*]]: vector<4xf32>, %[[C:.*]]: i1, %[[D:.*]]: f64, %[[T:.*]]: tensor<?xi8>)
func.func @arith_ops(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<4xf32>, %c: i1, %d: f64, %t: tensor<?xi8>) {
  // CHECK: arith.addi %[[A]], %[[B]] : i32
  // GENERIC: "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %0 = arith.addi %a, %b : i32
  // CHECK: arith.subi %[[A]], %[[B]] overflow<nsw, nuw> : i32
  // GENERIC: "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %1 = arith.subi %a, %b overflow<nuw, nsw> : i32
  // CHECK: arith.muli %[[T]], %[[T]] overflow<nsw> : tensor<?xi8>
  %2 = arith.muli %t, %t overflow<nsw> : tensor<?xi8>
  // CHECK: arith.addf %[[X]], %[[Y]] fastmath<nnan,ninf> : f32
  // GENERIC: "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
  %3 = arith.addf %x, %y fastmath<ninf,nnan> : f32
  // CHECK: arith.mulf %[[V]], %[[V]] fastmath<fast> : vector<4xf32>
  %4 = arith.mulf %v, %v fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : vector<4xf32>
  // CHECK: arith.negf %[[X]] : f32
  // GENERIC: "arith.negf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %5 = arith.negf %x : f32
  // CHECK: arith.cmpi slt, %[[A]], %[[B]] : i32
  // GENERIC: "arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
  %6 = arith.cmpi slt, %a, %b : i32
  // CHECK: arith.cmpf une, %[[V]], %[[V]] fastmath<nnan> : vector<4xf32>
  // GENERIC: "arith.cmpf"(%arg4, %arg4) <{fastmath = #arith.fastmath<nnan>, predicate = 13 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
  %7 = arith.cmpf une, %v, %v fastmath<nnan> : vector<4xf32>
  // CHECK: arith.select %[[C]], %[[A]], %[[B]] : i32
  %8 = arith.select %c, %a, %b : i32
  // CHECK: arith.select %{{.*}}, %[[V]], %[[V]] : vector<4xi1>, vector<4xf32>
  %9 = arith.select %7, %v, %v : vector<4xi1>, vector<4xf32>
  // CHECK: arith.truncf %[[D]] downward fastmath<fast> : f64 to f32
  // GENERIC: "arith.truncf"(%arg6) <{fastmath = #arith.fastmath<fast>, roundingmode = 1 : i32}> : (f64) -> f32
  %10 = arith.truncf %d downward fastmath<fast> : f64 to f32
  // CHECK: arith.extf %[[X]] : f32 to f64
  // GENERIC: "arith.extf"(%arg2) : (f32) -> f64
  %11 = arith.extf %x : f32 to f64
  // CHECK: arith.trunci %[[A]] overflow<nuw> : i32 to i8
  %12 = arith.trunci %a overflow<nuw> : i32 to i8
  // CHECK: arith.index_cast %[[A]] : i32 to index
  %13 = arith.index_cast %a : i32 to index
  // CHECK: arith.bitcast %[[X]] : f32 to i32
  %14 = arith.bitcast %x : f32 to i32
  // CHECK: %sum, %overflow = arith.addui_extended %[[A]], %[[B]] : i32, i1
  // GENERIC: %{{.*}}:2 = "arith.addui_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i1)
  %15:2 = arith.addui_extended %a, %b : i32, i1
  // CHECK: %low, %high = arith.mulsi_extended %[[A]], %[[B]] : i32
  %16:2 = arith.mulsi_extended %a, %b : i32
  return
}

// CHECK-LABEL: func.func @constants
func.func @constants() {
  // CHECK: %c0 = arith.constant 0 : index
  %0 = arith.constant 0 : index
  // CHECK: %c42_i32 = arith.constant 42 : i32
  %1 = arith.constant 42 : i32
  // CHECK: %c-1_i8 = arith.constant -1 : i8
  %2 = arith.constant 255 : i8
  // CHECK: %true = arith.constant true
  %3 = arith.constant true
  // CHECK: %false = arith.constant false
  %4 = arith.constant false
  // CHECK: %cst = arith.constant 1.500000e+00 : f32
  %5 = arith.constant 1.5 : f32
  // CHECK: %cst_0 = arith.constant dense<[1, 2]> : vector<2xi32>
  // GENERIC: "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
  %6 = arith.constant dense<[1, 2]> : vector<2xi32>
  // CHECK: %c7_i64 = arith.constant {tag} 7 : i64
  %7 = "arith.constant"() {value = 7 : i64, tag} : () -> i64
  return
}
