//! Cloning ops: MLIR's `Operation::clone` with an [`IrMapping`], within one context or from a
//! context into a fork of it (same interned types and attributes, different IR arenas).
//!
//! Cloning works in two steps: a snapshot of the op tree is read from the source, then rebuilt
//! in the destination. Operands defined inside the cloned op are remapped to their copies (even
//! when used before their definition, as graph regions allow); operands defined outside are
//! looked up in the mapping, else kept (within one context) or reported (across contexts).

use crate::attributes::{Attribute, NamedAttribute};
use crate::builder::OperationState;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::registry::OperationName;
use crate::types::Type;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};
use rustc_hash::FxHashMap;

/// Where cloned values and blocks went (MLIR's `IRMapping`).
#[derive(Default, Debug, Clone)]
pub struct IrMapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockRef, BlockRef>,
    ops: FxHashMap<OpRef, OpRef>,
}

impl IrMapping {
    /// An empty mapping.
    pub fn new() -> Self {
        Self::default()
    }

    /// Maps `from` to `to`: uses of `from` in cloned IR become uses of `to`.
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }

    /// What `v` maps to, if anything.
    pub fn lookup_value(&self, v: Value) -> Option<Value> {
        self.values.get(&v).copied()
    }

    /// What `b` maps to, if anything.
    pub fn lookup_block(&self, b: BlockRef) -> Option<BlockRef> {
        self.blocks.get(&b).copied()
    }

    /// The clone of `op`, if it was cloned.
    pub fn lookup_op(&self, op: OpRef) -> Option<OpRef> {
        self.ops.get(&op).copied()
    }
}

struct OpSnapshot {
    source: OpRef,
    /// The op's name: valid in the destination too, which shares the registry.
    name: OperationName,
    loc: Attribute,
    operands: Vec<Value>,
    result_types: Vec<Type>,
    attrs: Vec<NamedAttribute>,
    props: Option<Attribute>,
    successors: Vec<BlockRef>,
    regions: Vec<Vec<BlockSnapshot>>,
}

struct BlockSnapshot {
    source: BlockRef,
    args: Vec<(Type, Attribute)>,
    ops: Vec<OpSnapshot>,
}

fn snapshot(ctx: &Context, op: OpRef) -> OpSnapshot {
    crate::stack::with_stack(|| OpSnapshot {
        source: op,
        name: ctx.op_name_of(op),
        loc: ctx.op_loc(op),
        operands: ctx.operands(op).collect(),
        result_types: ctx.result_types(op).collect(),
        attrs: ctx.op_attrs(op).to_vec(),
        props: ctx.op_properties(op),
        successors: ctx.successors(op).to_vec(),
        regions: ctx
            .op_regions(op)
            .iter()
            .map(|&r| {
                ctx.region_blocks(r)
                    .map(|b| BlockSnapshot {
                        source: b,
                        args: (0..ctx.num_block_arguments(b))
                            .map(|i| {
                                (
                                    ctx.value_type(Value::Argument { block: b, index: i as u32 }),
                                    ctx.block_argument_loc(b, i),
                                )
                            })
                            .collect(),
                        ops: ctx.block_ops(b).map(|o| snapshot(ctx, o)).collect(),
                    })
                    .collect()
            })
            .collect(),
    })
}

struct Builder<'m> {
    mapping: &'m mut IrMapping,
    /// Operands to patch once their definitions exist: (new op, operand index, old value).
    pending: Vec<(OpRef, usize, Value)>,
    /// Whether values defined outside the cloned op may be kept as they are.
    keep_outside: bool,
}

impl Builder<'_> {
    fn build(&mut self, dst: &mut Context, snap: &OpSnapshot) -> OpRef {
        crate::stack::with_stack(|| self.build_inner(dst, snap))
    }

    fn build_inner(&mut self, dst: &mut Context, snap: &OpSnapshot) -> OpRef {
        // Regions first (blocks and their arguments), so successors and nested uses resolve.
        let mut regions = Vec::with_capacity(snap.regions.len());
        let mut region_blocks = Vec::with_capacity(snap.regions.len());
        for blocks in &snap.regions {
            let region: RegionRef = dst.create_region();
            let mut new_blocks = Vec::with_capacity(blocks.len());
            for b in blocks {
                let nb = dst.create_block();
                for (i, &(ty, loc)) in b.args.iter().enumerate() {
                    let v = dst.add_block_argument(nb, ty, loc);
                    self.mapping.map_value(Value::Argument { block: b.source, index: i as u32 }, v);
                }
                self.mapping.blocks.insert(b.source, nb);
                dst.append_block(region, nb);
                new_blocks.push(nb);
            }
            regions.push(region);
            region_blocks.push(new_blocks);
        }
        let mut st = OperationState::new(snap.name, snap.loc);
        st.result_types = snap.result_types.iter().copied().collect();
        st.attributes = snap.attrs.clone();
        st.properties = snap.props;
        st.successors = snap.successors.iter().map(|b| self.mapping.lookup_block(*b).unwrap_or(*b)).collect();
        st.regions = regions.into_iter().collect();
        let mut unresolved = Vec::new();
        for (i, &v) in snap.operands.iter().enumerate() {
            match self.mapping.lookup_value(v) {
                Some(nv) => st.operands.push(nv),
                None => {
                    // Filled in once the definition is cloned; meanwhile any valid value of
                    // the right type would do, so use the old one when it is valid here.
                    unresolved.push((i, v));
                    st.operands.push(v);
                }
            }
        }
        let op = if unresolved.is_empty() || self.keep_outside {
            dst.create_op(st)
        } else {
            // Across contexts the old values are meaningless in `dst`: create without operands
            // and set them when patching.
            let n = st.operands.len();
            st.operands.clear();
            let op = dst.create_op(st);
            let _ = n;
            op
        };
        for (i, v) in unresolved {
            self.pending.push((op, i, v));
        }
        for r in 0..snap.result_types.len() {
            self.mapping
                .map_value(Value::Result { op: snap.source, index: r as u32 }, Value::Result { op, index: r as u32 });
        }
        self.mapping.ops.insert(snap.source, op);
        for (blocks, new_blocks) in snap.regions.iter().zip(region_blocks) {
            for (b, nb) in blocks.iter().zip(new_blocks) {
                for o in &b.ops {
                    let no = self.build(dst, o);
                    dst.append_op(nb, no);
                }
            }
        }
        op
    }
}

impl Context {
    /// Clones `op` and everything nested in it, detached. Values defined outside `op` are
    /// replaced by their entry in `mapping` if any, else kept.
    pub fn clone_op(&mut self, op: OpRef, mapping: &mut IrMapping) -> OpRef {
        let snap = snapshot(self, op);
        let mut b = Builder { mapping, pending: Vec::new(), keep_outside: true };
        let new = b.build(self, &snap);
        let pending = std::mem::take(&mut b.pending);
        for (o, i, v) in pending {
            if let Some(nv) = b.mapping.lookup_value(v) {
                self.set_operand(o, i, nv);
            }
        }
        new
    }

    /// Copies `op` (and everything nested in it) from `src` into this context, detached. `src`
    /// must share this context's interning (see [`Context::fork_empty`]); every value `op` uses
    /// must be defined inside it or mapped in `mapping`.
    pub fn copy_op_from(&mut self, src: &Context, op: OpRef, mapping: &mut IrMapping) -> Result<OpRef, Diagnostic> {
        if !self.shares_interning_with(src) {
            return Err(Diagnostic::error(
                src.op_loc(op),
                "cannot copy IR between contexts that do not share interned types and attributes",
            ));
        }
        let snap = snapshot(src, op);
        let mut b = Builder { mapping, pending: Vec::new(), keep_outside: false };
        let new = b.build(self, &snap);
        let pending = std::mem::take(&mut b.pending);
        // Operands were left out of ops with unresolved uses; rebuild their operand lists.
        let mut by_op: FxHashMap<OpRef, Vec<(usize, Value)>> = FxHashMap::default();
        for (o, i, v) in pending {
            by_op.entry(o).or_default().push((i, v));
        }
        for (o, missing) in by_op {
            let Some(orig) = b.mapping.ops.iter().find(|(_, &n)| n == o).map(|(&s, _)| s) else { continue };
            let mut values = Vec::with_capacity(src.num_operands(orig));
            for (i, v) in src.operands(orig).enumerate() {
                let mapped = b.mapping.lookup_value(v);
                match mapped {
                    Some(nv) => values.push(nv),
                    None => {
                        let _ = missing.iter().any(|&(j, _)| j == i);
                        return Err(Diagnostic::error(
                            src.op_loc(orig),
                            format!("operand #{i} of '{}' is defined outside the copied op", src.op_name_text(orig)),
                        ));
                    }
                }
            }
            self.set_operands(o, &values);
        }
        Ok(new)
    }
}

#[cfg(test)]
mod tests {
    use super::IrMapping;
    use crate::parser::{parse_source, ParseOptions};
    use crate::printer::{print_op, PrintFlags};
    use crate::Context;

    const SRC: &str = r#"
"t.f"() ({
^bb0(%a: i32):
  %1 = "t.def"(%a) : (i32) -> i64
  "t.graph"() ({
    %2 = "t.later"(%3) : (i64) -> i64
    %3 = "t.inner"(%1) : (i64) -> i64
  }) : () -> ()
  "t.br"(%1)[^bb1] : (i64) -> ()
^bb1:
  "t.ret"() : () -> ()
}) {sym = "f"} : () -> ()
"#;

    fn parsed() -> (Context, crate::OpRef) {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let m = parse_source(&mut ctx, SRC, &ParseOptions::default()).unwrap();
        (ctx, m)
    }

    #[test]
    fn clones_within_a_context() {
        let (mut ctx, m) = parsed();
        let body = crate::builtin::ops::module_body(&ctx, m);
        let f = ctx.block_first_op(body).unwrap();
        let copy = ctx.clone_op(f, &mut IrMapping::new());
        ctx.append_op(body, copy);
        // The custom form numbers each region from its parent's counters, so both copies print
        // the same.
        let printed = print_op(&ctx, m, PrintFlags::default());
        assert_eq!(printed.matches("\"t.later\"(%2) : (i64) -> i64").count(), 2, "{printed}");
        assert_eq!(printed.matches("^bb1:  // pred: ^bb0").count(), 2, "{printed}");
        crate::verifier::verify(&ctx, m).unwrap();
    }

    #[test]
    fn copies_into_a_fork_and_back() {
        let (mut ctx, m) = parsed();
        let before = print_op(&ctx, m, PrintFlags::default());
        let body = crate::builtin::ops::module_body(&ctx, m);
        let f = ctx.block_first_op(body).unwrap();
        let mut fork = ctx.fork_empty();
        let in_fork = fork.copy_op_from(&ctx, f, &mut IrMapping::new()).unwrap();
        let back = ctx.copy_op_from(&fork, in_fork, &mut IrMapping::new()).unwrap();
        ctx.insert_op_before(body, Some(f), back);
        ctx.erase_op(f).unwrap();
        assert_eq!(print_op(&ctx, m, PrintFlags::default()), before);
        let unrelated = Context::new();
        assert!(unrelated.fork_empty().copy_op_from(&ctx, back, &mut IrMapping::new()).is_err());
    }
}
