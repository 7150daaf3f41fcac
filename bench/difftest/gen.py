#!/usr/bin/env python3
"""Random generator of small builtin-dialect .mlir inputs for differential testing.

Usage: gen.py [--seed N] [--count N] [--mutate-ratio R] OUT_DIR
Writes OUT_DIR/case-NNNNN.mlir. Each input is valid-looking IR (generic ops of unregistered
dialects carrying every builtin type and attribute, aliases, locations, regions, resources);
about --mutate-ratio of them are then mutated (token deleted, duplicated or replaced) to
exercise error paths. Only namespaces 't.', 'foo.', 'x.' are used (never 'test.').
"""
import argparse
import os
import random
import re

R = random.Random()


def ch(*xs):
    return R.choice(xs)


def chance(p):
    return R.random() < p


# ----------------------------------------------------------------------------- types

INT_WIDTHS = [1, 1, 2, 3, 4, 7, 8, 8, 16, 17, 32, 32, 64, 64, 65, 80, 127, 128, 256, 1000]
FLOATS = [
    "f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ",
    "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU", "bf16", "f16", "tf32", "f32", "f64", "f80", "f128",
]
COMMON_FLOATS = ["f16", "bf16", "f32", "f64", "f80", "f128", "f8E4M3FN", "f8E5M2", "f4E2M1FN", "tf32"]


class Ctx:
    def __init__(self):
        self.type_aliases = []  # names of '!x' aliases
        self.attr_aliases = []  # names of '#x' aliases (non-location)
        self.loc_aliases = []  # names of '#x' aliases that are locations
        self.resources = []  # (name, elem type, count)
        self.depth = 0


def int_type():
    w = R.choice(INT_WIDTHS)
    return ch("i", "i", "i", "si", "ui") + str(w)


def float_type():
    return R.choice(FLOATS)


def scalar_type(ctx=None):
    k = R.random()
    if k < 0.4:
        return int_type()
    if k < 0.75:
        return float_type()
    if k < 0.85:
        return "index"
    return complex_type()


def complex_type():
    return "complex<%s>" % ch(R.choice(COMMON_FLOATS), int_type(), "f32")


def dims(n, dyn=True, scalable=False):
    out = []
    for _ in range(n):
        if dyn and chance(0.2):
            out.append("?")
        elif scalable and chance(0.3):
            out.append("[%d]" % R.randint(1, 8))
        else:
            out.append(str(ch(0, 1, 2, 3, 4, 5, 8, 16, 1, 2)))
    return out


def shape_prefix(ds):
    return "".join(d + "x" for d in ds)


def vector_elem():
    return ch(int_type(), float_type(), "index", "i32", "f32")


def vector_type():
    n = ch(0, 1, 1, 2, 3)
    ds = dims(n, dyn=False, scalable=True)
    if n == 0:
        ds = []
    return "vector<%s%s>" % (shape_prefix(ds), vector_elem())


def tensor_elem(ctx):
    k = R.random()
    if k < 0.7:
        return scalar_type()
    if k < 0.8:
        return vector_type()
    if k < 0.9:
        return dialect_type(ctx)
    return ch("tuple<i32>", "complex<f64>", "tensor<2xi8>", "index")


def encoding(ctx):
    return ch('"enc"', "1 : i32", "#foo.enc", "{a = 1}", "[1, 2]", "#foo<\"x\">", "unit") if not (
        ctx and ctx.attr_aliases and chance(0.3)) else R.choice(ctx.attr_aliases)


def tensor_type(ctx):
    if chance(0.15):
        return "tensor<*x%s>" % tensor_elem(ctx)
    ds = dims(ch(0, 1, 1, 2, 3))
    enc = ", " + encoding(ctx) if chance(0.2) else ""
    return "tensor<%s%s%s>" % (shape_prefix(ds), tensor_elem(ctx), enc)


def affine_expr(nd, ns, depth=0):
    atoms = ["d%d" % i for i in range(nd)] + ["s%d" % i for i in range(ns)] + [str(R.randint(-5, 40))]
    if depth > 2 or chance(0.35):
        return R.choice(atoms)
    op = ch("+", "-", "*", "floordiv", "ceildiv", "mod", "+", "*")
    a = affine_expr(nd, ns, depth + 1)
    if op in ("*", "floordiv", "ceildiv", "mod") and chance(0.7):
        b = str(R.randint(-3, 16))
    else:
        b = affine_expr(nd, ns, depth + 1)
    e = "%s %s %s" % (a, op, b)
    if chance(0.5):
        e = "(" + e + ")"
    if chance(0.08):
        e = "-" + e
    return e


def affine_map(nd=None):
    if nd is None:
        nd = ch(0, 1, 2, 3)
    ns = ch(0, 0, 1, 2)
    nres = ch(0, 1, 1, 2, 3)
    syms = "[%s]" % ", ".join("s%d" % i for i in range(ns)) if ns else ""
    res = ", ".join(affine_expr(nd, ns) for _ in range(nres))
    return "affine_map<(%s)%s -> (%s)>" % (", ".join("d%d" % i for i in range(nd)), syms, res)


def affine_set():
    nd = ch(0, 1, 2)
    ns = ch(0, 1, 2)
    n = ch(1, 1, 2, 3)
    syms = "[%s]" % ", ".join("s%d" % i for i in range(ns)) if ns else ""
    cs = ", ".join("%s %s 0" % (affine_expr(nd, ns), ch(">=", "==")) for _ in range(n))
    if nd == 0 and ns == 0 and chance(0.3):
        cs = ch("0 == 0", "1 >= 0", "-1 >= 0")
    return "affine_set<(%s)%s : (%s)>" % (", ".join("d%d" % i for i in range(nd)), syms, cs)


def strided(rank):
    st = ", ".join(ch("?", str(R.randint(0, 64)), "1") for _ in range(rank))
    if chance(0.6):
        return "strided<[%s], offset: %s>" % (st, ch("?", "0", str(R.randint(1, 100))))
    return "strided<[%s]>" % st


def memspace():
    if chance(0.1):
        return ch('"gpu"', "i32", "[1]")
    return ch("1", "0", "7 : i64", "#foo.space", "#foo<\"s\">", "3 : i8")


def memref_type(ctx):
    elem = ch(int_type(), float_type(), "index", "f32", "complex<f32>", vector_type(), "!foo.e")
    if chance(0.15):
        ms = ", " + memspace() if chance(0.5) else ""
        return "memref<*x%s%s>" % (elem, ms)
    n = ch(0, 1, 1, 2, 3)
    ds = dims(n)
    extra = []
    if chance(0.5):
        k = R.random()
        if k < 0.4:
            extra.append(affine_map(n))
        elif k < 0.8:
            extra.append(strided(n))
        elif k < 0.9 and ctx and ctx.attr_aliases:
            extra.append(R.choice(ctx.attr_aliases))
        else:
            extra.append(affine_map())
    if chance(0.3):
        extra.append(memspace())
    return "memref<%s%s%s>" % (shape_prefix(ds), elem, "".join(", " + e for e in extra))


def dialect_type(ctx):
    return ch("!foo.bar", "!foo.bar<\"x\">", '!foo<"bar<1>">', "!foo.b<1, [2, 3], {a}>", "!x.y<i32, f32>",
              "!foo.bar<<>>", '!foo.q<"esc\\"q">', "!foo.t<(x)>", "!foo.t<[?x4]>", "!foo.t<a = b>")


def function_type(ctx, depth):
    ins = ", ".join(any_type(ctx, depth + 1) for _ in range(ch(0, 1, 2)))
    nout = ch(0, 1, 1, 2)
    outs = [any_type(ctx, depth + 1) for _ in range(nout)]
    if nout == 1 and not outs[0].startswith("(") and chance(0.7):
        o = outs[0]
    else:
        o = "(" + ", ".join(outs) + ")"
    return "(%s) -> %s" % (ins, o)


def tuple_type(ctx, depth):
    n = ch(0, 1, 2, 3, 17, 20) if chance(0.2) else ch(0, 1, 2, 3)
    return "tuple<%s>" % ", ".join(any_type(ctx, depth + 1) if chance(0.3) else scalar_type() for _ in range(n))


def any_type(ctx=None, depth=0):
    if depth > 2:
        return scalar_type()
    k = R.random()
    if k < 0.3:
        return scalar_type()
    if k < 0.4:
        return vector_type()
    if k < 0.5:
        return tensor_type(ctx)
    if k < 0.6:
        return memref_type(ctx)
    if k < 0.65:
        return "none"
    if k < 0.7:
        return tuple_type(ctx, depth)
    if k < 0.75:
        return function_type(ctx, depth)
    if k < 0.82:
        return dialect_type(ctx)
    if k < 0.9 and ctx and ctx.type_aliases:
        return R.choice(ctx.type_aliases)
    return complex_type()


# ----------------------------------------------------------------------------- attributes


def int_lit(w=64, signed=True):
    k = R.random()
    if k < 0.3:
        return str(R.randint(-5, 5))
    if k < 0.5:
        return str(R.randint(-(2**min(w, 70)), 2**min(w, 70)))
    if k < 0.6:
        return hex(R.randint(0, 2**min(w, 64)))
    if k < 0.7:
        return ch("0", "-0", "1", "-1", "127", "-128", "255", "256", "65535", "0x0", "0xFF", "-0x1")
    return str(R.randint(0, 1000))


def float_lit():
    return ch("0.0", "-0.0", "1.0", "1.5", "-2.5", "3.14159", "1e10", "1.0e-5", "6.5e+04", "1.0E3", "4.",
              "0.1", "123456789.0", "1e308", "1e-320", "2.5e38", "65504.0", "3.4028235e38", "-1.0e+100",
              "0x7FC00000", "0x7F800000", "0xFF800000", "0x3C00", "0x0", "0x8000", "0x7FF8000000000000",
              "0x7E", "0xFFFF", "7", "-7", "0x1")


def int_attr():
    t = ch("i32", "i64", "i1", "i8", "si8", "ui8", "i16", "index", "i128", "ui64", "i3", "si32", "i256")
    if t == "i1" or chance(0.1):
        return ch("true", "false", "1 : i1", "0 : i1", "-1 : i1", "true : i1")
    w = {"index": 64}.get(t, None)
    if w is None:
        w = int(re.sub(r"\D", "", t))
    if t.startswith("ui"):
        v = str(R.randint(0, 2**w - 1)) if chance(0.8) else int_lit(w)
    elif t.startswith("si") or t.startswith("i"):
        v = str(R.randint(-(2**(w - 1)), 2**(w - 1) - 1)) if chance(0.7) else int_lit(w)
    else:
        v = int_lit(w)
    if chance(0.1):
        return v
    return "%s : %s" % (v, t)


def float_attr():
    t = ch(*FLOATS, "f32", "f64", "f16", "bf16")
    v = float_lit()
    if chance(0.08):
        return v
    return "%s : %s" % (v, t)


def str_lit():
    return ch('""', '"hello"', '"esc\\"q\\\\b"', '"\\n\\t\\0A\\ff"', '"caf\u00e9"', '"\u00ff\u4e2d"',
              '"a\\00b"', '"tab\\09"', '"{}[]<>"', '"#x"', '"@s"', '"\\7f"', '"x y"', '"\u2603 snow"')


def string_attr():
    s = str_lit()
    if chance(0.2):
        s += " : " + any_type()
    return s


def symbol_ref():
    base = ch("@s", '@"x y"', "@a_b$c.d", '@"q\\"x"', '@"\u00e9"', "@_1", '@""')
    for _ in range(ch(0, 0, 1, 2)):
        base += "::" + ch("@n", '@"m n"', "@k")
    return base


def dense_elem(kind, t):
    if kind == "int":
        if t == "i1":
            return ch("true", "false", "1", "0")
        w = int(re.sub(r"\D", "", t)) if t != "index" else 64
        if t.startswith("ui"):
            return str(R.randint(0, 2**min(w, 8) - 1))
        return str(R.randint(-(2**(min(w, 8) - 1)), 2**(min(w, 8) - 1) - 1))
    if kind == "float":
        return ch("0.0", "1.0", "-1.5", "2.5e2", "3", "-0.0", "1.0e-3", "0x7FC00000" if t == "f32" else "1.25")
    if kind == "cint":
        return "(%s, %s)" % (R.randint(-3, 3), R.randint(-3, 3))
    if kind == "cfloat":
        return "(%s, %s)" % (ch("1.0", "0.0", "-2.5"), ch("1.0", "0.0", "3.5"))
    if kind == "str":
        return str_lit()


def dense_attr(ctx):
    shape_kind = R.random()
    etype_k = R.random()
    if etype_k < 0.4:
        et = ch("i32", "i8", "i1", "i64", "si8", "ui8", "i16", "index", "i4", "i7")
        kind = "int"
    elif etype_k < 0.75:
        et = ch("f32", "f64", "f16", "bf16", "f8E4M3FN", "f128", "f80", "f4E2M1FN")
        kind = "float"
    elif etype_k < 0.85:
        et = ch("complex<f32>", "complex<i32>", "complex<f64>", "complex<i8>")
        kind = "cfloat" if "f" in et else "cint"
    else:
        et = ch("!foo.s", "i32", "!x.string")
        kind = "str"
    if shape_kind < 0.15:
        ds = []
    elif shape_kind < 0.6:
        ds = [R.randint(1, 5)]
    elif shape_kind < 0.9:
        ds = [R.randint(1, 3), R.randint(1, 3)]
    else:
        ds = [R.randint(101, 130)]
    cont = ch("tensor", "tensor", "vector") if kind != "str" or chance(0.5) else "tensor"
    if cont == "vector" and not ds:
        ds = [2]
    ty = "%s<%s%s>" % (cont, "".join("%dx" % d for d in ds), et)

    def build(level):
        if level == len(ds):
            return dense_elem(kind, et)
        return "[" + ", ".join(build(level + 1) for _ in range(ds[level])) + "]"

    k = R.random()
    if k < 0.25:
        body = dense_elem(kind, et)  # splat
    elif k < 0.35 and kind in ("int", "float"):
        # hex form
        n = 1
        for d in ds:
            n *= d
        bw = {"i1": 1, "i8": 1, "si8": 1, "ui8": 1, "i16": 2, "f16": 2, "bf16": 2, "i32": 4, "f32": 4, "i64": 8,
              "f64": 8, "index": 8, "f128": 16, "f80": 16, "i4": 1, "i7": 1, "f8E4M3FN": 1, "f4E2M1FN": 1}[et]
        cnt = ch(n, 1, n + 1) if chance(0.2) else ch(n, 1)
        body = '"0x' + "".join("%02X" % R.randint(0, 255) for _ in range(bw * cnt)) + '"'
    elif k < 0.4:
        body = ""
        ty = ch("tensor<0xi32>", "tensor<2x0xf32>", "vector<0xi8>" if chance(0.2) else "tensor<0xf64>")
    else:
        body = build(0)
    if chance(0.04):  # shape mismatch
        body = "[" + body + "]"
    return "dense<%s> : %s" % (body, ty) if body else "dense<> : %s" % ty


def sparse_attr():
    return ch(
        "sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>",
        "sparse<[[0], [2]], [1.5, 2.5]> : tensor<4xf32>",
        "sparse<[], []> : tensor<4xi32>",
        "sparse<0, 1> : tensor<2xi8>",
        "sparse<[[1, 1]], [\"a\"]> : tensor<2x2x!foo.s>",
        "sparse<[[0, 1]], [(1.0, 2.0)]> : tensor<2x2xcomplex<f32>>",
        "sparse<[[0, 0], [1, 1]], \"0x01000000\"> : tensor<2x2xi16>",
        "sparse<[[5]], [1]> : tensor<4xi32>",
    )


def array_attr():
    t = ch("i1", "i8", "i16", "i32", "i64", "f32", "f64", "i4")
    n = ch(0, 1, 3, 5)
    if t.startswith("f"):
        vals = [ch("1.0", "-2.5", "0.0", "3", "1e5") for _ in range(n)]
    elif t == "i1":
        vals = [ch("true", "false", "1", "0") for _ in range(n)]
    else:
        vals = [str(R.randint(-100, 100)) for _ in range(n)]
    return "array<%s%s>" % (t, (": " + ", ".join(vals)) if vals else "")


def location(ctx, depth=0):
    k = R.random()
    if ctx and ctx.loc_aliases and k < 0.12:
        return R.choice(ctx.loc_aliases)
    if depth > 2:
        k = 0.5
    if k < 0.2:
        return "unknown"
    if k < 0.45:
        f = ch('"f.mlir"', '"a b.c"', '""', '"dir/x.py"', '"\\22q"')
        l = R.randint(0, 200)
        c = R.randint(0, 80)
        k2 = R.random()
        if k2 < 0.6:
            return "%s:%d:%d" % (f, l, c)
        if k2 < 0.8:
            return "%s:%d:%d to %d:%d" % (f, l, c, l + R.randint(0, 3), R.randint(0, 80))
        if k2 < 0.9:
            return "%s:%d:%d to :%d" % (f, l, c, c + 3)
        return "%s:%d" % (f, l)
    if k < 0.6:
        n = ch('"name"', '"x y"', '"\\n"')
        if chance(0.5):
            return "%s(%s)" % (n, location(ctx, depth + 1))
        return n
    if k < 0.75:
        return "callsite(%s at %s)" % (location(ctx, depth + 1), location(ctx, depth + 1))
    if k < 0.9:
        meta = ch("", "", "<\"m\">", "<1 : i32>", "<#foo.m>", "<unit>")
        items = ", ".join(location(ctx, depth + 1) for _ in range(ch(0, 1, 2, 3)))
        return "fused%s[%s]" % (meta, items)
    return "unknown"


def loc_attr(ctx):
    return "loc(%s)" % location(ctx)


def dialect_attr():
    return ch("#foo.bar", "#foo.bar<1>", '#foo<"x y">', "#foo.a<[1, {b}]>", '#x.e<"\\"">', "#foo.z<<a>>",
              "#foo.w<i32>", "#foo.v<(1, 2)>")


def dense_resource(ctx):
    if ctx.resources and chance(0.8):
        name, et, n = R.choice(ctx.resources)
        ty = "tensor<%dx%s>" % (n, et) if chance(0.85) else "tensor<%dx%s>" % (n + 1, et)
        return "dense_resource<%s> : %s" % (name, ty)
    return "dense_resource<%s> : tensor<2xi32>" % ch("unknown_r", "__elided__", "r.x")


def distinct_attr(ctx, depth):
    return "distinct[%d]<%s>" % (R.randint(0, 3), ch("unit", "1 : i32", '"s"', "[]", "{a}", "@x") if chance(
        0.7) else attribute(ctx, depth + 1))


def attribute(ctx, depth=0):
    if depth > 2:
        return ch(int_attr(), str_lit(), "unit", float_attr())
    k = R.random()
    table = [
        (0.12, int_attr), (0.2, float_attr), (0.27, string_attr), (0.32, lambda: "unit"),
        (0.37, lambda: "[" + ", ".join(attribute(ctx, depth + 1) for _ in range(ch(0, 1, 2, 3))) + "]"),
        (0.42, lambda: dict_attr(ctx, depth + 1)), (0.47, symbol_ref), (0.54, lambda: any_type(ctx)),
        (0.58, array_attr), (0.67, lambda: dense_attr(ctx)), (0.69, sparse_attr), (0.72, lambda: affine_map()),
        (0.74, affine_set), (0.76, lambda: strided(ch(0, 1, 2))), (0.79, lambda: distinct_attr(ctx, depth)),
        (0.82, dialect_attr), (0.87, lambda: loc_attr(ctx)), (0.9, lambda: dense_resource(ctx)),
        (0.95, lambda: R.choice(ctx.attr_aliases) if ctx.attr_aliases else "unit"),
        (0.97, lambda: "dense<%s> : tensor<2x!foo.s>" % ch('["a", "b"]', '"x"', '["\\00", "\u00e9"]')),
        (1.01, lambda: ch("true", "false", "42", "-7", "2.5", "0x10")),
    ]
    for thr, f in table:
        if k < thr:
            return f()
    return "unit"


KEYS = ["a", "b", "c", "z", "x.y", "_k", "k1", "sym_name", "value", '"quoted key"', '"a-b"', '"0x"', "A",
        "function_type", "loc", "dense", "i32", '""', "operandSegmentSizes"]


def dict_attr(ctx, depth=0):
    n = ch(0, 1, 2, 3)
    items = []
    for _ in range(n):
        key = R.choice(KEYS)
        if chance(0.2):
            items.append(key)
        else:
            items.append("%s = %s" % (key, attribute(ctx, depth + 1)))
    return "{" + ", ".join(items) + "}"


# ----------------------------------------------------------------------------- ops


class Block:
    def __init__(self):
        self.values = []  # (name, type)


NS = ["t", "foo", "x"]
OPNAMES = ["op", "a", "b", "term", "yield", "x_y", "br", "c1", "q.r"]


class Gen:
    def __init__(self):
        self.ctx = Ctx()
        self.counter = 0
        self.lines = []

    def fresh(self):
        self.counter += 1
        return ch("%v", "%", "%x", "%arg", "%_", "%a.b", "%q$") + str(self.counter) if chance(0.9) else "%" + ch(
            "foo", "bar_", "a$b", "c.d") + str(self.counter)

    def trailing_loc(self):
        if chance(0.3):
            return " loc(%s)" % location(self.ctx)
        return ""

    def op(self, scope, indent, depth, block_names=(), is_term=False, pending_fwd=None):
        name = '"%s.%s"' % (R.choice(NS), R.choice(OPNAMES))
        ops_in = []
        if scope and chance(0.6):
            for _ in range(ch(1, 1, 2, 3)):
                ops_in.append(R.choice(scope))
        # results
        nres = ch(0, 0, 1, 1, 2, 3)
        res_types = [any_type(self.ctx) if chance(0.5) else scalar_type() for _ in range(nres)]
        prefix = ""
        new_vals = []
        if nres:
            nm = self.fresh()
            if nres == 1:
                prefix = nm + " = "
                new_vals.append((nm, res_types[0]))
            elif chance(0.8):
                prefix = "%s:%d = " % (nm, nres)
                new_vals += [("%s#%d" % (nm, i), t) for i, t in enumerate(res_types)]
            else:
                names = [self.fresh() for _ in range(nres)]
                prefix = ", ".join(names) + " = "
                new_vals += list(zip(names, res_types))
        succ = ""
        if block_names and chance(0.35):
            succ = "[" + ", ".join(R.choice(block_names) for _ in range(ch(1, 1, 2))) + "]"
        props = ""
        if chance(0.2):
            props = " <" + dict_attr(self.ctx, 1) + ">"
            if props == " <{}>" and chance(0.5):
                props = ""
        regions = ""
        if depth < 3 and chance(0.25):
            regs = [self.region(indent + "  ", depth + 1) for _ in range(ch(1, 1, 2))]
            regions = " (" + ", ".join(regs) + ")"
        attrs = ""
        if chance(0.6):
            attrs = " " + dict_attr(self.ctx)
            if attrs == " {}" and chance(0.5):
                attrs = ""
        ins = ", ".join(t for _, t in ops_in)
        if len(res_types) == 1 and chance(0.5) and not res_types[0].startswith("("):
            outs = res_types[0]
        else:
            outs = "(" + ", ".join(res_types) + ")"
        s = "%s%s%s(%s)%s%s%s%s : (%s) -> %s%s" % (indent, prefix, name, ", ".join(n for n, _ in ops_in), succ, props,
                                                 regions, attrs, ins, outs, self.trailing_loc())
        return s, new_vals

    def block_body(self, scope, indent, depth, block_names, n_ops):
        lines = []
        scope = list(scope)
        for i in range(n_ops):
            k = R.random()
            if k < 0.08 and scope:
                s, nv = self.cast_op(scope, indent)
            elif k < 0.12 and depth < 3:
                s, nv = self.module_op(indent, depth), []
            else:
                s, nv = self.op(scope, indent, depth, block_names)
            lines.append(s)
            scope += nv
        return "\n".join(lines)

    def cast_op(self, scope, indent):
        ins = [R.choice(scope) for _ in range(ch(0, 1, 1, 2))]
        outs = [scalar_type() if chance(0.6) else any_type(self.ctx) for _ in range(ch(1, 1, 2))]
        nm = self.fresh()
        if len(outs) == 1:
            prefix = nm + " = "
            nv = [(nm, outs[0])]
        else:
            prefix = "%s:%d = " % (nm, len(outs))
            nv = [("%s#%d" % (nm, i), t) for i, t in enumerate(outs)]
        if chance(0.7):
            if ins:
                body = "builtin.unrealized_conversion_cast %s : %s to %s" % (", ".join(n for n, _ in ins), ", ".join(
                    t for _, t in ins), ", ".join(outs))
            else:
                body = "builtin.unrealized_conversion_cast to %s" % ", ".join(outs)
            if chance(0.2):
                body += " " + dict_attr(self.ctx).replace("{", "{", 1)
                body = body.replace("unrealized_conversion_cast ", "unrealized_conversion_cast ", 1)
        else:
            body = '"builtin.unrealized_conversion_cast"(%s) : (%s) -> (%s)' % (", ".join(
                n for n, _ in ins), ", ".join(t for _, t in ins), ", ".join(outs))
        return indent + prefix + body + self.trailing_loc(), nv

    def region(self, indent, depth):
        nblocks = ch(0, 1, 1, 1, 2, 3)
        if nblocks == 0:
            return "{\n%s}" % indent[:-2]
        names = ["^bb%d" % i if chance(0.7) else "^" + ch("entry", "b", "x_y", "l.1", "q$") + str(i)
                 for i in range(nblocks)]
        parts = []
        for i in range(nblocks):
            args = []
            if chance(0.4):
                for _ in range(ch(1, 1, 2)):
                    a = self.fresh()
                    t = scalar_type() if chance(0.7) else any_type(self.ctx)
                    args.append((a, t, " loc(%s)" % location(self.ctx) if chance(0.2) else ""))
            header = ""
            if i > 0 or args or chance(0.3):
                header = "%s%s%s:\n" % (indent[:-2] if chance(0.5) else indent, names[i], (
                    "(" + ", ".join("%s: %s%s" % a for a in args) + ")") if args else "")
            body = self.block_body([(a, t) for a, t, _ in args], indent, depth, names, ch(0, 1, 1, 2, 3))
            parts.append(header + body + ("\n" if body else ""))
        return "{\n" + "".join(parts) + indent[:-2] + "}"

    def module_op(self, indent, depth):
        name = ""
        if chance(0.5):
            name = " " + ch("@m", '@"mod x"', "@inner", "@m2")
        attrs = ""
        if chance(0.4):
            attrs = " attributes " + dict_attr(self.ctx)
        body = self.block_body([], indent + "  ", depth + 1, (), ch(0, 1, 2))
        if chance(0.15):
            g = '"builtin.module"() ({\n%s\n%s}) %s: () -> ()' % (body, indent, "{sym_name = \"g\"} " if chance(0.5) else "")
            return indent + g + self.trailing_loc()
        return "%smodule%s%s {\n%s%s%s}%s" % (indent, name, attrs, body, "\n" if body else "", indent,
                                              self.trailing_loc())

    def aliases(self):
        out = []
        for i in range(ch(0, 0, 1, 2, 3)):
            nm = "!" + ch("t", "ty", "x_", "T", "t_2", "a.b" if chance(0.05) else "u") + str(i)
            out.append("%s = %s" % (nm, any_type(self.ctx)))
            self.ctx.type_aliases.append(nm)
        for i in range(ch(0, 0, 1, 2, 3)):
            nm = "#" + ch("a", "map", "set", "attr_x", "loc_", "a.x" if chance(0.05) else "l") + str(i)
            if chance(0.3):
                out.append("%s = %s" % (nm, loc_attr(self.ctx)))
                self.ctx.loc_aliases.append(nm)
            else:
                out.append("%s = %s" % (nm, attribute(self.ctx, 1)))
                self.ctx.attr_aliases.append(nm)
        return out

    def resources(self):
        if not chance(0.2):
            return ""
        entries = []
        for i in range(ch(1, 2)):
            et, sz = ch(("i8", 1), ("i32", 4), ("f32", 4), ("i16", 2), ("f64", 8))
            n = R.randint(1, 4)
            name = "r%d" % i if chance(0.8) else ch("blob.x", "r_%d" % i)
            # (alignment 0 makes mlir-opt 22 run out of memory, so it is never generated)
            align = ch("01000000", "02000000", "04000000", "08000000", "03000000", "0100")
            data = "".join("%02X" % R.randint(0, 255) for _ in range(sz * n))
            val = '"0x%s%s"' % (align, data)
            if chance(0.05):
                val = ch('"notblob"', '"0x"', "1", '"0x0"', "true")
            entries.append("%s: %s" % (name, val))
            self.ctx.resources.append((name, et, n))
        parts = ["dialect_resources: {\n    builtin: {\n      %s\n    }\n  }" % ",\n      ".join(entries)]
        if chance(0.3):
            parts.append('external_resources: {\n    ext: {\n      k: "0x01000000FF", b: true, s: "str"\n    }\n  }')
        if chance(0.03):
            parts.append('dialect_resources: {\n    foo: {\n      y: "0x04000000AA"\n    }\n  }')
        return "{-#\n  " + ",\n  ".join(parts) + "\n#-}"

    def file(self):
        lines = self.aliases()
        res = self.resources()
        k = R.random()
        if k < 0.3:
            # explicit module
            lines.append(self.module_op("", 0))
        else:
            lines.append(self.block_body([], "", 0, (), ch(1, 1, 2, 3, 4)))
        if chance(0.1):
            lines.append(ch("#late = loc(\"late\")", "#late = 1 : i32"))
            self.ctx.loc_aliases.append("#late")
        if res and chance(0.5):
            lines.insert(0, res)
        elif res:
            lines.append(res)
        return "\n".join(lines) + "\n"


# ----------------------------------------------------------------------------- mutation

TOKEN_RE = re.compile(r'"(?:[^"\\\n]|\\.)*"|0x[0-9A-Fa-f]+|[-+]?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|[%@#!^][\w$.\-]*(?::\d+|#\d+)?'
                      r'|[A-Za-z_][\w$.]*|->|::|\{-#|#-\}|\S')
POOL = ["(", ")", "[", "]", "{", "}", "<", ">", ",", ":", "=", "->", "?", "x", "*", "i32", "f32", "index", "none",
        "%v1", "%0", "^bb0", "^bb9", "@s", "#a0", "!t0", "#undefined", "!undefined", '"s"', "0", "-1", "1.5", "0x10",
        "loc", "unknown", "dense", "tensor", "vector", "memref", "tuple", "complex", "affine_map", "d0", "s0",
        "true", "unit", "module", "attributes", "to", "at", "fused", "callsite", "strided", "offset", "array",
        "distinct", "sparse", "dense_resource", "builtin", "{-#", "#-}", "...", "'", "\\", "$", "`", "~", "//",
        "\"t.z\"", "i0", "i16777216", "f33", "[4]", "4x", "0x", '"0xZZ"', '"', "99999999999999999999"]


def mutate(text):
    toks = [(m.start(), m.end()) for m in TOKEN_RE.finditer(text)]
    if not toks:
        return text
    for _ in range(ch(1, 1, 1, 2, 3)):
        toks = [(m.start(), m.end()) for m in TOKEN_RE.finditer(text)]
        if not toks:
            break
        s, e = R.choice(toks)
        k = R.random()
        if k < 0.35:
            text = text[:s] + text[e:]
        elif k < 0.55:
            text = text[:s] + text[s:e] + " " + text[s:]
        elif k < 0.85:
            text = text[:s] + R.choice(POOL) + text[e:]
        else:
            s2, e2 = R.choice(toks)
            text = text[:s] + text[s2:e2] + text[e:]
    return text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--mutate-ratio", type=float, default=0.4)
    ap.add_argument("out")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    for i in range(a.count):
        R.seed(a.seed * 1000003 + i)
        text = Gen().file()
        if chance(a.mutate_ratio):
            text = mutate(text)
        with open(os.path.join(a.out, "case-%05d.mlir" % i), "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    main()
