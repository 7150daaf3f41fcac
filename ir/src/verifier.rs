//! The verifier: checks an op and everything nested in it, as MLIR's `mlir::verify`
//! (`mlir/lib/IR/Verifier.cpp`) does, with MLIR's messages.
//!
//! For each op, on the way down: its registered invariants (the structural core traits
//! `IsTerminator` and `SingleBlock`, then [`OpInfo::trait_verifiers`], the generated
//! [`OpInfo::verify_invariants`], the successor operands of branches, the `Symbol` checks, then
//! the op's own [`OpInfo::verify`]),
//! then its regions (graph regions of registered ops hold at most one block; entry blocks have no
//! predecessors). For each block: a terminator where the region needs one, successors only on the
//! last op and only within the region. On the way up, after everything nested in the op: the
//! isolated-from-above ops directly inside it (verified in parallel, each one completely), then
//! its region invariants (`IsolatedFromAbove`, `SymbolTable`, [`OpInfo::verify_region`]), or for
//! an unregistered op, whether its dialect allows it. Finally SSA dominance of everything under
//! the op (MLIR's hierarchical dominance rules).
//!
//! Like MLIR, the walk stops at the first failure inside one isolated-from-above op, but
//! independent isolated-from-above ops (functions of a module) are all verified, so
//! [`verify_all`] may return several diagnostics: one for each failing isolated op, in the order
//! of the ops.
//!
//! **How.** Nothing recurses: the ops to verify are split into *scopes*, the root and every
//! isolated-from-above op with regions under it. Each scope's own walk (everything under it but
//! the nested scopes) is independent of the others, so all scopes are walked in parallel with
//! `rayon`; each walk records where it would verify its nested scopes and where it stopped.
//! The results are then assembled bottom-up in a fixed order, so the outcome is deterministic.

pub mod dominance;
pub mod traits;

use crate::asm::names::NameState;
use crate::asm::{AsmPrinter, PrintFlags};
use crate::builtin::locations::UnknownLoc;
use crate::context::Context;
use crate::diagnostics::{Diagnostic, Severity};
use crate::entity::EntityRef;
use crate::registry::{OpAttrError, OpInfo, VerifyFn, VerifyOpAttrFn};
use crate::traits::{IsTerminator, IsolatedFromAbove, NoTerminator, SingleBlock, Symbol, SymbolTable};
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};
use dominance::{DominanceChecker, OpOrder};
use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::atomic::{AtomicU16, Ordering};
use std::sync::Arc;

/// Options of a verifier run.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct VerifierOptions {
    /// Attach a `see current operation: ...` note, with the op in the generic form, to every error
    /// reported on an op (MLIR's `MLIRContext::shouldPrintOpOnDiagnostic`; `mlir-opt` turns it
    /// off under `--verify-diagnostics`, and so does the default here).
    pub print_op_on_diagnostic: bool,
    /// Print that op with its locations (`--mlir-print-debuginfo`).
    pub print_debuginfo: bool,
}

/// Verifies `root` and all ops nested in it; returns the first failure.
pub fn verify(ctx: &Context, root: OpRef) -> Result<(), Diagnostic> {
    verify_with(ctx, root, &VerifierOptions::default())
}

/// [`verify`] with options.
pub fn verify_with(ctx: &Context, root: OpRef, opts: &VerifierOptions) -> Result<(), Diagnostic> {
    match verify_all_with(ctx, root, opts).into_iter().next() {
        Some(d) => Err(d),
        None => Ok(()),
    }
}

/// Verifies `root` and all ops nested in it; returns every failure MLIR reports (one per failing
/// isolated-from-above op when several fail independently), in the order of the ops.
pub fn verify_all(ctx: &Context, root: OpRef) -> Vec<Diagnostic> {
    verify_all_with(ctx, root, &VerifierOptions::default())
}

/// [`verify_all`] with options.
pub fn verify_all_with(ctx: &Context, root: OpRef, opts: &VerifierOptions) -> Vec<Diagnostic> {
    Verifier::new(ctx, root, *opts).run()
}

/// Prints `op` in the generic form as MLIR's diagnostics show an op: values named as the nearest
/// isolated-from-above op (or the top-level op) names them, no aliases, no location; preceded
/// by a newline when it takes several lines.
pub fn format_op_for_diagnostic(ctx: &Context, op: OpRef) -> String {
    format_op_for_diagnostic_with(ctx, op, false)
}

/// [`format_op_for_diagnostic`], with the op's locations printed inline when `debuginfo` is set.
pub fn format_op_for_diagnostic_with(ctx: &Context, op: OpRef, debuginfo: bool) -> String {
    let mut scope = op;
    loop {
        if ctx.op_has_trait::<IsolatedFromAbove>(scope) {
            break;
        }
        match ctx.op_parent_op(scope) {
            Some(p) => scope = p,
            None => break,
        }
    }
    let names = NameState::with_mode(ctx, scope, true);
    let mut out = String::new();
    {
        let flags = PrintFlags { generic: true, debuginfo, local_scope: debuginfo, ..PrintFlags::default() };
        let mut p = AsmPrinter::new(ctx, &mut out, flags);
        p.set_names(&names);
        p.print_op_with_loc(op);
    }
    if out.contains('\n') {
        out.insert(0, '\n');
    }
    out
}

/// The prefix of the note MLIR attaches to a diagnostic emitted on an op
/// (`MLIRContext::shouldPrintOpOnDiagnostic`): the op in the generic form follows it.
pub const CURRENT_OPERATION_NOTE: &str = "see current operation: ";

/// An error on `op` as MLIR's `Operation::emitError` reports it: at the op's location, with the
/// op as it is now (mid-transformation, when a pass fails) in a `see current operation: ...`
/// note. The pass manager drops the note when its options do not ask for it
/// ([`crate::pass::PassOptions::print_op_on_diagnostic`], off under `--verify-diagnostics`).
/// The op carries its locations when the context says so ([`Context::set_diagnostic_debuginfo`]).
pub fn emit_error_on_op(ctx: &Context, op: OpRef, message: impl Into<String>) -> Diagnostic {
    let loc = ctx.op_loc(op);
    let shown = format_op_for_diagnostic_with(ctx, op, ctx.diagnostic_debuginfo());
    Diagnostic::error(loc, message).with_note(loc, format!("{CURRENT_OPERATION_NOTE}{shown}"))
}

/// An error on `op` as MLIR's `Operation::emitOpError` reports it: `'name' op message`, with the
/// `see current operation: ...` note of [`emit_error_on_op`]. For errors a pass reports about an
/// op; verifiers return [`op_error`], to which the verifier adds the note itself.
pub fn emit_op_error_on_op(ctx: &Context, op: OpRef, message: impl std::fmt::Display) -> Diagnostic {
    emit_error_on_op(ctx, op, format!("'{}' op {message}", ctx.op_name_text(op)))
}

/// Removes the notes [`emit_error_on_op`] attaches (mlir-opt prints none under
/// `--verify-diagnostics`).
pub fn strip_current_operation_notes(d: &mut Diagnostic) {
    d.notes.retain(|n| !(n.severity == Severity::Note && n.message.starts_with(CURRENT_OPERATION_NOTE)));
}

pub use crate::ods::verify::op_error;

const _: () = {
    const fn assert_sync<T: Sync + Send>() {}
    assert_sync::<Context>();
    assert_sync::<Diagnostic>();
};

/// One step of a scope's walk, in order.
enum Step {
    /// The isolated-from-above ops directly inside an op are verified here.
    Children(Vec<OpRef>),
    /// The walk stopped with this error.
    Fail(Diagnostic),
}

/// What a scope's own walk found.
struct Trace {
    steps: Vec<Step>,
    /// The first dominance error (computed only when the walk did not stop).
    dominance: Option<Diagnostic>,
}

/// The region tree under the root, numbered so that ancestry is an interval test.
struct RegionTree {
    enter: Vec<u32>,
    exit: Vec<u32>,
}

impl RegionTree {
    const NONE: u32 = u32::MAX;

    fn interval(&self, r: RegionRef) -> Option<(u32, u32)> {
        let i = r.index();
        let e = *self.enter.get(i)?;
        (e != Self::NONE).then(|| (e, self.exit[i]))
    }
}

#[derive(Copy, Clone)]
enum Item {
    Op(OpRef),
    Block(BlockRef),
}

struct Verifier<'c> {
    ctx: &'c Context,
    opts: VerifierOptions,
    /// The root, then every isolated-from-above op with regions under it, parents first.
    scopes: Vec<OpRef>,
    scope_index: FxHashMap<OpRef, usize>,
    /// Blocks that some op under the root names as a successor.
    targets: FxHashSet<BlockRef>,
    tree: RegionTree,
    /// Registered info per op name id (`None` when unregistered), taken once when the root has
    /// regions: verification creates no op names, and reading it is an index on the hot path.
    /// Empty for a root without regions (one op, as the e-graph's shape checks verify), where
    /// copying every registered op's info would cost more than verifying the op.
    infos: Vec<Option<Arc<OpInfo>>>,
    /// The [`CoreTraits`] of each op name of `infos`, filled the first time an op of the name is
    /// met (0 until then): `OpInfo::has_trait` scans the op's trait list, and the walk asks
    /// some seven of these questions of every op.
    core_traits: Vec<AtomicU16>,
    /// The positions of ops in their blocks, for the dominance checks of every scope.
    op_order: OpOrder,
    /// The dialects that verify the discardable attributes named in their namespace, taken
    /// once ([`crate::registry::DialectInfo::verify_op_attr`]).
    attr_verifiers: Vec<(&'static str, VerifyOpAttrFn)>,
}

/// The traits the verifier itself asks about, as bits (MLIR's verifier reads them from the
/// op's registered info the same way, once an op).
#[derive(Copy, Clone, Default)]
struct CoreTraits(u16);

impl CoreTraits {
    /// Set once computed, so that a stored 0 means "not yet".
    const KNOWN: u16 = 1;
    const REGISTERED: u16 = 1 << 1;
    const ISOLATED: u16 = 1 << 2;
    const SYMBOL_TABLE: u16 = 1 << 3;
    const SINGLE_BLOCK: u16 = 1 << 4;
    const NO_TERMINATOR: u16 = 1 << 5;
    const IS_TERMINATOR: u16 = 1 << 6;
    const SYMBOL: u16 = 1 << 7;
    const GRAPH_REGION: u16 = 1 << 8;

    fn of(info: Option<&Arc<OpInfo>>) -> CoreTraits {
        let Some(info) = info else { return CoreTraits(Self::KNOWN) };
        let mut bits = Self::KNOWN | Self::REGISTERED;
        for (has, bit) in [
            (info.has_trait::<IsolatedFromAbove>(), Self::ISOLATED),
            (info.has_trait::<SymbolTable>(), Self::SYMBOL_TABLE),
            (info.has_trait::<SingleBlock>(), Self::SINGLE_BLOCK),
            (info.has_trait::<NoTerminator>(), Self::NO_TERMINATOR),
            (info.has_trait::<IsTerminator>(), Self::IS_TERMINATOR),
            (info.has_trait::<Symbol>(), Self::SYMBOL),
            (info.has_trait::<crate::traits::GraphRegion>(), Self::GRAPH_REGION),
        ] {
            if has {
                bits |= bit;
            }
        }
        CoreTraits(bits)
    }

    fn has(self, bit: u16) -> bool {
        self.0 & bit != 0
    }

    /// Registered and has the trait `bit`.
    fn registered_with(self, bit: u16) -> bool {
        self.has(Self::REGISTERED) && self.has(bit)
    }

    /// Unregistered, or registered with the trait `bit` (MLIR's "might be" questions).
    fn unregistered_or(self, bit: u16) -> bool {
        !self.has(Self::REGISTERED) || self.has(bit)
    }
}

impl<'c> Verifier<'c> {
    fn new(ctx: &'c Context, root: OpRef, opts: VerifierOptions) -> Self {
        let n_regions = ctx.regions.len();
        let infos = if ctx.op_regions(root).is_empty() { Vec::new() } else { ctx.op_infos_snapshot() };
        let core_traits = infos.iter().map(|_| AtomicU16::new(0)).collect();
        let op_order = if infos.is_empty() { OpOrder::empty() } else { OpOrder::new(ctx) };
        let mut v = Verifier {
            ctx,
            opts,
            scopes: vec![root],
            scope_index: FxHashMap::default(),
            targets: FxHashSet::default(),
            tree: RegionTree { enter: vec![RegionTree::NONE; n_regions], exit: vec![RegionTree::NONE; n_regions] },
            infos,
            core_traits,
            op_order,
            attr_verifiers: ctx.op_attr_verifiers(),
        };
        v.scope_index.insert(root, 0);
        // One iterative pass: scopes, branch targets, region intervals.
        enum Ev {
            Enter(RegionRef),
            Exit(RegionRef),
        }
        let mut counter = 0u32;
        let mut stack: Vec<Ev> = Vec::new();
        v.targets.extend(ctx.successors(root).iter().copied());
        for &r in ctx.op_regions(root).iter().rev() {
            stack.push(Ev::Enter(r));
        }
        while let Some(ev) = stack.pop() {
            match ev {
                Ev::Exit(r) => {
                    v.tree.exit[r.index()] = counter;
                    counter += 1;
                }
                Ev::Enter(r) => {
                    v.tree.enter[r.index()] = counter;
                    counter += 1;
                    stack.push(Ev::Exit(r));
                    for b in ctx.region_blocks(r) {
                        for op in ctx.block_ops(b) {
                            v.targets.extend(ctx.successors(op).iter().copied());
                            let regions = ctx.op_regions(op);
                            if regions.is_empty() {
                                continue;
                            }
                            if v.is_isolated(op) {
                                v.scope_index.insert(op, v.scopes.len());
                                v.scopes.push(op);
                            }
                            stack.extend(regions.iter().rev().map(|&r| Ev::Enter(r)));
                        }
                    }
                }
            }
        }
        v
    }

    fn info(&self, op: OpRef) -> Option<&Arc<OpInfo>> {
        let name = self.ctx.op_name_of(op);
        match self.infos.get(name.0 as usize) {
            Some(info) => info.as_ref(),
            None => self.ctx.op_info_ref(name),
        }
    }

    /// The op's [`CoreTraits`], computed once an op name.
    fn core_traits(&self, op: OpRef) -> CoreTraits {
        let name = self.ctx.op_name_of(op);
        let Some(slot) = self.core_traits.get(name.0 as usize) else {
            return CoreTraits::of(self.ctx.op_info_ref(name));
        };
        let bits = slot.load(Ordering::Relaxed);
        if bits != 0 {
            return CoreTraits(bits);
        }
        // Two threads may both compute it; they store the same bits.
        let traits = CoreTraits::of(self.info(op));
        slot.store(traits.0, Ordering::Relaxed);
        traits
    }

    fn is_isolated(&self, op: OpRef) -> bool {
        self.core_traits(op).registered_with(CoreTraits::ISOLATED)
    }

    fn run(&self) -> Vec<Diagnostic> {
        let traces: Vec<Trace> = if self.scopes.len() > 1 && self.ctx.multithreading() {
            self.scopes.par_iter().map(|&s| self.trace(s)).collect()
        } else {
            self.scopes.iter().map(|&s| self.trace(s)).collect()
        };
        // Assemble bottom-up: a scope's nested scopes come after it in `scopes`.
        let mut results: Vec<Option<Vec<Diagnostic>>> = vec![None; self.scopes.len()];
        for (i, trace) in traces.into_iter().enumerate().rev() {
            let mut outcome = None;
            for step in trace.steps {
                match step {
                    Step::Children(children) => {
                        let mut diags = Vec::new();
                        for c in children {
                            if let Some(d) = self.scope_index.get(&c).and_then(|&ci| results[ci].take()) {
                                diags.extend(d);
                            }
                        }
                        if !diags.is_empty() {
                            outcome = Some(diags);
                            break;
                        }
                    }
                    Step::Fail(d) => {
                        outcome = Some(vec![d]);
                        break;
                    }
                }
            }
            if outcome.is_none() {
                outcome = trace.dominance.map(|d| vec![d]);
            }
            results[i] = outcome;
        }
        results[0].take().unwrap_or_default()
    }

    /// Walks one scope (MLIR's `verifyOperation`, then `verifyDominanceOfContainedRegions`).
    fn trace(&self, scope: OpRef) -> Trace {
        let ctx = self.ctx;
        let mut steps = Vec::new();
        let mut stack: Vec<(Item, bool)> = vec![(Item::Op(scope), false)];
        let mut failed = false;
        while let Some((item, exit)) = stack.pop() {
            let r = match (item, exit) {
                (Item::Op(op), false) => {
                    let r = self.op_entrance(op);
                    if r.is_ok() {
                        stack.push((item, true));
                        for &region in ctx.op_regions(op).iter().rev() {
                            let blocks: Vec<BlockRef> = ctx.region_blocks(region).collect();
                            stack.extend(blocks.into_iter().rev().map(|b| (Item::Block(b), false)));
                        }
                    }
                    r
                }
                (Item::Op(op), true) => {
                    let mut children = Vec::new();
                    for &region in ctx.op_regions(op) {
                        for b in ctx.region_blocks(region) {
                            children.extend(
                                ctx.block_ops(b).filter(|&o| !ctx.op_regions(o).is_empty() && self.is_isolated(o)),
                            );
                        }
                    }
                    if !children.is_empty() {
                        steps.push(Step::Children(children));
                    }
                    self.op_exit(op)
                }
                (Item::Block(b), false) => {
                    let r = self.block_entrance(b);
                    if r.is_ok() {
                        stack.push((item, true));
                        let ops: Vec<OpRef> = ctx
                            .block_ops(b)
                            .filter(|&o| ctx.op_regions(o).is_empty() || !self.is_isolated(o))
                            .collect();
                        stack.extend(ops.into_iter().rev().map(|o| (Item::Op(o), false)));
                    }
                    r
                }
                (Item::Block(b), true) => self.block_exit(b),
            };
            if let Err(d) = r {
                steps.push(Step::Fail(d));
                failed = true;
                break;
            }
        }
        let dominance = if failed || ctx.op_regions(scope).is_empty() {
            None
        } else {
            DominanceChecker::new(ctx, &self.op_order).check(scope).map(|(op, i)| self.diagnose_dominance(op, i))
        };
        Trace { steps, dominance }
    }

    // ---- diagnostics -------------------------------------------------------------------------

    /// Adds the `see current operation` note when the options ask for it.
    fn attach_op(&self, op: OpRef, mut d: Diagnostic) -> Diagnostic {
        if self.opts.print_op_on_diagnostic
            && d.severity == Severity::Error
            && d.loc == self.ctx.op_loc(op)
            && !d.notes.iter().any(|n| n.message.starts_with("see current operation: "))
        {
            let note = Diagnostic::new(
                Severity::Note,
                self.ctx.op_loc(op),
                format!(
                    "see current operation: {}",
                    format_op_for_diagnostic_with(self.ctx, op, self.opts.print_debuginfo)
                ),
            );
            d.notes.insert(0, note);
        }
        d
    }

    /// MLIR's `op->emitError(message)`.
    fn emit_error(&self, op: OpRef, message: impl Into<String>) -> Diagnostic {
        self.attach_op(op, Diagnostic::error(self.ctx.op_loc(op), message))
    }

    /// MLIR's `op->emitOpError(message)`.
    fn emit_op_error(&self, op: OpRef, message: impl std::fmt::Display) -> Diagnostic {
        self.attach_op(op, op_error(self.ctx, op, message))
    }

    fn hook(&self, op: OpRef, f: VerifyFn) -> Result<(), Diagnostic> {
        f(self.ctx, op).map_err(|d| self.attach_op(op, d))
    }

    fn region_loc(&self, region: Option<RegionRef>) -> crate::Attribute {
        match region.and_then(|r| self.ctx.region_parent_op(r)) {
            Some(op) => self.ctx.op_loc(op),
            None => UnknownLoc::get(self.ctx),
        }
    }

    // ---- ops -----------------------------------------------------------------------------------

    fn op_entrance(&self, op: OpRef) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        if !self.attr_verifiers.is_empty() {
            self.verify_dialect_attrs(op)?;
        }
        let traits = self.core_traits(op);
        if let Some(info) = self.info(op) {
            self.verify_invariants(op, info, traits)?;
        }
        let graph = traits.registered_with(CoreTraits::GRAPH_REGION);
        for (i, &region) in ctx.op_regions(op).iter().enumerate() {
            let mut blocks = ctx.region_blocks(region);
            let Some(entry) = blocks.next() else { continue };
            if graph && blocks.next().is_some() {
                return Err(self.emit_op_error(op, format_args!("expects graph region #{i} to have 0 or 1 blocks")));
            }
            if self.targets.contains(&entry) {
                return Err(Diagnostic::error(ctx.op_loc(op), "entry block of region may not have predecessors"));
            }
        }
        Ok(())
    }

    /// MLIR's `verifyOnEntrance` over the discardable attributes: each one named in the
    /// namespace of a dialect that verifies such attributes is handed to that dialect.
    fn verify_dialect_attrs(&self, op: OpRef) -> Result<(), Diagnostic> {
        for &attr in self.ctx.op_attrs(op) {
            let Some((ns, _)) = self.ctx.ident_str(attr.name).split_once('.') else { continue };
            let Some(&(_, f)) = self.attr_verifiers.iter().find(|(n, _)| *n == ns) else { continue };
            match f(self.ctx, op, attr) {
                Ok(()) => {}
                Err(OpAttrError::OnOp(d)) => return Err(self.attach_op(op, d)),
                Err(OpAttrError::AtLoc(d)) => return Err(d),
            }
        }
        Ok(())
    }

    /// MLIR's `verifyInvariants` of a registered op: structural traits, the generated
    /// invariants (counts, attributes, operand and result types; ODS's `OpInvariants`), the
    /// declared traits in order, interface verifiers (`BranchOpInterface`'s successor operands),
    /// then the op's verifier.
    fn verify_invariants(&self, op: OpRef, info: &OpInfo, traits: CoreTraits) -> Result<(), Diagnostic> {
        if traits.has(CoreTraits::SINGLE_BLOCK) {
            self.verify_single_block(op, traits.has(CoreTraits::NO_TERMINATOR))?;
        }
        if let Some(f) = info.verify_invariants {
            self.hook(op, f)?;
        }
        for &f in &info.trait_verifiers {
            self.hook(op, f)?;
        }
        if let Some(branch) = &info.branch {
            traits::verify_branch_successor_operands(self.ctx, op, branch).map_err(|d| self.attach_op(op, d))?;
        }
        // `IsTerminator` is not one of ODS's structural traits: MLIR checks it after the op's
        // invariants and after structural traits such as `HasParent` (`scf.reduce` outside
        // `scf.parallel` reports its parent, not its position).
        if traits.has(CoreTraits::IS_TERMINATOR) {
            self.hook(op, traits::verify_is_terminator)?;
        }
        if traits.has(CoreTraits::SYMBOL) {
            self.hook(op, crate::symbol_table::verify_symbol)?;
        }
        if let Some(f) = info.verify {
            self.hook(op, f)?;
        }
        Ok(())
    }

    /// `OpTrait::SingleBlock::verifyTrait`.
    fn verify_single_block(&self, op: OpRef, no_terminator: bool) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        for (i, &region) in ctx.op_regions(op).iter().enumerate() {
            let mut blocks = ctx.region_blocks(region);
            let Some(block) = blocks.next() else { continue };
            if blocks.next().is_some() {
                return Err(self.emit_op_error(op, format_args!("expects region #{i} to have 0 or 1 blocks")));
            }
            if !no_terminator && ctx.block_is_empty(block) {
                return Err(self.emit_op_error(op, "expects a non-empty block"));
            }
        }
        Ok(())
    }

    fn op_exit(&self, op: OpRef) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        if let Some(info) = self.info(op) {
            let traits = self.core_traits(op);
            if traits.has(CoreTraits::ISOLATED) {
                self.verify_isolated_from_above(op)?;
            }
            if traits.has(CoreTraits::SYMBOL_TABLE) {
                self.hook(op, crate::symbol_table::verify_symbol_table)?;
                self.verify_symbol_users(op)?;
            }
            for &f in &info.trait_region_verifiers {
                self.hook(op, f)?;
            }
            if let Some(f) = info.verify_region {
                self.hook(op, f)?;
            }
            return Ok(());
        }
        let name = ctx.op_name_of(op);
        let dialect = ctx.op_name_dialect(name);
        if dialect.is_empty() || !ctx.is_dialect_registered(dialect) {
            if !ctx.allows_unregistered_dialects() {
                return Err(self.emit_op_error(
                    op,
                    "created with unregistered dialect. If this is intended, please call \
                     allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect \
                     with the MLIR opt tool used",
                ));
            }
            return Ok(());
        }
        Err(self.emit_error(
            op,
            format!(
                "unregistered operation '{}' found in dialect ('{dialect}') that does not allow unknown operations",
                ctx.op_name_str(name)
            ),
        ))
    }

    /// Runs the symbol-use checks of the ops in `table`'s regions, not looking into nested symbol
    /// tables (they check their own), as MLIR's `verifySymbolTable` does.
    fn verify_symbol_users(&self, table: OpRef) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let mut pending: Vec<RegionRef> = ctx.op_regions(table).to_vec();
        while let Some(region) = pending.pop() {
            for block in ctx.region_blocks(region) {
                for op in ctx.block_ops(block) {
                    let info = self.info(op);
                    if let Some(f) = info.as_ref().and_then(|i| i.verify_symbol_uses) {
                        self.hook(op, f)?;
                    }
                    if !self.core_traits(op).registered_with(CoreTraits::SYMBOL_TABLE) {
                        pending.extend(ctx.op_regions(op).iter().rev().copied());
                    }
                }
            }
        }
        Ok(())
    }

    /// `OpTrait::impl::verifyIsIsolatedFromAbove`.
    fn verify_isolated_from_above(&self, isolated: OpRef) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        for &region in ctx.op_regions(isolated) {
            let mut pending = vec![region];
            while let Some(r) = pending.pop() {
                for b in ctx.region_blocks(r) {
                    for op in ctx.block_ops(b) {
                        for v in ctx.operands(op) {
                            let Some(operand_region) = self.value_region(v) else {
                                return Err(self.emit_error(op, "operation's operand is unlinked"));
                            };
                            if !self.region_is_ancestor(region, operand_region) {
                                return Err(self
                                    .emit_op_error(op, "using value defined outside the region")
                                    .with_note(ctx.op_loc(isolated), "required by region isolation constraints"));
                            }
                        }
                        if !ctx.op_regions(op).is_empty() && !self.is_isolated(op) {
                            pending.extend(ctx.op_regions(op).iter().copied());
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn value_region(&self, v: Value) -> Option<RegionRef> {
        let ctx = self.ctx;
        match v {
            Value::Result { op, .. } => ctx.op_parent_block(op).and_then(|b| ctx.block_parent_region(b)),
            Value::Argument { block, .. } => ctx.block_parent_region(block),
        }
    }

    /// Whether `ancestor` is `region` or contains it.
    fn region_is_ancestor(&self, ancestor: RegionRef, region: RegionRef) -> bool {
        if let Some((ae, ax)) = self.tree.interval(ancestor) {
            return match self.tree.interval(region) {
                Some((e, x)) => ae <= e && x <= ax,
                None => false,
            };
        }
        region_is_ancestor_slow(self.ctx, ancestor, region)
    }

    // ---- blocks --------------------------------------------------------------------------------

    /// MLIR's `mayBeValidWithoutTerminator`.
    fn may_be_valid_without_terminator(&self, block: BlockRef) -> bool {
        let ctx = self.ctx;
        let Some(region) = ctx.block_parent_region(block) else { return true };
        let mut blocks = ctx.region_blocks(region);
        if blocks.next().is_none() || blocks.next().is_some() {
            return false;
        }
        match ctx.region_parent_op(region) {
            None => true,
            Some(op) => self.core_traits(op).unregistered_or(CoreTraits::NO_TERMINATOR),
        }
    }

    fn block_entrance(&self, block: BlockRef) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let Some(last) = ctx.block_last_op(block) else {
            if self.may_be_valid_without_terminator(block) {
                return Ok(());
            }
            return Err(Diagnostic::error(
                self.region_loc(ctx.block_parent_region(block)),
                "empty block: expect at least a terminator",
            ));
        };
        for op in ctx.block_ops(block) {
            if !ctx.successors(op).is_empty() && op != last {
                return Err(self.emit_error(op, "operation with block successors must terminate its parent block"));
            }
        }
        Ok(())
    }

    fn block_exit(&self, block: BlockRef) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let region = ctx.block_parent_region(block);
        let Some(last) = ctx.block_last_op(block) else { return Ok(()) };
        // `Block::getSuccessors` is empty in a single-block region.
        let multi_block = region.is_some_and(|r| ctx.region_blocks(r).nth(1).is_some());
        if multi_block && ctx.successors(last).iter().any(|&s| ctx.block_parent_region(s) != region) {
            return Err(self.emit_op_error(last, "branching to block of a different region"));
        }
        if self.may_be_valid_without_terminator(block) {
            return Ok(());
        }
        let might_be_terminator = self.core_traits(last).unregistered_or(CoreTraits::IS_TERMINATOR);
        if !might_be_terminator {
            return Err(self.emit_error(
                last,
                format!(
                    "block with no terminator, has {}",
                    format_op_for_diagnostic_with(ctx, last, self.opts.print_debuginfo)
                ),
            ));
        }
        Ok(())
    }

    // ---- dominance -----------------------------------------------------------------------------

    /// MLIR's `diagnoseInvalidOperandDominance`.
    fn diagnose_dominance(&self, op: OpRef, operand: usize) -> Diagnostic {
        let ctx = self.ctx;
        let diag = self.emit_error(op, format!("operand #{operand} does not dominate this use"));
        let v = ctx.operand(op, operand);
        let block1 = ctx.op_parent_block(op);
        let region1 = block1.and_then(|b| ctx.block_parent_region(b));
        let relation = |region2: Option<RegionRef>, same_region: &str, parent: &str, child: &str, neither: &str| {
            let (Some(r1), Some(r2)) = (region1, region2) else { return neither.to_string() };
            if r1 == r2 {
                same_region.to_string()
            } else if region_is_ancestor_slow(ctx, r2, r1) {
                parent.to_string()
            } else if region_is_ancestor_slow(ctx, r1, r2) {
                child.to_string()
            } else {
                neither.to_string()
            }
        };
        match v {
            Value::Result { op: def, .. } => {
                let block2 = ctx.op_parent_block(def);
                let region2 = block2.and_then(|b| ctx.block_parent_region(b));
                let suffix = if block1.is_some() && block1 == block2 {
                    " (op in the same block)".to_string()
                } else {
                    relation(
                        region2,
                        " (op in the same region)",
                        " (op in a parent region)",
                        " (op in a child region)",
                        " (op is neither in a parent nor in a child region)",
                    )
                };
                diag.with_note(ctx.op_loc(def), format!("operand defined here{suffix}"))
            }
            Value::Argument { block: block2, .. } => {
                let region2 = ctx.block_parent_region(block2);
                let loc = match ctx.block_parent_op(block2) {
                    Some(p) => ctx.op_loc(p),
                    None => UnknownLoc::get(ctx),
                };
                let Some(r2) = region2 else { return diag.with_note(loc, " (block without parent)") };
                let index = ctx.region_blocks(r2).position(|b| b == block2).unwrap_or(0);
                let suffix = relation(
                    region2,
                    " in the same region)",
                    " in a parent region)",
                    " in a child region)",
                    " neither in a parent nor in a child region)",
                );
                diag.with_note(loc, format!("operand defined as a block argument (block #{index}{suffix}"))
            }
        }
    }
}

/// Whether `ancestor` is `region` or contains it, by climbing parent ops.
fn region_is_ancestor_slow(ctx: &Context, ancestor: RegionRef, mut region: RegionRef) -> bool {
    loop {
        if region == ancestor {
            return true;
        }
        match ctx
            .region_parent_op(region)
            .and_then(|op| ctx.op_parent_block(op))
            .and_then(|b| ctx.block_parent_region(b))
        {
            Some(r) => region = r,
            None => return false,
        }
    }
}

#[cfg(test)]
mod tests;
