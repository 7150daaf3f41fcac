//! Small constructors of the op states the conversions create (`cf.br`, `arith.cmpi`, ...), so
//! that the patterns read as MLIR's `XOp::create(rewriter, ...)` calls.

use oxir::builtin::attributes::{DictionaryAttr, IntegerAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{IndexType, IntegerType, VectorType};
use oxir::numeric::APInt;
use oxir::{Attribute, BlockRef, Context, NamedAttribute, OperationState, Type, Value};

/// An empty state for op `name` at `loc`.
pub fn state(ctx: &Context, name: &str, loc: Attribute) -> OperationState {
    OperationState::new(ctx.op_name(name), loc)
}

/// A property dictionary from `(name, value)` pairs.
pub fn props(ctx: &Context, entries: &[(&str, Attribute)]) -> Attribute {
    DictionaryAttr::get(ctx, entries.iter().map(|(n, v)| NamedAttribute { name: ctx.ident(n), value: *v }).collect())
}

/// A `cf.br` to `dest` with `operands`.
pub fn br(ctx: &Context, loc: Attribute, dest: BlockRef, operands: &[Value]) -> OperationState {
    let mut s = state(ctx, "cf.br", loc);
    s.operands.extend(operands.iter().copied());
    s.successors.push(dest);
    s
}

/// A `cf.cond_br` on `cond`.
pub fn cond_br(
    ctx: &Context,
    loc: Attribute,
    cond: Value,
    t: BlockRef,
    t_ops: &[Value],
    f: BlockRef,
    f_ops: &[Value],
) -> OperationState {
    let mut s = state(ctx, "cf.cond_br", loc);
    s.operands.push(cond);
    s.operands.extend(t_ops.iter().copied());
    s.operands.extend(f_ops.iter().copied());
    s.successors.push(t);
    s.successors.push(f);
    let seg = oxir::ods::op::i32_array(ctx, [1, t_ops.len() as i32, f_ops.len() as i32]);
    s.properties = Some(props(ctx, &[("operandSegmentSizes", seg)]));
    s
}

/// A `cf.switch` on `flag` (an `i32`) with operand-less cases `values` -> `dests`.
pub fn switch_i32(
    ctx: &Context,
    loc: Attribute,
    flag: Value,
    default: BlockRef,
    values: &[i32],
    dests: &[BlockRef],
) -> OperationState {
    let mut s = state(ctx, "cf.switch", loc);
    s.operands.push(flag);
    s.successors.push(default);
    s.successors.extend(dests.iter().copied());
    let mut entries = vec![
        ("case_operand_segments", oxir::ods::op::i32_array(ctx, dests.iter().map(|_| 0))),
        ("operandSegmentSizes", oxir::ods::op::i32_array(ctx, [1, 0, 0])),
    ];
    if !values.is_empty() {
        let i32t = IntegerType::get(ctx, 32);
        let vty =
            ctx.intern_type(VectorType { shape: vec![values.len() as i64], scalable: vec![false], element: i32t });
        let ints: Vec<APInt> = values.iter().map(|&v| APInt::from_i64(32, v as i64)).collect();
        if let Some(a) = DenseIntOrFPElementsAttr::from_ints(ctx, vty, &ints) {
            entries.push(("case_values", a));
        }
    }
    s.properties = Some(props(ctx, &entries));
    s
}

/// An op with `operands` and one result of type `ty` (`arith.addi`, `arith.index_cast`, ...).
pub fn simple(ctx: &Context, name: &str, loc: Attribute, operands: &[Value], ty: Type) -> OperationState {
    let mut s = state(ctx, name, loc);
    s.operands.extend(operands.iter().copied());
    s.result_types.push(ty);
    s
}

/// An `arith.cmpi` with predicate number `pred` (0 eq, 1 ne, 2 slt, ..., 6 ult, ...).
pub fn cmpi(ctx: &Context, loc: Attribute, pred: i64, lhs: Value, rhs: Value) -> OperationState {
    let ty = ctx.value_type(lhs);
    let i1 = IntegerType::get(ctx, 1);
    let result = match ty.dyn_cast::<VectorType>(ctx) {
        Some(v) => ctx.intern_type(VectorType { shape: v.shape.clone(), scalable: v.scalable.clone(), element: i1 }),
        None => i1,
    };
    let mut s = simple(ctx, "arith.cmpi", loc, &[lhs, rhs], result);
    let p = IntegerAttr::from_i64(ctx, IntegerType::get(ctx, 64), pred);
    s.properties = Some(props(ctx, &[("predicate", p)]));
    s
}

/// An `arith.constant` of type index.
pub fn const_index(ctx: &Context, loc: Attribute, v: i64) -> OperationState {
    let idx = IndexType::get(ctx);
    let mut s = state(ctx, "arith.constant", loc);
    s.properties = Some(props(ctx, &[("value", IntegerAttr::get(ctx, idx, APInt::from_i64(64, v)))]));
    s.result_types.push(idx);
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

/// `llvm.mlir.constant(value) : ty`.
pub fn llvm_constant(ctx: &Context, loc: Attribute, value: Attribute, ty: Type) -> OperationState {
    let mut s = simple(ctx, "llvm.mlir.constant", loc, &[], ty);
    s.properties = Some(props(ctx, &[("value", value)]));
    s
}

/// `llvm.mlir.poison : ty`.
pub fn llvm_poison(ctx: &Context, loc: Attribute, ty: Type) -> OperationState {
    simple(ctx, "llvm.mlir.poison", loc, &[], ty)
}

/// `llvm.extractvalue container[position] : ty`.
pub fn llvm_extractvalue(
    ctx: &Context,
    loc: Attribute,
    container: Value,
    position: &[i64],
    ty: Type,
) -> OperationState {
    let mut s = simple(ctx, "llvm.extractvalue", loc, &[container], ty);
    s.properties = Some(props(ctx, &[("position", i64_array(ctx, position))]));
    s
}

/// `llvm.insertvalue value, container[position]`.
pub fn llvm_insertvalue(
    ctx: &Context,
    loc: Attribute,
    container: Value,
    value: Value,
    position: &[i64],
) -> OperationState {
    let ty = ctx.value_type(container);
    let mut s = simple(ctx, "llvm.insertvalue", loc, &[container, value], ty);
    s.properties = Some(props(ctx, &[("position", i64_array(ctx, position))]));
    s
}

/// `llvm.icmp` with predicate number `pred` (the same numbering as `arith.cmpi`).
pub fn llvm_icmp(ctx: &Context, loc: Attribute, pred: i64, lhs: Value, rhs: Value) -> OperationState {
    let ty = ctx.value_type(lhs);
    let i1 = IntegerType::get(ctx, 1);
    let result = match ty.dyn_cast::<VectorType>(ctx) {
        Some(v) => ctx.intern_type(VectorType { shape: v.shape.clone(), scalable: v.scalable.clone(), element: i1 }),
        None => i1,
    };
    let mut s = simple(ctx, "llvm.icmp", loc, &[lhs, rhs], result);
    let p = IntegerAttr::from_i64(ctx, IntegerType::get(ctx, 64), pred);
    s.properties = Some(props(ctx, &[("predicate", p)]));
    s
}

/// A binary llvm op whose result has the type of `lhs`.
pub fn llvm_binary(ctx: &Context, name: &str, loc: Attribute, lhs: Value, rhs: Value) -> OperationState {
    let ty = ctx.value_type(lhs);
    simple(ctx, name, loc, &[lhs, rhs], ty)
}

/// `llvm.select cond, a, b`.
pub fn llvm_select(ctx: &Context, loc: Attribute, cond: Value, a: Value, b: Value) -> OperationState {
    let ty = ctx.value_type(a);
    simple(ctx, "llvm.select", loc, &[cond, a, b], ty)
}
