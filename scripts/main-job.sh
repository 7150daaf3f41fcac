#!/usr/bin/env bash
# The main job: a program in the toy dialect (examples/toy/example.toy.mlir) from source to
# running code, with `toy-opt` doing every transformation and `oxir-run` the JIT. `toy-opt` is
# the toy crate's own driver: `oxir-opt` plus the toy dialect and its passes, built from the
# library function `oxir_tools::opt::main` (examples/toy/src/bin/toy-opt.rs).
#
#   1. optimize  parse, verify, inline, infer shapes, canonicalize, CSE, equality saturation
#                (with the rules the toy ops declare, `#[op(eqsat_rules = ...)]`), canonicalize;
#   2. lower     toy to value-semantics tensor/arith/scf code (convert-toy-to-tensor);
#   3. bufferize one-shot-bufferize (in place where its analysis allows) and the buffer
#                deallocation pipeline: tensors become memrefs;
#   4. to llvm   scf to cf, everything to the llvm dialect, and the casts reconciled;
#   5. run       the JIT runs `main`, which prints the program's output.
#
# Then a report: op counts before and after optimization, the time of each pass
# (`--mlir-timing`), and the run time with and without equality saturation.
#
# Usage: scripts/main-job.sh [program.toy.mlir]   (OUT=dir keeps the intermediate files)
# Expects target/release/toy-opt and oxir-run (`cargo build --release -p oxir-tools -p oxir-toy`).

set -euo pipefail

if [ $# -gt 0 ]; then INPUT=$(realpath "$1"); fi
cd "$(dirname "$0")/.."
INPUT=${INPUT:-examples/toy/example.toy.mlir}
OPT=${TOY_OPT:-target/release/toy-opt}
RUN=${OXIR_RUN:-target/release/oxir-run}
OUT=${OUT:-$(mktemp -d)}
mkdir -p "$OUT"

for tool in "$OPT" "$RUN"; do
  if [ ! -x "$tool" ]; then
    echo "error: $tool not found; build it with: cargo build --release -p oxir-tools -p oxir-toy" >&2
    exit 1
  fi
done

OPTIMIZE="inline,toy-shape-inference,canonicalize,cse,eqsat,canonicalize,cse"
OPTIMIZE_NO_EQSAT="inline,toy-shape-inference,canonicalize,cse"
TO_TENSOR="convert-toy-to-tensor,canonicalize"
BUFFERIZE="one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline,canonicalize,cse"
TO_LLVM="convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
LOWER="$TO_TENSOR,$BUFFERIZE,$TO_LLVM"

# The ops of a file, one name per line (from the generic form, where every op is "dialect.name"(...).
op_names() {
  "$OPT" --mlir-print-op-generic "$1" | grep -oE '^ *(%[^=]+= )?"[a-z_]+\.[a-z_.]+"' | grep -oE '"[^"]+"' | tr -d '"'
}

# Milliseconds since the epoch.
now_ms() { date +%s%3N; }

section() { printf '\n==> %s\n' "$*"; }

# Runs toy-opt with --mlir-timing: `stage input output pipeline`; the report goes to
# $OUT/stage.timing, and a failure shows toy-opt's diagnostics and stops the job.
opt_stage() {
  if ! "$OPT" "$2" --mlir-timing --pass-pipeline="builtin.module($4)" -o "$3" 2> "$OUT/$1.timing"; then
    sed '/Execution time report/,$d' "$OUT/$1.timing" | grep -v '^===-' >&2
    echo "error: the main job stopped at stage '$1'" >&2
    exit 1
  fi
}

section "1. optimize: $OPTIMIZE"
opt_stage optimize "$INPUT" "$OUT/optimized.mlir" "$OPTIMIZE"
cat "$OUT/optimized.mlir"

section "2. lower to tensors: $TO_TENSOR"
opt_stage to-tensor "$OUT/optimized.mlir" "$OUT/tensor.mlir" "$TO_TENSOR"
echo "($(op_names "$OUT/tensor.mlir" | wc -l) ops over tensors: $OUT/tensor.mlir)"

section "3. bufferize: $BUFFERIZE"
opt_stage bufferize "$OUT/tensor.mlir" "$OUT/buffers.mlir" "$BUFFERIZE"
echo "($(op_names "$OUT/buffers.mlir" | wc -l) ops over memrefs, $(grep -c 'memref.alloc' "$OUT/buffers.mlir" || true) allocations, $(grep -c 'memref.copy' "$OUT/buffers.mlir" || true) copies: $OUT/buffers.mlir)"

section "4. lower to llvm: $TO_LLVM"
opt_stage to-llvm "$OUT/buffers.mlir" "$OUT/llvm.mlir" "$TO_LLVM"
echo "($(op_names "$OUT/llvm.mlir" | wc -l) ops in the llvm dialect: $OUT/llvm.mlir)"

section "5. run: oxir-run -e main --entry-point-result=void"
"$RUN" "$OUT/llvm.mlir" -e main --entry-point-result=void | tee "$OUT/output.txt"

# The same program without equality saturation, for comparison (its output must be the same).
"$OPT" "$INPUT" --pass-pipeline="builtin.module($OPTIMIZE_NO_EQSAT,$LOWER)" -o "$OUT/llvm-no-eqsat.mlir"
"$RUN" "$OUT/llvm-no-eqsat.mlir" -e main --entry-point-result=void > "$OUT/output-no-eqsat.txt"
if ! cmp -s "$OUT/output.txt" "$OUT/output-no-eqsat.txt"; then
  echo "error: the program prints something else without equality saturation:" >&2
  cat "$OUT/output-no-eqsat.txt" >&2
  exit 1
fi

# The best of RUNS runs of oxir-run on a file, in milliseconds (JIT compilation included).
RUNS=${RUNS:-5}
best_run_ms() {
  local best=
  for _ in $(seq "$RUNS"); do
    local start end
    start=$(now_ms)
    "$RUN" "$1" -e main --entry-point-result=void > /dev/null
    end=$(now_ms)
    if [ -z "$best" ] || [ $((end - start)) -lt "$best" ]; then best=$((end - start)); fi
  done
  echo "$best"
}
run_ms=$(best_run_ms "$OUT/llvm.mlir")
run_no_eqsat_ms=$(best_run_ms "$OUT/llvm-no-eqsat.mlir")

section "report"
"$OPT" "$INPUT" --pass-pipeline="builtin.module($OPTIMIZE_NO_EQSAT)" -o "$OUT/optimized-no-eqsat.mlir"
before=$(op_names "$INPUT" | wc -l)
after_canon=$(op_names "$OUT/optimized-no-eqsat.mlir" | wc -l)
after=$(op_names "$OUT/optimized.mlir" | wc -l)
echo "op counts (the module included):"
printf '  %-48s %5d\n' "as written" "$before" \
  "after inlining, shape inference, canonicalize" "$after_canon" \
  "after equality saturation too" "$after" \
  "lowered to llvm, with equality saturation" "$(op_names "$OUT/llvm.mlir" | wc -l)" \
  "lowered to llvm, without equality saturation" "$(op_names "$OUT/llvm-no-eqsat.mlir" | wc -l)"
echo "toy ops, as written -> optimized:"
join -a1 -a2 -e0 -o 0,1.2,2.2 \
  <(op_names "$INPUT" | grep '^toy\.' | sort | uniq -c | awk '{print $2, $1}' | sort) \
  <(op_names "$OUT/optimized.mlir" | grep '^toy\.' | sort | uniq -c | awk '{print $2, $1}' | sort) |
  awk '{printf "  %-16s %3d -> %d\n", $1, $2, $3}'
echo "run time, best of $RUNS (oxir-run, JIT compilation included): ${run_ms} ms with equality saturation, ${run_no_eqsat_ms} ms without"
echo
echo "timing of stage 1 (optimize):"
cat "$OUT/optimize.timing"
for stage in to-tensor bufferize to-llvm; do
  echo "timing of stage $stage:"
  cat "$OUT/$stage.timing"
done
