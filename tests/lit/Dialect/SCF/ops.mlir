// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s

// CHECK-LABEL: func.func @loops(
// CHECK:         %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (f32) {
// CHECK-NEXT:      scf.yield %arg6 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = scf.if %arg4 -> (f32) {
// CHECK-NEXT:      scf.yield %arg3 : f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %0 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg4 {
// CHECK-NEXT:    } {attr}
// CHECK-NEXT:    %2:2 = scf.while (%arg5 = %arg3) : (f32) -> (f32, f32) {
// CHECK-NEXT:      scf.condition(%arg4) %arg5, %arg5 : f32, f32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:      scf.yield %arg5 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %3 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT:      scf.yield %arg3 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %4 = scf.index_switch %arg2 -> f32
// CHECK-NEXT:    case 2 {
// CHECK-NEXT:      scf.yield %arg3 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield %arg3 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall (%arg5, %arg6) in (%arg1, 4) {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:      scf.reduce
// CHECK-NEXT:    }
func.func @loops(%lb: index, %ub: index, %s: index, %x: f32, %c: i1) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    scf.yield %a : f32
  }
  scf.for %i = %lb to %ub step %s {
  }
  %z = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %r : f32
  }
  scf.if %c {
  } {attr}
  %w:2 = scf.while (%arg = %x) : (f32) -> (f32, f32) {
    scf.condition(%c) %arg, %arg : f32, f32
  } do {
  ^bb0(%q: f32, %q2: f32):
    scf.yield %q : f32
  }
  %e = scf.execute_region -> (f32) no_inline {
    scf.yield %x : f32
  }
  %sw = scf.index_switch %s -> f32
  case 2 {
    scf.yield %x : f32
  }
  default {
    scf.yield %x : f32
  }
  scf.forall (%i, %j) in (%ub, 4) {
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
  }
  return %z : f32
}

// CHECK-LABEL: func.func @integer_loops(
// CHECK:         scf.for unsigned %arg6 = %arg0 to %arg1 step %arg2  : i32 {
// CHECK:         %0:2 = scf.parallel (%arg6, %arg7) = (%arg3, %arg3) to (%arg3, %arg3) step (%arg3, %arg3) init (%arg4, %arg4) -> (f32, f32) {
// CHECK-NEXT:      scf.reduce(%arg4, %arg4 : f32, f32) {
// CHECK-NEXT:      ^bb0(%arg8: f32, %arg9: f32):
// CHECK-NEXT:        scf.reduce.return %arg8 : f32
// CHECK-NEXT:      }, {
// CHECK:         %1 = scf.forall (%arg6, %arg7) = (0, %arg3) to (%arg3, 8) step (1, 2) shared_outs(%arg8 = %arg5) -> (tensor<4xf32>) {
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @integer_loops(%lb: i32, %ub: i32, %s: i32, %i: index, %x: f32, %t: tensor<4xf32>) {
  scf.for unsigned %iv = %lb to %ub step %s : i32 {
  }
  %p:2 = scf.parallel (%a, %b) = (%i, %i) to (%i, %i) step (%i, %i) init (%x, %x) -> (f32, f32) {
    scf.reduce(%x, %x : f32, f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %r : f32
    }
  }
  %q = scf.forall (%a, %b) = (0, %i) to (%i, 8) step (1, 2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return
}
