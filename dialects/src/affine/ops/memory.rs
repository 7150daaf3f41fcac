//! The affine memory ops (MLIR's `affine.load`, `affine.store`, `affine.vector_load`,
//! `affine.vector_store` and `affine.prefetch`): accesses of a memref at the results of an affine
//! map of loop induction variables and symbols, written `%m[%i + 3, symbol(%n)]`.

use crate::affine::scope::{affine_scope_region, is_valid_dim_in, verify_dims_and_symbols};
use crate::affine::syntax::memory as memory_syntax;
use crate::affine::{op_map, AFFINE_MAP_ATTR};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::{FloatAttr, IntegerAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{FloatType, IndexType, IntegerType, MemRefType, VectorType};
use oxir::conversion::op_attr_or_prop;
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::symbol_table;
use oxir::traits::*;
use oxir::{Attribute, Context, Diagnostic, OpRef, Type, Value};
use oxir_macros::op;

fn memref_type(ctx: &Context, v: Value) -> Option<MemRefType> {
    ctx.value_type(v).dyn_cast::<MemRefType>(ctx).cloned()
}

/// MLIR's `verifyMemoryOpIndexing`: the map has one result per memref dimension and one input
/// per index operand, each a valid dimension or symbol.
fn verify_indexing(ctx: &Context, op: OpRef, memref: usize) -> Result<(), Diagnostic> {
    let operands: Vec<Value> = ctx.operands(op).collect();
    let (Some(map), Some(m)) = (op_map(ctx, op), operands.get(memref).and_then(|&v| memref_type(ctx, v))) else {
        return Ok(());
    };
    if map.num_results() != m.shape.len() {
        return Err(op_error(ctx, op, "affine map num results must equal memref rank"));
    }
    let indices = &operands[memref + 1..];
    if map.num_inputs() as usize != indices.len() {
        return Err(op_error(ctx, op, "expects as many subscripts as affine map inputs"));
    }
    if indices.iter().any(|&idx| !ctx.value_type(idx).isa::<IndexType>(ctx)) {
        return Err(op_error(ctx, op, "index to load must have 'index' type"));
    }
    verify_dims_and_symbols(ctx, op, indices, map.num_dims as usize)
}

/// MLIR's `verifyVectorMemoryOp`: the memref and vector element types agree.
fn verify_vector_element(ctx: &Context, op: OpRef, memref: Value, vector: Type) -> Result<(), Diagnostic> {
    let (Some(m), Some(v)) = (memref_type(ctx, memref), vector.dyn_cast::<VectorType>(ctx)) else { return Ok(()) };
    if m.element != v.element {
        return Err(op_error(ctx, op, "requires memref and vector types of the same elemental type"));
    }
    Ok(())
}

/// Affine load operation.
///
/// Reads an element of a memref at the results of an affine map of loop induction variables and
/// symbols, written inside the brackets with the SSA values in place of the map's dimensions
/// (`symbol(%v)` for a symbol): `%v = affine.load %m[%i + 3, symbol(%n)] : memref<100x100xf32>`.
#[op(
    name = "affine.load",
    traits(MemRead),
    parser = memory_syntax::parse_load,
    printer = memory_syntax::print_load,
    verifier = LoadOp::verify,
    folder = LoadOp::fold,
    canonicalizer = load_patterns
)]
pub struct LoadOp {
    #[operand(ANY_MEMREF)]
    memref: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[attribute(AFFINE_MAP_ATTR)]
    map: AffineMapAttr,
    #[result]
    result: Value,
}

impl LoadOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let l = LoadOp::from_op_unchecked(op);
        if let Some(m) = memref_type(ctx, l.memref(ctx)) {
            if ctx.value_type(l.result(ctx)) != m.element {
                return Err(op_error(ctx, op, "result type must match element type of memref"));
            }
        }
        verify_indexing(ctx, op, 0)
    }
}

impl LoadOp {
    /// MLIR's `AffineLoadOp::fold` (its `memref.cast` fold is in place, a pattern here): a load
    /// from a `memref.get_global` of a constant global folds to the element at the map's
    /// constant results, or to the splat value whatever the indices.
    pub(crate) fn fold(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
        let get_global = ctx.defining_op_as::<crate::memref::GetGlobalOp>(ctx.operand(op, 0))?.op();
        let name = op_attr_or_prop(ctx, get_global, "name")?;
        let name = symbol_table::as_symbol_ref(ctx, name)?.root;
        // The nearest symbol table above the `memref.get_global` (MLIR's getParentWithTrait).
        let mut table = ctx.op_parent_op(get_global)?;
        while !symbol_table::is_symbol_table(ctx, table) {
            table = ctx.op_parent_op(table)?;
        }
        let global = symbol_table::lookup_symbol_in(ctx, table, ctx.ident_str(name))?;
        if !ctx.isa_op::<crate::memref::GlobalOp>(global) || op_attr_or_prop(ctx, global, "constant").is_none() {
            return None;
        }
        let init = op_attr_or_prop(ctx, global, "initial_value")?;
        let dense = init.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
        let flat = if dense.is_splat() {
            0
        } else {
            let map = op_map(ctx, op)?;
            let indices: Vec<i64> = map.results.iter().map(|e| e.as_constant()).collect::<Option<_>>()?;
            let shape = dense.shape();
            if indices.len() != shape.len() || indices.iter().zip(shape).any(|(&i, &d)| i < 0 || i >= d) {
                return None;
            }
            indices.iter().zip(shape).fold(0i64, |acc, (&i, &d)| acc * d + i) as usize
        };
        let element = dense.element_type(ctx);
        let value = if element.isa::<FloatType>(ctx) {
            FloatAttr::get(ctx, element, dense.float_values(ctx).nth(flat)?)
        } else if element.isa::<IntegerType>(ctx) || element.isa::<IndexType>(ctx) {
            IntegerAttr::get(ctx, element, dense.int_values().nth(flat)?)
        } else {
            return None;
        };
        Some(vec![FoldResult::Attribute(value)])
    }
}

/// Affine store operation.
///
/// Writes a value into a memref at the results of an affine map of loop induction variables and
/// symbols: `affine.store %v, %m[%i + 3, symbol(%n)] : memref<100x100xf32>`.
#[op(
    name = "affine.store",
    traits(MemWrite),
    parser = memory_syntax::parse_store,
    printer = memory_syntax::print_store,
    verifier = StoreOp::verify,
    canonicalizer = store_patterns
)]
pub struct StoreOp {
    #[operand]
    value: Value,
    #[operand(ANY_MEMREF)]
    memref: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[attribute(AFFINE_MAP_ATTR)]
    map: AffineMapAttr,
}

impl StoreOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let s = StoreOp::from_op_unchecked(op);
        if let Some(m) = memref_type(ctx, s.memref(ctx)) {
            if ctx.value_type(s.value(ctx)) != m.element {
                return Err(op_error(ctx, op, "value to store must have the same type as memref element type"));
            }
        }
        verify_indexing(ctx, op, 1)
    }
}

/// Affine vector load operation.
///
/// Reads a vector from a memref at the results of an affine map, like `affine.load`:
/// `%v = affine.vector_load %m[%i, symbol(%n)] : memref<100x100xf32>, vector<8xf32>`.
#[op(
    name = "affine.vector_load",
    traits(MemRead),
    parser = memory_syntax::parse_vector_load,
    printer = memory_syntax::print_vector_load,
    verifier = VectorLoadOp::verify,
    canonicalizer = vector_load_patterns
)]
pub struct VectorLoadOp {
    #[operand(ANY_MEMREF)]
    memref: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[attribute(AFFINE_MAP_ATTR)]
    map: AffineMapAttr,
    #[result(oxir::ods::constraints::ANY_VECTOR_NON_ZERO_RANK)]
    result: Value,
}

impl VectorLoadOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        verify_indexing(ctx, op, 0)?;
        let l = VectorLoadOp::from_op_unchecked(op);
        verify_vector_element(ctx, op, l.memref(ctx), ctx.value_type(l.result(ctx)))
    }
}

/// Affine vector store operation.
///
/// Writes a vector into a memref at the results of an affine map, like `affine.store`:
/// `affine.vector_store %v, %m[%i, 0] : memref<100x100xf32>, vector<8xf32>`.
#[op(
    name = "affine.vector_store",
    traits(MemWrite),
    parser = memory_syntax::parse_vector_store,
    printer = memory_syntax::print_vector_store,
    verifier = VectorStoreOp::verify,
    canonicalizer = vector_store_patterns
)]
pub struct VectorStoreOp {
    #[operand(oxir::ods::constraints::ANY_VECTOR_NON_ZERO_RANK)]
    value: Value,
    #[operand(ANY_MEMREF)]
    memref: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[attribute(AFFINE_MAP_ATTR)]
    map: AffineMapAttr,
}

impl VectorStoreOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        verify_indexing(ctx, op, 1)?;
        let s = VectorStoreOp::from_op_unchecked(op);
        verify_vector_element(ctx, op, s.memref(ctx), ctx.value_type(s.value(ctx)))
    }
}

/// Affine prefetch operation.
///
/// A hint to prefetch the element of a memref at the results of an affine map, for reading or
/// writing, with a locality from 0 (none) to 3 (extremely local), into the data or instruction
/// cache: `affine.prefetch %m[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>`.
#[op(
    name = "affine.prefetch",
    parser = memory_syntax::parse_prefetch,
    printer = memory_syntax::print_prefetch,
    verifier = PrefetchOp::verify,
    canonicalizer = prefetch_patterns
)]
pub struct PrefetchOp {
    #[operand(ANY_MEMREF)]
    memref: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[attribute(BOOL_ATTR, name = "isWrite")]
    is_write: IntegerAttr,
    #[attribute(crate::memref::LOCALITY_ATTR, name = "localityHint")]
    locality_hint: IntegerAttr,
    #[attribute(BOOL_ATTR, name = "isDataCache")]
    is_data_cache: IntegerAttr,
    #[attribute(AFFINE_MAP_ATTR)]
    map: AffineMapAttr,
}

impl PrefetchOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let p = PrefetchOp::from_op_unchecked(op);
        if let (Some(map), Some(m)) = (op_map(ctx, op), memref_type(ctx, p.memref(ctx))) {
            if map.num_results() != m.shape.len() {
                return Err(op_error(ctx, op, "affine.prefetch affine map num results must equal memref rank"));
            }
            if map.num_inputs() as usize + 1 != ctx.num_operands(op) {
                return Err(op_error(ctx, op, "too few operands"));
            }
        }
        let scope = affine_scope_region(ctx, op);
        for idx in p.indices(ctx) {
            if !is_valid_dim_in(ctx, idx, scope) {
                return Err(op_error(ctx, op, "index must be a dimension or symbol identifier"));
            }
        }
        Ok(())
    }
}

fn load_patterns() -> Vec<Box<dyn oxir::rewrite::RewritePattern>> {
    crate::affine::canonicalize::memory_patterns(LoadOp::NAME, 1, true)
}

fn store_patterns() -> Vec<Box<dyn oxir::rewrite::RewritePattern>> {
    crate::affine::canonicalize::memory_patterns(StoreOp::NAME, 2, true)
}

fn vector_load_patterns() -> Vec<Box<dyn oxir::rewrite::RewritePattern>> {
    crate::affine::canonicalize::memory_patterns(VectorLoadOp::NAME, 1, false)
}

fn vector_store_patterns() -> Vec<Box<dyn oxir::rewrite::RewritePattern>> {
    crate::affine::canonicalize::memory_patterns(VectorStoreOp::NAME, 2, false)
}

fn prefetch_patterns() -> Vec<Box<dyn oxir::rewrite::RewritePattern>> {
    crate::affine::canonicalize::memory_patterns(PrefetchOp::NAME, 1, true)
}
