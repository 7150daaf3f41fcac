//! The dialect-conversion framework end to end: a target with legal and illegal ops, a type
//! converter, conversion patterns that see converted operands, casts materialized for the
//! remaining uses, `reconcile-unrealized-casts`, and rollback when a conversion fails.

use oxir::builtin::types::IntegerType;
use oxir::conversion::*;
use oxir::parser::{parse_source, ParseOptions};
use oxir::printer::{print_op, PrintFlags};
use oxir::{Context, OpRef, OperationState, Value};
use std::sync::Arc;

/// Converts `hi.add` (on i32) to `lo.add` on the converted type (i32 -> i64).
struct LowerAdd;

impl ConversionPattern for LowerAdd {
    fn root(&self) -> Option<&'static str> {
        Some("hi.add")
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ty = rw.ctx().value_type(rw.ctx().result(op, 0));
        let new_ty = rw.convert_type(ty);
        let loc = rw.ctx().op_loc(op);
        let name = rw.ctx_mut().op_name("lo.add");
        let mut st = OperationState::new(name, loc);
        st.operands.extend_from_slice(operands);
        st.result_types.push(new_ty);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

fn setup() -> (ConversionTarget, TypeConverter, Vec<Arc<dyn ConversionPattern>>) {
    let mut target = ConversionTarget::new();
    target.add_illegal_op("hi.add").add_legal_dialect("lo");
    let mut converter = TypeConverter::new();
    converter.add_conversion(|ctx, t| {
        let i = t.dyn_cast::<IntegerType>(ctx)?;
        (i.width == 32).then(|| IntegerType::get(ctx, 64))
    });
    (target, converter, vec![Arc::new(LowerAdd)])
}

fn run(src: &str, full: bool) -> (Context, Result<(), oxir::Diagnostic>, OpRef) {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let m = parse_source(&mut ctx, src, &ParseOptions::default()).unwrap();
    let (target, converter, patterns) = setup();
    let r = if full {
        apply_full_conversion(&mut ctx, m, &target, &patterns, &converter)
    } else {
        apply_partial_conversion(&mut ctx, m, &target, &patterns, &converter)
    };
    (ctx, r, m)
}

const CHAIN: &str = r#"
%a = "t.def"() : () -> i32
%0 = "hi.add"(%a, %a) : (i32, i32) -> i32
%1 = "hi.add"(%0, %0) : (i32, i32) -> i32
"t.use"(%1) : (i32) -> ()
"#;

#[test]
fn converts_chains_through_materialized_casts() {
    let (mut ctx, r, m) = run(CHAIN, false);
    r.unwrap();
    let out = print_op(&ctx, m, PrintFlags::default());
    // The first add sees `%a` (i32) cast to i64; the second sees the first's i64 result directly;
    // the unconverted user gets a cast back to i32.
    let expected = "module {
  %0 = \"t.def\"() : () -> i32
  %1 = unrealized_conversion_cast %0 : i32 to i64
  %2 = \"lo.add\"(%1, %1) : (i64, i64) -> i64
  %3 = \"lo.add\"(%2, %2) : (i64, i64) -> i64
  %4 = unrealized_conversion_cast %3 : i64 to i32
  \"t.use\"(%4) : (i32) -> ()
}
";
    assert_eq!(out, format!("{expected}\n"));
    oxir::transforms::register_passes();
    let pm = oxir::pass::pipeline::parse_pipeline("builtin.module(reconcile-unrealized-casts)").unwrap();
    pm.run(&mut ctx, m, &Default::default()).0.unwrap();
    let out = print_op(&ctx, m, PrintFlags::default());
    assert_eq!(out.matches("unrealized_conversion_cast").count(), 2, "live casts stay: {out}");
}

#[test]
fn full_conversion_fails_on_unknown_ops_and_leaves_the_ir_unchanged() {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let m = parse_source(&mut ctx, CHAIN, &ParseOptions::default()).unwrap();
    let before = print_op(&ctx, m, PrintFlags::default());
    let (target, converter, patterns) = setup();
    let err = apply_full_conversion(&mut ctx, m, &target, &patterns, &converter).unwrap_err();
    assert_eq!(err.message, "failed to legalize operation 't.def'");
    assert_eq!(print_op(&ctx, m, PrintFlags::default()), before, "nothing half-converted");
}

#[test]
fn partial_conversion_reports_illegal_ops_without_a_pattern() {
    let src = r#"
%a = "t.def"() : () -> i32
%0 = "hi.mul"(%a, %a) : (i32, i32) -> i32
"#;
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let m = parse_source(&mut ctx, src, &ParseOptions::default()).unwrap();
    let (mut target, converter, patterns) = setup();
    target.add_illegal_dialect("hi");
    let err = apply_partial_conversion(&mut ctx, m, &target, &patterns, &converter).unwrap_err();
    assert_eq!(err.message, "failed to legalize operation 'hi.mul' that was explicitly marked illegal");
    let _ = run;
}
