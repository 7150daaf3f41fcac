#!/usr/bin/env python3
"""Equality-saturation experiments.

1. Kernels (*.mlir here; drivers/ holds the loops that run-time.py runs them in) in five configurations: none, canonicalize, eqsat, canonicalize then
   eqsat, eqsat then canonicalize; reports the number of ops in function bodies, the e-graph size
   and extraction cost before and after (from `eqsat{stats=true}`) and the optimization time.
2. Scaling: generated arith DAGs of 1k..100k ops, `oxir-opt --eqsat` against
   `mlir-opt --canonicalize --cse` (time and result size).

Usage: bench/eqsat/run.py [--oxir PATH] [--mlir-opt PATH] [--sizes 1000,10000,100000]
"""
import argparse, os, random, re, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

CONFIGS = [
    ("none", []),
    ("canonicalize", ["--canonicalize", "--cse"]),
    ("eqsat", ["--eqsat=stats=true"]),
    ("canon+eqsat", ["--canonicalize", "--cse", "--eqsat=stats=true"]),
    ("eqsat+canon", ["--eqsat=stats=true", "--canonicalize", "--cse"]),
]

OP_LINE = re.compile(r"^\s+(%\S+ = )?[a-z_]+\.[a-z_]+")


def count_ops(text):
    return sum(1 for l in text.splitlines() if OP_LINE.match(l) and "func.func" not in l and "return" not in l)


def run(tool, args, path):
    t = time.perf_counter()
    p = subprocess.run([tool, path] + args, capture_output=True, text=True)
    dt = time.perf_counter() - t
    if p.returncode != 0:
        return None, dt, p.stderr
    return p.stdout, dt, p.stderr


def egraph_size(stderr):
    nodes = sum(int(m) for m in re.findall(r"e-nodes=(\d+)", stderr))
    stops = sorted(set(re.findall(r"stop=(\S+)", stderr)))
    costs = re.findall(r"cost (\d+) -> (\d+)", stderr)
    cost = f"{sum(int(a) for a, _ in costs)} -> {sum(int(b) for _, b in costs)}" if costs else ""
    return nodes, ",".join(stops), cost


def kernels(oxir):
    print("| kernel | config | ops | e-nodes | stop | eqsat cost | time (ms) |")
    print("|---|---|---|---|---|---|---|")
    for f in sorted(os.listdir(HERE)):
        if not f.endswith(".mlir"):
            continue
        path = os.path.join(HERE, f)
        for name, args in CONFIGS:
            out, dt, err = run(oxir, args, path)
            if out is None:
                print(f"| {f} | {name} | error | | | | |")
                continue
            nodes, stop, cost = egraph_size(err)
            print(f"| {f} | {name} | {count_ops(out)} | {nodes or ''} | {stop} | {cost} | {dt*1000:.1f} |")


def gen_dag(n, seed=1):
    """A random DAG of n arith ops over i32 arguments, in blocks of 50 ops per function."""
    rnd = random.Random(seed)
    lines = []
    per = 50
    for f in range(max(1, n // per)):
        lines.append(f"func.func @f{f}(%a: i32, %b: i32, %c: i32) -> i32 {{")
        vals = ["%a", "%b", "%c"]
        for i in range(per):
            x, y = rnd.choice(vals), rnd.choice(vals)
            op = rnd.choice(["addi", "subi", "muli", "andi", "ori", "xori"])
            lines.append(f"  %v{i} = arith.{op} {x}, {y} : i32")
            vals.append(f"%v{i}")
        lines.append(f"  return {vals[-1]} : i32")
        lines.append("}")
    return "\n".join(lines) + "\n"


def scaling(oxir, mlir_opt, sizes):
    print()
    print("| ops | tool | time (s) | ops after |")
    print("|---|---|---|---|")
    for n in sizes:
        with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as t:
            t.write(gen_dag(n))
            path = t.name
        for tool, args in [
            (oxir, ["--pass-pipeline=builtin.module(func.func(eqsat{iter-limit=8 node-limit=5000}))"]),
            (oxir, ["--canonicalize", "--cse"]),
            (mlir_opt, ["--canonicalize", "--cse"]),
        ]:
            if not tool or not os.path.exists(tool):
                continue
            out, dt, err = run(tool, args, path)
            label = os.path.basename(tool) + " " + " ".join(a.split("(")[-1].rstrip(")") if "pipeline" in a else a for a in args)
            print(f"| {n} | {label} | {dt:.2f} | {count_ops(out) if out else 'error'} |")
        os.unlink(path)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--oxir", default=os.path.join(ROOT, "target/release/oxir-opt"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--sizes", default="1000,10000,100000")
    a = ap.parse_args()
    kernels(a.oxir)
    scaling(a.oxir, a.mlir_opt, [int(s) for s in a.sizes.split(",") if s])


if __name__ == "__main__":
    sys.exit(main())
