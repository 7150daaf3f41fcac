//! The type, attribute, enum and dialect definition macros end to end: a small `toy` dialect
//! registered with `load_dialect`, round trips of its types and attributes through the parser
//! and printer (pretty and opaque input forms), verification errors, error locations and docs.

use oxir::asm::{AsmPrinter, OpAsmParser, ParseResult};
use oxir::builtin::locations::{FileLineColRange, UnknownLoc};
use oxir::builtin::types::{FloatKind, FloatType, IntegerType};
use oxir::ods::defs::{EnumAttrCases, TypeDefinition};
use oxir::ods::{DenseI64Array, Dialect, OpDefinition};
use oxir::parser::{parse_attribute_str, parse_source, parse_type_str, ParseOptions};
use oxir::printer::{print_op, PrintFlags};
use oxir::traits::SameOperandsAndResultType;
use oxir::{AttrDef, Attribute, Context, Diagnostic, Type, Value};
use oxir_macros::{dialect, op, AttrDef, EnumAttr, TypeDef};

// ANCHOR: struct_type
/// A struct of element types.
///
/// Holds at most four elements.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "toy", name = "struct", format = "`<` $elements `>`", verifier = verify_struct)]
pub struct StructType {
    /// The element types.
    pub elements: Vec<Type>,
}

fn verify_struct(_ctx: &Context, t: &StructType) -> Result<(), String> {
    if t.elements.len() > 4 {
        return Err(format!("struct type has {} elements, but at most 4 are allowed", t.elements.len()));
    }
    Ok(())
}
// ANCHOR_END: struct_type

/// An array described by a key-value list.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "toy", name = "array", format = "`<` struct(params) `>`")]
pub struct ArrayType {
    /// The element type.
    pub element: Type,
    /// The number of elements.
    pub size: i64,
    /// The alignment in bytes.
    #[param(default = 0)]
    pub align: u32,
    /// A label.
    pub label: Option<String>,
}

/// A vector with an optional lane count.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "toy", name = "lanes", format = "`<` $element (`,` $lanes^ `lanes`)? `>`")]
pub struct LanesType {
    /// The element type.
    pub element: Type,
    /// The lane count.
    pub lanes: Option<u32>,
}

/// A token: a type without parameters.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "toy", name = "token")]
pub struct TokenType;

/// A pair written `first x second` by custom functions.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "toy", name = "pair", format = "`<` custom<Pair>($first, $second) `>`")]
pub struct PairType {
    /// The first type.
    pub first: Type,
    /// The second type.
    pub second: Type,
}

fn parse_pair(p: &mut OpAsmParser<'_, '_>) -> ParseResult<(Type, Type)> {
    let a = p.parse_type()?;
    p.parse_keyword("x")?;
    let b = p.parse_type()?;
    Ok((a, b))
}

fn print_pair(p: &mut AsmPrinter<'_>, a: &Type, b: &Type) {
    p.print_type(*a);
    p.write(" x ");
    p.print_type(*b);
}

/// A type written by a hand-written printer and parser.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "toy", name = "bits", printer = print_bits, parser = parse_bits)]
pub struct BitsType {
    /// The width.
    pub width: u32,
}

fn print_bits(t: &BitsType, p: &mut AsmPrinter<'_>) {
    p.write_display(format_args!("<{} bits>", t.width));
}

fn parse_bits(p: &mut OpAsmParser<'_, '_>) -> ParseResult<BitsType> {
    p.parse_less()?;
    let width = <u32 as oxir::ods::defs::FormatParam>::parse_param(p)?;
    p.parse_keyword("bits")?;
    p.parse_greater()?;
    Ok(BitsType { width })
}

/// A type mixing directives: `qualified`, a whitespace literal and a partial `struct`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "toy", name = "mixed", format = "`<` qualified($ty) ` ` `:` struct($count, $flag) `>`")]
pub struct MixedType {
    /// A type.
    pub ty: Type,
    /// A count.
    #[param(default = 1)]
    pub count: i64,
    /// A flag.
    pub flag: Option<bool>,
}

// ANCHOR: enum
/// Comparison predicates (an `I64EnumAttr`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "toy", name = "cmp_predicate")]
pub enum CmpPredicate {
    /// Equal.
    #[case(value = 0, name = "eq")]
    Eq,
    /// Not equal.
    #[case(value = 1, name = "ne")]
    Ne,
    /// Signed less than.
    #[case(value = 2)]
    Slt,
}
// ANCHOR_END: enum

/// Rounding modes, also a dialect attribute `#toy.mode<...>`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "toy", attr = "mode", width = 32)]
pub enum RoundingMode {
    /// Round to nearest.
    Nearest,
    /// Round toward zero.
    #[case(name = "zero")]
    TowardZero,
}

/// Fast-math flags: a bit enum printed `#toy.fastmath<nnan,ninf>`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "toy", attr = "fastmath", bits, set = "FastMathFlags", separator = ",")]
pub enum FastMath {
    /// No flags.
    #[case(value = 0)]
    None,
    /// No NaNs.
    #[case(value = 1)]
    Nnan,
    /// No infinities.
    #[case(value = 2)]
    Ninf,
    /// No signed zeros.
    #[case(value = 4)]
    Nsz,
    /// All of the above.
    #[case(value = 7)]
    Fast,
}

/// A dimension in MLIR's default `EnumAttr` form: `#toy<dim x>`, bare `x` in op formats.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "toy", attr = "dim", format = "$value")]
pub enum Dim {
    /// The first dimension.
    X,
    /// The second dimension.
    Y,
}

/// A shape.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "toy", name = "shape", format = "`<` $dims `>`")]
pub struct ShapeAttr {
    /// The dimensions.
    pub dims: Vec<i64>,
}

// ANCHOR: const_attr
/// A typed constant: `#toy.const<5> : i32`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "toy", name = "const", typed, format = "`<` $value `>`", verifier = verify_const)]
pub struct ConstAttr {
    /// The value.
    pub value: i64,
    /// The type.
    pub ty: Type,
}
// ANCHOR_END: const_attr

fn verify_const(ctx: &Context, a: &ConstAttr) -> Result<(), String> {
    if !a.ty.isa::<IntegerType>(ctx) {
        return Err(format!("'toy.const' type must be an integer, but got {}", a.ty.to_text(ctx)));
    }
    Ok(())
}

/// A layout with optional and default-valued parameters.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "toy", name = "layout", format = "`<` params `>`")]
pub struct LayoutAttr {
    /// Whether the layout is packed.
    #[param(default = false)]
    pub packed: bool,
    /// An optional predicate.
    pub pred: Option<CmpPredicate>,
    /// The dimension order.
    pub order: Vec<i64>,
}

/// An attribute holding other attributes and a rounding mode.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "toy", name = "info", format = "`<` $mode `,` $value (`,` `flags` `=` $flags^)? `>`")]
pub struct InfoAttr {
    /// The mode.
    pub mode: RoundingMode,
    /// Any attribute.
    pub value: Attribute,
    /// Fast-math flags.
    pub flags: Option<FastMathFlags>,
}

/// Casts a value to a toy type.
#[op(name = "toy.cast")]
pub struct CastOp {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

// ANCHOR: type_constraint
/// Merges two structs: `toy.merge %a, %b : !toy.struct<i32>`. A type definition is a
/// constraint: `StructType::CONSTRAINT`.
#[op(name = "toy.merge", traits(SameOperandsAndResultType), format = "$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct MergeOp {
    #[operand(StructType::CONSTRAINT)]
    lhs: Value,
    #[operand(StructType::CONSTRAINT)]
    rhs: Value,
    #[result(StructType::CONSTRAINT)]
    result: Value,
}
// ANCHOR_END: type_constraint

// ANCHOR: attr_in_format
/// A value of a shape: `toy.shaped <2, 3> : i32`. In a format, the attribute is written without
/// its `#toy.shape` prefix, as ODS writes a dialect attribute.
#[op(name = "toy.shaped", format = "$shape attr-dict `:` type($result)")]
pub struct ShapedOp {
    #[attribute]
    shape: ShapeAttr,
    #[result]
    result: Value,
}
// ANCHOR_END: attr_in_format

// ANCHOR: typed_fields
/// Selects by a predicate: `toy.select eq mode <zero> [1, 2]`.
#[op(name = "toy.select", format = "$pred (`mode` $mode^)? $dims attr-dict")]
pub struct SelectOp {
    /// Stored as `0 : i64` (an `I64EnumAttr`), written `eq`.
    #[attribute(enum)]
    pred: CmpPredicate,
    /// Stored as `#toy.mode<zero>` (an `EnumAttr`), written `<zero>`.
    #[attribute(enum)]
    mode: Option<RoundingMode>,
    /// Stored as `array<i64: 1, 2>`, written `[1, 2]`.
    #[attribute]
    dims: DenseI64Array,
}
// ANCHOR_END: typed_fields

/// The id along a dimension, written as MLIR's `gpu.thread_id  x` (the attribute's own space
/// after the format's) or, with `` ` ` `` before it, `toy.lane_id y(...)`.
#[op(name = "toy.thread_id", format = "$dim attr-dict")]
pub struct ThreadIdOp {
    #[attribute(enum)]
    dim: Dim,
    #[result(oxir::ods::constraints::INDEX)]
    result: Value,
}

/// A lane id, its dimension glued to the mnemonic's space: `toy.lane_id y(%0)`.
#[op(name = "toy.lane_id", format = "`` $dim `(` $input `)` attr-dict `:` type($input)")]
pub struct LaneIdOp {
    #[attribute(enum)]
    dim: Dim,
    #[operand]
    input: Value,
}

/// A helper dialect the toy dialect depends on.
#[dialect(name = "aux", types(AuxType))]
pub struct AuxDialect;

/// The aux dialect's only type.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "aux", name = "thing")]
pub struct AuxType;

/// The toy dialect.
///
/// A small dialect exercising the definition macros.
#[dialect(
    name = "toy",
    ops(CastOp, MergeOp, ShapedOp, SelectOp, ThreadIdOp, LaneIdOp),
    types(StructType, ArrayType, LanesType, TokenType, PairType, BitsType, MixedType),
    attrs(ShapeAttr, ConstAttr, LayoutAttr, InfoAttr, RoundingMode, FastMathFlags, Dim),
    enums(CmpPredicate, RoundingMode, FastMath, Dim),
    dependent(AuxDialect)
)]
pub struct ToyDialect;

fn context() -> Context {
    let ctx = Context::new();
    ctx.load_dialect::<ToyDialect>();
    ctx
}

fn type_round_trip(ctx: &mut Context, src: &str) -> String {
    match parse_type_str(ctx, src) {
        Ok(t) => t.to_text(ctx),
        Err(d) => panic!("{src}: {}", d.message),
    }
}

fn attr_round_trip(ctx: &mut Context, src: &str) -> String {
    match parse_attribute_str(ctx, src) {
        Ok(a) => a.to_text(ctx),
        Err(d) => panic!("{src}: {}", d.message),
    }
}

/// The message and 1-based column of the error parsing `src` as a type.
fn type_error(ctx: &mut Context, src: &str) -> (String, u32) {
    let d = parse_type_str(ctx, src).expect_err(src);
    (d.message.clone(), column(ctx, &d))
}

fn attr_error(ctx: &mut Context, src: &str) -> (String, u32) {
    let d = parse_attribute_str(ctx, src).expect_err(src);
    (d.message.clone(), column(ctx, &d))
}

fn attr_diag(ctx: &mut Context, src: &str) -> (String, Diagnostic) {
    let d = parse_attribute_str(ctx, src).expect_err(src);
    (d.message.clone(), d)
}

fn column(ctx: &Context, d: &Diagnostic) -> u32 {
    d.loc.dyn_cast::<FileLineColRange>(ctx).map_or(0, |l| l.start_col)
}

#[test]
fn types_round_trip_in_pretty_form() {
    let mut ctx = context();
    for src in [
        "!toy.struct<i32, f32>",
        "!toy.struct<>",
        "!toy.struct<!toy.struct<i32>, !toy.token, tensor<2x!toy.token>>",
        "!toy.array<element = f32, size = 4>",
        "!toy.array<element = i8, size = 2, align = 8, label = \"x y\">",
        "!toy.lanes<f32>",
        "!toy.lanes<f32, 4 lanes>",
        "!toy.token",
        "!toy.pair<i32 x !toy.pair<f32 x index>>",
        "!toy.bits<7 bits>",
        "!toy.mixed<i32 : count = 2, flag = true>",
        "!toy.mixed<!toy.token : flag = false>",
        "!aux.thing",
    ] {
        assert_eq!(type_round_trip(&mut ctx, src), src);
    }
}

#[test]
fn opaque_and_unordered_inputs_print_in_pretty_form() {
    let mut ctx = context();
    assert_eq!(type_round_trip(&mut ctx, "!toy<\"struct<i32, f32>\">"), "!toy.struct<i32, f32>");
    assert_eq!(type_round_trip(&mut ctx, "!toy<struct<i32, f32>>"), "!toy.struct<i32, f32>");
    assert_eq!(type_round_trip(&mut ctx, "!toy.struct<i32,f32>"), "!toy.struct<i32, f32>");
    assert_eq!(type_round_trip(&mut ctx, "!toy.mixed<i32:flag=true,count=1>"), "!toy.mixed<i32 : flag = true>");
    assert_eq!(
        type_round_trip(&mut ctx, "!toy.array<size = 4, align = 0, element = f32>"),
        "!toy.array<element = f32, size = 4>"
    );
    assert_eq!(
        type_round_trip(&mut ctx, "!toy<\"array<size = 1, element = !toy.token>\">"),
        "!toy.array<element = !toy.token, size = 1>"
    );
    assert_eq!(attr_round_trip(&mut ctx, "#toy<\"shape<1, 2>\">"), "#toy.shape<1, 2>");
}

#[test]
fn typed_views_and_constructors_agree_with_the_parser() {
    let mut ctx = context();
    let parsed = parse_type_str(&mut ctx, "!toy.struct<i32, f32>").unwrap();
    let i32 = IntegerType::get(&ctx, 32);
    let f32 = FloatType::get(&ctx, FloatKind::F32);
    assert_eq!(StructType::get(&ctx, vec![i32, f32]), parsed);
    assert_eq!(parsed.dyn_cast::<StructType>(&ctx).unwrap().elements, vec![i32, f32]);
    assert!(parsed.isa::<StructType>(&ctx));
    assert_eq!(parsed.dialect(&ctx), "toy");
    let arr = ArrayType::get(&ctx, f32, 3, 16, None);
    assert_eq!(arr.to_text(&ctx), "!toy.array<element = f32, size = 3, align = 16>");
    let lanes = parse_type_str(&mut ctx, "!toy.lanes<i32, 8 lanes>").unwrap();
    assert_eq!(lanes.dyn_cast::<LanesType>(&ctx).unwrap().lanes, Some(8));
    assert_eq!(TokenType::get(&ctx).to_text(&ctx), "!toy.token");
    let c = parse_attribute_str(&mut ctx, "#toy.const<5> : i32").unwrap();
    assert_eq!(c.typed(&ctx), Some(i32));
    assert_eq!(ConstAttr::get(&ctx, 5, i32), c);
}

#[test]
fn attributes_round_trip() {
    let mut ctx = context();
    for src in [
        "#toy.shape<1, 2, 3>",
        "#toy.shape<>",
        "#toy.shape<-1>",
        "#toy.const<5> : i32",
        "#toy.layout<1, 0>",
        "#toy.layout<true, ne, 1, 0>",
        "#toy.layout<slt, 1>",
        "#toy.mode<zero>",
        "#toy.mode<nearest>",
        "#toy.fastmath<nnan,ninf>",
        "#toy.fastmath<none>",
        "#toy.fastmath<fast>",
        "#toy.info<zero, 3 : i8>",
        "#toy.info<nearest, [#toy.mode<zero>, \"s\"], flags = nnan,nsz>",
    ] {
        assert_eq!(attr_round_trip(&mut ctx, src), src);
    }
    assert_eq!(attr_round_trip(&mut ctx, "#toy.layout<false, 1>"), "#toy.layout<1>");
    assert_eq!(attr_round_trip(&mut ctx, "#toy.fastmath<nnan,ninf,nsz>"), "#toy.fastmath<fast>");
    assert_eq!(attr_round_trip(&mut ctx, "#toy.fastmath<ninf,nnan>"), "#toy.fastmath<nnan,ninf>");
    let m = parse_attribute_str(&mut ctx, "#toy.mode<zero>").unwrap();
    assert_eq!(m.dyn_cast::<RoundingMode>(&ctx), Some(&RoundingMode::TowardZero));
    assert_eq!(RoundingMode::Nearest.attr(&ctx).to_text(&ctx), "#toy.mode<nearest>");
    let fm = (FastMath::Nnan | FastMath::Nsz).attr(&ctx);
    assert_eq!(fm.to_text(&ctx), "#toy.fastmath<nnan,nsz>");
    assert!(fm.dyn_cast::<FastMathFlags>(&ctx).unwrap().contains(FastMath::Nsz));
}

#[test]
fn integer_backed_enums() {
    let ctx = context();
    assert_eq!(CmpPredicate::from_str("ne"), Some(CmpPredicate::Ne));
    assert_eq!("slt".parse::<CmpPredicate>(), Ok(CmpPredicate::Slt));
    assert_eq!("bad".parse::<CmpPredicate>().unwrap_err(), "expected CmpPredicate to be one of: eq, ne, slt");
    assert_eq!(CmpPredicate::Slt.value(), 2);
    assert_eq!(CmpPredicate::from_value(1), Some(CmpPredicate::Ne));
    assert_eq!(CmpPredicate::from_value(9), None);
    assert_eq!(CmpPredicate::Eq.as_str(), "eq");
    assert_eq!(CmpPredicate::Ne.to_string(), "ne");
    let a = CmpPredicate::Ne.to_int_attr(&ctx);
    assert_eq!(a.to_text(&ctx), "1 : i64");
    assert_eq!(CmpPredicate::from_int_attr(&ctx, a), Some(CmpPredicate::Ne));
    assert!(CmpPredicate::INT_ATTR_CONSTRAINT.matches(&ctx, a));
    assert!(!CmpPredicate::INT_ATTR_CONSTRAINT.matches(&ctx, RoundingMode::Nearest.to_int_attr(&ctx)));
    assert_eq!(CmpPredicate::INT_ATTR_CONSTRAINT.summary, "allowed 64-bit signless integer cases: 0, 1, 2");
    assert_eq!(RoundingMode::TowardZero.to_int_attr(&ctx).to_text(&ctx), "1 : i32");
    assert_eq!(<RoundingMode as EnumAttrCases>::WIDTH, 32);
}

#[test]
fn module_round_trip_with_dialect_types_and_attributes() {
    let mut ctx = context();
    let src = r#"
%0 = "t.src"() : () -> i32
%1 = "toy.cast"(%0) {shape = #toy.shape<2, 3>, mode = #toy<"mode<zero>">} : (i32) -> !toy<"struct<i32, f32>">
%2 = "toy.cast"(%1) : (!toy.struct<i32, f32>) -> !toy.array<size = 2, element = !toy.token>
"#;
    ctx.set_allow_unregistered_dialects(true);
    let module = parse_source(&mut ctx, src, &ParseOptions::default()).unwrap();
    let printed = print_op(&ctx, module, PrintFlags::default());
    let expected = r#"module {
  %0 = "t.src"() : () -> i32
  %1 = "toy.cast"(%0) {mode = #toy.mode<zero>, shape = #toy.shape<2, 3>} : (i32) -> !toy.struct<i32, f32>
  %2 = "toy.cast"(%1) : (!toy.struct<i32, f32>) -> !toy.array<element = !toy.token, size = 2>
}
"#;
    assert_eq!(printed.trim_end(), expected.trim_end());
    // Printing then parsing again is a fixed point.
    let again = parse_source(&mut ctx, &printed, &ParseOptions::default()).unwrap();
    assert_eq!(print_op(&ctx, again, PrintFlags::default()), printed);
}

#[test]
fn aliases_are_visible_inside_dialect_symbols() {
    let mut ctx = context();
    ctx.set_allow_unregistered_dialects(true);
    let src = "!pair = !toy.pair<i32 x f32>\n\"t.op\"() {a = #toy.info<zero, !pair>} : () -> !toy.struct<!pair>\n";
    let module = parse_source(&mut ctx, src, &ParseOptions::default()).unwrap();
    let printed = print_op(&ctx, module, PrintFlags::default());
    assert!(printed.contains("#toy.info<zero, !toy.pair<i32 x f32>>"), "{printed}");
    assert!(printed.contains("() -> !toy.struct<!toy.pair<i32 x f32>>"), "{printed}");
}

#[test]
fn verification_errors() {
    let mut ctx = context();
    let (msg, col) = type_error(&mut ctx, "!toy.struct<i1, i2, i3, i4, i5>");
    assert_eq!(msg, "struct type has 5 elements, but at most 4 are allowed");
    // As MLIR's generated parser does (`odsLoc`), at the `<` where the body begins.
    assert_eq!(col, 12);
    let (msg, _) = attr_error(&mut ctx, "#toy.const<1> : f32");
    assert_eq!(msg, "'toy.const' type must be an integer, but got f32");
    let (msg, _) = attr_error(&mut ctx, "#toy.const<1>");
    assert_eq!(msg, "expected ':' and the type of the attribute after it");
    let i1 = IntegerType::get(&ctx, 1);
    let loc = UnknownLoc::get(&ctx);
    let err = StructType::get_checked(&ctx, loc, vec![i1; 6]).unwrap_err();
    assert_eq!(err.message, "struct type has 6 elements, but at most 4 are allowed");
    assert_eq!(err.loc, loc);
    assert!(StructType::get_checked(&ctx, loc, vec![i1; 2]).is_ok());
    let f32 = FloatType::get(&ctx, FloatKind::F32);
    assert!(ConstAttr::get_checked(&ctx, loc, 1, f32).is_err());
}

#[test]
fn parse_errors_point_at_the_offending_token() {
    let mut ctx = context();
    assert_eq!(type_error(&mut ctx, "!toy.foo<i32>"), ("unknown  type `foo` in dialect `toy`".to_string(), 6));
    assert_eq!(attr_error(&mut ctx, "#toy.foo<1>"), ("unknown attribute `foo` in dialect `toy`".to_string(), 6));
    assert_eq!(type_error(&mut ctx, "!toy<foo>"), ("unknown  type `foo` in dialect `toy`".to_string(), 6));
    // As MLIR does, a missing token is reported just after the previous one.
    assert_eq!(type_error(&mut ctx, "!toy.struct<i32 f32>"), ("expected '>'".to_string(), 16));
    // Inside the opaque form's string, errors point into the string.
    assert_eq!(type_error(&mut ctx, "!toy<\"struct<i32 f32>\">"), ("expected '>'".to_string(), 17));
    assert_eq!(
        type_error(&mut ctx, "!toy.array<size = 4>"),
        // Where the struct ends, as MLIR reports it.
        ("struct is missing required parameter: element".to_string(), 20)
    );
    assert_eq!(
        type_error(&mut ctx, "!toy.array<size = 4, size = 5>"),
        ("duplicate or unknown struct parameter name: size".to_string(), 22)
    );
    assert_eq!(
        type_error(&mut ctx, "!toy.array<element = i32, sise = 5>"),
        ("duplicate or unknown struct parameter name: sise".to_string(), 27)
    );
    assert_eq!(
        attr_error(&mut ctx, "#toy.mode<up>"),
        ("expected RoundingMode to be one of: nearest, zero".to_string(), 11)
    );
    // As in MLIR, parsing resumes after the whole symbol, whatever the dialect's parser read:
    // a parameterless type ignores a body (mlir-opt 22 reads `!async.token<i32>` as
    // `!async.token`).
    let token = parse_type_str(&mut ctx, "!toy.token").expect("!toy.token");
    assert_eq!(parse_type_str(&mut ctx, "!toy.token<i32>").ok(), Some(token));
    assert_eq!(type_error(&mut ctx, "!toy.lanes<f32, 4>"), ("expected 'lanes'".to_string(), 18));
    let (msg, _) = type_error(&mut ctx, "!toy.bits<-1 bits>");
    assert_eq!(msg, "integer value out of range for `u32`");
}

#[test]
fn unregistered_namespaces_are_still_rejected_or_kept() {
    let mut ctx = context();
    let (msg, _) = type_error(&mut ctx, "!other.struct<i32>");
    assert!(msg.contains("unregistered dialect"), "{msg}");
    ctx.set_allow_unregistered_dialects(true);
    assert_eq!(type_round_trip(&mut ctx, "!other.struct<i32>"), "!other.struct<i32>");
}

#[test]
fn loading_registers_ops_and_dependent_dialects() {
    let ctx = context();
    assert!(ctx.is_dialect_registered("toy"));
    assert!(ctx.is_dialect_registered("aux"));
    assert!(ctx.op_info(ctx.op_name("toy.cast")).is_some());
    assert_eq!(ToyDialect::NAMESPACE, "toy");
    assert_eq!(<StructType as oxir::TypeDef>::NAME, "struct");
    assert_eq!(<ShapeAttr as AttrDef>::DIALECT, "toy");
}

#[test]
fn dialect_docs() {
    let docs = ToyDialect::docs();
    assert!(docs.starts_with("# 'toy' Dialect\n\nThe toy dialect.\n\nA small dialect exercising the definition macros.\n\n[TOC]\n\n## Operations\n\n### `toy.cast` (CastOp)"), "{docs}");
    for needle in [
        "## Types\n\n### StructType\n\n_A struct of element types._\n\nSyntax:\n\n```\n!toy.struct<\n  Vec<Type>   # elements\n>\n```\n\nHolds at most four elements.\n\n#### Parameters:\n\n| Parameter | Rust type | Description |\n| :-------: | :-------: | ----------- |\n| elements | `Vec<Type>` | The element types. |\n",
        "| align | `u32` | The alignment in bytes. (default: `0`) |",
        "| label | `Option<String>` | A label. |",
        "## Attributes\n\n### ShapeAttr",
        "### FastMathFlags",
        "## Enums\n\n### CmpPredicate\n\n_Comparison predicates (an `I64EnumAttr`)._\n\n#### Cases:\n\n| Symbol | Value | String |\n| :----: | :---: | ------ |\n| eq | `0` | eq |\n| ne | `1` | ne |\n| slt | `2` | slt |\n",
    ] {
        assert!(docs.contains(needle), "missing {needle:?} in:\n{docs}");
    }
    // The sections (`\n## `, not the `#### Attributes:` of an op's entry), in MLIR's order.
    let section = |name: &str| docs.find(&format!("\n## {name}\n"));
    assert!(section("Operations").is_some() && section("Types").is_some() && section("Attributes").is_some());
    assert!(section("Operations") < section("Types"));
    assert!(section("Types") < section("Attributes"));
    assert_eq!(StructType::docs(), <StructType as TypeDefinition>::docs());
    assert!(CastOp::docs().contains("toy.cast"));
    let aux = AuxDialect::docs();
    assert_eq!(aux, "# 'aux' Dialect\n\nA helper dialect the toy dialect depends on.\n\n[TOC]\n\n## Types\n\n### AuxType\n\n_The aux dialect's only type._\n\nSyntax:\n\n```\n!aux.thing\n```\n");
}

fn round_trip_ops(ctx: &mut Context, src: &str) -> String {
    let module = parse_source(ctx, src, &ParseOptions::default()).unwrap_or_else(|d| panic!("{}", d.message));
    oxir::verifier::verify(ctx, module).unwrap_or_else(|d| panic!("{}", d.message));
    let printed = print_op(ctx, module, PrintFlags::default());
    let again = parse_source(ctx, &printed, &ParseOptions::default()).unwrap_or_else(|d| panic!("{}", d.message));
    assert_eq!(print_op(ctx, again, PrintFlags::default()), printed);
    printed
}

fn op_error(ctx: &mut Context, src: &str) -> String {
    match parse_source(ctx, src, &ParseOptions::default()) {
        Ok(m) => oxir::verifier::verify(ctx, m).expect_err("expected an error").message,
        Err(d) => d.message,
    }
}

#[test]
fn a_type_definition_is_a_constraint() {
    let mut ctx = context();
    ctx.set_allow_unregistered_dialects(true);
    let src = r#"
%0 = "t.src"() : () -> !toy.struct<i32>
%1 = toy.merge %0, %0 : !toy.struct<i32>
"#;
    assert!(round_trip_ops(&mut ctx, src).contains("%1 = toy.merge %0, %0 : !toy.struct<i32>"));
    let summary = <StructType as TypeDefinition>::SUMMARY;
    let bad = "%0 = \"t.src\"() : () -> i32\n%1 = \"toy.merge\"(%0, %0) : (i32, i32) -> i32";
    assert_eq!(op_error(&mut ctx, bad), format!("'toy.merge' op operand #0 must be {summary}, but got 'i32'"));
    // The format parses a type of the definition's class.
    let bad = "%0 = \"t.src\"() : () -> i32\n%1 = toy.merge %0, %0 : i32";
    assert_eq!(
        op_error(&mut ctx, bad),
        "custom op 'toy.merge' invalid kind of type specified: expected toy.struct, but found 'i32'"
    );
}

#[test]
fn an_attribute_definition_round_trips_in_a_format() {
    let mut ctx = context();
    let src = "%0 = toy.shaped <2, 3> : i32";
    assert!(round_trip_ops(&mut ctx, src).contains("%0 = toy.shaped <2, 3> : i32"));
    // The qualified form is accepted too (MLIR's `parseCustomAttributeWithFallback`).
    let src = "%0 = toy.shaped #toy.shape<4> {x} : i32";
    assert!(round_trip_ops(&mut ctx, src).contains("%0 = toy.shaped <4> {x} : i32"));
    let generic = "%0 = \"toy.shaped\"() <{shape = #toy.shape<2, 3>}> : () -> i32";
    assert!(round_trip_ops(&mut ctx, generic).contains("%0 = toy.shaped <2, 3> : i32"));
}

#[test]
fn enum_attributes_in_mlir_default_form() {
    let mut ctx = context();
    assert_eq!(attr_round_trip(&mut ctx, "#toy<dim x>"), "#toy<dim x>");
    assert_eq!(Dim::Y.attr(&ctx).to_text(&ctx), "#toy<dim y>");
    assert_eq!(attr_error(&mut ctx, "#toy<dim z>").0, "expected Dim to be one of: x, y");
    // The bare form's keyword is missing: MLIR's `parseKeywordOrString` error (as for
    // `#gpu.dim<x>`), then the second error naming the parameter.
    let (message, d) = attr_diag(&mut ctx, "#toy.dim<x>");
    assert_eq!(message, "expected valid keyword or string");
    assert_eq!(d.notes[0].message, "failed to parse DimAttr parameter 'value' which is to be a `Dim`");
    let src = "%0 = toy.thread_id  x\ntoy.lane_id y(%0) : index";
    let printed = round_trip_ops(&mut ctx, src);
    assert!(printed.contains("%0 = toy.thread_id  x\n"), "{printed}");
    assert!(printed.contains("toy.lane_id y(%0) : index"), "{printed}");
    let generic = "%0 = \"toy.thread_id\"() <{dim = #toy<dim y>}> : () -> index";
    assert!(round_trip_ops(&mut ctx, generic).contains("%0 = toy.thread_id  y"));
}

#[test]
fn enum_and_dense_array_fields() {
    let mut ctx = context();
    let src = "toy.select eq mode <zero> [1, 2]\ntoy.select \"ne\" []";
    let printed = round_trip_ops(&mut ctx, src);
    assert!(printed.contains("toy.select eq mode <zero> [1, 2]"), "{printed}");
    assert!(printed.contains("toy.select ne []"), "{printed}");
    let module = parse_source(&mut ctx, src, &ParseOptions::default()).unwrap();
    let generic = print_op(&ctx, module, PrintFlags { generic: true, ..Default::default() });
    assert!(
        generic.contains("\"toy.select\"() <{dims = array<i64: 1, 2>, mode = #toy.mode<zero>, pred = 0 : i64}>"),
        "{generic}"
    );
    let body = oxir::builtin::ops::module_body(&ctx, module);
    let ops: Vec<_> = ctx.block_ops(body).collect();
    let s = ctx.cast_op::<SelectOp>(ops[0]).unwrap();
    assert_eq!(s.pred(&ctx), Some(CmpPredicate::Eq));
    assert_eq!(s.mode(&ctx), Some(RoundingMode::TowardZero));
    assert_eq!(s.dims(&ctx), Some(vec![1, 2]));
    let loc = UnknownLoc::get(&ctx);
    let mut b = oxir::OpBuilder::at_block_end(&mut ctx, body);
    let built = SelectOp::build(&mut b, loc, CmpPredicate::Slt, &[7]);
    assert_eq!(built.pred(&ctx), Some(CmpPredicate::Slt));
    assert_eq!(built.mode(&ctx), None);
    built.set_mode(&mut ctx, RoundingMode::TowardZero);
    assert_eq!(built.mode(&ctx), Some(RoundingMode::TowardZero));
    assert_eq!(built.dims(&ctx), Some(vec![7]));
    // An unknown case fails the property conversion of `<{...}>`, and in an attribute dictionary
    // the check of the inherent attributes, with MLIR's messages.
    let bad = "\"toy.select\"() <{dims = array<i64>, pred = 5 : i64}> : () -> ()";
    assert_eq!(
        op_error(&mut ctx, bad),
        "invalid properties {dims = array<i64>, pred = 5 : i64} for op toy.select: Invalid attribute `pred` in \
         property conversion: 5 : i64"
    );
    let bad = "\"toy.select\"() {dims = array<i64>, pred = 5 : i64} : () -> ()";
    assert_eq!(
        op_error(&mut ctx, bad),
        "'toy.select' op attribute 'pred' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2"
    );
    let bad = "toy.select lt []";
    assert_eq!(
        op_error(&mut ctx, bad),
        "custom op 'toy.select' expected string or keyword containing one of the following enum values for \
         attribute 'pred' [eq, ne, slt]"
    );
}
