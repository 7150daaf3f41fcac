#!/usr/bin/env bash
# Counts how the project's own (non-test) Rust code names ops: by string ("arith.addi") or by type
# (`AddIOp::NAME`, typed builders and patterns). Used to track "ops are built and matched by their
# types, not by name strings" (DESIGN.md); string names belong where text is the input (parsers,
# rule files, pass pipelines, tests).
#
#   scripts/count-op-name-strings.sh [dir...]     (default: ir/src dialects/src lowering/src target-llvm/src eqsat/src examples tools/src)
#
# What is counted, in files outside tests (`tests/` folders, `tests.rs`, `*_tests.rs`, and a file's
# `#[cfg(test)]` module, which by the project's convention ends the file); lines of comments and doc
# comments are skipped:
#   string literals   "dialect.op" string literals of oxir's dialects, outside op definitions
#                     (`#[op(name = ...)]`, `FooOp, "d.foo"` in a declarative macro's arguments)
#   ::NAME            uses of an op type's name constant (`T::NAME`, `<T as Op>::NAME`)
#   states by string  ops built from a name string: `op_name("dialect.op")`, `OperationState` helpers
#                     taking one (`state(ctx, "llvm.add", ..)`, `simple(..)`, `llvm_binary(..)`)
#   roots by string   rewrite/conversion patterns whose root is a string: `Some("dialect.op")` in
#                     `fn root`, or a pattern-making helper called with one (`pattern("scf.if", ..)`,
#                     `one("arith.addf", ..)`, `special(..)`, `p(..)`, `binary(..)`, `fold_cast(..)`)

set -euo pipefail
cd "$(dirname "$0")/.."
dirs=("$@")
[ ${#dirs[@]} -gt 0 ] || dirs=(ir/src dialects/src lowering/src target-llvm/src eqsat/src examples tools/src)

dialects='(builtin|func|arith|cf|scf|memref|tensor|bufferization|ub|llvm|affine|linalg|vector|math|index|complex|toy|poly)'
literal="\"$dialects\\.[a-z_][a-z0-9_.]*\""

# The non-test Rust files, with comment lines removed (file:line:text).
code() {
  find "${dirs[@]}" -name '*.rs' -not -path '*/tests/*' -not -name 'tests.rs' -not -name '*_tests.rs' \
    -not -path '*/target/*' -print0 |
    xargs -0 awk '
      FNR == 1 { in_tests = 0 }
      /^#\[cfg\(test\)\]/ { in_tests = 1 }
      !in_tests && !/^[[:space:]]*\/\// { print FILENAME ":" FNR ":" $0 }' || true
}

# How many times the pattern occurs in standard input (0 when it does not).
occurrences() { { grep -oP "$1" || true; } | wc -l; }

all=$(code)
# Definitions are not uses: `#[op(name = ...)]` and the ops a declarative macro defines
# (`AddIOp, "arith.addi", ...`).
literals=$(printf '%s\n' "$all" | { grep -vP '#\[op\(|^\S+:\s*name\s*=|^\S+:\s*[A-Z]\w*,\s*"' || true; } | occurrences "$literal")
names=$(printf '%s\n' "$all" | occurrences '::NAME\b')
states=$(printf '%s\n' "$all" | occurrences "\\b(op_name|state|simple|llvm_binary|OperationState::new)\\([^;]*?$literal")
roots=$(($(printf '%s\n' "$all" | { grep -A2 -P 'fn root\(' || true; } | occurrences "Some\\(\\s*$literal") +
  $(printf '%s\n' "$all" | occurrences "\\b(pattern|one|special|p|binary|fold_cast|min_max_patterns)\\(\\s*$literal")))

printf '%-18s %6s\n' "string literals" "$literals" "::NAME" "$names" "states by string" "$states" "roots by string" "$roots"
