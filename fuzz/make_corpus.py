#!/usr/bin/env python3
"""Builds the seed corpora of the fuzz targets in fuzz/corpus/<target>/.

Seeds: the `text` of every case of ../shared/conformance/cases.jsonl (whole, and split at
`// -----` lines), what mlir-opt printed for them (`custom`, `generic`), examples/*.mlir,
tests/lit/**/*.mlir, examples/toy/tests/lit/*.mlir and tests/regressions/*.mlir. The `opt`
target reads its first byte as the option bits (see fuzz_targets/opt.rs), so its seeds get a prefix byte; `passes` and `translate`
read it as a pipeline selector, and get one spread by the seed's hash. Files are named by their
SHA-1, as libFuzzer names them, so running the script again adds nothing twice.

The `bytecode` target reads MLIR bytecode without its magic number: its seeds are 1500 of the
seeds above (those that verify), written as bytecode by mlir-opt (MLIR_OPT, default /usr/lib/llvm-22/bin/mlir-opt) and
by oxir-opt (OXIR_OPT, default target/release/oxir-opt), each tool skipped when it is missing.
"""
import concurrent.futures
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = os.environ.get("OXIR_CONFORMANCE", os.path.join(ROOT, "..", "shared", "conformance", "cases.jsonl"))
TARGETS = ["parse", "parse_verify", "roundtrip", "opt", "passes", "translate"]
# Targets whose first byte selects what runs (flags, pipeline, lowering); see fuzz_targets/.
SELECTOR_TARGETS = {"opt", "passes", "translate"}
MAX_LEN = 16384  # Bigger seeds slow the fuzzer down more than they add coverage.
SPLIT = re.compile(r"^// -----.*$", re.M)
BYTECODE_MAGIC = b"ML\xefR"
BYTECODE_TEXTS = 1500
BYTECODE_WRITERS = [
    os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt"),
    os.environ.get("OXIR_OPT", os.path.join(ROOT, "target", "release", "oxir-opt")),
]


def texts():
    """(text, from_split_file) pairs."""
    if os.path.exists(CASES):
        with open(CASES, encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    continue
                case = json.loads(line)
                for key in ("text", "custom", "generic"):
                    if case.get(key):
                        yield case[key], key == "text"
    else:
        print(f"note: {CASES} not found; seeding from the repository only", file=sys.stderr)
    pats = ["examples/*.mlir", "tests/lit/**/*.mlir", "examples/toy/tests/lit/*.mlir", "tests/regressions/*.mlir"]
    for pat in pats:
        for path in sorted(glob.glob(os.path.join(ROOT, pat), recursive=True)):
            with open(path, encoding="utf-8", errors="replace") as f:
                yield f.read(), True


def main():
    out = {t: {} for t in TARGETS}

    def add(text, opt_bits):
        data = text.encode("utf-8")
        if not data.strip() or len(data) > MAX_LEN:
            return
        digest = hashlib.sha1(data).digest()
        for t in TARGETS:
            if t == "opt":
                blob = bytes([opt_bits]) + data
            elif t in SELECTOR_TARGETS:
                # Any pipeline for `passes`; lowering first or not for `translate`: spread by hash.
                blob = bytes([digest[0]]) + data
            else:
                blob = data
            out[t][hashlib.sha1(blob).hexdigest()] = blob

    for text, split in texts():
        diag = 4 if "expected-" in text else 0
        if split and SPLIT.search(text):
            add(text, 2 | diag)  # the whole file with --split-input-file
            for chunk in SPLIT.split(text):
                add(chunk, diag)
        else:
            add(text, diag)
            add(text, 8)  # and once printed generic
    out["bytecode"] = bytecode_seeds(out["parse_verify"].values())
    for t, blobs in out.items():
        d = os.path.join(ROOT, "fuzz", "corpus", t)
        os.makedirs(d, exist_ok=True)
        new = 0
        for name, blob in blobs.items():
            p = os.path.join(d, name)
            if not os.path.exists(p):
                with open(p, "wb") as f:
                    f.write(blob)
                new += 1
        print(f"{t}: {len(blobs)} seeds ({new} new) in {os.path.relpath(d, ROOT)}")


def bytecode_seeds(texts):
    """The bytecode (magic number stripped) each available writer makes of the texts it verifies:
    of the first BYTECODE_TEXTS texts by hash (each tool run costs tens of milliseconds)."""
    writers = [w for w in BYTECODE_WRITERS if shutil.which(w) or os.access(w, os.X_OK)]
    if not writers:
        print("note: neither mlir-opt nor oxir-opt found; no bytecode seeds", file=sys.stderr)
        return {}
    chosen = sorted((hashlib.sha1(t).digest(), t) for t in texts if b"expected-" not in t)
    jobs = [(w, t) for _, t in chosen[:BYTECODE_TEXTS] for w in writers]

    def encode(job):
        writer, data = job
        try:
            run = subprocess.run([writer, "--emit-bytecode", "-"], input=data, capture_output=True, timeout=20)
        except (OSError, subprocess.TimeoutExpired):
            return None
        if run.returncode == 0 and run.stdout.startswith(BYTECODE_MAGIC):
            return run.stdout[len(BYTECODE_MAGIC):] or None
        return None

    blobs = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for blob in pool.map(encode, jobs):
            if blob and len(blob) <= MAX_LEN:
                blobs[hashlib.sha1(blob).hexdigest()] = blob
    return blobs

if __name__ == "__main__":
    main()
