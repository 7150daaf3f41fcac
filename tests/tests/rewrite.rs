//! The greedy driver and `canonicalize` end to end, with ops defined by `#[op]`: folding through
//! op folders, constant materialization and uniquing at the start of the isolated region,
//! canonicalization patterns, dead-code removal.

use oxir::builtin::attributes::IntegerAttr;
use oxir::ods::constraints::*;
use oxir::ods::Op;
use oxir::parser::{parse_source, ParseOptions};
use oxir::printer::{print_op, PrintFlags};
use oxir::registry::{DialectInfo, FoldResult};
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::traits::{Commutative, ConstantLike, Pure};
use oxir::{Attribute, Context, OpRef, Type, Value};
use oxir_macros::op;

/// A constant.
#[op(name = "demo.constant", traits(Pure, ConstantLike), folder = ConstantOp::fold)]
pub struct ConstantOp {
    #[attribute]
    value: IntegerAttr,
    #[result]
    result: Value,
}

impl ConstantOp {
    fn fold(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
        Some(vec![FoldResult::Attribute(ctx.op_property(op, "value")?)])
    }
}

/// Wrapping integer addition, folded when both operands are constants, and `x + 0 -> x`.
#[op(name = "demo.addi", traits(Pure, Commutative), folder = AddIOp::fold, canonicalizer = AddIOp::patterns)]
pub struct AddIOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    lhs: Value,
    #[operand(SIGNLESS_INTEGER_LIKE)]
    rhs: Value,
    #[result]
    result: Value,
}

impl AddIOp {
    fn fold(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
        let ints: Vec<&IntegerAttr> =
            constants.iter().map(|c| c.and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))).collect::<Option<_>>()?;
        let sum = ints[0].value.add(&ints[1].value);
        let ty = ctx.value_type(ctx.result(op, 0));
        Some(vec![FoldResult::Attribute(IntegerAttr::get(ctx, ty, sum))])
    }

    fn patterns() -> Vec<Box<dyn RewritePattern>> {
        vec![Box::new(AddZero)]
    }
}

/// `addi(x, 0) -> x`.
struct AddZero;

impl RewritePattern for AddZero {
    fn root(&self) -> Option<&'static str> {
        Some("demo.addi")
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let add = AddIOp::from_op_unchecked(op);
        let is_zero = oxir::matchers::constant_of(ctx, add.rhs(ctx))
            .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
            .is_some_and(|i| i.value.is_zero());
        if !is_zero {
            return false;
        }
        let lhs = add.lhs(ctx);
        rw.replace_op(op, &[lhs]).is_ok()
    }
}

fn materialize(ctx: &mut Context, value: Attribute, ty: Type, loc: Attribute) -> Option<OpRef> {
    value.dyn_cast::<IntegerAttr>(ctx)?;
    let mut st = oxir::OperationState::new(ctx.op_name(ConstantOp::NAME), loc);
    st.result_types.push(ty);
    let name = ctx.ident("value");
    st.properties =
        Some(oxir::builtin::attributes::DictionaryAttr::get(ctx, vec![oxir::NamedAttribute { name, value }]));
    Some(ctx.create_op(st))
}

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(DialectInfo {
        namespace: "demo",
        materialize_constant: Some(materialize),
        ..Default::default()
    });
    ctx.register_op_def::<ConstantOp>();
    ctx.register_op_def::<AddIOp>();
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// Parses, verifies, runs `canonicalize`, and prints the generic form.
fn canonicalize(src: &str) -> String {
    let mut ctx = context();
    let m = parse_source(&mut ctx, src, &ParseOptions::default()).unwrap();
    oxir::verifier::verify(&ctx, m).unwrap();
    oxir::transforms::register_passes();
    let pm = oxir::pass::pipeline::parse_pipeline("builtin.module(canonicalize)").unwrap();
    let (result, _) = pm.run(&mut ctx, m, &Default::default());
    result.unwrap();
    print_op(&ctx, m, PrintFlags { generic: true, ..Default::default() })
}

#[test]
fn folds_constants_and_materializes_them_once_at_the_top() {
    let out = canonicalize(
        r#"
"t.func"() ({
  %x = "t.arg"() : () -> i32
  %a = "demo.constant"() <{value = 2 : i32}> : () -> i32
  %b = "demo.constant"() <{value = 3 : i32}> : () -> i32
  %s = "demo.addi"(%a, %b) : (i32, i32) -> i32
  %t = "demo.addi"(%s, %b) : (i32, i32) -> i32
  %dead = "demo.addi"(%x, %x) : (i32, i32) -> i32
  "t.use"(%s, %t) : (i32, i32) -> ()
}) : () -> ()
"#,
    );
    // 2+3 and 5+3 fold; the folded constants are created at the start of the region (the
    // unregistered op's region might be isolated), the operands' constants die, dead ops go.
    assert!(out.contains(r#"%0 = "demo.constant"() <{value = 8 : i32}> : () -> i32"#), "{out}");
    assert!(out.contains(r#"%1 = "demo.constant"() <{value = 5 : i32}> : () -> i32"#), "{out}");
    assert!(out.contains(r#""t.use"(%1, %0) : (i32, i32) -> ()"#), "{out}");
    assert_eq!(out.matches("demo.addi").count(), 0, "{out}");
    assert_eq!(out.matches("demo.constant").count(), 2, "{out}");
}

#[test]
fn applies_canonicalization_patterns() {
    let out = canonicalize(
        r#"
"t.func"() ({
  %x = "t.arg"() : () -> i32
  %z = "demo.constant"() <{value = 0 : i32}> : () -> i32
  %s = "demo.addi"(%x, %z) : (i32, i32) -> i32
  "t.use"(%s) : (i32) -> ()
}) : () -> ()
"#,
    );
    assert!(out.contains(r#""t.use"(%0) : (i32) -> ()"#), "{out}");
    assert_eq!(out.matches("demo.").count(), 0, "{out}");
}

#[test]
fn folding_wraps_like_apint() {
    let out = canonicalize(
        r#"
"t.func"() ({
  %a = "demo.constant"() <{value = 255 : i8}> : () -> i8
  %b = "demo.constant"() <{value = 1 : i8}> : () -> i8
  %s = "demo.addi"(%a, %b) : (i8, i8) -> i8
  "t.use"(%s) : (i8) -> ()
}) : () -> ()
"#,
    );
    assert!(out.contains(r#"<{value = 0 : i8}>"#), "{out}");
}
