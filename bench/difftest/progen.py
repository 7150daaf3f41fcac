#!/usr/bin/env python3
"""Random generator of valid programs over func, arith, scf, cf, memref, tensor and affine, for
differential testing of passes (passfuzz.py).

Usage: progen.py [--seed N] [--count N] OUT_DIR
Writes OUT_DIR/prog-NNNNN.mlir. Program i depends only on (seed, i). Each program is a module of
a few functions (public and private, with bodies or external, calling each other and themselves)
whose bodies mix scalar arithmetic (with the constants and identities folders look for), scf loops,
conditionals, while loops, switches and execute_region ops, cf control flow (diamonds, loops,
switches), memrefs (allocations, loads and stores, views: subview, cast, reshapes, globals) and
tensors (generate, from_elements, slices, inserts, reshapes, dense constants), plus affine.apply,
min and max. Values are used where they are defined: every program verifies with mlir-opt
(passfuzz.py checks this and regenerates the few that do not).
"""
import argparse
import os
import random

R = random.Random()


def ch(*xs):
    return R.choice(xs)


def chance(p):
    return R.random() < p


# ----------------------------------------------------------------------------- types

INTS = ["i1", "i8", "i16", "i32", "i64"]
FLOATS = ["f16", "f32", "f64"]


class MemRef:
    """A memref type with an identity layout (strides None) or a strided one."""

    def __init__(self, shape, elem, strides=None, offset=None):
        self.shape, self.elem, self.strides, self.offset = list(shape), elem, strides, offset

    def layout_strides(self):
        """The strides and offset of the layout ('?' for dynamic)."""
        if self.strides is not None:
            return list(self.strides), self.offset
        strides, acc = [], 1
        for d in reversed(self.shape):
            strides.append(acc)
            acc = "?" if acc == "?" or d == "?" else acc * d
        return list(reversed(strides)), 0

    def __str__(self):
        dims = "".join("%sx" % d for d in self.shape)
        lay = ""
        if self.strides is not None:
            lay = ", strided<[%s], offset: %s>" % (", ".join(str(s) for s in self.strides), self.offset)
        return "memref<%s%s%s>" % (dims, self.elem, lay)

    def __eq__(self, o):
        return str(self) == str(o)

    def __hash__(self):
        return hash(str(self))


class Tensor:
    def __init__(self, shape, elem):
        self.shape, self.elem = list(shape), elem

    def __str__(self):
        return "tensor<%s%s>" % ("".join("%sx" % d for d in self.shape), self.elem)

    def __eq__(self, o):
        return str(self) == str(o)

    def __hash__(self):
        return hash(str(self))


def is_int(t):
    return isinstance(t, str) and t.startswith("i") and t != "index"


def is_float(t):
    return isinstance(t, str) and t.startswith("f")


def is_scalar(t):
    return isinstance(t, str)


def width(t):
    return 64 if t == "index" else int(t[1:])


def elem_types():
    return ch("i32", "i32", "f32", "f32", "i64", "f64", "index", "i8", "i1", "f16")


def rand_shape(rank=None, dyn=0.25):
    rank = ch(1, 1, 1, 2) if rank is None else rank
    return ["?" if chance(dyn) else ch(1, 2, 3, 4, 4, 8) for _ in range(rank)]


def scalar_type():
    return ch("i32", "i32", "i32", "index", "index", "i64", "i1", "i8", "f32", "f32", "f64", "i16", "f16")


def any_type():
    k = R.random()
    if k < 0.65:
        return scalar_type()
    if k < 0.85:
        return Tensor(rand_shape(), elem_types())
    return MemRef(rand_shape(), elem_types())


# ----------------------------------------------------------------------------- values


class Scope:
    """The values visible at a point: (name, type) pairs, innermost last."""

    def __init__(self, values=()):
        self.values = list(values)

    def child(self):
        return Scope(self.values)

    def add(self, name, t):
        self.values.append((name, t))

    def of(self, pred):
        return [(n, t) for n, t in self.values if pred(t)]


class FuncSig:
    def __init__(self, name, args, results, private, external):
        self.name, self.args, self.results, self.private, self.external = name, args, results, private, external


def int_literal(t):
    if t == "i1":
        return ch("true", "false")
    w = width(t)
    k = R.random()
    if k < 0.5:
        return str(ch(0, 1, 1, 2, 3, 4, -1, 7, 8, 16))
    if k < 0.8:
        return str(R.randint(-100, 100))
    lo, hi = -(2**(min(w, 64) - 1)), 2**(min(w, 64) - 1) - 1
    return str(ch(lo, hi, -1, hi // 2))


def float_literal():
    return ch("0.000000e+00", "1.000000e+00", "-1.000000e+00", "2.500000e+00", "5.000000e-01", "-0.000000e+00",
              "3.000000e+00", "1.000000e+01", "4.200000e+01", "0x7FC00000")


def dense_elem(t):
    if t == "i1":
        return ch("true", "false")
    if is_float(t):
        return ch("0.000000e+00", "1.000000e+00", "-2.500000e+00", "3.000000e+00")
    return str(R.randint(-8, 8))


class Gen:
    def __init__(self):
        self.n = 0
        self.lines = []
        self.funcs = []
        self.globals = []  # (name, MemRef, constant)
        self.cur = None

    def fresh(self, hint="v"):
        self.n += 1
        return "%%%s%d" % (hint, self.n)

    def emit(self, ind, s):
        self.lines.append("  " * ind + s)

    # ------------------------------------------------------------------ value sources

    def const(self, scope, ind, t):
        name = self.fresh("c")
        if t == "i1":
            self.emit(ind, "%s = arith.constant %s" % (name, ch("true", "false")))
        elif t == "index" or is_int(t):
            self.emit(ind, "%s = arith.constant %s : %s" % (name, int_literal(t) if t != "index" else ch(
                0, 1, 1, 2, 3, 4, 8, 0, 1), t))
        elif is_float(t):
            self.emit(ind, "%s = arith.constant %s : %s" % (name, float_literal() if t != "f16" else ch(
                "1.000000e+00", "0.000000e+00", "2.000000e+00"), t))
        else:
            raise ValueError(t)
        scope.add(name, t)
        return name

    def index_const(self, scope, ind, v):
        """An index constant of value v (reused when one is visible, as written code does)."""
        for n, t in scope.values:
            if t == "index" and n.startswith("%%k%d_" % v):
                return n
        name = self.fresh("k%d_" % v)
        self.emit(ind, "%s = arith.constant %d : index" % (name, v))
        scope.add(name, "index")
        return name

    def get(self, scope, ind, t, fresh_p=0.15):
        """A value of type t: a visible one, or a new one made from constants."""
        cands = [n for n, tt in scope.values if tt == t]
        if cands and not chance(fresh_p):
            return R.choice(cands[-8:]) if chance(0.7) else R.choice(cands)
        if is_scalar(t):
            return self.const(scope, ind, t)
        if isinstance(t, Tensor):
            return self.make_tensor(scope, ind, t)
        return self.make_memref(scope, ind, t)

    def index_in(self, scope, ind, dim):
        """An index value in [0, dim) when dim is static (a constant or a visible index value)."""
        if dim != "?" and chance(0.6):
            return self.index_const(scope, ind, R.randint(0, dim - 1))
        if dim == "?" or chance(0.5):
            cands = [n for n, t in scope.values if t == "index" and not n.startswith("%k")]
            if cands:
                return R.choice(cands)
        return self.index_const(scope, ind, 0)

    def dyn_sizes(self, scope, ind, shape):
        return [self.index_const(scope, ind, ch(1, 2, 4, 8)) if chance(0.6) else self.get(scope, ind, "index", 0.0)
                for d in shape if d == "?"]

    def make_tensor(self, scope, ind, t):
        name = self.fresh("t")
        k = R.random()
        static = "?" not in t.shape
        if static and t.elem != "index" and k < 0.4:
            n = 1
            for d in t.shape:
                n *= d
            if chance(0.4) or n > 16:
                body = dense_elem(t.elem)
            else:
                def build(level):
                    if level == len(t.shape):
                        return dense_elem(t.elem)
                    return "[" + ", ".join(build(level + 1) for _ in range(t.shape[level])) + "]"
                body = build(0)
            self.emit(ind, "%s = arith.constant dense<%s> : %s" % (name, body, t))
        elif static and k < 0.55 and len(t.shape) == 1 and t.shape[0] <= 8:
            elems = [self.get(scope, ind, t.elem) for _ in range(t.shape[0])]
            self.emit(ind, "%s = tensor.from_elements %s : %s" % (name, ", ".join(elems), t))
        elif k < 0.75:
            dyn = self.dyn_sizes(scope, ind, t.shape)
            self.emit(ind, "%s = tensor.empty(%s) : %s" % (name, ", ".join(dyn), t))
        elif k < 0.85:
            v = self.get(scope, ind, t.elem)
            dyn = self.dyn_sizes(scope, ind, t.shape)
            self.emit(ind, "%s = tensor.splat %s%s : %s" % (name, v, "[%s]" % ", ".join(dyn) if dyn else "", t))
        else:
            self.generate(scope, ind, t, name)
        scope.add(name, t)
        return name

    def make_memref(self, scope, ind, t):
        name = self.fresh("m")
        dyn = self.dyn_sizes(scope, ind, t.shape)
        op = ch("memref.alloc", "memref.alloc", "memref.alloca")
        self.emit(ind, "%s = %s(%s) : %s" % (name, op, ", ".join(dyn), t))
        scope.add(name, t)
        return name

    # ------------------------------------------------------------------ ops

    def op_arith_int(self, scope, ind):
        t = ch("i32", "i32", "i64", "index", "i8", "i1", "i16")
        a = self.get(scope, ind, t)
        b = self.get(scope, ind, t, 0.3)
        ops = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui", "divsi", "divui",
               "remsi", "remui", "shli", "shrsi", "shrui", "ceildivsi", "floordivsi", "ceildivui"]
        op = R.choice(ops)
        if chance(0.1):
            b = a  # x op x
        name = self.fresh()
        flags = ""
        if op in ("addi", "subi", "muli", "shli") and chance(0.15):
            flags = " overflow<%s>" % ch("nsw", "nuw", "nsw, nuw")
        self.emit(ind, "%s = arith.%s %s, %s%s : %s" % (name, op, a, b, flags, t))
        scope.add(name, t)

    def op_arith_float(self, scope, ind):
        t = ch("f32", "f32", "f64", "f16")
        a = self.get(scope, ind, t)
        name = self.fresh()
        if chance(0.15):
            self.emit(ind, "%s = arith.negf %s : %s" % (name, a, t))
        else:
            b = self.get(scope, ind, t, 0.3)
            op = ch("addf", "subf", "mulf", "divf", "maximumf", "minimumf", "maxnumf", "minnumf", "remf")
            fm = " fastmath<%s>" % ch("fast", "nnan", "contract") if chance(0.1) else ""
            self.emit(ind, "%s = arith.%s %s, %s%s : %s" % (name, op, a, b, fm, t))
        scope.add(name, t)

    def op_cmp(self, scope, ind):
        name = self.fresh()
        if chance(0.7):
            t = ch("i32", "index", "i64", "i8", "i1")
            a, b = self.get(scope, ind, t), self.get(scope, ind, t, 0.3)
            if chance(0.1):
                b = a
            p = ch("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
            self.emit(ind, "%s = arith.cmpi %s, %s, %s : %s" % (name, p, a, b, t))
        else:
            t = ch("f32", "f64")
            a, b = self.get(scope, ind, t), self.get(scope, ind, t, 0.3)
            p = ch("oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une", "ult", "ord", "uno", "true", "false")
            self.emit(ind, "%s = arith.cmpf %s, %s, %s : %s" % (name, p, a, b, t))
        scope.add(name, "i1")

    def op_select(self, scope, ind):
        t = ch("i32", "index", "f32", "i1", "i64") if chance(0.9) else Tensor(rand_shape(1, 0), "i32")
        c = self.get(scope, ind, "i1")
        a, b = self.get(scope, ind, t), self.get(scope, ind, t, 0.3)
        if chance(0.1):
            b = a
        name = self.fresh()
        self.emit(ind, "%s = arith.select %s, %s, %s : %s" % (name, c, a, b, t))
        scope.add(name, t)

    def op_cast(self, scope, ind):
        k = R.random()
        name = self.fresh()
        if k < 0.3:
            a, b = sorted(R.sample(["i1", "i8", "i16", "i32", "i64"], 2), key=width)
            if chance(0.5):
                v = self.get(scope, ind, a)
                op = ch("extsi", "extui")
                self.emit(ind, "%s = arith.%s %s : %s to %s" % (name, op, v, a, b))
                scope.add(name, b)
            else:
                v = self.get(scope, ind, b)
                self.emit(ind, "%s = arith.trunci %s : %s to %s" % (name, v, b, a))
                scope.add(name, a)
        elif k < 0.55:
            it = ch("i32", "i64", "i8")
            if chance(0.5):
                v = self.get(scope, ind, "index")
                self.emit(ind, "%s = arith.%s %s : index to %s" % (name, ch("index_cast", "index_castui"), v, it))
                scope.add(name, it)
            else:
                v = self.get(scope, ind, it)
                self.emit(ind, "%s = arith.%s %s : %s to index" % (name, ch("index_cast", "index_castui"), v, it))
                scope.add(name, "index")
        elif k < 0.75:
            it, ft = ch("i32", "i64", "i8"), ch("f32", "f64")
            if chance(0.5):
                v = self.get(scope, ind, it)
                self.emit(ind, "%s = arith.%s %s : %s to %s" % (name, ch("sitofp", "uitofp"), v, it, ft))
                scope.add(name, ft)
            else:
                v = self.get(scope, ind, ft)
                self.emit(ind, "%s = arith.%s %s : %s to %s" % (name, ch("fptosi", "fptoui"), v, ft, it))
                scope.add(name, it)
        elif k < 0.9:
            if chance(0.5):
                v = self.get(scope, ind, "f32")
                self.emit(ind, "%s = arith.extf %s : f32 to f64" % (name, v))
                scope.add(name, "f64")
            else:
                v = self.get(scope, ind, "f64")
                self.emit(ind, "%s = arith.truncf %s : f64 to f32" % (name, v))
                scope.add(name, "f32")
        else:
            a, b = ch(("i32", "f32"), ("f32", "i32"), ("i64", "f64"), ("f64", "i64"))
            v = self.get(scope, ind, a)
            self.emit(ind, "%s = arith.bitcast %s : %s to %s" % (name, v, a, b))
            scope.add(name, b)

    def op_affine(self, scope, ind):
        name = self.fresh()
        nd = ch(1, 1, 2)
        ns = ch(0, 0, 1)
        dims = [self.get(scope, ind, "index") for _ in range(nd)]
        syms = [self.get(scope, ind, "index") for _ in range(ns)]
        dn = ["d%d" % i for i in range(nd)]
        sn = ["s%d" % i for i in range(ns)]

        def expr():
            atoms = dn + sn
            a = R.choice(atoms)
            k = R.random()
            if k < 0.2:
                return a
            if k < 0.4:
                return "%s + %d" % (a, R.randint(-4, 8))
            if k < 0.55:
                return "%s * %d" % (a, ch(0, 1, 2, 4))
            if k < 0.7:
                return "%s %s %d" % (a, ch("floordiv", "ceildiv", "mod"), ch(1, 2, 4, 8))
            return "%s + %s" % (a, R.choice(atoms))

        m = "affine_map<(%s)%s -> (%%s)>" % (", ".join(dn), "[%s]" % ", ".join(sn) if sn else "")
        sym_part = "[%s]" % ", ".join(syms) if syms else ""
        op = ch("apply", "apply", "min", "max")
        if op == "apply":
            self.emit(ind, "%s = affine.apply %s(%s)%s" % (name, m % expr(), ", ".join(dims), sym_part))
        else:
            res = ", ".join(expr() for _ in range(ch(1, 2, 3)))
            self.emit(ind, "%s = affine.%s %s(%s)%s" % (name, op, m % res, ", ".join(dims), sym_part))
        scope.add(name, "index")

    # ---- memrefs

    def pick_memref(self, scope, ind, pred=lambda t: True):
        cands = scope.of(lambda t: isinstance(t, MemRef) and pred(t))
        if cands and chance(0.8):
            return R.choice(cands)
        for _ in range(50):
            t = MemRef(rand_shape(), ch("f32", "i32", "f32", "i64", "index", "f64"))
            if pred(t):
                return self.make_memref(scope, ind, t), t
        return None

    def op_memref(self, scope, ind):
        k = R.random()
        if k < 0.25:
            m, t = self.pick_memref(scope, ind)
            idx = [self.index_in(scope, ind, d) for d in t.shape]
            name = self.fresh()
            self.emit(ind, "%s = memref.load %s[%s] : %s" % (name, m, ", ".join(idx), t))
            scope.add(name, t.elem)
        elif k < 0.45:
            m, t = self.pick_memref(scope, ind)
            v = self.get(scope, ind, t.elem)
            idx = [self.index_in(scope, ind, d) for d in t.shape]
            self.emit(ind, "memref.store %s, %s[%s] : %s" % (v, m, ", ".join(idx), t))
        elif k < 0.52:
            m, t = self.pick_memref(scope, ind)
            i = R.randrange(len(t.shape))
            name = self.fresh()
            self.emit(ind, "%s = memref.dim %s, %s : %s" % (name, m, self.index_const(scope, ind, i), t))
            scope.add(name, "index")
        elif k < 0.65:
            self.op_subview(scope, ind)
        elif k < 0.72:
            r = self.pick_memref(scope, ind, lambda t: t.strides is None)
            if r is None:
                return
            m, t = r
            nt = MemRef(["?" if d != "?" and chance(0.7) else (d if d != "?" else ch(2, 4)) for d in t.shape], t.elem)
            if nt.shape == t.shape:
                nt.shape[0] = "?" if t.shape[0] != "?" else 4
            name = self.fresh("m")
            self.emit(ind, "%s = memref.cast %s : %s to %s" % (name, m, t, nt))
            scope.add(name, nt)
        elif k < 0.77:
            m, t = self.pick_memref(scope, ind)
            cands = scope.of(lambda tt: isinstance(tt, MemRef) and tt.shape == t.shape and tt.elem == t.elem)
            if not cands:
                return
            m2, t2 = R.choice(cands)
            self.emit(ind, "memref.copy %s, %s : %s to %s" % (m, m2, t, t2))
        elif k < 0.82:
            self.op_reshape_memref(scope, ind)
        elif k < 0.88:
            self.op_global(scope, ind)
        elif k < 0.92:
            cands = [(n, t) for n, t in scope.of(lambda t: isinstance(t, MemRef) and t.strides is None)
                     if n.startswith("%m")]
            if cands and chance(0.5):
                n, t = R.choice(cands)
                self.emit(ind, "memref.dealloc %s : %s" % (n, t))
                scope.values = [(a, b) for a, b in scope.values if a != n]
        else:
            m, t = self.pick_memref(scope, ind)
            name = self.fresh()
            self.emit(ind, "%s = memref.rank %s : %s" % (name, m, t))
            scope.add(name, "index")

    def op_subview(self, scope, ind):
        m, t = self.pick_memref(scope, ind)
        strides, offset = t.layout_strides()
        offs, sizes, steps = [], [], []
        for d in t.shape:
            if d == "?":
                if chance(0.5):
                    offs.append(self.get(scope, ind, "index"))
                else:
                    offs.append("0")
                sizes.append(self.get(scope, ind, "index") if chance(0.5) else "1")
                steps.append("1")
            else:
                sz = R.randint(1, d)
                off = R.randint(0, d - sz)
                if chance(0.3):
                    offs.append(self.index_in(scope, ind, d - sz + 1))
                else:
                    offs.append(str(off))
                sizes.append(str(sz))
                steps.append("1")
        res_shape = ["?" if s.startswith("%") else int(s) for s in sizes]
        # MLIR's saturated arithmetic: 0 times a dynamic stride is 0, anything else with '?' is '?'.
        new_off = offset
        for o, s in zip(offs, strides):
            o = "?" if o.startswith("%") else int(o)
            term = 0 if 0 in (o, s) else "?" if "?" in (o, s) else o * s
            new_off = "?" if "?" in (new_off, term) else new_off + term
        res = MemRef(res_shape, t.elem, strides, new_off)
        name = self.fresh("m")
        self.emit(ind, "%s = memref.subview %s[%s] [%s] [%s] : %s to %s" % (
            name, m, ", ".join(offs), ", ".join(sizes), ", ".join(steps), t, res))
        scope.add(name, res)

    def op_reshape_memref(self, scope, ind):
        name = self.fresh("m")
        if chance(0.5):
            r = self.pick_memref(scope, ind, lambda t: t.strides is None and len(t.shape) == 2)
            if r is None:
                return
            m, t = r
            a, b = t.shape
            n = "?" if "?" in (a, b) else a * b
            res = MemRef([n], t.elem)
            self.emit(ind, "%s = memref.collapse_shape %s [[0, 1]] : %s into %s" % (name, m, t, res))
        else:
            r = self.pick_memref(scope, ind, lambda t: t.strides is None and len(t.shape) == 1 and t.shape[0] != "?"
                                 and t.shape[0] % 2 == 0)
            if r is None:
                return
            m, t = r
            res = MemRef([2, t.shape[0] // 2], t.elem)
            self.emit(ind, "%s = memref.expand_shape %s [[0, 1]] output_shape [2, %d] : %s into %s" % (
                name, m, t.shape[0] // 2, t, res))
        scope.add(name, res)

    def op_global(self, scope, ind):
        if not self.globals or chance(0.3):
            t = MemRef([ch(2, 4)], ch("f32", "i32"))
            gname = "@g%d" % len(self.globals)
            const = chance(0.6)
            self.globals.append((gname, t, const))
        gname, t, const = R.choice(self.globals)
        name = self.fresh("m")
        self.emit(ind, "%s = memref.get_global %s : %s" % (name, gname, t))
        if not const:
            scope.add(name, t)
        else:
            # A constant global is read, never written.
            v = self.fresh()
            self.emit(ind, "%s = memref.load %s[%s] : %s" % (v, name, self.index_in(scope, ind, t.shape[0]), t))
            scope.add(v, t.elem)

    # ---- tensors

    def pick_tensor(self, scope, ind, pred=lambda t: True):
        cands = scope.of(lambda t: isinstance(t, Tensor) and pred(t))
        if cands and chance(0.75):
            return R.choice(cands)
        for _ in range(50):
            t = Tensor(rand_shape(), ch("f32", "i32", "i32", "f32", "i64", "index", "f64", "i1"))
            if pred(t):
                return self.make_tensor(scope, ind, t), t
        return None

    def generate(self, scope, ind, t, name):
        dyn = self.dyn_sizes(scope, ind, t.shape)
        self.emit(ind, "%s = tensor.generate %s {" % (name, ", ".join(dyn)))
        args = [self.fresh("i") for _ in t.shape]
        self.emit(ind, "^bb0(%s):" % ", ".join("%s: index" % a for a in args))
        inner = scope.child()
        for a in args:
            inner.add(a, "index")
        self.body(inner, ind + 1, ch(0, 1, 2, 3), depth=3)
        self.emit(ind + 1, "tensor.yield %s : %s" % (self.get(inner, ind + 1, t.elem), t.elem))
        self.emit(ind, "} : %s" % t)

    def op_tensor(self, scope, ind):
        k = R.random()
        name = self.fresh()
        if k < 0.2:
            v, t = self.pick_tensor(scope, ind)
            idx = [self.index_in(scope, ind, d) for d in t.shape]
            self.emit(ind, "%s = tensor.extract %s[%s] : %s" % (name, v, ", ".join(idx), t))
            scope.add(name, t.elem)
        elif k < 0.35:
            v, t = self.pick_tensor(scope, ind)
            e = self.get(scope, ind, t.elem)
            idx = [self.index_in(scope, ind, d) for d in t.shape]
            self.emit(ind, "%s = tensor.insert %s into %s[%s] : %s" % (name, e, v, ", ".join(idx), t))
            scope.add(name, t)
        elif k < 0.42:
            v, t = self.pick_tensor(scope, ind)
            self.emit(ind, "%s = tensor.dim %s, %s : %s" % (
                name, v, self.index_const(scope, ind, R.randrange(len(t.shape))), t))
            scope.add(name, "index")
        elif k < 0.57:
            v, t = self.pick_tensor(scope, ind)
            offs, sizes, res_shape = [], [], []
            for d in t.shape:
                if d == "?":
                    offs.append(self.get(scope, ind, "index") if chance(0.4) else "0")
                    if chance(0.5):
                        sizes.append(self.get(scope, ind, "index"))
                        res_shape.append("?")
                    else:
                        sizes.append("1")
                        res_shape.append(1)
                else:
                    sz = R.randint(1, d)
                    offs.append(str(R.randint(0, d - sz)))
                    if chance(0.2):
                        sizes.append(self.index_const(scope, ind, sz))
                        res_shape.append("?")
                    else:
                        sizes.append(str(sz))
                        res_shape.append(sz)
            rt = Tensor(res_shape, t.elem)
            ones = ", ".join("1" for _ in t.shape)
            self.emit(ind, "%s = tensor.extract_slice %s[%s] [%s] [%s] : %s to %s" % (
                name, v, ", ".join(offs), ", ".join(sizes), ones, t, rt))
            scope.add(name, rt)
            if chance(0.5):
                # Insert back where it came from.
                name2 = self.fresh()
                self.emit(ind, "%s = tensor.insert_slice %s into %s[%s] [%s] [%s] : %s into %s" % (
                    name2, name, v, ", ".join(offs), ", ".join(sizes), ones, rt, t))
                scope.add(name2, t)
        elif k < 0.65:
            v, t = self.pick_tensor(scope, ind)
            nt = Tensor(["?" if d != "?" and chance(0.6) else (d if d != "?" else ch(2, 4)) for d in t.shape], t.elem)
            if nt.shape == t.shape:
                nt.shape[0] = "?" if t.shape[0] != "?" else 4
            self.emit(ind, "%s = tensor.cast %s : %s to %s" % (name, v, t, nt))
            scope.add(name, nt)
        elif k < 0.72:
            if chance(0.5):
                r = self.pick_tensor(scope, ind, lambda t: len(t.shape) == 2)
                if r is None:
                    return
                v, t = r
                a, b = t.shape
                rt = Tensor(["?" if "?" in (a, b) else a * b], t.elem)
                self.emit(ind, "%s = tensor.collapse_shape %s [[0, 1]] : %s into %s" % (name, v, t, rt))
            else:
                r = self.pick_tensor(scope, ind, lambda t: len(t.shape) == 1 and t.shape[0] != "?")
                if r is None:
                    return
                v, t = r
                rt = Tensor([1, t.shape[0]], t.elem)
                self.emit(ind, "%s = tensor.expand_shape %s [[0, 1]] output_shape [1, %d] : %s into %s" % (
                    name, v, t.shape[0], t, rt))
            scope.add(name, rt)
        elif k < 0.8:
            t = Tensor(rand_shape(), ch("f32", "i32", "index"))
            self.generate(scope, ind, t, name)
            scope.add(name, t)
        elif k < 0.87:
            r = self.pick_tensor(scope, ind, lambda t: t.elem in ("i32", "i64", "index") or is_float(t.elem))
            if r is None:
                return
            v, t = r
            w = self.get(scope, ind, t, 0.3)
            op = ("addi", "muli", "subi") if not is_float(t.elem) else ("addf", "mulf", "subf")
            self.emit(ind, "%s = arith.%s %s, %s : %s" % (name, R.choice(op), v, w, t))
            scope.add(name, t)
        else:
            t = Tensor(rand_shape(), ch("f32", "i32"))
            self.make_tensor(scope, ind, t)

    # ---- calls

    def op_call(self, scope, ind):
        cands = [f for f in self.funcs if f is not self.cur or chance(0.2)]
        idx = self.funcs.index(self.cur)
        cands = [f for f in cands if self.funcs.index(f) > idx or f is self.cur]
        if not cands:
            return
        f = R.choice(cands)
        args = [self.get(scope, ind, t) for t in f.args]
        names = []
        if len(f.results) == 1:
            names = [self.fresh("r")]
            prefix = names[0] + " = "
        elif f.results:
            base = self.fresh("r")
            prefix = "%s:%d = " % (base, len(f.results))
            names = ["%s#%d" % (base, i) for i in range(len(f.results))]
        else:
            prefix = ""
        res = ", ".join(str(t) for t in f.results)
        res = res if len(f.results) == 1 else "(%s)" % res
        self.emit(ind, "%sfunc.call %s(%s) : (%s) -> %s" % (prefix, f.name, ", ".join(args),
                                                       ", ".join(str(t) for t in f.args), res))
        for n, t in zip(names, f.results):
            scope.add(n, t)

    # ---- scf

    def yield_types(self):
        return [ch("i32", "index", "f32", "i64", "i1") if chance(0.8) else Tensor(rand_shape(1, 0.3), ch("f32", "i32"))
                for _ in range(ch(0, 1, 1, 1, 2))]

    def results_prefix(self, scope, types):
        if not types:
            return "", []
        base = self.fresh("s")
        if len(types) == 1:
            return base + " = ", [base]
        return "%s:%d = " % (base, len(types)), ["%s#%d" % (base, i) for i in range(len(types))]

    def op_for(self, scope, ind, depth):
        lb = self.index_const(scope, ind, ch(0, 0, 0, 1, 2)) if chance(0.8) else self.get(scope, ind, "index")
        ub = self.index_const(scope, ind, ch(0, 1, 2, 4, 8, 16)) if chance(0.6) else self.get(scope, ind, "index")
        step = self.index_const(scope, ind, ch(1, 1, 2, 4)) if chance(0.9) else self.get(scope, ind, "index")
        itypes = self.yield_types()
        inits = [self.get(scope, ind, t) for t in itypes]
        prefix, names = self.results_prefix(scope, itypes)
        iv = self.fresh("iv")
        args = [self.fresh("acc") for _ in itypes]
        it = ""
        if itypes:
            it = " iter_args(%s) -> (%s)" % (", ".join("%s = %s" % (a, v) for a, v in zip(args, inits)),
                                              ", ".join(str(t) for t in itypes))
        self.emit(ind, "%sscf.for %s = %s to %s step %s%s {" % (prefix, iv, lb, ub, step, it))
        inner = scope.child()
        inner.add(iv, "index")
        for a, t in zip(args, itypes):
            inner.add(a, t)
        self.body(inner, ind + 1, ch(1, 2, 3, 4), depth + 1)
        if itypes:
            ys = [a if chance(0.25) else self.get(inner, ind + 1, t) for a, t in zip(args, itypes)]
            self.emit(ind + 1, "scf.yield %s : %s" % (", ".join(ys), ", ".join(str(t) for t in itypes)))
        self.emit(ind, "}")
        for n, t in zip(names, itypes):
            scope.add(n, t)

    def op_if(self, scope, ind, depth):
        c = self.get(scope, ind, "i1", 0.2)
        types = self.yield_types()
        prefix, names = self.results_prefix(scope, types)
        self.emit(ind, "%sscf.if %s%s {" % (prefix, c, " -> (%s)" % ", ".join(str(t) for t in types) if types else ""))
        for branch in range(2):
            if branch == 1:
                if not types and chance(0.5):
                    break
                self.emit(ind, "} else {")
            inner = scope.child()
            self.body(inner, ind + 1, ch(0, 1, 2, 3), depth + 1)
            if types:
                ys = [self.get(inner, ind + 1, t) for t in types]
                self.emit(ind + 1, "scf.yield %s : %s" % (", ".join(ys), ", ".join(str(t) for t in types)))
        self.emit(ind, "}")
        for n, t in zip(names, types):
            scope.add(n, t)

    def op_while(self, scope, ind, depth):
        types = [ch("i32", "index", "i64")] + ([ch("i32", "f32")] if chance(0.3) else [])
        inits = [self.get(scope, ind, t) for t in types]
        prefix, names = self.results_prefix(scope, types)
        args = [self.fresh("w") for _ in types]
        ts = ", ".join(types)
        self.emit(ind, "%sscf.while (%s) : (%s) -> (%s) {" % (
            prefix, ", ".join("%s = %s" % (a, v) for a, v in zip(args, inits)), ts, ts))
        inner = scope.child()
        for a, t in zip(args, types):
            inner.add(a, t)
        self.body(inner, ind + 1, ch(0, 1, 2), depth + 1)
        c = self.fresh()
        lim = self.get(inner, ind + 1, types[0])
        self.emit(ind + 1, "%s = arith.cmpi slt, %s, %s : %s" % (c, args[0], lim, types[0]))
        fwd = [a if chance(0.7) else self.get(inner, ind + 1, t) for a, t in zip(args, types)]
        self.emit(ind + 1, "scf.condition(%s) %s : %s" % (c, ", ".join(fwd), ts))
        self.emit(ind, "} do {")
        bargs = [self.fresh("b") for _ in types]
        self.emit(ind, "^bb0(%s):" % ", ".join("%s: %s" % (a, t) for a, t in zip(bargs, types)))
        inner = scope.child()
        for a, t in zip(bargs, types):
            inner.add(a, t)
        self.body(inner, ind + 1, ch(0, 1, 2), depth + 1)
        step = self.get(inner, ind + 1, types[0])
        nxt = self.fresh()
        self.emit(ind + 1, "%s = arith.addi %s, %s : %s" % (nxt, bargs[0], step, types[0]))
        ys = [nxt] + [self.get(inner, ind + 1, t) for t in types[1:]]
        self.emit(ind + 1, "scf.yield %s : %s" % (", ".join(ys), ts))
        self.emit(ind, "}")
        for n, t in zip(names, types):
            scope.add(n, t)

    def op_switch(self, scope, ind, depth):
        v = self.get(scope, ind, "index")
        types = self.yield_types()
        prefix, names = self.results_prefix(scope, types)
        cases = sorted(R.sample(range(0, 5), ch(0, 1, 2, 3)))
        self.emit(ind, "%sscf.index_switch %s%s" % (prefix, v, " -> %s" % ", ".join(str(t) for t in types)
                                                    if types else ""))
        for c in cases + ["default"]:
            self.emit(ind, "case %d {" % c if c != "default" else "default {")
            inner = scope.child()
            self.body(inner, ind + 1, ch(0, 1, 2), depth + 1)
            ys = [self.get(inner, ind + 1, t) for t in types]
            self.emit(ind + 1, "scf.yield %s" % ("%s : %s" % (", ".join(ys), ", ".join(str(t) for t in types))
                                                 if types else ""))
            self.emit(ind, "}")
        for n, t in zip(names, types):
            scope.add(n, t)

    def op_execute_region(self, scope, ind, depth):
        types = self.yield_types()
        prefix, names = self.results_prefix(scope, types)
        self.emit(ind, "%sscf.execute_region%s {" % (prefix, " -> (%s)" % ", ".join(str(t) for t in types)
                                                    if types else ""))
        inner = scope.child()
        self.body(inner, ind + 1, ch(0, 1, 2), depth + 1)
        if chance(0.5):
            # Two blocks: a branch to a block that yields.
            args = [self.get(inner, ind + 1, t) for t in types]
            self.emit(ind + 1, "cf.br ^bb1%s" % ("(%s : %s)" % (", ".join(args), ", ".join(str(t) for t in types))
                                                 if types else ""))
            bargs = [self.fresh("e") for _ in types]
            self.emit(ind, "^bb1%s:" % ("(%s)" % ", ".join("%s: %s" % (a, t) for a, t in zip(bargs, types))
                                        if types else ""))
            inner = scope.child()
            for a, t in zip(bargs, types):
                inner.add(a, t)
            self.body(inner, ind + 1, ch(0, 1), depth + 1)
        ys = [self.get(inner, ind + 1, t) for t in types]
        self.emit(ind + 1, "scf.yield%s" % (" %s : %s" % (", ".join(ys), ", ".join(str(t) for t in types))
                                            if types else ""))
        self.emit(ind, "}")
        for n, t in zip(names, types):
            scope.add(n, t)

    # ------------------------------------------------------------------ blocks

    def body(self, scope, ind, n, depth):
        for _ in range(n):
            self.one_op(scope, ind, depth)

    def one_op(self, scope, ind, depth):
        k = R.random()
        table = [
            (0.16, lambda: self.op_arith_int(scope, ind)),
            (0.24, lambda: self.op_arith_float(scope, ind)),
            (0.31, lambda: self.op_cmp(scope, ind)),
            (0.35, lambda: self.op_select(scope, ind)),
            (0.41, lambda: self.op_cast(scope, ind)),
            (0.45, lambda: self.const(scope, ind, scalar_type())),
            (0.48, lambda: self.op_affine(scope, ind)),
            (0.60, lambda: self.op_memref(scope, ind)),
            (0.72, lambda: self.op_tensor(scope, ind)),
            (0.77, lambda: self.op_call(scope, ind)),
        ]
        if depth < 3:
            table += [
                (0.85, lambda: self.op_for(scope, ind, depth)),
                (0.92, lambda: self.op_if(scope, ind, depth)),
                (0.95, lambda: self.op_while(scope, ind, depth)),
                (0.97, lambda: self.op_switch(scope, ind, depth)),
                (1.00, lambda: self.op_execute_region(scope, ind, depth)),
            ]
        for thr, f in table:
            if k < thr:
                f()
                return
        self.op_arith_int(scope, ind)

    def ret(self, scope, ind, f):
        vals = [self.get(scope, ind, t) for t in f.results]
        if vals:
            self.emit(ind, "return %s : %s" % (", ".join(vals), ", ".join(str(t) for t in f.results)))
        else:
            self.emit(ind, "return")

    def cfg_body(self, scope, f):
        """A function body of several blocks: a diamond, a loop or a switch."""
        shape = ch("diamond", "loop", "switch")
        entry = scope
        self.body(entry, 2, ch(1, 2, 3, 4), 1)
        mtypes = [ch("i32", "index", "f32")] if chance(0.7) else []
        sig = ", ".join(mtypes)

        def succ(block, vals):
            return "%s(%s : %s)" % (block, ", ".join(vals), sig) if vals else block

        def block_header(name, types):
            args = [self.fresh("a") for _ in types]
            self.emit(1, "%s%s:" % (name, "(%s)" % ", ".join("%s: %s" % (a, t) for a, t in zip(args, types))
                                    if types else ""))
            return args

        if shape == "diamond":
            c = self.get(entry, 2, "i1")
            self.emit(2, "cf.cond_br %s, ^bb1, ^bb2" % c)
            for b in ("^bb1", "^bb2"):
                block_header(b, [])
                s = entry.child()
                self.body(s, 2, ch(0, 1, 2, 3), 1)
                if chance(0.2):
                    self.ret(s, 2, f)
                else:
                    self.emit(2, "cf.br %s" % succ("^bb3", [self.get(s, 2, t) for t in mtypes]))
            args = block_header("^bb3", mtypes)
            s = entry.child()
            for a, t in zip(args, mtypes):
                s.add(a, t)
            self.body(s, 2, ch(0, 1, 2), 1)
            self.ret(s, 2, f)
        elif shape == "loop":
            ht = ["index"] + mtypes
            init = [self.index_const(entry, 2, 0)] + [self.get(entry, 2, t) for t in mtypes]
            self.emit(2, "cf.br ^bb1(%s : %s)" % (", ".join(init), ", ".join(ht)))
            args = block_header("^bb1", ht)
            h = entry.child()
            for a, t in zip(args, ht):
                h.add(a, t)
            self.body(h, 2, ch(0, 1, 2), 1)
            lim = self.index_const(h, 2, ch(0, 1, 4, 10))
            c = self.fresh()
            self.emit(2, "%s = arith.cmpi slt, %s, %s : index" % (c, args[0], lim))
            self.emit(2, "cf.cond_br %s, ^bb2, ^bb3" % c)
            block_header("^bb2", [])
            s = h.child()
            self.body(s, 2, ch(0, 1, 2, 3), 1)
            one = self.index_const(s, 2, 1)
            nxt = self.fresh()
            self.emit(2, "%s = arith.addi %s, %s : index" % (nxt, args[0], one))
            vals = [nxt] + [self.get(s, 2, t) for t in mtypes]
            self.emit(2, "cf.br ^bb1(%s : %s)" % (", ".join(vals), ", ".join(ht)))
            block_header("^bb3", [])
            s = h.child()
            self.body(s, 2, ch(0, 1, 2), 1)
            self.ret(s, 2, f)
        else:
            v = self.get(entry, 2, "i32")
            cases = sorted(R.sample(range(-1, 6), ch(1, 2, 3)))
            targets = ["^bb%d" % (i + 1) for i in range(len(cases) + 1)]
            merge = "^bb%d" % (len(cases) + 2)
            dflt = [self.get(entry, 2, t) for t in mtypes]
            body = ",\n".join("      %d: %s" % (c, succ(t, [])) for c, t in zip(cases, targets[1:]))
            self.emit(2, "cf.switch %s : i32, [\n      default: %s,\n%s\n    ]" % (
                v, succ(merge, dflt) if chance(0.5) else targets[0], body))
            for b in targets:
                block_header(b, [])
                s = entry.child()
                self.body(s, 2, ch(0, 1, 2), 1)
                self.emit(2, "cf.br %s" % succ(merge, [self.get(s, 2, t) for t in mtypes]))
            args = block_header(merge, mtypes)
            s = entry.child()
            for a, t in zip(args, mtypes):
                s.add(a, t)
            self.body(s, 2, ch(0, 1, 2), 1)
            self.ret(s, 2, f)

    def function(self, f):
        self.cur = f
        args = ["%%arg%d" % i for i in range(len(f.args))]
        res = ""
        if f.results:
            rs = ", ".join(str(t) for t in f.results)
            res = " -> " + (rs if len(f.results) == 1 else "(%s)" % rs)
        vis = "private " if f.private else ""
        if f.external:
            self.emit(1, "func.func %s%s(%s)%s" % (vis, f.name, ", ".join(str(t) for t in f.args), res))
            return
        self.emit(1, "func.func %s%s(%s)%s {" % (vis, f.name, ", ".join(
            "%s: %s" % (a, t) for a, t in zip(args, f.args)), res))
        scope = Scope(zip(args, f.args))
        if chance(0.25):
            self.cfg_body(scope, f)
        else:
            self.body(scope, 2, R.randint(3, 14), 0)
            self.ret(scope, 2, f)
        self.emit(1, "}")

    def program(self):
        nf = ch(1, 1, 2, 2, 3, 4)
        for i in range(nf):
            args = [any_type() for _ in range(ch(0, 1, 2, 2, 3))]
            results = [any_type() if chance(0.8) else scalar_type() for _ in range(ch(0, 1, 1, 1, 2))]
            private = i > 0 and chance(0.6)
            external = i > 0 and chance(0.12)
            name = "@%s%d" % (ch("f", "callee", "helper") if i else ch("main", "f", "entry"), i)
            self.funcs.append(FuncSig(name, args, results, private or external, external))
        body_lines = []
        for f in self.funcs:
            self.lines = []
            self.function(f)
            body_lines += self.lines
        out = ["module {"]
        for gname, t, const in self.globals:
            init = "dense<%s>" % ("1.000000e+00" if t.elem == "f32" else "3")
            if chance(0.2) and not const:
                init = "uninitialized"
            out.append('  memref.global "private" %s%s : %s = %s' % ("constant " if const else "", gname, t, init))
        out += body_lines
        out.append("}")
        return "\n".join(out) + "\n"


def program(seed, i, attempt=0):
    R.seed("%d/%d/%d" % (seed, i, attempt))
    return Gen().program()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("out")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    for i in range(a.count):
        with open(os.path.join(a.out, "prog-%05d.mlir" % i), "w") as f:
            f.write(program(a.seed, i))


if __name__ == "__main__":
    main()
