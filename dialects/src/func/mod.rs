//! The `func` dialect: functions, calls and returns (MLIR's `func` dialect).

mod builders;
mod syntax;
pub mod transforms;

use crate::utils::functions::{verify_attr_array_size, verify_entry_block_args};
use oxir::builtin::attributes::{ArrayAttr, DictionaryAttr, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr};
use oxir::builtin::types::FunctionType;
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{Op, Region};
use oxir::traits::*;
use oxir::{Context, Diagnostic, OpRef, Type, Value};
use oxir_macros::{dialect, op};

/// An operation with a name containing a single SSA-form region.
///
/// Operations within the function cannot implicitly capture values defined outside of the
/// function, i.e. functions are `IsolatedFromAbove`. A function without a body is a declaration
/// and must not be public.
#[op(
    name = "func.func",
    traits(AffineScope, IsolatedFromAbove, Symbol, AutomaticAllocationScope),
    parser = syntax::parse_func,
    printer = syntax::print_func,
    verifier = FuncOp::verify,
    default_dialect = "func"
)]
pub struct FuncOp {
    #[attribute(SYMBOL_NAME_ATTR)]
    sym_name: StringAttr,
    #[attribute(FUNCTION_TYPE_ATTR)]
    function_type: TypeAttr,
    #[attribute(STR_ATTR)]
    sym_visibility: Option<StringAttr>,
    #[attribute(ARRAY_ATTR)]
    arg_attrs: Option<ArrayAttr>,
    #[attribute(ARRAY_ATTR)]
    res_attrs: Option<ArrayAttr>,
    #[attribute(UNIT_ATTR)]
    no_inline: Option<UnitAttr>,
    #[region]
    body: Region,
}

impl FuncOp {
    /// The function's type.
    pub fn signature(self, ctx: &Context) -> Option<&FunctionType> {
        self.function_type(ctx)?.ty.dyn_cast::<FunctionType>(ctx)
    }

    /// Whether the function has no body.
    pub fn is_declaration(self, ctx: &Context) -> bool {
        ctx.region_is_empty(self.body(ctx))
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let f = FuncOp::from_op_unchecked(op);
        let Some(sig) = f.signature(ctx) else { return Ok(()) };
        for (what, attrs, n) in
            [("argument", f.arg_attrs(ctx), sig.inputs.len()), ("result", f.res_attrs(ctx), sig.results.len())]
        {
            verify_attr_array_size(ctx, op, what, attrs, n)?;
            let Some(attrs) = attrs else { continue };
            for &d in &attrs.elements {
                for e in DictionaryAttr::entries(ctx, d) {
                    if !ctx.ident_str(e.name).contains('.') {
                        let plural = if what == "argument" { "arguments" } else { "results" };
                        return Err(op_error(ctx, op, format!("{plural} may only have dialect attributes")));
                    }
                }
            }
        }
        if f.is_declaration(ctx) {
            if oxir::symbol_table::visibility(ctx, op) == oxir::symbol_table::Visibility::Public {
                return Err(op_error(ctx, op, "symbol declaration cannot have public visibility"));
            }
            return Ok(());
        }
        verify_entry_block_args(ctx, op, f.body(ctx), &sig.inputs, |_, _| Ok(()))
    }
}

/// The function that directly encloses `op`.
fn enclosing_func(ctx: &Context, op: OpRef) -> Option<FuncOp> {
    let mut cur = ctx.op_parent_op(op);
    while let Some(p) = cur {
        if let Some(f) = ctx.cast_op::<FuncOp>(p) {
            return Some(f);
        }
        cur = ctx.op_parent_op(p);
    }
    None
}

/// Function return operation.
///
/// Terminates the region of a function, returning its operands, which must match the
/// function's result types.
#[op(
    name = "func.return",
    traits(Pure, HasParent<FuncOp>, ReturnLike, IsTerminator),
    format = "attr-dict ($operands^ `:` type($operands))?",
    verifier = ReturnOp::verify
)]
pub struct ReturnOp {
    #[operand]
    operands: Vec<Value>,
}

impl ReturnOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(f) = enclosing_func(ctx, op) else { return Ok(()) };
        let Some(sig) = f.signature(ctx) else { return Ok(()) };
        let name = f.sym_name(ctx).map(|s| String::from_utf8_lossy(&s.value).into_owned()).unwrap_or_default();
        let operands: Vec<Value> = ctx.operands(op).collect();
        if operands.len() != sig.results.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "has {} operands, but enclosing function (@{name}) returns {}",
                    operands.len(),
                    sig.results.len()
                ),
            ));
        }
        for (i, (v, r)) in operands.iter().zip(&sig.results).enumerate() {
            let t = ctx.value_type(*v);
            if t != *r {
                // MLIR emits this one with `emitError`, without the op-name prefix.
                return Err(Diagnostic::error(
                    ctx.op_loc(op),
                    format!(
                        "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                        t.to_text(ctx),
                        r.to_text(ctx)
                    ),
                ));
            }
        }
        Ok(())
    }
}

fn types_text(ctx: &Context, types: &[Type]) -> String {
    types.iter().map(|t| format!("'{}'", t.to_text(ctx))).collect::<Vec<_>>().join(", ")
}

/// Call operation.
///
/// Calls a function in the same symbol scope, passing its operands; the callee's signature must
/// match the operand and result types.
#[op(
    name = "func.call",
    traits(MemRead, MemWrite),
    format = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
    symbol_uses_verifier = CallOp::verify_symbol_uses
)]
pub struct CallOp {
    #[attribute(FLAT_SYMBOL_REF_ATTR)]
    callee: SymbolRefAttr,
    #[attribute(ARRAY_ATTR)]
    arg_attrs: Option<ArrayAttr>,
    #[attribute(ARRAY_ATTR)]
    res_attrs: Option<ArrayAttr>,
    #[attribute(UNIT_ATTR)]
    no_inline: Option<UnitAttr>,
    #[operand]
    operands: Vec<Value>,
    #[result]
    results: Vec<Value>,
}

impl CallOp {
    fn verify_symbol_uses(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let call = CallOp::from_op_unchecked(op);
        let Some(callee) = call.callee(ctx) else { return Ok(()) };
        let name = ctx.ident_str(callee.root).to_string();
        let Some(target) = oxir::symbol_table::lookup_nearest_symbol_from(ctx, op, callee) else {
            return Err(op_error(ctx, op, format!("'{name}' does not reference a valid function")));
        };
        let Some(f) = ctx.cast_op::<FuncOp>(target) else {
            return Err(op_error(ctx, op, format!("'{name}' does not reference a valid function")));
        };
        let Some(sig) = f.signature(ctx) else { return Ok(()) };
        let operands: Vec<Type> = ctx.operands(op).map(|v| ctx.value_type(v)).collect();
        if operands.len() != sig.inputs.len() {
            return Err(op_error(ctx, op, "incorrect number of operands for callee"));
        }
        for (i, (a, b)) in operands.iter().zip(&sig.inputs).enumerate() {
            if a != b {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                        b.to_text(ctx),
                        a.to_text(ctx)
                    ),
                ));
            }
        }
        let results: Vec<Type> = ctx.result_types(op).collect();
        if results.len() != sig.results.len() {
            return Err(op_error(ctx, op, "incorrect number of results for callee"));
        }
        for (i, (a, b)) in results.iter().zip(&sig.results).enumerate() {
            if a != b {
                let loc = ctx.op_loc(op);
                return Err(op_error(ctx, op, format!("result type mismatch at index {i}"))
                    .with_note(loc, format!("op result types: {}", types_text(ctx, &results)))
                    .with_note(loc, format!("function result types: {}", types_text(ctx, &sig.results))));
            }
        }
        Ok(())
    }
}

/// The `func` dialect: functions and the ops that call them and return from them.
///
/// `func.func` defines a function (a symbol with a `function_type`, argument and result
/// attributes, and a body region, or none for a declaration), `func.call` and
/// `func.call_indirect` call one by name or by value, `func.constant` turns a function's symbol
/// into a value, and `func.return` returns from the enclosing function. Calls are checked against
/// their callee when the enclosing symbol table verifies.
#[dialect(name = "func", passes = transforms::register_passes, interfaces = register_interfaces, ops(FuncOp, ReturnOp, CallOp, CallIndirectOp, ConstantOp))]
pub struct FuncDialect;

/// Constant operation referencing a function.
///
/// Produces an SSA value of function type from a symbol reference to a function.
#[op(
    name = "func.constant",
    traits(Pure, ConstantLike),
    format = "attr-dict $value `:` type(results)",
    symbol_uses_verifier = ConstantOp::verify_symbol_uses,
    asm_result_names = ConstantOp::result_names
)]
pub struct ConstantOp {
    #[attribute(FLAT_SYMBOL_REF_ATTR)]
    value: SymbolRefAttr,
    #[result]
    result: Value,
}

impl ConstantOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        vec![(0, "f".to_string())]
    }

    fn verify_symbol_uses(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = ConstantOp::from_op_unchecked(op);
        let Some(sym) = c.value(ctx) else { return Ok(()) };
        let name = ctx.ident_str(sym.root).to_string();
        let Some(f) =
            oxir::symbol_table::lookup_nearest_symbol_from(ctx, op, sym).and_then(|t| ctx.cast_op::<FuncOp>(t))
        else {
            return Err(op_error(ctx, op, format!("reference to undefined function '{name}'")));
        };
        let expected = f.function_type(ctx).map(|t| t.ty);
        if expected != Some(ctx.value_type(c.result(ctx))) {
            return Err(op_error(ctx, op, "reference to function with mismatched type"));
        }
        Ok(())
    }
}

/// Indirect call operation.
///
/// Calls the function value `callee` (of function type) with `callee_operands`; the operand and
/// result types are those of the callee's type.
#[op(
    name = "func.call_indirect",
    traits(
        MemRead,
        MemWrite,
        TypesMatchWith<callee, callee_operands, callee_inputs, "callee input types match argument types">,
        TypesMatchWith<callee, results, callee_results, "callee result types match result types">
    ),
    format = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
    canonicalizer = CallIndirectOp::patterns
)]
pub struct CallIndirectOp {
    #[operand(FUNCTION_TYPE)]
    callee: Value,
    #[operand]
    callee_operands: Vec<Value>,
    #[attribute(ARRAY_ATTR)]
    arg_attrs: Option<ArrayAttr>,
    #[attribute(ARRAY_ATTR)]
    res_attrs: Option<ArrayAttr>,
    #[result]
    results: Vec<Value>,
}

impl CallIndirectOp {
    /// MLIR's `SimplifyIndirectCallWithKnownCallee`.
    fn patterns() -> Vec<Box<dyn oxir::rewrite::RewritePattern>> {
        vec![crate::utils::patterns::pattern::<CallIndirectOp>(
            "SimplifyIndirectCallWithKnownCallee",
            Self::call_known_callee,
        )]
    }

    /// An indirect call of a `func.constant` becomes a direct `func.call` of its symbol (so the
    /// inliner and symbol-dce see the call).
    fn call_known_callee(op: OpRef, rw: &mut oxir::rewrite::PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let call = CallIndirectOp::from_op_unchecked(op);
        let Some(callee) = ctx.defining_op_as::<ConstantOp>(call.callee(ctx)).and_then(|c| c.value(ctx)).cloned()
        else {
            return false;
        };
        let operands = call.callee_operands(ctx);
        let results: Vec<Type> = ctx.result_types(op).collect();
        let loc = ctx.op_loc(op);
        rw.set_insertion_point(op);
        let direct = CallOp::build(rw, loc, &operands, &results, callee);
        let values: Vec<Value> = rw.ctx().results(direct.op()).collect();
        rw.replace_op(op, &values).is_ok()
    }
}

/// The input types of a callee's function type (`TypesMatchWith` of `func.call_indirect`).
fn callee_inputs(ctx: &Context, t: Type) -> Vec<Type> {
    t.dyn_cast::<FunctionType>(ctx).map_or(Vec::new(), |f| f.inputs.to_vec())
}

/// MLIR's `FuncInlinerInterface::handleTerminator(op, newDest)`: a `func.return` of an inlined
/// block becomes a `cf.br` to `dest` with the returned values.
fn return_to_branch(ctx: &mut Context, op: OpRef, dest: oxir::BlockRef) {
    if !ctx.isa_op::<ReturnOp>(op) {
        return;
    }
    let loc = ctx.op_loc(op);
    let values: Vec<Value> = ctx.operands(op).collect();
    let mut b = oxir::builder::OpBuilder::before(ctx, op);
    crate::cf::BranchOp::build(&mut b, loc, &values, dest);
    let _ = ctx.erase_op(op);
}

/// The result types of a callee's function type.
fn callee_results(ctx: &Context, t: Type) -> Vec<Type> {
    t.dyn_cast::<FunctionType>(ctx).map_or(Vec::new(), |f| f.results.to_vec())
}

/// Attaches the inliner's interfaces to the func ops (MLIR's func inliner extension):
/// `func.call` is a [`CallOpInterface`](oxir::interfaces::CallOpInterface) and
/// `func.func` a [`CallableOpInterface`](oxir::interfaces::CallableOpInterface), so the
/// `inline` pass inlines calls between functions. Its inliner rules (MLIR's
/// `FuncInlinerInterface`) let calls, func ops and bodies be inlined anywhere; a `func.return`
/// of an inlined callee of several blocks becomes a `cf.br` (so `cf` is loaded too).
pub fn register_interfaces(ctx: &Context) {
    use oxir::interfaces::{CallOpInterface, CallableOpInterface, DialectInlinerInterface};
    ctx.load_dialect::<crate::cf::ControlFlowDialect>();
    ctx.attach_dialect_interface(
        <FuncDialect as oxir::ods::Dialect>::NAMESPACE,
        DialectInlinerInterface::calls(return_to_branch),
    );
    ctx.attach_op_interface(
        CallOp::NAME,
        CallOpInterface {
            callee: |ctx, op| CallOp::from_op_unchecked(op).callee(ctx).cloned(),
            arguments: |ctx, op| ctx.operands(op).collect(),
        },
    );
    ctx.attach_op_interface(
        FuncOp::NAME,
        CallableOpInterface { body: |ctx, op| Some(FuncOp::from_op_unchecked(op).body(ctx)) },
    );
}
