//! What the branch ops of the `cf` and `llvm` dialects share (MLIR's `ControlFlowInterfaces`):
//! the verification of branch weights (the core verifier checks the operands forwarded to
//! successors of every op with a `BranchOpInterface`), the
//! `BranchOpInterface` arithmetic of ops whose forwarded operands follow their leading operands
//! in segments, and the attribute constraint of switch case values.

use std::ops::Range;

use oxir::builtin::attributes::{DenseArrayAttr, DictionaryAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{IndexType, IntegerType};
use oxir::ods::constraints::AttrConstraint;
use oxir::{Context, Diagnostic, NamedAttribute, OpRef, Value};

/// An integer elements attribute (MLIR's `AnyIntElementsAttr`): the case values of a switch.
pub const ANY_INT_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    summary: "integer elements attribute",
    check: |c, a| {
        a.dyn_cast::<DenseIntOrFPElementsAttr>(c).is_some_and(|d| {
            let e = d.element_type(c);
            e.isa::<IntegerType>(c) || e.isa::<IndexType>(c)
        })
    },
};

/// MLIR's `verifyWeights` (`WeightedBranchOpInterface`).
pub fn verify_weights(ctx: &Context, op: OpRef, weights: Option<Vec<i32>>) -> Result<(), Diagnostic> {
    let Some(w) = weights else { return Ok(()) };
    if w.is_empty() {
        return Ok(());
    }
    let n = ctx.successors(op).len();
    if w.len() != n {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            format!("expects number of branch weights to match number of successors: {} vs {n}", w.len()),
        ));
    }
    if w.iter().all(|&v| v == 0) {
        return Err(Diagnostic::error(ctx.op_loc(op), "branch weights cannot all be zero"));
    }
    Ok(())
}

/// The names of a dialect's two branch ops besides its switch, for the shared layout of
/// `segmented_successor_operands`: an unconditional branch forwards all its operands; a
/// conditional branch has a condition, then one segment per successor; an op of any other name
/// is a switch, with a flag, the default segment, then the `case_operand_segments`.
pub struct BranchOpNames {
    /// The unconditional branch (`cf.br`, `llvm.br`).
    pub br: &'static str,
    /// The conditional branch (`cf.cond_br`, `llvm.cond_br`).
    pub cond_br: &'static str,
}

impl BranchOpNames {
    /// The number of leading operands and the forwarded-operand count of each successor of `op`.
    fn layout(&self, ctx: &Context, op: OpRef) -> SuccessorLayout {
        let n_succ = ctx.successors(op).len();
        let name = ctx.op_name_text(op);
        let (lead, sizes) = if name == self.br {
            (0, vec![ctx.num_operands(op)])
        } else if name == self.cond_br {
            let seg = i32_property(ctx, op, "operandSegmentSizes");
            (1, (1..=n_succ).map(|i| seg.get(i).copied().unwrap_or(0)).collect())
        } else {
            let seg = i32_property(ctx, op, "operandSegmentSizes");
            let cases = i32_property(ctx, op, "case_operand_segments");
            let mut sizes = vec![seg.get(1).copied().unwrap_or(0)];
            sizes.extend((0..n_succ.saturating_sub(1)).map(|i| cases.get(i).copied().unwrap_or(0)));
            (1, sizes)
        };
        SuccessorLayout { lead, sizes }
    }

    /// The operands `op` forwards to successor `succ` (`BranchOpInterface::getSuccessorOperands`).
    pub fn successor_operands(&self, ctx: &Context, op: OpRef, succ: usize) -> Range<usize> {
        self.layout(ctx, op).operands(succ)
    }

    /// Replaces the operands `op` forwards to successor `succ` by `values`, updating its segment
    /// properties (`BranchOpInterface::getSuccessorOperands(...).assign`).
    pub fn set_successor_operands(&self, ctx: &mut Context, op: OpRef, succ: usize, values: &[Value]) {
        let new_sizes = self.layout(ctx, op).set_operands(ctx, op, succ, values);
        let size = |i: usize| new_sizes.get(i).copied().unwrap_or(0) as i32;
        let name = ctx.op_name_text(op);
        let updates = if name == self.br {
            vec![]
        } else if name == self.cond_br {
            vec![("operandSegmentSizes", vec![1, size(0), size(1)])]
        } else {
            let cases: Vec<i32> = new_sizes.iter().skip(1).map(|&n| n as i32).collect();
            let total = cases.iter().sum();
            vec![("operandSegmentSizes", vec![1, size(0), total]), ("case_operand_segments", cases)]
        };
        set_i32_array_properties(ctx, op, updates);
    }
}

/// The values of the i32 array property `name` of `op` (empty if unset; negative as 0).
fn i32_property(ctx: &Context, op: OpRef, name: &str) -> Vec<usize> {
    ctx.op_property(op, name)
        .and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
        .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0).max(0) as usize).collect())
        .unwrap_or_default()
}

/// How a branch op's operands are laid out: `lead` leading operands (the condition or the
/// flag), then the operands forwarded to each successor, `sizes[i]` of them for successor `i`.
struct SuccessorLayout {
    /// The number of operands before the forwarded ones.
    pub lead: usize,
    /// The number of operands forwarded to each successor.
    pub sizes: Vec<usize>,
}

impl SuccessorLayout {
    /// The operands forwarded to successor `succ` (`BranchOpInterface::getSuccessorOperands`).
    pub fn operands(&self, succ: usize) -> Range<usize> {
        let start = self.lead + self.sizes[..succ.min(self.sizes.len())].iter().sum::<usize>();
        start..start + self.sizes.get(succ).copied().unwrap_or(0)
    }

    /// Replaces the operands forwarded to successor `succ` of `op` by `values`; returns the new
    /// number forwarded to each successor (for the op's segment properties).
    pub fn set_operands(&self, ctx: &mut Context, op: OpRef, succ: usize, values: &[Value]) -> Vec<usize> {
        let all: Vec<Value> = ctx.operands(op).collect();
        let mut operands: Vec<Value> = all[..self.lead.min(all.len())].to_vec();
        let mut new_sizes = Vec::with_capacity(self.sizes.len());
        let mut start = self.lead;
        for (i, &n) in self.sizes.iter().enumerate() {
            if i == succ {
                operands.extend_from_slice(values);
                new_sizes.push(values.len());
            } else {
                operands.extend_from_slice(all.get(start..start + n).unwrap_or(&[]));
                new_sizes.push(n);
            }
            start += n;
        }
        ctx.set_operands(op, &operands);
        new_sizes
    }
}

/// Sets the i32 array properties `updates` of `op`, keeping its other properties.
fn set_i32_array_properties(ctx: &mut Context, op: OpRef, updates: Vec<(&str, Vec<i32>)>) {
    if updates.is_empty() {
        return;
    }
    let mut props: Vec<NamedAttribute> =
        ctx.op_properties(op).map(|p| DictionaryAttr::entries(ctx, p).to_vec()).unwrap_or_default();
    for (name, vals) in updates {
        let value = oxir::ods::op::i32_array(ctx, vals);
        let id = ctx.ident(name);
        match props.iter_mut().find(|e| e.name == id) {
            Some(e) => e.value = value,
            None => props.push(NamedAttribute { name: id, value }),
        }
    }
    let dict = DictionaryAttr::get(ctx, props);
    ctx.set_op_properties(op, Some(dict));
}
