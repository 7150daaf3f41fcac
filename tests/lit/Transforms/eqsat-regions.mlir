// RUN: oxir-opt %s --eqsat | FileCheck %s
// RUN: oxir-opt %s --eqsat=extractor=ilp | FileCheck %s
// RUN: oxir-opt %s --canonicalize --cse --loop-invariant-code-motion | FileCheck %s --check-prefix=CANON
// RUN: oxir-opt %s --eqsat | oxir-opt --verify-diagnostics > /dev/null
// RUN: oxir-opt %s --eqsat=regions=false | FileCheck %s --check-prefix=BLOCKS

// What the e-graph of a function sees across its loops and branches: a pure op is built in the
// outermost block where its operands are available, with the fewest loops around it, so that
// loop invariants leave their loops (after rewriting too), a value computed in a block and again
// in a nested or sibling region is computed once, and what both branches of an scf.if compute
// is computed before it. `--canonicalize --cse --loop-invariant-code-motion` finds none of it
// (the CANON lines).

// a*i + b*i = (a+b)*i: the factored sum is loop-invariant and leaves the loop, one
// multiplication per iteration instead of two. LICM sees no invariant op.
// CHECK-LABEL: func.func @hoist_factored
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[R:.*]] = scf.for %[[I:.*]] = %arg2 to %arg3 step %arg4 iter_args(%[[ACC:.*]] = %arg5) -> (i32) {
// CHECK-NEXT:      %[[II:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:      %[[M:.*]] = arith.muli %[[II]], %[[S]] : i32
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[ACC]], %[[M]] : i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
// With one e-graph per block, the loop body is rewritten alone and the sum stays in it.
// BLOCKS-LABEL: func.func @hoist_factored
// BLOCKS-NEXT:    scf.for
// BLOCKS-NEXT:      arith.index_cast
// BLOCKS-NEXT:      arith.addi %arg0, %arg1 : i32
// CANON-LABEL: func.func @hoist_factored
// CANON-NEXT:    scf.for
// CANON-COUNT-2: arith.muli
func.func @hoist_factored(%a: i32, %b: i32, %lb: index, %ub: index, %st: index, %init: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %0 = arith.muli %a, %ii : i32
    %1 = arith.muli %b, %ii : i32
    %2 = arith.addi %0, %1 : i32
    %3 = arith.addi %acc, %2 : i32
    scf.yield %3 : i32
  }
  return %r : i32
}

// An invariant op inside a conditional inside a loop leaves both: LICM only looks at the ops
// directly in the loop body.
// CHECK-LABEL: func.func @hoist_from_if_in_loop
// CHECK:         %[[M:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    scf.for
// CHECK:           scf.if
// CHECK-NEXT:        memref.store %[[M]]
// CANON-LABEL: func.func @hoist_from_if_in_loop
// CANON:         scf.for
// CANON:           scf.if
// CANON-NEXT:        arith.muli
func.func @hoist_from_if_in_loop(%a: i32, %b: i32, %n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xi32>
    %p = arith.cmpi sgt, %v, %z : i32
    scf.if %p {
      %0 = arith.muli %a, %b : i32
      memref.store %0, %m[%i] : memref<?xi32>
    }
  }
  return
}

// A value computed in a loop and again after it is one op, before the loop (CSE only replaces
// an op by one that dominates it, and runs before LICM).
// CHECK-LABEL: func.func @cse_after_loop
// CHECK:         %[[M:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      memref.store %[[M]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[M]] : i32
// CANON-LABEL: func.func @cse_after_loop
// CANON-COUNT-2: arith.muli
func.func @cse_after_loop(%a: i32, %b: i32, %n: index, %m: memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.muli %a, %b : i32
    memref.store %0, %m[%i] : memref<?xi32>
  }
  %1 = arith.muli %a, %b : i32
  return %1 : i32
}

// Two sibling loops computing the same value (commuted): one op, before both.
// CHECK-LABEL: func.func @sibling_loops
// CHECK:         %[[X:.*]] = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      memref.store %[[X]]
// CHECK:         scf.for
// CHECK-NEXT:      %[[L:.*]] = memref.load
// CHECK-NEXT:      arith.addi %[[L]], %[[X]] : i32
// CHECK-NOT:     arith.xori
// CANON-LABEL: func.func @sibling_loops
// CANON-COUNT-2: arith.xori
func.func @sibling_loops(%a: i32, %b: i32, %n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.xori %a, %b : i32
    memref.store %0, %m[%i] : memref<?xi32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.xori %b, %a : i32
    %1 = memref.load %m[%i] : memref<?xi32>
    %2 = arith.addi %1, %0 : i32
    memref.store %2, %m[%i] : memref<?xi32>
  }
  return
}

// What both branches compute is computed once, before the scf.if; what only one branch needs
// stays in it (no speculation for nothing).
// CHECK-LABEL: func.func @both_branches
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      memref.store %[[M]], %arg3[]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[A:.*]] = arith.addi %[[M]], %arg2 : i32
// CHECK-NEXT:      memref.store %[[A]], %arg3[]
// CHECK-NEXT:    }
// CANON-LABEL: func.func @both_branches
// CANON-NEXT:    scf.if
// CANON-NEXT:      arith.muli
// CANON:         } else {
// CANON-NEXT:      arith.muli
func.func @both_branches(%c: i1, %a: i32, %b: i32, %m: memref<i32>) {
  scf.if %c {
    %0 = arith.muli %a, %b : i32
    memref.store %0, %m[] : memref<i32>
  } else {
    %0 = arith.muli %a, %b : i32
    %1 = arith.addi %0, %b : i32
    memref.store %1, %m[] : memref<i32>
  }
  return
}

// A value computed before a loop and again in its body is the one before (as CSE does), and
// an invariant computed in the loop body of a nested loop leaves both loops.
// CHECK-LABEL: func.func @nested_loops
// CHECK:         %[[S:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[S]], %[[S]] : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        memref.store %[[M]]
// CHECK:         return %[[S]] : i32
func.func @nested_loops(%a: i32, %b: i32, %n: index, %m: memref<?x?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = arith.subi %a, %b : i32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %0 = arith.subi %a, %b : i32
      %1 = arith.muli %0, %0 : i32
      memref.store %1, %m[%i, %j] : memref<?x?xi32>
    }
  }
  return %s : i32
}

// The bodies of tensor.generate and linalg.generic are loops too.
// CHECK-LABEL: func.func @generate
// CHECK:         %[[M:.*]] = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:    tensor.generate
// CHECK-NEXT:    ^bb0(%[[I:.*]]: index, %[[J:.*]]: index):
// CHECK-NEXT:      %[[A:.*]] = arith.addi %[[I]], %[[M]] : index
func.func @generate(%a: index, %b: index) -> tensor<4x4xindex> {
  %t = tensor.generate {
  ^bb0(%i: index, %j: index):
    %0 = arith.muli %a, %b : index
    %1 = arith.addi %i, %0 : index
    tensor.yield %1 : index
  } : tensor<4x4xindex>
  return %t : tensor<4x4xindex>
}

// CHECK-LABEL: func.func @generic
// CHECK:         %[[M:.*]] = arith.mulf %arg1, %arg2 : f32
// CHECK-NEXT:    linalg.generic
// CHECK-NEXT:    ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[A:.*]] = arith.addf %[[X]], %[[M]] : f32
func.func @generic(%t: tensor<8xf32>, %a: f32, %b: f32) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]} ins(%t : tensor<8xf32>) outs(%t : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %x, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// An scf.if whose branches are pure, cheap and safe to execute speculatively becomes selects
// when the cost model finds it cheaper on either path: here the dearer branch (a
// multiplication, 4, and an addition, 2) plus one select (2) cost no more than the branch
// itself (scf.if, 8). Both branches' ops then share the e-graph: the multiplication they both
// compute is one. canonicalize only turns an scf.if into a select when its branches compute
// nothing.
// CHECK-LABEL: func.func @if_to_select
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %[[M]], %arg1 : i32
// CHECK-NEXT:    %[[S:.*]] = arith.subi %[[M]], %arg2 : i32
// CHECK-NEXT:    %[[R:.*]] = arith.select %arg0, %[[A]], %[[S]] : i32
// CHECK-NEXT:    return %[[R]] : i32
// CANON-LABEL: func.func @if_to_select
// BLOCKS-LABEL: func.func @if_to_select
// BLOCKS-NEXT:    scf.if
// CANON-NEXT:    scf.if
// CANON-NOT:     arith.select
func.func @if_to_select(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %0 = arith.muli %a, %b : i32
    %1 = arith.addi %0, %a : i32
    scf.yield %1 : i32
  } else {
    %0 = arith.muli %a, %b : i32
    %1 = arith.subi %0, %b : i32
    scf.yield %1 : i32
  }
  return %r : i32
}

// Two results, two selects: the dearer branch (2) and the selects (4) still cost less than
// the branch.
// CHECK-LABEL: func.func @if_to_selects
// CHECK-DAG:     %[[X:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-DAG:     %[[Y:.*]] = arith.xori %arg1, %arg2 : i32
// CHECK-DAG:     arith.select %arg0, %[[X]], %arg1 : i32
// CHECK-DAG:     arith.select %arg0, %arg2, %[[Y]] : i32
// CHECK-NOT:     scf.if
func.func @if_to_selects(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %0 = arith.addi %a, %b : i32
    scf.yield %0, %b : i32, i32
  } else {
    %0 = arith.xori %a, %b : i32
    scf.yield %a, %0 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// A dearer branch stays a branch: three multiplications (12) would be paid on both paths.
// CHECK-LABEL: func.func @dear_branch
// CHECK:         scf.if
// CHECK-NOT:     arith.select
func.func @dear_branch(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %0 = arith.muli %a, %b : i32
    %1 = arith.muli %0, %b : i32
    %2 = arith.muli %1, %a : i32
    scf.yield %2 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
