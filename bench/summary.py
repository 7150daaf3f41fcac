#!/usr/bin/env python3
"""Prints the figures of `make bench` as tables a reader can take in at a glance.

- The criterion benches (`cargo bench -p oxir-tests --bench throughput`, and any other criterion
  bench that was run): median time of one iteration, throughput in ops per second, time per op,
  and the change against the run before (criterion keeps the previous run as its baseline).
- The comparison with mlir-opt 22 that `bench/compare-mlir-opt.sh` wrote to `bench/out/compare.tsv`
  (skipped when absent): whole-process time and peak memory of both tools, their ratios, and the
  bars of the speed issue.

Usage: bench/summary.py [--criterion DIR] [--compare FILE]
  --criterion  criterion's output (default: $CARGO_TARGET_DIR/criterion, else target/criterion)
  --compare    the comparison's figures (default: bench/out/compare.tsv)
"""

import argparse
import json
import os
import sys
from pathlib import Path

# The bars of the speed issue: (minimum throughput ratio, maximum peak-memory ratio) by mode.
BARS = {
    "generic": (4.0, 0.35),
    "default": (4.0, 0.35),
    "canon-cse": (3.0, None),
    "to-llvm": (3.0, 0.5),
    "translate": (2.0, None),
}

MODE_TEXT = {
    "generic": "parse+verify+print, generic",
    "default": "parse+verify+print, custom",
    "canon-cse": "--canonicalize --cse",
    "to-llvm": "--convert-to-llvm",
    "translate": "--mlir-to-llvmir",
}


def fmt_time(ns):
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("us", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.3g} {unit}" if ns / scale < 100 else f"{ns / scale:.0f} {unit}"
    return f"{ns:.0f} ns"


def fmt_rate(per_s):
    for unit, scale in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if per_s >= scale:
            return f"{per_s / scale:.3g} {unit}"
    return f"{per_s:.3g} "


def table(header, rows, right=()):
    widths = [max(len(str(r[i])) for r in [header] + rows) for i in range(len(header))]
    for r in [header] + rows:
        cells = [str(c).rjust(w) if i in right else str(c).ljust(w) for i, (c, w) in enumerate(zip(r, widths))]
        print("  ".join(cells).rstrip())


def criterion_rows(root):
    rows = []
    for bench in sorted(root.glob("**/new/benchmark.json")):
        new = bench.parent
        try:
            meta = json.loads(bench.read_text())
            median = json.loads((new / "estimates.json").read_text())["median"]["point_estimate"]
        except (OSError, ValueError, KeyError):
            continue
        throughput = meta.get("throughput") or {}
        elems = throughput.get("Elements") or throughput.get("Bytes")
        unit = "ops" if "Elements" in throughput else "bytes"
        change = ""
        change_file = new.parent / "change" / "estimates.json"
        base_file = new.parent / "base" / "estimates.json"
        # criterion writes change/ only when the run had a baseline; a stale one is older than new/.
        if change_file.exists() and base_file.exists() and change_file.stat().st_mtime >= bench.stat().st_mtime - 60:
            try:
                rel = json.loads(change_file.read_text())["median"]["point_estimate"]
                change = f"{rel * 100:+.1f}%"
            except (OSError, ValueError, KeyError):
                pass
        per_s = f"{fmt_rate(elems / (median / 1e9))}{unit}/s" if elems else ""
        per_op = fmt_time(median / elems) if elems and unit == "ops" else ""
        rows.append([meta.get("full_id", str(new.parent)), f"{elems:,}" if elems else "", fmt_time(median), per_s, per_op, change])
    return rows


def compare_rows(path):
    figures = {}
    order = []
    for line in path.read_text().splitlines():
        cells = line.split("\t")
        if len(cells) < 4:
            continue
        file, mode, tool = cells[:3]
        if (file, mode) not in order:
            order.append((file, mode))
        if cells[3] == "FAIL":
            figures[file, mode, tool] = None
        else:
            figures[file, mode, tool] = (float(cells[3]), int(cells[4]) / 1024)
    rows = []
    for file, mode in order:
        oxir = figures.get((file, mode, "oxir"))
        mlir = figures.get((file, mode, "mlir"))
        what = f"{file}: {MODE_TEXT.get(mode, mode)}"
        if oxir is None:
            rows.append([what, "failed", "", "", "", "", "", ""])
            continue
        if mlir is None:
            rows.append([what, f"{oxir[0]:.3f}", "-", "-", f"{oxir[1]:.1f}", "-", "-", ""])
            continue
        speed = mlir[0] / oxir[0] if oxir[0] > 0 else 0.0
        memory = oxir[1] / mlir[1] if mlir[1] > 0 else 0.0
        bar_speed, bar_memory = BARS.get(mode, (None, None))
        verdict = []
        if bar_speed is not None:
            verdict.append(f">={bar_speed:g}x {'met' if speed >= bar_speed else 'not met'}")
        if bar_memory is not None:
            verdict.append(f"<={bar_memory:g}x mem {'met' if memory <= bar_memory else 'not met'}")
        rows.append([
            what,
            f"{oxir[0]:.3f}",
            f"{mlir[0]:.3f}",
            f"{speed:.2f}x",
            f"{oxir[1]:.1f}",
            f"{mlir[1]:.1f}",
            f"{memory:.2f}x",
            ", ".join(verdict),
        ])
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    target = Path(os.environ.get("CARGO_TARGET_DIR", "target"))
    parser.add_argument("--criterion", type=Path, default=target / "criterion")
    parser.add_argument("--compare", type=Path, default=Path("bench/out/compare.tsv"))
    args = parser.parse_args()

    try:
        load = Path("/proc/loadavg").read_text().split()[:3]
        cores = os.cpu_count()
        print(f"load average {' '.join(load)} on {cores} cores (figures from a loaded machine are slower)")
    except OSError:
        pass

    print()
    rows = criterion_rows(args.criterion) if args.criterion.is_dir() else []
    if rows:
        print("criterion benches, in-process on one thread (median; change against the run before):")
        table(["bench", "ops", "time", "throughput", "per op", "change"], rows, right={1, 2, 3, 4, 5})
    else:
        print(f"no criterion results under {args.criterion} (cargo bench -p oxir-tests --bench throughput)")

    print()
    if args.compare.is_file():
        print("against mlir-opt 22, whole process (best of the runs; ratios: throughput oxir/mlir, peak oxir/mlir):")
        table(
            ["what", "oxir s", "mlir s", "speed", "oxir MiB", "mlir MiB", "memory", "issue's bar"],
            compare_rows(args.compare),
            right={1, 2, 3, 4, 5, 6},
        )
    else:
        print(f"no comparison with mlir-opt at {args.compare} (bash bench/compare-mlir-opt.sh)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
