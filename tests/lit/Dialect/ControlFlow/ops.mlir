// RUN: oxir-opt %s | oxir-opt | FileCheck %s
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @branches(
// CHECK:         cf.assert %arg2, "msg"
// CHECK-NEXT:    cf.cond_br %arg2 weights([1, 2]), ^bb1(%arg1 : i32), ^bb2 {foo}
// CHECK:       ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    cf.br ^bb2
// CHECK:       ^bb2:  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb2
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      42: ^bb1(%arg1 : i32),
// CHECK-NEXT:      4294967293: ^bb2
// CHECK-NEXT:    ]
// GENERIC: "cf.cond_br"({{.*}})[^bb1, ^bb2] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 0>}> {foo} : (i1, i32) -> ()
// GENERIC: "cf.switch"({{.*}})[^bb2, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[42, -3]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
func.func @branches(%flag : i32, %v : i32, %c : i1) {
  cf.assert %c, "msg"
  cf.cond_br %c weights([1, 2]), ^bb1(%v : i32), ^bb2 {foo}
^bb1(%x : i32):
  cf.br ^bb2
^bb2:
  cf.switch %flag : i32, [
    default: ^bb2,
    42: ^bb1(%v : i32),
    -3: ^bb2
  ]
}

// CHECK-LABEL: func.func @switch_default_only(
// CHECK:         cf.switch %arg0 : i64, [
// CHECK-NEXT:      default: ^bb1]
func.func @switch_default_only(%flag : i64) {
  cf.switch %flag : i64, [
    default: ^bb1
  ]
^bb1:
  return
}
