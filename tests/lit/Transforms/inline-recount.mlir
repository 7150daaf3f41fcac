// RUN: oxir-opt %s --inline | FileCheck %s

// The default pipeline (canonicalize) runs on each function before its calls are inlined,
// and the uses of the callees are counted again after it: @mid's canonicalization drops the
// call in the dead scf.if, so the call left is @leaf's last use, inlined in place, and @leaf
// is erased.
// CHECK:      module {
// CHECK-NEXT:   func.func @main() {
// CHECK-NEXT:     call @ext() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @ext()
// CHECK-NEXT: }
func.func @main() {
  func.call @mid() : () -> ()
  return
}
func.func private @mid() {
  %false = arith.constant false
  scf.if %false {
    func.call @leaf() : () -> ()
  }
  func.call @leaf() : () -> ()
  return
}
func.func private @leaf() {
  func.call @ext() : () -> ()
  return
}
func.func private @ext()
