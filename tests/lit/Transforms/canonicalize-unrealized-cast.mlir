// RUN: oxir-opt %s -canonicalize --split-input-file | FileCheck %s

// A cast pair that round-trips folds away.
// CHECK-LABEL: func.func @round_trip
// CHECK-NEXT:    return %arg0, %arg1 : i32, i32
func.func @round_trip(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i64, i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}

// -----

// A cast to the types its inputs already have folds to its inputs.
// CHECK-LABEL: func.func @identity
// CHECK-NEXT:    return %arg0 : i32
func.func @identity(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i32
  return %0 : i32
}

// -----

// Results taken out of order do not undo the first cast.
// CHECK-LABEL: func.func @swapped
// CHECK:         %[[A:.*]]:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64, i64
// CHECK:         %[[B:.*]]:2 = builtin.unrealized_conversion_cast %[[A]]#1, %[[A]]#0 : i64, i64 to i32, i32
func.func @swapped(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i64, i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}

// -----

// A cast to other types stays.
// CHECK-LABEL: func.func @one_way
// CHECK:         builtin.unrealized_conversion_cast %arg0 : i32 to i64
func.func @one_way(%a: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  return %0 : i64
}
