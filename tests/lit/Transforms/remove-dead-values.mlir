// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --remove-dead-values | FileCheck %s
// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --remove-dead-values=canonicalize=false | FileCheck %s --check-prefix=NOCANON

// Arguments and results of a private function nothing live needs go, with the matching call operands and results.
// CHECK-LABEL: func.func private @clean_func_op_remove_argument_and_return_value() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: i32) {
// CHECK-NEXT: call @clean_func_op_remove_argument_and_return_value() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @clean_func_op_remove_argument_and_return_value(%arg0: i32) -> (i32) {
  return %arg0 : i32
}
func.func @main(%arg0 : i32) {
  %non_live = func.call @clean_func_op_remove_argument_and_return_value(%arg0) : (i32) -> (i32)
  return
}

// -----

// A dead argument goes even when the function returns it, if no call uses that result.
// CHECK-LABEL: func.func private @clean_func_op_remove_arguments() -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: memref<i32>, %arg1: i32, %arg2: i32) -> (i32, memref<i32>) {
// CHECK-NEXT: %0 = call @clean_func_op_remove_arguments() : () -> i32
// CHECK-NEXT: return %0, %arg0 : i32, memref<i32>
// CHECK-NEXT: }
func.func private @clean_func_op_remove_arguments(%arg0 : memref<i32>, %arg1 : i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %non_live = arith.addi %arg1, %arg1 : i32
  return %c0, %arg1 : i32, i32
}
func.func @main(%arg2 : memref<i32>, %arg3 : i32, %device : i32) -> (i32, memref<i32>) {
  %live, %non_live_0 = func.call @clean_func_op_remove_arguments(%arg2, %arg3) : (memref<i32>, i32) -> (i32, i32)
  return %live, %arg2 : i32, memref<i32>
}

// -----

// A result goes when no call uses it, even if the returned value is live in the callee.
// CHECK-LABEL: func.func private @clean_func_op_remove_return_values(%arg0: memref<i32>) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: memref.store %c0_i32, %arg0[] : memref<i32>
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = call @clean_func_op_remove_return_values(%arg0) : (memref<i32>) -> i32
// CHECK-NEXT: %1 = call @clean_func_op_remove_return_values(%arg0) : (memref<i32>) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @clean_func_op_remove_return_values(%arg0 : memref<i32>) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  memref.store %c0, %arg0[] : memref<i32>
  return %c0, %c0 : i32, i32
}
func.func @main(%arg1 : memref<i32>) -> (i32) {
  %live, %non_live = func.call @clean_func_op_remove_return_values(%arg1) : (memref<i32>) -> (i32, i32)
  %non_live_0, %non_live_1 = func.call @clean_func_op_remove_return_values(%arg1) : (memref<i32>) -> (i32, i32)
  return %live : i32
}

// -----

// A result some call uses stays.
// CHECK-LABEL: func.func private @clean_func_op_dont_remove_return_values() -> (i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32, %c0_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main() -> (i32, i32) {
// CHECK-NEXT: %0:2 = call @clean_func_op_dont_remove_return_values() : () -> (i32, i32)
// CHECK-NEXT: %1:2 = call @clean_func_op_dont_remove_return_values() : () -> (i32, i32)
// CHECK-NEXT: return %0#0, %1#1 : i32, i32
// CHECK-NEXT: }
func.func private @clean_func_op_dont_remove_return_values() -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  return %c0, %c0 : i32, i32
}
func.func @main() -> (i32, i32) {
  %live, %non_live = func.call @clean_func_op_dont_remove_return_values() : () -> (i32, i32)
  %non_live_0, %live_0 = func.call @clean_func_op_dont_remove_return_values() : () -> (i32, i32)
  return %live, %live_0 : i32, i32
}

// -----

// Ops without effects whose results are dead go; a public function keeps its signature.
// CHECK-LABEL: func.func private @clean_simple_ops(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %1 = arith.muli %0, %c2_i32 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT: memref.store %2, %arg1[] : memref<i32>
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: i32, %arg1: memref<i32>, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = call @clean_simple_ops(%arg0, %arg1) : (i32, memref<i32>) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @clean_simple_ops(%arg0 : i32, %arg1 : memref<i32>, %arg2 : i32) -> (i32, i32, i32, i32) {
  %live_0 = arith.addi %arg0, %arg0 : i32
  %c2 = arith.constant 2 : i32
  %live_1 = arith.muli %live_0, %c2 : i32
  %non_live_1 = arith.addi %live_1, %live_0 : i32
  %non_live_2 = arith.constant 7 : i32
  %non_live_3 = arith.subi %arg0, %non_live_1 : i32
  %c3 = arith.constant 3 : i32
  %live_2 = arith.addi %arg0, %c3 : i32
  memref.store %live_2, %arg1[] : memref<i32>
  return %live_1, %non_live_1, %non_live_2, %non_live_3 : i32, i32, i32, i32
}
func.func @main(%arg3 : i32, %arg4 : memref<i32>, %arg5 : i32) -> (i32) {
  %live, %non_live_1, %non_live_2, %non_live_3 = func.call @clean_simple_ops(%arg3, %arg4, %arg5) : (i32, memref<i32>, i32) -> (i32, i32, i32, i32)
  return %live : i32
}

// -----

// A region op without effects and with dead results goes.
// CHECK-LABEL: func.func private @clean_region_branch_op_erase_it() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: i32, %arg1: i1) {
// CHECK-NEXT: call @clean_region_branch_op_erase_it() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @clean_region_branch_op_erase_it(%arg0 : i32, %arg1 : i1) -> (i32) {
  %non_live = scf.while (%arg2 = %arg0) : (i32) -> (i32) {
    scf.condition(%arg1) %arg2 : i32
  } do {
  ^bb0(%arg2: i32):
    scf.yield %arg2 : i32
  }
  return %non_live : i32
}
func.func @main(%arg3 : i32, %arg4 : i1) {
  %non_live_0 = func.call @clean_region_branch_op_erase_it(%arg3, %arg4) : (i32, i1) -> (i32)
  return
}

// -----

// A declaration is left alone.
// CHECK-LABEL: func.func private @no_block_func_declaration()
func.func private @no_block_func_declaration() -> ()

// -----

// A private function nothing calls has only dead values: its body goes, effects included. Reads and allocations with dead results stay.
// CHECK-LABEL: func.func private @dead() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @rec() -> i32 {
// CHECK-NEXT: %0 = call @rec() : () -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi32>
// CHECK-NEXT: %0 = call @rec() : () -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @dead(%a: i32, %m: memref<i32>) -> i32 {
  %0 = arith.addi %a, %a : i32
  %l = memref.load %m[] : memref<i32>
  memref.store %a, %m[] : memref<i32>
  return %0 : i32
}
func.func private @rec(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1:2 = call @rec(%0, %b) : (i32, i32) -> (i32, i32)
  return %1#0, %b : i32, i32
}
func.func @main(%x: i32, %m: memref<i32>) -> i32 {
  %l = memref.load %m[] : memref<i32>
  %al = memref.alloc() : memref<4xi32>
  %r:2 = call @rec(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----

// Every return of a private function loses the dead results.
// CHECK-LABEL: func.func private @multi(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = call @multi(%arg0, %arg1, %arg1) : (i1, i32, i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @multi(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a, %b : i32, i32
^bb2:
  %s = arith.addi %a, %b : i32
  return %s, %a : i32, i32
}
func.func @main(%c: i1, %x: i32) -> i32 {
  %r:2 = call @multi(%c, %x, %x) : (i1, i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----

// A result stays if any call uses it; an argument stays if the callee needs it.
// CHECK-LABEL: func.func private @callee(%arg0: i32, %arg1: f32) -> (f32, i32) {
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.addf %0, %arg1 : f32
// CHECK-NEXT: return %1, %arg0 : f32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller1(%arg0: i32, %arg1: f32) -> f32 {
// CHECK-NEXT: %0:2 = call @callee(%arg0, %arg1) : (i32, f32) -> (f32, i32)
// CHECK-NEXT: return %0#0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller2(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: %0:2 = call @callee(%arg0, %arg1) : (i32, f32) -> (f32, i32)
// CHECK-NEXT: %1 = arith.addi %0#1, %arg0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func private @callee(%a: i32, %b: f32) -> (f32, i32) {
  %c = arith.sitofp %a : i32 to f32
  %d = arith.addf %c, %b : f32
  return %d, %a : f32, i32
}
func.func @caller1(%x: i32, %y: f32) -> f32 {
  %r:2 = call @callee(%x, %y) : (i32, f32) -> (f32, i32)
  return %r#0 : f32
}
func.func @caller2(%x: i32, %y: f32) -> i32 {
  %r:2 = call @callee(%x, %y) : (i32, f32) -> (f32, i32)
  %z = arith.addi %r#1, %x : i32
  return %z : i32
}

// -----

// Other symbols do not stop the pass.
// CHECK: memref.global "private" constant @__dont_touch_unacceptable_ir : memref<i32> = dense<0>
// CHECK-LABEL: func.func @main(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
module {
  memref.global "private" constant @__dont_touch_unacceptable_ir : memref<i32> = dense<0>
  func.func @main(%arg0: i32) -> i32 {
    %0 = tensor.empty() : tensor<10xbf16>
    return %arg0 : i32
  }
}

// -----

// Ops of unregistered dialects are assumed to have effects.
// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: memref<i32>) {
// CHECK-NEXT: %0 = "t.op"(%arg0) : (i32) -> i32
// CHECK-NEXT: "t.region"() ({
// CHECK-NEXT: %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: "t.yield"(%1) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @f(%arg0: i32, %m: memref<i32>) {
  %0 = "t.op"(%arg0) : (i32) -> i32
  %1 = arith.addi %0, %0 : i32
  "t.region"() ({
    %2 = arith.muli %arg0, %arg0 : i32
    "t.yield"(%2) : (i32) -> ()
  }) : () -> ()
  return
}

// -----

// Reads stay, pure ops with dead results go.
// CHECK-LABEL: func.func @f(%arg0: tensor<4xf32>, %arg1: index, %arg2: memref<4xf32>) -> f32 {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>
// CHECK-NEXT: %0 = memref.load %arg2[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = arith.addf %extracted, %extracted : f32
// CHECK-NEXT: memref.store %1, %arg2[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @f(%t: tensor<4xf32>, %i: index, %m: memref<4xf32>) -> f32 {
  %e = tensor.extract %t[%i] : tensor<4xf32>
  %d = tensor.dim %t, %i : tensor<4xf32>
  %l = memref.load %m[%i] : memref<4xf32>
  %s = arith.addf %e, %e : f32
  memref.store %s, %m[%i] : memref<4xf32>
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  return %l : f32
}

// -----

// Branches lose the operands forwarded to dead block arguments, and the blocks those arguments.
// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i1, %arg2: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT: ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT: memref.store %1, %arg2[] : memref<i32>
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg0 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @f(%arg0: i32, %c: i1, %m: memref<i32>) -> i32 {
  %x = arith.addi %arg0, %arg0 : i32
  %y = arith.muli %arg0, %arg0 : i32
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb2(%y : i32)
^bb1(%a: i32, %b: i32):
  memref.store %a, %m[] : memref<i32>
  cf.br ^bb3(%a : i32)
^bb2(%d: i32):
  cf.br ^bb3(%arg0 : i32)
^bb3(%r: i32):
  return %r : i32
}

// -----

// cf.switch too.
// CHECK-LABEL: func.func @sw(%arg0: i32, %arg1: i32, %arg2: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%0 : i32),
// CHECK-NEXT: 42: ^bb2(%arg1, %0 : i32, i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: ^bb2(%2: i32, %3: i32):  // pred: ^bb0
// CHECK-NEXT: memref.store %2, %arg2[] : memref<i32>
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @sw(%f: i32, %v: i32, %m: memref<i32>) -> i32 {
  %x = arith.addi %v, %v : i32
  cf.switch %f : i32, [
    default: ^bb1(%x : i32),
    42: ^bb2(%v, %x : i32, i32)
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32, %c: i32):
  memref.store %b, %m[] : memref<i32>
  return %v : i32
}

// -----

// scf.index_switch with effects: the dead result goes after canonicalization.
// CHECK-LABEL: func.func @clean_region_branch_op_remove_result(%arg0: index, %arg1: memref<i32>) {
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: memref.store %c10_i32, %arg1[] : memref<i32>
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @clean_region_branch_op_remove_result(%arg0: index, %arg1: memref<i32>) {
// NOCANON-NEXT: %0 = scf.index_switch %arg0 -> i32
// NOCANON-NEXT: case 1 {
// NOCANON-NEXT: %c10_i32 = arith.constant 10 : i32
// NOCANON-NEXT: memref.store %c10_i32, %arg1[] : memref<i32>
// NOCANON-NEXT: %1 = ub.poison : i32
// NOCANON-NEXT: scf.yield %1 : i32
// NOCANON-NEXT: }
// NOCANON-NEXT: default {
// NOCANON-NEXT: %1 = ub.poison : i32
// NOCANON-NEXT: scf.yield %1 : i32
// NOCANON-NEXT: }
// NOCANON-NEXT: return
// NOCANON-NEXT: }
func.func @clean_region_branch_op_remove_result(%arg0 : index, %arg1 : memref<i32>) {
  %non_live = scf.index_switch %arg0 -> i32
  case 1 {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %arg1[] : memref<i32>
    scf.yield %c10 : i32
  }
  default {
    %c11 = arith.constant 11 : i32
    scf.yield %c11 : i32
  }
  return
}

// -----

// scf.while: operands forwarded only to dead inputs become ub.poison; canonicalization drops them.
// CHECK-LABEL: func.func @clean_region_branch_op_dont_remove_first_2_results_but_remove_first_operand(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1:2 = scf.while (%arg3 = %arg2) : (i32) -> (i32, i32) {
// CHECK-NEXT: %2 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.condition(%arg0) %2, %arg3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %2 = arith.addi %arg4, %arg4 : i32
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0 : i32
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @clean_region_branch_op_dont_remove_first_2_results_but_remove_first_operand(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// NOCANON-NEXT: %0 = ub.poison : i32
// NOCANON-NEXT: %1:3 = scf.while (%arg3 = %0, %arg4 = %arg2) : (i32, i32) -> (i32, i32, i32) {
// NOCANON-NEXT: %2 = arith.addi %arg4, %arg4 : i32
// NOCANON-NEXT: %3 = ub.poison : i32
// NOCANON-NEXT: scf.condition(%arg0) %2, %arg4, %3 : i32, i32, i32
// NOCANON-NEXT: } do {
// NOCANON-NEXT: ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
// NOCANON-NEXT: %2 = arith.addi %arg4, %arg4 : i32
// NOCANON-NEXT: %3 = ub.poison : i32
// NOCANON-NEXT: scf.yield %3, %2 : i32, i32
// NOCANON-NEXT: }
// NOCANON-NEXT: return %1#0 : i32
// NOCANON-NEXT: }
func.func @clean_region_branch_op_dont_remove_first_2_results_but_remove_first_operand(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32) {
  %live, %non_live, %non_live_0 = scf.while (%arg3 = %arg1, %arg4 = %arg2) : (i32, i32) -> (i32, i32, i32) {
    %live_0 = arith.addi %arg4, %arg4 : i32
    %non_live_1 = arith.addi %arg3, %arg3 : i32
    scf.condition(%arg0) %live_0, %arg4, %non_live_1 : i32, i32, i32
  } do {
  ^bb0(%arg5: i32, %arg6: i32, %arg7: i32):
    %live_1 = arith.addi %arg6, %arg6 : i32
    scf.yield %arg7, %live_1 : i32, i32
  }
  return %live : i32
}

// -----

// scf.if and scf.for: dead forwarded values become poison and the results canonicalization can drop go.
// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i1, %arg2: memref<i32>, %arg3: index, %arg4: index, %arg5: index) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.select %arg1, %arg0, %0 : i32
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: %3 = scf.for %arg6 = %arg3 to %arg4 step %arg5 iter_args(%arg7 = %arg0) -> (i32) {
// CHECK-NEXT: %4 = arith.addi %arg7, %arg7 : i32
// CHECK-NEXT: memref.store %4, %arg2[] : memref<i32>
// CHECK-NEXT: %5 = ub.poison : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @f(%arg0: i32, %arg1: i1, %arg2: memref<i32>, %arg3: index, %arg4: index, %arg5: index) -> i32 {
// NOCANON-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// NOCANON-NEXT: %1:2 = scf.if %arg1 -> (i32, i32) {
// NOCANON-NEXT: %4 = ub.poison : i32
// NOCANON-NEXT: scf.yield %4, %arg0 : i32, i32
// NOCANON-NEXT: } else {
// NOCANON-NEXT: %4 = ub.poison : i32
// NOCANON-NEXT: scf.yield %4, %0 : i32, i32
// NOCANON-NEXT: }
// NOCANON-NEXT: %2 = ub.poison : i32
// NOCANON-NEXT: %3:2 = scf.for %arg6 = %arg3 to %arg4 step %arg5 iter_args(%arg7 = %arg0, %arg8 = %2) -> (i32, i32) {
// NOCANON-NEXT: %4 = arith.addi %arg7, %arg7 : i32
// NOCANON-NEXT: memref.store %4, %arg2[] : memref<i32>
// NOCANON-NEXT: %5 = ub.poison : i32
// NOCANON-NEXT: scf.yield %4, %5 : i32, i32
// NOCANON-NEXT: }
// NOCANON-NEXT: return %1#1 : i32
// NOCANON-NEXT: }
func.func @f(%arg0: i32, %c: i1, %m: memref<i32>, %lb: index, %ub: index, %st: index) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  %1:2 = scf.if %c -> (i32, i32) {
    %a = arith.muli %arg0, %arg0 : i32
    scf.yield %a, %arg0 : i32, i32
  } else {
    scf.yield %arg0, %0 : i32, i32
  }
  %2:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %arg0, %y = %0) -> (i32, i32) {
    %z = arith.addi %x, %x : i32
    %w = arith.addi %y, %y : i32
    memref.store %z, %m[] : memref<i32>
    scf.yield %z, %w : i32, i32
  }
  return %1#1 : i32
}

// -----

// The induction variable of a loop with effects is live.
// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i1, %arg2: memref<i32>, %arg3: index, %arg4: index, %arg5: index) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = scf.for %arg6 = %arg3 to %arg4 step %arg5 iter_args(%arg7 = %arg0) -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg7, %arg7 : i32
// CHECK-NEXT: %3 = arith.index_cast %arg6 : index to i32
// CHECK-NEXT: memref.store %3, %arg2[] : memref<i32>
// CHECK-NEXT: %4 = ub.poison : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @f(%arg0: i32, %c: i1, %m: memref<i32>, %lb: index, %ub: index, %st: index) -> i32 {
  %2:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %arg0, %y = %arg0) -> (i32, i32) {
    %z = arith.addi %x, %x : i32
    %w = arith.addi %y, %y : i32
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %m[] : memref<i32>
    scf.yield %z, %w : i32, i32
  }
  return %2#1 : i32
}

// -----

// scf.if with effects stays; scf.execute_region without goes.
// CHECK-LABEL: func.func @f(%arg0: i1, %arg1: memref<i32>, %arg2: i32) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @f(%c: i1, %m: memref<i32>, %v: i32) {
  %r = scf.if %c -> i32 {
    memref.store %v, %m[] : memref<i32>
    scf.yield %v : i32
  } else {
    %w = arith.addi %v, %v : i32
    scf.yield %w : i32
  }
  %e = scf.execute_region -> i32 {
    %q = arith.muli %v, %v : i32
    scf.yield %q : i32
  }
  return
}

// -----

// A loop-carried value only the loop needs stays; one nothing needs goes.
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: memref<?xi32>, %arg2: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg2) -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg4, %arg2 : i32
// CHECK-NEXT: memref.store %2, %arg1[%arg3] : memref<?xi32>
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
func.func @f(%n: index, %m: memref<?xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %v, %b = %v, %d = %v) -> (i32, i32, i32) {
    %a2 = arith.addi %a, %b : i32
    %d2 = arith.muli %d, %d : i32
    memref.store %a2, %m[%i] : memref<?xi32>
    scf.yield %a2, %b, %d2 : i32, i32, i32
  }
  return %s#1 : i32
}

// -----

// A branch on a constant is not taken: its region is dead code.
// CHECK-LABEL: func.func @f(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @f(%c: i1, %v: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> i32 {
    %a = arith.addi %v, %v : i32
    scf.yield %a : i32
  } else {
    %b = arith.muli %v, %v : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// scf.while with a live result.
// CHECK-LABEL: func.func @loop(%arg0: index, %arg1: i32, %arg2: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @loop(%n: index, %v: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.while (%a = %v, %b = %v) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %b : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %x2 = arith.addi %x, %x : i32
    scf.yield %x2, %y : i32, i32
  }
  return %r#0 : i32
}

// -----

// scf.if with effects in one branch.
// CHECK-LABEL: func.func @f(%arg0: i1, %arg1: i32, %arg2: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @f(%c: i1, %v: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %v, %v : i32
    scf.yield %a, %v : i32, i32
  } else {
    memref.store %v, %m[] : memref<i32>
    %b = arith.muli %v, %v : i32
    scf.yield %b, %b : i32, i32
  }
  return %r#1 : i32
}

// -----

// Ops with regions take part through their RegionBranchOpInterface: memref.alloca_scope runs its
// region once, and the value its terminator forwards to a dead result becomes poison, so the
// multiplication computing it goes; the pure scope itself is then inlined by canonicalization.
// CHECK-LABEL: func.func @alloca_scope_dead_result(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// NOCANON-LABEL: func.func @alloca_scope_dead_result(
// NOCANON-NEXT: %0:2 = memref.alloca_scope  -> (i32, i32) {
// NOCANON-NEXT: %1 = arith.addi %arg0, %arg1 : i32
// NOCANON-NEXT: %2 = ub.poison : i32
// NOCANON-NEXT: memref.alloca_scope.return %1, %2 : i32, i32
func.func @alloca_scope_dead_result(%a: i32, %b: i32) -> i32 {
  %r:2 = memref.alloca_scope -> (i32, i32) {
    %x = arith.addi %a, %b : i32
    %y = arith.muli %a, %b : i32
    memref.alloca_scope.return %x, %y : i32, i32
  }
  return %r#0 : i32
}

// -----

// scf.forall's shared outputs flow into its body's shared arguments (its RegionBranchOpInterface);
// the one whose result nothing uses is dropped by the forall canonicalization afterwards.
// CHECK-LABEL: func.func @forall_dead_output(
// CHECK: scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1) -> (tensor<4xf32>) {
// CHECK: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %from_elements into %arg4[%arg3] [1] [1]
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @forall_dead_output(
// NOCANON: scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1, %arg5 = %arg2) -> (tensor<4xf32>, tensor<4xf32>) {
func.func @forall_dead_output(%n: index, %t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<4xf32>) {
    %e = tensor.extract %o[%i] : tensor<4xf32>
    %s = tensor.from_elements %e : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
      tensor.parallel_insert_slice %s into %p[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r#0 : tensor<4xf32>
}
