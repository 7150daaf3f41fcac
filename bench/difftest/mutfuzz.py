#!/usr/bin/env python3
"""Mutation fuzzer of diagnostics: oxir-opt's first error against mlir-opt's on malformed input.

Usage: bench/difftest/mutfuzz.py [--seed S] [--count N] [--programs P] [--jobs J] [--show K]
                                 [--out DIR] [--minimize] [--list FILE]
Environment: MLIR_OPT (default /usr/lib/llvm-22/bin/mlir-opt), OXIR_OPT (default
target/release/oxir-opt).

The inputs are the chunks of the conformance cases that print (`/work/shared/conformance/cases.jsonl`
or CONFORMANCE; comment lines dropped, test-dialect cases left out) and P programs of progen.py.
Mutant i depends on (seed, i) only: it picks an input (a conformance chunk or a program, with even
odds) and applies one edit: a byte changed, a span
deleted, a token duplicated, a token inserted, or the text truncated. Mutants mlir-opt 22 accepts
are dropped (and replaced by the next ones), so every counted mutant is one mlir-opt rejects; so
are the inputs either tool rejects unmutated (a dialect or op oxir lacks is not a diagnostic bug).

A mutant is identical when oxir-opt's first error has mlir-opt's line:col and text and the notes
attached to it are the same (position and text; the dialect list of MLIR's `Available dialects`
note is each tool's own registry and is not compared). The others are classified by the pair of message
templates (names, numbers and quoted text normalized) and whether only the position differs.
Prints the per-class counts (largest first, with one example each) and the overall percentage.

--out DIR writes, for the smallest mutant of each class, DIR/<slug>.mlir: a --verify-diagnostics
test with mlir-opt's diagnostics as expected-error/expected-note (and a FileCheck line for the
column), shrunk by line deletion when --minimize is given. --list FILE writes every mismatch.
Without mlir-opt the run is skipped with a message (exit 0).
"""
import argparse
import concurrent.futures as cf
import hashlib
import json
import os
import random
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
CONFORMANCE = os.environ.get("CONFORMANCE", os.path.join(ROOT, "..", "shared", "conformance", "cases.jsonl"))
TIMEOUT = 20

TOKEN = re.compile(r'%[\w.$#-]+|\^[\w.$-]+|@[\w.$-]+|#[\w.$-]+|![\w.$-]+|"(?:[^"\\\n]|\\.)*"'
                   r'|[0-9][\w.+-]*|[A-Za-z_][\w.$]*|->|\.\.\.|::|\S')
INSERTS = ["5", "-3", "1.5", "0x", "%x", "%0", "%arg0", "foo", "(", ")", "[", "]", "{", "}", "<", ">",
           ",", ":", "=", "->", '"s"', "@f", "^bb9", "i32", "f32", "index", "#x", "!x", "?", "*", "x",
           "\n", "...", "loc(", "|", "true", "dense<", "tensor<", "memref<", "func.func", "arith.addi",
           "^bb0:", "attributes", "to", "step"]
BYTES = list("0123456789azAZ_%@^#!$.:,;=()[]{}<>?*+-/\\\"'`~|& \n") + ["\x01", "\x7f"]
DIAG = re.compile(r"^(.*?):(\d+):(\d+): (error|note|warning|remark): (.*)$")
MUTATIONS = ("byte", "delete", "duplicate", "insert", "truncate")


# ----------------------------------------------------------------------------- inputs


def conformance_inputs(path):
    """(id, text, flags) of each chunk of the conformance cases that print."""
    out = []
    if not os.path.exists(path):
        return out
    for line in open(path, encoding="utf-8"):
        case = json.loads(line)
        if case["kind"] != "print" or case.get("uses_test_dialect"):
            continue
        flags = ["--allow-unregistered-dialect"] if case.get("allow_unregistered_dialect") else []
        for k, chunk in enumerate(re.split(r"^// -----\s*$", case["text"], flags=re.M)):
            body = "\n".join(l for l in chunk.splitlines() if not l.lstrip().startswith("//")).strip("\n")
            if body.strip() and "{-#" not in body:
                out.append(("%s#%d" % (case["id"], k), body + "\n", flags))
    return out


def generated_inputs(seed, count):
    return [("prog-s%d-%d" % (seed, i), progen.program(seed, i), []) for i in range(count)]


def mutate(rng, text):
    """(kind, mutant) of one random edit of text."""
    toks = [(m.start(), m.end()) for m in TOKEN.finditer(text)]
    if not toks:
        return "truncate", text[: len(text) // 2]
    kind = rng.choice(MUTATIONS)
    s, e = rng.choice(toks)
    if kind == "byte":
        at = rng.randrange(s, e)
        return kind, text[:at] + rng.choice(BYTES) + text[at + 1:]
    if kind == "delete":
        if rng.random() < 0.5:
            return kind, text[:s] + text[e:]
        at, n = rng.randrange(s, e), rng.randint(1, 3)
        return kind, text[:at] + text[at + n:]
    if kind == "duplicate":
        return kind, text[:e] + text[s:e] + text[e:] if rng.random() < 0.5 else text[:s] + text[s:e] + " " + text[s:]
    if kind == "insert":
        tok = rng.choice(INSERTS)
        if rng.random() < 0.5:
            return kind, text[:s] + tok + " " + text[s:]
        return kind, text[:s] + tok + text[e:]  # the token replaced
    return kind, text[:rng.randrange(s, e + 1)]


# ----------------------------------------------------------------------------- running


def diagnostics(stderr):
    """The first error as (line, col, text) and its notes, from a tool's stderr."""
    first, notes = None, []
    for l in stderr.splitlines():
        m = DIAG.match(l)
        if not m:
            continue
        where = (int(m.group(2)), int(m.group(3)), m.group(5).strip())
        if m.group(4) == "error":
            if first is not None:
                break
            first = where
        elif m.group(4) == "note" and first is not None:
            notes.append(where)
    return first, notes


def run(tool, flags, path):
    """(status, first error, notes, raw stderr); status is 'timeout' or 'crash' when so."""
    try:
        p = subprocess.run([tool, *flags, path], capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return ("timeout", None, [], "")
    err = p.stderr.decode("utf-8", "replace")
    first, notes = diagnostics(err)
    if p.returncode < 0 or "panicked" in err:
        return ("crash", first, notes, err)
    return (p.returncode, first, notes, err)


def template(msg):
    s = re.sub(r"`[^']*'", "`_`", msg)
    s = re.sub(r"'[^']*'", "'_'", s)
    s = re.sub(r'"[^"]*"', '"_"', s)
    s = re.sub(r"[%@^#!][\w.$-]+", "$", s)
    s = re.sub(r"\b\d+(\.\d+)?\b", "N", s)
    return s.strip()[:100]


def notes_key(notes):
    """The notes as compared: the list in MLIR's `Available dialects: ...` note is each tool's own
    registry, so only its presence is compared."""
    return [(l, c, re.sub(r"^Available dialects: [^;]*;", "Available dialects: ...;", t)) for l, c, t in notes]


def classify(m, o):
    """None when identical, else the mismatch's class."""
    if o[0] in ("crash", "timeout"):
        return "oxir-%s" % o[0]
    if o[0] == 0:
        return "oxir-accepts | %s" % template(m[1][2] if m[1] else "")
    if m[1] is None or o[1] is None:
        return "no-error-line | %s | %s" % (template(m[3].strip()[:80]), template(o[3].strip()[:80]))
    if m[1] == o[1]:
        if notes_key(m[2]) == notes_key(o[2]):
            return None
        return "notes | %s" % template(m[1][2])
    if m[1][2] == o[1][2]:
        return "position | %s" % template(m[1][2])
    return "text | %s || %s" % (template(m[1][2]), template(o[1][2]))


class Runner:
    def __init__(self, workdir):
        self.workdir = workdir

    def path(self, tag):
        return os.path.join(self.workdir, "%s-%d.mlir" % (tag, threading.get_ident()))

    def both(self, text, flags, tag="m"):
        path = self.path(tag)
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        m = run(MLIR, flags, path)
        if m[0] in (0, "timeout", "crash"):
            return m, None
        return m, run(OXIR, flags, path)


def mutants(seed, inputs, count, runner, jobs):
    """Mutant i for i in range(count): (id, kind, text, flags, mlir result, oxir result), each one
    mlir-opt rejects (a mutant it accepts is replaced by the next attempt of the same i)."""
    accepted, lock = {}, threading.Lock()

    def both_accept(src, text, flags):
        with lock:
            if src in accepted:
                return accepted[src]
        path = runner.path("src")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        ok = run(MLIR, flags, path)[0] == 0 and run(OXIR, flags, path)[0] == 0
        with lock:
            accepted[src] = ok
        return ok

    def one(i):
        rng = random.Random("%d/%d" % (seed, i))
        for _ in range(20):
            src, text, flags = rng.choice(rng.choice(inputs))
            kind, mut = mutate(rng, text)
            if not both_accept(src, text, flags):
                continue
            m, o = runner.both(mut, flags)
            if o is not None:
                return ("%s:%s:%d" % (src, kind, i), kind, mut, flags, m, o)
        return None
    with cf.ThreadPoolExecutor(jobs) as ex:
        return [r for r in ex.map(one, range(count)) if r is not None]


# ----------------------------------------------------------------------------- regression tests


def shrink(runner, text, flags, key, m):
    """Deletes lines while mlir-opt's first error keeps its text and the class stays."""
    lines = text.splitlines(keepends=True)

    def test(ls):
        mm, oo = runner.both("".join(ls), flags, "min")
        return oo is not None and mm[1] is not None and mm[1][2] == m[1][2] and classify(mm, oo) == key
    return "".join(ddmin(lines, test, [300]))


def verify_test(text, flags, m):
    """A --verify-diagnostics test: the mutant with mlir-opt's error and notes as expectations."""
    lines = text.splitlines()
    expect = {}
    for (line, col, msg), tag in [(m[1], "error")] + [(n, "note") for n in m[2]]:
        expect.setdefault(line, []).append("// %s-%s@+%d {{%s}}" % ("expected", tag, 1, msg))
    out = ["// RUN: oxir-opt %s%%s --verify-diagnostics" % "".join(f + " " for f in flags),
           "// RUN: not oxir-opt %s%%s 2>&1 | FileCheck %%s" % "".join(f + " " for f in flags),
           "// CHECK: :{{[0-9]+}}:%d: error: %s" % (m[1][1], re.sub(r"\{\{|\[\[", lambda x: "{{\\" + x.group(0)[0] + "\\" + x.group(0)[0] + "}}", m[1][2]))]
    for k, l in enumerate(lines + [""], start=1):
        for e in expect.get(k, []):
            out.append(e)
        if k <= len(lines):
            out.append(l)
    return "\n".join(out).rstrip("\n") + "\n"


# ----------------------------------------------------------------------------- main


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=1200)
    ap.add_argument("--programs", type=int, default=60)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--show", type=int, default=40, help="classes printed")
    ap.add_argument("--out")
    ap.add_argument("--minimize", action="store_true")
    ap.add_argument("--list")
    a = ap.parse_args()

    global OXIR
    status, tools_at = prepare_tools("mutfuzz", MLIR, OXIR)
    if tools_at is None:
        return status
    workdir, OXIR = tools_at
    runner = Runner(workdir)

    inputs = [p for p in (conformance_inputs(CONFORMANCE), generated_inputs(a.seed, a.programs)) if p]
    results = mutants(a.seed, inputs, a.count, runner, a.jobs)
    classes = {}
    same_pos = same_text = 0
    for r in results:
        m, o = r[4], r[5]
        key = classify(m, o)
        if m[1] and o[1] and m[1][:2] == o[1][:2]:
            same_pos += 1
        if m[1] and o[1] and m[1][2] == o[1][2]:
            same_text += 1
        if key is not None:
            classes.setdefault(key, []).append(r)
    n = len(results)
    ident = n - sum(len(v) for v in classes.values())
    ordered = sorted(classes.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    for key, rs in ordered[:a.show]:
        r = min(rs, key=lambda r: len(r[2]))
        print("[%4d] %s" % (len(rs), key))
        print("         mlir %s\n         oxir %s" % (r[4][1], r[5][1]))
    if len(ordered) > a.show:
        print("... %d more classes (%d mutants)" % (len(ordered) - a.show, sum(len(v) for _, v in ordered[a.show:])))
    crashes = sum(len(v) for k, v in classes.items() if k.startswith("oxir-crash") or k.startswith("oxir-timeout"))
    print("\nmutfuzz --seed %d --count %d --programs %d: %d mutants mlir-opt rejects, %d classes" %
          (a.seed, a.count, a.programs, n, len(classes)))
    print("same position %d (%.1f%%), same text %d (%.1f%%), identical (position, text, notes) %d (%.1f%%), "
          "oxir crashes/hangs %d" % (same_pos, 100.0 * same_pos / max(n, 1), same_text, 100.0 * same_text / max(n, 1),
                                     ident, 100.0 * ident / max(n, 1), crashes))

    if a.list:
        with open(a.list, "w") as f:
            for key, rs in ordered:
                for r in rs:
                    f.write("%s\t%s\tmlir %s\toxir %s\n" % (key, r[0], r[4][1], r[5][1]))
    if a.out:
        os.makedirs(a.out, exist_ok=True)
        for key, rs in ordered:
            r = min(rs, key=lambda r: len(r[2]))
            text, flags, m = r[2], r[3], r[4]
            if a.minimize and not key.startswith("oxir-"):
                text = shrink(runner, text, flags, key, m)
                m, _ = runner.both(text, flags)
            slug = hashlib.sha1(key.encode()).hexdigest()[:8]
            with open(os.path.join(a.out, slug + ".mlir"), "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write("// class: %s\n// from: %s (%d mutants)\n" % (key, r[0], len(rs)))
                f.write(verify_test(text, flags, m) if m[1] else text)
    shutil.rmtree(workdir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
