//! The example dialect of the book's "Defining a dialect" chapter. The chapter includes this
//! file's code by anchor, so everything it shows compiles and is tested here.

// ANCHOR: imports
use oxir::builtin::attributes::IntegerAttr;
use oxir::ods::prelude::*;
use oxir::registry::FoldResult;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir_macros::{dialect, op};
// ANCHOR_END: imports

// ANCHOR: constant
/// A constant integer.
///
/// The result takes the type of the `value` attribute.
#[op(
    name = "calc.constant",
    traits(Pure, ConstantLike, InferTypeOpInterface),
    format = "attr-dict $value",
    folder = ConstantOp::fold
)]
pub struct ConstantOp {
    #[attribute]
    value: IntegerAttr,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}

impl ConstantOp {
    /// The result type is the value's type (called by the parser, as MLIR's
    /// `InferTypeOpInterface`).
    pub fn infer_result_types(ctx: &Context, state: &oxir::OperationState) -> Result<Vec<Type>, oxir::Diagnostic> {
        let value = state.properties.and_then(|p| DictionaryAttr::lookup(ctx, p, "value")).and_then(|a| a.typed(ctx));
        value.map(|t| vec![t]).ok_or_else(|| oxir::Diagnostic::error(state.loc, "expected a typed `value`"))
    }

    /// A constant folds to its value.
    fn fold(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
        Some(vec![FoldResult::Attribute(ConstantOp::from_op_unchecked(op).value_attr(ctx)?)])
    }
}
// ANCHOR_END: constant

// ANCHOR: add
/// Integer addition.
///
/// Adds two integers of the same type, wrapping on overflow.
#[op(
    name = "calc.add",
    traits(Pure, Commutative, SameOperandsAndResultType),
    format = "$lhs `,` $rhs attr-dict `:` type($result)",
    canonicalizer = AddOp::patterns
)]
pub struct AddOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    lhs: Value,
    #[operand(SIGNLESS_INTEGER_LIKE)]
    rhs: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}
// ANCHOR_END: add

// ANCHOR: pattern
/// `calc.add %x, 0` is `%x`.
struct AddZero;

impl RewritePattern for AddZero {
    fn root(&self) -> Option<&'static str> {
        Some("calc.add")
    }
    fn match_and_rewrite(&self, op: OpRef, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx();
        let add = AddOp::from_op_unchecked(op);
        let rhs_is_zero = oxir::matchers::constant_of(ctx, add.rhs(ctx))
            .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
            .is_some_and(|i| i.value.is_zero());
        if !rhs_is_zero {
            return false;
        }
        let lhs = add.lhs(ctx);
        rewriter.replace_op(op, &[lhs]).is_ok()
    }
}

impl AddOp {
    fn patterns() -> Vec<Box<dyn RewritePattern>> {
        vec![Box::new(AddZero)]
    }
}
// ANCHOR_END: pattern

// ANCHOR: print
/// Prints a value.
#[op(name = "calc.print", traits(MemWrite), format = "$input attr-dict `:` type($input)")]
pub struct PrintOp {
    #[operand]
    input: Value,
}
// ANCHOR_END: print

// ANCHOR: clamp
/// Clamps an integer to a range.
///
/// `calc.clamp %x between 0 and 10 : i32`: a syntax no format describes well, so the op writes
/// its own parser and printer.
#[op(name = "calc.clamp", traits(Pure), parser = parse_clamp, printer = print_clamp)]
pub struct ClampOp {
    #[attribute]
    low: IntegerAttr,
    #[attribute]
    high: IntegerAttr,
    #[operand(SIGNLESS_INTEGER_LIKE)]
    input: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}

/// `%x between <low> and <high> attr-dict : type`, after the op's name.
fn parse_clamp(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let input = p.parse_operand()?;
    p.parse_keyword("between")?;
    let bounds_at = p.get_current_location();
    let low = p.parse_integer()?;
    p.parse_keyword("and")?;
    let high = p.parse_integer()?;
    if low > high {
        return Err(p.emit_custom_op_error(bounds_at, "expects the lower bound to be at most the upper bound"));
    }
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ty = p.parse_colon_type()?;
    let input = p.resolve_operand(input, ty)?;
    state.operands.push(input);
    state.result_types.push(ty);
    let ctx = p.ctx();
    let bound =
        |name: &str, v: i128| NamedAttribute { name: ctx.ident(name), value: IntegerAttr::from_i64(ctx, ty, v as i64) };
    let props = vec![bound("low", low), bound("high", high)];
    p.add_properties(state, props);
    Ok(())
}

/// Prints what [`parse_clamp`] reads.
fn print_clamp(p: &mut OpAsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let clamp = ClampOp::from_op_unchecked(op);
    let bound = |a: Option<&IntegerAttr>| a.and_then(|i| i.value.try_to_i64()).unwrap_or(0);
    p.write(" ");
    p.print_value(clamp.input(ctx));
    p.write_display(format_args!(" between {} and {}", bound(clamp.low(ctx)), bound(clamp.high(ctx))));
    p.print_op_attr_dict(op, &["low", "high"]);
    p.write(" : ");
    p.print_type(ctx.value_type(clamp.input(ctx)));
}
// ANCHOR_END: clamp

// ANCHOR: dialect
/// The calc dialect.
#[dialect(name = "calc", ops(ConstantOp, AddOp, PrintOp, ClampOp))]
pub struct CalcDialect;
// ANCHOR_END: dialect

// ANCHOR: use
fn run(src: &str, pipeline: Option<&str>) -> Result<String, String> {
    let mut ctx = Context::new();
    ctx.load_dialect::<CalcDialect>();
    let module = oxir::parser::parse_source(&mut ctx, src, &Default::default()).map_err(|d| d.message)?;
    oxir::verifier::verify(&ctx, module).map_err(|d| d.message)?;
    if let Some(p) = pipeline {
        // oxir's own passes (canonicalize, cse, ...) join the pass registry once registered.
        oxir::transforms::register_passes();
        let pm = oxir::pass::pipeline::parse_pipeline(p)?;
        pm.run(&mut ctx, module, &Default::default()).0.map_err(|d| d.message)?;
    }
    Ok(oxir::printer::print_op(&ctx, module, Default::default()))
}
// ANCHOR_END: use

const PROGRAM: &str = "\
%0 = calc.constant 3 : i32
%1 = calc.constant 0 : i32
%2 = calc.add %0, %1 : i32
calc.print %2 : i32
";

#[test]
fn round_trips_in_custom_form() {
    let out = run(PROGRAM, None).unwrap();
    assert_eq!(
        out,
        "module {\n  %0 = calc.constant 3 : i32\n  %1 = calc.constant 0 : i32\n  %2 = calc.add %0, %1 : i32\n  calc.print %2 : i32\n}\n\n"
    );
}

#[test]
fn verifies_with_mlir_messages() {
    let err = run("%0 = \"calc.constant\"() {value = 1.0 : f32} : () -> f32\n", None).unwrap_err();
    assert_eq!(err, "'calc.constant' op attribute 'value' failed to satisfy constraint: arbitrary integer attribute");
    // As properties, a float cannot even be stored as the integer attribute (MLIR's message).
    let err = run("%0 = \"calc.constant\"() <{value = 1.0 : f32}> : () -> f32\n", None).unwrap_err();
    assert_eq!(
        err,
        "invalid properties {value = 1.000000e+00 : f32} for op calc.constant: Invalid attribute `value` in property \
         conversion: 1.000000e+00 : f32"
    );
}

#[test]
fn custom_syntax_round_trips_and_reports_mlir_errors() {
    let src = "%0 = calc.constant 30 : i32\n%1 = calc.clamp %0 between -5 and 10 {tag} : i32\ncalc.print %1 : i32\n";
    let out = run(src, None).unwrap();
    assert!(out.contains("  %1 = calc.clamp %0 between -5 and 10 {tag} : i32\n"), "{out}");
    assert_eq!(run(&out, None).unwrap(), out, "the printed form parses back to the same IR");
    let err = run("%0 = calc.constant 3 : i32\n%1 = calc.clamp %0 between 9 and 1 : i32\n", None).unwrap_err();
    assert_eq!(err, "custom op 'calc.clamp' expects the lower bound to be at most the upper bound");
    let err = run("%0 = calc.constant 3 : i32\n%1 = calc.clamp %0 within 1 and 9 : i32\n", None).unwrap_err();
    assert_eq!(err, "custom op 'calc.clamp' expected 'between'");
    let err = run("%0 = calc.constant 3 : i32\n%1 = calc.clamp %0 between x and 9 : i32\n", None).unwrap_err();
    assert_eq!(err, "custom op 'calc.clamp' expected integer value");
}

#[test]
fn canonicalizes_with_the_declared_pattern() {
    let out = run(PROGRAM, Some("builtin.module(canonicalize)")).unwrap();
    assert_eq!(out, "module {\n  %0 = calc.constant 3 : i32\n  calc.print %0 : i32\n}\n\n");
}

#[test]
fn generates_reference_docs() {
    let docs = <CalcDialect as Dialect>::docs();
    assert!(docs.contains("### `calc.add` (AddOp)"), "{docs}");
    assert!(docs.contains("operation ::= `calc.add` $lhs `,` $rhs attr-dict `:` type($result)"), "{docs}");
}

#[test]
fn builds_with_inferred_result_types() {
    let mut ctx = Context::new();
    ctx.load_dialect::<CalcDialect>();
    let module = oxir::parser::parse_source(&mut ctx, "", &Default::default()).unwrap();
    let body = ctx.region_entry_block(ctx.op_regions(module)[0]).unwrap();
    let loc = ctx.op_loc(module);
    let i16 = oxir::builtin::types::IntegerType::get(&ctx, 16);
    let value = IntegerAttr::from_i64(&ctx, i16, 7);
    let mut b = oxir::OpBuilder::at_block_end(&mut ctx, body);
    // The `InferTypeOpInterface` op gets `build_inferred` besides `build`.
    let c = ConstantOp::build_inferred(&mut b, loc, value).expect("a typed value infers its type");
    assert_eq!(ctx.value_type(c.result(&ctx)), i16);
    let mut b = oxir::OpBuilder::at_block_end(&mut ctx, body);
    let untyped = oxir::builtin::attributes::UnitAttr::get(b.ctx());
    let e = ConstantOp::build_inferred(&mut b, loc, untyped).map(|_| ()).unwrap_err();
    assert_eq!(e.message, "expected a typed `value`");
    ctx.erase_op(c.op()).unwrap();
    assert_eq!(
        oxir::printer::print_op(&ctx, module, Default::default()),
        "module {\n}\n\n",
        "a failed inference creates nothing"
    );
}
