//! The `#[op]` macro end to end: accessors, builders, invariant verification with MLIR's
//! messages, registration, and round trips through the generic form.

use oxir::asm::{OpAsmParser, OpAsmPrinter, ParseResult};
use oxir::builtin::attributes::{IntegerAttr, StringAttr};
use oxir::builtin::locations::UnknownLoc;
use oxir::builtin::types::IntegerType;
use oxir::ods::constraints::*;
use oxir::ods::{Op, OpDefinition};
use oxir::parser::{parse_source, ParseOptions};
use oxir::printer::{print_op, PrintFlags};
use oxir::traits::{AllTypesMatch, Commutative, Pure, SameOperandsAndResultType, TypesMatchWith};
use oxir::{Attribute, Builder, Context, NamedAttribute, OpBuilder, OperationState, RegionRef, Type, Value};
use oxir_macros::op;

type Region = RegionRef;

/// Integer addition.
///
/// Adds two integers with wrap-around semantics.
#[op(name = "demo.addi", traits(Pure, Commutative, SameOperandsAndResultType))]
pub struct AddIOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    lhs: Value,
    #[operand(SIGNLESS_INTEGER_LIKE)]
    rhs: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}

/// A constant.
#[op(name = "demo.constant", traits(Pure))]
pub struct ConstantOp {
    #[attribute(I64_ATTR)]
    value: IntegerAttr,
    #[attribute]
    label: Option<StringAttr>,
    #[result]
    result: Value,
}

/// Two variadic groups sized by `operandSegmentSizes`.
#[op(name = "demo.segments")]
pub struct SegmentsOp {
    #[operand]
    first: Vec<Value>,
    #[operand]
    second: Option<Value>,
    #[operand(I32)]
    rest: Vec<Value>,
}

/// Fields named as the builders' own parameters (`b`, `loc`, `ctx`).
#[op(name = "demo.named_like_builder_params", traits(SameOperandsAndResultType))]
pub struct BuilderNamesOp {
    #[operand]
    b: Value,
    #[operand]
    ctx: Value,
    #[attribute]
    loc: Option<StringAttr>,
    #[result]
    result: Value,
}

/// The element type of a shaped type, `t` itself otherwise (a `TypesMatchWith` transformer).
fn element_of(ctx: &Context, t: Type) -> Type {
    t.dyn_cast::<oxir::builtin::types::RankedTensorType>(ctx).map_or(t, |r| r.element)
}

/// Type relations in MLIR's spelling: all of `lhs`, `rhs`, `result` share a type, `scalar` is
/// the element type of `lhs`, and every `elems` value has `scalar`'s type.
#[op(
    name = "t.relate",
    traits(
        AllTypesMatch<[lhs, rhs, result]>,
        TypesMatchWith<lhs, scalar, element_of, "scalar type matches element type of lhs">,
        TypesMatchWith<scalar, elems, "elements have the scalar type">
    )
)]
pub struct RelateOp {
    #[operand]
    lhs: Value,
    #[operand]
    rhs: Value,
    #[operand]
    scalar: Value,
    #[operand]
    elems: Vec<Value>,
    #[result]
    result: Value,
}

/// A typed attribute in a relation, with a transformer written as an expression.
#[op(
    name = "t.typed_const",
    traits(AllTypesMatch<["value", "result"]>, TypesMatchWith<value, wide, (|_: &Context, t: Type| t), "wide matches value">)
)]
pub struct TypedConstOp {
    #[attribute(TYPED_ATTR)]
    value: Attribute,
    #[result]
    result: Value,
    #[result]
    wide: Option<Value>,
}

/// A constrained variadic operand group and single-block variadic regions.
#[op(name = "t.groups")]
pub struct GroupsOp {
    #[operand(INDEX)]
    first: Value,
    #[operand(I32)]
    rest: Vec<Value>,
    #[result(F32)]
    outs: Vec<Value>,
    #[region(single_block)]
    head: Region,
    #[region(single_block)]
    cases: Vec<Region>,
}

/// A hand-parsed op with a default-valued attribute: `demo.scaled %x by 3 attr-dict : i32`.
#[op(name = "demo.scaled", parser = parse_scaled, printer = print_scaled)]
pub struct ScaledOp {
    #[attribute(I64_ATTR)]
    factor: IntegerAttr,
    #[attribute(I64_ATTR, default = IntegerAttr::from_i64(ctx, IntegerType::get(ctx, 64), 0))]
    shift: IntegerAttr,
    #[operand]
    input: Value,
    #[result]
    result: Value,
}

/// Reads only what the syntax spells: the core adds the inherent attributes of the attribute
/// dictionary and the defaults.
fn parse_scaled(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let input = p.parse_operand()?;
    p.parse_keyword("by")?;
    let factor = p.parse_integer()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ty = p.parse_colon_type()?;
    let input = p.resolve_operand(input, ty)?;
    state.operands.push(input);
    state.result_types.push(ty);
    let ctx = p.ctx();
    let i64 = IntegerType::get(ctx, 64);
    let factor = NamedAttribute { name: ctx.ident("factor"), value: IntegerAttr::from_i64(ctx, i64, factor as i64) };
    p.add_properties(state, vec![factor]);
    Ok(())
}

fn print_scaled(p: &mut OpAsmPrinter<'_>, op: oxir::OpRef) {
    let ctx = p.ctx();
    let scaled = ScaledOp::from_op_unchecked(op);
    p.write(" ");
    p.print_value(scaled.input(ctx));
    let factor = scaled.factor(ctx).and_then(|f| f.value.try_to_i64()).unwrap_or(0);
    p.write_display(format_args!(" by {factor}"));
    p.print_op_attr_dict(op, &["factor", "shift"]);
    p.write(" : ");
    p.print_type(ctx.value_type(scaled.input(ctx)));
}

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_op_def::<ScaledOp>();
    ctx.register_op_def::<AddIOp>();
    ctx.register_op_def::<ConstantOp>();
    ctx.register_op_def::<SegmentsOp>();
    ctx.register_op_def::<RelateOp>();
    ctx.register_op_def::<TypedConstOp>();
    ctx.register_op_def::<GroupsOp>();
    ctx.register_op_def::<BuilderNamesOp>();
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

#[test]
fn builds_and_reads_back_through_accessors() {
    let mut ctx = context();
    let loc = UnknownLoc::get(&ctx);
    let i32 = IntegerType::get(&ctx, 32);
    let i64 = IntegerType::get(&ctx, 64);
    let module = oxir::builtin::ops::build_module(&mut ctx, loc, None);
    let body = oxir::builtin::ops::module_body(&ctx, module);
    let mut b = OpBuilder::at_block_end(&mut ctx, body);
    // A typed attribute from the Rust value it wraps (`I64_ATTR`: an `i64` integer attribute);
    // an optional one set afterwards.
    let c = ConstantOp::build(&mut b, loc, i32, 7);
    c.set_label(b.ctx_mut(), "seven");
    let cv = c.result(b.ctx());
    // The result type of a `SameOperandsAndResultType` op is its operands'; a single-result op
    // is a value.
    let add = AddIOp::build(&mut b, loc, c, cv);
    let seg = SegmentsOp::build(&mut b, loc, &[cv, cv], None, &[cv]);
    assert_eq!(b.ctx().value_type(add.result(b.ctx())), i32);
    assert_eq!(c.value_attr(b.ctx()), Some(IntegerAttr::from_i64(b.ctx(), i64, 7)));
    assert_eq!(add.lhs(&ctx), cv);
    assert_eq!(add.rhs(&ctx), cv);
    assert_eq!(c.value(&ctx).and_then(|v| v.value.try_to_i64()), Some(7));
    assert_eq!(c.label(&ctx).map(|s| s.value.to_vec()), Some(b"seven".to_vec()));
    assert_eq!(seg.first(&ctx), vec![cv, cv]);
    assert_eq!(seg.second(&ctx), None);
    assert_eq!(seg.rest(&ctx), vec![cv]);
    assert!(ctx.cast_op::<AddIOp>(add.op()).is_some());
    assert!(ctx.cast_op::<ConstantOp>(add.op()).is_none());
    assert!(ctx.op_has_trait::<Commutative>(add.op()));
    assert!(!ctx.op_has_trait::<Commutative>(c.op()));
    oxir::verifier::verify(&ctx, module).unwrap();
    let printed = print_op(&ctx, module, PrintFlags { generic: true, ..Default::default() });
    assert!(
        printed.contains("%0 = \"demo.constant\"() <{label = \"seven\", value = 7 : i64}> : () -> i32"),
        "{printed}"
    );
    assert!(printed.contains("\"demo.addi\"(%0, %0) : (i32, i32) -> i32"), "{printed}");
    assert!(printed.contains("<{operandSegmentSizes = array<i32: 2, 0, 1>}>"), "{printed}");
}

#[test]
fn the_collective_builder_splits_inherent_and_discardable_attributes() {
    let mut ctx = context();
    let loc = UnknownLoc::get(&ctx);
    let i32 = IntegerType::get(&ctx, 32);
    let i64 = IntegerType::get(&ctx, 64);
    let module = oxir::builtin::ops::build_module(&mut ctx, loc, None);
    let body = oxir::builtin::ops::module_body(&ctx, module);
    let mut b = OpBuilder::at_block_end(&mut ctx, body);
    let c = ConstantOp::build(&mut b, loc, i32, 7);
    let cv = c.result(b.ctx());
    // Another op's attributes carried over: `value` and `label` are the op's own (properties),
    // `demo.note` is discardable; `operandSegmentSizes` is inherent to the segmented op.
    let ctx = b.ctx_mut();
    let attrs = vec![
        oxir::NamedAttribute { name: ctx.ident("value"), value: IntegerAttr::from_i64(ctx, i64, 9) },
        oxir::NamedAttribute { name: ctx.ident("demo.note"), value: StringAttr::get(ctx, "kept") },
        oxir::NamedAttribute { name: ctx.ident("label"), value: StringAttr::get(ctx, "nine") },
    ];
    let copy = ConstantOp::build_generic(&mut b, loc, &[i32], &[], &attrs);
    let segments = oxir::ods::op::i32_array(b.ctx(), [1, 0, 1]);
    let seg_attrs = [oxir::NamedAttribute { name: b.ctx().ident("operandSegmentSizes"), value: segments }];
    let seg = SegmentsOp::build_generic(&mut b, loc, &[], &[cv, cv], &seg_attrs);
    let ctx = b.ctx();
    assert_eq!(copy.value(ctx).and_then(|v| v.value.try_to_i64()), Some(9));
    assert_eq!(seg.first(ctx), vec![cv]);
    assert_eq!(seg.rest(ctx), vec![cv]);
    oxir::verifier::verify(ctx, module).unwrap();
    let printed = print_op(ctx, module, PrintFlags { generic: true, ..Default::default() });
    assert!(
        printed.contains(
            "%1 = \"demo.constant\"() <{label = \"nine\", value = 9 : i64}> {demo.note = \"kept\"} : () -> i32"
        ),
        "{printed}"
    );
    assert!(printed.contains("\"demo.segments\"(%0, %0) <{operandSegmentSizes = array<i32: 1, 0, 1>}>"), "{printed}");
}

fn verify_text(src: &str) -> Result<(), String> {
    let mut ctx = context();
    let op = parse_source(&mut ctx, src, &ParseOptions::default()).map_err(|d| d.message)?;
    oxir::verifier::verify(&ctx, op).map_err(|d| d.message)
}

#[test]
fn verifies_invariants_with_mlir_messages() {
    assert_eq!(
        verify_text(r#"%0 = "demo.addi"(%a, %a) : (f32, f32) -> f32  %a = "t.f"() : () -> f32"#).unwrap_err(),
        "'demo.addi' op operand #0 must be signless-integer-like, but got 'f32'"
    );
    assert_eq!(
        verify_text(r#"%a = "t.i"() : () -> i32  %0 = "demo.addi"(%a) : (i32) -> i32"#).unwrap_err(),
        "'demo.addi' op expected 2 operands, but found 1"
    );
    assert_eq!(
        verify_text(r#"%a = "t.i"() : () -> i32  %0 = "demo.addi"(%a, %a) : (i32, i32) -> i64"#).unwrap_err(),
        "'demo.addi' op requires the same type for all operands and results"
    );
    assert_eq!(
        verify_text(r#"%0 = "demo.constant"() : () -> i32"#).unwrap_err(),
        "'demo.constant' op requires attribute 'value'"
    );
    assert_eq!(
        verify_text(r#"%0 = "demo.constant"() {value = 1 : i32} : () -> i32"#).unwrap_err(),
        "'demo.constant' op attribute 'value' failed to satisfy constraint: 64-bit signless integer attribute"
    );
    assert_eq!(
        verify_text(r#"%0 = "demo.constant"() <{value = "s"}> : () -> i32"#).unwrap_err(),
        "invalid properties {value = \"s\"} for op demo.constant: Invalid attribute `value` in property conversion: \"s\""
    );
    assert_eq!(
        verify_text(r#""demo.segments"() <{operandSegmentSizes = array<i32: 1, 0>}> : () -> ()"#).unwrap_err(),
        "'demo.segments' op 'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got 2"
    );
    verify_text(r#"%0 = "demo.constant"() {value = 1} : () -> i32"#).unwrap();
}

#[test]
fn inherent_attributes_become_properties() {
    let mut ctx = context();
    let src = r#"%0 = "demo.constant"() {value = 3, other = 1 : i8} : () -> i32"#;
    let op = parse_source(&mut ctx, src, &ParseOptions::default()).unwrap();
    let printed = print_op(&ctx, op, PrintFlags { generic: true, ..Default::default() });
    assert!(printed.contains(r#""demo.constant"() <{value = 3 : i64}> {other = 1 : i8} : () -> i32"#), "{printed}");
}

#[test]
fn custom_parsers_get_inherent_attributes_and_defaults_from_the_definition() {
    let generic = |src: &str| {
        let mut ctx = context();
        let op = parse_source(&mut ctx, src, &ParseOptions::default()).unwrap();
        print_op(&ctx, op, PrintFlags { generic: true, ..Default::default() })
    };
    let x = r#"%x = "t.v"() : () -> i32
"#;
    // The default of `shift` is added although the parser never names it.
    let printed = generic(&format!("{x}%0 = demo.scaled %x by 3 : i32"));
    assert!(printed.contains(r#"<{factor = 3 : i64, shift = 0 : i64}>"#), "{printed}");
    // Inherent attributes of the attribute dictionary become properties, overriding the syntax.
    let printed = generic(&format!("{x}%0 = demo.scaled %x by 3 {{shift = 2, factor = 5, tag}} : i32"));
    assert!(printed.contains(r#"<{factor = 5 : i64, shift = 2 : i64}> {tag}"#), "{printed}");
}

#[test]
fn docs_are_generated_from_the_definition() {
    let docs = AddIOp::docs();
    assert!(docs.starts_with("### `demo.addi` (AddIOp)"), "{docs}");
    assert!(docs.contains("_Integer addition._"));
    assert!(docs.contains("Adds two integers with wrap-around semantics."));
    // The constraint as MLIR summarizes it, not its Rust name.
    assert!(docs.contains("| `lhs` | signless-integer-like |"), "{docs}");
    assert_eq!(AddIOp::NAME, "demo.addi");
}

#[test]
fn type_relations_are_verified_with_mlir_messages() {
    let ok = r#"%t = "t.v"() : () -> tensor<2xf32>  %s = "t.s"() : () -> f32
        %0 = "t.relate"(%t, %t, %s, %s, %s) : (tensor<2xf32>, tensor<2xf32>, f32, f32, f32) -> tensor<2xf32>"#;
    verify_text(ok).unwrap();
    assert_eq!(
        verify_text(&ok.replace("f32) -> tensor<2xf32>", "f32) -> tensor<3xf32>")).unwrap_err(),
        "'t.relate' op failed to verify that all of {lhs, rhs, result} have same type"
    );
    let bad_scalar = r#"%t = "t.v"() : () -> tensor<2xf32>  %s = "t.s"() : () -> f64
        %0 = "t.relate"(%t, %t, %s) : (tensor<2xf32>, tensor<2xf32>, f64) -> tensor<2xf32>"#;
    assert_eq!(
        verify_text(bad_scalar).unwrap_err(),
        "'t.relate' op failed to verify that scalar type matches element type of lhs"
    );
    let bad_elems = r#"%t = "t.v"() : () -> tensor<2xf32>  %s = "t.s"() : () -> f32  %d = "t.d"() : () -> f64
        %0 = "t.relate"(%t, %t, %s, %s, %d) : (tensor<2xf32>, tensor<2xf32>, f32, f32, f64) -> tensor<2xf32>"#;
    assert_eq!(
        verify_text(bad_elems).unwrap_err(),
        "'t.relate' op failed to verify that elements have the scalar type"
    );
    // A typed attribute takes part with its type; an absent optional result has no types.
    verify_text(r#"%0 = "t.typed_const"() <{value = 1 : i32}> : () -> i32"#).unwrap();
    verify_text(r#"%0:2 = "t.typed_const"() <{value = 1 : i32}> : () -> (i32, i32)"#).unwrap();
    assert_eq!(
        verify_text(r#"%0 = "t.typed_const"() <{value = 1 : i64}> : () -> i32"#).unwrap_err(),
        "'t.typed_const' op failed to verify that all of {value, result} have same type"
    );
    assert_eq!(
        verify_text(r#"%0:2 = "t.typed_const"() <{value = 1 : i32}> : () -> (i32, i64)"#).unwrap_err(),
        "'t.typed_const' op failed to verify that wide matches value"
    );
}

#[test]
fn type_relations_are_queryable_traits() {
    let mut ctx = context();
    let src = r#"%0 = "t.typed_const"() <{value = 1 : i32}> : () -> i32"#;
    let module = parse_source(&mut ctx, src, &ParseOptions::default()).unwrap();
    let body = oxir::builtin::ops::module_body(&ctx, module);
    let op = ctx.block_ops(body).next().unwrap();
    assert!(ctx.op_has_trait::<AllTypesMatch>(op));
    assert!(ctx.op_has_trait::<TypesMatchWith>(op));
    assert!(!ctx.op_has_trait::<Pure>(op));
}

#[test]
fn variadic_groups_and_regions_report_mlir_messages() {
    let ok = r#"%i = "t.i"() : () -> index  %a = "t.a"() : () -> i32
        %0 = "t.groups"(%i, %a, %a) ({ "t.x"() : () -> () }, { "t.x"() : () -> () }, { "t.y"() : () -> () }) : (index, i32, i32) -> f32"#;
    verify_text(ok).unwrap();
    assert_eq!(
        verify_text(
            &ok.replace("(index, i32, i32)", "(index, i32, i64)")
                .replace("%a, %a)", "%a, %b)")
                .replace("%0 = ", "%b = \"t.b\"() : () -> i64  %0 = ")
        )
        .unwrap_err(),
        "'t.groups' op operand #2 must be variadic of 32-bit signless integer, but got 'i64'"
    );
    assert_eq!(
        verify_text(&ok.replace("-> f32", "-> (f32, i1)").replace("%0 = ", "%0:2 = ")).unwrap_err(),
        "'t.groups' op result #1 must be variadic of 32-bit float, but got 'i1'"
    );
    // `VariadicRegion<SizedRegion<1>>`: each region of the group, by its index in the op.
    let two_blocks =
        ok.replace(r#"{ "t.y"() : () -> () }"#, r#"{ "t.br"()[^bb1] : () -> () ^bb1: "t.x"() : () -> () }"#);
    assert_eq!(
        verify_text(&two_blocks).unwrap_err(),
        "'t.groups' op region #2 ('cases') failed to verify constraint: region with 1 blocks"
    );
    assert_eq!(
        verify_text(&ok.replace(r#"({ "t.x"() : () -> () }, "#, "({ }, ")).unwrap_err(),
        "'t.groups' op region #0 ('head') failed to verify constraint: region with 1 blocks"
    );
}

#[test]
fn fields_may_be_named_as_the_builders_parameters() {
    let mut ctx = context();
    let loc = UnknownLoc::get(&ctx);
    let i32 = IntegerType::get(&ctx, 32);
    let module = oxir::builtin::ops::build_module(&mut ctx, loc, None);
    let body = oxir::builtin::ops::module_body(&ctx, module);
    let mut b = OpBuilder::at_block_end(&mut ctx, body);
    let c = ConstantOp::build(&mut b, loc, i32, 7).result(b.ctx());
    let d = ConstantOp::build(&mut b, loc, i32, 8).result(b.ctx());
    let op = BuilderNamesOp::build(&mut b, loc, c, d);
    assert_eq!((op.b(&ctx), op.ctx(&ctx)), (c, d));
    assert_eq!(ctx.value_type(op.result(&ctx)), i32);
    oxir::verifier::verify(&ctx, module).unwrap();
}
