//! The order in which One-Shot Bufferize analyzes and bufferizes the functions of a module with
//! `bufferize-function-boundaries` (MLIR's `getFuncOpsOrderedByCalls`).
//!
//! MLIR counts, for each function, the distinct functions with a tensor in their signature that
//! it calls (calls of other functions do not order anything: their signatures do not change),
//! then repeatedly takes a function whose count is zero and decrements the counts of its callers.
//! The functions left when none is at zero (those on a call cycle, and their callers) come last;
//! their boundaries are not analyzed. MLIR picks among the functions at zero, and orders the
//! remaining ones, by iterating a hash map keyed by the operations' addresses, which changes from
//! run to run (the order of the `memref.global`s it creates for constants shows it). oxir keeps
//! everything that rule fixes and breaks those ties by the module's order: the first function at
//! zero in module order is taken next, and the remaining ones follow in module order.

use crate::func::{CallOp, FuncOp};
use crate::utils::shapes::is_tensor;
use oxir::ods::Op;
use oxir::{Context, OpRef};
use std::collections::HashMap;

/// The functions of the module in MLIR's analysis and bufferization order, and how many of them
/// (a prefix) are ordered callees first; the rest call each other in a cycle (or call such a
/// function) and have no analysis of their boundaries.
pub struct CallOrder {
    /// All functions, the ordered ones first.
    pub order: Vec<OpRef>,
    /// The length of the prefix of `order` that is ordered callees first.
    pub acyclic: usize,
}

/// Whether the signature of function `f` has a tensor (MLIR's `hasTensorSignature`).
fn has_tensor_signature(ctx: &Context, f: OpRef) -> bool {
    FuncOp::from_op_unchecked(f)
        .signature(ctx)
        .is_some_and(|s| s.inputs.iter().chain(&s.results).any(|&t| is_tensor(ctx, t)))
}

/// Orders `funcs` (in module order) by their calls; `by_name` resolves callees.
pub fn funcs_ordered_by_calls(ctx: &Context, funcs: &[OpRef], by_name: &HashMap<String, OpRef>) -> CallOrder {
    let index: HashMap<OpRef, usize> = funcs.iter().enumerate().map(|(i, &f)| (f, i)).collect();
    // For each function, the distinct functions with tensors in their signatures it calls; for
    // each function, its distinct callers.
    let mut pending = vec![0usize; funcs.len()];
    let mut callers: Vec<Vec<usize>> = vec![Vec::new(); funcs.len()];
    for (i, &f) in funcs.iter().enumerate() {
        ctx.walk_ops_pre_order(f, &mut |o| {
            let callee = ctx
                .cast_op::<CallOp>(o)
                .and_then(|c| c.callee(ctx))
                .and_then(|name| by_name.get(&ctx.ident_str(name.root).to_string()))
                .and_then(|g| index.get(g).map(|&j| (*g, j)));
            if let Some((g, j)) = callee {
                if has_tensor_signature(ctx, g) && !callers[j].contains(&i) {
                    callers[j].push(i);
                    pending[i] += 1;
                }
            }
            oxir::WalkResult::Advance
        });
    }
    let mut taken = vec![false; funcs.len()];
    let mut order = Vec::with_capacity(funcs.len());
    while let Some(i) = (0..funcs.len()).find(|&i| !taken[i] && pending[i] == 0) {
        taken[i] = true;
        order.push(funcs[i]);
        for &c in &callers[i] {
            pending[c] -= 1;
        }
    }
    let acyclic = order.len();
    order.extend((0..funcs.len()).filter(|&i| !taken[i]).map(|i| funcs[i]));
    CallOrder { order, acyclic }
}
