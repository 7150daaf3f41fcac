#!/usr/bin/env python3
"""Pass-pipeline fuzzer: oxir-opt against mlir-opt on programs from progen.py, pass by pass.

Usage: bench/difftest/passfuzz.py [--seed S] [--count N] [--pipelines SUBSTR,...] [--jobs J]
                                  [--minimize [--reducer hdd|oxir-reduce]] [--out DIR] [--per-class K]
                                  [--check FILE] [--write-expected FILE] [--inputs FILE...]
Environment: MLIR_OPT (default /usr/lib/llvm-22/bin/mlir-opt), OXIR_OPT (default
target/release/oxir-opt), OXIR_REDUCE (default target/release/oxir-reduce).

Each generated program (fixed seed: program i depends on (seed, i) only; the rare program mlir-opt
does not verify is regenerated) runs through every pipeline of PIPELINES in both tools; a pipeline
is identical on a program when both exit alike and print the same bytes. Prints the table
(identical/programs per pipeline, and how many mlir-opt accepts). Mismatches are grouped by class
(the pipeline, the kind, and the first differing line with names and numbers normalized).

--minimize shrinks up to --per-class programs of each class by hierarchical delta debugging (whole
functions, then ops, then the ops inside each op's regions, keeping the input valid for mlir-opt
and the mismatch in its class) and writes each class's smallest case to --out as a lit test whose
CHECK lines are mlir-opt's output, with a .txt holding both outputs. With --reducer oxir-reduce
the shrinking is oxir-reduce's reduction tree instead (it also removes blocks and regions and
replaces values, on the IR rather than on lines), with this script as its interestingness test
(`passfuzz.py --is-interesting KEYFILE CANDIDATE`: exit 1 when mlir-opt accepts the candidate and
the mismatch is still in the class KEYFILE holds, as mlir-reduce's tests answer); candidates
oxir-opt does not verify are not tried.

--write-expected FILE records every mismatch (pipeline, program, class) under the reason it is
known for: a `## reason` header line, then its `pipeline<TAB>program<TAB>class` lines. Reasons
already in FILE are kept for the classes that still occur (a reason header may also carry
`match: REGEX` lines, applied to `pipeline | class` to explain new mismatches); a mismatch no reason
explains goes under `## UNEXPLAINED`. --check FILE reruns and fails (exit 1) when a mismatch is
not recorded there (a regression), when a recorded one now matches (the record must then be
rewritten, so that it stays exact: a known difference that disappears is noticed), or when a
recorded mismatch has no reason. Only the programs of the run are checked, so a smaller --count
checks a prefix of a larger record. Without mlir-opt the run is skipped with a message (exit 0).

Unstable pipelines (UNSTABLE_PIPELINES): mlir-opt 22 does not print the same output twice for
some programs under One-Shot Bufferize with function boundaries. It bufferizes the functions
callees first, but takes the next among the functions that are ready from a DenseMap keyed by
the FuncOps' addresses (getFuncOpsOrderedByCalls), and the functions on call cycles last in that
map's order; the addresses change from run to run (address-space layout randomization), and so
does the order of the memref.globals it creates for constants (each inserted at the start of the
module, renamed `_0`, `_1`... by the symbol table when the name is taken). On a program with
three functions holding constants, 48 runs printed all 6 orders, each 4 to 12 times: no order is
preferred, so oxir keeps MLIR's rule where it is one (callees first, the calls that order
anything are those of functions with a tensor in their signature, cycles and their callers
last) and breaks its ties by module order. On such a pipeline an output mismatch reruns mlir-opt
up to RERUNS times: the program is identical when oxir prints any output mlir-opt gives for it,
else the mismatch is reported against the smallest output seen (so its class is the same from
run to run but for a rare order missed). A reason with an `unstable` line under its header still
covers mismatches of that kind: they are neither new nor fixed when they come and go.
"""
import argparse
import concurrent.futures as cf
import hashlib
import os
import re
import shutil
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import progen  # noqa: E402
from run import ddmin, prepare_tools  # noqa: E402

MLIR = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")
OXIR = os.environ.get("OXIR_OPT", os.path.join(ROOT, "target", "release", "oxir-opt"))
OXIR_REDUCE = os.environ.get("OXIR_REDUCE", os.path.join(ROOT, "target", "release", "oxir-reduce"))
TIMEOUT = 30

# Pipelines whose mlir-opt output is not a function of the input: with function boundaries,
# One-Shot Bufferize takes the functions that are ready (all their callees done) in the order of a
# DenseMap keyed by the FuncOps' addresses (getFuncOpsOrderedByCalls), which address-space layout
# randomization changes from run to run, and the order in which it bufferizes them is the order
# in which it creates the memref.globals of their constants (each at the start of the module,
# renamed by the symbol table when the name is taken). A mismatch on such a pipeline reruns
# mlir-opt up to RERUNS times and counts as identical when oxir prints any of its outputs.
UNSTABLE_PIPELINES = ("bufferize-function-boundaries",)
RERUNS = 40

# The nine pipelines of issue 26's table, then the further passes oxir registers under MLIR's names.
PIPELINES = [
    "--canonicalize",
    "--cse",
    "--canonicalize --cse",
    "--sccp",
    "--loop-invariant-code-motion",
    "--remove-dead-values",
    "--inline",
    "--convert-scf-to-cf",
    "--convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts",
    "--inline=default-pipeline=",
    "--symbol-dce",
    "--one-shot-bufferize",
    "--one-shot-bufferize=bufferize-function-boundaries",
    "--one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline",
    "--buffer-deallocation-pipeline",
    "--expand-strided-metadata",
    "--lower-affine",
    "--finalize-memref-to-llvm",
]


def run(tool, args, path):
    """(status, stdout, first error line) of one run; status is 'timeout' or 'crash' when so."""
    try:
        p = subprocess.run([tool, *args, path], capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return ("timeout", b"", "")
    err = p.stderr.decode("utf-8", "replace")
    first = next((l.split(": error: ", 1)[1] for l in err.splitlines() if ": error: " in l), "")
    if p.returncode < 0 or "panicked" in err:
        return ("crash", p.stdout, (err.strip().splitlines() or [""])[-1] if not first else first)
    return (p.returncode, p.stdout, first)


def norm(s):
    s = re.sub(r"%[\w$.#-]+", "%", s)
    s = re.sub(r"\^bb\d+", "^bb", s)
    s = re.sub(r"@[\w$.-]+", "@", s)
    s = re.sub(r"-?\b\d+(\.\d+)?(e[-+]?\d+)?\b", "N", s)
    return s.strip()[:120]


def classify(pipeline, m, o):
    """None when identical, else the mismatch's class key."""
    if o[0] in ("crash", "timeout"):
        return "%s | oxir-%s | %s" % (pipeline, o[0], norm(o[2]))
    if (m[0] == 0) != (o[0] == 0):
        if m[0] == 0:
            return "%s | oxir-rejects | %s" % (pipeline, norm(o[2]))
        return "%s | oxir-accepts | %s" % (pipeline, norm(m[2]))
    if m[1] == o[1]:
        return None
    ml = m[1].decode("utf-8", "replace").splitlines()
    ol = o[1].decode("utf-8", "replace").splitlines()
    for a, b in zip(ml + [""] * len(ol), ol + [""] * len(ml)):
        if a != b:
            return "%s | output | %s" % (pipeline, norm(a) or "(oxir prints more) " + norm(b))
    return "%s | output |" % pipeline


class Tools:
    def __init__(self, workdir):
        self.workdir = workdir

    def write(self, text, tag):
        path = os.path.join(self.workdir, "%s-%d.mlir" % (tag, threading.get_ident()))
        with open(path, "w") as f:
            f.write(text)
        return path

    def compare(self, pipeline, path):
        args = pipeline.split()
        m = run(MLIR, args, path)
        if m[0] in ("timeout", "crash"):
            return None, m, None  # nothing to compare against
        o = run(OXIR, args, path)
        key = classify(pipeline, m, o)
        if key is not None and m[0] == 0 and o[0] == 0 and any(u in pipeline for u in UNSTABLE_PIPELINES):
            m, key = rerun_unstable(pipeline, args, path, m, o)
        return key, m, o


def rerun_unstable(pipeline, args, path, m, o):
    """(mlir-opt's run, class) for an output mismatch on an unstable pipeline: mlir-opt reruns up to
    RERUNS times; the first run printing oxir's output makes the program identical, else the
    mismatch is reported against the smallest of the outputs seen (all of them, but for a rare
    one, whatever the order they came in), so that its class does not change from run to run."""
    seen = {m[1]: m}
    for _ in range(RERUNS - 1):
        r = run(MLIR, args, path)
        if r[0] != 0:
            continue
        if r[1] == o[1]:
            return r, None
        seen.setdefault(r[1], r)
    ref = seen[min(seen)]
    return ref, classify(pipeline, ref, o)


def valid(text, path):
    with open(path, "w") as f:
        f.write(text)
    return run(MLIR, [], path)[0] == 0


def programs(seed, count, workdir, jobs):
    """The programs of the run: (id, text), each verified by mlir-opt."""
    def one(i):
        path = os.path.join(workdir, "gen-%d.mlir" % i)
        for attempt in range(10):
            text = progen.program(seed, i, attempt)
            if valid(text, path):
                return ("s%d-p%d" % (seed, i), text)
        return None
    with cf.ThreadPoolExecutor(jobs) as ex:
        return [p for p in ex.map(one, range(count)) if p is not None]


# ----------------------------------------------------------------------------- minimization


def op_end(lines, i):
    """The line after the op starting at line i (brackets balanced; scf.index_switch cases)."""
    depth, k = 0, i
    while k < len(lines):
        s = lines[k][1]
        depth += s.count("{") + s.count("[") - s.count("}") - s.count("]")
        k += 1
        if depth <= 0:
            nxt = lines[k][1].strip() if k < len(lines) else ""
            if not (nxt.startswith("case ") or nxt.startswith("default {")):
                return k
    return k


KEEP = re.compile(r"^\s*(\^|}|case |default |(%[\w#:]+ = )?(return|func\.return|scf\.yield|scf\.condition|"
                  r"tensor\.yield|cf\.br|cf\.cond_br|cf\.switch|affine\.yield|module)\b)")


def children(lines, lo, hi):
    """Removable op spans (first line's id, line count) directly inside lines[lo:hi]."""
    out, k = [], lo
    while k < hi:
        s = lines[k][1].strip()
        if not s or s.startswith(("^", "}", "case ", "default ")):
            k += 1  # a block label or a region separator of the enclosing op
            continue
        j = op_end(lines, k)
        if not KEEP.match(lines[k][1]):
            out.append((lines[k][0], j - k))
        k = j
    return out


def hdd(text, test):
    """Hierarchical delta debugging: ddmin over the ops of each nesting level, outermost first."""
    lines = list(enumerate(text.splitlines()))
    budget = [400]

    def render(ls):
        return "\n".join(s for _, s in ls) + "\n"

    def position(ls, lid):
        return next(i for i, (x, _) in enumerate(ls) if x == lid)

    def drop(ls, spans):
        ids = set()
        for first, n in spans:
            pos = position(ls, first)
            ids.update(x for x, _ in ls[pos:pos + n])
        return [x for x in ls if x[0] not in ids]

    # The worklist holds the ids of ops whose regions are still to reduce (None: the module body).
    work = [None]
    while work and budget[0] > 0:
        owner = work.pop(0)
        if owner is None:
            lo, hi = 1, len(lines) - 1
        else:
            pos = position(lines, owner)
            lo, hi = pos + 1, op_end(lines, pos) - 1
        items = children(lines, lo, hi)
        cur = lines

        def without(keep):
            return drop(cur, [it for it in items if it not in keep])
        kept = ddmin(items, lambda keep: test(render(without(keep))), budget)
        if len(kept) == 1 and budget[0] > 0:
            budget[0] -= 1
            if test(render(without([]))):
                kept = []
        lines = without(kept)
        for first, n in kept:
            if n > 1:
                work.append(first)
    return render(lines)


def check_escape(line):
    """A line as a FileCheck pattern: '[[' and '{{' are FileCheck syntax."""
    return re.sub(r"\[\[|\{\{", lambda m: "{{\\[\\[}}" if m.group(0) == "[[" else "{{\\{\\{}}", line)


def lit_test(pipeline, text, mlir_out):
    out = ["// RUN: oxir-opt %s %%s | FileCheck %%s" % pipeline, ""]
    out += [l for l in text.rstrip().splitlines()]
    out.append("")
    first = True
    for l in mlir_out.decode("utf-8", "replace").splitlines():
        if not l.strip():
            continue
        out.append("// %s %s" % ("CHECK:" if first else "CHECK-NEXT:", check_escape(l.strip())))
        first = False
    return "\n".join(out) + "\n"


def minimize(tools, pipeline, key, text):
    def test(t):
        path = tools.write(t, "min")
        if run(MLIR, [], path)[0] != 0:
            return False
        k, _, _ = tools.compare(pipeline, path)
        return k == key
    if not test(text):
        return text
    return hdd(text, test)


def minimize_with_oxir_reduce(tools, key, text):
    """`text` shrunk by oxir-reduce, whose test is this script's --is-interesting for `key`."""
    tag = hashlib.sha1(key.encode()).hexdigest()[:8]
    keyfile = os.path.join(tools.workdir, "key-%s.txt" % tag)
    with open(keyfile, "w") as f:
        f.write(key)
    script = os.path.join(tools.workdir, "interesting-%s.sh" % tag)
    with open(script, "w") as f:
        f.write('#!/bin/sh\nMLIR_OPT="%s" OXIR_OPT="%s" exec "%s" "%s" --is-interesting "$@"\n'
                % (MLIR, OXIR, sys.executable, os.path.abspath(__file__)))
    os.chmod(script, 0o755)
    src = tools.write(text, "reduce-%s" % tag)
    try:
        p = subprocess.run([OXIR_REDUCE, src, "--reduction-tree=test=%s test-arg=%s" % (script, keyfile)],
                           capture_output=True, timeout=TIMEOUT * 100)
    except subprocess.TimeoutExpired:
        return text
    return p.stdout.decode("utf-8", "replace") if p.returncode == 0 else text


def is_interesting(keyfile, candidate):
    """mlir-reduce's answer for one candidate: 1 (interesting) when mlir-opt accepts it and the
    mismatch is still in the class `keyfile` holds, else 0."""
    with open(keyfile) as f:
        key = f.read()
    if run(MLIR, [], candidate)[0] != 0:
        return 0
    k, _, _ = Tools(os.path.dirname(candidate)).compare(key.split(" | ")[0], candidate)
    return 1 if k == key else 0


# ----------------------------------------------------------------------------- known differences

UNEXPLAINED = "UNEXPLAINED (no reason recorded: name one, or fix the difference)"


def read_known(path):
    """The record: {(pipeline, program): (class, reason)}, [(reason, [regex])] in file order, and
    the set of unstable reasons (an `unstable` line under the header: mlir-opt's own output of
    those programs changes from run to run, so --check neither reports them as new nor as fixed)."""
    entries, reasons, reason, unstable = {}, [], None, set()
    if not os.path.exists(path):
        return entries, reasons, unstable
    for line in open(path):
        line = line.rstrip("\n")
        if line.startswith("## "):
            reason = line[3:].strip()
            reasons.append((reason, []))
        elif line.startswith("match: ") and reasons:
            reasons[-1][1].append(re.compile(line[len("match: "):]))
        elif line.strip() == "unstable" and reason:
            unstable.add(reason)
        elif line.strip() and not line.startswith("#"):
            p, pid, cls = line.split("\t")
            entries[(p, pid)] = (cls, reason)
    return entries, reasons, unstable


def write_known(path, seed, count, results):
    """Rewrites the record from this run's mismatches, keeping the reasons of the old record."""
    old, reasons, unstable = read_known(path)
    by_class = {}
    for (p, pid), (cls, reason) in old.items():
        if reason and reason != UNEXPLAINED:
            by_class["%s | %s" % (p, cls)] = reason
    groups = {}
    for (p, pid), (key, m) in sorted(results.items()):
        if key is None:
            continue
        reason = by_class.get(key) or next(
            (r for r, rx in reasons if r != UNEXPLAINED and any(x.search(key) for x in rx)), UNEXPLAINED)
        groups.setdefault(reason, []).append("%s\t%s\t%s" % (p, pid, key.split(" | ", 1)[1]))
    # An unstable reason stays without lines: it covers the rare order the reruns miss.
    order = [r for r, _ in reasons if r in groups or r in unstable] + sorted(r for r in groups if r not in dict(reasons))
    patterns = dict(reasons)
    with open(path, "w") as f:
        f.write("# Known differences from mlir-opt 22: passfuzz.py --seed %d --count %d --write-expected\n" % (seed, count))
        f.write("# (see the docstring of bench/difftest/passfuzz.py). Each '## ' line is a reason; the lines\n")
        f.write("# under it are the mismatches it explains: pipeline, program, class.\n")
        for r in order:
            f.write("\n## %s\n" % r)
            if r in unstable:
                f.write("unstable\n")
            for x in patterns.get(r, []):
                f.write("match: %s\n" % x.pattern)
            for line in groups.get(r, []):
                f.write(line + "\n")


def check_known(path, results, pipes):
    """Compares the run with the record; prints what differs and returns the exit status."""
    expected, reasons, unstable = read_known(path)
    unstable_rx = [x for r, rx in reasons if r in unstable for x in rx]
    new = [(p, pid, k) for (p, pid), (k, m) in sorted(results.items())
           if k is not None and (p, pid) not in expected and p in pipes
           and not any(x.search(k) for x in unstable_rx)]
    fixed = [(p, pid) for (p, pid) in sorted(expected) if p in pipes and (p, pid) in results
             and results[(p, pid)][0] is None and expected[(p, pid)][1] not in unstable]
    unexplained = [(p, pid) for (p, pid), (c, r) in sorted(expected.items())
                   if (p, pid) in results and (not r or r == UNEXPLAINED)]
    for p, pid, k in new:
        print("NEW MISMATCH: %s on %s: %s" % (p, pid, k))
    for p, pid in fixed:
        print("NOW IDENTICAL (remove from %s): %s on %s" % (path, p, pid))
    for p, pid in unexplained:
        print("NO REASON RECORDED: %s on %s: %s" % (p, pid, expected[(p, pid)][0]))
    checked = sum(1 for k in expected if k in results)
    if new or fixed or unexplained:
        print("passfuzz: %d new mismatches, %d recorded mismatches now identical, %d without a reason "
              "(after a fix, rewrite the record with --write-expected %s)" % (len(new), len(fixed), len(unexplained), path))
        return 1
    print("passfuzz: every mismatch is a known difference with its reason (%d checked)" % checked)
    return 0


# ----------------------------------------------------------------------------- main


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--pipelines", default="", help="comma-separated substrings: keep matching pipelines")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--minimize", action="store_true")
    ap.add_argument("--reducer", choices=["hdd", "oxir-reduce"], default="hdd",
                    help="how --minimize shrinks: hierarchical delta debugging here, or oxir-reduce")
    ap.add_argument("--is-interesting", nargs=2, metavar=("KEYFILE", "CANDIDATE"),
                    help="oxir-reduce's test: exit 1 when CANDIDATE still shows KEYFILE's mismatch")
    ap.add_argument("--per-class", type=int, default=1)
    ap.add_argument("--max-classes", type=int, default=0, help="minimize only the N largest classes")
    ap.add_argument("--out", default=os.path.join(HERE, "pass-mismatches"))
    ap.add_argument("--check")
    ap.add_argument("--write-expected")
    ap.add_argument("--inputs", nargs="*")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()
    if a.is_interesting:
        return is_interesting(*a.is_interesting)
    if a.minimize and a.reducer == "oxir-reduce" and not os.path.exists(OXIR_REDUCE):
        print("passfuzz: error: %s not found (cargo build --release -p oxir-tools)" % OXIR_REDUCE)
        return 2

    global OXIR
    status, tools_at = prepare_tools("passfuzz", MLIR, OXIR)
    if tools_at is None:
        return status
    workdir, OXIR = tools_at
    tools = Tools(workdir)

    pipes = [p for p in PIPELINES if not a.pipelines or any(s in p for s in a.pipelines.split(","))]
    if a.inputs:
        progs = [(os.path.basename(p), open(p).read()) for p in a.inputs]
    else:
        progs = programs(a.seed, a.count, workdir, a.jobs)

    def job(pp):
        pipeline, (pid, text) = pp
        path = os.path.join(workdir, "%s.mlir" % pid)
        if not os.path.exists(path):
            with open(path, "w") as f:
                f.write(text)
        key, m, o = tools.compare(pipeline, path)
        return pipeline, pid, key, m

    results = {}
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        for pipeline, pid, key, m in ex.map(job, [(p, x) for p in pipes for x in progs]):
            results[(pipeline, pid)] = (key, m)

    mismatches = {}
    print("%-84s %9s  %s" % ("pipeline (%d programs, seed %d)" % (len(progs), a.seed), "identical", "mlir-opt accepts"))
    for p in pipes:
        rs = [results[(p, pid)] for pid, _ in progs]
        same = sum(1 for k, m in rs if k is None and m[0] not in ("timeout", "crash"))
        acc = sum(1 for k, m in rs if m[0] == 0)
        print("%-84s %4d/%-4d  %d" % (p, same, len(rs), acc))
    for (p, pid), (key, m) in results.items():
        if key is not None:
            mismatches.setdefault(key, []).append(pid)

    classes = sorted(mismatches.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    if not a.quiet:
        print("\n%d mismatches in %d classes" % (sum(len(v) for v in mismatches.values()), len(classes)))
        for key, pids in classes:
            print("[%3d] %s" % (len(pids), key))

    if a.write_expected:
        write_known(a.write_expected, a.seed, a.count, results)

    status = 0
    if a.check:
        status = check_known(a.check, results, pipes)

    if a.minimize:
        os.makedirs(a.out, exist_ok=True)
        texts = dict(progs)

        def shrink(kv):
            key, pids = kv
            pipeline = key.split(" | ")[0]
            best = None
            for pid in pids[:a.per_class]:
                if a.reducer == "oxir-reduce":
                    t = minimize_with_oxir_reduce(tools, key, texts[pid])
                else:
                    t = minimize(tools, pipeline, key, texts[pid])
                if best is None or len(t) < len(best[1]):
                    best = (pid, t)
            return key, best
        todo = classes[:a.max_classes] if a.max_classes else classes
        with cf.ThreadPoolExecutor(a.jobs) as ex:
            shrunk = list(ex.map(shrink, todo))
        for key, (pid, text) in shrunk:
            slug = hashlib.sha1(key.encode()).hexdigest()[:8]
            path = tools.write(text, "final")
            _, m, o = tools.compare(key.split(" | ")[0], path)
            base = os.path.join(a.out, slug)
            with open(base + ".mlir", "w") as f:
                f.write(lit_test(key.split(" | ")[0], text, m[1]))
            with open(base + ".txt", "w") as f:
                f.write("class: %s\nfrom: %s (%d programs)\n" % (key, pid, len(mismatches[key])))
                for name, x in (("mlir-opt", m), ("oxir-opt", o)):
                    f.write("--- %s: status %s %s\n%s\n" % (name, x[0], x[2], x[1].decode("utf-8", "replace")))
            print("%s.mlir  %s" % (base, key), flush=True)
    shutil.rmtree(workdir, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
