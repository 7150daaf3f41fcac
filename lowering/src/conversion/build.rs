//! Small helpers of the conversions: op states for ops created generically (by a name a pattern
//! table gives, or carrying over another op's attributes), property dictionaries, integer
//! attributes, and the `cf.switch` of `scf.index_switch`. Ops of a known kind are built with
//! their typed builders (`llvm::MulOp::build(rw, loc, ..)`).

use oxir::builtin::attributes::{DictionaryAttr, IntegerAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{IntegerType, VectorType};
use oxir::numeric::APInt;
use oxir::ods::Op;
use oxir::{Attribute, BlockRef, Builder, Context, NamedAttribute, OpRef, OperationState, Type, Value};
use oxir_dialects::cf;

/// An empty state for op `name` at `loc`.
pub fn state(ctx: &Context, name: &str, loc: Attribute) -> OperationState {
    OperationState::new(ctx.op_name(name), loc)
}

/// A property dictionary from `(name, value)` pairs.
pub fn props(ctx: &Context, entries: &[(&str, Attribute)]) -> Attribute {
    DictionaryAttr::get(ctx, entries.iter().map(|(n, v)| NamedAttribute { name: ctx.ident(n), value: *v }).collect())
}

/// A `cf.switch` on `flag` (an `i32`) with operand-less cases `values` -> `dests`.
pub fn switch_i32(
    b: &mut dyn Builder,
    loc: Attribute,
    flag: Value,
    default: BlockRef,
    values: &[i32],
    dests: &[BlockRef],
) -> OpRef {
    let no_operands: Vec<&[Value]> = vec![&[]; dests.len()];
    let switch = cf::SwitchOp::build(b, loc, flag, &[], &no_operands, default, dests);
    if !values.is_empty() {
        let ctx = b.ctx_mut();
        let i32t = IntegerType::get(ctx, 32);
        let vty =
            ctx.intern_type(VectorType { shape: vec![values.len() as i64], scalable: vec![false], element: i32t });
        let ints: Vec<APInt> = values.iter().map(|&v| APInt::from_i64(32, v as i64)).collect();
        if let Some(a) = DenseIntOrFPElementsAttr::from_ints(ctx, vty, &ints) {
            switch.set_case_values(ctx, a);
        }
    }
    switch.op()
}

/// An op with `operands` and one result of type `ty` (`arith.addi`, `arith.index_cast`, ...).
pub fn simple(ctx: &Context, name: &str, loc: Attribute, operands: &[Value], ty: Type) -> OperationState {
    let mut s = state(ctx, name, loc);
    s.operands.extend(operands.iter().copied());
    s.result_types.push(ty);
    s
}

/// An `array<i64: ...>` attribute.
pub fn i64_array(ctx: &Context, values: &[i64]) -> Attribute {
    oxir::ods::op::i64_array(ctx, values.iter().copied())
}

/// An integer attribute of type `ty` (an integer or `index`) holding `v`.
pub fn int_attr(ctx: &Context, ty: Type, v: i64) -> Attribute {
    let width = ty.dyn_cast::<IntegerType>(ctx).map_or(64, |t| t.width);
    IntegerAttr::get(ctx, ty, APInt::from_i64(width, v))
}
