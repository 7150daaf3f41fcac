//! The `duplicate-function-elimination` pass (MLIR's `DuplicateFunctionEliminationPass`): functions
//! that differ only in their symbol name are merged into the first of them, and every reference to
//! the others is redirected to it.
//!
//! Two `func.func`s are duplicates when both have a body, their discardable attributes are equal,
//! their inherent attributes are equal apart from `sym_name`, and their bodies are equivalent as
//! MLIR's `OperationEquivalence::isRegionEquivalentTo` decides, ignoring locations: the same blocks
//! with the same argument types, and op by op the same name, attributes, properties, operand and
//! result types, operands that correspond, successors that correspond, and equivalent regions.
//! References are rewritten as MLIR 22 does, from the erased function's own symbol table out to
//! the module: `@dup` in its table, `@inner::@dup` further out, all now naming the kept function's
//! name (even when the kept function lives in another table, as MLIR does).

use crate::func::FuncOp;
use oxir::builtin::attributes::DictionaryAttr;
use oxir::builtin::ops::ModuleOp;
use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::symbol_table::{replace_all_symbol_uses, symbol_name, ScopeLimit, SymbolTarget};
use oxir::{Attribute, BlockRef, Context, Diagnostic, OpRef, RegionRef, Value, WalkResult};
use std::collections::HashMap;

/// The `duplicate-function-elimination` pass.
#[derive(Clone, Default)]
pub struct DuplicateFunctionElimination;

impl Pass for DuplicateFunctionElimination {
    fn name(&self) -> &'static str {
        "DuplicateFunctionEliminationPass"
    }
    fn argument(&self) -> &'static str {
        "duplicate-function-elimination"
    }
    fn description(&self) -> &'static str {
        "Deduplicate functions"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(ModuleOp::NAME)
    }
    fn run(&mut self, ctx: &mut Context, module: OpRef) -> Result<(), Diagnostic> {
        let mut funcs = Vec::new();
        ctx.walk_ops_pre_order(module, &mut |o| {
            if ctx.isa_op::<FuncOp>(o) {
                funcs.push(o);
            }
            WalkResult::Advance
        });
        // The unique functions so far, grouped by the attributes that must match exactly.
        let mut unique: HashMap<(Attribute, Option<Attribute>), Vec<OpRef>> = HashMap::new();
        let mut representative: HashMap<String, OpRef> = HashMap::new();
        let mut duplicates = Vec::new();
        for f in funcs {
            let key = (ctx.op_attr_dict(f), properties_without_name(ctx, f));
            let group = unique.entry(key).or_default();
            let repr = group.iter().copied().find(|&g| duplicate(ctx, g, f));
            let Some(name) = symbol_name(ctx, f).map(str::to_owned) else { continue };
            match repr {
                Some(r) => {
                    representative.insert(name, r);
                    duplicates.push(f);
                }
                None => {
                    group.push(f);
                    representative.insert(name, f);
                }
            }
        }
        for f in duplicates {
            let Some(old) = symbol_name(ctx, f).map(str::to_owned) else { continue };
            let Some(new) = representative.get(&old).and_then(|&r| symbol_name(ctx, r)).map(str::to_owned) else {
                continue;
            };
            if replace_all_symbol_uses(ctx, SymbolTarget::Op(f), &new, ScopeLimit::Op(module)).is_err() {
                return Ok(());
            }
            ctx.erase_op(f)?;
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// The op's inherent attributes without `sym_name`.
fn properties_without_name(ctx: &Context, op: OpRef) -> Option<Attribute> {
    let props = ctx.op_properties(op)?;
    let entries: Vec<_> =
        DictionaryAttr::entries(ctx, props).iter().copied().filter(|e| ctx.ident_str(e.name) != "sym_name").collect();
    Some(DictionaryAttr::get(ctx, entries))
}

/// Whether `f` duplicates `g` (whose discardable and inherent attributes, but the name, are
/// already known equal): two definitions with equivalent bodies.
fn duplicate(ctx: &Context, g: OpRef, f: OpRef) -> bool {
    if g == f {
        return true;
    }
    let (Some(&lr), Some(&rr)) = (ctx.op_regions(g).first(), ctx.op_regions(f).first()) else { return false };
    if ctx.region_is_empty(lr) || ctx.region_is_empty(rr) {
        return false;
    }
    Equivalence::default().regions(ctx, lr, rr)
}

/// The correspondence of values and blocks built while comparing two regions.
#[derive(Default)]
struct Equivalence {
    values: HashMap<Value, Value>,
    blocks: HashMap<BlockRef, BlockRef>,
}

impl Equivalence {
    fn mark(&mut self, l: Value, r: Value) {
        self.values.entry(l).or_insert(r);
    }

    fn values_match(&self, l: Value, r: Value) -> bool {
        l == r || self.values.get(&l) == Some(&r)
    }

    /// Maps block `l` to `r`; false when `l` already maps to another block.
    fn map_block(&mut self, l: BlockRef, r: BlockRef) -> bool {
        *self.blocks.entry(l).or_insert(r) == r
    }

    fn regions(&mut self, ctx: &Context, l: RegionRef, r: RegionRef) -> bool {
        let (lb, rb): (Vec<BlockRef>, Vec<BlockRef>) = (ctx.region_blocks(l).collect(), ctx.region_blocks(r).collect());
        lb.len() == rb.len() && lb.iter().zip(&rb).all(|(&a, &b)| self.blocks(ctx, a, b))
    }

    fn blocks(&mut self, ctx: &Context, l: BlockRef, r: BlockRef) -> bool {
        if ctx.num_block_arguments(l) != ctx.num_block_arguments(r) || !self.map_block(l, r) {
            return false;
        }
        for (a, b) in ctx.block_arguments(l).zip(ctx.block_arguments(r)) {
            if ctx.value_type(a) != ctx.value_type(b) {
                return false;
            }
            self.mark(a, b);
        }
        let (lo, ro): (Vec<OpRef>, Vec<OpRef>) = (ctx.block_ops(l).collect(), ctx.block_ops(r).collect());
        if lo.len() != ro.len() {
            return false;
        }
        lo.iter().zip(&ro).all(|(&a, &b)| {
            self.ops(ctx, a, b)
                && ctx.successors(a).iter().zip(ctx.successors(b)).all(|(&sa, &sb)| self.map_block(sa, sb))
        })
    }

    /// MLIR's `OperationEquivalence::isEquivalentTo` with `IgnoreLocations`.
    fn ops(&mut self, ctx: &Context, l: OpRef, r: OpRef) -> bool {
        if l == r {
            return true;
        }
        if ctx.op_attr_dict(l) != ctx.op_attr_dict(r)
            || ctx.op_name_of(l) != ctx.op_name_of(r)
            || ctx.op_regions(l).len() != ctx.op_regions(r).len()
            || ctx.successors(l).len() != ctx.successors(r).len()
            || ctx.num_operands(l) != ctx.num_operands(r)
            || ctx.num_results(l) != ctx.num_results(r)
            || ctx.op_properties(l) != ctx.op_properties(r)
        {
            return false;
        }
        for (a, b) in ctx.operands(l).zip(ctx.operands(r)) {
            if ctx.value_type(a) != ctx.value_type(b) || !self.values_match(a, b) {
                return false;
            }
        }
        for (a, b) in ctx.results(l).zip(ctx.results(r)) {
            if ctx.value_type(a) != ctx.value_type(b) {
                return false;
            }
            self.mark(a, b);
        }
        ctx.op_regions(l).iter().zip(ctx.op_regions(r)).all(|(&a, &b)| self.regions(ctx, a, b))
    }
}
