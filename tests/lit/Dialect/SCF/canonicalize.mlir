// RUN: oxir-opt %s -allow-unregistered-dialect -canonicalize -split-input-file | FileCheck %s

// scf folders and canonicalization patterns (expected output from mlir-opt 22).

// CHECK-LABEL: func.func @if_true(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @if_true(%a: index, %b: index) -> index {
  %true = arith.constant true
  %0 = scf.if %true -> index {
    %1 = arith.addi %a, %b : index
    scf.yield %1 : index
  } else {
    scf.yield %b : index
  }
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @if_false_no_else(
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @if_false_no_else(%m: memref<i32>, %v: i32) {
  %false = arith.constant false
  scf.if %false {
    memref.store %v, %m[] : memref<i32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_select(
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : index
// CHECK-NEXT: return %0, %arg2 : index, index
// CHECK-NEXT: }
func.func @if_select(%c: i1, %a: index, %b: index) -> (index, index) {
  %0, %1 = scf.if %c -> (index, index) {
    scf.yield %a, %b : index, index
  } else {
    scf.yield %b, %b : index, index
  }
  return %0, %1 : index, index
}

// -----

// CHECK-LABEL: func.func @if_unused(
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @if_unused(%c: i1, %m: memref<i32>, %v: i32) {
  %0 = scf.if %c -> i32 {
    memref.store %v, %m[] : memref<i32>
    scf.yield %v : i32
  } else {
    %1 = arith.addi %v, %v : i32
    scf.yield %1 : i32
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_cond_prop(
// CHECK-DAG: %false = arith.constant false
// CHECK-DAG: %true = arith.constant true
// CHECK: scf.if %arg0 {
// CHECK-NEXT: memref.store %true, %arg1[] : memref<i1>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %false, %arg1[] : memref<i1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @if_cond_prop(%c: i1, %m: memref<i1>) {
  scf.if %c {
    memref.store %c, %m[] : memref<i1>
  } else {
    memref.store %c, %m[] : memref<i1>
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_yield_cond(
// CHECK-DAG: %false = arith.constant false
// CHECK-DAG: %true = arith.constant true
// CHECK: scf.if %arg0 {
// CHECK-NEXT: memref.store %true, %arg1[] : memref<i1>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %false, %arg1[] : memref<i1>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %arg0 : i1, i1
// CHECK-NEXT: }
func.func @if_yield_cond(%c: i1, %m: memref<i1>) -> (i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %0, %1 = scf.if %c -> (i1, i1) {
    memref.store %c, %m[] : memref<i1>
    scf.yield %true, %c : i1, i1
  } else {
    memref.store %c, %m[] : memref<i1>
    scf.yield %false, %c : i1, i1
  }
  return %0, %1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @for_zero_trip(
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @for_zero_trip(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c1 to %c0 step %c1 iter_args(%a = %x) -> i32 {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @for_single_trip(
// CHECK-DAG: %c4 = arith.constant 4 : index
// CHECK: memref.store %arg0, %arg1[%c4] : memref<?xi32>
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @for_single_trip(%x: i32, %m: memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0 = scf.for %i = %c4 to %c8 step %c8 iter_args(%a = %x) -> i32 {
    memref.store %a, %m[%i] : memref<?xi32>
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @for_iter_args(
// CHECK-NEXT: %0:3 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4, %arg8 = %arg3, %arg9 = %arg3) -> (i32, i32, i32) {
// CHECK-NEXT: memref.store %arg3, %arg5[] : memref<i32>
// CHECK-NEXT: %1 = arith.addi %arg3, %arg8 : i32
// CHECK-NEXT: scf.yield %1, %arg4, %1 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %0#0, %0#1, %0#2 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @for_iter_args(%lb: index, %ub: index, %s: index, %x: i32, %y: i32, %m: memref<i32>) -> (i32, i32, i32, i32) {
  %0:4 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y, %c = %x, %d = %x) -> (i32, i32, i32, i32) {
    memref.store %a, %m[] : memref<i32>
    %1 = arith.addi %a, %c : i32
    scf.yield %a, %1, %y, %1 : i32, i32, i32, i32
  }
  return %0#0, %0#1, %0#2, %0#3 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @dead_loop(
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead_loop(%lb: index, %ub: index, %s: index, %x: i32) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> i32 {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  }
  return
}

// -----

// CHECK-LABEL: func.func @execute_region(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @execute_region(%x: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    %1 = arith.addi %x, %x : i32
    scf.yield %1 : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @switch_const(
// CHECK-DAG: %c20_i32 = arith.constant 20 : i32
// CHECK: memref.store %c20_i32, %arg0[] : memref<i32>
// CHECK-NEXT: return %c20_i32 : i32
// CHECK-NEXT: }
func.func @switch_const(%m: memref<i32>) -> i32 {
  %c2 = arith.constant 2 : index
  %0 = scf.index_switch %c2 -> i32
  case 1 {
    %c10 = arith.constant 10 : i32
    scf.yield %c10 : i32
  }
  case 2 {
    %c20 = arith.constant 20 : i32
    memref.store %c20, %m[] : memref<i32>
    scf.yield %c20 : i32
  }
  default {
    %c30 = arith.constant 30 : i32
    scf.yield %c30 : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @w1(
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "t.cond"(%arg3) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = "t.next"(%arg3) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : i32, i32
// CHECK-NEXT: }
func.func @w1(%x: i32, %y: i32, %m: memref<i32>) -> (i32, i32) {
  %0:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = "t.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%a2: i32, %b2: i32):
    %n = "t.next"(%a2) : (i32) -> i32
    scf.yield %n, %b2 : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @w2(
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "t.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "t.next"(%arg2, %arg1, %arg2) : (i32, i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @w2(%x: i32, %y: i32) -> i32 {
  %0:3 = scf.while (%a = %x, %u = %y) : (i32, i32) -> (i32, i32, i32) {
    %c = "t.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %y, %a : i32, i32, i32
  } do {
  ^bb0(%a2: i32, %b2: i32, %c2: i32):
    %n = "t.next"(%a2, %b2, %c2) : (i32, i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %0#2 : i32
}

// -----

// CHECK-LABEL: func.func @f2(
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c10_i32 = arith.constant 10 : i32
// CHECK-DAG: %c3_i32 = arith.constant 3 : i32
// CHECK: %0 = scf.for %arg1 = %c0_i32 to %c10_i32 step %c3_i32 iter_args(%arg2 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT: %2 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @f2(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %c3 = arith.constant 3 : i32
  %0 = scf.for %i = %c0 to %c10 step %c3 iter_args(%a = %x) -> i32 : i32 {
    %1 = arith.addi %a, %i : i32
    scf.yield %1 : i32
  }
  %1 = scf.for %i = %c0 to %c3 step %c10 iter_args(%a = %x) -> i32 : i32 {
    %2 = arith.addi %a, %i : i32
    scf.yield %2 : i32
  }
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// -----

// CHECK-LABEL: func.func @s1(
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c2_i32 = arith.constant 2 : i32
// CHECK: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %c2_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %0, %c2_i32 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @s1(%i: index) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 1 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant 2 : i32
    scf.yield %c : i32
  }
  %c5 = arith.constant 5 : index
  %1 = scf.index_switch %c5 -> i32
  case 1 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant 2 : i32
    scf.yield %c : i32
  }
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// -----

// CHECK-LABEL: func.func @e1(
// CHECK-DAG: %c2_i32 = arith.constant 2 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK: %0 = arith.select %arg0, %c1_i32, %c2_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @e1(%c: i1) -> i32 {
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  ^bb2:
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @if_not(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = "t.b"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "t.a"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @if_not(%c: i1, %x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %0 = scf.if %n -> i32 {
    %1 = "t.a"(%x) : (i32) -> i32
    scf.yield %1 : i32
  } else {
    %1 = "t.b"(%y) : (i32) -> i32
    scf.yield %1 : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @w3(
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "t.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "t.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %0, %arg0 : i32, i32, i32
// CHECK-NEXT: }
func.func @w3(%x: i32, %y: i32) -> (i32, i32, i32) {
  %0:3 = scf.while (%a = %x, %b = %y, %c = %x) : (i32, i32, i32) -> (i32, i32, i32) {
    %cond = "t.cond"(%a, %b) : (i32, i32) -> i1
    scf.condition(%cond) %b, %a, %c : i32, i32, i32
  } do {
  ^bb0(%b2: i32, %a2: i32, %c2: i32):
    %n = "t.next"(%a2) : (i32) -> i32
    scf.yield %n, %b2, %c2 : i32, i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @w4(
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "t.cond"() : () -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "t.next"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @w4(%x: i32) -> i32 {
  %0 = scf.while (%a = %x) : (i32) -> i32 {
    %cond = "t.cond"() : () -> i1
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%a2: i32):
    %n = "t.next"(%a2) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = scf.if %0 -> (i32) {
// CHECK-NEXT: %2 = "t.a"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @nested(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {
  %0 = scf.if %c -> i32 {
    %1 = scf.if %d -> i32 {
      %2 = "t.a"(%x) : (i32) -> i32
      scf.yield %2 : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %1 : i32
  } else {
    scf.yield %y : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @for_nested(
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg5) -> (i32) {
// CHECK-NEXT: %2 = "t.f"(%arg7, %arg6) : (i32, index) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @for_nested(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> i32 {
    %1 = scf.for %j = %lb to %ub step %s iter_args(%b = %a) -> i32 {
      %2 = "t.f"(%b, %j) : (i32, index) -> i32
      scf.yield %2 : i32
    }
    scf.yield %1 : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @for_unsigned(
// CHECK-DAG: %c-1_i32 = arith.constant -1 : i32
// CHECK: %0 = "t.f"(%arg0, %c-1_i32) : (i32, i32) -> i32
// CHECK-NEXT: %1 = arith.addi %arg0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @for_unsigned(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  %0 = scf.for unsigned %i = %cm1 to %c0 step %c1 iter_args(%a = %x) -> i32 : i32 {
    %1 = "t.f"(%a, %i) : (i32, i32) -> i32
    scf.yield %1 : i32
  }
  %1 = scf.for %i = %cm1 to %c0 step %c1 iter_args(%a = %x) -> i32 : i32 {
    %2 = "t.f"(%a, %i) : (i32, i32) -> i32
    scf.yield %2 : i32
  }
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// -----

// CHECK-LABEL: func.func @forall_unused(
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg1[%arg2] [1] [1] : tensor<8xf32> to tensor<1xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
func.func @forall_unused(%t: tensor<8xf32>, %u: tensor<8xf32>) -> tensor<8xf32> {
  %c4 = arith.constant 4 : index
  %0:2 = scf.forall (%i) in (%c4) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = tensor.extract_slice %p[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %0#0 : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @combine(
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %1 = "t.a"(%arg1) : (i32) -> i32
// CHECK-NEXT: %2 = "t.c"(%1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "t.b"(%arg1) : (i32) -> i32
// CHECK-NEXT: %2 = "t.d"(%1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
func.func @combine(%c: i1, %x: i32) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %a = "t.a"(%x) : (i32) -> i32
    scf.yield %a : i32
  } else {
    %b = "t.b"(%x) : (i32) -> i32
    scf.yield %b : i32
  }
  %1 = scf.if %c -> i32 {
    %a = "t.c"(%0) : (i32) -> i32
    scf.yield %a : i32
  } else {
    %b = "t.d"(%0) : (i32) -> i32
    scf.yield %b : i32
  }
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @combine_not(
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "t.a"(%arg1) : (i32) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "t.b"(%arg1) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @combine_not(%c: i1, %x: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "t.a"(%x) : (i32) -> ()
  }
  scf.if %n {
    "t.b"(%x) : (i32) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @combine_no_else(
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "t.a"(%arg1) : (i32) -> ()
// CHECK-NEXT: "t.b"(%arg1) : (i32) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "t.c"(%arg1) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @combine_no_else(%c: i1, %x: i32) {
  scf.if %c {
    "t.a"(%x) : (i32) -> ()
  }
  scf.if %c {
    "t.b"(%x) : (i32) -> ()
  } else {
    "t.c"(%x) : (i32) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @nested_sel(
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT: %2 = scf.if %0 -> (i32) {
// CHECK-NEXT: %3 = "t.a"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %2, %1 : i32, i32
// CHECK-NEXT: }
func.func @nested_sel(%c: i1, %d: i1, %x: i32, %y: i32) -> (i32, i32) {
  %0:2 = scf.if %c -> (i32, i32) {
    %1 = scf.if %d -> i32 {
      %2 = "t.a"(%x) : (i32) -> i32
      scf.yield %2 : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %1, %x : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
