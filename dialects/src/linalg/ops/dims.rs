//! The structured ops that move or combine whole dimensions (MLIR's `linalg.transpose`,
//! `linalg.broadcast` and `linalg.reduce`): their maps follow from a `permutation` or
//! `dimensions` list, transpose and broadcast have an implicit region yielding the input
//! element, reduce an explicit combiner (or the short form `linalg.reduce { arith.addf }`).

use crate::linalg::syntax::dims::{
    parse_broadcast, parse_reduce, parse_transpose, print_broadcast, print_reduce, print_transpose,
};
use crate::linalg::{
    first_result_named, shaped, verify_destination_style, verify_structured, IteratorType, Structured,
};
use crate::linalg::{RANKED_TENSOR, TENSOR_OR_MEMREF};
use crate::utils::static_values::i64_array_values;
use oxir::affine::{AffineExpr, AffineMap};
use oxir::builtin::types::DYNAMIC;
use oxir::ods::verify::op_error;
use oxir::ods::{DenseI64Array, Op, Region};
use oxir::traits::*;
use oxir::{Context, Diagnostic, OpRef, Value};
use oxir_macros::op;

/// Transposes the input into the init (MLIR's `linalg.transpose`):
/// `init[i0, ..., in] = input[i_permutation[0], ...]`.
#[op(
    name = "linalg.transpose",
    traits(SingleBlock),
    parser = parse_transpose,
    printer = print_transpose,
    verifier = TransposeOp::verify,
    asm_result_names = TransposeOp::result_names,
    canonicalizer = TransposeOp::canonicalization_patterns
)]
pub struct TransposeOp {
    #[operand(TENSOR_OR_MEMREF)]
    input: Value,
    #[operand(TENSOR_OR_MEMREF)]
    init: Value,
    #[attribute]
    permutation: DenseI64Array,
    #[result(RANKED_TENSOR)]
    result: Vec<Value>,
    #[region(single_block)]
    region: Region,
}

/// Broadcasts the input into the init, adding the `dimensions` (MLIR's `linalg.broadcast`).
#[op(
    name = "linalg.broadcast",
    traits(SingleBlock),
    parser = parse_broadcast,
    printer = print_broadcast,
    verifier = BroadcastOp::verify,
    asm_result_names = BroadcastOp::result_names,
    canonicalizer = BroadcastOp::canonicalization_patterns
)]
pub struct BroadcastOp {
    #[operand(TENSOR_OR_MEMREF)]
    input: Value,
    #[operand(TENSOR_OR_MEMREF)]
    init: Value,
    #[attribute]
    dimensions: DenseI64Array,
    #[result(RANKED_TENSOR)]
    result: Vec<Value>,
    #[region(single_block)]
    region: Region,
}

/// Reduces the inputs over the `dimensions` into the inits with the `combiner` region (MLIR's
/// `linalg.reduce`), whose arguments are the input elements then the accumulated values.
#[op(
    name = "linalg.reduce",
    traits(SameVariadicOperandSize, SingleBlock),
    parser = parse_reduce,
    printer = print_reduce,
    verifier = ReduceOp::verify,
    asm_result_names = ReduceOp::result_names,
    canonicalizer = ReduceOp::canonicalization_patterns
)]
pub struct ReduceOp {
    #[operand(TENSOR_OR_MEMREF)]
    inputs: Vec<Value>,
    #[operand(TENSOR_OR_MEMREF)]
    inits: Vec<Value>,
    #[attribute]
    dimensions: DenseI64Array,
    #[result(RANKED_TENSOR)]
    result: Vec<Value>,
    #[region(single_block)]
    combiner: Region,
}

fn rank(ctx: &Context, v: Value) -> usize {
    shaped(ctx, ctx.value_type(v)).map(|s| s.0.len()).unwrap_or(0)
}

fn dims_text(dims: &[i64]) -> String {
    dims.iter().map(|&d| if d == DYNAMIC { "?".to_string() } else { d.to_string() }).collect::<Vec<_>>().join(", ")
}

/// The structured view of a transpose, broadcast or reduce (`None` for other ops, or when the
/// dimension list does not fit the operands).
pub fn dims_structured(ctx: &Context, op: OpRef) -> Option<Structured> {
    let name = ctx.op_name_text(op);
    let operands: Vec<Value> = ctx.operands(op).collect();
    let par = IteratorType::Parallel;
    match name {
        TransposeOp::NAME => {
            let perm = i64_array_values(ctx, ctx.op_property(op, "permutation"));
            let n = rank(ctx, *operands.get(1)?);
            let mut inverse = vec![0u32; perm.len()];
            for (i, &p) in perm.iter().enumerate() {
                *inverse.get_mut(usize::try_from(p).ok()?)? = i as u32;
            }
            let input = AffineMap::new(n as u32, 0, inverse.iter().map(|&d| AffineExpr::dim(d)).collect());
            let maps = vec![input, AffineMap::multi_dim_identity(n as u32)];
            Some(Structured {
                inputs: vec![operands[0]],
                inits: vec![operands[1]],
                maps,
                num_loops: n,
                iterators: vec![par; n],
            })
        }
        BroadcastOp::NAME => {
            let dims = i64_array_values(ctx, ctx.op_property(op, "dimensions"));
            let n = rank(ctx, *operands.get(1)?);
            let kept = (0..n as u32).filter(|&d| !dims.contains(&(d as i64))).map(AffineExpr::dim).collect();
            let maps = vec![AffineMap::new(n as u32, 0, kept), AffineMap::multi_dim_identity(n as u32)];
            Some(Structured {
                inputs: vec![operands[0]],
                inits: vec![operands[1]],
                maps,
                num_loops: n,
                iterators: vec![par; n],
            })
        }
        ReduceOp::NAME => {
            let dims = i64_array_values(ctx, ctx.op_property(op, "dimensions"));
            let half = operands.len() / 2;
            let n = rank(ctx, *operands.first()?);
            if dims.iter().any(|&d| d < 0 || d as usize >= n) {
                return None;
            }
            let kept = (0..n as u32).filter(|&d| !dims.contains(&(d as i64))).map(AffineExpr::dim).collect();
            let init_map = AffineMap::new(n as u32, 0, kept);
            let mut maps = vec![AffineMap::multi_dim_identity(n as u32); half];
            maps.extend(std::iter::repeat_n(init_map, half));
            let iterators =
                (0..n).map(|d| if dims.contains(&(d as i64)) { IteratorType::Reduction } else { par }).collect();
            Some(Structured {
                inputs: operands[..half].to_vec(),
                inits: operands[half..].to_vec(),
                maps,
                num_loops: n,
                iterators,
            })
        }
        _ => None,
    }
}

fn shape(ctx: &Context, v: Value) -> Vec<i64> {
    shaped(ctx, ctx.value_type(v)).map(|s| s.0).unwrap_or_default()
}

impl TransposeOp {
    fn result_names(ctx: &Context, op: OpRef) -> Vec<(u32, String)> {
        first_result_named(ctx, op, "transposed")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let operands: Vec<Value> = ctx.operands(op).collect();
        let [input, init] = operands[..] else { return Ok(()) };
        verify_destination_style(ctx, op, &[init], &operands)?;
        let perm = i64_array_values(ctx, ctx.op_property(op, "permutation"));
        let mut seen = vec![false; perm.len()];
        for &p in &perm {
            match usize::try_from(p).ok().and_then(|p| seen.get_mut(p)) {
                Some(s) if !*s => *s = true,
                _ => return Err(op_error(ctx, op, "permutation is not valid")),
            }
        }
        let (ins, outs) = (shape(ctx, input), shape(ctx, init));
        if ins.len() != outs.len() {
            return Err(op_error(ctx, op, format!("input rank {} does not match init rank {}", ins.len(), outs.len())));
        }
        if ins.len() != perm.len() {
            return Err(op_error(
                ctx,
                op,
                format!("size of permutation {} does not match the argument rank {}", perm.len(), ins.len()),
            ));
        }
        for (i, &p) in perm.iter().enumerate() {
            if ins[p as usize] != outs[i] {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "dim(result, {i}) = {} doesn't match dim(input, permutation[{i}]) = {}",
                        outs[i], ins[p as usize]
                    ),
                ));
            }
        }
        let s = dims_structured(ctx, op).ok_or_else(|| op_error(ctx, op, "permutation is not valid"))?;
        verify_structured(ctx, op, &s)
    }
}

impl BroadcastOp {
    fn result_names(ctx: &Context, op: OpRef) -> Vec<(u32, String)> {
        first_result_named(ctx, op, "broadcasted")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let operands: Vec<Value> = ctx.operands(op).collect();
        let [input, init] = operands[..] else { return Ok(()) };
        verify_destination_style(ctx, op, &[init], &operands)?;
        let dims = i64_array_values(ctx, ctx.op_property(op, "dimensions"));
        let (ins, outs) = (shape(ctx, input), shape(ctx, init));
        if ins.len() + dims.len() != outs.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "input rank plus added dimensions does not match init rank. input rank: {}, dimensions size: {}, init rank: {}",
                    ins.len(),
                    dims.len(),
                    outs.len()
                ),
            ));
        }
        for (i, &d) in dims.iter().enumerate() {
            if d < 0 || d as usize >= outs.len() {
                return Err(op_error(
                    ctx,
                    op,
                    format!("dimension {i} is out of range. expected range: [0, {}], got: {d}", outs.len() as i64 - 1),
                ));
            }
        }
        let kept: Vec<usize> = (0..outs.len()).filter(|&d| !dims.contains(&(d as i64))).collect();
        for (i, (&o, &size)) in kept.iter().zip(&ins).enumerate() {
            if size != outs[o] {
                return Err(op_error(
                    ctx,
                    op,
                    format!("input dim {i} should match init dim {o}. input: {size}, init: {}", outs[o]),
                ));
            }
        }
        if let Some(s) = dims_structured(ctx, op) {
            verify_structured(ctx, op, &s)?;
        }
        Ok(())
    }
}

impl ReduceOp {
    fn result_names(ctx: &Context, op: OpRef) -> Vec<(u32, String)> {
        first_result_named(ctx, op, "reduced")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let operands: Vec<Value> = ctx.operands(op).collect();
        let half = operands.len() / 2;
        let (inputs, inits) = operands.split_at(half);
        verify_destination_style(ctx, op, inits, &operands)?;
        if let Some(s) = dims_structured(ctx, op) {
            verify_structured(ctx, op, &s)?;
        }
        let (Some(&input), Some(&init)) = (inputs.first(), inits.first()) else { return Ok(()) };
        for (what, group) in [("inputs", inputs), ("outputs", inits)] {
            let index = if what == "inputs" { "input" } else { "output" };
            for (i, &v) in group.iter().enumerate().skip(1) {
                if shape(ctx, v) != shape(ctx, group[0]) {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("expects all {what} to have the same shapes. Shape at {index}-index {i} is not equal to the shape at {index}-index 0."),
                    ));
                }
            }
        }
        let dims = i64_array_values(ctx, ctx.op_property(op, "dimensions"));
        let (ins, outs) = (shape(ctx, input), shape(ctx, init));
        if dims.iter().any(|&d| d < 0 || d as usize >= ins.len()) {
            return Err(op_error(
                ctx,
                op,
                format!("dimensions for reduction should be in the range [0, {}].", ins.len() as i64 - 1),
            ));
        }
        let reduced: Vec<i64> =
            ins.iter().enumerate().filter(|(d, _)| !dims.contains(&(*d as i64))).map(|(_, &s)| s).collect();
        if reduced.len() != outs.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "number of dimensions after reduction {} doesn't match the init rank {}",
                    reduced.len(),
                    outs.len()
                ),
            ));
        }
        if reduced != outs {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
                    dims_text(&outs),
                    dims_text(&reduced)
                ),
            ));
        }
        Ok(())
    }
}

structured_canonicalization!(TransposeOp, BroadcastOp, ReduceOp);
