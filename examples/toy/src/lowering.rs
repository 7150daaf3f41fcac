//! `convert-toy-to-loops`: lowers the toy ops to loops over buffers (Toy chapter 5) with the
//! dialect-conversion framework: a [`ConversionTarget`] that makes the toy dialect illegal, a
//! [`TypeConverter`] from static `tensor<...xf64>` to `memref<...xf64>`, and one typed
//! [`OpConversionPattern`] per op, which builds its code with the ops' typed builders.
//!
//! As Toy does, the lowering goes straight to `memref`: each tensor value becomes a
//! `memref.alloc` (freed by a `memref.dealloc` before the end of its block) filled by `scf.for`
//! loop nests of `memref.load`/`arith`/`memref.store`. `toy.print` becomes loops calling the
//! runner utilities `printOpen`, `printF64`, `printComma`, `printClose` and `printNewline`
//! (declared as private `func.func`s), which print `( ( 1, 2 ), ( 3, 4 ) )` as MLIR's vector
//! printer does. Every call must have been inlined and every shape inferred first: the lowering
//! needs static shapes.
//!
//! What both lowerings share (the printing loops, the row-major index arithmetic, the loop
//! nests over a shape, the module-level set-up) is here too.

use crate::ops::TransposeOpAdaptor;
use crate::ops::{self, AddOp, CastOp, ConstantOp, MatmulOp, MulOp, PrintOp, ReshapeOp, TransposeOp};
use crate::ops::{CastOpAdaptor, ConstantOpAdaptor, MatmulOpAdaptor, PrintOpAdaptor, ReshapeOpAdaptor};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::conversion::{ConversionPattern, ConversionRewriter, ConversionTarget, OpConversionPattern, TypeConverter};
use oxir::ods::prelude::*;
use oxir::ods::HasAdaptor;
use oxir::pass::Pass;
use oxir::{Diagnostic, InsertPoint};
use oxir_dialects::arith::{self, CmpIPredicate};
use oxir_dialects::{func, memref, scf};
use std::marker::PhantomData;
use std::sync::Arc;

/// The highest rank lowered (one loop per dimension: deeper nests are refused, not overflowed).
pub const MAX_RANK: usize = 64;

/// The runner utilities `toy.print` lowers to, with their argument types (`f64` or none).
const PRINT_FUNCTIONS: [(&str, bool); 5] =
    [("printF64", true), ("printComma", false), ("printNewline", false), ("printOpen", false), ("printClose", false)];

// ----- what both lowerings share -----

/// `arith.constant <v> : index`.
pub(crate) fn index(b: &mut ImplicitLocOpBuilder<'_>, v: i64) -> Value {
    arith::ConstantOp::create_index(b, v).into()
}

/// `arith.constant <v> : f64`.
pub(crate) fn f64_constant(b: &mut ImplicitLocOpBuilder<'_>, v: f64) -> Value {
    let f64 = FloatType::get(b.ctx(), FloatKind::F64);
    arith::ConstantOp::create_float(b, f64, v).into()
}

/// The bounds of a loop nest over `shape`, from 0 by steps of 1: `(lbs, ubs, steps)`.
fn nest_bounds(b: &mut ImplicitLocOpBuilder<'_>, shape: &[i64]) -> (Vec<Value>, Vec<Value>, Vec<Value>) {
    let (mut lbs, mut ubs, mut steps) = (Vec::new(), Vec::new(), Vec::new());
    for &n in shape {
        lbs.push(index(b, 0));
        ubs.push(index(b, n));
        steps.push(index(b, 1));
    }
    (lbs, ubs, steps)
}

/// A loop nest over `shape`: `body` gets the induction variables, outermost first.
pub(crate) fn loop_nest(
    b: &mut ImplicitLocOpBuilder<'_>,
    shape: &[i64],
    body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]),
) {
    let (lbs, ubs, steps) = nest_bounds(b, shape);
    scf::create_loop_nest(b, &lbs, &ubs, &steps, &[], |b, ivs, _| {
        body(b, ivs);
        Vec::new()
    });
}

/// A loop nest over `shape` carrying `init` (a tensor being filled): `body` gets the induction
/// variables and the current value, and returns the next one. Returns the final value.
pub(crate) fn loop_nest_carrying(
    b: &mut ImplicitLocOpBuilder<'_>,
    shape: &[i64],
    init: Value,
    body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value], Value) -> Value,
) -> Value {
    let (lbs, ubs, steps) = nest_bounds(b, shape);
    let nest = scf::create_loop_nest(b, &lbs, &ubs, &steps, &[init], |b, ivs, carried| vec![body(b, ivs, carried[0])]);
    nest.results[0]
}

/// The multi-index of the row-major linear position `l` in `shape` (a shape with a non-zero,
/// non-overflowing number of elements).
pub(crate) fn delinearize(b: &mut ImplicitLocOpBuilder<'_>, l: Value, shape: &[i64]) -> Vec<Value> {
    let mut idx = Vec::with_capacity(shape.len());
    let mut stride: i64 = shape.iter().product();
    for (d, &n) in shape.iter().enumerate() {
        stride /= n.max(1);
        let q = if stride == 1 {
            l
        } else {
            let s = index(b, stride);
            arith::DivUIOp::create(b, l, s).into()
        };
        // `l` is below the product of the dims, so the outermost needs no remainder.
        if d == 0 {
            idx.push(q);
            continue;
        }
        let n = index(b, n);
        idx.push(arith::RemUIOp::create(b, q, n).into());
    }
    idx
}

/// Calls the runner utility `name` with `args`.
fn call(b: &mut ImplicitLocOpBuilder<'_>, name: &str, args: &[Value]) {
    func::CallOp::create(b, args, &[], name);
}

/// Loops calling the runner utilities to print the elements `element(ivs)` of a value of static
/// `shape` as `( ( a, b ), ( c, d ) )` and a newline (MLIR's vector printing).
pub(crate) fn print_elements(
    b: &mut ImplicitLocOpBuilder<'_>,
    shape: &[i64],
    element: &mut dyn FnMut(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> Value,
) {
    fn go(
        b: &mut ImplicitLocOpBuilder<'_>,
        shape: &[i64],
        ivs: &mut Vec<Value>,
        element: &mut dyn FnMut(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> Value,
    ) {
        let Some((&n, rest)) = shape.split_first() else {
            let v = element(b, ivs);
            call(b, "printF64", &[v]);
            return;
        };
        call(b, "printOpen", &[]);
        let (zero, upper, one) = (index(b, 0), index(b, n), index(b, 1));
        scf::ForOp::create_with_body(b, zero, upper, one, &[], |b, iv, _| {
            let not_first = arith::CmpIOp::create(b, iv, zero, CmpIPredicate::Ne);
            scf::IfOp::create_then(b, not_first, |b| call(b, "printComma", &[]));
            ivs.push(iv);
            go(b, rest, ivs, element);
            ivs.pop();
            Vec::new()
        });
        call(b, "printClose", &[]);
    }
    go(b, shape, &mut Vec::new(), element);
    call(b, "printNewline", &[]);
}

/// Declares the runner utilities `toy.print` lowers to at the end of `module`, if they are
/// missing.
fn declare_print_functions(ctx: &mut Context, module: OpRef) {
    let Some(&region) = ctx.op_regions(module).first() else { return };
    let Some(block) = ctx.region_entry_block(region) else { return };
    let loc = ctx.op_loc(module);
    let f64 = FloatType::get(ctx, FloatKind::F64);
    for (name, takes_f64) in PRINT_FUNCTIONS {
        if oxir::symbol_table::lookup_symbol_in(ctx, module, name).is_some() {
            continue;
        }
        let inputs = if takes_f64 { vec![f64] } else { Vec::new() };
        let fty = FunctionType::get(ctx, inputs, Vec::new());
        let b = &mut OpBuilder::at_block_end(ctx, block);
        let decl = func::FuncOp::build(b, loc, name, fty);
        decl.set_sym_visibility(b.ctx_mut(), "private");
    }
}

/// What both toy lowerings do on a module: declare the runner utilities if some `toy.print` will
/// call them, then convert every toy op (the toy dialect illegal) with `patterns` and `types`.
pub(crate) fn lower_toy_module(
    ctx: &mut Context,
    module: OpRef,
    patterns: &[Arc<dyn ConversionPattern>],
    types: &TypeConverter,
) -> Result<(), Diagnostic> {
    let mut prints = false;
    ctx.walk_ops_pre_order(module, &mut |o| {
        prints |= ctx.isa_op::<PrintOp>(o);
        oxir::walk::WalkResult::Advance
    });
    if prints {
        declare_print_functions(ctx, module);
    }
    let mut target = ConversionTarget::new();
    target.add_illegal_dialect(<ops::ToyDialect as Dialect>::NAMESPACE);
    oxir::conversion::apply_partial_conversion(ctx, module, &target, patterns, types)
}

/// A builder at the location of `op`, inserting before it (where the conversion put the
/// rewriter).
pub(crate) fn builder_at<'r>(rw: &'r mut ConversionRewriter<'_, '_>, op: impl Op) -> ImplicitLocOpBuilder<'r> {
    let loc = rw.ctx().op_loc(op.op());
    rw.at(loc)
}

// ----- the lowering to loops over buffers -----

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

/// A buffer of `memref_type`, allocated here and freed before the end of the block (before its
/// terminator).
fn alloc(b: &mut ImplicitLocOpBuilder<'_>, memref_type: Type) -> Value {
    let buffer: Value = memref::AllocOp::create(b, &[], &[], memref_type).into();
    let here = b.insertion_point();
    let block = match here {
        InsertPoint::Before(op) => b.ctx().op_parent_block(op),
        InsertPoint::BlockEnd(block) => Some(block),
        InsertPoint::Detached => None,
    };
    if let Some(terminator) = block.and_then(|block| b.ctx().block_last_op(block)) {
        b.set_insertion_point(terminator);
        memref::DeallocOp::create(b, buffer);
        b.restore_insertion_point(here);
    }
    buffer
}

/// `toy.constant` -> an allocated buffer with every element stored.
struct ConstantLowering;

impl OpConversionPattern for ConstantLowering {
    type Op = ConstantOp;
    fn match_and_rewrite(&self, op: ConstantOp, _: ConstantOpAdaptor<'_>, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let Some((memref, shape)) = memref_of(ctx, ctx.value_type(op.result(ctx))) else { return false };
        let Some(dense) = op.value(ctx).and_then(|v| v.dyn_cast::<DenseIntOrFPElementsAttr>(ctx).cloned()) else {
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
        let b = &mut builder_at(rw, op);
        let buffer = alloc(b, memref);
        if let Some(v) = splat {
            let value = f64_constant(b, v);
            loop_nest(b, &shape, |b, ivs| {
                memref::StoreOp::create(b, value, buffer, ivs);
            });
        } else {
            let max_dim = shape.iter().copied().max().unwrap_or(0);
            let indices: Vec<Value> = (0..max_dim).map(|i| index(b, i)).collect();
            for (k, &v) in values.iter().enumerate() {
                // The row-major position of element k.
                let mut rest = k as i64;
                let mut idx = Vec::with_capacity(shape.len());
                for &n in shape.iter().rev() {
                    idx.push(indices[(rest % n) as usize]);
                    rest /= n;
                }
                idx.reverse();
                let value = f64_constant(b, v);
                memref::StoreOp::create(b, value, buffer, &idx);
            }
        }
        rw.replace_op(op, &[buffer]).is_ok()
    }
}

/// How an element-wise toy op computes one element (`arith.addf`, `arith.mulf`).
pub(crate) type ElementFn = fn(&mut ImplicitLocOpBuilder<'_>, Value, Value) -> Value;

/// `toy.add`/`toy.mul` -> a loop nest applying `arith.addf`/`arith.mulf`.
struct BinaryLowering<T> {
    element: ElementFn,
    op: PhantomData<fn() -> T>,
}

impl<T: HasAdaptor> OpConversionPattern for BinaryLowering<T> {
    type Op = T;
    fn match_and_rewrite(&self, op: T, adaptor: T::Adaptor<'_>, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let Some((memref, shape)) = memref_of(ctx, ctx.value_type(ctx.result(op.op(), 0))) else { return false };
        let &[lhs, rhs] = adaptor.operands() else { return false };
        if !ctx.value_type(lhs).isa::<MemRefType>(ctx) || !ctx.value_type(rhs).isa::<MemRefType>(ctx) {
            return false;
        }
        let b = &mut builder_at(rw, op);
        let out = alloc(b, memref);
        loop_nest(b, &shape, |b, ivs| {
            let x: Value = memref::LoadOp::create(b, lhs, ivs).into();
            let y = if rhs == lhs { x } else { memref::LoadOp::create(b, rhs, ivs).into() };
            let r = (self.element)(b, x, y);
            memref::StoreOp::create(b, r, out, ivs);
        });
        rw.replace_op(op.op(), &[out]).is_ok()
    }
}

/// The lowering of the element-wise op `T`, computing each element with `element`.
fn binary<T: HasAdaptor>(element: ElementFn) -> BinaryLowering<T> {
    BinaryLowering { element, op: PhantomData }
}

/// `toy.transpose` -> a loop nest storing `in[reversed ivs]` at `out[ivs]`.
struct TransposeLowering;

impl OpConversionPattern for TransposeLowering {
    type Op = TransposeOp;
    fn match_and_rewrite(
        &self,
        op: TransposeOp,
        adaptor: TransposeOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let ctx = rw.ctx();
        let Some((memref, shape)) = memref_of(ctx, ctx.value_type(op.result(ctx))) else { return false };
        let input = adaptor.input();
        if !ctx.value_type(input).isa::<MemRefType>(ctx) {
            return false;
        }
        let b = &mut builder_at(rw, op);
        let out = alloc(b, memref);
        loop_nest(b, &shape, |b, ivs| {
            let reversed: Vec<Value> = ivs.iter().rev().copied().collect();
            let v = memref::LoadOp::create(b, input, &reversed);
            memref::StoreOp::create(b, v, out, ivs);
        });
        rw.replace_op(op, &[out]).is_ok()
    }
}

/// `toy.matmul` -> `out[i][j] = 0; for k: out[i][j] += lhs[i][k] * rhs[k][j]`.
struct MatmulLowering;

impl OpConversionPattern for MatmulLowering {
    type Op = MatmulOp;
    fn match_and_rewrite(
        &self,
        op: MatmulOp,
        adaptor: MatmulOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let ctx = rw.ctx();
        let Some((memref, shape)) = memref_of(ctx, ctx.value_type(op.result(ctx))) else { return false };
        let (lhs, rhs) = (adaptor.lhs(), adaptor.rhs());
        let Some(k) = ctx.value_type(lhs).dyn_cast::<MemRefType>(ctx).and_then(|m| m.shape.get(1).copied()) else {
            return false;
        };
        if !ctx.value_type(rhs).isa::<MemRefType>(ctx) || shape.len() != 2 || k == DYNAMIC {
            return false;
        }
        let b = &mut builder_at(rw, op);
        let out = alloc(b, memref);
        let zero = f64_constant(b, 0.0);
        loop_nest(b, &shape, |b, ij| {
            memref::StoreOp::create(b, zero, out, ij);
            let (i, j) = (ij[0], ij[1]);
            let (lb, ub, step) = (index(b, 0), index(b, k), index(b, 1));
            scf::ForOp::create_with_body(b, lb, ub, step, &[], |b, kk, _| {
                let x = memref::LoadOp::create(b, lhs, &[i, kk]);
                let y = memref::LoadOp::create(b, rhs, &[kk, j]);
                let p = arith::MulFOp::create(b, x, y);
                let acc = memref::LoadOp::create(b, out, &[i, j]);
                let s = arith::AddFOp::create(b, acc, p);
                memref::StoreOp::create(b, s, out, &[i, j]);
                Vec::new()
            });
        });
        rw.replace_op(op, &[out]).is_ok()
    }
}

/// `toy.reshape` -> a copy in row-major order, one loop over the linear index.
struct ReshapeLowering;

impl OpConversionPattern for ReshapeLowering {
    type Op = ReshapeOp;
    fn match_and_rewrite(
        &self,
        op: ReshapeOp,
        adaptor: ReshapeOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let ctx = rw.ctx();
        let Some((memref, shape)) = memref_of(ctx, ctx.value_type(op.result(ctx))) else { return false };
        let input = adaptor.input();
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
        let b = &mut builder_at(rw, op);
        let out = alloc(b, memref);
        if total > 0 {
            let (lb, ub, step) = (index(b, 0), index(b, total), index(b, 1));
            scf::ForOp::create_with_body(b, lb, ub, step, &[], |b, l, _| {
                let src = delinearize(b, l, &in_shape);
                let dst = delinearize(b, l, &shape);
                let v = memref::LoadOp::create(b, input, &src);
                memref::StoreOp::create(b, v, out, &dst);
                Vec::new()
            });
        }
        rw.replace_op(op, &[out]).is_ok()
    }
}

/// `toy.cast` -> its operand when the types agree after conversion, else `memref.cast`.
struct CastLowering;

impl OpConversionPattern for CastLowering {
    type Op = CastOp;
    fn match_and_rewrite(&self, op: CastOp, adaptor: CastOpAdaptor<'_>, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let input = adaptor.input();
        let to = rw.convert_type(rw.ctx().value_type(op.output(rw.ctx())));
        if rw.ctx().value_type(input) == to {
            return rw.replace_op(op, &[input]).is_ok();
        }
        if !to.isa::<MemRefType>(rw.ctx()) && !to.isa::<UnrankedMemRefType>(rw.ctx()) {
            return false;
        }
        let cast = memref::CastOp::create(&mut builder_at(rw, op), input, to);
        rw.replace_op(op, &[cast.into()]).is_ok()
    }
}

/// `toy.print` -> loops calling the runner utilities: `( ( a, b ), ( c, d ) )` and a newline.
struct PrintLowering;

impl OpConversionPattern for PrintLowering {
    type Op = PrintOp;
    fn match_and_rewrite(&self, op: PrintOp, adaptor: PrintOpAdaptor<'_>, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let input = adaptor.input();
        let Some(shape) = rw.ctx().value_type(input).dyn_cast::<MemRefType>(rw.ctx()).map(|m| m.shape.clone()) else {
            return false;
        };
        if shape.contains(&DYNAMIC) {
            return false;
        }
        let b = &mut builder_at(rw, op);
        print_elements(b, &shape, &mut |b, ivs| memref::LoadOp::create(b, input, ivs).into());
        rw.erase_op(op).is_ok()
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
        Arc::new(binary::<AddOp>(|b, x, y| arith::AddFOp::create(b, x, y).into())),
        Arc::new(binary::<MulOp>(|b, x, y| arith::MulFOp::create(b, x, y).into())),
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
        Some(oxir::builtin::ops::ModuleOp::NAME)
    }
    fn run(&mut self, ctx: &mut Context, module: OpRef) -> Result<(), Diagnostic> {
        lower_toy_module(ctx, module, &patterns(), &type_converter())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
