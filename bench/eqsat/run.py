#!/usr/bin/env python3
"""Equality-saturation experiments.

1. Kernels (*.mlir here; drivers/ holds the loops that run-time.py runs them in) in five configurations: none, canonicalize, eqsat, canonicalize then
   eqsat, eqsat then canonicalize; reports the number of ops in function bodies, the e-graph size
   and extraction cost before and after (from `eqsat{stats=true}`) and the optimization time.
2. Scaling: generated arith DAGs of 1k..100k ops (without and with small constants),
   `oxir-opt --eqsat` (default limits) against `oxir-opt --canonicalize --cse` and
   `mlir-opt --canonicalize --cse`: wall and CPU time of the whole process, ops and cost left,
   the functions where eqsat leaves more ops or a higher cost than canonicalize+cse, and the
   saturation speed from `--mlir-pass-statistics` (e-nodes at the end / saturation time).

Usage: bench/eqsat/run.py [--oxir PATH] [--mlir-opt PATH] [--sizes 1000,10000,100000] [--no-kernels] [--repeat N]

With --repeat N each scaling command runs N times and the least wall and CPU times are kept (the
development machine is shared). The ratios are against `oxir-opt --canonicalize --cse` on the same
file.
"""
import argparse, os, random, re, resource, subprocess, sys, tempfile, time

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


def run_timed(tool, args, path):
    """Like run, also returning the process's CPU time (user + system)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out, dt, err = run(tool, args, path)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return out, dt, cpu, err


# The default cost model of eqsat (eqsat/src/cost.rs) for the ops the DAGs use.
COST = {"arith.muli": 4, "arith.constant": 1}


def per_function(text):
    """(ops, cost) of each function body, return excluded."""
    out, cur = {}, None
    for line in (text or "").splitlines():
        m = re.match(r"\s*func\.func @(\w+)", line)
        if m:
            cur = m.group(1)
            out[cur] = (0, 0)
            continue
        if cur and OP_LINE.match(line) and "return" not in line:
            op = line.split("=", 1)[-1].strip().split()[0] if "=" in line else line.strip().split()[0]
            n, c = out[cur]
            out[cur] = (n + 1, c + COST.get(op, 2))
    return out


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


def gen_dag(n, seed=1, constants=False):
    """A random DAG of n arith ops over i32 arguments, in blocks of 50 ops per function; with
    `constants`, a third of the second operands are small constants."""
    rnd = random.Random(seed)
    lines = []
    per = 50
    for f in range(max(1, n // per)):
        lines.append(f"func.func @f{f}(%a: i32, %b: i32, %c: i32) -> i32 {{")
        vals = ["%a", "%b", "%c"]
        for i in range(per):
            x, y = rnd.choice(vals), rnd.choice(vals)
            op = rnd.choice(["addi", "subi", "muli", "andi", "ori", "xori"])
            if constants and rnd.random() < 1 / 3:
                k = rnd.choice([0, 1, 2, 3, 4, 8, -1, 7, 16])
                lines.append(f"  %k{i} = arith.constant {k} : i32")
                y = f"%k{i}"
            lines.append(f"  %v{i} = arith.{op} {x}, {y} : i32")
            vals.append(f"%v{i}")
        lines.append(f"  return {vals[-1]} : i32")
        lines.append("}")
    return "\n".join(lines) + "\n"


def statistic(stderr, name):
    m = re.search(r"\(S\)\s+(\d+) " + re.escape(name) + r"\s", stderr)
    return int(m.group(1)) if m else 0


def best_of(repeat, tool, args, path):
    """run_timed `repeat` times: the output of the last run, the least wall and CPU time, and the
    statistics of the run with the least CPU time (the machine may be shared)."""
    best = None
    for _ in range(max(1, repeat)):
        out, dt, cpu, err = run_timed(tool, args, path)
        if best is None:
            best = [out, dt, cpu, err]
        else:
            best[0] = out
            best[1] = min(best[1], dt)
            if cpu < best[2]:
                best[2], best[3] = cpu, err
    return tuple(best)


def scaling(oxir, mlir_opt, sizes, repeat=1):
    print()
    print("| DAG | ops | tool | wall (s) | CPU (s) | wall / canon+cse | CPU / canon+cse | ops after | cost after | functions worse than canon+cse | e-nodes | e-nodes per CPU-s of saturation (statistics) | e-nodes per CPU-s of the pass |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for constants in (False, True):
        for n in sizes:
            with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as t:
                t.write(gen_dag(n, constants=constants))
                path = t.name
            kind = "constants" if constants else "plain"
            canon = None
            # Parsing and printing alone, to tell the pass's CPU time from the process's.
            _, _, base_cpu, _ = best_of(repeat, oxir, [], path)
            canon_time = None
            for tool, args in [
                (oxir, ["--canonicalize", "--cse"]),
                (oxir, ["--eqsat", "--mlir-pass-statistics"]),
                (mlir_opt, ["--canonicalize", "--cse"]),
            ]:
                if not tool or not os.path.exists(tool):
                    continue
                out, dt, cpu, err = best_of(repeat, tool, args, path)
                funcs = per_function(out)
                ops = sum(f[0] for f in funcs.values())
                cost = sum(f[1] for f in funcs.values())
                label = os.path.basename(tool) + " " + " ".join(a for a in args if "statistics" not in a)
                worse, nodes, rate, cpu_rate = "", "", "", ""
                if canon is None and "--canonicalize" in args:
                    canon = funcs
                    canon_time = (dt, cpu)
                ratio = ""
                if canon_time and tool == oxir:
                    ratio = f"{dt / canon_time[0]:.1f} | {cpu / canon_time[1]:.1f}" if canon_time[1] else f"{dt / canon_time[0]:.1f} | "
                else:
                    ratio = " | "
                if "--eqsat" in args and canon is not None:
                    bad = [f for f in funcs if funcs[f][0] > canon[f][0] or funcs[f][1] > canon[f][1]]
                    more_ops = sum(1 for f in funcs if funcs[f][0] > canon[f][0])
                    dearer = sum(1 for f in funcs if funcs[f][1] > canon[f][1])
                    worse = f"{len(bad)} of {len(funcs)} (more ops {more_ops}, dearer {dearer})"
                    e = statistic(err, "e-nodes")
                    us = statistic(err, "cpu-us")
                    nodes = str(e)
                    rate = f"{e / (us / 1e6):,.0f}" if us else ""
                    cpu_rate = f"{e / (cpu - base_cpu):,.0f}" if cpu > base_cpu else ""
                print(
                    f"| {kind} | {n} | {label} | {dt:.2f} | {cpu:.2f} | {ratio} | {ops if out else 'error'} | {cost} | {worse} "
                    f"| {nodes} | {rate} | {cpu_rate} |"
                )
            os.unlink(path)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--oxir", default=os.path.join(ROOT, "target/release/oxir-opt"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--no-kernels", action="store_true")
    ap.add_argument("--repeat", type=int, default=1, help="run each scaling command N times, keep the least times")
    a = ap.parse_args()
    if not a.no_kernels:
        kernels(a.oxir)
    scaling(a.oxir, a.mlir_opt, [int(s) for s in a.sizes.split(",") if s], a.repeat)


if __name__ == "__main__":
    sys.exit(main())
