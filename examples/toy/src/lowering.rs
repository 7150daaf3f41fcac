//! `convert-toy-to-loops`: lowers the toy ops to loops over buffers (Toy chapter 5) with the
//! dialect-conversion framework: a [`ConversionTarget`] that makes the toy dialect illegal, a
//! [`TypeConverter`] from static `tensor<...xf64>` to `memref<...xf64>`, and one
//! [`ConversionPattern`] per op.
//!
//! oxir has no bufferization yet, so, as Toy does, the lowering goes straight to `memref`: each
//! tensor value becomes a `memref.alloc` (freed by a `memref.dealloc` before the end of its
//! block) filled by `scf.for` loop nests of `memref.load`/`arith`/`memref.store`. `toy.print`
//! becomes loops calling the runner utilities `printOpen`, `printF64`, `printComma`,
//! `printClose` and `printNewline` (declared as private `func.func`s), which print
//! `( ( 1, 2 ), ( 3, 4 ) )` as MLIR's vector printer does. Every call must have been inlined and
//! every shape inferred first: the lowering needs static shapes.

use crate::ops::{self, AddOp, CastOp, ConstantOp, MatmulOp, MulOp, PrintOp, ReshapeOp, TransposeOp};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, TypeConverter,
};
use oxir::numeric::{APFloat, FloatSemantics};
use oxir::ods::prelude::*;
use oxir::pass::Pass;
use oxir::{BlockRef, Diagnostic, NamedAttribute, OperationState};
use std::sync::Arc;

/// The runner utilities `toy.print` lowers to, with their argument types (`f64` or none).
const PRINT_FUNCTIONS: [(&str, bool); 5] =
    [("printF64", true), ("printComma", false), ("printNewline", false), ("printOpen", false), ("printClose", false)];

/// Constants made while lowering one op, emitted once each just before it (so they dominate
/// every loop the lowering creates).
struct ConstantPool {
    block: BlockRef,
    before: Option<OpRef>,
    /// The first op the lowering emitted in `block`: constants go before it.
    first: Option<OpRef>,
    values: Vec<(Attribute, Value)>,
}

/// Emits ops at one place: before `before` in `block` (at its end when `None`).
struct Emitter<'c> {
    ctx: &'c mut Context,
    pool: &'c mut ConstantPool,
    loc: Attribute,
    block: BlockRef,
    before: Option<OpRef>,
}

impl Emitter<'_> {
    fn op(&mut self, name: &str, operands: &[Value], results: &[Type], props: Vec<(&str, Attribute)>) -> OpRef {
        let mut st = OperationState::new(self.ctx.op_name(name), self.loc);
        st.operands.extend_from_slice(operands);
        st.result_types.extend_from_slice(results);
        if !props.is_empty() {
            let entries =
                props.into_iter().map(|(n, value)| NamedAttribute { name: self.ctx.ident(n), value }).collect();
            st.properties = Some(DictionaryAttr::get(self.ctx, entries));
        }
        let op = self.ctx.create_op(st);
        self.insert(op);
        op
    }

    /// Inserts a detached op at the emitter's place.
    fn insert(&mut self, op: OpRef) {
        self.ctx.insert_op_before(self.block, self.before, op);
        if self.block == self.pool.block && self.pool.first.is_none() {
            self.pool.first = Some(op);
        }
    }

    fn value(&mut self, name: &str, operands: &[Value], result: Type) -> Value {
        let op = self.op(name, operands, &[result], Vec::new());
        self.ctx.result(op, 0)
    }

    /// An `arith.constant` of `value` (of type `ty`) from the pool.
    fn constant(&mut self, value: Attribute, ty: Type) -> Value {
        if let Some(&(_, v)) = self.pool.values.iter().find(|(a, _)| *a == value) {
            return v;
        }
        let mut st = OperationState::new(self.ctx.op_name("arith.constant"), self.loc);
        st.result_types.push(ty);
        st.properties =
            Some(DictionaryAttr::get(self.ctx, vec![NamedAttribute { name: self.ctx.ident("value"), value }]));
        let op = self.ctx.create_op(st);
        let before = self.pool.first.or(self.pool.before);
        self.ctx.insert_op_before(self.pool.block, before, op);
        let v = self.ctx.result(op, 0);
        self.pool.values.push((value, v));
        v
    }

    fn index(&mut self, v: i64) -> Value {
        let ty = IndexType::get(self.ctx);
        let attr = IntegerAttr::from_i64(self.ctx, ty, v);
        self.constant(attr, ty)
    }

    fn f64_const(&mut self, v: f64) -> Value {
        let ty = FloatType::get(self.ctx, FloatKind::F64);
        let attr = FloatAttr::get(self.ctx, ty, APFloat::from_f64(FloatSemantics::F64, v));
        self.constant(attr, ty)
    }

    fn load(&mut self, memref: Value, indices: &[Value]) -> Value {
        let f64 = FloatType::get(self.ctx, FloatKind::F64);
        let mut operands = vec![memref];
        operands.extend_from_slice(indices);
        self.value("memref.load", &operands, f64)
    }

    fn store(&mut self, value: Value, memref: Value, indices: &[Value]) {
        let mut operands = vec![value, memref];
        operands.extend_from_slice(indices);
        self.op("memref.store", &operands, &[], Vec::new());
    }

    fn call(&mut self, callee: &str, args: &[Value]) {
        let sym = self.ctx.intern_attr(SymbolRefAttr { root: self.ctx.ident(callee), nested: Vec::new() });
        self.op("func.call", args, &[], vec![("callee", sym)]);
    }

    /// `scf.for %i = 0 to upper step 1 { body }`.
    fn for_loop(&mut self, upper: i64, body: &mut dyn FnMut(&mut Emitter<'_>, Value)) {
        let (lb, ub, step) = (self.index(0), self.index(upper), self.index(1));
        let region = self.ctx.create_region();
        let block = self.ctx.create_block();
        let index = IndexType::get(self.ctx);
        let iv = self.ctx.add_block_argument(block, index, self.loc);
        self.ctx.append_block(region, block);
        let mut st = OperationState::new(self.ctx.op_name("scf.for"), self.loc);
        st.operands.extend_from_slice(&[lb, ub, step]);
        st.regions.push(region);
        let op = self.ctx.create_op(st);
        self.insert(op);
        let yield_op = self.ctx.create_op(OperationState::new(self.ctx.op_name("scf.yield"), self.loc));
        self.ctx.append_op(block, yield_op);
        let mut inner = Emitter { ctx: self.ctx, pool: self.pool, loc: self.loc, block, before: Some(yield_op) };
        body(&mut inner, iv);
    }

    /// A loop nest over `shape`; `body` gets the induction variables, outermost first.
    fn loop_nest(&mut self, shape: &[i64], body: &mut dyn FnMut(&mut Emitter<'_>, &[Value])) {
        fn go(
            e: &mut Emitter<'_>,
            shape: &[i64],
            ivs: &mut Vec<Value>,
            body: &mut dyn FnMut(&mut Emitter<'_>, &[Value]),
        ) {
            match shape.split_first() {
                None => body(e, ivs),
                Some((&n, rest)) => e.for_loop(n, &mut |e, iv| {
                    ivs.push(iv);
                    go(e, rest, ivs, body);
                    ivs.pop();
                }),
            }
        }
        go(self, shape, &mut Vec::new(), body);
    }

    /// `scf.if %cond { body }`.
    fn if_then(&mut self, cond: Value, body: &mut dyn FnMut(&mut Emitter<'_>)) {
        let then_region = self.ctx.create_region();
        let block = self.ctx.create_block();
        self.ctx.append_block(then_region, block);
        let else_region = self.ctx.create_region();
        let mut st = OperationState::new(self.ctx.op_name("scf.if"), self.loc);
        st.operands.push(cond);
        st.regions.push(then_region);
        st.regions.push(else_region);
        let op = self.ctx.create_op(st);
        self.insert(op);
        let yield_op = self.ctx.create_op(OperationState::new(self.ctx.op_name("scf.yield"), self.loc));
        self.ctx.append_op(block, yield_op);
        let mut inner = Emitter { ctx: self.ctx, pool: self.pool, loc: self.loc, block, before: Some(yield_op) };
        body(&mut inner);
    }

    /// A buffer of `memref_type`, allocated here and freed before the end of the block.
    fn alloc(&mut self, memref_type: Type) -> Value {
        let segments = oxir::ods::op::i32_array(self.ctx, [0, 0]);
        let op = self.op("memref.alloc", &[], &[memref_type], vec![("operandSegmentSizes", segments)]);
        let v = self.ctx.result(op, 0);
        let terminator = self.ctx.block_last_op(self.block);
        let dealloc = {
            let mut st = OperationState::new(self.ctx.op_name("memref.dealloc"), self.loc);
            st.operands.push(v);
            self.ctx.create_op(st)
        };
        self.ctx.insert_op_before(self.block, terminator, dealloc);
        v
    }
}

/// The highest rank lowered (one loop per dimension: deeper nests are refused, not overflowed).
pub const MAX_RANK: usize = 64;

/// The memref type a static tensor type lowers to.
fn memref_of(ctx: &Context, t: Type) -> Option<(Type, Vec<i64>)> {
    let r = t.dyn_cast::<RankedTensorType>(ctx)?;
    if r.shape.contains(&DYNAMIC) || r.shape.len() > MAX_RANK {
        return None;
    }
    let shape = r.shape.clone();
    let ty = ctx.intern_type(MemRefType { shape: shape.clone(), element: r.element, layout: None, memory_space: None });
    Some((ty, shape))
}

/// Runs `f` with an emitter just before `op` (`None` if `op` is not in a block).
fn with_emitter<R>(ctx: &mut Context, op: OpRef, f: impl FnOnce(&mut Emitter<'_>) -> R) -> Option<R> {
    let block = ctx.op_parent_block(op)?;
    let loc = ctx.op_loc(op);
    let mut pool = ConstantPool { block, before: Some(op), first: None, values: Vec::new() };
    let mut e = Emitter { ctx, pool: &mut pool, loc, block, before: Some(op) };
    Some(f(&mut e))
}

/// `toy.constant` -> an allocated buffer with every element stored.
struct ConstantLowering;

impl ConversionPattern for ConstantLowering {
    fn root(&self) -> Option<&'static str> {
        Some(ConstantOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, _: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let c = ConstantOp::from_op_unchecked(op);
        let Some((memref, shape)) = memref_of(ctx, ctx.value_type(c.result(ctx))) else { return false };
        let Some(dense) = c.value(ctx).and_then(|v| v.dyn_cast::<DenseIntOrFPElementsAttr>(ctx).cloned()) else {
            return false;
        };
        // A splat fills the buffer with a loop nest; other constants store element by element.
        let splat = if dense.is_splat() { dense.values::<f64>().and_then(|mut v| v.next()) } else { None };
        let values: Vec<f64> = match splat {
            Some(_) => Vec::new(),
            None => match dense.values::<f64>() {
                Some(v) => v.collect(),
                None => return false,
            },
        };
        let Some(buffer) = with_emitter(rw.ctx_mut(), op, |e| {
            let buffer = e.alloc(memref);
            if let Some(v) = splat {
                let value = e.f64_const(v);
                e.loop_nest(&shape, &mut |e, ivs| e.store(value, buffer, ivs));
                return buffer;
            }
            let max_dim = shape.iter().copied().max().unwrap_or(0);
            let indices: Vec<Value> = (0..max_dim).map(|i| e.index(i)).collect();
            for (k, v) in values.iter().enumerate() {
                // The row-major position of element k.
                let mut rest = k as i64;
                let mut idx = Vec::with_capacity(shape.len());
                for &n in shape.iter().rev() {
                    idx.push(indices[(rest % n) as usize]);
                    rest /= n;
                }
                idx.reverse();
                let value = e.f64_const(*v);
                e.store(value, buffer, &idx);
            }
            buffer
        }) else {
            return false;
        };
        rw.replace_op(op, &[buffer]).is_ok()
    }
}

/// `toy.add`/`toy.mul` -> a loop nest applying `arith.addf`/`arith.mulf`.
struct BinaryLowering {
    root: &'static str,
    arith: &'static str,
}

impl ConversionPattern for BinaryLowering {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let Some((memref, shape)) = memref_of(ctx, ctx.value_type(ctx.result(op, 0))) else { return false };
        let &[lhs, rhs] = operands else { return false };
        if !ctx.value_type(lhs).isa::<MemRefType>(ctx) || !ctx.value_type(rhs).isa::<MemRefType>(ctx) {
            return false;
        }
        let arith = self.arith;
        let Some(out) = with_emitter(rw.ctx_mut(), op, |e| {
            let out = e.alloc(memref);
            let f64 = FloatType::get(e.ctx, FloatKind::F64);
            e.loop_nest(&shape, &mut |e, ivs| {
                let a = e.load(lhs, ivs);
                let b = if rhs == lhs { a } else { e.load(rhs, ivs) };
                let r = e.value(arith, &[a, b], f64);
                e.store(r, out, ivs);
            });
            out
        }) else {
            return false;
        };
        rw.replace_op(op, &[out]).is_ok()
    }
}

/// `toy.transpose` -> a loop nest storing `in[reversed ivs]` at `out[ivs]`.
struct TransposeLowering;

impl ConversionPattern for TransposeLowering {
    fn root(&self) -> Option<&'static str> {
        Some(TransposeOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let Some((memref, shape)) = memref_of(ctx, ctx.value_type(ctx.result(op, 0))) else { return false };
        let &[input] = operands else { return false };
        if !ctx.value_type(input).isa::<MemRefType>(ctx) {
            return false;
        }
        let Some(out) = with_emitter(rw.ctx_mut(), op, |e| {
            let out = e.alloc(memref);
            e.loop_nest(&shape, &mut |e, ivs| {
                let reversed: Vec<Value> = ivs.iter().rev().copied().collect();
                let v = e.load(input, &reversed);
                e.store(v, out, ivs);
            });
            out
        }) else {
            return false;
        };
        rw.replace_op(op, &[out]).is_ok()
    }
}

/// `toy.matmul` -> `out[i][j] = 0; for k: out[i][j] += lhs[i][k] * rhs[k][j]`.
struct MatmulLowering;

impl ConversionPattern for MatmulLowering {
    fn root(&self) -> Option<&'static str> {
        Some(MatmulOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let Some((memref, shape)) = memref_of(ctx, ctx.value_type(ctx.result(op, 0))) else { return false };
        let &[lhs, rhs] = operands else { return false };
        let Some(k) = ctx.value_type(lhs).dyn_cast::<MemRefType>(ctx).and_then(|m| m.shape.get(1).copied()) else {
            return false;
        };
        if !ctx.value_type(rhs).isa::<MemRefType>(ctx) || shape.len() != 2 || k == DYNAMIC {
            return false;
        }
        let Some(out) = with_emitter(rw.ctx_mut(), op, |e| {
            let out = e.alloc(memref);
            let zero = e.f64_const(0.0);
            let f64 = FloatType::get(e.ctx, FloatKind::F64);
            e.loop_nest(&shape, &mut |e, ij| {
                e.store(zero, out, ij);
                let (i, j) = (ij[0], ij[1]);
                e.for_loop(k, &mut |e, kk| {
                    let a = e.load(lhs, &[i, kk]);
                    let b = e.load(rhs, &[kk, j]);
                    let p = e.value("arith.mulf", &[a, b], f64);
                    let acc = e.load(out, &[i, j]);
                    let s = e.value("arith.addf", &[acc, p], f64);
                    e.store(s, out, &[i, j]);
                });
            });
            out
        }) else {
            return false;
        };
        rw.replace_op(op, &[out]).is_ok()
    }
}

/// `toy.reshape` -> a copy in row-major order, one loop over the linear index.
struct ReshapeLowering;

impl ConversionPattern for ReshapeLowering {
    fn root(&self) -> Option<&'static str> {
        Some(ReshapeOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let Some((memref, shape)) = memref_of(ctx, ctx.value_type(ctx.result(op, 0))) else { return false };
        let &[input] = operands else { return false };
        let Some(in_shape) = ctx.value_type(input).dyn_cast::<MemRefType>(ctx).map(|m| m.shape.clone()) else {
            return false;
        };
        if in_shape.contains(&DYNAMIC) {
            return false;
        }
        let (Some(total), Some(in_total)) = (ops::num_elements(&shape), ops::num_elements(&in_shape)) else {
            return false;
        };
        if total != in_total {
            return false;
        }
        let Some(out) = with_emitter(rw.ctx_mut(), op, |e| {
            let out = e.alloc(memref);
            let index = IndexType::get(e.ctx);
            // The multi-index of linear position `l` in `shape`.
            fn delinearize(e: &mut Emitter<'_>, l: Value, shape: &[i64], index: Type) -> Vec<Value> {
                let mut idx = Vec::with_capacity(shape.len());
                // Only called with shapes of a non-zero, non-overflowing number of elements.
                let mut stride: i64 = shape.iter().product();
                for (d, &n) in shape.iter().enumerate() {
                    stride /= n.max(1);
                    let q = if stride == 1 {
                        l
                    } else {
                        let s = e.index(stride);
                        e.value("arith.divui", &[l, s], index)
                    };
                    // `l` is below the product of the dims, so the outermost needs no remainder.
                    if d == 0 {
                        idx.push(q);
                        continue;
                    }
                    let nn = e.index(n);
                    idx.push(e.value("arith.remui", &[q, nn], index));
                }
                idx
            }
            if total == 0 {
                return out;
            }
            e.for_loop(total, &mut |e, l| {
                let src = delinearize(e, l, &in_shape, index);
                let dst = delinearize(e, l, &shape, index);
                let v = e.load(input, &src);
                e.store(v, out, &dst);
            });
            out
        }) else {
            return false;
        };
        rw.replace_op(op, &[out]).is_ok()
    }
}

/// `toy.cast` -> its operand when the types agree after conversion, else `memref.cast`.
struct CastLowering;

impl ConversionPattern for CastLowering {
    fn root(&self) -> Option<&'static str> {
        Some(CastOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let &[input] = operands else { return false };
        let to = rw.convert_type(rw.ctx().value_type(rw.ctx().result(op, 0)));
        if rw.ctx().value_type(input) == to {
            return rw.replace_op(op, &[input]).is_ok();
        }
        if !to.isa::<MemRefType>(rw.ctx()) && !to.isa::<UnrankedMemRefType>(rw.ctx()) {
            return false;
        }
        let Some(v) = with_emitter(rw.ctx_mut(), op, |e| e.value("memref.cast", &[input], to)) else {
            return false;
        };
        rw.replace_op(op, &[v]).is_ok()
    }
}

/// `toy.print` -> loops calling the runner utilities: `( ( a, b ), ( c, d ) )` and a newline.
struct PrintLowering;

impl ConversionPattern for PrintLowering {
    fn root(&self) -> Option<&'static str> {
        Some(PrintOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let &[input] = operands else { return false };
        let Some(shape) = rw.ctx().value_type(input).dyn_cast::<MemRefType>(rw.ctx()).map(|m| m.shape.clone()) else {
            return false;
        };
        if shape.contains(&DYNAMIC) {
            return false;
        }
        if with_emitter(rw.ctx_mut(), op, |e| {
            fn go(e: &mut Emitter<'_>, input: Value, shape: &[i64], ivs: &mut Vec<Value>) {
                let Some((&n, rest)) = shape.split_first() else {
                    let v = e.load(input, ivs);
                    e.call("printF64", &[v]);
                    return;
                };
                e.call("printOpen", &[]);
                e.for_loop(n, &mut |e, iv| {
                    let zero = e.index(0);
                    let i1 = IntegerType::get(e.ctx, 1);
                    let ne = IntegerAttr::from_i64(e.ctx, IntegerType::get(e.ctx, 64), 1);
                    let cmp = e.op("arith.cmpi", &[iv, zero], &[i1], vec![("predicate", ne)]);
                    let not_first = e.ctx.result(cmp, 0);
                    e.if_then(not_first, &mut |e| e.call("printComma", &[]));
                    ivs.push(iv);
                    go(e, input, rest, ivs);
                    ivs.pop();
                });
                e.call("printClose", &[]);
            }
            go(e, input, &shape, &mut Vec::new());
            e.call("printNewline", &[]);
        })
        .is_none()
        {
            return false;
        }
        rw.erase_op(op).is_ok()
    }
}

/// Declares the runner utilities `toy.print` lowers to in `module`, if they are missing.
fn declare_print_functions(ctx: &mut Context, module: OpRef) {
    let Some(&region) = ctx.op_regions(module).first() else { return };
    let Some(block) = ctx.region_entry_block(region) else { return };
    let f64 = FloatType::get(ctx, FloatKind::F64);
    for (name, takes_f64) in PRINT_FUNCTIONS {
        if oxir::symbol_table::lookup_symbol_in(ctx, module, name).is_some() {
            continue;
        }
        let inputs = if takes_f64 { vec![f64] } else { Vec::new() };
        let fty = FunctionType::get(ctx, inputs, Vec::new());
        let loc = ctx.op_loc(module);
        let mut st = OperationState::new(ctx.op_name("func.func"), loc);
        let props = vec![
            NamedAttribute { name: ctx.ident("sym_name"), value: StringAttr::get(ctx, name) },
            NamedAttribute { name: ctx.ident("function_type"), value: TypeAttr::get(ctx, fty) },
            NamedAttribute { name: ctx.ident("sym_visibility"), value: StringAttr::get(ctx, "private") },
        ];
        st.properties = Some(DictionaryAttr::get(ctx, props));
        st.regions.push(ctx.create_region());
        let f = ctx.create_op(st);
        ctx.append_op(block, f);
    }
}

/// The type converter: static `f64` tensors become memrefs, unranked ones unranked memrefs.
pub fn type_converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|ctx, t| {
        if let Some(u) = t.dyn_cast::<UnrankedTensorType>(ctx) {
            return Some(ctx.intern_type(UnrankedMemRefType { element: u.element, memory_space: None }));
        }
        memref_of(ctx, t).map(|(m, _)| m)
    });
    tc
}

/// The conversion patterns of every toy op.
pub fn patterns() -> Vec<Arc<dyn ConversionPattern>> {
    vec![
        Arc::new(ConstantLowering),
        Arc::new(BinaryLowering { root: AddOp::NAME, arith: "arith.addf" }),
        Arc::new(BinaryLowering { root: MulOp::NAME, arith: "arith.mulf" }),
        Arc::new(TransposeLowering),
        Arc::new(MatmulLowering),
        Arc::new(ReshapeLowering),
        Arc::new(CastLowering),
        Arc::new(PrintLowering),
    ]
}

/// The `convert-toy-to-loops` pass (on a module: it declares the print functions there).
#[derive(Clone, Debug, Default)]
pub struct ToyToLoops;

impl Pass for ToyToLoops {
    fn name(&self) -> &'static str {
        "ConvertToyToLoops"
    }
    fn argument(&self) -> &'static str {
        "convert-toy-to-loops"
    }
    fn description(&self) -> &'static str {
        "Lower toy ops to loops over memrefs (memref, scf, arith and func)"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn run(&mut self, ctx: &mut Context, module: OpRef) -> Result<(), Diagnostic> {
        let mut prints = false;
        ctx.walk_ops_pre_order(module, &mut |o| {
            prints |= ctx.cast_op::<PrintOp>(o).is_some();
            oxir::walk::WalkResult::Advance
        });
        if prints {
            declare_print_functions(ctx, module);
        }
        let mut target = ConversionTarget::new();
        target.add_illegal_dialect(ops::ToyDialect::NAMESPACE);
        apply_partial_conversion(ctx, module, &target, &patterns(), &type_converter())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
