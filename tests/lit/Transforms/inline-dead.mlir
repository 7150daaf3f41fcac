// RUN: oxir-opt %s --inline | FileCheck %s

// Private functions nothing calls are erased (without inlining into them: @other keeps its
// caller's call until that caller is erased); every function left is canonicalized.
// CHECK:       module {
// CHECK-NEXT:    func.func private @decl()
// CHECK-NEXT:    func.func private @other() {
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func private @rec() {
// CHECK-NEXT:      call @rec() : () -> ()
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
func.func private @decl()
func.func private @dead() {
  return
}
func.func private @dead_calls_other() {
  call @other() : () -> ()
  return
}
func.func private @other() {
  %c1 = arith.constant 1 : i32
  return
}
func.func private @rec() {
  call @rec() : () -> ()
  return
}
