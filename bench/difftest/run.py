#!/usr/bin/env python3
"""Differential tester: oxir-opt against mlir-opt on random inputs from gen.py.

Usage: bench/difftest/run.py [--count N] [--seed S] [--mutate-ratio R] [--jobs J] [--batch B]
                             [--no-minimize] [--inputs FILE...]
Environment: MLIR_OPT (default /usr/lib/llvm-22/bin/mlir-opt), OXIR_OPT (default target/debug/oxir-opt).

For each input and each flag set (default, --mlir-print-op-generic, --mlir-print-debuginfo,
--mlir-print-debuginfo --mlir-print-local-scope; always with --allow-unregistered-dialect) it compares
stdout exactly, the exit status, and for failures the first 'file:line:col: error: message' line of
stderr. oxir panics and timeouts are mismatches too. Inputs are first run in batches through
--split-input-file; a batch that differs is rerun case by case. Each mismatch is minimized (line then
token delta debugging, keeping the same mismatch kind) and saved under bench/difftest/mismatches/
as CLASS-N.mlir with a .txt report; a summary of classes is printed at the end.
"""
import argparse
import concurrent.futures as cf
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MLIR = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")
OXIR = os.environ.get("OXIR_OPT", os.path.join(ROOT, "target/debug/oxir-opt"))
FLAGSETS = [
    [],
    ["--mlir-print-op-generic"],
    ["--mlir-print-debuginfo"],
    ["--mlir-print-debuginfo", "--mlir-print-local-scope"],
]
ERR_RE = re.compile(r"^(.*?):(\d+):(\d+): error: (.*)$")
TIMEOUT = 20


def prepare_tools(name, mlir, oxir):
    """The set-up the pass and mutation fuzzers share: (exit status, None) when mlir-opt or
    oxir-opt is missing (mlir-opt missing is a skip, status 0), else (None, (work directory,
    path of a private copy of oxir-opt)). The copy keeps a run stable while a concurrent cargo
    build replaces or deletes the binary."""
    if not os.path.exists(mlir):
        print("%s: skipped: mlir-opt not found at %s (set MLIR_OPT; Debian: apt-get install mlir-22-tools)"
              % (name, mlir))
        return 0, None
    if not os.path.exists(oxir):
        print("%s: error: %s not found (cargo build --release -p oxir-tools)" % (name, oxir))
        return 2, None
    workdir = tempfile.mkdtemp(prefix=name + "-")
    copy = os.path.join(workdir, "oxir-opt")
    shutil.copy(oxir, copy)
    return None, (workdir, copy)


def run_tool(tool, path, flags):
    try:
        p = subprocess.run([tool, "--allow-unregistered-dialect", *flags, path], capture_output=True,
                           timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return ("timeout", b"", "")
    err = p.stderr.decode("utf-8", "replace")
    first = ""
    for line in err.splitlines():
        m = ERR_RE.match(line)
        if m:
            first = "%s:%s: error: %s" % (m.group(2), m.group(3), m.group(4))
            break
    if p.returncode < 0 or "panicked" in err or "RUST_BACKTRACE" in err:
        return ("crash", p.stdout, err[-2000:])
    return (p.returncode, p.stdout, first if p.returncode != 0 or first else "")


def compare(path, flags):
    """Returns None when both tools agree, else (kind, mlir_result, oxir_result)."""
    o = run_tool(OXIR, path, flags)
    if o[0] in ("crash", "timeout"):
        return (o[0], None, o)
    m = run_tool(MLIR, path, flags)
    if m[0] in ("timeout", "crash"):
        # mlir-opt itself crashed (e.g. a resource blob with alignment 0): nothing to compare.
        return None
    if (m[0] == 0) != (o[0] == 0):
        return ("status", m, o)
    if m[0] == 0:
        if m[1] != o[1]:
            return ("stdout", m, o)
        return None
    if m[2] != o[2]:
        return ("error", m, o)
    return None


def error_msg(line):
    return line.split(": error: ", 1)[1] if ": error: " in line else line


def same_mismatch(orig, new):
    if new is None or new[0] != orig[0]:
        return False
    kind = orig[0]
    if kind == "error":
        # Keep the MLIR message, and whether the messages (not just the positions) differ.
        if error_msg(new[1][2]) != error_msg(orig[1][2]):
            return False
        return (error_msg(new[1][2]) == error_msg(new[2][2])) == (error_msg(orig[1][2]) == error_msg(orig[2][2]))
    if kind == "status":
        return (new[1][0] == 0) == (orig[1][0] == 0)
    return True


TOKEN_RE = re.compile(r'"(?:[^"\\\n]|\\.)*"|[%@#!^]?[\w$.\-]+|\s+|\S')


def ddmin(items, test, budget):
    """Classic delta debugging over a list; test(list) -> bool. Returns a smaller list."""
    n = 2
    while len(items) >= 2 and budget[0] > 0:
        chunk = max(1, len(items) // n)
        reduced = False
        i = 0
        while i < len(items) and budget[0] > 0:
            cand = items[:i] + items[i + chunk:]
            budget[0] -= 1
            if cand and test(cand):
                items = cand
                n = max(n - 1, 2)
                reduced = True
            else:
                i += chunk
        if not reduced:
            if chunk == 1:
                break
            n = min(len(items), n * 2)
    return items


def minimize(text, flags, orig, workdir):
    tmp = os.path.join(workdir, "min-%d.mlir" % os.getpid())

    def test_text(t):
        with open(tmp, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(t)
        return same_mismatch(orig, compare(tmp, flags))

    budget = [250]
    lines = text.splitlines(keepends=True)
    lines = ddmin(lines, lambda ls: test_text("".join(ls)), budget)
    text = "".join(lines)
    toks = TOKEN_RE.findall(text)
    toks = ddmin(toks, lambda ts: test_text("".join(ts)), budget)
    text = "".join(toks)
    # Final pass: collapse whitespace runs where possible.
    return text


def norm(s):
    s = re.sub(r'"(?:[^"\\]|\\.)*"', '"S"', s)
    s = re.sub(r"\d+", "N", s)
    return s[:160]


def class_key(kind, flags, m, o, text):
    fl = "+".join(f.replace("--mlir-print-", "") for f in flags) or "default"
    if kind == "error":
        mm, om = error_msg(m[2]), error_msg(o[2])
        if mm == om:
            return "error-pos|" + norm(mm)
        return "error-msg|" + norm(mm) + " <> " + norm(om)
    if kind == "status":
        if m[0] == 0:
            return "oxir-rejects|" + norm(error_msg(o[2]))
        return "oxir-accepts|" + norm(error_msg(m[2]))
    if kind == "stdout":
        ml = m[1].decode("utf-8", "replace").splitlines()
        ol = o[1].decode("utf-8", "replace").splitlines()
        for a, b in zip(ml + [""] * len(ol), ol + [""] * len(ml)):
            if a != b:
                return "stdout-%s|" % fl + norm(a.strip())[:60]
        return "stdout-%s|" % fl
    if kind in ("crash", "timeout"):
        return kind + "|" + norm(o[2].strip().splitlines()[0] if o[2].strip() else "")
    return kind


def check_case(path, minimize_it, workdir):
    """Returns list of (key, flags, kind, m, o, minimized text) for the first failing flag set."""
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        text = f.read()
    for flags in FLAGSETS:
        r = compare(path, flags)
        if r is None:
            continue
        kind, m, o = r
        mtext = minimize(text, flags, r, workdir) if minimize_it else text
        # Recompute results on the minimized input for the report.
        tmp = os.path.join(workdir, "rep-%d.mlir" % os.getpid())
        with open(tmp, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(mtext)
        r2 = compare(tmp, flags) or r
        if m is None:
            m = run_tool(MLIR, tmp, flags)
            r2 = (r2[0], m, r2[2])
        return (class_key(r2[0], flags, r2[1], r2[2], mtext), flags, r2, mtext, path)
    return None


def run_batch(paths, workdir, idx):
    """Runs cases joined with --split-input-file; returns the paths that must be checked one by one."""
    chunks = []
    for p in paths:
        with open(p, encoding="utf-8", errors="surrogateescape") as f:
            chunks.append(f.read())
    if any("// -----" in c or "{-#" in c or "#-}" in c for c in chunks):
        # Resource sections and split markers are kept out of batches (resources are per file).
        bad = [p for p, c in zip(paths, chunks) if "// -----" in c or "{-#" in c or "#-}" in c]
        good = [(p, c) for p, c in zip(paths, chunks) if p not in bad]
        paths, chunks = [p for p, _ in good], [c for _, c in good]
    else:
        bad = []
    if not paths:
        return bad
    bp = os.path.join(workdir, "batch-%d.mlir" % idx)
    with open(bp, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write("\n// -----\n".join(chunks))
    for flags in FLAGSETS:
        fl = ["--split-input-file", *flags]
        res = []
        for tool in (MLIR, OXIR):
            try:
                p = subprocess.run([tool, "--allow-unregistered-dialect", *fl, bp], capture_output=True, timeout=60)
                # Line numbers are left out here: with --split-input-file oxir-opt counts lines from
                # the start of each chunk (mlir-opt from the start of the file); the case-by-case
                # rerun of a differing batch compares them.
                errs = [ERR_RE.sub(r"\3: error: \4", l) for l in p.stderr.decode("utf-8", "replace").splitlines()
                        if ERR_RE.match(l)]
                crash = "panicked" in p.stderr.decode("utf-8", "replace") or p.returncode < 0
                res.append((p.returncode, p.stdout, errs, crash))
            except subprocess.TimeoutExpired:
                res.append(None)
        if res[0] is None or res[1] is None or res[1][3] or res[0] != res[1]:
            return bad + paths
    return bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--mutate-ratio", type=float, default=0.4)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--batch", type=int, default=40)
    ap.add_argument("--no-minimize", action="store_true")
    ap.add_argument("--per-class", type=int, default=1, help="examples saved per mismatch class")
    ap.add_argument("--inputs", nargs="*", help="check these files instead of generating")
    ap.add_argument("--out", default=os.path.join(HERE, "mismatches"))
    a = ap.parse_args()

    workdir = tempfile.mkdtemp(prefix="difftest-")
    # Work on a copy of oxir-opt: a concurrent cargo build may replace or delete the binary.
    global OXIR
    import shutil
    shutil.copy(OXIR, os.path.join(workdir, "oxir-opt"))
    OXIR = os.path.join(workdir, "oxir-opt")
    if a.inputs:
        cases = a.inputs
    else:
        gdir = os.path.join(workdir, "gen")
        subprocess.run([sys.executable, os.path.join(HERE, "gen.py"), "--seed", str(a.seed), "--count", str(a.count),
                        "--mutate-ratio", str(a.mutate_ratio), gdir], check=True)
        cases = sorted(os.path.join(gdir, f) for f in os.listdir(gdir))
    print("checking %d inputs x %d flag sets (work dir %s)" % (len(cases), len(FLAGSETS), workdir), flush=True)

    suspects = []
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        batches = [cases[i:i + a.batch] for i in range(0, len(cases), a.batch)]
        if a.inputs:
            suspects = cases
        else:
            for r in ex.map(lambda ib: run_batch(ib[1], workdir, ib[0]), enumerate(batches)):
                suspects += r
        print("%d inputs to check one by one" % len(suspects), flush=True)
        results = list(ex.map(lambda p: check_case(p, False, workdir), suspects))

    classes = {}
    for r in results:
        if r is None:
            continue
        classes.setdefault(r[0], []).append(r)
    os.makedirs(a.out, exist_ok=True)
    print("\n%d mismatching inputs, %d classes" % (sum(len(v) for v in classes.values()), len(classes)))
    for key, items in sorted(classes.items(), key=lambda kv: -len(kv[1])):
        print("\n[%d] %s" % (len(items), key))
        slug = hashlib.sha1(key.encode()).hexdigest()[:8]
        kind = key.split("|")[0]
        for n, (_, flags, r, text, path) in enumerate(items[:a.per_class]):
            if not a.no_minimize:
                mr = check_case(path, True, workdir)
                if mr is None:
                    continue
                _, flags, r, text, path = mr
            base = os.path.join(a.out, "%s-%s-%d" % (kind, slug, n))
            with open(base + ".mlir", "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write(text)
            kind2, m, o = r
            with open(base + ".txt", "w", encoding="utf-8") as f:
                f.write("class: %s\nsource: %s\nflags: %s\nkind: %s\n" % (key, path, " ".join(flags), kind2))
                for name, x in (("mlir", m), ("oxir", o)):
                    if x is None:
                        continue
                    f.write("--- %s rc=%s err=%s\n%s\n" % (name, x[0], x[2], x[1].decode("utf-8", "replace")))
            if n == 0:
                print("  flags: %s\n  input: %s" % (" ".join(flags) or "(default)", text.strip()[:400].replace(
                    "\n", "\n         ")))
                for name, x in (("mlir", m), ("oxir", o)):
                    if x is None:
                        continue
                    out = x[1].decode("utf-8", "replace").strip()
                    print("  %s: rc=%s %s" % (name, x[0], (x[2] if x[0] != 0 else out)[:400].replace("\n", "\n        ")))
    return 1 if classes else 0


if __name__ == "__main__":
    sys.exit(main())
