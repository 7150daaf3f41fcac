// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --loop-invariant-code-motion | FileCheck %s

// Ops that use only values from outside a loop, have no memory effects and may run
// speculatively leave the loop, innermost loops first.

func.func @speculation(%a: i32, %b: i32, %m: memref<10xf32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c7 = arith.constant 7 : i32
  %cm1 = arith.constant -1 : i32
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %a) -> i32 {
    %x = arith.addi %a, %b : i32
    %y = arith.muli %x, %x : i32
    %d1 = arith.divsi %a, %c7 : i32
    %d2 = arith.divsi %a, %cm1 : i32
    %d3 = arith.divsi %a, %b : i32
    %d4 = arith.divui %a, %c7 : i32
    %d5 = arith.divui %a, %b : i32
    %f2 = arith.ceildivsi %a, %c7 : i32
    %l = memref.load %m[%c0] : memref<10xf32>
    %z = arith.addi %acc, %y : i32
    %w = arith.addi %z, %d1 : i32
    "test.use"(%d2, %d3, %d4, %d5, %f2, %l) : (i32, i32, i32, i32, i32, f32) -> ()
    scf.yield %w : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @speculation(%arg0: i32, %arg1: i32, %arg2: memref<10xf32>, %arg3: index) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: %2 = arith.divsi %arg0, %c7_i32 : i32
// CHECK-NEXT: %3 = arith.divui %arg0, %c7_i32 : i32
// CHECK-NEXT: %4 = arith.ceildivsi %arg0, %c7_i32 : i32
// CHECK-NEXT: %5 = scf.for %arg4 = %c0 to %c10 step %c1 iter_args(%arg5 = %arg0) -> (i32) {
// CHECK-NEXT: %6 = arith.divsi %arg0, %c-1_i32 : i32
// CHECK-NEXT: %7 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %9 = memref.load %arg2[%c0] : memref<10xf32>
// CHECK-NEXT: %10 = arith.addi %arg5, %1 : i32
// CHECK-NEXT: %11 = arith.addi %10, %2 : i32
// CHECK-NEXT: "test.use"(%6, %7, %3, %8, %4, %9) : (i32, i32, i32, i32, i32, f32) -> ()
// CHECK-NEXT: scf.yield %11 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %5 : i32
// CHECK-NEXT: }

// -----

func.func @region_ops(%a: i32, %b: i32, %m: memref<10xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c7 = arith.constant 7 : i32
  scf.for %i = %c0 to %n step %c1 {
    %l = memref.load %m[%c0] : memref<10xf32>
    %v = scf.for %j = %c0 to %c10 step %c1 iter_args(%q = %a) -> i32 {
      %k = arith.addi %a, %c7 : i32
      scf.yield %k : i32
    }
    %cond = arith.cmpi slt, %a, %b : i32
    %s = scf.if %cond -> i32 {
      %t = arith.subi %a, %b : i32
      scf.yield %t : i32
    } else {
      scf.yield %a : i32
    }
    "test.use"(%l, %v, %s) : (f32, i32, i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @region_ops(%arg0: i32, %arg1: i32, %arg2: memref<10xf32>, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c7_i32 : i32
// CHECK-NEXT: %1 = scf.for %arg4 = %c0 to %c10 step %c1 iter_args(%arg5 = %arg0) -> (i32) {
// CHECK-NEXT: scf.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = scf.if %2 -> (i32) {
// CHECK-NEXT: %4 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg3 step %c1 {
// CHECK-NEXT: %4 = memref.load %arg2[%c0] : memref<10xf32>
// CHECK-NEXT: "test.use"(%4, %1, %3) : (f32, i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @loop_kinds(%lb: index, %ub: index, %a: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %lb to %ub step %c1 {
    scf.for %j = %c0 to %c10 step %c2 {
    }
    scf.for %j = %lb to %ub step %c2 {
    }
    scf.for %j = %lb to %ub step %c1 {
    }
    %w = scf.while (%x = %a) : (i32) -> i32 {
      %cond = arith.cmpi slt, %x, %a : i32
      scf.condition(%cond) %x : i32
    } do {
    ^bb0(%y: i32):
      %z = arith.addi %a, %a : i32
      scf.yield %y : i32
    }
    scf.parallel (%p) = (%c0) to (%c10) step (%c1) {
      %q = arith.muli %a, %a : i32
      %e = scf.execute_region -> i32 {
        scf.yield %a : i32
      }
      %s = arith.index_cast %c2 : index to i32
      scf.reduce
    }
    "test.use"(%w) : (i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @loop_kinds(%arg0: index, %arg1: index, %arg2: i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: %1 = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT: %2 = arith.index_cast %c2 : index to i32
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c10 step %c2 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %c2 {
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.while (%arg4 = %arg2) : (i32) -> i32 {
// CHECK-NEXT: %4 = arith.cmpi slt, %arg4, %arg2 : i32
// CHECK-NEXT: scf.condition(%4) %arg4 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: i32):
// CHECK-NEXT: scf.yield %arg4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg4) = (%c0) to (%c10) step (%c1) {
// CHECK-NEXT: %4 = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%3) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @nested_invariant_to_both() {
  %ci0 = arith.constant 0 : index
  %ci10 = arith.constant 10 : index
  %ci1 = arith.constant 1 : index
  %cf7 = arith.constant 7.0 : f32
  %cf8 = arith.constant 8.0 : f32
  scf.for %arg0 = %ci0 to %ci10 step %ci1 {
    %v0 = arith.addf %cf7, %cf8 : f32
    scf.for %arg1 = %ci0 to %ci10 step %ci1 {
      %v1 = arith.addf %v0, %cf8 : f32
      %v2 = arith.addi %arg0, %arg1 : index
    }
  }
  return
}

// CHECK-LABEL: func.func @nested_invariant_to_both() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %cst, %cst_0 : f32
// CHECK-NEXT: %1 = arith.addf %0, %cst_0 : f32
// CHECK-NEXT: scf.for %arg0 = %c0 to %c10 step %c1 {
// CHECK-NEXT: scf.for %arg1 = %c0 to %c10 step %c1 {
// CHECK-NEXT: %2 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func private @make_val() -> (index)

func.func @nested_uses_inside(%lb: index, %ub: index, %step: index, %arg: i32) {
  %true = arith.constant true
  scf.for %i = %lb to %ub step %step {
    %val = func.call @make_val() : () -> (index)
    %val2 = func.call @make_val() : () -> (index)
    %r = scf.if %true -> (index) {
      scf.yield %val: index
    } else {
      scf.yield %val2: index
    }
    %v0 = arith.addi %arg, %arg : i32
    %v1 = arith.addi %arg, %v0 : i32
    "test.sink"(%v1) : (i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @nested_uses_inside(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: %1 = arith.addi %arg3, %0 : i32
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %2 = func.call @make_val() : () -> index
// CHECK-NEXT: %3 = func.call @make_val() : () -> index
// CHECK-NEXT: %4 = scf.if %true -> (index) {
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %3 : index
// CHECK-NEXT: }
// CHECK-NEXT: "test.sink"(%1) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// `tensor.dim`/`memref.dim` are speculatable with a constant index below the source's rank
// (`ConditionallySpeculatable`); the others stay.

func.func @dims(%t: tensor<?x4xf32>, %u: tensor<*xf32>, %m: memref<?xf32>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %n step %c1 {
    %d0 = tensor.dim %t, %c1 : tensor<?x4xf32>
    %d1 = tensor.dim %t, %c5 : tensor<?x4xf32>
    %d2 = tensor.dim %u, %c0 : tensor<*xf32>
    %d3 = tensor.dim %t, %k : tensor<?x4xf32>
    %d4 = memref.dim %m, %c0 : memref<?xf32>
    "test.use"(%d0, %d1, %d2, %d3, %d4) : (index, index, index, index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @dims(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<?x4xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg2, %c0 : memref<?xf32>
// CHECK-NEXT: scf.for %arg5 = %c0 to %arg3 step %c1 {
// CHECK-NEXT: %dim_1 = tensor.dim %arg0, %c5 : tensor<?x4xf32>
// CHECK-NEXT: %dim_2 = tensor.dim %arg1, %c0 : tensor<*xf32>
// CHECK-NEXT: %dim_3 = tensor.dim %arg0, %arg4 : tensor<?x4xf32>
// CHECK-NEXT: "test.use"(%dim, %dim_1, %dim_2, %dim_3, %dim_0) : (index, index, index, index, index) -> ()
// CHECK-NEXT: }
