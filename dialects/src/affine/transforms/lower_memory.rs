//! `lower-affine` for the affine memory ops (MLIR's `AffineLoadLowering`, `AffineStoreLowering`,
//! `AffineVectorLoadLowering`, `AffineVectorStoreLowering` and `AffinePrefetchLowering`): the
//! map expanded into `arith` ops before the op, which becomes `memref.load`, `memref.store`,
//! `vector.load`, `vector.store` or `memref.prefetch` at the expanded indices.

use super::lower::expand_affine_map;
use crate::affine::op_map;
use crate::affine::ops::memory::{LoadOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp};
use crate::{memref, vector};
use oxir::builder::OpBuilder;
use oxir::builtin::attributes::IntegerAttr;
use oxir::conversion::op_attr_or_prop;
use oxir::ods::Op;
use oxir::{Attribute, Context, OpRef, Value};

/// Lowers one affine memory op; returns whether it did (not when its map does not match its
/// operands or has a `mod`, `floordiv` or `ceildiv` by a non-positive constant).
pub(super) fn lower_memory_op(ctx: &mut Context, op: OpRef) -> bool {
    let name = ctx.op_name_text(op).to_string();
    let name = name.as_str();
    let leading = match name {
        StoreOp::NAME | VectorStoreOp::NAME => 2,
        LoadOp::NAME | VectorLoadOp::NAME | PrefetchOp::NAME => 1,
        _ => return false,
    };
    let Some(map) = op_map(ctx, op) else { return false };
    let operands: Vec<Value> = ctx.operands(op).collect();
    if operands.len() != leading + map.num_inputs() as usize {
        return false;
    }
    let loc = ctx.op_loc(op);
    let results: Vec<Value> = ctx.results(op).collect();
    let result_type = results.first().map(|&r| ctx.value_type(r));
    if matches!(name, LoadOp::NAME | VectorLoadOp::NAME) != result_type.is_some() {
        return false;
    }
    let prop = |ctx: &Context, name: &str| -> Option<Attribute> {
        op_attr_or_prop(ctx, op, name).filter(|a| a.isa::<IntegerAttr>(ctx))
    };
    let (is_write, hint, is_data) = (prop(ctx, "isWrite"), prop(ctx, "localityHint"), prop(ctx, "isDataCache"));
    let replacement = {
        let mut b = OpBuilder::before(ctx, op);
        let Some(indices) = expand_affine_map(&mut b, loc, &map, &operands[leading..]) else { return false };
        match name {
            LoadOp::NAME => Some(Value::from(memref::LoadOp::build(&mut b, loc, operands[0], &indices))),
            VectorLoadOp::NAME => {
                result_type.map(|ty| Value::from(vector::LoadOp::build(&mut b, loc, operands[0], &indices, ty)))
            }
            StoreOp::NAME => {
                memref::StoreOp::build(&mut b, loc, operands[0], operands[1], &indices);
                None
            }
            VectorStoreOp::NAME => {
                vector::StoreOp::build(&mut b, loc, operands[0], operands[1], &indices);
                None
            }
            _ => {
                let (Some(w), Some(h), Some(d)) = (is_write, hint, is_data) else { return false };
                memref::PrefetchOp::build(&mut b, loc, operands[0], &indices, w, h, d);
                None
            }
        }
    };
    if let (Some(v), Some(&old)) = (replacement, results.first()) {
        ctx.replace_all_uses_with(old, v);
    }
    ctx.erase_op(op).is_ok()
}
