//! The `bufferization-lower-deallocations` pass (MLIR's `LowerDeallocations.cpp`): each
//! `bufferization.dealloc` becomes `memref.dealloc`s guarded by `scf.if`.
//!
//! No memrefs: the results are `false`. One memref and nothing retained: `scf.if %cond {
//! memref.dealloc }`. One memref with retained values: the aligned base pointers are compared
//! (`memref.extract_aligned_pointer_as_index`, `arith.cmpi ne`) to free it only when it is none
//! of them, and each retained value's ownership is whether it is the freed memref. Otherwise the
//! pointers and conditions go through small buffers to the private `@dealloc_helper` function,
//! built once per module, which computes what to free and the retained ownerships with loops.

use crate::arith::{AndIOp, CmpIOp, CmpIPredicate, ConstantOp, OrIOp, XOrIOp};
use crate::bufferization::DeallocOp;
use crate::func::{CallOp, FuncOp};
use crate::memref::{self as mr, ExtractAlignedPointerAsIndexOp};
use crate::scf::{ForOp, IfOp};
use oxir::builtin::types::{FunctionType, IndexType, IntegerType, MemRefType, DYNAMIC};
use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::{Attribute, Builder, Context, Diagnostic, ImplicitLocOpBuilder, OpBuilder, OpRef, Type, Value};

/// The `bufferization-lower-deallocations` pass.
#[derive(Clone, Default)]
pub struct LowerDeallocations;

fn memref_of(ctx: &Context, n: i64, element: Type) -> Type {
    ctx.intern_type(MemRefType { shape: vec![n], element, layout: None, memory_space: None })
}

fn index_const(b: &mut dyn Builder, loc: Attribute, v: i64) -> Value {
    let t = IndexType::get(b.ctx());
    ConstantOp::build_int(b, loc, t, v).result(b.ctx())
}

fn aligned_pointer(b: &mut dyn Builder, loc: Attribute, m: Value) -> Value {
    ExtractAlignedPointerAsIndexOp::build(b, loc, m).aligned_pointer(b.ctx())
}

fn cmpi(b: &mut dyn Builder, loc: Attribute, p: CmpIPredicate, x: Value, y: Value) -> Value {
    CmpIOp::build(b, loc, x, y, p).result(b.ctx())
}

fn andi(b: &mut dyn Builder, loc: Attribute, x: Value, y: Value) -> Value {
    AndIOp::build(b, loc, x, y).result(b.ctx())
}

fn guarded_dealloc(b: &mut dyn Builder, loc: Attribute, cond: Value, m: Value) {
    IfOp::build_then(b, loc, cond, |b| {
        let l = b.loc();
        mr::DeallocOp::build(b, l, m);
    });
}

impl Pass for LowerDeallocations {
    fn name(&self) -> &'static str {
        "LowerDeallocationsPass"
    }
    fn argument(&self) -> &'static str {
        "bufferization-lower-deallocations"
    }
    fn description(&self) -> &'static str {
        "Lowers `bufferization.dealloc` operations to `memref.dealloc`operations"
    }
    fn run(&mut self, ctx: &mut Context, root: OpRef) -> Result<(), Diagnostic> {
        let is_module = ctx.isa_op::<oxir::builtin::ops::ModuleOp>(root);
        if !is_module && !ctx.isa_op::<FuncOp>(root) {
            return Err(Diagnostic::error(ctx.op_loc(root), "root operation must be a builtin.module or a function"));
        }
        let mut deallocs = Vec::new();
        ctx.walk_ops_post_order(root, &mut |o| {
            if ctx.isa_op::<DeallocOp>(o) {
                deallocs.push(o);
            }
        });
        let needs_helper = deallocs.iter().any(|&d| DeallocOp::from_op_unchecked(d).memrefs(ctx).len() > 1);
        let helper = if is_module && needs_helper { Some(build_helper(ctx, root)) } else { None };
        for d in deallocs {
            lower(ctx, d, helper.clone())?;
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn lower(ctx: &mut Context, op: OpRef, helper: Option<String>) -> Result<(), Diagnostic> {
    let d = DeallocOp::from_op_unchecked(op);
    let (memrefs, conditions, retained) = (d.memrefs(ctx), d.conditions(ctx), d.retained(ctx));
    let loc = ctx.op_loc(op);
    let mut b = OpBuilder::before(ctx, op);
    let replacements: Vec<Value> = if memrefs.is_empty() {
        let f = ConstantOp::build_bool(&mut b, loc, false).result(b.ctx());
        vec![f; retained.len()]
    } else if memrefs.len() == 1 && retained.is_empty() {
        guarded_dealloc(&mut b, loc, conditions[0], memrefs[0]);
        Vec::new()
    } else if memrefs.len() == 1 {
        let m = aligned_pointer(&mut b, loc, memrefs[0]);
        let mut not_alias = Vec::new();
        for &r in &retained {
            let p = aligned_pointer(&mut b, loc, r);
            not_alias.push(cmpi(&mut b, loc, CmpIPredicate::Ne, m, p));
        }
        let mut prev = not_alias[0];
        for &n in &not_alias[1..] {
            prev = andi(&mut b, loc, prev, n);
        }
        let should = andi(&mut b, loc, prev, conditions[0]);
        guarded_dealloc(&mut b, loc, should, memrefs[0]);
        let t = ConstantOp::build_bool(&mut b, loc, true).result(b.ctx());
        not_alias
            .iter()
            .map(|&n| {
                let aliases = XOrIOp::build(&mut b, loc, n, t).result(b.ctx());
                andi(&mut b, loc, aliases, conditions[0])
            })
            .collect()
    } else {
        let Some(helper) = helper else {
            return Err(oxir::verifier::emit_error_on_op(
                b.ctx(),
                op,
                "library function required for generic lowering, but cannot be automatically inserted when operating on functions",
            ));
        };
        general_case(&mut b, loc, &memrefs, &conditions, &retained, &helper)
    };
    for (i, v) in replacements.into_iter().enumerate() {
        let r = ctx.result(op, i);
        ctx.replace_all_uses_with(r, v);
    }
    ctx.erase_op(op)
}

fn general_case(
    b: &mut dyn Builder,
    loc: Attribute,
    memrefs: &[Value],
    conditions: &[Value],
    retained: &[Value],
    helper: &str,
) -> Vec<Value> {
    let ctx = b.ctx();
    let (index, i1) = (IndexType::get(ctx), IntegerType::get(ctx, 1));
    let (nm, nr) = (memrefs.len() as i64, retained.len() as i64);
    let (t_idx_m, t_i1_m, t_idx_r) = (memref_of(ctx, nm, index), memref_of(ctx, nm, i1), memref_of(ctx, nr, index));
    let (t_i1_r, dyn_idx, dyn_i1) =
        (memref_of(ctx, nr, i1), memref_of(ctx, DYNAMIC, index), memref_of(ctx, DYNAMIC, i1));
    let alloc = |b: &mut dyn Builder, t: Type| mr::AllocOp::build(b, loc, &[], &[], t).memref(b.ctx());
    let to_dealloc = alloc(b, t_idx_m);
    let cond_list = alloc(b, t_i1_m);
    let to_retain = alloc(b, t_idx_r);
    for (i, &m) in memrefs.iter().enumerate() {
        let p = aligned_pointer(b, loc, m);
        let c = index_const(b, loc, i as i64);
        mr::StoreOp::build(b, loc, p, to_dealloc, &[c]);
    }
    for (i, &c) in conditions.iter().enumerate() {
        let k = index_const(b, loc, i as i64);
        mr::StoreOp::build(b, loc, c, cond_list, &[k]);
    }
    for (i, &r) in retained.iter().enumerate() {
        let p = aligned_pointer(b, loc, r);
        let c = index_const(b, loc, i as i64);
        mr::StoreOp::build(b, loc, p, to_retain, &[c]);
    }
    let cast = |b: &mut dyn Builder, v: Value, t: Type| mr::CastOp::build(b, loc, v, t).dest(b.ctx());
    let c_dealloc = cast(b, to_dealloc, dyn_idx);
    let c_conds = cast(b, cond_list, dyn_i1);
    let c_retain = cast(b, to_retain, dyn_idx);
    let dealloc_conds = alloc(b, t_i1_m);
    let retain_conds = alloc(b, t_i1_r);
    let c_dealloc_conds = cast(b, dealloc_conds, dyn_i1);
    let c_retain_conds = cast(b, retain_conds, dyn_i1);
    let sym = oxir::builtin::attributes::SymbolRefAttr::flat(b.ctx(), helper);
    CallOp::build(b, loc, &[c_dealloc, c_retain, c_conds, c_dealloc_conds, c_retain_conds], &[], sym);
    for (i, &m) in memrefs.iter().enumerate() {
        let k = index_const(b, loc, i as i64);
        let should = mr::LoadOp::build(b, loc, dealloc_conds, &[k]).into();
        guarded_dealloc(b, loc, should, m);
    }
    let mut out = Vec::new();
    for i in 0..retained.len() {
        let k = index_const(b, loc, i as i64);
        out.push(mr::LoadOp::build(b, loc, retain_conds, &[k]).into());
    }
    for v in [to_dealloc, to_retain, cond_list, dealloc_conds, retain_conds] {
        mr::DeallocOp::build(b, loc, v);
    }
    out
}

/// MLIR's `buildDeallocationLibraryFunction`: the private `@dealloc_helper` at the end of
/// `module`'s body (where MLIR's symbol table inserts it); returns its name.
fn build_helper(ctx: &mut Context, module: OpRef) -> String {
    let loc = ctx.op_loc(module);
    let (index, i1) = (IndexType::get(ctx), IntegerType::get(ctx, 1));
    let (idx_m, bool_m) = (memref_of(ctx, DYNAMIC, index), memref_of(ctx, DYNAMIC, i1));
    let args = vec![idx_m, idx_m, bool_m, bool_m, bool_m];
    let fty = ctx.intern_type(FunctionType { inputs: args, results: Vec::new() });
    let name = unique_name(ctx, module, "dealloc_helper");
    let body = ctx.op_regions(module).first().and_then(|&r| ctx.region_entry_block(r));
    let mut b = match body {
        Some(bl) => OpBuilder::at_block_end(ctx, bl),
        None => OpBuilder::new(ctx),
    };
    let f = FuncOp::build_with_body(&mut b, loc, name.as_str(), fty, |b, a| {
        helper_body(b, a);
        Vec::new()
    });
    oxir::symbol_table::set_visibility(ctx, f.into(), oxir::symbol_table::Visibility::Private);
    name
}

fn unique_name(ctx: &Context, module: OpRef, base: &str) -> String {
    let mut name = base.to_string();
    let mut n = 0;
    while oxir::symbol_table::lookup_nearest_symbol_named(ctx, module, &name).is_some() {
        name = format!("{base}_{n}");
        n += 1;
    }
    name
}

fn helper_body(b: &mut ImplicitLocOpBuilder<'_>, a: &[Value]) {
    let loc = b.loc();
    let (to_dealloc, to_retain, cond_list, dealloc_conds, retain_conds) = (a[0], a[1], a[2], a[3], a[4]);
    let c0 = index_const(b, loc, 0);
    let c1 = index_const(b, loc, 1);
    let t = ConstantOp::build_bool(b, loc, true).result(b.ctx());
    let f = ConstantOp::build_bool(b, loc, false).result(b.ctx());
    let n_dealloc: Value = mr::DimOp::build(b, loc, to_dealloc, c0).into();
    let n_retain: Value = mr::DimOp::build(b, loc, to_retain, c0).into();
    ForOp::build_with_body(b, loc, c0, n_retain, c1, &[], |b, i, _| {
        let l = b.loc();
        mr::StoreOp::build(b, l, f, retain_conds, &[i]);
        Vec::new()
    });
    ForOp::build_with_body(b, loc, c0, n_dealloc, c1, &[], |b, outer, _| {
        let l = b.loc();
        let td: Value = mr::LoadOp::build(b, l, to_dealloc, &[outer]).into();
        let cond: Value = mr::LoadOp::build(b, l, cond_list, &[outer]).into();
        let no_retain_alias = ForOp::build_with_body(b, l, c0, n_retain, c1, &[t], |b, i, iter| {
            let l = b.loc();
            let rv: Value = mr::LoadOp::build(b, l, to_retain, &[i]).into();
            let does_alias = cmpi(b, l, CmpIPredicate::Eq, rv, td);
            IfOp::build_then(b, l, does_alias, |b| {
                let l = b.loc();
                let rc: Value = mr::LoadOp::build(b, l, retain_conds, &[i]).into();
                let agg = OrIOp::build(b, l, rc, cond).result(b.ctx());
                mr::StoreOp::build(b, l, agg, retain_conds, &[i]);
            });
            let doesnt = cmpi(b, l, CmpIPredicate::Ne, rv, td);
            vec![andi(b, l, iter[0], doesnt)]
        });
        let nra = b.ctx().result(no_retain_alias.into(), 0);
        let no_alias = ForOp::build_with_body(b, l, c0, outer, c1, &[nra], |b, i, iter| {
            let l = b.loc();
            let prev: Value = mr::LoadOp::build(b, l, to_dealloc, &[i]).into();
            let doesnt = cmpi(b, l, CmpIPredicate::Ne, prev, td);
            vec![andi(b, l, iter[0], doesnt)]
        });
        let na = b.ctx().result(no_alias.into(), 0);
        let should = andi(b, l, na, cond);
        mr::StoreOp::build(b, l, should, dealloc_conds, &[outer]);
        Vec::new()
    });
}
