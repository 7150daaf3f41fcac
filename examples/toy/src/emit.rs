//! What both toy lowerings share: an [`Emitter`] that builds ops (constants pooled before the
//! lowered op, `scf.for` nests with or without loop-carried values, `scf.if`), and the
//! declarations of the runner utilities `toy.print` calls.

use oxir::numeric::{APFloat, FloatSemantics};
use oxir::ods::prelude::*;
use oxir::{BlockRef, NamedAttribute, OperationState};

/// The runner utilities `toy.print` lowers to, with their argument types (`f64` or none).
pub(crate) const PRINT_FUNCTIONS: [(&str, bool); 5] =
    [("printF64", true), ("printComma", false), ("printNewline", false), ("printOpen", false), ("printClose", false)];

/// Constants made while lowering one op, emitted once each just before it (so they dominate
/// every loop the lowering creates).
pub(crate) struct ConstantPool {
    block: BlockRef,
    before: Option<OpRef>,
    /// The first op the lowering emitted in `block`: constants go before it.
    first: Option<OpRef>,
    values: Vec<(Attribute, Value)>,
}

/// The body of a loop carrying values: gets the emitter inside the loop, the induction variable
/// and the carried values; returns the values carried to the next iteration.
pub(crate) type LoopBody<'b> = dyn FnMut(&mut Emitter<'_>, Value, &[Value]) -> Vec<Value> + 'b;

/// Emits ops at one place: before `before` in `block` (at its end when `None`).
pub(crate) struct Emitter<'c> {
    pub(crate) ctx: &'c mut Context,
    pool: &'c mut ConstantPool,
    loc: Attribute,
    block: BlockRef,
    before: Option<OpRef>,
}

impl Emitter<'_> {
    pub(crate) fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        results: &[Type],
        props: Vec<(&str, Attribute)>,
    ) -> OpRef {
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
    pub(crate) fn insert(&mut self, op: OpRef) {
        self.ctx.insert_op_before(self.block, self.before, op);
        if self.block == self.pool.block && self.pool.first.is_none() {
            self.pool.first = Some(op);
        }
    }

    pub(crate) fn value(&mut self, name: &str, operands: &[Value], result: Type) -> Value {
        let op = self.op(name, operands, &[result], Vec::new());
        self.ctx.result(op, 0)
    }

    /// An `arith.constant` of `value` (of type `ty`) from the pool.
    pub(crate) fn constant(&mut self, value: Attribute, ty: Type) -> Value {
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

    pub(crate) fn index(&mut self, v: i64) -> Value {
        let ty = IndexType::get(self.ctx);
        let attr = IntegerAttr::from_i64(self.ctx, ty, v);
        self.constant(attr, ty)
    }

    pub(crate) fn f64_const(&mut self, v: f64) -> Value {
        let ty = FloatType::get(self.ctx, FloatKind::F64);
        let attr = FloatAttr::get(self.ctx, ty, APFloat::from_f64(FloatSemantics::F64, v));
        self.constant(attr, ty)
    }

    pub(crate) fn load(&mut self, memref: Value, indices: &[Value]) -> Value {
        let f64 = FloatType::get(self.ctx, FloatKind::F64);
        let mut operands = vec![memref];
        operands.extend_from_slice(indices);
        self.value("memref.load", &operands, f64)
    }

    pub(crate) fn store(&mut self, value: Value, memref: Value, indices: &[Value]) {
        let mut operands = vec![value, memref];
        operands.extend_from_slice(indices);
        self.op("memref.store", &operands, &[], Vec::new());
    }

    pub(crate) fn call(&mut self, callee: &str, args: &[Value]) {
        let sym = self.ctx.intern_attr(SymbolRefAttr { root: self.ctx.ident(callee), nested: Vec::new() });
        self.op("func.call", args, &[], vec![("callee", sym)]);
    }

    /// `scf.for %i = 0 to upper step 1 { body }`.
    pub(crate) fn for_loop(&mut self, upper: i64, body: &mut dyn FnMut(&mut Emitter<'_>, Value)) {
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

    /// `scf.for %i = 0 to upper step 1 iter_args(inits)`: `body` gets the induction variable and
    /// the loop-carried values and returns the values carried to the next iteration; returns the
    /// loop's results (the values after the last iteration).
    pub(crate) fn for_loop_carrying(&mut self, upper: i64, inits: &[Value], body: &mut LoopBody<'_>) -> Vec<Value> {
        let (lb, ub, step) = (self.index(0), self.index(upper), self.index(1));
        let region = self.ctx.create_region();
        let block = self.ctx.create_block();
        let index = IndexType::get(self.ctx);
        let iv = self.ctx.add_block_argument(block, index, self.loc);
        let types: Vec<Type> = inits.iter().map(|&v| self.ctx.value_type(v)).collect();
        let carried: Vec<Value> = types.iter().map(|&t| self.ctx.add_block_argument(block, t, self.loc)).collect();
        self.ctx.append_block(region, block);
        let mut st = OperationState::new(self.ctx.op_name("scf.for"), self.loc);
        st.operands.extend_from_slice(&[lb, ub, step]);
        st.operands.extend_from_slice(inits);
        st.result_types.extend_from_slice(&types);
        st.regions.push(region);
        let op = self.ctx.create_op(st);
        self.insert(op);
        let mut inner = Emitter { ctx: self.ctx, pool: self.pool, loc: self.loc, block, before: None };
        let next = body(&mut inner, iv, &carried);
        let mut y = OperationState::new(self.ctx.op_name("scf.yield"), self.loc);
        y.operands.extend_from_slice(&next);
        let yield_op = self.ctx.create_op(y);
        self.ctx.append_op(block, yield_op);
        self.ctx.results(op).collect()
    }

    /// A loop nest over `shape` carrying one value (a tensor being filled): `body` gets the
    /// induction variables, outermost first, and the current value, and returns the next one.
    pub(crate) fn loop_nest_carrying(
        &mut self,
        shape: &[i64],
        init: Value,
        body: &mut dyn FnMut(&mut Emitter<'_>, &[Value], Value) -> Value,
    ) -> Value {
        fn go(
            e: &mut Emitter<'_>,
            shape: &[i64],
            ivs: &mut Vec<Value>,
            value: Value,
            body: &mut dyn FnMut(&mut Emitter<'_>, &[Value], Value) -> Value,
        ) -> Value {
            match shape.split_first() {
                None => body(e, ivs, value),
                Some((&n, rest)) => {
                    let results = e.for_loop_carrying(n, &[value], &mut |e, iv, carried| {
                        ivs.push(iv);
                        let next = go(e, rest, ivs, carried[0], body);
                        ivs.pop();
                        vec![next]
                    });
                    results[0]
                }
            }
        }
        go(self, shape, &mut Vec::new(), init, body)
    }

    /// The multi-index of the row-major linear position `l` in `shape` (a shape with a
    /// non-zero, non-overflowing number of elements).
    pub(crate) fn delinearize(&mut self, l: Value, shape: &[i64]) -> Vec<Value> {
        let index = IndexType::get(self.ctx);
        let mut idx = Vec::with_capacity(shape.len());
        let mut stride: i64 = shape.iter().product();
        for (d, &n) in shape.iter().enumerate() {
            stride /= n.max(1);
            let q = if stride == 1 {
                l
            } else {
                let s = self.index(stride);
                self.value("arith.divui", &[l, s], index)
            };
            // `l` is below the product of the dims, so the outermost needs no remainder.
            if d == 0 {
                idx.push(q);
                continue;
            }
            let nn = self.index(n);
            idx.push(self.value("arith.remui", &[q, nn], index));
        }
        idx
    }

    /// Loops calling the runner utilities to print the elements `element(ivs)` of a value of
    /// static `shape` as `( ( a, b ), ( c, d ) )` and a newline (MLIR's vector printing).
    pub(crate) fn print_elements(
        &mut self,
        shape: &[i64],
        element: &mut dyn FnMut(&mut Emitter<'_>, &[Value]) -> Value,
    ) {
        fn go(
            e: &mut Emitter<'_>,
            shape: &[i64],
            ivs: &mut Vec<Value>,
            element: &mut dyn FnMut(&mut Emitter<'_>, &[Value]) -> Value,
        ) {
            let Some((&n, rest)) = shape.split_first() else {
                let v = element(e, ivs);
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
                go(e, rest, ivs, element);
                ivs.pop();
            });
            e.call("printClose", &[]);
        }
        go(self, shape, &mut Vec::new(), element);
        self.call("printNewline", &[]);
    }

    /// A loop nest over `shape`; `body` gets the induction variables, outermost first.
    pub(crate) fn loop_nest(&mut self, shape: &[i64], body: &mut dyn FnMut(&mut Emitter<'_>, &[Value])) {
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
    pub(crate) fn if_then(&mut self, cond: Value, body: &mut dyn FnMut(&mut Emitter<'_>)) {
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
    pub(crate) fn alloc(&mut self, memref_type: Type) -> Value {
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
pub(crate) fn memref_of(ctx: &Context, t: Type) -> Option<(Type, Vec<i64>)> {
    let r = t.dyn_cast::<RankedTensorType>(ctx)?;
    if r.shape.contains(&DYNAMIC) || r.shape.len() > MAX_RANK {
        return None;
    }
    let shape = r.shape.clone();
    let ty = ctx.intern_type(MemRefType { shape: shape.clone(), element: r.element, layout: None, memory_space: None });
    Some((ty, shape))
}

/// Runs `f` with an emitter just before `op` (`None` if `op` is not in a block).
pub(crate) fn with_emitter<R>(ctx: &mut Context, op: OpRef, f: impl FnOnce(&mut Emitter<'_>) -> R) -> Option<R> {
    let block = ctx.op_parent_block(op)?;
    let loc = ctx.op_loc(op);
    let mut pool = ConstantPool { block, before: Some(op), first: None, values: Vec::new() };
    let mut e = Emitter { ctx, pool: &mut pool, loc, block, before: Some(op) };
    Some(f(&mut e))
}

/// Declares the runner utilities `toy.print` lowers to in `module`, if they are missing.
pub(crate) fn declare_print_functions(ctx: &mut Context, module: OpRef) {
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

/// What both toy lowerings do on a module: declare the runner utilities if some `toy.print` will
/// call them, then convert every toy op (the toy dialect illegal) with `patterns` and `types`.
pub(crate) fn lower_toy_module(
    ctx: &mut Context,
    module: OpRef,
    patterns: &[std::sync::Arc<dyn oxir::conversion::ConversionPattern>],
    types: &oxir::conversion::TypeConverter,
) -> Result<(), oxir::Diagnostic> {
    let mut prints = false;
    ctx.walk_ops_pre_order(module, &mut |o| {
        prints |= ctx.cast_op::<crate::ops::PrintOp>(o).is_some();
        oxir::walk::WalkResult::Advance
    });
    if prints {
        declare_print_functions(ctx, module);
    }
    let mut target = oxir::conversion::ConversionTarget::new();
    target.add_illegal_dialect(<crate::ops::ToyDialect as oxir::ods::Dialect>::NAMESPACE);
    oxir::conversion::apply_partial_conversion(ctx, module, &target, patterns, types)
}
