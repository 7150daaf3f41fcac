// RUN: oxir-opt %s --split-input-file --verify-diagnostics
//
// The operands a branch forwards are checked against its successors' block arguments by the
// verifier of `BranchOpInterface` (MLIR's verifyBranchSuccessorOperands), for every op declared
// with `#[op(branch = ...)]`, before the op's own verifier: a switch whose case values are also
// wrong reports the successor first, as mlir-opt does.

func.func @br_count(%x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 2}}
  cf.br ^bb1(%x : i32)
^bb1(%a: i32, %b: i32):
  return
}

// -----

func.func @cond_br_type(%c: i1, %x: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  return
^bb2(%b: i64):
  return
}

// -----

func.func @switch_before_case_values(%f: i32, %x: i64) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  "cf.switch"(%f, %x) [^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i64) -> ()
^bb1(%a: i32):
  return
^bb2:
  return
}

// -----

func.func @switch_case(%f: i32, %x: i64) {
  // expected-error @+1 {{branch has 0 operands for successor #2, but target block has 1}}
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb1,
    2: ^bb2
  ]
^bb1:
  return
^bb2(%a: i64):
  return
}

// -----

llvm.func @llvm_br(%x: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  llvm.br ^bb1(%x : i32)
^bb1(%a: i64):
  llvm.return
}

// -----

llvm.func @f()
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @invoke_unwind(%x: i32) attributes {personality = @__gxx_personality_v0} {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  llvm.invoke @f() to ^bb1 unwind ^bb2(%x : i32) : () -> ()
^bb1:
  llvm.return
^bb2(%y: i64):
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @llvm_switch_before_case_values(%f: i32, %x: i64) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  "llvm.switch"(%f, %x) [^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i64) -> ()
^bb1(%a: i32):
  llvm.return
^bb2:
  llvm.return
}
