// RUN: not oxir-opt %s 2>&1 | FileCheck %s
//
// A callee with no position: the first caller is both the position and a `called from` note;
// a location with no position at all is spelled before the message.

// CHECK: x.mlir:3:4: error: 'func.return' op has 0 operands, but enclosing function (@a) returns 1
// CHECK-NEXT: x.mlir:3:4: note: called from
func.func @a() -> i32 {
  return loc(callsite(unknown at "x.mlir":3:4))
}
