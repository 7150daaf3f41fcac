// RUN: not oxir-opt %s 2>&1 | FileCheck %s
// The CHECK lines are mlir-opt 22's output: the verifier of func.return reports a mismatching
// operand type with emitError, without the "'func.return' op" prefix of its other errors.

func.func @f(%a: i32) -> i64 {
  return %a : i32
}

// CHECK: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f
// CHECK-NEXT: return %a : i32
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation: "func.return"(%arg0) : (i32) -> ()
