// RUN: oxir-opt %s --mlir-timing --canonicalize -o /dev/null 2>&1 | FileCheck %s
// RUN: oxir-opt %s --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOPASS
//
// --mlir-timing reports the parser, each pass, the output and the rest, as mlir-opt does.

// CHECK: ... Execution time report ...
// CHECK: Total Execution Time: {{[0-9.]+}} seconds
// CHECK: ----Wall Time----  ----Name----
// CHECK-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  Parser
// CHECK-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  Canonicalizer
// CHECK-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  Output
// CHECK-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  Rest
// CHECK-NEXT: {{[0-9.]+}} (100.0%)  Total

// NOPASS: ----Wall Time----  ----Name----
// NOPASS-NEXT: Parser
// NOPASS-NEXT: Output
// NOPASS-NEXT: Rest
// NOPASS-NEXT: Total
func.func @f() {
  return
}
