// RUN: oxir-opt %s --eqsat='explain=true stats=true' 2>&1 | FileCheck %s

// `explain` prints why the rebuilt result equals the original, rule by rule; `stats` prints the
// saturation's numbers for each block.
// CHECK:      eqsat: explanation:
// CHECK-NEXT:     (arith.addi (arith.muli %arg0 %arg1) (arith.muli %arg0 %arg2))
// CHECK-NEXT:   = (arith.muli %arg0 (arith.addi %arg1 %arg2))    [by distribute-rev]
// CHECK:      eqsat: block: iterations={{[0-9]+}} e-nodes={{[0-9]+}} e-classes={{[0-9]+}} stop=saturated time={{[0-9]+}}us rewrites={{[0-9]+}} cost 10 -> 6
// CHECK:      func.func @distribute
// CHECK-NEXT:   arith.addi %arg1, %arg2
// CHECK-NEXT:   arith.muli %arg0
func.func @distribute(%a: i32, %b: i32, %c: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %a, %c : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
