// RUN: oxir-opt %s --eqsat | FileCheck %s
// RUN: oxir-opt %s --eqsat=extractor=tree | FileCheck %s
// RUN: oxir-opt %s --eqsat | oxir-opt --verify-diagnostics > /dev/null

// What may trap never leaves its guard or its loop: an integer division or remainder by a
// value that may be zero stays in the scf.if or the loop it was in (the loop may run zero
// times), and is not turned into a select; a load (an effect) never moves. Only a division by
// a constant shown to be safe is hoisted.

// CHECK-LABEL: func.func @divsi_in_if
// CHECK-NEXT:    scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[D:.*]] = arith.divsi %arg1, %arg2 : i32
// CHECK-NEXT:      scf.yield %[[D]] : i32
// CHECK-NOT:     arith.select
func.func @divsi_in_if(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %0 = arith.divsi %a, %b : i32
    scf.yield %0 : i32
  } else {
    %0 = arith.constant 0 : i32
    scf.yield %0 : i32
  }
  return %r : i32
}

// The guard is a test of the divisor itself: the division must stay behind it.
// CHECK-LABEL: func.func @remui_guarded_in_loop
// CHECK:         scf.for
// CHECK:           scf.if
// CHECK-NEXT:        arith.remui %arg0, %arg1 : i32
func.func @remui_guarded_in_loop(%a: i32, %b: i32, %n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %nz = arith.cmpi ne, %b, %z : i32
  scf.for %i = %c0 to %n step %c1 {
    scf.if %nz {
      %0 = arith.remui %a, %b : i32
      memref.store %0, %m[%i] : memref<?xi32>
    }
  }
  return
}

// Loop-invariant divisions and remainders by an unknown value stay in the loop, and so does
// what uses them; the invariant multiplication beside them leaves it.
// CHECK-LABEL: func.func @div_rem_in_loop
// CHECK:         %[[M:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    scf.for
// CHECK-DAG:       arith.divsi %arg0, %arg1 : i32
// CHECK-DAG:       arith.divui %arg0, %arg1 : i32
// CHECK-DAG:       arith.remsi %arg0, %arg1 : i32
// CHECK-DAG:       arith.remui %arg0, %arg1 : i32
// CHECK:           memref.store
// CHECK-NEXT:    }
func.func @div_rem_in_loop(%a: i32, %b: i32, %n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.divsi %a, %b : i32
    %1 = arith.divui %a, %b : i32
    %2 = arith.remsi %a, %b : i32
    %3 = arith.remui %a, %b : i32
    %4 = arith.muli %a, %b : i32
    %5 = arith.addi %0, %1 : i32
    %6 = arith.addi %2, %3 : i32
    %7 = arith.addi %5, %6 : i32
    %8 = arith.addi %7, %4 : i32
    memref.store %8, %m[%i] : memref<?xi32>
  }
  return
}

// Both branches divide by the same unknown value: each keeps its own division (the parent
// would divide on both paths, but after the effects before the scf.if).
// CHECK-LABEL: func.func @div_both_branches
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      %[[D:.*]] = arith.divui %arg1, %arg2 : i32
// CHECK-NEXT:      memref.store %[[D]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[E:.*]] = arith.divui %arg1, %arg2 : i32
// CHECK-NEXT:      arith.addi {{.*}}%[[E]]
func.func @div_both_branches(%c: i1, %a: i32, %b: i32, %m: memref<i32>) {
  scf.if %c {
    %0 = arith.divui %a, %b : i32
    memref.store %0, %m[] : memref<i32>
  } else {
    %0 = arith.divui %a, %b : i32
    %1 = arith.addi %0, %a : i32
    memref.store %1, %m[] : memref<i32>
  }
  return
}

// A division in a branch that already divides before it: the one before is used.
// CHECK-LABEL: func.func @div_dominated
// CHECK-NEXT:    %[[D:.*]] = arith.divsi %arg1, %arg2 : i32
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      memref.store %[[D]]
// CHECK-NOT:     arith.divsi
func.func @div_dominated(%c: i1, %a: i32, %b: i32, %m: memref<i32>) -> i32 {
  %0 = arith.divsi %a, %b : i32
  scf.if %c {
    %1 = arith.divsi %a, %b : i32
    memref.store %1, %m[] : memref<i32>
  }
  return %0 : i32
}

// A load never moves, even with invariant operands, nor does what depends on it.
// CHECK-LABEL: func.func @load_in_loop
// CHECK:         scf.for
// CHECK-NEXT:      %[[L:.*]] = memref.load %arg2[] : memref<i32>
// CHECK-NEXT:      %[[A:.*]] = arith.addi %[[L]], %[[L]] : i32
// CHECK-NEXT:      memref.store %[[A]]
func.func @load_in_loop(%n: index, %m: memref<?xi32>, %k: memref<i32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = memref.load %k[] : memref<i32>
    %1 = arith.addi %0, %0 : i32
    memref.store %1, %m[%i] : memref<?xi32>
  }
  return
}

// A division by a non-zero constant cannot trap (the op's speculatability says so): it leaves
// the loop, as LICM does.
// CHECK-LABEL: func.func @div_by_constant
// CHECK:         %[[D:.*]] = arith.divui %arg0, %{{.*}} : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      memref.store %[[D]]
func.func @div_by_constant(%a: i32, %n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.divui %a, %c7 : i32
    memref.store %0, %m[%i] : memref<?xi32>
  }
  return
}

// In a while loop's condition region too.
// CHECK-LABEL: func.func @div_in_while
// CHECK:         scf.while
// CHECK-NEXT:      arith.divsi %arg0, %arg1 : i32
func.func @div_in_while(%a: i32, %b: i32, %init: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %0 = arith.divsi %a, %b : i32
    %p = arith.cmpi slt, %x, %0 : i32
    scf.condition(%p) %x : i32
  } do {
  ^bb0(%y: i32):
    %c1 = arith.constant 1 : i32
    %1 = arith.addi %y, %c1 : i32
    scf.yield %1 : i32
  }
  return %r : i32
}

// A division after an scf.if that divides the same way in a branch is not moved before the
// scf.if (nor before the branch's call, which may not return): each division stays after the
// effects it followed.
// CHECK-LABEL: func.func @div_then_after
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      func.call @print(%arg1)
// CHECK-NEXT:      %[[D:.*]] = arith.divsi %arg1, %arg2 : i32
// CHECK-NEXT:      func.call @print(%[[D]])
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[E:.*]] = arith.divsi %arg1, %arg2 : i32
// CHECK-NEXT:    return %[[E]] : i32
func.func private @print(i32)
func.func @div_then_after(%c: i1, %a: i32, %b: i32) -> i32 {
  scf.if %c {
    func.call @print(%a) : (i32) -> ()
    %0 = arith.divsi %a, %b : i32
    func.call @print(%0) : (i32) -> ()
  }
  %1 = arith.divsi %a, %b : i32
  return %1 : i32
}
