// Truncated or corrupted bytecode is a diagnostic with the byte offset, never a crash.
// RUN: oxir-opt %s --emit-bytecode | head -c 40 | not oxir-opt 2>&1 | FileCheck %s --check-prefix=TRUNC
// RUN: printf 'ML\xefR\x0f' | not oxir-opt 2>&1 | FileCheck %s --check-prefix=NEWER
// RUN: printf 'ML\xefR\x0dMLIR\x00\x7f\x01' | not oxir-opt 2>&1 | FileCheck %s --check-prefix=SECTION

// TRUNC: <stdin>:0:0: error: {{.*}} (at byte offset {{[0-9]+}})
// NEWER: <stdin>:0:0: error: bytecode version 7 is newer than the current version 6 (at byte offset 5)
// SECTION: <stdin>:0:0: error: invalid section ID: 127 (at byte offset 12)

func.func @f() {
  return
}
