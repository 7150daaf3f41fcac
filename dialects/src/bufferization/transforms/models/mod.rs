//! The `BufferizableOpInterface` models of the ops one-shot bufferization rewrites: arith,
//! tensor, scf, func, linalg and bufferization ops, as MLIR's `BufferizableOpInterfaceImpl.cpp`
//! files define them.
//!
//! MLIR keeps each dialect's models in that dialect's `Transforms` library (which depends on the
//! bufferization dialect), apart from the dialect itself, and registers them as external models.
//! Here they all sit in the bufferization module, which depends on the dialects whose ops it
//! bufferizes while none of them depends on it: the models of a dialect's ops (`linalg` here,
//! `tensor_generate` building `linalg.map` for tensor ops) never make that dialect import
//! bufferization, so the arrows between the dialect modules point one way.

pub(super) mod branch;
pub(super) mod buffer_type;
mod linalg;
pub(super) mod scf_regions;
mod tensor_generate;
mod vector;

use crate::arith;
use crate::bufferization::transforms::interface::{AnalysisState, BufferizableOpInterface};
use crate::bufferization::transforms::one_shot::{
    buffer_type, fully_dynamic_buffer_type, is_tensor, memref_type, strided_layout, Bufferizer,
};
use crate::bufferization::{AllocTensorOp, DeallocTensorOp, MaterializeInDestinationOp, ToBufferOp, ToTensorOp};
use crate::func;
use crate::memref as mr;
use crate::memref;
use crate::scf;
use crate::tensor;
use crate::utils::shapes::rank_reduction_mask;
use crate::utils::static_values::mixed_offsets_sizes_strides;
use oxir::builtin::attributes::{DenseArrayAttr, DictionaryAttr};
use oxir::builtin::types::*;
use oxir::ods::Op;
use oxir::{Attribute, Context, Diagnostic, OpRef, Type, Value};
use std::sync::Arc;

#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Constant,
    Select,
    Cast,
    Dim,
    Rank,
    Extract,
    Insert,
    Empty,
    FromElements,
    ExtractSlice,
    InsertSlice,
    Collapse,
    Expand,
    Reshape,
    For,
    If,
    Yield,
    Call,
    Return,
    AllocTensor,
    Materialize,
    DeallocTensor,
    ToTensor,
    ToBuffer,
}

struct Model(Kind);

/// Attaches the models to their ops.
pub(super) fn register(ctx: &Context) {
    use Kind::*;
    let table = [
        (arith::ConstantOp::NAME, Constant),
        (arith::SelectOp::NAME, Select),
        (tensor::CastOp::NAME, Cast),
        (tensor::DimOp::NAME, Dim),
        (tensor::RankOp::NAME, Rank),
        (tensor::ExtractOp::NAME, Extract),
        (tensor::InsertOp::NAME, Insert),
        (tensor::EmptyOp::NAME, Empty),
        (tensor::FromElementsOp::NAME, FromElements),
        (tensor::ExtractSliceOp::NAME, ExtractSlice),
        (tensor::InsertSliceOp::NAME, InsertSlice),
        (tensor::CollapseShapeOp::NAME, Collapse),
        (tensor::ExpandShapeOp::NAME, Expand),
        (tensor::ReshapeOp::NAME, Reshape),
        (scf::ForOp::NAME, For),
        (scf::IfOp::NAME, If),
        (scf::YieldOp::NAME, Yield),
        (func::CallOp::NAME, Call),
        (func::ReturnOp::NAME, Return),
        (AllocTensorOp::NAME, AllocTensor),
        (MaterializeInDestinationOp::NAME, Materialize),
        (DeallocTensorOp::NAME, DeallocTensor),
        (ToTensorOp::NAME, ToTensor),
        (ToBufferOp::NAME, ToBuffer),
    ];
    for (name, kind) in table {
        let m: Arc<dyn BufferizableOpInterface> = Arc::new(Model(kind));
        ctx.attach_op_interface_dyn::<dyn BufferizableOpInterface>(name, m);
    }
    scf_regions::register(ctx);
    branch::register(ctx);
    tensor_generate::register(ctx);
    linalg::register(ctx);
    vector::register(ctx);
}

fn callee(ctx: &Context, st: &AnalysisState, op: OpRef) -> Option<OpRef> {
    let c = crate::func::CallOp::from_op_unchecked(op);
    let name = ctx.ident_str(c.callee(ctx)?.root).to_string();
    st.funcs.get(&name).copied()
}

pub(super) fn props_with(ctx: &Context, op: OpRef, replace: &[(&str, Attribute)]) -> Option<Attribute> {
    let mut entries: Vec<oxir::NamedAttribute> =
        ctx.op_properties(op).and_then(|p| p.dyn_cast::<DictionaryAttr>(ctx).map(|d| d.entries.to_vec()))?;
    for (n, v) in replace {
        let id = ctx.ident(n);
        entries.retain(|e| e.name != id);
        entries.push(oxir::NamedAttribute { name: id, value: *v });
    }
    entries.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
    Some(DictionaryAttr::get(ctx, entries))
}

/// The offsets, sizes or strides (`which`: 0, 1, 2) of an `OffsetSizeAndStrideOpInterface` op,
/// each as the constant it is (a static value or a constant operand), `None` where not constant.
fn mixed_constants(ctx: &Context, op: OpRef, which: usize) -> Vec<Option<i64>> {
    let [offsets, sizes, strides] = mixed_offsets_sizes_strides(ctx, op);
    [offsets, sizes, strides][which].iter().map(|o| o.constant(ctx)).collect()
}

/// Whether a `tensor.insert_slice` overwrites its whole destination (MLIR's rule for its
/// destination not being read): zero offsets, sizes equal to the destination's static shape,
/// unit strides.
fn overwrites_dest(ctx: &Context, op: OpRef) -> bool {
    let Some(dest) = ctx.operands(op).nth(1).and_then(|d| ctx.value_type(d).dyn_cast::<RankedTensorType>(ctx).cloned())
    else {
        return false;
    };
    let sizes = mixed_constants(ctx, op, 1);
    mixed_constants(ctx, op, 0).iter().all(|&o| o == Some(0))
        && sizes.len() == dest.shape.len()
        && sizes.iter().zip(&dest.shape).all(|(&s, &d)| d != DYNAMIC && s == Some(d))
        && mixed_constants(ctx, op, 2).iter().all(|&s| s == Some(1))
}

fn memref_ty(ctx: &Context, v: Value) -> Option<MemRefType> {
    ctx.value_type(v).dyn_cast::<MemRefType>(ctx).cloned()
}

/// The subview type of `src` for the slice params of `op`, rank-reduced to `shape` (the slice's
/// tensor shape) by dropping unit dimensions as MLIR's rank-reduction mask does.
pub(super) fn subview_type(ctx: &Context, op: OpRef, src: &MemRefType, shape: &[i64]) -> Option<Type> {
    let lists = oxir::interfaces::offsets_sizes_strides(ctx, op)?;
    let (offsets, sizes, strides) = (lists.static_offsets, lists.static_sizes, lists.static_strides);
    let full = mr::infer_subview_type(ctx, src, &offsets, &sizes, &strides)?;
    if shape.len() == sizes.len() {
        return Some(full);
    }
    let m = full.dyn_cast::<MemRefType>(ctx)?.clone();
    let (fstrides, offset) = mr::strides_and_offset(ctx, &m)?;
    let dropped = rank_reduction_mask(&sizes, shape, false)?;
    let kept: Vec<i64> = fstrides.iter().enumerate().filter(|(i, _)| !dropped.contains(i)).map(|(_, &s)| s).collect();
    let layout = if mr::canonical_strides(shape) == kept && offset == 0 {
        None
    } else {
        Some(strided_layout(ctx, offset, kept))
    };
    Some(memref_type(ctx, shape.to_vec(), m.element, layout, m.memory_space))
}

/// The result type of collapsing `src` by `groups` when that is valid whatever its dynamic
/// strides are (MLIR's `isGuaranteedCollapsible` and `computeCollapsedLayoutMap`): inside a group
/// only the strides of unit dimensions may be unknown.
fn guaranteed_collapse(ctx: &Context, src: &MemRefType, groups: &[Vec<i64>]) -> Option<Type> {
    let shape = &src.shape;
    let mut out_shape = Vec::new();
    for g in groups {
        let mut n = 1i64;
        for &d in g {
            let s = *shape.get(d as usize)?;
            n = if s == DYNAMIC || n == DYNAMIC { DYNAMIC } else { n.saturating_mul(s) };
        }
        out_shape.push(n);
    }
    if mr::is_identity_layout(ctx, src.layout) {
        return Some(memref_type(ctx, out_shape, src.element, None, src.memory_space));
    }
    let (strides, offset) = mr::strides_and_offset(ctx, src)?;
    let mut out_strides = Vec::new();
    for g in groups {
        let mut r: &[i64] = g;
        while r.len() > 1 && shape[*r.last()? as usize] == 1 {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()? as usize;
        out_strides.push(if shape[last] != DYNAMIC || r.len() == 1 { strides[last] } else { DYNAMIC });
        let mut stride = strides[*g.last()? as usize];
        for &idx in g.iter().skip(1).rev() {
            let idx = idx as usize;
            stride =
                if stride == DYNAMIC || shape[idx] == DYNAMIC { DYNAMIC } else { stride.saturating_mul(shape[idx]) };
            if shape[idx - 1] == 1 {
                continue;
            }
            if stride == DYNAMIC || strides[idx - 1] == DYNAMIC || stride != strides[idx - 1] {
                return None;
            }
        }
    }
    let layout = strided_layout(ctx, offset, out_strides);
    Some(memref_type(ctx, out_shape, src.element, Some(layout), src.memory_space))
}

impl BufferizableOpInterface for Model {
    fn reads(&self, ctx: &Context, _st: &AnalysisState, op: OpRef, i: usize) -> bool {
        use Kind::*;
        match self.0 {
            Select => i == 0,
            InsertSlice if i == 1 => !overwrites_dest(ctx, op),
            Cast | Dim | Rank | ExtractSlice | Collapse | Expand | DeallocTensor => false,
            Reshape => i == 1,
            Materialize => i == 0,
            _ => true,
        }
    }
    fn writes(&self, ctx: &Context, st: &AnalysisState, op: OpRef, i: usize) -> bool {
        use Kind::*;
        match self.0 {
            Insert => i == 1,
            InsertSlice => i == 1,
            Materialize => i == 1,
            For => true,
            Call => match callee(ctx, st, op).and_then(|f| st.callees.get(&f)) {
                Some(info) => info.written.get(i).copied().unwrap_or(true),
                None => true,
            },
            _ => false,
        }
    }
    fn aliases(&self, ctx: &Context, st: &AnalysisState, op: OpRef, i: usize) -> Vec<Value> {
        use Kind::*;
        match self.0 {
            Select if i == 0 => Vec::new(),
            Select | Cast | ExtractSlice | Collapse | Expand => ctx.results(op).collect(),
            Reshape if i == 0 => ctx.results(op).collect(),
            Insert | InsertSlice | Materialize if self.writes(ctx, st, op, i) => ctx.results(op).collect(),
            For => {
                let j = i.saturating_sub(3);
                let mut v = vec![ctx.result(op, j)];
                if let Some(body) = crate::scf::ForOp::from_op_unchecked(op).body(ctx) {
                    v.push(ctx.block_arguments(body).nth(j + 1).unwrap_or(v[0]));
                }
                v
            }
            Yield => {
                let Some(parent) = ctx.op_parent_op(op) else { return Vec::new() };
                match ctx.op_name_text(parent) {
                    scf::IfOp::NAME => vec![ctx.result(parent, i)],
                    scf::ForOp::NAME => {
                        let mut v = vec![ctx.result(parent, i)];
                        if let Some(body) = crate::scf::ForOp::from_op_unchecked(parent).body(ctx) {
                            v.extend(ctx.block_arguments(body).nth(i + 1));
                        }
                        v
                    }
                    _ => scf_regions::yield_aliases(ctx, parent, i),
                }
            }
            Call => {
                let Some(info) = callee(ctx, st, op).and_then(|f| st.callees.get(&f)) else { return Vec::new() };
                info.returns_arg
                    .iter()
                    .enumerate()
                    .filter(|(_, a)| **a == Some(i))
                    .map(|(j, _)| ctx.result(op, j))
                    .collect()
            }
            _ => Vec::new(),
        }
    }
    fn results_writable(&self, ctx: &Context, op: OpRef) -> bool {
        match self.0 {
            Kind::Constant => false,
            Kind::ToTensor => ctx.op_property(op, "writable").is_some(),
            _ => true,
        }
    }
    fn results_defined(&self, ctx: &Context, op: OpRef) -> Option<bool> {
        match self.0 {
            Kind::Empty => Some(false),
            Kind::AllocTensor => Some(AllocTensorOp::from_op_unchecked(op).copy(ctx).is_some()),
            _ => None,
        }
    }
    fn after_regions(&self) -> bool {
        self.0 == Kind::If
    }
    fn bufferize(&self, b: &mut Bufferizer<'_>, op: OpRef) -> Result<(), Diagnostic> {
        use Kind::*;
        let operand = |b: &Bufferizer<'_>, i: usize| b.ctx.operand(op, i);
        let result_ty = |b: &Bufferizer<'_>| b.ctx.result_types(op).next();
        match self.0 {
            Constant => {
                let Some(value) = b.ctx.op_property(op, "value") else { return Ok(()) };
                let Some(t) = result_ty(b) else { return Ok(()) };
                let Some((name, mt)) = b.global_for(op, value, t) else { return Ok(()) };
                let sym = oxir::builtin::attributes::SymbolRefAttr::flat(b.ctx, &name);
                let (mut builder, loc) = b.builder_before(op);
                let v = memref::GetGlobalOp::build(&mut builder, loc, mt, sym).into();
                b.replace_op(op, &[v])
            }
            Select => {
                let (c, t, f) = (operand(b, 0), operand(b, 1), operand(b, 2));
                if is_tensor(b.ctx, b.ctx.value_type(c)) {
                    // A tensor condition selects elementwise: not bufferized.
                    return Ok(());
                }
                let (mut tb, mut fb) = (b.buffer(t), b.buffer(f));
                let rt = b.ctx.value_type(tb);
                if rt != b.ctx.value_type(fb) {
                    let Some(t) = result_ty(b) else { return Ok(()) };
                    let d = fully_dynamic_buffer_type(b.ctx, t);
                    tb = b.cast(op, tb, d);
                    fb = b.cast(op, fb, d);
                }
                let rt = b.ctx.value_type(tb);
                let s = b.create(op, arith::SelectOp::NAME, &[c, tb, fb], &[rt], None, b.ctx.op_attrs(op).to_vec());
                let v = b.ctx.result(s, 0);
                b.replace_op(op, &[v])
            }
            Cast => {
                let src = b.buffer(operand(b, 0));
                let Some(t) = result_ty(b) else { return Ok(()) };
                let st = b.ctx.value_type(src);
                let space = st
                    .dyn_cast::<MemRefType>(b.ctx)
                    .and_then(|m| m.memory_space)
                    .or_else(|| st.dyn_cast::<UnrankedMemRefType>(b.ctx).and_then(|m| m.memory_space));
                let ty = if t.isa::<UnrankedTensorType>(b.ctx) {
                    buffer_type(b.ctx, t, None, space)
                } else if let Some(m) = st.dyn_cast::<MemRefType>(b.ctx) {
                    let layout = m.layout;
                    buffer_type(b.ctx, t, layout, space)
                } else {
                    fully_dynamic_buffer_type(b.ctx, t)
                };
                let v = b.cast(op, src, ty);
                b.replace_op(op, &[v])
            }
            Dim | Rank | Extract => {
                let src = b.buffer(operand(b, 0));
                let rest: Vec<Value> = b.ctx.operands(op).skip(1).collect();
                let (mut builder, loc) = b.builder_before(op);
                let v = match (self.0, rest.as_slice()) {
                    (Dim, &[index]) => memref::DimOp::build(&mut builder, loc, src, index).into(),
                    (Rank, _) => memref::RankOp::build(&mut builder, loc, src).into(),
                    (Extract, indices) => memref::LoadOp::build(&mut builder, loc, src, indices).into(),
                    _ => return Ok(()),
                };
                b.replace_op(op, &[v])
            }
            Insert => {
                let dest = b.buffer(operand(b, 1));
                let (value, indices): (Value, Vec<Value>) = (operand(b, 0), b.ctx.operands(op).skip(2).collect());
                let (mut builder, loc) = b.builder_before(op);
                memref::StoreOp::build(&mut builder, loc, value, dest, &indices);
                b.replace_op(op, &[dest])
            }
            // MLIR folds away a `tensor.empty` or `bufferization.alloc_tensor` without uses
            // instead of allocating for it.
            Empty | AllocTensor if !b.ctx.has_uses(b.ctx.result(op, 0)) => b.replace_op(op, &[]),
            Empty => {
                let Some(t) = result_ty(b) else { return Ok(()) };
                let dynamic: Vec<Value> = b.ctx.operands(op).collect();
                let a = b.alloc(op, t, &dynamic, None);
                b.replace_op(op, &[a])
            }
            AllocTensor => {
                let Some(t) = result_ty(b) else { return Ok(()) };
                let a = crate::bufferization::AllocTensorOp::from_op_unchecked(op);
                let space = a.memory_space(b.ctx);
                let v = match a.copy(b.ctx) {
                    Some(c) => {
                        let cb = b.buffer(c);
                        b.alloc_copy(op, t, cb, space)
                    }
                    None => {
                        let d = a.dynamic_sizes(b.ctx);
                        b.alloc(op, t, &d, space)
                    }
                };
                b.replace_op(op, &[v])
            }
            FromElements => {
                let Some(t) = result_ty(b) else { return Ok(()) };
                let Some(r) = t.dyn_cast::<RankedTensorType>(b.ctx).cloned() else { return Ok(()) };
                let a = b.alloc(op, t, &[], None);
                let elems: Vec<Value> = b.ctx.operands(op).collect();
                let max = r.shape.iter().copied().max().unwrap_or(0).max(0);
                let consts: Vec<Value> = (0..max).map(|k| b.index_const(op, k)).collect();
                let strides = mr::canonical_strides(&r.shape);
                for (k, e) in elems.into_iter().enumerate() {
                    let indices: Vec<Value> = (strides.iter().enumerate())
                        .map(|(d, &s)| consts[((k as i64 / s.max(1)) % r.shape[d].max(1)) as usize])
                        .collect();
                    let (mut builder, loc) = b.builder_before(op);
                    memref::StoreOp::build(&mut builder, loc, e, a, &indices);
                }
                b.replace_op(op, &[a])
            }
            ExtractSlice => {
                let src = b.buffer(operand(b, 0));
                let Some(t) = result_ty(b) else { return Ok(()) };
                let shape = t.dyn_cast::<RankedTensorType>(b.ctx).map(|r| r.shape.clone()).unwrap_or_default();
                let Some(m) = memref_ty(b.ctx, src) else { return Ok(()) };
                let Some(ty) = subview_type(b.ctx, op, &m, &shape) else { return Ok(()) };
                let mut ops = vec![src];
                ops.extend(b.ctx.operands(op).skip(1));
                let props = b.ctx.op_properties(op);
                let s = b.create(op, memref::SubViewOp::NAME, &ops, &[ty], props, Vec::new());
                let v = b.ctx.result(s, 0);
                b.replace_op(op, &[v])
            }
            InsertSlice => {
                let src = b.buffer(operand(b, 0));
                let dest = b.buffer(operand(b, 1));
                let shape = memref_ty(b.ctx, src).map(|m| m.shape).unwrap_or_default();
                let Some(m) = memref_ty(b.ctx, dest) else { return Ok(()) };
                let Some(ty) = subview_type(b.ctx, op, &m, &shape) else { return Ok(()) };
                let mut ops = vec![dest];
                ops.extend(b.ctx.operands(op).skip(2));
                let seg = i64s_i32(b.ctx, op);
                let segs = oxir::ods::op::i32_array(b.ctx, seg.into_iter().skip(1));
                let props = props_with(b.ctx, op, &[("operandSegmentSizes", segs)]);
                let s = b.create(op, memref::SubViewOp::NAME, &ops, &[ty], props, Vec::new());
                let sv = b.ctx.result(s, 0);
                b.copy(op, src, sv);
                b.replace_op(op, &[dest])
            }
            Collapse | Reshape => {
                // MLIR takes the buffers of the operands first; a source it cannot view is then
                // copied by a new tensor op, whose buffer the rewrite takes later: the first
                // `to_buffer` of the source stays behind unused, as in MLIR.
                let mut src = b.buffer(operand(b, 0));
                let shape = (self.0 == Reshape).then(|| b.buffer(operand(b, 1)));
                let Some(t) = result_ty(b) else { return Ok(()) };
                let groups = crate::tensor::reassociation(b.ctx, op);
                let mut collapsed = None;
                if let Some(m) = memref_ty(b.ctx, src) {
                    if self.0 == Collapse {
                        collapsed = guaranteed_collapse(b.ctx, &m, &groups);
                    }
                    if collapsed.is_none() && !mr::is_identity_layout(b.ctx, m.layout) {
                        src = b.copy_later(op, operand(b, 0), m.memory_space);
                    }
                }
                let space = memref_ty(b.ctx, src).and_then(|m| m.memory_space);
                let ty = collapsed.unwrap_or_else(|| buffer_type(b.ctx, t, None, space));
                let mut ops = vec![src];
                let name = match shape {
                    None => memref::CollapseShapeOp::NAME,
                    Some(shape) => {
                        ops.push(shape);
                        memref::ReshapeOp::NAME
                    }
                };
                let props = b.ctx.op_properties(op);
                let n = b.create(op, name, &ops, &[ty], props, Vec::new());
                let v = b.ctx.result(n, 0);
                b.replace_op(op, &[v])
            }
            Expand => {
                let src = b.buffer(operand(b, 0));
                let Some(t) = result_ty(b) else { return Ok(()) };
                let Some(r) = t.dyn_cast::<RankedTensorType>(b.ctx).cloned() else { return Ok(()) };
                let Some(m) = memref_ty(b.ctx, src) else { return Ok(()) };
                let groups = crate::tensor::reassociation(b.ctx, op);
                let Some(ty) = mr::compute_expanded_type(b.ctx, &m, &r.shape, &groups) else { return Ok(()) };
                let ops: Vec<Value> = std::iter::once(src).chain(b.ctx.operands(op).skip(1)).collect();
                let props = b.ctx.op_properties(op);
                let n = b.create(op, memref::ExpandShapeOp::NAME, &ops, &[ty], props, Vec::new());
                let v = b.ctx.result(n, 0);
                b.replace_op(op, &[v])
            }
            For => {
                let n = b.ctx.num_operands(op);
                let mut types = Vec::new();
                let body = crate::scf::ForOp::from_op_unchecked(op).body(b.ctx);
                for i in 3..n {
                    let v = operand(b, i);
                    if !is_tensor(b.ctx, b.ctx.value_type(v)) {
                        types.push(None);
                        continue;
                    }
                    let buf = b.buffer(v);
                    b.ctx.set_operand(op, i, buf);
                    let bt = b.ctx.value_type(buf);
                    types.push(Some(bt));
                    if let Some(body) = body {
                        if let Some(arg) = b.ctx.block_arguments(body).nth(i - 2) {
                            let loc = b.ctx.op_loc(op);
                            b.retype_block_arg(arg, bt, loc);
                        }
                    }
                }
                b.retype_results(op, &types);
                Ok(())
            }
            If => {
                let types = scf_regions::unify_yields(b, op);
                b.retype_results(op, &types);
                Ok(())
            }
            Yield | Return => {
                let n = b.ctx.num_operands(op);
                let parent = b.ctx.op_parent_op(op);
                let parent_name = parent.map(|p| b.ctx.op_name_text(p).to_string()).unwrap_or_default();
                if let Some(p) = parent.filter(|&p| self.0 == Yield && scf_regions::owns_yield(b.ctx, p)) {
                    return scf_regions::bufferize_yield(b, op, p);
                }
                if self.0 == Yield && parent_name != scf::ForOp::NAME && parent_name != scf::IfOp::NAME {
                    // The yields of ops without a model keep their tensors.
                    return Ok(());
                }
                let for_types: Option<Vec<Type>> =
                    parent.filter(|&p| b.ctx.isa_op::<scf::ForOp>(p)).map(|p| b.ctx.result_types(p).collect());
                for i in 0..n {
                    let v = operand(b, i);
                    if !is_tensor(b.ctx, b.ctx.value_type(v)) {
                        continue;
                    }
                    let mut buf = b.buffer(v);
                    if let Some(t) = for_types.as_ref().and_then(|t| t.get(i)) {
                        if !is_tensor(b.ctx, *t) && mr::cast_compatible(b.ctx, b.ctx.value_type(buf), *t) {
                            buf = b.cast(op, buf, *t);
                        }
                    }
                    b.ctx.set_operand(op, i, buf);
                }
                Ok(())
            }
            Call => {
                let f = {
                    let st = b.st.clone();
                    callee(b.ctx, &st, op)
                };
                let sig = f.and_then(|f| crate::func::FuncOp::from_op_unchecked(f).signature(b.ctx).cloned());
                let Some(mut sig) = sig else { return Ok(()) };
                // A callee not bufferized yet (calls in a cycle of the call graph) will have the
                // function boundary's buffer types (MLIR's `functionArgTypeConverterFn`).
                let identity = b.st.boundary_identity_layout;
                for t in sig.inputs.iter_mut().chain(sig.results.iter_mut()) {
                    if is_tensor(b.ctx, *t) {
                        *t = if identity {
                            buffer_type(b.ctx, *t, None, None)
                        } else {
                            fully_dynamic_buffer_type(b.ctx, *t)
                        };
                    }
                }
                for i in 0..b.ctx.num_operands(op) {
                    let v = operand(b, i);
                    if !is_tensor(b.ctx, b.ctx.value_type(v)) {
                        continue;
                    }
                    let mut buf = b.buffer(v);
                    if let Some(&t) = sig.inputs.get(i) {
                        if mr::cast_compatible(b.ctx, b.ctx.value_type(buf), t) {
                            buf = b.cast(op, buf, t);
                        }
                    }
                    b.ctx.set_operand(op, i, buf);
                }
                let types: Vec<Option<Type>> = b
                    .ctx
                    .result_types(op)
                    .collect::<Vec<_>>()
                    .into_iter()
                    .enumerate()
                    .map(|(j, t)| if is_tensor(b.ctx, t) { sig.results.get(j).copied() } else { None })
                    .collect();
                b.retype_results(op, &types);
                Ok(())
            }
            Materialize => {
                let src = b.buffer(operand(b, 0));
                let d = operand(b, 1);
                let dest = if is_tensor(b.ctx, b.ctx.value_type(d)) { b.buffer(d) } else { d };
                b.copy(op, src, dest);
                let n = b.ctx.num_results(op);
                b.replace_op(op, &vec![dest; n])
            }
            DeallocTensor => {
                let buf = b.buffer(operand(b, 0));
                let (mut builder, loc) = b.builder_before(op);
                memref::DeallocOp::build(&mut builder, loc, buf);
                b.replace_op(op, &[])
            }
            ToTensor | ToBuffer => Ok(()),
        }
    }
}

pub(super) fn i64s_i32(ctx: &Context, op: OpRef) -> Vec<i32> {
    ctx.op_property(op, "operandSegmentSizes")
        .and_then(|a| {
            a.dyn_cast::<DenseArrayAttr>(ctx)
                .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0) as i32).collect())
        })
        .unwrap_or_default()
}
