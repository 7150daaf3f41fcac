#!/usr/bin/env python3
"""Run time of the equality-saturation kernels, through oxir and through MLIR.

Every kernel here with a driver in drivers/ (a `main` that calls the kernel millions of times,
each input depending on the previous result, and prints the results and the loop's seconds from
`rtclock`) is optimized by `oxir-opt` (none, or `--eqsat`), lowered to the llvm dialect with the
same pipeline by `oxir-opt` and by `mlir-opt`, and run:

  oxir       oxir-opt LOWERING | oxir-run -O3
  mlir-jit   mlir-opt LOWERING | mlir-runner -O3 (with MLIR's runner utilities)
  llc        mlir-opt LOWERING | mlir-translate --mlir-to-llvmir | opt -O3 | llc -O3, linked with
             cc (llc alone runs no IR optimizations, the JITs run -O3's; all target the host CPU)

The printed results must agree between the three; the table gives the loop's time (the best of
--repeat runs) and the oxir/MLIR ratios. A second table gives the JIT's start-up and compile
time (wall time minus the loop) of oxir-run and mlir-runner on the same llvm-dialect input (what
mlir-opt lowered), at -O0 and -O3.

Without the MLIR tools (llvm-22's mlir-opt, mlir-runner, mlir-translate, opt, llc, and
libmlir_c_runner_utils / libmlir_runner_utils) only the oxir column is measured, and the script
says which tools it did not find.

Usage: bench/eqsat/run-time.py [--oxir-bin DIR] [--llvm-bin DIR] [--repeat N] [KERNEL...]
"""
import argparse, glob, os, shutil, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

LOWERING = [
    "--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops",
    "--convert-linalg-to-loops",
    "--buffer-deallocation-pipeline",
    "--convert-scf-to-cf",
    "--finalize-memref-to-llvm",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
]

CONFIGS = [("none", []), ("eqsat", ["--eqsat"])]


def sh(cmd, stdin=None, check=True):
    """Runs cmd; returns (stdout, wall seconds) or raises with its stderr. A `main` linked by cc
    returns no status (it is `void`), so its status is not checked (check=False)."""
    t = time.perf_counter()
    p = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    dt = time.perf_counter() - t
    if p.returncode != 0 and (check or not p.stdout):
        raise RuntimeError(f"{os.path.basename(cmd[0])} failed: {p.stderr.strip()[:400]}")
    return p.stdout, dt


def parse(out):
    """The driver prints result lines, then the loop's seconds last."""
    lines = out.split()
    return " ".join(lines[:-1]), float(lines[-1])


def find_lib(libdir, name):
    hits = sorted(glob.glob(os.path.join(libdir, f"lib{name}.so*")))
    return hits[0] if hits else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--oxir-bin", default=os.path.join(ROOT, "target/release"))
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("kernels", nargs="*")
    a = ap.parse_args()

    oxir_opt = os.path.join(a.oxir_bin, "oxir-opt")
    oxir_run = os.path.join(a.oxir_bin, "oxir-run")
    for t in (oxir_opt, oxir_run):
        if not os.path.exists(t):
            sys.exit(f"{t} not found: cargo build --release -p oxir-tools")
    tool = {n: os.path.join(a.llvm_bin, n) for n in ("mlir-opt", "mlir-runner", "mlir-translate", "opt", "llc")}
    libdir = os.path.join(os.path.dirname(a.llvm_bin), "lib")
    libs = [find_lib(libdir, "mlir_c_runner_utils"), find_lib(libdir, "mlir_runner_utils")]
    missing = [p for p in tool.values() if not os.path.exists(p)] + [
        f"{libdir}/lib{n}.so" for n, l in zip(("mlir_c_runner_utils", "mlir_runner_utils"), libs) if not l
    ]
    cc = shutil.which("cc")
    have_mlir = not missing
    have_llc = have_mlir and cc is not None
    if missing:
        print(f"MLIR tools not found ({', '.join(missing)}): measuring oxir only.\n")
    elif cc is None:
        print("no C compiler (cc) found: skipping the llc column.\n")

    kernels = a.kernels or sorted(f[:-5] for f in os.listdir(os.path.join(HERE, "drivers")) if f.endswith(".mlir"))
    tmp = tempfile.mkdtemp(prefix="oxir-eqsat-run-")
    rows, jit = [], []
    for k in kernels:
        src = open(os.path.join(HERE, f"{k}.mlir")).read() + open(os.path.join(HERE, "drivers", f"{k}.mlir")).read()
        path = os.path.join(tmp, f"{k}.mlir")
        with open(path, "w") as f:
            f.write(src)
        for cname, cargs in CONFIGS:
            row = {"kernel": k, "config": cname}
            try:
                pre, _ = sh([oxir_opt, path] + cargs)
                ll, _ = sh([oxir_opt, "-"] + LOWERING, pre)
                best, res = None, None
                for _ in range(a.repeat):
                    out, _ = sh([oxir_run, "-", "-O3", "-e", "main", "--entry-point-result=void"], ll)
                    res, t = parse(out)
                    best = t if best is None else min(best, t)
                row["oxir"], row["result"] = best, res
                if have_mlir:
                    mll, _ = sh([tool["mlir-opt"], "-"] + LOWERING, pre)
                    runner = [tool["mlir-runner"], "-e", "main", "--entry-point-result=void",
                              "--shared-libs=" + ",".join(libs)]
                    best = None
                    for _ in range(a.repeat):
                        out, _ = sh(runner + ["-O3"], mll)
                        r, t = parse(out)
                        if r != res:
                            row["mismatch"] = f"mlir-runner printed {r}, oxir {res}"
                        best = t if best is None else min(best, t)
                    row["mlir"] = best
                    if cname == "none":
                        for lvl in ("-O0", "-O3"):
                            o_best = m_best = None
                            for _ in range(a.repeat):
                                out, wall = sh([oxir_run, "-", lvl, "-e", "main", "--entry-point-result=void"], mll)
                                o = wall - parse(out)[1]
                                o_best = o if o_best is None else min(o_best, o)
                                out, wall = sh(runner + [lvl], mll)
                                m = wall - parse(out)[1]
                                m_best = m if m_best is None else min(m_best, m)
                            jit.append((k, lvl, o_best, m_best))
                if have_llc:
                    ir, _ = sh([tool["mlir-translate"], "--mlir-to-llvmir"], mll)
                    ir, _ = sh([tool["opt"], "-O3", "-S", "-mcpu=native"], ir)
                    obj, exe = os.path.join(tmp, f"{k}-{cname}.o"), os.path.join(tmp, f"{k}-{cname}")
                    sh([tool["llc"], "-O3", "-mcpu=native", "-filetype=obj", "-relocation-model=pic", "-o", obj], ir)
                    rpath = ",".join("-rpath=" + os.path.dirname(l) for l in libs[:1])
                    sh([cc, obj, "-o", exe] + libs + ["-Wl," + rpath, "-lm"])
                    best = None
                    for _ in range(a.repeat):
                        out, _ = sh([exe], check=False)
                        r, t = parse(out)
                        if r != res:
                            row["mismatch"] = f"llc build printed {r}, oxir {res}"
                        best = t if best is None else min(best, t)
                    row["llc"] = best
            except RuntimeError as e:
                row["error"] = str(e)
            rows.append(row)

    def ms(v):
        return f"{v * 1000:.0f}" if v is not None else "-"

    def ratio(x, y):
        return f"{x / y:.2f}" if x and y else "-"

    print("| kernel | config | oxir-run -O3 (ms) | mlir-runner -O3 (ms) | opt+llc -O3 (ms) | oxir/mlir-runner | oxir/opt+llc | "
          "eqsat/none (oxir) | result |")
    print("|---|---|---|---|---|---|---|---|---|")
    base = {}
    for r in rows:
        if "error" in r:
            print(f"| {r['kernel']} | {r['config']} | error: {r['error']} | | | | | | |")
            continue
        if r["config"] == "none":
            base[r["kernel"]] = r["oxir"]
        rel = ratio(r["oxir"], base.get(r["kernel"])) if r["config"] != "none" else ""
        res = r["result"] + (f" (MISMATCH: {r['mismatch']})" if "mismatch" in r else "")
        print(f"| {r['kernel']} | {r['config']} | {ms(r['oxir'])} | {ms(r.get('mlir'))} | {ms(r.get('llc'))} | "
              f"{ratio(r['oxir'], r.get('mlir'))} | {ratio(r['oxir'], r.get('llc'))} | {rel} | {res} |")
    if jit:
        print()
        print("| kernel | level | oxir-run start-up + compile (ms) | mlir-runner start-up + compile (ms) | ratio |")
        print("|---|---|---|---|---|")
        for k, lvl, o, m in jit:
            print(f"| {k} | {lvl} | {ms(o)} | {ms(m)} | {ratio(o, m)} |")
    shutil.rmtree(tmp, ignore_errors=True)
    return 1 if any("error" in r or "mismatch" in r for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
