// RUN: oxir-opt %s --split-input-file --loop-invariant-code-motion | FileCheck %s

// The affine loops are loops to loop-invariant code motion (LoopLikeOpInterface), as in MLIR:
// what uses only values from outside leaves them, innermost loop first, and an inner loop of
// unit step that became invariant leaves its parent too (it terminates whatever its bounds).

// CHECK-LABEL: func @affine_nest
// CHECK-NEXT:    %[[S:.*]] = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT:    %[[T:.*]] = arith.addf %[[S]], %arg1 : f32
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 16 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT:        affine.store %[[T]], %arg0[%[[I]]] : memref<16xf32>
func.func @affine_nest(%m: memref<16xf32>, %a: f32) {
  affine.for %i = 0 to 16 {
    %s = arith.mulf %a, %a : f32
    affine.for %j = 0 to 8 {
      %t = arith.addf %s, %a : f32
      affine.store %t, %m[%i] : memref<16xf32>
    }
  }
  return
}

// -----

// An inner loop with another step may not terminate: it stays, but its invariant body leaves
// both loops.
// CHECK-LABEL: func @non_unit_step
// CHECK-NEXT:    arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to %arg0 step 3 {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %{{.*}} = 0 to %arg0 {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:    }
func.func @non_unit_step(%n: index, %a: i32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %n step 3 {
      %x = arith.muli %a, %a : i32
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %n {
    }
  }
  return
}

// -----

// Loop-carried values, loads and values depending on the induction variable stay.
// CHECK-LABEL: func @iter_args
// CHECK:         %[[SQ:.*]] = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 10 iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK-NEXT:      affine.load %arg0[0] : memref<10xf32>
// CHECK-NEXT:      affine.apply
// CHECK-NEXT:      arith.addf %[[ACC]], %[[SQ]] : f32
func.func @iter_args(%m: memref<10xf32>, %a: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %c0) -> f32 {
    %v = affine.load %m[0] : memref<10xf32>
    %k = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %x = arith.mulf %a, %a : f32
    %y = arith.addf %acc, %x : f32
    %z = arith.addf %y, %v : f32
    affine.yield %z : f32
  }
  return %r : f32
}

// -----

// An affine.if whose condition and body are invariant to the inner loop leaves it; the inner
// loop, empty then, leaves the outer one.
// CHECK-LABEL: func @invariant_if
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 20 {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.if #{{.*}}(%[[I]]) {
// CHECK-NEXT:        arith.addf %arg0, %arg0 : f32
func.func @invariant_if(%a: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
        %x = arith.addf %a, %a : f32
      }
    }
  }
  return
}

// -----

// affine.parallel is a loop too, and may run speculatively when its body may: a division that
// may trap stays where it was.
// CHECK-LABEL: func @parallel
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[SQ:.*]] = arith.muli %arg3, %arg3 : i32
// CHECK-NEXT:    arith.muli %arg3, %arg3 : i32
// CHECK-NEXT:    affine.parallel (%{{.*}}) = (0) to (10) {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %{{.*}} = %arg0 to %arg1 step %[[C1]] {
// CHECK-NEXT:      affine.parallel (%[[J:.*]]) = (0) to (10) {
// CHECK-NEXT:        affine.store %[[SQ]], %arg4[%[[J]]] : memref<10xi32>
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.parallel (%{{.*}}) = (0) to (symbol(%arg2)) {
// CHECK-NEXT:        arith.divsi %arg3, %arg3 : i32
func.func @parallel(%lb: index, %ub: index, %n: index, %a: i32, %m: memref<10xi32>) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    affine.parallel (%j) = (0) to (10) {
      %x = arith.muli %a, %a : i32
      affine.store %x, %m[%j] : memref<10xi32>
    }
    affine.parallel (%j) = (0) to (10) {
      %y = arith.muli %a, %a : i32
    }
    affine.parallel (%j) = (0) to (symbol(%n)) {
      %d = arith.divsi %a, %a : i32
    }
  }
  return
}
