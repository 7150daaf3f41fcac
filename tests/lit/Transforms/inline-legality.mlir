// RUN: oxir-opt %s --allow-unregistered-dialect --inline=default-pipeline= | FileCheck %s

// Which calls MLIR's inliner may inline: every dialect involved must allow it. An affine op
// goes only where its operands stay valid (into a function body, not into an scf.for); a
// callee of several blocks only into a region that may have several (a function body or an
// scf.execute_region, not an scf.for), its returns becoming branches to the rest of the
// caller's block; an unregistered op never.
// CHECK:      #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @affine(%arg0: index) -> index {
// CHECK-NEXT:     %0 = affine.apply #map(%arg0)
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @blocks(%arg0: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %c0 : index
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2(%arg0 : index)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %c0 : index
// CHECK-NEXT:   ^bb2(%1: index):  // pred: ^bb0
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @unregistered() {
// CHECK-NEXT:     "foo.bar"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %0 = affine.apply #map(%arg0)
// CHECK-NEXT:     %1 = scf.execute_region -> index {
// CHECK-NEXT:       %c0_1 = arith.constant 0 : index
// CHECK-NEXT:       %5 = arith.cmpi eq, %arg0, %c0_1 : index
// CHECK-NEXT:       cf.cond_br %5, ^bb1, ^bb2(%arg0 : index)
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       cf.br ^bb3(%c0_1 : index)
// CHECK-NEXT:     ^bb2(%6: index):  // pred: ^bb0
// CHECK-NEXT:       cf.br ^bb3(%6 : index)
// CHECK-NEXT:     ^bb3(%7: index):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:       scf.yield %7 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c1 step %c1 {
// CHECK-NEXT:       %5 = func.call @affine(%arg1) : (index) -> index
// CHECK-NEXT:       %6 = func.call @blocks(%arg1) : (index) -> index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @unregistered() : () -> ()
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %2 = arith.cmpi eq, %1, %c0_0 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb1, ^bb2(%1 : index)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%c0_0 : index)
// CHECK-NEXT:   ^bb2(%3: index):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%3 : index)
// CHECK-NEXT:   ^bb3(%4: index):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %0, %4 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func private @affine(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
  return %0 : index
}
func.func private @blocks(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %p = arith.cmpi eq, %a, %c0 : index
  cf.cond_br %p, ^bb1, ^bb2(%a : index)
^bb1:
  return %c0 : index
^bb2(%x: index):
  return %x : index
}
func.func private @unregistered() {
  "foo.bar"() : () -> ()
  return
}
func.func @caller(%a: index) -> (index, index) {
  %0 = func.call @affine(%a) : (index) -> index
  %1 = scf.execute_region -> index {
    %y = func.call @blocks(%a) : (index) -> index
    scf.yield %y : index
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c1 step %c1 {
    %2 = func.call @affine(%i) : (index) -> index
    %3 = func.call @blocks(%i) : (index) -> index
  }
  func.call @unregistered() : () -> ()
  %4 = func.call @blocks(%1) : (index) -> index
  return %0, %4 : index, index
}
