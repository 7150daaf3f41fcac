#!/usr/bin/env python3
"""Replays the pass pipelines recorded in ../shared/conformance with oxir-opt.

Usage: bench/difftest/pipelines.py [FILTER]
Environment: OXIR_OPT (default target/debug/oxir-opt), OXIR_TRANSLATE (default
target/debug/oxir-translate), OXIR_RUN (default target/debug/oxir-run), CONFORMANCE (default
../shared/conformance). A `| mlir-runner ...` stage of a RUN line is replayed with oxir-run (memref
addresses normalized).

For every case whose dialects oxir implements (and that does not use MLIR's internal test dialect),
each recorded `mlir-opt` (`mlir-translate`) RUN line is run with oxir-opt (oxir-translate) on the
case's text (flags as recorded, minus `--split-input-file`), and its stdout and exit status are
compared with what MLIR's tool printed.
Prints [passed, total] per source file and pipeline; FILTER keeps the files whose path contains it.
"""
import collections
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OXIR = os.environ.get("OXIR_OPT", os.path.join(ROOT, "target", "debug", "oxir-opt"))
TRANSLATE = os.environ.get("OXIR_TRANSLATE", os.path.join(ROOT, "target", "debug", "oxir-translate"))
RUNNER = os.environ.get("OXIR_RUN", os.path.join(ROOT, "target", "debug", "oxir-run"))
TOOLS = {"mlir-opt": OXIR, "mlir-translate": TRANSLATE}


def runner_stage(run):
    """The arguments of a `| mlir-runner ...` stage of the RUN line (without --shared-libs), or None."""
    for seg in run.split("|")[1:]:
        words = shlex.split(seg)
        if words and words[0] == "mlir-runner":
            return [w for w in words[1:] if not w.lstrip("-").startswith("shared-libs")]
    return None


def normalize(text):
    """Memref printouts carry heap addresses, which differ from run to run."""
    return re.sub(r"base@ = 0x[0-9a-f]+", "base@ = PTR", text)
CASES = os.path.join(os.environ.get("CONFORMANCE", os.path.join(ROOT, "..", "shared", "conformance")), "cases.jsonl")
IMPLEMENTED = {"builtin", "func", "arith", "cf", "scf", "memref", "tensor", "llvm"}


def main():
    filt = sys.argv[1] if len(sys.argv) > 1 else ""
    stat = collections.defaultdict(lambda: [0, 0])
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "in.mlir")
        for line in open(CASES):
            case = json.loads(line)
            if filt not in case["file"] or case.get("uses_test_dialect"):
                continue
            if any(d not in IMPLEMENTED for d in case.get("dialects", [])):
                continue
            for p in case.get("pipelines") or []:
                run = p["run_line"]
                tool = run.split()[0] if run.split() else ""
                if tool not in TOOLS:
                    continue
                try:
                    args = shlex.split(run.split("|")[0])[1:]
                except ValueError:
                    continue
                args = [a for a in args if a not in ("%s", "--split-input-file", "-split-input-file")]
                with open(path, "w") as f:
                    f.write(case["text"])
                try:
                    r = subprocess.run([TOOLS[tool]] + args + [path], capture_output=True, text=True, timeout=20)
                    stage = runner_stage(run)
                    if stage is not None and r.returncode == 0:
                        # `mlir-opt ... | mlir-runner ...`: run the lowered IR with oxir-run.
                        r = subprocess.run([RUNNER] + stage, input=r.stdout, capture_output=True, text=True, timeout=20)
                        r.stdout = normalize(r.stdout)
                        p = dict(p, stdout=normalize(p["stdout"]))
                except subprocess.TimeoutExpired:
                    r = None
                key = case["file"] + " " + " ".join(args)[:60]
                stat[key][1] += 1
                if r is not None and r.stdout == p["stdout"] and r.returncode == p["rc"]:
                    stat[key][0] += 1
    for key, (ok, total) in sorted(stat.items(), key=lambda kv: -kv[1][1]):
        print(f"[{ok}, {total}] {key}")


if __name__ == "__main__":
    main()
