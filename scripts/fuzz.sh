#!/usr/bin/env bash
# Runs the cargo-fuzz targets of fuzz/ for a while each and sums up what happened.
#
#   scripts/fuzz.sh [TARGET] [SECONDS]     # TARGET: parse, parse_verify, roundtrip, opt, passes, translate, bytecode or all
#                                          # SECONDS per target: 300 by default
#
# Needs cargo-fuzz (`cargo install cargo-fuzz`) and libFuzzer's nightly compiler flags: on a stable
# toolchain the script sets RUSTC_BOOTSTRAP=1. The seed corpora (fuzz/corpus/<target>/) are built
# on first use by fuzz/make_corpus.py from ../shared/conformance, examples/, tests/lit and
# tests/regressions. Findings land in fuzz/artifacts/<target>/ (crash-*, timeout-*, oom-*); turn
# each into a tests/regressions/*.mlir file once fixed. Environment:
#   FUZZ_SANITIZER   address (default) or none (plain libFuzzer, faster, when ASan does not work)
#   FUZZ_ARGS        extra libFuzzer flags, e.g. "-max_len=65536"
set -euo pipefail

cd "$(dirname "$0")/../fuzz"
export PATH="$PATH:$HOME/.cargo/bin"
export RUSTC_BOOTSTRAP="${RUSTC_BOOTSTRAP:-1}"

all_targets=(parse parse_verify roundtrip opt passes translate bytecode)
target="${1:-all}"
seconds="${2:-300}"
sanitizer="${FUZZ_SANITIZER:-address}"
if [ "$target" = all ]; then targets=("${all_targets[@]}"); else targets=("$target"); fi

if ! command -v cargo-fuzz >/dev/null 2>&1; then
  echo "error: cargo-fuzz is not installed: cargo install cargo-fuzz" >&2
  exit 1
fi
mkdir -p logs
for t in "${targets[@]}"; do
  if [ ! -d "corpus/$t" ] || [ -z "$(ls -A "corpus/$t" 2>/dev/null)" ]; then
    python3 make_corpus.py
    break
  fi
done

# Build first (all targets at once); if the tree does not build right now (others are editing it),
# fall back to the binaries of the last good build.
triple=$(rustc -vV | sed -n 's/^host: //p')
bindir="target/$triple/release"
if [ "${FUZZ_NO_BUILD:-0}" != 1 ]; then
  if ! cargo fuzz build -s "$sanitizer" --debug-assertions >logs/build.log 2>&1; then
    echo "warning: cargo fuzz build failed (see fuzz/logs/build.log); using the last built binaries" >&2
  fi
fi

summary=()
status=0
for t in "${targets[@]}"; do
  mkdir -p "artifacts/$t" logs
  if [ ! -x "$bindir/$t" ]; then
    echo "error: $bindir/$t was never built; see fuzz/logs/build.log" >&2
    exit 1
  fi
  before=$(find "artifacts/$t" -type f | sort)
  log="logs/$t.log"
  echo "==> fuzzing $t for ${seconds}s (sanitizer: $sanitizer; log: fuzz/$log)"
  # Debug assertions are on, so arithmetic overflow is a finding too. One process, no -jobs.
  # shellcheck disable=SC2086
  if ! "$bindir/$t" "corpus/$t" -artifact_prefix="artifacts/$t/" \
      -dict=mlir.dict -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
      -print_final_stats=1 ${FUZZ_ARGS:-} >"$log" 2>&1; then
    status=1
  fi
  new=$(comm -13 <(echo "$before") <(find "artifacts/$t" -type f | sort) | sed '/^$/d')
  found=$(printf '%s' "$new" | grep -c . || true)
  execs=$(grep -ao 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1 || true)
  rate=$(grep -ao 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1 || true)
  cov=$(grep -ao 'cov: [0-9]* ft: [0-9]* corp: [0-9]*' "$log" | tail -1 || true)
  # Fork mode (-fork=N in FUZZ_ARGS) prints no final stats: its parent's last "#N: ... exec/s: R" line.
  if [ -z "$execs" ]; then
    last=$(grep -aE '^#[0-9]+: cov:' "$log" | tail -1 || true)
    execs=$(printf '%s' "$last" | sed -n 's/^#\([0-9]*\):.*/\1/p')
    rate=$(printf '%s' "$last" | sed -n 's/.*exec\/s: \([0-9]*\).*/\1/p')
  fi
  line="$t: ${execs:-?} execs, ${rate:-?} execs/s, ${cov:-cov: ?}, ${found} new finding(s)"
  echo "    $line"
  if [ "$found" -ne 0 ]; then
    status=1
    printf '%s\n' "$new" | sed 's/^/      fuzz\//'
    grep -a -m1 -A12 -E '^==[0-9]+==ERROR|panicked at|ALARM|out-of-memory' "$log" | sed 's/^/      /' || true
  fi
  summary+=("$line")
done

echo
echo "summary:"
printf '  %s\n' "${summary[@]}"
exit "$status"
