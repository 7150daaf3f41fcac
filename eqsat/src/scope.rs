//! The scopes of a region-aware e-graph: a block and the blocks nested in it through the
//! regions eqsat enters (the bodies of `scf.for`, `scf.while`, `scf.if`, `scf.execute_region`,
//! `scf.index_switch`, `scf.forall`, `scf.parallel`, `tensor.generate` and `linalg.generic`,
//! when single-block), as a tree. A value is available in the block that defines it and in the
//! blocks nested in it; a loop's body (any entered region but a branch of `scf.if`,
//! `scf.index_switch` or `scf.execute_region`) runs any number of times, which the loop depth
//! of each block records.

use oxir::{BlockRef, Context, OpRef, Value};
use oxir_dialects::{linalg, scf, tensor};
use rustc_hash::FxHashMap;

/// A block index in a [`Unit`] (0 is the root block).
pub type Scope = usize;

/// Whether eqsat enters the regions of `op`, and if so whether they may run more than once.
fn entered(ctx: &Context, op: OpRef) -> Option<bool> {
    if ctx.isa_op::<scf::IfOp>(op) || ctx.isa_op::<scf::ExecuteRegionOp>(op) || ctx.isa_op::<scf::IndexSwitchOp>(op) {
        return Some(false);
    }
    let repeated = ctx.isa_op::<scf::ForOp>(op)
        || ctx.isa_op::<scf::WhileOp>(op)
        || ctx.isa_op::<scf::ForallOp>(op)
        || ctx.isa_op::<scf::ParallelOp>(op)
        || ctx.isa_op::<tensor::GenerateOp>(op)
        || ctx.isa_op::<linalg::GenericOp>(op);
    repeated.then_some(true)
}

/// The single block of `region`, if it has exactly one.
fn single_block(ctx: &Context, region: oxir::RegionRef) -> Option<BlockRef> {
    let mut blocks = ctx.region_blocks(region);
    let first = blocks.next()?;
    blocks.next().is_none().then_some(first)
}

/// Whether `block` is part of the unit of an enclosing block (it is the single block of a
/// region of an op eqsat enters), rather than the root of a unit of its own.
pub fn is_nested(ctx: &Context, block: BlockRef) -> bool {
    let (Some(op), Some(region)) = (ctx.block_parent_op(block), ctx.block_parent_region(block)) else {
        return false;
    };
    entered(ctx, op).is_some() && single_block(ctx, region) == Some(block) && ctx.op_parent_block(op).is_some()
}

/// A block and the blocks eqsat enters below it.
pub struct Unit {
    /// The blocks, in program order (a block before the blocks nested in its ops).
    pub blocks: Vec<BlockRef>,
    /// The index of each block.
    pub index: FxHashMap<BlockRef, Scope>,
    /// The parent block of each block and the op (in it) whose region holds the block.
    pub parent: Vec<Option<(Scope, OpRef)>>,
    /// The nesting depth of each block (0 for the root).
    pub depth: Vec<u32>,
    /// The number of loop bodies around each block, within the unit.
    pub loop_depth: Vec<u32>,
    /// The ops of each block, in order.
    pub ops: Vec<Vec<OpRef>>,
    /// The blocks nested in each op of the unit.
    pub children: FxHashMap<OpRef, Vec<Scope>>,
    /// The block and the position in it of every op of the unit.
    pub pos: FxHashMap<OpRef, (Scope, usize)>,
}

impl Unit {
    /// The unit rooted at `root`.
    pub fn collect(ctx: &Context, root: BlockRef) -> Unit {
        let mut u = Unit {
            blocks: Vec::new(),
            index: FxHashMap::default(),
            parent: Vec::new(),
            depth: Vec::new(),
            loop_depth: Vec::new(),
            ops: Vec::new(),
            children: FxHashMap::default(),
            pos: FxHashMap::default(),
        };
        u.add(ctx, root, None, 0, 0);
        u
    }

    fn add(&mut self, ctx: &Context, block: BlockRef, parent: Option<(Scope, OpRef)>, depth: u32, loops: u32) {
        let s = self.blocks.len();
        self.blocks.push(block);
        self.index.insert(block, s);
        self.parent.push(parent);
        self.depth.push(depth);
        self.loop_depth.push(loops);
        let ops: Vec<OpRef> = ctx.block_ops(block).collect();
        self.ops.push(ops.clone());
        for (i, &op) in ops.iter().enumerate() {
            self.pos.insert(op, (s, i));
            let Some(repeated) = entered(ctx, op) else { continue };
            for &r in ctx.op_regions(op) {
                let Some(b) = single_block(ctx, r) else { continue };
                let child = self.blocks.len();
                self.children.entry(op).or_default().push(child);
                self.add(ctx, b, Some((s, op)), depth + 1, loops + u32::from(repeated));
            }
        }
    }

    /// Whether the unit has blocks besides its root.
    pub fn is_nested(&self) -> bool {
        self.blocks.len() > 1
    }

    /// The ops of the unit, in program order.
    pub fn ops_in_order(&self) -> Vec<OpRef> {
        let mut out = Vec::with_capacity(self.pos.len());
        self.push_ops(0, &mut out);
        out
    }

    fn push_ops(&self, s: Scope, out: &mut Vec<OpRef>) {
        for &op in &self.ops[s] {
            out.push(op);
            for &c in self.children.get(&op).map(Vec::as_slice).unwrap_or(&[]) {
                self.push_ops(c, out);
            }
        }
    }

    /// Whether `a` is `b` or a block `b` is nested in.
    pub fn encloses(&self, a: Scope, mut b: Scope) -> bool {
        while self.depth[b] > self.depth[a] {
            match self.parent[b] {
                Some((p, _)) => b = p,
                None => return false,
            }
        }
        a == b
    }

    /// The innermost block enclosing both `a` and `b`.
    pub fn common(&self, mut a: Scope, mut b: Scope) -> Scope {
        while self.depth[a] > self.depth[b] {
            a = self.parent[a].map_or(0, |p| p.0);
        }
        while self.depth[b] > self.depth[a] {
            b = self.parent[b].map_or(0, |p| p.0);
        }
        while a != b {
            a = self.parent[a].map_or(0, |p| p.0);
            b = self.parent[b].map_or(0, |p| p.0);
        }
        a
    }

    /// The point `(block, position)` seen from the enclosing block `outer`: the position of the
    /// op of `outer` that holds it (`None` if `outer` does not enclose `block`). `usize::MAX`
    /// stands for the end of a block.
    pub fn position_in(&self, outer: Scope, mut block: Scope, mut position: usize) -> Option<usize> {
        while block != outer {
            let (p, op) = self.parent[block]?;
            block = p;
            position = self.pos.get(&op).map_or(usize::MAX, |&(_, i)| i);
        }
        Some(position)
    }

    /// The op of `outer` before which something needed before `before` in `block` goes
    /// (`None`: the end of `outer`).
    pub fn insertion_point(&self, outer: Scope, mut block: Scope, mut before: Option<OpRef>) -> Option<OpRef> {
        while block != outer {
            let Some((p, op)) = self.parent[block] else { break };
            block = p;
            before = Some(op);
        }
        before
    }

    /// Where `v` is defined: its block and 2 × the position of its defining op (-1 for a block
    /// argument); values from outside the unit are defined before its root block.
    pub fn definition(&self, ctx: &Context, v: Value) -> (Scope, i64) {
        match ctx.defining_op(v) {
            Some(d) => match self.pos.get(&d) {
                Some(&(s, i)) => (s, 2 * i as i64),
                None => (0, -1),
            },
            None => (ctx.value_parent_block(v).and_then(|b| self.index.get(&b).copied()).unwrap_or(0), -1),
        }
    }

    /// The innermost block of the unit holding `op` (directly or nested in non-entered regions)
    /// and the position there of the op that holds it; `None` when `op` is outside the unit.
    pub fn locate(&self, ctx: &Context, op: OpRef) -> Option<(Scope, usize)> {
        let mut x = op;
        loop {
            if let Some(&p) = self.pos.get(&x) {
                return Some(p);
            }
            x = ctx.op_parent_op(x)?;
        }
    }
}
