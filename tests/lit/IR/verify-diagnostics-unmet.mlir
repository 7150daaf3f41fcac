// RUN: not oxir-opt %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s
//
// An expectation that no diagnostic met is reported at its annotation and underlined over the
// length of its message, as mlir-opt does (LLVM's SourceMgr range, clamped to the line).

func.func @f() {
  // CHECK: verify-diagnostics-unmet.mlir:[[# @LINE + 3]]:6: error: expected error "short" was not produced
  // CHECK-NEXT: {{^}}  // expected-{{.*}}
  // CHECK-NEXT: {{^ +\^~~~~$}}
  // expected-error @+1 {{short}}
  return
}

// -----

// CHECK: verify-diagnostics-unmet.mlir:[[# @LINE + 3]]:19: error: expected error "a message underlined from the annotation over its length" was not produced
// CHECK-NEXT: {{^}}func.func @g() // expected-{{.*}}
// CHECK-NEXT: {{^ +\^~{55}$}}
func.func @g() // expected-error {{a message underlined from the annotation over its length}}
{
  return
}
