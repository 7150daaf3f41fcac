#!/usr/bin/env bash
# Runs the kernels of this folder (matmul, conv_2d_nhwc_hwcf, softmax over math.exp) through the
# same pipeline (tensors -> one-shot-bufferize -> loops -> LLVM) with oxir-opt + oxir-run and with
# mlir-opt + mlir-runner, checks that both print the same results, and prints the time of one
# kernel call: the median of RUNS process runs of each side (each run averages the kernel's REPS
# calls), and the median and range of the per-pair ratios (the runs alternate, so a pair shares
# the machine's load of the moment).
#
# Usage: bench/kernels/run.sh [kernel...]   (env: RUNS=7, OXIR=target/release, LLVM=/usr/lib/llvm-22,
#                                             OPT_FLAGS= e.g. -O3, passed to both runners)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
OXIR=${OXIR:-$root/target/release}
LLVM=${LLVM:-/usr/lib/llvm-22}
RUNS=${RUNS:-7}
OPT_FLAGS=${OPT_FLAGS:-}
libs="--shared-libs=$LLVM/lib/libmlir_runner_utils.so.22.1,$LLVM/lib/libmlir_c_runner_utils.so.22.1"
pipeline=(--one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline
  --convert-linalg-to-loops --convert-scf-to-cf --expand-strided-metadata --lower-affine
  --finalize-memref-to-llvm --convert-math-to-llvm --convert-to-llvm --reconcile-unrealized-casts)
kernels=("$@")
[ ${#kernels[@]} -eq 0 ] && kernels=(matmul conv2d softmax)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The median of a column of numbers.
median() { sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

printf '| kernel | mlir-runner (s) | oxir-run (s) | oxir / mlir, median of pairs | range of pairs | results |\n'
printf '|---|---|---|---|---|---|\n'
for k in "${kernels[@]}"; do
  src="$here/$k.mlir"
  "$LLVM/bin/mlir-opt" "$src" "${pipeline[@]}" > "$tmp/$k.mlir-opt.mlir"
  "$OXIR/oxir-opt" "$src" "${pipeline[@]}" > "$tmp/$k.oxir-opt.mlir"
  : > "$tmp/$k.mlir.times"; : > "$tmp/$k.oxir.times"
  for _ in $(seq "$RUNS"); do
    # shellcheck disable=SC2086
    "$LLVM/bin/mlir-runner" "$tmp/$k.mlir-opt.mlir" -e main --entry-point-result=void $OPT_FLAGS "$libs" > "$tmp/$k.mlir.out"
    tail -n 1 "$tmp/$k.mlir.out" >> "$tmp/$k.mlir.times"
    # shellcheck disable=SC2086
    "$OXIR/oxir-run" "$tmp/$k.oxir-opt.mlir" -e main --entry-point-result=void $OPT_FLAGS "$libs" > "$tmp/$k.oxir.out"
    tail -n 1 "$tmp/$k.oxir.out" >> "$tmp/$k.oxir.times"
  done
  # The printed results without the time and the buffers' addresses.
  strip() { sed '$d' "$1" | sed 's/base@ = 0x[0-9a-f]*//'; }
  if cmp -s <(strip "$tmp/$k.mlir.out") <(strip "$tmp/$k.oxir.out"); then same=identical; else same=DIFFERENT; fi
  m=$(median < "$tmp/$k.mlir.times"); o=$(median < "$tmp/$k.oxir.times")
  paste "$tmp/$k.mlir.times" "$tmp/$k.oxir.times" | awk '{printf "%.4f\n", $2 / $1}' | sort -g > "$tmp/$k.ratios"
  r=$(median < "$tmp/$k.ratios"); lo=$(head -n 1 "$tmp/$k.ratios"); hi=$(tail -n 1 "$tmp/$k.ratios")
  printf '| %s | %s | %s | %.3f | %s to %s | %s |\n' "$k" "$m" "$o" "$r" "$lo" "$hi" "$same"
done
