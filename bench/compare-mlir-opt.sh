#!/usr/bin/env bash
# Compares oxir-opt with mlir-opt on the same large inputs: wall time and peak RSS of
# parse + verify + print, in generic form (--mlir-print-op-generic) and in the default form, of
# --canonicalize --cse (mode canon-cse) and --convert-to-llvm (mode to-llvm) on the arith module,
# and of oxir-translate against mlir-translate --mlir-to-llvmir on that module lowered to the llvm
# dialect (mode translate).
#
# Usage: bench/compare-mlir-opt.sh [-r REPS] [--arith-ops N] [--arith-funcs N] [--dense-ops N]
#                                  [--dense-elems N]
# Environment: MLIR_OPT, MLIR_TRANSLATE (default /usr/lib/llvm-22/bin/mlir-opt and mlir-translate;
# skipped when absent).
#
# Each run is repeated REPS times (default 5) and the best time and the lowest peak RSS are kept.
# Wall time is measured here with nanosecond resolution (GNU time's %e has only two decimals);
# peak RSS is GNU time's %M. Inputs and outputs go to bench/out/ (gitignored); the figures also go
# to bench/out/compare.tsv, which bench/summary.py prints with the criterion benches.
set -euo pipefail

cd "$(dirname "$0")/.."

reps=5
arith_ops=200000
arith_funcs=200
dense_ops=2000
dense_elems=64
while [ $# -gt 0 ]; do
  case "$1" in
    -r|--reps) reps=$2; shift 2 ;;
    --arith-ops) arith_ops=$2; shift 2 ;;
    --arith-funcs) arith_funcs=$2; shift 2 ;;
    --dense-ops) dense_ops=$2; shift 2 ;;
    --dense-elems) dense_elems=$2; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "error: unknown argument '$1' (try --help)" >&2; exit 2 ;;
  esac
done

GNU_TIME=/usr/bin/time
if ! "$GNU_TIME" -f '%e %M' true >/dev/null 2>&1; then
  echo "error: GNU time is needed at $GNU_TIME (on Debian: apt-get install -y time)" >&2
  exit 1
fi

MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
MLIR_TRANSLATE=${MLIR_TRANSLATE:-/usr/lib/llvm-22/bin/mlir-translate}
OUT=bench/out
mkdir -p "$OUT"

echo "==> building oxir-opt and oxir-bench-gen (release)"
cargo build --release -p oxir-tools -p oxir-bench-gen
OXIR_OPT=${CARGO_TARGET_DIR:-target}/release/oxir-opt
OXIR_TRANSLATE=${CARGO_TARGET_DIR:-target}/release/oxir-translate
GEN=${CARGO_TARGET_DIR:-target}/release/oxir-bench-gen

echo "==> generating inputs in $OUT/"
"$GEN" arith --ops "$arith_ops" --funcs "$arith_funcs" -o "$OUT/arith.mlir"
"$GEN" dense --ops "$dense_ops" --elems "$dense_elems" -o "$OUT/dense.mlir"

tools=(oxir)
if [ -x "$MLIR_OPT" ] && [ -x "$MLIR_TRANSLATE" ]; then
  tools+=(mlir)
else
  echo "note: $MLIR_OPT or $MLIR_TRANSLATE not found, measuring oxir alone (on Debian: apt-get install -y mlir-22-tools)"
fi
# The input of the translation: the arith module lowered to the llvm dialect, by mlir-opt when it
# is there (the reference), else by oxir-opt.
lower=$OXIR_OPT
if [ "${#tools[@]}" -eq 2 ]; then lower=$MLIR_OPT; fi
"$lower" --allow-unregistered-dialect --convert-to-llvm "$OUT/arith.mlir" -o "$OUT/arith-llvm.mlir"

# Runs one configuration REPS times; prints "best_seconds peak_kb", or "FAIL" if a run fails.
measure() {
  local best_s="" best_kb="" i t0 t1 s kb
  for ((i = 0; i < reps; i++)); do
    t0=$(date +%s%N)
    if ! "$GNU_TIME" -f '%e %M' -o "$OUT/time.txt" "$@" 2>"$OUT/stderr.txt"; then
      echo "FAIL"
      return
    fi
    t1=$(date +%s%N)
    s=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", (b - a) / 1e9 }')
    kb=$(awk 'END { print $2 }' "$OUT/time.txt")
    if [ -z "$best_s" ] || awk -v x="$s" -v y="$best_s" 'BEGIN { exit !(x < y) }'; then best_s=$s; fi
    if [ -z "$best_kb" ] || [ "$kb" -lt "$best_kb" ]; then best_kb=$kb; fi
  done
  echo "$best_s $best_kb"
}

declare -A result
rows=()
for file in arith dense arith-llvm; do
  input="$OUT/$file.mlir"
  case $file in
    # The passes: the whole arith/func module through canonicalize + cse and convert-to-llvm.
    arith) modes=(generic default canon-cse to-llvm) ;;
    dense) modes=(generic default) ;;
    arith-llvm) modes=(translate) ;;
  esac
  for mode in "${modes[@]}"; do
    flags=(--allow-unregistered-dialect)
    case $mode in
      generic) flags+=(--mlir-print-op-generic) ;;
      canon-cse) flags+=(--canonicalize --cse) ;;
      to-llvm) flags+=(--convert-to-llvm) ;;
      translate) flags=(--mlir-to-llvmir) ;;
    esac
    for tool in "${tools[@]}"; do
      if [ "$mode" = translate ]; then
        if [ "$tool" = oxir ]; then bin=$OXIR_TRANSLATE; else bin=$MLIR_TRANSLATE; fi
      elif [ "$tool" = oxir ]; then
        bin=$OXIR_OPT
      else
        bin=$MLIR_OPT
      fi
      echo "==> $tool-opt $mode $input (x$reps)"
      r=$(measure "$bin" "${flags[@]}" "$input" -o /dev/null)
      if [ "$r" = FAIL ]; then
        echo "    FAILED; its error output:"
        sed 's/^/    /' "$OUT/stderr.txt" | head -20
      fi
      result[$file,$mode,$tool]=$r
    done
    rows+=("$file $mode")
  done
done

# The figures for bench/summary.py: file, mode, tool, best seconds, lowest peak KB, input bytes.
: >"$OUT/compare.tsv"
for row in "${rows[@]}"; do
  read -r file mode <<<"$row"
  for tool in "${tools[@]}"; do
    printf '%s\t%s\t%s\t%s\t%s\n' "$file" "$mode" "$tool" "${result[$file,$mode,$tool]// /$'\t'}" \
      "$(stat -c %s "$OUT/$file.mlir")" >>"$OUT/compare.tsv"
  done
done

echo
printf '%-10s %-9s %-6s %9s %10s %9s %9s\n' file mode tool seconds 'MB/s' 'peak MB' 'input MB'
for row in "${rows[@]}"; do
  read -r file mode <<<"$row"
  size=$(stat -c %s "$OUT/$file.mlir")
  for tool in "${tools[@]}"; do
    r=${result[$file,$mode,$tool]}
    if [ "$r" = FAIL ]; then
      printf '%-10s %-9s %-6s %9s\n' "$file" "$mode" "$tool" FAILED
      continue
    fi
    read -r s kb <<<"$r"
    awk -v f="$file" -v m="$mode" -v t="$tool" -v s="$s" -v kb="$kb" -v size="$size" 'BEGIN {
      mbs = (s > 0) ? size / 1048576 / s : 0
      printf "%-10s %-9s %-6s %9.3f %10.1f %9.1f %9.1f\n", f, m, t, s, mbs, kb / 1024, size / 1048576
    }'
  done
done

if [ "${#tools[@]}" -eq 2 ]; then
  echo
  echo "ratios oxir/mlir (throughput: higher is better; peak RSS: lower is better)"
  printf '%-10s %-9s %11s %9s\n' file mode throughput 'peak RSS'
  for row in "${rows[@]}"; do
    read -r file mode <<<"$row"
    ro=${result[$file,$mode,oxir]}
    rm=${result[$file,$mode,mlir]}
    if [ "$ro" = FAIL ] || [ "$rm" = FAIL ]; then
      printf '%-10s %-9s %11s\n' "$file" "$mode" "n/a (a run failed)"
      continue
    fi
    read -r so ko <<<"$ro"
    read -r sm km <<<"$rm"
    awk -v f="$file" -v m="$mode" -v so="$so" -v ko="$ko" -v sm="$sm" -v km="$km" 'BEGIN {
      printf "%-10s %-9s %10.2fx %8.2fx\n", f, m, (so > 0 ? sm / so : 0), (km > 0 ? ko / km : 0)
    }'
  done
fi

# A failed run fails the script, after the table.
for r in "${result[@]}"; do
  if [ "$r" = FAIL ]; then exit 1; fi
done
